"""`ldriver build` / `run` on single files: what was recompiled and why
(`_build/log/last-build.json`), dumps, exit statuses, cache corruption."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

PROGRAM = 'val () = print "built\\n"\n'


def ldriver(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd)


def last_build(root: Path) -> dict:
    return json.loads((root / "_build" / "log" / "last-build.json").read_text())


def unit_actions(root: Path) -> list[tuple[str, str]]:
    """The project's own units (the prebuilt Basis units are listed as such)."""
    units = last_build(root)["units"]
    assert all(u["action"] == "reused" for u in units if u["reason"] == "prebuilt")
    return [(u["action"], u["reason"]) for u in units if u["reason"] != "prebuilt"]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "app.sml").write_text(PROGRAM)
    return tmp_path


def test_rebuilds_only_what_changed(project: Path) -> None:
    assert ldriver("build", "app.sml", cwd=project).returncode == 0
    assert unit_actions(project) == [("compiled", "no previous build")]
    log = last_build(project)
    assert log["ok"] and log["linked"] and log["profile"] == "dev"
    # Where the time went: before the build (process start-up, planning), then each phase of it.
    assert set(log["phases"]) == {"startup", "plan", "lock", "setup", "sources", "units", "runtime", "link",
                                  "write"}
    assert all(isinstance(sec, float) and sec >= 0 for sec in log["phases"].values())
    assert Path(log["executable"]) == project / "_build" / "bin" / "app"

    assert ldriver("build", "app.sml", cwd=project).returncode == 0
    assert unit_actions(project) == [("reused", "up to date")]

    (project / "app.sml").write_text(PROGRAM + "val () = print \"again\\n\"\n")
    assert ldriver("build", "app.sml", cwd=project).returncode == 0
    assert unit_actions(project) == [("compiled", "source changed")]

    assert ldriver("build", "--profile", "release", "app.sml", cwd=project).returncode == 0
    assert unit_actions(project) == [("compiled", "build key changed")]


def test_corrupt_object_is_rebuilt_not_linked(project: Path) -> None:
    assert ldriver("build", "app.sml", cwd=project).returncode == 0
    (obj,) = (project / "_build" / "cache" / "blobs").glob("*.o")
    obj.write_bytes(obj.read_bytes()[:16])
    proc = ldriver("build", "--explain", "app.sml", cwd=project)
    assert proc.returncode == 0, proc.stderr
    assert unit_actions(project) == [("compiled", "cache entry corrupt")]
    assert "cache entry corrupt" in proc.stderr
    assert subprocess.run([str(project / "_build" / "bin" / "app")], capture_output=True,
                          text=True).stdout == "built\n"


def test_run_passes_status_and_output(project: Path) -> None:
    (project / "fail.sml").write_text('val () = print "before\\n"\nval _ = raise Fail "boom"\n')
    proc = ldriver("run", "fail.sml", cwd=project)
    assert proc.stdout == "before\n"
    assert proc.returncode == 1
    assert "unhandled exception: Fail: boom" in proc.stderr


def test_output_option_and_dumps(project: Path) -> None:
    proc = ldriver("build", "app.sml", "-o", "out/app", "--dump=lexp,cps", "--dump", "llvm",
                   "--check-ir", cwd=project)
    assert proc.returncode == 0, proc.stderr
    assert (project / "out" / "app").exists()
    dumps = sorted(p.name for p in (project / "_build" / "dump").iterdir())
    assert dumps == ["app.sml.cps.cps", "app.sml.lexp.lexp", "app.sml.llvm.ll"]
    assert "define" in (project / "_build" / "dump" / "app.sml.llvm.ll").read_text()


def test_dumps_of_units_outside_the_project_stay_in_the_dump_directory(tmp_path: Path) -> None:
    project = tmp_path / "app"
    project.mkdir()
    (tmp_path / "shared.sml").write_text('val greeting = "hi\\n"\n')
    (project / "app.mlb").write_text("../shared.sml\nmain.sml\n")
    (project / "main.sml").write_text("val () = print greeting\n")
    proc = ldriver("build", "app.mlb", "--dump", "cps", cwd=project)
    assert proc.returncode == 0, proc.stderr
    dump = project / "_build" / "dump"
    assert sorted(str(p.relative_to(dump)) for p in dump.rglob("*.cps")) == ["__/shared.sml.cps.cps",
                                                                             "main.sml.cps.cps"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["app", "shared.sml"]
    assert sorted(p.name for p in (project / "_build").iterdir() if p.suffix == ".cps") == []


def test_unknown_dump_phase_is_a_usage_error(project: Path) -> None:
    proc = ldriver("build", "app.sml", "--dump=bogus", cwd=project)
    assert proc.returncode == 2
    assert "unknown phase for --dump: bogus" in proc.stderr


def test_type_error_writes_no_object(project: Path) -> None:
    (project / "bad.sml").write_text('val x : int = "no"\n')
    proc = ldriver("build", "bad.sml", cwd=project)
    assert proc.returncode == 1
    assert "bad.sml:1:" in proc.stderr and "error" in proc.stderr
    assert not list(project.glob("_build/cache/actions/*"))
    assert last_build(project)["ok"] is False


def has_interpreter(exe: Path) -> bool:
    """Whether the ELF executable names a dynamic loader (a PT_INTERP program header)."""
    import struct

    data = exe.read_bytes()
    assert data[:4] == b"\x7fELF" and data[4] == 2  # 64-bit
    phoff, = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    return any(struct.unpack_from("<I", data, phoff + i * phentsize)[0] == 3 for i in range(phnum))


def test_release_executables_are_linked_statically(project: Path) -> None:
    from ldriver.engine.toolchain import can_link_static

    assert ldriver("build", "app.sml", cwd=project).returncode == 0
    exe = project / "_build" / "bin" / "app"
    assert has_interpreter(exe)
    proc = ldriver("build", "--profile", "release", "app.sml", cwd=project)
    assert proc.returncode == 0, proc.stderr
    assert last_build(project)["linked"]
    assert has_interpreter(exe) != can_link_static()
    assert subprocess.run([str(exe)], capture_output=True, text=True).stdout == "built\n"


def test_program_entry_rejects_a_unit_listed_twice() -> None:
    from ldriver.engine.toolchain import program_entry_source

    assert "ld_register_global_root(&e1);" in program_entry_source([("i1", "e1"), ("i2", "e2")])
    with pytest.raises(ValueError, match="listed twice"):
        program_entry_source([("i1", "e1"), ("i1", "e1")])


def test_program_entry_hands_the_top_handler_unit_to_the_runtime() -> None:
    """MLton.Exn's unit for an uncaught exception is registered and handed to
    the runtime, never initialized with the others."""
    from ldriver.engine.toolchain import program_entry_source

    entry = program_entry_source([("i1", "e1")], ("h", "eh"))
    assert "ld_register_global_root(&eh);" in entry and "ld_top_handler_unit = h;" in entry
    assert "    h();" not in entry and "    i1();" in entry
