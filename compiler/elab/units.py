"""What a compilation unit exports and how an importing unit sees it (Shao thesis
§3.5.4; the driver issue writes these to interface files).

Owns:
- `UnitExports`: a unit's top-level static environment as a structure (its
  values, exceptions, types and structures), its signatures and its functors,
  plus the variable importers use for the unit's *exports record*. The record's
  layout is the structure's (values and exceptions sorted by name, then
  structures sorted by name) followed by one field per functor (sorted by name).
- `exports_of(name, env)`: the exports of a unit from its elaborated environment.
- `BasisLayer`: one slice of the basis an MLB file gives a unit: a whole unit,
  or only some of its structures, signatures and functors, possibly renamed
  (`structure A = B` in an MLB file; ML Basis semantics as in MLton).
- `importing_env(base, layers)`: the environment an importing unit starts in:
  every imported value, exception, structure and functor is reached through an
  `Access` path from its unit's variable, so the translation types each imported
  unit by only the fields used (a partial `GRecTy`).
"""
from __future__ import annotations

from typing import Any

from dataclasses import dataclass

from compiler.elab.env import (
    FctBinding, Functor, Signature, StaticEnv, StrBinding, Structure, structure_of, with_access,
)
from compiler.elab.types import Access, TyCon, Var, fresh_stamp


@dataclass(frozen=True, slots=True, eq=False)
class UnitExports:
    """A unit's interface (module docstring)."""

    name: str
    var: Var
    structure: Structure
    signatures: dict[str, Signature]
    functors: dict[str, Functor]
    # The type names the interface defines, in its table order (set when read
    # from bytes: other interfaces refer to them by unit name and position).
    tycons: tuple[TyCon, ...] = ()
    # The unit's top-level fixity declarations, in order (an MLB basis carries
    # fixity: the units that see this one parse with them).
    fixity: tuple[tuple[str, int, tuple[str, ...]], ...] = ()
    # The bodies of small exported functions, for importers to inline, in the
    # form of `compiler.cps.inline_info.encode` (release interfaces only).
    inline: tuple[Any, ...] = ()
    # The public code symbol and CTY of every exported function, for importers
    # to call directly, in the form of `compiler.cps.inline_info.encode_entries`
    # (release interfaces only).
    entries: tuple[Any, ...] = ()

    def functor_index(self, name: str) -> int:
        return self.structure.field_count() + sorted(self.functors).index(name)

    def field_count(self) -> int:
        return self.structure.field_count() + len(self.functors)


def exports_of(name: str, env: StaticEnv,
               fixity: tuple[tuple[str, int, tuple[str, ...]], ...] = ()) -> UnitExports:
    return UnitExports(name, Var(name, fresh_stamp()), structure_of(env), dict(env.signatures),
                       {n: b.functor for n, b in env.functors.items()}, fixity=fixity)


Renames = tuple[tuple[str, str, str], ...]
"""(kind, visible name, name in the unit), kind one of structure, signature, functor."""


@dataclass(frozen=True, slots=True)
class BasisLayer:
    """`unit`'s exports, all of them (`renames` None) or only the named ones."""

    unit: UnitExports
    renames: Renames | None = None


def importing_env(base: StaticEnv, layers: tuple[BasisLayer, ...]) -> StaticEnv:
    """`base` extended with the layers' bindings (later layers shadow earlier ones)."""
    values = dict(base.values)
    types = dict(base.types)
    structures = dict(base.structures)
    signatures = dict(base.signatures)
    functors = dict(base.functors)
    for layer in layers:
        unit = layer.unit
        st = unit.structure
        if layer.renames is None:
            for name, entry in st.values.items():
                index = st.value_index.get(name)
                values[name] = entry if index is None else with_access(entry, Access(unit.var, (index,)))
            types.update(st.types)
            named: Renames = (*((("structure", n, n) for n in st.structures)),
                              *((("signature", n, n) for n in unit.signatures)),
                              *((("functor", n, n) for n in unit.functors)))
        else:
            named = layer.renames
        for kind, visible, name in named:
            if kind == "structure":
                structures[visible] = StrBinding(unit.var, st.structures[name], (st.structure_index[name],))
            elif kind == "signature":
                signatures[visible] = unit.signatures[name]
            else:
                functors[visible] = FctBinding(Var(visible, fresh_stamp()), unit.functors[name],
                                               Access(unit.var, (unit.functor_index(name),)))
    return StaticEnv(values, types, structures, signatures, functors)

