"""Parser tests: the AST of each construct, fixity resolution and scoping, spans."""
from __future__ import annotations

import pytest

from compiler.diagnostics import CompileError
from compiler.source import SourceFile
from compiler.syntax import ast, parse_program


def parse(text: str) -> tuple[ast.Dec, ...]:
    return parse_program(SourceFile("t.sml", text)).decs


def exp(text: str) -> ast.Exp:
    """The right side of the last `val it = ...` in `text`."""
    dec = parse(text)[-1]
    assert isinstance(dec, ast.ValDec)
    return dec.binds[0].exp


def pat(text: str) -> ast.Pat:
    dec = parse(f"val {text} = 0")[-1]
    assert isinstance(dec, ast.ValDec)
    return dec.binds[0].pat


def fails(text: str) -> str:
    with pytest.raises(CompileError) as info:
        parse(text)
    d = info.value.diagnostic
    return f"{d.span.line}:{d.span.col}: {d.message}"


def v(name: str) -> ast.VarExp:
    return ast.VarExp(ast.LongId((), name))


def i(n: int) -> ast.SConExp:
    return ast.SConExp(ast.IntCon(n))


def infix(name: str, a: ast.Exp, b: ast.Exp) -> ast.AppExp:
    return ast.AppExp(v(name), ast.TupleExp((a, b)), True)


def ip(name: str) -> ast.IdPat:
    return ast.IdPat(ast.LongId((), name))


def cons(a: ast.Pat, b: ast.Pat) -> ast.ConPat:
    return ast.ConPat(ast.LongId((), "::"), ast.TuplePat((a, b)), False, True)


# -- fixity ---------------------------------------------------------------------


def test_standard_precedences() -> None:
    assert exp("val it = 1 + 2 * 3") == infix("+", i(1), infix("*", i(2), i(3)))
    assert exp("val it = 1 - 2 - 3") == infix("-", infix("-", i(1), i(2)), i(3))
    assert exp("val it = 1 :: 2 :: []") == infix("::", i(1), infix("::", i(2), ast.ListExp(())))
    assert exp("val it = a = b andalso c") == ast.AndalsoExp(infix("=", v("a"), v("b")), v("c"))
    assert exp("val it = x := 1 before y") == infix("before", infix(":=", v("x"), i(1)), v("y"))


def test_application_binds_tighter() -> None:
    fx = ast.AppExp(v("f"), v("x"))
    assert exp("val it = f x + g y z") == infix(
        "+", fx, ast.AppExp(ast.AppExp(v("g"), v("y")), v("z"))
    )


def test_op_removes_infix_status() -> None:
    assert exp("val it = op + (1, 2)") == ast.AppExp(
        ast.VarExp(ast.LongId((), "+"), True), ast.TupleExp((i(1), i(2)))
    )
    assert exp("val it = foldl op :: []") == ast.AppExp(
        ast.AppExp(v("foldl"), ast.VarExp(ast.LongId((), "::"), True)), ast.ListExp(())
    )


def test_user_fixities_and_nonfix() -> None:
    assert exp("infixr 2 ++ val it = a ++ b ++ c") == infix("++", v("a"), infix("++", v("b"), v("c")))
    assert exp("infix 9 ++ val it = a ++ b * c") == infix("*", infix("++", v("a"), v("b")), v("c"))
    assert exp("nonfix + val it = + (1, 2)") == ast.AppExp(v("+"), ast.TupleExp((i(1), i(2))))
    assert exp("infix ++ val it = a ++ b = c") == infix("++", v("a"), infix("=", v("b"), v("c")))


