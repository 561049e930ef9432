"""Structure records in LEXP (Shao §3.5.2), built by hand: `SRecord`/`SRecordTy`,
`GRecTy`, exception identities reached through a path into structure records,
the checker's rejections, the printer, and coercions between structure LTYs
run through the reference interpreter."""
from __future__ import annotations

import pytest
from lexp_builders import (
    BOXED, INNER_TY, INT, OUTER_TY, REAL, exn_structure_program, expect_int, expect_real, nested_structure,
    prim, say, sel, seq, var,
)

from compiler.lexp import check, run
from compiler.lexp import ir as L
from compiler.lexp.check import type_of
from compiler.lexp.lty import coerce, dup, same_rep
from compiler.lexp.printer import print_lexp, print_lty

RBOXED = L.RBOXED


def run_checked(body: L.Lexp) -> tuple[str, str | None]:
    unit = L.Unit(body, "structures.sml")
    errors = check(unit)
    assert errors == [], errors
    result = run(unit)
    return result.stdout, result.uncaught


# -- the structure record ---------------------------------------------------------


def test_nested_structure_fields_in_the_interpreter() -> None:
    body = nested_structure(lambda s: seq(
        prim("print", sel(s, 2)), say("\n"),
        expect_int(sel(s, 0), 42, "a"),
        expect_real(sel(s, 1), 1.5, "b"),
        expect_real(sel(s, 3, 0), 2.5, "I.x"),
        expect_int(sel(s, 3, 1), 7, "I.y")))
    assert run_checked(body) == ("hello\na=ok\nb=ok\nI.x=ok\nI.y=ok\n", None)


def test_srecord_type_and_select_types() -> None:
    s = var("S")
    env = {s: OUTER_TY}
    assert type_of(L.SRecord((L.Int(1), L.Real(2.0))), {}) == L.SRecordTy((INT, REAL))
    assert type_of(L.Select(3, L.Var(s)), env) == INNER_TY
    assert type_of(sel(L.Var(s), 3, 0), env) == REAL
    g = var("G")
    gty = L.GRecTy(((0, INT), (3, INNER_TY)))
    assert type_of(sel(L.Var(g), 3, 1), {g: gty}) == INT


def test_functor_applied_twice() -> None:
    """functor F(X: sig val n: int val r: real end) = struct val n = X.n + 1
    val r = X.r * 2.0 end; F(F(struct val n = 1 val r = 0.75 end))."""
    sty = L.SRecordTy((INT, REAL))
    f, x, a, b = var("F"), var("X"), var("A"), var("B")
    functor = L.Fn(x, sty, L.SRecord((prim("int_add", sel(L.Var(x), 0), L.Int(1)),
                                      prim("real_mul", sel(L.Var(x), 1), L.Real(2.0)))), sty)
    body = L.Let(f, L.ArrowTy(sty, sty), functor,
                 L.Let(a, sty, L.App(L.Var(f), L.SRecord((L.Int(1), L.Real(0.75)))),
                       L.Let(b, sty, L.App(L.Var(f), L.Var(a)),
                             seq(expect_int(sel(L.Var(a), 0), 2, "A.n"),
                                 expect_real(sel(L.Var(a), 1), 1.5, "A.r"),
                                 expect_int(sel(L.Var(b), 0), 3, "B.n"),
                                 expect_real(sel(L.Var(b), 1), 3.0, "B.r")))))
    assert run_checked(body) == ("A.n=ok\nA.r=ok\nB.n=ok\nB.r=ok\n", None)


def test_grec_view_of_a_full_structure() -> None:
    """A function typed by the components it uses (a GRecTy) accepts the full structure."""
    g, f = var("G"), var("f")
    gty = L.GRecTy(((1, REAL), (3, INNER_TY)))
    use = L.Fn(g, gty, prim("real_add", sel(L.Var(g), 1), sel(L.Var(g), 3, 0)), REAL)
    body = L.Let(f, L.ArrowTy(gty, REAL), use, nested_structure(
        lambda s: expect_real(L.App(L.Var(f), s), 4.0, "sum")))
    assert run_checked(body) == ("sum=ok\n", None)


# -- exceptions through a structure path ------------------------------------------


