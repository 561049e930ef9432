"""Scaling: does any compiler phase cost more than O(n log n) in program size?

    python benchmarks/scaling.py [--n N] [--factor F] [--runs K] [SHAPE ...]

For each program shape (`SHAPES`: nested `fn`s, nested `let`s, long lists, long
`case`s, deep parentheses, many top-level `val`s, long `^` chains, `else if`
and `andalso` chains, nested tuples, records, sequences, many constructors,
`fun ... and ...` groups, `::` and `o` chains, handlers of many exceptions,
big signatures, nested structures, ...), generates
the program at size N and at size F*N (defaults: each shape's own N, F = 4), compiles
both through the whole pipeline and prints, per phase, the seconds at both sizes
and their ratio. Linear work gives a ratio near F (about 4); a ratio well above
it (say > 5-6 for F = 4) is a super-linear cost in that phase.

Phases: `lex`, `parse` and `elab` are timed with `compile_speed`'s front-end
stages, which are cumulative (`parse` is lex+parse minus lex, `elab` is
`compiler.api.check` minus lex+parse); the passes of `compiler.pipeline`
(`lexp` ... `llvm`) and `object` (LLVM to an object file) come from the timings
`compiler.api.compile_unit` returns (`UnitOutput.timings`); `other` is the rest of
`compile_unit`'s time (the deep-recursion thread, freeing the trees, and the
first cyclic collection after the front end's collector pause). Every unit pays
a fixed cost (the pervasives are translated in front of a program that uses
them without a Basis, as these do), so the ratio is
computed after subtracting each phase's time on an empty program; it is left
out ("-") where that difference at size N is under `--min-ms` (too small to
measure). Timings are the median of `--runs` compilations.

Every generated program prints one line, `expected(n)` of its shape, so the
shapes double as end-to-end tests (tests/test_scaling_shapes.py). This is a
measurement script: it asserts nothing.
"""
from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import compile_speed  # noqa: E402  (a sibling script, not a package module)

from compiler.source import SourceFile  # noqa: E402

# Programs print their result with this (no Basis Int.toString in the pervasives).
PRELUDE = """\
fun itos n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
  in implode (pos (n, [])) end
fun show n = print (itos n ^ "\\n")
"""


@dataclass(frozen=True, slots=True)
class Shape:
    """A family of programs: `source(n)` is the size-n program (without the
    prelude), which prints `expected(n)`; `n` is the default size."""

    name: str
    source: Callable[[int], str]
    expected: Callable[[int], int]
    n: int


def _nested_fn(n: int) -> str:
    params = " ".join(f"fn x{i} =>" for i in range(1, n + 1))
    args = " ".join(str(i) for i in range(1, n + 1))
    return f"val f = {params} x1 + x{n}\nval _ = show (f {args})\n"


def _nested_let(n: int) -> str:
    opens = " ".join(["let val x1 = 1 in"] + [f"let val x{i} = x{i - 1} + 1 in" for i in range(2, n + 1)])
    return f"val v = {opens} x{n} {' end' * n}\nval _ = show v\n"


def _let_decs(n: int) -> str:
    decs = " ".join(["val x1 = 1"] + [f"val x{i} = x{i - 1} + 1" for i in range(2, n + 1)])
    return f"val v = let {decs} in x{n} end\nval _ = show v\n"


def _let_funs(n: int) -> str:
    decs = " ".join(["fun g1 x = x + 1"] + [f"fun g{i} x = g{i - 1} x + 1" for i in range(2, n + 1)])
    return f"val v = let {decs} in g{n} 0 end\nval _ = show v\n"


def _list(n: int) -> str:
    items = ", ".join(str(i) for i in range(1, n + 1))
    return f"val l = [{items}]\nval _ = show (foldl (op +) 0 l)\n"


def _case(n: int) -> str:
    rules = " | ".join(f"{i} => {i + 1}" for i in range(n))
    return f"fun f x = case x of {rules} | _ => 0\nval _ = show (f {n - 1})\n"


def _parens(n: int) -> str:
    return f"val v = {'(' * n}1{')' * n}\nval _ = show v\n"


def _vals(n: int) -> str:
    decs = "\n".join(["val x1 = 1"] + [f"val x{i} = x{i - 1} + 1" for i in range(2, n + 1)])
    return f"{decs}\nval _ = show x{n}\n"


def _concat(n: int) -> str:
    chain = " ^ ".join(['"a"'] * n)
    return f"val s = {chain}\nval _ = show (size s)\n"


def _arith(n: int) -> str:
    return f"val v = {' + '.join(['1'] * n)}\nval _ = show v\n"


def _if_chain(n: int) -> str:
    conds = " ".join(f"if x = {i} then {i + 1} else" for i in range(n))
    return f"fun f x = {conds} 0\nval _ = show (f {n - 1})\n"


def _andalso(n: int) -> str:
    conds = " andalso ".join(f"x > {i}" for i in range(n))
    return f"fun f x = {conds}\nval _ = show (if f {n} then 1 else 0)\n"


