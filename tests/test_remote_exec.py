"""Remote execution (issue 33 item 3) against a real BuildGrid 0.4.4
execution server on loopback (tests/remote/execution.yml over a PostgreSQL
of its own): the Execute / Bots-API round trip with
ldriver/remote/reapi.py's messages, then `ldriver build --remote-exec`
with `ldriver worker` processes as the bots: no local compile and the
executable of a local build, an edit executing one action, a worker killed
mid-build, the server down, a type error reported as a local build
reports it, and HaMLet built by two workers. Where PostgreSQL is not
installed these tests skip and say so (the cache tests in test_remote.py
never skip); the worker's retries against a server that is not there need
no server and never skip. The slow test builds HaMLet with one and with two
workers and prints the wall times."""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from reapi_server import Server, postgres_bin, start_postgres, start_server

REPO = Path(__file__).resolve().parent.parent
HAMLET = REPO.parent / "shared" / "corpus" / "hamlet"

UNITS = {
    "lib/inc.sml": "structure Inc = struct fun f x = x + 1 end\n",
    "lib/bang.sml": 'structure Bang = struct fun g s = s ^ "!" end\n',
    "lib/nums.sml": "structure Nums = struct val xs = [1, 2, 3] end\n",
    "lib/sum.sml": "structure Sum = struct fun sum xs = foldl op+ 0 xs end\n",
    "main.sml": 'val () = print ("inc: " ^ Int.toString (Inc.f 1) ^ " bang: " ^ Bang.g "hi" ^\n'
                '                " sum: " ^ Int.toString (Sum.sum Nums.xs) ^ "\\n")\n',
}
MLB = "$(SML_LIB)/basis/basis.mlb\n" + "".join(f"{name}\n" for name in UNITS)
EXPECTED = "inc: 2 bang: hi! sum: 6\n"


@contextlib.contextmanager
def fresh_server(directory: Path) -> Iterator[Server]:
    """An execution server over a PostgreSQL of its own, both empty."""
    _require_postgres()
    database = start_postgres(directory / "postgres")
    try:
        server = start_server(directory / "server", database=database.url)
        try:
            yield server
        finally:
            server.kill()
    finally:
        database.stop()


def _require_postgres() -> None:
    if postgres_bin() is None:
        pytest.skip("remote execution needs PostgreSQL for BuildGrid's scheduler (initdb, pg_ctl: Debian's "
                    "`postgresql` package, which .ci/run installs as root); it is not installed here")


@pytest.fixture(scope="module")
def execution_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with fresh_server(tmp_path_factory.mktemp("execution")) as server:
        yield server


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library root with the Basis published (locally, once), shared by the
    machines of these tests: only the projects' units are executed remotely."""
    top = tmp_path_factory.mktemp("home")
    root = make_project(top / "seed")
    proc = build(root, {**os.environ, "LDRIVER_HOME": str(top)})
    assert proc.returncode == 0, proc.stderr
    return top


def make_project(root: Path, units: dict[str, str] = UNITS) -> Path:
    for name, text in {**units, "app.mlb": MLB}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def build(root: Path, env: dict[str, str], *args: str, mlb: str = "app.mlb",
          timeout: float = 900) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "ldriver", "build", mlb, "-q", *args], capture_output=True,
                          text=True, cwd=root, env=env, timeout=timeout)
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr, proc.stderr
    return proc


def actions(root: Path) -> dict[str, str]:
    log = json.loads((root / "_build" / "log" / "last-build.json").read_text())
    return {u["unit"]: u["action"] for u in log["units"] if u["reason"] != "prebuilt"}


def warnings(proc: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in proc.stderr.splitlines() if line.startswith("ldriver: warning: remote")]


def run_app(exe: Path) -> str:
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=60).stdout


