"""The remote unit cache: unit compilations shared between machines through a
Remote Execution API v2 server (REAPI; BuildGrid, Buildbarn, bazel-remote...),
as Bazel and Buck2 share theirs (docs/architecture.md "Separate compilation",
docs/conventions.md "Command line").

    RemoteConfig.parse(url, instance, upload, timeout, execute, execute_timeout) -> RemoteConfig
        raises ValueError for a URL that is not grpc://HOST:PORT
    ldriver.remote.cache.shared_cache(config) -> RemoteCache     (imports grpc)
    ldriver.remote.action      a unit compilation as a self-contained action
    ldriver.remote.worker.serve(...)   `ldriver worker`: a bot of the Remote
                                       Workers API running those actions (imports grpc)

This module imports nothing heavy: grpc and protobuf are imported only when
a build is given a remote cache (`ldriver.remote.cache`, imported only
then), so a no-op build without one never pays for them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

DEFAULT_TIMEOUT = 10.0
"""Seconds one remote call may take before the cache is given up for the
build (a slow server costs at most this once, then units compile locally)."""
DEFAULT_EXECUTE_TIMEOUT = 600.0
"""Seconds one remote execution may take, queued and compiled, before
remote execution is given up for the build (the unit compiles locally)."""


@dataclass(frozen=True, slots=True)
class RemoteConfig:
    """Where the remote cache is and how it is used."""

    url: str
    """As given: `grpc://HOST:PORT`."""
    target: str
    """`HOST:PORT`, what gRPC dials."""
    instance: str = ""
    """The REAPI instance name (the REAPI default: empty)."""
    upload: bool = True
    """Whether units compiled here are uploaded (false: a read-only client)."""
    timeout: float = DEFAULT_TIMEOUT
    execute: bool = False
    """Whether units the cache lacks are compiled by the server's workers
    (`--remote-exec`: Execute, `ldriver.remote.worker`) rather than here."""
    execute_timeout: float = DEFAULT_EXECUTE_TIMEOUT

    @staticmethod
    def parse(url: str, instance: str = "", upload: bool = True, timeout: float = DEFAULT_TIMEOUT,
              execute: bool = False, execute_timeout: float = DEFAULT_EXECUTE_TIMEOUT) -> RemoteConfig:
        match = re.fullmatch(r"grpc://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):(\d{1,5})/?", url)
        if match is None or not 0 < int(match[2]) < 65536:
            raise ValueError(f"expected grpc://HOST:PORT, got {url!r}")
        if timeout <= 0 or execute_timeout <= 0:
            raise ValueError("the remote timeouts must be positive")
        return RemoteConfig(url, f"{match[1]}:{match[2]}", instance, upload, timeout, execute, execute_timeout)


__all__ = ["DEFAULT_EXECUTE_TIMEOUT", "DEFAULT_TIMEOUT", "RemoteConfig"]
