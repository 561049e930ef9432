"""Which records may live in their allocating function's frame: a first-order
escape analysis of closed programs (Park and Goldberg's question, "does this
value outlive the activation that made it?"; the data extents of 3CPS §5;
both in docs/architecture.md "Papers").

    stack_records(prog) -> frozenset of var ids

A record allocated by `LetRecord` in function `f` *escapes* if its value (or
an alias of it: the result of a `cast` or `tagged` of it) may be reachable
after `f`'s activation ends, or from the heap. It escapes when it is
- stored anywhere: a field of a record, an argument of a primitive that writes
  or allocates (a ref, an array, a string, an exception packet ...);
- returned or raised (thrown to `f`'s own `ret` or `exn`), or passed to a
  tail call (one that hands over `f`'s `ret`: the frame is gone before the
  callee runs);
- passed to a call of an unknown function (through a closure's code
  pointer) or of another unit's function;
- passed to a direct non-tail call of a function of the unit whose parameter
  at that position escapes in the callee (a least fixpoint over the unit);
- thrown to a local continuation: a block's own bindings reuse the frame
  slots above the block's depth, where a record made on the way in lies.
Reading it (`Select`, `Switch`, a pure or reading primitive such as `=`,
`get_tag`) is not escaping: each `LetRecord` runs at most once per activation
(a function body has no loops; loops are tail calls), so the record is valid
until the activation ends.

Only word records qualify (RECORD layout, 1..`MAX_STACK_FIELDS` fields): their
fields are frame slots the collector scans and updates like any root, and the
record's own address, outside the heap, is ignored by the collector
(ldriver_rt.h §4). A REALS record's raw doubles must never be scanned.
"""
from __future__ import annotations

from compiler.closure.ir import ClosedProgram
from compiler.cps.ir import (
    App, FunDef, LetCont, LetPrim, LetRecord, LetVal, RealT, Select, Switch, Throw, Var, prim_info, subterms,
)
from compiler.graph import close_backward

MAX_STACK_FIELDS = 32

# Primitives whose result is their (first) argument at another CTY.
_ALIASING = frozenset({"cast", "tagged"})


def stack_records(prog: ClosedProgram) -> frozenset[int]:
    """The ids of the `LetRecord` variables whose records do not escape (module docstring)."""
    params = {f.name.id: f.params for f in prog.funs}
    escapes: set[int] = set()
    flows: dict[int, set[int]] = {}  # v -> the variables that hold v too (v escapes if one does)
    candidates: list[int] = []
    for f in prog.funs:
        _scan(f, params, escapes, flows, candidates)
    close_backward(escapes, flows)
    return frozenset(v for v in candidates if v not in escapes)


def qualifies(t: LetRecord) -> bool:
    """Whether the record's layout allows a frame: 1..MAX_STACK_FIELDS word fields."""
    return 0 < len(t.fields) <= MAX_STACK_FIELDS and not any(isinstance(x.cty, RealT) for x in t.fields)


def _scan(f: FunDef, params: dict[int, tuple[Var, ...]], escapes: set[int], flows: dict[int, set[int]],
          candidates: list[int]) -> None:
    """Record `f`'s direct escapes, its flows to aliases and callee
    parameters, and its candidate records."""
    for t in subterms(f.body):
        match t:
            case LetRecord(v, fields, _, _):
                escapes.update(x.id for x in fields)
                if qualifies(t):
                    candidates.append(v.id)
            case LetPrim(v, name, args, _, _):
                if name in _ALIASING:
                    flows.setdefault(args[0].id, set()).add(v.id)
                elif prim_info(name).effect not in ("pure", "read"):
                    escapes.update(x.id for x in args)
            case App(fn, ret, _, args):
                callee = params.get(fn.id)
                if ret.id == f.ret.id or callee is None:
                    escapes.update(x.id for x in args)
                else:
                    for x, p in zip(args, callee):
                        flows.setdefault(x.id, set()).add(p.id)
            case Throw(_, args):
                escapes.update(x.id for x in args)
            case LetVal() | Select() | LetCont() | Switch():
                pass
