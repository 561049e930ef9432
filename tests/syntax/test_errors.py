"""The syntax-error corpus `tests/errors/syntax_*.sml`, checked against the parser
alone (the shared runner in `tests/test_errors.py` goes through the full check)."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.diagnostics import CompileError
from compiler.source import SourceFile
from compiler.syntax import parse_program

CASES = sorted((Path(__file__).parent.parent / "errors").glob("syntax_*.sml"))


def test_corpus_is_large_enough() -> None:
    assert len(CASES) >= 15


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_first_syntax_error(path: Path) -> None:
    expected = path.with_suffix(".diag").read_text().strip()
    with pytest.raises(CompileError) as info:
        parse_program(SourceFile(path.name, path.read_text()))
    diag = info.value.diagnostic
    actual = f"{diag.span.line}:{diag.span.col}: error: {diag.message}"
    assert actual.startswith(expected), f"\nexpected: {expected}\nactual:   {actual}"
