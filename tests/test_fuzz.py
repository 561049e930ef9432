"""Robustness of the front end: no input makes `compiler.api.check` raise.

A user error must come back as a diagnostic, never as a Python exception. Three
families of inputs:
  (a) random streams of SML tokens (keywords, identifiers, symbols, literals
      including malformed ones, comments, unbalanced brackets);
  (b) random mutations (token or character-span deletion, duplication, swap,
      insertion) of the valid programs in `tests/fuzz_corpus/` and of three
      module programs of `tests/programs/`;
  (c) the benchmark generator's output, which must check without errors (this
      keeps `benchmarks/compile_speed.py` measuring realistic, valid code).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler.api import UnitInput, UnitOutput, check
from compiler.diagnostics import format_json, format_text
from compiler.source import SourceFile

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import gen_core  # noqa: E402  (a script in benchmarks/, not a package module)

# Module programs come straight from the conformance suite: ones that use no
# Basis structure, since `check` runs here without imports.
_MODULE_PROGRAMS = ("mod_sig_structure_sharing", "mod_open_param_in_body", "mod_functor_exn_uncaught",
                    "mod_empty_components", "mod_struct_shadowing", "mod_open_several")
CORPUS = {p.name: p.read_text(encoding="utf-8") for p in [
    *sorted((ROOT / "tests" / "fuzz_corpus").glob("*.sml")),
    *(ROOT / "tests" / "conformance" / "modules" / f"{name}.sml" for name in _MODULE_PROGRAMS),
]}

KEYWORDS = (
    "abstype and andalso as case datatype do else end eqtype exception fn fun functor "
    "handle if in include infix infixr let local nonfix of op open orelse raise rec "
    "sharing sig signature struct structure then type val where while withtype"
).split()

IDENTIFIERS = (
    "x y f g xs acc n t Leaf Node SOME NONE nil true false ref it map foldl print "
    "List.map Int.toString A.B.c x' _tmp a_1 + - * / div mod ^ @ :: := ! = <> < >= o before"
).split()

SYMBOLS = ["(", ")", "[", "]", "{", "}", ",", ";", "...", "_", "|", "=>", "->", ":", ":>", "#", "=", "*"]

LITERALS = [
    "0", "42", "~7", "0x1F", "~0xff", "0w9", "0wx1a", "3.14", "~2.5e~3", "1E10",
    '"hello"', '""', '"esc\\n\\t\\"\\\\"', '"\\^A\\065\\u0041"', '#"a"', '#"\\n"',
    "'a", "''eq", "#1", "#label",
]

BROKEN = [
    '"unterminated', '#"ab"', '#""', '"bad \\q escape"', '"\\999"', '"\\u12"', "0x", "0w",
    "1e", "1.", ".5", "~", "~~", "#\"", '"line\nbreak"', "(*", "*)", "(* open (* nested *)",
    "(* closed *)", "(* (* nested *) ok *)", "'", "`", "\\", "\t", "\u03bb", "\x00", "0xg", "1.e5",
]

TOKENS = KEYWORDS + IDENTIFIERS + SYMBOLS + LITERALS + BROKEN

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Roughly SML tokens: strings, comments, brackets and punctuation, runs of other non-blanks.
_WORD = re.compile(r'"(?:[^"\\]|\\.)*"|\(\*.*?\*\)|[()\[\]{},;]|[^\s()\[\]{},;"]+|\s+', re.S)


def _check_never_raises(text: str) -> UnitOutput:
    """Check `text`; any exception fails the test. Diagnostics must also print."""
    source = SourceFile("fuzz.sml", text)
    result = check(UnitInput("fuzz.sml", source))
    for diag in result.diagnostics:
        assert diag.severity in ("error", "warning")
        format_text(diag, source)
        format_json(diag)
    return result


@FUZZ
@given(
    tokens=st.lists(st.sampled_from(TOKENS), max_size=60),
    separator=st.sampled_from([" ", "\n", " \n  "]),
)
def test_random_token_streams(tokens: list[str], separator: str) -> None:
    _check_never_raises(separator.join(tokens))


@st.composite
def _mutated(draw: st.DrawFn) -> str:
    """A corpus program with one to three random edits applied."""
    text = CORPUS[draw(st.sampled_from(sorted(CORPUS)))]
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["token", "chars"]))
        if kind == "token":
            parts = _WORD.findall(text)
            i = draw(st.integers(0, len(parts) - 1))
            op = draw(st.sampled_from(["delete", "duplicate", "swap", "insert"]))
            if op == "delete":
                del parts[i]
            elif op == "duplicate":
                parts.insert(i, parts[i])
            elif op == "swap":
                j = draw(st.integers(0, len(parts) - 1))
                parts[i], parts[j] = parts[j], parts[i]
            else:
                parts.insert(i, " " + draw(st.sampled_from(TOKENS)) + " ")
            text = "".join(parts)
        else:
            start = draw(st.integers(0, len(text)))
            end = draw(st.integers(start, min(len(text), start + 12)))
            if draw(st.booleans()):
                text = text[:start] + text[end:]
            else:
                text = text[:end] + text[start:end] + text[end:]
    return text


@FUZZ
@given(text=_mutated())
def test_mutated_corpus(text: str) -> None:
    _check_never_raises(text)


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_corpus_is_valid(name: str) -> None:
    """The unmutated corpus checks cleanly, so mutations start from valid programs."""
    result = _check_never_raises(CORPUS[name])
    assert result.ok, [d.message for d in result.diagnostics]


@pytest.mark.parametrize("seed", [1, 2])
def test_generator_output_checks(seed: int) -> None:
    text = gen_core.generate(500, seed)
    assert text.count("\n") == 500
    assert gen_core.generate(500, seed) == text, "the generator must be deterministic"
    result = _check_never_raises(text)
    errors = [f"{d.span}: {d.message}" for d in result.diagnostics if d.severity == "error"]
    assert not errors, errors[:5]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_mutated())
def test_mutated_programs_that_elaborate_also_translate(text: str) -> None:
    """Whatever the elaborator accepts, the translation to LEXP must handle and
    its checker accept (module programs make most of these interesting)."""
    from compiler.deep import run_deep
    from compiler.elab import elaborate_program
    from compiler.lexp import check as check_lexp, translate
    from compiler.syntax import parse_program

    if not _check_never_raises(text).ok:
        return

    def lower() -> list[str]:
        program = elaborate_program(parse_program(SourceFile("fuzz.sml", text)), [])
        return check_lexp(translate(program.program))
    assert run_deep(lower) == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_mutated())
def test_mutated_programs_that_elaborate_run_under_gc_stress(text: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Whatever the elaborator accepts builds (IR checkers on) and runs with a
    collection at every allocation without a crash: it may print anything,
    raise, or loop (cut off), but never die by a signal or fail internally."""
    import os
    import subprocess

    from program_cases import build_program

    if not _check_never_raises(text).ok:
        return
    root = tmp_path_factory.mktemp("mutant")
    source = root / "src" / "mutant.sml"
    source.parent.mkdir()
    source.write_text(text, encoding="utf-8")
    exe = build_program(source, root)
    try:
        done = subprocess.run([str(exe)], capture_output=True, timeout=10, stdin=subprocess.DEVNULL,
                              env={**os.environ, "LDRIVER_GC_STRESS": "1"})
    except subprocess.TimeoutExpired:
        return  # a mutant may loop forever
    assert done.returncode >= 0, f"killed by signal {-done.returncode}:\n{text}"
    assert b"internal error" not in done.stderr, done.stderr.decode(errors="replace")
