"""The SML '97 lexer: source text -> list of tokens (see `tokens.py`).

    tokenize(source: SourceFile) -> list[Token]     the last token is EOF

One compiled master regex recognises every token class; the loop dispatches on
`lastindex`. Only comments (which nest) and malformed strings leave the regex
path. Raises `CompileError` for lexical errors: illegal characters, unclosed
comments, unterminated or malformed strings, bad escapes, char constants that
are not exactly one byte.

SML strings are sequences of bytes (chars are 8-bit, Basis `Char.maxOrd` =
255). A STRING or CHAR token's value is *byte text*: a `str` with one
character per byte, code points 0-255 (the bytes decoded as Latin-1), the
representation every later phase keeps down to the object file. A character
written literally stands for its UTF-8 encoding (`"é"` is 2 bytes, so `#"é"`
is an error); an escape stands for one byte: `\\ddd` (decimal) and `\\uxxxx`
(hexadecimal) denote the byte with that code, which must be at most 255, so
`"\\u00e9"` is the single byte 233, not the UTF-8 encoding of U+00E9.
A byte of the file that is not part of UTF-8 text (a Latin-1 `é`, read as
U+FFFD) is an error inside a string or char constant rather than a changed
byte: the program would print something else than its source shows.

A constant can also have a wide type (WideString.string, WideChar.char) when
its context requires one (Basis "overloaded identifiers"), where it holds
Unicode code points: `"\u0100"` is one wide character, and `"é"` written
literally is one, U+00E9. So a constant with an escape above 255 or a
literal non-ASCII character has a `WideText` value: its byte text (None when
an escape is above 255, or for a char constant that is not one byte), its
code points, and why it has no byte text. The elaborator reports that
problem once the constant's type is known to be string or char.

A type variable is a prime followed by any alphanumeric identifier
characters, none included (Definition §2.4): `'` is an ordinary type
variable and `''` an equality one.
"""
from __future__ import annotations

import re

from compiler.diagnostics import error
from compiler.gcpause import no_cycle_gc
from compiler.source import SourceFile, Span
from compiler.syntax.ast import WideText
from compiler.syntax.tokens import RESERVED_SYMBOLS, RESERVED_WORDS, Token

_SYM = r"[!%&$#+\-/:<=>?@\\~`^|*]"
_ALNUM = r"[A-Za-z][A-Za-z0-9_']*"
# A string body the regex accepts is well formed except for out-of-range codes.
# Control characters (a raw tab included) must be written as escapes (§2.2).
_ESCAPE = r"""\\(?:[abtnvfr"\\]|\^[@-_]|[0-9]{3}|u[0-9a-fA-F]{4}|[ \t\n\r\f\v]+\\)"""
_BODY = r'(?:[^"\\\x00-\x1f\x7f]|' + _ESCAPE + r")*"

