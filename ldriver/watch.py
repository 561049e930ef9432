"""Watch mode: rebuild a project whenever its files change (docs/conventions.md
"Command line", `ldriver watch [PROJECT] [--run]`).

    watch_project(root, rebuild, rerun) -> exit status

`rebuild()` plans and builds the project from scratch (the build itself is
incremental) and returns (number of errors, executable or None). Events come
from **watchdog** under `root`, recursively, except `_build/` and hidden
files; a burst of events (an editor's save, a `git checkout`) is debounced
into one rebuild. Because an observer can drop events (queue overflow, files
edited while a build runs), every quiet period also compares a fingerprint
of the tree (paths, sizes, mtimes of the files that can matter) with the one
the last build saw, and rebuilds on a difference: new, deleted and renamed
files and MLB edits are noticed either way.

After each rebuild one status line is printed: `Success, waiting for
filesystem changes…` or `N errors, waiting for filesystem changes…`. With
`rerun`, a successful build (re)starts the program, first killing one still
running. Ctrl-C stops the observer and the program and returns 0.
"""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

DEBOUNCE_SECONDS = 0.15
RESCAN_SECONDS = 1.0
_RELEVANT_SUFFIXES = (".sml", ".sig", ".fun", ".mlb")
_RELEVANT_NAMES = ("mlb-path-map",)


def fingerprint(root: Path) -> frozenset[tuple[str, int, int]]:
    """(path, size, mtime) of every file under `root` that can change a build."""
    out: set[tuple[str, int, int]] = set()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != "_build" and not d.startswith(".")]
        for name in filenames:
            if name.endswith(_RELEVANT_SUFFIXES) or name in _RELEVANT_NAMES:
                path = os.path.join(dirpath, name)
                try:
                    st = os.stat(path)
                except OSError:
                    continue
                out.add((path, st.st_size, st.st_mtime_ns))
    return frozenset(out)


def _ignored(path: str, root: Path) -> bool:
    try:
        parts = Path(path).relative_to(root).parts
    except ValueError:
        return True
    return not parts or parts[0] == "_build" or any(p.startswith(".") for p in parts)


class _Changes:
    """Set by the observer's thread, waited on by the main loop."""

    def __init__(self) -> None:
        self.event = threading.Event()
        self.last = 0.0

    def touch(self) -> None:
        self.last = time.monotonic()
        self.event.set()


def watch_project(root: Path, rebuild: Callable[[], tuple[int, Path | None]], rerun: bool,
                  status: Callable[[str], None] | None = None) -> int:
    from watchdog.events import FileSystemEvent, FileSystemEventHandler
    from watchdog.observers import Observer

    say = status if status is not None else _print_status
    changes = _Changes()

    class Handler(FileSystemEventHandler):
        def on_any_event(self, event: FileSystemEvent) -> None:
            paths = [str(event.src_path), str(getattr(event, "dest_path", "") or "")]
            if any(p and not _ignored(p, root) for p in paths):
                changes.touch()

    observer = Observer()
    observer.schedule(Handler(), str(root), recursive=True)
    observer.start()
    child: subprocess.Popen[bytes] | None = None
    try:
        while True:
            seen = fingerprint(root)
            errors, exe = rebuild()
            if errors:
                say(f"{errors} error{'s' if errors != 1 else ''}, waiting for filesystem changes…")
            else:
                if rerun and exe is not None:
                    child = _restart(child, exe)
                say("Success, waiting for filesystem changes…")
            while True:
                changes.event.wait(RESCAN_SECONDS)
                if changes.event.is_set():
                    while time.monotonic() - changes.last < DEBOUNCE_SECONDS:
                        time.sleep(DEBOUNCE_SECONDS / 3)
                    changes.event.clear()
                if fingerprint(root) != seen:
                    break
    except KeyboardInterrupt:
        return 0
    finally:
        observer.stop()
        _stop(child)
        observer.join(timeout=2)


def _restart(child: subprocess.Popen[bytes] | None, exe: Path) -> subprocess.Popen[bytes]:
    _stop(child)
    return subprocess.Popen([str(exe)])


def _stop(child: subprocess.Popen[bytes] | None) -> None:
    if child is None or child.poll() is not None:
        return
    child.terminate()
    try:
        child.wait(timeout=2)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def _print_status(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
