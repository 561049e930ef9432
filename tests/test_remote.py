"""The remote unit cache (`ldriver.remote`) against a real REAPI server:
BuildGrid, cache-only, started on loopback (tests/reapi_server.py). A
"machine" is a project directory with a library root of its own
(`LDRIVER_HOME`), so a second machine publishes the Basis on first use too,
fetching its units. Also: the schema against BuildGrid's generated classes,
a server that is down, one that never answers, one killed mid-build, a
tampered blob in the server's storage, a read-only client."""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from reapi_server import Server, start_server

STACK = """structure Stack = struct
  datatype 'a t = Empty | Push of 'a * 'a t
  fun push (x, s) = Push (x, s)
  fun toList Empty = [] | toList (Push (x, s)) = x :: toList s
end
"""
UTIL = """structure Util = struct
  fun show xs = String.concatWith " " (map Int.toString xs)
end
"""
MAIN = """val s = Stack.push (3, Stack.push (2, Stack.push (1, Stack.Empty)))
val () = print ("stack: " ^ Util.show (Stack.toList s) ^ "\\n")
"""
MLB = "$(SML_LIB)/basis/basis.mlb\nlib/stack.sml\nutil.sml\nmain.sml\n"
UNITS = ["lib/stack.sml", "util.sml", "main.sml"]
EXPECTED = "stack: 3 2 1\n"


def make_project(root: Path) -> Path:
    (root / "lib").mkdir(parents=True)
    for name, text in (("lib/stack.sml", STACK), ("util.sml", UTIL), ("main.sml", MAIN), ("app.mlb", MLB)):
        (root / name).write_text(text)
    return root


def machine(top: Path, name: str, home: Path | None = None) -> tuple[Path, dict[str, str]]:
    """A project directory and the environment of a machine (`home`: its library root's top)."""
    root = make_project(top / name)
    return root, {**os.environ, "LDRIVER_HOME": str(home or top / f"{name}-home")}


def ldriver(root: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "ldriver", "build", "app.mlb", *args], capture_output=True, text=True,
                          cwd=root, env=env, timeout=900)
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr, proc.stderr
    return proc


def last_build(build_dir: Path) -> dict:
    return json.loads((build_dir / "log" / "last-build.json").read_text())


def actions(root: Path) -> dict[str, str]:
    return {u["unit"]: u["action"] for u in last_build(root / "_build")["units"] if u["reason"] != "prebuilt"}


def basis_actions(env: dict[str, str]) -> set[str]:
    """The actions of the build that published the Basis in a machine's library root."""
    (lib,) = Path(env["LDRIVER_HOME"]).glob("lib-*")
    return {u["action"] for u in last_build(lib / "dev" / "_build" / "basis")["units"]}  # a dev build's


def run_app(root: Path) -> str:
    return subprocess.run([str(root / "_build" / "bin" / "app")], capture_output=True, text=True, timeout=60).stdout


def warnings(proc: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in proc.stderr.splitlines() if line.startswith("ldriver: warning: remote cache")]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Server:
    server = start_server(tmp_path_factory.mktemp("buildgrid"))
    yield server
    server.kill()


