"""The primitives' meaning, defined once in `compiler.prim_semantics`:

(a) unit tests of the SML Basis edge cases of every operation it defines;
(b) property tests that both interpreters (the LEXP interpreter's primitive
    dispatch, the CPS interpreter and the shrinker's constant folding) give
    exactly the shared definition's result or exception;
(c) a differential test against native code: one generated SML program (with
    the Basis) evaluates the edge cases with literal operands (folded by the
    shrinker, and by LLVM in release) and with operands hidden behind a
    run-time test (never folded), built with `--profile dev` and `release`;
    each printed result must be what the shared definition computes.
"""
from __future__ import annotations

import math
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler import prim_semantics as S
from compiler.cps import convert, interpret, shrink
from compiler.cps.interp import eval_prim
from compiler.lexp import interp as lexp_interp
from compiler.lexp import ir as L
from compiler.prim_semantics import PURE, PrimFailure
from compiler.prims import INT_MAX, INT_MIN, PRIMS, WORD_MAX

ROOT = Path(__file__).resolve().parent.parent

Result = Any  # a value, or ("raise", name)


def shared(name: str, *args: Any) -> Result:
    """The shared definition's result: the value, or ("raise", exception name)."""
    try:
        return (S.WORD64[name] if name in S.WORD64 else PURE[name])(*args)
    except PrimFailure as e:
        return ("raise", e.name)


def raises(name: str) -> tuple[str, str]:
    return ("raise", name)


OVF, DIV = raises("Overflow"), raises("Div")


# ---------------------------------------------------------------------------
# (a) unit tests of the edge cases