class Worker:
    """An `ldriver worker` process, its stderr in `log`."""

    def __init__(self, url: str, log: Path) -> None:
        self.log = log
        with log.open("wb") as out:
            self.process = subprocess.Popen([sys.executable, "-m", "ldriver", "worker", "--server", url],
                                            stdout=out, stderr=subprocess.STDOUT)

    def text(self) -> str:
        return self.log.read_text()

    def wait_for(self, line: str, timeout: float = 120) -> None:
        deadline = time.monotonic() + timeout
        while line not in self.text():
            assert self.process.poll() is None and time.monotonic() < deadline, self.text()
            time.sleep(0.05)

    def stop(self) -> int:
        """SIGTERM, and the exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=60)


@pytest.fixture
def workers(execution_server: Server, tmp_path: Path) -> Iterator[Callable[[int], list[Worker]]]:
    """Start workers (each once connected); at the end each must stop
    cleanly on SIGTERM: exit 0, "stopped", no traceback."""
    started: list[Worker] = []

    def start(n: int) -> list[Worker]:
        new = [Worker(execution_server.url, tmp_path / f"worker-{len(started) + i}.log") for i in range(n)]
        started.extend(new)
        for w in new:
            w.wait_for("serving")
        return new

    yield start
    for w in started:
        killed = w.process.poll() is not None
        code = w.stop()
        if not killed:
            assert code == 0 and "ldriver worker: stopped" in w.text() and "Traceback" not in w.text(), w.text()


def _digest(pb, data: bytes):  # noqa: ANN001, ANN202 (message classes are built at run time)
    return pb.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


def test_execute_is_leased_to_a_bot_and_answered(execution_server: Server) -> None:
    """An Action sent with Execute is queued, leased to a bot through
    CreateBotSession with the Action as the lease's payload, and the
    ActionResult the bot reports with UpdateBotSession is Execute's answer."""
    import grpc

    from ldriver.remote import reapi
    from ldriver.remote.reapi import messages as pb

    channel = grpc.insecure_channel(execution_server.url.removeprefix("grpc://"))

    def call(method: str, request, reply):  # noqa: ANN001, ANN202
        return channel.unary_unary(method, request_serializer=lambda m: m.SerializeToString(),
                                   response_deserializer=reply.FromString)(request, timeout=30)

    command = pb.Command(arguments=["true"], output_paths=["out"]).SerializeToString()
    root = pb.Directory().SerializeToString()
    action = pb.Action(command_digest=_digest(pb, command), input_root_digest=_digest(pb, root), do_not_cache=True)
    output = b"an output\n"
    upload = pb.BatchUpdateBlobsRequest(requests=[pb.BlobUpload(digest=_digest(pb, data), data=data) for data in
                                                  (command, root, action.SerializeToString(), output)])
    uploaded = call(reapi.BATCH_UPDATE_BLOBS, upload, pb.BatchUpdateBlobsResponse)
    assert all(response.status.code == 0 for response in uploaded.responses)
    action_digest = _digest(pb, action.SerializeToString())

    # Execute streams Operations until done: read it while the bot works.
    execute = channel.unary_stream(reapi.EXECUTE, request_serializer=lambda m: m.SerializeToString(),
                                   response_deserializer=pb.Operation.FromString)
    stream = execute(pb.ExecuteRequest(action_digest=action_digest, skip_cache_lookup=True), timeout=60)
    operations: list = []
    reader = threading.Thread(target=lambda: operations.extend(stream))
    reader.start()

    session = pb.BotSession(bot_id="test-bot", status=reapi.BOT_OK)
    for _ in range(30):
        session = call(reapi.CREATE_BOT_SESSION if not session.name else reapi.UPDATE_BOT_SESSION,
                       pb.CreateBotSessionRequest(bot_session=session) if not session.name else
                       pb.UpdateBotSessionRequest(name=session.name, bot_session=session), pb.BotSession)
        if session.leases:
            break
    (lease,) = session.leases
    # BuildGrid 0.4.4 hands a lease out already ACTIVE (the protocol allows PENDING).
    assert lease.state in (reapi.LEASE_PENDING, reapi.LEASE_ACTIVE)
    assert lease.payload.type_url == reapi.ACTION_TYPE_URL
    assert pb.Action.FromString(lease.payload.value) == action

    result = pb.ActionResult(exit_code=0, output_files=[pb.OutputFile(path="out", digest=_digest(pb, output))])
    lease.state = reapi.LEASE_COMPLETED
    lease.result.CopyFrom(pb.Any(type_url=reapi.ACTION_RESULT_TYPE_URL, value=result.SerializeToString()))
    call(reapi.UPDATE_BOT_SESSION, pb.UpdateBotSessionRequest(name=session.name, bot_session=session),
         pb.BotSession)

    reader.join(timeout=60)
    assert not reader.is_alive()
    final = operations[-1]
    assert final.done and final.response.type_url == reapi.EXECUTE_RESPONSE_TYPE_URL
    response = pb.ExecuteResponse.FromString(final.response.value)
    assert response.status.code == 0
    # BuildGrid adds its execution metadata (a field not in our subset).
    assert list(response.result.output_files) == list(result.output_files)
    assert response.result.exit_code == 0
    # This bot session is left to expire (its lease is done).
    channel.close()


