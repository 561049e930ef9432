"""Shrinking reductions on hand-built CPS and LEXP."""
from __future__ import annotations

from cps_helpers import INT, checked, fn, prim, run_both, var

from compiler.cps import check, convert, interpret, optimize, shrink
from compiler.cps.ir import (
    INT_T, PTR_T, REAL_T, App, Fix, FunDef, FunT, IntConst, LetCont, LetPrim, LetRecord, LetVal,
    Program, RealConst, Select, StringConst, Supply, Switch, Throw, subterms,
)
from compiler.cps.printer import show
from compiler.lexp import ir as L

MAX_INT = (1 << 62) - 1


def _program(build) -> Program:
    """A program `main(ret: int, exn)` whose body is `build(supply, ret, exn)`."""
    s = Supply()
    main = s.var("main", FunT((), INT_T))
    ret = s.cont("ret", (INT_T,))
    exn = s.cont("exn", (PTR_T,))
    body = build(s, ret, exn)
    return checked(Program(FunDef(main, ret, exn, (), body), s.next_id + 1))


def test_constant_folding_to_a_single_throw() -> None:
    def build(s, ret, exn):
        a, b, c, d = (s.var(n, INT_T) for n in "abcd")
        return LetVal(a, IntConst(20), LetVal(b, IntConst(22), LetPrim(
            c, "int_add", (a, b), exn, LetPrim(d, "int_lt", (c, a), None, Switch(
                d, ((1, Throw(ret, (a,))),), Throw(ret, (c,)))))))
    prog = checked(shrink.run(_program(build)))
    assert show(prog) == "program fun v0(k0, k1) : int =  # main\n  let v1 : int = 42\n  throw k0(v1)\n"


def test_overflowing_addition_is_not_folded() -> None:
    def build(s, ret, exn):
        a, b, c = (s.var(n, INT_T) for n in "abc")
        return LetVal(a, IntConst(MAX_INT), LetVal(b, IntConst(1), LetPrim(
            c, "int_add", (a, b), exn, Throw(ret, (a,)))))
    prog = checked(shrink.run(_program(build)))
    assert "int_add" in show(prog)
    assert interpret(prog).uncaught == "Overflow"


def test_dead_pure_bindings_go_effects_stay() -> None:
    def build(s, ret, exn):
        a, r, x, m, u, q = (s.var(n, t) for n, t in (("a", INT_T), ("r", PTR_T), ("x", INT_T),
                                                     ("m", PTR_T), ("u", INT_T), ("q", INT_T)))
        return LetVal(a, IntConst(1), LetRecord(r, (a, a), 0, Select(x, 0, r, LetVal(
            m, StringConst("hi"), LetPrim(u, "print", (m,), None, LetPrim(
                q, "int_div", (a, a), exn, Throw(ret, (a,))))))))
    prog = checked(shrink.run(_program(build)))
    text = show(prog)
    assert "record" not in text and ".0" not in text
    assert "print" in text


def test_known_record_select_and_box_unbox_cancel() -> None:
    def build(s, ret, exn):
        x, b, r, f, u, i = (s.var(n, t) for n, t in (("x", REAL_T), ("b", PTR_T), ("r", PTR_T),
                                                     ("f", PTR_T), ("u", REAL_T), ("i", INT_T)))
        return LetVal(x, RealConst(2.75), LetPrim(b, "box_real", (x,), None, LetRecord(
            r, (b, b), 0, Select(f, 1, r, LetPrim(u, "unbox_real", (f,), None, LetPrim(
                i, "real_floor", (u,), exn, Throw(ret, (i,))))))))
    prog = checked(shrink.run(_program(build)))
    assert show(prog) == "program fun v0(k0, k1) : int =  # main\n  let v1 : int = 2\n  throw k0(v1)\n"


