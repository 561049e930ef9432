"""ML types to LTY, and coercions between LTYs (Shao thesis §3.5.1-§3.5.2).

Public:
- `lty_of_type(t)`, and `TypeLtys().lty(t)` memoized over a translation's types:
  Figure 11 (`ty2lty`): type variables that occur inside a
  datatype/constructor type anywhere in `t` become `RBOXED` (they live in
  constructor cells, which always hold standard boxed values), the others
  `BOXED`; `int word char` and enumerations (datatypes without carrying
  constructors, incl. `bool` and `order`) are `INT`; `unit` (the empty record)
  is `INT`; `real` and the Basis's 64-bit word and int (64 raw bits) are `REAL`;
  the abstract types of signatures (flexible `type t` specifications, opaque
  ascription) are `RBOXED`, so that values of
  them are in the standard boxed form whatever their representation outside;
  every other type name is rigid, hence `BOXED`.
- `dup(t)`: the standard boxed form of an LTY (§3.5.1).
- `holds_raw_reals(t)`: whether values of LTY `t` hold raw doubles (a
  `real`, or records and functions over one), which their standard boxed
  form boxes.
- `same_rep(t1, t2)`: whether two LTYs describe the same representation.
  `BOXED` and `RBOXED` are both one word and interchangeable (Shao's
  `coerce(BOXED, RBOXED)` is the identity); they differ only in how a concrete
  value is coerced *into* them.
- `coerce(t1, t2)`: a function building the LEXP that converts a value of LTY
  `t1` into LTY `t2`, or None when no code is needed (identity coercions are
  never emitted, §3.5.4). Record, structure record and arrow coercions are
  built structurally (an `SRecordTy` field-wise like a `RecordTy`, rebuilding
  an `SRecord`). A `GRecTy` never needs a coercion: asking for one between
  different representations is a compiler bug (AssertionError).
  Coercing a concrete LTY into `RBOXED` first converts it to `dup` form (the
  recursive wrapping of Leroy) and then wraps that; the converse unwraps to the
  `dup` form, then converts.
"""
from __future__ import annotations

from typing import Callable

from compiler.elab.initial import CHAR, INT as INT_TC, INT64, REAL as REAL_TC, WORD, WORD64
from compiler.elab.types import TArrow, TCon, TVar, Type, prune
from compiler.lexp.ir import (
    BOXED, INT, RBOXED, REAL, App, ArrowTy, BoxedTy, Fn, GRecTy, Let, Lexp, Lty, RBoxedTy, Record,
    RecordTy, Select, SRecord, SRecordTy, Unwrap, Var, Wrap, fresh_lvar,
)

Coercion = Callable[[Lexp], Lexp]

_INT_NAMES = (INT_TC, WORD, CHAR)


def _is_enumeration(t: TCon) -> bool:
    """A datatype all of whose constructors are constant: its values are tagged ints."""
    cons = t.tycon.datacons
    return bool(cons) and not any(dc.has_arg for dc in cons)


def _tcon_lty(t: TCon) -> Lty:
    """The LTY of a type constructor application (its arguments do not matter)."""
    tc = t.tycon
    if tc == REAL_TC or tc == WORD64 or tc == INT64:
        return REAL
    if tc in _INT_NAMES or _is_enumeration(t):
        return INT
    if tc.abstract:
        return RBOXED  # a signature's abstract type: standard boxed (Shao §3.5.2)
    return BOXED