def test_fixity_scoping() -> None:
    # let: local to the let.
    assert exp("val a = let infix ++ in 1 ++ 2 end val it = f ++ x") == ast.AppExp(
        ast.AppExp(v("f"), v("++")), v("x")
    )
    # local: the `in` part's fixities are exported, the local part's are not.
    assert exp("local infix ** in infix ++ end val it = a ++ b") == infix("++", v("a"), v("b"))
    # struct: fixities do not escape.
    assert exp("structure S = struct infix ++ end val it = f ++ x") == ast.AppExp(
        ast.AppExp(v("f"), v("++")), v("x")
    )
    # top level: persists.
    assert exp("infix ++ structure S = struct val it = 1 ++ 2 end val it = 1 ++ 2") == infix(
        "++", i(1), i(2)
    )


def test_local_part_fixity_is_not_exported() -> None:
    assert exp("local infix ** in end val it = a ** b") == ast.AppExp(
        ast.AppExp(v("a"), v("**")), v("b")
    )


def test_fixity_errors() -> None:
    assert fails("infix 4 ++ infixr 4 -- val x = a ++ b -- c").startswith("1:39: ambiguous infix expression")
    assert fails("infix 4 ++ infixr 4 -- val x = a -- b ++ c").startswith("1:39: ambiguous infix expression")
    assert fails("val x = + 1") == "1:9: syntax error: infix operator '+' used without 'op'"
    assert fails("val x = 1 +") == "1:12: syntax error: expected an expression but found end of file"
    assert fails("val x = 1 + + 2") == "1:13: syntax error: infix operator '+' used without 'op'"
    assert fails("val x = f (+)") == "1:12: syntax error: infix operator '+' used without 'op'"
    assert fails("fun + (a, b) = a") == "1:5: syntax error: infix operator '+' used without 'op'"


def test_fixity_in_patterns() -> None:
    assert pat("x :: y :: rest") == cons(ip("x"), cons(ip("y"), ip("rest")))
    assert pat("(op ::) (x, y)") == ast.ConPat(
        ast.LongId((), "::"), ast.TuplePat((ip("x"), ip("y"))), True
    )
    assert pat("SOME x :: _") == cons(ast.ConPat(ast.LongId((), "SOME"), ip("x")), ast.WildPat())


# -- patterns -------------------------------------------------------------------


def test_record_patterns_and_puns() -> None:
    int_ty = ast.ConTy((), ast.LongId((), "int"))
    assert pat("{a, b as c, d : int, 1 = e, ...}") == ast.RecordPat(
        (
            ("a", ip("a")),
            ("b", ast.LayeredPat("b", None, ip("c"))),
            ("d", ast.TypedPat(ip("d"), int_ty)),
            ("1", ip("e")),
        ),
        True,
    )


def test_layered_patterns() -> None:
    int_ty = ast.ConTy((), ast.LongId((), "int"))
    assert pat("x as y :: _") == ast.LayeredPat("x", None, cons(ip("y"), ast.WildPat()))
    assert pat("x : int as y") == ast.LayeredPat("x", int_ty, ip("y"))
    assert pat("op x as _") == ast.LayeredPat("x", None, ast.WildPat(), True)


def test_constant_patterns() -> None:
    assert pat("(~1, 0w2, #\"c\", \"s\")") == ast.TuplePat(
        (
            ast.SConPat(ast.IntCon(-1)),
            ast.SConPat(ast.WordCon(2)),
            ast.SConPat(ast.CharCon("c")),
            ast.SConPat(ast.StringCon("s")),
        )
    )


# -- expressions ----------------------------------------------------------------


