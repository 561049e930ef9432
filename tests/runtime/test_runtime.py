"""Tests of the C runtime (runtime/).

Each tests/runtime/NAME.c defines ld_program_main, builds heap objects and
shadow-stack frames by hand as generated code will, and is linked with the
runtime compiled by `cc -std=c11 -Wall -Wextra -Werror -O1`.  The table
CASES gives each program's expected exit status, stdout and a line its
stderr must contain; programs marked `stress` run a second time with
LDRIVER_GC_STRESS=1 (they scale their sizes down when they see it).
"""

import os
import resource
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
RUNTIME = HERE.parent.parent / "runtime"
CC = os.environ.get("CC") or shutil.which("cc") or "gcc"
CFLAGS = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-O1"]
LIBS = ["-pthread", "-lgmp", "-lm"]

# name: (status, stdout, stderr substring or None, extra env, run under stress)
CASES = {
    "alloc_kinds": (0, "alloc_kinds ok\n", None, {}, True),
    "gc_list": (0, "gc_list ok\n", None, {}, True),
    "barrier": (0, "barrier ok\n", None, {}, True),
    "barrier_cards": (0, "barrier_cards ok\n", None, {}, True),
    "large": (0, "large ok\n", None, {}, True),
    "globals": (0, "globals ok\n", None, {}, True),
    "deep_recursion": (0, "deep_recursion ok\n", None, {}, True),
    "stack_overflow": (2, "before overflow\n", "Stack overflow", {}, False),
    "shadow_overflow": (2, "", "Stack overflow", {}, False),
    "uncaught": (1, "printed before\n", "unhandled exception: Fail: done", {}, True),
    "uncaught_overflow": (1, "", "unhandled exception: Overflow", {}, True),
    "exceptions": (0, "exceptions ok\n", None, {}, True),
    "equality": (0, "equality ok\n", None, {}, True),
    "strings": (0, "hello, world\nstrings ok\n", None, {}, True),
    "reals": (0, "reals ok\n", None, {}, True),
    "real_format": (0, "real_format ok\n", None, {}, False),
    "arrays": (0, "arrays ok\n", None, {}, True),
    "rss": (0, "rss ok\n", None, {}, False),
    "large_release": (0, "large_release ok\n", None, {}, True),
    "compact_tables": (0, "compact_tables ok\n", None, {"LDRIVER_NURSERY": "1M"}, False),
    "oom": (2, "before oom\n", "Out of memory", {"LDRIVER_MAX_HEAP": "64M"}, False),
    "exit_flush": (5, "first\nbefore exit\n", None, {}, True),
    "c_exit_flush": (4, "printed by ML\n", None, {}, True),
    "crash": (-11, "before crash\n", None, {}, False),
    "exit_status": (7, "", "gc: minor collections:", {"LDRIVER_GC_STATS": "1"}, True),
    "verify_double_root": (-6, "", "global root registered twice", {"LDRIVER_GC_VERIFY": "1"}, False),
}


@pytest.fixture(scope="session")
def runtime_objects(tmp_path_factory):
    out = tmp_path_factory.mktemp("ldrt")
    objs = []
    for src in sorted(RUNTIME.glob("*.c")):
        obj = out / (src.stem + ".o")
        r = subprocess.run([CC, *CFLAGS, "-c", str(src), "-o", str(obj)],
                           capture_output=True, text=True)
        assert r.returncode == 0 and not r.stderr, f"{src.name}:\n{r.stderr}"
        objs.append(str(obj))
    return objs


@pytest.fixture(scope="session")
def build(runtime_objects, tmp_path_factory):
    out = tmp_path_factory.mktemp("ldrt_tests")
    cache = {}

    def _build(name):
        if name not in cache:
            exe = out / name
            r = subprocess.run(
                [CC, *CFLAGS, "-I", str(RUNTIME), "-I", str(HERE),
                 str(HERE / f"{name}.c"), *runtime_objects, *LIBS, "-o", str(exe)],
                capture_output=True, text=True)
            assert r.returncode == 0 and not r.stderr, f"{name}.c:\n{r.stderr}"
            cache[name] = exe
        return cache[name]

    return _build


def _run(exe, env_extra, address_space=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith("LDRIVER_")}
    env.update(env_extra)

    def limit():
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # crash.c: no core file
        if address_space is not None:
            resource.setrlimit(resource.RLIMIT_AS, (address_space, resource.RLIM_INFINITY))

    return subprocess.run([str(exe)], capture_output=True, text=True, env=env,
                          preexec_fn=limit, timeout=300)


def _check(name, r):
    status, stdout, stderr, _, _ = CASES[name]
    assert r.returncode == status, f"status {r.returncode}\nstderr:\n{r.stderr}"
    assert r.stdout == stdout
    if stderr is None:
        assert r.stderr == ""
    else:
        assert stderr in r.stderr


@pytest.mark.parametrize("name", sorted(CASES))
def test_program(build, name):
    _check(name, _run(build(name), CASES[name][3]))


@pytest.mark.parametrize("name", sorted(n for n, c in CASES.items() if c[4]))
def test_program_gc_stress(build, name):
    _check(name, _run(build(name), {**CASES[name][3], "LDRIVER_GC_STRESS": "1"}))


# quick programs also run with every collection major
MAJOR_STRESS = ["alloc_kinds", "arrays", "barrier", "deep_recursion", "equality",
                "exceptions", "globals", "strings"]


@pytest.mark.parametrize("name", MAJOR_STRESS)
def test_program_gc_stress_major(build, name):
    _check(name, _run(build(name), {**CASES[name][3], "LDRIVER_GC_STRESS": "2"}))


@pytest.mark.parametrize("name", MAJOR_STRESS)
def test_program_gc_verify(build, name):
    """The heap checker (runtime/verify.c) finds nothing wrong around any
    collection of the quick programs, under stress."""
    _check(name, _run(build(name), {**CASES[name][3], "LDRIVER_GC_STRESS": "1", "LDRIVER_GC_VERIFY": "1"}))


# programs that need little memory, and the exit paths, in a 256 MB address
# space: the runtime sizes its reservations from RLIMIT_AS (reserve.c)
IN_256M = ["alloc_kinds", "barrier", "c_exit_flush", "exit_flush", "gc_list", "large",
           "oom", "shadow_overflow", "stack_overflow", "uncaught"]


@pytest.mark.parametrize("name", IN_256M)
def test_program_in_256mb(build, name):
    _check(name, _run(build(name), CASES[name][3], address_space=256 << 20))


def test_heap_limit_above_live_data(build):
    """A limit well above the live data (< 8 MB) but far below the total
    allocated (~3 GB) does not stop the program."""
    _check("rss", _run(build("rss"), {"LDRIVER_MAX_HEAP": "40M"}))


def test_every_program_is_listed():
    progs = {p.stem for p in HERE.glob("*.c")}
    assert progs == set(CASES)


def test_header_compiles_standalone(tmp_path):
    """The ABI header is self-contained and warning-free."""
    src = tmp_path / "h.c"
    src.write_text('#include "ldriver_rt.h"\nint main(void) { return 0; }\n')
    r = subprocess.run([CC, *CFLAGS, "-I", str(RUNTIME), "-c", str(src),
                        "-o", str(tmp_path / "h.o")], capture_output=True, text=True)
    assert r.returncode == 0 and not r.stderr, r.stderr
