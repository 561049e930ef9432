"""Static environments of the core language (Definition 4.2: E = (SE, TE, VE)).

Owns `Env`, the one mutable environment the elaborator threads through a unit:
- values (VE): name -> `VarEntry` (variable with its scheme) | `DataCon` | `ExnCon`;
- types (TE): name -> `TyStr` (a type function or type name, plus the
  constructors a datatype brings: the Definition's type structure);
- structures (SE): name -> `StrBinding` (the structure's static environment, a
  `Structure`, and the variable its record is bound to at run time);
- signatures (G) and functors (F): name -> `Signature` / `FctBinding`.

A `Structure` is the Definition's E of a structure plus its run-time layout:
the structure is a record (Shao's SRECORD) whose fields are its value variables
and exceptions (sorted by name), then its substructures (sorted by name);
constructors have no field. Everything here is data identified by names and
stamps, so that an interface can be written to disk (the driver issue).

Scoping is done with an undo trail instead of copying dictionaries: `bind`
records what it overwrote, `mark()`/`restore(mark)` close a scope in time
proportional to what the scope bound, and `bindings_since(mark)` returns what a
scope added (for `local`, `abstype`, and later a structure body's environment).
`StaticEnv` is the immutable snapshot handed to later phases and the driver.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Union

from compiler.elab.types import Access, DataCon, ExnCon, Scheme, TVar, TyCon, TyFun, Var
from compiler.node import node


@node  # a frozen, slotted dataclass with a faster `__init__`: one per bound variable
class VarEntry:
    """A value variable and its type scheme; `access` is set on the entries an
    `open` brings into scope (the value lives in a structure's record)."""

    var: Var
    scheme: Scheme
    access: Access | None = None


ValEntry = Union[VarEntry, DataCon, ExnCon]


@dataclass(frozen=True, slots=True)
class TyStr:
    """What a type constructor name means: `tyfun` is a type name (datatypes and
    primitive types) or a type function (abbreviations); `datacons` are the
    constructors brought along (empty for abbreviations and closed abstypes)."""

    tyfun: TyCon | TyFun
    datacons: tuple[DataCon, ...] = ()


class LazyValues(Mapping[str, "ValEntry"]):
    """An imported structure's values, each decoded from its interface entry
    the first time it is looked up: a unit imports whole interfaces (the
    Basis's thousands of values) and uses few of their values, so most are
    never decoded. Which entries are constructors (no record field) is known
    without decoding them. (On a cold HaMLet build the gain measured so far
    is within the noise.)"""

    __slots__ = ("_raw", "_decode", "_decoded", "_is_constructor")

    def __init__(self, raw: dict[str, Any], decode: Callable[[Any], ValEntry],
                 is_constructor: Callable[[Any], bool]) -> None:
        self._raw = raw
        self._decode = decode
        self._decoded: dict[str, ValEntry] = {}
        self._is_constructor = is_constructor

    def __getitem__(self, name: str) -> ValEntry:
        got = self._decoded.get(name)
        if got is None:
            got = self._decoded[name] = self._decode(self._raw[name])
        return got

    def __contains__(self, name: object) -> bool:
        return name in self._raw

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)

    def variable_names(self) -> list[str]:
        """The names that are not constructors (the record's value fields)."""
        return [n for n, x in self._raw.items() if not self._is_constructor(x)]


class Structure:
    """A structure's static environment (values, types, substructures) and its
    record layout (module docstring). Immutable once built."""

    __slots__ = ("values", "types", "structures", "value_index", "structure_index")

    def __init__(self, values: Mapping[str, ValEntry], types: dict[str, TyStr],
                 structures: dict[str, Structure]) -> None:
        self.values = values
        self.types = types
        self.structures = structures
        names = sorted(values.variable_names() if isinstance(values, LazyValues)
                       else (n for n, e in values.items() if type(e) is not DataCon))
        self.value_index: dict[str, int] = {n: i for i, n in enumerate(names)}
        self.structure_index: dict[str, int] = {
            n: len(names) + i for i, n in enumerate(sorted(structures))
        }

    def field_count(self) -> int:
        return len(self.value_index) + len(self.structure_index)

    def fields(self) -> list[tuple[str, str]]:
        """The record's fields in layout order: ("value", name) or ("structure", name)."""
        out = [("value", n) for n in self.value_index]
        out.extend(("structure", n) for n in self.structure_index)
        return out

    def __repr__(self) -> str:
        return f"Structure(values={sorted(self.values)}, types={sorted(self.types)}, structures={sorted(self.structures)})"


@dataclass(frozen=True, slots=True, eq=False)
class Signature:
    """A signature (Definition's Sigma = (T)E): `bound` are its flexible type names,
    which each instance or match renames or realizes."""

    bound: tuple[TyCon, ...]
    body: Structure


@dataclass(frozen=True, slots=True, eq=False)
class StrBinding:
    """A structure identifier in scope: its environment and where its record lives
    at run time (field `path` of the record bound to `var`; `path` is empty except
    for the substructures an `open` brings into scope)."""

    var: Var
    structure: Structure
    path: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, eq=False)
