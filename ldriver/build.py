"""Building an executable from one SML source file (conventions.md "Build directory").

    build(request) -> BuildOutcome

The project root is the source's directory; everything goes under
`<root>/_build/`: objects keyed by the digest of the source and the build key,
the runtime library (`ldriver.toolchain`), the executable (`_build/bin/<name>`
unless `-o`), dumps (`_build/dump/`), and `_build/log/last-build.json`.

A unit is recompiled iff its source digest or the build key (compiler version,
runtime ABI, profile, flags) changed, or its cached object is missing or
corrupt; otherwise the object is reused. Multi-unit projects, MLB files and
early cutoff on interfaces come with the build-driver issue.
"""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from compiler.diagnostics import Diagnostic
from compiler.source import SourceFile
from ldriver.files import write_atomic

COMPILER_VERSION = "0.1.0"


@dataclass(frozen=True, slots=True)
class BuildRequest:
    source_path: Path
    source: SourceFile
    output: Path | None = None
    profile: str = "dev"
    dump: frozenset[str] = frozenset()
    check_ir: bool = False


@dataclass(slots=True)
class BuildOutcome:
    ok: bool
    diagnostics: tuple[Diagnostic, ...] = ()
    executable: Path | None = None
    units: list[dict[str, object]] = field(default_factory=list)


def build_dir_of(source_path: Path) -> Path:
    return source_path.resolve().parent / "_build"


def build(request: BuildRequest) -> BuildOutcome:
    """Compile (or reuse) the unit, build (or reuse) the runtime, link. Writes
    `_build/log/last-build.json` whatever the outcome."""
    from compiler import api
    from compiler.pipeline import CompileInfo
    from ldriver import toolchain

    start = time.perf_counter()
    build_dir = build_dir_of(request.source_path)
    name = request.source_path.stem
    stamp = UnitStamp(_digest(request.source.text), _digest(_build_key(request)))
    obj_path = build_dir / "obj" / f"{name}-{stamp.source[:16]}{stamp.key[:16]}.o"
    stamp_path = build_dir / "obj" / f"{name}.stamp.json"
    outcome = BuildOutcome(ok=False)

    unit_start = time.perf_counter()
    reason = _reuse_reason(obj_path, stamp_path, stamp)
    if reason is None:
        outcome.units.append({"unit": str(request.source_path), "action": "reused", "reason": "up to date"})
    else:
        info = CompileInfo(
            unit=request.source_path.name,
            profile=request.profile,
            check_ir=request.check_ir,
            dump=request.dump,
            dump_dir=build_dir / "dump",
        )
        result = api.compile_unit(request.source, info)
        outcome.diagnostics = result.diagnostics
        if result.object_code is None:
            _write_log(build_dir, outcome, request, start, linked=False)
            return outcome
        write_atomic(obj_path, result.object_code)
        write_atomic(_checksum_path(obj_path), hashlib.sha256(result.object_code).hexdigest().encode())
        write_atomic(stamp_path, json.dumps({"source": stamp.source, "key": stamp.key}).encode())
        outcome.units.append({
            "unit": str(request.source_path), "action": "compiled", "reason": reason,
            "seconds": round(time.perf_counter() - unit_start, 4),
        })

    runtime = toolchain.build_runtime(build_dir / "runtime", "release")
    exe = request.output if request.output is not None else build_dir / "bin" / name
    exe.parent.mkdir(parents=True, exist_ok=True)
    toolchain.link([obj_path], runtime.path, exe)
    outcome.ok = True
    outcome.executable = exe
    _write_log(build_dir, outcome, request, start, linked=True)
    return outcome


def _build_key(request: BuildRequest) -> str:
    from ldriver.toolchain import RUNTIME_DIR

    abi = (RUNTIME_DIR / "ldriver_rt.h").read_bytes()
    parts = [COMPILER_VERSION, hashlib.sha256(abi).hexdigest(), request.profile,
             ",".join(sorted(request.dump)), str(request.check_ir), _compiler_digest()]
    return "|".join(parts)


def _compiler_digest() -> str:
    """A digest of the compiler's own sources and of the SML stdlib it compiles
    into every unit, so a changed compiler never reuses objects it did not produce."""
    repo = Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for path in sorted([*(repo / "compiler").rglob("*.py"), *(repo / "stdlib").rglob("*.sml")]):
        h.update(str(path.relative_to(repo)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


@dataclass(frozen=True, slots=True)
class UnitStamp:
    """What a unit's object depends on: digests of its source and of the build key."""

    source: str
    key: str


def _checksum_path(obj_path: Path) -> Path:
    """The file holding the SHA-256 of an object, written after the object: an
    object whose checksum is missing or wrong is never linked."""
    return obj_path.with_name(obj_path.name + ".sha256")


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _reuse_reason(obj_path: Path, stamp_path: Path, stamp: UnitStamp) -> str | None:
    """None if the cached object can be reused, else why the unit must be compiled
    (the first cause, in the order of conventions.md)."""
    if obj_path.exists():
        try:
            recorded = _checksum_path(obj_path).read_text().strip()
        except OSError:
            return "cache entry corrupt"
        return None if hashlib.sha256(obj_path.read_bytes()).hexdigest() == recorded else "cache entry corrupt"
    try:
        previous = json.loads(stamp_path.read_text())
    except (OSError, ValueError):
        return "no previous build"
    if previous.get("source") != stamp.source:
        return "source changed"
    if previous.get("key") != stamp.key:
        return "build key changed"
    return "cache entry corrupt"


def _write_log(build_dir: Path, outcome: BuildOutcome, request: BuildRequest, start: float,
               linked: bool) -> None:
    log = {
        "ok": outcome.ok,
        "seconds": round(time.perf_counter() - start, 4),
        "profile": request.profile,
        "linked": linked,
        "executable": str(outcome.executable) if outcome.executable else None,
        "units": outcome.units,
    }
    write_atomic(build_dir / "log" / "last-build.json", (json.dumps(log, indent=2) + "\n").encode())