def test_expression_forms() -> None:
    assert exp("val it = ()") == ast.TupleExp(())
    assert exp("val it = (a; b; c)") == ast.SeqExp((v("a"), v("b"), v("c")))
    assert exp("val it = #lab r") == ast.AppExp(ast.SelectorExp("lab"), v("r"))
    assert exp("val it = #2 r") == ast.AppExp(ast.SelectorExp("2"), v("r"))
    assert exp("val it = {1 = a, b = c}") == ast.RecordExp((("1", v("a")), ("b", v("c"))))
    assert exp("val it = let val x = 1 in x; x end") == ast.LetExp(
        (ast.ValDec((), (ast.ValBind(ip("x"), i(1)),), ()),), ast.SeqExp((v("x"), v("x")))
    )
    assert exp("val it = a orelse b andalso c") == ast.OrelseExp(v("a"), ast.AndalsoExp(v("b"), v("c")))
    assert exp("val it = a andalso b orelse c") == ast.OrelseExp(ast.AndalsoExp(v("a"), v("b")), v("c"))
    assert exp("val it = f x handle E => 1 | _ => 2") == ast.HandleExp(
        ast.AppExp(v("f"), v("x")),
        (ast.Rule(ip("E"), i(1)), ast.Rule(ast.WildPat(), i(2))),
    )
    assert exp("val it = if a then b else c : t") == ast.IfExp(
        v("a"), v("b"), ast.TypedExp(v("c"), ast.ConTy((), ast.LongId((), "t")))
    )
    assert exp("val it = a andalso raise E") == ast.AndalsoExp(v("a"), ast.RaiseExp(v("E")))
    assert exp("val it = A.B.x A.+") == ast.AppExp(
        ast.VarExp(ast.LongId(("A", "B"), "x")), ast.VarExp(ast.LongId(("A",), "+"))
    )
    assert exp("val it = while a do b") == ast.WhileExp(v("a"), v("b"))


def test_case_inner_match_is_greedy() -> None:
    e = exp("val it = case a of 1 => case b of _ => 2 | _ => 3")
    assert isinstance(e, ast.CaseExp) and len(e.rules) == 1


# -- types ----------------------------------------------------------------------


def test_types() -> None:
    dec = parse("type t = int * int * int -> (int, string) pair list -> {a : 'a}")[0]
    assert isinstance(dec, ast.TypeDec)
    t = dec.binds[0].ty
    int_ty = ast.ConTy((), ast.LongId((), "int"))
    pair = ast.ConTy((int_ty, ast.ConTy((), ast.LongId((), "string"))), ast.LongId((), "pair"))
    assert t == ast.ArrowTy(
        ast.TupleTy((int_ty, int_ty, int_ty)),
        ast.ArrowTy(ast.ConTy((pair,), ast.LongId((), "list")), ast.RecordTy((("a", ast.TyVar("'a")),))),
    )


# -- declarations ---------------------------------------------------------------


def test_fun_clause_heads() -> None:
    (d1, _, d2, d3) = parse("fun f x y = x infix ++ fun x ++ y = x fun (x ++ y) z = z")
    assert isinstance(d1, ast.FunDec) and d1.binds[0].clauses[0].pats == (ip("x"), ip("y"))
    assert isinstance(d2, ast.FunDec)
    c2 = d2.binds[0].clauses[0]
    assert (c2.name, c2.infix, c2.pats) == ("++", True, (ast.TuplePat((ip("x"), ip("y"))),))
    assert isinstance(d3, ast.FunDec)
    c3 = d3.binds[0].clauses[0]
    assert (c3.name, c3.infix, c3.pats) == ("++", True, (ast.TuplePat((ip("x"), ip("y"))), ip("z")))
    (d4,) = parse("fun 'a op f (x : 'a) : 'a = x and g _ = 1")
    assert isinstance(d4, ast.FunDec) and d4.tyvars == (ast.TyVar("'a"),)
    c4 = d4.binds[0].clauses[0]
    assert c4.op and c4.result_ty == ast.TyVar("'a") and d4.binds[1].name == "g"


def test_val_forms() -> None:
    (d,) = parse("val 'a x = 1 and rec f = fn x => x and g = fn y => y")
    assert isinstance(d, ast.ValDec)
    assert len(d.binds) == 1 and len(d.rec_binds) == 2 and d.tyvars == (ast.TyVar("'a"),)
    (d,) = parse("val ('a, 'b) (x, y) = (1, 2)")
    assert isinstance(d, ast.ValDec) and len(d.tyvars) == 2


