"""A BuildGrid REAPI server on loopback, for the remote cache's and remote
execution's tests and benchmarks/remote_cache.py: `tests/remote/cache-only.yml`
(no database) or `tests/remote/execution.yml` (a SQL scheduler over a
PostgreSQL of its own, `start_postgres`) with a free port and a storage
directory of its own (`bgd` of the test extra's buildgrid, beside this
Python)."""
from __future__ import annotations

import glob
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

CONFIG = Path(__file__).parent / "remote" / "cache-only.yml"
EXECUTION_CONFIG = Path(__file__).parent / "remote" / "execution.yml"


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


def postgres_bin() -> Path | None:
    """The directory of PostgreSQL's initdb and pg_ctl (Debian keeps them
    out of PATH, under /usr/lib/postgresql/VERSION/bin), or None."""
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(candidate) / "initdb").exists() and (Path(candidate) / "pg_ctl").exists():
            return Path(candidate)
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb and shutil.which("pg_ctl") else None


@dataclass
class Postgres:
    url: str
    """`postgresql+psycopg2://` (SQLAlchemy 2.1 would pick psycopg 3 for `postgresql://`)."""
    directory: Path
    bin: Path
    as_postgres: list[str]

    def stop(self) -> None:
        """Stop the cluster and remove its files."""
        subprocess.run([*self.as_postgres, str(self.bin / "pg_ctl"), "-D", str(self.directory / "data"),
                        "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(self.directory, ignore_errors=True)


def start_postgres(directory: Path, timeout: float = 60) -> Postgres:
    """A PostgreSQL cluster of its own (trust authentication, user and
    database `bgd`) on a free loopback port, its socket in its own directory,
    with BuildGrid's schema applied (`bgd migrate apply`). As root, the
    cluster runs as the `postgres` user (PostgreSQL refuses root) in a
    directory it owns."""
    pg = postgres_bin()
    if pg is None:
        raise FileNotFoundError("PostgreSQL (initdb, pg_ctl) is not installed")
    as_postgres: list[str] = []
    if os.geteuid() == 0:
        as_postgres = ["runuser", "-u", "postgres", "--"]
        # The test's own directory is private to root: the cluster lives beside it.
        directory = Path(subprocess.run(["mktemp", "-d", "/tmp/ldriver-pg.XXXXXX"], check=True,
                                        capture_output=True, text=True).stdout.strip())
        shutil.chown(directory, "postgres")
    data, sockets = directory / "data", directory / "sockets"
    subprocess.run([*as_postgres, "mkdir", "-p", str(sockets)], check=True)
    subprocess.run([*as_postgres, str(pg / "initdb"), "-A", "trust", "-U", "bgd", "-D", str(data)], check=True,
                   capture_output=True)
    port = free_port()
    subprocess.run([*as_postgres, str(pg / "pg_ctl"), "-D", str(data), "-w", "-t", str(int(timeout)),
                    "-l", str(directory / "postgres.log"),
                    "-o", f"-p {port} -k {sockets} -c listen_addresses=127.0.0.1", "start"], check=True,
                   capture_output=True)
    server = Postgres(f"postgresql+psycopg2://bgd@127.0.0.1:{port}/bgd", directory, pg, as_postgres)
    subprocess.run([*as_postgres, str(pg / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "bgd", "bgd"],
                   check=True, capture_output=True)
    bgd = Path(sys.executable).parent / "bgd"
    subprocess.run([str(bgd), "migrate", "apply", server.url], check=True, capture_output=True)
    return server


def start_server(directory: Path, timeout: float = 120, database: str | None = None) -> Server:
    """Start a server with its files in `directory`; return once it answers.
    With `database` (a `Postgres.url`), the execution server; else cache-only."""
    import grpc

    directory.mkdir(parents=True, exist_ok=True)
    port = free_port()
    store = directory / "store"
    template = EXECUTION_CONFIG if database else CONFIG
    config = directory / template.name
    config.write_text(template.read_text().replace("@PORT@", str(port)).replace("@STORE@", str(store))
                      .replace("@DATABASE@", database or ""))
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