# What may follow `id.` in a long identifier: it is one iff this comes next.
_LONG_NEXT = r"\.[A-Za-z!%&$#+\-/:<=>?@\\~`^|*]"
# One alternative per token class; the position in this list (from 1) is the
# class's dispatch code. No group may contain another. The frequent classes
# come first, guarded so that they never take what a later class would have
# (an identifier is not followed by `.` and a long identifier's next part; a
# `(` does not open a comment; a symbolic identifier starting with `~` or `#`
# may be a constant, code 16 takes those once constants are ruled out).
_CLASSES = [
    rf"([A-Za-z][A-Za-z0-9_']*+)(?!{_LONG_NEXT})",  # 1 identifier or reserved word
    r"(\.\.\.|\((?!\*)|[)\[\]{},;_])",  # 2 punctuation
    rf"((?![~#]){_SYM}+)",  # 3 symbolic identifier or reserved symbol
    rf'("{_BODY}")',  # 4 string
    r"(\Z)",  # 5 end of text
    rf"((?:{_ALNUM}\.)+(?:{_ALNUM}|{_SYM}+))",  # 6 long identifier
    r"('[A-Za-z0-9_']*)",  # 7 type variable
    r"(0w(?:x[0-9a-fA-F]+|[0-9]+))",  # 8 word
    r"(~?[0-9]+(?:\.[0-9]+(?:[eE]~?[0-9]+)?|[eE]~?[0-9]+))",  # 9 real
    r"(~?0x[0-9a-fA-F]+)",  # 10 hexadecimal int
    r"(~?[0-9]+)",  # 11 decimal int
    rf'(#"{_BODY}")',  # 12 char
    r'(#?")',  # 13 malformed string or char: diagnosed on the slow path
    r"(\(\*)",  # 14 comment
    rf"({_SYM}+)",  # 15 symbolic identifier starting with `~` or `#`
    r"(.)",  # 16 anything else is illegal
]
# Blanks before a token are skipped by the same match. So are newlines, when
# the next line starts with an (unqualified) identifier or reserved word (code
# 17) or a symbolic identifier that is not the start of a constant (code 18),
# which is how most lines start; otherwise the newlines are matched alone
# (code 19, an empty group after them) and the next match takes the token. A
# group costs every match a little, so the classes are not repeated after `\n`.
_AFTER_NEWLINE = [
    rf"([A-Za-z][A-Za-z0-9_']*+)(?!{_LONG_NEXT})",  # 17 identifier or reserved word
    rf"((?![~#]){_SYM}+)",  # 18 symbolic identifier or reserved symbol
    r"()",  # 19 nothing: only newlines
]
_MASTER = re.compile(
    r"[ \t\r\f\v]*(?:"
    + "|".join(_CLASSES)
    + r"|\n[ \t\r\f\v\n]*(?:"
    + "|".join(_AFTER_NEWLINE)
    + "))"
)
# Numeric constants under allowExtendedNumConsts: `_` may separate digits
# (not lead), and `0b`, `0wb` are binary; the same dispatch codes.
_DIGITS = r"[0-9](?:_*[0-9])*"
_EXTENDED = dict(enumerate(_CLASSES, start=1)) | {
    8: r"(0w(?:x[0-9a-fA-F](?:_*[0-9a-fA-F])*|b[01](?:_*[01])*|" + _DIGITS + "))",
    9: rf"(~?{_DIGITS}(?:\.{_DIGITS}(?:[eE]~?{_DIGITS})?|[eE]~?{_DIGITS}))",
    10: r"(~?0(?:x[0-9a-fA-F](?:_*[0-9a-fA-F])*|b[01](?:_*[01])*))",
    11: rf"(~?{_DIGITS})",
}
_MASTER_EXTENDED = re.compile(
    r"[ \t\r\f\v]*(?:"
    + "|".join(_EXTENDED.values())
    + r"|\n[ \t\r\f\v\n]*(?:"
    + "|".join(_AFTER_NEWLINE)
    + "))"
)
_COMMENT_DELIM = re.compile(r"\(\*|\*\)")
_ESCAPE_RE = re.compile(
    r"""\\(?:([abtnvfr"\\])|\^([@-_])|([0-9]{3})|u([0-9a-fA-F]{4})|[ \t\n\r\f\v]+\\)"""
)
# What `_decode` replaces in a string body: an escape, or non-ASCII characters.
_DECODE_RE = re.compile(_ESCAPE_RE.pattern + r"|([^\x00-\x7f]+)")
# What the driver decodes a byte that is not UTF-8 text to (errors="replace").
_NOT_UTF8 = "\ufffd"
_SIMPLE_ESCAPES = {
    "a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v", "f": "\f", "r": "\r",
    '"': '"', "\\": "\\",
}


def tokenize(source: SourceFile) -> list[Token]:
    """All tokens of `source`, ending with one EOF token."""
    # Every token lives until parsing ends: collecting cycles meanwhile only
    # rescans the growing list (see `compiler.gcpause`).
    with no_cycle_gc():
        return _Lexer(source).run()


