"""The Basis Library (stdlib/basis/) against the specification: every
`tests/basis/NAME.sml` runs after the Basis, and its stdout must equal
`NAME.expected` exactly; `NAME.status` gives an expected non-zero exit status,
`NAME.stdin` the text fed to its standard input. A program with `NAME.diag`
instead must be rejected with that first diagnostic (`line:col: error:
message prefix`): the invalid uses of the Basis's types (tests/errors
elaborates without the Basis).

Each program is built as a single file, so it sees the Basis the way user
programs do: the prebuilt package `$(SML_LIB)/basis/basis.mlb` (published
from `stdlib/basis/` on first use); the build log must show that no Basis
unit was compiled. Programs are built in one directory (the runtime library
is built once) and run in a fresh tmp dir as working directory, so file I/O
tests may create files by relative names.
"""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from compiler.api import Settings
from ldriver.engine.build import BuildRequest, build
from ldriver.engine.store import library_root, runtime_cache
from ldriver.project.plan import plan_project
from ldriver.publish import default_path_vars

ROOT = Path(__file__).resolve().parent.parent
BASIS_DIR = ROOT / "stdlib" / "basis"
PROGRAMS = Path(__file__).parent / "basis"
CASES = sorted(p for p in PROGRAMS.glob("*.sml") if not p.with_suffix(".diag").exists())
REJECTS = sorted(p for p in PROGRAMS.glob("*.sml") if p.with_suffix(".diag").exists())


def basis_files() -> list[Path]:
    """The Basis source files in `basis.mlb` order (one path per line; SML
    comments and blank lines ignored)."""
    text = (BASIS_DIR / "basis.mlb").read_text()
    files: list[Path] = []
    depth = 0
    for line in text.splitlines():
        line = line.strip()
        depth += line.count("(*") - line.count("*)")
        if depth == 0 and line.endswith(".sml") and "(*" not in line and "*)" not in line:
            files.append(BASIS_DIR / line)
    return files


def test_basis_files_exist() -> None:
    files = basis_files()
    assert files, "basis.mlb lists no files"
    for f in files:
        assert f.is_file(), f"basis.mlb names a missing file: {f.name}"
    # the extension MLB files beside it (unsafe.mlb, mlton.mlb ...) name the rest
    listed = {f.name for f in files} | {word for mlb in BASIS_DIR.glob("*.mlb")
                                        for word in mlb.read_text().split() if word.endswith(".sml")}
    unlisted = {f.name for f in BASIS_DIR.glob("*.sml")} - listed
    assert not unlisted, f"files in no MLB file of the Basis: {sorted(unlisted)}"


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One build directory for all programs (the runtime library is built once)."""
    return tmp_path_factory.mktemp("basis")


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_basis_program(path: Path, root: Path, tmp_path: Path) -> None:
    src = root / f"{path.stem}.sml"
    src.write_text(path.read_text())
    outcome = build(BuildRequest(plan_project(src, default_path_vars()), root / "bin" / path.stem, Settings(check_ir=True),
                                 runtime_cache=runtime_cache(library_root())))
    errors = [f"{d.span}: {d.message}" for d, _ in outcome.diagnostics if d.severity == "error"]
    assert outcome.ok and outcome.executable is not None, f"build failed: {errors}"
    compiled = [u.unit for u in outcome.units if u.action == "compiled"]
    assert compiled == [src.name], compiled
    stdin_file = path.with_suffix(".stdin")
    status_file = path.with_suffix(".status")
    proc = subprocess.run([str(outcome.executable)], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path, input=stdin_file.read_text() if stdin_file.exists() else "")
    assert proc.stdout == path.with_suffix(".expected").read_text()
    want = int(status_file.read_text().strip()) if status_file.exists() else 0
    assert proc.returncode == want, proc.stderr


@pytest.mark.parametrize("path", REJECTS, ids=[p.stem for p in REJECTS])
def test_basis_reject(path: Path, root: Path) -> None:
    src = root / f"{path.stem}.sml"
    src.write_text(path.read_text())
    outcome = build(BuildRequest(plan_project(src, default_path_vars()), root / "bin" / path.stem))
    errors = [d for d, _ in outcome.diagnostics if d.severity == "error"]
    assert errors and not outcome.ok, f"{path.name} was accepted"
    expected = path.with_suffix(".diag").read_text().strip()
    actual = f"{errors[0].span.line}:{errors[0].span.col}: error: {errors[0].message}"
    assert actual.startswith(expected), f"\nexpected: {expected}\nactual:   {actual}"


def test_errno_table_is_generated_from_the_c_library() -> None:
    """stdlib/basis/errno.sml is what stdlib/gen_errno.py makes of <errno.h>."""
    check = subprocess.run(["python3", str(BASIS_DIR.parent / "gen_errno.py"), "--check"])
    assert check.returncode == 0, "stdlib/basis/errno.sml is stale: run python3 stdlib/gen_errno.py"
