"""Tokens of SML '97: the shape the lexer produces and the parser consumes.

A token is a plain tuple `(kind, value, line, col, end_line, end_col)` (1-based
positions, end exclusive) because the parser touches hundreds of thousands of
them per second and tuples are the cheapest record Python has.

`kind` is a short string:
- a reserved word or reserved symbol is its own kind (`"val"`, `"=>"`, `"("`);
  `value` is the same string, so `=` can double as an identifier in expressions;
- `ID` alphanumeric identifier, `SYM` symbolic identifier, `*` the star (a type
  operator and an ordinary identifier): `value` is the name;
- `LONG` qualified identifier: `value` is `(strids, id)`;
- `TYVAR` (`value` includes the quotes);
- `NUM` a decimal numeral without `~` or leading zero (an int constant that may
  also be a record label), `INT` any other int constant: `value` is the int;
- `WORD` (int), `REAL` (source text with `~` replaced by `-`), `STRING`, `CHAR`
  (decoded text);
- `EOF`.
"""
from __future__ import annotations

from typing import Any

Token = tuple[str, Any, int, int, int, int]

RESERVED_WORDS: frozenset[str] = frozenset(
    """abstype and andalso as case datatype do else end exception fn fun handle if in
    infix infixr let local nonfix of op open orelse raise rec then type val with withtype
    while eqtype functor include sharing sig signature struct structure where""".split()
)

# Symbolic tokens that are reserved; `*` is not reserved but gets its own kind.
RESERVED_SYMBOLS: frozenset[str] = frozenset(["|", "=", "=>", "->", "#", ":", ":>", "*"])

# Kinds that name a value identifier in a pattern or declaration position.
VID_KINDS: frozenset[str] = frozenset(["ID", "SYM", "*"])

# Kinds that are special constants.
SCON_KINDS: frozenset[str] = frozenset(["NUM", "INT", "WORD", "REAL", "STRING", "CHAR"])


def describe(tok: Token) -> str:
    """How a token is named in a syntax error message."""
    kind, value = tok[0], tok[1]
    if kind == "EOF":
        return "end of file"
    if kind == "LONG":
        return "'" + ".".join(value[0] + (value[1],)) + "'"
    if kind in ("NUM", "INT", "REAL"):
        return f"constant '{value}'"
    if kind == "WORD":
        return f"constant '0w{value}'"
    if kind == "STRING":
        return "string constant"
    if kind == "CHAR":
        return "character constant"
    return f"'{value}'"
