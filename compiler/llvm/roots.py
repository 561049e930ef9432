"""GC roots: which variables of one function live in its shadow-stack frame
(ldriver_rt.h §4; docs/architecture.md "Memory management"). This is the ONE analysis
code generation uses for roots, so that it can be replaced by LLVM statepoints
later.

    frame = RootFrame(fun, toplevel, may_collect, single_use, direct)
                                 toplevel: the unit's function names; may_collect:
                                 those whose calls may collect; single_use / direct:
                                 continuations named once / the return of their
                                 only call (emitted without a block)
    frame.rooted                 ids of the variables that need a slot
    frame.heavy                  those of them stored where they are defined
    frame.collects_at(node)      whether `node` is a point that may collect
    frame.small_live(node)       a group start's live set, when it is small
    frame.dies_at(node)          the variables whose last use is `node`
    frame.slots                  at most how many slots a path uses (0: no frame)

The protocol is *one slot per rooted variable, written once*: a pointer
variable (`PtrT`, `FunT` words, top-level code addresses excluded) that is live
across some collection point is stored into its own slot where it is defined,
and every use after a collection point loads it back from the slot (the
collector rewrites slots in place). Code is therefore linear in the program:
a collection point costs nothing per live variable (at most one store of
`ld_sstop`), and a variable costs one
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

Two kinds of rooted variables. A *heavy* one is live across a call that may
collect, a large allocation group's start, or into a block (a continuation
reached from several places): it is stored where it is defined and loaded back
from its slot after collections, as above, and its slot is cleared at its last
use on a path (`dies_at`: what a dead variable holds must not stay reachable).
A *light* one is live only across allocation groups' starts whose live sets
are small (`SMALL_LIVE`, `small_live`): as in a loop that conses, it stays in
a register; the group's slow path stores it, collects, and reloads it, and the
fast path touches no slot. (Heavy variables live at such a start are reloaded
there too.) Classifying costs a second counter, advanced at the heavy points.

A frame record (`LetRecord.stack`, `compiler.extent`) takes the next
1 + n slots of its path where it is allocated: its header and its fields,
which collections scan and update like any root. Its variable, an address
outside the heap, is never rooted; at its last use its field slots are
cleared like a dead variable's slot (`dies_at`), unless a cast of it may
still be live (then they stay until reused or the function returns).

Slots follow scopes: a heavy variable takes the next slot of the path that
binds it (code generation gives a light one a slot only on a slow path, above
the path's heavy slots), and disjoint scopes (the arms of a `Switch`, a `LetCont`'s body and
the code that reaches it) reuse the same slots; `slots` is the deepest path.
"""
from __future__ import annotations

from compiler.cps.ir import (
    App, FunDef, FunT, LetCont, LetPrim, LetRecord, LetVal, PtrT, Select, Switch, Term, Throw, Var,
    prim_info, subterms,
)
from compiler.llvm.alloc import group_starts, object_bytes


# An allocation group's start with at most this many live pointer variables
# saves and reloads them on its slow path only (the fast path touches no slot).
SMALL_LIVE = 8


def is_pointer(v: Var) -> bool:
    return isinstance(v.cty, (PtrT, FunT))


