"""A BuildGrid cache-only REAPI server on loopback, for the remote cache's
tests and benchmarks/remote_cache.py: `tests/remote/cache-only.yml` with a
free port and a storage directory of its own (`bgd` of the test extra's
buildgrid, beside this Python)."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

CONFIG = Path(__file__).parent / "remote" / "cache-only.yml"


@dataclass
class Server:
    url: str
    store: Path
    """The disk storage: blob `H` is `store/cas/objects/H[:2]/H[2:]`."""
    process: subprocess.Popen[bytes]
    log: Path

    def blob(self, digest: str) -> Path:
        return self.store / "cas" / "objects" / digest[:2] / digest[2:]

    def kill(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(directory: Path, timeout: float = 120) -> Server:
    """Start a server with its files in `directory`; return once it answers."""
    import grpc

    directory.mkdir(parents=True, exist_ok=True)
    port = free_port()
    store = directory / "store"
    config = directory / "cache-only.yml"
    config.write_text(CONFIG.read_text().replace("@PORT@", str(port)).replace("@STORE@", str(store)))
    log = directory / "server.log"
    bgd = Path(sys.executable).parent / "bgd"
    with log.open("wb") as out:
        process = subprocess.Popen([str(bgd), "server", "start", str(config)], stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    server = Server(f"grpc://127.0.0.1:{port}", store, process, log)
    deadline = time.monotonic() + timeout
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"bgd exited ({process.returncode}):\n{log.read_text()}")
            try:
                grpc.channel_ready_future(channel).result(timeout=1)
                return server
            except grpc.FutureTimeoutError:
                if time.monotonic() > deadline:
                    server.kill()
                    raise RuntimeError(f"bgd did not answer within {timeout} s:\n{log.read_text()}") from None