class TypeLtys:
    """`lty_of_type` for the types of one translation, memoized per type node.

    Types share structure (the type of `fn x => e` contains the type of `e`), so
    translating each one from scratch costs the sum of their sizes, quadratic
    in the nesting of the program. Each (pruned) type node is instead visited
    once, bottom-up, recording its LTY with no variable marked (a sub-LTY shared
    with the LTYs of the types around it), whether it contains type variables,
    and whether one of them occurs inside a type constructor application. Only
    a type with a variable inside a constructor needs the marking walk of
    Figure 11, which skips the variable-free subtrees.

    The types must not change while the memo lives (elaboration is over): the
    memo holds each node, so the ids it is keyed by stay valid."""

    def __init__(self) -> None:
        # id(pruned type) -> (the type, its LTY with nothing marked,
        #                     whether it has type variables, whether one is inside a TCon)
        self._nodes: dict[int, tuple[Type, Lty, bool, bool]] = {}
        self._marked: dict[int, tuple[Type, Lty]] = {}

    def lty(self, t: Type) -> Lty:
        """Figure 11: the LTY of an ML type (or of a scheme's body)."""
        t = prune(t)
        _, lt, _, con_var = self._node(t)
        if not con_var:
            return lt
        got = self._marked.get(id(t))
        if got is None:
            marked: set[int] = set()
            self._mark(t, False, marked)
            got = (t, self._lty(t, marked))
            self._marked[id(t)] = got
        return got[1]

    def _node(self, t: Type) -> tuple[Type, Lty, bool, bool]:
        """The memo entry of the pruned type `t`."""
        got = self._nodes.get(id(t))
        if got is not None:
            return got
        tt = type(t)
        if tt is TVar:
            got = (t, BOXED, True, False)
        elif tt is TArrow:
            _, dom, dom_var, dom_con = self._node(prune(t.dom))  # type: ignore[attr-defined]
            _, cod, cod_var, cod_con = self._node(prune(t.cod))  # type: ignore[attr-defined]
            got = (t, ArrowTy(dom, cod), dom_var or cod_var, dom_con or cod_con)
        elif tt is TCon:
            has_var = False
            for a in t.args:  # type: ignore[attr-defined]
                if self._node(prune(a))[2]:
                    has_var = True
            got = (t, _tcon_lty(t), has_var, has_var)  # type: ignore[arg-type]
        else:
            fields = [self._node(prune(f)) for _, f in t.fields]  # type: ignore[attr-defined]
            lt = RecordTy(tuple(f[1] for f in fields)) if fields else INT  # unit
            got = (t, lt, any(f[2] for f in fields), any(f[3] for f in fields))
        self._nodes[id(t)] = got
        return got

    def _mark(self, t: Type, inside_con: bool, marked: set[int]) -> None:
        """Collect (by id) the type variables that occur inside a type constructor application."""
        t = prune(t)
        if not self._node(t)[2]:
            return  # no type variables below
        tt = type(t)
        if tt is TVar:
            if inside_con:
                marked.add(id(t))
        elif tt is TArrow:
            self._mark(t.dom, inside_con, marked)  # type: ignore[attr-defined]
            self._mark(t.cod, inside_con, marked)  # type: ignore[attr-defined]
        elif tt is TCon:
            for a in t.args:  # type: ignore[attr-defined]
                self._mark(a, True, marked)
        else:
            for _, f in t.fields:  # type: ignore[attr-defined]
                self._mark(f, inside_con, marked)

    def _lty(self, t: Type, marked: set[int]) -> Lty:
        t = prune(t)
        _, lt, has_var, _ = self._node(t)
        if not has_var:
            return lt
        tt = type(t)
        if tt is TVar:
            return RBOXED if id(t) in marked else BOXED
        if tt is TArrow:
            return ArrowTy(self._lty(t.dom, marked), self._lty(t.cod, marked))  # type: ignore[attr-defined]
        if tt is TCon:
            return lt
        return RecordTy(tuple(self._lty(f, marked) for _, f in t.fields))  # type: ignore[attr-defined]


def lty_of_type(t: Type) -> Lty:
    """Figure 11: the LTY of an ML type (or of a scheme's body). A translation
    uses one `TypeLtys` for all its types instead."""
    return TypeLtys().lty(t)


def _boxed(t: Lty) -> bool:
    return type(t) is BoxedTy or type(t) is RBoxedTy


def holds_raw_reals(t: Lty) -> bool:
    """Whether a value of LTY `t` has raw doubles where its standard boxed
    form has boxes: `t` is REAL, or a record or function type over one."""
    if t == REAL:
        return True
    tt = type(t)
    if tt is RecordTy or tt is SRecordTy:
        return any(holds_raw_reals(f) for f in t.fields)  # type: ignore[attr-defined]
    if tt is ArrowTy:
        return holds_raw_reals(t.dom) or holds_raw_reals(t.cod)  # type: ignore[attr-defined]
    return False


