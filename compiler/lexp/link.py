"""Linking translated units into one (the LEXP-level counterpart of what the
driver does with objects): each unit's imports are bound to the exports record
of the earlier unit they name.

Public: `link(units) -> Unit`. Precondition: every unit but the last was
translated with `exports`, units are in dependency order, and each import names
an earlier unit (by `Unit.file`). The result has no imports.
"""
from __future__ import annotations

from collections.abc import Sequence

from compiler.lexp.check import type_of
from compiler.lexp.ir import Let, Lexp, Lty, LVar, Unit, Var, fresh_lvar


def link(units: Sequence[Unit]) -> Unit:
    exports: dict[str, tuple[LVar, Lty]] = {}
    staged: list[tuple[LVar, Lty, Lexp]] = []
    for unit in units:
        body = unit.body
        env: dict[LVar, Lty] = {}
        for imp in reversed(unit.imports):
            if imp.unit not in exports:
                raise ValueError(f"{unit.file} imports {imp.unit}, which is not an earlier unit")
            var, ty = exports[imp.unit]
            body = Let(imp.var, imp.ty, Var(var), body)
            env[var] = ty
        result = fresh_lvar("unit")
        ty = type_of(body, env)
        exports[unit.file] = (result, ty)
        staged.append((result, ty, body))
    _, _, out = staged[-1]
    for var, ty, body in reversed(staged[:-1]):
        out = Let(var, ty, body, out)
    return Unit(out, units[-1].file, (), frozenset().union(*(unit.functors for unit in units)))
