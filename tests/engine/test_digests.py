"""What the store remembers of files by their stat (`ldriver.engine.store.Digests`):
a file is not read again while its stat is the one recorded and old enough
(the racy rule), is read again on any change of inode, size, mtime or
ctime, and a damaged index is a miss, never an error. Also the records read
through it (`Store.read_record`) and a no-op build, which reads and writes
no record."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from ldriver.engine import store
from ldriver.engine.store import Digests, Store, digest, write_record


def backdate(path: Path, seconds: int = 60) -> None:
    old = time.time_ns() - seconds * 10**9
    os.utime(path, ns=(old, old))


def recorded(tmp_path: Path) -> tuple[Path, Path]:
    """A source older than the racy window and an index that has recorded it."""
    src = tmp_path / "a.sml"
    src.write_bytes(b"val x = 1\n")
    backdate(src)
    index = tmp_path / "digests"
    d = Digests(index)
    d(src)
    d.save()
    return src, index


def test_an_unchanged_file_is_not_read_again(tmp_path: Path) -> None:
    src = tmp_path / "a.sml"
    src.write_bytes(b"val x = 1\n")
    backdate(src)
    index = tmp_path / "digests"
    first = Digests(index)
    assert first(src) == (digest(b"val x = 1\n"), 10, b"val x = 1\n")
    first.save()
    again = Digests(index)
    assert again(src) == (digest(b"val x = 1\n"), 10, None)  # from the index: not read
    assert not again.changed


def test_a_file_read_within_the_racy_window_is_read_again(tmp_path: Path) -> None:
    src = tmp_path / "a.sml"
    src.write_bytes(b"val x = 1\n")  # mtime now: as old as the recording
    index = tmp_path / "digests"
    first = Digests(index)
    first(src)
    first.save()
    assert Digests(index)(src)[2] == b"val x = 1\n"


def test_every_change_is_seen(tmp_path: Path) -> None:
    src, index = recorded(tmp_path)
    # touched, the same bytes: read again, the same digest
    os.utime(src)
    backdate(src, 30)
    d = Digests(index)
    assert d(src) == (digest(b"val x = 1\n"), 10, b"val x = 1\n")
    d.save()
    # the same size, the mtime put back: the ctime tells
    before = os.stat(src)
    src.write_bytes(b"val x = 2\n")
    os.utime(src, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert Digests(index)(src) == (digest(b"val x = 2\n"), 10, b"val x = 2\n")


@pytest.mark.parametrize("damage", [b"", b"x" * 9, None, "directory"])
def test_a_damaged_index_is_a_miss(tmp_path: Path, damage: bytes | str | None) -> None:
    src, index = recorded(tmp_path)
    if damage is None:  # a byte flipped
        data = bytearray(index.read_bytes())
        data[len(data) // 2] ^= 1
        index.write_bytes(bytes(data))
    elif damage == "directory":
        index.unlink()
        index.mkdir()
    else:
        index.write_bytes(damage)  # type: ignore[arg-type]
    d = Digests(index)
    assert d(src) == (digest(b"val x = 1\n"), 10, b"val x = 1\n")
    d.save()
    assert Digests(index)(src)[2] is None


def test_records_are_read_once_and_a_changed_one_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "cache" / "names" / "k.json"
    write_record(path, "names", {"key": "k"}, {"defines": None, "mentions": ["A"]})
    backdate(path)
    first = Store(tmp_path)
    assert first.read_record(path, "names", {"key": "k"})["mentions"] == ["A"]
    first.save()
    reads: list[Path] = []
    real = store.read_record
    monkeypatch.setattr(store, "read_record", lambda p, *a: reads.append(p) or real(p, *a))
    again = Store(tmp_path)
    assert again.read_record(path, "names", {"key": "k"})["mentions"] == ["A"]
    assert reads == []
    # not believed for another identity
    assert again.read_record(path, "names", {"key": "other"}) is None
    assert reads == [path] and again.ignored == [os.path.relpath(path, tmp_path.parent)]
    # damaged on disk: read again and refused
    write_record(path, "names", {"key": "k"}, {"defines": None, "mentions": ["A"]})
    record = json.loads(path.read_text())
    record["mentions"] = ["B"]  # the checksum no longer matches
    path.write_text(json.dumps(record))
    assert Store(tmp_path).read_record(path, "names", {"key": "k"}) is None


def test_a_noop_build_reads_no_source_and_writes_no_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from compiler.api import Settings
    from ldriver.engine.build import BuildRequest, build
    from ldriver.engine.store import library_root, runtime_cache
    from ldriver.project import graph
    from ldriver.project.plan import plan_project
    from ldriver.publish import default_path_vars

    (tmp_path / "p.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nb.sml\n")
    (tmp_path / "a.sml").write_text("structure A = struct val x = 40 end\n")
    (tmp_path / "b.sml").write_text('val () = print (Int.toString (A.x + 2) ^ "\\n")\n')

    def run() -> list[str]:
        request = BuildRequest(plan_project(tmp_path / "p.mlb", default_path_vars()), settings=Settings(),
                               runtime_cache=runtime_cache(library_root()))
        outcome = build(request)
        assert outcome.ok
        return [r.action for r in outcome.units if r.reason != "prebuilt"]

    assert run() == ["compiled", "compiled"]
    for path in [*tmp_path.glob("*.sml"), *(tmp_path / "_build").rglob("*")]:
        if path.is_file():
            backdate(path)
    assert run() == ["reused", "reused"]  # reads and records what it finds, now old enough to be believed
    state = os.stat(tmp_path / "_build" / "state.json")
    read: list[Path] = []
    real = graph.read_source
    monkeypatch.setattr(graph, "read_source", lambda path, *a: read.append(path) or real(path, *a))
    assert run() == ["reused", "reused"]
    assert read == []
    assert os.stat(tmp_path / "_build" / "state.json").st_mtime_ns == state.st_mtime_ns
    # a comment added to one source: only that one is read
    (tmp_path / "a.sml").write_text("structure A = struct val x = 40 end\n(* a comment *)\n")
    assert run() == ["compiled", "reused"]
    assert read == [(tmp_path / "a.sml").resolve()]
