"""The LEXP checker (style habit 6): the invariants of `compiler.lexp.ir`.

Public: `check(unit) -> list[str]` (empty when the unit is well formed) and
`type_of(e, env) -> Lty` (raises `LexpTypeError`).

Checked, scopes first: every `LVar` is bound once and used only in its scope
(including exception identities named by `ExnCon`); then LTYs: `Fn`, `Fix`,
`Let`, `Switch`, `Raise`, `Con`/`Decon`, `Select`, `Wrap`/`Unwrap` and
primitive applications (by the kinds in `compiler.prims`) agree with the
types of their subexpressions, up to `lty.same_rep` (BOXED = RBOXED); a
`Wrap`/`Unwrap` never relates a boxed LTY to itself; switches on ints,
strings and exceptions have a default.

Structures: `SRecord` has LTY `SRecordTy` of its fields' LTYs; `Select`
takes a field in range of a `RecordTy`/`SRecordTy`, or an index listed by a
`GRecTy`. Where a `GRecTy` is expected, a structure (`SRecordTy`, or a
`GRecTy` listing at least the same indices) whose listed fields agree is
accepted: a `GRecTy` is a partial view of the same layout. An `ExnCon` with an
identity path must find, starting from the identity variable's LTY, a
record/structure at every step and a boxed LTY at the end.

A constant constructor (`Con` of a `Constant`) is a tagged int that stands
for a value of its datatype, whose LTY is INT (enumerations) or BOXED; its
type is the private "any word" LTY, which agrees with both.
"""
from __future__ import annotations

from compiler.lexp.ir import (
    BOXED, INT, REAL, App, ArrowTy, BoxedTy, Con, Constant, DataconInfo, Decon, ExnCon, Fix, Fn, GRecTy,
    Handle, Int, IntTy, Let, Lexp, Lty, LVar, PrimApp, Raise, RBoxedTy, Real, Record, RecordTy, Select, SRecord,
    SRecordTy, String, Switch, Unit, Unwrap, Var, Wrap,
)
from compiler.lexp.lty import same_rep
from compiler.prims import PRIMS


class LexpTypeError(Exception):
    """An invariant of LEXP is broken (a compiler bug)."""


class _AnyWord:
    """The LTY of a constant constructor: agrees with INT, BOXED and RBOXED."""

    def __repr__(self) -> str:
        return "ANYWORD"


_ANY = _AnyWord()

_KIND_LTY: dict[str, Lty] = {"int": INT, "real": REAL, "ptr": BOXED, "unit": INT}


def _agree(expected: Lty, actual: Lty) -> bool:
    if expected is actual:
        return True  # LTYs share structure (nested functions): no walk over a shared one
    if actual is _ANY or expected is _ANY:
        other = expected if actual is _ANY else actual
        return other is _ANY or type(other) in (IntTy, BoxedTy, RBoxedTy)
    te, ta = type(expected), type(actual)
    if te is ta and (te is RecordTy or te is SRecordTy):
        return len(expected.fields) == len(actual.fields) and all(  # type: ignore[union-attr]
            _agree(x, y) for x, y in zip(expected.fields, actual.fields))  # type: ignore[union-attr]
    if te is ta is ArrowTy:
        return _agree(expected.dom, actual.dom) and _agree(expected.cod, actual.cod)  # type: ignore[union-attr]
    if te is GRecTy and (ta is SRecordTy or ta is GRecTy):
        for i, t in expected.fields:  # type: ignore[union-attr]
            found = _field(actual, i)
            if found is None or not _agree(t, found):
                return False
        return True
    return same_rep(expected, actual)


def _field(t: Lty, index: int) -> Lty | None:
    """The LTY of field `index` of a record/structure of LTY `t`, or None when
    `t` has no such field (not a record, out of range, not listed by a GRecTy)."""
    tt = type(t)
    if tt is RecordTy or tt is SRecordTy:
        return t.fields[index] if 0 <= index < len(t.fields) else None  # type: ignore[union-attr]
    if tt is GRecTy:
        for i, f in t.fields:  # type: ignore[union-attr]
            if i == index:
                return f
    return None


def _boxed(t: Lty) -> bool:
    return type(t) in (BoxedTy, RBoxedTy) or t is _ANY


