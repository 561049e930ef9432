"""Real code we did not write: HaMLet (../shared/corpus/hamlet, 215 units, its
own `hamlet.mlb`) built unchanged as separate units, then run as an SML
interpreter over some of our own test programs. Each expected output in
`tests/corpus/hamlet/` is what a Poly/ML build of the same HaMLet prints, so
the test checks our build of a large multi-unit program against a peer's.
`exceptions_deep` makes HaMLet's evaluator recurse 100,000 levels deep: in
the dev profile that needs compact frames (compiler/llvm/target.py).

Skipped when the shared corpus is not beside the repository."""
from __future__ import annotations

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
