"""Test helper: SML source -> closed CPS -> LLVM -> executable, and run it.

The phases are called one by one (not through the driver) so that a failure
names the phase; each checker runs after its phase. Python recursion follows
the nesting of the program, so compilation runs on a thread with a big stack.
"""
from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from compiler import closure
from compiler.deep import run_deep
from compiler.cps import check as cps_check
from compiler.cps import convert as cps_convert
from compiler.cps import shrink
from compiler.cps.ir import Program
from compiler.elab import elaborate_program
from compiler.lexp import translate
from compiler.llvm.codegen import generate
from compiler.llvm.target import emit_object
from compiler.source import SourceFile
from compiler.syntax import parse_program
from ldriver.toolchain import build_runtime, link

RUNTIME_CACHE = Path(__file__).resolve().parents[2] / ".pytest_cache" / "ldrt"


def cps_of_source(text: str, name: str = "test.sml") -> Program:
    def run() -> Program:
        source = SourceFile(name, text)
        diags: list = []
        ast = parse_program(source)
        elab = elaborate_program(ast, diags)
        errors = [d for d in diags if getattr(d, "severity", "error") == "error"]
        assert not errors, errors
        prog = shrink.run(cps_convert(translate(elab.program)))
        errs = cps_check(prog)
        assert not errs, errs[:5]
        return prog
    return run_deep(run)


def ir_of_cps(prog: Program, module: str = "test") -> str:
    def run() -> str:
        closed = closure.run(prog)
        errs = closure.check(closed)
        assert not errs, errs[:5]
        return generate(closed, module)
    return run_deep(run)


@dataclass(frozen=True)
class Run:
    stdout: str
    stderr: str
    status: int


def build(ir: str, out: Path, profile: str = "dev") -> Path:
    obj = out.with_suffix(".o")
    obj.write_bytes(emit_object(ir, profile, out.stem))
    lib = build_runtime(RUNTIME_CACHE, "dev")
    link([obj], lib.path, out)
    return out


def execute(exe: Path, gc_stress: bool = False, timeout: float = 120) -> Run:
    env = dict(os.environ)
    env.pop("LDRIVER_GC_STRESS", None)
    if gc_stress:
        env["LDRIVER_GC_STRESS"] = "1"
    p = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=timeout)
    return Run(p.stdout, p.stderr, p.returncode)


def run_source(text: str, tmp: Path, profile: str = "dev", gc_stress: bool = False) -> Run:
    exe = build(ir_of_cps(cps_of_source(text)), tmp / "prog", profile)
    return execute(exe, gc_stress)
