"""compiler.closure.results: known functions return several values.

Meaning: each program runs in the CPS reference interpreter closure-converted
with and without the pass (after `useless`, as the release pipeline runs
them), and the outputs agree. Shape: a recursive function returning a pair it
builds returns the two fields (a `MultiT` result, no record), its caller's
continuation takes them without selecting, a caller that keeps the pair
whole rebuilds it, and a function that returns a record it did not build, or
that escapes, keeps its single result.
"""
from __future__ import annotations

import pytest
from test_convert import PROGRAMS, SNIPPETS, _SMALL
from test_useless import closed_both

from compiler.closure import ClosedProgram, results, useless
from compiler.cps.ir import App, FunDef, LetCont, LetRecord, MultiT, RealT, Select, Throw, subterms


def _closed_both(text: str) -> ClosedProgram:
    return closed_both(text, results.run, useless.run)


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippet_meaning_preserved(name: str) -> None:
    _closed_both(SNIPPETS[name])


@pytest.mark.parametrize("name", _SMALL)
def test_program_meaning_preserved(name: str) -> None:
    _closed_both((PROGRAMS / f"{name}.sml").read_text())


SOURCE = """
fun split (x :: y :: rest, a, b) = split (rest, x :: a, y :: b)
  | split ([x], a, b) = (x :: a, b)
  | split ([], a, b) = (a, b)
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
fun sum [] = 0 | sum (x :: xs) = x + sum xs
fun spin (0, x, y, z) = (x, y, z)
  | spin (n, x, y, z) = spin (n - 1, y + 0.5, z * 2.0, x - 0.25)
val keep = ref (upto (1, 2), [0])
fun given (p, 0) = p | given (p, n) = given (p, n - 1)
fun run n =
  let val (a, b) = split (upto (1, n), [], [])
      val (x, y, z) = spin (n, 1.0, 2.0, 3.0)
  in keep := split (b, [], []);
     print (Int.toString (sum a - sum b) ^ " " ^ Real.toString (x + y + z) ^ " "
            ^ Int.toString (sum (#1 (!keep))) ^ " " ^ Int.toString (sum (#1 (given ((a, b), n)))) ^ "\\n")
  end
val () = run 9
val () = run 10
"""


def _fun(closed: ClosedProgram, hint: str) -> FunDef:
    (f,) = [f for f in closed.funs if f.name.hint == hint]
    return f


def test_pairs_and_triples_are_returned_as_fields() -> None:
    closed = _closed_both(SOURCE)
    split, spin, given = _fun(closed, "split"), _fun(closed, "spin"), _fun(closed, "given")
    assert isinstance(split.name.cty.result, MultiT) and len(split.ret.params) == 2
    assert spin.ret.params == (RealT(), RealT(), RealT())
    # the records split and spin returned are no longer built
    assert not [t for t in subterms(split.body) if isinstance(t, LetRecord) and t.tag is None]
    assert not [t for t in subterms(spin.body) if isinstance(t, LetRecord)]
    assert any(isinstance(t, Throw) and t.cont.id == split.ret.id and len(t.args) == 2
               for t in subterms(split.body))
    # given returns the pair it was passed: it keeps its single result
    assert not isinstance(given.name.cty.result, MultiT)
    runs = _fun(closed, "run")
    conts = {t.cont.id: t for t in subterms(runs.body) if isinstance(t, LetCont)}
    calls = [t for t in subterms(runs.body) if isinstance(t, App) and t.fn.id in (split.name.id, spin.name.id)]
    assert len(calls) == 3
    taking = [conts[c.ret.id] for c in calls]
    # (a, b) and (x, y, z) are taken as fields; the pair kept in `keep` is rebuilt
    rebuilt = [k for k in taking if isinstance(k.cont_body, LetRecord)]
    assert len(rebuilt) == 1 and len(rebuilt[0].params) == 2
    direct = [k for k in taking if k not in rebuilt]
    assert sorted(len(k.params) for k in direct) == [2, 3]
    for k in direct:
        assert not [t for t in subterms(k.cont_body)
                    if isinstance(t, Select) and t.record.id in {p.id for p in k.params}]
