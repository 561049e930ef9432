"""The runtime under resource limits, and its exit paths (runtime/README.md,
"Limits" and "Exits").

Programs in `tests/runtime/sml/` are built with the compiler and run:
- under a 256 MB address space (RLIMIT_AS), where a small program must run
  (the runtime sizes its stacks and heap from the limits, instead of
  reserving 1.5 GiB up front);
- to each way out -- normal end with much output, uncaught exception, out of
  memory (by LDRIVER_MAX_HEAP and by the address-space limit), stack overflow
  (also under a small RLIMIT_STACK) -- where everything the program printed
  must reach stdout, before the runtime's message when both share a pipe.
"""
from __future__ import annotations

import os
import re
import resource
import subprocess
from pathlib import Path

import pytest

from compiler.api import Settings
from ldriver.engine.build import BuildRequest, build
from ldriver.engine.store import library_root, runtime_cache
from ldriver.project.plan import plan_project
from ldriver.publish import default_path_vars

HERE = Path(__file__).resolve().parent
SML = HERE / "sml"
PROGRAMS = HERE.parent / "programs"

MB = 1 << 20
AS_256M = 256 * MB

LINES = "".join(f"line {i}\n" for i in range(1, 101))


@pytest.fixture(scope="module")
def exe(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("limits")
    cache: dict[str, Path] = {}

    def _exe(name: str) -> Path:
        if name not in cache:
            path = SML / f"{name}.sml"
            if not path.exists():
                path = PROGRAMS / f"{name}.sml"
            src = root / f"{name}.sml"
            src.write_text(path.read_text())
            outcome = build(BuildRequest(plan_project(src, default_path_vars()), root / "bin" / name, Settings(check_ir=True),
                                         runtime_cache=runtime_cache(library_root())))
            assert outcome.ok and outcome.executable is not None, outcome.diagnostics
            cache[name] = outcome.executable
        return cache[name]

    return _exe


def run(exe: Path, *, address_space: int | None = None, stack: int | None = None,
        data: int | None = None, env: dict[str, str] | None = None,
        merge: bool = False, args: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    """Run `exe` with `args`, the given soft limits (bytes) and LDRIVER_*
    environment; `merge` sends stderr into the stdout pipe."""
    def limit() -> None:
        if address_space is not None:
            resource.setrlimit(resource.RLIMIT_AS, (address_space, resource.RLIM_INFINITY))
        if stack is not None:
            resource.setrlimit(resource.RLIMIT_STACK, (stack, resource.RLIM_INFINITY))
        if data is not None:
            resource.setrlimit(resource.RLIMIT_DATA, (data, resource.RLIM_INFINITY))

    full_env = {k: v for k, v in os.environ.items() if not k.startswith("LDRIVER_")}
    full_env.update(env or {})
    return subprocess.run([str(exe), *args], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT if merge else subprocess.PIPE,
                          text=True, env=full_env, preexec_fn=limit, timeout=300)


def expect(r: subprocess.CompletedProcess, status: int, stdout: str, stderr: str = "") -> None:
    assert (r.returncode, r.stderr) == (status, stderr)
    assert r.stdout == stdout


SMALL = {
    "hello": "hello, world\n",
    "small": "50005000\n10100000\n5000\n",
    "big_output": "".join(f"line {i}\n" for i in range(1, 50001)) + "last line, no newline",
}


@pytest.mark.parametrize("name", sorted(SMALL))
@pytest.mark.parametrize("stress", [False, True], ids=["plain", "gc_stress"])
def test_small_program_in_256mb(exe, name, stress):
    """A program that needs little memory runs in a 256 MB address space."""
    env = {"LDRIVER_GC_STRESS": "1"} if stress else {}
    expect(run(exe(name), address_space=AS_256M, env=env), 0, SMALL[name])


@pytest.mark.parametrize("name", sorted(SMALL))
def test_small_program_in_64mb(exe, name):
    expect(run(exe(name), address_space=64 * MB), 0, SMALL[name])


@pytest.mark.parametrize("name", sorted(SMALL))
def test_small_program_in_128mb_of_data(exe, name):
    """RLIMIT_DATA counts private writable mappings (Linux >= 4.7): the
    stacks' reservations are sized from it too."""
    expect(run(exe(name), data=128 * MB), 0, SMALL[name])


@pytest.mark.parametrize("name", sorted(SMALL))
def test_small_program_unlimited(exe, name):
    expect(run(exe(name)), 0, SMALL[name])


@pytest.mark.parametrize("how", ["max_heap", "address_space"])
def test_out_of_memory_flushes_output(exe, how):
    """Out of memory, whether from LDRIVER_MAX_HEAP or from the system refusing
    a mapping under RLIMIT_AS, keeps every line printed before it."""
    kw = {"env": {"LDRIVER_MAX_HEAP": "64M"}} if how == "max_heap" else {"address_space": AS_256M}
    expect(run(exe("output_then_oom"), **kw), 2, LINES, "Out of memory\n")


@pytest.mark.parametrize("address_space", [None, AS_256M], ids=["unlimited", "256M"])
def test_uncaught_exception_flushes_output(exe, address_space):
    expect(run(exe("output_then_raise"), address_space=address_space), 1, LINES,
           "unhandled exception: Fail: gave up\n")


@pytest.mark.parametrize("address_space, stack", [(None, None), (AS_256M, None),
                                                  (None, MB), (AS_256M, 256 << 10)],
                         ids=["unlimited", "as256M", "stack1M", "as256M_stack256K"])
def test_stack_overflow_flushes_output(exe, address_space, stack):
    """Unbounded recursion ends in the clean message, also under a small
    address space or a small RLIMIT_STACK (which does not shrink the ML stack
    below its default, but must not break the detection either)."""
    expect(run(exe("output_then_overflow"), address_space=address_space, stack=stack),
           2, LINES, "Stack overflow\n")


@pytest.mark.parametrize("name, status, message", [
    ("output_then_oom", 2, "Out of memory\n"),
    ("output_then_raise", 1, "unhandled exception: Fail: gave up\n"),
    ("output_then_overflow", 2, "Stack overflow\n"),
])
def test_stdout_comes_before_the_message(exe, name, status, message):
    """With stdout and stderr on one pipe (a terminal), the program's output
    is written before the runtime's last words."""
    r = run(exe(name), address_space=AS_256M, merge=True)
    assert r.returncode == status
    assert r.stdout == LINES + message


def test_deep_recursion_with_small_rlimit_stack(exe):
    """A 1 MiB RLIMIT_STACK does not take the ML stack below its default:
    million-deep recursion still works."""
    expected = (PROGRAMS / "deep_recursion.expected").read_text()
    expect(run(exe("deep_recursion"), stack=MB), 0, expected)


@pytest.mark.parametrize("address_space", [64 * MB, AS_256M, 512 * MB])
def test_deep_recursion_in_small_address_space(exe, address_space):
    """Million-deep recursion either fits or ends in the clean stack-overflow
    message (never a crash), with what it printed before kept."""
    expected = (PROGRAMS / "deep_recursion.expected").read_text()
    r = run(exe("deep_recursion"), address_space=address_space)
    if r.returncode == 0:
        expect(r, 0, expected)
    else:
        assert (r.returncode, r.stderr) == (2, "Stack overflow\n")
        assert expected.startswith(r.stdout)


def _gc_stats(exe: Path) -> tuple[str, dict[str, int]]:
    """stdout and the byte counts LDRIVER_GC_STATS reports of one run. (The
    runtime's own peak heap, not the child's ru_maxrss: a child forked from
    the test process counts the test process's pages until it execs.)"""
    r = run(exe, env={"LDRIVER_GC_STATS": "1"})
    assert r.returncode == 0, r.stderr
    stats = {}
    for line in r.stderr.splitlines():
        name, _, value = line.removeprefix("gc: ").partition(": ")
        if value.endswith(" bytes"):
            stats[name] = int(value.removesuffix(" bytes"))
    return r.stdout, stats


def test_bounded_live_data_keeps_a_small_footprint(exe):
    """Allocating about 1 GB with little live data: the nursery stays at
    1 MiB (major collections find less live than a nursery's worth, so it
    neither doubles nor grows to 2 MiB) and the heap under 3.5 MiB."""
    out, stats = _gc_stats(exe("churn_small_live"))
    assert out == "76832\n"
    assert stats["nursery"] == 1 << 20
    assert stats["peak heap"] < 7 << 19


def test_promoted_data_that_dies_soon_keeps_a_small_old_space(exe):
    """Lists that outlive a few minor collections are promoted, with little
    live at once: the old space is collected at a threshold that follows the
    2 MiB nursery, so the heap stays under 6 MiB (an 8 MiB floor gave
    10 MiB)."""
    out, stats = _gc_stats(exe("medium_lived"))
    assert out == "959632\n"
    assert stats["nursery"] == 2 << 20
    assert stats["peak heap"] < 6 << 20


def test_a_dead_variable_does_not_keep_its_value_alive_across_a_call(exe):
    """Safe for space: twenty suspended calls each had a 4.8 MB list in a
    frame slot, dead across the recursive call. Their slots are cleared
    before the call collects, so one list is live at a time (no major
    collection finds two: 9.6 MB) and the heap stays under 32 MiB (98 MiB with
    the slots left as they were)."""
    out, stats = _gc_stats(exe("dead_slots"))
    assert out == "120\n"
    assert stats["max live"] < 8 << 20
    assert stats["peak heap"] < 32 << 20


def test_a_closure_does_not_keep_what_only_its_sibling_uses(exe):
    """Safe for space: the kept closures of `f` hold only `small`, not the
    list `big` that only their sibling `g` uses: no major collection finds
    more than 4 MiB live, and the heap stays under 32 MiB (157 MB with one
    layout for the group)."""
    out, stats = _gc_stats(exe("sibling_closures"))
    assert out == "4000820\n"
    assert stats["max live"] < 4 << 20
    assert stats["peak heap"] < 32 << 20


def test_minor_collections_scan_only_the_stack_written_since_the_last_one(exe):
    """20,000 suspended calls hold a string each in their frame slots while
    the innermost call churns through dozens of minor collections: the
    clean pages of the shadow stack are write-protected, not rescanned, so
    the minor collections scan fewer slots than two of them would scan the
    whole stack. The strings all come back intact, also when every
    allocation collects (GC stress, with a short churn) and when every
    collection is major."""
    exe_path = exe("deep_stack_churn")
    r = run(exe_path, env={"LDRIVER_GC_STATS": "1"})
    assert r.returncode == 0, r.stderr
    assert r.stdout == "1088888\n"
    minors = int(re.search(r"minor collections: (\d+)", r.stderr).group(1))
    scanned = int(re.search(r"stack slots scanned by minor collections: (\d+)", r.stderr).group(1))
    assert minors > 20 and scanned < 40000, r.stderr
    # shorter under stress (a collection per allocation): 3 * 10 + 88,894 + 3
    for stress in ("1", "2"):
        expect(run(exe_path, env={"LDRIVER_GC_STRESS": stress}, args=("3",)), 0, "88927\n")


def test_young_data_that_survives_grows_the_nursery(exe):
    """Most of each nursery surviving: the nursery doubles up to 8 MiB."""
    out, stats = _gc_stats(exe("long_lived"))
    assert out == "57\n"
    assert stats["nursery"] == 8 << 20
