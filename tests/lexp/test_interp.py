"""The LEXP interpreter: representation mistakes are errors, not wrong answers."""
from __future__ import annotations

import pytest
from lexp_helpers import output

from compiler.lexp import check, run
from compiler.lexp.interp import InterpError
from compiler.lexp.ir import (
    BOXED, REAL, DataconInfo, Decon, Int, Let, LVar, PrimApp, Real, Record, RecordTy, RBOXED, Select,
    Tagged, Unit, Unwrap, Var, Wrap, fresh_lvar,
)


def _unit(body) -> Unit:  # type: ignore[no-untyped-def]
    return Unit(Let(fresh_lvar("_"), BOXED, body, Record(())), "t")


def test_missing_unwrap_of_a_boxed_real_is_caught() -> None:
    x = fresh_lvar("x")
    body = Let(x, BOXED, Wrap(REAL, Real(1.5)), Wrap(REAL, PrimApp("real_add", (Var(x), Real(1.0)))))
    unit = _unit(body)
    assert check(unit) != []
    with pytest.raises(InterpError):
        run(unit)


def test_unwrap_to_a_flat_record_rejects_a_standard_boxed_one() -> None:
    x = fresh_lvar("x")
    std = Wrap(RecordTy((RBOXED, RBOXED)), Record((Wrap(REAL, Real(1.0)), Wrap(REAL, Real(2.0)))))
    body = Let(x, BOXED, std, Wrap(RecordTy((REAL, REAL)), Unwrap(RecordTy((REAL, REAL)), Var(x))))
    with pytest.raises(InterpError):
        run(_unit(body))


def test_decon_of_the_wrong_constructor_is_caught() -> None:
    cons = DataconInfo(Tagged("::", 1, True, 2), RecordTy((RBOXED, BOXED)))
    body = Decon(cons, Int(0))
    with pytest.raises(InterpError):
        run(_unit(body))


def test_reals_through_polymorphic_code_round_trip() -> None:
    src = """
fun sum l = foldl (op +) 0.0 l
val xs = map (fn x => x * 2.0) [1.0, 2.5, 3.25]
val pairs = map (fn x => (x, x + 1.0)) xs
val (a, b) = hd (rev pairs)
val _ = print (if sum xs = 13.5 andalso floor (a + b) = 14 then "ok\\n" else "bad\\n")
"""
    assert output(src.replace("sum xs = 13.5", "floor (sum xs * 2.0) = 27")) == "ok\n"


def test_uncaught_exception_message() -> None:
    from lexp_helpers import execute
    r = execute('val _ = print "a"\nval _ = raise Fail "done"')
    assert (r.stdout, r.uncaught, r.status) == ("a", "Fail: done", 1)


def test_select_out_of_range_is_caught() -> None:
    v = LVar("v", 999_999)
    body = Let(v, RecordTy((BOXED,)), Record((Int(1),)), Select(1, Var(v)))
    with pytest.raises(InterpError):
        run(_unit(body))