class RootFrame:
    def __init__(self, fun: FunDef, toplevel: set[int], may_collect: set[int], single_use: set[int],
                 direct: set[int]) -> None:
        self._toplevel = toplevel
        self._may_collect = may_collect
        self._single_use = single_use
        self._direct = direct
        self._conts: dict[int, set[Var]] = {}
        self._starts = group_starts(fun.body)
        self._stack: set[int] = set()
        cast: set[int] = set()
        for t in subterms(fun.body):
            if isinstance(t, LetRecord) and t.stack:
                self._stack.add(t.var.id)
            elif isinstance(t, LetPrim) and t.prim in ("cast", "tagged"):
                cast.add(t.args[0].id)
        # Frame records also reachable through a cast: their last use is not
        # the record's, so their slots are left as they are (until reused).
        self._aliased = self._stack & cast
        self._count = 0
        self._heavy_count = 0
        self._first_use: dict[int, tuple[int, int]] = {}
        self._points: set[int] = set()
        self._small: dict[int, tuple[Var, ...]] = {}
        self._dies: dict[int, list[Var]] = {}
        self.rooted: set[int] = set()
        self.heavy: set[int] = set()
        _, depth = self._walk(fun.body)
        self.slots = depth + self._bind_all(fun.params)

    def collects_at(self, node: Term) -> bool:
        return id(node) in self._points

    def small_live(self, node: Term) -> tuple[Var, ...] | None:
        """At an allocation group's start whose live set is small: that set
        (saved and reloaded around the collection on the slow path only)."""
        return self._small.get(id(node))

    def dies_at(self, node: Term) -> list[Var]:
        """The pointer variables whose last use on this path is `node`: their
        slots are cleared there, so that the collector does not keep what they
        hold alive (safe for space)."""
        return self._dies.get(id(node), [])

    # -- the walk -----------------------------------------------------------------

    def _use(self, node: Term, vs: tuple[Var, ...], live: set[Var]) -> None:
        """Uses of `vs` at `node`, `live` the pointer variables live after it
        (extended in place)."""
        for v in vs:
            if v in live or not is_pointer(v) or v.id in self._toplevel:
                continue
            if v.id not in self._first_use:
                self._first_use[v.id] = (self._count, self._heavy_count)
            live.add(v)
            if v.id not in self._aliased:
                self._dies.setdefault(id(node), []).append(v)

    def _point(self, node: Term, live: set[Var] | None = None) -> None:
        """A collection point; `live` given for an allocation group's start."""
        self._count += 1
        self._points.add(id(node))
        # frame records among the live are not saved (their address is fixed)
        if live is not None and len(live) <= SMALL_LIVE + len(self._stack):
            held = [v for v in live if v.id not in self._stack]
            if len(held) <= SMALL_LIVE:
                self._small[id(node)] = tuple(sorted(held, key=lambda v: v.id))
                return
        self._heavy_count += 1

    @property
    def has_frame_records(self) -> bool:
        """Whether the frame holds records (then its slots are also read and
        written as record headers and fields)."""
        return bool(self._stack)

    def _bind(self, v: Var, live: set[Var]) -> int:
        """1 if `v` is rooted (it takes a slot), else 0."""
        live.discard(v)
        if v.id in self._stack:
            return 0  # the address of a frame record: the collector ignores it
        first = self._first_use.get(v.id)
        if first is None or first[0] == self._count:
            return 0
        self.rooted.add(v.id)
        if first[1] < self._heavy_count:
            self.heavy.add(v.id)
        return 1

    def _bind_all(self, vs: tuple[Var, ...], live: set[Var] | None = None) -> int:
        scratch = live if live is not None else set()
        return sum(self._bind(v, scratch) for v in vs)

    def _walk(self, t: Term) -> tuple[set[Var], int]:
        """Walks `t` backward (see the module docstring); returns the pointer
        variables live into `t` (a set the caller may mutate) and the most slots
        any path through `t` takes."""
        match t:
            case LetVal(v, _, body):
                live, depth = self._walk(body)
                return live, depth + self._bind(v, live)
            case LetPrim(v, name, args, exn, body):
                live, depth = self._walk(body)
                depth += self._bind(v, live)
                if exn is not None:
                    live |= self._conts.get(exn.id, set())
                p = prim_info(name)
                if p.collection_point:
                    self._point(t)
                self._use(t, args, live)
                if object_bytes(t) is not None and id(t) in self._starts:
                    self._point(t, live)
                return live, depth
            case LetRecord(v, fields, _, body, stack):
                live, depth = self._walk(body)
                depth += len(fields) + 1 if stack else self._bind(v, live)
                self._use(t, fields, live)
                if id(t) in self._starts:
                    self._point(t, live)
                return live, depth
            case Select(v, _, r, body):
                live, depth = self._walk(body)
                depth += self._bind(v, live)
                self._use(t, (r,), live)
                return live, depth
            case LetCont(k, params, cbody, body):
                in_cont, cont_depth = self._walk(cbody)
                cont_depth += self._bind_all(params, in_cont)
                self._conts[k.id] = in_cont
                if k.id not in self._direct:
                    self._heavy_count += 1  # a block entry: what is live into it must be in its slot
                live, depth = self._walk(body)
                return live, max(cont_depth, depth)
            case App(fn, ret, exn, args):
                live = self._after((ret.id, exn.id))
                if (ret.id in self._conts or exn.id in self._conts) and self._collects(fn):
                    self._point(t)
                self._use(t, (fn, *args), live)
                return live, 0
            case Throw(k, args):
                live = self._after((k.id,))
                self._use(t, args, live)
                return live, 0
            case Switch(scrut, cases, default):
                arms = [arm for _, arm in cases]
                if default is not None:
                    arms.append(default)
                walked = [self._walk(arm) for arm in arms]
                depth = max((d for _, d in walked), default=0)
                sets = sorted((s for s, _ in walked), key=len)
                live = sets.pop() if sets else set()
                for other in sets:
                    live |= other
                self._use(t, (scrut,), live)
                return live, depth
        raise AssertionError(f"not a closed CPS term: {type(t).__name__}")

    def _after(self, conts: tuple[int, ...]) -> set[Var]:
        """What is live after a jump to `conts`: the union of what is live into
        them; a continuation named once gives its own set (no copy)."""
        local = [k for k in conts if k in self._conts]
        if len(local) == 1 and local[0] in self._single_use:
            return self._conts[local[0]]
        live: set[Var] = set()
        for k in local:
            live |= self._conts[k]
        return live

    def _collects(self, fn: Var) -> bool:
        """Whether a call of `fn` may reach the collector (unknown callees may)."""
        if fn.id not in self._toplevel:
            return True
        return fn.id in self._may_collect
