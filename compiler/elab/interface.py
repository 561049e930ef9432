"""Unit interfaces as bytes: `UnitExports` written to and read from msgpack.

Public: `encode_exports(exports, imports) -> bytes`,
`decode_exports(data, imports) -> UnitExports`, where `imports` are the
(decoded) interfaces the unit was compiled against, and
`referenced_units(data)`: the units whose type names the interface mentions.

What a unit exports is plain data identified by names and stamps (types, type
names, schemes, constructors, exceptions, structures, signatures, functors).
Encoding numbers every type name the interface defines (a table of name,
arity, equality, abstractness and constructors), refers to the initial basis's
type names by name and to other interfaces' type names by (unit, position in
that unit's table), so a type keeps its identity across units; types are
hash-consed into one table whose entries refer to earlier ones (flat however
deep a type nests, linear for types that share structure); generalized type variables are numbered within
their scheme or type function; a functor's undetermined result types
(`Functor.open_tvars`, dummies in its own unit) are numbered across the
interface and decoded as one variable each, which every application renews; exceptions are numbered in order of appearance
(two paths to one exception stay one exception). Decoding builds fresh objects: fresh stamps for
type names, variables and exceptions, consistently within one interface.
Run-time layouts depend only on names, so they survive the round trip.

A unit's imports must be interfaces read from bytes (their `tycons` tables
name their type names); the driver always reads imports from interface files.
"""
from __future__ import annotations

from typing import Any

import msgpack

from compiler.elab.env import Functor, LazyValues, Signature, Structure, TyStr, ValEntry, VarEntry, with_access
from compiler.elab.initial import DUMMY_PREFIX, INITIAL_ENV
from compiler.elab.types import (
    GENERIC, Access, DataCon, ExnCon, Scheme, TArrow, TCon, TRecord, TVar, TyCon, TyFun, Type, Var, fresh_stamp,
    prune,
)
from compiler.elab.units import UnitExports

FORMAT = 9

_BUILTIN: dict[str, TyCon] = {
    ts.tyfun.name: ts.tyfun for ts in INITIAL_ENV.types.values() if type(ts.tyfun) is TyCon  # type: ignore[union-attr]
}
_BUILTIN_STAMPS = {tc.stamp for tc in _BUILTIN.values()}


class InterfaceError(Exception):
    """The bytes are not an interface this version can read."""


# ---------------------------------------------------------------------------
# Encoding


