"""MLB syntax: the text of an ML Basis file read into declarations, and the
`mlb-path-map` file (`ldriver.project.mlb_elab` gives them meaning).

    parse(display, text, warnings) -> BasDec
        The declarations of one MLB file whose diagnostics name it `display`.
        Raises `CompileError` at the first lexical or syntax error (located at
        the offending token), an annotation given a value it does not take,
        `_prim`; an unknown annotation is a warning appended to `warnings`.
    read_path_map(path) -> dict[str, str]
        An `mlb-path-map` file: one `NAME PATH` per line.
    display_name(path), file_span(path)
        How diagnostics name a file, and a span naming a whole file.

Grammar (MLton's, with `;` allowed between declarations and nested comments):

    basdec ::= basis basid = basexp (and basid = basexp)*
             | local basdec in basdec end
             | open basid ... basid
             | structure strid [= strid] (and strid [= strid])*
             | signature sigid [= sigid] (and ...)*     functor likewise
             | ann "annotation" ... in basdec end
             | path.sml | path.sig | path.fun | path.mlb | "quoted path"
             | basdec [;] basdec
    basexp ::= bas basdec end | basid | let basdec in basexp end

A path is a word of path characters and `$(NAME)` path variables, or a
string constant (SML escapes); it is kept as written (`Tok`), for the
elaboration to expand and resolve.

Annotations: those that change how a unit compiles are read into settings
(`ANNOTATION_VALUES`: the Successor ML extensions ldriver has, the match
warning levels); other compilers' known options are accepted and ignored;
an unknown one draws a warning.

Diagnostics point into MLB files by a display name: the path relative to the
current directory when the file is beneath it, else the absolute path, so the
caller can open `span.file` to print the source line (`format_text`).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, NoReturn, Union

from compiler.api import Diagnostic, Span, error

if TYPE_CHECKING:
    from compiler.api import Namespace

# Annotations MLton, MLKit and Millet document; unknown ones draw a warning.
KNOWN_ANNOTATIONS = frozenset(
    """allowConstant allowDoDecls allowExtendedChars allowExtendedConsts allowExtendedNumConsts
    allowExtendedTextConsts allowFFI allowLineComments allowOptBar allowOptSemicolon allowOrPats
    allowOverload allowPrim allowRebindEquals allowRecordPunExps allowRedefineSpecialIds
    allowSigWithtype allowSpecifySpecialIds allowSuccessorML allowVectorExps allowVectorExpsAndPats allowVectorPats
    deadCode ffiStr forceUsed milletDiagnosticsIgnore nonexhaustiveBind nonexhaustiveExnBind
    nonexhaustiveExnMatch nonexhaustiveExnRaise nonexhaustiveMatch nonexhaustiveRaise
    redundantBind redundantMatch resolveScope safeLinkTimeElimination sequenceNonUnit
    valrecConstr warnUnused""".split()
)

# The Successor ML extensions ldriver has; allowSuccessorML sets them all,
# allowVectorExpsAndPats both vector ones (vector patterns are refused).
# (allowSigWithtype is accepted and has nothing to do: `withtype` in a
# signature is always allowed, as Poly/ML and SML/NJ allow it.)
_SUCCESSOR_ML = ("allowOrPats", "allowOptBar", "allowOptSemicolon", "allowRecordPunExps", "allowVectorExps",
                 "allowVectorPats", "allowDoDecls", "allowLineComments", "allowExtendedNumConsts")
_GROUPS = {"allowSuccessorML": _SUCCESSOR_ML, "allowVectorExpsAndPats": ("allowVectorExps", "allowVectorPats")}

# The annotations that change how a unit compiles, with the values each takes
# (the first is the default): the Successor ML extensions, and the levels of
# the match warnings (compiler/elab/match_check.py).
ANNOTATION_VALUES: dict[str, tuple[str, ...]] = {
    **{name: ("false", "true") for name in _SUCCESSOR_ML},
    **{name: ("warn", "ignore", "error") for name in
       ("nonexhaustiveBind", "nonexhaustiveMatch", "redundantBind", "redundantMatch")},
}



def read_path_map(path: Path) -> dict[str, str]:
    """Read an `mlb-path-map` file: `NAME PATH` per line (PATH is the rest of the
    line, so it may contain spaces); blank lines and lines starting with `#` are
    skipped; a later line overrides an earlier one for the same NAME. A relative
    PATH that does not start with a variable is made relative to the map file's
    directory. Raises `CompileError` at a line without a PATH or with a bad NAME."""
    display = display_name(Path(path))
    result: dict[str, str] = {}
    text = Path(path).read_bytes().decode("utf-8", errors="replace")
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        col = len(line) - len(line.lstrip()) + 1
        parts = stripped.split(None, 1)
        name = parts[0]
        if not _VAR_NAME.fullmatch(name):
            raise error(Span(display, number, col, number, col + len(name)), f"bad path variable name '{name}'")
        if len(parts) < 2:
            raise error(
                Span(display, number, col, number, col + len(name)),
                f"path variable {name} has no value: expected 'NAME PATH'",
            )
        value = parts[1].strip()
        if not value.startswith("$") and not os.path.isabs(value):
            value = str(Path(path).resolve().parent / value)
        result[name] = value
    return result


def display_name(path: Path) -> str:
    """How diagnostics name a file: relative to the current directory when beneath it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return str(path)
    return str(path) if rel.startswith("..") else rel


