"""Binding and allocation extents of a closed program, counted for
`ldriver build --report=extent` (3CPS §2 and §7, "Analyzing Binding Extent in 3CPS", docs/architecture.md "Papers").

    measure(prog) -> Yields

Every value variable a closed function binds (parameters, `let`s, `Select`s,
continuation parameters) gets one of 3CPS's extents, read off the code that
code generation emits for it:
- H (heap): it is captured by a closure record allocated in the heap (a field
  other than the code pointer of a record whose field 0 is a function's code);
  the binding then lives as long as the closure;
- S (stack): otherwise, if it is live across a non-tail call (so it must be
  kept in the frame: a shadow-stack slot if the collector must see it, else a
  callee-saved register or native stack slot);
- R (register): otherwise: no other binding of it can be live while it is.
Continuation variables are all S (they are second class: compiler.cps.ir).

Allocations are the `LetRecord`s (records and closures); `stack` counts those
`compiler.extent.escape` put in their function's frame.
"""
from __future__ import annotations

from dataclasses import dataclass

from compiler.closure.ir import ClosedProgram
from compiler.cps.ir import (
    App, FunDef, LetCont, LetPrim, LetRecord, LetVal, Select, Switch, Term, Throw, Var, subterms,
)


@dataclass(frozen=True, slots=True)
class Yields:
    """Counts over one closed program: variables by extent, allocation sites."""

    register: int = 0
    stack: int = 0
    heap: int = 0
    records: int = 0
    stack_records: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"register": self.register, "stack": self.stack, "heap": self.heap,
                "records": self.records, "stack_records": self.stack_records}


def measure(prog: ClosedProgram) -> Yields:
    code = {f.name.id for f in prog.funs} | {v.id for v in prog.externs()}
    captured: set[int] = set()
    records = on_stack = 0
    for f in prog.funs:
        for t in subterms(f.body):
            if isinstance(t, LetRecord):
                records += 1
                if t.stack:
                    on_stack += 1
                elif t.fields and t.fields[0].id in code:
                    captured.update(x.id for x in t.fields[1:])
    register = stack = heap = 0
    for f in prog.funs:
        framed = _FrameVars(f)
        for v in framed.bound:
            if v in captured:
                heap += 1
            elif v in framed.across:
                stack += 1
            else:
                register += 1
    return Yields(register, stack, heap, records, on_stack)


class _FrameVars:
    """The variables `fun` binds (`bound`), and those of them live across a
    non-tail call (`across`): one backward walk with a counter of calls, as
    `compiler.llvm.roots` finds roots (a variable is live across a call iff
    the counter moved between its binding and its last use)."""

    def __init__(self, fun: FunDef) -> None:
        self._ret = fun.ret.id
        self._calls = 0
        self._last_use: dict[int, int] = {}
        self.bound: list[int] = []
        self.across: set[int] = set()
        self._walk(fun.body)
        self._bind(fun.params)

    def _use(self, vs: tuple[Var, ...]) -> None:
        for v in vs:
            self._last_use.setdefault(v.id, self._calls)

    def _bind(self, vs: tuple[Var, ...]) -> None:
        for v in vs:
            self.bound.append(v.id)
            last = self._last_use.get(v.id)
            if last is not None and last != self._calls:
                self.across.add(v.id)

    def _walk(self, t: Term) -> None:
        match t:
            case LetVal(v, _, body):
                self._walk(body)
                self._bind((v,))
            case LetPrim(v, _, args, _, body):
                self._walk(body)
                self._bind((v,))
                self._use(args)
            case LetRecord(v, fields, _, body):
                self._walk(body)
                self._bind((v,))
                self._use(fields)
            case Select(v, _, r, body):
                self._walk(body)
                self._bind((v,))
                self._use((r,))
            case LetCont(_, params, cbody, body):
                self._walk(cbody)
                self._bind(params)
                self._walk(body)
            case App(fn, ret, _, args):
                if ret.id != self._ret:
                    self._calls += 1
                self._use((fn, *args))
            case Throw(_, args):
                self._use(args)
            case Switch(scrut, cases, default):
                for _, arm in cases:
                    self._walk(arm)
                if default is not None:
                    self._walk(default)
                self._use((scrut,))
            case _:
                raise AssertionError(f"not a closed CPS term: {type(t).__name__}")
