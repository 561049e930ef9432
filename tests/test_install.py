"""A regular (non-editable) `pip install .` carries everything a build needs:
the compiler, the driver, the runtime's C sources and the SML stdlib, so that
an installed ldriver builds and runs a multi-unit project far from this
checkout."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_regular_install_builds_a_project(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", str(REPO)], capture_output=True, text=True)
    assert pip.returncode == 0, pip.stderr
    project = tmp_path / "project"
    project.mkdir()
    (project / "greet.sml").write_text('structure Greet = struct fun hello name = "hello, " ^ name ^ "\\n" end\n')
    (project / "main.sml").write_text('val () = print (Greet.hello "installed")\n')
    (project / "app.mlb").write_text("greet.sml\nmain.sml\n")
    run = subprocess.run([str(venv / "bin" / "ldriver"), "run", "app.mlb"], cwd=project, capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "hello, installed\n"
    where = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "from compiler.api import resource_dir; print(resource_dir('runtime'))"],
                           cwd=tmp_path, capture_output=True, text=True, check=True).stdout.strip()
    assert Path(where).is_relative_to(venv), where
