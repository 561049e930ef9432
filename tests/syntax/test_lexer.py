"""Lexical corner cases: constants, escapes, identifiers, comments, errors."""
from __future__ import annotations

import pytest

from compiler.diagnostics import CompileError
from compiler.source import SourceFile
from compiler.syntax.ast import WideText
from compiler.syntax.lexer import tokenize


def toks(text: str) -> list[tuple[str, object]]:
    return [(t[0], t[1]) for t in tokenize(SourceFile("t.sml", text))[:-1]]


def one(text: str) -> tuple[str, object]:
    (tok,) = toks(text)
    return tok


def lex_error(text: str) -> str:
    with pytest.raises(CompileError) as info:
        tokenize(SourceFile("t.sml", text))
    d = info.value.diagnostic
    return f"{d.span.line}:{d.span.col}: {d.message}"


@pytest.mark.parametrize(
    "text, kind, value",
    [
        ("42", "NUM", 42),
        ("0", "INT", 0),
        ("007", "INT", 7),
        ("~12", "INT", -12),
        ("0x1F", "INT", 31),
        ("~0x1F", "INT", -31),
        ("0w17", "WORD", 17),
        ("0wx1f", "WORD", 31),
        ("1.5", "REAL", "1.5"),
        ("1E10", "REAL", "1E10"),
        ("~1.5e~3", "REAL", "-1.5e-3"),
        ("1.5E~3", "REAL", "1.5E-3"),
        ('"abc"', "STRING", "abc"),
        ('#"a"', "CHAR", "a"),
        ('#"\\n"', "CHAR", "\n"),
        ('#"\\""', "CHAR", '"'),
        ("'a", "TYVAR", "'a"),
        ("''eq", "TYVAR", "''eq"),
        ("'a1", "TYVAR", "'a1"),
        ("'", "TYVAR", "'"),
        ("''", "TYVAR", "''"),
        ("'''", "TYVAR", "'''"),
        ("'_", "TYVAR", "'_"),
        ('"\\u00e9"', "STRING", "\xe9"),
        ('"é"', "STRING", WideText("\xc3\xa9", "é", None)),
        ('"→😀"', "STRING", WideText("\xe2\x86\x92\xf0\x9f\x98\x80", "→😀", None)),
        ('#"\\255"', "CHAR", "\xff"),
        ("x'", "ID", "x'"),
        ("A.B.x", "LONG", (("A", "B"), "x")),
        ("A.B.+", "LONG", (("A", "B"), "+")),
        ("Int.<=", "LONG", (("Int",), "<=")),
        (":=", "SYM", ":="),
        ("<>", "SYM", "<>"),
        ("=>", "=>", "=>"),
        (":>", ":>", ":>"),
        ("*", "*", "*"),
        ("...", "...", "..."),
        ("structure", "structure", "structure"),
        ("eqtype", "eqtype", "eqtype"),
    ],
)
def test_single_tokens(text: str, kind: str, value: object) -> None:
    assert one(text) == (kind, value)


def test_every_string_escape() -> None:
    text = r'"\a\b\t\n\v\f\r\^@\^C\^_\065\u0041\"\\x\    ' + "\n" + r'   \y"'
    assert one(text) == ("STRING", "\a\b\t\n\v\f\r\x00\x03\x1fAA\"\\xy")


def test_lone_primes_in_types() -> None:
    assert toks("(x : ') : ''") == [
        ("(", "("), ("ID", "x"), (":", ":"), ("TYVAR", "'"), (")", ")"), (":", ":"), ("TYVAR", "''"),
    ]
    assert toks("(', ''b) t") == [("(", "("), ("TYVAR", "'"), (",", ","), ("TYVAR", "''b"), (")", ")"), ("ID", "t")]


