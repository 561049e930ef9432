"""The build store: every file the driver keeps on disk between builds, and
the one way each is written and read back (docs/architecture.md "Separate compilation",
docs/conventions.md "Build directory").

Nothing read from the store is trusted before it is checked:

- **Blobs** (`cache/blobs/DIGEST.SUFFIX`: objects, interfaces) are named by
  the SHA-256 of their bytes. `Store.get_blob` returns the bytes only if they
  have that digest (a bad blob is removed and reported); `Store.put_blob`
  replaces a file whose bytes differ from what it should hold, so a damaged
  blob never survives the compilation that remade it.
- **Records** (action entries, the names cache, the build state, the runtime
  archive's manifest) are JSON objects `{"record": KIND, "format": N, "for":
  IDENTITY, ..., "checksum": SHA}`. Each kind has its own format version
  (`FORMATS`); the identity names what the record was written for (an action
  key and its unit, a source digest, a project), so a record copied or
  swapped onto another name is not believed; the checksum (`seal`) covers
  the rest, so a damaged record that is still JSON of the right shape (a
  name in it changed) is not believed either. `read_record` also takes the
  caller's shape check.
- Any read that fails for any reason (missing, unreadable, a directory in
  the file's place, not UTF-8, not JSON, the wrong kind, format, identity or
  shape, a digest that differs) is a cache miss: the caller rebuilds and
  rewrites the file.

Every write is atomic (a temporary file beside the target, renamed over it)
and first removes a directory standing in the file's place, so a killed
build never leaves a partial file under its final name. `exclusive_lock`
serializes the processes that write one directory, and survives its lock
file being removed (`ldriver clean`) or replaced while it waits.

    write_atomic(path, data), read_file(path) -> bytes | None
    write_packed(path, kind, identity, payload), read_packed(path, kind, identity)
                                                          big records, as marshal data
    seal(body) -> body with its checksum;  unseal(value) -> the body if intact
    read_record(path, kind, identity, valid) -> dict | None
    write_record(path, kind, identity, payload)
    exclusive_lock(path)                                  a context manager
    Store(build_dir): get_blob, put_blob, blob_path, verify_blob, read_record,
        ignored (the damaged files found, relative to the project root, for --explain),
        digests (`Digests`: files' digests by stat, kept by `save`)

Library roots (docs/conventions.md "Command line": `$(SML_LIB)`) hold the
published packages and the runtime archive cache projects copy from:

    library_root() -> Path
        the per-user library root (below `$LDRIVER_HOME`, else
        `$XDG_DATA_HOME/ldriver`, else `~/.local/share/ldriver`), one per
        compiler identity and package format, since packages are only valid
        for the compiler that made them
    stdlib_profile(root, profile) -> "release" | "dev"
        the bundled libraries' profile a build in `profile` uses
    stdlib_dir(root, stdlib) -> Path  where they are: `root`, or `root/dev`
    runtime_cache(root) -> Path     the runtime archives shared under `root`
    mark_used(root)                 at most once an hour
    prune_library_roots(current, keep=KEPT_ROOTS) -> removed roots
        every compiler change makes a new root: the other compilers' roots
        beyond the `keep` most recently used, none used within the last
        hour, are removed
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import marshal
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ldriver.identity import COMPILER_VERSION, abi_digest, compiler_digest

FORMATS = {"action": 3, "names": 3, "state": 3, "runtime": 2, "package": 3, "check": 1, "plan": 1, "digests": 1}
"""Each record kind's format version: bump one when its payload changes
(`package`: a package's manifest, `ldriver.project.package`; `check`: a unit
checked, `ldriver.lsp.frontend`; `plan`: a project's plan and what it was
made from, `ldriver.project.plan_cache`, and `digests`, files' digests by
their stat, `Digests`: packed records)."""
RACY_NS = 2_000_000_000
"""How close to the moment a file's stat was recorded its mtime makes that
stat untrusted: a file modified within the file system's timestamp
granularity (FAT's 2 s at the coarsest) of being read can change again
without its stat changing (git's "racy" rule)."""
KEPT_ROOTS = 3
"""Library roots of other compiler identities kept when a new one is made."""
_USED = ".last-used"
_RECENT_SECONDS = 3600


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def source_digest(data: bytes) -> str:
    """The digest of a source's text as the compiler reads it (undecodable
    bytes replaced): what keys a unit, here and on a remote worker."""
    return digest(data.decode("utf-8", errors="replace").encode())


def remove(path: Path) -> None:
    """Remove whatever is at `path` (a file, a link or a directory tree), if anything."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        with contextlib.suppress(FileNotFoundError, IsADirectoryError):
            path.unlink()


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to a temporary file beside `path`, then rename it into
    place (replacing a directory that stands there)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        replace_file(Path(tmp), path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def replace_file(source: Path, target: Path) -> None:
    """Rename `source` over `target`, removing a directory in its way first."""
    try:
        os.replace(source, target)
    except IsADirectoryError:
        remove(target)
        os.replace(source, target)


def read_file(path: Path) -> bytes | None:
    """The bytes of `path`, or None if it cannot be read as a file."""
    try:
        return path.read_bytes()
    except (OSError, ValueError):
        return None


def read_record(path: Path, kind: str, identity: dict[str, str],
                valid: Callable[[dict[str, Any]], bool] = lambda _: True) -> dict[str, Any] | None:
    """The record at `path` if it is a `kind` record of the current format,
    written for `identity`, and `valid`; else None (missing or bad alike)."""
    data = read_file(path)
    if data is None:
        return None
    try:
        record = json.loads(data.decode("utf-8"))
    except ValueError:
        return None
    record = unseal(record)
    if not (record is not None and record.get("record") == kind and record.get("format") == FORMATS[kind]
            and record.get("for") == identity):
        return None
    try:
        return record if valid(record) else None
    except (KeyError, TypeError, ValueError, AttributeError):  # a shape check that met the wrong shape
        return None


def write_record(path: Path, kind: str, identity: dict[str, str], payload: dict[str, Any]) -> None:
    record = seal({"record": kind, "format": FORMATS[kind], "for": identity, **payload})
    write_atomic(path, json.dumps(record).encode())


def write_packed(path: Path, kind: str, identity: str, payload: Any) -> None:
    """A record too big to be quick as JSON (`read_packed`): `marshal`'s form of
    plain data (tuples, lists, dicts, strings, numbers, None) after the SHA-256
    of those bytes. marshal builds values and runs nothing, and its bytes are
    believed only when they have their digest."""
    data = marshal.dumps((kind, FORMATS[kind], identity, payload))
    write_atomic(path, digest(data).encode() + data)


def read_packed(path: Path, kind: str, identity: str) -> Any:
    """The payload of the packed `kind` record at `path` written for
    `identity` in the current format, or None (missing or bad alike)."""
    raw = read_file(path)
    if raw is None or len(raw) < 64 or digest(raw[64:]).encode() != raw[:64]:
        return None
    try:
        value = marshal.loads(raw[64:])
    except (ValueError, EOFError, TypeError):
        return None
    if not (isinstance(value, tuple) and len(value) == 4 and value[:3] == (kind, FORMATS[kind], identity)):
        return None
    return value[3]


def seal(body: dict[str, Any]) -> dict[str, Any]:
    """`body` (JSON data) with a `checksum` of its canonical serialization."""
    return {**body, "checksum": digest(_canonical(body))}


def unseal(value: Any) -> dict[str, Any] | None:
    """The body of a `seal`ed object, if `value` is one and intact."""
    if not isinstance(value, dict) or not isinstance(value.get("checksum"), str):
        return None
    body = {k: v for k, v in value.items() if k != "checksum"}
    return body if digest(_canonical(body)) == value["checksum"] else None


def _canonical(body: dict[str, Any]) -> bytes:
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode()


@contextlib.contextmanager
def exclusive_lock(path: Path) -> Iterator[None]:
    """Hold an exclusive advisory lock on `path` (created if absent) for the
    duration of the block: concurrent builds of one project, or concurrent
    first publications of the Basis, take turns. The lock is held on the
    file that is at `path` once it is granted: if that file was removed or
    replaced while this process waited (`ldriver clean` removes the whole
    build directory under the lock), it locks the new one."""
    while True:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except IsADirectoryError:
            remove(path)
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            held = os.fstat(fd)
            now = os.stat(path)
            if (held.st_dev, held.st_ino) == (now.st_dev, now.st_ino):
                break
        except FileNotFoundError:
            pass
        os.close(fd)
    try:
        yield
    finally:
        os.close(fd)  # closing releases the lock


Stat = tuple[int, int, int, int]
"""A file's inode, size, mtime and ctime (ns): what tells it changed."""


def stat_of(st: os.stat_result) -> Stat:
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


class Digests:
    """What was read from files, remembered by their stat between runs (a
    packed `digests` record): their SHA-256 (sources, blobs) or the record
    they held (`Store.read_record`), so that a build reads and parses only
    the files that changed (HaMLet's 215 sources are 2.4 MB, and a no-op
    build would otherwise parse 430 JSON records). An entry is believed when
    the file's stat is the one recorded and its mtime is older than the
    moment it was recorded by `RACY_NS`; otherwise the file is read again.
    The stat is taken before the bytes are read, so a write during the read
    shows as a changed stat next time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        known = read_packed(path, "digests", "")
        self.known: dict[str, Any] = known if isinstance(known, dict) else {}
        self.changed = False
        self.used: set[str] = set()

    def _entry(self, name: str) -> tuple[int, str | None, dict[str, Any] | None] | None:
        """The size and what is remembered of file `name`, if still believed."""
        self.used.add(name)
        entry = self.known.get(name)
        if entry is None:
            return None
        try:
            was, sha, record, seen = entry
            st = os.stat(name)
            if stat_of(st) == tuple(was) and st.st_mtime_ns < seen - RACY_NS:
                return st.st_size, sha, record
        except (OSError, TypeError, ValueError):
            pass
        return None

    def __call__(self, path: Path, text: bool = False) -> tuple[str, int, bytes | None]:
        """`path`'s digest and size, and its bytes if they were read (raises
        OSError). With `text`, the digest is of the file's text as the
        compiler reads it (`source_digest`), which a source's keys use."""
        known = self._entry(str(path))
        if known is not None and isinstance(known[1], str) and len(known[1]) == 64 + text:
            return known[1][:64], known[0], None
        seen = time.time_ns()
        with open(path, "rb") as f:
            st = os.fstat(f.fileno())
            data = f.read()
        sha = source_digest(data) if text else digest(data)
        self.known[str(path)] = (stat_of(st), sha + "t" * text, None, seen)  # what it is a digest of
        self.changed = True
        return sha, len(data), data

    def source(self, path: Path) -> tuple[str, int, bytes | None]:
        """`self(path, text=True)`: a source's digest (a `FileDigest`)."""
        return self(path, text=True)

    def record(self, path: Path) -> dict[str, Any] | None:
        """The record remembered as `path`'s content, if still believed."""
        known = self._entry(str(path))
        return known[2] if known is not None and isinstance(known[2], dict) else None

    def remember(self, path: Path, st: os.stat_result, seen: int, record: dict[str, Any]) -> None:
        """`record` was read from `path`, whose stat before the read was `st`, at `seen`."""
        self.known[str(path)] = (stat_of(st), None, record, seen)
        self.changed = True

    def save(self) -> None:
        if self.changed:
            if len(self.known) > 2 * len(self.used) + 1000:
                # Files of earlier builds (records of old keys) pile up: keep this run's.
                self.known = {name: entry for name, entry in self.known.items() if name in self.used}
            write_packed(self.path, "digests", "", self.known)
            self.changed = False


class Store:
    """A build directory's cache: blobs and records, with the files found
    damaged (`ignored`) for `--explain` and `last-build.json`."""

    def __init__(self, build_dir: Path) -> None:
        self.root = build_dir
        self.blobs = build_dir / "cache" / "blobs"
        self.ignored: list[str] = []
        self.digests = Digests(build_dir / "cache" / "digests")
        """Sources' and blobs' digests by stat (saved by `save`)."""

    def save(self) -> None:
        """Keep the digests taken in this run for the next."""
        self.digests.save()

    def ignore(self, path: Path) -> None:
        """Note a damaged file (and remove it: it is rewritten when needed)."""
        remove(path)
        self.ignored.append(os.path.relpath(path, self.root.parent))

    def blob_path(self, blob: str, suffix: str) -> Path:
        return self.blobs / f"{blob}{suffix}"

    def get_blob(self, blob: str, suffix: str) -> bytes | None:
        """The bytes of blob `blob` if present and intact (a damaged one is removed)."""
        path = self.blob_path(blob, suffix)
        data = read_file(path)
        if data is not None and digest(data) == blob:
            return data
        if os.path.lexists(path):
            self.ignore(path)
        return None

    def verify_blob(self, blob: str, suffix: str) -> bool:
        """Whether blob `blob` is present and intact (its digest taken again
        unless its stat is the one it had when it last was: `Digests`); a
        damaged one is removed."""
        path = self.blob_path(blob, suffix)
        try:
            if self.digests(path)[0] == blob:
                return True
        except OSError:
            pass
        if os.path.lexists(path):
            self.ignore(path)
        return False

    def put_blob(self, data: bytes, suffix: str) -> str:
        """Store `data` as a blob; a file already under its name is kept only
        if it holds exactly these bytes."""
        blob = digest(data)
        path = self.blob_path(blob, suffix)
        if read_file(path) != data:
            write_atomic(path, data)
        return blob

    def read_record(self, path: Path, kind: str, identity: dict[str, str],
                    valid: Callable[[dict[str, Any]], bool] = lambda _: True) -> dict[str, Any] | None:
        """`read_record`, noting a present but bad record as ignored; a record
        read before from the file as it still is (`Digests`) is not read again.
        The caller must not change the record it gets."""
        known = self.digests.record(path)
        if (known is not None and known.get("record") == kind and known.get("format") == FORMATS[kind]
                and known.get("for") == identity):
            return known
        seen = time.time_ns()
        try:
            st = os.stat(path)
        except OSError:
            st = None
        record = read_record(path, kind, identity, valid)
        if record is None:
            if os.path.lexists(path):
                self.ignore(path)
        elif st is not None:
            self.digests.remember(path, st, seen, record)
        return record


def library_root() -> Path:
    base = os.environ.get("LDRIVER_HOME")
    if base:
        top = Path(base)
    else:
        data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        top = Path(data) / "ldriver"
    # Keyed by the whole build identity and the package format: a package
    # this ldriver would refuse is never found here (it is rebuilt elsewhere).
    key = hashlib.sha256(f"{compiler_digest()}:{abi_digest()}:{FORMATS['package']}".encode()).hexdigest()
    return top / f"lib-{COMPILER_VERSION}-{key[:16]}"


# A package directory's manifest (ldriver.project.package); the Basis's
# package name in the library root, and where below the root the bundled
# libraries are kept in the dev profile (ldriver.publish).
PACKAGE_MANIFEST = "ldriver-package.json"
BASIS_PACKAGE = "basis"
DEV_STDLIB = "dev"


def stdlib_profile(root: Path, profile: str) -> str:
    """The profile of the bundled libraries (the Basis, mllpt-lib) a build in
    `profile` uses from library root `root`: release, but dev for a dev build
    while the release Basis is not there (`ldriver.publish`). One stat;
    whether the Basis is intact is checked where it is used (`ensure_stdlib`,
    or a kept plan's facts)."""
    if profile == "release" or (root / BASIS_PACKAGE / PACKAGE_MANIFEST).is_file():
        return "release"
    return "dev"


def stdlib_dir(root: Path, stdlib: str) -> Path:
    """Where library root `root` keeps the bundled libraries of profile
    `stdlib` (the `$(SML_LIB)` a build using them sees): the root itself
    for release, `root/dev` for dev."""
    return root if stdlib == "release" else root / DEV_STDLIB


def runtime_cache(root: Path) -> Path:
    """Where library root `root` keeps the runtime archives projects copy
    (a project's first build does not compile the C runtime again)."""
    return root / "runtime"


def mark_used(root: Path) -> None:
    """Record that `root` is in use (its marker's mtime), unless it was
    recorded within the last hour: one stat per build."""
    marker = root / _USED
    try:
        if time.time() - marker.stat().st_mtime < _RECENT_SECONDS:
            return
    except FileNotFoundError:
        pass
    try:
        marker.touch()
    except OSError:
        pass  # a read-only library root: it is just never pruned


def prune_library_roots(current: Path, keep: int = KEPT_ROOTS) -> list[Path]:
    """Remove the other compilers' library roots beside `current`, all but
    the `keep` most recently used, and none used (or made) within the last
    hour: a build of that compiler may be reading it. A root is first
    renamed away, so that a build starting meanwhile finds it missing (and
    publishes it again) rather than half removed. Returns what was removed."""
    now = time.time()
    others = []
    for path in current.parent.glob("lib-*"):
        if path == current or not path.is_dir():
            continue
        marker = path / _USED
        try:
            used = (marker if marker.exists() else path).stat().st_mtime
        except OSError:
            continue
        others.append((used, path))
    others.sort(reverse=True)
    removed = []
    for used, path in others[keep:]:
        if now - used < _RECENT_SECONDS:
            continue
        trash = path.with_name(f".removing-{path.name}-{os.getpid()}")
        try:
            path.rename(trash)
        except OSError:
            continue
        shutil.rmtree(trash, ignore_errors=True)
        removed.append(path)
    return removed


__all__ = ["FORMATS", "KEPT_ROOTS", "RACY_NS", "Digests", "Stat", "Store", "stat_of", "library_root", "mark_used", "prune_library_roots", "runtime_cache", "digest", "exclusive_lock", "read_file", "read_packed", "read_record", "remove",
           "replace_file", "seal", "source_digest", "unseal", "write_atomic", "write_packed", "write_record"]