@pytest.mark.parametrize("op, a, b, want", [
    # div: toward negative infinity
    ("int_div", 7, 2, 3), ("int_div", -7, 2, -4), ("int_div", 7, -2, -4), ("int_div", -7, -2, 3),
    ("int_div", INT_MIN, -1, OVF), ("int_div", INT_MIN, 1, INT_MIN), ("int_div", INT_MAX, -1, -INT_MAX),
    ("int_div", INT_MIN, 2, INT_MIN // 2), ("int_div", 5, 0, DIV), ("int_div", 0, 0, DIV),
    ("int_div", INT_MIN, 0, DIV), ("int_div", 0, -3, 0),
    # mod: the divisor's sign
    ("int_mod", 7, 2, 1), ("int_mod", -7, 2, 1), ("int_mod", 7, -2, -1), ("int_mod", -7, -2, -1),
    ("int_mod", INT_MIN, -1, 0), ("int_mod", INT_MIN, INT_MAX, INT_MAX - 1),
    ("int_mod", INT_MAX, INT_MIN, -1), ("int_mod", 5, 0, DIV), ("int_mod", -1, 10, 9),
    # quot: toward zero
    ("int_quot", 7, 2, 3), ("int_quot", -7, 2, -3), ("int_quot", 7, -2, -3), ("int_quot", -7, -2, 3),
    ("int_quot", INT_MIN, -1, OVF), ("int_quot", INT_MIN, 1, INT_MIN), ("int_quot", 0, -5, 0),
    ("int_quot", INT_MAX, -1, -INT_MAX), ("int_quot", 5, 0, DIV),
    # rem: the dividend's sign; never Overflow
    ("int_rem", 7, 2, 1), ("int_rem", -7, 2, -1), ("int_rem", 7, -2, 1), ("int_rem", -7, -2, -1),
    ("int_rem", INT_MIN, -1, 0), ("int_rem", INT_MIN, 1, 0), ("int_rem", INT_MIN, INT_MAX, -1),
    ("int_rem", INT_MAX, INT_MIN, INT_MAX), ("int_rem", 5, 0, DIV), ("int_rem", INT_MIN, 0, DIV),
    # + - * on the 63-bit range
    ("int_add", INT_MAX, 1, OVF), ("int_add", INT_MIN, -1, OVF), ("int_add", INT_MAX, INT_MIN, -1),
    ("int_sub", INT_MIN, 1, OVF), ("int_sub", 0, INT_MIN, OVF), ("int_sub", -1, INT_MIN, INT_MAX),
    ("int_mul", INT_MIN, -1, OVF), ("int_mul", 1 << 31, 1 << 31, OVF), ("int_mul", -(1 << 31), 1 << 31, INT_MIN),
    ("int_mul", INT_MIN, 1, INT_MIN),
])
def test_integer_arithmetic(op: str, a: int, b: int, want: Result) -> None:
    assert shared(op, a, b) == want


@pytest.mark.parametrize("op, a, want", [
    ("int_neg", INT_MIN, OVF), ("int_neg", INT_MAX, -INT_MAX), ("int_neg", 0, 0),
    ("int_abs", INT_MIN, OVF), ("int_abs", INT_MIN + 1, INT_MAX), ("int_abs", -5, 5),
])
def test_integer_negation(op: str, a: int, want: Result) -> None:
    assert shared(op, a) == want


def test_division_identities_over_edge_operands() -> None:
    """(a div b) * b + a mod b = a and (a quot b) * b + a rem b = a wherever defined."""
    for a in INT_EDGES:
        for b in INT_EDGES:
            if b == 0:
                continue
            m, r = S.int_mod(a, b), S.int_rem(a, b)
            assert m == 0 or (m < 0) == (b < 0) and abs(m) < abs(b)
            assert r == 0 or (r < 0) == (a < 0) and abs(r) < abs(b)
            if not (a == INT_MIN and b == -1):
                assert S.int_div(a, b) * b + m == a
                assert S.int_quot(a, b) * b + r == a


@pytest.mark.parametrize("op, a, b, want", [
    ("int_lt", INT_MIN, INT_MAX, 1), ("int_ge", INT_MIN, INT_MAX, 0), ("int_eq", 3, 3, 1), ("int_ne", 3, 3, 0),
    ("int_le", 3, 3, 1), ("int_gt", 0, -1, 1),
    # words: unsigned, modulo 2^63
    ("word_add", WORD_MAX, 1, 0), ("word_sub", 0, 1, WORD_MAX), ("word_mul", 1 << 62, 2, 0),
    ("word_mul", WORD_MAX, WORD_MAX, 1), ("word_div", WORD_MAX, 2, (1 << 62) - 1), ("word_div", 5, 0, DIV),
    ("word_mod", WORD_MAX, 10, WORD_MAX % 10), ("word_mod", 5, 0, DIV),
    ("word_lt", 1, WORD_MAX, 1), ("word_gt", 1 << 62, 1, 1), ("word_le", 0, 0, 1), ("word_ge", 0, 1, 0),
    ("word_andb", WORD_MAX, 0b1010, 0b1010), ("word_orb", 1 << 62, 1, (1 << 62) | 1),
    ("word_xorb", WORD_MAX, 1, WORD_MAX - 1),
    # shifts: by wordSize (63) or more, 0 (or the sign for ~>>)
    ("word_lshift", 1, 62, 1 << 62), ("word_lshift", 1, 63, 0), ("word_lshift", 3, 62, 1 << 62),
    ("word_lshift", WORD_MAX, 64, 0), ("word_lshift", 1, WORD_MAX, 0), ("word_lshift", 5, 0, 5),
    ("word_rshift", WORD_MAX, 62, 1), ("word_rshift", WORD_MAX, 63, 0), ("word_rshift", WORD_MAX, 1000, 0),
    ("word_arshift", 1 << 62, 1, (1 << 62) | (1 << 61)), ("word_arshift", 1 << 62, 62, WORD_MAX),
    ("word_arshift", 1 << 62, 63, WORD_MAX), ("word_arshift", 1 << 62, WORD_MAX, WORD_MAX),
    ("word_arshift", (1 << 62) - 1, 63, 0), ("word_arshift", (1 << 62) - 1, 61, 1),
    ("word_arshift", 8, 2, 2),
])
def test_int_and_word_operations(op: str, a: int, b: int, want: Result) -> None:
    assert shared(op, a, b) == want


@pytest.mark.parametrize("v, want", [
    (0, 0), (-1, WORD_MAX), (INT_MIN, 1 << 62), (INT_MAX, INT_MAX),     # Word.fromInt
    (WORD_MAX, -1), (1 << 62, INT_MIN),                                  # Word.toIntX
])
def test_word_cast_keeps_the_bits(v: int, want: int) -> None:
    assert S.word_cast(v) == want
    assert S.word_cast(want) == v


NAN, INF = math.nan, math.inf


def same_real(x: Result, y: Result) -> bool:
    """Equal results, NaN equal to NaN, the sign of zero significant."""
    if isinstance(x, float) and isinstance(y, float):
        if math.isnan(x) or math.isnan(y):
            return math.isnan(x) and math.isnan(y)
        return x == y and math.copysign(1.0, x) == math.copysign(1.0, y)
    return type(x) is type(y) and x == y


@pytest.mark.parametrize("a, b, want", [
    (1.0, 0.0, INF), (-1.0, 0.0, -INF), (1.0, -0.0, -INF), (-1.0, -0.0, INF), (0.0, 0.0, NAN),
    (-0.0, 0.0, NAN), (NAN, 0.0, NAN), (INF, 0.0, INF), (-INF, -0.0, INF), (INF, INF, NAN),
    (1.0, INF, 0.0), (-1.0, INF, -0.0), (1e308, 1e-308, INF), (7.0, 2.0, 3.5),
])
def test_real_division_is_ieee(a: float, b: float, want: float) -> None:
    assert same_real(S.real_div(a, b), want)


@pytest.mark.parametrize("op, a, want", [
    ("real_floor", 2.5, 2), ("real_floor", -2.5, -3), ("real_ceil", 2.5, 3), ("real_ceil", -2.5, -2),
    ("real_trunc", -2.5, -2), ("real_trunc", 2.9, 2),
    ("real_round", 2.5, 2), ("real_round", 3.5, 4), ("real_round", -2.5, -2), ("real_round", -0.5, 0),
    ("real_round", 0.49999999999999994, 0), ("real_round", 1.5, 2),
    ("real_floor", NAN, raises("Domain")), ("real_round", NAN, raises("Domain")),
    ("real_ceil", INF, OVF), ("real_trunc", -INF, OVF), ("real_round", INF, OVF),
    ("real_floor", 2.0 ** 62, OVF), ("real_floor", -(2.0 ** 62), INT_MIN),
    ("real_ceil", 2.0 ** 62 - 512, 2 ** 62 - 512), ("real_trunc", -(2.0 ** 62) - 1024, OVF),
    ("real_round", -(2.0 ** 62) + 512, -(2 ** 62) + 512), ("real_round", 1e300, OVF),
    ("real_from_int", INT_MIN, -(2.0 ** 62)), ("real_from_int", INT_MAX, 2.0 ** 62),
    ("real_neg", 0.0, -0.0), ("real_abs", -0.0, 0.0), ("real_abs", -INF, INF),
])
def test_real_conversions(op: str, a: Any, want: Result) -> None:
    assert same_real(shared(op, a), want)


@pytest.mark.parametrize("op, a, b, want", [
    ("real_lt", NAN, 1.0, 0), ("real_ge", NAN, NAN, 0), ("real_eq", NAN, NAN, 0), ("real_eq", 0.0, -0.0, 1),
    ("real_le", -INF, INF, 1), ("real_gt", INF, 1e308, 1),
    ("real_add", INF, -INF, NAN), ("real_mul", 0.0, INF, NAN), ("real_mul", -1.0, 0.0, -0.0),
    ("real_sub", 1e308, -1e308, INF),
])
def test_real_arithmetic_and_comparison(op: str, a: float, b: float, want: Result) -> None:
    assert same_real(shared(op, a, b), want)


@pytest.mark.parametrize("op, args, want", [
    ("char_chr", (0,), 0), ("char_chr", (255,), 255), ("char_chr", (256,), raises("Chr")),
    ("char_chr", (-1,), raises("Chr")), ("char_ord", (200,), 200), ("string_str", (255,), "\xff"),
    ("string_size", ("",), 0), ("string_size", ("ab\x00",), 3),
    ("string_sub", ("abc", 0), 97), ("string_sub", ("abc", 3), raises("Subscript")),
    ("string_sub", ("abc", -1), raises("Subscript")), ("string_sub", ("\xff", 0), 255),
    ("string_compare", ("", "a"), -1), ("string_compare", ("ab", "a"), 1), ("string_compare", ("a", "a"), 0),
    ("string_compare", ("\xff", "a"), 1), ("string_compare", ("a\x00", "a"), 1),
    ("string_eq", ("ab", "ab"), 1), ("string_eq", ("ab", "ba"), 0),
])
def test_chars_and_strings(op: str, args: tuple[Any, ...], want: Result) -> None:
    assert shared(op, *args) == want


@pytest.mark.parametrize("s, i, n, want", [
    ("hello", 1, 3, "ell"), ("hello", 0, 5, "hello"), ("hello", 5, 0, ""), ("hello", 4, 2, raises("Subscript")),
    ("hello", -1, 1, raises("Subscript")), ("hello", 1, -1, raises("Subscript")),
])
def test_substring(s: str, i: int, n: int, want: Result) -> None:
    try:
        got: Result = S.string_substring(s, i, n)
    except PrimFailure as e:
        got = ("raise", e.name)
    assert got == want


def _mag(n: int) -> str:
    return n.to_bytes((n.bit_length() + 63) // 64 * 8, "little").decode("latin-1")


@pytest.mark.parametrize("op, args, want", [
    # magnitudes are 64-bit limbs, least significant first, no leading zero limb
    ("intinf_of_int", (INT_MIN,), _mag(1 << 62)), ("intinf_of_int", (0,), ""), ("intinf_of_int", (-5,), _mag(5)),
    # the int of a magnitude and a sign, 0 when it does not fit
    ("intinf_small", (_mag(1 << 62), 1), INT_MIN), ("intinf_small", (_mag(1 << 62), 0), 0),
    ("intinf_small", (_mag(INT_MAX), 0), INT_MAX), ("intinf_small", (_mag(1 << 64), 0), 0), ("intinf_small", ("", 1), 0),
    ("intinf_low_word", (_mag((1 << 64) + (1 << 63) + 5),), 5), ("intinf_log2", (_mag(1 << 64),), 64),
    ("intinf_cmp", (_mag(1 << 64), _mag(5)), 1), ("intinf_cmp", ("", ""), 0),
    ("intinf_sub", (_mag(1 << 64), _mag(1)), _mag((1 << 64) - 1)),
    ("intinf_to_string", (_mag(255 << 64), 16, 1), "~FF0000000000000000"),
    ("intinf_of_digits", ("000" + "9" * 5000, 10), _mag(10 ** 5000 - 1)),
    ("intinf_rshift", (_mag(1 << 64), 65), ""), ("intinf_lshift", (_mag(1), 1 << 50), raises("Size")),
    # two's complement: -6 and 3 = 2, -6 or 3 = -5, -6 xor -3 = 7
    ("intinf_bitop", (0, _mag(6), 1, _mag(3), 0), _mag(2)), ("intinf_bitop", (1, _mag(6), 1, _mag(3), 0), _mag(5)),
    ("intinf_bitop", (2, _mag(6), 1, _mag(3), 1), _mag(7)),
])
def test_intinf_magnitudes(op: str, args: tuple[Any, ...], want: Result) -> None:
    """IntInf's primitives over magnitude strings (runtime/intinf.c), through both interpreters."""
    try:
        got: Result = S.INTINF[op](*args)
    except PrimFailure as e:
        got = ("raise", e.name)
    assert got == want
    assert lexp_eval(op, args) == want
    assert cps_run(op, args) == (want, want)


W64_EDGES = [0, 1, 2, 7, 0xFFFFFFFF, 1 << 32, (1 << 62) - 1, 1 << 62, WORD_MAX, 1 << 63, (1 << 63) + 1,
             0xFFF8000000000001, (1 << 64) - 2, (1 << 64) - 1, 0xFF51AFD7ED558CCD]
"""64-bit words at the edges; 0xFFF8000000000001 and 2^64 - 1 are NaNs' bits as a double."""

w64 = S.word64_value


@pytest.mark.parametrize("op, args, want", [
    ("word64_add", (w64(2 ** 64 - 1), w64(1)), w64(0)), ("word64_sub", (w64(0), w64(1)), w64(2 ** 64 - 1)),
    ("word64_mul", (w64(0xFF51AFD7ED558CCD), w64(0xC4CEB9FE1A85EC53)),
     w64(0xFF51AFD7ED558CCD * 0xC4CEB9FE1A85EC53)),
    ("word64_div", (w64(2 ** 64 - 1), w64(2 ** 63)), w64(1)), ("word64_mod", (w64(5), w64(0)), DIV),
    ("word64_neg", (w64(1),), w64(2 ** 64 - 1)), ("word64_notb", (w64(0),), w64(2 ** 64 - 1)),
    ("word64_lshift", (w64(1), 63), w64(1 << 63)), ("word64_lshift", (w64(1), 64), w64(0)),
    ("word64_rshift", (w64(1 << 63), 63), w64(1)), ("word64_rshift", (w64(1 << 63), WORD_MAX), w64(0)),
    ("word64_arshift", (w64(1 << 63), 70), w64(2 ** 64 - 1)), ("word64_arshift", (w64(1 << 62), 62), w64(1)),
    ("word64_lt", (w64(1), w64(1 << 63)), 1), ("word64_eq", (w64(2 ** 64 - 1), w64(2 ** 64 - 1)), 1),
    ("word64_eq", (w64(0), w64(1 << 63)), 0),  # the bits of 0.0 and -0.0
    ("word64_of_word", (WORD_MAX,), w64(WORD_MAX)), ("word64_of_int", (-2,), w64(2 ** 64 - 2)),
    ("word64_to_word", (w64(2 ** 64 - 1),), WORD_MAX),
    # Int64: the same bits as two's complement, int's rules at 64 bits
    ("int64_add", (w64(2 ** 63 - 1), w64(1)), OVF), ("int64_sub", (w64(2 ** 63), w64(1)), OVF),
    ("int64_mul", (w64(1 << 32), w64(1 << 31)), OVF), ("int64_mul", (w64(-(1 << 31)), w64(1 << 32)), w64(-(1 << 63))),
    ("int64_div", (w64(-7), w64(2)), w64(-4)), ("int64_mod", (w64(-7), w64(2)), w64(1)),
    ("int64_quot", (w64(-7), w64(2)), w64(-3)), ("int64_rem", (w64(-7), w64(2)), w64(-1)),
    ("int64_div", (w64(1 << 63), w64(-1)), OVF), ("int64_quot", (w64(1 << 63), w64(-1)), OVF),
    ("int64_mod", (w64(1 << 63), w64(-1)), w64(0)), ("int64_rem", (w64(1 << 63), w64(-1)), w64(0)),
    ("int64_rem", (w64(1), w64(0)), DIV), ("int64_neg", (w64(1 << 63),), OVF), ("int64_abs", (w64(-5),), w64(5)),
    ("int64_abs", (w64(1 << 63),), OVF), ("int64_lt", (w64(-1), w64(0)), 1), ("int64_ge", (w64(1 << 63), w64(0)), 0),
    ("int64_of_int", (INT_MIN,), w64(INT_MIN)), ("int64_to_int", (w64(INT_MIN),), INT_MIN),
    ("int64_to_int", (w64(INT_MAX + 1),), OVF), ("int64_of_bits", (w64(5),), w64(5)),
])
def test_word64_and_int64(op: str, args: tuple[Any, ...], want: Result) -> None:
    """Word64's and Int64's primitives on the bits held in a float, through both interpreters."""
    def same(x: Result) -> bool:  # every bit, NaNs' included
        return S.same_bits(x, want) if isinstance(x, float) and isinstance(want, float) else x == want
    assert same(shared(op, *args))
    assert same(lexp_eval(op, args))
    assert all(same(r) for r in cps_run(op, args))


def test_word64_keeps_every_bit_pattern() -> None:
    assert [S.word64_bits(w64(n)) for n in W64_EDGES] == W64_EDGES
    assert S.same_bits(w64(2 ** 64 - 1), w64(2 ** 64 - 1)) and not S.same_bits(0.0, -0.0)


def test_array_length_limit() -> None:
    assert S.check_array_length(0) == 0 and S.check_array_length(S.MAX_ARRAY_LEN) == S.MAX_ARRAY_LEN
    for n in (-1, S.MAX_ARRAY_LEN + 1, INT_MAX):
        with pytest.raises(PrimFailure, match="Size"):
            S.check_array_length(n)


def test_the_table_names_pure_primitives_only() -> None:
    """Every shared definition is a primitive of compiler.prims of its effect and arity."""
    for name, f in PURE.items():
        assert PRIMS[name].effect == "pure", name
        assert f.__code__.co_argcount == len(PRIMS[name].args), name
    for name, f in S.ALLOC.items():
        assert PRIMS[name].effect == "alloc", name
        assert f.__code__.co_argcount == len(PRIMS[name].args), name


# ---------------------------------------------------------------------------
# (b) both interpreters are the shared definition

INT_EDGES = [INT_MIN, INT_MIN + 1, -7, -2, -1, 0, 1, 2, 7, INT_MAX - 1, INT_MAX]
WORD_EDGES = [0, 1, 2, 7, (1 << 62) - 1, 1 << 62, (1 << 62) + 1, WORD_MAX, 0x2AAAAAAAAAAAAAAA]
SHIFTS = [0, 1, 2, 31, 61, 62, 63, 64, 127, WORD_MAX]
REAL_EDGES = [0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 3.5, -0.5, 1e308, 5e-324, INF, -INF, NAN,
              2.0 ** 62, -(2.0 ** 62), 2.0 ** 62 - 512, -(2.0 ** 62) - 1024]
STRINGS = ["", "a", "b", "ab", "a\x00", "\xff", "abc"]

ints = st.one_of(st.sampled_from(INT_EDGES), st.integers(-20, 20), st.integers(INT_MIN, INT_MAX))
words = st.one_of(st.sampled_from(WORD_EDGES), st.integers(0, 20), st.integers(0, WORD_MAX))
shifts = st.one_of(st.sampled_from(SHIFTS), st.integers(0, 70), words)
reals = st.one_of(st.sampled_from(REAL_EDGES), st.floats(allow_nan=True, allow_infinity=True))
chars = st.integers(0, 255)
strings = st.one_of(st.sampled_from(STRINGS), st.text(st.characters(max_codepoint=255), max_size=4))


def _domain(name: str) -> tuple[st.SearchStrategy[Any], ...]:
    """Strategies for the ML arguments of primitive `name` (by its ML types)."""
    arity = len(PRIMS[name].args)
    if name in ("word_lshift", "word_rshift", "word_arshift"):
        return (words, shifts)
    if name == "word_cast":
        return (st.one_of(ints, words),)
    if name.startswith("word_"):
        return (words,) * arity
    if name in ("real_from_int", "char_chr"):
        return (st.one_of(ints, st.integers(-5, 300)),)
    if name.startswith("real_"):
        return (reals,) * arity
    if name in ("char_ord", "string_str"):
        return (chars,)
    if name == "string_sub":
        return (strings, st.integers(-2, 6))
    if name.startswith("string_"):
        return (strings,) * arity
    return (ints,) * arity


CALLS = st.sampled_from(sorted(PURE)).flatmap(
    lambda name: st.tuples(st.just(name), st.tuples(*_domain(name))))


def _literal(v: Any) -> L.Lexp:
    if type(v) is float:
        return L.Real(v)
    if type(v) is str:
        return L.String(v)
    return L.Int(v)


def lexp_eval(name: str, args: tuple[Any, ...]) -> Result:
    """`name(args)` through the LEXP interpreter's primitive dispatch (its
    representation checks and its translation of failures into ML packets)."""
    code = lexp_interp._Compiler([], []).exp(L.PrimApp(name, tuple(_literal(a) for a in args)),
                                          lexp_interp._Scope(None), False)
    try:
        return code([None])
    except lexp_interp.MLRaise as e:
        return ("raise", lexp_interp._exn_name(e.packet))


def cps_run(name: str, args: tuple[Any, ...]) -> tuple[Result, Result]:
    """`name(args)` run by the CPS interpreter, before and after the shrinker
    (which folds it when it does not raise)."""
    prog = convert(L.Unit(L.PrimApp(name, tuple(_literal(a) for a in args)), "t.sml"))

    def outcome(p: Any) -> Result:
        o = interpret(p)
        return ("raise", o.uncaught) if o.uncaught is not None else o.result
    return outcome(prog), outcome(shrink.run(prog))


# The shrinker raises the recursion limit (compiler.cps.ir.allow_deep_recursion).
@pytest.mark.filterwarnings("ignore:The recursion limit will not be reset")
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CALLS)
def test_interpreters_are_the_shared_definition(call: tuple[str, tuple[Any, ...]]) -> None:
    name, args = call
    want = shared(name, *args)
    assert same_real(lexp_eval(name, args), want)
    try:
        folded: Result = eval_prim(name, list(args))
    except PrimFailure as e:
        folded = ("raise", e.name)
    assert same_real(folded, want)
    before, after = cps_run(name, args)
    assert same_real(before, want) and same_real(after, want)


@pytest.mark.parametrize("name", sorted(PURE))
def test_every_shared_primitive_runs_in_both_interpreters(name: str) -> None:
    """Each primitive of the table, once, through both interpreters."""
    args = tuple({"int": 1, "real": 1.5, "ptr": "ab"}[k] for k in PRIMS[name].args)
    if name == "string_sub":
        args = ("ab", 1)
    want = shared(name, *args)
    assert same_real(lexp_eval(name, args), want)
    assert all(same_real(r, want) for r in cps_run(name, args))


def test_array_make_beyond_max_len_raises_size_in_both_interpreters() -> None:
    """The LEXP interpreter used to accept any non-negative length."""
    for n, want in ((S.MAX_ARRAY_LEN + 1, raises("Size")), (-1, raises("Size"))):
        e = L.PrimApp("array_make", (L.Int(n), L.Int(0)))
        code = lexp_interp._Compiler([], []).exp(e, lexp_interp._Scope(None), False)
        with pytest.raises(lexp_interp.MLRaise) as info:
            code([None])
        assert ("raise", lexp_interp._exn_name(info.value.packet)) == want
        assert interpret(convert(L.Unit(L.Let(L.fresh_lvar("a"), L.BOXED, e, L.Int(0)), "t.sml"))).uncaught == want[1]


def test_rem_of_min_int_by_minus_one_is_zero_everywhere() -> None:
    """The disagreement the shared definition removed: the LEXP interpreter
    raised Overflow (its rem went through quot), the CPS interpreter gave 0."""
    assert lexp_eval("int_rem", (INT_MIN, -1)) == 0
    assert cps_run("int_rem", (INT_MIN, -1)) == (0, 0)
    assert lexp_eval("int_quot", (INT_MIN, -1)) == OVF
    assert cps_run("int_quot", (INT_MIN, -1)) == (OVF, OVF)


# ---------------------------------------------------------------------------
# (c) native code agrees


@dataclass(frozen=True)
class NativeCase:
    family: str
    label: str         # the primitive and its operands, e.g. int_div(-4611686018427387904,-1)
    sml: str           # an SML expression of type string: the printed result
    expected: str


def _sml_int(n: int) -> str:
    return str(n).replace("-", "~")


def _sml_word(n: int) -> str:
    return f"0w{n}"


def _sml_real(x: float) -> str:
    if math.isnan(x):
        return "(0.0 / 0.0)"
    if math.isinf(x):
        return "(1.0 / 0.0)" if x > 0 else "(~1.0 / 0.0)"
    return repr(x).replace("e+", "E").replace("e-", "E~").replace("-", "~")


def _sml_string(s: str) -> str:
    return '"' + "".join(c if c.isascii() and c.isalnum() else f"\\{ord(c):03d}" for c in s) + '"'


def _real_token(x: float) -> str:
    return "nan" if math.isnan(x) else repr(x)


_SML_FUN = {  # how the SML program applies each primitive (Basis or top level)
    "int_add": "op +", "int_sub": "op -", "int_mul": "op *", "int_div": "op div", "int_mod": "op mod",
    "int_quot": "Int.quot", "int_rem": "Int.rem", "int_neg": "Int.~", "int_abs": "Int.abs",
    "int_lt": "Int.<", "int_le": "Int.<=", "int_gt": "Int.>", "int_ge": "Int.>=", "int_eq": "op =",
    "int_ne": "op <>",
    "word_add": "Word.+", "word_sub": "Word.-", "word_mul": "Word.*", "word_div": "Word.div",
    "word_mod": "Word.mod", "word_lt": "Word.<", "word_le": "Word.<=", "word_gt": "Word.>",
    "word_ge": "Word.>=", "word_andb": "Word.andb", "word_orb": "Word.orb", "word_xorb": "Word.xorb",
    "word_lshift": "Word.<<", "word_rshift": "Word.>>", "word_arshift": "Word.~>>",
    "real_add": "Real.+", "real_sub": "Real.-", "real_mul": "Real.*", "real_div": "Real./",
    "real_neg": "Real.~", "real_abs": "Real.abs", "real_lt": "Real.<", "real_le": "Real.<=",
    "real_gt": "Real.>", "real_ge": "Real.>=", "real_eq": "Real.==", "real_from_int": "real",
    "real_floor": "floor", "real_ceil": "ceil", "real_trunc": "trunc", "real_round": "round",
    "char_chr": "(Char.ord o chr)", "string_sub": "(Char.ord o String.sub)",
    "string_compare": "(ordInt o String.compare)", "string_size": "size",
    **{f"word64_{op}": f"Word64.{sml}" for op, sml in (
        ("add", "+"), ("sub", "-"), ("mul", "*"), ("div", "div"), ("mod", "mod"), ("andb", "andb"),
        ("orb", "orb"), ("xorb", "xorb"), ("neg", "~"), ("notb", "notb"), ("lshift", "<<"), ("rshift", ">>"),
        ("arshift", "~>>"), ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">="), ("of_int", "fromInt"))},
    "word64_eq": "(op = : Word64.word * Word64.word -> bool)", "word64_of_word": "Word.toLarge",
    "word64_to_word": "Word.fromLarge",
    **{f"int64_{op}": f"Int64.{sml}" for op, sml in (
        ("add", "+"), ("sub", "-"), ("mul", "*"), ("div", "div"), ("mod", "mod"), ("quot", "quot"), ("rem", "rem"),
        ("neg", "~"), ("abs", "abs"), ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">="), ("of_int", "fromInt"),
        ("to_int", "toInt"))},
}
# How the result of each kind of primitive is shown, in SML and from Python.
_SHOW: dict[str, tuple[str, Callable[[Any], str]]] = {
    "int": ("Int.toString", _sml_int),
    "word": ("Word.toString", lambda n: f"{n:X}"),
    "bool": ("Bool.toString", lambda b: "true" if b else "false"),
    "real": ("Real.fmt (StringCvt.SCI (SOME 16))", _real_token),
    "word64": ("Word64.toString", lambda x: f"{S.word64_bits(x):X}"),
    "int64": ("Int64.toString", lambda x: _sml_int(S.int64_held(x))),
}
# How each kind of operand is written, plain (a literal) or hidden from every optimizer.
_OPERAND: dict[str, tuple[Callable[[Any], str], str]] = {
    "int": (_sml_int, "hi"), "word": (_sml_word, "hw"), "real": (_sml_real, "hr"), "string": (_sml_string, "hs"),
    "word64": (lambda x: f"(0w{S.word64_bits(x)} : Word64.word)", "h64"),
    "int64": (lambda x: f"({_sml_int(S.int64_held(x))} : Int64.int)", "h64i"),
}

