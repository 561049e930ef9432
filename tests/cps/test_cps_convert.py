"""CPS conversion of hand-built LEXP: representation decisions, calling
convention, exceptions; every program is also run before and after shrinking."""
from __future__ import annotations

from cps_helpers import BOXED, INT, REAL, builtin_exn, fn, if_, prim, run_both, seq, var

from compiler.cps import convert, interpret
from compiler.cps.interp import Box, Obj
from compiler.cps.ir import INT_T, App, FunT, LetPrim, LetRecord, PtrT, RealT, Term, Throw
from compiler.lexp import ir as L

MAX_INT = (1 << 62) - 1


def _walk(t: Term):
    """Every term node of `t`, including function and continuation bodies."""
    stack = [t]
    while stack:
        t = stack.pop()
        yield t
        for name in ("body", "cont_body", "default"):
            sub = getattr(t, name, None)
            if sub is not None:
                stack.append(sub)
        for f in getattr(t, "funs", ()):
            stack.append(f.body)
        for _, arm in getattr(t, "cases", ()):
            stack.append(arm)


def _fact(n: int) -> L.Lexp:
    fact, x = var("fact"), var("n")
    body = if_(prim("int_eq", L.Var(x), L.Int(0)), L.Int(1),
               prim("int_mul", L.Var(x), L.App(L.Var(fact), prim("int_sub", L.Var(x), L.Int(1)))),
               INT)
    return L.Fix((fact,), (L.ArrowTy(INT, INT),), (fn(x, INT, body, INT),),
                 L.App(L.Var(fact), L.Int(n)))


def test_factorial_and_recursion_visible() -> None:
    out, prog, _ = run_both(_fact(10))
    assert out.result == 3628800
    # The recursive call names the Fix-bound function directly.
    f = prog.main.body.funs[0]  # type: ignore[attr-defined]
    calls = [t for t in _walk(f.body) if isinstance(t, App)]
    assert calls and all(c.fn == f.name for c in calls)


def test_deep_non_tail_recursion_runs_without_python_recursion() -> None:
    s, x = var("sum"), var("n")
    body = if_(prim("int_eq", L.Var(x), L.Int(0)), L.Int(0),
               prim("int_add", L.Var(x), L.App(L.Var(s), prim("int_sub", L.Var(x), L.Int(1)))), INT)
    e = L.Fix((s,), (L.ArrowTy(INT, INT),), (fn(x, INT, body, INT),), L.App(L.Var(s), L.Int(100000)))
    out, _, _ = run_both(e)
    assert out.result == 100000 * 100001 // 2


def test_tail_call_passes_own_return_continuation() -> None:
    loop, p = var("loop"), var("p")
    pty = L.RecordTy((INT, INT))
    n, acc = L.Select(0, L.Var(p)), L.Select(1, L.Var(p))
    body = if_(prim("int_eq", n, L.Int(0)), acc,
               L.App(L.Var(loop), L.Record((prim("int_sub", n, L.Int(1)),
                                            prim("int_add", acc, L.Int(2))))), INT)
    e = L.Fix((loop,), (L.ArrowTy(pty, INT),), (fn(p, pty, body, INT),),
              L.App(L.Var(loop), L.Record((L.Int(5), L.Int(0)))))
    out, prog, small = run_both(e)
    assert out.result == 10
    f = small.main.body.funs[0]  # type: ignore[attr-defined]
    # Argument flattening: two int parameters, and the record is gone after shrinking.
    assert f.name.cty == FunT((INT_T, INT_T), INT_T)
    assert not any(isinstance(t, LetRecord) for t in _walk(f.body))
    tail = [t for t in _walk(f.body) if isinstance(t, App)]
    assert tail and all(c.ret == f.ret for c in tail)


def test_flat_real_record_and_mixed_record_layout() -> None:
    r, m = var("r"), var("m")
    rty, mty = L.RecordTy((REAL, REAL)), L.RecordTy((INT, REAL))
    e = L.Let(r, rty, L.Record((L.Real(1.5), L.Real(2.25))),
              L.Let(m, mty, L.Record((L.Int(3), L.Select(1, L.Var(r)))),
                    L.Record((L.Var(r), L.Var(m)))))
    out, prog, _ = run_both(e)
    reals, mixed = out.result.fields  # type: ignore[union-attr]
    assert isinstance(reals, Obj) and reals.kind == "reals" and reals.fields == [1.5, 2.25]
    assert isinstance(mixed, Obj) and mixed.kind == "record"
    assert mixed.fields[0] == 3 and isinstance(mixed.fields[1], Box)
    assert mixed.fields[1].value == 2.25


