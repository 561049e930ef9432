"""Useless parameters of closed functions: `run(prog) -> ClosedProgram`
(issue 11 item 2; MLton's "remove unused" on the call graph, Shao §4's
observation that what is only passed along need not be kept).

A parameter is *useless* when the function never uses its value except to
pass it, at some argument position, to a direct call of a function whose
parameter there is useless too (a greatest fixpoint over the unit's direct
calls). The typical one is `self`: an escaping top-level function that uses no
free variable still takes its closure (`compiler.closure.convert`), and passes
it to every recursive call, so it is live across those calls and rooted there.

Each function with useless parameters gets a *worker* without them; every
direct call names the worker and leaves those arguments out. A function that
is still entered with its full parameters (its code pointer is in a closure
record, or other units call its public symbol) keeps its name as a wrapper
that calls the worker.

Precondition: `compiler.closure.check` accepts `prog`; so does it the result,
which computes what `prog` computes.
"""
from __future__ import annotations

from compiler.closure.ir import ClosedProgram, entered_functions
from compiler.cps.ir import (
    App, FunDef, FunT, LetCont, LetPrim, LetRecord, LetVal, Rewriter, Select, Supply, Switch, Term, Throw,
    Var, subterms,
)
from compiler.graph import close_backward


def run(prog: ClosedProgram) -> ClosedProgram:
    funs = {f.name.id: f for f in prog.funs}
    useless = _useless(prog, funs)
    if not useless:
        return prog
    supply = Supply(prog.next_id)
    entered = entered_functions(prog)
    workers: dict[int, tuple[FunDef, frozenset[int]]] = {}
    for fid, drop in useless.items():
        f = funs[fid]
        assert isinstance(f.name.cty, FunT)
        params = tuple(p for i, p in enumerate(f.params) if i not in drop)
        name = supply.var(f.name.hint, FunT(tuple(p.cty for p in params), f.name.cty.result))
        workers[fid] = (FunDef(name, f.ret, f.exn, params, f.body), drop)
    calls = _DirectCalls({fid: (w.name, drop) for fid, (w, drop) in workers.items()})
    out: list[FunDef] = []
    for f in prog.funs:
        if f.name.id not in workers:
            out.append(calls.fundef(f))
            continue
        worker, drop = workers[f.name.id]
        out.append(calls.fundef(worker))
        if f.name.id in entered:
            ret, exn = supply.conts_like(f)
            params = tuple(supply.var(p.hint, p.cty) for p in f.params)
            kept = tuple(p for i, p in enumerate(params) if i not in drop)
            out.append(FunDef(f.name, ret, exn, params, App(worker.name, ret, exn, kept)))
    return ClosedProgram(tuple(out), prog.main, supply.next_id + 1, prog.symbols)


def _useless(prog: ClosedProgram, funs: dict[int, FunDef]) -> dict[int, frozenset[int]]:
    """By function id, the positions of its useless parameters (module
    docstring); the unit's main keeps its parameters (the imports)."""
    position: dict[int, tuple[int, int]] = {}  # parameter id -> (function id, index)
    for f in prog.funs:
        for i, p in enumerate(f.params):
            position[p.id] = (f.name.id, i)
    used: set[tuple[int, int]] = {(prog.main.id, i) for i in range(len(funs[prog.main.id].params))}
    passed: dict[tuple[int, int], set[tuple[int, int]]] = {}  # where each parameter is passed
    for f in prog.funs:
        for t in subterms(f.body):
            for v, target in _occurrences(t, funs):
                at = position.get(v.id)
                if at is None:
                    continue
                if target is None:
                    used.add(at)
                else:
                    passed.setdefault(at, set()).add(target)
    # greatest fixpoint: a parameter passed where the value is used is used
    close_backward(used, passed)
    useless: dict[int, set[int]] = {}
    for pid, at in position.items():
        if at not in used:
            useless.setdefault(at[0], set()).add(at[1])
    return {fid: frozenset(drop) for fid, drop in useless.items()}


def _occurrences(t: Term, funs: dict[int, FunDef]) -> list[tuple[Var, tuple[int, int] | None]]:
    """The variables the node `t` itself uses, each with the parameter it is
    passed to (function id, index) when it is an argument of a direct call to a
    function of `funs`, else None."""
    match t:
        case App(fn, _, _, args):
            if fn.id in funs:
                return [(a, (fn.id, i)) for i, a in enumerate(args)]
            return [(fn, None), *((a, None) for a in args)]
        case LetPrim(_, _, args, _, _):
            return [(a, None) for a in args]
        case LetRecord(_, fields, _, _):
            return [(x, None) for x in fields]
        case Select(_, _, r, _):
            return [(r, None)]
        case Throw(_, args):
            return [(a, None) for a in args]
        case Switch(scrut, _, _):
            return [(scrut, None)]
        case LetVal() | LetCont():
            return []
    raise AssertionError(f"not a closed CPS term: {t!r}")


class _DirectCalls(Rewriter):
    """Direct calls of functions with useless parameters call their worker,
    without those arguments."""

    def __init__(self, workers: dict[int, tuple[Var, frozenset[int]]]) -> None:
        self.workers = workers

    def app(self, t: App) -> Term:
        w = self.workers.get(t.fn.id)
        if w is None:
            return t
        name, drop = w
        return App(name, t.ret, t.exn, tuple(a for i, a in enumerate(t.args) if i not in drop))