_PRELUDE = """\
(* Generated by tests/test_prim_semantics.py: each line prints a primitive's result. *)
val zero = length (CommandLine.arguments ())
(* The operand itself, but no optimizer can know it (the program runs without arguments). *)
fun hi (x : int) = if zero = 0 then x else 0
fun hw (x : word) = if zero = 0 then x else 0w0
fun hr (x : real) = if zero = 0 then x else 0.0
fun hs (x : string) = if zero = 0 then x else ""
fun h64 (x : Word64.word) = if zero = 0 then x else 0w0
fun h64i (x : Int64.int) = if zero = 0 then x else 0
fun ordInt LESS = ~1 | ordInt EQUAL = 0 | ordInt GREATER = 1
fun out (id : string) (f : unit -> string) =
  print (id ^ " " ^ (f () handle Overflow => "Overflow" | Div => "Div" | Chr => "Chr"
                               | Subscript => "Subscript" | Domain => "Domain") ^ "\\n")
"""


def _result_kind(name: str) -> str:
    if name.startswith(("word64_", "int64_")) and PRIMS[name].result == "real":
        return name.split("_")[0]
    if PRIMS[name].result == "real":
        return "real"
    if name.split("_")[1] in ("lt", "le", "gt", "ge", "eq", "ne"):
        return "bool"
    return "word" if name.startswith(("word_", "word64_")) else "int"


