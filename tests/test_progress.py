"""Progress of long builds (`ldriver.progress`): one live line on a
terminal, plain lines in a pipe, a line per unit with --verbose, nothing
with --quiet."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from ldriver import progress
from ldriver.engine.build import Progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def events() -> list[Progress]:
    return [Progress("compiling", 0, 3, ("a.sml",), 0.1),
            Progress("compiling", 0, 3, ("a.sml", "b.sml"), 0.2),
            Progress("compiling", 1, 3, ("b.sml",), 0.9, compiled="a.sml"),
            Progress("compiling", 3, 3, (), 1.5, compiled="b.sml"),
            Progress("linking", 3, 3, (), 1.6)]


def test_terminal_shows_one_live_line_and_clears_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "_REDRAW_EVERY", 0.0)
    out = Terminal()
    shown = progress.reporter(1, stream=out)
    assert shown is not None
    for event in events():
        shown(event)
    shown.clear()
    text = out.getvalue()
    assert "\n" not in text  # never scrolls
    assert text.split("\r\x1b[K") == ["", "[0/3] compiling a.sml  0.1s", "[0/3] compiling a.sml (+1)  0.2s",
                                      "[1/3] compiling b.sml  0.9s", "[3/3] compiling  1.5s",
                                      "[3/3] linking  1.6s", ""]


def test_pipe_prints_plain_lines_only_for_long_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    shown = progress.reporter(1, "Lib: ", announce="ldriver: publishing", stream=out)
    assert shown is not None
    for event in events():
        shown(event)
    # A short build: the announcement alone, without the label of progress lines.
    assert out.getvalue() == "ldriver: publishing\n"
    monkeypatch.setattr(progress, "PLAIN_EVERY", 0.0)
    out = io.StringIO()
    shown = progress.reporter(1, stream=out)
    assert shown is not None
    shown(events()[2])
    assert out.getvalue() == "[1/3] compiling  1s\n"


def test_verbose_prints_a_line_per_unit_and_link() -> None:
    out = io.StringIO()
    shown = progress.reporter(2, label="lib: ", stream=out)
    assert shown is not None
    for event in events():
        shown(event)
    assert out.getvalue() == ("lib: [1/3] compiled a.sml  0.9s\nlib: [3/3] compiled b.sml  1.5s\n"
                              "lib: [3/3] linking  1.6s\n")
    assert progress.reporter(0, stream=out) is None


def ldriver(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300)


def test_quiet_and_verbose_builds(tmp_path: Path) -> None:
    (tmp_path / "a.sml").write_text("structure A = struct val x = 40 end\n")
    (tmp_path / "b.sml").write_text('val () = print (Int.toString (A.x + 1) ^ "\\n")\n')
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nb.sml\n")
    # Quiet, even when this first build publishes the Basis library.
    proc = ldriver("build", "-q", "app.mlb", cwd=tmp_path)
    assert proc.returncode == 0 and proc.stderr == ""
    (tmp_path / "a.sml").write_text("structure A = struct val x = 41 end\n")
    (tmp_path / "b.sml").write_text('val () = print (Int.toString (A.x + 2) ^ "\\n")\n')
    proc = ldriver("build", "--verbose", "app.mlb", cwd=tmp_path)
    assert proc.returncode == 0
    lines = proc.stderr.splitlines()
    assert [line.split("  ")[0] for line in lines] == ["[1/2] compiled a.sml", "[2/2] compiled b.sml",
                                                       "[2/2] linking"]
    proc = ldriver("build", "-q", "-v", "app.mlb", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == "ldriver: error: give at most one of --quiet and --verbose\n"
