"""Invariant checker for the typed Absyn (style habit 6; run in tests, `--check-ir`).

Owns `check_absyn(program) -> list[str]`: internal errors, empty when the
program satisfies the invariants stated in `compiler.elab.absyn`:
- scope: every variable use is bound by an enclosing binder, an earlier
  declaration or the initial basis; every variable is bound exactly once;
- finalized types: read through `prune`, every unbound `TVar` is generalized;
- typing: applications, matches, conditionals, records, bindings and selectors
  have consistent types; every variable/constructor use's instance type is an
  instance of its scheme.
These are compiler bugs, never user errors.
"""
from __future__ import annotations

from compiler.elab import absyn as A
from compiler.elab.env import VarEntry
from compiler.elab.initial import BOOL, EXN, INITIAL_ENV
from compiler.elab.types import (
    GENERIC, UNIT, Scheme, TArrow, TCon, TRecord, TVar, Type, Var, label_key, prune, type_to_string,
)

_PERVASIVE = frozenset(e.var.stamp for e in INITIAL_ENV.values.values() if type(e) is VarEntry)


def check_absyn(program: A.Program) -> list[str]:
    """All invariant violations found in `program` (see module docstring)."""
    c = _Checker()
    scope: set[int] = set(_PERVASIVE) | {v.stamp for v in program.imports}
    for d in program.decs:
        c.dec(d, scope)
    return c.errors


def _same(a: Type, b: Type) -> bool:
    a, b = prune(a), prune(b)
    if a is b:
        return True
    ta, tb = type(a), type(b)
    if ta is not tb:
        return False
    if ta is TArrow:
        return _same(a.dom, b.dom) and _same(a.cod, b.cod)  # type: ignore[attr-defined]
    if ta is TCon:
        return a.tycon == b.tycon and len(a.args) == len(b.args) and all(  # type: ignore[attr-defined]
            _same(x, y) for x, y in zip(a.args, b.args))  # type: ignore[attr-defined]
    if ta is TRecord:
        return len(a.fields) == len(b.fields) and all(  # type: ignore[attr-defined]
            la == lb and _same(x, y) for (la, x), (lb, y) in zip(a.fields, b.fields))  # type: ignore[attr-defined]
    return False


def _instance(body: Type, inst: Type, vars: frozenset[TVar], subst: dict[TVar, Type]) -> bool:
    """Whether `inst` is `body` with `vars` substituted consistently."""
    body, inst = prune(body), prune(inst)
    tb = type(body)
    if tb is TVar and body in vars:
        prev = subst.get(body)  # type: ignore[arg-type]
        if prev is None:
            subst[body] = inst  # type: ignore[index]
            return True
        return _same(prev, inst)
    if tb is not type(inst):
        return False
    if tb is TArrow:
        return _instance(body.dom, inst.dom, vars, subst) and _instance(body.cod, inst.cod, vars, subst)  # type: ignore[attr-defined]
    if tb is TCon:
        return body.tycon == inst.tycon and all(  # type: ignore[attr-defined]
            _instance(x, y, vars, subst) for x, y in zip(body.args, inst.args))  # type: ignore[attr-defined]
    if tb is TRecord:
        return len(body.fields) == len(inst.fields) and all(  # type: ignore[attr-defined]
            la == lb and _instance(x, y, vars, subst)
            for (la, x), (lb, y) in zip(body.fields, inst.fields))  # type: ignore[attr-defined]
    return body is inst


