"""A unit compilation as a self-contained REAPI action: the files of its
input root, how a worker runs it, and what its outputs say (docs/architecture.md
"Remote execution"). No gRPC here: the build writes these files, a worker
(`ldriver.remote.worker`, or `ldriver compile-unit` in any REAPI worker's
directory) reads them.

    unit_inputs(key_input, unit, settings) -> {name: bytes}   the input root
    run_action(files) -> Ran                    on a worker: check, compile, outputs
    run_in(directory) -> Ran                    the same on a materialized input root
    output_files(UnitOutput) -> {name: bytes}   the outputs of a compilation
    read_outputs(unit, files, exit_code) -> UnitOutput   on the client
    read_meta(bytes) -> dict                    `unit.json`, checked

The input root. `action-key` holds the bytes the unit's local action key
digests (`ldriver.engine.keys.unit_key_input`), `source.sml` the source,
`compile.json` the same inputs spelled out for a compiler (the unit, its
source's name, annotations, whether it is exported, its basis layers, the
settings, and the units whose interfaces it needs with their digests),
and `import-N.iface` the bytes of those interfaces, in that order. A worker
rebuilds the key input from `compile.json` with its own compiler's build
key and runs the action only if it equals `action-key`: a worker whose
compiler differs refuses (exit code 2) rather than answer for another.

The outputs: `unit.o`, `unit.iface` and `unit.json` (the interface's digest,
the extent counts, the diagnostics, the pass timings). Exit code 0: the unit
compiled; 1: it has errors (only `unit.json`, with the diagnostics); 2: the
worker could not run it (stderr says why).
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from compiler.api import (
    Diagnostic, Interface, Layer, Settings, SourceFile, Span, UnitInput, UnitOutput, compile_unit, format_text,
)
from ldriver.engine.keys import build_key, unit_key_input
from ldriver.engine.store import digest
from ldriver.identity import compiler_digest

KEY_FILE = "action-key"
SOURCE_FILE = "source.sml"
COMPILE_FILE = "compile.json"
OBJECT_FILE = "unit.o"
INTERFACE_FILE = "unit.iface"
META_FILE = "unit.json"
OUTPUTS = (OBJECT_FILE, INTERFACE_FILE, META_FILE)
COMMAND = ("ldriver", "compile-unit", COMPILE_FILE)
"""What a unit's action runs: `ldriver compile-unit` in its input root
(`ldriver.remote.worker` runs the same in-process)."""
FORMAT = 1
"""The version of `compile.json`."""


def _import_file(index: int) -> str:
    return f"import-{index}.iface"


def unit_inputs(key_input: bytes, unit: UnitInput, settings: Settings) -> dict[str, bytes]:
    """The input root of `unit`'s action (module docstring)."""
    description = {
        "format": FORMAT, "unit": unit.id, "source": unit.source.name,
        "annotations": sorted(unit.source.annotations), "exported": unit.exported,
        "basis": None if unit.basis is None else [[layer.unit, layer.renames] for layer in unit.basis],
        "profile": settings.profile, "check_ir": settings.check_ir,
        "imports": [[i.unit, i.digest] for i in unit.interfaces],
    }
    files = {KEY_FILE: key_input, SOURCE_FILE: unit.source.text.encode(),
             COMPILE_FILE: json.dumps(description, sort_keys=True).encode()}
    files.update({_import_file(n): i.data for n, i in enumerate(unit.interfaces)})
    return files


@dataclass(frozen=True, slots=True)
class Ran:
    """What running an action gave: its exit code, output files and stderr."""

    exit_code: int
    outputs: dict[str, bytes] = field(default_factory=dict)
    stderr: str = ""
    unit: str = ""


class _Refused(Exception):
    """An action this worker cannot run (malformed, or keyed by another compiler)."""


def run_in(directory: Path) -> Ran:
    """Run the action whose input root is `directory` (its files, flat),
    writing its output files there (`ldriver compile-unit`, `ldriver worker`)."""
    ran = run_action({p.name: p.read_bytes() for p in directory.iterdir() if p.is_file()})
    for name, data in ran.outputs.items():
        (directory / name).write_bytes(data)
    return ran


def run_action(files: dict[str, bytes]) -> Ran:
    """Compile the unit an action's input root `files` describes, as the
    build compiles it locally (`compiler.api.compile_unit`)."""
    try:
        unit, settings = _decode(files)
    except _Refused as exc:
        return Ran(2, stderr=f"ldriver: cannot run this action: {exc}\n")
    result = compile_unit(unit, settings)
    stderr = "".join(format_text(d, unit.source) + "\n" for d in result.diagnostics)
    return Ran(0 if result.object is not None and result.interface is not None else 1, output_files(result),
               stderr, unit.id)


def output_files(result: UnitOutput) -> dict[str, bytes]:
    """The output files of a unit's action that gave `result` (only
    `unit.json` if the unit has errors)."""
    diagnostics = [_diagnostic_json(d) for d in result.diagnostics]
    timings = {name: round(sec, 4) for name, sec in result.timings}
    if result.object is None or result.interface is None:
        return {META_FILE: _meta(None, dict(result.extent), diagnostics, timings)}
    return {OBJECT_FILE: result.object, INTERFACE_FILE: result.interface.data,
            META_FILE: _meta(result.interface.digest, dict(result.extent), diagnostics, timings)}