@pytest.fixture(scope="module")
def first(server: Server, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """Machine A: a fresh library root, so its first build publishes the
    Basis (compiling it and uploading its units), then builds the project."""
    root, env = machine(tmp_path_factory.mktemp("machines"), "a")
    proc = ldriver(root, env, "--remote-cache", server.url, "--jobs", "2")
    assert proc.returncode == 0 and not warnings(proc), proc.stderr
    assert basis_actions(env) == {"compiled"}
    assert actions(root) == {u: "compiled" for u in UNITS}
    assert run_app(root) == EXPECTED
    return root, env


def test_schema_is_reapi() -> None:
    """The messages of ldriver/remote/reapi.py read and write as REAPI v2's
    own (BuildGrid's generated classes), field for field."""
    from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as v2
    from buildgrid._protos.google.bytestream import bytestream_pb2
    from buildgrid._protos.google.devtools.remoteworkers.v1test2 import bots_pb2
    from buildgrid._protos.google.longrunning import operations_pb2
    from google.protobuf import any_pb2

    from ldriver.remote import reapi
    from ldriver.remote.reapi import messages as pb

    digest = pb.Digest(hash="ab" * 32, size_bytes=7)
    ours = [
        (pb.Action(command_digest=digest, input_root_digest=digest, do_not_cache=True), v2.Action),
        (pb.Command(arguments=["a", "b"], output_files=["x"], output_paths=["x"]), v2.Command),
        (pb.Directory(files=[pb.FileNode(name="f", digest=digest, is_executable=True)]), v2.Directory),
        (pb.ActionResult(exit_code=3, output_files=[pb.OutputFile(path="p", digest=digest, contents=b"c")],
                         stderr_raw=b"e", stderr_digest=digest), v2.ActionResult),
        (pb.GetActionResultRequest(instance_name="i", action_digest=digest, inline_output_files=["p"]),
         v2.GetActionResultRequest),
        (pb.UpdateActionResultRequest(instance_name="i", action_digest=digest,
                                      action_result=pb.ActionResult(exit_code=1)), v2.UpdateActionResultRequest),
        (pb.FindMissingBlobsRequest(instance_name="i", blob_digests=[digest]), v2.FindMissingBlobsRequest),
        (pb.FindMissingBlobsResponse(missing_blob_digests=[digest]), v2.FindMissingBlobsResponse),
        (pb.BatchUpdateBlobsRequest(instance_name="i", requests=[pb.BlobUpload(digest=digest, data=b"d")]),
         v2.BatchUpdateBlobsRequest),
        (pb.BatchUpdateBlobsResponse(responses=[pb.BlobUploaded(digest=digest, status=pb.Status(code=5,
                                                                                               message="m"))]),
         v2.BatchUpdateBlobsResponse),
        (pb.BatchReadBlobsRequest(instance_name="i", digests=[digest]), v2.BatchReadBlobsRequest),
        (pb.BatchReadBlobsResponse(responses=[pb.BlobRead(digest=digest, data=b"d", status=pb.Status(code=2))]),
         v2.BatchReadBlobsResponse),
        (pb.ReadRequest(resource_name="r", read_offset=1, read_limit=2), bytestream_pb2.ReadRequest),
        (pb.ReadResponse(data=b"d"), bytestream_pb2.ReadResponse),
        (pb.WriteRequest(resource_name="r", write_offset=1, finish_write=True, data=b"d"),
         bytestream_pb2.WriteRequest),
        (pb.WriteResponse(committed_size=9), bytestream_pb2.WriteResponse),
        (pb.Any(type_url=reapi.ACTION_TYPE_URL, value=b"v"), any_pb2.Any),
        (pb.ExecuteRequest(instance_name="i", skip_cache_lookup=True, action_digest=digest), v2.ExecuteRequest),
        (pb.ExecuteResponse(result=pb.ActionResult(exit_code=1), cached_result=True, status=pb.Status(code=3),
                            message="m"), v2.ExecuteResponse),
        (pb.ExecuteOperationMetadata(stage=reapi.STAGE_COMPLETED, action_digest=digest),
         v2.ExecuteOperationMetadata),
        (pb.WaitExecutionRequest(name="n"), v2.WaitExecutionRequest),
        # error and response are a oneof in Operation: one at a time.
        (pb.Operation(name="n", metadata=pb.Any(type_url="t", value=b"m"), done=True,
                      response=pb.Any(type_url=reapi.EXECUTE_RESPONSE_TYPE_URL, value=b"r")),
         operations_pb2.Operation),
        (pb.Operation(name="n", done=True, error=pb.Status(code=4, message="m")), operations_pb2.Operation),
        (pb.CreateBotSessionRequest(parent="p", bot_session=pb.BotSession(
            name="s", bot_id="b", status=reapi.BOT_OK, version="3", leases=[pb.Lease(
                id="l", state=reapi.LEASE_COMPLETED, status=pb.Status(code=0, message="ok"),
                payload=pb.Any(type_url=reapi.ACTION_TYPE_URL, value=b"a"),
                result=pb.Any(type_url=reapi.ACTION_RESULT_TYPE_URL, value=b"r"))])),
         bots_pb2.CreateBotSessionRequest),
        (pb.UpdateBotSessionRequest(name="s", bot_session=pb.BotSession(name="s", bot_id="b")),
         bots_pb2.UpdateBotSessionRequest),
    ]
    for message, reference in ours:
        data = message.SerializeToString(deterministic=True)
        theirs = reference.FromString(data)
        assert theirs.SerializeToString(deterministic=True) == data, type(message).__name__
        # Every field set here is a field of REAPI's message (none unknown to it).
        assert len(theirs.ListFields()) == len(message.ListFields()), type(message).__name__
        assert type(message).FromString(data) == message
    # The enum values are REAPI's and remoteworkers' own.
    assert v2.ExecutionStage.COMPLETED == reapi.STAGE_COMPLETED
    assert (bots_pb2.PENDING, bots_pb2.ACTIVE, bots_pb2.COMPLETED, bots_pb2.CANCELLED) == (
        reapi.LEASE_PENDING, reapi.LEASE_ACTIVE, reapi.LEASE_COMPLETED, reapi.LEASE_CANCELLED)
    assert (bots_pb2.BotStatus.OK, bots_pb2.BotStatus.BOT_TERMINATING) == (reapi.BOT_OK, reapi.BOT_TERMINATING)
    assert reapi.ACTION_TYPE_URL.endswith("/" + v2.Action.DESCRIPTOR.full_name)
    assert reapi.ACTION_RESULT_TYPE_URL.endswith("/" + v2.ActionResult.DESCRIPTOR.full_name)
    assert reapi.EXECUTE_RESPONSE_TYPE_URL.endswith("/" + v2.ExecuteResponse.DESCRIPTOR.full_name)


def test_second_machine_compiles_nothing(first: tuple[Path, dict[str, str]], server: Server,
                                         tmp_path: Path) -> None:
    """Another directory with a fresh library root fetches every unit, the
    Basis's too, and the runtime library, and links the same executable."""
    root, env = machine(tmp_path, "b")
    proc = ldriver(root, env, "--remote-cache", server.url, "--explain")
    assert proc.returncode == 0 and not warnings(proc), proc.stderr
    assert basis_actions(env) == {"fetched"}
    assert actions(root) == {u: "fetched" for u in UNITS}
    assert "util.sml: fetched from the remote cache" in proc.stderr
    assert last_build(root / "_build")["remote"]["runtime"] == "fetched from the remote cache"  # the C runtime too
    assert (root / "_build" / "bin" / "app").read_bytes() == (first[0] / "_build" / "bin" / "app").read_bytes()
    assert run_app(root) == EXPECTED
    # Fetched units are in the local cache: the next build reuses them.
    proc = ldriver(root, env, "--remote-cache", server.url)
    assert actions(root) == {u: "reused" for u in UNITS}

    # An edit compiles exactly the edited unit (its interface is unchanged).
    (root / "util.sml").write_text(UTIL.replace('" "', '", "'))
    proc = ldriver(root, env, "--remote-cache", server.url, "--explain")
    assert proc.returncode == 0, proc.stderr
    assert actions(root) == {"lib/stack.sml": "reused", "util.sml": "compiled", "main.sml": "reused"}
    assert "util.sml: compiled (source changed; not in the remote cache)" in proc.stderr
    assert run_app(root) == "stack: 3, 2, 1\n"

    # ...and uploads it: machine A, making the same edit, fetches it.
    a_root, a_env = first
    (a_root / "util.sml").write_text(UTIL.replace('" "', '", "'))
    try:
        proc = ldriver(a_root, a_env, "--remote-cache", server.url)
        assert actions(a_root)["util.sml"] == "fetched"
        assert run_app(a_root) == "stack: 3, 2, 1\n"
    finally:  # machine A as the other tests expect it
        (a_root / "util.sml").write_text(UTIL)
        assert ldriver(a_root, a_env, "--remote-cache", server.url).returncode == 0
    assert run_app(a_root) == EXPECTED


def test_action_describes_the_key(first: tuple[Path, dict[str, str]], server: Server, tmp_path: Path) -> None:
    """A unit's Action, as any REAPI client reads it from the server: the
    input root holds what the unit's local action key digests, the source,
    and what a worker needs to compile it (compile.json, the interfaces it
    imports); the Command runs `ldriver compile-unit` there."""
    import grpc
    from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as v2
    from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2_grpc as v2_grpc

    from ldriver.engine.store import digest

    root, _ = first
    actions_dir = root / "_build" / "cache" / "actions"
    keys = [(json.loads(p.read_text())["for"]["unit"], p.stem) for p in actions_dir.glob("*.json")]

    def blob(d: v2.Digest) -> bytes:
        return server.blob(d.hash).read_bytes()

    found = {}
    for path in server.store.rglob("*"):
        if not path.is_file():
            continue
        try:
            action = v2.Action.FromString(path.read_bytes())
            if not action.HasField("input_root_digest"):
                continue
            root_dir = v2.Directory.FromString(blob(action.input_root_digest))
            command = v2.Command.FromString(blob(action.command_digest))
        except Exception:
            continue
        files = {f.name: blob(f.digest) for f in root_dir.files}
        if "action-key" not in files or "compile.json" not in files:
            continue
        found[digest(files["action-key"])] = (files, command, path.parent.name + path.name)
    for unit, key in keys:
        files, command, action_hash = found[key]
        parts = files["action-key"].split(b"\0")
        assert unit.encode() in parts and digest(files["source.sml"]).encode() in parts
        description = json.loads(files["compile.json"])
        assert description["unit"] == unit and description["profile"] == "dev"
        # The interfaces of every unit its basis reaches, by digest and bytes.
        assert set(files) == {"action-key", "source.sml", "compile.json",
                              *(f"import-{n}.iface" for n in range(len(description["imports"])))}
        if unit == "main.sml":  # the key names its imports by the digests compile.json gives
            imported = dict(description["imports"])
            assert all(f"{d}={imported[d]}".encode() in parts for d in ("lib/stack.sml", "util.sml"))
        assert list(command.arguments) == ["ldriver", "compile-unit", "compile.json"]
        assert list(command.output_paths) == ["unit.o", "unit.iface", "unit.json"]
        with grpc.insecure_channel(server.url.removeprefix("grpc://")) as channel:
            result = v2_grpc.ActionCacheStub(channel).GetActionResult(v2.GetActionResultRequest(
                action_digest=v2.Digest(hash=action_hash, size_bytes=len(blob(v2.Digest(hash=action_hash))))))
        assert {f.path for f in result.output_files} == {"unit.o", "unit.iface", "unit.json"}
        if unit == "main.sml":  # the Command, run in the input root, gives the same object
            work = tmp_path / "input-root"
            work.mkdir()
            for name, data in files.items():
                (work / name).write_bytes(data)
            proc = subprocess.run([sys.executable, "-m", "ldriver", *command.arguments[1:]], cwd=work,
                                  capture_output=True, timeout=300)
            assert proc.returncode == 0, proc.stderr
            (obj,) = [f for f in result.output_files if f.path == "unit.o"]
            assert (work / "unit.o").read_bytes() == blob(obj.digest)


def test_server_down(first: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    """Nobody listening: one warning, a local build, exit 0."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    root, env = machine(tmp_path, "c", Path(first[1]["LDRIVER_HOME"]))
    proc = ldriver(root, env, "--remote-cache", f"grpc://127.0.0.1:{port}")
    assert proc.returncode == 0, proc.stderr
    assert len(warnings(proc)) == 1 and "compiling locally" in warnings(proc)[0], proc.stderr
    assert actions(root) == {u: "compiled" for u in UNITS}
    assert last_build(root / "_build")["remote"]["warnings"] == warnings(proc)
    assert run_app(root) == EXPECTED


def test_server_never_answers(first: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    """A server that accepts connections and says nothing costs one timeout."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                pass
    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        root, env = machine(tmp_path, "d", Path(first[1]["LDRIVER_HOME"]))
        started = time.monotonic()
        proc = ldriver(root, env, "--remote-cache", f"grpc://127.0.0.1:{listener.getsockname()[1]}",
                       "--remote-timeout", "2")
        assert proc.returncode == 0, proc.stderr
        assert len(warnings(proc)) == 1 and "no answer within 2 s" in warnings(proc)[0], proc.stderr
        assert actions(root) == {u: "compiled" for u in UNITS}
        assert time.monotonic() - started < 120
    finally:
        stop.set()
        thread.join()
        listener.close()
        for conn in held:
            conn.close()


def test_server_killed_mid_build(first: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    """The server dies while units are being uploaded: one warning, the rest
    compile locally, the executable is right."""
    server = start_server(tmp_path / "buildgrid")
    try:
        root, env = machine(tmp_path, "e", Path(first[1]["LDRIVER_HOME"]))
        # Enough units that the build is still going when the first upload lands.
        names = [f"m{i}.sml" for i in range(12)]
        for i, name in enumerate(names):
            body = "\n".join(f"  fun f{j} x = if x < {j} then x * {i + 1} else f{j} (x - {j + 1}) + 1"
                             for j in range(30))
            (root / name).write_text(f"structure M{i} = struct\n{body}\nend\n")
        (root / "app.mlb").write_text(MLB.replace("main.sml", " ".join(names) + "\nmain.sml"))
        process = subprocess.Popen([sys.executable, "-m", "ldriver", "build", "app.mlb", "--jobs", "1",
                                    "--remote-cache", server.url], cwd=root, env=env, text=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 300
        while not any(p.is_file() for p in server.store.rglob("*")) and time.monotonic() < deadline:
            time.sleep(0.02)
        server.kill()
        _, stderr = process.communicate(timeout=600)
        assert process.returncode == 0, stderr
        assert "Traceback" not in stderr
        assert len([line for line in stderr.splitlines() if line.startswith("ldriver: warning: remote cache")]) == 1
        built = last_build(root / "_build")
        assert all(u["action"] == "compiled" for u in built["units"] if u["reason"] != "prebuilt")
        assert len(built["remote"]["warnings"]) == 1
        assert run_app(root) == EXPECTED
    finally:
        server.kill()


def test_read_only_client(first: tuple[Path, dict[str, str]], server: Server, tmp_path: Path) -> None:
    """`--remote-cache-upload=false` reads the cache and writes nothing to it."""
    home = Path(first[1]["LDRIVER_HOME"])
    root, env = machine(tmp_path, "h", home)
    (root / "main.sml").write_text(MAIN.replace("stack: ", "read-only: "))
    before = sorted(server.store.rglob("*"))
    proc = ldriver(root, env, "--remote-cache", server.url, "--remote-cache-upload=false")
    assert proc.returncode == 0 and not warnings(proc), proc.stderr
    assert actions(root) == {"lib/stack.sml": "fetched", "util.sml": "fetched", "main.sml": "compiled"}
    assert sorted(server.store.rglob("*")) == before
    root, env = machine(tmp_path, "i", home)
    (root / "main.sml").write_text(MAIN.replace("stack: ", "read-only: "))
    proc = ldriver(root, {**env, "LDRIVER_REMOTE_CACHE": server.url})
    assert actions(root)["main.sml"] == "compiled"  # the read-only client uploaded nothing


def test_bytestream_and_batches(server: Server) -> None:
    """Blobs larger than a batch go through ByteStream both ways; small ones
    are batched; a fetched entry round-trips, in process."""
    from ldriver.remote import RemoteConfig
    from ldriver.remote import cache as remote_cache

    from compiler.api import Interface, UnitOutput

    client = remote_cache.RemoteCache(RemoteConfig.parse(server.url))
    big = os.urandom(remote_cache.BATCH_LIMIT + 3 * remote_cache.CHUNK // 2)
    inputs = {"action-key": b"a key input\0", "source.sml": b"val x = 1\n"}
    client.store("big.sml", inputs, UnitOutput((), big, Interface("big.sml", b"interface bytes", "idigest"),
                                               extent=(("register", 4),)))
    assert client.disabled is None
    outputs = remote_cache.UnitOutputs(big, b"interface bytes", "idigest", {"register": 4})
    assert client.fetch("big.sml", inputs) == outputs
    assert client.fetch("big.sml", {**inputs, "action-key": b"another key\0"}) == "not in the remote cache"
    assert client.warnings == []


@pytest.mark.parametrize("url", ["http://127.0.0.1:80", "grpc://127.0.0.1", "grpc://127.0.0.1:99999", "grpc://:80"])
def test_bad_url_is_a_usage_error(url: str, tmp_path: Path) -> None:
    root = make_project(tmp_path / "p")
    proc = subprocess.run([sys.executable, "-m", "ldriver", "build", "app.mlb"], capture_output=True, text=True,
                          cwd=root, env={**os.environ, "LDRIVER_REMOTE_CACHE": url}, timeout=120)
    assert proc.returncode == 2
    assert proc.stderr == f"ldriver: error: --remote-cache: expected grpc://HOST:PORT, got {url!r}\n"


# Last: the damaged blob stays in the module's server.
def test_tampered_blob(first: tuple[Path, dict[str, str]], server: Server, tmp_path: Path) -> None:
    """An output blob changed in the server's storage (which serves it as it
    is): the unit is compiled locally with one warning; the others are
    fetched; the executable is the one machine A linked."""
    a_root, a_env = first
    record = json.loads(next(p for p in (a_root / "_build" / "cache" / "actions").glob("*.json")
                             if json.loads(p.read_text())["for"]["unit"] == "lib/stack.sml").read_text())
    stored = server.blob(record["object"])
    data = bytearray(stored.read_bytes())
    data[len(data) // 2] ^= 0xFF
    stored.write_bytes(bytes(data))
    home = Path(a_env["LDRIVER_HOME"])
    root, env = machine(tmp_path, "f", home)
    proc = ldriver(root, env, "--remote-cache", server.url)
    assert proc.returncode == 0, proc.stderr
    (warning,) = warnings(proc)
    assert "does not match its digest" in warning and "lib/stack.sml" in warning
    assert actions(root) == {"lib/stack.sml": "compiled", "util.sml": "fetched", "main.sml": "fetched"}
    assert (root / "_build" / "bin" / "app").read_bytes() == (a_root / "_build" / "bin" / "app").read_bytes()
    # It was uploaded again, but BuildGrid's disk storage keeps the file it
    # has under a digest: each machine meets it, warns and compiles the unit.
    root, env = machine(tmp_path, "g", home)
    proc = ldriver(root, env, "--remote-cache", server.url)
    assert proc.returncode == 0 and len(warnings(proc)) == 1, proc.stderr
    assert actions(root) == {"lib/stack.sml": "compiled", "util.sml": "fetched", "main.sml": "fetched"}
    assert run_app(root) == EXPECTED

