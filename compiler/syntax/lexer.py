"""The SML '97 lexer: source text -> list of tokens (see `tokens.py`).

    tokenize(source: SourceFile) -> list[Token]     the last token is EOF

One compiled master regex recognises every token class; the loop dispatches on
`lastindex`. Only comments (which nest) and malformed strings leave the regex
path. Raises `CompileError` for lexical errors: illegal characters, unclosed
comments, unterminated or malformed strings, bad escapes, char constants that
are not exactly one character.
"""
from __future__ import annotations

import re

from compiler.diagnostics import error
from compiler.source import SourceFile, Span
from compiler.syntax.tokens import RESERVED_SYMBOLS, RESERVED_WORDS, Token

_SYM = r"[!%&$#+\-/:<=>?@\\~`^|*]"
_ALNUM = r"[A-Za-z][A-Za-z0-9_']*"
# A string body the regex accepts is well formed except for out-of-range codes.
_ESCAPE = r"""\\(?:[abtnvfr"\\]|\^[@-_]|[0-9]{3}|u[0-9a-fA-F]{4}|[ \t\n\r\f\v]+\\)"""
_BODY = r'(?:[^"\\\n]|' + _ESCAPE + r")*"

# One alternative per token class; the position in this list (from 1) is the
# class's dispatch code. No group may contain another.
_CLASSES = [
    r"(\Z)",  # 1 end of text
    rf"((?:{_ALNUM}\.)+(?:{_ALNUM}|{_SYM}+))",  # 2 long identifier
    rf"({_ALNUM})",  # 3 identifier or reserved word
    r"('[A-Za-z0-9_'][A-Za-z0-9_']*)",  # 4 type variable
    r"(0w(?:x[0-9a-fA-F]+|[0-9]+))",  # 5 word
    r"(~?[0-9]+(?:\.[0-9]+(?:[eE]~?[0-9]+)?|[eE]~?[0-9]+))",  # 6 real
    r"(~?0x[0-9a-fA-F]+)",  # 7 hexadecimal int
    r"(~?[0-9]+)",  # 8 decimal int
    rf'("{_BODY}")',  # 9 string
    rf'(#"{_BODY}")',  # 10 char
    r'(#?")',  # 11 malformed string or char: diagnosed on the slow path
    r"(\(\*)",  # 12 comment
    r"(\.\.\.|[()\[\]{},;_])",  # 13 punctuation
    rf"({_SYM}+)",  # 14 symbolic identifier or reserved symbol
    r"(.)",  # 15 anything else is illegal
]
# Blanks before a token are skipped by the same match. So are newlines, when
# the next line starts with an (unqualified) identifier or reserved word (code
# 16) or a symbolic identifier that is not the start of a constant (code 17),
# which is how most lines start; otherwise the newlines are matched alone
# (code 18, an empty group after them) and the next match takes the token. A
# group costs every match a little, so the classes are not repeated after `\n`.
_AFTER_NEWLINE = [
    r"([A-Za-z][A-Za-z0-9_']*+)(?!\.)",  # 16 identifier or reserved word
    rf"((?![~#]){_SYM}+)",  # 17 symbolic identifier or reserved symbol
    r"()",  # 18 nothing: only newlines
]
_MASTER = re.compile(
    r"[ \t\r\f\v]*(?:"
    + "|".join(_CLASSES)
    + r"|\n[ \t\r\f\v\n]*(?:"
    + "|".join(_AFTER_NEWLINE)
    + "))"
)
_COMMENT_DELIM = re.compile(r"\(\*|\*\)")
_ESCAPE_RE = re.compile(
    r"""\\(?:([abtnvfr"\\])|\^([@-_])|([0-9]{3})|u([0-9a-fA-F]{4})|[ \t\n\r\f\v]+\\)"""
)
_SIMPLE_ESCAPES = {
    "a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v", "f": "\f", "r": "\r",
    '"': '"', "\\": "\\",
}


def tokenize(source: SourceFile) -> list[Token]:
    """All tokens of `source`, ending with one EOF token."""
    return _Lexer(source).run()


