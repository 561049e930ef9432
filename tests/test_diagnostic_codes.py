"""Diagnostic codes (compiler/diagnostics.py, docs/diagnostics.md): every
message the error tests expect has a code, each code documented has the
example the documentation gives, and the documentation lists every code."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from compiler.diagnostics import _CODE_PATTERNS, diagnostic_code

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "diagnostics.md"


def _expected_messages() -> list[str]:
    found = set()
    for diag in sorted((ROOT / "tests" / "errors").glob("*.diag")):
        for line in diag.read_text().splitlines():
            m = re.search(r": (?:error|warning): (.*)$", line)
            if m:
                found.add(m.group(1))
    return sorted(found)


def _documented() -> dict[str, str]:
    """code -> example message, from the table in docs/diagnostics.md."""
    rows = re.findall(r"^\| `([a-z-]+)` \| [^|]+ \| `([^`]+)` \|$", DOC.read_text(), re.M)
    return dict(rows)


@pytest.mark.parametrize("message", _expected_messages())
def test_every_expected_message_has_a_code(message: str) -> None:
    assert diagnostic_code(message) is not None, message


def test_codes_are_documented_with_their_example() -> None:
    documented = _documented()
    assert set(documented) == {code for code, _ in _CODE_PATTERNS}
    for code, example in documented.items():
        assert diagnostic_code(example) == code, (code, example)


def test_order_decides_between_overlapping_patterns() -> None:
    # A signature mismatch that is about equality is a signature mismatch.
    assert diagnostic_code("signature mismatch: type t does not admit equality (specified as eqtype)") \
        == "signature-mismatch"
    assert diagnostic_code("type does not admit equality: real") == "equality"
    assert diagnostic_code("no such thing") is None
