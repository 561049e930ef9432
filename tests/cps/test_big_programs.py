"""Big generated programs through the whole pipeline, with the IR checkers on.

The shapes of `benchmarks/scaling.py` (where the compile time of each phase is
measured; nothing here is timed) at sizes that used to take the phases
quadratic time: 2,000 nested `fn`s (the CTY of every enclosing function was
rebuilt at each level), long `case`s and many constructors (match
compilation scanned every rule once per constant), a list long enough to need
two allocation groups (the GC roots kept a sorted live set per record). Each
program is built by the driver with `check_ir=True` (every pass's checker
runs), then run; it must print its shape's expected value.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from compiler.api import Settings
from ldriver.engine.build import BuildRequest, build
from ldriver.engine.store import library_root, runtime_cache
from ldriver.project.plan import plan_project
from ldriver.publish import default_path_vars

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import scaling  # noqa: E402  (a script in benchmarks/, not a package module)

SHAPES = {s.name: s for s in scaling.SHAPES}

CASES = [
    ("nested_fn", 2000),
    ("case", 2000),
    ("datatype", 1000),
    ("list", 11000),  # 24-byte cells: more than one 256 KiB allocation group
    ("if_chain", 2000),
    ("nested_tuple", 1000),
]


def _build_and_run(tmp_path: Path, name: str, text: str) -> str:
    src = tmp_path / f"{name}.sml"
    src.write_text(text)
    outcome = build(BuildRequest(plan_project(src, default_path_vars()), tmp_path / "bin" / name, Settings(check_ir=True),
                                 runtime_cache=runtime_cache(library_root())))
    errors = [d for d, _ in outcome.diagnostics if d.severity == "error"]
    assert outcome.ok and outcome.executable is not None, f"build failed: {errors}"
    proc = subprocess.run([str(outcome.executable)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize("shape,n", CASES, ids=[f"{s}_{n}" for s, n in CASES])
def test_big_shape_builds_checks_and_runs(tmp_path: Path, shape: str, n: int) -> None:
    s = SHAPES[shape]
    assert _build_and_run(tmp_path, shape, scaling.program(s, n)) == f"{s.expected(n)}\n"


def test_grouped_match_keeps_rule_order(tmp_path: Path) -> None:
    """Rows are split per constant/constructor in one pass: wildcard rows
    between them must stay in rule order inside every group."""
    text = scaling.PRELUDE + """
datatype t = A | B of int | C | D of int * int
fun f (0, _) = 1
  | f (_, A) = 2
  | f (1, B 5) = 3
  | f (1, _) = 4
  | f (2, C) = 5
  | f (_, B _) = 6
  | f (2, D (x, _)) = 10 + x
  | f (_, _) = 7
fun g "x" = 1 | g _ = 2
val _ = show (f (0, C))
val _ = show (f (1, A))
val _ = show (f (1, B 5))
val _ = show (f (1, B 6))
val _ = show (f (2, C))
val _ = show (f (2, B 0))
val _ = show (f (2, D (3, 4)))
val _ = show (f (3, C))
val _ = show (f (1, D (1, 1)))
val _ = show (g "x" + 10 * g "y")
"""
    assert _build_and_run(tmp_path, "grouped", text).split() == \
        ["1", "2", "3", "4", "5", "6", "13", "7", "4", "21"]
