"""Inferred types of top-level bindings: HM, let-polymorphism, value restriction,
equality types, overloading, records, datatypes, exceptions."""
from __future__ import annotations

import pytest

from elab_helpers import first_error, type_of, types_of, warnings_of

CASES = [
    ("fun map f [] = [] | map f (x::xs) = f x :: map f xs", "map", "('a -> 'b) -> 'a list -> 'b list"),
    ("val f = fn x => x", "f", "'a -> 'a"),
    ("fun eq (a, b) = a = b", "eq", "''a * ''a -> bool"),
    ("fun f x = x + x", "f", "int -> int"),
    ("fun g (x:real) = x + 1.0", "g", "real -> real"),
    ("fun g x = x + 1.0", "g", "real -> real"),
    ("fun w (x : word) = x * 0w2", "w", "word -> word"),
    ("fun lt (a, b) = a < b", "lt", "int * int -> bool"),
    ("fun lts (a, b : string) = a < b", "lts", "string * string -> bool"),
    ("fun neg x = ~ x", "neg", "int -> int"),
    ("fun d (a, b) = a / b", "d", "real * real -> real"),
    ("fun m (a, b) = a mod b", "m", "int * int -> int"),
    ("fun compose (f, g) x = f (g x)", "compose", "('a -> 'b) * ('c -> 'a) -> 'c -> 'b"),
    ("val p = (1, \"a\", 2.0)", "p", "int * string * real"),
    ("val r = {b = 1.0, a = 1}", "r", "{a: int, b: real}"),
    ("fun fst {a, b} = a", "fst", "{a: 'a, b: 'b} -> 'a"),
    ("fun fa (r : {a : int, b : string}) = #a r", "fa", "{a: int, b: string} -> int"),
    ("val sel = #2 (1, \"x\")", "sel", "string"),
    ("val u = ()", "u", "unit"),
    ("val n = []", "n", "'a list"),
    ("val n = NONE", "n", "'a option"),
    ("val l = [[1], []]", "l", "int list list"),
    ("fun pairs x y = (x, y)", "pairs", "'a -> 'b -> 'a * 'b"),
    ("val ap = (fn f => f 1) (fn x => x)", "ap", "int"),
    ("fun f r = (r := 1; !r)", "f", "int ref -> int"),
    ("fun swap (ref x, ref y) = (x, y)", "swap", "'a ref * 'b ref -> 'a * 'b"),
    ("fun refEq (a : int ref, b) = a = b", "refEq", "int ref * int ref -> bool"),
    ("fun arrEq (a : real ref, b) = a = b", "arrEq", "real ref * real ref -> bool"),
    ("fun h x = raise Fail x", "h", "string -> 'a"),
    ("fun safe f = f () handle Div => 0", "safe", "(unit -> int) -> int"),
    ("fun loop (n : int ref) = while !n > 0 do n := !n - 1", "loop", "int ref -> unit"),
    ("val poly = let fun id x = x in (id 1, id \"s\") end", "poly", "int * string"),
    ("fun len [] = 0 | len (_ :: t) = 1 + len t", "len", "'a list -> int"),
    ("val c = map (fn x => x * 2) [1, 2]", "c", "int list"),
    ("val s = foldl (op +) 0 [1, 2]", "s", "int"),
    ("val o2 = (rev o rev) [1]", "o2", "int list"),
    ("val e = exnMessage (Fail \"x\")", "e", "string"),
    ("fun mem (x, l) = foldl (fn (y, b) => b orelse x = y) false l", "mem", "''a * ''a list -> bool"),
    ("fun f (x, y) = if x then y else y + 1", "f", "bool * int -> int"),
    ("val (a, b) = (1, true)", "b", "bool"),
    ("val x as (y, z) = (1, 2)", "x", "int * int"),
    ("fun 'a id (x : 'a) : 'a = x", "id", "'a -> 'a"),
    ("val rec fact = fn n => if n = 0 then 1 else n * fact (n - 1)", "fact", "int -> int"),
    ("fun even 0 = true | even n = odd (n - 1) and odd 0 = false | odd n = even (n - 1)", "odd", "int -> bool"),
    ("fun k x = let val y = x in fn z => (y, z) end", "k", "'a -> 'b -> 'a * 'b"),
    ("val v = vector [1]", "v", "int vector"),
    ("fun cmp (a, b) = if a < b then LESS else GREATER", "cmp", "int * int -> order"),
]


@pytest.mark.parametrize("src,name,expected", CASES, ids=[c[1] + str(i) for i, c in enumerate(CASES)])
def test_inferred_type(src: str, name: str, expected: str) -> None:
    assert type_of(src, name) == expected


