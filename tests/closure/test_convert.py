"""compiler.closure: flat closure conversion.

Meaning: each program is converted from SML source, run by the CPS reference
interpreter before and after closure conversion (`as_program`), and the
outputs compared (the Basis units it uses are closure-converted too). Shape: known functions get no closure, escaping ones get a
record whose field 0 is their code, and every result passes the checker.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from interp_basis import cps_with_basis

from compiler.closure import ClosedProgram, as_program, check, run
from compiler.cps import interpret_units, show
from compiler.cps.ir import App, FunDef, LetCont, LetRecord, Switch, Term
from compiler.deep import run_deep

PROGRAMS = Path(__file__).resolve().parents[1] / "programs"

SNIPPETS = {
    "known": """
        fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
        val _ = print (if fib 15 = 610 then "ok\\n" else "bad\\n")
    """,
    "capture": """
        fun adder n = fn x => x + n
        (* Stored in a ref, the closures escape: no inlining or folding removes them. *)
        val cell = ref (adder 3)
        val () = cell := adder 4
        fun twice f x = f (f x)
        val _ = print (if twice (!cell) 10 = 18 then "ok\\n" else "bad\\n")
    """,
    "known_with_free_vars": """
        fun outer (a, b) =
          let fun loop 0 = a | loop n = b + loop (n - 1)
          in loop 5 end
        val _ = print (if outer (1, 2) = 11 then "ok\\n" else "bad\\n")
    """,
    "mutual_escaping": """
        fun make k =
          let fun even 0 = true | even n = odd (n - k)
              and odd 0 = false | odd n = even (n - k)
          in (even, odd) end
        val (e, od) = make 1
        fun pick b = if b then e else od
        val _ = print (if e 10 andalso od 7 andalso not ((pick false) 4) then "ok\\n" else "bad\\n")
    """,
    "sibling_as_value": """
        fun make k =
          let fun f 0 = 0 | f n = k + g (n - 1)
              and g n = if n < 0 then 0 else (fn h => h n) f
          in f end
        val _ = print (if (make 2) 3 = 6 then "ok\\n" else "bad\\n")
    """,
    "captured_real": """
        fun scale (r : real) = fn x => x * r
        val s = scale 2.5
        val _ = print (if s 4.0 > 9.99 andalso s 4.0 < 10.01 then "ok\\n" else "bad\\n")
    """,
    "exceptions": """
        exception E of int
        fun f n = if n = 0 then raise E 7 else f (n - 1)
        val _ = print ((f 3; "bad\\n") handle E k => if k = 7 then "ok\\n" else "bad\\n")
    """,
}


def _interp_both(text: str) -> tuple[str, str, ClosedProgram]:
    program = cps_with_basis(text, "test.sml")

    def go() -> ClosedProgram:
        closed = run(program.program)
        errors = check(closed)
        assert not errors, errors[:5] + [show(as_program(closed))]
        return closed
    closed = run_deep(go)
    before = run_deep(lambda: interpret_units(program.linked(), max_steps=5_000_000))
    return repr((before.stdout, before.uncaught)), repr(program.run_closed(closed)), closed


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippet_meaning_preserved(name: str) -> None:
    before, after, _ = _interp_both(SNIPPETS[name])
    assert before == after
    assert "ok" in before


_SMALL = ["closures", "currying", "exceptions_basic", "higher_order_lists", "mutual_recursion",
          "records", "reals", "datatype_match", "refs"]


@pytest.mark.parametrize("name", _SMALL)
def test_program_meaning_preserved(name: str) -> None:
    before, after, _ = _interp_both((PROGRAMS / f"{name}.sml").read_text())
    assert before == after


def _walk(t: Term):
    stack = [t]
    while stack:
        t = stack.pop()
        yield t
        match t:
            case LetCont(_, _, cb, b):
                stack += (cb, b)
            case Switch(_, cases, d):
                stack += [arm for _, arm in cases] + ([d] if d is not None else [])
            case App():
                pass
            case _:
                if hasattr(t, "body"):
                    stack.append(t.body)


def _fun(closed: ClosedProgram, hint: str) -> FunDef:
    return next(f for f in closed.funs if f.name.hint == hint)


def test_known_function_gets_no_closure() -> None:
    _, _, closed = _interp_both(SNIPPETS["known"])
    fib = _fun(closed, "fib")
    names = {f.name.id for f in closed.funs}
    # No closure record holds fib's code; its recursive calls are direct.
    for f in closed.funs:
        for t in _walk(f.body):
            if isinstance(t, LetRecord):
                assert fib.name not in t.fields
    calls = [t for t in _walk(fib.body) if isinstance(t, App)]
    assert calls and all(c.fn.id in names for c in calls)


def test_known_function_takes_free_variables_as_parameters() -> None:
    _, _, closed = _interp_both(SNIPPETS["known_with_free_vars"])
    loop = _fun(closed, "loop")
    assert len(loop.params) == 3  # n, then the captured a and b


def test_escaping_function_gets_code_in_field_0() -> None:
    _, _, closed = _interp_both(SNIPPETS["capture"])
    codes = {f.name.id for f in closed.funs}
    records = [t for f in closed.funs for t in _walk(f.body) if isinstance(t, LetRecord)]
    closures = [r for r in records if r.fields and r.fields[0].id in codes]
    assert closures
    for r in closures:
        assert all(x.id not in codes for x in r.fields[1:])


def test_a_closure_holds_only_what_its_code_reaches() -> None:
    """Safe for space: in one group, `f` reaches only itself, `g` reaches `f`,
    `h` and `k` are mutually recursive (`mk` recurses, so it stays a
    function whose closures escape). `f`'s closure holds `a` only, `g`'s
    `a` and `b`; `h` and `k` share one layout (`c`, `d`) and call each other
    with `self`. `g`'s call of `f` builds `f`'s record from `g`'s fields."""
    before, after, closed = _interp_both("""
        fun mk (a : int, b : int, c : int, d : int) =
          if a > 100 then mk (a - 1, b, c, d) else
          let fun f x = if x > 100 then f (x - 1) else x + a
              and g x = f x + b
              and h x = if x = 0 then c else k (x - 1)
              and k x = if x = 0 then d else h (x - 1)
          in (f, g, h, k) end
        val (f, g, h, k) = mk (1, 20, 300, 4000)
        val _ = print (if f 1 = 2 andalso g 2 = 23 andalso h 3 = 4000 andalso k 3 = 300 then "ok\\n" else "bad\\n")
    """)
    assert before == after and "ok" in before
    codes = {f.name.hint: f.name.id for f in closed.funs}
    records = {r.fields[0].id: r for f in closed.funs for r in _walk(f.body)
               if isinstance(r, LetRecord) and r.fields and r.fields[0].id in codes.values()}
    widths = {hint: len(records[fid].fields) - 1 for hint, fid in codes.items() if fid in records}
    assert widths["f"] == 1 and widths["g"] == 2 and widths["h"] == widths["k"] == 2
    h_calls = [t for t in _walk(_fun(closed, "h").body) if isinstance(t, App) and t.fn.id == codes["k"]]
    assert h_calls and all(c.args[0].hint == "self" for c in h_calls)


def test_checker_rejects_free_variable() -> None:
    _, _, closed = _interp_both(SNIPPETS["capture"])
    # Drop the closure parameter of an escaping function: its selects become free.
    victim = next(f for f in closed.funs if f.params and f.params[0].hint == "self")
    broken = FunDef(victim.name, victim.ret, victim.exn, victim.params[1:], victim.body)
    funs = tuple(broken if f is victim else f for f in closed.funs)
    errors = check(ClosedProgram(funs, closed.main, closed.next_id))
    assert any("unbound" in e or "scope" in e or "argument" in e for e in errors)
