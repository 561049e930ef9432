"""The typed Absyn: scheme + instance annotations on uses (Shao §3.4.1), unique
variable identities, zonked types, the printer and the checker."""
from __future__ import annotations

from elab_helpers import elaborate

from compiler.elab import absyn as A
from compiler.elab import print_absyn
from compiler.elab.types import TVar, scheme_to_string, type_to_string


def _uses(node: object, out: list[object]) -> list[object]:
    """Every VarExp/ConExp/ConPat below `node` (generic walk over dataclass slots)."""
    if isinstance(node, tuple):
        for x in node:
            _uses(x, out)
        return out
    if isinstance(node, (A.VarExp, A.ConExp, A.ConPat)):
        out.append(node)
    slots = getattr(type(node), "__slots__", ())
    if type(node).__module__ == A.__name__:
        for s in slots:
            _uses(getattr(node, s), out)
    return out


def test_polymorphic_use_carries_scheme_and_instance() -> None:
    result, _ = elaborate("fun square (x : real) = x * x\nval l = map square [1.0]\n")
    uses = _uses(result.program.decs, [])
    m = next(u for u in uses if isinstance(u, A.VarExp) and u.var.name == "map")
    assert scheme_to_string(m.scheme) == "('a -> 'b) -> 'a list -> 'b list"
    assert type_to_string(m.ty) == "(real -> real) -> real list -> real list"
    times = next(u for u in uses if isinstance(u, A.VarExp) and u.var.name == "*")
    assert type_to_string(times.ty) == "real * real -> real"


def test_constructor_use_carries_scheme_and_instance() -> None:
    result, _ = elaborate("fun f (x :: _) = x + 1 | f [] = 0\nval y = SOME \"s\"\n")
    uses = _uses(result.program.decs, [])
    cons = next(u for u in uses if isinstance(u, A.ConPat) and u.con.name == "::")
    assert scheme_to_string(cons.scheme) == "'a * 'a list -> 'a list"
    assert type_to_string(cons.inst) == "int * int list -> int list"
    some = next(u for u in uses if isinstance(u, A.ConExp) and u.con.name == "SOME")
    assert type_to_string(some.ty) == "string -> string option"


def test_variables_have_unique_identities() -> None:
    result, _ = elaborate("val x = 1\nval x = x + 1\nfun f x = x\n")
    d0, d1, _ = result.program.decs
    assert isinstance(d0, A.ValDec) and isinstance(d1, A.ValDec)
    first = d0.binds[0].pat
    second = d1.binds[0].pat
    use = d1.binds[0].exp.arg.fields[0][1]  # type: ignore[attr-defined]
    assert isinstance(first, A.VarPat) and isinstance(second, A.VarPat)
    assert first.var != second.var and use.var == first.var


def test_generalized_binding_lists_its_type_variables() -> None:
    result, _ = elaborate("val id = fn x => x\nval r = ref 0\n")
    vb = result.program.decs[0].binds[0]  # type: ignore[union-attr]
    assert len(vb.tyvars) == 1 and isinstance(vb.tyvars[0], TVar)
    assert result.program.decs[1].binds[0].tyvars == ()  # type: ignore[union-attr]


def test_fun_becomes_recursive_fn() -> None:
    result, _ = elaborate("fun add x y = x + y\nfun pick (SOME x) y = x | pick NONE y = y\n")
    add, pick = result.program.decs
    assert isinstance(add, A.RecValDec) and isinstance(pick, A.RecValDec)
    # Irrefutable single clause: nested fns; otherwise fn x1 => fn x2 => case (x1, x2).
    assert isinstance(add.binds[0].exp.rules[0].exp, A.FnExp)
    inner = pick.binds[0].exp.rules[0].exp
    assert isinstance(inner, A.FnExp) and isinstance(inner.rules[0].exp, A.CaseExp)


def test_residual_type_variables_default_to_unit() -> None:
    # The element type of [] is never constrained; it must not stay a unification variable.
    result, _ = elaborate("val n = length []\n")
    text = print_absyn(result.program)
    assert "length/1{unit list -> int}" in text


def test_printer_is_deterministic() -> None:
    src = "fun f x = let val y = (x, x) in #1 y end\nval z = f 3\nexception E of string\n"
    a = print_absyn(elaborate(src)[0].program)
    b = print_absyn(elaborate(src)[0].program)
    assert a == b
    assert "val rec ['a] f/0 : 'a -> 'a" in a
    assert "exception E of string" in a


def test_static_env_of_the_unit() -> None:
    result, _ = elaborate("datatype t = A | B of int\nexception X\nval v = B 1\ntype u = t list\n")
    assert set(result.env.types) == {"t", "u"}
    assert {"A", "B", "X", "v"} <= set(result.env.values)