def test_two_workers_build_with_no_local_compile(execution_server: Server, home: Path, tmp_path: Path,
                                                 workers: Callable[[int], list[Worker]]) -> None:
    """Two workers compile every unit of a project (each gets some of its
    four independent units); the executable is the local build's, byte for
    byte. An edit then executes exactly the edited unit, and a machine with
    only the remote cache fetches what the workers compiled."""
    env = {**os.environ, "LDRIVER_HOME": str(home)}
    first, second = workers(2)
    remote = make_project(tmp_path / "remote")
    proc = build(remote, env, "--remote-exec", execution_server.url, "--explain")
    assert proc.returncode == 0 and not warnings(proc), proc.stderr
    assert actions(remote) == {u: "executed" for u in UNITS}
    assert "main.sml: executed (no previous build; not in the remote cache)" in proc.stderr
    assert "compiled " in first.text() and "compiled " in second.text(), (first.text(), second.text())
    local = make_project(tmp_path / "local")
    assert build(local, env).returncode == 0
    assert actions(local) == {u: "compiled" for u in UNITS}
    exe = remote / "_build" / "bin" / "app"
    assert exe.read_bytes() == (local / "_build" / "bin" / "app").read_bytes()
    assert run_app(exe) == EXPECTED

    # A body edit: one action executed, its importer keeps its key.
    (remote / "lib/bang.sml").write_text('structure Bang = struct fun g s = s ^ "!!" end\n')
    proc = build(remote, env, "--remote-exec", execution_server.url)
    assert proc.returncode == 0 and not warnings(proc), proc.stderr
    assert actions(remote) == {**{u: "reused" for u in UNITS}, "lib/bang.sml": "executed"}
    assert run_app(exe) == EXPECTED.replace("hi!", "hi!!")

    # The scheduler cached the workers' results: another machine fetches them.
    cached = make_project(tmp_path / "cached")
    proc = build(cached, env, "--remote-cache", execution_server.url)
    assert proc.returncode == 0 and not warnings(proc), proc.stderr
    assert actions(cached) == {u: "fetched" for u in UNITS}
    assert (cached / "_build" / "bin" / "app").read_bytes() == (local / "_build" / "bin" / "app").read_bytes()


def test_type_error_is_reported_as_a_local_build_reports_it(execution_server: Server, home: Path,
                                                            tmp_path: Path,
                                                            workers: Callable[[int], list[Worker]]) -> None:
    """A unit with a type error, compiled by a worker: the build fails
    (exit 1) with the diagnostics a local build prints, word for word; the
    unit is not compiled again here."""
    env = {**os.environ, "LDRIVER_HOME": str(home)}
    workers(1)
    broken = {**UNITS, "lib/sum.sml": 'structure Sum = struct\n  fun sum xs = foldl op+ "0" xs\nend\n'}
    remote = make_project(tmp_path / "remote", broken)
    proc = build(remote, env, "--remote-exec", execution_server.url)
    local = make_project(tmp_path / "local", broken)
    expected = build(local, env)
    assert expected.returncode == 1 and expected.stderr.startswith("lib/sum.sml:2:"), expected.stderr
    assert proc.returncode == 1 and proc.stderr == expected.stderr, proc.stderr
    assert actions(remote)["lib/sum.sml"] == "executed"
    assert "main.sml" not in actions(remote)  # its import failed


