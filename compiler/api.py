"""The compile API: the one entry point the build driver calls.

    check(source)  -> CheckResult     parse + elaborate one unit, collect diagnostics

Later issues add `compile_unit` (source + imported interfaces -> object file +
interface). Nothing here prints: the driver formats the diagnostics.
"""
from __future__ import annotations

from dataclasses import dataclass

from compiler.diagnostics import CompileError, Diagnostic
from compiler.source import SourceFile


@dataclass(frozen=True, slots=True)
class CheckResult:
    """Diagnostics in source order; `ok` is False iff one of them is an error."""

    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return all(d.severity != "error" for d in self.diagnostics)


def check(source: SourceFile) -> CheckResult:
    """Parse and elaborate `source`. User errors become diagnostics; anything else
    that escapes is an internal compiler error and propagates."""
    from compiler.elab import elaborate_program
    from compiler.syntax import parse_program

    diagnostics: list[Diagnostic] = []
    try:
        program = parse_program(source)
        elaborate_program(program, diagnostics)
    except CompileError as exc:
        diagnostics.append(exc.diagnostic)
    return CheckResult(tuple(diagnostics))
