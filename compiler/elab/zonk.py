"""Zonking: rebuild the Absyn of one top-level declaration with final types.

Owns `Zonker.decs(decs)`. Postcondition (the Absyn invariant): no `TVar` bound
by unification remains in any type or scheme; unbound variables that are not
generalized (no constraint ever reached them, e.g. the element type of `[]` in
`length []`) are bound to `unit`, as MLton does — nothing observable depends
on them. Generalized variables stay, and so do open weak variables (see
`compiler.elab.core`), until the end of the unit.

Runs once per top-level declaration, after overloading defaults, flexible
record checks and value-restriction dummies. Types and schemes are memoized by
identity within a pass (types are shared heavily between nodes), and unchanged
subtrees are shared, not copied.
"""
from __future__ import annotations

from typing import Callable

from compiler.elab import absyn as A
from compiler.elab.types import GENERIC, UNIT, Scheme, TArrow, TCon, TRecord, TVar, Type


class Zonker:
    """One zonking pass (the type memo lives as long as the pass). `final` maps
    ids of schemes known to be zonked already (the top-level environment's) to
    themselves; the caller keeps it across passes (holding the schemes alive,
    so their ids stay valid). `weak` variables (top-level ones the value
    restriction did not generalize, still open) are left unbound."""

    def __init__(self, final: dict[int, Scheme], weak: dict[TVar, object]) -> None:
        self.types: dict[int, Type] = {}
        self.schemes = final
        self.local: dict[int, Scheme] = {}
        self.weak = weak

    # Types ----------------------------------------------------------------

    def ty(self, t: Type) -> Type:
        tt = type(t)
        if tt is TVar:
            v: TVar = t  # type: ignore[assignment]
            while v.ref is not None:
                r = v.ref
                tr = type(r)
                if tr is not TVar:
                    return r if tr is TCon and not r.args else self.ty(r)  # type: ignore[attr-defined]
                v = r  # type: ignore[assignment]
            if v.level != GENERIC:
                if v in self.weak:
                    return v
                v.ref = UNIT
                return UNIT
            return v
        if tt is TCon and not t.args:  # type: ignore[attr-defined]
            return t
        key = id(t)
        got = self.types.get(key)
        if got is None:
            got = self._compound(t)
            self.types[key] = got
        return got

    def _compound(self, t: Type) -> Type:
        tt = type(t)
        if tt is TArrow:
            d = self.ty(t.dom)  # type: ignore[attr-defined]
            c = self.ty(t.cod)  # type: ignore[attr-defined]
            return t if d is t.dom and c is t.cod else TArrow(d, c)  # type: ignore[attr-defined]
        if tt is TCon:
            args = t.args  # type: ignore[attr-defined]
            new = tuple([self.ty(a) for a in args])
            for a, b in zip(new, args):
                if a is not b:
                    return TCon(t.tycon, new)  # type: ignore[attr-defined]
            return t
        fields = t.fields  # type: ignore[attr-defined]
        newf = tuple([(l, self.ty(f)) for l, f in fields])
        for a, b in zip(newf, fields):
            if a[1] is not b[1]:
                return TRecord(newf)
        return t

    def scheme(self, s: Scheme) -> Scheme:
        key = id(s)
        if key in self.schemes:
            return s
        got = self.local.get(key)
        if got is None:
            body = self.ty(s.body)
            got = s if body is s.body else Scheme(s.vars, body)
            self.local[key] = got
        return got

    # Declarations -----------------------------------------------------------

    def decs(self, decs: tuple[A.Dec, ...] | list[A.Dec]) -> tuple[A.Dec, ...]:
        return tuple([self.dec(d) for d in decs])

    def dec(self, d: A.Dec) -> A.Dec:
        t = type(d)
        if t is A.ValDec:
            return A.ValDec(tuple([A.ValBind(self.pat(b.pat), self.exp(b.exp), b.tyvars, b.span)
                                   for b in d.binds]), d.span)  # type: ignore[union-attr]
        if t is A.RecValDec:
            return A.RecValDec(tuple([A.RecBind(b.var, self.scheme(b.scheme), self.exp(b.exp), b.span)
                                      for b in d.binds]), d.span)  # type: ignore[union-attr]
        if t is A.LocalDec:
            return A.LocalDec(self.decs(d.locals), self.decs(d.body), d.span)  # type: ignore[union-attr]
        # Datatype and exception declarations hold types elaborated from type
        # expressions, which never contain unification variables.
        return d

    # Expressions -------------------------------------------------------------

    def exp(self, e: A.Exp) -> A.Exp:
        return _EXP[type(e)](self, e)

    def _rules(self, rules: tuple[A.Rule, ...]) -> tuple[A.Rule, ...]:
        return tuple([A.Rule(self.pat(r.pat), self.exp(r.exp), r.span) for r in rules])

    def _same(self, e: A.ConstExp) -> A.ConstExp:
        return e

    def _var(self, e: A.VarExp) -> A.Exp:
        return A.VarExp(e.var, self.scheme(e.scheme), self.ty(e.ty), e.span)

    def _con(self, e: A.ConExp) -> A.Exp:
        return A.ConExp(e.con, self.scheme(e.scheme), self.ty(e.ty), e.span)

    def _record(self, e: A.RecordExp) -> A.Exp:
        return A.RecordExp(tuple([(l, self.exp(x)) for l, x in e.fields]), self.ty(e.ty), e.span)

    def _select(self, e: A.SelectExp) -> A.Exp:
        return A.SelectExp(e.label, self.ty(e.ty), e.span)

    def _app(self, e: A.AppExp) -> A.Exp:
        return A.AppExp(self.exp(e.fn), self.exp(e.arg), self.ty(e.ty), e.span)

    def _fn(self, e: A.FnExp) -> A.Exp:
        return A.FnExp(self._rules(e.rules), self.ty(e.ty), e.span)

    def _case(self, e: A.CaseExp) -> A.Exp:
        return A.CaseExp(self.exp(e.exp), self._rules(e.rules), self.ty(e.ty), e.span)

    def _handle(self, e: A.HandleExp) -> A.Exp:
        return A.HandleExp(self.exp(e.exp), self._rules(e.rules), self.ty(e.ty), e.span)

    def _raise(self, e: A.RaiseExp) -> A.Exp:
        return A.RaiseExp(self.exp(e.exp), self.ty(e.ty), e.span)

    def _if(self, e: A.IfExp) -> A.Exp:
        return A.IfExp(self.exp(e.cond), self.exp(e.then), self.exp(e.else_), self.ty(e.ty), e.span)

    def _while(self, e: A.WhileExp) -> A.Exp:
        return A.WhileExp(self.exp(e.cond), self.exp(e.body), e.ty, e.span)

    def _andalso(self, e: A.AndalsoExp) -> A.Exp:
        return A.AndalsoExp(self.exp(e.left), self.exp(e.right), e.ty, e.span)

    def _orelse(self, e: A.OrelseExp) -> A.Exp:
        return A.OrelseExp(self.exp(e.left), self.exp(e.right), e.ty, e.span)

    def _seq(self, e: A.SeqExp) -> A.Exp:
        return A.SeqExp(tuple([self.exp(x) for x in e.items]), self.ty(e.ty), e.span)

    def _let(self, e: A.LetExp) -> A.Exp:
        return A.LetExp(self.decs(e.decs), self.exp(e.body), self.ty(e.ty), e.span)

    def _list(self, e: A.ListExp) -> A.Exp:
        return A.ListExp(tuple([self.exp(x) for x in e.items]), self.ty(e.ty), e.span)

    # Patterns ----------------------------------------------------------------

    def pat(self, p: A.Pat) -> A.Pat:
        return _PAT[type(p)](self, p)

    def _wild_pat(self, p: A.WildPat) -> A.Pat:
        return A.WildPat(self.ty(p.ty), p.span)

    def _var_pat(self, p: A.VarPat) -> A.Pat:
        return A.VarPat(p.var, self.ty(p.ty), p.span)

    def _con_pat(self, p: A.ConPat) -> A.Pat:
        arg = None if p.arg is None else self.pat(p.arg)
        return A.ConPat(p.con, self.scheme(p.scheme), self.ty(p.inst), arg, self.ty(p.ty), p.span)

    def _record_pat(self, p: A.RecordPat) -> A.Pat:
        return A.RecordPat(tuple([(l, self.pat(x)) for l, x in p.fields]), p.flexible, self.ty(p.ty), p.span)

    def _list_pat(self, p: A.ListPat) -> A.Pat:
        return A.ListPat(tuple([self.pat(x) for x in p.items]), self.ty(p.ty), p.span)

    def _layered_pat(self, p: A.LayeredPat) -> A.Pat:
        return A.LayeredPat(p.var, self.pat(p.pat), self.ty(p.ty), p.span)


_EXP: dict[type, Callable] = {
    A.ConstExp: Zonker._same, A.VarExp: Zonker._var, A.ConExp: Zonker._con, A.RecordExp: Zonker._record,
    A.SelectExp: Zonker._select, A.AppExp: Zonker._app, A.FnExp: Zonker._fn, A.CaseExp: Zonker._case,
    A.HandleExp: Zonker._handle, A.RaiseExp: Zonker._raise, A.IfExp: Zonker._if, A.WhileExp: Zonker._while,
    A.AndalsoExp: Zonker._andalso, A.OrelseExp: Zonker._orelse, A.SeqExp: Zonker._seq, A.LetExp: Zonker._let,
    A.ListExp: Zonker._list,
}
_PAT: dict[type, Callable] = {
    A.WildPat: Zonker._wild_pat, A.VarPat: Zonker._var_pat, A.ConstPat: Zonker._same,
    A.ConPat: Zonker._con_pat, A.RecordPat: Zonker._record_pat, A.ListPat: Zonker._list_pat,
    A.LayeredPat: Zonker._layered_pat,
}
