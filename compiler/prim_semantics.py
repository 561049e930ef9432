"""The meaning of the primitives on ints, words, chars, reals and strings: defined once.

This module owns the SML Basis semantics of the scalar primitives of
`compiler.prims` (overflow, `div`/`mod`/`quot`/`rem` edge cases, word
arithmetic modulo 2^63, shifts, real division and real -> int conversions,
`chr`, string comparison and subscripts). Both reference interpreters
(`compiler.lexp.interp`, `compiler.cps.interp`) execute these functions, and
the CPS shrinker folds constants through `compiler.cps.interp.eval_prim`,
hence through them too. Native code (`compiler/llvm/primitives.py`,
`runtime/arith.c`, `runtime/basis.c`, `runtime/prims.c`) implements the same
meaning; `tests/test_prim_semantics.py` checks it against this module.

Values (the interpreters' representation, untagged):
- int: a Python `int` in `INT_MIN .. INT_MAX` (63-bit two's complement);
- word: a Python `int` in `0 .. WORD_MAX` (unsigned, modulo 2^63);
- char, bool: a Python `int` (0..255; 0 false, 1 true);
- real: a Python `float` (an IEEE double);
- string: a Python `str` of code points 0..255 (one per byte).

A primitive that raises a built-in SML exception raises `PrimFailure(name)`;
each interpreter turns it into its own packet of that exception.

Semantics (SML Basis Library, `INTEGER`, `WORD`, `REAL`):
- `+ - * ~ abs` on int raise Overflow outside `INT_MIN .. INT_MAX`;
- `div` rounds toward negative infinity, `mod` has the divisor's sign,
  `quot` rounds toward zero, `rem` has the dividend's sign; all four raise
  Div on a zero divisor; `minInt div ~1` and `minInt quot ~1` raise Overflow,
  while `minInt mod ~1` and `minInt rem ~1` are 0 (the results are representable);
- word `+ - *` wrap modulo 2^63; word `div`/`mod` raise Div on zero;
  `<<` and `>>` by `wordSize` (63) or more give 0, `~>>` by 63 or more gives
  0 or all ones according to the sign bit (bit 62);
- `int <-> word` (`word_cast`, `Word.fromInt`/`Word.toIntX`) keeps the 63 bits;
- real arithmetic is IEEE (`x / 0.0` is an infinity or NaN, never an error);
  `floor ceil trunc round` raise Domain on NaN and Overflow on an infinity or
  a result outside the int range; `round` rounds half to even;
- `chr` raises Chr outside 0..255; string subscripts raise Subscript;
  strings compare by unsigned bytes (lexicographically, a prefix first);
  an array longer than `Array.maxLen` raises Size.
- IntInf's magnitudes (`intinf_*`, `runtime/intinf.c` over GMP) are strings
  of 64-bit limbs, here read as Python ints (`INTINF`: executed, never folded);
- 64-bit words (`word64_*`) wrap modulo 2^64, held as floats with the
  word's bits (`WORD64`: executed, never folded); shifts by 64 or more give 0,
  or the sign for `arshift`; division by zero raises Div. 64-bit ints
  (`int64_*`, in the same table) are those bits as two's complement, with
  int's rules at 64 bits (Overflow outside -2^63 .. 2^63 - 1).

Not here: the pure primitives whose meaning is the representation
(`poly_eq`, `array_length`, `vector_sub`, `exn_name`, ...: each interpreter's
own), and those the C library defines (`real_math1`, `real_math2`,
`real_from_string`, `real_format`: `compiler.prim_clib` runs them for the
interpreters through the same C library; nothing folds them).
"""
from __future__ import annotations

import math
import struct
from typing import Callable, TypeVar, Union

from compiler.prims import INT_MAX, INT_MIN, WORD_MAX

WORD_BITS = 63
"""`Word.wordSize`."""
MAX_ARRAY_LEN = 1 << 40
"""`Array.maxLen` (runtime `LD_MAX_ARRAY_LEN`): `array_make` beyond it raises Size."""

