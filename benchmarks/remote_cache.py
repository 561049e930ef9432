"""The remote unit cache on HaMLet (issue "Beyond one machine"): a
measurement script, not a test.

    python benchmarks/remote_cache.py [--project PATH.mlb] [--jobs J]

Starts a BuildGrid cache-only server on loopback (tests/reapi_server.py;
buildgrid is in the test extra), then times the `ldriver build` command
(wall clock) on copies of the project (default HaMLet), each "machine" a
directory with a library root of its own (`LDRIVER_HOME`):

- A: a fresh machine with the cache, cold: publishes the Basis (compiling
  it) and builds the project, uploading every unit;
- local cold: another directory on A's library root (the Basis published),
  no remote cache: the usual cold build;
- B: a fresh machine with the cache now warm: the Basis and every unit
  fetched, the project linked.

It prints the three times and B / local cold (the issue's target: at most
0.25) and B / A, and checks that B compiled nothing and linked an executable
identical to A's.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
HAMLET = REPO.parent / "shared" / "corpus" / "hamlet" / "hamlet.mlb"
sys.path.insert(0, str(REPO / "tests"))

from reapi_server import start_server  # noqa: E402  (the tests' server launcher)


def timed_build(mlb: Path, top: Path, name: str, home: Path, jobs: int, remote: str | None) -> tuple[float, Path]:
    root = top / name
    shutil.copytree(mlb.parent, root, ignore=shutil.ignore_patterns("_build", "*.o"))
    args = [sys.executable, "-m", "ldriver", "build", mlb.name, "-q", "--jobs", str(jobs)]
    if remote:
        args += ["--remote-cache", remote]
    started = time.perf_counter()
    proc = subprocess.run(args, cwd=root, env={**os.environ, "LDRIVER_HOME": str(home)}, capture_output=True,
                          text=True, timeout=3600)
    seconds = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"{name}: the build failed:\n{proc.stderr}")
    if proc.stderr.strip():
        print(f"{name}: {proc.stderr.strip()}")
    return seconds, root


def actions(root: Path) -> dict[str, int]:
    log = json.loads((root / "_build" / "log" / "last-build.json").read_text())
    counts: dict[str, int] = {}
    for unit in log["units"]:
        if unit["reason"] != "prebuilt":
            counts[unit["action"]] = counts.get(unit["action"], 0) + 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--project", type=Path, default=HAMLET)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        top = Path(tmp)
        server = start_server(top / "buildgrid")
        try:
            a, a_root = timed_build(args.project, top, "a", top / "home-a", args.jobs, server.url)
            cold, _ = timed_build(args.project, top, "local", top / "home-a", args.jobs, None)
            b, b_root = timed_build(args.project, top, "b", top / "home-b", args.jobs, server.url)
        finally:
            server.kill()
        exe = f"_build/bin/{args.project.stem}"
        same = (a_root / exe).read_bytes() == (b_root / exe).read_bytes()
        print(f"{'build':<48}{'seconds':>9}  units")
        print(f"{'A: fresh machine, cold, uploading (+ Basis)':<48}{a:>9.2f}  {actions(a_root)}")
        print(f"{'local cold (Basis published, no remote cache)':<48}{cold:>9.2f}")
        print(f"{'B: fresh machine, warm remote cache (+ Basis)':<48}{b:>9.2f}  {actions(b_root)}")
        print(f"B / local cold = {b / cold:.3f}   B / A = {b / a:.3f}   executables identical: {same}")
        phases = json.loads((b_root / "_build" / "log" / "last-build.json").read_text())["phases"]
        print("B's phases (s): " + ", ".join(f"{name} {sec:.2f}" for name, sec in phases.items()))


if __name__ == "__main__":
    main()
