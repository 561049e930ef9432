"""CPS conversion: `convert(unit) -> Program` (Shao thesis §3.6.2; Kennedy,
"Compiling with continuations, continued", §4 higher-order one-pass CPS).

Precondition: `unit` is well-formed LEXP (`compiler.lexp.ir` invariants: every
`LVar` bound once, LTYs consistent). Postcondition: `compiler.cps.check` accepts
the result, and running it (`compiler.cps.interp`) has the observable behaviour
of the LEXP program.

The conversion is one pass, linear in the size of the LEXP: `_exp(e, h, kappa)`
takes a *meta*-continuation `kappa` (a Python function building the rest of the
term from the variable holding `e`'s value), so no administrative redexes are
built, and `_tail(e, h, k)` converts `e` whose continuation is the
continuation variable `k` (calls in tail position pass `k` itself). `h` is the
current exception handler continuation. LEXP variables map to CPS variables
through one table (LEXP variables are unique), never by substitution.

Representation decisions made here (docs/architecture.md "Values at run time"):
- CTY of an LTY (`_Converter.cty_of`): Shao's `lty2cty`; an `ArrowTy` becomes a `FunT` with
  the flattened parameters (`compiler.cps.ir` "Calling convention").
- Records: a non-empty record whose field LTYs are all `RealTy` is a flat REALS
  object of unboxed doubles; any other record is a RECORD of words, a `RealTy`
  field being boxed (a REAL object).
- Structure records (`SRecordTy`, Shao §3.5.2) are laid out like records of
  the same fields with one exception: a structure record is *never* a flat
  REALS object, even when all its components are `RealTy` (they are stored
  boxed). So a `GRecTy`, which lists only some components and cannot know
  whether the full structure is all-real, always sees the same layout as the
  full `SRecordTy`: a RECORD of words, `RealTy` fields boxed. `Select` from
  either loads the word and unboxes a `RealTy` field. A function whose
  parameter LTY is an `SRecordTy` (a functor) takes the structure as one
  pointer: only `RecordTy` parameters are flattened (`flat_params`).
- Exception identities: an `ExnCon` identity path is followed by selects
  from the identity variable's structure record (`exn_identity`).
- WRAP/UNWRAP (Shao §3.6.2): of a real → `box_real`/`unbox_real`; of anything
  else → `cast` (the value already is one word: ints are tagged, records and
  functions are pointers).
- Constructors per `ConRep`: `Constant` → its tagged int; `Tagged` → a record
  with the tag in the header, holding the argument's fields (flat) or the
  argument as one word; `Transparent` → the argument as a word; `RefCon` →
  `ref_new`; `ExnCon` → the packet RECORD [identity, arg?].
- Switches: on ints directly; on strings by a chain of `string_eq`; on
  datatypes by `is_ptr`, then the int value or the header tag; on exceptions
  by a chain of `ptr_eq` on the packet's identity (an unmatched packet with no
  default is re-raised).
- Exceptions: `Raise` throws the packet to the current handler continuation;
  `Handle` binds a new handler continuation around its body; primitives that
  may raise name the current handler.
"""
from __future__ import annotations

from typing import Callable, Sequence, TypeVar

from compiler.cps.ir import (
    INT_T, MAX_FLAT_ARGS, PTR_T, REAL_T, App as CApp, Const, CVar, Cty, ExnConst, Fix as CFix,
    FunDef, FunT, IntConst, LetCont, LetPrim, LetRecord, LetVal, Program, PtrT, RealConst,
    RealT, Select as CSelect, StringConst, Supply, Switch as CSwitch, Term, Throw, Var,
    allow_deep_recursion, compatible, prim_info,
)
from compiler.lexp import ir as L

Kappa = Callable[[Var], Term]
T = TypeVar("T")


def flat_params(dom: L.Lty) -> tuple[L.Lty, ...] | None:
    """The field LTYs a function with parameter LTY `dom` takes as separate
    arguments, or None when it takes `dom` as one argument. Only a `RecordTy`
    is flattened: structure records (`SRecordTy`, `GRecTy`) are passed whole."""
    if type(dom) is L.RecordTy and 1 <= len(dom.fields) <= MAX_FLAT_ARGS:
        return dom.fields
    return None


