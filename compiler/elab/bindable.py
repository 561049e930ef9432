"""What one declaration or specification may bind (Definition §2.9 and §3.5,
the syntactic restrictions).

- `check_bindable`: no valbind, datbind or exbind binds `true`, `false`, `nil`,
  `::` or `ref`, and no datbind or exbind binds `it` (§2.9); the same holds for
  valdescs, datdescs and exdescs (§3.5). `it` is an ordinary variable otherwise
  (`val it = 1`, `fun it x = x`, `sig val it : int end`). `=` is never bound:
  as an identifier it only names equality.
- `NameGroup`: no binding group (the binds joined by `and` of one `val`, `fun`,
  `type`, `datatype … withtype`, `exception`, `structure`, `signature` or
  `functor` declaration, or one datatype's constructors) binds the same
  identifier twice (§2.9, §3.5). Separate declarations may shadow each other.
"""
from __future__ import annotations

from compiler.diagnostics import error
from compiler.source import Span

# Constructors of the initial basis with fixed meaning.
_RESERVED_CONS = frozenset(("true", "false", "nil", "::", "ref"))


def check_bindable(name: str, span: Span, as_constructor: bool) -> None:
    """Raise a located error if `name` may not be bound (as a constructor if `as_constructor`)."""
    if name == "=":
        raise error(span, "cannot rebind =")
    if name in _RESERVED_CONS:
        raise error(span, f"cannot rebind constructor {name}")
    if as_constructor and name == "it":
        raise error(span, "cannot bind it as a constructor")


class NameGroup:
    """The identifiers bound so far by one binding group; `add` rejects a second
    binding of one of them as `duplicate <what>: <name>`."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._names: set[str] = set()

    def add(self, name: str, span: Span) -> None:
        if name in self._names:
            raise error(span, f"duplicate {self.what}: {name}")
        self._names.add(name)