def file_span(path: Path) -> Span:
    """A span naming a whole file (no line to show)."""
    return Span(display_name(path), 0, 0, 0, 0)


# ---------------------------------------------------------------------------
# Lexer


_KEYWORDS = frozenset(
    ["and", "ann", "bas", "basis", "end", "functor", "in", "let", "local", "open", "signature",
     "structure", "_prim"]
)
_ID = re.compile(r"[A-Za-z][A-Za-z0-9_']*")
_VAR_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_PATH_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.'/-")
_ESCAPES = {"a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v", "f": "\f", "r": "\r", "\\": "\\", '"': '"'}


class Tok(NamedTuple):
    """`kind`: a keyword, "id", "string", "path", "=", ";" or "eof". `text`: the
    identifier, path or decoded string. `raw`: the source text of the token."""

    kind: str
    text: str
    span: Span
    raw: str


def _describe(tok: Tok) -> str:
    if tok.kind == "eof":
        return "end of file"
    if tok.kind == "string":
        return f"string {tok.raw}"
    return f"'{tok.raw}'"


class _Lexer:
    def __init__(self, file: str, text: str) -> None:
        self.file = file
        self.text = text
        self.pos = 0
        self.line = 1
        self.line_start = 0

    def span(self, start: int, end: int) -> Span:
        """The span of text[start:end], which lies on the current line."""
        return Span(self.file, self.line, start - self.line_start + 1, self.line, end - self.line_start + 1)

    def fail(self, start: int, end: int, message: str) -> NoReturn:
        raise error(self.span(start, end), message)

    def newline(self, at: int) -> None:
        self.line += 1
        self.line_start = at + 1

    def tokens(self) -> list[Tok]:
        toks: list[Tok] = []
        text = self.text
        while True:
            self.skip_blanks()
            start = self.pos
            if start >= len(text):
                toks.append(Tok("eof", "", self.span(start, start + 1), ""))
                return toks
            ch = text[start]
            if ch in "=;":
                self.pos += 1
                toks.append(Tok(ch, ch, self.span(start, start + 1), ch))
            elif ch == '"':
                toks.append(self.string())
            elif ch in _PATH_CHARS or ch == "$":
                toks.append(self.word())
            else:
                self.fail(start, start + 1, f"illegal character '{ch}' in MLB file")

    def skip_blanks(self) -> None:
        text = self.text
        while self.pos < len(text):
            ch = text[self.pos]
            if ch == "\n":
                self.newline(self.pos)
                self.pos += 1
            elif ch.isspace():
                self.pos += 1
            elif text.startswith("(*", self.pos):
                self.comment()
            else:
                return

    def comment(self) -> None:
        """Skip a comment (they nest), starting at `(*`."""
        start, start_line, start_line_start = self.pos, self.line, self.line_start
        depth = 0
        text = self.text
        while self.pos < len(text):
            if text.startswith("(*", self.pos):
                depth += 1
                self.pos += 2
            elif text.startswith("*)", self.pos):
                depth -= 1
                self.pos += 2
                if depth == 0:
                    return
            else:
                if text[self.pos] == "\n":
                    self.newline(self.pos)
                self.pos += 1
        col = start - start_line_start + 1
        raise error(Span(self.file, start_line, col, start_line, col + 2), "unclosed comment")

    def word(self) -> Tok:
        """A keyword, an identifier or an unquoted path (path characters and `$(NAME)`)."""
        text = self.text
        start = self.pos
        while self.pos < len(text):
            ch = text[self.pos]
            if ch == "$":
                m = _VAR_NAME.match(text, self.pos + 2) if text.startswith("$(", self.pos) else None
                if m is None or not text.startswith(")", m.end()):
                    self.fail(self.pos, self.pos + 1, "malformed path variable: expected '$(NAME)'")
                self.pos = m.end() + 1
            elif ch in _PATH_CHARS:
                self.pos += 1
            else:
                break
        raw = text[start : self.pos]
        span = self.span(start, self.pos)
        if raw in _KEYWORDS:
            return Tok(raw, raw, span, raw)
        if _ID.fullmatch(raw):
            return Tok("id", raw, span, raw)
        return Tok("path", raw, span, raw)

    def string(self) -> Tok:
        """A string constant with SML escapes (a quoted path or an annotation)."""
        text = self.text
        start = self.pos
        self.pos += 1
        chars: list[str] = []
        while True:
            if self.pos >= len(text) or text[self.pos] == "\n":
                self.fail(start, self.pos, "unterminated string")
            ch = text[self.pos]
            if ch == '"':
                self.pos += 1
                break
            if ch != "\\":
                chars.append(ch)
                self.pos += 1
                continue
            chars.append(self.escape())
        raw = text[start : self.pos]
        return Tok("string", "".join(chars), self.span(start, self.pos), raw)

    def escape(self) -> str:
        """Decode the escape sequence at `pos` (a backslash) and move past it."""
        text = self.text
        at = self.pos
        nxt = text[at + 1 : at + 2]
        if nxt in _ESCAPES:
            self.pos += 2
            return _ESCAPES[nxt]
        if nxt == "^" and at + 2 < len(text) and 64 <= ord(text[at + 2]) <= 95:
            self.pos += 3
            return chr(ord(text[at + 2]) - 64)
        if text[at + 1 : at + 4].isdigit() and len(text[at + 1 : at + 4]) == 3:
            self.pos += 4
            return chr(int(text[at + 1 : at + 4]))
        if nxt == "u" and re.fullmatch(r"[0-9A-Fa-f]{4}", text[at + 2 : at + 6]):
            self.pos += 6
            return chr(int(text[at + 2 : at + 6], 16))
        self.fail(at, at + 2, f"illegal escape sequence '{text[at : at + 2]}' in string")