class _Checker:
    def __init__(self) -> None:
        self.errors: list[str] = []
        self.bound: set[int] = set()
        # Types already found zonked, by identity: types are DAGs (an
        # application of `f` to itself n times has a type of 2^n tree nodes).
        self.clean: set[int] = set()

    def fail(self, node: object, what: str) -> None:
        span = getattr(node, "span", None)
        self.errors.append(f"{span}: {type(node).__name__}: {what}")

    def zonked(self, node: object, t: Type) -> None:
        t = prune(t)
        if id(t) in self.clean:
            return
        before = len(self.errors)
        self._zonked(node, t)
        if len(self.errors) == before:
            self.clean.add(id(t))

    def _zonked(self, node: object, t: Type) -> None:
        tt = type(t)
        if tt is TVar:
            if t.level != GENERIC:  # type: ignore[attr-defined]
                self.fail(node, f"type contains an ungeneralized type variable {type_to_string(t)}")
        elif tt is TArrow:
            self.zonked(node, t.dom)  # type: ignore[attr-defined]
            self.zonked(node, t.cod)  # type: ignore[attr-defined]
        elif tt is TCon:
            for a in t.args:  # type: ignore[attr-defined]
                self.zonked(node, a)
        else:
            for _, f in t.fields:  # type: ignore[attr-defined]
                self.zonked(node, f)

    def expect(self, node: object, want: Type, got: Type, what: str) -> None:
        if not _same(want, got):
            self.fail(node, f"{what}: {type_to_string(want)} vs {type_to_string(got)}")

    def bind(self, node: object, var: Var, scope: set[int]) -> None:
        if var.stamp in self.bound:
            self.fail(node, f"variable {var.name}#{var.stamp} bound twice")
        self.bound.add(var.stamp)
        scope.add(var.stamp)

    def use(self, node: object, scheme: Scheme, inst: Type) -> None:
        self.zonked(node, inst)
        if not _instance(scheme.body, inst, frozenset(scheme.vars), {}):
            self.fail(node, f"instance {type_to_string(inst)} is not an instance of its scheme "
                            f"{type_to_string(scheme.body)}")

    # Declarations -------------------------------------------------------

    def dec(self, d: A.Dec, scope: set[int]) -> None:
        t = type(d)
        if t is A.ValDec:
            new: set[int] = set()
            for b in d.binds:  # type: ignore[union-attr]
                self.exp(b.exp, scope)
                self.pat(b.pat, new)
                self.expect(b, b.pat.ty, b.exp.ty, "pattern and expression types differ")
            scope |= new
        elif t is A.RecValDec:
            for rb in d.binds:  # type: ignore[union-attr]
                self.bind(rb, rb.var, scope)
            for rb in d.binds:  # type: ignore[union-attr]
                self.zonked(rb, rb.scheme.body)
                self.expect(rb, rb.scheme.body, rb.exp.ty, "scheme and function types differ")
                self.exp(rb.exp, scope)
        elif t is A.LocalDec:
            inner = set(scope)
            for x in d.locals:  # type: ignore[union-attr]
                self.dec(x, inner)
            before = set(inner)
            for x in d.body:  # type: ignore[union-attr]
                self.dec(x, inner)
            scope |= inner - before
        elif t is A.StructureDec:
            for sb in d.binds:  # type: ignore[union-attr]
                self.strexp(sb.exp, scope)
            for sb in d.binds:  # type: ignore[union-attr]
                self.bind(sb, sb.var, scope)
        elif t is A.FunctorDec:
            for fb in d.binds:  # type: ignore[union-attr]
                inner = set(scope)
                self.bind(fb, fb.param_var, inner)
                self.strexp(fb.body, inner)
            for fb in d.binds:  # type: ignore[union-attr]
                self.bind(fb, fb.var, scope)

    def in_scope(self, node: object, var: Var, scope: set[int]) -> None:
        if var.stamp not in scope:
            self.fail(node, f"variable {var.name}#{var.stamp} used out of scope")

    def strexp(self, e: A.StrExp, scope: set[int]) -> None:
        t = type(e)
        if t is A.StructExp:
            inner = set(scope)
            for d in e.decs:  # type: ignore[union-attr]
                self.dec(d, inner)
            if len(e.fields) != e.structure.field_count():  # type: ignore[union-attr]
                self.fail(e, "structure fields do not match its layout")
            for f in e.fields:  # type: ignore[union-attr]
                access = getattr(f, "access", None)
                if access is not None:
                    self.in_scope(e, access.root, inner)
                elif type(f) is not A.ExnCon:
                    self.in_scope(e, f.var, inner)  # type: ignore[union-attr]
        elif t is A.PathStrExp:
            self.in_scope(e, e.var, scope)  # type: ignore[union-attr]
        elif t is A.AscribeExp:
            self.strexp(e.exp, scope)  # type: ignore[union-attr]
        elif t is A.FctAppExp:
            access = e.access  # type: ignore[union-attr]
            self.in_scope(e, e.functor if access is None else access.root, scope)  # type: ignore[union-attr]
            self.strexp(e.arg, scope)  # type: ignore[union-attr]
        else:
            inner = set(scope)
            for d in e.decs:  # type: ignore[union-attr]
                self.dec(d, inner)
            self.strexp(e.body, inner)  # type: ignore[union-attr]

    # Expressions --------------------------------------------------------

    def exp(self, e: A.Exp, scope: set[int]) -> None:
        t = type(e)
        self.zonked(e, e.ty)
        if t is A.VarExp:
            access = e.access  # type: ignore[union-attr]
            self.in_scope(e, e.var if access is None else access.root, scope)  # type: ignore[union-attr]
            self.use(e, e.scheme, e.ty)  # type: ignore[union-attr]
        elif t is A.ConExp:
            self.use(e, e.scheme, e.ty)  # type: ignore[union-attr]
        elif t is A.AppExp:
            self.exp(e.fn, scope)  # type: ignore[union-attr]
            self.exp(e.arg, scope)  # type: ignore[union-attr]
            fty = prune(e.fn.ty)  # type: ignore[union-attr]
            if type(fty) is not TArrow:
                self.fail(e, f"operator type is not a function: {type_to_string(fty)}")
            else:
                self.expect(e, fty.dom, e.arg.ty, "argument type")  # type: ignore[union-attr]
                self.expect(e, fty.cod, e.ty, "result type")
        elif t is A.RecordExp:
            for _, x in e.fields:  # type: ignore[union-attr]
                self.exp(x, scope)
            fields = sorted(((l, x.ty) for l, x in e.fields), key=lambda f: label_key(f[0]))  # type: ignore[union-attr]
            self.expect(e, TRecord(tuple(fields)), e.ty, "record type")
        elif t is A.FnExp:
            fty = prune(e.ty)
            if type(fty) is not TArrow:
                self.fail(e, "fn type is not an arrow")
            else:
                self.rules(e.rules, fty.dom, fty.cod, scope)  # type: ignore[union-attr]
        elif t is A.CaseExp:
            self.exp(e.exp, scope)  # type: ignore[union-attr]
            self.rules(e.rules, e.exp.ty, e.ty, scope)  # type: ignore[union-attr]
        elif t is A.HandleExp:
            self.exp(e.exp, scope)  # type: ignore[union-attr]
            self.expect(e, e.exp.ty, e.ty, "handled expression type")  # type: ignore[union-attr]
            self.rules(e.rules, TCon(EXN), e.ty, scope)  # type: ignore[union-attr]
        elif t is A.RaiseExp:
            self.exp(e.exp, scope)  # type: ignore[union-attr]
            self.expect(e, TCon(EXN), e.exp.ty, "raised value")  # type: ignore[union-attr]
        elif t is A.IfExp:
            for x in (e.cond, e.then, e.else_):  # type: ignore[union-attr]
                self.exp(x, scope)
            self.expect(e, TCon(BOOL), e.cond.ty, "condition")  # type: ignore[union-attr]
            self.expect(e, e.ty, e.then.ty, "then branch")  # type: ignore[union-attr]
            self.expect(e, e.ty, e.else_.ty, "else branch")  # type: ignore[union-attr]
        elif t is A.WhileExp:
            self.exp(e.cond, scope)  # type: ignore[union-attr]
            self.exp(e.body, scope)  # type: ignore[union-attr]
            self.expect(e, TCon(BOOL), e.cond.ty, "condition")  # type: ignore[union-attr]
            self.expect(e, UNIT, e.ty, "while type")
        elif t is A.AndalsoExp or t is A.OrelseExp:
            for x in (e.left, e.right):  # type: ignore[union-attr]
                self.exp(x, scope)
                self.expect(e, TCon(BOOL), x.ty, "operand")
        elif t is A.SeqExp:
            for x in e.items:  # type: ignore[union-attr]
                self.exp(x, scope)
            self.expect(e, e.items[-1].ty, e.ty, "sequence type")  # type: ignore[union-attr]
        elif t is A.ListExp:
            lty = prune(e.ty)
            elem = lty.args[0] if type(lty) is TCon else None  # type: ignore[union-attr]
            for x in e.items:  # type: ignore[union-attr]
                self.exp(x, scope)
                if elem is not None:
                    self.expect(e, elem, x.ty, "list element")
        elif t is A.LetExp:
            inner = set(scope)
            for d in e.decs:  # type: ignore[union-attr]
                self.dec(d, inner)
            self.exp(e.body, inner)  # type: ignore[union-attr]
            self.expect(e, e.body.ty, e.ty, "let type")  # type: ignore[union-attr]

    def rules(self, rules: tuple[A.Rule, ...], arg: Type, res: Type, scope: set[int]) -> None:
        for r in rules:
            inner = set(scope)
            self.pat(r.pat, inner)
            self.expect(r, arg, r.pat.ty, "pattern type")
            self.exp(r.exp, inner)
            self.expect(r, res, r.exp.ty, "rule result type")

    # Patterns -----------------------------------------------------------

    def pat(self, p: A.Pat, scope: set[int]) -> None:
        t = type(p)
        self.zonked(p, p.ty)
        if t is A.VarPat:
            self.bind(p, p.var, scope)  # type: ignore[union-attr]
        elif t is A.LayeredPat:
            self.bind(p, p.var, scope)  # type: ignore[union-attr]
            self.pat(p.pat, scope)  # type: ignore[union-attr]
            self.expect(p, p.ty, p.pat.ty, "layered pattern")  # type: ignore[union-attr]
        elif t is A.ConPat:
            self.use(p, p.scheme, p.inst)  # type: ignore[union-attr]
            if p.arg is None:  # type: ignore[union-attr]
                self.expect(p, p.inst, p.ty, "constant constructor type")  # type: ignore[union-attr]
            else:
                self.pat(p.arg, scope)  # type: ignore[union-attr]
                self.expect(p, p.inst, TArrow(p.arg.ty, p.ty), "constructor type")  # type: ignore[union-attr]
        elif t is A.RecordPat:
            for _, x in p.fields:  # type: ignore[union-attr]
                self.pat(x, scope)
            rty = prune(p.ty)
            if type(rty) is not TRecord:
                self.fail(p, "record pattern type is not a record")
            else:
                have = dict(rty.fields)  # type: ignore[union-attr]
                for l, x in p.fields:  # type: ignore[union-attr]
                    if l not in have:
                        self.fail(p, f"label {l} missing from the record type")
                    else:
                        self.expect(p, have[l], x.ty, f"field {l}")
                if not p.flexible and len(have) != len(p.fields):  # type: ignore[union-attr]
                    self.fail(p, "record pattern and type have different labels")
        elif t is A.ListPat:
            lty = prune(p.ty)
            elem = lty.args[0] if type(lty) is TCon else None  # type: ignore[union-attr]
            for x in p.items:  # type: ignore[union-attr]
                self.pat(x, scope)
                if elem is not None:
                    self.expect(p, elem, x.ty, "list pattern element")

