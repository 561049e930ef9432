"""Realizations and type-function equality (Definition §5.2, §5.6).

Owns:
- `Realizer`: applies a realization (type names -> type names or type
  functions) to types, schemes and whole structures, building new static
  objects and leaving the originals untouched. Datatypes whose name is realized
  to a fresh name get fresh constructors; a datatype realized to an existing
  datatype (signature matching) takes that datatype's own constructors.
  Exceptions can be given fresh stamps (functor application: exceptions of the
  body are new at each application).
- `fresh_copy(tycon)`, `renaming(tycons)`: new type names like others (instances
  of signatures, generative names of functor applications).
- `types_equal`, `tyfun_equal`, `tyfun_arity`, `tyfun_admits_equality`,
  `tyfun_to_string`: comparisons and printing of type functions for matching;
  `type_name_of`: the type name a type function is η-equivalent to, if any.
- `structure_tycons`, `type_tycons`: the type names a structure or a type
  mentions (a functor's generative names).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Union

from compiler.elab.env import Structure, TyStr, ValEntry, VarEntry
from compiler.elab.types import (
    DataCon, ExnCon, Scheme, TArrow, TCon, TRecord, TVar, TyCon, TyFun, Type, apply_tyfun,
    fresh_stamp, prune, type_to_string,
)
from compiler.elab.unify import admits_equality

TypeFunction = Union[TyCon, TyFun]


def fresh_copy(tc: TyCon) -> TyCon:
    """A new type name with `tc`'s name, arity, equality and abstractness."""
    return TyCon(tc.name, tc.arity, tc.eq, abstract=tc.abstract)


def renaming(tycons: Iterable[TyCon]) -> dict[TyCon, TyCon]:
    """A fresh copy of each of `tycons`: with `Realizer(r, set(r.values()))`, an
    instance whose datatypes get constructors of their own."""
    return {tc: fresh_copy(tc) for tc in tycons}


