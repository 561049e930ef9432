"""End-to-end programs (docs/conventions.md "Tests"): every `tests/programs/NAME.sml` is
built with the dev profile and the IR checkers on, run, and its stdout compared
with `NAME.expected` exactly; `NAME.status` gives a non-zero exit status and
`NAME.stderr` a line stderr must contain.

The same programs also run under `LDRIVER_GC_STRESS=1` (a collection at every
allocation): a fast subset in the default run, all of them under `-m slow`.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from program_cases import build_program, run_and_compare

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
    if exe is None:
        exe = built[name] = build_program(PROGRAMS / f"{name}.sml", root)
    return exe


def _run_and_compare(exe: Path, name: str, env: dict[str, str] | None = None) -> None:
    run_and_compare(exe, PROGRAMS / f"{name}.sml", env)


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


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_program_gc_verify(path: Path, built: dict[str, Path], root: Path) -> None:
    """Each program with the heap checker on (runtime/verify.c: every root and
    field is an int, code, static data or the start of an object, before and
    after every collection) and a 2 MB nursery, whose collections fall at other
    points than the default's."""
    _run_and_compare(_executable(path.stem, built, root), path.stem,
                     {"LDRIVER_GC_VERIFY": "1", "LDRIVER_NURSERY": "2M"})
