"""Closure conversion: CPS -> closed CPS (docs/architecture.md "The pipeline": closed).

Entry points:
- `run(prog) -> ClosedProgram` (`convert`): flat closure conversion;
- `useless.run(prog) -> ClosedProgram`: drops the parameters functions only
  pass along (release);
- `results.run(prog) -> ClosedProgram`: known functions return the fields of
  the records they build as separate values (release);
- `check(prog) -> list[str]` (`check`): the closed-CPS invariant checker;
- `as_program(prog) -> Program` (`ir`): the closed program as plain CPS, for
  the CPS printer (dumps) and reference interpreter (tests).
"""
from compiler.closure.check import check
from compiler.closure.convert import run
from compiler.closure.ir import ClosedProgram, as_program

__all__ = ["ClosedProgram", "as_program", "check", "run"]
