"""What a plan is made from: every file-system fact and path variable that
planning consulted, recorded while it plans, so that a cached plan
(`ldriver.project.plan_cache`) is used only while every one still holds.

    with recording() as inputs: ...plan...      inputs.complete, inputs.facts()
    with paused(): ...                          reads that are no plan's facts
    read(path) -> bytes        a file whose bytes planning uses (recorded: its content)
    note_kind(path)            a path whose existence, type and real location planning uses
    note_listing(directory, suffixes)   a directory whose entries (of those kinds) planning uses
    RecordingVars(path_vars)   path variables, each one looked up recorded
    changed(inputs, path_vars) -> (stale, refreshed)   whether recorded facts still hold

Three kinds of facts:

- **content**: the file's bytes mattered (MLB files, package manifests and
  files, sources scanned for module names). Recorded as its stat (inode,
  size, mtime and ctime in ns) and its SHA-256. It holds if the stat is the
  same and the mtime is older than the record minus `RACY_NS` (a file
  modified within the file system's timestamp granularity of being read
  could change again without its stat changing: git's "racy" rule), or else
  if the bytes still have that digest.
- **kind**: only what is at a path mattered (a file, a directory, nothing),
  and where it really is (symbolic links resolved): a source file an MLB file
  names, whose text the plan does not depend on.
- **listing**: a directory's entries of some kinds (a directory project's
  sources, or its one `.mlb`).

Nothing is recorded when no recording is active: planning outside a cache
costs one list check per fact.
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ldriver.engine.store import RACY_NS, Stat, stat_of as _stat

Kind = tuple[str, str]
"""What is at a path (`f` file, `d` directory, `o` other, `-` nothing) and its real path."""


@dataclass(slots=True)
class Inputs:
    started: int = field(default_factory=time.time_ns)
    """When recording began (before any fact was read): the racy rule's reference."""
    contents: dict[str, tuple[Stat, str]] = field(default_factory=dict)
    kinds: dict[str, Kind] = field(default_factory=dict)
    listings: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    """Each directory: the suffixes of the names that matter, those names."""
    variables: dict[str, str | None] = field(default_factory=dict)
    complete: bool = True
    """False once planning did something the facts cannot describe."""


_active: list[Inputs] = []


@contextlib.contextmanager
def recording() -> Iterator[Inputs]:
    inputs = Inputs()
    _active.append(inputs)
    try:
        yield inputs
    finally:
        _active.remove(inputs)


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """Nothing read meanwhile is a fact of the plans being recorded (the
    Basis published while a project that names it is planned)."""
    saved = _active[:]
    _active.clear()
    try:
        yield
    finally:
        _active[:] = saved


def read(path: Path) -> bytes:
    """The bytes of `path` (raises OSError), recorded as a content fact."""
    if not _active:
        return path.read_bytes()
    with open(path, "rb") as f:
        st = os.fstat(f.fileno())  # before reading: a later write changes it
        data = f.read()
    fact = (_stat(st), hashlib.sha256(data).hexdigest())
    for inputs in _active:
        inputs.contents[str(path)] = fact
    return data


def kind(path: str, real_dirs: dict[str, str] | None = None) -> Kind:
    """What is at `path`, and its real path (`real_dirs`: real paths of
    directories found so far, a cache for one check)."""
    try:
        mode = os.stat(path).st_mode
        link = stat.S_ISLNK(os.lstat(path).st_mode)
    except OSError:
        return ("-", "") if not os.path.lexists(path) else ("o", "")
    what = "f" if stat.S_ISREG(mode) else "d" if stat.S_ISDIR(mode) else "o"
    parent, name = os.path.split(path)  # not normalized: `..` after a link is the link's
    if link or real_dirs is None or name in ("", ".", ".."):
        return (what, os.path.realpath(path))
    real = real_dirs.get(parent)
    if real is None:
        real = real_dirs[parent] = os.path.realpath(parent)
    return (what, os.path.join(real, name))


def note_kind(path: Path) -> None:
    if _active:
        fact = kind(str(path))
        for inputs in _active:
            inputs.kinds[str(path)] = fact


def listing(directory: str, suffixes: tuple[str, ...]) -> tuple[str, ...]:
    try:
        return tuple(sorted(name for name in os.listdir(directory) if name.endswith(suffixes)))
    except OSError:
        return ("\0unreadable",)


def note_listing(directory: Path, suffixes: tuple[str, ...]) -> None:
    """Planning uses the names in `directory` that end in one of `suffixes`."""
    if _active:
        names = listing(str(directory), suffixes)
        for inputs in _active:
            inputs.listings[str(directory)] = (suffixes, names)


def recording_active() -> bool:
    return bool(_active)


def incomplete() -> None:
    """Planning did something its facts cannot describe: do not cache it."""
    for inputs in _active:
        inputs.complete = False


class RecordingVars(Mapping[str, str]):
    """`path_vars`, each variable looked up (present or not) recorded."""

    def __init__(self, path_vars: Mapping[str, str]) -> None:
        self.path_vars = path_vars

    def _note(self, name: str) -> str | None:
        value = self.path_vars.get(name)
        for inputs in _active:
            inputs.variables[name] = value
        return value

    def __getitem__(self, name: str) -> str:
        value = self._note(name)
        if value is None:
            raise KeyError(name)
        return value

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._note(name) is not None

    def __iter__(self) -> Iterator[str]:
        incomplete()  # every variable's name: nothing to record it by
        return iter(self.path_vars)

    def __len__(self) -> int:
        incomplete()
        return len(self.path_vars)


def changed(inputs: Inputs, path_vars: Mapping[str, str]) -> tuple[bool, Inputs | None]:
    """Whether a recorded fact no longer holds (`stale`); and, when they all
    hold but some content fact only by its digest (its stat changed, or the
    racy rule said to read it), the facts with those stats taken again, to
    record instead (the next check is then cheaper)."""
    started = time.time_ns()
    if any(path_vars.get(name) != value for name, value in inputs.variables.items()):
        return True, None
    if any(listing(d, suffixes) != names for d, (suffixes, names) in inputs.listings.items()):
        return True, None
    real_dirs: dict[str, str] = {}
    if any(kind(p, real_dirs) != fact for p, fact in inputs.kinds.items()):
        return True, None
    racy_after = inputs.started - RACY_NS
    refreshed: dict[str, tuple[Stat, str]] = {}
    for path, (was, sha) in inputs.contents.items():
        try:
            if _stat(os.stat(path)) == was and was[2] < racy_after:
                continue
            with open(path, "rb") as f:
                now = _stat(os.fstat(f.fileno()))  # before reading, as `read` records it
                data = f.read()
        except OSError:
            return True, None
        if hashlib.sha256(data).hexdigest() != sha:
            return True, None
        refreshed[path] = (now, sha)
    if not refreshed:
        return False, None
    return False, Inputs(started, {**inputs.contents, **refreshed}, inputs.kinds, inputs.listings, inputs.variables)
