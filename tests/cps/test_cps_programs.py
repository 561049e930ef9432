"""Every tests/programs/NAME.sml through parse → elaborate → LEXP → CPS → check →
shrink → check → CPS interpreter, compared with NAME.expected (stdout) and,
when present, NAME.stderr / NAME.status (uncaught exception, exit code 1). The
program runs after the Basis units it uses, converted separately
(tests/interp_basis.py), as in a linked executable."""
from __future__ import annotations

from pathlib import Path

import pytest

from interp_basis import OS_PROGRAMS, OS_REASON, cps_with_basis

from compiler.cps import interpret_units
from compiler.deep import run_deep

PROGRAMS = Path(__file__).resolve().parents[1] / "programs"

# Too slow for a Python interpreter of CPS (more than 200 s each on the CI
# machine; the native end-to-end tests run them).
SKIPPED: dict[str, str] = {
    "deep_recursion": "five passes over a 1,000,000-element list, non-tail: >200 s interpreted",
    "gc_churn": "allocation churn sized for the GC (200,000-node trees, 50,000 rounds): >200 s",
    "tail_calls": "millions of tail calls: >200 s interpreted",
    **{name: OS_REASON for name in OS_PROGRAMS},
}
# Run, but only with the `slow` marker selected (10-100 s each interpreted).
SLOW = {"exceptions_deep", "interpreter", "mutual_many", "nqueens", "recursion", "sorting",
        "while_loops"}


def _programs() -> list[pytest.param]:
    out = []
    for sml in sorted(PROGRAMS.glob("*.sml")):
        if not sml.with_suffix(".expected").exists():
            continue
        marks = []
        if sml.stem in SKIPPED:
            marks.append(pytest.mark.skip(reason=SKIPPED[sml.stem]))
        if sml.stem in SLOW:
            marks.append(pytest.mark.slow)
        out.append(pytest.param(sml, id=sml.stem, marks=marks))
    return out


@pytest.mark.parametrize("sml", _programs())
def test_program(sml: Path) -> None:
    units = cps_with_basis(sml.read_text(encoding="utf-8"), sml.name).linked()
    # Polymorphic equality of long lists recurses in Python: a deep stack.
    outcome = run_deep(lambda: interpret_units(units))
    # The interpreter prints byte text (one character per byte): compare bytes.
    assert outcome.stdout == sml.with_suffix(".expected").read_bytes().decode("latin-1")
    stderr = sml.with_suffix(".stderr")
    if stderr.exists():
        assert outcome.uncaught is not None
        assert f"unhandled exception: {outcome.uncaught}\n" == stderr.read_text()
    else:
        assert outcome.uncaught is None, f"uncaught exception {outcome.uncaught}"
