"""End-to-end programs (conventions.md "Tests"): every `tests/programs/NAME.sml` is
built with the dev profile and the IR checkers on, run, and its stdout compared
with `NAME.expected` exactly; `NAME.status` gives a non-zero exit status and
`NAME.stderr` a line stderr must contain.

The same programs also run under `LDRIVER_GC_STRESS=1` (a collection at every
allocation): a fast subset in the default run, all of them under `-m slow`.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from ldriver.build import BuildRequest, build
from ldriver.project import plan_project
from ldriver.publish import default_path_vars

PROGRAMS = Path(__file__).parent / "programs"
CASES = sorted(PROGRAMS.glob("*.sml"))
# Programs whose work is dominated by sheer iteration counts: under GC stress
# they take minutes, so the default run stresses the others only.
HEAVY = {"tail_calls", "exceptions_deep", "sorting", "mutual_many"}
# Not run under stress at all: a collection at every allocation rescans a
# million-deep shadow stack (deep_recursion) or, every 64th time, copies a
# 200,000-node live tree (gc_churn) — hours of work for no extra coverage,
# since both structures are exercised under stress at smaller sizes by
# tests/runtime and tests/llvm/test_codegen.py.
UNSTRESSED = {"deep_recursion", "gc_churn"}


@pytest.fixture(scope="module")
def built() -> dict[str, Path]:
    """Executables built once per module, by program name (built lazily)."""
    return {}


def _executable(name: str, built: dict[str, Path], root: Path) -> Path:
    exe = built.get(name)
    if exe is not None:
        return exe
    src = root / f"{name}.sml"
    shutil.copy(PROGRAMS / f"{name}.sml", src)
    outcome = build(BuildRequest(plan_project(src, default_path_vars()), root / "bin" / name, check_ir=True))
    errors = [d for d, _ in outcome.diagnostics if d.severity == "error"]
    assert outcome.ok and outcome.executable is not None, f"build failed: {errors}"
    built[name] = outcome.executable
    return outcome.executable


def _run_and_compare(exe: Path, name: str, env: dict[str, str] | None = None) -> None:
    expected = (PROGRAMS / f"{name}.expected").read_bytes()
    status_file = PROGRAMS / f"{name}.status"
    stderr_file = PROGRAMS / f"{name}.stderr"
    want_status = int(status_file.read_text().strip()) if status_file.exists() else 0
    proc = subprocess.run([str(exe)], capture_output=True, timeout=300,
                          env={**os.environ, **(env or {})})
    # Byte for byte: SML strings are bytes, and a program may print any.
    assert proc.stdout == expected
    stderr = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == want_status, stderr
    if stderr_file.exists():
        assert stderr_file.read_text().strip() in stderr


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("programs")


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_program(path: Path, built: dict[str, Path], root: Path) -> None:
    _run_and_compare(_executable(path.stem, built, root), path.stem)


STRESS_FAST = [p for p in CASES if p.stem not in HEAVY | UNSTRESSED]
STRESS_HEAVY = [p for p in CASES if p.stem in HEAVY]


@pytest.mark.parametrize("path", STRESS_FAST, ids=[p.stem for p in STRESS_FAST])
def test_program_gc_stress(path: Path, built: dict[str, Path], root: Path) -> None:
    _run_and_compare(_executable(path.stem, built, root), path.stem, {"LDRIVER_GC_STRESS": "1"})


@pytest.mark.slow
@pytest.mark.parametrize("path", STRESS_HEAVY, ids=[p.stem for p in STRESS_HEAVY])
def test_heavy_program_gc_stress(path: Path, built: dict[str, Path], root: Path) -> None:
    _run_and_compare(_executable(path.stem, built, root), path.stem, {"LDRIVER_GC_STRESS": "1"})