def _nested_tuple(n: int) -> str:
    t = "0"
    for i in range(n, 0, -1):
        t = f"({i}, {t})"
    return f"val t = {t}\nval (a, (b, _)) = t\nval _ = show (a + b)\n"


def _record(n: int) -> str:
    fields = ", ".join(f"a{i} = {i}" for i in range(1, n + 1))
    return f"val r = {{{fields}}}\nval _ = show (#a1 r + #a{n} r)\n"


def _sequence(n: int) -> str:
    body = "; ".join(["r := !r + 1"] * n)
    return f"val r = ref 0\nval v = ({body}; !r)\nval _ = show v\n"


def _datatype(n: int) -> str:
    cons = " | ".join(f"C{i}" for i in range(1, n + 1))
    rules = " | ".join(f"g C{i} = {i}" for i in range(1, n + 1))
    return f"datatype t = {cons}\nfun {rules}\nval _ = show (g C{n})\n"


def _fun_and(n: int) -> str:
    funs = [f"f{i} x = if x = 0 then {i} else f{i + 1} (x - 1)" for i in range(1, n)]
    funs.append(f"f{n} x = {n}")
    return f"fun {' and '.join(funs)}\nval _ = show (f1 {n - 1})\n"


def _nested_app(n: int) -> str:
    return f"fun inc x = x + 1\nval v = {'inc (' * n}0{')' * n}\nval _ = show v\n"


def _cons(n: int) -> str:
    return f"val l = {' :: '.join(str(i) for i in range(1, n + 1))} :: nil\nval _ = show (length l)\n"


def _exceptions(n: int) -> str:
    decs = "\n".join(f"exception E{i}" for i in range(n))
    rules = " | ".join(f"E{i} => {i}" for i in range(n))
    return f"{decs}\nfun f x = (raise E{n - 1}) handle {rules}\nval _ = show (f 0)\n"


def _tuple_pat(n: int) -> str:
    t = ", ".join(str(i) for i in range(1, n + 1))
    p = ", ".join(f"x{i}" for i in range(1, n + 1))
    return f"val ({p}) = ({t})\nval _ = show (x1 + x{n})\n"


def _structure(n: int) -> str:
    specs = "\n".join(f"  val v{i} : int" for i in range(n))
    vals = "\n".join(f"  val v{i} = {i}" for i in range(n))
    return f"signature S = sig\n{specs}\nend\nstructure A :> S = struct\n{vals}\nend\nval _ = show A.v{n - 1}\n"


def _nested_struct(n: int) -> str:
    opens = "".join(f"structure S{i} = struct val x = {i} " for i in range(n))
    path = ".".join(f"S{i}" for i in range(n))
    return f"{opens}{'end ' * n}\nval _ = show {path}.x\n"


def _compose(n: int) -> str:
    return f"fun inc x = x + 1\nval f = {' o '.join(['inc'] * n)}\nval _ = show (f 0)\n"


def _string_case(n: int) -> str:
    rules = " | ".join(f'"s{i}" => {i}' for i in range(n))
    return f'fun f x = case x of {rules} | _ => 0\nval _ = show (f "s{n - 1}")\n'


def _poly_fn(n: int) -> str:
    params = " ".join(f"fn x{i} =>" for i in range(1, n + 1))
    args = " ".join(str(i) for i in range(1, n + 1))
    return f"val f = {params} x1\nval _ = show (f {args})\n"