class Functor:
    """A functor signature (Definition's (T)(E, (T')E')): the parameter's flexible
    names `param_bound` and environment `param`, the body's result `result`
    (in terms of the parameter's names), and `generative`: the type names the body
    creates, renamed at every application."""

    param_bound: tuple[TyCon, ...]
    param: Structure
    result: Structure
    generative: tuple[TyCon, ...]
    # Type variables of `result` the body left undetermined (types of expansive
    # bindings nothing fixed): each application gets fresh ones, which later
    # declarations determine (`compiler.elab.modules._functor_app`).
    open_tvars: tuple[TVar, ...] = ()


@dataclass(frozen=True, slots=True, eq=False)
class FctBinding:
    """A functor identifier in scope: its signature and the variable bound to its
    code, or where the code lives when the functor is imported from another unit."""

    var: Var
    functor: Functor
    access: Access | None = None


@dataclass(frozen=True, slots=True)
class StaticEnv:
    """An environment as data: what a unit declares (or the pervasive one)."""

    values: dict[str, ValEntry]
    types: dict[str, TyStr]
    structures: dict[str, StrBinding] = field(default_factory=dict)
    signatures: dict[str, Signature] = field(default_factory=dict)
    functors: dict[str, FctBinding] = field(default_factory=dict)


def structure_of(env: StaticEnv) -> Structure:
    """The structure whose environment is `env` (a structure body's bindings, a
    signature's specifications, a unit's top level)."""
    return Structure(env.values, env.types, {n: b.structure for n, b in env.structures.items()})


def with_access(entry: ValEntry, access: Access) -> ValEntry:
    """`entry` reached through `access` (a structure's field): variables and
    exceptions carry the path; constructors have no field and stay as they are."""
    if type(entry) is VarEntry:
        return VarEntry(entry.var, entry.scheme, access)  # type: ignore[union-attr]
    if type(entry) is ExnCon:
        return replace(entry, access=access)  # type: ignore[type-var]
    return entry


_ABSENT = object()

# Namespace tags in the trail (indices into `Env._tables`).
_VAL = 0
_TY = 1
_STR = 2
_SIG = 3
_FCT = 4


class Env:
    """The current environment: dictionaries plus an undo trail (see module doc)."""

    __slots__ = ("values", "types", "structures", "signatures", "functors", "_tables", "_trail")

    def __init__(self, base: StaticEnv) -> None:
        self.values: dict[str, ValEntry] = dict(base.values)
        self.types: dict[str, TyStr] = dict(base.types)
        self.structures: dict[str, StrBinding] = dict(base.structures)
        self.signatures: dict[str, Signature] = dict(base.signatures)
        self.functors: dict[str, FctBinding] = dict(base.functors)
        self._tables: tuple[dict, ...] = (  # type: ignore[type-arg]
            self.values, self.types, self.structures, self.signatures, self.functors)
        self._trail: list[tuple[int, str, object]] = []

    def bind_value(self, name: str, entry: ValEntry) -> None:
        self._trail.append((_VAL, name, self.values.get(name, _ABSENT)))
        self.values[name] = entry

    def bind_type(self, name: str, entry: TyStr) -> None:
        self._trail.append((_TY, name, self.types.get(name, _ABSENT)))
        self.types[name] = entry

    def bind_structure(self, name: str, entry: StrBinding) -> None:
        self._trail.append((_STR, name, self.structures.get(name, _ABSENT)))
        self.structures[name] = entry

    def bind_signature(self, name: str, entry: Signature) -> None:
        self._trail.append((_SIG, name, self.signatures.get(name, _ABSENT)))
        self.signatures[name] = entry

    def bind_functor(self, name: str, entry: FctBinding) -> None:
        self._trail.append((_FCT, name, self.functors.get(name, _ABSENT)))
        self.functors[name] = entry

    def mark(self) -> int:
        return len(self._trail)

    def restore(self, mark: int) -> None:
        """Undo every binding made since `mark`."""
        trail = self._trail
        tables = self._tables
        for _ in range(len(trail) - mark):
            ns, name, old = trail.pop()
            table = tables[ns]
            if old is _ABSENT:
                del table[name]
            else:
                table[name] = old

    def bindings_since(self, mark: int) -> StaticEnv:
        """The bindings visible now that were made since `mark` (later ones shadow)."""
        out: tuple[dict, ...] = ({}, {}, {}, {}, {})  # type: ignore[type-arg]
        tables = self._tables
        for ns, name, _ in self._trail[mark:]:
            out[ns][name] = tables[ns][name]
        return StaticEnv(*out)

    def values_since(self, mark: int) -> dict[str, ValEntry]:
        """The value bindings visible now that were made since `mark`."""
        values = self.values
        return {name: values[name] for ns, name, _ in self._trail[mark:] if ns == _VAL}

    def bind_all(self, env: StaticEnv) -> None:
        for name, v in env.values.items():
            self.bind_value(name, v)
        for name, t in env.types.items():
            self.bind_type(name, t)
        for name, s in env.structures.items():
            self.bind_structure(name, s)
        for name, g in env.signatures.items():
            self.bind_signature(name, g)
        for name, f in env.functors.items():
            self.bind_functor(name, f)
