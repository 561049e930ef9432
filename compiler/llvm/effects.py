"""What code generation decides about calls, from analyses of the whole unit
(docs/architecture.md "Calls, exceptions and the stack"): which functions may
reach the collector or raise, each function's calling convention, and how a
function body names its local continuations. `compiler.llvm.roots` (GC
roots) and `compiler.llvm.alloc` (allocation groups) are the other analyses
code generation runs; this module owns the rest.

    effects(prog) -> (may_collect, may_raise)   top-level function ids
    conventions(prog) -> (cc, workers)          `tailcc`/`fastcc` by function id, and the
                                                functions compiled as a worker and a wrapper
    worker_symbol(symbol) -> str                the worker's symbol
    cont_uses(body) -> {continuation id: count}  `RETURN_ONCE` for the return
                                                continuation of its only use, a call

Precondition: `compiler.closure.check` accepts the program (no `Fix` inside a
function body).
"""
from __future__ import annotations

from compiler.closure.ir import ClosedProgram
from compiler.cps.ir import App, LetPrim, LetRecord, Term, Throw, prim_info, subterms
from compiler.llvm.alloc import object_bytes

RETURN_ONCE = -1


def cont_uses(body: Term) -> dict[int, int]:
    """How often each local continuation of a function body is named: a count,
    or `RETURN_ONCE` for one named only once, as the return continuation of a
    call (its body can follow the call directly)."""
    uses: dict[int, int] = {}
    returns: set[int] = set()
    for t in subterms(body):
        match t:
            case App(_, ret, exn, _):
                uses[ret.id] = uses.get(ret.id, 0) + 1
                uses[exn.id] = uses.get(exn.id, 0) + 1
                returns.add(ret.id)
            case Throw(k, _):
                uses[k.id] = uses.get(k.id, 0) + 1
            case LetPrim(exn=exn) if exn is not None:
                uses[exn.id] = uses.get(exn.id, 0) + 1
    return {k: RETURN_ONCE if n == 1 and k in returns else n for k, n in uses.items()}


def effects(prog: ClosedProgram) -> tuple[set[int], set[int]]:
    """The top-level functions that may reach the collector, and those that may
    raise (return with `ld_pending` set): least fixpoints over the call graph.
    A function may collect if it allocates, calls a runtime primitive that may
    collect, calls an unknown function, or calls (tail or not) a function that
    may collect. It may raise if it throws to its own `exn`, or hands its own
    `exn` to a primitive that may fail or to a call of an unknown function or
    of a function that may raise. A failure sent to a local handler is not a
    raise: the handler's body is part of the function, so it counts only if
    it throws on to the function's `exn`."""
    externs = {v.id for v in prog.externs()}
    known = {f.name.id for f in prog.funs} | externs
    collect: set[int] = set(externs)
    raises: set[int] = set(externs)
    callees: dict[int, set[int]] = {}        # every call
    raising_callees: dict[int, set[int]] = {}  # calls handed the caller's own `exn`
    for f in prog.funs:
        fid = f.name.id
        cs: set[int] = set()
        rs: set[int] = set()
        for t in subterms(f.body):
            match t:
                case LetRecord():
                    collect.add(fid)
                case LetPrim(_, name, _, exn, _):
                    p = prim_info(name)
                    if object_bytes(t) is not None or p.collection_point:
                        collect.add(fid)
                    if exn is not None and exn.id == f.exn.id:
                        raises.add(fid)
                case App(fn, _, exn, _):
                    if fn.id in known:
                        cs.add(fn.id)
                        if exn.id == f.exn.id:
                            rs.add(fn.id)
                    else:
                        collect.add(fid)
                        if exn.id == f.exn.id:
                            raises.add(fid)
                case Throw(k, _) if k.id == f.exn.id:
                    raises.add(fid)
        callees[fid] = cs
        raising_callees[fid] = rs
    for marked, graph in ((collect, callees), (raises, raising_callees)):
        changed = True
        while changed:
            changed = False
            for fid, cs in graph.items():
                if fid not in marked and not cs.isdisjoint(marked):
                    marked.add(fid)
                    changed = True
    return collect, raises


def conventions(prog: ClosedProgram) -> tuple[dict[int, str], set[int]]:
    """The calling convention of each top-level function, and the functions
    compiled as a worker and a wrapper. `tailcc` (callee pops its stack
    arguments, so tail calls are guaranteed) is needed by functions that make
    a tail call to another function, and at the entry of those tail-called by
    another function or called through a closure. `fastcc` saves the stack
    adjustment `tailcc` costs at every call (`subq $8, %rsp` after the call,
    `retq $8` in the callee). So a function that makes no tail call except to
    itself (a loop) is `fastcc` when nothing needs its `tailcc` entry; when
    something does and it also has non-tail direct calls, its body becomes a
    `fastcc` worker that those calls use, and its entry a `tailcc` wrapper
    calling the worker (escaping recursive functions like `fib` in a unit
    that exports it)."""
    known = {f.name.id for f in prog.funs}
    fast = set(known) - {prog.main.id}
    needs_tailcc_entry: set[int] = set()
    called_non_tail: set[int] = set()
    for f in prog.funs:
        for t in subterms(f.body):
            match t:
                case LetRecord(_, fields, _, _):
                    needs_tailcc_entry.update(x.id for x in fields)
                case App(fn, ret, exn, _) if ret.id == f.ret.id and exn.id == f.exn.id:
                    if fn.id != f.name.id:
                        needs_tailcc_entry.add(fn.id)  # tail-called by another function
                        fast.discard(f.name.id)        # makes a tail call
                case App(fn, _, _, _):
                    called_non_tail.add(fn.id)
    workers = fast & needs_tailcc_entry & called_non_tail
    cc = {fid: "fastcc" if fid in fast and fid not in needs_tailcc_entry else "tailcc" for fid in known}
    return cc, workers


def worker_symbol(symbol: str) -> str:
    """The worker of the function `symbol` (`conventions`)."""
    return symbol + ".w"
