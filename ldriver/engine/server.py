"""The compile server: a process per user and compiler that keeps the
compiler imported and the interfaces it has decoded, for the compilations a
build runs in its own process (docs/architecture.md "The compile server").

    compile_nearby(unit, settings) -> (UnitOutput, process)   compile_unit, in the server when one answers
    names_nearby(source) -> UnitNames              unit_names, likewise (CompileError as it raises)
    python -m ldriver.engine.server SOCKET         the server itself (started by the first client)

A build that compiles one unit (an edit whose interface is unchanged) spent
most of its time importing the compiler: the front end's node classes, the
passes, llvmlite (about 0.15 s of a 0.4 s rebuild of HaMLet after a one-file
edit). The server pays that once. Builds that compile many units use their
worker pool as before (`ldriver.engine.build`), and so does a build while no
server answers: the first client that finds none starts one in the
background and compiles in its own process, as every later call of that
process does; the server is there for the next build.

Protocol: one request per connection on a Unix socket, a length-prefixed
pickle of (kind, arguments) answered by one of ("ok", value), ("user-error",
Diagnostic: the call raised `CompileError`) or ("failed", text: anything
else). Pickles are exchanged only with the same user's processes: the socket
lives in a directory of the temporary directory that must be the user's own
and closed to others (checked before every use). The socket's name digests
the compiler's identity (`ldriver.identity.compiler_digest`), this protocol's
version and the Python environment, so a changed compiler or another
environment never talks to an old server. The server holds a lock on a file
beside its socket for its whole life: a second server started meanwhile sees
it and leaves, and a server starting removes the files of servers whose
lock nobody holds (killed, or of another compiler). It ends after `IDLE_SECONDS` without a request, or when its
socket file is no longer the one it made. Any failure to reach it, and a
failure inside it, make the call run in the client's process (which then
reports an internal error as usual). `LDRIVER_SERVER=0` turns it off.
"""
from __future__ import annotations

import fcntl
import hashlib
import os
import pickle
import signal
import socket
import stat
import struct
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from compiler.api import (
    CompileError, Settings, SourceFile, UnitInput, UnitNames, UnitOutput, compile_unit, preload, unit_names,
)
from ldriver.identity import compiler_digest

PROTOCOL = 1
IDLE_SECONDS = 600.0
CALL_TIMEOUT = 600.0
"""How long a client waits for an answer (the server compiles one request
at a time, so this covers another client's compilation too)."""
_HEADER = struct.Struct("!Q")

_unavailable = False
"""Set once this process found no server: it does not ask again (a cold
build would otherwise wait on a server still starting, or start many)."""


def compile_nearby(unit: UnitInput, settings: Settings) -> tuple[UnitOutput, str]:
    """`compile_unit(unit, settings)`, by the compile server when one answers,
    and which process compiled it (`server` or `driver`)."""
    if not settings.dump:  # dumps are written by the compiling process
        answer = _ask("compile", (unit, settings))
        if answer is not None and isinstance(answer[1], UnitOutput):
            return answer[1], "server"
    return compile_unit(unit, settings), "driver"


def names_nearby(source: SourceFile) -> UnitNames:
    """`unit_names(source)`, by the compile server when one answers; raises
    `CompileError` as `unit_names` does."""
    answer = _ask("names", source)
    if answer is not None:
        status, value = answer
        if status == "user-error":
            raise CompileError(value)
        if isinstance(value, UnitNames):
            return value
    return unit_names(source)


def _ask(kind: str, arguments: object) -> tuple[str, Any] | None:
    """The server's ("ok" | "user-error", value) for one request, or None (no
    server, or it failed: the caller computes the value itself)."""
    global _unavailable
    if _unavailable or os.environ.get("LDRIVER_SERVER") == "0":
        return None
    path = socket_path()
    if path is None:
        _unavailable = True
        return None
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        with connection:
            connection.settimeout(CALL_TIMEOUT)
            try:
                connection.connect(str(path))
            except OSError:
                _unavailable = True
                _start(path)
                return None
            _send(connection, (kind, arguments))
            status, value = _receive(connection)
    except (OSError, EOFError, pickle.PickleError, ValueError, TypeError, AttributeError):
        return None
    return (status, value) if status in ("ok", "user-error") else None


