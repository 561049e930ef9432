"""Multiple results: `run(prog) -> ClosedProgram` (issue 11 item 5; Shao's
argument flattening, §3.6.2, applied to results where every caller is known).

A function that only its own unit calls directly (not `entered_functions`)
and whose every return either throws a record it has just built, all of one
layout (the same tag and field CTYs, 2..`MAX_RESULTS` fields), or tail-calls
another such function of that layout, returns the fields instead: its `ret`
takes them as separate parameters and its `FunT` result is a `MultiT`, which
code generation returns in registers (an LLVM struct). The record is no
longer built unless the function uses it otherwise.

At a call, the return continuation takes the fields:
- a continuation called only there whose parameter is only selected from (at
  most once per field) takes the selected variables themselves, and the
  selects disappear: no record is built anywhere;
- a tail call from a function that returns the same fields stays a tail call;
- any other continuation (a tail call from a function that keeps its single
  result, or a continuation also reached from elsewhere) is reached through a
  new one that rebuilds the record, as the callee used to.

Precondition: `compiler.closure.check` accepts `prog`; so does it the result,
which computes what `prog` computes.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from compiler.closure.ir import ClosedProgram, entered_functions
from compiler.cps.ir import (
    App, CVar, Cty, FunDef, FunT, LetCont, LetPrim, LetRecord, MultiT, PtrT,
    Rewriter, Select, Supply, Term, Throw, Var, compatible, subterms,
)
from compiler.cps.shrink import use_counts


MAX_RESULTS = 4
"""Records of at most this many fields are returned as separate values: as
many as the usual targets' conventions return in registers."""


@dataclass(frozen=True)
class _Shape:
    """The records a function returns: their tag and field CTYs (a pointer's
    record length is not kept: returns may disagree on it)."""

    tag: int | None
    fields: tuple[Cty, ...]


def run(prog: ClosedProgram) -> ClosedProgram:
    funs = {f.name.id: f for f in prog.funs}
    shapes = _shapes(prog, funs)
    if not shapes:
        return prog
    supply = Supply(prog.next_id)
    changed: dict[int, tuple[Var, CVar, _Shape]] = {}
    for fid, shape in shapes.items():
        f = funs[fid]
        assert isinstance(f.name.cty, FunT)
        name = supply.var(f.name.hint, FunT(f.name.cty.params, MultiT(shape.fields)))
        changed[fid] = (name, supply.cont(f.ret.hint, shape.fields), shape)
    out = []
    for f in prog.funs:
        rewrite = _Rewrite(f, changed, supply)
        body = rewrite.term(f.body)
        if f.name.id in changed:
            name, ret, _ = changed[f.name.id]
            out.append(FunDef(name, ret, f.exn, f.params, body))
        else:
            out.append(FunDef(f.name, f.ret, f.exn, f.params, body))
    return ClosedProgram(tuple(out), prog.main, supply.next_id + 1, prog.symbols)


def _shapes(prog: ClosedProgram, funs: dict[int, FunDef]) -> dict[int, _Shape]:
    """By function id, the layout of the records each function that can
    return their fields returns (module docstring): a greatest fixpoint, as
    a function that tail-calls another returns what that one returns."""
    entered = entered_functions(prog)
    shapes: dict[int, _Shape] = {}
    tail_callees: dict[int, set[int]] = {}
    for f in prog.funs:
        if f.name.id in entered:
            continue
        found = _own_returns(f)
        if found is not None:
            shapes[f.name.id], tail_callees[f.name.id] = found
    changed = True
    while changed:
        changed = False
        for fid in list(shapes):
            if any(g not in shapes or shapes[g] != shapes[fid] for g in tail_callees[fid]):
                del shapes[fid]
                changed = True
    return shapes


def _own_returns(f: FunDef) -> tuple[_Shape, set[int]] | None:
    """The layout of the records `f` returns and the functions it tail-calls
    with its `ret`, if every use of `ret` is one of those two; else None."""
    (result,) = f.ret.params if len(f.ret.params) == 1 else (None,)
    if not isinstance(result, PtrT) or result.length is None or not 2 <= result.length <= MAX_RESULTS:
        return None
    records = {t.var.id: t for t in subterms(f.body) if isinstance(t, LetRecord)}
    shape: _Shape | None = None
    callees: set[int] = set()
    for t in subterms(f.body):
        match t:
            case Throw(k, args) if k.id == f.ret.id:
                built = records.get(args[0].id)
                if built is None or len(built.fields) != result.length:
                    return None
                this = _Shape(built.tag, tuple(_field_cty(x.cty) for x in built.fields))
                if shape is not None and this != shape:
                    return None
                shape = this
            case App(fn, ret, exn, _) if f.ret.id in (ret.id, exn.id):
                if exn.id == f.ret.id:
                    return None
                callees.add(fn.id)
            case LetPrim(exn=exn) if exn is not None and exn.id == f.ret.id:
                return None
    if shape is None:
        return None  # only tail calls: the callees decide, but nothing to gain
    return shape, callees