def _decode(files: dict[str, bytes]) -> tuple[UnitInput, Settings]:
    """The compile input and settings of an action; raises `_Refused`."""
    missing = [name for name in (KEY_FILE, SOURCE_FILE, COMPILE_FILE) if name not in files]
    if missing:
        raise _Refused(f"its input root lacks {', '.join(missing)}")
    try:
        d = json.loads(files[COMPILE_FILE])
        if d.get("format") != FORMAT:
            raise _Refused(f"{COMPILE_FILE} has format {d.get('format')!r}, this worker reads {FORMAT}")
        basis = None if d["basis"] is None else tuple(
            Layer(u, None if r is None else tuple(tuple(x) for x in r)) for u, r in d["basis"])
        imports = [(str(u), str(h)) for u, h in d["imports"]]
        interfaces = tuple(Interface(u, files[_import_file(n)], h) for n, (u, h) in enumerate(imports))
        settings = Settings(profile=str(d["profile"]), check_ir=bool(d["check_ir"]))
        source = SourceFile(str(d["source"]), files[SOURCE_FILE].decode(),
                            annotations=frozenset(map(str, d["annotations"])))
        unit = UnitInput(str(d["unit"]), source, interfaces, basis, bool(d["exported"]))
    except (ValueError, KeyError, TypeError) as exc:
        raise _Refused(f"malformed {COMPILE_FILE} or inputs ({type(exc).__name__}: {exc})") from None
    digests = dict(imports)
    named = dict.fromkeys(layer.unit for layer in basis or ())
    if any(u not in digests for u in named):
        raise _Refused(f"{COMPILE_FILE} names a basis unit whose interface is not an input")
    key_input = unit_key_input(_build_key(settings), unit.id, source.name,
                               digest(source.text.encode()), unit.exported, source.annotations, basis or (),
                               ((u, digests[u]) for u in named))
    if key_input != files[KEY_FILE]:
        raise _Refused("its action key is not what this worker's compiler makes of its inputs "
                       "(another compiler version, or inputs that do not match the key)")
    return unit, settings


@functools.cache
def _build_key(settings: Settings) -> str:
    """This worker's build key for `settings` (its compiler's digest read once)."""
    return build_key(settings, compiler_digest())


def _meta(interface: str | None, extent: dict[str, int], diagnostics: list[dict[str, Any]],
         timings: dict[str, float]) -> bytes:
    """`unit.json`: what a unit's outputs say beside the object and interface bytes."""
    return json.dumps({"interface": interface, "extent": extent, "diagnostics": diagnostics, "timings": timings},
                      sort_keys=True).encode()


def read_meta(data: bytes) -> dict[str, Any]:
    """`unit.json` checked for shape (`diagnostics` and `timings` may be absent);
    raises ValueError."""
    try:
        m = json.loads(data)
        interface, extent = m["interface"], m["extent"]
        diagnostics, timings = m.get("diagnostics", []), m.get("timings", {})
        if not ((interface is None or isinstance(interface, str)) and isinstance(extent, dict)
                and all(isinstance(k, str) and type(n) is int for k, n in extent.items())
                and isinstance(diagnostics, list) and isinstance(timings, dict)
                and all(isinstance(k, str) and isinstance(s, (int, float)) for k, s in timings.items())):
            raise ValueError(m)
        return {"interface": interface, "extent": extent, "diagnostics": [_diagnostic(d) for d in diagnostics],
                "timings": timings}
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(str(exc)) from None


def read_outputs(unit: str, files: dict[str, bytes], exit_code: int) -> UnitOutput:
    """The compile output an executed action's outputs `files` describe
    (exit code 0 or 1); raises ValueError if they do not describe one."""
    m = read_meta(files[META_FILE])
    timings = tuple(m["timings"].items())
    extent = tuple(m["extent"].items())
    if exit_code == 1:
        if not any(d.severity == "error" for d in m["diagnostics"]):
            raise ValueError("exit code 1 without an error")
        return UnitOutput(tuple(m["diagnostics"]), timings=timings, extent=extent)
    if m["interface"] is None or OBJECT_FILE not in files or INTERFACE_FILE not in files:
        raise ValueError("exit code 0 without the object and interface")
    return UnitOutput(tuple(m["diagnostics"]), files[OBJECT_FILE],
                      Interface(unit, files[INTERFACE_FILE], m["interface"]), timings=timings, extent=extent)


def _diagnostic_json(d: Diagnostic) -> dict[str, Any]:
    return {"severity": d.severity, "span": list(d.span), "message": d.message, "notes": list(d.notes)}


def _diagnostic(d: Any) -> Diagnostic:
    file, line, col, end_line, end_col = d["span"]
    if d["severity"] not in ("error", "warning"):
        raise ValueError(d["severity"])
    return Diagnostic(d["severity"], Span(str(file), int(line), int(col), int(end_line), int(end_col)),
                      str(d["message"]), tuple(map(str, d["notes"])))


__all__ = ["COMMAND", "OUTPUTS", "Ran", "output_files", "read_meta", "read_outputs", "run_action", "run_in",
           "unit_inputs"]
