"""The primitives whose meaning the C library defines, for the interpreters.

`real_math1`/`real_math2` (libm by operation code), `real_from_string`
(`strtod`), `real_to_bytes`/`real_from_bytes` (a double's bytes) and `real_format` (`printf`'s `%.*e`/`%.*f`/`%.*g` digits in ML
notation) are implemented in `runtime/basis.c` and `runtime/realfmt.c` over
the C library. The reference interpreters call the same C library through
ctypes, so an interpreted program prints the digits a native one prints;
only the ML notation (`~`, `E`, exponents without `+` or leading zeros,
GEN's `.0`) is written again here, after `ml_number` in `runtime/realfmt.c`.
`tests/test_prim_semantics.py` compares these with the native runtime.

Nothing folds these primitives at compile time (`compiler.prim_semantics`
owns the foldable ones): the table is for execution only.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import struct
from typing import Callable

_LIBM = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
_LIBC = ctypes.CDLL(None)


def _c_function(lib: ctypes.CDLL, name: str, nargs: int) -> Callable[..., float]:
    fn = getattr(lib, name)
    fn.restype = ctypes.c_double
    fn.argtypes = [ctypes.c_double] * nargs
    return fn  # type: ignore[no-any-return]


def _frexp_exponent(x: float) -> float:
    if x == 0.0 or x != x or x in (float("inf"), float("-inf")):
        return 0.0
    e = ctypes.c_int(0)
    _frexp(x, ctypes.byref(e))
    return float(e.value)


_frexp = _LIBM.frexp
_frexp.restype = ctypes.c_double
_frexp.argtypes = [ctypes.c_double, ctypes.POINTER(ctypes.c_int)]
_ldexp = _LIBM.ldexp
_ldexp.restype = ctypes.c_double
_ldexp.argtypes = [ctypes.c_double, ctypes.c_int]

# The operation codes of runtime/basis.c's ld_real_math1 and ld_real_math2.
_MATH1: list[Callable[[float], float]] = [
    *(_c_function(_LIBM, n, 1) for n in (
        "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10",
        "sinh", "cosh", "tanh", "floor", "ceil", "trunc", "nearbyint")),
    _frexp_exponent,
]


def _scale(x: float, y: float) -> float:
    return _ldexp(x, int(max(-100000.0, min(100000.0, y))))


_MATH2: list[Callable[[float, float], float]] = [
    *(_c_function(_LIBM, n, 2) for n in ("atan2", "pow", "fmod", "copysign", "nextafter")),
    _scale,
]


def real_math1(op: int, x: float) -> float:
    return _MATH1[op](x) if 0 <= op < len(_MATH1) else float("nan")


def real_math2(op: int, x: float, y: float) -> float:
    return _MATH2[op](x, y) if 0 <= op < len(_MATH2) else float("nan")


_strtod = _LIBC.strtod
_strtod.restype = ctypes.c_double
_strtod.argtypes = [ctypes.c_char_p, ctypes.c_void_p]


def real_from_string(s: str) -> float:
    return _strtod(s.encode("latin-1"), None)  # type: ignore[no-any-return]


_snprintf = _LIBC.snprintf


def _printf(conversion: str, prec: int, x: float) -> str:
    fmt = f"%.*{conversion}".encode()
    n = _snprintf(None, 0, fmt, ctypes.c_int(prec), ctypes.c_double(x))
    buf = ctypes.create_string_buffer(n + 1)
    _snprintf(buf, n + 1, fmt, ctypes.c_int(prec), ctypes.c_double(x))
    return buf.value.decode("latin-1")


def _ml_number(s: str, mode: str) -> str:
    out: list[str] = []
    real_looking = False
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c == "-":
            out.append("~")
        elif c == "e":
            sign = s[i + 1] if i + 1 < n else ""
            out.append("E")
            real_looking = True
            if sign in ("-", "+"):
                i += 1
            if sign == "-":
                out.append("~")
            if mode == "e":
                while i + 2 < n and s[i + 1] == "0":
                    i += 1
        else:
            real_looking = real_looking or c == "."
            out.append(c)
        i += 1
    if mode == "g" and not real_looking:
        out.append(".0")
    return "".join(out)


def real_format(x: float, mode: int, prec: int) -> str:
    """`ld_real_format`: mode 'e' (SCI), 'f' (FIX), 'g' (GEN) in ML notation,
    or 'r', the shortest round-tripping `%.*e` in C notation."""
    m = chr(mode)
    p = max(0, min(prec, 100000))
    if m == "r":
        for q in range(18):
            text = _printf("e", q, x)
            if real_from_string(text) == x:
                break
        return text
    if x != x:
        return "nan"
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "~inf"
    return _ml_number(_printf(m if m in "fg" else "e", p, x), m)


def real_to_bytes(x: float, big: int) -> str:
    """`ld_real_to_bytes`: the binary64 bytes of x as an 8-char string."""
    return struct.pack(">d" if big else "<d", x).decode("latin-1")


def real_from_bytes(s: str, off: int, big: int) -> float:
    """`ld_real_from_bytes`: the real whose binary64 bytes are s[off:off+8]."""
    return struct.unpack(">d" if big else "<d", s[off:off + 8].encode("latin-1"))[0]  # type: ignore[no-any-return]


LIBRARY: dict[str, Callable[..., object]] = {
    "real_math1": real_math1, "real_math2": real_math2,
    "real_from_string": real_from_string, "real_format": real_format,
    "real_to_bytes": real_to_bytes, "real_from_bytes": real_from_bytes,
}
"""These primitives by name (both interpreters' tables include it)."""
