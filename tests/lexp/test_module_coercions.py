"""Module-boundary coercions (Shao §3.5.3-§3.5.4): thinning and coercion thunks
are memoized per unit, shared between applications with the same LTYs, and not
emitted at all for identity coercions."""
from __future__ import annotations

from lexp_helpers import lower, output

from compiler.lexp import ir


def _thunks(unit: ir.Unit) -> list[ir.Fn]:
    """The coercion thunks bound at the start of the unit."""
    out = []
    e = unit.body
    while type(e) is ir.Let and e.var.name == "coerce":
        assert type(e.rhs) is ir.Fn
        out.append(e.rhs)
        e = e.body
    return out


FUNCTOR = """
signature S = sig type t val x : t val f : t -> t end
functor F (X : S) = struct val y = X.f X.x fun twice z = X.f (X.f z) end
"""


def test_two_applications_with_the_same_ltys_share_one_thunk_each_way() -> None:
    unit = lower(FUNCTOR + """
structure A = F (struct type t = real val x = 1.5 fun f (r : real) = r * 2.0 end)
structure B = F (struct type t = real val x = 2.5 fun f (r : real) = r + 1.0 end)
val _ = if A.y > 2.9 andalso B.twice 1.0 > 2.9 then print "ok\\n" else print "bad\\n"
""")
    thunks = _thunks(unit)
    # One thunk coerces {f: real -> real, x: real} into the parameter's
    # {f: RBOXED -> RBOXED, x: RBOXED}; one coerces the result back.
    assert len(thunks) == 2
    params = {t.param_ty for t in thunks}
    assert ir.SRecordTy((ir.ArrowTy(ir.REAL, ir.REAL), ir.REAL)) in params


def test_identical_ltys_emit_no_thunk() -> None:
    unit = lower(FUNCTOR + """
structure A = F (struct type t = string val x = "a" fun f s = s ^ "b" end)
structure B = F (struct type t = string val x = "c" fun f s = s ^ "d" end)
""")
    assert _thunks(unit) == []


def test_thinning_is_a_thunk_even_when_field_ltys_agree() -> None:
    unit = lower("""
structure A = struct val a = 1 val b = "x" val c = 2 end
structure B : sig val c : int end = A
structure C : sig val c : int end = A
""")
    thunks = _thunks(unit)
    assert len(thunks) == 1
    assert thunks[0].result_ty == ir.SRecordTy((ir.INT,))


def test_polymorphic_value_specialized_to_real_by_a_signature() -> None:
    text = """
structure P : sig val id : real -> real val pair : real -> real * real end =
  struct fun id x = x fun pair x = (x, x) end
val (a, b) = P.pair (P.id 2.5)
val _ = print (if a + b > 4.9 then "ok\\n" else "bad\\n")
"""
    unit = lower(text)
    (thunk,) = _thunks(unit)
    assert thunk.result_ty == ir.SRecordTy((ir.ArrowTy(ir.REAL, ir.REAL), ir.ArrowTy(ir.REAL, ir.RecordTy((ir.REAL, ir.REAL)))))
    assert output(text) == "ok\n"


def test_shared_thunks_run_correctly() -> None:
    assert output(FUNCTOR + """
structure A = F (struct type t = real val x = 1.5 fun f (r : real) = r * 2.0 end)
structure B = F (struct type t = real val x = 2.5 fun f (r : real) = r + 1.0 end)
val _ = if A.y > 2.9 andalso B.twice 1.0 > 2.9 then print "ok\\n" else print "bad\\n"
""") == "ok\n"
