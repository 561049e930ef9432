"""Unification of semantic types (Robinson unification on union-find variables).

Owns `unify(a, b)`, `make_equality(t)` and `admits_equality(t)`; raises
`UnifyError` (an internal signal, turned into a located user diagnostic by the
elaborator, which knows the construct being checked).

Besides plain structure, unification maintains the side conditions that the
Definition puts on type variables:
- levels (generalization): binding a variable lowers the levels of the
  variables in the type it is bound to, so that they are not generalized at a
  deeper `let` (Remy's level-based generalization);
- equality (Definition 4.4, "admits equality"): an equality variable can only
  be bound to a type admitting equality, whose variables become equality ones;
- overloading (Definition appendix E): an overloaded variable can only become
  one of the type names of its class;
- flexible records (Definition 4.11 restriction on `...`): a flex variable has
  known fields and can become any record type having at least those fields;
- rigid (explicit) type variables only unify with themselves;
- scopes (Definition rules 4 and 17): a variable is only bound to types whose
  type names existed where the variable was introduced (`TVar.scope`), so a
  datatype, a functor's parameter type or an opaque type cannot flow into a
  variable of an enclosing context ("would escape its scope").
"""
from __future__ import annotations

from typing import Literal

from compiler.elab.types import GENERIC, TArrow, TCon, TRecord, TVar, Type, prune

UnifyKind = Literal["mismatch", "occurs", "equality", "overload", "rigid", "escape"]


class UnifyError(Exception):
    """Why two types do not unify: `kind`, and for `occurs` the variable and the
    type it would have to contain, for `equality` the offending type, for
    `overload` the offending type and the variable's allowed class, for `escape`
    the type constructor that would leave its scope."""

    def __init__(self, kind: UnifyKind, ty: Type | None = None, var: TVar | None = None) -> None:
        super().__init__(kind)
        self.kind = kind
        self.ty = ty
        self.var = var


def unify(a: Type, b: Type) -> None:
    """Make `a` and `b` equal by binding variables, or raise `UnifyError`."""
    # `unify` is the hottest function of elaboration: `prune` is inlined for the
    # common unlinked case, and the cases are dispatched on the type of `a` first,
    # most frequent first (type constructors, records, variables, arrows). Per
    # pair of kinds the outcome is that of the rule order "bind a flexible `a`,
    # bind a flexible `b`, decompose equal kinds, else rigid/mismatch".
    ta = type(a)
    if ta is TVar:
        r = a.ref  # type: ignore[attr-defined]
        if r is not None:
            # One link to a non-variable or an unbound variable: `prune`'s answer.
            a = r if type(r) is not TVar or r.ref is None else prune(a)  # type: ignore[attr-defined]
            ta = type(a)
    tb = type(b)
    if tb is TVar:
        r = b.ref  # type: ignore[attr-defined]
        if r is not None:
            b = r if type(r) is not TVar or r.ref is None else prune(b)  # type: ignore[attr-defined]
            tb = type(b)
    if a is b:
        return
    if ta is TCon:
        if tb is TCon:
            ca = a.tycon  # type: ignore[attr-defined]
            cb = b.tycon  # type: ignore[attr-defined]
            if ca is not cb and ca.stamp != cb.stamp:
                raise UnifyError("mismatch")
            args = a.args  # type: ignore[attr-defined]
            if args:
                # Identical components (shared subterms, common after instantiation)
                # are skipped without a call.
                if len(args) == 1:  # `'a list`, `'a ref`: no zip
                    bargs = b.args  # type: ignore[attr-defined]
                    if bargs and args[0] is not bargs[0]:
                        unify(args[0], bargs[0])
                else:
                    for x, y in zip(args, b.args):  # type: ignore[attr-defined]
                        if x is not y:
                            unify(x, y)
            return
    elif ta is TVar:
        if not a.rigid:  # type: ignore[attr-defined]
            if a.overload is None and a.flex is None and not a.eq:  # type: ignore[attr-defined]
                # A plain variable: `_bind_var`'s steps for the two most frequent
                # partners, a nullary type constructor and a flexible variable.
                if tb is TCon:
                    if not b.args and b.tycon.stamp < a.scope:  # type: ignore[attr-defined]
                        a.ref = b  # type: ignore[attr-defined]
                        return
                elif tb is TVar and not b.rigid and (b.overload is None or b.flex is None):  # type: ignore[attr-defined]
                    if b.level > a.level:  # type: ignore[attr-defined]
                        b.level = a.level  # type: ignore[attr-defined]
                    if b.scope > a.scope:  # type: ignore[attr-defined]
                        b.scope = a.scope  # type: ignore[attr-defined]
                    a.ref = b  # type: ignore[attr-defined]
                    return
            _bind_var(a, b)  # type: ignore[arg-type]
            return
        if tb is TVar and not b.rigid:  # type: ignore[attr-defined]
            _bind_var(b, a)  # type: ignore[arg-type]
            return
        raise UnifyError("rigid")
    elif ta is TRecord:
        if tb is TRecord:
            fa = a.fields  # type: ignore[attr-defined]
            fb = b.fields  # type: ignore[attr-defined]
            if len(fa) != len(fb):
                raise UnifyError("mismatch")
            for (la, xa), (lb, xb) in zip(fa, fb):
                if la != lb:
                    raise UnifyError("mismatch")
                if xa is not xb:
                    unify(xa, xb)
            return
    elif ta is TArrow and tb is TArrow:
        x = a.dom  # type: ignore[attr-defined]
        y = b.dom  # type: ignore[attr-defined]
        if x is not y:
            unify(x, y)
        x = a.cod  # type: ignore[attr-defined]
        y = b.cod  # type: ignore[attr-defined]
        if x is not y:
            unify(x, y)
        return
    # `a` is a type constructor, record or arrow and `b` of another kind.
    if tb is TVar:
        if not b.rigid:  # type: ignore[attr-defined]
            if (ta is TCon and not a.args and b.overload is None and b.flex is None and not b.eq  # type: ignore[attr-defined]
                    and a.tycon.stamp < b.scope):  # type: ignore[attr-defined]
                b.ref = a  # type: ignore[attr-defined]  # `_bind_var`'s first case for a plain variable
                return
            _bind_var(b, a)  # type: ignore[arg-type]
            return
        raise UnifyError("rigid")
    raise UnifyError("mismatch")


