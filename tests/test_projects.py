"""Multi-unit projects (`tests/projects/NAME/`): each unit is elaborated against
the exports of the units before it, translated with its imports typed by the
fields it uses, the units are linked at the LEXP level and the result runs in
the LEXP interpreter with the exact expected output.

The `.mlb` here is only a list of files in dependency order; building such
projects natively, with interfaces on disk and incremental rebuilds, is the
driver's part (a later issue)."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.deep import run_deep
from compiler.diagnostics import CompileError
from compiler.elab import UnitExports, elaborate_program, exports_of
from compiler.elab.interface import decode_exports, encode_exports
from compiler.lexp import check, ir, run, translate
from compiler.lexp.link import link
from compiler.source import SourceFile
from compiler.syntax import parse_program

PROJECTS = sorted(p for p in (Path(__file__).parent / "projects").iterdir() if p.is_dir())


def _units(project: Path) -> list[Path]:
    (mlb,) = project.glob("*.mlb")
    text = mlb.read_text()
    while "(*" in text:
        start = text.index("(*")
        text = text[:start] + text[text.index("*)", start) + 2:]
    return [project / line.strip() for line in text.splitlines() if line.strip()]


def _compile(path: Path, imports: tuple[UnitExports, ...]) -> tuple[ir.Unit, UnitExports]:
    def phases() -> tuple[ir.Unit, UnitExports]:
        diagnostics: list = []
        fixity = tuple(decl for unit in imports for decl in unit.fixity)
        program = parse_program(SourceFile(path.name, path.read_text()), fixity)
        result = elaborate_program(program, diagnostics, imports)
        assert not [d for d in diagnostics if d.severity == "error"]
        unit = translate(result.program, imports=imports, exports=result.env)
        # What importers see goes through the interface's bytes, as it will on disk.
        data = encode_exports(exports_of(path.name, result.env, program.fixity), imports)
        return unit, decode_exports(data, imports)
    try:
        unit, exports = run_deep(phases)
    except CompileError as exc:
        raise AssertionError(exc.diagnostic) from None
    assert check(unit) == []
    return unit, exports


@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_project_runs_with_expected_output(project: Path) -> None:
    units: list[ir.Unit] = []
    exports: list[UnitExports] = []
    for path in _units(project):
        unit, exp = _compile(path, tuple(exports))
        units.append(unit)
        exports.append(exp)
    for unit in units:
        for imp in unit.imports:
            assert type(imp.ty) is ir.GRecTy
    program = link(units)
    assert check(program) == []
    result = run(program)
    assert result.uncaught is None
    assert result.stdout == (project / "expected").read_text()


@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_project_builds_natively(project: Path, tmp_path: Path) -> None:
    """The same project through the driver: one object per unit, linked."""
    import shutil
    import subprocess

    from ldriver.build import BuildRequest, build
    from ldriver.project import plan_project
    from ldriver.publish import default_path_vars

    copy = tmp_path / project.name
    shutil.copytree(project, copy)
    (mlb,) = copy.glob("*.mlb")
    outcome = build(BuildRequest(plan_project(mlb, default_path_vars()), check_ir=True, jobs=2))
    assert outcome.ok and outcome.executable is not None, [d.message for d, _ in outcome.diagnostics]
    assert len([u for u in outcome.units if u["action"] == "compiled"]) == len(_units(project))
    run = subprocess.run([str(outcome.executable)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout == (project / "expected").read_text()
