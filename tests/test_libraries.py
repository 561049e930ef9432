"""Real SML libraries published unchanged from ../shared/corpus (its README):
ML-Yacc's runtime library `mlyacc-lib`, in one command, as a tree package;
then programs of our own in tests/libraries/NAME/ (an MLB naming
`$(LIBS)/LIB/...`, `expected` output) build against the prebuilt units,
dev and release. `calc` is a calculator whose MLB lists its ML-Yacc grammar
and ML-Lex lexer (ldriver runs the tools; skipped without them),
`calc_generated` the same with the files the tools write committed. Skipped
when the shared corpus is not beside the repository."""
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
    tools = {"ml-yacc" for _ in project.glob("*.grm")} | {"ml-lex" for _ in project.glob("*.lex")}
    missing = sorted(tool for tool in tools if shutil.which(tool) is None)
    if missing:
        pytest.skip(f"not on PATH: {', '.join(missing)}")
    shutil.copytree(HERE, tmp_path / "libraries")  # calc_generated shares calc's main.sml
    work = tmp_path / "libraries" / project.name
    (mlb,) = work.glob("*.mlb")
    proc = ldriver("run", mlb.name, "--profile", profile, "--mlb-path-var", f"LIBS={libs}", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (project / "expected").read_text()
    log = json.loads((work / "_build" / "log" / "last-build.json").read_text())
    compiled = [u["unit"] for u in log["units"] if u["action"] == "compiled"]
    assert any(u.endswith("main.sml") for u in compiled)
    assert not [u for u in compiled if ":" in u]  # every library unit (NAME:path) is prebuilt


@pytest.mark.skipif(shutil.which("ml-yacc") is None or shutil.which("ml-lex") is None,
                    reason="ml-yacc or ml-lex is not on PATH")
def test_generated_files_are_what_the_tools_write(libs: Path, tmp_path: Path) -> None:
    """tests/libraries/calc_generated holds what ldriver has ml-yacc and ml-lex
    write from tests/libraries/calc; they run again only when a source changes."""
    work = tmp_path / "calc"
    shutil.copytree(HERE / "calc", work)
    assert ldriver("build", "calc.mlb", "--mlb-path-var", f"LIBS={libs}", cwd=work).returncode == 0
    generated = work / "_build" / "generated"
    for name in ("calc.grm.sig", "calc.grm.sml", "calc.lex.sml"):
        (made,) = generated.glob(f"*/{name}")
        assert made.read_text() == (HERE / "calc_generated" / name).read_text()
    before = sorted(p.name for p in generated.iterdir())
    assert ldriver("build", "calc.mlb", "--mlb-path-var", f"LIBS={libs}", cwd=work).returncode == 0
    assert sorted(p.name for p in generated.iterdir()) == before
    grammar = work / "calc.grm"
    grammar.write_text(grammar.read_text().replace("(exp1 * exp2)", "(exp2 * exp1)"))
    proc = ldriver("build", "calc.mlb", "--mlb-path-var", f"LIBS={libs}", "--explain", cwd=work)
    assert proc.returncode == 0, proc.stderr
    new = {p.name for p in generated.iterdir()} - set(before)
    assert len(new) == 1 and new.pop().startswith("ml-yacc-")  # ml-yacc ran again, ml-lex did not
