"""The compile server (`ldriver.engine.server`): what it answers is what the
client's own process would compute, a client that finds none starts one and
compiles itself, a failure anywhere falls back to compiling here, the
socket's directory must be the user's own, a second server leaves, an idle
one ends and removes its socket, and a build edited twice compiles its unit
in the server and links the same program. Each test has a temporary
directory of its own (`tempfile.tempdir`, `TMPDIR` for subprocesses), so no
server outside the test is reached."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from compiler.api import CompileError, Settings, SourceFile, UnitInput, compile_unit, unit_names
from ldriver.engine import server


@pytest.fixture
def own_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A temporary directory of the test's own, and a client that has not yet
    found the server missing."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp))
    monkeypatch.setenv("TMPDIR", str(tmp))
    monkeypatch.delenv("LDRIVER_SERVER", raising=False)
    monkeypatch.setattr(server, "_unavailable", False)
    yield tmp


def wait_for_server(path: Path, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and server._ask("names", SourceFile("probe.sml", "val x = 1")) is not None:
            return
        server._unavailable = False
        time.sleep(0.1)
    raise AssertionError(f"no server answered on {path}")


@pytest.fixture
def running(own_tmp: Path) -> Iterator[Path]:
    """A server started as a client would start it; stopped at the end."""
    path = server.socket_path()
    assert path is not None
    proc = subprocess.Popen([sys.executable, "-m", "ldriver.engine.server", str(path)], cwd="/")
    try:
        wait_for_server(path)
        yield path
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert not path.exists()  # SIGTERM: the server removed its socket


UNIT = UnitInput("main.sml", SourceFile("main.sml", "datatype t = A | B of t\n"
                                                    "fun depth A = 0 | depth (B x) = 1 + depth x\n"
                                                    "val d = depth (B (B A))\n"))


def test_the_server_compiles_what_this_process_would(running: Path) -> None:
    answer = server._ask("compile", (UNIT, Settings()))
    assert answer is not None and answer[0] == "ok"
    there, here = answer[1], compile_unit(UNIT, Settings())
    assert there.ok and there.object == here.object and there.interface == here.interface
    assert there.diagnostics == here.diagnostics
    again, process = server.compile_nearby(UNIT, Settings())
    assert process == "server" and again.object == here.object


def test_a_user_error_in_the_server_is_raised_here(running: Path) -> None:
    bad = SourceFile("bad.sml", "val = 1\n")
    with pytest.raises(CompileError) as there:
        server.names_nearby(bad)
    with pytest.raises(CompileError) as here:
        unit_names(bad)
    assert there.value.diagnostic == here.value.diagnostic
    assert server.names_nearby(UNIT.source) == unit_names(UNIT.source)


def test_a_diagnostic_is_the_same_from_the_server(running: Path) -> None:
    unit = UnitInput("t.sml", SourceFile("t.sml", 'val x : int = "no"\n'))
    assert not compile_unit(unit, Settings()).ok
    there, process = server.compile_nearby(unit, Settings())
    assert process == "server" and not there.ok and there.diagnostics == compile_unit(unit, Settings()).diagnostics


def test_an_unknown_request_is_answered_here(running: Path) -> None:
    assert server._ask("frobnicate", ()) is None
    assert not server._unavailable  # the server is still asked next time
    assert server._ask("names", UNIT.source) is not None


def test_without_a_server_the_client_compiles_and_starts_one(own_tmp: Path) -> None:
    path = server.socket_path()
    assert path is not None and not path.exists()
    output, process = server.compile_nearby(UNIT, Settings())
    assert process == "driver" and output.object == compile_unit(UNIT, Settings()).object
    assert server._unavailable  # this process does not ask again
    server._unavailable = False
    wait_for_server(path)
    os.kill(_server_pid(path), signal.SIGTERM)
    deadline = time.monotonic() + 30
    while path.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not path.exists()


def _server_pid(path: Path) -> int:
    """The pid of the server listening on `path` (from /proc: no procps needed)."""
    wanted = ["-m", "ldriver.engine.server", str(path)]
    for proc in Path("/proc").iterdir():
        try:
            argv = (proc / "cmdline").read_bytes().decode().split("\0")[:-1]
        except (OSError, ValueError):
            continue
        if argv[1:] == wanted:
            return int(proc.name)
    raise AssertionError(f"no server process for {path}")


def test_ldriver_server_0_turns_it_off(own_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LDRIVER_SERVER", "0")
    assert server.compile_nearby(UNIT, Settings())[1] == "driver"
    assert not any(own_tmp.iterdir())  # no directory made, no server started


def test_a_directory_open_to_others_is_not_used(own_tmp: Path) -> None:
    directory = own_tmp / f"ldriver-{os.getuid()}"
    directory.mkdir(mode=0o777)
    directory.chmod(0o777)
    assert server.socket_path() is None
    assert server.compile_nearby(UNIT, Settings())[1] == "driver"
    assert list(directory.iterdir()) == []


def test_a_second_server_leaves_and_an_idle_one_ends(own_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = server.socket_path()
    assert path is not None
    monkeypatch.setattr(server, "IDLE_SECONDS", 1.0)
    first = threading.Thread(target=server.serve, args=(path,))
    first.start()
    wait_for_server(path)
    started = time.monotonic()
    server.serve(path)  # the lock is held: returns at once
    assert time.monotonic() - started < 1.0 and path.exists()
    first.join(timeout=30)
    assert not first.is_alive() and not path.exists()


def test_dead_servers_files_are_removed(own_tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = server.socket_path()
    assert path is not None
    stale = path.parent / "0123456789abcdef01234567"
    for suffix in (".sock", ".log", ".lock"):
        stale.with_suffix(suffix).write_bytes(b"")
    monkeypatch.setattr(server, "IDLE_SECONDS", 0.5)
    server.serve(path)
    assert sorted(p.name for p in path.parent.iterdir()) == [path.with_suffix(".lock").name]


def test_an_edit_is_compiled_in_the_server_and_links_the_same_program(own_tmp: Path, tmp_path: Path) -> None:
    project = tmp_path / "p"
    project.mkdir()
    (project / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nlib.sml\nmain.sml\n")
    (project / "lib.sml").write_text("structure Lib = struct fun square n = n * n end\n")
    (project / "main.sml").write_text('val () = print (Int.toString (Lib.square 12) ^ "\\n")\n')
    env = {**os.environ, "TMPDIR": str(own_tmp)}
    env.pop("LDRIVER_SERVER", None)

    def build() -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "ldriver", "run", "p.mlb"], cwd=project, env=env,
                              capture_output=True, text=True, timeout=600)

    assert build().stdout == "144\n"  # its first compilation found no server and started one
    path = server.socket_path()
    assert path is not None
    wait_for_server(path)
    (project / "lib.sml").write_text("structure Lib = struct fun square n = n * (n + 1) end\n")
    edited = build()
    assert edited.stdout == "156\n", edited.stderr
    assert processes(project) == {"lib.sml": "server"}
    (project / "lib.sml").write_text("structure Lib = struct fun square n = n * (n + 2) end\n")
    env["LDRIVER_SERVER"] = "0"
    again = build()
    assert again.stdout == "168\n", again.stderr
    assert processes(project) == {"lib.sml": "driver"}
    os.kill(_server_pid(path), signal.SIGTERM)


def processes(project: Path) -> dict[str, str]:
    log = json.loads((project / "_build" / "log" / "last-build.json").read_text())
    return {u["unit"]: u["process"] for u in log["units"] if u["action"] == "compiled"}