def _bind_var(v: TVar, t: Type) -> None:
    """Bind the unification variable `v` to `t` (t pruned, t is not v)."""
    tt = type(t)
    if tt is TCon and not t.args:  # type: ignore[attr-defined]
        # The most frequent case (`int`), with the steps of the general case below
        # that can apply to a nullary type constructor: no occurs check or levels.
        if v.overload is not None and t.tycon not in v.overload:  # type: ignore[attr-defined]
            raise UnifyError("overload", t, v)
        if v.flex is not None:
            raise UnifyError("mismatch")
        if t.tycon.stamp >= v.scope:  # type: ignore[attr-defined]
            raise UnifyError("escape", t, v)
        if v.eq:
            make_equality(t)
        v.ref = t
        return
    if tt is TVar:
        w: TVar = t  # type: ignore[assignment]
        if not w.rigid:
            _merge_vars(v, w)
            return
        # A rigid variable stands for an unknown type: it satisfies no overloading
        # class, no flex record, and equality only if declared `''a`.
        if v.overload is not None:
            raise UnifyError("overload", w, v)
        if v.flex is not None:
            raise UnifyError("mismatch")
        if v.eq and not w.eq:
            raise UnifyError("equality", w)
        if w.level > v.level:
            w.level = v.level
        v.ref = w
        return
    try:
        _adjust(t, v, v.level, v.scope)
    except UnifyError as exc:
        if exc.kind == "occurs":
            exc.ty = t
        raise
    if v.overload is not None:
        if tt is not TCon or t.tycon not in v.overload:  # type: ignore[attr-defined]
            raise UnifyError("overload", t, v)
    if v.flex is not None:
        if tt is not TRecord:
            raise UnifyError("mismatch")
        have = dict(t.fields)  # type: ignore[attr-defined]
        for label, ft in v.flex.items():
            if label not in have:
                raise UnifyError("mismatch")
    if v.eq:
        make_equality(t)
    v.ref = t
    if v.flex is not None:
        for label, ft in v.flex.items():
            unify(ft, have[label])


def _merge_vars(v: TVar, w: TVar) -> None:
    """Unify two unification variables: `v` points to `w`, which takes the
    conjunction of both constraints."""
    if v.overload is not None:
        if w.overload is None:
            w.overload = v.overload
        else:
            both = v.overload & w.overload
            if not both:
                raise UnifyError("overload", w, v)
            w.overload = both
    if w.overload is not None and (v.flex is not None or w.flex is not None):
        raise UnifyError("mismatch")
    if v.eq and not w.eq:
        _make_var_eq(w)
    if w.level > v.level:
        w.level = v.level
    if w.scope > v.scope:
        w.scope = v.scope
    flex_v = v.flex
    v.ref = w
    if flex_v is not None:
        if w.flex is None:
            w.flex = {}
        for label, ft in flex_v.items():
            other = w.flex.get(label)
            if other is None:
                _adjust(ft, w, w.level, w.scope)
                if w.eq:
                    make_equality(ft)
                w.flex[label] = ft
            else:
                unify(ft, other)


