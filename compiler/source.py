"""Source files and spans: where every AST node and diagnostic points.

A `Span` is 1-based (line, col) to (end_line, end_col), end exclusive, in one
file. `SourceFile` holds the text and finds lines for diagnostics.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


class Span(NamedTuple):
    """A region of one source file; lines and columns are 1-based, the end is exclusive.

    A named tuple rather than a dataclass: every AST node has one, and a tuple
    is built about 2.5x faster than a frozen dataclass."""

    file: str
    line: int
    col: int
    end_line: int
    end_col: int

    def to(self, other: Span) -> Span:
        """The span from the start of `self` to the end of `other`."""
        return Span(self.file, self.line, self.col, other.end_line, other.end_col)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


NO_SPAN = Span("<builtin>", 0, 0, 0, 0)


@dataclass(slots=True)
class SourceFile:
    """A file's name and text; `line_text(n)` is the 1-based line n without its newline."""

    name: str
    text: str
    _lines: list[str] | None = field(default=None, repr=False)
    annotations: frozenset[str] = frozenset()
    """The MLB annotations in effect for the unit that change how it compiles,
    each `NAME VALUE` (`allowOrPats true`, `nonexhaustiveBind ignore`:
    `ldriver.project.mlb_syntax.ANNOTATION_VALUES`)."""

    def line_text(self, line: int) -> str:
        if self._lines is None:
            self._lines = self.text.split("\n")
        if 1 <= line <= len(self._lines):
            return self._lines[line - 1].rstrip("\r")
        return ""
