"""The CPS checker rejects broken programs; the printer is canonical."""
from __future__ import annotations

from cps_helpers import INT, fn, prim, var

from compiler.cps import check, convert
from compiler.cps.ir import (
    INT_T, PTR_T, REAL_T, App, Fix, FunDef, FunT, IntConst, LetCont, LetPrim, LetRecord, LetVal,
    Program, RealConst, Supply, Switch, Throw,
)
from compiler.cps.printer import show
from compiler.lexp import ir as L


def _main(build) -> Program:
    s = Supply()
    main = s.var("main", FunT((), INT_T))
    ret, exn = s.cont("ret", (INT_T,)), s.cont("exn", (PTR_T,))
    return Program(FunDef(main, ret, exn, (), build(s, ret, exn)), s.next_id + 1)


def _errors(build) -> str:
    errors = check(_main(build))
    assert errors, "expected the checker to reject the program"
    return "\n".join(errors)


def test_unbound_variable() -> None:
    assert "unbound" in _errors(lambda s, ret, exn: Throw(ret, (s.var("x", INT_T),)))


def test_bound_twice() -> None:
    def build(s, ret, exn):
        x = s.var("x", INT_T)
        return LetVal(x, IntConst(1), LetVal(x, IntConst(2), Throw(ret, (x,))))
    assert "bound twice" in _errors(build)


def test_wrong_arity_and_types() -> None:
    def build(s, ret, exn):
        x = s.var("x", REAL_T)
        return LetVal(x, RealConst(1.0), Throw(ret, (x, x)))
    assert "2 arguments, expected 1" in _errors(build)

    def build2(s, ret, exn):
        x = s.var("x", REAL_T)
        return LetVal(x, RealConst(1.0), Throw(ret, (x,)))
    assert "expected int" in _errors(build2)


def test_raw_real_in_mixed_record() -> None:
    def build(s, ret, exn):
        x, i, r = s.var("x", REAL_T), s.var("i", INT_T), s.var("r", PTR_T)
        return LetVal(x, RealConst(1.0), LetVal(i, IntConst(1), LetRecord(
            r, (x, i), 0, Throw(ret, (i,)))))
    assert "mixed record" in _errors(build)


def test_raising_primitive_needs_a_handler() -> None:
    def build(s, ret, exn):
        i, j = s.var("i", INT_T), s.var("j", INT_T)
        return LetVal(i, IntConst(1), LetPrim(j, "int_add", (i, i), None, Throw(ret, (j,))))
    assert "no handler" in _errors(build)


def test_function_may_not_use_an_outer_continuation() -> None:
    def build(s, ret, exn):
        f = s.var("f", FunT((INT_T,), INT_T))
        k, h, x = s.cont("k", (INT_T,)), s.cont("h", (PTR_T,)), s.var("x", INT_T)
        one = s.var("one", INT_T)
        # f's body jumps to main's return continuation: continuations are second class.
        return Fix((FunDef(f, k, h, (x,), Throw(ret, (x,))),),
                   LetVal(one, IntConst(1), App(f, ret, exn, (one,))))
    assert "not in scope" in _errors(build)


def test_letcont_is_not_recursive_and_call_types() -> None:
    def build(s, ret, exn):
        k, x = s.cont("k", (INT_T,)), s.var("x", INT_T)
        return LetCont(k, (x,), Throw(k, (x,)), Throw(ret, (x,)))
    errors = _errors(build)
    assert "not in scope" in errors and "unbound" in errors

    def build2(s, ret, exn):
        f = s.var("f", FunT((INT_T,), REAL_T))
        k, h, x = s.cont("k", (REAL_T,)), s.cont("h", (PTR_T,)), s.var("x", INT_T)
        y = s.var("y", REAL_T)
        return Fix((FunDef(f, k, h, (x,), LetVal(y, RealConst(0.5), Throw(k, (y,)))),),
                   App(f, ret, exn, (x,)))
    assert "return continuation takes (int), callee returns real" in _errors(build2)


def test_switch_on_pointer() -> None:
    def build(s, ret, exn):
        r, i = s.var("r", PTR_T), s.var("i", INT_T)
        return LetVal(i, IntConst(0), LetRecord(r, (), 0, Switch(r, ((0, Throw(ret, (i,))),), None)))
    assert "switch on ptr" in _errors(build)


def test_printer_is_canonical_and_deterministic() -> None:
    f, x = var("f"), var("x")
    e = L.Fix((f,), (L.ArrowTy(INT, INT),), (fn(x, INT, prim("int_add", L.Var(x), L.Int(1)), INT),),
              L.App(L.Var(f), L.Int(2)))
    a, b = convert(L.Unit(e, "t")), convert(L.Unit(e, "t"))
    assert show(a) == show(b)
    assert show(a) == """\
program fun v0(k0, k1) : int =  # main
  fix
    fun v1(k2, k3, v2: int) : int =  # f
      let v3 : int = 1
      let v4 : int = int_add(v2, v3) raises k3
      throw k2(v4)
  in
  let v5 : int = 2
  call v1(k0, k1, v5)
"""