def same_rep(a: Lty, b: Lty) -> bool:
    """Equality of LTYs with BOXED and RBOXED identified (see module docstring)."""
    if a == b:
        return True
    if _boxed(a):
        return _boxed(b)
    ta = type(a)
    if (ta is RecordTy or ta is SRecordTy) and type(b) is ta:
        return len(a.fields) == len(b.fields) and all(same_rep(x, y) for x, y in zip(a.fields, b.fields))
    if ta is GRecTy and type(b) is GRecTy:
        return len(a.fields) == len(b.fields) and all(
            i == j and same_rep(x, y) for (i, x), (j, y) in zip(a.fields, b.fields))
    if type(a) is ArrowTy and type(b) is ArrowTy:
        return same_rep(a.dom, b.dom) and same_rep(a.cod, b.cod)
    return False


def dup(t: Lty) -> Lty:
    """The standard boxed form of `t` (Shao §3.5.1)."""
    if type(t) is RecordTy:
        return RecordTy(tuple(RBOXED for _ in t.fields))
    if type(t) is SRecordTy:
        return SRecordTy(tuple(RBOXED for _ in t.fields))
    if type(t) is ArrowTy:
        return ArrowTy(RBOXED, RBOXED)
    return BOXED


def _bind(ty: Lty, e: Lexp, body: Callable[[Lexp], Lexp]) -> Lexp:
    """`body(v)` with `e` bound to a variable `v` first (unless it is one already),
    so that `e` is evaluated exactly once."""
    if type(e) is Var:
        return body(e)
    v = fresh_lvar("c")
    return Let(v, ty, e, body(Var(v)))


def coerce(src: Lty, dst: Lty) -> Coercion | None:
    """The coercion from `src` to `dst`, or None if the representations agree."""
    if same_rep(src, dst):
        return None
    if type(src) is GRecTy or type(dst) is GRecTy:
        raise AssertionError(f"no coercion from {src} to {dst}")
    if type(dst) is BoxedTy:
        return lambda e: Wrap(src, e)
    if type(dst) is RBoxedTy:
        d = dup(src)
        if type(d) is BoxedTy:
            return lambda e: Wrap(src, e)
        inner = coerce(src, d)
        return lambda e: Wrap(d, inner(e) if inner is not None else e)
    if type(src) is BoxedTy:
        return lambda e: Unwrap(dst, e)
    if type(src) is RBoxedTy:
        d = dup(dst)
        if type(d) is BoxedTy:
            return lambda e: Unwrap(dst, e)
        outer = coerce(d, dst)
        return lambda e: outer(Unwrap(d, e)) if outer is not None else Unwrap(d, e)
    if (type(src) is RecordTy or type(src) is SRecordTy) and type(dst) is type(src) \
            and len(src.fields) == len(dst.fields):  # type: ignore[union-attr]
        return _record_coercion(src, dst)  # type: ignore[arg-type]
    if type(src) is ArrowTy and type(dst) is ArrowTy:
        return _arrow_coercion(src, dst)
    raise AssertionError(f"no coercion from {src} to {dst}")


def _record_coercion(src: RecordTy | SRecordTy, dst: RecordTy | SRecordTy) -> Coercion:
    """Field-wise: rebuild the record (an `SRecord` for structure records)."""
    fields = [coerce(a, b) for a, b in zip(src.fields, dst.fields)]
    make = SRecord if type(src) is SRecordTy else Record

    def build(e: Lexp) -> Lexp:
        def rebuild(v: Lexp) -> Lexp:
            out = []
            for i, c in enumerate(fields):
                sel = Select(i, v)
                out.append(sel if c is None else c(sel))
            return make(tuple(out))
        return _bind(src, e, rebuild)
    return build


def _arrow_coercion(src: ArrowTy, dst: ArrowTy) -> Coercion:
    arg = coerce(dst.dom, src.dom)
    res = coerce(src.cod, dst.cod)

    def build(e: Lexp) -> Lexp:
        def wrapper(f: Lexp) -> Lexp:
            u = fresh_lvar("u")
            call = App(f, Var(u) if arg is None else arg(Var(u)))
            return Fn(u, dst.dom, call if res is None else res(call), dst.cod)
        return _bind(src, e, wrapper)
    return build
