"""Run-time benchmarks (docs/conventions.md "Benchmarks").

    python benchmarks/run.py [NAMES...] [--runs N] [--size N] [--no-peers]

For each program `benchmarks/programs/NAME/` (its `NAME.mlb`, or `NAME.sml`):

* ldriver: `ldriver build --profile release NAME.mlb -o EXE` (a copy of the
  program folder in a temporary directory, so no `_build/` is left behind).
* Poly/ML (if `polyc` is on PATH): a generated wrapper that `use`s the
  program's sources is compiled with `polyc -o EXE`; polyc's entry point is the
  program's `main : unit -> unit`.
* SML/NJ (if `sml` is on PATH): a generated script `use`s the sources and calls
  `SMLofNJ.exportFn`, run as `sml @SMLload=IMAGE.<arch> ARGS`.

The sources given to the peers are the `.sml/.sig/.fun` files listed in
NAME.mlb, in order (`programs/size.sml`, which reads the size, among them),
except `$(...)` library paths and the shared entry file `programs/main.sml`
(`val () = main ()`), which only ldriver needs.

Every executable gets the problem size as its first argument: `--size`, or
else the program's `val defaultSize = N` declaration. The runs are interleaved
(round robin over the implementations, N rounds, default 5); the table shows
the median wall-clock seconds and the largest peak RSS of the child itself
(`/usr/bin/time -f %M` if present, else `VmHWM` polled from /proc), and for
ldriver the most data its collector found live (`LDRIVER_GC_STATS=1`, whose
statistics are printed at exit), to read the RSS against. A peer whose heap
words are not 64-bit (SML/NJ 110.79 builds x86-linux images only) is named in
a note below the table: the same data takes it about half the bytes. The last
non-empty line of each implementation's stdout is the checksum: a peer whose
line differs from ldriver's is marked MISMATCH and left out of the geometric
means of the ratios ldriver/peer printed at the end (below 1: ldriver faster).

A measurement script, not a test: it asserts nothing and exits 0 unless a
build fails (then the other programs still run and the status is 1).
"""
from __future__ import annotations

import argparse
import math
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"
ENTRY = "main.sml"  # programs/main.sml: `val () = main ()`, ldriver's entry
SHARED = (ENTRY, "size.sml")  # files of programs/ that the programs' MLB files name
TIME = "/usr/bin/time"
MAX_LIVE = re.compile(r"^gc: max live: (\d+) bytes$", re.M)  # runtime/heap.c, ld_gc_print_stats
SOURCE_EXTS = (".sml", ".sig", ".fun")


@dataclass
class Impl:
    name: str
    cmd: list[str] = field(default_factory=list)  # executable + fixed args; size appended
    error: str = ""
    seconds: list[float] = field(default_factory=list)
    rss_mib: list[float] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)  # added to the environment of its runs
    live_mib: list[float] = field(default_factory=list)  # ldriver: "gc: max live" of each run
    word_bits: int = 64  # of its heap words (the SML/NJ heap image's architecture says)
    checksum: str | None = None
    failure: str = ""


# ---------------------------------------------------------------------------
# Discovery


def program_names() -> list[str]:
    return sorted(p.name for p in PROGRAMS.iterdir()
                  if p.is_dir() and ((p / f"{p.name}.mlb").exists() or (p / f"{p.name}.sml").exists()))


def project_file(name: str) -> Path:
    mlb = PROGRAMS / name / f"{name}.mlb"
    return mlb if mlb.exists() else PROGRAMS / name / f"{name}.sml"


def peer_sources(name: str) -> list[Path]:
    """The program's own source files, in MLB order, without the entry file."""
    proj = project_file(name)
    if proj.suffix == ".sml":
        return [proj]
    text = re.sub(r"\(\*.*?\*\)", " ", proj.read_text(), flags=re.S)
    out = []
    for tok in text.split():
        tok = tok.strip('"')
        if "$(" in tok or not tok.endswith(SOURCE_EXTS):
            continue
        path = (proj.parent / tok).resolve()
        if path == (PROGRAMS / ENTRY).resolve():
            continue
        out.append(path)
    return out