# ---------------------------------------------------------------------------
# Syntax


class Id(NamedTuple):
    name: str
    span: Span


@dataclass(frozen=True, slots=True)
class Seq:
    decs: tuple[BasDec, ...]


@dataclass(frozen=True, slots=True)
class BasisDec:
    binds: tuple[tuple[Id, BasExp], ...]


@dataclass(frozen=True, slots=True)
class Local:
    locals: BasDec
    body: BasDec


@dataclass(frozen=True, slots=True)
class Open:
    bases: tuple[Id, ...]


@dataclass(frozen=True, slots=True)
class ModBind:
    """`structure`/`signature`/`functor` bindings: (visible name, name looked up)."""

    kind: Namespace
    binds: tuple[tuple[Id, Id], ...]


@dataclass(frozen=True, slots=True)
class Ann:
    """`ann "a" ... in body end`: `settings` are the (name, value) pairs the
    annotations set, in order (`ANNOTATION_VALUES`)."""

    settings: tuple[tuple[str, str], ...]
    body: BasDec


@dataclass(frozen=True, slots=True)
class File:
    token: Tok


BasDec = Union[Seq, BasisDec, Local, Open, ModBind, Ann, File]


@dataclass(frozen=True, slots=True)
class Bas:
    dec: BasDec


@dataclass(frozen=True, slots=True)
class BasId:
    id: Id


@dataclass(frozen=True, slots=True)
class Let:
    dec: BasDec
    body: BasExp


BasExp = Union[Bas, BasId, Let]

_DEC_START = frozenset(["basis", "local", "open", "structure", "signature", "functor", "ann", "_prim", "string", "path"])


