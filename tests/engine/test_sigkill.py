"""A build killed with SIGKILL at any moment, then run again, gives the same
executable as a clean build (docs/architecture.md "The build directory and
its trust rules": atomic writes, records verified when read, the lock).

Each trial starts from an empty build directory, kills the build at a
moment drawn (from a fixed seed, so a failure can be replayed) between its
start and the time a clean build takes, then builds again and compares the
executable's bytes with the clean build's. Odd trials kill the driver
alone, once it has started workers or a C compiler, at the drawn moment or
later: its workers must end too (they hold the build directory's lock);
even ones the whole process group (workers, a C compiler or linker too).

A small generated project runs by default; HaMLet (../shared/corpus/hamlet,
215 units) with 20 moments is marked slow."""
from __future__ import annotations

import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

HAMLET = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "hamlet"


def _ldriver(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], cwd=root, capture_output=True, text=True,
                          timeout=3600)


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found |= {int(c) for c in (task / "children").read_text().split()}
        except (OSError, ValueError):
            pass
    return found


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def _workers(driver: int) -> set[int]:
    """The driver's worker processes (forks of it; a C compiler it runs is not one)."""
    found = set()
    for pid in _children(driver):
        try:
            if Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0] == sys.executable.encode():
                found.add(pid)
        except OSError:
            pass
    return found


def _killed_then_rebuilt(root: Path, mlb: str, exe: Path, moments: int, seed: int) -> None:
    started = time.monotonic()
    clean = _ldriver(root, "build", mlb, "--jobs", "2", "-q")
    assert clean.returncode == 0, clean.stderr
    seconds = time.monotonic() - started
    reference = hashlib.sha256(exe.read_bytes()).hexdigest()
    rng = random.Random(seed)
    for trial in range(moments):
        assert _ldriver(root, "clean").returncode == 0
        moment = rng.uniform(0.0, seconds)
        build = subprocess.Popen([sys.executable, "-m", "ldriver", "build", mlb, "--jobs", "2", "-q"], cwd=root,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(moment)
        workers: set[int] = set()
        if trial % 2:
            while build.poll() is None and not _children(build.pid):
                time.sleep(0.05)
            workers = _workers(build.pid)
            build.send_signal(signal.SIGKILL)
        else:
            try:
                os.killpg(build.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass  # the build was over
        build.wait()
        deadline = time.monotonic() + 10
        while any(map(_alive, workers)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(map(_alive, workers)), f"trial {trial}: workers outlive the driver"
        again = _ldriver(root, "build", mlb, "--jobs", "2", "-q")
        what = f"trial {trial} (seed {seed}): killed after {moment:.2f}s of {seconds:.2f}s"
        assert again.returncode == 0, f"{what}: the build after it failed:\n{again.stderr}"
        assert "internal error" not in again.stderr, f"{what}:\n{again.stderr}"
        assert hashlib.sha256(exe.read_bytes()).hexdigest() == reference, f"{what}: another executable"
        print(f"{what}: the clean build's executable", flush=True)  # progress of a long run (pytest -s)


def test_a_killed_build_then_rebuilt_gives_the_clean_executable(tmp_path: Path) -> None:
    units = 6
    lines = ["$(SML_LIB)/basis/basis.mlb"]
    for i in range(units):
        uses = f"U{i - 1}.total + " if i else ""
        body = "\n".join(f"  fun f{k} n = if n <= 1 then {k} else f{k} (n - 1) + n * {k}" for k in range(8))
        (tmp_path / f"u{i}.sml").write_text(
            f"structure U{i} = struct\n{body}\n  val total = {uses}" + " + ".join(f"f{k} 10" for k in range(8))
            + "\nend\n")
        lines.append(f"u{i}.sml")
    (tmp_path / "main.sml").write_text(f'val () = print (Int.toString U{units - 1}.total ^ "\\n")\n')
    (tmp_path / "p.mlb").write_text("\n".join([*lines, "main.sml"]) + "\n")
    _killed_then_rebuilt(tmp_path, "p.mlb", tmp_path / "_build" / "bin" / "p", moments=4, seed=31)


@pytest.mark.slow
@pytest.mark.skipif(not (HAMLET / "hamlet.mlb").is_file(), reason="../shared/corpus/hamlet is absent")
def test_hamlet_killed_at_twenty_moments_then_rebuilt(tmp_path: Path) -> None:
    root = tmp_path / "hamlet"
    shutil.copytree(HAMLET, root, ignore=shutil.ignore_patterns("_build", "*.o", "hamlet", "hamlet-*"))
    _killed_then_rebuilt(root, "hamlet.mlb", root / "_build" / "bin" / "hamlet", moments=20, seed=2026)