class _Checker:
    def __init__(self) -> None:
        self.env: dict[LVar, Lty] = {}
        self.seen: set[LVar] = set()

    def fail(self, msg: str) -> None:
        raise LexpTypeError(msg)

    def expect(self, expected: Lty, actual: Lty, what: str) -> None:
        if not _agree(expected, actual):
            self.fail(f"{what}: expected {expected}, found {actual}")

    def bind(self, v: LVar, ty: Lty) -> None:
        if v in self.seen:
            self.fail(f"variable {v.name}#{v.id} bound twice")
        self.seen.add(v)
        self.env[v] = ty

    def lookup(self, v: LVar) -> Lty:
        ty = self.env.get(v)
        if ty is None:
            self.fail(f"variable {v.name}#{v.id} used out of scope")
        return ty  # type: ignore[return-value]

    def con(self, c: DataconInfo) -> None:
        rep = c.rep
        if type(rep) is not ExnCon:
            return
        if rep.identity is None:
            if rep.path:
                self.fail(f"exception {rep.name}: built-in identity with a path {rep.path}")
            return
        t = self.lookup(rep.identity)
        if not rep.path:
            return
        for step, i in enumerate(rep.path):
            f = _field(t, i)
            if f is None:
                self.fail(f"exception {rep.name}: identity path {rep.path} step {step} selects "
                          f"{i} from a value of type {t}")
            t = f  # type: ignore[assignment]
        if not _boxed(t):
            self.fail(f"exception {rep.name}: identity path {rep.path} ends at type {t}")

    def type_of(self, e: Lexp) -> Lty:
        # A chain of Lets (a unit's top level) is walked in a loop, not by recursion.
        bound: list[LVar] = []
        while type(e) is Let or type(e) is Fix:
            if type(e) is Let:
                self.expect(e.ty, self.type_of(e.rhs), f"let {e.var.name}")
                self.bind(e.var, e.ty)
                bound.append(e.var)
            else:
                self.fix(e)
                bound.extend(e.vars)
            e = e.body
        ty = self.node(e)
        for v in bound:
            del self.env[v]
        return ty

    def fix(self, e: Fix) -> None:
        if not (len(e.vars) == len(e.tys) == len(e.fns)):
            self.fail("fix: vars, types and functions differ in number")
        for v, ty in zip(e.vars, e.tys):
            if type(ty) is not ArrowTy:
                self.fail(f"fix {v.name}: type {ty} is not an arrow")
            self.bind(v, ty)
        for v, ty, fn in zip(e.vars, e.tys, e.fns):
            if type(fn) is not Fn:
                self.fail(f"fix {v.name}: not a function")
            self.expect(ty, self.type_of(fn), f"fix {v.name}")

    def node(self, e: Lexp) -> Lty:
        te = type(e)
        if te is Var:
            return self.lookup(e.var)  # type: ignore[union-attr]
        if te is Int:
            return INT
        if te is Real:
            return REAL
        if te is String:
            return BOXED
        if te is Fn:
            self.bind(e.param, e.param_ty)  # type: ignore[union-attr]
            self.expect(e.result_ty, self.type_of(e.body), f"fn {e.param.name} body")  # type: ignore[union-attr]
            del self.env[e.param]  # type: ignore[union-attr]
            return ArrowTy(e.param_ty, e.result_ty)  # type: ignore[union-attr]
        if te is App:
            f = self.type_of(e.fn)  # type: ignore[union-attr]
            a = self.type_of(e.arg)  # type: ignore[union-attr]
            if type(f) is not ArrowTy:
                self.fail(f"app: operator has type {f}")
            self.expect(f.dom, a, "app argument")  # type: ignore[union-attr]
            return f.cod  # type: ignore[union-attr]
        if te is PrimApp:
            return self.prim(e)  # type: ignore[arg-type]
        if te is Switch:
            return self.switch(e)  # type: ignore[arg-type]
        if te is Con:
            return self.construct(e)  # type: ignore[arg-type]
        if te is Decon:
            self.con(e.con)  # type: ignore[union-attr]
            if type(e.con.rep) is Constant or e.con.arg_ty is None:  # type: ignore[union-attr]
                self.fail(f"decon of constant constructor {e.con.rep.name}")  # type: ignore[union-attr]
            t = self.type_of(e.exp)  # type: ignore[union-attr]
            if not _boxed(t):
                self.fail(f"decon of a value of type {t}")
            return e.con.arg_ty  # type: ignore[union-attr, return-value]
        if te is Record or te is SRecord:
            fields = tuple(self.type_of(f) for f in e.fields)  # type: ignore[union-attr]
            return RecordTy(fields) if te is Record else SRecordTy(fields)
        if te is Select:
            t = self.type_of(e.exp)  # type: ignore[union-attr]
            f = _field(t, e.index)  # type: ignore[union-attr]
            if f is None:
                self.fail(f"select {e.index} from a value of type {t}")  # type: ignore[union-attr]
            return f  # type: ignore[return-value]
        if te is Raise:
            t = self.type_of(e.exp)  # type: ignore[union-attr]
            if not _boxed(t):
                self.fail(f"raise of a value of type {t}")
            return e.ty  # type: ignore[union-attr]
        if te is Handle:
            body = self.type_of(e.body)  # type: ignore[union-attr]
            self.bind(e.var, BOXED)  # type: ignore[union-attr]
            self.expect(body, self.type_of(e.handler), "handler")  # type: ignore[union-attr]
            del self.env[e.var]  # type: ignore[union-attr]
            return body
        if te is Wrap or te is Unwrap:
            if _boxed(e.ty):  # type: ignore[union-attr]
                self.fail(f"{te.__name__.lower()} at boxed type {e.ty}")  # type: ignore[union-attr]
            t = self.type_of(e.exp)  # type: ignore[union-attr]
            if te is Wrap:
                self.expect(e.ty, t, "wrap")  # type: ignore[union-attr]
                return BOXED
            if not _boxed(t):
                self.fail(f"unwrap of a value of type {t}")
            return e.ty  # type: ignore[union-attr]
        self.fail(f"unknown LEXP node {te.__name__}")
        raise AssertionError  # unreachable: fail raises

    def prim(self, e: PrimApp) -> Lty:
        p = PRIMS.get(e.prim)
        if p is None:
            self.fail(f"unknown primitive {e.prim}")
        assert p is not None
        if len(p.args) != len(e.args):
            self.fail(f"primitive {e.prim}: {len(e.args)} arguments, expected {len(p.args)}")
        for i, (kind, a) in enumerate(zip(p.args, e.args)):
            self.expect(_KIND_LTY[kind], self.type_of(a), f"primitive {e.prim} argument {i}")
        return _KIND_LTY[p.result]

    def switch(self, e: Switch) -> Lty:
        t = self.type_of(e.scrut)
        if e.kind in ("int", "datacon"):
            ok = type(t) is IntTy or _boxed(t)
        elif e.kind in ("string", "exn"):
            ok = _boxed(t)
        else:
            self.fail(f"switch of unknown kind {e.kind}")
        if not ok:
            self.fail(f"switch {e.kind} on a value of type {t}")
        if e.kind != "datacon" and e.default is None:
            self.fail(f"switch {e.kind} without a default")
        for key, arm in e.cases:
            if type(key) is DataconInfo:
                self.con(key)
                if e.kind not in ("datacon", "exn"):
                    self.fail(f"switch {e.kind} with a constructor key")
            elif (e.kind == "string") != (type(key) is str):
                self.fail(f"switch {e.kind} with key {key!r}")
            self.expect(e.ty, self.type_of(arm), "switch arm")
        if e.default is not None:
            self.expect(e.ty, self.type_of(e.default), "switch default")
        return e.ty

    def construct(self, e: Con) -> Lty:
        self.con(e.con)
        if type(e.con.rep) is Constant:
            if e.arg is not None:
                self.fail(f"constant constructor {e.con.rep.name} applied")
            return _ANY
        if e.arg is None:
            if type(e.con.rep) is ExnCon and not e.con.rep.has_arg:
                return BOXED
            self.fail("carrying constructor without argument")
        assert e.arg is not None and e.con.arg_ty is not None
        self.expect(e.con.arg_ty, self.type_of(e.arg), "constructor argument")
        return BOXED


def type_of(e: Lexp, env: dict[LVar, Lty] | None = None) -> Lty:
    """The LTY of `e` with free variables typed by `env`; raises `LexpTypeError`."""
    c = _Checker()
    for v, ty in (env or {}).items():
        c.bind(v, ty)
    return c.type_of(e)


def check(unit: Unit) -> list[str]:
    """The invariant violations of `unit` (the first one found; [] if none)."""
    try:
        checker = _Checker()
        for imp in unit.imports:
            checker.bind(imp.var, imp.ty)
        checker.type_of(unit.body)
    except LexpTypeError as exc:
        return [str(exc)]
    return []
