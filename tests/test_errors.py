"""Must-reject programs: `tests/errors/NAME.sml` with `NAME.diag` holding the first
diagnostic expected, as `line:col: error: message prefix` (docs/conventions.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from program_cases import check_first_diagnostic

ERRORS = Path(__file__).parent / "errors"
CASES = sorted(ERRORS.glob("*.sml"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_first_diagnostic(path: Path) -> None:
    check_first_diagnostic(path)


def test_every_case_has_a_diag() -> None:
    missing = [p.name for p in CASES if not p.with_suffix(".diag").exists()]
    assert not missing