def test_strings_are_utf8_bytes_and_escapes_single_bytes() -> None:
    """Literal characters become their UTF-8 bytes, escapes one byte each, in any
    mix and across gaps; columns still count source characters."""
    assert one(r'"é\233é\u00e9x"') == ("STRING", WideText("\xc3\xa9\xe9\xc3\xa9\xe9x", "é\xe9é\xe9x", None))
    assert one('"é\\\n  \\é"') == ("STRING", WideText("\xc3\xa9\xc3\xa9", "éé", None))
    tokens = tokenize(SourceFile("t.sml", '"→" y'))
    assert (tokens[1][0], tokens[1][3]) == ("ID", 5)


def test_constants_that_may_be_wide() -> None:
    """An escape above 255 or a literal non-ASCII character makes a WideText:
    its code points, and its byte text or why it has none (an error only if
    the constant's type turns out to be string or char: the elaborator)."""
    w = one('"a\\u0100\\256"')[1]
    assert (w.text, w.points) == (None, "a\u0100\u0100")
    assert (w.problem[0].line, w.problem[0].col) == (1, 3)
    assert w.problem[1] == ("character code 256 in escape sequence is out of range (0-255)"
                            " (write the character itself for its UTF-8 bytes)")
    c = one('#"é"')[1]
    assert (c.text, c.points) == (None, "é")
    assert c.problem[1] == "character constant is not a single byte: its UTF-8 encoding has 2 bytes"
    assert one('#"\\u03bb"')[1].points == "\u03bb"
    assert one('#"\\u00e9"') == ("CHAR", "\xe9")


def test_symbolic_maximal_munch() -> None:
    assert toks("x=~1") == [("ID", "x"), ("SYM", "=~"), ("NUM", 1)]
    assert toks("a:=b") == [("ID", "a"), ("SYM", ":="), ("ID", "b")]
    assert toks("f(op *)") == [("ID", "f"), ("(", "("), ("op", "op"), ("*", "*"), (")", ")")]


def test_nested_comments_and_positions() -> None:
    tokens = tokenize(SourceFile("t.sml", "(* a (* b *) c *) x\n  (*)*) y"))
    assert [(t[0], t[2], t[3], t[4], t[5]) for t in tokens] == [
        ("ID", 1, 19, 1, 20),
        ("ID", 2, 9, 2, 10),
        ("EOF", 2, 10, 2, 10),
    ]


def test_multiline_string_span() -> None:
    (tok, _eof) = tokenize(SourceFile("t.sml", '  "a\\\n  \\b" '))
    assert tok[:6] == ("STRING", "ab", 1, 3, 2, 6)


@pytest.mark.parametrize(
    "text, message",
    [
        ("(* (* *)", "1:1: unclosed comment"),
        ("x (* a", "1:3: unclosed comment"),
        ('val s = "abc', "1:9: unterminated string constant"),
        ('"abc\ndef"', "1:1: unterminated string constant"),
        ('"a\\qb"', "1:3: illegal escape sequence '\\q' in string constant"),
        ('"\\^a"', "1:2: illegal escape sequence '\\^' in string constant"),
        ('"\\12"', "1:2: illegal escape sequence '\\1' in string constant"),
        ('"\\uZZZZ"', "1:2: illegal escape sequence '\\u' in string constant"),
        ('#"ab"', "1:1: character constant must contain exactly one character"),
        ('#""', "1:1: character constant must contain exactly one character"),
        ('x #"\\u00e9\\u00e9"', "1:3: character constant must contain exactly one character"),
        # the driver reads a byte that is not UTF-8 text (Latin-1 \xe9) as U+FFFD
        ('"caf\ufffd"', "1:5: a byte of this constant is not UTF-8 text"),
        ('x #"\ufffd"', "1:5: a byte of this constant is not UTF-8 text"),
        ("val é", "1:5: illegal character 'é'"),
        ("x . y", "1:3: illegal character '.'"),
        ("x [ \x01", "1:5: illegal character '\\u0001'"),
    ],
)
def test_lexical_errors(text: str, message: str) -> None:
    assert lex_error(text) == message