class _Encoder:
    def __init__(self, imports: tuple[UnitExports, ...]) -> None:
        self.external: dict[int, list[Any]] = {
            tc.stamp: ["x", unit.name, i] for unit in imports for i, tc in enumerate(unit.tycons)
        }
        self.referenced: set[str] = set()  # the units whose type names are mentioned
        self.tycons: dict[int, int] = {}  # stamp -> table index
        self.table: list[list[Any]] = []
        self.exns: dict[int, int] = {}  # stamp -> number in order of appearance
        # Types are hash-consed into one table (entries refer to earlier ones
        # by index): the encoding stays flat however deep a type nests, and a
        # type that is a DAG (exponential as a tree) stays linear.
        self.types: list[list[Any]] = []
        self.structures: list[Any] = []  # flat, substructures first (see `structure`)
        self.type_index: dict[Any, int] = {}
        self.memo: dict[tuple[int, int], int] = {}
        self.scopes: list[dict[TVar, int]] = []  # keeps each scheme's variables alive while memoized
        # The undetermined types of the functors' results (`Functor.open_tvars`),
        # numbered across the interface: each is the dummy type its unit gave
        # it, or still a variable. Encoded as ["o", number, eq], so that an
        # importer's applications get fresh variables as the unit's own did.
        self.functor_dummies: dict[int, int] = {}  # dummy type name's stamp -> number
        self.functor_tvars: dict[TVar, int] = {}
        self.functor_eq: list[bool] = []

    def functor_open(self, f: Functor) -> list[list[Any]]:
        """`f`'s undetermined types that no declaration determined, as [number, eq]."""
        numbers = []
        for v in f.open_tvars:
            p = prune(v)
            if type(p) is TVar:
                number = self.functor_tvars.setdefault(p, len(self.functor_eq))  # type: ignore[arg-type]
            elif type(p) is TCon and p.tycon.name.startswith(DUMMY_PREFIX) and not p.args:  # type: ignore[attr-defined]
                number = self.functor_dummies.setdefault(p.tycon.stamp, len(self.functor_eq))  # type: ignore[attr-defined]
            else:
                continue
            if number == len(self.functor_eq):
                self.functor_eq.append(v.eq)
            numbers.append([number, v.eq])
        return numbers

    def tycon(self, tc: TyCon) -> Any:
        if tc.stamp in _BUILTIN_STAMPS:
            return tc.name
        ext = self.external.get(tc.stamp)
        if ext is not None:
            self.referenced.add(ext[1])
            return ext
        got = self.tycons.get(tc.stamp)
        if got is None:
            got = len(self.table)
            self.tycons[tc.stamp] = got
            entry: list[Any] = [tc.name, tc.arity, tc.eq, tc.abstract, None,
                                {op: list(path) for op, (_, path) in (tc.overloads or {}).items()},
                                tc.qualifier]
            self.table.append(entry)
            entry[4] = [self.datacon(dc) for dc in tc.datacons]
        return got

    def datacon(self, dc: DataCon) -> list[Any]:
        return [dc.name, dc.tag, dc.has_arg, self.scheme(dc.scheme),
                None if dc.rep is None else self.scheme(dc.rep)]

    def type(self, t: Type, vars: dict[TVar, int]) -> int:
        """The index of `t`'s entry in the type table (variables numbered by `vars`)."""
        t = prune(t)
        memo_key = (id(t), id(vars))
        got = self.memo.get(memo_key)
        if got is not None:
            return got
        tt = type(t)
        entry: list[Any]
        if tt is TVar:
            index = vars.get(t)  # type: ignore[arg-type]
            if index is not None:
                entry = ["v", index]
            else:
                number = self.functor_tvars.get(t)  # type: ignore[arg-type]
                if number is None:
                    raise ValueError("an exported type has an unresolved type variable")
                entry = ["o", number, self.functor_eq[number]]
        elif tt is TCon and t.tycon.stamp in self.functor_dummies:  # type: ignore[attr-defined]
            number = self.functor_dummies[t.tycon.stamp]  # type: ignore[attr-defined]
            entry = ["o", number, self.functor_eq[number]]
        elif tt is TCon:
            entry = ["c", self.tycon(t.tycon), [self.type(a, vars) for a in t.args]]  # type: ignore[attr-defined]
        elif tt is TArrow:
            entry = ["a", self.type(t.dom, vars), self.type(t.cod, vars)]  # type: ignore[attr-defined]
        else:
            entry = ["r", [[l, self.type(f, vars)] for l, f in t.fields]]  # type: ignore[attr-defined]
        key = _frozen(entry)
        got = self.type_index.get(key)
        if got is None:
            got = self.type_index[key] = len(self.types)
            self.types.append(entry)
        self.memo[memo_key] = got
        return got

    def variables(self, vs: tuple[TVar, ...]) -> dict[TVar, int]:
        vars = {v: i for i, v in enumerate(vs)}
        self.scopes.append(vars)
        return vars

    def scheme(self, s: Scheme) -> list[Any]:
        return [[v.eq for v in s.vars], self.type(s.body, self.variables(s.vars))]

    def tyfun(self, f: TyCon | TyFun) -> Any:
        if type(f) is TyCon:
            return ["n", self.tycon(f)]  # type: ignore[arg-type]
        vars = self.variables(f.params)  # type: ignore[union-attr]
        return ["f", [v.eq for v in f.params], self.type(f.body, vars)]  # type: ignore[union-attr]

    def value(self, v: ValEntry) -> Any:
        if type(v) is VarEntry:
            return ["var", v.var.name, self.scheme(v.scheme)]  # type: ignore[union-attr]
        if type(v) is DataCon:
            return ["con", self.tycon(v.tycon), v.name]  # type: ignore[union-attr]
        e: ExnCon = v  # type: ignore[assignment]
        number = self.exns.setdefault(e.stamp, len(self.exns))
        return ["exn", e.name, number, None if e.arg is None else self.type(e.arg, _NO_VARS)]

    def structure(self, st: Structure) -> int:
        """`st`'s index in the structure table, its substructures entered first:
        the table is flat, so nesting depth is not limited by msgpack's."""
        subs = [[n, self.structure(sub)] for n, sub in st.structures.items()]
        self.structures.append([
            [[n, self.value(v)] for n, v in st.values.items()],
            [[n, self.tyfun(ts.tyfun), [dc.name for dc in ts.datacons],
              None if not ts.datacons else self.tycon(ts.datacons[0].tycon)] for n, ts in st.types.items()],
            subs,
        ])
        return len(self.structures) - 1


