"""CPS conversion of structure records (`SRecord`/`SRecordTy`/`GRecTy`), built by
hand in LEXP: layout (a structure record is never a flat REALS object), functors
take their argument structure as one pointer, exception identities through a
structure path, coercions; each program also runs after shrinking, and one is
compiled natively."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from cps_helpers import BOXED, INT, REAL, checked, fn, prim, run_both, seq, var
from lexp_builders import exn_structure_program, expect_int, expect_real, nested_structure, say, sel

from compiler.cps import convert
from compiler.cps.interp import Box, Obj
from compiler.cps.from_lexp import flat_params
from compiler.cps.ir import FunDef, FunT, PtrT, Term
from compiler.lexp import check as lexp_check
from compiler.lexp import ir as L
from compiler.lexp import run as lexp_run
from compiler.lexp.lty import coerce

RBOXED = L.RBOXED


def _funs(t: Term):
    """Every FunDef in `t`, nested ones included."""
    stack = [t]
    while stack:
        t = stack.pop()
        for f in getattr(t, "funs", ()):
            yield f
            stack.append(f.body)
        for name in ("body", "cont_body", "default"):
            sub = getattr(t, name, None)
            if sub is not None:
                stack.append(sub)
        for _, arm in getattr(t, "cases", ()):
            stack.append(arm)


def both(body: L.Lexp):
    """Check the LEXP, run it in the LEXP interpreter, then through CPS (before
    and after shrinking); the outputs must agree. Returns the CPS outcome and programs."""
    unit = L.Unit(body, "structures.sml")
    assert lexp_check(unit) == []
    ref = lexp_run(unit)
    out, prog, small = run_both(body)
    assert (out.stdout, out.uncaught) == (ref.stdout, ref.uncaught)
    return out, prog, small


NESTED_OUT = "hello\na=ok\nb=ok\nI.x=ok\nI.y=ok\n"


def nested_program(result: bool = True) -> L.Lexp:
    """Print and check the components; the value is the structure (or 0)."""
    return nested_structure(lambda s: seq(
        prim("print", sel(s, 2)), say("\n"),
        expect_int(sel(s, 0), 42, "a"),
        expect_real(sel(s, 1), 1.5, "b"),
        expect_real(sel(s, 3, 0), 2.5, "I.x"),
        expect_int(sel(s, 3, 1), 7, "I.y"),
        s if result else L.Int(0)))


def test_nested_structure_layout_and_selects() -> None:
    out, _, _ = both(nested_program())
    assert out.stdout == NESTED_OUT and out.uncaught is None
    s = out.result
    assert isinstance(s, Obj) and s.kind == "record" and len(s.fields) == 4
    assert s.fields[0] == 42
    assert isinstance(s.fields[1], Box) and s.fields[1].value == 1.5
    inner = s.fields[3]
    # The substructure has only a real and an int; its real is boxed.
    assert isinstance(inner, Obj) and inner.kind == "record"
    assert isinstance(inner.fields[0], Box) and inner.fields[0].value == 2.5 and inner.fields[1] == 7


def test_all_real_structure_is_not_a_flat_reals_object() -> None:
    sty = L.SRecordTy((REAL, REAL))
    gty = L.GRecTy(((1, REAL),))
    s, g, f = var("S"), var("G"), var("second")
    body = L.Let(s, sty, L.SRecord((L.Real(1.5), L.Real(2.25))),
                 L.Let(f, L.ArrowTy(gty, REAL), fn(g, gty, sel(L.Var(g), 1), REAL),
                       seq(expect_real(sel(L.Var(s), 0), 1.5, "s.0"),
                           expect_real(sel(L.Var(s), 1), 2.25, "s.1"),
                           # through the partial view (GRecTy): same layout
                           expect_real(L.App(L.Var(f), L.Var(s)), 2.25, "g.1"),
                           L.Var(s))))
    out, _, _ = both(body)
    assert out.stdout == "s.0=ok\ns.1=ok\ng.1=ok\n"
    r = out.result
    assert isinstance(r, Obj) and r.kind == "record"
    assert [type(x) for x in r.fields] == [Box, Box]
    assert [x.value for x in r.fields] == [1.5, 2.25]  # type: ignore[union-attr]
    # An ordinary record of two reals stays a flat REALS object.
    plain, _, _ = run_both(L.Record((L.Real(1.5), L.Real(2.25))))
    assert isinstance(plain.result, Obj) and plain.result.kind == "reals"


def _functor_program() -> tuple[L.Lexp, L.LVar]:
    sty = L.SRecordTy((INT, REAL))
    f, x, a, b = var("F"), var("X"), var("A"), var("B")
    functor = fn(x, sty, L.SRecord((prim("int_add", sel(L.Var(x), 0), L.Int(1)),
                                    prim("real_mul", sel(L.Var(x), 1), L.Real(2.0)))), sty)
    body = L.Fix((f,), (L.ArrowTy(sty, sty),), (functor,),
                 L.Let(a, sty, L.App(L.Var(f), L.SRecord((L.Int(1), L.Real(0.75)))),
                       L.Let(b, sty, L.App(L.Var(f), L.Var(a)),
                             seq(expect_int(sel(L.Var(a), 0), 2, "A.n"),
                                 expect_real(sel(L.Var(a), 1), 1.5, "A.r"),
                                 expect_int(sel(L.Var(b), 0), 3, "B.n"),
                                 expect_real(sel(L.Var(b), 1), 3.0, "B.r"),
                                 L.Int(0)))))
    return body, f


FUNCTOR_OUT = "A.n=ok\nA.r=ok\nB.n=ok\nB.r=ok\n"


def test_functor_takes_its_argument_structure_as_one_pointer() -> None:
    body, _ = _functor_program()
    out, prog, _ = both(body)
    assert out.stdout == FUNCTOR_OUT
    # (Shrinking folds the whole program away, so look before it.)
    functors = [d for d in _funs(prog.main.body) if d.name.hint == "F"]
    assert len(functors) == 1
    fd: FunDef = functors[0]
    # One parameter, a pointer to the 2-field structure; a RecordTy of the same
    # fields would be flattened into an int and an unboxed real.
    assert len(fd.params) == 1 and fd.params[0].cty == PtrT(2)
    assert fd.name.cty == FunT((PtrT(2),), PtrT(2))
    assert flat_params(L.SRecordTy((INT, REAL))) is None
    assert flat_params(L.GRecTy(((0, INT),))) is None
    assert flat_params(L.RecordTy((INT, REAL))) == (INT, REAL)


@pytest.mark.parametrize("which, expected", [
    ("E", "E caught directly\narg=ok\n"),
    ("F", "F caught\n"),
])
def test_exception_identity_through_structure_path(which: str, expected: str) -> None:
    out, _, _ = both(exn_structure_program(which))
    assert out.stdout == expected and out.uncaught is None


def test_uncaught_exception_through_path() -> None:
    e_id, s = var("E"), var("S")
    s_ty = L.SRecordTy((L.SRecordTy((BOXED,)),))
    con = L.DataconInfo(L.ExnCon("Oops", s, None, False, (0, 0)), None)
    body = L.Let(e_id, BOXED, prim("exn_new_identity", L.String("Oops")),
                 L.Let(s, s_ty, L.SRecord((L.SRecord((L.Var(e_id),)),)),
                       L.Raise(L.Con(con, None), INT)))
    out, _, _ = both(body)
    assert out.uncaught == "Oops"


def test_exception_identity_through_grec_parameter() -> None:
    """A function that sees the structure only as a GRecTy raises its exception."""
    e_id, s, g, f, p = var("E"), var("S"), var("G"), var("f"), var("p")
    s_ty = L.SRecordTy((REAL, BOXED))
    gty = L.GRecTy(((1, BOXED),))
    via_g = L.DataconInfo(L.ExnCon("E", g, None, True, (1,)), INT)
    direct = L.DataconInfo(L.ExnCon("E", e_id, None, True), INT)
    body = L.Let(e_id, BOXED, prim("exn_new_identity", L.String("E")),
                 L.Let(s, s_ty, L.SRecord((L.Real(0.5), L.Var(e_id))),
                       L.Let(f, L.ArrowTy(gty, INT),
                             fn(g, gty, L.Raise(L.Con(via_g, L.Int(9)), INT), INT),
                             L.Handle(L.App(L.Var(f), L.Var(s)), p, L.Switch(
                                 L.Var(p), "exn", ((direct, L.Decon(direct, L.Var(p))),),
                                 L.Raise(L.Var(p), INT), INT)))))
    out, _, _ = both(body)
    assert out.result == 9


def test_structure_coercions_convert() -> None:
    flat_ty = L.SRecordTy((INT, REAL, L.SRecordTy((REAL,))))
    boxed_ty = L.SRecordTy((INT, BOXED, L.SRecordTy((BOXED,))))
    to_boxed, to_flat = coerce(flat_ty, boxed_ty), coerce(boxed_ty, flat_ty)
    to_r, from_r = coerce(flat_ty, RBOXED), coerce(RBOXED, flat_ty)
    assert None not in (to_boxed, to_flat, to_r, from_r)
    s, b, back, r, again = var("s"), var("b"), var("back"), var("r"), var("again")
    body = L.Let(s, flat_ty, L.SRecord((L.Int(3), L.Real(0.25), L.SRecord((L.Real(8.0),)))),
                 L.Let(b, boxed_ty, to_boxed(L.Var(s)),  # type: ignore[misc]
                       L.Let(back, flat_ty, to_flat(L.Var(b)),  # type: ignore[misc]
                             L.Let(r, RBOXED, to_r(L.Var(s)),  # type: ignore[misc]
                                   L.Let(again, flat_ty, from_r(L.Var(r)),  # type: ignore[misc]
                                         seq(expect_real(L.Unwrap(REAL, sel(L.Var(b), 1)), 0.25, "b.1"),
                                             expect_int(sel(L.Var(back), 0), 3, "back.0"),
                                             expect_real(sel(L.Var(back), 1), 0.25, "back.1"),
                                             expect_real(sel(L.Var(back), 2, 0), 8.0, "back.2.0"),
                                             expect_real(sel(L.Var(again), 2, 0), 8.0, "again.2.0"),
                                             L.Int(0)))))))
    out, _, _ = both(body)
    assert out.stdout == "b.1=ok\nback.0=ok\nback.1=ok\nback.2.0=ok\nagain.2.0=ok\n"


# -- native -------------------------------------------------------------------------


def _native_available() -> bool:
    return shutil.which("clang") is not None or shutil.which("cc") is not None


@pytest.mark.skipif(not _native_available(), reason="no C toolchain")
def test_structures_natively(tmp_path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "llvm"))
    try:
        from sml_build import build, execute, ir_of_cps
    finally:
        sys.path.pop(0)
    functor, _ = _functor_program()
    body = seq(nested_program(result=False), functor, exn_structure_program("E"), exn_structure_program("F"),
               L.Int(0))
    # Not shrunk: shrinking folds these small programs to prints, and the point
    # is to run the structure layout, selects and identity paths natively.
    prog = checked(convert(L.Unit(body, "structures.sml")))
    exe = build(ir_of_cps(prog, "structures"), tmp_path / "structures", module="structures")
    res = execute(exe)
    assert res.status == 0, res.stderr
    assert res.stdout == (NESTED_OUT + FUNCTOR_OUT + "E caught directly\narg=ok\n" + "F caught\n")
