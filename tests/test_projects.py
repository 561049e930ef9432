"""Multi-unit projects (`tests/projects/NAME/`): each unit is elaborated against
the exports of the units before it, translated with its imports typed by the
fields it uses, the units are linked at the LEXP level and the result runs in
the LEXP interpreter with the exact expected output. Every unit sees the
Basis (tests/interp_basis.py), as in a native build.

The `.mlb` here is only a list of files in dependency order (after the
Basis's `$(SML_LIB)/basis/basis.mlb` where a project prints numbers); building such
projects natively, with interfaces on disk and incremental rebuilds, is the
driver's part (a later issue)."""
from __future__ import annotations

from pathlib import Path

import pytest
from interp_basis import basis_reached, basis_units, compile_unit, mlb_files

from compiler.elab import UnitExports
from compiler.lexp import check, ir, run
from compiler.lexp.link import link

PROJECTS = sorted(p for p in (Path(__file__).parent / "projects").iterdir() if p.is_dir())


@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_project_runs_with_expected_output(project: Path) -> None:
    basis, basis_exports = basis_units()
    units: list[ir.Unit] = []
    exports: list[UnitExports] = []
    (mlb,) = project.glob("*.mlb")
    for path in mlb_files(mlb):
        unit, exp = compile_unit(path.name, path.read_text(), [*basis_exports, *exports])
        assert check(unit) == []
        units.append(unit)
        exports.append(exp)
    for unit in units:
        for imp in unit.imports:
            assert type(imp.ty) is ir.GRecTy
    program = link([basis[i] for i in basis_reached(units)] + units)
    assert check(program) == []
    result = run(program)
    assert result.uncaught is None
    assert result.stdout == (project / "expected").read_text()


@pytest.mark.parametrize("profile", ["dev", "release"])
@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_project_builds_natively(project: Path, profile: str, tmp_path: Path) -> None:
    """The same project through the driver: one object per unit, linked. In
    release, functors applied in another unit than theirs (collections'
    SetFn, parsergen's parser functors) are copied there from the interface
    and specialized (compiler/cps/inline_info.py), under the IR checkers."""
    import shutil
    import subprocess

    from compiler.api import Settings
    from ldriver.engine.build import BuildRequest, build
    from ldriver.engine.store import library_root, runtime_cache
    from ldriver.project.plan import plan_project
    from ldriver.publish import default_path_vars

    copy = tmp_path / project.name
    shutil.copytree(project, copy)
    (mlb,) = copy.glob("*.mlb")
    outcome = build(BuildRequest(plan_project(mlb, default_path_vars()), settings=Settings(profile=profile, check_ir=True), jobs=2,
                                 runtime_cache=runtime_cache(library_root())))
    assert outcome.ok and outcome.executable is not None, [d.message for d, _ in outcome.diagnostics]
    assert len([u for u in outcome.units if u.action == "compiled"]) == len(mlb_files(mlb))
    run = subprocess.run([str(outcome.executable)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout == (project / "expected").read_text()