def encode_exports(exports: UnitExports, imports: tuple[UnitExports, ...] = ()) -> bytes:
    enc = _Encoder(imports)
    functor_open = {n: enc.functor_open(f) for n, f in exports.functors.items()}
    body = {
        "name": exports.name,
        "fixity": [[kind, prec, list(names)] for kind, prec, names in exports.fixity],
        "structure": enc.structure(exports.structure),
        "signatures": [[n, [enc.tycon(tc) for tc in sig.bound], enc.structure(sig.body)]
                       for n, sig in exports.signatures.items()],
        "functors": [[n, [enc.tycon(tc) for tc in f.param_bound], enc.structure(f.param),
                      enc.structure(f.result), [enc.tycon(tc) for tc in f.generative], functor_open[n]]
                     for n, f in exports.functors.items()],
    }
    return msgpack.packb({"format": FORMAT, "tycons": enc.table, "types": enc.types, "structures": enc.structures,
                          "body": body, "refs": sorted(enc.referenced)}, use_bin_type=True)


_NO_VARS: dict[TVar, int] = {}


def _frozen(x: Any) -> Any:
    """`x` with its lists made tuples (a dictionary key)."""
    return tuple(_frozen(y) for y in x) if isinstance(x, list) else x


def referenced_units(data: bytes) -> tuple[str, ...]:
    """The units whose type names the interface `data` mentions: what it means
    depends on their interfaces too (a position in their tables)."""
    try:
        refs = msgpack.unpackb(data, raw=False)["refs"]
    except (ValueError, KeyError, TypeError, msgpack.exceptions.ExtraData) as exc:
        raise InterfaceError(f"corrupt interface: {exc}") from None
    return tuple(refs)


# ---------------------------------------------------------------------------
# Decoding


