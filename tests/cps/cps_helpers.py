"""Helpers for the CPS tests: build LEXP by hand (the constructors of
`lexp_builders`, re-exported), and run a unit through convert → check →
interpret → shrink → check → interpret."""
from __future__ import annotations

from lexp_builders import BOXED, INT, REAL, prim, seq, var  # noqa: F401  (re-exported to the CPS tests)

from compiler.cps import check, convert, interpret, optimize
from compiler.cps.interp import Outcome
from compiler.cps.ir import Program
from compiler.cps.printer import show
from compiler.lexp import ir as L


def if_(cond: L.Lexp, then: L.Lexp, else_: L.Lexp, ty: L.Lty) -> L.Switch:
    return L.Switch(cond, "int", ((1, then),), else_, ty)


def fn(param: L.LVar, pty: L.Lty, body: L.Lexp, rty: L.Lty) -> L.Fn:
    return L.Fn(param, pty, body, rty)


def builtin_exn(name: str, arg_ty: L.Lty | None = None) -> L.DataconInfo:
    return L.DataconInfo(L.ExnCon(name, None, name, arg_ty is not None), arg_ty)


def checked(prog: Program) -> Program:
    errors = check(prog)
    assert errors == [], "\n".join(errors) + "\n" + show(prog)
    return prog


def run_both(body: L.Lexp) -> tuple[Outcome, Program, Program]:
    """Convert, check, run; shrink, check, run again; the two runs must agree.
    Returns the outcome and both programs."""
    prog = checked(convert(L.Unit(body, "test.sml")))
    before = interpret(prog)
    small = checked(optimize.release(prog))
    after = interpret(small)
    assert (after.stdout, after.uncaught) == (before.stdout, before.uncaught)
    assert _same(after.result, before.result)
    return before, prog, small


def _same(a: object, b: object) -> bool:
    if isinstance(a, (int, float, str)) or a is None:
        return a == b
    return type(a) is type(b)
