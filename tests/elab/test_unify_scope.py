"""The unifier's scope rule (`TVar.scope`): a variable becomes only type names
older than itself, through every path that binds it (directly, through another
variable, inside a structured type, through a flexible record's field)."""
from __future__ import annotations

import pytest

from compiler.elab.initial import INT, LIST
from compiler.elab.types import TArrow, TCon, TRecord, TVar, TyCon, fresh_stamp, new_tvar, prune
from compiler.elab.unify import UnifyError, check_scope, unify


def _escape(a: object, b: object) -> TyCon:
    with pytest.raises(UnifyError) as info:
        unify(a, b)  # type: ignore[arg-type]
    assert info.value.kind == "escape"
    assert isinstance(info.value.ty, TCon)
    return info.value.ty.tycon


def test_older_variable_refuses_younger_name() -> None:
    old = new_tvar(0)
    young = TyCon("k", 0, "iff_args")
    assert _escape(old, TCon(young)) is young
    assert _escape(TCon(young), old) is young
    assert prune(old) is old


def test_younger_variable_takes_older_name() -> None:
    name = TyCon("k", 0, "iff_args")
    v = new_tvar(0)
    unify(v, TCon(name))
    assert prune(v).tycon is name  # type: ignore[attr-defined]


def test_scope_flows_through_variable_merges() -> None:
    old = new_tvar(0)
    name = TyCon("k", 0, "iff_args")
    young = new_tvar(0)
    unify(young, old)  # now the representative must refuse `name` too
    _escape(young, TCon(name))


def test_name_inside_structured_type() -> None:
    old = new_tvar(0)
    name = TyCon("k", 0, "iff_args")
    _escape(old, TArrow(TCon(INT), TCon(LIST, (TCon(name),))))
    _escape(old, TRecord((("a", TCon(INT)), ("b", TCon(name)))))


def test_variables_inside_a_bound_type_inherit_the_scope() -> None:
    old = new_tvar(0)
    name = TyCon("k", 0, "iff_args")
    inner = new_tvar(0)
    unify(old, TCon(LIST, (inner,)))
    _escape(inner, TCon(name))


def test_flexible_record_field() -> None:
    field = new_tvar(0)
    flex = TVar(0, flex={"a": field})
    name = TyCon("k", 0, "iff_args")
    _escape(flex, TRecord((("a", TCon(name)),)))


def test_check_scope_of_a_let_type() -> None:

    limit = fresh_stamp()
    name = TyCon("k", 0, "iff_args")
    with pytest.raises(UnifyError):
        check_scope(TCon(LIST, (TCon(name),)), limit)
    v = new_tvar(0)  # younger than `name`, so it could become `name` ...
    check_scope(TArrow(v, TCon(INT)), limit)  # ... until it leaves the let: no longer
    _escape(v, TCon(name))