def _field_cty(t: Cty) -> Cty:
    return PtrT() if isinstance(t, PtrT) else t


class _Rewrite(Rewriter):
    """One function's body with the changed functions' returns and calls
    rewritten (module docstring)."""

    def __init__(self, f: FunDef, changed: dict[int, tuple[Var, CVar, _Shape]], supply: Supply) -> None:
        self.f = f
        self.changed = changed
        self.supply = supply
        self.own = changed.get(f.name.id)
        self.uses = use_counts(f.body)  # of variables and continuations
        self.records = {t.var.id: t for t in subterms(f.body) if isinstance(t, LetRecord)}
        conts = {t.cont.id: t for t in subterms(f.body) if isinstance(t, LetCont)}
        # records only built to be returned: no longer built
        self.unbuilt: set[int] = set()
        if self.own is not None:
            returned = Counter(t.args[0].id for t in subterms(f.body)
                               if isinstance(t, Throw) and t.cont.id == f.ret.id)
            self.unbuilt = {r for r, n in returned.items() if self.uses.get(r) == n}
        # continuations that take the fields directly: called once, by a
        # changed function, with a parameter only selected from
        self.direct: dict[int, CVar] = {}
        self.selected: dict[int, dict[int, Var]] = {}  # continuation id -> index -> var
        self.dropped: set[int] = set()  # the variables of those selects
        for t in subterms(f.body):
            if isinstance(t, App) and t.fn.id in changed and self.uses.get(t.ret.id) == 1:
                cont = conts.get(t.ret.id)
                if cont is not None:
                    picked = self._picked(cont, changed[t.fn.id][2])
                    if picked is not None:
                        self.selected[cont.cont.id] = picked
                        self.dropped.update(v.id for v in picked.values())
                        self.direct[cont.cont.id] = supply.cont(cont.cont.hint, changed[t.fn.id][2].fields)

    def _picked(self, cont: LetCont, shape: _Shape) -> dict[int, Var] | None:
        """Index -> the variable a select of `cont`'s parameter binds, if
        every use of it is such a select, at most one per field, of a CTY
        the field has."""
        (r,) = cont.params
        picked: dict[int, Var] = {}
        for t in subterms(cont.cont_body):
            if isinstance(t, Select) and t.record.id == r.id:
                if t.index in picked or not compatible(t.var.cty, shape.fields[t.index]):
                    return None
                picked[t.index] = t.var
        return picked if len(picked) == self.uses.get(r.id, 0) else None

    def term(self, t: Term) -> Term:
        match t:
            case LetRecord(x, _, _, body, _) if x.id in self.unbuilt:
                return self.term(body)
            case Select(x, _, _, body) if x.id in self.dropped:
                return self.term(body)
            case LetCont(k, _, cbody, body) if k.id in self.direct:
                picked = self.selected[k.id]
                new = self.direct[k.id]
                fields = tuple(picked.get(i) or self.supply.var("field", cty) for i, cty in enumerate(new.params))
                return LetCont(new, fields, self.term(cbody), self.term(body))
            case Throw(k, (x,)) if self.own is not None and k.id == self.f.ret.id:
                return Throw(self.own[1], self.records[x.id].fields)
        return super().term(t)

    def app(self, t: App) -> Term:
        callee = self.changed.get(t.fn.id)
        if callee is None:
            return t
        name, _, shape = callee
        if t.ret.id in self.direct:
            return App(name, self.direct[t.ret.id], t.exn, t.args)
        if t.ret.id == self.f.ret.id and self.own is not None:
            return App(name, self.own[1], t.exn, t.args)
        # rebuild the record for a continuation that takes it
        fields = tuple(self.supply.var("field", cty) for cty in shape.fields)
        (want,) = t.ret.params
        record = self.supply.var("result", want)
        takes = self.supply.cont("fields", shape.fields)
        return LetCont(takes, fields, LetRecord(record, fields, shape.tag, Throw(t.ret, (record,))),
                       App(name, takes, t.exn, t.args))

