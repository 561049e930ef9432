"""Finalizing the type variables of one top-level declaration.

Owns `finalize(tvars, weak)`. Unification binds type variables in place
(`TVar.ref`), so the Absyn's types are already their final types once read
through `types.prune` at every level; nothing is rebuilt. What is left is the
variables that no constraint reached (e.g. the element type of `[]` in
`length []`): they are bound to `unit`, as MLton does — nothing observable
depends on them. Generalized variables (level `GENERIC`) stay, and so do open
weak variables (see `compiler.elab.core`) until the end of the unit.

Runs once per top-level declaration, after overloading defaults, flexible
record checks and value-restriction bookkeeping, over exactly the variables
created while elaborating that declaration, so its cost is independent of the
size of the Absyn.
"""
from __future__ import annotations

from collections.abc import Container, Iterable

from compiler.elab.types import GENERIC, UNIT, TVar


def finalize(tvars: Iterable[TVar], weak: Container[TVar]) -> None:
    """Bind every still-unbound, non-generalized, non-weak variable in `tvars` to unit."""
    for v in tvars:
        if v.ref is None and v.level != GENERIC and v not in weak:
            v.ref = UNIT
