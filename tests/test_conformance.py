"""The conformance corpus (`tests/conformance/SECTION/NAME.sml`), our own
programs organized by the Definition's sections, each checked against Poly/ML
or SML/NJ when written: a program with `NAME.expected` is built, run (also
under GC stress) and compared exactly; one with `NAME.diag` must be rejected
with that first diagnostic. See tests/conformance/README.md."""
from __future__ import annotations

from pathlib import Path

import pytest
from program_cases import build_program, check_first_diagnostic, run_and_compare

CORPUS = Path(__file__).parent / "conformance"
SOURCES = sorted(CORPUS.glob("*/*.sml"))
RUNS = [p for p in SOURCES if p.with_suffix(".expected").exists()]
REJECTS = [p for p in SOURCES if p.with_suffix(".diag").exists()]


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


@pytest.fixture(scope="module")
def executables(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Path]:
    return {}


def _executable(source: Path, executables: dict[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    exe = executables.get(source)
    if exe is None:
        exe = executables[source] = build_program(source, tmp_path_factory.mktemp(source.stem))
    return exe


@pytest.mark.parametrize("source", RUNS, ids=[_id(p) for p in RUNS])
def test_runs(source: Path, executables: dict[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> None:
    run_and_compare(_executable(source, executables, tmp_path_factory), source)


@pytest.mark.parametrize("source", RUNS, ids=[_id(p) for p in RUNS])
def test_runs_under_gc_stress(source: Path, executables: dict[Path, Path],
                              tmp_path_factory: pytest.TempPathFactory) -> None:
    run_and_compare(_executable(source, executables, tmp_path_factory), source, {"LDRIVER_GC_STRESS": "1"})


@pytest.mark.parametrize("source", REJECTS, ids=[_id(p) for p in REJECTS])
def test_rejects(source: Path) -> None:
    check_first_diagnostic(source)


def test_every_program_has_an_outcome() -> None:
    assert not [_id(p) for p in SOURCES if p not in RUNS and p not in REJECTS]
    assert not [_id(p) for p in RUNS if p in REJECTS]
