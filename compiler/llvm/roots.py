"""GC roots: the shadow-stack frame of one function (ldriver_rt.h §4; DESIGN.md
"Memory management"). This is the ONE interface code generation uses for
roots, so that it can be replaced by LLVM statepoints later.

    frame = RootFrame(fun, toplevel)         liveness of `fun`, slot count
    frame.push(emit) / frame.pop(emit)       on entry / before every exit
    frame.live_at(node)                      pointer variables to protect at `node`
    frame.cont_live(k)                       pointer variables live into local cont `k`
    frame.save(emit, vars, val)              store them into the frame's slots
    frame.reload(emit, vars, fresh)          load them back (new SSA names)

Liveness. In CPS the values live across a call are the free variables of its
continuations; only *pointer* variables (`PtrT`, `FunT` words, top-level code
addresses excluded) matter to a moving collector. One backward walk per
function computes, for every local continuation, the pointer variables free in
its body (through the continuations it jumps to), and records the set to save
at every point that may collect:
- a non-tail `App`: the variables live into its local `ret`/`exn` continuations
  (unless the callee is a top-level function that provably never reaches the
  collector: `may_collect`, computed over the whole unit by code generation);
- a runtime primitive that may collect: the variables live after it (the
  runtime protects its own arguments);
- an inline-allocating node (record, `box_real`, `ref_new`): its live-in set,
  used when the node starts an allocation group (`compiler.llvm.alloc`); the
  other members of a group only count for the number of slots.
The frame has as many slots as the largest of these sets; each collection
point stores its set into slots 0..n-1 in id order.
"""
from __future__ import annotations

from collections.abc import Callable

from compiler.cps.ir import (
    App, FunDef, FunT, LetCont, LetPrim, LetRecord, LetVal, PtrT, Select, Switch, Term, Throw, Var,
    prim_info,
)
from compiler.llvm.alloc import group_starts, object_bytes

Emit = Callable[[str], None]


def is_pointer(v: Var) -> bool:
    return isinstance(v.cty, (PtrT, FunT))


class RootFrame:
    def __init__(self, fun: FunDef, toplevel: set[int], may_collect: set[int] | None = None) -> None:
        self._toplevel = toplevel
        self._may_collect = may_collect
        self._conts: dict[int, frozenset[Var]] = {}
        self._at: dict[int, tuple[Var, ...]] = {}
        self._sizes: dict[int, int] = {}
        self._starts = group_starts(fun.body)
        self._live(fun.body)
        self.slots = max(self._sizes.values(), default=0)

    # -- liveness ---------------------------------------------------------------

    def _ptrs(self, vs: tuple[Var, ...]) -> set[Var]:
        return {v for v in vs if is_pointer(v) and v.id not in self._toplevel}

    def _record(self, node: Term, live: set[Var], needed: bool = True) -> None:
        """The set to save at `node`. Every set counts for the slot count, but
        only a `needed` one is kept (sorted): an allocating node inside a
        group is no collection point, and copying its (possibly long) set
        would make straight-line code quadratic."""
        self._sizes[id(node)] = len(live)
        if needed:
            self._at[id(node)] = tuple(sorted(live, key=lambda v: v.id))
        else:
            self._at.pop(id(node), None)

    def _live(self, t: Term) -> set[Var]:
        """The pointer variables free in `t` (continuations followed); records
        the sets of the collection points inside `t`. Mutates and returns the
        body's set instead of copying it, so straight-line code stays linear."""
        match t:
            case LetVal(v, _, body):
                s = self._live(body)
                s.discard(v)
                return s
            case LetPrim(v, name, args, exn, body):
                s = self._live(body)
                s.discard(v)
                if exn is not None:
                    s |= self._conts.get(exn.id, frozenset())
                p = prim_info(name)
                if p.symbol is not None and p.may_collect:
                    self._record(t, s)
                s |= self._ptrs(args)
                if object_bytes(t) is not None:
                    self._record(t, s, id(t) in self._starts)
                return s
            case LetRecord(v, fields, _, body):
                s = self._live(body)
                s.discard(v)
                s |= self._ptrs(fields)
                self._record(t, s, id(t) in self._starts)
                return s
            case Select(v, _, r, body):
                s = self._live(body)
                s.discard(v)
                s |= self._ptrs((r,))
                return s
            case LetCont(k, params, cbody, body):
                sc = self._live(cbody)
                sc.difference_update(params)
                self._conts[k.id] = frozenset(sc)
                return self._live(body)
            case App(fn, ret, exn, args):
                after = self._conts.get(ret.id, frozenset()) | self._conts.get(exn.id, frozenset())
                if (ret.id in self._conts or exn.id in self._conts) and self._collects(fn):
                    self._record(t, set(after))
                return set(after) | self._ptrs((fn, *args))
            case Throw(k, args):
                return set(self._conts.get(k.id, frozenset())) | self._ptrs(args)
            case Switch(_, cases, default):
                arms = [self._live(arm) for _, arm in cases]
                if default is not None:
                    arms.append(self._live(default))
                arms.sort(key=len)
                s = arms.pop()
                for a in arms:
                    s |= a
                return s
        raise AssertionError(f"not a closed CPS term: {type(t).__name__}")

    def _collects(self, fn: Var) -> bool:
        """Whether a call of `fn` may reach the collector (unknown callees may)."""
        if self._may_collect is None or fn.id not in self._toplevel:
            return True
        return fn.id in self._may_collect

    def live_at(self, node: Term) -> tuple[Var, ...]:
        return self._at.get(id(node), ())

    def cont_live(self, k_id: int) -> tuple[Var, ...]:
        return tuple(sorted(self._conts.get(k_id, frozenset()), key=lambda v: v.id))

    # -- code -------------------------------------------------------------------

    def push(self, emit: Emit) -> None:
        """Frame push on entry: every slot initialized (ascending) before any call."""
        if not self.slots:
            return
        emit("%fb = load ptr, ptr @ld_sstop, align 8")
        emit(f"%fe = getelementptr i64, ptr %fb, i64 {self.slots}")
        emit("store ptr %fe, ptr @ld_sstop, align 8")
        for i in range(self.slots):
            emit(f"%fs{i} = getelementptr i64, ptr %fb, i64 {i}")
            emit(f"store i64 1, ptr %fs{i}, align 8")

    def pop(self, emit: Emit) -> None:
        if self.slots:
            emit("store ptr %fb, ptr @ld_sstop, align 8")

    def save(self, emit: Emit, vs: tuple[Var, ...], val: Callable[[Var], str]) -> tuple[Var, ...]:
        """Store the variables among `vs` held in registers; returns those stored
        (constants — static objects — never move and need no slot)."""
        saved = tuple(v for v in vs if val(v).startswith("%"))
        for i, v in enumerate(saved):
            emit(f"store i64 {val(v)}, ptr %fs{i}, align 8")
        return saved

    def reload(self, emit: Emit, saved: tuple[Var, ...], fresh: Callable[[], str]) -> dict[int, str]:
        """Load back what `save` stored (the collector may have moved it)."""
        out: dict[int, str] = {}
        for i, v in enumerate(saved):
            r = fresh()
            emit(f"{r} = load i64, ptr %fs{i}, align 8")
            out[v.id] = r
        return out
