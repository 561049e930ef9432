"""LEXP: the typed lambda language of Shao's thesis §3.5 (see `ir`).

Public entry points:

    translate(program) -> Unit       typed Absyn -> LEXP (`from_absyn`)
    check(unit) -> list[str]         invariant checker; [] when the unit is well formed
    print_unit(unit) -> str          deterministic printer (canonical variable names)
    run(unit) -> InterpResult        reference interpreter (stdout, uncaught exception)

`translate` expects the zonked Absyn of `compiler.elab.elaborate_program`; an
`AssertionError` from it is a compiler bug. `run` raises `InterpError` when the
program breaks a representation invariant (a compiler bug, not an ML exception).
"""
from compiler.lexp.check import check
from compiler.lexp.from_absyn import translate
from compiler.lexp.interp import InterpError, InterpResult, run
from compiler.lexp.printer import print_unit

__all__ = ["translate", "check", "print_unit", "run", "InterpResult", "InterpError"]
