"""compiler.closure.useless: parameters that functions only pass along.

Meaning: each program runs in the CPS reference interpreter closure-converted
with and without the pass (the Basis units it uses are converted too), and
the outputs agree. Shape: an escaping function's unused `self` and a
parameter only passed around a recursion disappear from the worker, every
direct call names the worker, and a wrapper with the full parameters remains
only where the function is entered from a closure.
"""
from __future__ import annotations

from collections.abc import Callable

import pytest
from interp_basis import cps_with_basis
from test_convert import PROGRAMS, SNIPPETS, _SMALL

from compiler.closure import ClosedProgram, as_program, check, run, useless
from compiler.cps import show
from compiler.cps.ir import App, subterms
from compiler.deep import run_deep


def closed_both(text: str, apply: Callable[[ClosedProgram], ClosedProgram],
                prepare: Callable[[ClosedProgram], ClosedProgram] = lambda c: c) -> ClosedProgram:
    """The closed program (`prepare`d) after the pass `apply`; asserts that it
    checks and that it prints what the program without the pass prints."""
    program = cps_with_basis(text, "test.sml")

    def go() -> tuple[ClosedProgram, ClosedProgram]:
        closed = prepare(run(program.program))
        after = apply(closed)
        errors = check(after)
        assert not errors, errors[:5] + [show(as_program(after))]
        return closed, after
    closed, after = run_deep(go)
    assert program.run_closed(after) == program.run_closed(closed)
    return after


def _closed_both(text: str) -> ClosedProgram:
    return closed_both(text, useless.run)


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippet_meaning_preserved(name: str) -> None:
    _closed_both(SNIPPETS[name])


@pytest.mark.parametrize("name", _SMALL)
def test_program_meaning_preserved(name: str) -> None:
    _closed_both((PROGRAMS / f"{name}.sml").read_text())


def test_self_and_forwarded_parameters_are_dropped() -> None:
    closed = _closed_both("""
        fun count [] = [] | count (x :: xs) = x :: count xs
        val cell = ref count  (* escapes: entered through its closure *)
        (* k is only passed between the two: useless; step is used *)
        fun ping (0, k, step) = 0 | ping (n, k, step) = step + pong (n - 1, k, step)
        and pong (0, k, step) = 1 | pong (n, k, step) = ping (n - 1, k, step)
        val _ = print (if (!cell) [1, 2] = [1, 2] andalso ping (4, "unused", 10) = 21 then "ok\\n" else "bad\\n")
    """)
    counts = [f for f in closed.funs if f.name.hint == "count"]
    assert sorted(len(f.params) for f in counts) == [1, 2]
    worker = next(f for f in counts if len(f.params) == 1)
    wrapper = next(f for f in counts if len(f.params) == 2)
    assert worker.params[0].hint != "self"
    assert isinstance(wrapper.body, App) and wrapper.body.fn.id == worker.name.id
    calls = [t for t in subterms(worker.body) if isinstance(t, App)]
    assert calls and all(c.fn.id == worker.name.id for c in calls)
    # pong is inlined into ping, which passes k to itself only
    (ping,) = [f for f in closed.funs if f.name.hint == "ping"]  # known: no wrapper left
    assert len(ping.params) == 2  # n and step; k is gone