def _case(family: str, name: str, kinds: tuple[str, ...], args: tuple[Any, ...]) -> Iterator[NativeCase]:
    show_sml, show_py = _SHOW[_result_kind(name)]
    want = shared(name, *args)
    expected = want[1] if isinstance(want, tuple) else show_py(want)
    label = f"{name}({','.join(f'0x{S.word64_bits(a):X}' if k in ('word64', 'int64') else repr(a) for k, a in zip(kinds, args))})"
    for hidden in (False, True):
        ops = [(_OPERAND[k][1] + " " if hidden else "") + _OPERAND[k][0](a) for k, a in zip(kinds, args)]
        operand = "(" + ", ".join(ops) + ")"
        yield NativeCase(family, label + ("/hidden" if hidden else "/literal"),
                         f"{show_sml} ({_SML_FUN[name]} {operand})", expected)


def _word_casts() -> Iterator[NativeCase]:
    for v in INT_EDGES:
        for hidden in (False, True):
            arg = ("hi " if hidden else "") + _sml_int(v)
            yield NativeCase("word_cast", f"Word.fromInt({v})/{'hidden' if hidden else 'literal'}",
                             f"Word.toString (Word.fromInt ({arg}))", f"{S.word_cast(v):X}")
    for w in WORD_EDGES:
        for hidden in (False, True):
            arg = ("hw " if hidden else "") + _sml_word(w)
            yield NativeCase("word_cast", f"Word.toIntX({w})/{'hidden' if hidden else 'literal'}",
                             f"Int.toString (Word.toIntX ({arg}))", _sml_int(S.word_cast(w)))