def default_size(name: str) -> str | None:
    for src in peer_sources(name):
        m = re.search(r"^\s*val\s+defaultSize\s*=\s*(\d+)", src.read_text(), flags=re.M)
        if m:
            return m.group(1)
    return None


# ---------------------------------------------------------------------------
# Builds


def ldriver_cmd(explicit: str | None) -> list[str]:
    if explicit:
        return [explicit]
    beside = Path(sys.executable).parent / "ldriver"
    if beside.exists():
        return [str(beside)]
    found = shutil.which("ldriver")
    return [found] if found else [sys.executable, "-m", "ldriver"]


def copy_program(name: str, work: Path) -> Path:
    """A fresh copy of the program's folder (and the shared files its MLB
    names) under `work/programs`, without any `_build`; returns its project file."""
    progs = work / "programs"
    shutil.rmtree(progs / name, ignore_errors=True)
    shutil.copytree(PROGRAMS / name, progs / name, ignore=shutil.ignore_patterns("_build"))
    for shared in SHARED:
        if (PROGRAMS / shared).exists():
            shutil.copy(PROGRAMS / shared, progs / shared)
    return progs / name / project_file(name).name


def build_ldriver(name: str, work: Path, ldriver: list[str]) -> Impl:
    # the runtime's statistics, printed at exit, cost nothing measurable
    impl = Impl("ldriver", env={"LDRIVER_GC_STATS": "1"})
    exe = work / f"{name}.ldriver"
    proj = copy_program(name, work)
    proc = subprocess.run([*ldriver, "build", "--profile", "release", str(proj), "-o", str(exe)],
                          capture_output=True, text=True)
    if proc.returncode != 0 or not exe.exists():
        impl.error = (proc.stdout + proc.stderr).strip() or f"exit status {proc.returncode}"
    impl.cmd = [str(exe)]
    return impl


def sml_string(path: Path) -> str:
    return '"' + str(path).replace("\\", "\\\\").replace('"', '\\"') + '"'


def build_poly(name: str, work: Path) -> Impl:
    impl = Impl("Poly/ML")
    wrapper = work / f"{name}.poly.sml"
    wrapper.write_text("".join(f"use {sml_string(s)};\n" for s in peer_sources(name)))
    exe = work / f"{name}.poly"
    proc = subprocess.run(["polyc", "-o", str(exe), str(wrapper)], capture_output=True, text=True, cwd=work)
    if proc.returncode != 0 or not exe.exists():
        impl.error = (proc.stdout + proc.stderr).strip()[-2000:] or f"exit status {proc.returncode}"
    impl.cmd = [str(exe)]
    return impl


def build_smlnj(name: str, work: Path) -> Impl:
    impl = Impl("SML/NJ")
    image = work / f"{name}.smlnj"
    script = "".join(f"use {sml_string(s)};\n" for s in peer_sources(name))
    script += (f"val _ = SMLofNJ.exportFn ({sml_string(image)}, fn _ => (main (); OS.Process.success)\n"
               "  handle e => (TextIO.output (TextIO.stdErr, \"unhandled exception: \" ^ exnMessage e ^ \"\\n\");\n"
               "               OS.Process.failure));\n")
    (work / f"{name}.smlnj.sml").write_text(script)
    with open(work / f"{name}.smlnj.sml") as stdin:
        proc = subprocess.run(["sml"], stdin=stdin, capture_output=True, text=True, cwd=work)
    heaps = sorted(work.glob(f"{name}.smlnj.*-*"))
    if not heaps:
        errors = [line for line in proc.stdout.splitlines() if "Error" in line or "error" in line]
        impl.error = "\n".join(errors[:20]) or proc.stdout[-2000:] or f"exit status {proc.returncode}"
    else:
        impl.cmd = ["sml", f"@SMLload={heaps[0]}"]
        # IMAGE.x86-linux: a 32-bit SML/NJ (110.79 has no 64-bit back end)
        impl.word_bits = 32 if heaps[0].suffix.startswith(".x86-") else 64
    return impl


