"""The module-heavy benchmark generator (`benchmarks/gen_modules.py`) writes valid code.

`benchmarks/compile_speed.py --program modules` measures the front end and the
LEXP size of module-boundary coercions on its output, so the output must
elaborate without errors and translate to a well-formed LEXP unit. A small
program with every functor family and every stand-alone unit kind keeps this fast.
"""
from __future__ import annotations

import sys
from pathlib import Path

from compiler.api import UnitInput, check
from compiler.deep import run_deep
from compiler.elab import elaborate_program
from compiler.lexp import check as check_lexp
from compiler.lexp import run, translate
from compiler.lexp.ir import Unit
from compiler.source import SourceFile
from compiler.syntax import parse_program

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import gen_modules  # noqa: E402  (a script in benchmarks/, not a package module)

# Four functors (one of each family), two applications each; 20 structures, 12
# signatures (9 from the families, 3 stand-alone).
SMALL = dict(lines=1500, seed=3, structures=20, signatures=12, functors=4, applications=8)


def _text() -> str:
    return gen_modules.generate(**SMALL)  # type: ignore[arg-type]


def _lower(text: str) -> Unit:
    def phases() -> Unit:
        diagnostics: list = []
        absyn = elaborate_program(parse_program(SourceFile("gen_modules.sml", text)), diagnostics).program
        assert not [d for d in diagnostics if d.severity == "error"]
        return translate(absyn)

    return run_deep(phases)


def test_counts_and_determinism() -> None:
    text = _text()
    assert text.count("\n") == SMALL["lines"]
    assert _text() == text, "the generator must be deterministic"
    assert gen_modules.count(text) == {
        "signatures": 12, "functors": 4, "applications": 8, "structures": 20,
    }


def test_default_counts() -> None:
    p = gen_modules.plan()
    assert (p.lines, p.structures, p.signatures, p.functors, p.applications) == (20000, 200, 50, 10, 50)


def test_elaborates_without_errors() -> None:
    result = check(UnitInput("gen_modules.sml", SourceFile("gen_modules.sml", _text())))
    errors = [f"{d.span}: {d.message}" for d in result.diagnostics if d.severity == "error"]
    assert not errors, errors[:5]


def test_translates_to_checked_lexp_and_runs() -> None:
    unit = _lower(_text())
    problems = check_lexp(unit)
    assert problems == [], "\n".join(problems[:10])
    result = run(unit)
    assert result.uncaught is None, f"uncaught exception {result.uncaught}"
    for prefix in ("Set0_", "Stats1_", "Tab2_", "Stack3_"):
        assert prefix in result.stdout