def test_eta_reduction_of_function_and_continuation() -> None:
    def build(s, ret, exn):
        g = s.var("g", FunT((INT_T,), INT_T))
        f = s.var("f", FunT((INT_T,), INT_T))
        gk, gh, gx = s.cont("r", (INT_T,)), s.cont("h", (PTR_T,)), s.var("x", INT_T)
        fk, fh, fx = s.cont("r", (INT_T,)), s.cont("h", (PTR_T,)), s.var("y", INT_T)
        one, t = s.var("one", INT_T), s.var("t", INT_T)
        gdef = FunDef(g, gk, gh, (gx,), LetVal(one, IntConst(1), LetPrim(
            t, "int_add", (gx, one), gh, Throw(gk, (t,)))))
        fdef = FunDef(f, fk, fh, (fx,), App(g, fk, fh, (fx,)))
        j, jx = s.cont("j", (INT_T,)), s.var("z", INT_T)
        j2, jy = s.cont("j2", (INT_T,)), s.var("w", INT_T)
        m, a = s.var("m", PTR_T), s.var("a", INT_T)
        # f, g and j2 are used twice (no inlining); j only forwards to j2.
        # `a` comes from an effect, so the switch cannot be folded.
        return Fix((gdef,), Fix((fdef,), LetVal(m, StringConst(""), LetPrim(
            a, "print", (m,), None, LetCont(
                j2, (jy,), Throw(ret, (jy,)), LetCont(j, (jx,), Throw(j2, (jx,)), Switch(
                    a, ((1, App(f, j, exn, (a,))),), App(g, j2, exn, (a,)))))))))
    prog = checked(shrink.run(_program(build), inline_passes=0))
    text = show(prog)
    # f = g and j = j2: both calls go to g returning to j2.
    calls = [line.strip() for line in text.splitlines() if line.strip().startswith("call")]
    assert len(calls) == 2 and len(set(calls)) == 1, text
    assert interpret(prog).result == 1


def test_function_called_once_is_inlined_and_recursion_kept() -> None:
    sq, x = var("sq"), var("x")
    out, _, small = run_both(L.Let(
        sq, L.ArrowTy(INT, INT), fn(x, INT, prim("int_mul", L.Var(x), L.Var(x)), INT),
        L.App(L.Var(sq), L.Int(7))))
    assert out.result == 49
    assert not isinstance(small.main.body, Fix)
    assert "int_mul" not in show(small)  # inlined, then folded

    fact, n = var("fact"), var("n")
    body = L.Switch(prim("int_eq", L.Var(n), L.Int(0)), "int", ((1, L.Int(1)),),
                    prim("int_mul", L.Var(n), L.App(L.Var(fact), prim("int_sub", L.Var(n), L.Int(1)))),
                    INT)
    e = L.Fix((fact,), (L.ArrowTy(INT, INT),), (fn(n, INT, body, INT),), L.App(L.Var(fact), L.Int(5)))
    out, _, small = run_both(e)
    assert out.result == 120
    # Called once from outside but also from its own body: not inlined.
    assert isinstance(small.main.body, Fix)


def test_switch_on_known_constructor_folds() -> None:
    b = L.DataconInfo(L.Tagged("B", 1, False, 1), INT)
    a = L.DataconInfo(L.Constant("A", 0), None)
    x = var("x")
    e = L.Let(x, L.BOXED, L.Con(b, L.Int(5)), L.Switch(
        L.Var(x), "datacon", ((a, L.Int(0)), (b, L.Decon(b, L.Var(x)))), None, INT))
    out, _, small = run_both(e)
    assert out.result == 5
    assert show(small) == "program fun v0(k0, k1) : int =  # main\n  let v1 : int = 5\n  throw k0(v1)\n"


def test_shrink_preserves_checker_invariants_on_unused_handler() -> None:
    p = var("p")
    e = L.Handle(L.Int(3), p, L.Int(4))
    out, _, small = run_both(e)
    assert out.result == 3 and "letcont" not in show(small)
    assert check(small) == []


def _shrunk_source(text: str) -> Program:
    from compiler.elab import elaborate_program
    from compiler.lexp import translate
    from compiler.source import SourceFile
    from compiler.syntax import parse_program

    diagnostics: list = []
    absyn = elaborate_program(parse_program(SourceFile("t.sml", text)), diagnostics).program
    assert not [d for d in diagnostics if d.severity == "error"], diagnostics
    return checked(optimize.release(checked(convert(translate(absyn)))))