_WORD_SIGN = 1 << (WORD_BITS - 1)
_WORD_MOD = 1 << WORD_BITS

Scalar = Union[int, float, str]
_Ordered = TypeVar("_Ordered", int, float, str)
_T = TypeVar("_T")


def unchecked(checked: Callable[..., _T]) -> Callable[..., _T]:
    """The unchecked primitive (`unsafe_array_sub` ...) for an interpreter:
    `checked`, where an index out of bounds, undefined natively, stops the
    interpreter instead of raising Subscript."""

    def run(*args: object) -> _T:
        try:
            return checked(*args)
        except PrimFailure:
            raise RuntimeError(f"unchecked access out of bounds (index {args[1]}): undefined behaviour") from None

    return run


class PrimFailure(Exception):
    """A primitive raised the built-in SML exception `name` (Overflow, Div, Chr, ...)."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


# -- comparisons ---------------------------------------------------------------------------
# One set for ints, words (non-negative Python ints, so the unsigned order is
# the int order), reals (Python's float comparisons are IEEE: NaN is unordered
# and unequal to itself, 0.0 = ~0.0) and string equality; the result is a bool.


def less(a: _Ordered, b: _Ordered) -> int:
    return int(a < b)


def less_eq(a: _Ordered, b: _Ordered) -> int:
    return int(a <= b)


def greater(a: _Ordered, b: _Ordered) -> int:
    return int(a > b)


def greater_eq(a: _Ordered, b: _Ordered) -> int:
    return int(a >= b)


def equal(a: _Ordered, b: _Ordered) -> int:
    return int(a == b)


def not_equal(a: _Ordered, b: _Ordered) -> int:
    return int(a != b)


# -- int ---------------------------------------------------------------------------------


def checked_int(n: int) -> int:
    """`n` if it is an int, else Overflow."""
    if INT_MIN <= n <= INT_MAX:
        return n
    raise PrimFailure("Overflow")


# + - * check the range inline: they are the interpreters' hottest primitives.


def int_add(a: int, b: int) -> int:
    n = a + b
    if INT_MIN <= n <= INT_MAX:
        return n
    raise PrimFailure("Overflow")


def int_sub(a: int, b: int) -> int:
    n = a - b
    if INT_MIN <= n <= INT_MAX:
        return n
    raise PrimFailure("Overflow")


def int_mul(a: int, b: int) -> int:
    n = a * b
    if INT_MIN <= n <= INT_MAX:
        return n
    raise PrimFailure("Overflow")


def int_div(a: int, b: int) -> int:
    """Rounds toward negative infinity; Overflow only for `minInt div ~1`."""
    if b == 0:
        raise PrimFailure("Div")
    return checked_int(a // b)


def int_mod(a: int, b: int) -> int:
    """The divisor's sign (Python's `%`); never overflows."""
    if b == 0:
        raise PrimFailure("Div")
    return a % b


def int_quot(a: int, b: int) -> int:
    """Rounds toward zero; Overflow only for `minInt quot ~1`."""
    if b == 0:
        raise PrimFailure("Div")
    q = abs(a) // abs(b)
    return checked_int(-q if (a < 0) != (b < 0) else q)


def int_rem(a: int, b: int) -> int:
    """The dividend's sign, `a - b * (a quot b)` computed without the quotient:
    never overflows (`minInt rem ~1` is 0)."""
    if b == 0:
        raise PrimFailure("Div")
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def int_neg(a: int) -> int:
    return checked_int(-a)


def int_abs(a: int) -> int:
    return checked_int(abs(a))


# -- word ----------------------------------------------------------------------------------


def word_add(a: int, b: int) -> int:
    return (a + b) & WORD_MAX


def word_sub(a: int, b: int) -> int:
    return (a - b) & WORD_MAX


def word_neg(a: int) -> int:
    return -a & WORD_MAX


def word_mul(a: int, b: int) -> int:
    return (a * b) & WORD_MAX


def word_div(a: int, b: int) -> int:
    if b == 0:
        raise PrimFailure("Div")
    return a // b


def word_mod(a: int, b: int) -> int:
    if b == 0:
        raise PrimFailure("Div")
    return a % b


def word_andb(a: int, b: int) -> int:
    return a & b


def word_orb(a: int, b: int) -> int:
    return a | b


def word_xorb(a: int, b: int) -> int:
    return a ^ b


def word_lshift(a: int, k: int) -> int:
    """`<<`: 0 when shifting by `wordSize` or more."""
    return (a << k) & WORD_MAX if k < WORD_BITS else 0


def word_rshift(a: int, k: int) -> int:
    """`>>` (logical): 0 when shifting by `wordSize` or more."""
    return a >> k if k < WORD_BITS else 0


def word_arshift(a: int, k: int) -> int:
    """`~>>` (arithmetic): copies of the sign bit shift in; by `wordSize` or
    more, all bits are the sign bit."""
    signed = a - _WORD_MOD if a & _WORD_SIGN else a
    return (signed >> min(k, WORD_BITS - 1)) & WORD_MAX


def word_cast(v: int) -> int:
    """`Word.fromInt` and `Word.toIntX`, one primitive keeping the 63 bits.
    The int range and the word range overlap only where both readings agree
    (0 .. INT_MAX), so the direction follows from the value: a negative int
    becomes a word, a word above INT_MAX becomes a negative int."""
    if v < 0:
        return v & WORD_MAX
    if v > INT_MAX:
        return v - _WORD_MOD
    return v


# -- real ----------------------------------------------------------------------------------


def real_add(a: float, b: float) -> float:
    return a + b


def real_sub(a: float, b: float) -> float:
    return a - b


def real_mul(a: float, b: float) -> float:
    return a * b


def real_div(a: float, b: float) -> float:
    """IEEE division: Python raises on a zero divisor, IEEE gives ±inf or NaN."""
    if b == 0.0:
        if a == 0.0 or a != a:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def real_neg(a: float) -> float:
    return -a


def real_abs(a: float) -> float:
    return abs(a)


def real_from_int(a: int) -> float:
    return float(a)


def _to_int(r: float, integral: Callable[[float], int]) -> int:
    """`integral(r)` as an int: Domain on NaN, Overflow on an infinity or outside the range."""
    if r != r:
        raise PrimFailure("Domain")
    if r == math.inf or r == -math.inf:
        raise PrimFailure("Overflow")
    n = integral(r)
    if INT_MIN <= n <= INT_MAX:
        return n
    raise PrimFailure("Overflow")


def real_floor(a: float) -> int:
    return _to_int(a, math.floor)


def real_ceil(a: float) -> int:
    return _to_int(a, math.ceil)


def real_trunc(a: float) -> int:
    return _to_int(a, math.trunc)


def real_round(a: float) -> int:
    """To the nearest int, ties to even (Python's one-argument `round`)."""
    return _to_int(a, round)


# -- char and string -----------------------------------------------------------------------


def char_chr(i: int) -> int:
    if 0 <= i <= 255:
        return i
    raise PrimFailure("Chr")


def char_ord(c: int) -> int:
    return c


def string_size(s: str) -> int:
    return len(s)


def string_sub(s: str, i: int) -> int:
    if 0 <= i < len(s):
        return ord(s[i])
    raise PrimFailure("Subscript")


def string_compare(a: str, b: str) -> int:
    """-1, 0 or 1: code points 0..255 compare as the runtime's unsigned bytes."""
    return -1 if a < b else (1 if a > b else 0)


def string_str(c: int) -> str:
    return chr(c)


def int_to_string(n: int) -> str:
    """Int.toString (runtime `ld_int_to_string`): decimal, `~` for minus."""
    return f"~{-n}" if n < 0 else str(n)


def string_concat(a: str, b: str) -> str:
    return a + b


def string_substring(s: str, i: int, n: int) -> str:
    if i < 0 or n < 0 or i + n > len(s):
        raise PrimFailure("Subscript")
    return s[i:i + n]


# -- IntInf magnitudes ---------------------------------------------------------------------
# A magnitude is a string of 64-bit limbs, least significant first, without
# leading zero limbs ("" is zero), one character a byte (runtime/intinf.c).

def _magnitude_value(m: str) -> int:
    return int.from_bytes(m.encode("latin-1"), "little")


def _magnitude(n: int) -> str:
    return n.to_bytes((n.bit_length() + 63) // 64 * 8, "little").decode("latin-1")


def intinf_of_int(n: int) -> str:
    return _magnitude(abs(n))


def intinf_small(m: str, neg: int) -> int:
    """m, negated if `neg`, when it fits in an int, else 0 (runtime `ld_intinf_small`)."""
    v = -_magnitude_value(m) if neg else _magnitude_value(m)
    return v if INT_MIN <= v <= INT_MAX else 0


def intinf_low_word(m: str) -> int:
    return _magnitude_value(m) & WORD_MAX


def intinf_log2(m: str) -> int:
    return _magnitude_value(m).bit_length() - 1


# Digits a chunk in the conversions below: Python's int <-> str conversion
# refuses more than 4300 decimal digits at once (sys.set_int_max_str_digits).
_CHUNK = 1000


def intinf_to_string(m: str, radix: int, neg: int) -> str:
    n, chunks, unit = _magnitude_value(m), [], radix ** _CHUNK
    while n:
        n, c = divmod(n, unit)
        chunks.append(c)
    text = "".join(_digits(c, radix).rjust(_CHUNK, "0") for c in reversed(chunks)).lstrip("0")
    return ("~" if neg else "") + text if text else "0"


def _digits(n: int, radix: int) -> str:
    """n (< radix ** _CHUNK) in radix, upper-case letters."""
    return format(n, {2: "b", 8: "o", 10: "d", 16: "X"}[radix])


def intinf_of_digits(s: str, radix: int) -> str:
    n = 0
    for i in range(0, len(s), _CHUNK):
        chunk = s[i:i + _CHUNK]
        n = n * radix ** len(chunk) + int(chunk, radix)
    return _magnitude(n)


def intinf_cmp(a: str, b: str) -> int:
    x, y = _magnitude_value(a), _magnitude_value(b)
    return (x > y) - (x < y)


def intinf_add(a: str, b: str) -> str:
    return _magnitude(_magnitude_value(a) + _magnitude_value(b))


def intinf_sub(a: str, b: str) -> str:
    return _magnitude(_magnitude_value(a) - _magnitude_value(b))


def intinf_mul(a: str, b: str) -> str:
    return _magnitude(_magnitude_value(a) * _magnitude_value(b))


def intinf_divrem(a: str, b: str) -> tuple[str, str]:
    """The truncated quotient and remainder (the runtime's two-element vector)."""
    q, r = divmod(_magnitude_value(a), _magnitude_value(b))
    return _magnitude(q), _magnitude(r)


def intinf_lshift(m: str, k: int) -> str:
    n = _magnitude_value(m)
    if n and (n.bit_length() + k + 63) // 64 * 8 > MAX_ARRAY_LEN:
        raise PrimFailure("Size")
    return _magnitude(n << k)


def intinf_rshift(m: str, k: int) -> str:
    return _magnitude(_magnitude_value(m) >> k)


def intinf_bitop(op: int, a: str, an: int, b: str, bn: int) -> str:
    """|a op b| over two's complement (op 0 and, 1 or, 2 xor), a negative if an, b if bn."""
    x = -_magnitude_value(a) if an else _magnitude_value(a)
    y = -_magnitude_value(b) if bn else _magnitude_value(b)
    return _magnitude(abs(x & y if op == 0 else x | y if op == 1 else x ^ y))


# -- 64-bit words ----------------------------------------------------------------------------
# A Word64 is held where a real is (compiler/prims.py): here a Python `float`
# whose IEEE bits are the word's, read and made through `struct`, which keeps
# every bit pattern (NaNs included).

_W64 = (1 << 64) - 1


def word64_bits(x: float) -> int:
    """The 64-bit word a held float stands for."""
    return int.from_bytes(struct.pack("<d", x), "little")


def word64_value(n: int) -> float:
    """The float that holds the 64-bit word `n` (taken modulo 2^64)."""
    return struct.unpack("<d", (n & _W64).to_bytes(8, "little"))[0]  # type: ignore[no-any-return]


def same_bits(a: float, b: float) -> bool:
    """Whether two held reals have the same bits (polymorphic equality on a boxed REAL)."""
    return struct.pack("<d", a) == struct.pack("<d", b)


def _word64_op(op: Callable[[int, int], int]) -> Callable[[float, float], float]:
    return lambda a, b: word64_value(op(word64_bits(a), word64_bits(b)))


def _word64_test(op: Callable[[int, int], bool]) -> Callable[[float, float], int]:
    return lambda a, b: int(op(word64_bits(a), word64_bits(b)))


def _word64_division(op: Callable[[int, int], int]) -> Callable[[float, float], float]:
    def run(a: float, b: float) -> float:
        if word64_bits(b) == 0:
            raise PrimFailure("Div")
        return word64_value(op(word64_bits(a), word64_bits(b)))
    return run


def _signed64(n: int) -> int:
    return n - (1 << 64) if n >> 63 else n


def word64_arshift(a: float, k: int) -> float:
    return word64_value(_signed64(word64_bits(a)) >> min(k, 63))


_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


def _int64_value(n: int) -> float:
    """The float holding the 64-bit int `n`, or Overflow outside Int64's range."""
    if not _INT64_MIN <= n <= _INT64_MAX:
        raise PrimFailure("Overflow")
    return word64_value(n)


def int64_held(x: float) -> int:
    """The 64-bit int a held float stands for."""
    return _signed64(word64_bits(x))


def _int64_op(op: Callable[[int, int], int]) -> Callable[[float, float], float]:
    return lambda a, b: _int64_value(op(int64_held(a), int64_held(b)))


def _int64_division(op: Callable[[int, int], int]) -> Callable[[float, float], float]:
    def run(a: float, b: float) -> float:
        if int64_held(b) == 0:
            raise PrimFailure("Div")
        return _int64_value(op(int64_held(a), int64_held(b)))
    return run


def _int64_test(op: Callable[[int, int], bool]) -> Callable[[float, float], int]:
    return lambda a, b: int(op(int64_held(a), int64_held(b)))


def _int64_to_int(a: float) -> int:
    return checked_int(int64_held(a))


WORD64: dict[str, Callable[..., Scalar]] = {
    "word64_add": _word64_op(lambda x, y: x + y),
    "word64_sub": _word64_op(lambda x, y: x - y),
    "word64_mul": _word64_op(lambda x, y: x * y),
    "word64_andb": _word64_op(lambda x, y: x & y),
    "word64_orb": _word64_op(lambda x, y: x | y),
    "word64_xorb": _word64_op(lambda x, y: x ^ y),
    "word64_div": _word64_division(lambda x, y: x // y),
    "word64_mod": _word64_division(lambda x, y: x % y),
    "word64_neg": lambda a: word64_value(-word64_bits(a)),
    "word64_notb": lambda a: word64_value(~word64_bits(a)),
    "word64_lshift": lambda a, k: word64_value(word64_bits(a) << k if k < 64 else 0),
    "word64_rshift": lambda a, k: word64_value(word64_bits(a) >> k),
    "word64_arshift": word64_arshift,
    "word64_lt": _word64_test(lambda x, y: x < y),
    "word64_le": _word64_test(lambda x, y: x <= y),
    "word64_gt": _word64_test(lambda x, y: x > y),
    "word64_ge": _word64_test(lambda x, y: x >= y),
    "word64_eq": _word64_test(lambda x, y: x == y),
    "word64_of_word": word64_value,
    "word64_of_int": word64_value,
    "word64_to_word": lambda a: word64_bits(a) & WORD_MAX,
    # Int64's, on the same floats read as two's complement (quot and rem
    # through the int ones, whose rounding they share)
    "int64_add": _int64_op(lambda x, y: x + y),
    "int64_sub": _int64_op(lambda x, y: x - y),
    "int64_mul": _int64_op(lambda x, y: x * y),
    "int64_div": _int64_division(lambda x, y: x // y),
    "int64_mod": _int64_division(lambda x, y: x % y),
    "int64_quot": _int64_division(lambda x, y: abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)),
    "int64_rem": _int64_division(lambda x, y: abs(x) % abs(y) * (1 if x >= 0 else -1)),
    "int64_neg": lambda a: _int64_value(-int64_held(a)),
    "int64_abs": lambda a: _int64_value(abs(int64_held(a))),
    "int64_lt": _int64_test(lambda x, y: x < y),
    "int64_le": _int64_test(lambda x, y: x <= y),
    "int64_gt": _int64_test(lambda x, y: x > y),
    "int64_ge": _int64_test(lambda x, y: x >= y),
    "int64_of_int": word64_value,
    "int64_to_int": _int64_to_int,
    "int64_of_bits": lambda a: a,
    "int64_bits": lambda a: a,
}
"""Word64's and Int64's primitives, for execution only: nothing folds them (a
folded result would be a real constant standing for bits)."""


def check_array_length(n: int) -> int:
    """`n` if an array of `n` elements may be made, else Size."""
    if 0 <= n <= MAX_ARRAY_LEN:
        return n
    raise PrimFailure("Size")


_FUNCTIONS: tuple[Callable[..., Scalar], ...] = (
    int_add, int_sub, int_mul, int_div, int_mod, int_quot, int_rem, int_neg, int_abs,
    word_add, word_sub, word_neg, word_mul, word_div, word_mod,
    word_andb, word_orb, word_xorb, word_lshift, word_rshift, word_arshift, word_cast,
    real_add, real_sub, real_mul, real_div, real_neg, real_abs,
    real_from_int, real_floor, real_ceil, real_trunc, real_round,
    char_chr, char_ord, string_size, string_sub, string_compare, string_str,
)

PURE: dict[str, Callable[..., Scalar]] = {
    **{f.__name__: f for f in _FUNCTIONS},
    **{f"{ty}_{op}": f for ty in ("int", "word", "real")
       for op, f in (("lt", less), ("le", less_eq), ("gt", greater), ("ge", greater_eq))},
    "int_eq": equal, "int_ne": not_equal, "real_eq": equal, "string_eq": equal,
}
"""The pure primitives of `compiler.prims` defined here, by name (the constant folder's table)."""

ALLOC: dict[str, Callable[..., Scalar]] = {
    "string_concat": string_concat, "string_substring": string_substring, "int_to_string": int_to_string,
}
"""Primitives defined here that allocate (effect `alloc`: executed, never folded)."""

INTINF: dict[str, Callable[..., Scalar]] = {f.__name__: f for f in (
    intinf_of_int, intinf_small, intinf_low_word, intinf_log2, intinf_to_string, intinf_of_digits,
    intinf_cmp, intinf_add, intinf_sub, intinf_mul, intinf_lshift, intinf_rshift, intinf_bitop)}
"""IntInf's magnitude primitives but `intinf_divrem` (whose pair each interpreter
builds), for execution only: nothing folds them (a magnitude is never a constant)."""
