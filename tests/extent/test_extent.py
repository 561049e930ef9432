"""compiler.extent: records kept in their function's frame, and the extent counts.

Shape: on closed programs, exactly the records that cannot outlive their
function's activation are marked `stack` (passed to a known non-tail call
whose parameter does not escape, compared, read), and every way out keeps a
record in the heap (returned, raised, stored, passed to a tail call, to an
unknown function, to a block, through a cast that escapes). Meaning: the
marked program runs in the reference interpreter as the unmarked one does;
natively, tests/programs/frame_records.sml runs in dev (and under GC stress,
with the program suite) and here in release. The counts: a variable captured
by an escaping closure is H, one live across a call S, any other R.
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from interp_basis import cps_with_basis

from compiler import closure, extent
from compiler.closure import ClosedProgram, as_program
from compiler.cps import show
from compiler.cps.ir import FunDef, LetRecord, subterms
from compiler.deep import run_deep

PROGRAMS = Path(__file__).parents[1] / "programs"


def _marked(text: str) -> ClosedProgram:
    """The closed program after `extent.run`; asserts that it checks and that
    it prints what the closed program before the pass prints."""
    program = cps_with_basis(text, "test.sml")

    def go() -> tuple[ClosedProgram, ClosedProgram]:
        closed = closure.run(program.program)
        after = extent.run(closed)
        errors = closure.check(after)
        assert not errors, errors[:5] + [show(as_program(after))]
        return closed, after
    closed, after = run_deep(go)
    assert program.run_closed(after) == program.run_closed(closed)
    return after


def _records(prog: ClosedProgram, hint: str, fields: int) -> list[LetRecord]:
    """The records of `fields` fields that the function named `hint` allocates."""
    funs: list[FunDef] = [f for f in prog.funs if f.name.hint == hint]
    assert funs, f"no function {hint}"
    return [t for f in funs for t in subterms(f.body) if isinstance(t, LetRecord) and len(t.fields) == fields]


NINE = """
type r9 = {a : int, b : int list, c : int, d : int, e : int, f : int, g : int, h : int, i : int}
fun total (r : r9) : int =
  if #c r = 0 then #a r + length (#b r)
  else #d r + total {a = #a r, b = #b r, c = #c r - 1, d = #d r, e = #e r, f = #f r, g = #g r, h = #h r, i = #i r}
fun mk n = {a = n, b = [n], c = 2, d = 1, e = 0, f = 0, g = 0, h = 0, i = 0}
"""


def test_records_that_cannot_outlive_their_activation_are_in_the_frame() -> None:
    """Each function recurses once so that it is not inlined into main."""
    prog = _marked(NINE + """
        fun viaCall n = if n > 100 then viaCall (n - 1) else 1 + total {a = n, b = [n, n], c = 3, d = 1, e = 0, f = 0, g = 0, h = 0, i = 0}
        fun compared (x : int, y : int) = if x > 100 then compared (x - 1, y) else (x, y) = (y, x)
        fun returned n = if n > 100 then returned (n - 1) else mk (n + 1)
        fun tailCalled n = if n > 100 then tailCalled (n - 1) else total {a = n, b = [], c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0}
        fun stored n = if n > 100 then stored (n - 1) else [{a = n, b = [], c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0}] : r9 list
        fun unknown (k : r9 -> int, n) = if n > 100 then unknown (k, n - 1) else 1 + k {a = n, b = [], c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0}
        exception Found of r9
        fun raised n = if n > 100 then raised (n - 1) else raise Found {a = n, b = [], c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0}
        fun joined n =
          if n > 100 then joined (n - 1) else
          let val r = if n > 0 then {a = n, b = [], c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0}
                      else {a = 0, b = [n], c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0}
          in 1 + total r end
        val chosen = ref total  (* unknown to the optimizer *)
        val results = [viaCall 5, if compared (1, 1) then 1 else 0, #a (returned 1), tailCalled 7,
                       #a (hd (stored 2)), unknown (!chosen, 3), (raised 1 handle Found r => #a r), joined 4]
        val _ = app (fn n => print (Int.toString n ^ " ")) results
    """)
    assert [t.stack for t in _records(prog, "viaCall", 9)] == [True]
    assert [t.stack for t in _records(prog, "total", 9)] == [True]  # the recursive call is not a tail call
    # Equality at the known type int * int compares the fields in place
    # (compiler/lexp/equality.py): no pair is built.
    assert _records(prog, "compared", 2) == []
    for hint in ("returned", "tailCalled", "stored", "unknown", "raised"):
        assert [t.stack for t in _records(prog, hint, 9)] == [False], hint
    assert [t.stack for t in _records(prog, "joined", 9)] == [False, False]  # both reach a block


def test_extent_counts() -> None:
    prog = _marked("""
        fun adder n = if n > 100 then adder (n - 1) else fn x => x + n
        fun twice (f, x) = if x > 100 then twice (f, x - 1) else f (f x)
        fun count (l : int list) = if length l > 100 then count (tl l) else length l + length (rev l)
        val _ = print (Int.toString (twice (adder 3, 1) + count [1, 2]) ^ "\\n")
    """)
    counts = extent.measure(prog)
    assert counts.heap >= 1  # n, captured by the closure adder returns
    assert counts.stack >= 1  # l, live across the call of length
    assert counts.register > counts.stack + counts.heap
    stack_records = sum(1 for f in prog.funs for t in subterms(f.body) if isinstance(t, LetRecord) and t.stack)
    assert counts.stack_records == stack_records
    assert counts.records == sum(1 for f in prog.funs for t in subterms(f.body) if isinstance(t, LetRecord))


def test_frame_records_run_natively_in_release(tmp_path: Path) -> None:
    from compiler.api import Settings
    from ldriver.engine.build import BuildRequest, build
    from ldriver.engine.store import library_root, runtime_cache
    from ldriver.project.plan import plan_project
    from ldriver.publish import default_path_vars

    source = tmp_path / "frame_records.sml"
    source.write_bytes((PROGRAMS / "frame_records.sml").read_bytes())
    outcome = build(BuildRequest(plan_project(source, default_path_vars()), tmp_path / "fr", Settings(profile="release"),
                                 runtime_cache=runtime_cache(library_root())))
    assert outcome.ok and outcome.executable is not None
    assert any((u.extent or {}).get("stack_records", 0) >= 3 for u in outcome.units)
    expected = (PROGRAMS / "frame_records.expected").read_text()
    for stress in ("0", "1"):
        env = {**os.environ, "LDRIVER_GC_STRESS": stress}
        if stress == "0":
            env.pop("LDRIVER_GC_STRESS")
        run = subprocess.run([str(outcome.executable)], capture_output=True, text=True, env=env, timeout=120)
        assert (run.returncode, run.stdout) == (0, expected)