def test_rebuilding_the_matched_cell_reuses_it() -> None:
    """Record-copy elimination: `x :: xs` in the arm that matched it, and
    `A (x, y)` in the arm that matched `A`, are the matched cell; `B (x, y)`
    from an `A` cell (another tag) and `y :: x :: r` (other fields) are new."""
    prog = _shrunk_source("""
        datatype t = A of int * int | B of int * int
        (* recursive, so that they stay functions *)
        fun keep (x :: xs) = if x > 0 then x :: xs else keep xs
          | keep [] = []
        fun same (A (x, y)) = if x > y then A (x, y) else same (B (y, x))
          | same (B (x, y)) = A (x, y)
        fun swap (x :: y :: r) = if x < y then swap (y :: x :: r) else x :: y :: r
          | swap l = l
        fun sum [] = 0 | sum (x :: r) = x + sum r
        fun tsum (A (x, y)) = 10 * x + y | tsum (B (x, y)) = 1000 * x + 100 * y
        val _ = print (if sum (keep [3, 4]) = 7 andalso sum (keep [~1, 5]) = 5
                          andalso tsum (same (A (2, 1))) = 21 andalso tsum (same (A (1, 2))) = 21
                          andalso sum (swap [1, 2, 3]) = 6
                       then "ok" else "wrong")
    """)
    assert interpret(prog).stdout == "ok"
    funs = {seg.split("\n")[0].split("# ")[-1]: seg for seg in show(prog).split("fun ")}
    allocations = {name: text.count(" = record") for name, text in funs.items()}
    assert allocations["keep"] == 0, funs["keep"]
    assert allocations["same"] == 2, funs["same"]  # B (y, x), and A (x, y) from a B cell
    assert allocations["swap"] == 2, funs["swap"]  # y :: x :: r; x :: y :: r is the matched cell


def test_functor_applications_are_specialized() -> None:
    """Each application of a functor gets its own copy of the body, whatever
    its size, so the argument's functions become known calls that inline:
    no call of the functor and no call of either `compare` is left."""
    prog = _shrunk_source("""
        signature ORD = sig type t val compare : t * t -> order end
        functor MakeSorted (O : ORD) = struct
          (* recursive, so that they stay functions *)
          fun insert (x, []) = [x]
            | insert (x, y :: ys) = if O.compare (x, y) = GREATER then y :: insert (x, ys) else x :: y :: ys
          fun sort xs = foldl insert [] xs
          fun isSorted (x :: (r as y :: _)) = O.compare (x, y) <> GREATER andalso isSorted r
            | isSorted _ = true
          fun member (x, []) = false
            | member (x, y :: ys) = O.compare (x, y) = EQUAL orelse member (x, ys)
        end
        structure I = MakeSorted (struct type t = int fun compare (a : int, b) = if a < b then LESS else if a > b then GREATER else EQUAL end)
        structure R = MakeSorted (struct type t = real fun compare (a : real, b) = if a < b then LESS else if a > b then GREATER else EQUAL end)
        val _ = print (if I.isSorted (I.sort [3, 1, 2]) andalso R.member (2.5, R.sort [2.5, ~1.0])
                       then "ok" else "wrong")
    """)
    assert prog.functors
    assert interpret(prog).stdout == "ok"
    text = show(prog)
    assert "MakeSorted" not in text
    assert "compare" not in text


def test_curried_functions_get_a_multi_argument_entry() -> None:
    """Uncurrying: `eval`, curried and too big to inline, gets a worker taking
    both arguments at once. Its recursive calls pass `env` back unchanged, so
    they call the closure `eval env` already is (compiler/cps/static_args.py):
    the worker defines that loop and enters it, and the loop's six recursive
    calls call it directly, so no closure is built for them. The partial
    application `eval 10` still builds a closure (calling the worker). A small
    curried function (`add`) is not split: it is inlined whole."""
    prog = _shrunk_source("""
        datatype e = N of int | A of e * e | M of e * e | S of e * e
        fun eval env (N n) = n + env
          | eval env (A (a, b)) = eval env a + eval env b
          | eval env (M (a, b)) = eval env a * eval env b
          | eval env (S (a, b)) = eval env a - eval env b
        fun map f [] = [] | map f (x :: xs) = f x :: map f xs
        fun sum [] = 0 | sum (x :: xs) = x + sum xs
        fun add x y = x + y
        val e = A (N 2, M (N 3, S (N 4, N 1)))
        val _ = print (if eval 1 e = 15 andalso sum (map (eval 10) [N 1, e]) = 62
                          andalso sum (map (add 1) [1, 2]) = 5 then "ok" else "wrong")
    """)
    assert interpret(prog).stdout == "ok"
    funs = [t for t in subterms(prog.main.body) if isinstance(t, Fix) for t in t.funs]
    (worker,) = [f for f in funs if f.name.hint == "eval_full"]
    assert len(worker.params) == 2
    match worker.body:
        case Fix((loop,), App(entered, ret, _, args)):
            assert (entered.id, ret.id, args) == (loop.name.id, worker.ret.id, worker.params[1:])
        case _:
            raise AssertionError(f"the worker does not enter its loop: {worker.body!r}")
    recursive = [t for t in subterms(loop.body) if isinstance(t, App) and t.fn.id == loop.name.id]
    assert len(recursive) == 6
    assert not [t for t in subterms(worker.body) if isinstance(t, App) and t.fn.hint.startswith("eval")]
    assert not [f for f in funs if f.name.hint.startswith("add")]


