"""GC roots: which variables of one function live in its shadow-stack frame
(ldriver_rt.h §4; docs/architecture.md "Memory management"), and the code that
keeps them there. This is the ONE place code generation learns about roots
from (the analysis `RootFrame`) and writes them through (`FrameSlots`), so that
it can be replaced by LLVM statepoints later.

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

    slots = FrameSlots(frame, emit, tmp)
                                 the slots of the path being emitted: stores and
                                 loads of roots, ld_sstop, frame records, clears

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

from collections.abc import Callable

from compiler.cps.ir import (
    App, FunDef, FunT, LetCont, LetPrim, LetRecord, LetVal, PtrT, Select, Switch, Term, Throw, Var,
    prim_info, subterms,
)
from compiler.llvm.alloc import RECORD, group_starts, header, object_bytes
from compiler.llvm.ir_text import TBAA_RT, TBAA_SLOT


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


class FrameSlots:
    """The emitted side of one function's `RootFrame` (the one place that
    writes the shadow stack): which slot each heavy rooted variable and each
    frame record takes on the current path, the stores and loads of slots,
    `ld_sstop`, and the dead slots still to be cleared. Instructions go out
    through `emit`; `tmp` names a fresh temporary.

    Slots are `%fs<i>` = `%fb` + i words, `%fb` the value of `ld_sstop` on
    entry (`entry`, `addresses`). Frames are not initialized: before a
    collection point `ld_sstop` is set to cover exactly the slots this path
    has written (`enter_collection`), and back to `%fb` before leaving or
    jumping to a block (`set_top(0)`). A dead slot is cleared only before a
    collection that scans it (`flush_clears`)."""

    def __init__(self, frame: RootFrame, emit: Callable[[str], None], tmp: Callable[[], str]) -> None:
        self.frame = frame
        self._emit = emit
        self._tmp = tmp
        self._tag = "" if frame.has_frame_records else TBAA_SLOT
        self.slot_of: dict[int, int] = {}
        self.record_slots: dict[int, tuple[int, int]] = {}  # frame record -> (first field slot, fields)
        self.records_top = 0  # the slots of this path's frame records end here
        self.depth = 0
        # ld_sstop is %fb + `top` slots on this path (-1: not known).
        self.top = 0
        self.used = 0
        self.clears: tuple[int, ...] = ()

    def entry(self) -> list[str]:
        """The function's first instructions: `%fb`, if it has a frame."""
        return [f"%fb = load ptr, ptr @ld_sstop, align 8{TBAA_RT}"] if self.frame.slots else []

    def addresses(self) -> list[str]:
        """The definitions of the slot addresses used (after `entry`)."""
        if not self.frame.slots:
            return []
        return [f"  %fs{i} = getelementptr i64, ptr %fb, i64 {i}" for i in range(self.used)]

    def mark(self) -> tuple[int, int, tuple[int, ...], int]:
        return self.depth, self.top, self.clears, self.records_top

    def restore(self, mark: tuple[int, int, tuple[int, ...], int]) -> None:
        """Back to the slots of `mark` (another branch, or after a side exit)."""
        self.depth, self.top, self.clears, self.records_top = mark

    def bind(self, v: Var, operand: str, store: bool) -> None:
        """A rooted `v` defined as `operand`: a heavy one takes the next slot
        and, if `store`, is stored there (else the caller calls `store`)."""
        if v.id in self.frame.heavy:
            self.slot_of[v.id] = self.depth
            if self.depth in self.clears:  # the slot is reused: no longer to be cleared
                self.clears = tuple(c for c in self.clears if c != self.depth)
            self.depth += 1
            if store:
                self.write(self.slot_of[v.id], operand)

    def store(self, v: Var, operand: str) -> None:
        """A heavy rooted `v` into its slot (a light one has none: allocation
        slow paths save it above the frame's slots)."""
        if v.id in self.slot_of:
            self.write(self.slot_of[v.id], operand)

    def load(self, v: Var) -> str:
        """A heavy rooted `v`, loaded from its slot (after a collection)."""
        return self.read(self.slot_of[v.id])

    def write(self, i: int, value: str) -> None:
        """Store `value` into slot `i` as a root (alias class `TBAA_SLOT`
        unless the frame holds records, whose headers and fields
        `frame_record` writes)."""
        self._emit(f"store i64 {value}, ptr {self.address(i)}, align 8{self._tag}")

    def read(self, i: int) -> str:
        """Slot `i`, loaded as a root."""
        r = self._tmp()
        self._emit(f"{r} = load i64, ptr {self.address(i)}, align 8{self._tag}")
        return r

    def address(self, i: int) -> str:
        """The address of slot `i` of the frame (%fb + i words)."""
        self.used = max(self.used, i + 1)
        return f"%fs{i}"

    def set_top(self, depth: int) -> None:
        """ld_sstop = %fb + `depth` slots, unless it is known to be. Before a
        collection point, `depth` covers exactly the slots written on this
        path (the frame has no other slots: nothing is initialized on entry);
        0 before leaving the function or jumping to a block, so that a call
        leaves ld_sstop as it found it."""
        if self.frame.slots and self.top != depth:
            self._emit(f"store ptr {self.address(depth)}, ptr @ld_sstop, align 8{TBAA_RT}")
            self.top = depth

    def assume_top(self, top: int) -> None:
        """ld_sstop is %fb + `top` slots here (a block's start: 0; -1: not known)."""
        self.top = top

    def call_depth(self, depth: int) -> None:
        """The path's depth for a call whose return continuation is bound at
        `depth`: what the call's own branch bound is out of scope after it,
        but the frame records it may be passed stay in the frame during it."""
        self.depth = max(depth, self.records_top)

    def enter_collection(self, node: Term) -> bool:
        """Before `node`: if it is a collection point, the dead slots below
        the path's depth cleared and ld_sstop covering the others. Returns
        whether it is one."""
        if not self.frame.collects_at(node):
            return False
        self.flush_clears(self.depth)
        self.set_top(self.depth)
        return True

    def leave_scope(self, depth: int) -> None:
        """The slots from `depth` up are out of scope (a call's branch bound
        them, and the frame records there were in the call's scope only):
        reusable, and a collection from here on need not scan them (one that
        did after a lower one had not would find stale pointers there)."""
        self.depth = depth
        self.records_top = min(self.records_top, depth)

    def clear_dead(self, node: Term, variables: bool = True, records: bool = True) -> None:
        """The slots of the variables whose last use is `node` are to be
        cleared (what a dead variable holds must not stay reachable: safe for
        space); the stores are emitted before the next collection point that
        scans them (`flush_clears`), none if the path leaves first. A call
        clears its dead `variables` before it and the fields of its dead frame
        `records` after it (they are its arguments)."""
        dead = []
        for v in self.frame.dies_at(node):
            if variables and v.id in self.slot_of:
                dead.append(self.slot_of[v.id])
            elif records and v.id in self.record_slots:
                first, n = self.record_slots[v.id]
                dead.extend(range(first, first + n))
        if dead:
            self.clears = self.clears + tuple(dead)

    def flush_clears(self, depth: int, keep: bool = False) -> None:
        """Clear the pending dead slots below `depth` (those a collection
        there scans); `keep`: they stay pending (a slow path's clears do not
        cover the fast path)."""
        for slot in sorted(set(self.clears)):
            if slot < depth:
                self.write(slot, "1")
        if not keep:
            self.clears = ()

    def frame_record(self, t: LetRecord, val: Callable[[Var], str]) -> str:
        """A record in the next 1 + n slots of the frame (`RootFrame`),
        written before anything can collect, so that no slot below ld_sstop
        is ever stale; `val` gives a field's operand. Returns the instruction
        defining the record's value."""
        base, n = self.depth, len(t.fields)
        self.depth += 1 + n
        self.clears = tuple(c for c in self.clears if not base <= c <= base + n)
        self._emit(f"store i64 {header(RECORD, t.tag, n)}, ptr {self.address(base)}, align 8")
        for i, f in enumerate(t.fields):
            self._emit(f"store i64 {val(f)}, ptr {self.address(base + 1 + i)}, align 8")
        self.record_slots[t.var.id] = (base + 1, n)
        self.records_top = self.depth
        return f"ptrtoint ptr {self.address(base + 1)} to i64"

    def around_collection(self, saved: list[Var], operand: Callable[[Var], str], collection: str) -> list[str]:
        """An allocation group's slow path: the variables `saved` (of a small
        live set, in valid registers) in their slots, a light one (it has no
        slot) first stored in the slots above this path's; then the
        instruction `collection`, ld_sstop covering them; returns them
        reloaded."""
        where = {v.id: self.slot_of[v.id] for v in saved if v.id in self.slot_of}
        light = [v for v in saved if v.id not in self.slot_of]
        for i, v in enumerate(light):
            where[v.id] = self.depth + i
            self.write(self.depth + i, operand(v))
        top = self.top
        assert top >= 0
        self.flush_clears(self.depth, keep=True)
        self.set_top(self.depth + len(light))
        self._emit(collection)
        reloaded = [self.read(where[v.id]) for v in saved]
        self.set_top(top)
        return reloaded
