"""Must-reject programs: `tests/errors/NAME.sml` with `NAME.diag` holding the first
diagnostic expected, as `line:col: error: message prefix` (conventions.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler import api
from compiler.source import SourceFile

ERRORS = Path(__file__).parent / "errors"
CASES = sorted(ERRORS.glob("*.sml"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_first_diagnostic(path: Path) -> None:
    expected = path.with_suffix(".diag").read_text().strip()
    result = api.check(api.UnitInput(path.name, SourceFile(path.name, path.read_text())))
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert errors, f"{path.name} was accepted"
    first = errors[0]
    actual = f"{first.span.line}:{first.span.col}: error: {first.message}"
    assert actual.startswith(expected), f"\nexpected: {expected}\nactual:   {actual}"


def test_every_case_has_a_diag() -> None:
    missing = [p.name for p in CASES if not p.with_suffix(".diag").exists()]
    assert not missing