class _Parser:
    """Recursive descent over the tokens of one MLB file; collects annotation warnings."""

    def __init__(self, toks: list[Tok], warnings: list[Diagnostic]) -> None:
        self.toks = toks
        self.pos = 0
        self.warnings = warnings

    @property
    def tok(self) -> Tok:
        return self.toks[self.pos]

    def advance(self) -> Tok:
        tok = self.toks[self.pos]
        self.pos += 1
        return tok

    def fail(self, expected: str) -> NoReturn:
        raise error(self.tok.span, f"syntax error: expected {expected} but found {_describe(self.tok)}")

    def expect(self, kind: str) -> Tok:
        if self.tok.kind != kind:
            self.fail(f"'{kind}'")
        return self.advance()

    def ident(self, what: str) -> Id:
        if self.tok.kind != "id":
            self.fail(what)
        tok = self.advance()
        return Id(tok.text, tok.span)

    def file(self) -> BasDec:
        dec = self.decs()
        if self.tok.kind != "eof":
            self.fail("a basis declaration or a file name")
        return dec

    def decs(self) -> BasDec:
        """Declarations up to a token that cannot start one."""
        decs: list[BasDec] = []
        while True:
            kind = self.tok.kind
            if kind == ";":
                self.advance()
            elif kind in _DEC_START:
                decs.append(self.dec())
            else:
                return decs[0] if len(decs) == 1 else Seq(tuple(decs))

    def dec(self) -> BasDec:
        tok = self.advance()
        match tok.kind:
            case "basis":
                binds = [(self.ident("a basis identifier"), self.bound_exp())]
                while self.tok.kind == "and":
                    self.advance()
                    binds.append((self.ident("a basis identifier"), self.bound_exp()))
                return BasisDec(tuple(binds))
            case "local":
                locals_ = self.decs()
                self.expect("in")
                body = self.decs()
                self.expect("end")
                return Local(locals_, body)
            case "open":
                ids = [self.ident("a basis identifier")]
                while self.tok.kind == "id":
                    ids.append(self.ident("a basis identifier"))
                return Open(tuple(ids))
            case "structure" | "signature" | "functor":
                return self.mod_binds(tok.kind)  # type: ignore[arg-type]
            case "ann":
                if self.tok.kind != "string":
                    self.fail("an annotation string")
                settings: list[tuple[str, str]] = []
                while self.tok.kind == "string":
                    settings.extend(self.annotation(self.advance()))
                self.expect("in")
                body = self.decs()
                self.expect("end")
                return Ann(tuple(settings), body)
            case "_prim":
                raise error(tok.span, "'_prim' (MLton's primitive basis) is not supported")
            case _:  # "string" | "path"
                return File(tok)

    def bound_exp(self) -> BasExp:
        self.expect("=")
        return self.exp()

    def exp(self) -> BasExp:
        tok = self.tok
        if tok.kind == "bas":
            self.advance()
            dec = self.decs()
            self.expect("end")
            return Bas(dec)
        if tok.kind == "let":
            self.advance()
            dec = self.decs()
            self.expect("in")
            body = self.exp()
            self.expect("end")
            return Let(dec, body)
        if tok.kind == "id":
            return BasId(self.ident("a basis identifier"))
        self.fail("a basis expression ('bas', 'let' or a basis identifier)")

    def mod_binds(self, kind: Namespace) -> ModBind:
        what = f"a {kind} identifier"
        binds = []
        while True:
            visible = self.ident(what)
            target = visible
            if self.tok.kind == "=":
                self.advance()
                target = self.ident(what)
            binds.append((visible, target))
            if self.tok.kind != "and":
                return ModBind(kind, tuple(binds))
            self.advance()

    def annotation(self, tok: Tok) -> list[tuple[str, str]]:
        """The settings annotation `tok` makes (none for those that do not
        change how ldriver compiles: other compilers' options are ignored)."""
        words = tok.text.split()
        if not words or words[0] not in KNOWN_ANNOTATIONS:
            shown = words[0] if words else tok.text
            self.warnings.append(Diagnostic("warning", tok.span, f"unknown annotation '{shown}' ignored"))
            return []
        name = words[0]
        values = ANNOTATION_VALUES.get(name) or (("false", "true") if name in _GROUPS else None)
        if values is None:
            return []
        value = words[1] if len(words) > 1 else "true" if "true" in values else ""
        if len(words) > 2 or value not in values:
            shown = " or ".join(f"'{v}'" for v in values)
            raise error(tok.span, f"annotation {name} takes {shown}, not '{' '.join(words[1:])}'")
        if name in _GROUPS:
            return [(feature, value) for feature in _GROUPS[name]]
        return [(name, value)]




def parse(display: str, text: str, warnings: list[Diagnostic]) -> BasDec:
    """The declarations of an MLB file (module docstring)."""
    return _Parser(_Lexer(display, text).tokens(), warnings).file()
