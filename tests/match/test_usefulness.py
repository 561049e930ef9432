"""Tests for `compiler.match`: exhaustiveness, redundancy, witness text, large
matches, and a property test of `analyze` against the literal definition
(`is_useful` per row) and against brute-force enumeration of values."""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any, TypeAlias

from hypothesis import given, settings
from hypothesis import strategies as st
from match_builders import (
    FALSE,
    NIL,
    NONE,
    TRUE,
    _,
    cons,
    datatype,
    exn,
    int_,
    lst,
    record,
    ref,
    some,
    string,
    tup,
)

from compiler.match import Con, MPat, analyze, format_pattern, is_useful


def missing_text(rows: list[MPat]) -> str | None:
    m = analyze(rows).missing
    return None if m is None else format_pattern(m)


# ---------------------------------------------------------------------------
# Exhaustiveness and witnesses


def test_lists() -> None:
    assert missing_text([NIL, cons(_, _)]) is None
    assert missing_text([NIL]) == "_ :: _"
    assert missing_text([cons(_, _)]) == "nil"
    assert missing_text([NIL, lst(_)]) == "_ :: _ :: _"
    assert missing_text([NIL, lst(_), cons(_, cons(_, _))]) is None
    assert missing_text([lst(NIL), cons(cons(_, _), _)]) == "nil"
    assert missing_text([NIL, cons(NIL, _)]) == "(_ :: _) :: _"


def test_options_and_bools() -> None:
    assert missing_text([NONE, some(_)]) is None
    assert missing_text([some(_)]) == "NONE"
    assert missing_text([NONE]) == "SOME _"
    assert missing_text([NONE, some(NIL)]) == "SOME (_ :: _)"
    assert missing_text([NONE, some(some(TRUE))]) == "SOME NONE"
    assert missing_text([NONE, some(some(TRUE)), some(NONE)]) == "SOME (SOME false)"
    assert missing_text([TRUE, FALSE]) is None
    assert missing_text([TRUE]) == "false"


def test_nested_tuples() -> None:
    assert missing_text([tup(TRUE, _), tup(_, FALSE)]) == "(false, true)"
    assert missing_text([tup(TRUE, _), tup(FALSE, TRUE), tup(_, FALSE)]) is None
    rows = [tup(tup(TRUE, TRUE), NONE), tup(_, some(_)), tup(tup(FALSE, _), _)]
    assert missing_text(rows) == "((true, false), NONE)"
    assert missing_text([tup()]) is None
    assert format_pattern(tup()) == "()"


def test_records_and_refs() -> None:
    assert missing_text([record(a=_, b=int_(0))]) == "{a = _, b = _}"
    assert missing_text([record(a=TRUE, b=_)]) == "{a = false, b = _}"
    assert missing_text([record(a=TRUE, b=_), record(a=FALSE, b=_)]) is None
    assert missing_text([ref(NONE)]) == "ref (SOME _)"
    assert missing_text([ref(_)]) is None


def test_constants() -> None:
    assert missing_text([int_(0), int_(1)]) == "_"
    assert missing_text([int_(0), _]) is None
    assert missing_text([string("a"), string("b"), _]) is None
    assert missing_text([tup(int_(0), TRUE), tup(_, FALSE)]) == "(_, true)"
    assert missing_text([some(int_(0)), NONE]) == "SOME _"


def test_exceptions_are_never_complete() -> None:
    assert missing_text([exn("Fail", _), exn("Div")]) == "_"
    # Two exceptions printed alike are distinct constructors.
    report = analyze([exn("E", ident=1), exn("E", ident=2), _])
    assert report.redundant == ()


def test_user_datatype_witness_uses_declaration_order() -> None:
    leaf, node = datatype(["Leaf", "Node"], [0, 1])
    red, green, blue = datatype(["Red", "Green", "Blue"])
    assert missing_text([Con(leaf, ())]) == "Node _"
    assert missing_text([Con(blue, ())]) == "Red"
    assert missing_text([Con(red, ()), Con(blue, ())]) == "Green"


def test_printer_parenthesises() -> None:
    assert format_pattern(some(cons(_, _))) == "SOME (_ :: _)"
    assert format_pattern(cons(cons(_, _), _)) == "(_ :: _) :: _"
    assert format_pattern(cons(_, cons(_, NIL))) == "_ :: _ :: nil"
    assert format_pattern(cons(some(_), NIL)) == "SOME _ :: nil"
    assert format_pattern(some(some(_))) == "SOME (SOME _)"
    assert format_pattern(tup(cons(_, _), some(_))) == "(_ :: _, SOME _)"
    assert format_pattern(int_(-3)) == "~3"
    assert format_pattern(record(x=tup(_, _))) == "{x = (_, _)}"


# ---------------------------------------------------------------------------
# Redundancy


def test_redundancy() -> None:
    assert analyze([TRUE, TRUE, FALSE]).redundant == (1,)
    assert analyze([_, TRUE, FALSE]).redundant == (1, 2)
    assert analyze([TRUE, FALSE, _]).redundant == (2,)
    assert analyze([NIL, cons(_, _), lst(_)]).redundant == (2,)
    rows = [tup(TRUE, _), tup(_, TRUE), tup(FALSE, FALSE), tup(FALSE, TRUE)]
    assert analyze(rows).redundant == (3,)
    assert analyze([int_(1), int_(2), int_(1), _]).redundant == (2,)
    assert analyze([]).missing == _
    assert analyze([]).redundant == ()


