"""Match compilation: decision-tree shapes, reachability of every row, and the
pattern forms (layered, records, flexible records, constants, ref, exceptions)."""
from __future__ import annotations

from lexp_helpers import execute, lower, output

from compiler.lexp.ir import Fix, Fn, Int, Let, Lexp, Switch, Unit

PRELUDE = """
fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun say n = print (intToString n ^ "\\n")
"""


def top_fn(unit: Unit, name: str) -> Fn:
    """The function bound at top level to `name` (the last such binding)."""
    found = None
    e: Lexp = unit.body
    while type(e) in (Let, Fix):
        if type(e) is Fix:
            for v, fn in zip(e.vars, e.fns):  # type: ignore[union-attr]
                if v.name == name:
                    found = fn
        e = e.body  # type: ignore[union-attr]
    assert found is not None, name
    return found


def nodes(e: object, cls: type) -> list:
    """Every node of class `cls` under `e` (LEXP nodes are dataclasses)."""
    out = []
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, cls):
            out.append(x)
        if isinstance(x, tuple):
            stack.extend(x)
        elif hasattr(x, "__dataclass_fields__"):
            stack.extend(getattr(x, f) for f in x.__dataclass_fields__)  # type: ignore[union-attr]
    return out


def ints(e: object) -> list[int]:
    return sorted(i.value for i in nodes(e, Int))


def test_constant_rows_give_two_tests() -> None:
    fn = top_fn(lower("fun f (0, _) = 111 | f (_, 0) = 222 | f _ = 333"), "f")
    switches = nodes(fn, Switch)
    assert len(switches) == 2
    assert all(s.kind == "int" and s.default is not None for s in switches)
    assert [i for i in ints(fn) if i > 100] == [111, 222, 333]


def test_actions_reached_twice_are_shared_not_duplicated() -> None:
    fn = top_fn(lower("fun f (1, 1) = 111 | f (_, 2) = 222 | f _ = 333"), "f")
    # The second column is needed by the first two rows, so it is tested first
    # (Maranget's "needed prefix" heuristic): 333 is then reachable both under
    # b = 1 (when a <> 1) and when b is neither 1 nor 2, and is bound once as a function.
    assert [i for i in ints(fn) if i > 100] == [111, 222, 333]
    first = nodes(fn, Switch)
    shared = [x for x in nodes(fn, Let) if isinstance(x.rhs, Fn)]
    assert len(shared) == 1 and ints(shared[0].rhs) == [333]
    assert len(first) == 2


def test_datatype_switch_is_exhaustive_without_default() -> None:
    fn = top_fn(lower("datatype t = A | B of int | C of int * int\n"
                      "fun f A = 1 | f (B n) = n | f (C (x, y)) = x + y"), "f")
    sw, = nodes(fn, Switch)
    assert sw.kind == "datacon" and sw.default is None and len(sw.cases) == 3


def test_every_row_is_reachable() -> None:
    src = PRELUDE + """
datatype t = A | B of int | C of t * t
fun f (A, _) = 1
  | f (_, A) = 2
  | f (B 0, B _) = 3
  | f (B n, B m) = n + m
  | f (C (A, _), _) = 5
  | f (C _, B k) = k
  | f _ = 7
val _ = app say [f (A, B 1), f (B 1, A), f (B 0, B 9), f (B 4, B 6), f (C (A, A), A),
                 f (C (A, A), B 2), f (C (B 1, A), B 6), f (C (B 1, A), C (A, A))]
"""
    assert output(src) == "1\n2\n3\n10\n2\n5\n6\n7\n"


def test_layered_records_and_flexible_records() -> None:
    src = PRELUDE + """
fun g (p as {x, y = 0, ...} : {x : int, y : int, z : int}) = x + #z p
  | g {x, y, z} = x * y * z
fun h (whole as (a, b as (c, _))) = a + c + #2 b + #1 whole
val _ = say (g {x = 1, y = 0, z = 40})
val _ = say (g {x = 2, y = 3, z = 4})
val _ = say (h (1, (10, 100)))
"""
    assert output(src) == "41\n24\n112\n"


def test_constants_of_every_kind() -> None:
    src = PRELUDE + """
fun i ~3 = "minus three" | i 0 = "zero" | i _ = "other"
fun s "a" = 1 | s "bc" = 2 | s _ = 3
fun c #"x" = 1 | c #"\\n" = 2 | c _ = 3
fun w 0w7 = 1 | w _ = 2
fun u () = 5
val _ = print (i ~3 ^ " " ^ i 0 ^ " " ^ i 8 ^ "\\n")
val _ = app say [s "a", s "bc", s "", c #"x", c #"\\n", c #"y", w 0w7, w 0w8, u ()]
"""
    assert output(src) == "minus three zero other\n1\n2\n3\n1\n2\n3\n1\n2\n5\n"


def test_ref_patterns_dereference() -> None:
    src = PRELUDE + """
fun get (ref (SOME n)) = n | get (ref NONE) = 0
val r = ref (SOME 4)
val a = get r
val _ = r := NONE
val _ = app say [a, get r]
"""
    assert output(src) == "4\n0\n"


def test_binding_the_argument_of_a_flat_constructor_copies_the_cell() -> None:
    # `p` is the whole argument of `::`, a 2-field cell: it must be a fresh tuple,
    # or polymorphic equality would compare the cell's tag with a tuple's.
    src = """
val p = case [1, 2] of op :: p => p | [] => (0, [])
val _ = print (if p = (1, [2]) then "equal\\n" else "different\\n")
"""
    assert output(src) == "equal\n"


def test_match_failures() -> None:
    assert execute("fun f 0 = 1\nval _ = f 2").uncaught == "Match"
    assert execute("val [x] = [1, 2]").uncaught == "Bind"
    assert execute("exception E\nval _ = (raise E) handle Fail _ => ()").uncaught == "E"


def test_exceptions_by_identity_with_aliases() -> None:
    src = """
exception E of int
exception F = E
exception G
fun which e = (raise e) handle E 1 => "E1" | F n => "F" ^ str (chr (ord #"0" + n)) | G => "G" | _ => "other"
val _ = print (which (E 1) ^ " " ^ which (F 2) ^ " " ^ which G ^ " " ^ which Div ^ "\\n")
"""
    assert output(src) == "E1 F2 G other\n"


def test_exception_declarations_are_generative() -> None:
    src = """
fun make () = let exception X in (fn () => raise X, fn f => (f (); "none") handle X => "mine") end
val (raise1, catch1) = make ()
val (_, catch2) = make ()
val _ = print (catch1 raise1 ^ "\\n")
val _ = print ((catch2 raise1) handle _ => "escaped\\n")
"""
    assert output(src) == "mine\nescaped\n"