class Realizer:
    """Applies realization `phi`. `fresh` are the target names created for this
    realization (their constructors are built here); `keep_rep` makes new
    constructors keep the representation of the ones they copy (functor
    application: the body's code built the values); `reps` overrides it per new
    name and constructor name (opaque ascription: the structure's code built
    them); `renew_exns` gives every exception a fresh stamp; `tvars` replaces
    type variables (a functor's undetermined ones, at an application)."""

    def __init__(self, phi: dict[TyCon, TypeFunction], fresh: set[TyCon] | None = None,
                 keep_rep: bool = False, reps: dict[TyCon, dict[str, Scheme]] | None = None,
                 renew_exns: bool = False, tvars: dict[TVar, Type] | None = None) -> None:
        self.phi = phi
        self.tvars = tvars or {}
        self.fresh = fresh or set()
        self.keep_rep = keep_rep
        self.reps = reps or {}
        self.renew_exns = renew_exns
        self._exns: dict[int, ExnCon] = {}
        self._done: set[TyCon] = set()

    # Types ---------------------------------------------------------------

    def type(self, t: Type) -> Type:
        t = prune(t)
        tt = type(t)
        if tt is TVar:
            return self.tvars.get(t, t) if self.tvars else t  # type: ignore[arg-type]
        if tt is TArrow:
            d = self.type(t.dom)  # type: ignore[attr-defined]
            c = self.type(t.cod)  # type: ignore[attr-defined]
            return t if d is t.dom and c is t.cod else TArrow(d, c)  # type: ignore[attr-defined]
        if tt is TCon:
            args = tuple(self.type(a) for a in t.args)  # type: ignore[attr-defined]
            target = self.phi.get(t.tycon)  # type: ignore[attr-defined]
            if target is None:
                if all(a is b for a, b in zip(args, t.args)):  # type: ignore[attr-defined]
                    return t
                return TCon(t.tycon, args)  # type: ignore[attr-defined]
            if type(target) is TyCon:
                return TCon(target, args)
            return apply_tyfun(target, args)  # type: ignore[arg-type]
        fields = tuple((l, self.type(f)) for l, f in t.fields)  # type: ignore[attr-defined]
        if all(new is old for (_, new), (_, old) in zip(fields, t.fields)):  # type: ignore[attr-defined]
            return t
        return TRecord(fields)

    def scheme(self, s: Scheme) -> Scheme:
        body = self.type(s.body)
        return s if body is s.body else Scheme(s.vars, body)

    def tyfun(self, f: TypeFunction) -> TypeFunction:
        if type(f) is TyCon:
            return self.phi.get(f, f)  # type: ignore[arg-type]
        body = self.type(f.body)  # type: ignore[union-attr]
        return f if body is f.body else TyFun(f.params, body)  # type: ignore[union-attr]

    # Constructors and exceptions ---------------------------------------------

    def datacons(self, tc: TyCon) -> tuple[DataCon, ...]:
        """The constructors of the realization of datatype `tc`."""
        target = self.phi.get(tc, tc)
        if type(target) is not TyCon:
            return ()  # a datatype spec realized by an abbreviation: matching reports it
        if target not in self.fresh:
            return target.datacons  # type: ignore[union-attr]
        if target not in self._done:
            self._done.add(target)  # type: ignore[arg-type]
            reps = self.reps.get(target)  # type: ignore[arg-type]
            made = []
            for dc in tc.datacons:
                rep = (dc.rep or dc.scheme) if self.keep_rep else None
                if reps is not None:
                    rep = reps.get(dc.name, rep)
                made.append(DataCon(dc.name, target, dc.tag, dc.has_arg, self.scheme(dc.scheme), rep))  # type: ignore[arg-type]
            target.datacons = tuple(made)  # type: ignore[union-attr]
        return target.datacons  # type: ignore[union-attr]

    def datacon(self, dc: DataCon) -> DataCon:
        for new in self.datacons(dc.tycon):
            if new.name == dc.name:
                return new
        return dc

    def exn(self, e: ExnCon) -> ExnCon:
        got = self._exns.get(e.stamp)
        if got is None:
            arg = None if e.arg is None else self.type(e.arg)
            stamp = fresh_stamp() if self.renew_exns else e.stamp
            got = e if arg is e.arg and stamp == e.stamp else ExnCon(e.name, stamp, arg, e.span)
            self._exns[e.stamp] = got
        return got

    # Structures ----------------------------------------------------------------

    def value(self, entry: ValEntry) -> ValEntry:
        if type(entry) is VarEntry:
            scheme = self.scheme(entry.scheme)  # type: ignore[union-attr]
            return entry if scheme is entry.scheme else VarEntry(entry.var, scheme)  # type: ignore[union-attr]
        if type(entry) is DataCon:
            return self.datacon(entry)  # type: ignore[arg-type]
        return self.exn(entry)  # type: ignore[arg-type]

    def tystr(self, ts: TyStr) -> TyStr:
        fun = self.tyfun(ts.tyfun)
        if not ts.datacons:
            return ts if fun is ts.tyfun else TyStr(fun)
        assert type(ts.tyfun) is TyCon
        return TyStr(fun, self.datacons(ts.tyfun))

    def structure(self, s: Structure) -> Structure:
        types = {n: self.tystr(ts) for n, ts in s.types.items()}
        values = {n: self.value(v) for n, v in s.values.items()}
        structures = {n: self.structure(sub) for n, sub in s.structures.items()}
        if (all(types[n] is ts for n, ts in s.types.items()) and all(values[n] is v for n, v in s.values.items())
                and all(structures[n] is sub for n, sub in s.structures.items())):
            return s  # nothing realized: share the structure (and its layout)
        return Structure(values, types, structures)


# ---------------------------------------------------------------------------
# Type functions


def tyfun_arity(f: TypeFunction) -> int:
    return f.arity if type(f) is TyCon else len(f.params)  # type: ignore[union-attr]


def _apply(f: TypeFunction, args: tuple[Type, ...]) -> Type:
    if type(f) is TyCon:
        return TCon(f, args)  # type: ignore[arg-type]
    return apply_tyfun(f, args)  # type: ignore[arg-type]


def _probe_args(n: int, eq: bool = False) -> tuple[TVar, ...]:
    return tuple(TVar(0, eq=eq, rigid=True, name=f"'{chr(ord('a') + i)}") for i in range(n))


