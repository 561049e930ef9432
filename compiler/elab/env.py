"""Static environments of the core language (Definition 4.2: E = (SE, TE, VE)).

Owns `Env`, the one mutable environment the elaborator threads through a unit:
- values (VE): name -> `VarEntry` (variable with its scheme) | `DataCon` | `ExnCon`;
- types (TE): name -> `TyStr` (a type function or type name, plus the
  constructors a datatype brings: the Definition's type structure);
- structures (SE): reserved for the module language (a later issue); a
  qualified name `S.x` is reported as "not supported yet".

Scoping is done with an undo trail instead of copying dictionaries: `bind`
records what it overwrote, `mark()`/`restore(mark)` close a scope in time
proportional to what the scope bound, and `bindings_since(mark)` returns what a
scope added (for `local`, `abstype`, and later a structure body's environment).
`StaticEnv` is the immutable snapshot handed to later phases and the driver.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from compiler.diagnostics import CompileError, error
from compiler.elab.types import DataCon, ExnCon, Scheme, TyCon, TyFun, Var
from compiler.node import node
from compiler.source import Span


@node  # a frozen, slotted dataclass with a faster `__init__`: one per bound variable
class VarEntry:
    """A value variable and its type scheme."""

    var: Var
    scheme: Scheme


ValEntry = Union[VarEntry, DataCon, ExnCon]


@dataclass(frozen=True, slots=True)
class TyStr:
    """What a type constructor name means: `tyfun` is a type name (datatypes and
    primitive types) or a type function (abbreviations); `datacons` are the
    constructors brought along (empty for abbreviations and closed abstypes)."""

    tyfun: TyCon | TyFun
    datacons: tuple[DataCon, ...] = ()


@dataclass(frozen=True, slots=True)
class StaticEnv:
    """An environment as data: what a unit declares (or the pervasive one)."""

    values: dict[str, ValEntry]
    types: dict[str, TyStr]


_ABSENT = object()

# Namespace tags in the trail.
_VAL = 0
_TY = 1


class Env:
    """The current environment: dictionaries plus an undo trail (see module doc)."""

    __slots__ = ("values", "types", "_trail")

    def __init__(self, base: StaticEnv) -> None:
        self.values: dict[str, ValEntry] = dict(base.values)
        self.types: dict[str, TyStr] = dict(base.types)
        self._trail: list[tuple[int, str, object]] = []

    def bind_value(self, name: str, entry: ValEntry) -> None:
        self._trail.append((_VAL, name, self.values.get(name, _ABSENT)))
        self.values[name] = entry

    def bind_type(self, name: str, entry: TyStr) -> None:
        self._trail.append((_TY, name, self.types.get(name, _ABSENT)))
        self.types[name] = entry

    def mark(self) -> int:
        return len(self._trail)

    def restore(self, mark: int) -> None:
        """Undo every binding made since `mark`."""
        trail = self._trail
        for _ in range(len(trail) - mark):
            ns, name, old = trail.pop()
            table: dict = self.values if ns == _VAL else self.types  # type: ignore[type-arg]
            if old is _ABSENT:
                del table[name]
            else:
                table[name] = old

    def bindings_since(self, mark: int) -> StaticEnv:
        """The bindings visible now that were made since `mark` (later ones shadow)."""
        values: dict[str, ValEntry] = {}
        types: dict[str, TyStr] = {}
        for ns, name, _ in self._trail[mark:]:
            if ns == _VAL:
                values[name] = self.values[name]
            else:
                types[name] = self.types[name]
        return StaticEnv(values, types)

    def bind_all(self, env: StaticEnv) -> None:
        for name, v in env.values.items():
            self.bind_value(name, v)
        for name, t in env.types.items():
            self.bind_type(name, t)


def modules_unsupported(span: Span) -> CompileError:
    """The error for anything of the module language (structures, signatures,
    functors, qualified identifiers), which comes with a later issue."""
    return error(span, "not supported yet: structures (module elaboration comes with the module-language issue)")
