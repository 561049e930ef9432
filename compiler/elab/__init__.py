"""Elaboration: the static semantics of the core language (Definition ch. 4).

Public entry:

    elaborate_program(program, diagnostics) -> ElabResult

Type-checks an `ast.Program` and returns its typed Absyn (`compiler.elab.absyn`)
and the static environment it declares (`compiler.elab.env.StaticEnv`). Raises
`CompileError` at the first error; appends warnings (non-exhaustive and
redundant matches, value-restriction dummies) to `diagnostics`.
Module-language declarations raise "not supported yet" for now.

Also exported: `check_absyn` (invariant checker, returns error strings) and
`print_absyn` (deterministic printer).
"""
from __future__ import annotations

from dataclasses import dataclass

from compiler.diagnostics import Diagnostic
from compiler.gcpause import no_cycle_gc
from compiler.elab import absyn
from compiler.elab.absyn_printer import print_absyn
from compiler.elab.check import check_absyn
from compiler.elab.core import Elaborator
from compiler.elab.env import StaticEnv
from compiler.syntax import ast


@dataclass(frozen=True, slots=True)
class ElabResult:
    """The typed program and what it declares (bindings beyond the initial basis)."""

    program: absyn.Program
    env: StaticEnv


def elaborate_program(program: ast.Program, diagnostics: list[Diagnostic]) -> ElabResult:
    """Elaborate every top-level declaration in order (see module docstring)."""
    elab = Elaborator(diagnostics)
    with no_cycle_gc():
        decs = elab.program(program.decs)
    return ElabResult(absyn.Program(tuple(decs), program.file), elab.env.bindings_since(0))


__all__ = ["ElabResult", "elaborate_program", "check_absyn", "print_absyn"]
