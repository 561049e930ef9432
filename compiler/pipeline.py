"""The compilation pipeline, listed once as data (style habits 4 and 5).

    Absyn --lexp--> LEXP --cps--> CPS --shrink--> CPS --closed--> closed CPS --llvm--> LLVM IR text

`PASSES` names each step, the IR it produces, how to run it, check it and print
it. Ordering rules: `lexp` needs the typed Absyn (elaboration done, match
warnings reported); `shrink` may run any number of times between `cps` and
`closed`; `closed` must come last among the CPS passes because code generation
requires closed functions. All passes are needed for semantics except
`shrink` (the `MINIMAL` list omits it).

`run_pipeline` is the one runner: it times every pass, writes
`<dump_dir>/<unit>.<pass>.<ir>` for each pass named in `CompileInfo.dump`, runs
the IR's checker after each pass when `check_ir` is set, and stops after
`stop_after`. A checker failure is an internal error naming the pass, with the
IR printed to the dump directory.

Heavy modules (llvmlite) are imported only when a pass that needs them runs.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class Pass:
    name: str
    ir: str
    run: Callable[[Any, CompileInfo], Any]
    check: Callable[[Any], list[str]] | None
    show: Callable[[Any], str]


@dataclass(slots=True)
class CompileInfo:
    """Per-unit settings and measurements, passed explicitly to every pass."""

    unit: str
    profile: str = "dev"
    check_ir: bool = False
    dump: frozenset[str] = frozenset()
    dump_dir: Path | None = None
    stop_after: str | None = None
    timings: list[tuple[str, float]] = field(default_factory=list)


class IRCheckError(Exception):
    """An IR checker found a broken invariant after a pass: a compiler bug."""


def _lexp(absyn: Any, info: CompileInfo) -> Any:
    from compiler.lexp import translate

    return translate(absyn)


def _cps(unit: Any, info: CompileInfo) -> Any:
    from compiler.cps import convert

    return convert(unit)


def _shrink(prog: Any, info: CompileInfo) -> Any:
    from compiler.cps import shrink

    return shrink.run(prog)


def _closed(prog: Any, info: CompileInfo) -> Any:
    from compiler.closure import run

    return run(prog)


def _llvm(prog: Any, info: CompileInfo) -> Any:
    from compiler.llvm.codegen import generate

    return generate(prog, info.unit)


def _check_lexp(unit: Any) -> list[str]:
    from compiler.lexp import check

    return check(unit)


def _check_cps(prog: Any) -> list[str]:
    from compiler.cps import check

    return check(prog)


def _check_closed(prog: Any) -> list[str]:
    from compiler.closure import check

    return check(prog)


def _show_lexp(unit: Any) -> str:
    from compiler.lexp import print_unit

    return print_unit(unit)


def _show_cps(prog: Any) -> str:
    from compiler.cps import show

    return show(prog)


def _show_closed(prog: Any) -> str:
    from compiler.closure import as_program
    from compiler.cps import show

    return show(as_program(prog))


def _show_text(text: Any) -> str:
    return str(text)


PASSES: tuple[Pass, ...] = (
    Pass("lexp", "lexp", _lexp, _check_lexp, _show_lexp),
    Pass("cps", "cps", _cps, _check_cps, _show_cps),
    Pass("shrink", "cps", _shrink, _check_cps, _show_cps),
    Pass("closed", "closed", _closed, _check_closed, _show_closed),
    Pass("llvm", "ll", _llvm, None, _show_text),
)

MINIMAL: tuple[str, ...] = ("lexp", "cps", "closed", "llvm")
PASS_NAMES: tuple[str, ...] = tuple(p.name for p in PASSES)


def run_pipeline(absyn: Any, info: CompileInfo, passes: tuple[Pass, ...] = PASSES) -> Any:
    """Run `passes` from the typed Absyn; returns the last IR produced (LLVM IR
    text when the whole pipeline runs)."""
    ir: Any = absyn
    for p in passes:
        start = time.perf_counter()
        ir = p.run(ir, info)
        info.timings.append((p.name, time.perf_counter() - start))
        if p.name in info.dump:
            _dump(p, ir, info)
        if info.check_ir and p.check is not None:
            errors = p.check(ir)
            if errors:
                path = _dump(p, ir, info)
                shown = "\n  ".join(errors[:10])
                raise IRCheckError(f"{p.ir} checker failed after pass '{p.name}' (IR in {path}):\n  {shown}")
        if p.name == info.stop_after:
            break
    return ir


def _dump(p: Pass, ir: Any, info: CompileInfo) -> Path:
    directory = info.dump_dir or Path(".")
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{Path(info.unit).name}.{p.name}.{p.ir}"
    path.write_text(p.show(ir))
    return path
