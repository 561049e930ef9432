"""Errors the parser cannot produce for us (hand-built ASTs), and details of error
messages (notes with both types, readable type variables)."""
from __future__ import annotations

import pytest
from elab_helpers import elaborate, first_error

from compiler.diagnostics import CompileError
from compiler.elab import elaborate_program
from compiler.elab.env import VarEntry
from compiler.elab.types import scheme_to_string
from compiler.source import Span
from compiler.syntax import ast

S = Span("h.sml", 1, 1, 1, 2)


def _fun(*clauses: ast.Clause) -> ast.Program:
    return ast.Program((ast.FunDec((), (ast.FunBind("f", clauses, S),), S),), "h.sml")


def _var(name: str) -> ast.IdPat:
    return ast.IdPat(ast.LongId((), name, S), span=S)


def _exp(name: str) -> ast.VarExp:
    return ast.VarExp(ast.LongId((), name, S), span=S)


def test_clauses_with_different_numbers_of_arguments() -> None:
    prog = _fun(ast.Clause("f", (_var("x"),), None, _exp("x"), span=S),
                ast.Clause("f", (_var("x"), _var("y")), None, _exp("x"), span=S))
    with pytest.raises(CompileError) as info:
        elaborate_program(prog, [])
    assert info.value.diagnostic.message == "clauses of function f have different numbers of arguments"


def test_clauses_naming_different_functions() -> None:
    prog = _fun(ast.Clause("f", (_var("x"),), None, _exp("x"), span=S),
                ast.Clause("g", (_var("x"),), None, _exp("x"), span=S))
    with pytest.raises(CompileError) as info:
        elaborate_program(prog, [])
    assert info.value.diagnostic.message == "clauses of fun do not all name the same function"


def test_rebinding_equals() -> None:
    prog = ast.Program((ast.ValDec((), (ast.ValBind(_var("="), _exp("true"), S),), (), S),), "h.sml")
    with pytest.raises(CompileError) as info:
        elaborate_program(prog, [])
    assert info.value.diagnostic.message == "cannot rebind ="


def test_mismatch_notes_show_both_types() -> None:
    err = first_error("fun f (x : int) = x\nval y = f \"s\"\n").diagnostic
    assert err.message == "type mismatch in application"
    assert err.notes == ("expected: int", "found:    string")
    assert (err.span.line, err.span.col) == (2, 11)


def test_type_variables_named_consistently_in_notes() -> None:
    err = first_error("fun f (g : 'a -> 'a, x : 'b) = g x\n").diagnostic
    assert err.notes == ("expected: 'a", "found:    'b")


def test_occurs_check_message() -> None:
    err = first_error("fun f x = x x\n").diagnostic
    assert err.message.startswith("circular type (occurs check): ")


def test_equality_errors() -> None:
    assert first_error("val b = 1.0 = 2.0").diagnostic.message == "type does not admit equality: real"
    assert first_error("fun f (g : int -> int) = g = g").diagnostic.message.startswith(
        "type does not admit equality: int -> int")
    assert first_error("val b = Div = Div").diagnostic.message == "type does not admit equality: exn"
    assert first_error("datatype t = T of real\nval b = T 1.0 = T 2.0").diagnostic.message == (
        "type does not admit equality: t")


def test_overloading_errors() -> None:
    err = first_error("val x = true + false").diagnostic
    assert err.message == "type mismatch in application"
    assert "overloaded operator not defined at type bool" in err.notes[-1]


def test_flexible_record_must_be_resolved() -> None:
    err = first_error("fun f r = #x r\n").diagnostic
    assert err.message == "unresolved flexible record"


def test_unbound_structures_in_long_identifiers() -> None:
    err = first_error("val x = List.length []").diagnostic
    assert (err.message, err.span.line, err.span.col) == ("unbound structure: List", 1, 9)
    assert first_error("open List").diagnostic.message == "unbound structure: List"
    assert first_error("structure A = struct end val x = A.B.y").diagnostic.message == "unbound structure: A.B"
    assert first_error("structure A = struct end val x = A.y").diagnostic.message == "unbound variable or constructor: A.y"
    assert first_error("structure A = struct end type t = A.u").diagnostic.message == "unbound type constructor: A.u"


def test_rigid_type_variable_cannot_be_instantiated() -> None:
    err = first_error("fun f (x : 'a) : int = x\n").diagnostic
    assert err.message == "type mismatch between clauses of function f"


