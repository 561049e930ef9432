"""Shared helpers for elaboration tests: every elaborated program is also run
through the typed-Absyn checker."""
from __future__ import annotations

from collections.abc import Sequence

import pytest

from compiler.diagnostics import CompileError, Diagnostic
from compiler.elab import ElabResult, UnitExports, check_absyn, elaborate_program
from compiler.elab.env import VarEntry
from compiler.elab.types import scheme_to_string
from compiler.source import SourceFile
from compiler.syntax import parse_program


def elaborate(text: str, name: str = "t.sml",
              imports: Sequence[UnitExports] = ()) -> tuple[ElabResult, list[Diagnostic]]:
    """Elaborate `text` against the units `imports`, asserting the Absyn invariants hold."""
    diagnostics: list[Diagnostic] = []
    fixity = tuple(decl for unit in imports for decl in unit.fixity)
    result = elaborate_program(parse_program(SourceFile(name, text), fixity), diagnostics, tuple(imports))
    problems = check_absyn(result.program)
    assert not problems, "\n".join(problems)
    return result, diagnostics


def types_of(text: str) -> dict[str, str]:
    """The printed type of every variable the program binds at top level."""
    result, _ = elaborate(text)
    return {n: scheme_to_string(e.scheme) for n, e in result.env.values.items() if type(e) is VarEntry}


def type_of(text: str, name: str) -> str:
    return types_of(text)[name]


def first_error(text: str) -> CompileError:
    with pytest.raises(CompileError) as info:
        elaborate(text)
    return info.value


def warnings_of(text: str) -> list[str]:
    _, diagnostics = elaborate(text)
    return [f"{d.span.line}:{d.span.col}: {d.message}" + "".join(f" [{n}]" for n in d.notes)
            for d in diagnostics if d.severity == "warning"]
