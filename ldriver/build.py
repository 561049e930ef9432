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
_OBJECT_MAGIC = b"\x7fELF"


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
    key = _build_key(request)
    digest = hashlib.sha256((key + "\0" + request.source.text).encode()).hexdigest()[:32]
    obj_path = build_dir / "obj" / f"{name}-{digest}.o"
    outcome = BuildOutcome(ok=False)

    unit_start = time.perf_counter()
    reason = _reuse_reason(obj_path, build_dir, name)
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
    """A digest of the compiler's own sources, so a changed compiler never reuses
    objects it did not produce."""
    root = Path(__file__).resolve().parent.parent / "compiler"
    h = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        h.update(str(path.relative_to(root)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def _reuse_reason(obj_path: Path, build_dir: Path, name: str) -> str | None:
    """None if the cached object can be reused, else why the unit must be compiled."""
    if obj_path.exists():
        with obj_path.open("rb") as f:
            if f.read(4) == _OBJECT_MAGIC:
                return None
        return "cache entry corrupt"
    previous = list((build_dir / "obj").glob(f"{name}-*.o")) if (build_dir / "obj").exists() else []
    return "source changed" if previous else "no previous build"


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