def test_value_restriction() -> None:
    src = "val r = ref []\nval f = fn x => x\nval g = (fn x => x) (fn y => y)\n"
    got = types_of(src)
    assert got["f"] == "'a -> 'a"
    assert got["r"] == "?.X1 list ref"
    assert got["g"] == "?.X2 -> ?.X2"
    warns = warnings_of(src)
    assert warns[0].startswith("1:1: type variable not generalized because of the value restriction: r")
    assert warns[1].startswith("3:1: type variable not generalized")


def test_value_restriction_inside_let_is_monomorphic() -> None:
    # The ref cell is not generalized, so its use fixes the element type.
    assert type_of("val x = let val r = ref [] in r := [1]; !r end", "x") == "int list"


def test_constructor_application_is_nonexpansive() -> None:
    assert type_of("val s = SOME []", "s") == "'a list option"
    assert type_of("val p = ([], fn x => x)", "p") == "'a list * ('b -> 'b)"


def test_rule_15_concerns_only_the_bound_variables() -> None:
    """An explicit type variable of an expansive `val` that reaches no bound
    variable is no obstacle; one that does keeps the other bindings of the same
    `val` from generalizing it (Definition rule 15, §4.8)."""
    got = types_of("val 'b (c, _) = (ref 0, fn y : 'b => y)\n"
                   "val 'b (d, _) = (ref [], fn y : 'b => y) and k = fn z : 'b => z\n")
    assert got["c"] == "int ref"
    assert got["k"] == "'b -> 'b"
    assert got["d"] == "?.X1 list ref"
    assert first_error("val 'b f = fn y : 'b => y and cell = ref (fn y : 'b => y)").diagnostic.message == (
        "explicit type variable 'b cannot be generalized at its binding declaration")


def test_datatypes() -> None:
    got = types_of(
        "datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree\n"
        "fun ins (x, Leaf) = Node (Leaf, x, Leaf)\n"
        "  | ins (x, t as Node (l, y, r)) = if x < y then Node (ins (x, l), y, r) else t\n"
        "val t = Node (Leaf, \"a\", Leaf)\n"
    )
    assert got["ins"] == "int * int tree -> int tree"
    assert got["t"] == "string tree"


def test_withtype_and_abbreviations() -> None:
    got = types_of(
        "datatype 'a rose = Rose of 'a * 'a forest withtype 'a forest = 'a rose list\n"
        "fun kids (Rose (_, f)) = f\n"
        "type 'a pair = 'a * 'a\n"
        "fun sw ((a, b) : 'a pair) = (b, a)\n"
    )
    assert got["kids"] == "'a rose -> 'a rose list"
    assert got["sw"] == "'a * 'a -> 'a * 'a"


def test_replication_and_abstype() -> None:
    got = types_of(
        "datatype o2 = datatype order\nval l = LESS : o2\n"
        "abstype t = T of int with val mk = T fun un (T n) = n end\n"
        "val x = un (mk 3)\n"
    )
    assert got["l"] == "order"
    assert got["mk"] == "int -> t"
    assert got["x"] == "int"


def test_exceptions() -> None:
    got = types_of(
        "exception E of int and F\nexception G = E\n"
        "fun f x = (raise G x) handle E n => n | F => 0\n"
    )
    assert got["f"] == "int -> int"


def test_local_and_let_scoping() -> None:
    got = types_of("local val a = 1 in val b = a + 1 end\nval c = let val a = \"s\" in a end\n")
    assert "a" not in got
    assert got["b"] == "int" and got["c"] == "string"


def test_equality_datatypes() -> None:
    # A datatype admits equality iff its constructors' arguments do (fixpoint).
    types_of("datatype t = A | B of t * int\nval x = A = B (A, 1)\n")
    types_of("datatype 'a box = Box of 'a\nval y = Box 1 = Box 2\n")
    types_of("datatype r = R of real ref\nval z = R (ref 1.0) = R (ref 2.0)\n")


def test_equality_type_variables_propagate() -> None:
    assert type_of("fun f (x, y) = let val z = [x] in z = [y] end", "f") == "''a * ''a -> bool"



def test_weak_type_variable_determined_by_later_declaration() -> None:
    src = "val log = ref []\nfun add s = log := s :: !log\nval _ = add \"x\"\n"
    got = types_of(src)
    assert got["log"] == "string list ref"
    assert got["add"] == "string -> unit"
    assert warnings_of(src) == []