def test_redundant_and_nonexhaustive_together() -> None:
    report = analyze([some(TRUE), some(TRUE), some(FALSE)])
    assert report.redundant == (1,)
    assert report.missing is not None and format_pattern(report.missing) == "NONE"


# ---------------------------------------------------------------------------
# Large matches (only asserted to complete and be right; no timing)


def test_many_integer_constants() -> None:
    rows = [int_(k) for k in range(2000)] + [int_(7), _]
    report = analyze(rows)
    assert report.redundant == (2000,)
    assert report.missing is None


def test_many_string_constants_in_a_pair() -> None:
    rows = [tup(string(f"s{k}"), int_(k % 10)) for k in range(2000)] + [tup(_, _)]
    report = analyze(rows)
    assert report.redundant == ()
    assert report.missing is None


def test_ten_constructors_in_a_four_tuple() -> None:
    cons10 = datatype([f"C{k}" for k in range(10)])
    rows = [tup(*(Con(c, ()) for c in combo)) for combo in itertools.product(cons10, repeat=4)]
    report = analyze(rows + [tup(_, _, _, _)])
    assert report.missing is None
    assert report.redundant == (len(rows),)
    report = analyze(rows[:-1])
    assert report.missing is not None
    assert format_pattern(report.missing) == "(C9, C9, C9, C9)"


def test_long_list_literal() -> None:
    long = lst(*(int_(k) for k in range(3000)))
    report = analyze([long, long, _])
    assert report.redundant == (1,)


# ---------------------------------------------------------------------------
# Property test: agreement with the definition and with enumeration of values.
#
# Types are tuples: ("bool",), ("int",), ("opt", t), ("list", t), ("pair", t, u).
# Integer patterns use 0..1; enumeration adds 2 to stand for "any other int".

Ty: TypeAlias = tuple[Any, ...]
TYPES: list[Ty] = [
    ("pair", ("bool",), ("opt", ("int",))),
    ("list", ("int",)),
    ("opt", ("list", ("pair", ("bool",), ("bool",)))),
    ("pair", ("opt", ("bool",)), ("list", ("bool",))),
]


def patterns(ty: Ty, depth: int) -> st.SearchStrategy[MPat]:
    if depth == 0:
        return st.just(_)
    kind = ty[0]
    if kind == "bool":
        heads: st.SearchStrategy[MPat] = st.sampled_from([TRUE, FALSE])
    elif kind == "int":
        heads = st.sampled_from([int_(0), int_(1)])
    elif kind == "opt":
        heads = st.one_of(st.just(NONE), patterns(ty[1], depth - 1).map(some))
    elif kind == "list":
        heads = st.one_of(
            st.just(NIL),
            st.tuples(patterns(ty[1], depth - 1), patterns(ty, depth - 1)).map(
                lambda ht: cons(*ht)
            ),
        )
    else:
        heads = st.tuples(patterns(ty[1], depth - 1), patterns(ty[2], depth - 1)).map(
            lambda ab: tup(*ab)
        )
    return st.one_of(st.just(_), heads)


def values(ty: Ty, fuel: int) -> Iterator[MPat]:
    """All values of `ty` up to `fuel` nested constructors; below that, the
    smallest values. Patterns of depth < fuel cannot tell the rest apart."""
    kind = ty[0]
    if kind == "bool":
        yield from (FALSE, TRUE)
    elif kind == "int":
        yield from (int_(0), int_(1), int_(2))
    elif kind == "opt":
        yield NONE
        if fuel > 0:
            yield from (some(v) for v in values(ty[1], fuel - 1))
    elif kind == "list":
        yield NIL
        if fuel > 0:
            for h in values(ty[1], fuel - 1):
                for t in values(ty, fuel - 1):
                    yield cons(h, t)
    else:
        for a in values(ty[1], fuel):
            for b in values(ty[2], fuel):
                yield tup(a, b)


def matches(p: MPat, v: MPat) -> bool:
    if not isinstance(p, Con):
        return True
    assert isinstance(v, Con)
    return p.con.key == v.con.key and all(map(matches, p.args, v.args))


@st.composite
def matrices(draw: st.DrawFn) -> tuple[Ty, list[MPat]]:
    ty = draw(st.sampled_from(TYPES))
    rows = draw(st.lists(patterns(ty, 3), max_size=7))
    return ty, rows


@settings(max_examples=300, deadline=None)
@given(matrices())
def test_agrees_with_definition_and_enumeration(case: tuple[Ty, list[MPat]]) -> None:
    ty, rows = case
    report = analyze(rows)
    expected_redundant = tuple(
        i for i, r in enumerate(rows) if not is_useful([[p] for p in rows[:i]], [r])
    )
    assert report.redundant == expected_redundant
    assert (report.missing is None) == (not is_useful([[p] for p in rows], [_]))

    # Patterns have at most 3 nested constructors, plus one level for each tuple.
    vals = list(values(ty, 4))
    first = {next((i for i, r in enumerate(rows) if matches(r, v)), None) for v in vals}
    assert set(range(len(rows))) - first == set(report.redundant)
    assert (None in first) == (report.missing is not None)
    if report.missing is not None:
        assert any(
            matches(report.missing, v) and not any(matches(r, v) for r in rows) for v in vals
        )