def test_datatype_and_exception_forms() -> None:
    d1, d2, d3, d4 = parse(
        "datatype 'a t = A | B of 'a and u = C withtype v = int "
        "datatype w = datatype A.t "
        "exception E and F of int and G = A.H "
        "abstype t = T with val x = T end"
    )
    assert isinstance(d1, ast.DatatypeDec) and len(d1.binds) == 2 and d1.withtype[0].name == "v"
    assert d2 == ast.DatatypeReplDec("w", ast.LongId(("A",), "t"))
    assert isinstance(d3, ast.ExceptionDec)
    assert d3.binds == (
        ast.ExNew("E", None),
        ast.ExNew("F", ast.ConTy((), ast.LongId((), "int"))),
        ast.ExAlias("G", ast.LongId(("A",), "H")),
    )
    assert isinstance(d4, ast.AbstypeDec) and len(d4.body) == 1


def test_infix_constructor_bindings_need_no_op() -> None:
    """A conbind or exbind may name an infix identifier without `op`; it stays infix."""
    d1, _, d2, d3 = parse(
        "datatype e = + of e * e | N of int "
        "infix ++ exception ++ of int * int and op ** = ++ "
        "val x = N 1 + N 2"
    )
    assert isinstance(d1, ast.DatatypeDec)
    assert [(c.name, c.op) for c in d1.binds[0].cons] == [("+", False), ("N", False)]
    assert isinstance(d2, ast.ExceptionDec)
    assert [(b.name, b.op) for b in d2.binds] == [("++", False), ("**", True)]
    assert isinstance(d3, ast.ValDec)
    assert d3.binds[0].exp == infix("+", ast.AppExp(v("N"), i(1)), ast.AppExp(v("N"), i(2)))
    assert pat("N 1 + N 2") == ast.ConPat(
        ast.LongId((), "+"),
        ast.TuplePat((ast.ConPat(ast.LongId((), "N"), ast.SConPat(ast.IntCon(1))),
                      ast.ConPat(ast.LongId((), "N"), ast.SConPat(ast.IntCon(2))))),
        False, True,
    )
    assert fails("datatype e = + of e * e val x = + (a, b)") == (
        "1:33: syntax error: infix operator '+' used without 'op'")


def test_modules() -> None:
    decs = parse(
        """
        signature S = sig
          type t  type u = int  eqtype e
          val x : t and y : u
          datatype d = D of t  datatype r = datatype A.r
          exception X of int
          structure M : sig end
          include T U
          sharing type t = M.t
          sharing M = N
        end where type t = int and type 'a u = 'a list
        structure A :> S = struct open B C.D end and B : S = F (A)
        functor F (X : S) : S = let structure Y = X in Y end
        functor G (type t val x : t) = struct end
        structure C = G (type t = int val x = 1)
        structure D = G ()
        val it = 1;
        f x;
        """
    )
    sig = decs[0]
    assert isinstance(sig, ast.SignatureDec)
    where = sig.binds[0].sig
    assert isinstance(where, ast.WhereSig) and isinstance(where.sig, ast.WhereSig)
    assert isinstance(where.sig.sig, ast.SigSig) and len(where.sig.sig.specs) == 11
    strs = decs[1]
    assert isinstance(strs, ast.StructureDec)
    a = strs.binds[0].str
    assert isinstance(a, ast.ConstrainedStr) and a.opaque and isinstance(a.str, ast.StructStr)
    b = strs.binds[1].str
    assert b == ast.ConstrainedStr(ast.FunAppStr("F", ast.LongStr(ast.LongId((), "A"))), ast.SigId("S"), False)
    f, g, c, d = decs[2:6]
    assert isinstance(f, ast.FunctorDec) and isinstance(f.binds[0].param, ast.StrParam)
    assert isinstance(f.binds[0].body, ast.ConstrainedStr)
    assert isinstance(g, ast.FunctorDec) and isinstance(g.binds[0].param, ast.SpecParam)
    assert isinstance(c, ast.StructureDec)
    app = c.binds[0].str
    assert isinstance(app, ast.FunAppStr) and app.decs_form and isinstance(app.arg, ast.StructStr)
    assert isinstance(d, ast.StructureDec) and d.binds[0].str == ast.FunAppStr("G", ast.StructStr(()), True)
    assert isinstance(decs[-1], ast.ExpDec)


