"""Hand-built LEXP for the LEXP and CPS tests (on the test path through
`pythonpath` in pyproject.toml): small constructors, and the structure programs
both phases run (Shao §3.5.2: structure records, exception identities reached
through a structure path)."""
from __future__ import annotations

from collections.abc import Callable

from compiler.lexp import ir as L

INT, REAL, BOXED = L.INT, L.REAL, L.BOXED


def var(name: str) -> L.LVar:
    return L.fresh_lvar(name)


def prim(name: str, *args: L.Lexp) -> L.PrimApp:
    return L.PrimApp(name, tuple(args))


def seq(*es: L.Lexp) -> L.Lexp:
    """Evaluate `es` in order for effect; the value of the last one."""
    body = es[-1]
    for e in reversed(es[:-1]):
        body = L.Let(var("_"), INT, e, body)
    return body


def say(text: str) -> L.Lexp:
    return prim("print", L.String(text))


def expect_int(e: L.Lexp, n: int, label: str) -> L.Lexp:
    """Print `label=ok` if `e` evaluates to `n`, else `label=BAD`."""
    return L.Switch(prim("int_eq", e, L.Int(n)), "int", ((1, say(f"{label}=ok\n")),),
                    say(f"{label}=BAD\n"), INT)


def expect_real(e: L.Lexp, x: float, label: str) -> L.Lexp:
    return L.Switch(prim("real_eq", e, L.Real(x)), "int", ((1, say(f"{label}=ok\n")),),
                    say(f"{label}=BAD\n"), INT)


def sel(e: L.Lexp, *path: int) -> L.Lexp:
    for i in path:
        e = L.Select(i, e)
    return e


INNER_TY = L.SRecordTy((REAL, INT))
OUTER_TY = L.SRecordTy((INT, REAL, BOXED, INNER_TY))


def nested_structure(use: Callable[[L.Lexp], L.Lexp]) -> L.Lexp:
    """`structure S = struct val a = 42 val b = 1.5 val c = "hello"
    structure I = struct val x = 2.5 val y = 7 end end`, then `use(S)`."""
    inner, outer = var("I"), var("S")
    return L.Let(inner, INNER_TY, L.SRecord((L.Real(2.5), L.Int(7))),
                 L.Let(outer, OUTER_TY,
                       L.SRecord((L.Int(42), L.Real(1.5), L.String("hello"), L.Var(inner))),
                       use(L.Var(outer))))


def exn_structure_program(raised: str) -> L.Lexp:
    """structure S = struct val k = 0.5 structure T = struct val n = 1 exception E of int end
    exception F end; raise S.T.E 5 (`raised` "E") or S.F, handled by a switch naming F
    through the structure and E through its identity variable."""
    e_id, f_id, t, s, p = var("E"), var("F"), var("T"), var("S"), var("p")
    t_ty = L.SRecordTy((INT, BOXED))
    s_ty = L.SRecordTy((REAL, t_ty, BOXED))
    e_path = L.DataconInfo(L.ExnCon("E", s, None, True, (1, 1)), INT)
    f_path = L.DataconInfo(L.ExnCon("F", s, None, False, (2,)), None)
    e_direct = L.DataconInfo(L.ExnCon("E", e_id, None, True), INT)
    packet = L.Con(e_path, L.Int(5)) if raised == "E" else L.Con(f_path, None)
    handler = L.Switch(L.Var(p), "exn", (
        (f_path, say("F caught\n")),
        (e_direct, seq(say("E caught directly\n"),
                       expect_int(L.Decon(e_path, L.Var(p)), 5, "arg"))),
    ), L.Raise(L.Var(p), INT), INT)
    return L.Let(e_id, BOXED, prim("exn_new_identity", L.String("E")),
                 L.Let(f_id, BOXED, prim("exn_new_identity", L.String("F")),
                       L.Let(t, t_ty, L.SRecord((L.Int(1), L.Var(e_id))),
                             L.Let(s, s_ty, L.SRecord((L.Real(0.5), L.Var(t), L.Var(f_id))),
                                   L.Handle(L.Raise(packet, INT), p, handler)))))