class _Decoder:
    def __init__(self, table: list[list[Any]], types: list[list[Any]], structures: list[Any],
                 imports: tuple[UnitExports, ...]) -> None:
        self.imports = {unit.name: unit.tycons for unit in imports}
        self.types = types
        self.structure_table = structures
        self.structures: dict[int, Structure] = {}
        # Which entries mention a type variable (entries refer to earlier ones
        # only): the others are decoded once and shared.
        self.open = [False] * len(types)
        for i, entry in enumerate(types):
            tag = entry[0]
            if tag == "v":
                self.open[i] = True
            elif tag == "o":  # one variable for the whole interface: shared like a closed type
                pass
            elif tag == "c":
                self.open[i] = any(self.open[a] for a in entry[2])
            elif tag == "a":
                self.open[i] = self.open[entry[1]] or self.open[entry[2]]
            elif tag == "r":
                self.open[i] = any(self.open[f] for _, f in entry[1])
            else:
                raise InterfaceError(f"unknown type tag {tag!r}")
            if any(c >= i for c in _children(entry)):
                raise InterfaceError("a type refers to a later entry")
        self.closed: dict[int, Type] = {}
        self.functor_tvars: dict[int, TVar] = {}  # see `_Encoder.functor_open`
        self.tycons: list[TyCon] = [TyCon(name, arity, eq, abstract=abstract)
                                    for name, arity, eq, abstract, _, _, _ in table]
        for tc, entry in zip(self.tycons, table):
            tc.qualifier = entry[6]  # for messages: `IntInf.int`, not `int`
        self.exns: dict[tuple[int, bytes], ExnCon] = {}
        self.exn_stamps: dict[int, int] = {}
        for tc, (_, _, _, _, cons, _, _) in zip(self.tycons, table):
            tc.datacons = tuple(DataCon(name, tc, tag, has_arg, self.scheme(sch),
                                        None if rep is None else self.scheme(rep))
                                for name, tag, has_arg, sch, rep in cons)

    def tycon(self, ref: Any) -> TyCon:
        if isinstance(ref, str):
            return _BUILTIN[ref]
        if isinstance(ref, list):
            _, unit, index = ref
            table = self.imports.get(unit)
            if table is None:
                raise InterfaceError(f"the interface refers to unit {unit}, which is not among its imports")
            return table[index]
        return self.tycons[ref]

    def type(self, i: int, vars: list[TVar], memo: dict[int, Type] | None = None) -> Type:
        """Entry `i` with the variables `vars`; `memo` shares the nodes decoded
        for one scheme (closed entries are shared by all)."""
        open_ = self.open[i]
        table = memo if open_ else self.closed
        if table is not None:
            got = table.get(i)
            if got is not None:
                return got
        if memo is None:
            memo = {}
        x = self.types[i]
        tag = x[0]
        t: Type
        if tag == "v":
            t = vars[x[1]]
        elif tag == "o":
            t = self.functor_tvar(x[1], x[2])
        elif tag == "c":
            t = TCon(self.tycon(x[1]), tuple(self.type(a, vars, memo) for a in x[2]))
        elif tag == "a":
            t = TArrow(self.type(x[1], vars, memo), self.type(x[2], vars, memo))
        else:
            t = TRecord(tuple((l, self.type(f, vars, memo)) for l, f in x[1]))
        (memo if open_ else self.closed)[i] = t
        return t

    def functor_tvar(self, number: int, eq: bool) -> TVar:
        """The undetermined type `number` of a functor's result (one object per
        interface: every application replaces it with a fresh variable)."""
        got = self.functor_tvars.get(number)
        if got is None:
            got = self.functor_tvars[number] = TVar(0, eq=bool(eq))
        return got

    def scheme(self, x: Any) -> Scheme:
        eqs, body = x
        vars = [TVar(GENERIC, eq=eq) for eq in eqs]
        return Scheme(tuple(vars), self.type(body, vars, {}))

    def tyfun(self, x: Any) -> TyCon | TyFun:
        if x[0] == "n":
            return self.tycon(x[1])
        vars = [TVar(GENERIC, eq=eq) for eq in x[1]]
        return TyFun(tuple(vars), self.type(x[2], vars, {}))

    def value(self, x: Any) -> ValEntry:
        kind = x[0]
        if kind == "var":
            return VarEntry(Var(x[1], fresh_stamp()), self.scheme(x[2]))
        if kind == "con":
            tc = self.tycon(x[1])
            return next(dc for dc in tc.datacons if dc.name == x[2])
        # One exception may be seen at several argument types: a signature's
        # exception specification copied into another signature keeps its
        # identity while its type is realized. Same number, same identity;
        # the type is this occurrence's own.
        key = (x[2], x[3])
        got = self.exns.get(key)
        if got is None:
            stamp = self.exn_stamps.setdefault(x[2], fresh_stamp())
            got = ExnCon(x[1], stamp, None if x[3] is None else self.type(x[3], []))
            self.exns[key] = got
        return got

    def structure(self, i: int) -> Structure:
        """Entry `i` of the structure table (its substructures are earlier entries)."""
        got = self.structures.get(i)
        if got is not None:
            return got
        values_raw, types_raw, structures_raw = self.structure_table[i]
        if any(j >= i for _, j in structures_raw):
            raise InterfaceError("a structure refers to a later entry")
        values = LazyValues(dict(values_raw), self.value, _is_constructor_entry)
        types = {}
        for n, fun, con_names, owner in types_raw:
            datacons: tuple[DataCon, ...] = ()
            if con_names:
                cons = {dc.name: dc for dc in self.tycon(owner).datacons}
                datacons = tuple(cons[c] for c in con_names)
            types[n] = TyStr(self.tyfun(fun), datacons)
        st = self.structures[i] = Structure(values, types, {n: self.structure(j) for n, j in structures_raw})
        return st