# -- errors and spans -----------------------------------------------------------


@pytest.mark.parametrize(
    "text, message",
    [
        ("val x = ", "1:9: syntax error: expected an expression but found end of file"),
        ("val = 1", "1:5: syntax error: expected a pattern but found '='"),
        ("val x = (1, 2", "1:14: syntax error: expected ')' but found end of file"),
        ("type t = int *", "1:15: syntax error: expected a type but found end of file"),
        ("end", "1:1: syntax error: expected a declaration but found 'end'"),
        ("val x = {a = 1, a = 2}", "1:17: duplicate label 'a' in record"),
        ("val x = 1 2.5 ; fun f 2.5 = 1", "1:23: syntax error: real constants are not allowed in patterns"),
        ("val rec f = 1", "1:13: syntax error: the right side of 'val rec' must be a 'fn' expression"),
        ("fun f x = 1 | g x = 2", "1:15: syntax error: clauses of one function must all define 'f', not 'g'"),
        ("structure S = struct signature T = sig end end", "1:22: syntax error: a 'signature' declaration is not allowed inside a structure"),
        ("infix 12 ++", "1:7: syntax error: a fixity precedence must be a single digit 0-9"),
        ("sharing", "1:1: syntax error: expected a declaration but found 'sharing'"),
        # `<op>vid<:ty> as pat`: a parenthesized pattern on the left is not a vid
        ("fun g ((y) as z) = y", "1:9: syntax error: the left side of 'as' must be a variable"),
        ("val (x : int) as y = 1", "1:6: syntax error: the left side of 'as' must be a variable"),
    ],
)
def test_syntax_errors(text: str, message: str) -> None:
    assert fails(text) == message


def test_spans() -> None:
    (d,) = parse("val x =\n  f (a, b) + 1")
    assert isinstance(d, ast.ValDec)
    e = d.binds[0].exp
    assert (e.span.line, e.span.col, e.span.end_line, e.span.end_col) == (2, 3, 2, 15)
    assert isinstance(e, ast.AppExp) and isinstance(e.fn, ast.VarExp)
    assert (e.fn.span.line, e.fn.span.col, e.fn.span.end_col) == (2, 12, 13)
    assert isinstance(e.arg, ast.TupleExp)
    app = e.arg.items[0]
    assert isinstance(app, ast.AppExp) and isinstance(app.arg, ast.TupleExp)
    assert (app.arg.span.col, app.arg.span.end_col) == (5, 11)
    assert (d.span.line, d.span.col, d.span.end_line, d.span.end_col) == (1, 1, 2, 15)
    assert d.span.file == "t.sml"
    (s,) = parse("structure S = struct end")
    assert (s.span.col, s.span.end_col) == (1, 25)


def test_fun_clause_after_case_says_to_parenthesize() -> None:
    """Contested (issue 29), kept: by the grammar a case in a fun clause takes
    the next `| f ...` as a rule of its match; the error says why and what to do.
    A `=` after the first rule's pattern gets no such note."""
    text = "fun f (x :: xs) = case xs of [] => 2 | _ => 3\n  | f nil = 0"
    with pytest.raises(CompileError) as info:
        parse(text)
    d = info.value.diagnostic
    assert (d.span.line, d.span.col, d.message) == (2, 11, "syntax error: expected '=>' but found '='")
    assert any("parentheses" in note for note in d.notes)
    with pytest.raises(CompileError) as info:
        parse("val x = case 1 of 1 = 2")
    assert info.value.diagnostic.notes == ()
    assert parse("fun f (x :: xs) = (case xs of [] => 2 | _ => 3)\n  | f nil = 0")
