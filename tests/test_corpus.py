"""Real code we did not write: HaMLet (../shared/corpus/hamlet, 215 units, its
own `hamlet.mlb`) built unchanged as separate units, then run as an SML
interpreter over some of our own test programs. Each expected output in
`tests/corpus/hamlet/` is what a Poly/ML build of the same HaMLet prints, so
the test checks our build of a large multi-unit program against a peer's.
`exceptions_deep` makes HaMLet's evaluator recurse 100,000 levels deep: in
the dev profile that needs compact frames (compiler/llvm/target.py).

Skipped when the shared corpus is not beside the repository."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
HAMLET = REPO.parent / "shared" / "corpus" / "hamlet"
EXPECTED = sorted((Path(__file__).parent / "corpus" / "hamlet").glob("*.expected"))
PROGRAMS = Path(__file__).parent / "programs"

pytestmark = pytest.mark.skipif(not (HAMLET / "hamlet.mlb").is_file(), reason="../shared/corpus/hamlet is absent")


@pytest.fixture(scope="module")
def hamlet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Built from a copy: the corpus is read-only to us and `_build/` goes beside the MLB.
    root = tmp_path_factory.mktemp("hamlet") / "hamlet"
    shutil.copytree(HAMLET, root, ignore=shutil.ignore_patterns("_build", "*.o", "hamlet", "hamlet-*"))
    done = subprocess.run([sys.executable, "-m", "ldriver", "build", "hamlet.mlb", "-o", "hamlet-ld"],
                          cwd=root, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr
    return root


@pytest.mark.parametrize("expected", EXPECTED, ids=[p.stem for p in EXPECTED])
def test_hamlet_interprets_like_the_poly_build(hamlet: Path, expected: Path) -> None:
    program = PROGRAMS / f"{expected.stem}.sml"
    done = subprocess.run([str(hamlet / "hamlet-ld"), "-b", str(hamlet / "basis"), "-x", str(program)],
                          cwd=hamlet, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected.read_text()



def _run_hamlet(hamlet: Path, name: str, env: dict[str, str]) -> None:
    done = subprocess.run([str(hamlet / "hamlet-ld"), "-b", str(hamlet / "basis"), "-x", str(PROGRAMS / f"{name}.sml")],
                          cwd=hamlet, capture_output=True, text=True, timeout=300, env={**os.environ, **env})
    assert done.returncode == 0, done.stderr
    assert done.stdout == (Path(__file__).parent / "corpus" / "hamlet" / f"{name}.expected").read_text()


# Nursery sizes at which HaMLet built with a unit run twice (its exports word a
# global root registered twice, so updated twice by mark-compact) crashed while
# loading its basis; the default nursery happened to survive.
@pytest.mark.parametrize("nursery", ["1M", "3M", "7M"])
def test_hamlet_under_other_nursery_sizes(hamlet: Path, nursery: str) -> None:
    """HaMLet's own basis (thousands of lines interpreted) and a program that
    raises through deep recursion, with collections at other points than the
    default's."""
    _run_hamlet(hamlet, "exceptions_deep", {"LDRIVER_NURSERY": nursery})


@pytest.mark.parametrize("nursery", ["3M", "7M"])
def test_hamlet_under_the_heap_checker(hamlet: Path, nursery: str) -> None:
    """The same with the heap checker on (runtime/verify.c: every root and
    field valid before and after each collection), on a short program: the
    checker walks the whole heap at every collection."""
    _run_hamlet(hamlet, "abstype", {"LDRIVER_NURSERY": nursery, "LDRIVER_GC_VERIFY": "1"})