@pytest.mark.parametrize("which, out", [
    ("E", "E caught directly\narg=ok\n"),
    ("F", "F caught\n"),
])
def test_exception_identity_through_structure_path(which: str, out: str) -> None:
    assert run_checked(exn_structure_program(which)) == (out, None)


def test_uncaught_exception_through_path_names_it() -> None:
    e_id, s = var("E"), var("S")
    s_ty = L.SRecordTy((L.SRecordTy((BOXED,)),))
    con = L.DataconInfo(L.ExnCon("Oops", s, None, False, (0, 0)), None)
    body = L.Let(e_id, BOXED, prim("exn_new_identity", L.String("Oops")),
                 L.Let(s, s_ty, L.SRecord((L.SRecord((L.Var(e_id),)),)),
                       L.Raise(L.Con(con, None), INT)))
    assert run_checked(body) == ("", "Oops")


# -- checker rejections -----------------------------------------------------------


def _errors(body: L.Lexp) -> list[str]:
    return check(L.Unit(body, "bad.sml"))


def test_select_out_of_range_on_srecord_is_rejected() -> None:
    errs = _errors(L.Select(2, L.SRecord((L.Int(1), L.Int(2)))))
    assert len(errs) == 1 and "select 2" in errs[0]


def test_select_of_unlisted_grec_index_is_rejected() -> None:
    g = var("G")
    gty = L.GRecTy(((0, INT), (2, REAL)))
    ok = L.Fn(g, gty, sel(L.Var(g), 2), REAL)
    assert _errors(ok) == []
    g2 = var("G")
    bad = L.Fn(g2, gty, sel(L.Var(g2), 1), INT)
    errs = _errors(bad)
    assert len(errs) == 1 and "select 1" in errs[0]


def test_grec_parameter_rejects_structure_missing_a_component() -> None:
    g, f = var("G"), var("f")
    gty = L.GRecTy(((2, INT),))
    body = L.Let(f, L.ArrowTy(gty, INT), L.Fn(g, gty, sel(L.Var(g), 2), INT),
                 L.App(L.Var(f), L.SRecord((L.Int(1), L.Int(2)))))
    errs = _errors(body)
    assert len(errs) == 1 and "app argument" in errs[0]


def _raise_through(s_ty: L.Lty, s_val: L.Lexp, path: tuple[int, ...]) -> L.Lexp:
    s = var("S")
    con = L.DataconInfo(L.ExnCon("E", s, None, False, path), None)
    return L.Let(s, s_ty, s_val, L.Raise(L.Con(con, None), INT))


@pytest.mark.parametrize("path, reason", [
    ((0, 0, 0), "step 2"),     # through an INT field
    ((0, 0), "ends at type"),  # ends at an INT field
    ((1,), "ends at type"),    # ends at the REAL field
    ((2, 0), "step 0"),        # index out of range
    ((0, 1), None),            # well formed: the BOXED identity in the substructure
])
def test_bad_exception_paths_are_rejected(path: tuple[int, ...], reason: str | None) -> None:
    ident = var("id")
    s_ty = L.SRecordTy((L.SRecordTy((INT, BOXED)), REAL))
    body = L.Let(ident, BOXED, prim("exn_new_identity", L.String("E")),
                 _raise_through(s_ty, L.SRecord((L.SRecord((L.Int(0), L.Var(ident))), L.Real(1.0))),
                                path))
    errs = _errors(body)
    if reason is None:
        assert errs == []
    else:
        assert len(errs) == 1 and "identity path" in errs[0] and reason in errs[0], errs


def test_builtin_exception_with_path_is_rejected() -> None:
    con = L.DataconInfo(L.ExnCon("Fail", None, "Fail", False, (0,)), None)
    errs = _errors(L.Raise(L.Con(con, None), INT))
    assert len(errs) == 1 and "built-in" in errs[0]


def test_grec_path_must_list_the_step() -> None:
    s = var("S")
    gty = L.GRecTy(((1, BOXED),))
    good = L.DataconInfo(L.ExnCon("E", s, None, False, (1,)), None)
    assert _errors(L.Fn(s, gty, L.Raise(L.Con(good, None), INT), INT)) == []
    s2 = var("S")
    bad = L.DataconInfo(L.ExnCon("E", s2, None, False, (0,)), None)
    errs = _errors(L.Fn(s2, gty, L.Raise(L.Con(bad, None), INT), INT))
    assert len(errs) == 1 and "identity path" in errs[0]


