"""Printer tests: parse -> print -> parse gives an equal AST over a corpus of SML
snippets (`data/*.sml`), printing is deterministic, and `op` appears when needed."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.source import SourceFile
from compiler.syntax import ast, parse_program, print_program

DATA = sorted((Path(__file__).parent / "data").glob("*.sml"))

SNIPPETS = [
    "val x = 1 + 2 * 3 - 4",
    "val x = (1 + 2) * 3",
    "val x = a :: b @ c :: d",
    "val x = f (g x) (h y z)",
    "val x = if a then b else c handle E => d",
    "val x = raise E handle F => 1",
    "val x = (raise E) handle F => 1",
    "val x = while a do (b; c)",
    "val x = case a of 1 => case b of 2 => 3 | _ => 4",
    "val x = case a of 1 => (case b of 2 => 3) | _ => 4",
    "fun f x = case x of A => 1 | B => 2\nval y = 3",
    "fun f 0 = 1 | f n = if n > 0 then n * f (n - 1) else raise Domain",
    "fun f (x :: xs) (y :: ys) = x | f _ _ = 0",
    "val x = fn (a, b) => a + b",
    "val x = #\"a\" :: #\"\\n\" :: []",
    "val x = \"\\^@\\^Z\\000\\255\"",
    "val x = \"é→\\u00e9\" val c = #\"\\u00ff\"",
    "fun k (x : ') : '' = x",
    "datatype e = + of e * e | N of int val x = N 1 + N 2",
    "infix ++ exception ++ of int and -- = ++",
    "val x = 0w10 + 0wxFF",
    "val x = ~1.5e~3",
    "val (x, y) : int * int = (1, 2)",
    "val x = let val y = 1 in let val z = 2 in y + z end end",
    "infix 5 ++ val x = a ++ b ++ c fun a ++ b = a",
    "infixr 5 ++ val x = a ++ b ++ c",
    "val x = op o (f, g) o h",
    "val x = foldl op + 0 [1, 2, 3]",
    "val x = let nonfix + in + (1, 2) end + 3",
    "val x = (op =) (a, b) = c",
    "type ('a, 'b) t = 'a * 'b -> ('a -> 'b) -> {x : 'a, y : 'b * 'b} list",
    "type t = (int -> int) * (int * int) * int list list",
    "val x : int list option = NONE",
    "1 + 2;",
    "val x = 1; f x; g y;",
    "local infix 2 ** in infix 3 +++ end val x = 1 +++ 2",
    "val x = ((a, b); c)",
]


def round_trip(text: str) -> str:
    prog = parse_program(SourceFile("t.sml", text))
    out = print_program(prog)
    again = parse_program(SourceFile("t.sml", out))
    assert again == prog, f"printed:\n{out}"
    assert print_program(again) == out
    return out


@pytest.mark.parametrize("path", DATA, ids=[p.stem for p in DATA])
def test_corpus_round_trips(path: Path) -> None:
    round_trip(path.read_text())


@pytest.mark.parametrize("text", SNIPPETS)
def test_snippets_round_trip(text: str) -> None:
    round_trip(text)


def test_output_is_readable() -> None:
    out = round_trip("fun f 0 = 1 | f n = n * f (n - 1)\nstructure S = struct val x = let val y = 1 in y end end")
    assert out == (
        "fun f 0 = 1\n"
        "  | f n = n * f (n - 1)\n"
        "structure S = struct\n"
        "  val x = let\n"
        "    val y = 1\n"
        "  in\n"
        "    y\n"
        "  end\n"
        "end\n"
    )


def test_infix_application_of_non_infix_name_prints_with_op() -> None:
    plus = ast.VarExp(ast.LongId(("Int",), "+"))
    app = ast.AppExp(plus, ast.TupleExp((ast.SConExp(ast.IntCon(1)), ast.SConExp(ast.IntCon(2)))), True)
    prog = ast.Program((ast.ValDec((), (ast.ValBind(ast.WildPat(), app),), ()),), "t.sml")
    assert print_program(prog) == "val _ = Int.+ (1, 2)\n"
    nonfix = ast.FixityDec("nonfix", 0, ("+",))
    prog = ast.Program((nonfix,) + prog.decs, "t.sml")
    assert "val _ = Int.+ (1, 2)" in print_program(prog)


def test_bare_infix_name_gets_op() -> None:
    prog = ast.Program(
        (ast.ValDec((), (ast.ValBind(ast.WildPat(), ast.VarExp(ast.LongId((), "+"))),), ()),), "t.sml"
    )
    assert print_program(prog) == "val _ = op +\n"
