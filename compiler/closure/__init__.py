"""Closure conversion: CPS -> closed CPS (DESIGN.md pipeline, `compiler/closure`).

Entry points:
- `run(prog) -> ClosedProgram` (`convert`): flat closure conversion;
- `check(prog) -> list[str]` (`check`): the closed-CPS invariant checker.
"""
from compiler.closure.check import check
from compiler.closure.convert import run
from compiler.closure.ir import ClosedProgram

__all__ = ["ClosedProgram", "check", "run"]