def native_cases() -> list[NativeCase]:
    cases: list[NativeCase] = []

    def add(family: str, names: list[str], kinds: tuple[str, ...], operands: list[tuple[Any, ...]]) -> None:
        for name in names:
            for args in operands:
                cases.extend(_case(family, name, kinds, args))

    pairs = [(a, b) for a in INT_EDGES for b in INT_EDGES]
    add("int_division", ["int_div", "int_mod", "int_quot", "int_rem"], ("int", "int"), pairs)
    small = [INT_MIN, -2, -1, 0, 1, INT_MAX, 1 << 31]
    add("int_arith", ["int_add", "int_sub", "int_mul"], ("int", "int"), [(a, b) for a in small for b in small])
    add("int_arith", ["int_neg", "int_abs"], ("int",), [(a,) for a in INT_EDGES])
    add("int_compare", ["int_lt", "int_le", "int_gt", "int_ge", "int_eq", "int_ne"], ("int", "int"),
        [(a, b) for a in (INT_MIN, -1, 0, INT_MAX) for b in (INT_MIN, 0, INT_MAX)])
    wpairs = [(a, b) for a in WORD_EDGES for b in WORD_EDGES]
    add("word_arith", ["word_add", "word_sub", "word_mul", "word_div", "word_mod"], ("word", "word"), wpairs)
    add("word_bits", ["word_andb", "word_orb", "word_xorb", "word_lt", "word_le", "word_gt", "word_ge"],
        ("word", "word"), [(a, b) for a in WORD_EDGES[::2] for b in WORD_EDGES[1::2]])
    add("word_shift", ["word_lshift", "word_rshift", "word_arshift"], ("word", "word"),
        [(a, k) for a in (1, 5, (1 << 62) - 1, 1 << 62, WORD_MAX, 0x2AAAAAAAAAAAAAAA) for k in SHIFTS])
    cases.extend(_word_casts())
    w64s = [w64(n) for n in W64_EDGES]
    add("word64", ["word64_add", "word64_sub", "word64_mul", "word64_div", "word64_mod", "word64_andb",
                   "word64_orb", "word64_xorb", "word64_lt", "word64_le", "word64_gt", "word64_ge", "word64_eq"],
        ("word64", "word64"), [(a, b) for a in w64s[::2] for b in w64s[1::2]])
    add("word64", ["word64_neg", "word64_notb", "word64_to_word"], ("word64",), [(a,) for a in w64s])
    add("word64", ["word64_lshift", "word64_rshift", "word64_arshift"], ("word64", "word"),
        [(a, k) for a in w64s[::3] for k in SHIFTS])
    add("word64", ["word64_of_word"], ("word",), [(w,) for w in WORD_EDGES])
    add("word64", ["word64_of_int"], ("int",), [(i,) for i in INT_EDGES])
    i64s = [w64(n) for n in (-(1 << 63), -(1 << 63) + 1, INT_MIN - 1, INT_MIN, -7, -2, -1, 0, 1, 2, 7, INT_MAX,
                             INT_MAX + 1, (1 << 32) + 3, (1 << 63) - 1)]
    add("int64", ["int64_add", "int64_sub", "int64_mul", "int64_div", "int64_mod", "int64_quot", "int64_rem",
                  "int64_lt", "int64_le", "int64_gt", "int64_ge"],
        ("int64", "int64"), [(a, b) for a in i64s[::2] for b in i64s[1::2]] + [(i64s[0], w64(-1))])
    add("int64", ["int64_neg", "int64_abs", "int64_to_int"], ("int64",), [(a,) for a in i64s])
    add("int64", ["int64_of_int"], ("int",), [(i,) for i in INT_EDGES])
    rsmall = [0.0, -0.0, 1.0, -1.0, 2.5, 1e308, INF, -INF, NAN]
    add("real_arith", ["real_div"], ("real", "real"), [(a, b) for a in rsmall for b in rsmall])
    add("real_arith", ["real_add", "real_sub", "real_mul"], ("real", "real"),
        [(a, b) for a in (0.0, -0.0, 1e308, INF, NAN) for b in (-0.0, 1e308, -INF)])
    add("real_arith", ["real_neg", "real_abs"], ("real",), [(a,) for a in rsmall])
    add("real_compare", ["real_lt", "real_le", "real_gt", "real_ge", "real_eq"], ("real", "real"),
        [(a, b) for a in (0.0, 1.0, INF, NAN) for b in (-0.0, NAN, -INF)])
    add("real_to_int", ["real_floor", "real_ceil", "real_trunc", "real_round"], ("real",),
        [(x,) for x in REAL_EDGES + [0.5, 1.5, 0.49999999999999994, -(2.0 ** 62) + 512, 1e300]])
    add("real_to_int", ["real_from_int"], ("int",), [(a,) for a in INT_EDGES])
    add("char_string", ["char_chr"], ("int",), [(a,) for a in (INT_MIN, -1, 0, 65, 255, 256)])
    add("char_string", ["string_sub"], ("string", "int"), [("ab\xff", i) for i in (-1, 0, 2, 3, INT_MAX)])
    add("char_string", ["string_compare"], ("string", "string"), [(a, b) for a in STRINGS for b in STRINGS])
    add("char_string", ["string_size"], ("string",), [(s,) for s in STRINGS])
    return cases


