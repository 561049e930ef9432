"""The plan kept between runs (`ldriver.project.plan_cache`) and the facts it
is checked against (`ldriver.project.inputs`): used exactly while every fact
planning consulted holds, planned again otherwise, and a damaged record is a
miss, never an error."""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ldriver.project import inputs, plan_cache
from ldriver.project.plan import Plan, ProjectError, plan_project
from ldriver.publish import default_path_vars

A = "structure A = struct val x = 1 end\n"
B = "structure B = struct val y = A.x + 1 end\n"
C = "structure C = struct val z = B.y + 1 end\n"


@pytest.fixture
def planned(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The projects planned afresh (the cache missed), in order."""
    calls: list[Path] = []

    def counting(project: Path, path_vars: object) -> Plan:
        calls.append(project)
        return plan_project(project, path_vars)  # type: ignore[arg-type]

    monkeypatch.setattr(plan_cache, "plan_project", counting)
    return calls


def cached(project: Path, variables: dict[str, str] | None = None) -> Plan:
    root = project if project.is_dir() else project.parent
    return plan_cache.cached_plan(project, variables or default_path_vars(), root / "_build")


def own_units(plan: Plan) -> list[str]:
    return [u.id for u in plan.units if u.prebuilt is None]


def records(root: Path) -> list[Path]:
    return sorted((root / "_build" / "cache" / "plan").iterdir())


def backdate(*paths: Path) -> None:
    """Make files look written well before any recording (the racy rule
    would otherwise have their content read each time)."""
    old = time.time_ns() - 60 * 10**9
    for path in paths:
        os.utime(path, ns=(old, old))


@pytest.fixture
def mlb_project(tmp_path: Path) -> Path:
    (tmp_path / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nb.sml\n")
    (tmp_path / "a.sml").write_text(A)
    (tmp_path / "b.sml").write_text(B)
    backdate(tmp_path / "p.mlb", tmp_path / "a.sml", tmp_path / "b.sml")
    return tmp_path


def test_a_kept_plan_is_the_plan(mlb_project: Path, planned: list[Path]) -> None:
    mlb = mlb_project / "p.mlb"
    first = cached(mlb)
    assert cached(mlb) == first == plan_project(mlb, default_path_vars())
    assert planned == [mlb]
    assert own_units(first) == ["a.sml", "b.sml"]


def test_editing_a_source_of_an_mlb_project_keeps_the_plan(mlb_project: Path, planned: list[Path]) -> None:
    """The plan of an MLB project depends on which files it names, not on
    their text (unless an MLB binding looks up their module names)."""
    mlb = mlb_project / "p.mlb"
    cached(mlb)
    (mlb_project / "a.sml").write_text(A + "val extra = 3\n")
    cached(mlb)
    assert planned == [mlb]


def test_editing_the_mlb_file_plans_again(mlb_project: Path, planned: list[Path]) -> None:
    mlb = mlb_project / "p.mlb"
    cached(mlb)
    (mlb_project / "c.sml").write_text(C)
    (mlb_project / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nb.sml\nc.sml\n")
    assert own_units(cached(mlb)) == ["a.sml", "b.sml", "c.sml"]
    assert planned == [mlb, mlb]
    assert own_units(cached(mlb)) == ["a.sml", "b.sml", "c.sml"]
    assert len(planned) == 2


def test_a_same_size_edit_with_the_mtime_put_back_is_seen(mlb_project: Path, planned: list[Path]) -> None:
    """An edit inside one timestamp tick looks like no edit by mtime: the
    ctime or, within the racy window, the content still tell."""
    mlb = mlb_project / "p.mlb"
    (mlb_project / "c.sml").write_text("structure C = struct val z = A.x end\n")
    cached(mlb)
    before = os.stat(mlb)
    mlb.write_text(mlb.read_text().replace("b.sml", "c.sml"))
    os.utime(mlb, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert (os.stat(mlb).st_size, os.stat(mlb).st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    assert own_units(cached(mlb)) == ["a.sml", "c.sml"]
    assert planned == [mlb, mlb]


def test_touching_a_file_without_changing_it_keeps_the_plan(mlb_project: Path, planned: list[Path]) -> None:
    mlb = mlb_project / "p.mlb"
    cached(mlb)
    (before,) = records(mlb_project)
    kept = before.read_bytes()
    mlb.touch()
    assert cached(mlb) == plan_project(mlb, default_path_vars())
    assert planned == [mlb]
    # The touched file's new stat is recorded, so its content is not read next time.
    assert before.read_bytes() != kept
    assert cached(mlb) == plan_project(mlb, default_path_vars())
    assert planned == [mlb]


def test_a_named_file_removed_or_a_path_variable_changed_plans_again(mlb_project: Path,
                                                                     planned: list[Path]) -> None:
    mlb = mlb_project / "p.mlb"
    cached(mlb)
    (mlb_project / "b.sml").unlink()
    with pytest.raises(ProjectError, match="file not found: b.sml"):
        cached(mlb)
    (mlb_project / "b.sml").write_text(B)
    (mlb_project / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n$(HERE)/a.sml\nb.sml\n")
    variables = {**default_path_vars(), "HERE": str(mlb_project)}
    cached(mlb, variables)
    cached(mlb, variables)
    assert len(planned) == 3
    (mlb_project / "sub").mkdir()
    (mlb_project / "sub" / "a.sml").write_text(A)
    assert [u.path for u in cached(mlb, {**variables, "HERE": str(mlb_project / "sub")}).units
            if u.prebuilt is None][0] == (mlb_project / "sub" / "a.sml").resolve()
    assert len(planned) == 4


def test_a_directory_project_sees_files_added_and_removed(tmp_path: Path, planned: list[Path]) -> None:
    (tmp_path / "a.sml").write_text(A)
    (tmp_path / "b.sml").write_text(B)
    assert own_units(cached(tmp_path)) == ["a.sml", "b.sml"]
    assert own_units(cached(tmp_path)) == ["a.sml", "b.sml"]
    assert len(planned) == 1
    (tmp_path / "c.sml").write_text(C)
    assert own_units(cached(tmp_path)) == ["a.sml", "b.sml", "c.sml"]
    (tmp_path / "a.sml").unlink()
    (tmp_path / "z.sml").write_text(A)  # the same file under a name that sorts last
    assert own_units(cached(tmp_path)) == ["z.sml", "b.sml", "c.sml"]
    assert len(planned) == 3


def test_a_directory_project_sees_a_source_edit_that_reorders_it(tmp_path: Path, planned: list[Path]) -> None:
    """A directory's order comes from each file's module names: their text matters."""
    (tmp_path / "a.sml").write_text("structure A = struct val x = 1 end\n")
    (tmp_path / "b.sml").write_text("structure B = struct val y = 2 end\n")
    assert own_units(cached(tmp_path)) == ["a.sml", "b.sml"]
    (tmp_path / "a.sml").write_text("structure A = struct val x = B.y end\n")
    assert own_units(cached(tmp_path)) == ["b.sml", "a.sml"]
    assert len(planned) == 2


@pytest.mark.parametrize("damage", ["empty", "truncated", "flipped", "garbage", "directory", "unreadable"])
def test_a_damaged_record_is_a_miss(mlb_project: Path, planned: list[Path], damage: str) -> None:
    if damage == "unreadable" and os.geteuid() == 0:
        pytest.skip("root reads a file of mode 0")
    mlb = mlb_project / "p.mlb"
    good = cached(mlb)
    (record,) = records(mlb_project)
    data = record.read_bytes()
    if damage == "empty":
        record.write_bytes(b"")
    elif damage == "truncated":
        record.write_bytes(data[:9])
    elif damage == "flipped":
        record.write_bytes(data[:-10] + bytes([data[-10] ^ 1]) + data[-9:])
    elif damage == "garbage":
        record.write_bytes(os.urandom(len(data)))
    elif damage == "directory":
        record.unlink()
        record.mkdir()
        (record / "x").write_text("x")
    else:
        record.chmod(0)
    assert cached(mlb) == good
    assert len(planned) == 2
    assert record.is_file()  # rewritten
    assert cached(mlb) == good
    assert len(planned) == 2


def test_a_sealed_record_of_the_wrong_shape_is_a_miss(mlb_project: Path, planned: list[Path]) -> None:
    """Intact bytes that do not decode to a plan (a format bug, a record
    written by another version under the same format) are a miss too."""
    from ldriver.engine import store

    mlb = mlb_project / "p.mlb"
    good = cached(mlb)
    (record,) = records(mlb_project)
    store.write_packed(record, "plan", record.name, ((1, {}, {}, {}, {}), ("not", "a", "plan")))
    assert cached(mlb) == good
    store.write_packed(record, "plan", record.name, ("facts", None))
    assert cached(mlb) == good
    assert len(planned) == 3


def test_the_racy_rule(tmp_path: Path) -> None:
    """A content fact whose stat is unchanged is trusted only if the file's
    mtime is older than the recording by the timestamp granularity; else its
    content is read."""
    path = tmp_path / "f.mlb"
    path.write_text("a.sml\n")
    with inputs.recording() as facts:
        inputs.read(path)
    (stat_, sha) = facts.contents[str(path)]
    wrong = {str(path): (stat_, "0" * 64)}
    # Recorded just now: within the racy window, so the content is read and found different.
    assert inputs.changed(inputs.Inputs(facts.started, wrong), {}) == (True, None)
    # Recorded long after the file was written: its stat is believed.
    later = stat_[2] + 2 * inputs.RACY_NS
    assert inputs.changed(inputs.Inputs(later, wrong), {}) == (False, None)
    # Within the window with the right digest: it holds, with its stat to record again.
    stale, refreshed = inputs.changed(inputs.Inputs(facts.started, {str(path): (stat_, sha)}), {})
    assert not stale and refreshed is not None and refreshed.contents[str(path)][1] == sha
