"""Strings are byte text from the lexer on (see `compiler.syntax.lexer`): the LEXP
and CPS printers show the same bytes and both interpreters print them (the
programs `tests/programs/utf8_*` check the object file's bytes)."""
from __future__ import annotations

from lexp_helpers import lower

from compiler.cps import convert, interpret, shrink
from compiler.cps.printer import show
from compiler.lexp import run
from compiler.lexp.printer import print_unit


def test_printers_and_interpreters_agree_on_bytes() -> None:
    unit = lower('val s = "é\\233"  val _ = print (s ^ implode [#"\\u00e9", #"\\n"])')
    assert '"\\xc3\\xa9\\xe9"' in print_unit(unit)
    prog = shrink.run(convert(unit))
    assert '"\\xc3\\xa9\\xe9"' in show(prog)
    assert run(unit).stdout == "\xc3\xa9\xe9\xe9\n"
    assert interpret(prog).stdout == "\xc3\xa9\xe9\xe9\n"
