"""Identifiers no declaration or specification may bind (Definition §2.9, §5.7)."""
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
