"""Elaboration: the static semantics of the core language (Definition ch. 4).

Public entry:

    elaborate_program(program, diagnostics) -> ElabResult

Type-checks an `ast.Program` and returns its typed Absyn (`compiler.elab.absyn`)
and the static environment it declares (`compiler.elab.env.StaticEnv`). Raises
`CompileError` at the first error; appends warnings (non-exhaustive and
redundant matches, value-restriction dummies) to `diagnostics`.
The module language is elaborated by `compiler.elab.modules` (a mixin of the
core `Elaborator`) with `compiler.elab.sigmatch` and `compiler.elab.realize`;
`compiler.elab.units` describes what a unit exports to the units importing it.

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
from compiler.elab.initial import INITIAL_ENV
from compiler.elab.types import TyCon
from compiler.elab.units import BasisLayer, UnitExports, exports_of, importing_env
from compiler.syntax import ast


@dataclass(frozen=True, slots=True)
class ElabResult:
    """The typed program and what it declares (bindings beyond the initial basis)."""

    program: absyn.Program
    env: StaticEnv


def elaborate_program(program: ast.Program, diagnostics: list[Diagnostic],
                      imports: tuple[UnitExports, ...] = (),
                      basis: tuple[BasisLayer, ...] | None = None) -> ElabResult:
    """Elaborate every top-level declaration in order (see module docstring), in
    the initial environment extended with `basis`, the visible part of the
    `imports` (all of each, in order, when None)."""
    if basis is None:
        basis = tuple(BasisLayer(unit) for unit in imports)
    # The Basis types the imports added to overloaded operators' classes.
    extra: dict[str, frozenset[TyCon]] = {}
    for unit in imports:
        for tc in unit.tycons:
            for op in tc.overloads or ():
                extra[op] = extra.get(op, frozenset()) | {tc}
    elab = Elaborator(diagnostics, importing_env(INITIAL_ENV, basis) if basis else INITIAL_ENV, extra)
    with no_cycle_gc():
        decs = elab.program(program.decs, program.semicolons)
    return ElabResult(absyn.Program(tuple(decs), program.file, tuple(u.var for u in imports)),
                      elab.env.bindings_since(0))


__all__ = ["ElabResult", "elaborate_program", "check_absyn", "print_absyn", "BasisLayer", "UnitExports",
           "exports_of"]
