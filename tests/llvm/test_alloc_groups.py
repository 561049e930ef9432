"""compiler.llvm.alloc.group_starts: the allocating nodes where code generation
checks the heap limit, i.e. where the GC roots (compiler.llvm.roots) keep a
live set. Hand-built closed CPS terms (straight lines, a large object, a group
cut by MAX_GROUP_BYTES, branches); then a program whose live data is a record
too large for a group, run under GC stress.
"""
from __future__ import annotations

from pathlib import Path

from sml_build import run_source

from compiler.cps.ir import INT_T, PTR_T, LetCont, LetRecord, LetVal, IntConst, Supply, Switch, Term, Throw
from compiler.llvm import alloc


def _chain(s: Supply, sizes: list[int], end: Term) -> tuple[Term, list[LetRecord]]:
    """Records of `sizes` fields in a straight line ending in `end` (outermost first)."""
    x = s.var("x", INT_T)
    names = [s.var("r", PTR_T) for _ in sizes]
    body = end
    nodes = []
    for r, n in reversed(list(zip(names, sizes))):
        body = LetRecord(r, (x,) * n, 0, body)
        nodes.append(body)
    nodes.reverse()
    return LetVal(x, IntConst(1), body), nodes


def test_a_large_object_is_allocated_alone_and_ends_the_group() -> None:
    s = Supply()
    k = s.cont("k", ())
    large = alloc.LARGE_OBJECT_BYTES // 8  # fields: with the header, just over the limit
    term, nodes = _chain(s, [1, 2, large, 1, 1], Throw(k, ()))
    assert alloc.group_starts(term) == {id(nodes[0]), id(nodes[2]), id(nodes[3])}


def test_a_group_is_cut_at_max_group_bytes() -> None:
    s = Supply()
    k = s.cont("k", ())
    per_group = alloc.MAX_GROUP_BYTES // 24  # 2-field records
    term, nodes = _chain(s, [2] * (per_group + 5), Throw(k, ()))
    assert alloc.group_starts(term) == {id(nodes[0]), id(nodes[per_group])}
    offsets, total = alloc.plan_group(nodes[0])
    assert len(offsets) == per_group and total <= alloc.MAX_GROUP_BYTES


def test_branches_and_continuations_start_their_own_groups() -> None:
    s = Supply()
    j = s.cont("j", ())
    b = s.var("b", INT_T)
    arm1, arm1_nodes = _chain(s, [1, 1], Throw(j, ()))
    arm2, arm2_nodes = _chain(s, [3], Throw(j, ()))
    cbody, cont_nodes = _chain(s, [2, 2], Throw(s.cont("ret", ()), ()))
    head, head_nodes = _chain(s, [1], Switch(b, ((0, arm1),), arm2))
    term = LetCont(j, (), cbody, LetVal(b, IntConst(0), head))
    assert alloc.group_starts(term) == {
        id(head_nodes[0]), id(arm1_nodes[0]), id(arm2_nodes[0]), id(cont_nodes[0])}


def test_large_record_survives_collections(tmp_path: Path) -> None:
    """A live record above LARGE_OBJECT_BYTES is allocated alone, with its own
    GC roots (a list longer than one group is in tests/cps/test_big_programs.py)."""
    n = alloc.LARGE_OBJECT_BYTES // 8 + 10
    fields = ", ".join(str(i) for i in range(1, n + 1))
    r = run_source(f"""
        val cell = ref ({fields})
        val _ = cell := (!cell)
        val _ = print (if #{n} (!cell) = {n} andalso #1 (!cell) = 1 then "ok\\n" else "bad\\n")
    """, tmp_path, gc_stress=True)
    assert (r.stdout, r.status) == ("ok\n", 0), r.stderr
