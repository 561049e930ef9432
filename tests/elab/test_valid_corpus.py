"""Every program in tests/elab/valid elaborates without errors or warnings, and
its typed Absyn passes the checker."""
from __future__ import annotations

from pathlib import Path

import pytest
from elab_helpers import elaborate

VALID = sorted((Path(__file__).parent / "valid").glob("*.sml"))


@pytest.mark.parametrize("path", VALID, ids=[p.stem for p in VALID])
def test_valid_program(path: Path) -> None:
    _, diagnostics = elaborate(path.read_text(), path.name)
    assert diagnostics == []


def test_corpus_is_large_enough() -> None:
    assert len(VALID) >= 15