class _Lexer:
    """One pass over one file; the position state lives in `run`'s locals for speed."""

    def __init__(self, source: SourceFile) -> None:
        self.file = source.name
        self.text = source.text

    def run(self) -> list[Token]:
        text = self.text
        # A scanner matches where its previous match ended, so the loop passes no
        # position (cheaper than `_MASTER.match(text, pos)`); after a comment,
        # which is skipped outside the regex, a new scanner resumes past it.
        match = _MASTER.scanner(text).match
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
            if g == 3:
                append((s if s in words else "ID", s, line, pos - base, line, end - base))
            elif g == 13:
                append((s, s, line, pos - base, line, end - base))
            elif g == 14:
                append((s if s in symbols else "SYM", s, line, pos - base, line, end - base))
            elif g == 8:
                c = s[0]
                if c == "~":
                    append(("INT", -int(s[1:]), line, pos - base, line, end - base))
                else:
                    append(("INT" if c == "0" else "NUM", int(s), line, pos - base, line, end - base))
            elif g == 9 or g == 10:
                start_line = line
                col = pos - base
                nls = s.count("\n")
                if nls:
                    line += nls
                    base = rfind("\n", pos, end)
                end_col = end - base
                if g == 9:
                    body = s[1:-1]
                    value = self._decode(body, pos + 1) if "\\" in body else body
                    append(("STRING", value, start_line, col, line, end_col))
                else:
                    body = s[2:-1]
                    value = self._decode(body, pos + 2) if "\\" in body else body
                    if len(value) != 1:
                        raise error(
                            Span(self.file, start_line, col, line, end_col),
                            "character constant must contain exactly one character",
                        )
                    append(("CHAR", value, start_line, col, line, end_col))
            elif g == 2:
                parts = s.split(".")
                append(("LONG", (tuple(parts[:-1]), parts[-1]), line, pos - base, line, end - base))
            elif g == 12:
                end = self._skip_comment(pos, line, pos - base)
                match = _MASTER.scanner(text, end).match
                nls = count("\n", pos, end)
                if nls:
                    line += nls
                    base = rfind("\n", pos, end)
            elif g == 4:
                append(("TYVAR", s, line, pos - base, line, end - base))
            elif g == 6:
                append(("REAL", s.replace("~", "-"), line, pos - base, line, end - base))
            elif g == 7:
                value = int(s[3:], 16) if s[0] == "~" else int(s[2:], 16)
                append(("INT", -value if s[0] == "~" else value, line, pos - base, line, end - base))
            elif g == 5:
                value = int(s[3:], 16) if s[2] == "x" else int(s[2:])
                append(("WORD", value, line, pos - base, line, end - base))
            elif g == 11:
                self._string_error(pos, line, pos - base)
            elif g >= 16:
                # Newlines among the blanks: `m.start()` is where the blanks begin.
                start = m.start()  # type: ignore[union-attr]
                line += count("\n", start, pos)
                base = rfind("\n", start, pos)
                if g == 16:
                    append((s if s in words else "ID", s, line, pos - base, line, end - base))
                elif g == 17:
                    append((s if s in symbols else "SYM", s, line, pos - base, line, end - base))
            elif g == 1:
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
        """The offset just after the comment opened at `pos` (comments nest)."""
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

    def _decode(self, body: str, offset: int) -> str:
        """Decode the escapes of a string body that starts at `offset` in the file."""

        def one(m: re.Match[str]) -> str:
            simple, ctrl, dec, uni = m.groups()
            if simple is not None:
                return _SIMPLE_ESCAPES[simple]
            if ctrl is not None:
                return chr(ord(ctrl) - 64)
            if dec is None and uni is None:
                return ""  # a whitespace gap
            code = int(dec, 10) if dec is not None else int(uni, 16)
            if code > 255:
                raise error(
                    self._span_at(offset + m.start(), m.end() - m.start()),
                    f"character code {code} in escape sequence is out of range (0-255)",
                )
            return chr(code)

        return _ESCAPE_RE.sub(one, body)

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