CASES = native_cases()
assert len({c.label for c in CASES}) == len(CASES)
FAMILIES = sorted({c.family for c in CASES})

def _program() -> str:
    lines = [_PRELUDE]
    for i, c in enumerate(CASES):
        lines.append(f'val () = out "{i}" (fn () => {c.sml})')
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module", params=["dev", "release"])
def native_output(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The printed result of every case, by label, from the program built with one profile."""
    d = tmp_path_factory.mktemp(f"prim_semantics_{request.param}")
    src = d / "prims.sml"
    src.write_text(_program())
    # The worktree's compiler, whatever ldriver is installed.
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.run([sys.executable, "-m", "ldriver", "run", "--profile", request.param, src.name],
                          cwd=d, capture_output=True, text=True, env=env, timeout=1800)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    return {c.label: _normalize(c, got.get(str(i), "<missing>")) for i, c in enumerate(CASES)}


def _normalize(case: NativeCase, text: str) -> str:
    """Real results as the Python repr of the float printed (17 significant digits)."""
    if case.sml.startswith("Real.fmt") and text not in ("Overflow", "Div", "Domain"):
        if "nan" in text:
            return "nan"
        return repr(float(text.replace("~", "-")))
    return text


@pytest.mark.parametrize("family", FAMILIES)
def test_native_code_is_the_shared_definition(family: str, native_output: dict[str, str]) -> None:
    wrong = {c.label: (c.expected, native_output[c.label]) for c in CASES
             if c.family == family and native_output[c.label] != c.expected}
    assert not wrong, "\n".join(f"{k}: expected {e}, native {g}" for k, (e, g) in wrong.items())
