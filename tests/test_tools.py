"""ML-Yacc and ML-Lex sources listed in an MLB file (ldriver/project/mlb_elab.py `TOOLS`):
a missing tool and a failing run are errors at the file's name."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def check(cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", "check", "p.mlb"], capture_output=True, text=True,
                          cwd=cwd, timeout=300, env=env)


def test_missing_tool_is_named(tmp_path: Path) -> None:
    (tmp_path / "p.lex").write_text("%%\n%%\n")
    (tmp_path / "p.mlb").write_text("p.lex\n")
    empty = tmp_path / "nothing-here"
    empty.mkdir()
    proc = check(tmp_path, {**os.environ, "PATH": str(empty)})
    assert proc.returncode == 1
    assert "p.mlb:1:1: error: ml-lex is not on PATH: it generates the SML of p.lex" in proc.stderr
    assert "install it (Debian package ml-lex)" in proc.stderr


@pytest.mark.skipif(shutil.which("ml-yacc") is None, reason="ml-yacc is not on PATH")
def test_failing_tool_run_is_reported(tmp_path: Path) -> None:
    (tmp_path / "p.grm").write_text("%%\n%name P\n%term A | EOF\n%nonterm s\n%eop EOF\n%pos int\n%%\ns : A (\n")
    (tmp_path / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\np.grm\n")
    proc = check(tmp_path)
    assert proc.returncode == 1
    assert "p.mlb:2:1: error: ml-yacc failed on p.grm (exit status 1)" in proc.stderr
    assert not list((tmp_path / "_build" / "generated").iterdir())  # nothing half-written is kept
