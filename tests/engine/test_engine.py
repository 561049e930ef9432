"""The engine in-process (`ldriver.engine.build`): the typed request and unit
records, reuse and early cutoff, the runtime cache passed in, and checking
(the engine stopped after elaboration)."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from compiler.api import Settings
from ldriver.engine import build as build_module
from ldriver.engine.build import BuildOutcome, BuildRequest, UnitRecord, build
from ldriver.engine.store import library_root, runtime_cache
from ldriver.project.plan import plan_project
from ldriver.publish import default_path_vars

A = "structure A = struct val x = 40 end\n"
B = 'val () = print (Int.toString (A.x + 2) ^ "\\n")\n'


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nb.sml\n")
    (tmp_path / "a.sml").write_text(A)
    (tmp_path / "b.sml").write_text(B)
    return tmp_path


def run(root: Path, **options: object) -> BuildOutcome:
    options.setdefault("runtime_cache", runtime_cache(library_root()))
    return build(BuildRequest(plan_project(root / "p.mlb", default_path_vars()), **options))  # type: ignore[arg-type]


def own(outcome: BuildOutcome) -> list[tuple[str, str, str]]:
    """What was done with the project's units (the Basis's are prebuilt)."""
    assert all(isinstance(r, UnitRecord) for r in outcome.units)
    return [(r.unit, r.action, r.reason) for r in outcome.units if r.reason != "prebuilt"]


def test_records_say_what_was_done_and_why_with_early_cutoff(project: Path) -> None:
    first = run(project, link=False)
    assert first.ok and first.executable is None and not first.linked
    assert own(first) == [("a.sml", "compiled", "no previous build"), ("b.sml", "compiled", "no previous build")]
    compiled = [r for r in first.units if r.action == "compiled"]
    assert all(r.seconds is not None and r.passes for r in compiled)
    log = json.loads((project / "_build" / "log" / "last-build.json").read_text())
    assert log["units"] == [r.to_json() for r in first.units]
    assert "extent" not in log["units"][0] or isinstance(log["units"][0]["extent"], dict)

    assert own(run(project, link=False)) == [("a.sml", "reused", "up to date"), ("b.sml", "reused", "up to date")]
    # a body edit keeps A's interface: B is not compiled again
    (project / "a.sml").write_text(A.replace("40", "39 + 1"))
    assert own(run(project, link=False)) == [("a.sml", "compiled", "source changed"),
                                             ("b.sml", "reused", "up to date")]
    # an interface edit reaches B, and says so
    (project / "a.sml").write_text(A.replace("end", "val y = 0 end"))
    assert own(run(project, link=False)) == [("a.sml", "compiled", "source changed"),
                                             ("b.sml", "compiled", "interface of a.sml changed")]
    # the settings are part of the build key
    assert own(run(project, link=False, settings=Settings(profile="release")))[0][2] == "build key changed"


def test_workers_start_only_when_two_units_could_compile_at_once(project: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    (project / "c.sml").write_text("structure C = struct val z = 1 end\n")
    (project / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nc.sml\nb.sml\n")
    started: list[int] = []
    real_pool = build_module._pool

    def pool(jobs: int) -> object:
        started.append(jobs)
        return real_pool(jobs)

    monkeypatch.setattr(build_module, "_pool", pool)
    # a.sml and c.sml are ready together: workers
    assert [a for _, a, _ in own(run(project, link=False, jobs=2))] == ["compiled"] * 3
    assert started == [2]
    # a body edit of a.sml: it compiles alone, b.sml is reused, no workers
    (project / "a.sml").write_text(A.replace("40", "39 + 1"))
    assert own(run(project, link=False, jobs=2)) == [("a.sml", "compiled", "source changed"),
                                                     ("c.sml", "reused", "up to date"),
                                                     ("b.sml", "reused", "up to date")]
    assert started == [2]


def test_the_runtime_comes_from_the_cache_the_client_passes(project: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    shared = tmp_path_factory.mktemp("shared-runtime")
    outcome = run(project, runtime_cache=shared, output=project / "app")
    assert outcome.ok and outcome.linked and outcome.executable == project / "app"
    assert list(shared.glob("libldrt-*.a")), "the runtime was built in the cache passed in, for others to copy"
    assert subprocess.run([str(project / "app")], capture_output=True, text=True).stdout == "42\n"
    again = run(project, runtime_cache=shared, output=project / "app")
    assert not again.linked and own(again)[1] == ("b.sml", "reused", "up to date")


def test_checking_stops_after_elaboration_and_writes_nothing(project: Path) -> None:
    (project / "a.sml").write_text("structure A = struct fun f 0 = 1 val x = 40 end\n")  # a warning
    (project / "b.sml").write_text(B.replace("A.x + 2", "A.x + true"))
    (project / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nb.sml\nc.sml\n")
    (project / "c.sml").write_text("val z = A.x\n")
    outcome = run(project, settings=Settings(stop_after="elab"), jobs=2)
    assert not outcome.ok and outcome.executable is None
    assert own(outcome) == [("a.sml", "checked", "stopping after elab"), ("b.sml", "checked", "stopping after elab"),
                            ("c.sml", "checked", "stopping after elab")]
    # diagnostics in unit order whatever order the workers finished in
    shown = [(Path(d.span.file).name, d.severity) for d, _ in outcome.diagnostics]
    assert shown == [("a.sml", "warning"), ("b.sml", "error")]
    # no objects, no state, no log: a check leaves a build's records as they were
    build_dir = project / "_build"
    assert not list(build_dir.rglob("*.o")) and not (build_dir / "state.json").exists()
    assert not (build_dir / "log" / "last-build.json").exists()
    (project / "b.sml").write_text(B)
    assert run(project, settings=Settings(stop_after="elab")).ok


def test_a_unit_whose_import_failed_is_not_attempted(project: Path) -> None:
    (project / "a.sml").write_text("structure A = struct val x = 40 + true end\n")
    outcome = run(project, link=False)
    assert not outcome.ok
    assert own(outcome) == [("a.sml", "compiled", "no previous build")]
    assert [Path(d.span.file).name for d, _ in outcome.diagnostics if d.severity == "error"] == ["a.sml"]
