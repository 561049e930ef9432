"""Implicit scoping of explicit type variables (Definition §4.6).

Owns `unguarded_tyvars(dec)`: the explicit type variables (`'a`, `''a`) that
occur *unguarded* in a `val`/`fun` declaration, i.e. in its type annotations,
layered-pattern and result-type constraints, or exception declarations, but not
inside a nested `val`/`fun` declaration. By §4.6 such a variable, when not
already in scope, is implicitly bound at this declaration — which makes it
bound at the *outermost* value declaration in which it occurs unguarded (an
occurrence inside a nested declaration is scoped by the outer one if the outer
one also has it unguarded).

Type and datatype declarations bind their own parameters and are skipped.
"""
from __future__ import annotations

from compiler.syntax import ast


def unguarded_tyvars(dec: ast.ValDec | ast.FunDec) -> list[str]:
    """The type variable names occurring unguarded in `dec`, in order of occurrence."""
    found: dict[str, None] = {}
    stack: list[object] = []
    if isinstance(dec, ast.ValDec):
        for vb in dec.binds + dec.rec_binds:
            stack.append(vb.exp)
            stack.append(vb.pat)
    else:
        for fb in dec.binds:
            for cl in fb.clauses:
                stack.append(cl.body)
                if cl.result_ty is not None:
                    _ty(cl.result_ty, found)
                stack.extend(cl.pats)
    while stack:
        node = stack.pop()
        t = type(node)
        if t is ast.AppExp:
            stack.append(node.fn)  # type: ignore[attr-defined]
            stack.append(node.arg)  # type: ignore[attr-defined]
        elif t is ast.VarExp or t is ast.SConExp or t is ast.IdPat or t is ast.WildPat or t is ast.SConPat or t is ast.SelectorExp:
            continue
        elif t is ast.TupleExp or t is ast.ListExp or t is ast.SeqExp or t is ast.TuplePat or t is ast.ListPat:
            stack.extend(node.items)  # type: ignore[attr-defined]
        elif t is ast.RecordExp or t is ast.RecordPat:
            stack.extend(e for _, e in node.fields)  # type: ignore[attr-defined]
        elif t is ast.FnExp:
            for r in node.rules:  # type: ignore[attr-defined]
                stack.append(r.pat)
                stack.append(r.exp)
        elif t is ast.CaseExp or t is ast.HandleExp:
            stack.append(node.exp)  # type: ignore[attr-defined]
            for r in node.rules:  # type: ignore[attr-defined]
                stack.append(r.pat)
                stack.append(r.exp)
        elif t is ast.TypedExp:
            stack.append(node.exp)  # type: ignore[attr-defined]
            _ty(node.ty, found)  # type: ignore[attr-defined]
        elif t is ast.TypedPat:
            stack.append(node.pat)  # type: ignore[attr-defined]
            _ty(node.ty, found)  # type: ignore[attr-defined]
        elif t is ast.LayeredPat:
            stack.append(node.pat)  # type: ignore[attr-defined]
            if node.ty is not None:  # type: ignore[attr-defined]
                _ty(node.ty, found)  # type: ignore[attr-defined]
        elif t is ast.ConPat:
            stack.append(node.arg)  # type: ignore[attr-defined]
        elif t is ast.AndalsoExp or t is ast.OrelseExp:
            stack.append(node.left)  # type: ignore[attr-defined]
            stack.append(node.right)  # type: ignore[attr-defined]
        elif t is ast.IfExp:
            stack.extend((node.cond, node.then, node.else_))  # type: ignore[attr-defined]
        elif t is ast.WhileExp:
            stack.extend((node.cond, node.body))  # type: ignore[attr-defined]
        elif t is ast.RaiseExp:
            stack.append(node.exp)  # type: ignore[attr-defined]
        elif t is ast.LetExp:
            stack.append(node.body)  # type: ignore[attr-defined]
            _decs(node.decs, stack, found)  # type: ignore[attr-defined]
    return list(found)


def _decs(decs: tuple[ast.Dec, ...], stack: list[object], found: dict[str, None]) -> None:
    for d in decs:
        if isinstance(d, ast.ExceptionDec):
            for b in d.binds:
                if isinstance(b, ast.ExNew) and b.arg is not None:
                    _ty(b.arg, found)
        elif isinstance(d, ast.LocalDec):
            _decs(d.locals, stack, found)
            _decs(d.body, stack, found)
        elif isinstance(d, ast.AbstypeDec):
            _decs(d.body, stack, found)
        elif isinstance(d, ast.ExpDec):
            stack.append(d.exp)
        # Nested val/fun declarations guard their type variables; type and
        # datatype declarations bind their own.


def _ty(t: ast.Ty, found: dict[str, None]) -> None:
    if isinstance(t, ast.TyVar):
        found[t.name] = None
    elif isinstance(t, ast.ArrowTy):
        _ty(t.dom, found)
        _ty(t.cod, found)
    elif isinstance(t, ast.TupleTy):
        for x in t.items:
            _ty(x, found)
    elif isinstance(t, ast.ConTy):
        for x in t.args:
            _ty(x, found)
    else:
        for _, x in t.fields:
            _ty(x, found)
