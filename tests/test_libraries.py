"""Real SML libraries published unchanged from ../shared/corpus (its README):
ML-Yacc's runtime library `mlyacc-lib`, in one command, as a tree package;
then programs of our own in tests/libraries/NAME/ (an MLB naming
`$(LIBS)/LIB/...`, `expected` output) build against the prebuilt units,
dev and release. Skipped when the shared corpus is not beside the
repository."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "corpus"
HERE = Path(__file__).parent / "libraries"
PROJECTS = sorted(p for p in HERE.iterdir() if (p / "expected").is_file())

pytestmark = pytest.mark.skipif(not (CORPUS / "mlyacc-lib" / "mlyacc-lib.mlb").is_file(),
                                reason="../shared/corpus is absent")


def ldriver(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=900)


@pytest.fixture(scope="module")
def libs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The corpus libraries that publish, each as one tree package under LIBS."""
    root = tmp_path_factory.mktemp("libs")
    proc = ldriver("publish", str(CORPUS / "mlyacc-lib"), "-o", "mlyacc-lib", cwd=root)
    assert proc.returncode == 0, proc.stderr
    assert not (CORPUS / "mlyacc-lib" / "_build").exists()  # the corpus is only read
    return root


@pytest.mark.parametrize("profile", ["dev", "release"])
@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_library_client_output(libs: Path, project: Path, profile: str, tmp_path: Path) -> None:
    work = tmp_path / project.name
    shutil.copytree(project, work)
    (mlb,) = work.glob("*.mlb")
    proc = ldriver("run", mlb.name, "--profile", profile, "--mlb-path-var", f"LIBS={libs}", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (project / "expected").read_text()
    log = json.loads((work / "_build" / "log" / "last-build.json").read_text())
    compiled = [u["unit"] for u in log["units"] if u["action"] == "compiled"]
    assert compiled == ["main.sml"]  # every library unit is prebuilt
