"""The typed CPS IR and its phases (docs/architecture.md "The pipeline": cps, shrink).

Public entry points:
- `convert(unit) -> Program` (`from_lexp`): LEXP → CPS, making the
  representation decisions (record layout, constructors, calling convention);
- `check(prog) -> list[str]` (`check`): the IR invariants, [] when well formed;
- `show(prog) -> str` (`printer`): deterministic, canonically renamed text;
- `interpret(prog) -> Outcome` (`interp`): the reference interpreter, and
  `interpret_units` for units run in one process as a linked executable;
- `shrink.run(prog) -> Program`: shrinking reductions (the module is exported,
  as every pass is a module with one `run`);
- `optimize.release(prog) -> Program`: the release profile's optimization,
  shrinking with uncurrying (`uncurry`).
The node classes are in `compiler.cps.ir`.
"""
from compiler.cps.check import check
from compiler.cps.from_lexp import convert
from compiler.cps.interp import Outcome, interpret, interpret_units
from compiler.cps.printer import show
from compiler.cps import optimize, shrink

__all__ = ["Outcome", "check", "convert", "interpret", "interpret_units", "optimize", "show", "shrink"]
