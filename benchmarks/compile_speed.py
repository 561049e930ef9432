"""Front-end throughput: time lexing, parsing and elaboration of a large core-SML file.

    python benchmarks/compile_speed.py [--lines N] [--runs K] [--seed S]

Generates an N-line program with `gen_core` (default 20,000 lines), then runs each
measured stage K times (default 5) on it and prints, per stage, the median and
best wall-clock seconds, the throughput in lines/s of the median, and the peak
Python heap (tracemalloc) of one extra, traced run. The process's peak RSS
(ru_maxrss) is printed last. Stages are cumulative (each one includes the work of
the previous ones) and are listed once, as data, in `stages()`; a stage whose
phase is not importable yet is reported as unavailable. This is a measurement
script: it asserts nothing.
"""
from __future__ import annotations

import argparse
import gc
import resource
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gen_core  # noqa: E402  (a sibling script, not a package module)

from compiler.source import SourceFile  # noqa: E402


@dataclass(frozen=True, slots=True)
class Stage:
    """One measured stage: `run` does all the work up to and including this phase.

    `run` returns a short note for the table (e.g. a diagnostic count) or ""."""

    name: str
    run: Callable[[SourceFile], str]


@dataclass(frozen=True, slots=True)
class Measurement:
    """The timings of one stage; `error` is set instead when the stage could not run."""

    stage: str
    times: tuple[float, ...] = ()
    peak_bytes: int = 0
    note: str = ""
    error: str = ""


def _lex(source: SourceFile) -> str:
    from compiler.syntax.lexer import tokenize

    return f"{len(tokenize(source))} tokens"


def _parse(source: SourceFile) -> str:
    from compiler.syntax import parse_program

    return f"{len(parse_program(source).decs)} top-level decs"


def _check(source: SourceFile) -> str:
    from compiler.api import check

    result = check(source)
    errors = sum(d.severity == "error" for d in result.diagnostics)
    warnings = len(result.diagnostics) - errors
    return f"{errors} errors, {warnings} warnings"


def stages() -> list[Stage]:
    """The measured stages, in pipeline order; each includes the previous ones."""
    return [
        Stage("lex", _lex),
        Stage("lex+parse", _parse),
        Stage("lex+parse+elaborate", _check),
    ]


def _fresh(name: str, text: str) -> SourceFile:
    """A new `SourceFile` per run, so no run reuses another's cached state."""
    return SourceFile(name, text)


def measure(stage: Stage, name: str, text: str, runs: int) -> Measurement:
    """Time `stage` `runs` times on `text`, then once more under tracemalloc."""
    try:
        note = stage.run(_fresh(name, text))  # warm-up: imports, caches
    except ImportError as exc:
        return Measurement(stage.name, error=f"unavailable ({exc})")
    times = []
    for _ in range(runs):
        source = _fresh(name, text)
        gc.collect()
        start = time.perf_counter()
        stage.run(source)
        times.append(time.perf_counter() - start)
    source = _fresh(name, text)
    gc.collect()
    tracemalloc.start()
    stage.run(source)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return Measurement(stage.name, tuple(times), peak, note)


def _table(results: list[Measurement], lines: int) -> str:
    header = f"{'stage':<22} {'median s':>9} {'best s':>9} {'lines/s':>10} {'py peak MiB':>12}  note"
    out = [header, "-" * len(header)]
    for m in results:
        if m.error:
            out.append(f"{m.stage:<22} {m.error}")
            continue
        median = statistics.median(m.times)
        rate = lines / median if median > 0 else float("inf")
        out.append(
            f"{m.stage:<22} {median:>9.3f} {min(m.times):>9.3f} {rate:>10,.0f} "
            f"{m.peak_bytes / 2**20:>12.1f}  {m.note}"
        )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, default=20000, help="size of the generated file")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per stage")
    parser.add_argument("--seed", type=int, default=1, help="generator seed")
    args = parser.parse_args(argv)

    text = gen_core.generate(args.lines, args.seed)
    name = f"gen_core_{args.lines}_{args.seed}.sml"
    print(f"{name}: {args.lines} lines, {len(text):,} bytes, {args.runs} runs per stage\n")
    results = [measure(stage, name, text, args.runs) for stage in stages()]
    print(_table(results, args.lines))
    maxrss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(f"\nprocess peak RSS (ru_maxrss): {maxrss_kib / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
