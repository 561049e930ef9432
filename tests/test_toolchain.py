"""ldriver.engine.toolchain: finding cc, the cached runtime archive, linking."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from ldriver.engine import toolchain
from ldriver.engine.toolchain import ToolchainError, build_runtime, find_c_compiler, link


@pytest.fixture(scope="module")
def built_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache directory holding a freshly built release runtime (built once;
    tests that damage it work on a copy)."""
    cache = tmp_path_factory.mktemp("cache")
    result = build_runtime(cache)
    assert result.built and result.reason == "no previous build"
    return cache


@pytest.fixture
def cache(built_cache: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "cache"
    shutil.copytree(built_cache, copy)
    return copy


@pytest.fixture
def no_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object) -> None:
        raise AssertionError("the runtime was compiled again")

    monkeypatch.setattr(toolchain, "_compile_runtime", fail)


def only_archive(cache: Path) -> Path:
    (archive,) = cache.glob("libldrt-*.a")
    return archive


def test_find_c_compiler() -> None:
    cc = find_c_compiler()
    assert Path(cc.path).exists()
    assert cc.identity


def test_missing_compiler_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC", "no-such-cc-ldriver")
    find_c_compiler.cache_clear()
    try:
        with pytest.raises(ToolchainError, match="no C compiler found.*no-such-cc-ldriver"):
            find_c_compiler()
    finally:
        find_c_compiler.cache_clear()


def test_second_build_is_a_no_op(cache: Path, no_compiling: None) -> None:
    archive = only_archive(cache)
    before = archive.stat().st_mtime_ns
    result = build_runtime(cache)
    assert (result.path, result.built, result.reason) == (archive, False, "up to date")
    assert archive.stat().st_mtime_ns == before


def test_project_copies_from_a_shared_cache_without_compiling(cache: Path, tmp_path: Path,
                                                               no_compiling: None) -> None:
    # `cache` plays the per-user cache; two projects' caches are filled from it.
    shared = only_archive(cache)
    for project in ("p1", "p2"):
        result = build_runtime(tmp_path / project, shared=cache)
        assert (result.built, result.reason) == (True, "no previous build")
        assert result.path.read_bytes() == shared.read_bytes()
        assert result.path.parent == tmp_path / project
        assert not build_runtime(tmp_path / project, shared=cache).built
    # A corrupt project copy is copied again, not compiled.
    copy = only_archive(tmp_path / "p1")
    copy.write_bytes(copy.read_bytes()[:100])
    assert build_runtime(tmp_path / "p1", shared=cache).reason == "cache entry corrupt"
    assert copy.read_bytes() == shared.read_bytes()


def test_truncated_archive_is_rebuilt(cache: Path) -> None:
    archive = only_archive(cache)
    size = archive.stat().st_size
    with archive.open("r+b") as f:
        f.truncate(size // 2)
    result = build_runtime(cache)
    assert (result.path, result.built, result.reason) == (archive, True, "cache entry corrupt")
    assert archive.stat().st_size > size // 2
    assert not build_runtime(cache).built


def test_same_size_corruption_is_caught_by_digest(cache: Path) -> None:
    archive = only_archive(cache)
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF
    archive.write_bytes(bytes(data))
    assert build_runtime(cache).reason == "cache entry corrupt"


def test_archive_without_manifest_is_not_trusted(cache: Path) -> None:
    only_archive(cache).with_suffix(".json").unlink()
    assert build_runtime(cache).reason == "cache entry corrupt"


def test_profiles_get_separate_archives(cache: Path) -> None:
    dev = build_runtime(cache, "dev")
    assert dev.built and dev.path != build_runtime(cache, "release").path
    # and the build left no temporary files or directories behind
    assert not [p for p in cache.iterdir() if p.name.startswith(".") or p.name.startswith("ldrt-")]


def test_runtime_source_change_changes_the_key(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = tmp_path / "runtime"
    shutil.copytree(toolchain.RUNTIME_DIR, runtime)
    monkeypatch.setattr(toolchain, "RUNTIME_DIR", runtime)
    with (runtime / "io.c").open("a") as f:
        f.write("\n/* edited */\n")
    result = build_runtime(cache)
    assert result.built and result.reason == "no previous build"


def test_runtime_compile_error_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = tmp_path / "runtime"
    shutil.copytree(toolchain.RUNTIME_DIR, runtime)
    (runtime / "broken.c").write_text("int f(void) { return undeclared_name; }\n")
    monkeypatch.setattr(toolchain, "RUNTIME_DIR", runtime)
    with pytest.raises(ToolchainError, match=r"(?s)compiling the runtime failed:\nbroken\.c:.*undeclared_name"):
        build_runtime(tmp_path / "cache")
    assert not list((tmp_path / "cache").iterdir())


def test_link_failure_reports_linker_output(built_cache: Path, tmp_path: Path) -> None:
    # An object without the unit's initializer: the program entry cannot be linked.
    obj = tmp_path / "empty.o"
    src = tmp_path / "empty.c"
    src.write_text("int ldriver_test_unused;\n")
    subprocess.run([find_c_compiler().path, "-c", "-fPIC", str(src), "-o", str(obj)], check=True)
    exe = tmp_path / "bin" / "prog"
    with pytest.raises(ToolchainError, match=r"(?s)linking prog failed.*ld_unit_init_empty"):
        link([obj], only_archive(built_cache), exe, [("ld_unit_init_empty", "ld_exports_empty")])
    assert not exe.exists()
    assert list((tmp_path / "bin").iterdir()) == []


def test_killed_build_leaves_no_temporaries_behind(cache: Path) -> None:
    # What a runtime build killed midway leaves: a temporary directory with
    # some objects in it. The next build that compiles removes it.
    stale = cache / "ldrt-killed"
    stale.mkdir()
    (stale / "gc.o").write_bytes(b"partial")
    only_archive(cache).unlink()
    result = build_runtime(cache)
    assert result.built
    assert not list(cache.glob("ldrt-*"))
