"""`ldriver worker`: a bot of the Remote Workers API (v1test2) that runs
unit compilations for a REAPI scheduler (BuildGrid's), as `buildbox-worker`
runs C++ compiles (docs/architecture.md "Remote execution").

    serve(server, cas, bot_id) -> exit code     until SIGINT or SIGTERM

The bot opens a session (CreateBotSession) and long-polls for leases
(UpdateBotSession). For each lease it reads the Action (the lease's
payload), its Command and input root from the CAS, checking every blob
against its digest, writes the input root into a fresh temporary
directory, and compiles the unit there in a child process
(`ldriver.remote.action.run_in`, what `ldriver compile-unit` runs; the child
is forked once, with the compiler's passes imported, before any gRPC
channel exists), sending keepalives meanwhile. It uploads the output files
and reports the ActionResult (exit code, output files, the diagnostics on
stderr) as the lease's result; the scheduler answers the client's Execute
with it and caches it.

An action that is not an ldriver unit compilation, or one this worker's
compiler would key differently, gets exit code 2 and a stderr saying why
(the client then compiles the unit itself). A server that goes away: a
message, then retries with a backoff up to `MAX_BACKOFF` s, a new session
once it answers. SIGINT or SIGTERM: the compilation in progress is
abandoned and its lease given back (status UNAVAILABLE, which the
scheduler retries on another bot), the server told the bot is
terminating, exit 0.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import grpc

from compiler.api import preload
from ldriver.remote import RemoteConfig, reapi
from ldriver.remote.action import COMMAND, Ran, run_in
from ldriver.remote.cache import RemoteCache, blob_of
from ldriver.remote.reapi import messages as pb

POLL = 30.0
"""The deadline of a long poll for work (BuildGrid waits up to 80% of it,
and of its bot-session keepalive timeout)."""
KEEPALIVE = 3.0
"""Seconds between the keepalives sent while a unit compiles."""
TRANSFER_TIMEOUT = 120.0
"""Seconds a CAS call may take."""
MAX_BACKOFF = 30.0
"""The longest wait between attempts to reach a server that went away."""
_UNAVAILABLE = 14  # google.rpc.Code
_ORPHAN_POLL = 1.0
"""How often the compiling child checks that the bot still runs (seconds)."""


class _Stopping(Exception):
    """SIGINT or SIGTERM arrived."""


class _Compiler:
    """A child process that runs actions in their directories, one at a time."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("fork")
        self._start()

    def _start(self) -> None:
        self._conn, child = self._context.Pipe()
        self.process = self._context.Process(target=_compile_loop, args=(child, self._conn, os.getpid()),
                                             name="ldriver-compile", daemon=True)
        self.process.start()
        child.close()

    def run(self, directory: Path, waiting: Callable[[], None]) -> Ran:
        """Run the action in `directory`, calling `waiting` about every second
        meanwhile (it may raise `_Stopping`, which kills the compilation)."""
        self._conn.send(str(directory))
        try:
            while not self._conn.poll(1.0):
                if not self.process.is_alive():
                    break
                waiting()
            else:
                return self._conn.recv()
        except _Stopping:
            self.stop()
            raise
        except EOFError:
            pass
        code = self.process.exitcode
        self.stop()
        self._start()
        return Ran(2, stderr=f"ldriver worker: the compiling process died (exit code {code})\n")

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join()


