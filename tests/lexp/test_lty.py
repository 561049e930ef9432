"""ML types to LTY (Shao Figure 11) and structural coercions (§3.5.1)."""
from __future__ import annotations

from compiler.elab.initial import read_scheme
from compiler.lexp.ir import (
    BOXED, INT, RBOXED, REAL, ArrowTy, Fn, Let, LVar, Record, RecordTy, Select, Unwrap, Var, Wrap,
)
from compiler.lexp.check import type_of
from compiler.lexp.lty import coerce, dup, lty_of_type, same_rep


def lty(text: str):
    return lty_of_type(read_scheme(text).body)


def test_base_types() -> None:
    assert lty("int") == INT
    assert lty("char") == INT
    assert lty("word") == INT
    assert lty("bool") == INT
    assert lty("order") == INT
    assert lty("unit") == INT
    assert lty("real") == REAL
    assert lty("string") == BOXED
    assert lty("int list") == BOXED
    assert lty("real * int") == RecordTy((REAL, INT))
    assert lty("int -> real") == ArrowTy(INT, REAL)


def test_type_variables_in_constructor_types_are_rboxed() -> None:
    # Shao's examples: alpha in (alpha * alpha list) -> alpha list is marked,
    # gamma in gamma * gamma -> gamma is not.
    assert lty("'a * 'a list -> 'a list") == ArrowTy(RecordTy((RBOXED, BOXED)), BOXED)
    assert lty("'a * 'a -> 'a") == ArrowTy(RecordTy((BOXED, BOXED)), BOXED)
    assert lty("'a ref * 'a -> unit") == ArrowTy(RecordTy((BOXED, RBOXED)), INT)


def test_identical_ltys_emit_nothing() -> None:
    for t in (INT, REAL, BOXED, RecordTy((REAL, INT)), ArrowTy(RecordTy((REAL, BOXED)), REAL)):
        assert coerce(t, t) is None
    # BOXED and RBOXED are both one word: no code between them.
    assert coerce(BOXED, RBOXED) is None
    assert coerce(RecordTy((RBOXED, BOXED)), RecordTy((BOXED, BOXED))) is None


def test_cons_projection_at_real_list_needs_a_record_coercion() -> None:
    # §3.5.3: the :: projection at real list coerces {RBOXED, BOXED} to {REAL, BOXED}.
    generic = lty("'a * 'a list -> 'a list")
    inst = lty("real * real list -> real list")
    assert isinstance(generic, ArrowTy) and isinstance(inst, ArrowTy)
    c = coerce(generic.dom, inst.dom)
    assert c is not None
    v = LVar("cell", 1)
    out = c(Var(v))
    assert out == Record((Unwrap(REAL, Select(0, Var(v))), Select(1, Var(v))))
    assert type_of(out, {v: generic.dom}) == RecordTy((REAL, BOXED))


def test_wrap_and_unwrap_of_base_values() -> None:
    v = LVar("x", 1)
    assert coerce(REAL, BOXED)(Var(v)) == Wrap(REAL, Var(v))  # type: ignore[misc]
    assert coerce(BOXED, INT)(Var(v)) == Unwrap(INT, Var(v))  # type: ignore[misc]
    assert coerce(RBOXED, REAL)(Var(v)) == Unwrap(REAL, Var(v))  # type: ignore[misc]


def test_recursive_wrapping_into_rboxed() -> None:
    # A flat real pair becomes a standard boxed record of boxed reals, then one word.
    pair = RecordTy((REAL, REAL))
    assert dup(pair) == RecordTy((RBOXED, RBOXED))
    v = LVar("p", 1)
    out = coerce(pair, RBOXED)(Var(v))  # type: ignore[misc]
    assert out == Wrap(dup(pair), Record((Wrap(REAL, Select(0, Var(v))), Wrap(REAL, Select(1, Var(v))))))
    back = coerce(RBOXED, pair)(Var(v))  # type: ignore[misc]
    assert type_of(back, {v: RBOXED}) == pair
    # Into plain BOXED the flat record is kept as it is.
    assert coerce(pair, BOXED)(Var(v)) == Wrap(pair, Var(v))  # type: ignore[misc]


def test_arrow_coercion_is_built_structurally() -> None:
    f = LVar("f", 1)
    src, dst = ArrowTy(BOXED, BOXED), ArrowTy(REAL, REAL)
    out = coerce(src, dst)(Var(f))  # type: ignore[misc]
    assert isinstance(out, Fn) and out.param_ty == REAL and out.result_ty == REAL
    assert type_of(out, {f: src}) == dst
    # A coercion whose argument and result parts are identities is no coercion.
    assert coerce(ArrowTy(RBOXED, INT), ArrowTy(BOXED, INT)) is None


def test_record_coercion_binds_a_non_variable_once() -> None:
    inner = Record((Wrap(REAL, Var(LVar("a", 1))), Var(LVar("b", 2))))
    out = coerce(RecordTy((BOXED, BOXED)), RecordTy((REAL, BOXED)))(inner)  # type: ignore[misc]
    assert isinstance(out, Let)


def test_same_rep() -> None:
    assert same_rep(RecordTy((BOXED,)), RecordTy((RBOXED,)))
    assert not same_rep(RecordTy((REAL,)), RecordTy((BOXED,)))
    assert not same_rep(INT, BOXED)