def test_explicit_type_variable_scoped_at_outer_val() -> None:
    # 'a occurs unguarded in the outer val, so the inner annotation refers to it
    # (Definition §4.6) and 'a cannot be generalized at the inner val.
    err = first_error("val f = fn (x : 'a) => let val g : 'a -> int = fn y => 1 in g x end + x\n")
    assert err.diagnostic.message == "type mismatch in application"


def test_int_constant_beyond_int_is_checked_after_overloading() -> None:
    """With the Basis, IntInf is in the int class, so a constant beyond int's
    range is kept until its type is known: at IntInf it is fine (even in a
    pattern), at int it is the out-of-range error, at its own position."""
    from interp_basis import basis_units

    _, basis = basis_units()
    big = "123456789012345678901234567890"
    elaborate(f"val a : IntInf.int = ~{big}\nfun f (x : IntInf.int) = case x of {big} => 1 | _ => 0", imports=basis)
    for text, col in ((f"val x = {big}", 9), (f"val x = 1 + {big}", 13), (f"val x : int = {big}", 15),
                      (f"fun f x = case x of {big} => 1 | _ => 0\nval y = f 2", 21)):
        with pytest.raises(CompileError) as info:
            elaborate(text, imports=basis)
        d = info.value.diagnostic
        assert (d.message, d.span.line, d.span.col) == (f"integer constant out of range: {big}", 1, col)


def test_open_overloaded_types_print_as_their_default() -> None:
    """A literal or operator whose type is still open when an error is found
    (its resolution context has not ended) prints at the type defaulting
    would give it, as Poly/ML prints it, with or without the Basis (whose
    IntInf and Int64 put int constants in a class of several types)."""
    from interp_basis import basis_units

    _, basis = basis_units()
    cases = (("val succ = fn x => x + 1\nval b = succ = succ", ("type does not admit equality: int -> int",)),
             ("val succ = fn x => x + 0w1\nval b = succ = succ", ("type does not admit equality: word -> word",)),
             ('val x = 1 + "a"', ("type mismatch in application", "expected: int * int", "found:    int * string")))
    for imports in ((), basis):
        for text, want in cases:
            with pytest.raises(CompileError) as info:
                elaborate(text, imports=imports)
            d = info.value.diagnostic
            assert (d.message, *d.notes)[:len(want)] == want, text


def test_int64_takes_int_constants_and_operators() -> None:
    """With the Basis, an int constant or overloaded operator used at
    Int64.int (or FixedInt.int) resolves to it; one out of its range, or a
    Word64 constant beyond 2^64 - 1, is an error at the constant."""
    from interp_basis import basis_units

    _, basis = basis_units()
    result, _ = elaborate("val x : Int64.int = 5\nval y = Int64.+ (x, 7)\nfun f (x : Int64.int) = x * 3 + 1\n"
                          "val big = 9223372036854775807 : FixedInt.int\nval z = 1 + 2", imports=basis)
    got = {n: scheme_to_string(e.scheme) for n, e in result.env.values.items() if type(e) is VarEntry}
    assert (got["y"], got["f"], got["big"], got["z"]) == ("Int64.int", "Int64.int -> Int64.int", "Int64.int", "int")
    for text, message, col in (
            ("val x : Int64.int = 9223372036854775808", "integer constant out of range: 9223372036854775808", 21),
            ("val x = ~9223372036854775809 : FixedInt.int", "integer constant out of range: ~9223372036854775809", 9),
            ("val w : Word64.word = 0w18446744073709551616", "word constant out of range: 0w18446744073709551616", 23),
            ("val w = 0wx10000000000000000 : LargeWord.word", "word constant out of range: 0w18446744073709551616", 9)):
        with pytest.raises(CompileError) as info:
            elaborate(text, imports=basis)
        d = info.value.diagnostic
        assert (d.message, d.span.line, d.span.col) == (message, 1, col)


def test_distinct_types_printing_alike_are_told_apart() -> None:
    # The older of two datatypes named `color` prints as `?.color` (its
    # declaration is shadowed), so the notes do not read "color * color" twice.
    err = first_error("datatype color = Red\nval first = Red\ndatatype color = Red\n"
                      "val same = first = Red\n").diagnostic
    assert err.notes == ("expected: ?.color * ?.color", "found:    ?.color * color")
    # Types printing differently are left alone.
    err = first_error("datatype color = Red\nstructure S = struct datatype color = Red end\n"
                      "val same = Red = S.Red\n").diagnostic
    assert err.notes == ("expected: color * color", "found:    color * S.color")
