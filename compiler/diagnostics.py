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

import functools
import json
import re
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

    @property
    def code(self) -> str | None:
        """The kind of problem, a stable name (docs/diagnostics.md): what an
        editor shows beside the message and what a user can look up."""
        return diagnostic_code(self.message)


# A diagnostic's code is read off its message, the first pattern that matches
# in this order: the messages are the compiler's (every phase reports through
# this module), so one table keeps the codes and the wording in step, and
# tests/test_diagnostic_codes.py checks that each message the error tests
# print has one. docs/diagnostics.md lists the codes with an example each.
# Compiled on first use: every command imports this module, few print a code.
_CODE_PATTERNS: tuple[tuple[str, str], ...] = (
    ("syntax", r"^(syntax error|ambiguous infix expression)"),
    ("lexical", r"^(unclosed comment|unterminated string|illegal (character|escape)|character c(ode|onstant))"),
    ("constant-range", r"^(integer|word|real) constant out of range"),
    ("unbound-value", r"^unbound variable or constructor"),
    ("unbound-type", r"^unbound type constructor"),
    ("unbound-tyvar", r"^unbound type variable"),
    ("unbound-structure", r"^unbound structure"),
    ("unbound-signature", r"^unbound signature"),
    ("unbound-functor", r"^unbound functor"),
    ("unbound-basis", r"^unbound basis"),
    ("duplicate", r"^duplicate "),
    ("rebind-constructor", r"^cannot (re)?bind "),
    ("signature-mismatch", r"^signature mismatch"),
    ("where-type", r"^where type"),
    ("sharing", r"^(structure )?sharing"),
    ("equality", r"does not admit equality"),
    ("type-escape", r"^type \S+ would escape its scope"),
    ("tyvar-scope", r"^(explicit )?type variable .*(cannot be generalized|already in scope)"),
    ("value-restriction", r"value restriction"),
    ("flexible-record", r"flexible record"),
    ("arity", r"arity mismatch"),
    ("type-mismatch", r"^(type mismatch|circular type|operator is not a function|condition of \w+ is not bool"
                      r"|operand of \w+ is not bool)"),
    ("exception-expected", r"(not an exception|^handler pattern is not)"),
    ("constructor-pattern", r"(^non-constructor applied|^constant constructor .* applied|^constructor .* requires an"
                            r" argument|^qualified name in pattern is not a constructor|^val rec must bind|"
                            r"or-pattern)"),
    ("overloading", r"overload"),
    ("nonexhaustive-match", r"^(match nonexhaustive|binding not exhaustive)"),
    ("redundant-match", r"^match redundant"),
    ("constructor-rebound", r"^recursive binding of .*, a constructor"),
    ("unknown-annotation", r"^unknown annotation"),
    ("defined-twice", r" is also defined in "),
    ("project", r"(MLB|path variable|^file not found|^files depend on each other|^cycle of|^annotation)"),
)


@functools.cache
def _codes() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple((code, re.compile(pattern)) for code, pattern in _CODE_PATTERNS)


def diagnostic_code(message: str) -> str | None:
    """The code of a diagnostic with this message (`Diagnostic.code`)."""
    for code, pattern in _codes():
        if pattern.search(message):
            return code
    return None


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
            "code": diag.code,
            "message": message,
        }
    )
