"""Real SML libraries published unchanged from ../shared/corpus (its README):
ML-Yacc's runtime library `mlyacc-lib` and the SML/NJ Library `smlnj-lib`,
each in one command, as a tree package, into a library root of the test's
own (its `basis` and `mllpt-lib` the per-user root's packages); then programs of our
own in tests/libraries/NAME/ (an MLB naming `$(SML_LIB)/LIB/...` or
`$(LIBS)/LIB/...`, both that root; `expected` output) build against the
prebuilt units, dev and release. smlnj-lib is published only for the
projects that name it (`smlnj_*`; about 3 minutes on two cores), the whole
tree (its HTML4, SExp and XML libraries over the bundled mllpt-lib, ML-LPT's
run-time library). `calc` is a calculator whose MLB lists its ML-Yacc grammar
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


def path_vars(libs: Path) -> tuple[str, ...]:
    """A client's options naming the test's library root as both variables."""
    return ("--mlb-path-var", f"SML_LIB={libs}", "--mlb-path-var", f"LIBS={libs}")


@pytest.fixture(scope="module")
def libs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library root holding the Basis and mllpt-lib (links to the per-user
    root's) and mlyacc-lib, published as one tree package."""
    from ldriver.engine.store import library_root
    from ldriver.publish import ensure_stdlib

    root = tmp_path_factory.mktemp("libs")
    basis = ensure_stdlib(library_root())
    assert basis is not None
    (root / "basis").symlink_to(basis.parent, target_is_directory=True)
    (root / "mllpt-lib").symlink_to(basis.parent.parent / "mllpt-lib", target_is_directory=True)
    proc = ldriver("publish", str(CORPUS / "mlyacc-lib"), "-o", "mlyacc-lib", "--mlb-path-var", f"SML_LIB={root}",
                   cwd=root)
    assert proc.returncode == 0, proc.stderr
    assert not (CORPUS / "mlyacc-lib" / "_build").exists()  # the corpus is only read
    return root


@pytest.fixture(scope="module")
def smlnj_lib(libs: Path) -> Path:
    """`libs` with smlnj-lib published into it, its MLB files naming each
    other as `$(SML_LIB)/smlnj-lib/...` read in the corpus."""
    proc = ldriver("publish", str(CORPUS / "smlnj-lib"), "-o", "smlnj-lib", "--mlb-path-var", f"SML_LIB={libs}",
                   cwd=libs)
    assert proc.returncode == 0, proc.stderr
    assert not (CORPUS / "smlnj-lib" / "_build").exists()
    return libs


@pytest.mark.parametrize("profile", ["dev", "release"])
@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_library_client_output(libs: Path, project: Path, profile: str, tmp_path: Path,
                               request: pytest.FixtureRequest) -> None:
    tools = {"ml-yacc" for _ in project.glob("*.grm")} | {"ml-lex" for _ in project.glob("*.lex")}
    missing = sorted(tool for tool in tools if shutil.which(tool) is None)
    if missing:
        pytest.skip(f"not on PATH: {', '.join(missing)}")
    shutil.copytree(HERE, tmp_path / "libraries")  # calc_generated shares calc's main.sml
    work = tmp_path / "libraries" / project.name
    (mlb,) = work.glob("*.mlb")
    if "/smlnj-lib/" in mlb.read_text():
        request.getfixturevalue("smlnj_lib")
    proc = ldriver("run", mlb.name, "--profile", profile, *path_vars(libs), cwd=work)
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
    assert ldriver("build", "calc.mlb", *path_vars(libs), cwd=work).returncode == 0
    generated = work / "_build" / "generated"
    for name in ("calc.grm.sig", "calc.grm.sml", "calc.lex.sml"):
        (made,) = generated.glob(f"*/{name}")
        assert made.read_text() == (HERE / "calc_generated" / name).read_text()
    before = sorted(p.name for p in generated.iterdir())
    assert ldriver("build", "calc.mlb", *path_vars(libs), cwd=work).returncode == 0
    assert sorted(p.name for p in generated.iterdir()) == before
    grammar = work / "calc.grm"
    grammar.write_text(grammar.read_text().replace("(exp1 * exp2)", "(exp2 * exp1)"))
    proc = ldriver("build", "calc.mlb", *path_vars(libs), "--explain", cwd=work)
    assert proc.returncode == 0, proc.stderr
    new = {p.name for p in generated.iterdir()} - set(before)
    assert len(new) == 1 and new.pop().startswith("ml-yacc-")  # ml-yacc ran again, ml-lex did not


CLIENT_WORDS = """structure Words = struct
  structure RE = RegExpFn (structure P = AwkSyntax structure E = BackTrackEngine)
  val number = RE.compileString "[0-9]+"
  fun numbers s =
    let fun loop (ss, acc) =
          case RE.find number Substring.getc ss of
            SOME (mt, rest) => let val {pos, len} = MatchTree.root mt
                               in loop (rest, Substring.string (Substring.slice (pos, 0, SOME len)) :: acc) end
          | NONE => rev acc
    in loop (Substring.full s, []) end
  fun table words =
    let val t = HashTable.mkTable (HashString.hashString, op =) (16, Fail "missing")
    in List.app (fn w => HashTable.insert t (w, size w)) words; t end
end
"""
CLIENT_MAIN = """val doc = JSONParser.parse (JSONParser.openString "{\\"text\\": \\"in 1999 and 2024\\"}")
val text = case JSONUtil.findField doc "text" of SOME (JSON.STRING s) => s | _ => ""
val t = Words.table (Words.numbers text)
val () = print (String.concatWith "," (Words.numbers text) ^ " " ^ Int.toString (HashTable.numItems t) ^ " MARK\\n")
"""


def test_client_edit_recompiles_no_library_unit(libs: Path, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    """A client of smlnj-lib's Util, JSON and RegExp (two units of its own):
    built, then rebuilt after a one-file body edit, recompiles exactly that
    file; no library unit is compiled either time."""
    request.getfixturevalue("smlnj_lib")
    (tmp_path / "words.sml").write_text(CLIENT_WORDS)
    (tmp_path / "main.sml").write_text(CLIENT_MAIN)
    (tmp_path / "client.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n$(SML_LIB)/smlnj-lib/Util/smlnj-lib.mlb\n"
                                         "$(SML_LIB)/smlnj-lib/JSON/json-lib.mlb\n"
                                         "$(SML_LIB)/smlnj-lib/RegExp/regexp-lib.mlb\nwords.sml\nmain.sml\n")

    def run() -> tuple[str, list[str]]:
        proc = ldriver("run", "client.mlb", *path_vars(libs), cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        log = json.loads((tmp_path / "_build" / "log" / "last-build.json").read_text())
        return proc.stdout, sorted(u["unit"] for u in log["units"] if u["action"] == "compiled")

    assert run() == ("1999,2024 2 MARK\n", ["main.sml", "words.sml"])
    (tmp_path / "main.sml").write_text(CLIENT_MAIN.replace("MARK", "EDITED"))
    assert run() == ("1999,2024 2 EDITED\n", ["main.sml"])
