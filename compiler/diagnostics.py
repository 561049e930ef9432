"""User diagnostics: errors and warnings with a location, and how they print.

Every phase reports problems in the user's program as `Diagnostic`s; fatal ones
are raised wrapped in `CompileError`. Internal compiler errors are not
diagnostics: they are Python exceptions that the driver reports as
`internal error:`.

Format (docs/conventions.md):

    file:line:col: error: message
       12 |   val q = push (q, "x")
          |           ^^^^
      expected: int queue * int
      found:    int queue * string
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Literal

from compiler.source import SourceFile, Span

Severity = Literal["error", "warning"]


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem at one place. `notes` are extra lines printed under the caret
    (e.g. `expected: int`, `found:    string`)."""

    severity: Severity
    span: Span
    message: str
    notes: tuple[str, ...] = ()


class CompileError(Exception):
    """A fatal user error in the program; carries the diagnostic to print."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def error(span: Span, message: str, *notes: str) -> CompileError:
    """Build (not raise) a `CompileError`: `raise error(span, "...")`."""
    return CompileError(Diagnostic("error", span, message, tuple(notes)))


def format_text(diag: Diagnostic, source: SourceFile | None) -> str:
    """The human-readable form: header, source line with carets, notes."""
    s = diag.span
    out = [f"{s.file}:{s.line}:{s.col}: {diag.severity}: {diag.message}"]
    text = source.line_text(s.line) if source is not None and s.line > 0 else ""
    if text:
        gutter = str(s.line)
        pad = " " * len(gutter)
        out.append(f"   {gutter} | {text}")
        end = s.end_col if s.end_line == s.line and s.end_col > s.col else len(text) + 1
        width = max(1, min(end, len(text) + 1) - s.col)
        # Tabs in the line keep the caret aligned if we echo them.
        lead = "".join("\t" if ch == "\t" else " " for ch in text[: s.col - 1])
        out.append(f"   {pad} | {lead}{'^' * width}")
    for note in diag.notes:
        out.append(f"  {note}")
    return "\n".join(out)


def format_json(diag: Diagnostic) -> str:
    """One JSON object on one line (`--error-format=json`)."""
    s = diag.span
    message = diag.message if not diag.notes else diag.message + "\n" + "\n".join(diag.notes)
    return json.dumps(
        {
            "file": s.file,
            "line": s.line,
            "col": s.col,
            "end_line": s.end_line,
            "end_col": s.end_col,
            "severity": diag.severity,
            "message": message,
        }
    )