def _is_flat_reals(fields: tuple[L.Lty, ...]) -> bool:
    """Whether a *record* (`RecordTy`, never a structure) with these field LTYs
    is a flat REALS object."""
    return bool(fields) and all(isinstance(f, L.RealTy) for f in fields)


def _field_layout(t: L.Lty, index: int) -> tuple[bool, L.Lty]:
    """(whether the record of LTY `t` is a flat REALS object, LTY of field `index`).
    Structure records are never flat (module docstring)."""
    match t:
        case L.RecordTy(fs):
            return _is_flat_reals(fs), fs[index]
        case L.SRecordTy(fs):
            return False, fs[index]
        case L.GRecTy(fs):
            for i, ft in fs:
                if i == index:
                    return False, ft
            raise AssertionError(f"select {index} from a structure of LTY {t!r}")
    return False, L.BOXED


def _prim_cty(kind: str) -> Cty:
    return {"int": INT_T, "real": REAL_T, "unit": INT_T}.get(kind, PTR_T)


def _prim_lty(kind: str) -> L.Lty:
    return {"int": L.INT, "real": L.REAL, "unit": L.INT}.get(kind, L.BOXED)


class _Converter:
    def __init__(self, functors: frozenset[int] = frozenset()) -> None:
        self.supply = Supply()
        self.functors = functors      # LVar.ids bound to functors
        self.functor_ids: set[int] = set()  # their CPS functions' ids
        self.vars: dict[int, Var] = {}        # LVar.id -> the CPS variable holding it
        self.ltys: dict[int, L.Lty] = {}      # LVar.id -> its LTY
        self.types: dict[int, L.Lty] = {}     # id(expression) -> its LTY (memo)
        self.ctys: dict[int, tuple[L.Lty, Cty]] = {}  # id(LTY) -> (the LTY, its CTY) (memo)

    # -- LTYs ---------------------------------------------------------------

    def type_of(self, e: L.Lexp) -> L.Lty:
        """The LTY of `e`. Follows only the result spine (let bodies), recording
        the LTYs of the binders on the way, and memoizes: linear overall."""
        memo = self.types.get(id(e))
        if memo is not None:
            return memo
        match e:
            case L.Var(v):
                t = self.ltys.get(v.id, L.BOXED)
            case L.Int():
                t = L.INT
            case L.Real():
                t = L.REAL
            case L.String():
                t = L.BOXED
            case L.PrimApp(name, _):
                t = _prim_lty(prim_info(name).result)
            case L.Fn(_, pty, _, rty):
                t = L.ArrowTy(pty, rty)
            case L.App(fn, _):
                ft = self.type_of(fn)
                t = ft.cod if isinstance(ft, L.ArrowTy) else L.BOXED
            case L.Fix(vs, tys, _, body):
                for v, ty in zip(vs, tys):
                    self.ltys[v.id] = ty
                t = self.type_of(body)
            case L.Let(v, ty, _, body):
                self.ltys[v.id] = ty
                t = self.type_of(body)
            case L.Switch(ty=ty) | L.Raise(ty=ty) | L.Unwrap(ty=ty):
                t = ty
            case L.Con(con, _):
                t = L.INT if isinstance(con.rep, L.Constant) else L.BOXED
            case L.Decon(con, _):
                t = con.arg_ty if con.arg_ty is not None else L.BOXED
            case L.Record(fs):
                t = L.RecordTy(tuple(self.type_of(f) for f in fs))
            case L.SRecord(fs):
                t = L.SRecordTy(tuple(self.type_of(f) for f in fs))
            case L.Select(i, r):
                t = _field_layout(self.type_of(r), i)[1]
            case L.Handle(body, _, _):
                t = self.type_of(body)
            case L.Wrap():
                t = L.BOXED
            case _:
                raise AssertionError(f"not an LEXP expression: {e!r}")
        self.types[id(e)] = t
        return t

    def cty_of(self, t: L.Lty) -> Cty:
        """Shao's `lty2cty`, with flattened function parameters. Memoized per LTY
        node: the LTYs of nested functions share their result LTYs, and so do
        the CTYs built from them (which keeps `compatible` on them cheap)."""
        match t:
            case L.IntTy():
                return INT_T
            case L.RealTy():
                return REAL_T
            case L.RecordTy(fs) | L.SRecordTy(fs):
                return PtrT(len(fs))
            case L.ArrowTy(dom, cod):
                got = self.ctys.get(id(t))
                if got is not None:
                    return got[1]
                flat = flat_params(dom)
                c = FunT(tuple(self.cty_of(p) for p in (flat if flat is not None else (dom,))),
                         self.cty_of(cod))
                self.ctys[id(t)] = (t, c)  # holds `t`, so its id stays valid
                return c
            case _:
                return PTR_T

    # -- small builders -------------------------------------------------------

    def var(self, hint: str, cty: Cty) -> Var:
        return self.supply.var(hint, cty)

    def const(self, hint: str, c: Const, cty: Cty, kappa: Kappa) -> Term:
        v = self.var(hint, cty)
        return LetVal(v, c, kappa(v))

    def prim(self, hint: str, name: str, args: tuple[Var, ...], cty: Cty, h: CVar | None,
             kappa: Kappa) -> Term:
        v = self.var(hint, cty)
        exn = h if prim_info(name).may_raise else None
        return LetPrim(v, name, args, exn, kappa(v))

    def fit(self, v: Var, want: Cty, kappa: Kappa) -> Term:
        """Make `v` a value of CTY `want`: words are reinterpreted (`cast`, no
        code), reals boxed or unboxed. Well-typed LEXP needs only casts between
        words, where LTYs of one word differ (e.g. `IntTy` vs `BoxedTy`)."""
        have = v.cty
        if compatible(have, want):
            return kappa(v)
        if isinstance(have, RealT):
            return self.prim("box", "box_real", (v,), PTR_T, None,
                             lambda b: self.fit(b, want, kappa))
        if isinstance(want, RealT):
            return self.prim("unbox", "unbox_real", (v,), REAL_T, None, kappa)
        return self.prim(v.hint, "cast", (v,), want, None, kappa)

    def each(self, items: Sequence[T], step: Callable[[T, Kappa], Term],
             kappa: Callable[[list[Var]], Term]) -> Term:
        """Run the CPS `step` on `items` left to right; `kappa` gets the results."""
        return self._each(items, 0, step, kappa, [])

    def _each(self, items: Sequence[T], i: int, step: Callable[[T, Kappa], Term],
              kappa: Callable[[list[Var]], Term], out: list[Var]) -> Term:
        # A method, not a closure calling itself: a self-referencing closure is a
        # reference cycle, which would keep every meta-continuation it reaches
        # alive until the next cyclic collection (about 50 objects per LEXP node).
        if i == len(items):
            return kappa(out)

        def collect(v: Var) -> Term:
            out.append(v)
            return self._each(items, i + 1, step, kappa, out)
        return step(items[i], collect)

    def fits(self, vs: list[Var], wants: list[Cty], kappa: Callable[[list[Var]], Term]) -> Term:
        return self.each(list(zip(vs, wants)), lambda vw, k: self.fit(vw[0], vw[1], k), kappa)

    def word(self, v: Var, kappa: Kappa) -> Term:
        """`v` as one scanned word: a real is boxed."""
        if isinstance(v.cty, RealT):
            return self.prim("box", "box_real", (v,), PTR_T, None, kappa)
        return kappa(v)

    def words(self, vs: list[Var], kappa: Callable[[list[Var]], Term]) -> Term:
        return self.each(vs, self.word, kappa)

    def unwrap(self, v: Var, t: L.Lty, kappa: Kappa) -> Term:
        """A one-word value `v` viewed at LTY `t` (UNWRAP)."""
        if isinstance(t, L.RealTy):
            return self.fit(v, PTR_T, lambda p: self.prim("unbox", "unbox_real", (p,), REAL_T,
                                                          None, kappa))
        return self.fit(v, self.cty_of(t), kappa)

    def wrap(self, v: Var, kappa: Kappa) -> Term:
        """`v` as a one-word `BoxedTy` value (WRAP)."""
        return self.word(v, lambda w: self.fit(w, PTR_T, kappa))

    def record(self, hint: str, vals: list[Var], ltys: tuple[L.Lty, ...], tag: int,
               kappa: Kappa) -> Term:
        """Allocate a record of fields `vals` with field LTYs `ltys` (layout above)."""
        if _is_flat_reals(ltys):
            def build_flat(fs: list[Var]) -> Term:
                r = self.var(hint, PtrT(len(fs)))
                return LetRecord(r, tuple(fs), tag, kappa(r))
            return self.fits(vals, [REAL_T] * len(vals), build_flat)

        def build(fs: list[Var]) -> Term:
            r = self.var(hint, PtrT(len(fs)))
            return LetRecord(r, tuple(fs), tag, kappa(r))
        return self.words(vals, build)

    def select(self, r: Var, t: L.Lty, index: int, kappa: Kappa) -> Term:
        """Field `index` of the record `r` of LTY `t`, at the field's LTY."""
        flat, ft = _field_layout(t, index)
        return self.fit(r, PTR_T, lambda p: self._select(p, flat, ft, index, kappa))

    def _select(self, r: Var, flat: bool, ft: L.Lty, index: int, kappa: Kappa) -> Term:
        if flat:
            x = self.var("f", REAL_T)
            return CSelect(x, index, r, kappa(x))
        if isinstance(ft, L.RealTy):
            b = self.var("f", PTR_T)
            return CSelect(b, index, r,
                           self.prim("f", "unbox_real", (b,), REAL_T, None, kappa))
        x = self.var("f", self.cty_of(ft))
        return CSelect(x, index, r, kappa(x))

    def raw_fields(self, r: Var, t: L.RecordTy, kappa: Callable[[list[Var]], Term]) -> Term:
        """The fields of record `r` as stored (boxed reals stay boxed): for copying."""
        flat = _is_flat_reals(t.fields)

        def fields(p: Var) -> Term:
            out = [self.var("f", REAL_T if flat else (PTR_T if isinstance(ft, L.RealTy)
                                                       else self.cty_of(ft)))
                   for ft in t.fields]
            body = kappa(out)
            for i in reversed(range(len(out))):
                body = CSelect(out[i], i, p, body)
            return body
        return self.fit(r, PTR_T, fields)

    def exps(self, es: tuple[L.Lexp, ...], h: CVar, kappa: Callable[[list[Var]], Term]) -> Term:
        """Convert `es` left to right."""
        return self.each(es, lambda e, k: self._exp(e, h, k), kappa)

    def bind(self, lv: L.LVar, t: L.Lty, v: Var) -> None:
        self.vars[lv.id] = v
        self.ltys[lv.id] = t

    def throw_fit(self, k: CVar, v: Var) -> Term:
        return self.fit(v, k.params[0], lambda w: Throw(k, (w,)))

    def join(self, t: L.Lty, kappa: Kappa, build: Callable[[CVar], Term]) -> Term:
        """A join point: `letcont j(x) = kappa(x) in build(j)`."""
        x = self.var("x", self.cty_of(t))
        j = self.supply.cont("j", (x.cty,))
        return LetCont(j, (x,), kappa(x), build(j))

    # -- functions and calls --------------------------------------------------

    def fundef(self, name: Var, fn: L.Fn) -> FunDef:
        ret = self.supply.cont("ret", (self.cty_of(fn.result_ty),))
        exn = self.supply.cont("exn", (PTR_T,))
        flat = flat_params(fn.param_ty)
        self.ltys[fn.param.id] = fn.param_ty
        if flat is None:
            x = self.var(fn.param.name, self.cty_of(fn.param_ty))
            self.bind(fn.param, fn.param_ty, x)
            return FunDef(name, ret, exn, (x,), self._tail(fn.body, exn, ret))
        params = tuple(self.var(f"{fn.param.name}{i}", self.cty_of(ft)) for i, ft in enumerate(flat))

        def body(r: Var) -> Term:
            self.bind(fn.param, fn.param_ty, r)
            return self._tail(fn.body, exn, ret)
        # The parameter record is rebuilt from the fields; shrinking removes it
        # when the body only selects from it.
        return FunDef(name, ret, exn, params, self.record(fn.param.name, list(params), flat, 0, body))

    def fix(self, lvs: tuple[L.LVar, ...], tys: tuple[L.ArrowTy, ...],
            fns: tuple[L.Fn, ...]) -> tuple[FunDef, ...]:
        """The functions of an LEXP `Fix`; their names are bound first (recursion)."""
        names = []
        for lv, ty in zip(lvs, tys):
            f = self.var(lv.name, self.cty_of(ty))
            self.bind(lv, ty, f)
            names.append(f)
        return tuple(self.fundef(f, fn) for f, fn in zip(names, fns))

    def call(self, e: L.App, h: CVar, k: CVar | None, kappa: Kappa | None) -> Term:
        """A call, returning to `k` (tail) or to a new continuation running `kappa`."""
        fty = self.type_of(e.fn)
        if not isinstance(fty, L.ArrowTy):
            raise AssertionError(f"calling a value of LTY {fty!r}")
        want = self.cty_of(fty)
        assert isinstance(want, FunT)
        flat = flat_params(fty.dom)

        def emit(f: Var, args: list[Var]) -> Term:
            def app(ret: CVar) -> Term:
                return CApp(f, ret, h, tuple(args))
            if k is not None:
                if compatible(k.params[0], want.result):
                    return app(k)
                r = self.var("r", want.result)
                k2 = self.supply.cont("k", (r.cty,))
                return LetCont(k2, (r,), self.throw_fit(k, r), app(k2))
            assert kappa is not None
            r = self.var("r", want.result)
            k2 = self.supply.cont("k", (r.cty,))
            return LetCont(k2, (r,), kappa(r), app(k2))

        def with_fn(f0: Var) -> Term:
            return self.fit(f0, want, lambda f: with_args(f))

        def with_args(f: Var) -> Term:
            params = list(want.params)
            if flat is not None and isinstance(e.arg, L.Record) and len(e.arg.fields) == len(flat):
                # A literal argument record is passed field by field, never built.
                return self.exps(e.arg.fields, h,
                                 lambda vs: self.fits(vs, params, lambda xs: emit(f, xs)))
            if flat is not None:
                dom = fty.dom

                def fields(r: Var) -> Term:
                    return self.each(range(len(flat)), lambda i, k: self.select(r, dom, i, k),
                                     lambda xs: self.fits(xs, params, lambda ys: emit(f, ys)))
                return self._exp(e.arg, h, fields)
            return self._exp(e.arg, h, lambda a: self.fits([a], params, lambda xs: emit(f, xs)))

        return self._exp(e.fn, h, with_fn)

    # -- switches -------------------------------------------------------------

    def switch(self, sw: L.Switch, h: CVar, k: CVar) -> Term:
        default = sw.default
        if sw.kind == "int":
            return self._exp(sw.scrut, h, lambda v: self.fit(v, INT_T, lambda i: CSwitch(
                i, tuple((key, self._tail(arm, h, k)) for key, arm in sw.cases),  # type: ignore[misc]
                None if default is None else self._tail(default, h, k))))
        if sw.kind == "string":
            return self._exp(sw.scrut, h, lambda s: self.string_chain(s, sw, 0, h, k))
        if sw.kind == "exn":
            def on_packet(p: Var) -> Term:
                ident = self.var("id", PTR_T)
                return CSelect(ident, 0, p, self.exn_chain(p, ident, sw, 0, h, k))
            return self._exp(sw.scrut, h, lambda v: self.fit(v, PTR_T, on_packet))
        if sw.kind == "datacon":
            return self._exp(sw.scrut, h, lambda v: self.datacon(v, sw, h, k))
        raise AssertionError(f"unknown switch kind {sw.kind}")

    def string_chain(self, s: Var, sw: L.Switch, i: int, h: CVar, k: CVar) -> Term:
        cases = sw.cases
        if i == len(cases) or (i == len(cases) - 1 and sw.default is None):
            # No default: the translation guarantees a match, the last case is it.
            last = sw.default if sw.default is not None else cases[i][1]
            return self._tail(last, h, k)
        key, arm = cases[i]
        assert isinstance(key, str)
        return self.const("s", StringConst(key), PTR_T, lambda c: self.prim(
            "eq", "string_eq", (s, c), INT_T, None, lambda b: CSwitch(
                b, ((1, self._tail(arm, h, k)),), self.string_chain(s, sw, i + 1, h, k))))

    def exn_chain(self, p: Var, ident: Var, sw: L.Switch, i: int, h: CVar, k: CVar) -> Term:
        if i == len(sw.cases):
            return Throw(h, (p,)) if sw.default is None else self._tail(sw.default, h, k)
        key, arm = sw.cases[i]
        assert isinstance(key, L.DataconInfo) and isinstance(key.rep, L.ExnCon)

        def test(other: Var) -> Term:
            return self.prim("eq", "ptr_eq", (ident, other), INT_T, None, lambda b: CSwitch(
                b, ((1, self._tail(arm, h, k)),), self.exn_chain(p, ident, sw, i + 1, h, k)))
        return self.exn_identity(key.rep, test)

    def exn_identity(self, rep: L.ExnCon, kappa: Kappa) -> Term:
        """The identity object of exception `rep` (a pointer), loaded along its path."""
        if rep.builtin is not None:
            return self.const("id", ExnConst(rep.builtin), PTR_T, kappa)
        assert rep.identity is not None
        v = self.vars[rep.identity.id]
        if not rep.path:
            return kappa(v)
        return self._identity_path(rep.path, v, self.ltys[rep.identity.id], 0, kappa)

    def _identity_path(self, path: tuple[int, ...], r: Var, t: L.Lty, i: int, kappa: Kappa) -> Term:
        """Follow `path[i:]` from the record `r` of LTY `t` (a method rather than
        a closure calling itself, which would be a reference cycle)."""
        if i == len(path):
            return self.fit(r, PTR_T, kappa)
        ft = _field_layout(t, path[i])[1]
        return self.select(r, t, path[i], lambda x: self._identity_path(path, x, ft, i + 1, kappa))

    def datacon(self, v: Var, sw: L.Switch, h: CVar, k: CVar) -> Term:
        consts: list[tuple[int, L.Lexp]] = []
        tagged: list[tuple[int, L.Lexp]] = []
        for key, arm in sw.cases:
            if isinstance(key, int):
                # A constant constructor given by its value.
                consts.append((key, arm))
                continue
            assert isinstance(key, L.DataconInfo)
            match key.rep:
                case L.Constant(_, tag):
                    consts.append((tag, arm))
                case L.Tagged(_, tag, _, _):
                    tagged.append((tag, arm))
                case _:
                    # Transparent / ref: the only constructor, always matches.
                    return self._tail(arm, h, k)
        default = sw.default

        def int_switch(dflt: Term | None) -> Term:
            return self.fit(v, INT_T, lambda i: CSwitch(
                i, tuple((t, self._tail(a, h, k)) for t, a in consts), dflt))

        def tag_switch(dflt: Term | None) -> Term:
            return self.fit(v, PTR_T, lambda p: self.prim("tag", "get_tag", (p,), INT_T, None,
                                                          lambda t: CSwitch(t, tuple(
                                                              (tg, self._tail(a, h, k))
                                                              for tg, a in tagged), dflt)))
        if default is None and not tagged:
            return int_switch(None)
        if default is None and not consts:
            return tag_switch(None)

        def split(dflt: Callable[[], Term | None]) -> Term:
            int_part = int_switch(dflt()) if consts else dflt()
            tag_part = tag_switch(dflt()) if tagged else dflt()
            assert int_part is not None and tag_part is not None
            return self.prim("isptr", "is_ptr", (v,), INT_T, None, lambda b: CSwitch(
                b, ((0, int_part), (1, tag_part)), None))
        if default is None:
            return split(lambda: None)
        # The default is reached from both halves: share it as a continuation.
        d = self.supply.cont("default", ())
        return LetCont(d, (), self._tail(default, h, k), split(lambda: Throw(d, ())))

    # -- expressions ------------------------------------------------------------

    def _exp(self, e: L.Lexp, h: CVar, kappa: Kappa) -> Term:
        match e:
            case L.Var(v):
                return kappa(self.vars[v.id])
            case L.Int(n):
                return self.const("i", IntConst(n), INT_T, kappa)
            case L.Real(x):
                return self.const("r", RealConst(x), REAL_T, kappa)
            case L.String(s):
                return self.const("s", StringConst(s), PTR_T, kappa)
            case L.PrimApp(name, args):
                p = prim_info(name)

                def fit_arg(arg: tuple[Var, str], k: Kappa) -> Term:
                    # A "ptr" argument accepts any word: only reals need boxing.
                    v, kind = arg
                    return self.word(v, k) if kind == "ptr" else self.fit(v, _prim_cty(kind), k)

                def apply(vs: list[Var]) -> Term:
                    return self.each(list(zip(vs, p.args)), fit_arg, lambda ws: self.prim(
                        name, name, tuple(ws), _prim_cty(p.result), h, kappa))
                return self.exps(args, h, apply)
            case L.Fn():
                f = self.var("fn", self.cty_of(self.type_of(e)))
                return CFix((self.fundef(f, e),), kappa(f))
            case L.App():
                return self.call(e, h, None, kappa)
            case L.Fix() | L.Let():
                return self.chain(e, h, lambda last: self._exp(last, h, kappa))
            case L.Switch(ty=ty):
                return self.join(ty, kappa, lambda j: self.switch(e, h, j))
            case L.Handle(body):
                return self.join(self.type_of(body), kappa, lambda j: self.handle(e, h, j))
            case L.Raise(x):
                return self._exp(x, h, lambda v: self.fit(v, PTR_T, lambda p: Throw(h, (p,))))
            case L.Con(con, arg):
                return self.con(con, arg, h, kappa)
            case L.Decon(con, x):
                return self._exp(x, h, lambda v: self.decon(con, v, kappa))
            case L.Record(fs):
                ltys = tuple(self.type_of(f) for f in fs)
                return self.exps(fs, h, lambda vs: self.record("rec", vs, ltys, 0, kappa))
            case L.SRecord(fs):
                # Never a flat REALS object: every field a word, reals boxed.
                return self.exps(fs, h, lambda vs: self.words(vs, lambda ws: self.record(
                    "str", ws, tuple(L.BOXED for _ in ws), 0, kappa)))
            case L.Select(i, r):
                t = self.type_of(r)
                return self._exp(r, h, lambda v: self.select(v, t, i, kappa))
            case L.Wrap(_, x):
                return self._exp(x, h, lambda v: self.wrap(v, kappa))
            case L.Unwrap(ty, x):
                return self._exp(x, h, lambda v: self.unwrap(v, ty, kappa))
        raise AssertionError(f"not an LEXP expression: {e!r}")

    def _tail(self, e: L.Lexp, h: CVar, k: CVar) -> Term:
        match e:
            case L.App():
                return self.call(e, h, k, None)
            case L.Fix() | L.Let():
                return self.chain(e, h, lambda last: self._tail(last, h, k))
            case L.Switch():
                return self.switch(e, h, k)
            case L.Handle():
                return self.handle(e, h, k)
        return self._exp(e, h, lambda v: self.throw_fit(k, v))

    def chain(self, e: L.Lexp, h: CVar, last: Callable[[L.Lexp], Term]) -> Term:
        """A chain of `Let`s and `Fix`es (a unit's or a structure's
        declarations), then `last` of the expression ending it, converted in
        loops rather than by recursion through each link's continuation (the
        Python stack would grow with the number of declarations). Each `Let`
        variable gets its CPS variable first, as the parameter of a
        continuation `k` (`letcont k(x) = <rest> in <rhs, tail to k>`, which
        shrinking β-reduces: `k` is named once); so the rest of the chain is
        converted before the right sides, and the term is built from the end."""
        links: list[tuple[L.Lexp, CVar | tuple[FunDef, ...]]] = []
        while True:
            match e:
                case L.Let(lv, ty, L.Fn() as fn, body) if lv.id in self.functors:
                    # A functor is a function named by its own variable, so
                    # that `Program.functors` can name it.
                    x = self.var(lv.name, self.cty_of(ty))
                    self.bind(lv, ty, x)
                    self.functor_ids.add(x.id)
                    links.append((e, (self.fundef(x, fn),)))
                    e = body
                case L.Let(lv, ty, _, body):
                    x = self.var(lv.name, self.cty_of(ty))
                    self.bind(lv, ty, x)
                    links.append((e, self.supply.cont("k", (x.cty,))))
                    e = body
                case L.Fix(lvs, tys, fns, body):
                    links.append((e, self.fix(lvs, tys, fns)))
                    e = body
                case _:
                    break
        term = last(e)
        for link, made in reversed(links):
            if isinstance(made, CVar):
                assert isinstance(link, L.Let)
                term = LetCont(made, (self.vars[link.var.id],), term, self._tail(link.rhs, h, made))
            else:
                assert isinstance(made, tuple)
                term = CFix(made, term)
        return term

    def handle(self, e: L.Handle, h: CVar, k: CVar) -> Term:
        p = self.var(e.var.name, PTR_T)
        self.bind(e.var, L.BOXED, p)
        h2 = self.supply.cont("handler", (PTR_T,))
        return LetCont(h2, (p,), self._tail(e.handler, h, k), self._tail(e.body, h2, k))

    # -- constructors -------------------------------------------------------------

    def con(self, con: L.DataconInfo, arg: L.Lexp | None, h: CVar, kappa: Kappa) -> Term:
        rep = con.rep
        match rep:
            case L.Constant(_, tag):
                return self.const("c", IntConst(tag), INT_T, kappa)
            case L.ExnCon(name, _, _, has_arg):
                def packet(ident: Var) -> Term:
                    if not has_arg or arg is None:
                        return self.record(name, [ident], (L.BOXED,), 0, kappa)
                    return self._exp(arg, h, lambda a: self.word(a, lambda w: self.record(
                        name, [ident, w], (L.BOXED, L.BOXED), 0, kappa)))
                return self.exn_identity(rep, packet)
        assert arg is not None, f"constructor {rep} applied to nothing"
        match rep:
            case L.Tagged(name, tag, True, _):
                aty = con.arg_ty
                assert isinstance(aty, L.RecordTy)
                if isinstance(arg, L.Record) and len(arg.fields) == len(aty.fields):
                    return self.exps(arg.fields, h, lambda vs: self.record(
                        name, vs, aty.fields, tag, kappa))
                flat = _is_flat_reals(aty.fields)
                stored = aty.fields if flat else tuple(L.BOXED for _ in aty.fields)
                return self._exp(arg, h, lambda r: self.raw_fields(r, aty, lambda fs: self.record(
                    name, fs, stored, tag, kappa)))
            case L.Tagged(name, tag, False, _):
                return self._exp(arg, h, lambda a: self.word(a, lambda w: self.record(
                    name, [w], (L.BOXED,), tag, kappa)))
            case L.Transparent():
                return self._exp(arg, h, lambda a: self.wrap(a, kappa))
            case L.RefCon():
                return self._exp(arg, h, lambda a: self.word(a, lambda w: self.prim(
                    "ref", "ref_new", (w,), PTR_T, h, kappa)))
        raise AssertionError(f"unknown constructor representation {rep!r}")

    def decon(self, con: L.DataconInfo, v: Var, kappa: Kappa) -> Term:
        rep = con.rep
        aty = con.arg_ty if con.arg_ty is not None else L.BOXED
        match rep:
            case L.Tagged(_, tag, True, _):
                # The cell is the argument record (its fields are stored inline),
                # and the match that chose `con` knows its tag.
                return self.const("tag", IntConst(tag), INT_T, lambda t: self.prim(
                    v.hint, "tagged", (v, t), self.cty_of(aty), None, kappa))
            case L.Tagged() | L.ExnCon():
                index = 1 if isinstance(rep, L.ExnCon) else 0
                return self.fit(v, PTR_T, lambda p: self._select(p, False, aty, index, kappa))
            case L.Transparent():
                return self.unwrap(v, aty, kappa)
            case L.RefCon():
                return self.fit(v, PTR_T, lambda p: self.prim(
                    "get", "ref_get", (p,), PTR_T, None, lambda w: self.unwrap(w, aty, kappa)))
        raise AssertionError(f"deconstructing with {rep!r}")


def convert(unit: L.Unit) -> Program:
    """The CPS program of `unit`: `main(ret, exn, imports…)` takes the exports
    records of the units `unit.imports` names (in that order), evaluates the
    unit's body and returns its exports to `ret`; an escaping exception is
    thrown to `exn`."""
    allow_deep_recursion()
    c = _Converter(unit.functors)
    params = []
    for imp in unit.imports:
        v = c.var("import", c.cty_of(imp.ty))
        c.bind(imp.var, imp.ty, v)
        params.append(v)
    t = c.type_of(unit.body)
    main = c.var("main", FunT(tuple(p.cty for p in params), c.cty_of(t)))
    ret = c.supply.cont("ret", (c.cty_of(t),))
    exn = c.supply.cont("exn", (PTR_T,))
    body = c._tail(unit.body, exn, ret)
    return Program(FunDef(main, ret, exn, tuple(params), body), c.supply.next_id + 1,
                   frozenset(c.functor_ids))
