"""Incremental-rebuild latency (issue "The unit is what the compiler compiles",
docs/conventions.md "Benchmarks"): a measurement script, not a test.

    python benchmarks/rebuild.py [--units N] [--runs K] [--project PATH.mlb --edit UNIT]
    python benchmarks/rebuild.py --hamlet-vs-cm ../shared/corpus/hamlet [--runs K]

Generates a project of N units (default 50; `generate_project`) — signatures,
opaque structures built on earlier units, functors and their applications —
and, with `--project`, also takes an existing MLB project (copied to a
temporary directory: a corpus stays untouched; e.g.
`--project ../shared/corpus/hamlet/hamlet.mlb --edit elab/ElabCore.sml`), and
times the `ldriver build` command (wall clock, the way a user waits for it)
for: a cold build with 1 worker and with 2 workers, a no-op build, a one-unit
body edit (a declaration that binds nothing appended: the interface is
unchanged, that unit recompiles, the program relinks) and a one-unit
interface edit (a new top-level value: its importers recompile). Each row is
the median of K runs (default 3), with the ratio to the cold build with 1
worker and the units compiled as `last-build.json` reports them. Builds use
the dev profile; the Basis is prebuilt (published before the first run).

`--hamlet-vs-cm DIR` measures HaMLet (its `hamlet.mlb` and `sources.cm`)
side by side with SML/NJ's Compilation Manager in the same run, when `sml`
is on PATH (issue #31's scenarios; `ldriver build --jobs 2`, dev profile,
against `echo 'CM.make "sources.cm";' | sml`, each in its own copy): a cold
build, a no-op build, a body edit (a comment appended to
`syntax/Source.sml`) and an interface edit (a new top-level value in
`syntax/SOURCE-sig.sml` and `syntax/Source.sml`, which every user of
`Source` sees). Each row is the median of K runs, with ldriver's phases
(`last-build.json`) for the no-op build.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def generate_project(root: Path, units: int) -> Path:
    """Write an N-unit project under `root`; returns its MLB file. Unit k
    declares a signature and an opaque structure `M<k>` using two earlier units;
    every fifth unit is a functor, applied by the unit after it."""
    root.mkdir(parents=True, exist_ok=True)
    names: list[str] = []
    for k in range(units):
        deps = [j for j in (k - 1, k // 2) if 0 <= j < k and (j % 5 != 4)]
        uses = " + ".join(f"M{j}.value ()" for j in deps) or "0"
        if k % 5 == 4:
            text = f"""signature ARG{k} = sig type t val seed : t val weight : t -> int end
functor F{k} (A : ARG{k}) :> sig type t val total : unit -> int end =
struct
  type t = A.t
  fun loop (0, acc) = acc
    | loop (n, acc) = loop (n - 1, acc + A.weight A.seed)
  fun total () = loop ({k + 3}, {uses})
end
"""
        else:
            functor_use = ""
            if k % 5 == 0 and k > 0:
                functor_use = (f"structure G{k} = F{k - 1} (struct type t = int * int val seed = ({k}, 1) "
                               f"fun weight (a, b) = a * b end)\n")
            helper = f"G{k}.total ()" if functor_use else "0"
            text = f"""{functor_use}signature S{k} =
sig
  type t
  val make : int -> t
  val size : t -> int
  val value : unit -> int
end
structure M{k} :> S{k} =
struct
  datatype t = Leaf of int | Node of t * t
  fun make 0 = Leaf {k}
    | make n = Node (make (n - 1), Leaf n)
  fun size (Leaf _) = 1
    | size (Node (a, b)) = size a + size b
  fun helper x = x * {k % 7 + 1} + {helper}
  fun value () = helper (size (make 6)) + {uses}