SHAPES: tuple[Shape, ...] = (
    Shape("nested_fn", _nested_fn, lambda n: n + 1, 500),
    Shape("nested_let", _nested_let, lambda n: n, 1000),
    Shape("let_decs", _let_decs, lambda n: n, 1000),
    Shape("let_funs", _let_funs, lambda n: n, 1000),
    Shape("list", _list, lambda n: n * (n + 1) // 2, 1000),
    Shape("case", _case, lambda n: n, 1000),
    Shape("parens", _parens, lambda n: 1, 1000),
    Shape("vals", _vals, lambda n: n, 1000),
    Shape("concat", _concat, lambda n: n, 1000),
    Shape("arith", _arith, lambda n: n, 1000),
    Shape("if_chain", _if_chain, lambda n: n, 1000),
    Shape("andalso", _andalso, lambda n: 1, 1000),
    Shape("nested_tuple", _nested_tuple, lambda n: 3, 1000),
    Shape("record", _record, lambda n: n + 1, 1000),
    Shape("sequence", _sequence, lambda n: n, 1000),
    Shape("datatype", _datatype, lambda n: n, 1000),
    Shape("fun_and", _fun_and, lambda n: n, 1000),
    Shape("nested_app", _nested_app, lambda n: n, 1000),
    Shape("cons", _cons, lambda n: n, 1000),
    Shape("exceptions", _exceptions, lambda n: n - 1, 150),
    Shape("tuple_pat", _tuple_pat, lambda n: n + 1, 1000),
    Shape("structure", _structure, lambda n: n - 1, 1000),
    Shape("nested_struct", _nested_struct, lambda n: n - 1, 150),
    Shape("compose", _compose, lambda n: n, 250),
    Shape("string_case", _string_case, lambda n: n - 1, 1000),
    Shape("poly_fn", _poly_fn, lambda n: 1, 250),
)


def program(shape: Shape, n: int) -> str:
    """The whole size-`n` program of `shape`: prelude and body."""
    return PRELUDE + shape.source(n)


# Timing ---------------------------------------------------------------------

def _stage_seconds(stage: compile_speed.Stage, name: str, text: str) -> float:
    """`stage` run once on the deep-recursion thread (deep shapes need it)."""
    from compiler.deep import run_deep

    source = compile_speed._fresh(name, text)
    gc.collect()
    start = time.perf_counter()
    run_deep(lambda: stage.run(source))
    return time.perf_counter() - start


def phase_times(name: str, text: str) -> dict[str, float]:
    """Seconds per phase for one compilation of `text` (see the module docstring)."""
    from compiler.api import UnitInput, compile_unit

    lex, lex_parse, front = (_stage_seconds(stage, name, text) for stage in compile_speed.stages())
    gc.collect()
    start = time.perf_counter()
    result = compile_unit(UnitInput(name, compile_speed._fresh(name, text)))
    total = time.perf_counter() - start
    if not result.ok:
        errors = [d for d in result.diagnostics if d.severity == "error"]
        raise SystemExit(f"{name}: does not compile: {errors[0]}")
    back = dict(result.timings)
    times = {"lex": lex, "parse": max(lex_parse - lex, 0.0), "elab": max(front - lex_parse, 0.0)}
    times.update(back)
    times["other"] = max(total - front - sum(back.values()), 0.0)
    return times


def median_times(name: str, text: str, runs: int) -> dict[str, float]:
    samples = [phase_times(name, text) for _ in range(runs)]
    return {p: statistics.median(s[p] for s in samples) for p in samples[0]}


def _ratio(small: float, big: float, base: float, min_seconds: float) -> str:
    if small - base < min_seconds:
        return "-"
    return f"{(big - base) / (small - base):.1f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("shapes", nargs="*", metavar="SHAPE",
                        help=f"shapes to measure (default: all): {' '.join(s.name for s in SHAPES)}")
    parser.add_argument("--n", type=int, help="the smaller size (default: each shape's own)")
    parser.add_argument("--factor", type=int, default=4, help="the larger size is FACTOR * N (default 4)")
    parser.add_argument("--runs", type=int, default=3, help="compilations per size; the median is shown")
    parser.add_argument("--min-ms", type=float, default=5.0,
                        help="no ratio for a phase whose size-N time (over the empty program's) is below this")
    args = parser.parse_args(argv)

    by_name = {s.name: s for s in SHAPES}
    unknown = [s for s in args.shapes if s not in by_name]
    if unknown:
        parser.error(f"unknown shapes: {' '.join(unknown)}")
    shapes = [by_name[s] for s in args.shapes] if args.shapes else list(SHAPES)

    median_times("warmup.sml", PRELUDE, 1)  # imports, the runtime's caches
    base = median_times("empty.sml", PRELUDE, max(args.runs, 3))
    phases = list(base)
    min_seconds = args.min_ms / 1000
    print(f"size N and {args.factor}N; seconds per phase, ratio = (t({args.factor}N) - t0) / (t(N) - t0) "
          f"with t0 the empty program's time")
    print("t0: " + "  ".join(f"{p} {base[p]:.3f}" for p in phases))
    header = f"{'shape':<13} {'N':>6} " + " ".join(f"{p:>15}" for p in phases) + f" {'total':>15}"
    print(header)
    print("-" * len(header))
    worst: list[tuple[float, str, str]] = []
    for shape in shapes:
        n = args.n or shape.n
        small = median_times(f"{shape.name}_{n}.sml", program(shape, n), args.runs)
        big = median_times(f"{shape.name}_{args.factor * n}.sml", program(shape, args.factor * n), args.runs)
        cells = []
        for p in phases + ["total"]:
            s = sum(small.values()) if p == "total" else small[p]
            b = sum(big.values()) if p == "total" else big[p]
            t0 = sum(base.values()) if p == "total" else base[p]
            r = _ratio(s, b, t0, min_seconds)
            cells.append(f"{s:>5.2f}/{b:>6.2f} {r:>3}")
            if r != "-" and p != "total":
                worst.append((float(r), shape.name, p))
        print(f"{shape.name:<13} {n:>6} " + " ".join(f"{c:>15}" for c in cells), flush=True)
    worst.sort(reverse=True)
    high = [f"{name}/{p} {r:.1f}" for r, name, p in worst if r > args.factor * 1.4]
    print(f"\nratios above {args.factor * 1.4:.1f}: {', '.join(high) if high else 'none'}")


if __name__ == "__main__":
    main()
