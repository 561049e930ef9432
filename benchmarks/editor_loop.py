"""The editor loop's latency (issue 32): a measurement script, not a test.

    python benchmarks/editor_loop.py [--project PATH.mlb] [--edit UNIT] [--runs K]

Copies the MLB project (default ../shared/corpus/hamlet/hamlet.mlb, edited
unit syntax/Source.sml) to a temporary directory and times, wall clock:
`ldriver check` after a one-unit comment edit (once checked, so the other
units come from `_build/`), beside SML/NJ's `CM.make` after the same edit
when `sml` is installed and the project has a `sources.cm`. Each edit row is
the median of K runs (default 3). (The language server's latencies in
benchmarks/README.md were measured with a client over stdio by hand.)
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rebuild import LDRIVER_ENV  # the environment ldriver is timed in

HERE = Path(__file__).resolve().parent


def timed(command: list[str], cwd: Path, stdin: str | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, input=stdin, capture_output=True, text=True, env=LDRIVER_ENV)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--project", default=str(HERE.parent.parent / "shared" / "corpus" / "hamlet" / "hamlet.mlb"))
    parser.add_argument("--edit", default="syntax/Source.sml")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    project = Path(args.project).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / project.parent.name
        shutil.copytree(project.parent, root, ignore=shutil.ignore_patterns("_build", ".cm"))
        mlb, unit = root / project.name, root / args.edit
        original = unit.read_text()
        check = [sys.executable, "-m", "ldriver", "check", mlb.name]
        print(f"first check (everything elaborated): {timed(check, root):.2f} s")
        times = []
        for run in range(args.runs):
            unit.write_text(original + f"\n(* edit {run} *)\n")
            times.append(timed(check, root))
        print(f"ldriver check after a comment edit of {args.edit}: {statistics.median(times):.3f} s")
        if shutil.which("sml") and (root / "sources.cm").is_file():
            make = 'CM.make "sources.cm";\n'
            timed(["sml"], root, make)
            times = []
            for run in range(args.runs):
                unit.write_text(original + f"\n(* cm edit {run} *)\n")
                times.append(timed(["sml"], root, make))
            print(f"SML/NJ CM.make after the same edit (includes starting sml): {statistics.median(times):.3f} s")
        unit.write_text(original)

if __name__ == "__main__":
    main()
