"""Shared helpers for LEXP tests: SML text -> checked LEXP unit -> interpreter."""
from __future__ import annotations

from compiler.deep import run_deep
from compiler.elab import elaborate_program
from compiler.lexp import check, run, translate
from compiler.lexp.interp import InterpResult
from compiler.lexp.ir import Unit
from compiler.source import SourceFile
from compiler.syntax import parse_program


def lower(text: str, name: str = "t.sml") -> Unit:
    """Parse, elaborate and translate `text`; the LEXP checker must accept it."""
    def phases() -> Unit:
        diagnostics: list = []
        absyn = elaborate_program(parse_program(SourceFile(name, text)), diagnostics).program
        assert all(d.severity != "error" for d in diagnostics), diagnostics
        return translate(absyn)
    unit = run_deep(phases)
    errors = check(unit)
    assert errors == [], "\n".join(errors)
    return unit


def execute(text: str) -> InterpResult:
    return run(lower(text))


def output(text: str) -> str:
    result = execute(text)
    assert result.uncaught is None, f"uncaught exception {result.uncaught}"
    return result.stdout
