"""`ldriver check` reuses the front end's work (`ldriver.lsp.frontend`): a
second check elaborates nothing, a comment or body edit re-elaborates only
that unit, an interface change its importers too, warnings are reported
again from the cache, errors are never cached, and the records live in the
build's store."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from ldriver.cli import _path_variables
from ldriver.lsp.frontend import check_units
from ldriver.project.plan import plan_project

SHAPES = """structure Shapes = struct
  datatype shape = Circle of real | Square of real
  fun area (Circle r) = 3.0 * r * r
    | area (Square s) = s * s
end
"""
USE = """structure Use = struct
  fun total xs = foldl (fn (s, a) => a + Shapes.area s) 0.0 xs
end
"""
MAIN = """fun first (x :: _) = x
val () = print (Real.toString (Use.total [Shapes.Circle 1.0, Shapes.Square (first [2.0])]) ^ "\\n")
"""


def project(tmp_path: Path) -> Path:
    (tmp_path / "shapes.sml").write_text(SHAPES)
    (tmp_path / "use.sml").write_text(USE)
    (tmp_path / "main.sml").write_text(MAIN)
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb shapes.sml use.sml main.sml\n")
    return tmp_path


def check(root: Path) -> tuple[list[str], list[str]]:
    """The units elaborated and the diagnostics' headers."""
    mlb = root / "app.mlb"
    outcome = check_units(plan_project(mlb, _path_variables(mlb, ())), root / "_build")
    return outcome.elaborated, [f"{Path(d.span.file).name}:{d.span.line}: {d.message}" for d, _ in outcome.diagnostics]


def test_only_the_edited_unit_and_importers_of_a_changed_interface(tmp_path: Path) -> None:
    root = project(tmp_path)
    elaborated, diagnostics = check(root)
    assert elaborated == ["shapes.sml", "use.sml", "main.sml"]
    warning = ["main.sml:1: match nonexhaustive"]
    assert diagnostics == warning  # the nonexhaustive `first`
    assert check(root) == ([], diagnostics)  # nothing again; the warning from the cache
    assert list((root / "_build" / "cache" / "check").glob("*.json"))
    assert list((root / "_build" / "cache" / "blobs").glob("*.iface"))
    (root / "shapes.sml").write_text("(* a comment *)\n" + SHAPES.replace("3.0 *", "3.14 *"))
    assert check(root)[0] == ["shapes.sml"]  # same interface: importers reused
    (root / "shapes.sml").write_text(SHAPES.replace("end", "  val unit = Square 1.0\nend"))
    assert check(root)[0] == ["shapes.sml", "use.sml", "main.sml"]
    (root / "shapes.sml").write_text(SHAPES)
    assert check(root)[0] == []  # back to a state checked before


def test_errors_are_not_cached_and_stop_importers(tmp_path: Path) -> None:
    root = project(tmp_path)
    (root / "use.sml").write_text(USE.replace("Shapes.area s", "Shapes.area"))
    for _ in range(2):
        elaborated, diagnostics = check(root)
        assert elaborated == ["shapes.sml", "use.sml"] or elaborated == ["use.sml"]
        assert diagnostics and diagnostics[0].startswith("use.sml:2:")
    proc = subprocess.run([sys.executable, "-m", "ldriver", "check", "app.mlb"], cwd=root,
                          capture_output=True, text=True)
    assert proc.returncode == 1 and "use.sml:2:" in proc.stderr and "Traceback" not in proc.stderr