def test_a_higher_order_function_is_specialized_on_a_known_argument() -> None:
    """`count` (too big to inline on its size alone, but a higher-order
    function) is copied into the call that passes it the known `isSmall`:
    the copy's loop calls `isSmall` directly, which is then inlined, so that
    loop makes no unknown call. The call passing `viaParam`'s parameter `p`
    keeps calling `count`, whose loop calls `p`."""
    prog = _shrunk_source("""
        fun count (p : int -> bool) (xs : int list) =
          let fun loop ([], acc) = acc
                | loop (x :: rest, acc) = loop (rest, if p x then acc + 1 else acc)
              val n = loop (xs, 0)
          in if n > 1000 then n * 2 + (if p n then 1 else 0) else n + (if p 0 then 100 else 0) end
        fun isSmall x = x < 3 orelse x = 7 orelse x = 9
        fun viaParam (p, l, 0) = count p l | viaParam (p, l, n) = viaParam (p, l, n - 1)
        val _ = print (if count isSmall [1, 5, 7, 2] = 103 andalso viaParam (fn x => x > 5, [6, 7, 1], 3) = 2
                       then "ok" else "wrong")
    """)
    assert interpret(prog).stdout == "ok"
    funs = [f for t in subterms(prog.main.body) if isinstance(t, Fix) for f in t.funs]
    loops = [f for f in funs if f.name.hint == "loop"]
    assert len(loops) == 2  # the specialized copy and count's own
    known = {f.name.id for f in funs}
    unknown = [[t for t in subterms(f.body) if isinstance(t, App) and t.fn.id not in known] for f in loops]
    assert sorted(len(u) for u in unknown) == [0, 1]  # p's call stays in count's loop only


def test_real_array_elements_are_read_and_written_unboxed() -> None:
    """An array of reals is flat (runtime LD_RARRAY): where the element type
    is real, reads and writes move doubles (`real_array_sub`,
    `real_array_update`: no `box_real`); where it is known not to be real,
    reads are `array_sub_word`; only polymorphic code keeps `array_sub`,
    which boxes the element of a flat array. Polymorphic `first` used at
    real has a copy of its own (compiler/lexp/from_absyn.py), which reads
    the double; its use at int takes the generic one."""
    prog = _shrunk_source("""
        val re = ld_array_make (8, 0.5)
        val ns = ld_array_make (8, 3)
        (* recursive, so that they stay functions *)
        fun scale (i, k : real) = if i < 0 then () else
              (ld_array_update (re, i, ld_array_sub (re, i) * k); scale (i - 1, k))
        fun total (i, acc) = if i < 0 then acc else total (i - 1, acc + ld_array_sub (ns, i))
        fun first (a : 'a array) = if ld_array_length a > 100 then first a else ld_array_sub (a, 0)
        val _ = scale (7, 4.0)
        val _ = print (if ld_array_sub (re, 3) > 1.9 andalso total (7, 0) = 24 andalso first re > 1.9
                          andalso first ns = 3 then "ok" else "wrong")
    """)
    assert interpret(prog).stdout == "ok"
    funs = {seg.split("\n")[0].split("# ")[-1]: seg for seg in show(prog).split("fun ")}
    assert "real_array_sub(" in funs["scale"] and "real_array_update(" in funs["scale"], funs["scale"]
    assert "box_real" not in funs["scale"] and " array_sub(" not in funs["scale"]
    assert "array_sub_word(" in funs["total"] and " array_sub(" not in funs["total"]
    firsts = [seg for seg in show(prog).split("fun ") if seg.split("\n")[0].endswith("# first")]
    assert len(firsts) == 2, firsts
    assert any(" array_sub(" in seg for seg in firsts) and any("real_array_sub(" in seg for seg in firsts)
