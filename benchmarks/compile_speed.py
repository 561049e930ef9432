"""Front-end throughput: time lexing, parsing and elaboration of a large generated SML file.

    python benchmarks/compile_speed.py [--program core|modules] [--lines N] [--runs K] [--seed S]

Generates an N-line program (default 20,000 lines) with `gen_core` (`--program
core`, the default: core SML only) or `gen_modules` (`--program modules`:
structures, signatures, functors and their applications), then runs each
measured stage K times (default 5) on it and prints, per stage, the median and
best wall-clock seconds, the throughput in lines/s of the median, and the peak
Python heap (tracemalloc) of one extra, traced run. The process's peak RSS
(ru_maxrss) is printed last. Stages are cumulative (each one includes the work of
the previous ones) and are listed once, as data, in `stages()`; a stage whose
phase is not importable yet is reported as unavailable. This is a measurement
script: it asserts nothing.

With `--program modules` it also reports what module-boundary coercions cost in
LEXP: the program is translated (`compiler.lexp.translate`) with and without them
(`module_coercions=False`, an ill-typed LEXP only good for measuring), and the
LEXP expression nodes of both units are counted, with their ratio and the number
of coercion thunks (the `Let`s of variables named `coerce` that open the unit
body). The pervasives, translated in front of a unit that uses them without a
Basis (as the generated programs do), are counted in both.
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
import gen_modules  # noqa: E402

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
    from compiler.api import UnitInput, check

    result = check(UnitInput(source.name, source))
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


# LEXP size with and without module-boundary coercions ----------------------


@dataclass(frozen=True, slots=True)
class LexpSizes:
    """LEXP expression-node counts of one program, translated both ways."""

    with_coercions: int
    without_coercions: int
    thunks: int
    thunk_nodes: int
    translate_seconds: float

    @property
    def ratio(self) -> float:
        return self.with_coercions / self.without_coercions


def count_lexp_nodes(root: object) -> int:
    """The number of LEXP expression nodes (members of `compiler.lexp.ir.Lexp`)
    under `root`, walked iteratively (LEXP nests as deep as the program is long).

    Descends through the fields of expression nodes (`dataclasses.fields`) and
    through tuples (`Switch.cases`, `Fix.fns`, record fields); LTYs, constructor
    descriptions and variables hold no expressions and are not entered."""
    import dataclasses
    import typing

    from compiler.lexp import ir

    lexp_types = frozenset(typing.get_args(ir.Lexp))
    field_names: dict[type, tuple[str, ...]] = {}
    count = 0
    stack: list[object] = [root]
    pop, push = stack.pop, stack.append
    while stack:
        x = pop()
        cls = type(x)
        if cls is tuple:
            for y in x:  # type: ignore[attr-defined]
                push(y)
            continue
        if cls in lexp_types:
            count += 1
        elif cls is not ir.Unit:
            continue
        names = field_names.get(cls)
        if names is None:
            names = tuple(f.name for f in dataclasses.fields(cls))  # type: ignore[arg-type]
            field_names[cls] = names
        for name in names:
            push(getattr(x, name))
    return count


def _coercion_thunks(unit: object) -> list[object]:
    """The coercion thunks' `Let`s that open the unit body (Shao §3.5.4)."""
    from compiler.lexp import ir

    out = []
    e = unit.body  # type: ignore[attr-defined]
    while type(e) is ir.Let and e.var.name == "coerce":
        out.append(e)
        e = e.body
    return out


def lexp_sizes(name: str, text: str) -> LexpSizes:
    """Parse, elaborate and translate `text` twice (with and without module
    coercions), the way `compiler.api` runs the front end: on the deep-recursion
    thread, with the cyclic collector paused."""
    from compiler.deep import run_deep
    from compiler.elab import elaborate_program
    from compiler.gcpause import no_cycle_gc
    from compiler.lexp import from_absyn, translate
    from compiler.syntax import parse_program

    def phases() -> LexpSizes:
        with no_cycle_gc():
            diagnostics: list = []
            absyn = elaborate_program(parse_program(_fresh(name, text)), diagnostics).program
            errors = [d for d in diagnostics if d.severity == "error"]
            if errors:
                raise SystemExit(f"{name}: {len(errors)} elaboration errors, first: {errors[0]}")
            start = time.perf_counter()
            unit = translate(absyn)
            seconds = time.perf_counter() - start
            thunks = _coercion_thunks(unit)
            with_c = count_lexp_nodes(unit)
            n_thunks = len(thunks)
            thunk_nodes = sum(count_lexp_nodes(t.rhs) for t in thunks)  # type: ignore[attr-defined]
            del unit, thunks
            bare = from_absyn.translate(absyn, module_coercions=False)
            without_c = count_lexp_nodes(bare)
            # Free the trees while the collector is paused (see compiler.api).
            del bare, absyn
            return LexpSizes(with_c, without_c, n_thunks, thunk_nodes, seconds)

    return run_deep(phases)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, default=20000, help="size of the generated file")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per stage")
    parser.add_argument("--seed", type=int, default=1, help="generator seed")
    parser.add_argument("--program", choices=("core", "modules"), default="core",
                        help="generated program: gen_core (default) or gen_modules")
    args = parser.parse_args(argv)

    generator = gen_core if args.program == "core" else gen_modules
    text = generator.generate(args.lines, args.seed)
    name = f"gen_{args.program}_{args.lines}_{args.seed}.sml"
    print(f"{name}: {args.lines} lines, {len(text):,} bytes, {args.runs} runs per stage")
    if args.program == "modules":
        counts = gen_modules.count(text)
        print(", ".join(f"{v} {k}" for k, v in counts.items()))
    print()
    results = [measure(stage, name, text, args.runs) for stage in stages()]
    print(_table(results, args.lines))
    if args.program == "modules":
        sizes = lexp_sizes(name, text)
        print(
            f"\nLEXP expression nodes (pervasives included): {sizes.with_coercions:,} with module "
            f"coercions, {sizes.without_coercions:,} without; ratio {sizes.ratio:.3f}"
            f"\ncoercion thunks: {sizes.thunks} ({sizes.thunk_nodes:,} nodes); "
            f"translation with coercions: {sizes.translate_seconds:.3f} s "
            f"({args.lines / sizes.translate_seconds:,.0f} lines/s, one run)"
        )
    maxrss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(f"\nprocess peak RSS (ru_maxrss): {maxrss_kib / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
