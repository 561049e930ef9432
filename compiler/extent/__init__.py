"""Extents (issue 11 item 7; the 3CPS binding-extent and higher-order escape
analysis papers, docs/architecture.md "Papers"): which records live in their
function's frame instead of the heap, and the binding-extent counts reported
by `ldriver build --report=extent`.

    run(prog) -> ClosedProgram      the records of `escape.stack_records` marked `stack`
    measure(prog) -> Yields         variables by extent (R/S/H), records by place

Precondition: `compiler.closure.check` accepts `prog`; so does it the result,
which computes what `prog` computes (a stack record is an ordinary record to
every phase but code generation).
"""
from __future__ import annotations

from compiler.closure.ir import ClosedProgram
from compiler.cps.ir import LetRecord, Rewriter, Term
from compiler.extent.escape import stack_records
from compiler.extent.yields import Yields, measure

__all__ = ["Yields", "measure", "run"]


def run(prog: ClosedProgram) -> ClosedProgram:
    stack = stack_records(prog)
    if not stack:
        return prog
    mark = _MarkStack(stack)
    return ClosedProgram(tuple(mark.fundef(f) for f in prog.funs), prog.main, prog.next_id, prog.symbols)


class _MarkStack(Rewriter):
    def __init__(self, stack: frozenset[int]) -> None:
        self.stack = stack

    def term(self, t: Term) -> Term:
        if isinstance(t, LetRecord) and t.var.id in self.stack:
            return LetRecord(t.var, t.fields, t.tag, self.term(t.body), True)
        return super().term(t)
