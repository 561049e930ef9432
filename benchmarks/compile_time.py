"""Release compile time against SML/NJ's, per benchmark program (issue 11 item 10).

    python benchmarks/compile_time.py [NAMES...] [--runs N] [--ldriver PATH]

For each program of `programs/` (all, or NAMES), N interleaved rounds
(default 3) of:
- ldriver: a cold `ldriver build --profile release` of a fresh copy of the
  program's folder (no `_build`; the prebuilt Basis is used, as SML/NJ uses
  its own), wall-clock seconds of the whole command; plus, from the build's
  `_build/log/last-build.json`, the seconds of its units' `object` pass (LLVM
  optimization and code generation) and of all passes;
- SML/NJ, if `sml` is on PATH: `sml` fed a script that `use`s the same
  sources as `run.py` does and exits: SML/NJ compiles every declaration to
  native code as it is used, so this is its compile time (plus its start-up).
Prints the medians, the ratio ldriver / SML/NJ and the `object` share, and a
geomean row. Measurement, not a test: it asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import (  # noqa: E402  (the benchmark scripts share run.py's discovery)
    copy_program, geomean, ldriver_cmd, peer_sources, program_names, sml_string,
)


def ldriver_compile(name: str, work: Path, ldriver: list[str]) -> tuple[float, float, float]:
    """Wall seconds of a cold release build, and its object and all-pass seconds."""
    proj = copy_program(name, work)
    start = time.perf_counter()
    proc = subprocess.run([*ldriver, "build", "--profile", "release", str(proj), "-o", str(work / "exe")],
                          capture_output=True, text=True)
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"ldriver failed on {name}: {proc.stderr[-2000:]}")
    log = json.loads((proj.parent / "_build" / "log" / "last-build.json").read_text())
    units = [u for u in log.get("units", []) if isinstance(u.get("passes"), dict)]
    obj = sum(u["passes"].get("object", 0.0) for u in units)
    passes = sum(sum(u["passes"].values()) for u in units)
    return wall, obj, passes


def smlnj_compile(name: str, work: Path) -> float:
    script = work / f"{name}.compile.sml"
    script.write_text("".join(f"use {sml_string(s)};\n" for s in peer_sources(name))
                      + "val _ = OS.Process.exit OS.Process.success;\n")
    start = time.perf_counter()
    with open(script) as stdin:
        proc = subprocess.run(["sml"], stdin=stdin, capture_output=True, text=True, cwd=work)
    wall = time.perf_counter() - start
    if proc.returncode != 0 or "Error" in proc.stdout:
        raise RuntimeError(f"SML/NJ failed on {name}: {proc.stdout[-2000:]}")
    return wall


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--ldriver", default=None)
    args = parser.parse_args()
    names = args.names or program_names()
    ldriver = ldriver_cmd(args.ldriver)
    have_sml = shutil.which("sml") is not None
    print(f"{'program':<12} {'ldriver s':>9} {'object s':>8} {'object%':>7} {'SML/NJ s':>8} {'ratio':>6}")
    ratios = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name in names:
            walls, objs, passes, peers = [], [], [], []
            for _ in range(args.runs):
                wall, obj, total = ldriver_compile(name, work, ldriver)
                walls.append(wall)
                objs.append(obj)
                passes.append(total)
                if have_sml:
                    peers.append(smlnj_compile(name, work))
            ours, obj = statistics.median(walls), statistics.median(objs)
            share = f"{100 * obj / statistics.median(passes):.0f}%" if statistics.median(passes) else "-"
            if peers:
                peer = statistics.median(peers)
                ratios.append(ours / peer)
                print(f"{name:<12} {ours:>9.2f} {obj:>8.2f} {share:>7} {peer:>8.2f} {ours / peer:>6.2f}")
            else:
                print(f"{name:<12} {ours:>9.2f} {obj:>8.2f} {share:>7} {'-':>8} {'-':>6}")
    if ratios:
        print(f"{'geomean':<12} {'':>9} {'':>8} {'':>7} {'':>8} {geomean(ratios):>6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