def _compile_loop(conn: Any, bots_end: Any, bot: int) -> None:
    """The child: run each directory sent, answer with its `Ran`; end with
    the bot (a bot killed outright closes no pipe, so the child looks)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the bot decides when to stop
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    bots_end.close()  # the bot's end, inherited: else its death would not end the pipe
    while True:
        try:
            while not conn.poll(_ORPHAN_POLL):
                if os.getppid() != bot:
                    return
            directory = conn.recv()
        except EOFError:
            return
        try:
            ran = run_in(Path(directory))
        except Exception as exc:  # an internal compiler error: the client compiles the unit itself
            where = traceback.extract_tb(exc.__traceback__)[-1]
            ran = Ran(2, stderr=f"internal error: {type(exc).__name__}: {exc} "
                                f"(at {Path(where.filename).name}:{where.lineno})\n")
        conn.send(ran)


class _Bot:
    def __init__(self, server: RemoteConfig, cas: RemoteConfig, bot_id: str, compiler: _Compiler) -> None:
        self.server = server
        self.bot_id = bot_id
        self.compiler = compiler
        self.stop = threading.Event()
        self.cas = RemoteCache(cas)
        self.channel = grpc.insecure_channel(server.target)
        self.session: Any = None
        self.last_update = 0.0

    def say(self, message: str) -> None:
        print(f"ldriver worker: {message}", file=sys.stderr, flush=True)

    def serve(self) -> int:
        backoff = 1.0
        while not self.stop.is_set():
            try:
                self._sync()
                backoff = 1.0
                for lease in self.session.leases:
                    if lease.state in (reapi.LEASE_PENDING, reapi.LEASE_ACTIVE) and not lease.HasField("result"):
                        self._work(lease)
            except _Stopping:
                break
            except grpc.RpcError as exc:
                code = exc.code() if isinstance(exc, grpc.Call) else None
                if code == grpc.StatusCode.DEADLINE_EXCEEDED:
                    continue  # a long poll that found no work
                if code in (grpc.StatusCode.NOT_FOUND, grpc.StatusCode.INVALID_ARGUMENT) and self.session is not None:
                    self.say(f"the server forgot bot session {self.session.name} ({exc.details()}); opening another")
                    self.session = None
                    continue
                details = (exc.details() if isinstance(exc, grpc.Call) else str(exc)) or ""
                name = code.name if code is not None else type(exc).__name__
                self.say(f"server {self.server.url} unreachable ({name}: {details.splitlines()[0] if details else ''}); "
                         f"retrying in {backoff:g} s")
                self.session = None
                if self.stop.wait(backoff):
                    break
                backoff = min(backoff * 2, MAX_BACKOFF)
        self._terminate()
        self.say("stopped")
        return 0

    def _call(self, method: str, request: Any, timeout: float, interruptible: bool = True) -> Any:
        """A Bots call the signal handlers can interrupt (unless not `interruptible`)."""
        call = self.channel.unary_unary(method, request_serializer=lambda m: m.SerializeToString(),
                                        response_deserializer=pb.BotSession.FromString)
        future = call.future(request, timeout=timeout)
        while True:
            if interruptible and self.stop.is_set():
                future.cancel()
                raise _Stopping
            try:
                return future.result(timeout=0.5)
            except grpc.FutureTimeoutError:
                continue

    def _sync(self, timeout: float = POLL) -> None:
        """Open the session, or report its leases and wait for work."""
        if self.session is None:
            self.session = self._call(reapi.CREATE_BOT_SESSION, pb.CreateBotSessionRequest(
                parent=self.server.instance, bot_session=pb.BotSession(bot_id=self.bot_id, status=reapi.BOT_OK)),
                timeout)
            self.say(f"bot {self.bot_id} serving {self.server.url} (session {self.session.name}, "
                     f"compiling in process {self.compiler.process.pid})")
        else:
            self.session = self._call(reapi.UPDATE_BOT_SESSION, pb.UpdateBotSessionRequest(
                name=self.session.name, bot_session=self.session), timeout)
        self.last_update = time.monotonic()

    def _keepalive(self) -> None:
        """Tell the server, now and then, that the lease being worked on is alive."""
        if time.monotonic() - self.last_update >= KEEPALIVE:
            self._sync(timeout=self.server.timeout)

    def _work(self, lease: Any) -> None:
        lease.state = reapi.LEASE_ACTIVE
        started = time.monotonic()
        self.say(f"working on lease {lease.id}")
        try:
            result, what = self._execute(lease)
        except _Unrunnable as exc:
            result, what = pb.ActionResult(exit_code=2, stderr_raw=f"ldriver worker: {exc}\n".encode()), str(exc)
        # The session may have been replaced by keepalives: report on its copy of the lease.
        for current in self.session.leases:
            if current.id == lease.id:
                current.state = reapi.LEASE_COMPLETED
                current.status.CopyFrom(pb.Status(code=0))
                current.result.CopyFrom(pb.Any(type_url=reapi.ACTION_RESULT_TYPE_URL,
                                               value=result.SerializeToString()))
        # The next long poll reports it.
        self.say(f"{what} ({time.monotonic() - started:.2f} s)")

    def _execute(self, lease: Any) -> tuple[Any, str]:
        """Run the lease's action: its ActionResult, and what happened in words."""
        if lease.payload.type_url != reapi.ACTION_TYPE_URL:
            raise _Unrunnable(f"lease {lease.id} carries a {lease.payload.type_url or 'missing'} payload, not an Action")
        action = pb.Action.FromString(lease.payload.value)
        found = self._read([action.command_digest, action.input_root_digest])
        command = pb.Command.FromString(found[0])
        root = pb.Directory.FromString(found[1])
        if tuple(command.arguments) != COMMAND:
            raise _Unrunnable(f"not an ldriver unit compilation: {' '.join(command.arguments)!r}")
        data = self._read([f.digest for f in root.files])
        with tempfile.TemporaryDirectory(prefix="ldriver-action-") as directory:
            path = Path(directory)
            for node, content in zip(root.files, data):
                if "/" in node.name or node.name in ("", ".", ".."):
                    raise _Unrunnable(f"input file name {node.name!r} is not a plain name")
                (path / node.name).write_bytes(content)
            ran = self.compiler.run(path, self._keepalive)
            outputs = {name: (path / name).read_bytes() for name in command.output_paths
                       if (path / name).is_file()}
        blobs = {name: blob_of(content) for name, content in outputs.items()}
        self.cas.write_blobs(list(blobs.values()))
        result = pb.ActionResult(exit_code=ran.exit_code, stderr_raw=ran.stderr.encode(), output_files=[
            pb.OutputFile(path=name, digest=b.digest) for name, b in blobs.items()])
        what = {0: f"compiled {ran.unit}", 1: f"{ran.unit} has errors"}.get(
            ran.exit_code, f"could not run an action: {ran.stderr.strip()}")
        return result, what

    def _read(self, digests: list[Any]) -> list[bytes]:
        """The blobs `digests` from the CAS, checked, in order."""
        found = self.cas.read_blobs(digests)
        out = []
        for d in digests:
            data = found.get(d.hash)
            if data is None or blob_of(data).digest != d:
                raise _Unrunnable(f"blob {d.hash}/{d.size_bytes} is missing from the CAS or damaged")
            out.append(data)
        return out

    def _terminate(self) -> None:
        """Tell the server this bot is going away, giving back the lease it
        was working on (UNAVAILABLE: BuildGrid gives it to another bot)."""
        self.compiler.stop()
        if self.session is None:
            return
        for lease in self.session.leases:
            if lease.state in (reapi.LEASE_PENDING, reapi.LEASE_ACTIVE) and not lease.HasField("result"):
                # A status the scheduler retries: the lease goes to another bot now.
                lease.state = reapi.LEASE_COMPLETED
                lease.status.CopyFrom(pb.Status(code=_UNAVAILABLE, message="ldriver worker stopped"))
        self.session.status = reapi.BOT_TERMINATING
        try:
            self._call(reapi.UPDATE_BOT_SESSION, pb.UpdateBotSessionRequest(
                name=self.session.name, bot_session=self.session), self.server.timeout, interruptible=False)
        except grpc.RpcError:
            pass  # the server will expire the session


class _Unrunnable(Exception):
    """An action this worker cannot run: reported with exit code 2."""


def serve(server: RemoteConfig, cas: RemoteConfig, bot_id: str) -> int:
    """Serve `server`'s scheduler as bot `bot_id`, its blobs in `cas`, until
    SIGINT or SIGTERM; the exit code."""
    preload()  # the passes, imported once, before the compiling child is forked
    compiler = _Compiler()  # before any gRPC channel (gRPC is not fork-safe)
    bot = _Bot(server, replace(cas, timeout=TRANSFER_TIMEOUT), bot_id, compiler)

    def stop(signum: int, frame: object) -> None:
        bot.stop.set()
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    return bot.serve()


__all__ = ["serve"]