def _is_constructor_entry(x: Any) -> bool:
    return x[0] == "con"


def _reach(unit: UnitExports, path: tuple[str, ...]) -> VarEntry:
    """The value at `path` from the top of `unit`, reached through its exports
    record (as importing units reach values)."""
    st, indices = unit.structure, []
    for name in path[:-1]:
        indices.append(st.structure_index[name])
        st = st.structures[name]
    entry = st.values[path[-1]]
    if type(entry) is not VarEntry:
        raise InterfaceError(f"overloading implementation {'.'.join(path)} is not a variable")
    return with_access(entry, Access(unit.var, (*indices, st.value_index[path[-1]])))  # type: ignore[return-value]


def _children(entry: list[Any]) -> list[int]:
    tag = entry[0]
    if tag == "c":
        return list(entry[2])
    if tag == "a":
        return [entry[1], entry[2]]
    if tag == "r":
        return [f for _, f in entry[1]]
    return []


def with_code_info(data: bytes, inline: list[Any], entries: list[Any]) -> bytes:
    """The interface `data` carrying the inline bodies `inline`
    (`compiler.cps.inline_info.encode`) and the public function symbols
    `entries` (`compiler.cps.inline_info.encode_entries`); they count in its
    digest. Empty tables are left out, so that an interface without functions
    is the same in every profile."""
    raw = msgpack.unpackb(data, raw=False)
    for key, table in (("inline", inline), ("entries", entries)):
        if table:
            raw[key] = table
        else:
            raw.pop(key, None)
    return msgpack.packb(raw, use_bin_type=True)


def decode_exports(data: bytes, imports: tuple[UnitExports, ...] = ()) -> UnitExports:
    try:
        raw = msgpack.unpackb(data, raw=False)
        if raw.get("format") != FORMAT:
            raise InterfaceError(f"interface format {raw.get('format')!r}, expected {FORMAT}")
        dec = _Decoder(raw["tycons"], raw["types"], raw["structures"], imports)
        body = raw["body"]
        signatures = {n: Signature(tuple(dec.tycon(t) for t in bound), dec.structure(st))
                      for n, bound, st in body["signatures"]}
        functors = {n: Functor(tuple(dec.tycon(t) for t in pb), dec.structure(p), dec.structure(r),
                               tuple(dec.tycon(t) for t in gen),
                               tuple(dec.functor_tvar(k, eq) for k, eq in open_))
                    for n, pb, p, r, gen, open_ in body["functors"]}
        fixity = tuple((str(kind), int(prec), tuple(map(str, names))) for kind, prec, names in body["fixity"])
        exports = UnitExports(body["name"], Var(body["name"], fresh_stamp()), dec.structure(body["structure"]),
                              signatures, functors, tuple(dec.tycons), fixity, tuple(raw.get("inline", ())),
                              tuple(raw.get("entries", ())))
        for tc, entry in zip(dec.tycons, raw["tycons"]):
            for op, path in entry[5].items():
                tc.overloads = tc.overloads or {}
                tc.overloads[op] = (_reach(exports, tuple(path)), tuple(path))
        return exports
    except (ValueError, KeyError, TypeError, IndexError, StopIteration, msgpack.exceptions.ExtraData) as exc:
        raise InterfaceError(f"corrupt interface: {exc}") from None


__all__ = ["encode_exports", "decode_exports", "referenced_units", "with_code_info", "InterfaceError"]