# ---------------------------------------------------------------------------
# Runs


def last_line(path: Path) -> str:
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - 4096))
        tail = f.read().decode(errors="replace")
    lines = [line for line in tail.splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def poll_hwm(proc: subprocess.Popen, timeout: float) -> float:
    """Peak RSS in KiB of `proc`, polling /proc/PID/status until it exits."""
    peak = 0
    status = Path(f"/proc/{proc.pid}/status")
    deadline = time.perf_counter() + timeout
    while proc.poll() is None:
        if time.perf_counter() > deadline:
            raise subprocess.TimeoutExpired(proc.args, timeout)
        try:
            for line in status.read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peak = max(peak, int(line.split()[1]))
        except (OSError, ValueError):
            pass
        time.sleep(0.005)
    return peak


def run_once(impl: Impl, args: list[str], work: Path, timeout: float) -> None:
    out = work / "stdout"
    rssfile = work / "rss"
    use_time = os.access(TIME, os.X_OK)
    cmd = [TIME, "-f", "%M", "-o", str(rssfile), *impl.cmd, *args] if use_time else [*impl.cmd, *args]
    with open(out, "wb") as stdout:
        start = time.perf_counter()
        # own process group, so a timeout also ends the program under /usr/bin/time
        proc = subprocess.Popen(cmd, cwd=work, stdout=stdout, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                start_new_session=True, env={**os.environ, **impl.env})
        try:
            if use_time:
                _, err = proc.communicate(timeout=timeout)
                kib = 0.0
            else:
                kib = poll_hwm(proc, timeout)
                err = proc.stderr.read() if proc.stderr else b""
                proc.wait()
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            impl.failure = f"timeout after {timeout:.0f} s"
            return
        seconds = time.perf_counter() - start
    if use_time:
        try:
            kib = float(rssfile.read_text().split()[-1])
        except (OSError, ValueError, IndexError):
            kib = 0.0
    if proc.returncode != 0:
        msg = err.decode(errors="replace").strip().splitlines()
        impl.failure = f"exit {proc.returncode}: " + (msg[-1] if msg else "")
        return
    impl.seconds.append(seconds)
    impl.rss_mib.append(kib / 1024)
    live = MAX_LIVE.search(err.decode(errors="replace"))
    if live:
        impl.live_mib.append(int(live.group(1)) / 2**20)
    line = last_line(out)
    if impl.checksum is None:
        impl.checksum = line
    elif impl.checksum != line:
        impl.failure = f"output changed between runs: {impl.checksum!r} / {line!r}"


# ---------------------------------------------------------------------------


def geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help="benchmarks to run (default: all)")
    parser.add_argument("--runs", type=int, default=5, help="rounds of runs (median is shown)")
    parser.add_argument("--size", help="problem size passed to every program (default: each program's own)")
    parser.add_argument("--no-peers", action="store_true", help="run ldriver only")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per run before it is killed")
    parser.add_argument("--ldriver", help="ldriver executable (default: the one beside this Python)")
    parser.add_argument("--verbose", action="store_true",
                        help="print build errors in full and every implementation's checksum line")
    args = parser.parse_args()
    names = args.names or program_names()
    ldriver = ldriver_cmd(args.ldriver)
    peers = [] if args.no_peers else [
        (label, build) for label, tool, build in
        (("Poly/ML", "polyc", build_poly), ("SML/NJ", "sml", build_smlnj)) if shutil.which(tool)]

    cols = ["ldriver"] + [label for label, _ in peers]
    header = f"{'benchmark':<13} {'size':>9} {'ldriver s':>9} {'RSS MiB':>8} {'live MiB':>8}"
    for label in cols[1:]:
        header += f" {label + ' s':>10} {'RSS MiB':>8} {'ratio':>8}"
    print(header)
    print("-" * len(header), flush=True)
    ratios: dict[str, list[float]] = {label: [] for label in cols[1:]}
    word_bits: dict[str, int] = {}
    failed = False
    notes: list[str] = []
    for name in names:
        if not (PROGRAMS / name).is_dir():
            notes.append(f"{name}: no such program")
            failed = True
            continue
        size = args.size or default_size(name)
        run_args = [size] if size else []
        with tempfile.TemporaryDirectory(prefix=f"ldbench-{name}-") as tmp:
            work = Path(tmp)
            impls = [build_ldriver(name, work, ldriver)] + [build(name, work) for _, build in peers]
            word_bits.update((i.name, i.word_bits) for i in impls[1:] if not i.error)
            for impl in impls:
                if impl.error:
                    failed = True
                    err = impl.error if args.verbose else impl.error.splitlines()[0][:200]
                    notes.append(f"{name}: {impl.name} build failed: {err}")
            live = [i for i in impls if not i.error]
            for r in range(args.runs):
                k = r % len(live) if live else 0
                for impl in live[k:] + live[:k]:  # rotate who goes first each round
                    if not impl.failure:
                        run_once(impl, run_args, work, args.timeout)
        ld = impls[0]
        row = f"{name:<13} {size or '-':>9} "
        ok_ld = not ld.error and not ld.failure and ld.seconds
        if ok_ld:
            # 0 when no major collection ran
            live = f"{max(ld.live_mib):>8.1f}" if ld.live_mib and max(ld.live_mib) else f"{'-':>8}"
            row += f"{statistics.median(ld.seconds):>9.3f} {max(ld.rss_mib):>8.1f} {live}"
        else:
            row += f"{'FAILED':>9} {'':>8} {'':>8}"
            if ld.failure:
                notes.append(f"{name}: ldriver run failed: {ld.failure}")
        for impl in impls[1:]:
            if impl.error or impl.failure or not impl.seconds:
                row += f" {'FAILED':>10} {'':>8} {'':>8}"
                if impl.failure:
                    notes.append(f"{name}: {impl.name} run failed: {impl.failure}")
                continue
            secs = statistics.median(impl.seconds)
            row += f" {secs:>10.3f} {max(impl.rss_mib):>8.1f}"
            if not ok_ld:
                row += f" {'':>8}"
            elif impl.checksum != ld.checksum:
                row += f" {'MISMATCH':>8}"
                notes.append(f"{name}: MISMATCH ldriver {ld.checksum!r} vs {impl.name} {impl.checksum!r}")
            else:
                ratio = statistics.median(ld.seconds) / secs
                ratios[impl.name].append(ratio)
                row += f" {ratio:>8.2f}"
        print(row, flush=True)
        if args.verbose:
            for impl in impls:
                print(f"    {impl.name}: {impl.checksum}", flush=True)
    if ratios:
        print("-" * len(header))
        row = f"{'geomean':<13} {'':>9} {'':>9} {'':>8} {'':>8}"
        for label in cols[1:]:
            g = geomean(ratios[label])
            row += f" {'':>10} {'':>8} {g:>8.2f}" if ratios[label] else f" {'':>10} {'':>8} {'-':>8}"
        print(row)
        counts = ", ".join(f"{len(v)} ratios vs {k}" for k, v in ratios.items())
        print(f"(ratio = ldriver s / peer s, median of {args.runs}; geomean over {counts})")
        print("(live MiB: the most data ldriver's collector found live, at a major collection; - if none ran)")
    for label, bits in sorted(word_bits.items()):
        if bits != 64:
            notes.append(f"{label} runs with {bits}-bit heap words (and {bits - 1}-bit ints): the same data "
                         f"takes about {64 // bits}x the bytes in ldriver and Poly/ML, whose words are 64-bit")
    for note in notes:
        print(note)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
