"""The closed-CPS checker: `check(prog) -> list[str]` (empty when well formed).

Checked (the invariants of `compiler.closure.ir`):
- no `Fix` inside a function body;
- top-level function names occur only as a direct callee or as field 0 of a
  record (a closure's code pointer), externs only as a direct callee; no two
  names share a symbol;
- every scope and CTY rule of `compiler.cps.check`. Those run on a wrapper
  program whose main is `Fix(all functions, call main)`: since the wrapper binds
  nothing else, "every variable is used in its scope" there means exactly that
  each function is closed (no free variables but top-level names).
Errors are internal compiler errors.
"""
from __future__ import annotations

from compiler.closure.ir import ClosedProgram, as_program
from compiler.cps.check import check as cps_check
from compiler.cps.ir import (
    App, Fix, LetCont, LetPrim, LetRecord, LetVal, Select, Switch, Term, Throw, Var,
    allow_deep_recursion,
)


def check(prog: ClosedProgram) -> list[str]:
    """The errors in `prog`; [] if it satisfies every invariant of `compiler.closure.ir`."""
    allow_deep_recursion()
    errors: list[str] = []
    names = {f.name.id for f in prog.funs}
    if prog.main.id not in names:
        errors.append("main is not one of the program's functions")
    externs = {v.id for v in prog.externs()}
    symbols = [sym for _, sym in prog.symbols]
    if len(set(symbols)) != len(symbols):
        errors.append("two names share a public symbol")
    for f in prog.funs:
        errors += [f"fun {f.name.hint}#{f.name.id}: {e}" for e in _shape(f.body, names | externs, externs)]
    if prog.main.id not in names:
        return errors
    errors += cps_check(as_program(prog))
    return errors


def _shape(body: Term, names: set[int], externs: set[int]) -> list[str]:
    errors: list[str] = []

    def value_uses(vs: tuple[Var, ...], what: str) -> None:
        for v in vs:
            if v.id in names:
                errors.append(f"top-level function {v.hint}#{v.id} used as a value in {what}")

    stack = [body]
    while stack:
        match stack.pop():
            case LetVal(_, _, b):
                stack.append(b)
            case LetPrim(v, name, args, _, b):
                value_uses(args, name)
                stack.append(b)
            case LetRecord(v, fields, _, b):
                value_uses(fields[1:], "a record field other than 0")
                value_uses(tuple(f for f in fields[:1] if f.id in externs), "a closure record")
                stack.append(b)
            case Select(_, _, r, b):
                value_uses((r,), "select")
                stack.append(b)
            case LetCont(_, _, cb, b):
                stack += (cb, b)
            case Fix():
                errors.append("nested Fix after closure conversion")
            case App(_, _, _, args):
                value_uses(args, "call arguments")
            case Throw(_, args):
                value_uses(args, "throw")
            case Switch(s, cases, d):
                value_uses((s,), "switch")
                stack += [arm for _, arm in cases]
                if d is not None:
                    stack.append(d)
    return errors