def types_equal(a: Type, b: Type, bound: dict[TVar, TVar] | None = None) -> bool:
    """Structural equality; `bound` pairs the bound variables of two schemes."""
    a = prune(a)
    b = prune(b)
    if a is b:
        return True
    ta, tb = type(a), type(b)
    if ta is TVar or tb is TVar:
        return bound is not None and ta is TVar and bound.get(a) is b  # type: ignore[arg-type]
    if ta is not tb:
        return False
    if ta is TCon:
        return a.tycon == b.tycon and all(  # type: ignore[attr-defined]
            types_equal(x, y, bound) for x, y in zip(a.args, b.args))  # type: ignore[attr-defined]
    if ta is TArrow:
        return types_equal(a.dom, b.dom, bound) and types_equal(a.cod, b.cod, bound)  # type: ignore[attr-defined]
    fa, fb = a.fields, b.fields  # type: ignore[attr-defined]
    return len(fa) == len(fb) and all(
        la == lb and types_equal(x, y, bound) for (la, x), (lb, y) in zip(fa, fb))


def schemes_equal(a: Scheme, b: Scheme) -> bool:
    """Equality up to renaming of bound variables (in order of occurrence)."""
    if len(a.vars) != len(b.vars):
        return False
    return types_equal(a.body, b.body, dict(zip(a.vars, b.vars)))


def tyfun_equal(f: TypeFunction, g: TypeFunction) -> bool:
    n = tyfun_arity(f)
    if n != tyfun_arity(g):
        return False
    args = _probe_args(n)
    return types_equal(_apply(f, args), _apply(g, args))


def type_name_of(f: TypeFunction) -> TyCon | None:
    """The type name `f` is η-equivalent to (`Λ'a1…'an. ('a1, …, 'an) t` is `t`),
    or None if `f` is no type name."""
    if type(f) is TyCon:
        return f  # type: ignore[return-value]
    body = prune(f.body)  # type: ignore[union-attr]
    if type(body) is not TCon:
        return None
    params = f.params  # type: ignore[union-attr]
    args = body.args  # type: ignore[attr-defined]
    if len(args) != len(params) or any(prune(a) is not p for a, p in zip(args, params)):
        return None
    return body.tycon  # type: ignore[attr-defined, no-any-return]


def tyfun_admits_equality(f: TypeFunction) -> bool:
    if type(f) is TyCon:
        return f.eq != "never"  # type: ignore[union-attr]
    return admits_equality(_apply(f, _probe_args(tyfun_arity(f), eq=True)))


def tyfun_to_string(f: TypeFunction) -> str:
    """`'a t`-style text of a type function applied to its parameters."""
    return type_to_string(_apply(f, _probe_args(tyfun_arity(f))))


def structure_tycons(s: Structure, out: set[TyCon]) -> None:
    """Add the type names mentioned anywhere in `s` to `out`."""
    for ts in s.types.values():
        if type(ts.tyfun) is TyCon:
            out.add(ts.tyfun)
        else:
            type_tycons(ts.tyfun.body, out)  # type: ignore[union-attr]
        for dc in ts.datacons:
            type_tycons(dc.scheme.body, out)
    for v in s.values.values():
        if type(v) is VarEntry:
            type_tycons(v.scheme.body, out)  # type: ignore[union-attr]
        elif type(v) is DataCon:
            out.add(v.tycon)  # type: ignore[union-attr]
            type_tycons(v.scheme.body, out)  # type: ignore[union-attr]
        elif v.arg is not None:  # type: ignore[union-attr]
            type_tycons(v.arg, out)  # type: ignore[union-attr]
    for sub in s.structures.values():
        structure_tycons(sub, out)


def type_tycons(t: Type, out: set[TyCon]) -> None:
    """Add the type names mentioned in `t` to `out`."""
    t = prune(t)
    tt = type(t)
    if tt is TCon:
        out.add(t.tycon)  # type: ignore[attr-defined]
        for a in t.args:  # type: ignore[attr-defined]
            type_tycons(a, out)
    elif tt is TArrow:
        type_tycons(t.dom, out)  # type: ignore[attr-defined]
        type_tycons(t.cod, out)  # type: ignore[attr-defined]
    elif tt is TRecord:
        for _, f in t.fields:  # type: ignore[attr-defined]
            type_tycons(f, out)
