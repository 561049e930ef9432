"""The pattern language of match analysis, and the printer of witnesses.

This module owns the small, type-free pattern language in which the elaborator
hands every `fn`/`case`/`handle`/`fun`/`val` match to `compiler.match.usefulness`
(Maranget, "Warnings for pattern matching", JFP 2007: patterns are wildcards or
constructor applications, and each type has a signature Σ of constructors).

- `ConInfo` describes one constructor: its printed name, its arity (0 or 1 for
  SML datatype constructors and constants, n for an n-field record/tuple) and
  its siblings (all constructors of its type, or None when the type has
  infinitely many or an open set of constructors: int, word, string, char, exn).
- `Wild` is `_`, a variable, or anything the elaborator treats as irrefutable.
- `Con` applies a constructor to exactly `con.arity` sub-patterns.
- `format_pattern` prints a pattern (normally a missing-value witness) as SML
  source text: `_ :: _`, `SOME (_ :: _)`, `(_, false)`, `{a = _, b = 0}`, `()`.

Two constructors are the same iff their `(name, ident)` keys are equal; all
other `ConInfo` fields are descriptive and must agree among the constructors of
one type.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias


@dataclass(frozen=True, slots=True)
class ConInfo:
    """One constructor of a type.

    Invariants (the elaborator guarantees them; `analyze` relies on them):
    - `name` is the constructor as printed; constants are normalised so that equal
      values have equal names (`16`, not `0x10`; `~1`; `0w255`; `"a\\n"`; `#"a"`).
    - `arity` is the number of sub-patterns: 0 for constants and nullary
      constructors, 1 for a datatype constructor with an argument (`x :: xs` is
      `::` applied to ONE tuple pattern), n for an n-field record or tuple.
    - `siblings` lists the names of all constructors of the type (datatypes in
      declaration order; `(name,)` for records, tuples, unit and `ref`), or is None
      when the set is infinite or open. `name in siblings` when not None.
    - `sibling_arities` / `sibling_infix` are aligned with `siblings`; they let a
      witness name a constructor that no row mentions. Missing means "arity 0" and
      "prefix" respectively, so datatypes with argument-carrying constructors must
      supply `sibling_arities`.
    - `infix` prints `a :: b` when the argument is a 2-tuple pattern or `_`.
    - `record_labels`, for a record/tuple constructor, are its labels in canonical
      order (`len == arity`); "1".."n" with n >= 2 prints as a tuple, `()` as unit.
    - `ident` distinguishes constructors that print alike (two exceptions both
      declared `E`); None for everything else.
    """

    name: str
    arity: int
    siblings: tuple[str, ...] | None
    sibling_arities: tuple[int, ...] | None = None
    infix: bool = False
    record_labels: tuple[str, ...] | None = None
    sibling_infix: tuple[bool, ...] | None = None
    ident: object = None

    @property
    def key(self) -> tuple[str, object]:
        """The identity of the constructor within its type."""
        return (self.name, self.ident)

    def sibling(self, position: int) -> ConInfo:
        """The constructor `siblings[position]` of the same type (for witnesses)."""
        assert self.siblings is not None
        arities = self.sibling_arities
        infixes = self.sibling_infix
        return ConInfo(
            name=self.siblings[position],
            arity=arities[position] if arities is not None else 0,
            siblings=self.siblings,
            sibling_arities=arities,
            infix=infixes[position] if infixes is not None else False,
            sibling_infix=infixes,
        )


@dataclass(frozen=True, slots=True)
class Wild:
    """`_`: matches every value. Variables and layered patterns' irrefutable parts
    are `Wild` too; `x as p` is just `p`."""


@dataclass(frozen=True, slots=True)
class Con:
    """`con` applied to `args`; `len(args) == con.arity`."""

    con: ConInfo
    args: tuple[MPat, ...]


MPat: TypeAlias = Wild | Con

WILD: Wild = Wild()


# ---------------------------------------------------------------------------
# Printing

# Where a pattern is printed: at top level, as the argument of a prefix
# constructor (must be atomic), or as the left/right operand of an infix one.
_Ctx = Literal["top", "arg", "left", "right"]

_TUPLE_LABELS_CACHE: dict[int, tuple[str, ...]] = {}


def _tuple_labels(n: int) -> tuple[str, ...]:
    labels = _TUPLE_LABELS_CACHE.get(n)
    if labels is None:
        labels = tuple(str(i) for i in range(1, n + 1))
        _TUPLE_LABELS_CACHE[n] = labels
    return labels


def _is_pair(p: MPat) -> bool:
    return (
        isinstance(p, Con)
        and p.con.record_labels is not None
        and p.con.record_labels == _tuple_labels(2)
    )


def format_pattern(p: MPat) -> str:
    """Print `p` as SML pattern text, parenthesised only where SML needs it.

    Infix constructors print infix when their argument is a pair (or `_`, read as
    `(_, _)`); `::` chains to the right without parentheses, as `::` is infixr.
    Any other infix application nested as an operand is parenthesised, since its
    fixity is unknown here.
    """
    return _fmt(p, "top", None)


def _fmt(p: MPat, ctx: _Ctx, parent_infix: str | None) -> str:
    if isinstance(p, Wild):
        return "_"
    con = p.con
    if con.record_labels is not None:
        return _fmt_record(con.record_labels, p.args)
    if con.arity == 0:
        return con.name
    (arg,) = p.args
    if con.infix and (isinstance(arg, Wild) or _is_pair(arg)):
        if isinstance(arg, Con):
            left, right = arg.args
        else:
            left = right = WILD
        text = f"{_fmt(left, 'left', con.name)} {con.name} {_fmt(right, 'right', con.name)}"
        chained = ctx == "right" and parent_infix == con.name == "::"
        return f"({text})" if ctx != "top" and not chained else text
    prefix = f"op{con.name}" if con.infix else con.name
    text = f"{prefix} {_fmt(arg, 'arg', None)}"
    # Prefix application binds tighter than any infix operator.
    return f"({text})" if ctx == "arg" else text


def _fmt_record(labels: tuple[str, ...], args: tuple[MPat, ...]) -> str:
    if not labels:
        return "()"
    if len(labels) >= 2 and labels == _tuple_labels(len(labels)):
        return "(" + ", ".join(_fmt(a, "top", None) for a in args) + ")"
    fields = (f"{label} = {_fmt(a, 'top', None)}" for label, a in zip(labels, args))
    return "{" + ", ".join(fields) + "}"
