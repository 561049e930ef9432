"""Test helper: SML source -> closed CPS -> LLVM -> executable, and run it.

Source programs go through the one pass runner (`compiler.pipeline`) with the
IR checkers on, up to the CPS or the LLVM IR, so that hand-built CPS can join
at the same point. Python recursion follows the nesting of the program, so
compilation runs on a thread with a big stack.
"""
from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from compiler.cps.ir import Program
from compiler.deep import run_deep
from compiler.pipeline import PASSES, CompileInfo, run_pipeline
from compiler.llvm.runtime_abi import unit_exports_symbol, unit_init_symbol
from compiler.llvm.target import emit_object
from compiler.source import SourceFile
from ldriver.engine.toolchain import build_runtime, link

RUNTIME_CACHE = Path(__file__).resolve().parents[2] / ".pytest_cache" / "ldrt"
_FROM_CPS = tuple(p for p in PASSES if p.name in ("closed", "extent", "llvm"))


def cps_of_source(text: str, name: str = "test.sml", profile: str = "dev") -> Program:
    """The shrunk, checked CPS of a one-unit program."""
    info = CompileInfo(unit=name, check_ir=True, stop_after="shrink", exported=False, profile=profile)
    return run_deep(lambda: run_pipeline(SourceFile(name, text), info))[0]


def ir_of_cps(prog: Program, module: str = "test", profile: str = "dev") -> str:
    """The checked LLVM IR of unit `module` (no imports) from its CPS."""
    return run_deep(lambda: run_pipeline(prog, CompileInfo(unit=module, check_ir=True, profile=profile), _FROM_CPS))[0]


@dataclass(frozen=True)
class Run:
    stdout: str
    stderr: str
    status: int


def build(ir: str, out: Path, profile: str = "dev", module: str = "test") -> Path:
    """Link the IR of unit `module` (as made by `ir_of_cps`) into `out`."""
    obj = out.with_suffix(".o")
    obj.write_bytes(emit_object(ir, profile, out.stem))
    lib = build_runtime(RUNTIME_CACHE, "dev")
    link([obj], lib.path, out, [(unit_init_symbol(module), unit_exports_symbol(module))])
    return out


def execute(exe: Path, gc_stress: bool = False, timeout: float = 120) -> Run:
    env = dict(os.environ)
    env.pop("LDRIVER_GC_STRESS", None)
    if gc_stress:
        env["LDRIVER_GC_STRESS"] = "1"
    p = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=timeout)
    return Run(p.stdout, p.stderr, p.returncode)


def run_source(text: str, tmp: Path, profile: str = "dev", gc_stress: bool = False) -> Run:
    exe = build(ir_of_cps(cps_of_source(text, profile=profile), profile=profile), tmp / "prog", profile)
    return execute(exe, gc_stress)
