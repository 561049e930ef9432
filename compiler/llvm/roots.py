"""GC roots: which variables of one function live in its shadow-stack frame
(ldriver_rt.h §4; DESIGN.md "Memory management"). This is the ONE analysis
code generation uses for roots, so that it can be replaced by LLVM statepoints
later.

    frame = RootFrame(fun, toplevel, may_collect)
    frame.rooted                 ids of the variables that need a slot
    frame.collects_at(node)      whether `node` is a point that may collect
    frame.slots                  the frame's size in slots

The protocol is *one slot per rooted variable, written once*: a pointer
variable (`PtrT`, `FunT` words, top-level code addresses excluded) that is live
across some collection point is stored into its own slot where it is defined,
and every use after a collection point loads it back from the slot (the
collector rewrites slots in place). Code is therefore linear in the program:
a collection point costs nothing per live variable, and a variable costs one
store plus one load per use that follows a collection. (Saving the whole live
set at every point and reloading it after was quadratic where many values stay
live across many allocations, as in a unit's initializer.)

Collection points: a non-tail `App` whose callee may reach the collector
(unknown callees may; top-level ones by `may_collect`, computed over the whole
unit by code generation); a runtime primitive that may collect; the first node
of an allocation group (`compiler.llvm.alloc.group_starts`).

Which variables are rooted, in one backward walk without live sets: a counter
advances at every collection point; a variable is rooted iff the counter at its
binding is past the counter at its first use met by the walk. Every path from a
binding through a collection point to a use is walked use-first (bodies before
their binders, a continuation's body before the code that reaches it), so this
never misses a root; it may root a variable whose only use is on another branch
than the collection point, which is merely a store and a load too many.

Slots follow scopes: a rooted variable takes the next slot of the path that
binds it, and disjoint scopes (the arms of a `Switch`, a `LetCont`'s body and
the code that reaches it) reuse the same slots; `slots` is the deepest path.
"""
from __future__ import annotations

from compiler.cps.ir import (
    App, FunDef, FunT, LetCont, LetPrim, LetRecord, LetVal, PtrT, Select, Switch, Term, Throw, Var,
    prim_info,
)
from compiler.llvm.alloc import group_starts, object_bytes


def is_pointer(v: Var) -> bool:
    return isinstance(v.cty, (PtrT, FunT))


class RootFrame:
    def __init__(self, fun: FunDef, toplevel: set[int], may_collect: set[int] | None = None) -> None:
        self._toplevel = toplevel
        self._may_collect = may_collect
        self._local_conts: set[int] = set()
        self._starts = group_starts(fun.body)
        self._count = 0
        self._first_use: dict[int, int] = {}
        self._points: set[int] = set()
        self.rooted: set[int] = set()
        depth = self._walk(fun.body)
        self.slots = depth + self._bind_all(fun.params)

    def collects_at(self, node: Term) -> bool:
        return id(node) in self._points

    # -- the walk -----------------------------------------------------------------

    def _use(self, vs: tuple[Var, ...]) -> None:
        for v in vs:
            if v.id not in self._first_use and is_pointer(v) and v.id not in self._toplevel:
                self._first_use[v.id] = self._count

    def _point(self, node: Term) -> None:
        self._count += 1
        self._points.add(id(node))

    def _bind(self, v: Var) -> int:
        """1 if `v` is rooted (it takes a slot), else 0."""
        first = self._first_use.get(v.id)
        if first is not None and first < self._count:
            self.rooted.add(v.id)
            return 1
        return 0

    def _bind_all(self, vs: tuple[Var, ...]) -> int:
        return sum(self._bind(v) for v in vs)

    def _walk(self, t: Term) -> int:
        """Walks `t` backward (see the module docstring); returns the most slots
        any path through `t` takes."""
        match t:
            case LetVal(v, _, body):
                return self._walk(body) + self._bind(v)
            case LetPrim(v, name, args, _, body):
                depth = self._walk(body) + self._bind(v)
                p = prim_info(name)
                if p.symbol is not None and p.may_collect:
                    self._point(t)
                self._use(args)
                if object_bytes(t) is not None and id(t) in self._starts:
                    self._point(t)
                return depth
            case LetRecord(v, fields, _, body):
                depth = self._walk(body) + self._bind(v)
                self._use(fields)
                if id(t) in self._starts:
                    self._point(t)
                return depth
            case Select(v, _, r, body):
                depth = self._walk(body) + self._bind(v)
                self._use((r,))
                return depth
            case LetCont(k, params, cbody, body):
                self._local_conts.add(k.id)
                in_cont = self._walk(cbody) + self._bind_all(params)
                return max(in_cont, self._walk(body))
            case App(fn, ret, exn, args):
                if (ret.id in self._local_conts or exn.id in self._local_conts) and self._collects(fn):
                    self._point(t)
                self._use((fn, *args))
                return 0
            case Throw(_, args):
                self._use(args)
                return 0
            case Switch(scrut, cases, default):
                arms = [arm for _, arm in cases]
                if default is not None:
                    arms.append(default)
                depth = max((self._walk(arm) for arm in arms), default=0)
                self._use((scrut,))
                return depth
        raise AssertionError(f"not a closed CPS term: {type(t).__name__}")

    def _collects(self, fn: Var) -> bool:
        """Whether a call of `fn` may reach the collector (unknown callees may)."""
        if self._may_collect is None or fn.id not in self._toplevel:
            return True
        return fn.id in self._may_collect
