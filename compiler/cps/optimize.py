"""The release profile's CPS optimization: shrinking (`compiler.cps.shrink`)
and uncurrying (`compiler.cps.uncurry`) in the order they help each other.

    release(prog) -> prog

A first shrink measures every function at its real size, so that uncurrying
splits only the curried functions too big to inline whole; the wrappers it
makes are inlined before anything else, then shrinking and inlining run to
their fixpoint as in `shrink.run`.
"""
from __future__ import annotations

from compiler.cps import shrink
from compiler.cps.ir import Program
from compiler.cps.uncurry import uncurry


def release(prog: Program) -> Program:
    prog, wrappers = uncurry(shrink.run(prog, inline_passes=0))
    return shrink.run(prog, inline_first=wrappers)
