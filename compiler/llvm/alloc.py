"""Inline bump allocation (ldriver_rt.h §3, docs/architecture.md "Memory management").

Public functions:

    object_bytes(node) -> int | None    heap bytes an inline-allocating CPS node
                                        (LetRecord, box_real, ref_new) needs
                                        (None for a frame record)
    plan_group(node) -> (offsets, total) the allocation group starting at `node`
    group_starts(body) -> set of ids      the allocating nodes that check the heap limit
    header(kind, tag, length) -> int    a header word

An *allocation group* is a maximal straight-line run of CPS nodes, starting at
an allocating one, containing no call that may collect and no branch: its
objects are allocated together with ONE limit check at the group's start
(`ld_hp + total > ld_hlimit` → `ld_gc_alloc(total)`), and each object's header
and fields are written at its own node, before anything can collect. A group
never exceeds LD_MAX_GROUP_BYTES and holds no object above
LD_LARGE_OBJECT_BYTES (those go through `ld_alloc_large`, one call each).
The GC roots at the check are the live-in pointer variables of the group's
first node (`compiler.llvm.roots`).
"""
from __future__ import annotations

from compiler.cps.ir import LetPrim, LetRecord, LetVal, RealT, Select, Term, prim_info, subterms

RECORD, ARRAY, REAL, REALS, STRING = 0, 1, 2, 3, 4
RARRAY = 6  # a flat `real array` (ldriver_rt.h LD_RARRAY): tested, never allocated, here
LARGE_OBJECT_BYTES = 64 * 1024
MAX_GROUP_BYTES = 256 * 1024

_INLINE_ALLOC = {"box_real": 16, "ref_new": 16}


def header(kind: int, tag: int, length: int) -> int:
    """The header word of an object (ldriver_rt.h LD_HEADER), as an i64 constant."""
    h = (length << 21) | ((tag & 0xFFFF) << 5) | (kind << 1) | 1
    return h - (1 << 64) if h >= 1 << 63 else h


def record_kind(node: LetRecord) -> int:
    """REALS for a non-empty all-real record, else RECORD (compiler.cps.ir "Record layout")."""
    if node.fields and all(isinstance(f.cty, RealT) for f in node.fields):
        return REALS
    return RECORD


def object_bytes(node: Term) -> int | None:
    match node:
        case LetRecord(_, fields, _, _, stack):
            return None if stack else 8 * (1 + len(fields))
        case LetPrim(_, name, _, _, _) if name in _INLINE_ALLOC:
            return _INLINE_ALLOC[name]
    return None


def _straight(node: Term) -> bool:
    """Whether `node` neither branches nor may collect (so a group may span it)."""
    match node:
        case LetVal() | Select() | LetRecord(stack=True):
            return True
        case LetPrim(_, name, _, _, _):
            p = prim_info(name)
            return p.symbol is None and not p.may_raise and name not in _INLINE_ALLOC
    return False


def plan_group(node: Term) -> tuple[dict[int, int], int]:
    """The group starting at allocating `node`: byte offset of each member (by
    `id`), and the total. `node` itself must be at most LARGE_OBJECT_BYTES."""
    offsets: dict[int, int] = {}
    total = 0
    t: Term = node
    while True:
        size = object_bytes(t)
        if size is not None:
            if size > LARGE_OBJECT_BYTES or total + size > MAX_GROUP_BYTES:
                break
            offsets[id(t)] = total
            total += size
        elif not _straight(t):
            break
        t = t.body  # type: ignore[union-attr]
    return offsets, total


def group_starts(body: Term) -> set[int]:
    """The allocating nodes of a closed function body (by `id`) where code
    generation allocates with a limit check: the first node of each group
    (`plan_group`, groups taken in order along each straight-line run) and the
    objects above LARGE_OBJECT_BYTES (allocated alone). Every other allocating
    node is a later member of a group and needs no GC roots of its own.
    (`subterms` meets a node before the rest of its run, so a group's start
    before its members.)"""
    starts: set[int] = set()
    members: set[int] = set()
    for t in subterms(body):
        size = object_bytes(t)
        if size is not None and id(t) not in members:
            starts.add(id(t))
            if size <= LARGE_OBJECT_BYTES:
                members.update(plan_group(t)[0])
    return starts
