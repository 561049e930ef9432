"""The release profile's CPS optimization: shrinking (`compiler.cps.shrink`),
static arguments (`compiler.cps.static_args`) and uncurrying
(`compiler.cps.uncurry`) in the order they help each other.

    release(prog) -> prog

A first shrink measures every function at its real size and gives recursive
calls their simplest shape; a curried function's recursive calls that pass
its static parameters back then reuse its closure, so that uncurrying sees
which curried functions stay recursive and splits those and the ones too big
to inline whole; the wrappers it makes are inlined before anything else, then
shrinking and inlining run to their fixpoint as in `shrink.run`.
"""
from __future__ import annotations

from compiler.cps import shrink, static_args
from compiler.cps.ir import Program
from compiler.cps.uncurry import uncurry


def release(prog: Program) -> Program:
    prog, wrappers = uncurry(static_args.run(shrink.run(prog, inline_passes=0)))
    return shrink.run(prog, inline_first=wrappers)