def socket_path() -> Path | None:
    """Where this compiler's server listens, or None if the directory for it
    cannot be made safe (not the user's own, or open to others)."""
    directory = Path(tempfile.gettempdir()) / f"ldriver-{os.getuid()}"
    try:
        directory.mkdir(mode=0o700, exist_ok=True)
        info = directory.lstat()
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o077:
        return None
    python = f"{sys.prefix}\0{os.path.realpath(sys.executable)}"  # the environment, however invoked
    identity = hashlib.sha256(f"{PROTOCOL}\0{compiler_digest()}\0{python}".encode()).hexdigest()
    return directory / f"{identity[:24]}.sock"


def _start(path: Path) -> None:
    """Start a server for `path` in the background (in a session of its own,
    so that a terminal's Ctrl-C meant for the build does not reach it)."""
    try:
        with open(path.with_suffix(".log"), "wb") as log:
            subprocess.Popen([sys.executable, "-m", "ldriver.engine.server", str(path)], cwd="/",
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log,
                             start_new_session=True, close_fds=True)
    except OSError:
        pass


def _send(connection: socket.socket, message: object) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    connection.sendall(_HEADER.pack(len(data)) + data)


def _receive(connection: socket.socket) -> Any:
    (size,) = _HEADER.unpack(_read_exactly(connection, _HEADER.size))
    return pickle.loads(_read_exactly(connection, size))


def _read_exactly(connection: socket.socket, size: int) -> bytes:
    chunks: list[bytes] = []
    while size:
        chunk = connection.recv(min(size, 1 << 20))
        if not chunk:
            raise EOFError("the connection closed early")
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def serve(path: Path) -> None:
    """Answer requests on `path` until idle for `IDLE_SECONDS`, or until the
    socket file there is another's; returns at once if a server already runs."""
    lock = os.open(path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return  # another server holds it
    _remove_dead_servers(path.parent)
    preload()
    path.unlink(missing_ok=True)  # a dead server's
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(16)
    made = path.stat().st_ino
    listener.settimeout(IDLE_SECONDS)
    try:
        while True:
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                return
            with connection:
                connection.settimeout(CALL_TIMEOUT)
                _answer(connection)
            if not _still(path, made):
                return
    finally:
        if _still(path, made):
            path.unlink()


def _answer(connection: socket.socket) -> None:
    try:
        kind, arguments = _receive(connection)
    except (OSError, EOFError, pickle.PickleError, ValueError, TypeError, AttributeError):
        return
    reply: tuple[str, object]
    try:
        if kind == "compile":
            reply = ("ok", compile_unit(*arguments))
        elif kind == "names":
            reply = ("ok", unit_names(arguments))
        else:
            reply = ("failed", f"unknown request {kind!r}")
    except CompileError as exc:
        reply = ("user-error", exc.diagnostic)
    except Exception as exc:  # the client compiles again itself and reports it
        reply = ("failed", f"{type(exc).__name__}: {exc}")
    try:
        _send(connection, reply)
    except OSError:
        pass  # the client left


def _leave(signum: int, frame: object) -> None:
    raise SystemExit(0)


def _remove_dead_servers(directory: Path) -> None:
    """Remove the files of servers that ended without removing them (killed,
    or of a compiler no longer used): those whose lock nobody holds."""
    for lock_path in directory.glob("*.lock"):
        try:
            other = os.open(lock_path, os.O_RDWR)
        except OSError:
            continue
        try:
            fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            continue  # alive (or this server's own lock)
        finally:
            os.close(other)
        for suffix in (".sock", ".log", ".lock"):
            lock_path.with_suffix(suffix).unlink(missing_ok=True)


def _still(path: Path, inode: int) -> bool:
    try:
        return path.stat().st_ino == inode
    except OSError:
        return False


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, _leave)  # so that the socket file goes too
    serve(Path(sys.argv[1]))
