"""Run-time benchmarks (conventions.md "Benchmarks").

    python benchmarks/run.py [NAMES...] [--runs N]

Builds each `benchmarks/programs/NAME/NAME.sml` with `ldriver build --profile
release`, runs it N times (default 5) and reports the median wall-clock seconds
and the peak RSS. Where `poly` (Poly/ML) or `sml` (SML/NJ) are on PATH, runs the
same source there the same way (their times include their own compilation, as
`poly --script FILE` / `sml FILE` do) and prints the ratio ldriver/other. The
last line of ldriver's output is the checksum; it must appear in the other
implementations' output too, or the row is marked MISMATCH.

A measurement script, not a test: it asserts nothing and exits 0 unless a build fails.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"


@dataclass(frozen=True)
class Measurement:
    seconds: float
    peak_rss_mib: float
    output: str


def run_once(cmd: list[str], cwd: Path, stdin_devnull: bool = True) -> Measurement:
    """Run `cmd`, timing it and reading its peak RSS from `wait4`."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL if stdin_devnull else None)
    assert proc.stdout is not None
    output = proc.stdout.read().decode(errors="replace")
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.perf_counter() - start
    return Measurement(seconds, usage.ru_maxrss / 1024, output)


def measure(cmd: list[str], cwd: Path, runs: int) -> tuple[float, float, str]:
    results = [run_once(cmd, cwd) for _ in range(runs)]
    return (statistics.median(r.seconds for r in results), max(r.peak_rss_mib for r in results),
            results[0].output)


def build(name: str, workdir: Path) -> Path:
    src = workdir / f"{name}.sml"
    shutil.copy(PROGRAMS / name / f"{name}.sml", src)
    exe = workdir / name
    proc = subprocess.run([sys.executable, "-m", "ldriver", "build", "--profile", "release",
                           str(src), "-o", str(exe)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"build of {name} failed:\n{proc.stderr}")
    return exe


def others() -> list[tuple[str, list[str]]]:
    found = []
    if shutil.which("poly"):
        found.append(("poly", ["poly", "--script"]))
    if shutil.which("sml"):
        found.append(("smlnj", ["sml"]))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help="benchmarks to run (default: all)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    names = args.names or sorted(p.name for p in PROGRAMS.iterdir() if (p / f"{p.name}.sml").exists())
    refs = others()
    header = f"{'benchmark':<12} {'ldriver s':>10} {'RSS MiB':>8}"
    for ref, _ in refs:
        header += f" {ref + ' s':>10} {'RSS MiB':>8} {'ratio':>7}"
    print(header)
    print("-" * len(header))
    with tempfile.TemporaryDirectory(prefix="ldbench-") as tmp:
        workdir = Path(tmp)
        for name in names:
            exe = build(name, workdir)
            secs, rss, out = measure([str(exe)], workdir, args.runs)
            checksum = out.strip().splitlines()[-1] if out.strip() else ""
            row = f"{name:<12} {secs:>10.3f} {rss:>8.1f}"
            for _, cmd in refs:
                rsecs, rrss, rout = measure([*cmd, str(PROGRAMS / name / f"{name}.sml")], workdir, args.runs)
                ratio = f"{secs / rsecs:>7.2f}" if checksum and checksum in rout else "MISMATCH"
                row += f" {rsecs:>10.3f} {rrss:>8.1f} {ratio:>7}"
            print(row, flush=True)


if __name__ == "__main__":
    main()