end
"""
        name = f"src/unit{k:03d}.sml"
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
        names.append(name)
    last = max(k for k in range(units) if k % 5 != 4)
    (root / "main.sml").write_text(
        f'val () = print (if M{last}.value () > 0 then "ok\\n" else "negative\\n")\n')
    mlb = root / "project.mlb"
    mlb.write_text("\n".join([*names, "main.sml"]) + "\n")
    return mlb


# ldriver runs as in a user's installation: with Python's bytecode cache. An
# environment that sets PYTHONDONTWRITEBYTECODE (some CI systems and sandboxes
# do) makes every start compile ldriver's modules from source again, 0.1-0.2 s
# more per command.
LDRIVER_ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def ldriver_build(mlb: Path, *args: str) -> tuple[float, dict]:
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "ldriver", "build", str(mlb), *args],
                          capture_output=True, text=True, env=LDRIVER_ENV)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"build failed:\n{proc.stderr}")
    log = json.loads((mlb.parent / "_build" / "log" / "last-build.json").read_text())
    return seconds, log


def _compiled(log: dict) -> int:
    return sum(u["action"] == "compiled" for u in log["units"])


def measure(mlb: Path, edit_unit: Path, runs: int) -> list[tuple[str, float, int, bool]]:
    """(scenario, median seconds, units compiled, relinked) rows."""
    original = edit_unit.read_text()
    rows: dict[str, list[tuple[float, int, bool]]] = {}

    def record(name: str, seconds: float, log: dict) -> None:
        rows.setdefault(name, []).append((seconds, _compiled(log), log["linked"]))

    for run in range(runs):
        for jobs in ("1", "2"):
            shutil.rmtree(mlb.parent / "_build", ignore_errors=True)
            record(f"cold build, {jobs} worker{'s' if jobs != '1' else ''}", *ldriver_build(mlb, "--jobs", jobs))
        record("no-op build", *ldriver_build(mlb, "--jobs", "2"))
        edit_unit.write_text(original + f"\nval _ = {run}\n")
        record("one-unit body edit", *ldriver_build(mlb, "--jobs", "2"))
        edit_unit.write_text(original + f"\nval ldriver_rebuild_extra{run} = {run}\n")
        record("one-unit interface edit", *ldriver_build(mlb, "--jobs", "2"))
        edit_unit.write_text(original)
        ldriver_build(mlb, "--jobs", "2")
    return [(name, statistics.median(s for s, _, _ in xs), xs[-1][1], xs[-1][2]) for name, xs in rows.items()]


def cm_make(root: Path) -> float:
    """Seconds `CM.make "sources.cm"` takes in a fresh `sml` in `root`."""
    start = time.perf_counter()
    proc = subprocess.run(["sml"], input='CM.make "sources.cm";\n', capture_output=True, text=True, cwd=root)
    seconds = time.perf_counter() - start
    if "val it = true : bool" not in proc.stdout:
        raise SystemExit(f"CM.make failed:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return seconds


def measure_against_cm(hamlet: Path, runs: int) -> None:
    """HaMLet built by ldriver and by CM, the same scenarios in one run (module docstring)."""
    if shutil.which("sml") is None:
        raise SystemExit("--hamlet-vs-cm needs SML/NJ's `sml` on PATH")
    with tempfile.TemporaryDirectory(prefix="ldriver-vs-cm-") as tmp:
        ours, theirs = Path(tmp) / "ldriver" / "hamlet", Path(tmp) / "cm" / "hamlet"
        for copy in (ours, theirs):
            shutil.copytree(hamlet, copy, ignore=shutil.ignore_patterns("_build", ".cm", "*.o"))
        mlb = ours / "hamlet.mlb"
        body, sig = Path("syntax/Source.sml"), Path("syntax/SOURCE-sig.sml")
        originals = {f: (ours / f).read_text() for f in (body, sig)}

        def edit(files: dict[Path, str]) -> None:
            for root in (ours, theirs):
                for f, text in files.items():
                    (root / f).write_text(text)

        def closing(text: str, line: str) -> str:
            """`text` with `line` before its last `end`."""
            at = text.rindex("end")
            return text[:at] + line + "\n" + text[at:]

        rows: dict[str, list[tuple[float, float]]] = {}
        phases: dict[str, float] = {}
        for run in range(runs):
            shutil.rmtree(ours / "_build", ignore_errors=True)
            for cm_dir in theirs.rglob(".cm"):
                shutil.rmtree(cm_dir, ignore_errors=True)
            scenarios = [
                ("cold", {}),
                ("no-op", {}),
                ("body edit (comment in Source.sml)", {body: originals[body] + f"\n(* edit {run} *)\n"}),
                ("interface edit (new value in Source)",
                 {sig: closing(originals[sig], f"  val ldExtra{run} : int"),
                  body: closing(originals[body], f"  val ldExtra{run} = {run}")}),
            ]
            for name, files in scenarios:
                edit(files)
                seconds, log = ldriver_build(mlb, "--jobs", "2")
                if name == "no-op":
                    phases = log["phases"]
                rows.setdefault(name, []).append((seconds, cm_make(theirs)))
            edit(originals)
            ldriver_build(mlb, "--jobs", "2")
            cm_make(theirs)
        print(f"\nHaMLet, ldriver (dev, 2 workers) and SML/NJ CM in one run (median of {runs})")
        print(f"{'scenario':<40}{'ldriver':>9}{'CM':>9}{'ratio':>8}")
        for name, pairs in rows.items():
            ld, cm = statistics.median(a for a, _ in pairs), statistics.median(b for _, b in pairs)
            print(f"{name:<40}{ld:>9.2f}{cm:>9.2f}{ld / cm:>8.2f}")
        print("ldriver no-op phases: " + ", ".join(f"{k} {v:.3f}" for k, v in phases.items()))


def report(title: str, rows: list[tuple[str, float, int, bool]]) -> None:
    base = rows[0][1]
    print(f"\n{title}")
    print(f"{'scenario':<28}{'seconds':>9}{'ratio':>8}{'compiled':>10}{'relinked':>10}")
    for name, seconds, compiled, linked in rows:
        print(f"{name:<28}{seconds:>9.3f}{seconds / base:>8.2f}{compiled:>10}{str(linked):>10}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--units", type=int, default=50)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--project", type=Path, help="an existing MLB project to measure as well")
    ap.add_argument("--edit", help="the unit of --project to edit (relative to its MLB file)")
    ap.add_argument("--hamlet-vs-cm", type=Path, metavar="DIR", help="HaMLet's directory: measure it against CM")
    args = ap.parse_args()
    if args.hamlet_vs_cm is not None:
        measure_against_cm(args.hamlet_vs_cm, args.runs)
        return
    with tempfile.TemporaryDirectory(prefix="ldriver-rebuild-") as tmp:
        mlb = generate_project(Path(tmp) / "project", args.units)
        middle = Path(tmp) / "project" / "src" / f"unit{(args.units // 2) // 5 * 5 + 1:03d}.sml"
        report(f"generated project: {args.units} units (median of {args.runs})", measure(mlb, middle, args.runs))
        if args.project is not None:
            if args.edit is None:
                raise SystemExit("--project needs --edit UNIT")
            copy = Path(tmp) / "corpus"
            shutil.copytree(args.project.parent, copy, ignore=shutil.ignore_patterns("_build"))
            report(f"{args.project.name} (median of {args.runs})",
                   measure(copy / args.project.name, copy / args.edit, args.runs))


if __name__ == "__main__":
    main()