class _Lexer:
    """One pass over one file; the position state lives in `run`'s locals for speed."""

    def __init__(self, source: SourceFile) -> None:
        self.file = source.name
        self.text = source.text
        # Successor ML, under MLB annotations: `(*)` comments to the end of
        # the line; `_` between digits and binary `0b`/`0wb` constants
        self.line_comments = "allowLineComments true" in source.annotations
        self.extended_nums = "allowExtendedNumConsts true" in source.annotations

    def run(self) -> list[Token]:
        text = self.text
        # A scanner matches where its previous match ended, so the loop passes no
        # position (cheaper than `_MASTER.match(text, pos)`); after a comment,
        # which is skipped outside the regex, a new scanner resumes past it.
        master = _MASTER_EXTENDED if self.extended_nums else _MASTER
        match = master.scanner(text).match
        toks: list[Token] = []
        append = toks.append
        words = RESERVED_WORDS
        symbols = RESERVED_SYMBOLS
        count = text.count
        rfind = text.rfind
        end = 0
        line = 1
        base = -1  # the offset of the current line's start, minus 1: col = pos - base
        while True:
            m = match()
            g = m.lastindex  # type: ignore[union-attr]
            end = m.end()  # type: ignore[union-attr]
            s = m[g]  # type: ignore[index]
            pos = end - len(s)  # the token's start, after the blanks
            if g == 1:
                append((s if s in words else "ID", s, line, pos - base, line, end - base))
            elif g == 2:
                append((s, s, line, pos - base, line, end - base))
            elif g == 3 or g == 15:
                append((s if s in symbols else "SYM", s, line, pos - base, line, end - base))
            elif g >= 17:
                # Newlines among the blanks: `m.start()` is where the blanks begin.
                start = m.start()  # type: ignore[union-attr]
                line += count("\n", start, pos)
                base = rfind("\n", start, pos)
                if g == 17:
                    append((s if s in words else "ID", s, line, pos - base, line, end - base))
                elif g == 18:
                    append((s if s in symbols else "SYM", s, line, pos - base, line, end - base))
            elif g == 11:
                if self.extended_nums:
                    s = s.replace("_", "")
                c = s[0]
                if c == "~":
                    append(("INT", -int(s[1:]), line, pos - base, line, end - base))
                else:
                    append(("INT" if c == "0" else "NUM", int(s), line, pos - base, line, end - base))
            elif g == 4 or g == 12:
                start_line = line
                col = pos - base
                nls = s.count("\n")
                if nls:
                    line += nls
                    base = rfind("\n", pos, end)
                end_col = end - base
                if g == 4:
                    body = s[1:-1]
                    value = body if body.isascii() and "\\" not in body else self._decode(body, pos + 1)
                    append(("STRING", value, start_line, col, line, end_col))
                else:
                    body = s[2:-1]
                    value = body if body.isascii() and "\\" not in body else self._decode(body, pos + 2)
                    here = Span(self.file, start_line, col, line, end_col)
                    if type(value) is str:
                        if len(value) != 1:
                            raise error(here, _char_problem(body, value))
                    else:
                        if len(value.points) != 1:  # type: ignore[union-attr]
                            raise error(here, _char_problem(body, value.points))  # type: ignore[union-attr]
                        if value.text is not None and len(value.text) != 1:  # type: ignore[union-attr]
                            value = WideText(None, value.points, (here, _char_problem(body, value.text)))  # type: ignore[union-attr]
                    append(("CHAR", value, start_line, col, line, end_col))
            elif g == 6:
                parts = s.split(".")
                append(("LONG", (tuple(parts[:-1]), parts[-1]), line, pos - base, line, end - base))
            elif g == 14:
                end = self._skip_comment(pos, line, pos - base)
                match = master.scanner(text, end).match
                nls = count("\n", pos, end)
                if nls:
                    line += nls
                    base = rfind("\n", pos, end)
            elif g == 7:
                append(("TYVAR", s, line, pos - base, line, end - base))
            elif g == 9:
                append(("REAL", s.replace("~", "-").replace("_", ""), line, pos - base, line, end - base))
            elif g == 10:
                digits = s.lstrip("~")
                value = int(digits[2:].replace("_", ""), 2 if digits[1] == "b" else 16)
                append(("INT", -value if s[0] == "~" else value, line, pos - base, line, end - base))
            elif g == 8:
                radix = {"x": 16, "b": 2}.get(s[2], 10)
                value = int(s[2 if radix == 10 else 3:].replace("_", ""), radix)
                append(("WORD", value, line, pos - base, line, end - base))
            elif g == 13:
                self._string_error(pos, line, pos - base)
            elif g == 5:
                break
            else:
                col = pos - base
                shown = s if s.isprintable() else f"\\u{ord(s):04x}"
                raise error(Span(self.file, line, col, line, col + 1), f"illegal character '{shown}'")
        append(("EOF", None, line, pos - base, line, pos - base))
        return toks

    def _span_at(self, offset: int, length: int = 1) -> Span:
        """The span of `length` characters at `offset` (slow: error paths only)."""
        line = self.text.count("\n", 0, offset) + 1
        col = offset - (self.text.rfind("\n", 0, offset) + 1) + 1
        return Span(self.file, line, col, line, col + length)

    def _skip_comment(self, pos: int, line: int, col: int) -> int:
        """The offset just after the comment opened at `pos` (comments nest);
        `(*)` opens a line comment under allowLineComments."""
        if self.line_comments and self.text.startswith(")", pos + 2):
            newline = self.text.find("\n", pos)
            return len(self.text) if newline < 0 else newline
        depth = 1
        p = pos + 2
        search = _COMMENT_DELIM.search
        text = self.text
        while depth:
            m = search(text, p)
            if m is None:
                raise error(Span(self.file, line, col, line, col + 2), "unclosed comment")
            depth += 1 if m.group() == "(*" else -1
            p = m.end()
        return p

    def _decode(self, body: str, offset: int) -> str | WideText:
        """The value of a string body that starts at `offset` in the file: its
        byte text (escapes decoded, other characters UTF-8 encoded; see module
        docstring), or a `WideText` when an escape is above 255 or a character
        is written beyond ASCII."""
        text: list[str] = []
        points: list[str] = []
        wide = False
        problem: tuple[Span, str] | None = None
        pos = 0
        for m in _DECODE_RE.finditer(body):
            plain = body[pos:m.start()]
            text.append(plain)
            points.append(plain)
            pos = m.end()
            simple, ctrl, dec, uni, literal = m.groups()
            if literal is not None:
                bad = literal.find(_NOT_UTF8)
                if bad >= 0:
                    raise error(
                        self._span_at(offset + m.start() + bad, 1),
                        "a byte of this constant is not UTF-8 text",
                        "write a byte that is not part of a UTF-8 character as an escape, \\ddd",
                    )
                text.append(literal.encode("utf-8").decode("latin-1"))
                points.append(literal)
                wide = True
            elif simple is not None:
                text.append(_SIMPLE_ESCAPES[simple])
                points.append(_SIMPLE_ESCAPES[simple])
            elif ctrl is not None:
                text.append(chr(ord(ctrl) - 64))
                points.append(chr(ord(ctrl) - 64))
            elif dec is not None or uni is not None:
                code = int(dec, 10) if dec is not None else int(uni, 16)
                points.append(chr(code))
                if code <= 255:
                    text.append(chr(code))
                else:
                    wide = True
                    if problem is None:
                        hint = " (write the character itself for its UTF-8 bytes)" if uni is not None else ""
                        problem = (self._span_at(offset + m.start(), m.end() - m.start()),
                                   f"character code {code} in escape sequence is out of range (0-255){hint}")
        text.append(body[pos:])
        points.append(body[pos:])
        if not wide:
            return "".join(text)
        return WideText(None if problem else "".join(text), "".join(points), problem)

    def _string_error(self, pos: int, line: int, col: int) -> None:
        """Diagnose the string or char constant at `pos` that the regex rejected."""
        text = self.text
        i = pos + (2 if text[pos] == "#" else 1)
        n = len(text)
        unterminated = error(Span(self.file, line, col, line, col + i - pos), "unterminated string constant")
        while i < n:
            c = text[i]
            if c == "\n" or c == '"':
                # A closing quote here means the regex failed on an earlier escape,
                # which the branch below would have reported; so this is a newline.
                raise unterminated
            if c < " " or c == "\x7f":
                raise error(self._span_at(i), "illegal character in string constant",
                            f"write control character {ord(c)} as an escape such as \\t or \\{ord(c):03d}")
            if c == "\\":
                m = _ESCAPE_RE.match(text, i)
                if m is not None:
                    i = m.end()
                    continue
                if i + 1 < n and text[i + 1] in " \t\n\r\f\v":
                    j = i + 1
                    while j < n and text[j] in " \t\n\r\f\v":
                        j += 1
                    if j >= n:
                        raise unterminated
                    raise error(self._span_at(j), "illegal character in string gap: expected '\\'")
                shown = text[i : i + 2] if i + 1 < n else "\\"
                raise error(self._span_at(i, len(shown)), f"illegal escape sequence '{shown}' in string constant")
            i += 1
        raise unterminated


def _char_problem(body: str, value: str) -> str:
    """Why the char constant with source `body` and byte text `value` is not one byte."""
    if value and not body.isascii():
        return f"character constant is not a single byte: its UTF-8 encoding has {len(value)} bytes"
    return "character constant must contain exactly one character"
