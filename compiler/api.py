"""The compile API: the one entry point the build driver calls.

    check(source)          -> CheckResult     parse + elaborate one unit, collect diagnostics
    compile_unit(source, info) -> CompileResult   ... then the whole pipeline to an object file

The separate-compilation issue turns `compile_unit` into source + imported
interfaces -> object file + interface. Nothing here prints: the driver formats
the diagnostics.

The phases recurse over the program's nesting, so they run under
`compiler.deep.run_deep`; a program that still exceeds its limits gets a
diagnostic instead of a crash.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from compiler.deep import run_deep
from compiler.diagnostics import CompileError, Diagnostic
from compiler.gcpause import no_cycle_gc
from compiler.pipeline import CompileInfo
from compiler.source import SourceFile, Span

T = TypeVar("T")

@dataclass(frozen=True, slots=True)
class CheckResult:
    """Diagnostics in source order; `ok` is False iff one of them is an error."""

    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return all(d.severity != "error" for d in self.diagnostics)


@dataclass(frozen=True, slots=True)
class CompileResult(CheckResult):
    """`object_code` is the unit's object file, None if there were errors."""

    object_code: bytes | None = None


def check(source: SourceFile) -> CheckResult:
    """Parse and elaborate `source`. User errors become diagnostics; anything else
    that escapes is an internal compiler error and propagates."""
    diagnostics, _ = _front_end(source, lambda absyn: None)
    return CheckResult(tuple(diagnostics))


def compile_unit(source: SourceFile, info: CompileInfo) -> CompileResult:
    """Compile `source` to an object file with the pipeline of `compiler.pipeline`.
    Internal errors (IR checker failures, LLVM verifier errors) propagate."""
    from compiler.pipeline import run_pipeline

    def back_end(absyn: object) -> bytes | None:
        result = run_pipeline(absyn, info)
        if info.stop_after is not None:
            return None
        from compiler.llvm import emit_object

        start = time.perf_counter()
        obj = emit_object(result, info.profile, info.unit)
        info.timings.append(("object", time.perf_counter() - start))
        return obj

    diagnostics, obj = _front_end(source, back_end)
    ok = all(d.severity != "error" for d in diagnostics)
    return CompileResult(tuple(diagnostics), obj if ok else None)


def _front_end(source: SourceFile, then: Callable[[object], T]) -> tuple[list[Diagnostic], T | None]:
    """Parse and elaborate `source`, then (if no errors) run `then` on the typed
    Absyn, all on the deep-recursion thread. Returns the diagnostics and `then`'s result."""
    from compiler.elab import elaborate_program
    from compiler.syntax import parse_program

    diagnostics: list[Diagnostic] = []

    def phases() -> T:
        with no_cycle_gc():
            program = parse_program(source)
            absyn = elaborate_program(program, diagnostics).program
            del program
            result = then(absyn)
            # Free the trees while the collector is paused (see compiler.gcpause):
            # afterwards the first collection would traverse all of them, 0.9 s
            # on a 20,000-line unit.
            del absyn
            return result

    try:
        return diagnostics, run_deep(phases)
    except CompileError as exc:
        diagnostics.append(exc.diagnostic)
    except RecursionError:
        diagnostics.append(
            Diagnostic("error", Span(source.name, 1, 1, 1, 1), "program is nested too deeply to compile")
        )
    return diagnostics, None