def test_flattened_real_parameters_are_unboxed() -> None:
    f, p = var("f"), var("p")
    pty = L.RecordTy((REAL, REAL))
    body = prim("real_add", L.Select(0, L.Var(p)), L.Select(1, L.Var(p)))
    e = L.Fix((f,), (L.ArrowTy(pty, REAL),), (fn(p, pty, body, REAL),),
              L.App(L.Var(f), L.Record((L.Real(1.0), L.Real(0.5)))))
    out, prog, _ = run_both(e)
    assert out.result == 1.5
    fd = prog.main.body.funs[0]  # type: ignore[attr-defined]
    assert [type(p.cty) for p in fd.params] == [RealT, RealT]


def test_wrap_unwrap_real_through_polymorphic_identity() -> None:
    ident, x = var("id"), var("x")
    e = L.Fix((ident,), (L.ArrowTy(BOXED, BOXED),), (fn(x, BOXED, L.Var(x), BOXED),),
              prim("real_add", L.Unwrap(REAL, L.App(L.Var(ident), L.Wrap(REAL, L.Real(2.5)))),
                   L.Real(1.0)))
    out, prog, small = run_both(e)
    assert out.result == 3.5
    prims = [t.prim for t in _walk(prog.main.body) if isinstance(t, LetPrim)]
    assert "box_real" in prims and "unbox_real" in prims
    # After inlining the identity, the box/unbox pair cancels and 2.5 + 1.0 folds.
    assert not [t for t in _walk(small.main.body) if isinstance(t, LetPrim)]


def _list_lexp(items: list[int]) -> tuple[L.Lexp, L.DataconInfo, L.DataconInfo]:
    cell = L.RecordTy((INT, BOXED))
    nil = L.DataconInfo(L.Constant("nil", 0), None)
    cons = L.DataconInfo(L.Tagged("::", 1, True, 2), cell)
    e: L.Lexp = L.Con(nil, None)
    for i in reversed(items):
        e = L.Con(cons, L.Record((L.Int(i), e)))
    return e, nil, cons


def test_list_cells_and_datatype_switch() -> None:
    lst, nil, cons = _list_lexp([1, 2, 3, 4])
    s, xs, c = var("sum"), var("xs"), var("c")
    cell = L.RecordTy((INT, BOXED))
    body = L.Switch(L.Var(xs), "datacon", (
        (nil, L.Int(0)),
        (cons, L.Let(c, cell, L.Decon(cons, L.Var(xs)),
                     prim("int_add", L.Select(0, L.Var(c)),
                          L.App(L.Var(s), L.Select(1, L.Var(c))))))), None, INT)
    e = L.Fix((s,), (L.ArrowTy(BOXED, INT),), (fn(xs, BOXED, body, INT),), L.App(L.Var(s), lst))
    out, prog, _ = run_both(e)
    assert out.result == 10
    cells = [t for t in _walk(prog.main.body) if isinstance(t, LetRecord) and t.tag == 1]
    assert cells and all(len(t.fields) == 2 for t in cells)


def test_datacon_switch_with_default_mixed_constructors() -> None:
    # datatype t = A | B of int | C | D of int; f x = case x of B n => n | C => 100 | _ => ~1
    a = L.DataconInfo(L.Constant("A", 0), None)
    b = L.DataconInfo(L.Tagged("B", 1, False, 1), INT)
    c = L.DataconInfo(L.Constant("C", 2), None)
    d = L.DataconInfo(L.Tagged("D", 3, False, 1), INT)
    f, x = var("f"), var("x")
    body = L.Switch(L.Var(x), "datacon", ((b, L.Decon(b, L.Var(x))), (c, L.Int(100))),
                    L.Int(-1), INT)
    vals = [L.Con(a, None), L.Con(b, L.Int(7)), L.Con(c, None), L.Con(d, L.Int(9))]
    total: L.Lexp = L.Int(0)
    for v in vals:
        total = prim("int_add", prim("int_mul", total, L.Int(1000)), L.App(L.Var(f), v))
    e = L.Fix((f,), (L.ArrowTy(BOXED, INT),), (fn(x, BOXED, body, INT),), total)
    out, _, _ = run_both(e)
    assert out.result == ((-1 * 1000 + 7) * 1000 + 100) * 1000 - 1


def test_string_switch() -> None:
    f, s = var("f"), var("s")
    body = L.Switch(L.Var(s), "string", (("one", L.Int(1)), ("two", L.Int(2))), L.Int(0), INT)
    e = L.Fix((f,), (L.ArrowTy(BOXED, INT),), (fn(s, BOXED, body, INT),),
              prim("int_add", L.App(L.Var(f), L.String("two")),
                   prim("int_mul", L.Int(10), L.App(L.Var(f), L.String("three")))))
    out, _, _ = run_both(e)
    assert out.result == 2


