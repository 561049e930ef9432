"""Every tests/programs/NAME.sml through parse -> elaborate -> translate -> check ->
LEXP interpreter, compared with NAME.expected (stdout) and, when present,
NAME.stderr / NAME.status (uncaught exception, exit status 1). The program is
linked with the Basis units it uses (tests/interp_basis.py)."""
from __future__ import annotations

from pathlib import Path

import pytest
from interp_basis import OS_PROGRAMS, OS_REASON, with_basis

from compiler.lexp import run

PROGRAMS = Path(__file__).resolve().parents[1] / "programs"

# Programs a Python interpreter cannot run in reasonable time or stack
# (the native pipeline runs them in tests/test_programs.py).
SKIP: dict[str, str] = {
    "deep_recursion": "1,000,000-deep non-tail recursion exceeds the interpreter's Python stack",
    "gc_churn": "allocates millions of cells: more than 5 minutes in the interpreter",
    "tail_calls": "tens of millions of tail calls: about 7 minutes in the interpreter",
    **{name: OS_REASON for name in OS_PROGRAMS},
}


def _programs() -> list:  # list of pytest.param
    out = []
    for sml in sorted(PROGRAMS.glob("*.sml")):
        if not sml.with_suffix(".expected").exists():
            continue
        marks = [pytest.mark.skip(reason=SKIP[sml.stem])] if sml.stem in SKIP else []
        out.append(pytest.param(sml, id=sml.stem, marks=marks))
    return out


@pytest.mark.parametrize("sml", _programs())
def test_program(sml: Path) -> None:
    outcome = run(with_basis(sml.read_text(encoding="utf-8"), sml.name))
    # The interpreter prints byte text (one character per byte): compare bytes.
    assert outcome.stdout == sml.with_suffix(".expected").read_bytes().decode("latin-1")
    stderr = sml.with_suffix(".stderr")
    if stderr.exists():
        assert outcome.uncaught is not None
        assert f"unhandled exception: {outcome.uncaught}" in stderr.read_text()
    else:
        assert outcome.uncaught is None, f"uncaught exception {outcome.uncaught}"
    status = sml.with_suffix(".status")
    if status.exists():
        assert outcome.status == int(status.read_text().strip())
