"""The build store under fault injection (`ldriver.engine.store`): every kind of
file under `_build/` and in a library root truncated, flipped, swapped with
another of its kind or replaced by a directory, one file at a time and all
at once; then a build gives the executable a clean build gives, never an
internal error. Also `clean` under the build lock, `--jobs` capped, `-o`
refusals, and the store's own reads and writes in process."""
from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from ldriver.engine import store

SHAPES = """structure Shapes = struct
  datatype shape = Circle of int | Rect of int * int
  fun area (Circle r) = 3 * r * r
    | area (Rect (w, h)) = w * h
end
"""
MAIN = """val () = print (Int.toString (Shapes.area (Shapes.Rect (6, 7))) ^ "\\n")
val () = print (Int.toString (Shapes.area (Shapes.Circle 2)) ^ "\\n")
"""
EXPECTED = "42\n12\n"


def ldriver(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=600, env=env)


def run_app(root: Path) -> str:
    return subprocess.run([str(root / "_build" / "bin" / "app")], capture_output=True, text=True,
                          timeout=60).stdout


def build_checked(root: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    proc = ldriver("build", "app.mlb", "--jobs", "1", cwd=root, env=env)
    assert "internal error" not in proc.stderr, proc.stderr
    return proc


# -- damage ------------------------------------------------------------------------------

def _truncate(size: int) -> Callable[[Path, list[Path]], None]:
    def damage(path: Path, _: list[Path]) -> None:
        os.truncate(path, size)
    return damage


def _flip(path: Path, _: list[Path]) -> None:
    data = bytearray(path.read_bytes() or b"\0")
    data[len(data) // 2] ^= 0x5A
    path.write_bytes(bytes(data))


def _swap(path: Path, peers: list[Path]) -> None:
    """Exchange `path` with another file of its kind (same directory and suffix)."""
    others = [p for p in peers if p != path and p.parent == path.parent and p.suffix == path.suffix]
    if not others:
        return
    other = others[0]
    tmp = path.with_name(path.name + ".swap")
    os.rename(path, tmp)
    os.rename(other, path)
    os.rename(tmp, other)


def _directory(path: Path, _: list[Path]) -> None:
    path.unlink()
    path.mkdir()
    (path / "inside").write_text("a directory where a file was\n")


DAMAGES: dict[str, Callable[[Path, list[Path]], None]] = {
    "empty": _truncate(0), "nine-bytes": _truncate(9), "flipped": _flip, "swapped": _swap,
    "directory": _directory,
}


def files_under(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink())


# -- the project's build directory ---------------------------------------------------------

@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A built project and a copy of its `_build/` (`_build.saved`)."""
    root = tmp_path_factory.mktemp("store")
    (root / "shapes.sml").write_text(SHAPES)
    (root / "main.sml").write_text(MAIN)
    (root / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nshapes.sml\nmain.sml\n")
    assert build_checked(root).returncode == 0
    assert run_app(root) == EXPECTED
    shutil.copytree(root / "_build", root / "_build.saved", symlinks=True)
    return root


def restore(root: Path) -> None:
    shutil.rmtree(root / "_build", ignore_errors=True)
    shutil.copytree(root / "_build.saved", root / "_build", symlinks=True)


def test_every_kind_of_build_file_is_present(pristine: Path) -> None:
    kinds = {str(p.relative_to(pristine / "_build").parent) + "/*" + p.suffix
             for p in files_under(pristine / "_build")}
    assert kinds == {"./*", "./*.json", "bin/*", "log/*.json", "cache/actions/*.json", "cache/names/*.json",
                     "cache/plan/*", "cache/*", "cache/blobs/*.o", "cache/blobs/*.iface", "runtime/*.a", "runtime/*.json"}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_one_damaged_build_file_at_a_time(pristine: Path, damage: str) -> None:
    for name in [p.relative_to(pristine) for p in files_under(pristine / "_build.saved")]:
        restore(pristine)
        target = pristine / "_build" / Path(*name.parts[1:])
        DAMAGES[damage](target, files_under(pristine / "_build"))
        proc = build_checked(pristine)
        assert proc.returncode == 0, (name, proc.stderr)
        assert run_app(pristine) == EXPECTED, name


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_every_build_file_damaged_at_once(pristine: Path, damage: str) -> None:
    restore(pristine)
    files = files_under(pristine / "_build")
    done: set[Path] = set()
    for path in files:
        if path not in done:
            before = set(files_under(pristine / "_build"))
            DAMAGES[damage](path, [f for f in files if f not in done])
            done.add(path)
            if damage == "swapped":  # its partner is damaged too
                done |= {f for f in files if f.parent == path.parent and f.suffix == path.suffix} & before
    proc = build_checked(pristine)
    assert proc.returncode == 0, proc.stderr
    assert run_app(pristine) == EXPECTED
    proc = build_checked(pristine)  # and the store is whole again
    assert proc.returncode == 0
    log = json.loads((pristine / "_build" / "log" / "last-build.json").read_text())
    assert not log["linked"] and not log["ignored"]
    assert all(u["action"] == "reused" for u in log["units"])


def test_recompiled_object_replaces_a_damaged_blob_of_its_name(pristine: Path) -> None:
    """The probe's case: the object flipped and its action entry unreadable.
    The unit is compiled again; its blob, which has the same name, must be
    rewritten rather than kept."""
    restore(pristine)
    build = pristine / "_build"
    for path in (build / "cache" / "blobs").glob("*.o"):
        _flip(path, [])
    for path in (build / "cache" / "actions").glob("*.json"):
        path.write_bytes(b"\xff")
    (build / "bin" / "app").unlink()
    proc = build_checked(pristine)
    assert proc.returncode == 0, proc.stderr
    assert run_app(pristine) == EXPECTED
    for path in (build / "cache" / "blobs").iterdir():
        assert store.digest(path.read_bytes()) == path.name.split(".")[0]


def test_records_are_tied_to_their_unit_and_key(pristine: Path) -> None:
    """Action entries and names records exchanged between two units are not
    believed: both units are compiled again, the program is right."""
    restore(pristine)
    build = pristine / "_build"
    for kind in ("actions", "names"):
        a, b = sorted((build / "cache" / kind).iterdir())
        data_a, data_b = a.read_bytes(), b.read_bytes()
        a.write_bytes(data_b)
        b.write_bytes(data_a)
    (build / "bin" / "app").unlink()
    proc = ldriver("build", "app.mlb", "--explain", cwd=pristine)
    assert proc.returncode == 0, proc.stderr
    assert run_app(pristine) == EXPECTED
    assert "shapes.sml: compiled (cache entry corrupt)" in proc.stderr
    assert "main.sml: compiled (cache entry corrupt)" in proc.stderr
    assert proc.stderr.count("unreadable or malformed, ignored") == 4


def test_killed_builds_then_a_build_gives_the_clean_executable(pristine: Path) -> None:
    """SIGKILL at random moments of cold builds, then a build: the same output."""
    rng = random.Random(31)
    for _ in range(4):
        shutil.rmtree(pristine / "_build", ignore_errors=True)
        proc = subprocess.Popen([sys.executable, "-m", "ldriver", "build", "app.mlb", "--jobs", "2"],
                                cwd=pristine, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        time.sleep(rng.uniform(0.2, 2.5))
        os.killpg(proc.pid, signal.SIGKILL)  # the workers too
        proc.wait()
        assert build_checked(pristine).returncode == 0
        assert run_app(pristine) == EXPECTED


# -- the library root --------------------------------------------------------------------

@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A library root of its own (`LDRIVER_HOME`), the Basis published in it by
    a first build, saved beside it (`home.saved`), and the environment to use it."""
    top = tmp_path_factory.mktemp("home")
    env = {**os.environ, "LDRIVER_HOME": str(top / "home")}
    (top / "shapes.sml").write_text(SHAPES)
    (top / "main.sml").write_text(MAIN)
    (top / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nshapes.sml\nmain.sml\n")
    proc = build_checked(top, env)
    assert proc.returncode == 0
    # The first run's wait is explained at once (in a pipe: a plain line).
    assert proc.stderr.startswith(
        "ldriver: publishing the Basis library (dev profile, first use; later builds reuse it)\n")
    shutil.copytree(top / "home", top / "home.saved", symlinks=True)
    return top, env


def library_files(root: Path) -> list[Path]:
    """One file of each kind in a library root (relative to it)."""
    kinds: dict[tuple[Path, str], Path] = {}
    for path in files_under(root):
        kinds.setdefault((path.parent, path.suffix), path.relative_to(root))
    return sorted(kinds.values())


def restore_home(top: Path) -> None:
    shutil.rmtree(top / "home", ignore_errors=True)
    shutil.copytree(top / "home.saved", top / "home", symlinks=True)


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_one_damaged_library_root_file_at_a_time(home: tuple[Path, dict[str, str]], damage: str) -> None:
    """The Basis, published on first use, is published again when found
    damaged. Its build directory matters only then: a damaged file there
    comes with a damaged archive, which forces that."""
    top, env = home
    (lib,) = (top / "home.saved").iterdir()
    for name in library_files(lib):
        restore_home(top)
        root = top / "home" / lib.name
        DAMAGES[damage](root / name, files_under(root))
        if "_build" in name.parts:  # the dev build's bundled libraries: root/dev/_build/...
            _flip(root / name.parts[0] / "basis" / "lib.a", [])
        proc = build_checked(top, env)
        assert proc.returncode == 0, (name, proc.stderr)
        assert run_app(top) == EXPECTED, name


@pytest.mark.parametrize("damage", ["flipped", "directory"])
def test_every_library_root_file_damaged_at_once(home: tuple[Path, dict[str, str]], damage: str) -> None:
    top, env = home
    restore_home(top)
    for path in files_under(top / "home"):
        DAMAGES[damage](path, [])
    shutil.rmtree(top / "_build")
    proc = build_checked(top, env)
    assert proc.returncode == 0, proc.stderr
    assert run_app(top) == EXPECTED


# -- commands -------------------------------------------------------------------------------

def test_clean_waits_for_the_build_lock(pristine: Path) -> None:
    restore(pristine)
    lock = pristine / "_build" / "lock"
    with store.exclusive_lock(lock):
        clean = subprocess.Popen([sys.executable, "-m", "ldriver", "clean", str(pristine)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(1.5)
        assert clean.poll() is None  # waiting for the build that holds the lock
        assert (pristine / "_build" / "bin" / "app").exists()
    _, err = clean.communicate(timeout=60)
    assert clean.returncode == 0, err
    assert not (pristine / "_build").exists()


def test_output_refusals(pristine: Path) -> None:
    restore(pristine)
    (pristine / "out").mkdir(exist_ok=True)
    proc = ldriver("build", "app.mlb", "-o", "out", cwd=pristine)
    assert proc.returncode == 2
    assert proc.stderr == "ldriver: error: -o out: is a directory; give the path of the executable to write\n"
    for read in ("main.sml", "app.mlb", "./shapes.sml"):
        before = (pristine / read).read_bytes()
        proc = ldriver("build", "app.mlb", "-o", read, cwd=pristine)
        assert proc.returncode == 2
        assert proc.stderr == f"ldriver: error: -o {os.path.normpath(read)}: is a file the project reads; " \
                              "the executable would overwrite it\n"
        assert (pristine / read).read_bytes() == before
    proc = ldriver("build", "app.mlb", "-o", "out/app", cwd=pristine)
    assert proc.returncode == 0, proc.stderr


def test_jobs_are_capped(pristine: Path) -> None:
    restore(pristine)
    shutil.rmtree(pristine / "_build" / "cache")
    proc = subprocess.Popen([sys.executable, "-m", "ldriver", "build", "app.mlb", "--jobs", "99999"],
                            cwd=pristine, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    most = 0
    while proc.poll() is None:
        children = subprocess.run(["pgrep", "-P", str(proc.pid)], capture_output=True, text=True).stdout.split()
        most = max(most, len(children))
        time.sleep(0.05)
    assert proc.returncode == 0, proc.stderr.read() if proc.stderr else ""
    # Two units to compile: at most two workers (and a C compiler or linker).
    assert most <= 3
    assert run_app(pristine) == EXPECTED


# -- the store in process -------------------------------------------------------------------

def test_put_blob_replaces_a_file_of_its_name_holding_other_bytes(tmp_path: Path) -> None:
    blobs = store.Store(tmp_path)
    name = blobs.put_blob(b"object code", ".o")
    path = blobs.blob_path(name, ".o")
    path.write_bytes(b"object cod\0")
    assert blobs.get_blob(name, ".o") is None and not path.exists()
    assert blobs.ignored == [os.path.join(tmp_path.name, "cache", "blobs", f"{name}.o")]
    path.write_bytes(b"damaged")
    assert blobs.put_blob(b"object code", ".o") == name
    assert path.read_bytes() == b"object code"
    path.unlink()
    path.mkdir()
    assert blobs.get_blob(name, ".o") is None
    assert blobs.put_blob(b"object code", ".o") == name and blobs.get_blob(name, ".o") == b"object code"


def test_records_check_kind_format_identity_and_shape(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    store.write_record(path, "names", {"key": "k1"}, {"defines": None, "mentions": ["A"]})
    assert store.read_record(path, "names", {"key": "k1"})["mentions"] == ["A"]
    assert store.read_record(path, "names", {"key": "k2"}) is None
    assert store.read_record(path, "action", {"key": "k1"}) is None
    assert store.read_record(path, "names", {"key": "k1"}, lambda r: isinstance(r["missing"], list)) is None
    record = json.loads(path.read_text())
    path.write_text(json.dumps({**record, "format": store.FORMATS["names"] - 1}))
    assert store.read_record(path, "names", {"key": "k1"}) is None
    for garbage in (b"", b"\xff\xfe", b"[]", b"null", b"{"):
        path.write_bytes(garbage)
        assert store.read_record(path, "names", {"key": "k1"}) is None
    path.unlink()
    path.mkdir()
    assert store.read_record(path, "names", {"key": "k1"}) is None
    store.write_record(path, "names", {"key": "k1"}, {"defines": None, "mentions": []})
    assert path.is_file()


def test_lock_survives_a_directory_and_a_removed_lock_file(tmp_path: Path) -> None:
    lock = tmp_path / "b" / "lock"
    lock.mkdir(parents=True)
    with store.exclusive_lock(lock):
        assert lock.is_file()
    with store.exclusive_lock(lock):
        shutil.rmtree(tmp_path / "b")  # as `clean` does, holding the lock
    with store.exclusive_lock(lock):
        assert lock.is_file()