# -- printer ----------------------------------------------------------------------


def test_printer_forms() -> None:
    assert print_lty(L.SRecordTy((INT, REAL))) == "S{INT, REAL}"
    assert print_lty(L.GRecTy(((0, INT), (3, REAL)))) == "G{0: INT, 3: REAL}"
    s = var("S")
    con = L.DataconInfo(L.ExnCon("E", s, None, False, (1, 0)), None)
    text = print_lexp(L.Let(s, L.SRecordTy((INT, L.SRecordTy((BOXED,)))),
                            L.SRecord((L.Int(1), L.SRecord((L.String("x"),)))),
                            L.Con(con, None)))
    assert text == ('let S_0 : S{INT, S{BOXED}} =\n'
                    '    S[1, S["x"]]\n'
                    'in\n'
                    'Con[exn E@#0(#1(S_0))]\n')


# -- LTY operations and coercions ---------------------------------------------------


def test_same_rep_and_dup_of_structures() -> None:
    assert same_rep(L.SRecordTy((BOXED, INT)), L.SRecordTy((RBOXED, INT)))
    assert not same_rep(L.SRecordTy((REAL,)), L.SRecordTy((BOXED,)))
    assert not same_rep(L.SRecordTy((INT,)), L.RecordTy((INT,)))
    assert dup(L.SRecordTy((INT, REAL))) == L.SRecordTy((RBOXED, RBOXED))
    assert coerce(L.SRecordTy((BOXED,)), L.SRecordTy((RBOXED,))) is None
    g = L.GRecTy(((0, INT),))
    assert coerce(g, L.GRecTy(((0, INT),))) is None
    with pytest.raises(AssertionError):
        coerce(g, BOXED)
    with pytest.raises(AssertionError):
        coerce(L.SRecordTy((INT,)), L.RecordTy((INT,)))


def test_coercions_between_structure_records_run() -> None:
    """REAL component to BOXED and back; the whole structure to RBOXED and back."""
    flat_ty = L.SRecordTy((INT, REAL, L.SRecordTy((REAL,))))
    boxed_ty = L.SRecordTy((INT, BOXED, L.SRecordTy((BOXED,))))
    to_boxed, to_flat = coerce(flat_ty, boxed_ty), coerce(boxed_ty, flat_ty)
    to_r, from_r = coerce(flat_ty, RBOXED), coerce(RBOXED, flat_ty)
    assert None not in (to_boxed, to_flat, to_r, from_r)
    s, b, back, r, again = var("s"), var("b"), var("back"), var("r"), var("again")
    c = to_boxed(L.Var(s))  # type: ignore[misc]
    assert type(c) is L.SRecord and type(c.fields[1]) is L.Wrap
    body = L.Let(s, flat_ty, L.SRecord((L.Int(3), L.Real(0.25), L.SRecord((L.Real(8.0),)))),
                 L.Let(b, boxed_ty, c,
                       L.Let(back, flat_ty, to_flat(L.Var(b)),  # type: ignore[misc]
                             L.Let(r, RBOXED, to_r(L.Var(s)),  # type: ignore[misc]
                                   L.Let(again, flat_ty, from_r(L.Var(r)),  # type: ignore[misc]
                                         seq(expect_real(L.Unwrap(REAL, sel(L.Var(b), 1)), 0.25, "b.1"),
                                             expect_real(L.Unwrap(REAL, sel(L.Var(b), 2, 0)), 8.0, "b.2.0"),
                                             expect_int(sel(L.Var(back), 0), 3, "back.0"),
                                             expect_real(sel(L.Var(back), 1), 0.25, "back.1"),
                                             expect_real(sel(L.Var(back), 2, 0), 8.0, "back.2.0"),
                                             expect_real(sel(L.Var(again), 1), 0.25, "again.1"),
                                             expect_real(sel(L.Var(again), 2, 0), 8.0, "again.2.0")))))))
    out, uncaught = run_checked(body)
    assert uncaught is None
    assert out == "".join(f"{x}=ok\n" for x in
                          ("b.1", "b.2.0", "back.0", "back.1", "back.2.0", "again.1", "again.2.0"))