@pytest.mark.parametrize("how", ["SIGKILL", "SIGTERM"])
def test_worker_killed_mid_build(execution_server: Server, home: Path, tmp_path: Path,
                                 workers: Callable[[int], list[Worker]], how: str) -> None:
    """The only worker is killed while it holds a lease, and another starts.
    SIGKILL: the server expires the dead bot's session and gives its lease to
    the new one; SIGTERM: the worker gives the lease back as it stops (exit
    0). The build finishes with no unit compiled here."""
    env = {**os.environ, "LDRIVER_HOME": str(home)}
    (victim,) = workers(1)
    # A unit that takes a while to compile, so that the kill finds it leased
    # (one of its own for each signal: not in the server's cache).
    big = f"structure Big = struct (* {how} *)\n" + "".join(
        f"  fun f{i} (x : int) = if x > {i} then x * {i} + f{i} (x - 1) else {i}\n" for i in range(400)) + "end\n"
    units = {"lib/big.sml": big, **UNITS}
    root = make_project(tmp_path / "p", units)
    (root / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n" + "".join(f"{n}\n" for n in units))
    started = time.monotonic()
    with (tmp_path / "build.log").open("w") as out:
        client = subprocess.Popen([sys.executable, "-m", "ldriver", "build", "app.mlb", "-q", "--remote-exec",
                                   execution_server.url], cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT,
                                  text=True)
    victim.wait_for("working on lease")
    if how == "SIGKILL":
        victim.process.kill()
        victim.process.wait()
    else:
        assert victim.stop() == 0 and "ldriver worker: stopped" in victim.text(), victim.text()
    # Its compiling child ends with it rather than linger.
    (child,) = re.findall(r"compiling in process (\d+)", victim.text())
    deadline = time.monotonic() + 30
    while Path(f"/proc/{child}").exists() and b"zombie" not in _proc_state(child):
        assert time.monotonic() < deadline, f"the killed worker's compiling process {child} lingers"
        time.sleep(0.1)
    workers(1)
    assert client.wait(timeout=600) == 0, (tmp_path / "build.log").read_text()
    log = (tmp_path / "build.log").read_text()
    assert "Traceback" not in log and not [line for line in log.splitlines() if "warning" in line], log
    # The units of UNITS may be in the server's cache from other tests: no unit compiled here.
    assert actions(root)["lib/big.sml"] == "executed" and set(actions(root).values()) <= {"executed", "fetched"}
    assert run_app(root / "_build" / "bin" / "app") == EXPECTED
    assert time.monotonic() - started < 300


def _proc_state(pid: str) -> bytes:
    try:
        return Path(f"/proc/{pid}/status").read_bytes()
    except OSError:
        return b"zombie"  # gone meanwhile


def test_server_down_compiles_locally(home: Path, tmp_path: Path) -> None:
    """Nobody listening: one warning, every unit compiled here, exit 0."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    env = {**os.environ, "LDRIVER_HOME": str(home)}
    root = make_project(tmp_path / "p")
    proc = build(root, env, "--remote-exec", f"grpc://127.0.0.1:{port}")
    assert proc.returncode == 0, proc.stderr
    assert len(warnings(proc)) == 1 and "compiling locally" in warnings(proc)[0], proc.stderr
    assert actions(root) == {u: "compiled" for u in UNITS}
    assert run_app(root / "_build" / "bin" / "app") == EXPECTED


def test_worker_retries_a_server_that_is_not_there(tmp_path: Path) -> None:
    """A worker whose server does not answer says so and retries with a
    growing backoff, without a traceback; SIGTERM stops it (exit 0)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    worker = Worker(f"grpc://127.0.0.1:{port}", tmp_path / "worker.log")
    try:
        worker.wait_for("retrying in 2 s", timeout=60)
    finally:
        assert worker.stop() == 0
    text = worker.text()
    assert f"ldriver worker: server grpc://127.0.0.1:{port} unreachable (UNAVAILABLE: " in text, text
    assert "retrying in 1 s" in text and "ldriver worker: stopped" in text and "Traceback" not in text, text


@pytest.mark.skipif(not (HAMLET / "hamlet.mlb").is_file(), reason="../shared/corpus/hamlet is absent")
def test_hamlet_on_two_workers(home: Path, tmp_path: Path) -> None:
    """HaMLet (215 units) built by two workers against an empty server: no
    local compile, and the local build's executable (issue 33 item 3)."""
    _hamlet_on_workers(home, tmp_path, (2,))


@pytest.mark.slow
@pytest.mark.skipif(not (HAMLET / "hamlet.mlb").is_file(), reason="../shared/corpus/hamlet is absent")
def test_hamlet_on_one_and_two_workers(home: Path, tmp_path: Path) -> None:
    """The same with one worker, then two, each against an empty server; the
    wall times (and the local build's, --jobs 2) are printed."""
    times = _hamlet_on_workers(home, tmp_path, (1, 2))
    print("HaMLet wall times (s):", {k: round(v, 1) for k, v in times.items()})


def _hamlet_on_workers(home: Path, tmp_path: Path, counts: tuple[int, ...]) -> dict[str, float]:
    _require_postgres()  # before the local build, which a skip would waste
    env = {**os.environ, "LDRIVER_HOME": str(home)}
    ignore = shutil.ignore_patterns("_build", "*.o", "hamlet", "hamlet-*")
    local = tmp_path / "local"
    shutil.copytree(HAMLET, local, ignore=ignore)
    started = time.monotonic()
    assert build(local, env, "--jobs", "2", mlb="hamlet.mlb", timeout=3600).returncode == 0
    times = {"local --jobs 2": time.monotonic() - started}
    expected = (local / "_build" / "bin" / "hamlet").read_bytes()
    for n in counts:
        with fresh_server(tmp_path / f"server-{n}") as server:
            pool = [Worker(server.url, tmp_path / f"worker-{n}-{i}.log") for i in range(n)]
            try:
                for w in pool:
                    w.wait_for("serving")
                root = tmp_path / f"workers-{n}"
                shutil.copytree(HAMLET, root, ignore=ignore)
                started = time.monotonic()
                proc = build(root, env, "--remote-exec", server.url, mlb="hamlet.mlb", timeout=3600)
                times[f"{n} worker(s)"] = time.monotonic() - started
            finally:
                codes = [w.stop() for w in pool]
            assert proc.returncode == 0 and not warnings(proc), proc.stderr
            assert codes == [0] * n
            assert set(actions(root).values()) == {"executed"}
            assert (root / "_build" / "bin" / "hamlet").read_bytes() == expected
    return times