def _adjust(t: Type, v: TVar, level: int, scope: int) -> None:
    """Occurs check of `v` in `t` and scope check of `t`'s type names against
    `scope`, lowering the levels and scopes of `t`'s variables to `level` and `scope`."""
    tt = type(t)
    if tt is TVar and t.ref is not None:  # type: ignore[attr-defined]
        t = prune(t)
        tt = type(t)
    if tt is TVar:
        if t is v:
            raise UnifyError("occurs", None, v)
        if t.level > level:  # type: ignore[attr-defined]
            t.level = level  # type: ignore[attr-defined]
        if t.scope > scope:  # type: ignore[attr-defined]
            t.scope = scope  # type: ignore[attr-defined]
        if t.flex:  # type: ignore[attr-defined]
            for f in t.flex.values():  # type: ignore[attr-defined]
                _adjust(f, v, level, scope)
    # For the components, the two most frequent leaves are handled without a
    # call: nullary type constructors (scope check only) and unbound variables
    # without flexible fields (occurs check, level and scope only).
    else:
        if tt is TArrow:
            parts: tuple[Type, ...] | list[Type] = (t.dom, t.cod)  # type: ignore[attr-defined]
        elif tt is TCon:
            if t.tycon.stamp >= scope:  # type: ignore[attr-defined]
                raise UnifyError("escape", t, v)
            parts = t.args  # type: ignore[attr-defined]
        else:
            parts = [f for _, f in t.fields]  # type: ignore[attr-defined]
        for a in parts:
            ta = type(a)
            if ta is TCon:
                if not a.args:  # type: ignore[attr-defined]
                    if a.tycon.stamp >= scope:  # type: ignore[attr-defined]
                        raise UnifyError("escape", a, v)
                    continue
            elif ta is TVar and a.ref is None and not a.flex and a is not v:  # type: ignore[attr-defined]
                if a.level > level:  # type: ignore[attr-defined]
                    a.level = level  # type: ignore[attr-defined]
                if a.scope > scope:  # type: ignore[attr-defined]
                    a.scope = scope  # type: ignore[attr-defined]
                continue
            _adjust(a, v, level, scope)


_NO_VAR = TVar(GENERIC)
"""A variable that occurs in no type: `_adjust`'s `v` when only scopes are checked."""


def check_scope(t: Type, scope: int) -> None:
    """Require `t` to mention only type names older than `scope` (a stamp), as the
    type of a `let` expression must (Definition rule 4); `t`'s variables can then
    only become such names. Raise `UnifyError("escape", offending_type)` otherwise."""
    _adjust(t, _NO_VAR, GENERIC, scope)


def _make_var_eq(w: TVar) -> None:
    if w.rigid:
        raise UnifyError("equality", w)
    if w.overload is not None:
        # Of the overloading classes' types only `real` fails to admit equality.
        allowed = frozenset(tc for tc in w.overload if tc.eq != "never")
        if not allowed:
            raise UnifyError("equality", w)
        w.overload = allowed
    w.eq = True
    if w.flex:
        for f in w.flex.values():
            make_equality(f)


def make_equality(t: Type) -> None:
    """Require `t` to admit equality (Definition 4.4): its variables become equality
    variables; raise `UnifyError("equality", offending_type)` if it cannot."""
    t = prune(t)
    tt = type(t)
    if tt is TVar:
        if not t.eq:  # type: ignore[attr-defined]
            _make_var_eq(t)  # type: ignore[arg-type]
    elif tt is TCon:
        eq = t.tycon.eq  # type: ignore[attr-defined]
        if eq == "always":
            return
        if eq == "never":
            raise UnifyError("equality", t)
        for a in t.args:  # type: ignore[attr-defined]
            make_equality(a)
    elif tt is TRecord:
        for _, f in t.fields:  # type: ignore[attr-defined]
            make_equality(f)
    else:
        raise UnifyError("equality", t)


def admits_equality(t: Type) -> bool:
    """Whether `t` admits equality as it stands, treating every type variable as an
    equality variable (used for the datatype equality fixpoint, where the variables
    are the datatype's parameters)."""
    t = prune(t)
    tt = type(t)
    if tt is TVar:
        return not t.rigid or t.eq  # type: ignore[attr-defined]
    if tt is TCon:
        eq = t.tycon.eq  # type: ignore[attr-defined]
        if eq == "always":
            return True
        if eq == "never":
            return False
        return all(admits_equality(a) for a in t.args)  # type: ignore[attr-defined]
    if tt is TRecord:
        return all(admits_equality(f) for _, f in t.fields)  # type: ignore[attr-defined]
    return False