def test_refs() -> None:
    r = var("r")
    ref = L.DataconInfo(L.RefCon(), BOXED)
    e = L.Let(r, BOXED, L.Con(ref, L.Wrap(INT, L.Int(1))),
              seq(prim("ref_set", L.Var(r), L.Wrap(INT, prim("int_add", L.Unwrap(INT, L.Decon(ref, L.Var(r))), L.Int(41)))),
                  L.Unwrap(INT, L.Decon(ref, L.Var(r)))))
    out, _, _ = run_both(e)
    assert out.result == 42


def test_overflow_is_caught_by_handle() -> None:
    p = var("p")
    ovf = builtin_exn("Overflow")
    body = L.Handle(prim("int_add", L.Int(MAX_INT), L.Int(1)), p,
                    L.Switch(L.Var(p), "exn", ((ovf, L.Int(-7)),), L.Raise(L.Var(p), INT), INT))
    out, _, _ = run_both(seq(prim("print", L.String("start\n")), body))
    assert out.stdout == "start\n" and out.result == -7


def test_uncaught_fail_message() -> None:
    fail = builtin_exn("Fail", BOXED)
    e = seq(prim("print", L.String("a\n")), L.Raise(L.Con(fail, L.String("boom")), INT))
    out, _, _ = run_both(e)
    assert out.stdout == "a\n" and out.uncaught == "Fail: boom"


def test_generative_exception_with_argument_and_reraise() -> None:
    ident, p, q = var("E"), var("p"), var("q")
    e_con = L.DataconInfo(L.ExnCon("E", ident, None, True), INT)
    f_con = L.DataconInfo(L.ExnCon("F", None, "Fail", True), BOXED)
    inner = L.Handle(L.Raise(L.Con(e_con, L.Int(5)), INT), p,
                     L.Switch(L.Var(p), "exn", ((f_con, L.Int(0)),), L.Raise(L.Var(p), INT), INT))
    outer = L.Handle(inner, q, L.Switch(L.Var(q), "exn",
                                        ((e_con, prim("int_mul", L.Decon(e_con, L.Var(q)), L.Int(3))),),
                                        L.Raise(L.Var(q), INT), INT))
    e = L.Let(ident, BOXED, prim("exn_new_identity", L.String("E")), outer)
    out, _, _ = run_both(e)
    assert out.result == 15


def test_exception_from_primitive_goes_to_handler_continuation() -> None:
    prog = convert(L.Unit(prim("int_div", L.Int(1), L.Int(0)), "t"))
    raising = [t for t in _walk(prog.main.body) if isinstance(t, LetPrim) and t.prim == "int_div"]
    assert raising and raising[0].exn == prog.main.exn
    assert interpret(prog).uncaught == "Div"


def test_mutual_recursion() -> None:
    ev, od, x, y = var("even"), var("odd"), var("x"), var("y")
    ety = L.ArrowTy(INT, INT)
    even = fn(x, INT, if_(prim("int_eq", L.Var(x), L.Int(0)), L.Int(1),
                          L.App(L.Var(od), prim("int_sub", L.Var(x), L.Int(1))), INT), INT)
    odd = fn(y, INT, if_(prim("int_eq", L.Var(y), L.Int(0)), L.Int(0),
                         L.App(L.Var(ev), prim("int_sub", L.Var(y), L.Int(1))), INT), INT)
    e = L.Fix((ev, od), (ety, ety), (even, odd), L.App(L.Var(ev), L.Int(1001)))
    out, _, _ = run_both(e)
    assert out.result == 0


def test_higher_order_closure_and_unflattened_large_record() -> None:
    # A 10-field record parameter is above MAX_FLAT_ARGS: passed as one pointer.
    big = L.RecordTy(tuple(INT for _ in range(10)))
    f, p, g, a = var("f"), var("p"), var("g"), var("a")
    sum10: L.Lexp = L.Int(0)
    for i in range(10):
        sum10 = prim("int_add", sum10, L.Select(i, L.Var(p)))
    e = L.Fix((f,), (L.ArrowTy(big, INT),), (fn(p, big, sum10, INT),),
              L.Let(g, L.ArrowTy(INT, INT), fn(a, INT, L.App(L.Var(f), L.Record(tuple(
                  L.Var(a) for _ in range(10)))), INT),
                  L.App(L.Var(g), L.Int(4))))
    out, prog, _ = run_both(e)
    assert out.result == 40
    fd = prog.main.body.funs[0]  # type: ignore[attr-defined]
    assert len(fd.params) == 1 and fd.params[0].cty == PtrT(10)


def test_raise_is_a_throw_to_the_handler() -> None:
    fail = builtin_exn("Fail", BOXED)
    prog = convert(L.Unit(L.Raise(L.Con(fail, L.String("x")), INT), "t"))
    throws = [t for t in _walk(prog.main.body) if isinstance(t, Throw)]
    assert [t.cont for t in throws] == [prog.main.exn]
