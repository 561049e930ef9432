"""`ldriver publish`: a library built once into a package that clients use
without its sources; tampered or foreign packages are refused; units a
program does not use are not linked (docs/conventions.md "Command line")."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ldriver.engine import store

STRS = """structure Strs = struct
  fun repeat (s, 0) = "" | repeat (s, n) = s ^ repeat (s, n - 1)
  exception Bad of string
  datatype shape = Line of int | Box of int * int
  fun draw (Line n) = repeat ("-", n) | draw (Box (w, h)) = repeat (repeat ("#", w) ^ "\\n", h)
end
"""
MORE = 'structure More = struct fun twice s = Strs.repeat (s, 2) val unused = print "never\\n" end\n'
MAIN = """val () = print (Strs.draw (Strs.Box (3, 2)))
val () = (raise Strs.Bad "oops") handle Strs.Bad m => print ("caught " ^ m ^ "\\n")
"""


def ldriver(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300)


@pytest.fixture
def published(tmp_path: Path) -> Path:
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "strs.sml").write_text(STRS)
    (lib / "more.sml").write_text(MORE)
    (lib / "strs.mlb").write_text("strs.sml\nmore.sml\n")
    proc = ldriver("publish", "lib/strs.mlb", "-o", "pkg", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    shutil.rmtree(lib)  # clients never need the sources
    app = tmp_path / "app"
    app.mkdir()
    (app / "main.sml").write_text(MAIN)
    (app / "app.mlb").write_text("$(LIB)/strs.mlb\nmain.sml\n")
    return tmp_path


def build_app(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return ldriver("build", "app.mlb", "--mlb-path-var", f"LIB={root / 'pkg'}", *args, cwd=root / "app")


def test_client_builds_without_library_sources(published: Path) -> None:
    proc = build_app(published)
    assert proc.returncode == 0, proc.stderr
    log = json.loads((published / "app" / "_build" / "log" / "last-build.json").read_text())
    assert [(u["unit"], u["action"], u["reason"]) for u in log["units"]] == [
        ("strs:strs.sml", "reused", "prebuilt"), ("strs:more.sml", "reused", "prebuilt"),
        ("main.sml", "compiled", "no previous build")]
    exe = published / "app" / "_build" / "bin" / "app"
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    # More is never initialized: a unit the program does not use is not linked.
    assert run.stdout == "###\n###\ncaught oops\n"
    symbols = subprocess.run(["nm", str(exe)], capture_output=True, text=True).stdout
    assert "ld_unit_init_strs_3astrs_2esml" in symbols
    assert "ld_unit_init_strs_3amore_2esml" not in symbols
    proc = build_app(published)
    log = json.loads((published / "app" / "_build" / "log" / "last-build.json").read_text())
    assert [u["action"] for u in log["units"]] == ["reused"] * 3 and not log["linked"]


def test_tampered_package_is_refused(published: Path) -> None:
    iface = next((published / "pkg" / "interfaces").iterdir())
    iface.write_bytes(iface.read_bytes() + b"\0")
    proc = build_app(published)
    assert proc.returncode == 1
    # The message names the package's root and the command that repairs it.
    pkg = published / "pkg"
    assert proc.stderr.startswith(f"app.mlb:1:1: error: package strs at {pkg} cannot be used: interfaces/")
    assert "does not match the package manifest" in proc.stderr
    assert f"publish it again: ldriver publish {published / 'lib' / 'strs.mlb'} -o {pkg}\n" in proc.stderr
    assert not (published / "app" / "_build" / "bin" / "app").exists()


def test_package_of_another_build_is_refused(published: Path) -> None:
    manifest = published / "pkg" / "ldriver-package.json"
    data = store.unseal(json.loads(manifest.read_text()))
    data["build"]["abi"] = "0" * 64
    manifest.write_text(json.dumps(store.seal(data)))  # a whole manifest, of another build
    proc = build_app(published)
    assert proc.returncode == 1
    assert "built by a different compiler or runtime: abi 0000000000000000 there" in proc.stderr
    assert "publish it again" in proc.stderr


def test_damaged_manifest_is_refused(published: Path) -> None:
    """A byte changed inside a name in the manifest leaves JSON of the right
    shape: its checksum tells."""
    manifest = published / "pkg" / "ldriver-package.json"
    manifest.write_text(manifest.read_text().replace('"Strs"', '"Strz"'))
    proc = build_app(published)
    assert proc.returncode == 1
    assert f"package at {published / 'pkg'} cannot be used: ldriver-package.json does not match its checksum; " \
           f"publish it again: ldriver publish LIBRARY -o {published / 'pkg'}" in proc.stderr


def test_publish_repairs_a_damaged_package(tmp_path: Path) -> None:
    """The command a damaged package names repairs it."""
    (tmp_path / "strs.sml").write_text(STRS)
    (tmp_path / "strs.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nstrs.sml\n")
    assert ldriver("publish", "strs.mlb", "-o", "pkg", cwd=tmp_path).returncode == 0
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\npkg/strs.mlb\nmain.sml\n")
    (tmp_path / "main.sml").write_text(MAIN)
    for damaged in ("strs.mlb", "lib.a", "interfaces/0.iface"):
        path = tmp_path / "pkg" / damaged
        path.unlink()
        path.mkdir()
        proc = ldriver("build", "app.mlb", cwd=tmp_path)
        assert proc.returncode == 1 and "internal error" not in proc.stderr, proc.stderr
        assert f"{damaged} is missing or unreadable" in proc.stderr
        command = proc.stderr.split("publish it again: ")[1].splitlines()[0]
        assert command == f"ldriver publish {tmp_path / 'strs.mlb'} -o {tmp_path / 'pkg'}"
        proc = ldriver(*command.split()[1:], cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        proc = ldriver("run", "app.mlb", cwd=tmp_path)
        assert proc.returncode == 0 and proc.stdout == "###\n###\ncaught oops\n", proc.stderr


def test_library_errors_write_no_package(tmp_path: Path) -> None:
    (tmp_path / "bad.sml").write_text('val x : int = "no"\n')
    (tmp_path / "bad.mlb").write_text("bad.sml\n")
    proc = ldriver("publish", "bad.mlb", "-o", "pkg", cwd=tmp_path)
    assert proc.returncode == 1
    assert "bad.sml:1:" in proc.stderr
    assert not (tmp_path / "pkg").exists()
    assert ldriver("publish", "bad.mlb", cwd=tmp_path).returncode == 2


def test_single_files_and_directories_see_the_basis_package(tmp_path: Path) -> None:
    # A stand-in Basis: whatever `$(SML_LIB)/basis/basis.mlb` is, single files
    # and directories see it without naming it.
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "strs.sml").write_text(STRS)
    (tmp_path / "src" / "basis.mlb").write_text("strs.sml\n")
    assert ldriver("publish", "src/basis.mlb", "-o", "lib/basis", cwd=tmp_path).returncode == 0
    (tmp_path / "one.sml").write_text(MAIN)
    proc = ldriver("run", "one.sml", "--mlb-path-var", f"SML_LIB={tmp_path / 'lib'}", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "###\n###\ncaught oops\n"
    (tmp_path / "dir").mkdir()
    (tmp_path / "dir" / "a.sml").write_text('structure A = struct val line = Strs.draw (Strs.Line 4) end\n')
    (tmp_path / "dir" / "b.sml").write_text('val () = print (A.line ^ "\\n")\n')
    proc = ldriver("run", "dir", "--mlb-path-var", f"SML_LIB={tmp_path / 'lib'}", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "----\n"


def test_check_uses_package_interfaces(published: Path) -> None:
    proc = ldriver("check", "app.mlb", "--mlb-path-var", f"LIB={published / 'pkg'}", cwd=published / "app")
    assert proc.returncode == 0, proc.stderr
    (published / "app" / "main.sml").write_text('val x : int = Strs.repeat ("a", 2)\n')
    proc = ldriver("check", "app.mlb", "--mlb-path-var", f"LIB={published / 'pkg'}", cwd=published / "app")
    assert proc.returncode == 1
    assert "main.sml:1:" in proc.stderr


def test_the_prebuilt_basis_is_keyed_by_compiler_and_runtime_abi(monkeypatch: pytest.MonkeyPatch) -> None:
    """A runtime whose ABI header changed, under an unchanged compiler, gets
    its own library root (and so its own prebuilt Basis) instead of finding
    a package it must refuse."""
    from ldriver.engine import store

    monkeypatch.setenv("LDRIVER_HOME", "/nonexistent-home")
    root = store.library_root()
    monkeypatch.setattr(store, "abi_digest", lambda: "another ABI")
    other_abi = store.library_root()
    monkeypatch.setattr(store, "compiler_digest", lambda: "another compiler")
    assert len({root, other_abi, store.library_root()}) == 3
    assert root.parent == other_abi.parent == Path("/nonexistent-home")


def test_old_library_roots_are_pruned_least_recently_used_first(tmp_path: Path) -> None:
    """Each compiler change makes a new library root; making one keeps the
    three other roots used last and any used within the hour, and removes
    the rest (renamed away first: nothing half removed is left behind)."""
    import os
    import time

    from ldriver.engine import store

    now = time.time()
    ages = {"lib-a": 10, "lib-b": 2, "lib-c": 5, "lib-d": 0.1, "lib-e": 0.5, "lib-f": 8}  # hours since last use
    for name, hours in ages.items():
        (tmp_path / name / "basis").mkdir(parents=True)
        (tmp_path / name / "basis" / "lib.a").write_bytes(b"x")
        if name != "lib-f":  # made by a compiler that never marked it: its own mtime counts
            (tmp_path / name / ".last-used").touch()
        used = tmp_path / name / (".last-used" if name != "lib-f" else "")
        os.utime(used, (now - hours * 3600, now - hours * 3600))
    (tmp_path / "other-file").write_text("kept")
    current = tmp_path / "lib-new"
    current.mkdir()
    removed = store.prune_library_roots(current)
    assert sorted(p.name for p in removed) == ["lib-a", "lib-c", "lib-f"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lib-b", "lib-d", "lib-e", "lib-new", "other-file"]
    # with one to keep, the other root used within the hour stays anyway
    assert [p.name for p in store.prune_library_roots(current, keep=1)] == ["lib-b"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lib-d", "lib-e", "lib-new", "other-file"]


def test_a_build_marks_its_library_root_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ldriver import publish
    from ldriver.engine import store

    monkeypatch.setenv("LDRIVER_HOME", str(tmp_path))
    root = store.library_root()
    (root / "basis").mkdir(parents=True)
    (root / "basis" / "ldriver-package.json").write_text("{}")
    assert publish.ensure_stdlib(root) == root / "basis" / "basis.mlb"
    assert (root / ".last-used").is_file()


def test_tree_publishes_every_mlb_naming_itself_through_sml_lib(tmp_path: Path) -> None:
    """A library tree whose MLB files name each other as `$(SML_LIB)/NAME/...`
    (smlnj-lib's) publishes in one command: each MLB file at its path in the
    package, the tree's own references read in the tree."""
    tree = tmp_path / "mylib"
    (tree / "base").mkdir(parents=True)
    (tree / "top").mkdir()
    (tree / "base" / "strs.sml").write_text(STRS)
    # a unit using another MLB file of the Basis package than the client names
    (tree / "base" / "first.sml").write_text('structure First = struct fun first s = Unsafe.CharVector.sub (s, 0) end\n')
    (tree / "base" / "base.mlb").write_text(
        "$(SML_LIB)/basis/basis.mlb\n$(SML_LIB)/basis/unsafe.mlb\nstrs.sml\nfirst.sml\n")
    (tree / "top" / "more.sml").write_text(MORE)
    (tree / "top" / "top.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n$(SML_LIB)/mylib/base/base.mlb\nmore.sml\n")
    # an MLB file using another package, which clients of the others need not name
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "other.sml").write_text("structure Other = struct val x = 1 end\n")
    (tmp_path / "other" / "other.mlb").write_text("other.sml\n")
    assert ldriver("publish", "other/other.mlb", "-o", "otherpkg", cwd=tmp_path).returncode == 0
    (tree / "extra").mkdir()
    (tree / "extra" / "extra.sml").write_text("structure Extra = struct val y = Other.x end\n")
    (tree / "extra" / "extra.mlb").write_text(f"{tmp_path / 'otherpkg' / 'other.mlb'}\nextra.sml\n")
    (tree / "broken.mlb").write_text("$(SML_LIB)/elsewhere/missing.mlb\n")  # left out by --skip
    proc = ldriver("publish", "mylib", "-o", "pkg", cwd=tmp_path)
    assert proc.returncode == 1
    assert "mylib/broken.mlb:1:1: error: file not found: " in proc.stderr
    assert not (tmp_path / "pkg").exists()
    proc = ldriver("publish", "mylib", "-o", "pkg", "--skip", "broken.mlb", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "pkg" / "base" / "base.mlb").is_file() and (tmp_path / "pkg" / "top" / "top.mlb").is_file()
    assert not (tmp_path / "pkg" / "broken.mlb").exists()
    assert not (tree / "_build").exists()  # the tree is only read
    shutil.rmtree(tree)
    app = tmp_path / "app"
    app.mkdir()
    (app / "main.sml").write_text('val () = print (More.twice "ab" ^ Strs.draw (Strs.Line 2) ^ str (First.first "z") ^ "\\n")\n')
    (app / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n$(LIB)/base/base.mlb\n$(LIB)/top/top.mlb\nmain.sml\n")
    proc = ldriver("run", "app.mlb", "--mlb-path-var", f"LIB={tmp_path / 'pkg'}", cwd=app)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "never\nabab--z\n"  # More.unused runs when More is linked
    (app / "app.mlb").write_text("$(LIB)/base/nothere.mlb\nmain.sml\n")
    (tmp_path / "pkg" / "base" / "nothere.mlb").write_text("")
    proc = ldriver("build", "app.mlb", "--mlb-path-var", f"LIB={tmp_path / 'pkg'}", cwd=app)
    assert proc.returncode == 1
    assert "has no MLB file base/nothere.mlb" in proc.stderr


def test_a_dev_first_run_publishes_the_dev_basis_and_release_builds_the_release_one(tmp_path: Path) -> None:
    """A dev build's first run publishes the bundled libraries in the dev
    profile, into root/dev; a release build publishes the release Basis at the
    root; dev builds then use that one (the project is planned and compiled
    again against it) and no longer read root/dev. A project that names no
    library publishes nothing."""
    import os

    env = {**os.environ, "LDRIVER_HOME": str(tmp_path / "home")}

    def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd,
                              env=env, timeout=600)

    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "main.sml").write_text('val () = print (concat ["top", " level", "\\n"])\n')
    (plain / "plain.mlb").write_text("main.sml\n")
    proc = run("run", "plain.mlb", cwd=plain)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "top level\n", "")
    (root,) = (tmp_path / "home").iterdir()
    assert sorted(p.name for p in root.iterdir()) == ["runtime"]

    app = tmp_path / "app"
    app.mkdir()
    (app / "main.sml").write_text('val () = print (String.concatWith "," (List.map Int.toString [1, 2, 3]) ^ "\\n")\n')
    proc = run("run", "main.sml", cwd=app)
    assert (proc.returncode, proc.stdout) == (0, "1,2,3\n"), proc.stderr
    assert proc.stderr.startswith("ldriver: publishing the Basis library (dev profile, first use;")
    manifest = json.loads((root / "dev" / "basis" / "ldriver-package.json").read_text())
    assert manifest["build"]["profile"] == "dev"
    assert not (root / "basis").exists()
    proc = run("run", "main.sml", cwd=app)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "1,2,3\n", "")

    proc = run("run", "main.sml", "--profile", "release", cwd=app)
    assert (proc.returncode, proc.stdout) == (0, "1,2,3\n"), proc.stderr
    assert proc.stderr.startswith("ldriver: publishing the Basis library (release profile, first use;")
    manifest = json.loads((root / "basis" / "ldriver-package.json").read_text())
    assert manifest["build"]["profile"] == "release"

    shutil.rmtree(root / "dev")
    proc = run("run", "main.sml", "--verbose", cwd=app)
    assert (proc.returncode, proc.stdout) == (0, "1,2,3\n"), proc.stderr
    log = json.loads((app / "_build" / "log" / "last-build.json").read_text())
    assert [(u["unit"], u["action"]) for u in log["units"] if u["reason"] != "prebuilt"] == [("main.sml", "compiled")]
    assert not (root / "dev").exists()
