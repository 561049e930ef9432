"""compiler.llvm.codegen: closed CPS -> LLVM IR -> executable, run and compared.

One test builds a CPS program by hand (no front end involved); the others
compile SML source through the whole pipeline (tests/llvm/sml_build.py),
link with the runtime and check stdout and exit status, some of them again
under LDRIVER_GC_STRESS=1 (a collection at every allocation group).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from sml_build import build, execute, ir_of_cps, run_source

from compiler.cps.ir import (
    INT_T, PTR_T, App, Fix, FunDef, FunT, IntConst, LetCont, LetPrim, LetRecord, LetVal, Program,
    StringConst, Supply, Switch, Throw,
)

INT_TO_STRING = """
fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun printInt n = print (intToString n ^ "\\n")
"""


def _run(tmp_path: Path, body: str, gc_stress: bool = False, profile: str = "dev"):
    return run_source(INT_TO_STRING + body, tmp_path, profile, gc_stress)


def test_hand_built_cps(tmp_path: Path) -> None:
    """fun double x = x + x; main prints "hi" and returns a record iff double 21 = 42."""
    s = Supply()
    dbl = s.var("double", FunT((INT_T,), INT_T))
    x, y = s.var("x", INT_T), s.var("y", INT_T)
    dret, dexn = s.cont("ret", (INT_T,)), s.cont("exn", (PTR_T,))
    double = FunDef(dbl, dret, dexn, (x,), LetPrim(y, "int_add", (x, x), dexn, Throw(dret, (y,))))
    main_v = s.var("main", FunT((), PTR_T))
    mret, mexn = s.cont("ret", (PTR_T,)), s.cont("exn", (PTR_T,))
    n21, r, want, eq = s.var("n", INT_T), s.var("r", INT_T), s.var("w", INT_T), s.var("eq", INT_T)
    msg, u, rec, empty = s.var("msg", PTR_T), s.var("u", INT_T), s.var("rec", PTR_T), s.var("e", PTR_T)
    k = s.cont("k", (INT_T,))
    yes = LetVal(msg, StringConst("hi\n"), LetPrim(u, "print", (msg,), None,
                                                   LetRecord(rec, (u, msg), 0, Throw(mret, (rec,)))))
    no = LetRecord(empty, (), 0, Throw(mret, (empty,)))
    after = LetVal(want, IntConst(42), LetPrim(eq, "int_eq", (r, want), None,
                                               Switch(eq, ((1, yes), (0, no)), None)))
    main = FunDef(main_v, mret, mexn, (), Fix((double,), LetVal(n21, IntConst(21), LetCont(
        k, (r,), after, App(dbl, k, mexn, (n21,))))))
    exe = build(ir_of_cps(Program(main, s.next_id + 1)), tmp_path / "hand")
    res = execute(exe)
    assert (res.stdout, res.status) == ("hi\n", 0)


def test_arithmetic_and_fib(tmp_path: Path) -> None:
    r = _run(tmp_path, """
        fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
        val _ = printInt (fib 25)
        val _ = printInt (7 * ~6 - 3 div 2 + 17 mod 5)
        val _ = printInt (4611686018427387903)
    """)
    assert (r.stdout, r.status) == ("75025\n~41\n4611686018427387903\n", 0)


@pytest.mark.parametrize("expr", ["4611686018427387903 + 1", "~4611686018427387903 - 2",
                                  "2305843009213693952 * 2", "~(~4611686018427387903 - 1)"])
def test_overflow_uncaught(tmp_path: Path, expr: str) -> None:
    r = _run(tmp_path, f"val x = {expr}\nval _ = printInt x\n")
    assert r.status == 1
    assert "unhandled exception: Overflow" in r.stderr


def test_overflow_and_div_caught(tmp_path: Path) -> None:
    r = _run(tmp_path, """
        val _ = print ((Int.toString (4611686018427387903 + 1)) handle Overflow => "ovf\\n")
    """.replace("(Int.toString (4611686018427387903 + 1))", "(intToString (4611686018427387903 + 1))"))
    assert r.stdout == "ovf\n"
    r = _run(tmp_path, "val _ = print ((intToString (1 div 0)) handle Div => \"div\\n\")")
    assert r.stdout == "div\n"


def test_deep_non_tail_recursion(tmp_path: Path) -> None:
    r = _run(tmp_path, """
        fun depth 0 = 0 | depth n = 1 + depth (n - 1)
        val _ = printInt (depth 1000000)
    """)
    assert (r.stdout, r.status) == ("1000000\n", 0)


def test_tail_calls_in_constant_stack(tmp_path: Path) -> None:
    r = _run(tmp_path, """
        fun loop (0, acc) = acc | loop (n, acc) = loop (n - 1, acc + 1)
        val _ = printInt (loop (50000000, 0))
        fun ping (0, a) = a | ping (n, a) = pong (n - 1, a + 1)
        and pong (0, a) = a | pong (n, a) = ping (n - 1, a)
        val _ = printInt (ping (50000000, 0))
        fun apply (f, 0, x) = x | apply (f, n, x) = apply (f, n - 1, f x)
        val _ = printInt (apply (fn x => x + 2, 10000000, 0))
    """)
    assert (r.stdout, r.status) == ("50000000\n25000000\n20000000\n", 0)


CLOSURES = """
    fun adder n = fn x => x + n
    fun compose (f, g) = fn x => f (g x)
    val h = compose (adder 10, adder 5)
    val _ = printInt (h 1)
    fun counter () = let val r = ref 0 in fn () => (r := !r + 1; !r) end
    val c = counter ()
    val _ = (c (); c ())
    val _ = printInt (c ())
    fun make k =
      let fun even 0 = true | even n = odd (n - k)
          and odd 0 = false | odd n = even (n - k)
      in (even, odd) end
    val (ev, od) = make 1
    val _ = print (if ev 10 andalso od 7 then "mutual\\n" else "bad\\n")
    fun scale (r : real) = fn x => x * r
    val _ = print (if scale 2.5 4.0 > 9.99 then "real\\n" else "bad\\n")
    fun mk k =
      let fun f 0 = 0 | f n = k + g (n - 1)
          and g n = if n < 0 then 0 else (fn h => h n) f
      in f end
    val _ = printInt ((mk 2) 3)
    fun mkr (r : real) = let fun a 0 = r | a n = b (n - 1) and b n = a n + 1.0 in (a, b) end
    val (a, b) = mkr 0.5
    val _ = print (if a 3 > 3.4 andalso b 0 > 1.4 then "reals\\n" else "bad\\n")
"""


@pytest.mark.parametrize("gc_stress", [False, True])
def test_closures(tmp_path: Path, gc_stress: bool) -> None:
    r = _run(tmp_path, CLOSURES, gc_stress)
    assert (r.stdout, r.status) == ("16\n3\nmutual\nreal\n6\nreals\n", 0)


EXCEPTIONS = """
    exception E of int
    exception F
    fun thrower 0 = raise E 42 | thrower n = 1 + thrower (n - 1)
    val _ = printInt (thrower 100 handle E k => k)
    val _ = printInt ((raise F) handle F => 7)
    fun nested n = (thrower n handle F => 0) handle E k => k + n
    val _ = printInt (nested 5)
    val _ = printInt ((hd [] ; 1) handle Empty => 2)
    val _ = raise E 1
"""


def test_exceptions(tmp_path: Path) -> None:
    r = _run(tmp_path, EXCEPTIONS)
    assert r.stdout == "42\n7\n47\n2\n"
    assert r.status == 1 and "unhandled exception: E" in r.stderr


def test_reals_and_records(tmp_path: Path) -> None:
    r = _run(tmp_path, """
        val p = (1.5, 2.25)
        fun addp ((a : real, b : real), (c, d)) = (a + c, b + d)
        val (x, y) = addp (p, (0.5, 0.75))
        val _ = printInt (floor (x * y * 100.0))
        val q = {name = "pt", x = 3, y = 4.0}
        val _ = printInt (#x q + trunc (#y q))
        val _ = print (#name q ^ "\\n")
    """)
    assert (r.stdout, r.status) == ("600\n7\npt\n", 0)


def test_datatypes(tmp_path: Path) -> None:
    r = _run(tmp_path, """
        datatype tree = Leaf | Node of tree * int * tree
        fun insert (Leaf, x) = Node (Leaf, x, Leaf)
          | insert (t as Node (l, y, r), x) =
              if x < y then Node (insert (l, x), y, r)
              else if x > y then Node (l, y, insert (r, x)) else t
        fun sum Leaf = 0 | sum (Node (l, x, r)) = sum l + x + sum r
        val t = List.foldl (fn (x, t) => insert (t, x)) Leaf [5, 3, 8, 1, 4, 7, 9, 3]
        val _ = printInt (sum t)
        datatype shape = Circle of real | Rect of real * real
        fun area (Circle r) = 3.0 * r * r | area (Rect (w, h)) = w * h
        val _ = printInt (round (area (Circle 2.0) + area (Rect (2.0, 3.0))))
    """.replace("List.foldl", "foldl"))
    assert (r.stdout, r.status) == ("37\n18\n", 0)


GC_LOOP = """
    fun build (0, acc) = acc | build (n, acc) = build (n - 1, (n, ref n) :: acc)
    fun total [] = 0 | total ((a, r) :: xs) = a + !r + total xs
    fun churn (0, s) = s
      | churn (n, s) = let val xs = build (200, []) in churn (n - 1, s + total xs) end
    val _ = printInt (churn (200, 0))
    val keep = build (1000, [])
    fun bump [] = () | bump ((_, r) :: xs) = (r := !r + 1; bump xs)
    val _ = (bump keep; churn (20, 0); bump keep)
    val _ = printInt (total keep)
"""


@pytest.mark.parametrize("gc_stress", [False, True])
def test_gc_heavy_loop(tmp_path: Path, gc_stress: bool) -> None:
    r = _run(tmp_path, GC_LOOP, gc_stress)
    assert (r.stdout, r.status) == ("8040000\n1003000\n", 0)


def test_release_profile(tmp_path: Path) -> None:
    r = _run(tmp_path, CLOSURES, profile="release")
    assert (r.stdout, r.status) == ("16\n3\nmutual\nreal\n6\nreals\n", 0)


@pytest.mark.parametrize("profile", ["dev", "release"])
def test_inline_div_mod(tmp_path: Path, profile: str) -> None:
    """div/mod are emitted inline: floor semantics, Div on zero, Overflow for minInt div ~1."""
    r = _run(tmp_path, """
        fun id x = x
        val minI = ~4611686018427387904
        fun show (x, y) = (printInt (x div y); printInt (x mod y))
        val _ = app show [(7, 3), (~7, 3), (7, ~3), (~7, ~3), (6, 3), (~6, 3), (0, ~5),
                          (minI, 2), (minI, 7), (4611686018427387903, ~2), (id 13, 10007)]
        val _ = printInt (id ~20000 mod 10007)
        val _ = printInt (minI mod id ~1)
        val _ = print ((intToString (minI div id ~1)) handle Overflow => "ovf\\n")
        val _ = print ((intToString (5 mod id 0)) handle Div => "div\\n")
        val _ = print ((intToString (5 div id 0)) handle Div => "div\\n")
    """, profile=profile)
    want = [7 // 3, 7 % 3, -7 // 3, -7 % 3, 7 // -3, 7 % -3, -7 // -3, -7 % -3, 2, 0, -2, 0, 0, 0,
            -2**61, 0, -2**62 // 7, -2**62 % 7, (2**62 - 1) // -2, (2**62 - 1) % -2, 0, 13,
            -20000 % 10007, 0]
    lines = [str(n).replace("-", "~") for n in want] + ["ovf", "div", "div"]
    assert (r.stdout, r.status) == ("\n".join(lines) + "\n", 0)


def test_string_size_and_sub_are_inline(tmp_path: Path) -> None:
    """`size` and `String.sub` (the `ld_string_sub` primitive) are a header load
    and a bounds-checked byte load, not runtime calls; bytes above 127 read
    back unsigned, and an index out of bounds raises Subscript."""
    from sml_build import cps_of_source

    source = """
        fun code (s, i) = ord (ld_string_sub (s, i)) handle Subscript => ~1
        val s = "ab" ^ str (chr 255)
        val _ = print (if size s = 3 andalso code (s, 0) = 97 andalso code (s, 2) = 255
                          andalso code (s, 3) = ~1 andalso code (s, ~1) = ~1 then "ok\\n" else "no\\n")
    """
    ir = ir_of_cps(cps_of_source(source), "t")
    assert "@ld_string_sub(" not in ir and "@ld_string_size(" not in ir
    assert "load i8" in ir
    assert (_run(tmp_path, source).stdout, _run(tmp_path, source, profile="release").stdout) == ("ok\n", "ok\n")


def test_string_equality_is_inline(tmp_path: Path) -> None:
    """`=` on strings compares headers and payload words in generated code
    (no runtime call): equal and unequal strings of every length around the
    word boundaries, differing in the first or the last byte, built at run
    time or static, and the same object."""
    from sml_build import cps_of_source

    source = """
        fun rep (c, 0) = "" | rep (c, n) = c ^ rep (c, n - 1)
        fun check n =
          let val a = rep ("x", n) and b = rep ("x", n)
              val c = if n = 0 then "y" else rep ("x", n - 1) ^ "y"
              val d = if n = 0 then "" else "y" ^ rep ("x", n - 1)
          in a = b andalso a = a andalso not (a = c) andalso (n = 0 orelse not (a = d))
             andalso not (a = rep ("x", n + 1)) andalso not (rep ("x", n + 1) = a)
          end
        fun all n = n > 25 orelse (check n andalso all (n + 1))
        val _ = print (if all 0 andalso "abcdefgh" = "abcd" ^ "efgh" andalso not ("abcdefgh" = "abcdefgi")
                          andalso "" = rep ("x", 0) then "ok\\n" else "no\\n")
    """
    ir = ir_of_cps(cps_of_source(source), "t")
    assert "@ld.string_eq(" in ir and "memcmp" not in ir
    assert (_run(tmp_path, source).stdout, _run(tmp_path, source, profile="release").stdout) == ("ok\n", "ok\n")


def test_string_comparison_is_inline(tmp_path: Path) -> None:
    """`String.compare` (`ld_string_compare`) compares payload words in
    generated code: against a byte-by-byte reference, over strings of every
    length to 18 differing at each position, with bytes 0, 1, 127, 128 and
    255 (unsigned order; a 0 byte against the shorter string's padding)."""
    from sml_build import cps_of_source

    source = """
        fun order (a, b) =
          let val la = size a and lb = size b
              fun go i = if i = la orelse i = lb then (if la < lb then ~1 else if la > lb then 1 else 0)
                         else let val x = ord (ld_string_sub (a, i)) and y = ord (ld_string_sub (b, i))
                              in if x < y then ~1 else if x > y then 1 else go (i + 1) end
          in go 0 end
        fun rep (c, 0) = "" | rep (c, n) = c ^ rep (c, n - 1)
        fun at (s, i, c) = substring (s, 0, i) ^ str (chr c) ^ substring (s, i + 1, size s - i - 1)
        fun agree (a, b) = ld_string_compare (a, b) = order (a, b) andalso ld_string_compare (b, a) = order (b, a)
        fun pairs n =
          let val base = rep ("m", n)
              fun each (i, c :: cs) = agree (base, at (base, i, c)) andalso agree (at (base, i, c), base ^ "m")
                                      andalso each (i, cs)
                | each (i, []) = if i + 1 < n then each (i + 1, [0, 1, 127, 128, 255]) else true
          in agree (base, base) andalso agree (base, base ^ str (chr 0)) andalso agree (base, base ^ "a")
             andalso (n = 0 orelse each (0, [0, 1, 127, 128, 255]))
          end
        fun all n = n > 18 orelse (pairs n andalso all (n + 1))
        val _ = print (if all 0 then "ok\\n" else "no\\n")
    """
    ir = ir_of_cps(cps_of_source(source), "t")
    assert "@ld.string_compare(" in ir and "memcmp" not in ir
    assert (_run(tmp_path, source).stdout, _run(tmp_path, source, profile="release").stdout) == ("ok\n", "ok\n")


def test_frames_are_not_initialized(tmp_path: Path) -> None:
    """A frame costs no store on entry: slots are not initialized. Before a
    call that may collect, ld_sstop is set to cover exactly the slots this
    path has written (`xs` and `ys`, live across `build`: 2); calls that
    cannot collect (`sum`) set nothing; it is set back to the frame's base
    before returning. Dead slots are cleared only before a collection that
    scans them, not before a return. Run also under GC stress."""
    from sml_build import cps_of_source

    source = """
        fun build 0 = [] | build n = n :: build (n - 1)
        fun sum [] = 0 | sum (x :: xs) = x + sum xs
        fun three (xs, ys) = let val zs = build (sum xs) in (sum xs + sum ys + sum zs, xs, ys) end
        val (s, _, _) = three (build 30, build 20)
        val (s2, _, _) = three (build 3, build 2)
        val _ = printInt (s + s2)
    """
    ir = ir_of_cps(cps_of_source(INT_TO_STRING + source), "t")
    fun = next(b for b in ir.split("\ndefine ") if "@ml.three." in b.split("\n")[0])
    entry = fun.split("\nloop:")[0]
    assert "%fb = load ptr, ptr @ld_sstop" in entry and "store" not in entry
    lines = fun.split("\n")
    build_call = next(i for i, line in enumerate(lines) if "call fastcc i64 @ml.build." in line)
    assert lines[build_call - 1].strip().startswith("store ptr %fs2, ptr @ld_sstop, align 8")
    for i, line in enumerate(lines):
        if "@ml.sum." in line:
            assert "ld_sstop" not in lines[i - 1]
    blocks = re.split(r"\n[A-Za-z0-9_.]+:", fun)
    assert all("store i64 1," not in b for b in blocks if "ret i64" in b)
    assert any("store ptr %fs0, ptr @ld_sstop" in b for b in blocks if "ret i64" in b)
    expected = ("109050\n", "109050\n", "109050\n")
    assert (_run(tmp_path, source).stdout, _run(tmp_path, source, profile="release").stdout,
            _run(tmp_path, source, gc_stress=True).stdout) == expected


def test_effect_analysis_in_ir() -> None:
    """A non-allocating recursion gets no shadow-stack frame and roots nothing
    across its calls; a call to a function that cannot raise is not followed
    by an `ld_pending` test; a function only called non-tail is `fastcc`."""
    from sml_build import cps_of_source

    ir = ir_of_cps(cps_of_source("""
        datatype t = L | N of t * t
        fun size L = 0 | size (N (a, b)) = 1 + size a + size b
        fun pair (x : int) = if x < 0 then pair 0 else (x, x)  (* recursive: not inlined *)
        val (a, _) = pair 3
        val (_, b) = pair 4
        val _ = print (if size (N (L, N (L, L))) + a + b = 9 then "ok" else "no")
    """), "t")
    size = next(b for b in ir.split("\ndefine ") if b.startswith("internal") and "@ml.size." in b.split("\n")[0])
    assert "ld_sstop" not in size
    assert "fastcc" in size.split("\n")[0]
    calls = 0
    for block in ir.split("\ndefine "):
        lines = block.split("\n")
        for i, line in enumerate(lines):
            if "call fastcc" in line and "@ml.pair." in line:
                calls += 1
                assert "ld_pending" not in lines[i + 1]
    assert calls == 2


def test_failures_caught_by_a_local_handler_are_not_raises(tmp_path: Path) -> None:
    """`safeDiv` sends every failure to its own handler, so it cannot raise and its callers
    test nothing after calling it; `reraise` throws from its handler on to its
    own `exn`, so its callers test its result for 0 (an ML function with a word
    result returns 0 iff it raised, ldriver_rt.h §6). Both run correctly."""
    from sml_build import cps_of_source

    source = """
        (* recursive, so that they are called rather than inlined *)
        fun safeDiv (a, b) = (if a > 1000 then safeDiv (a - 1000, b) else a div b) handle _ => 0
        fun reraise (a, b) = (if a > 1000 then reraise (a - 1000, b) else a div b) handle _ => raise Fail "zero"
        fun loop (i, acc) = if i < 0 then acc else loop (i - 1, acc + safeDiv (100, i) + reraise (7, i + 1))
        val _ = print (if loop (5, 0) = 100 + 50 + 33 + 25 + 20 + 0 + 7 + 3 + 2 + 1 + 1 + 1 then "ok" else "no")
        val _ = print ((if reraise (1, 0) = 0 then "?" else "?") handle Fail s => " " ^ s ^ "\\n")
    """
    ir = ir_of_cps(cps_of_source(source), "t")
    followed: dict[str, list[bool]] = {"safeDiv": [], "reraise": []}
    for block in ir.split("\ndefine "):
        lines = block.split("\n")
        for i, line in enumerate(lines):
            for name, seen in followed.items():
                if " call " in f" {line}" and f"@ml.{name}." in line:
                    result = line.split("=")[0].strip()
                    seen.append(lines[i + 1].strip().endswith(f"= icmp eq i64 {result}, 0"))
    assert followed["safeDiv"] and not any(followed["safeDiv"])
    assert followed["reraise"] and all(followed["reraise"])
    r = run_source(source, tmp_path)
    assert (r.stdout, r.status) == ("ok zero\n", 0)


def test_a_raise_on_the_side_does_not_hide_the_frame_pop(tmp_path: Path) -> None:
    """After `build` (a collecting call with `xs` in slot 0, so ld_sstop is
    %fs1), the addition's Overflow exit pops the frame; the path that goes
    on must still pop it before its own return: every returning block of
    `f` sets ld_sstop back to %fs0 (a function returns with ld_sstop as it
    found it)."""
    from sml_build import cps_of_source

    source = """
        fun build 0 = [] | build n = n :: build (n - 1)
        fun f (xs : int list) = let val ys = build (length xs) in length xs + length ys end
        val _ = printInt (f [1, 2, 3] + f [4])
    """
    ir = ir_of_cps(cps_of_source(INT_TO_STRING + source), "t")
    fun = next(b for b in ir.split("\ndefine ") if "@ml.f." in b.split("\n")[0])
    blocks = re.split(r"\n[A-Za-z0-9_.]+:", fun)
    returning = [b for b in blocks if "\n  ret " in b]
    assert len(returning) >= 2
    assert all("store ptr %fs0, ptr @ld_sstop" in b for b in returning)
    assert _run(tmp_path, source).stdout == "8\n"


def test_memory_classes_are_told_to_llvm(tmp_path: Path) -> None:
    """Loads and stores carry their TBAA class (runtime globals !3, headers !5,
    payloads !7, frame slots !8), except the slots of a function with frame
    records, which stay untagged: its records' headers and fields are slots.
    With the classes, LLVM keeps an array's header across stores into
    elements: the optimized module loads less than the same IR untagged."""
    from sml_build import cps_of_source

    from compiler.llvm.target import optimized_ir

    source = """
        fun scale (a : real array, b : real array, i) =
          if i >= ld_array_length a then ()
          else (ld_array_update (a, i, ld_array_sub (b, i) * 2.0);
                ld_array_update (b, i, ld_array_sub (a, i) + 1.0);
                scale (a, b, i + 1))
        fun build 0 = [] | build n = n :: build (n - 1)
        fun sum [] = 0 | sum (x :: xs) = x + sum xs
        fun twice (xs, ys) = let val zs = build (sum xs) in sum xs + sum ys + sum zs end
        type nine = {a : int, b : int, c : int, d : int, e : int, f : int, g : int, h : int, i : int}
        fun pick (r : nine, k) = if k = 0 then #a r + #i r else 1 + pick (r, k - 1)
        fun inFrame n =
          let val r = {a = n, b = n, c = n, d = n, e = n, f = n, g = n, h = n, i = n + 1}
          in pick (r, 3) + sum (build n) end
        val a = ld_array_make (10, 1.0)
        val b = ld_array_make (10, 2.0)
        val _ = scale (a, b, 0)
        val _ = printInt (twice (build 30, build 20) + twice (build 3, build 2) + inFrame 5 + inFrame 6
                          + floor (ld_array_sub (b, 9)))
    """
    ir = ir_of_cps(cps_of_source(INT_TO_STRING + source), "t")
    lines = ir.split("\n")
    assert all(line.endswith("!tbaa !3") for line in lines if re.search(r"ptr @ld_(hp|sstop|pending),", line))
    assert all(line.endswith("!tbaa !5") for line in lines if "= load i64, ptr %" in line and "i64 -1" in
               lines[lines.index(line) - 1])
    assert any(re.search(r"store double .*!tbaa !7$", line) for line in lines)
    functions = {b.split("(")[0].split("@")[-1].rsplit(".", 1)[0]: b for b in ir.split("\ndefine ")[1:]}
    slot_stores = [line for line in functions["ml.twice"].split("\n") if re.search(r"store i64 .*ptr %fs\d+,", line)]
    assert slot_stores and all(line.endswith("!tbaa !8") for line in slot_stores)
    in_frame = functions["ml.inFrame"].split("\n")
    assert any("ptr %fs" in line and "store" in line for line in in_frame)
    assert not [line for line in in_frame if "ptr %fs" in line and "!tbaa !8" in line]
    untagged = re.sub(r", !tbaa !\d+", "", ir)
    loads = [optimized_ir(text, "release", "t").count(" = load ") for text in (ir, untagged)]
    assert loads[0] < loads[1]
    expected = ("109121\n", "109121\n", "109121\n")
    assert (_run(tmp_path, source).stdout, _run(tmp_path, source, profile="release").stdout,
            _run(tmp_path, source, gc_stress=True).stdout) == expected


def test_known_functions_return_several_values_in_registers(tmp_path: Path) -> None:
    """Release: split, spin, ratio and quotRem return LLVM structs (issue 11
    item 5): two lists (roots after the call, kept across the collections
    GC stress forces), three doubles, two doubles, two ints; a raise
    returns the zero struct, told by the first field when it is a word and
    by `ld_pending` when it is a double. Dev keeps the records."""
    source = """
        fun split (x :: y :: rest, a, b) = split (rest, x :: a, y :: b)
          | split ([x], a, b) = (x :: a, b)
          | split ([], a, b) = (a, b)
        fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
        fun sum [] = 0 | sum (x :: xs) = x + sum xs
        fun spin (0, x, y, z) = (x, y, z)
          | spin (n, x, y, z) = spin (n - 1, y + 0.5, z * 2.0, x - 0.25)
        exception Neg of int
        fun ratio (a, b) = if b = 0 then raise Neg a else if b < 0 then ratio (~a, ~b)
                           else (real a / real b, real (a mod b))
        fun quotRem (a, b) = if b = 0 then raise Neg a else if b < 0 then quotRem (~a, ~b)
                             else (a div b, a mod b)
        fun go 0 = 0
          | go n = (let val (a, b) = split (upto (1, n), [], [])
                        val (q, r) = quotRem (sum a, n - 3)
                    in q + r + sum b + go (n - 1) end) handle Neg k => k + go (n - 1)
        val (x, y, z) = spin (10, 1.0, 2.0, 3.0)
        val (f, m) = ratio (7, ~2)
        val () = printInt (go 30)
        val () = printInt (floor (x + y + z))
        val () = printInt (floor (f * 100.0 + m))
        val () = printInt ((#1 (ratio (1, 0)); 0) handle Neg k => k + 1000)
        val () = printInt ((#1 (quotRem (2, 0)); 0) handle Neg k => k + 2000)
    """
    from sml_build import cps_of_source

    release = ir_of_cps(cps_of_source(INT_TO_STRING + source, profile="release"), "t", profile="release")
    returns = set(re.findall(r"define internal \w+ (\{[^}]*\}) @ml\.(\w+)\.", release))
    assert returns == {("{i64, i64}", "split"), ("{double, double, double}", "spin"),
                       ("{double, double}", "ratio"), ("{i64, i64}", "quotRem")}
    dev = ir_of_cps(cps_of_source(INT_TO_STRING + source))
    assert "{i64, i64} @ml." not in dev
    expected = "2815\n79\n~349\n1001\n2002\n"
    assert (_run(tmp_path, source).stdout, _run(tmp_path, source, profile="release").stdout,
            _run(tmp_path, source, gc_stress=True, profile="release").stdout) == (expected,) * 3


def test_several_results_do_not_lose_their_slots_to_a_dead_frame_record(tmp_path: Path) -> None:
    """A call returning several values (`compiler.closure.results`) is given a
    frame record it only reads (`compiler.extent`); the record dies at the
    call, its fields' slots are cleared, and the continuation's parameters
    take the slots from the record's header on. A parameter saved in one of
    those slots must not be cleared at the next collection point (it was, and
    the list read after the next allocating call was the clear value 1: a
    crash in smlnj-lib's HTML4 parser, release only)."""
    source = """
        datatype tok = Num of int | Sym of string | Stop
        fun next (toks : tok list ref) = case !toks of [] => Stop | t :: rest => (toks := rest; t)
        fun iter (strm : tok list ref, span : int * int, acc : string list) =
          case next strm
           of Num n => iter (strm, (#1 span, #2 span + n), intToString n :: acc)
            | Sym s => iter (strm, (#1 span + 1, #2 span), s :: acc)
            | Stop => (rev acc, (#1 span, #2 span), strm)
        fun len [] = 0 | len (_ :: xs) = 1 + len xs
        fun wrap [] = [] | wrap (x :: xs) = [x] :: wrap xs
        fun count (toks : tok list ref) = len (wrap (!toks))
        fun concat [] = "" | concat (s :: ss) = s ^ "," ^ concat ss
        fun bang [] = [] | bang (s :: ss) = (s ^ "!") :: bang ss
        fun run toks =
          let val strm = ref toks
              val first = case next strm of Num n => n | _ => 0
              val (items, (lo, hi), rest) = iter (strm, (first, first * 2), [])
              val c = count rest
              val more = bang items
              val d = count rest
          in print (concat more ^ " " ^ intToString lo ^ " " ^ intToString hi ^ " " ^ intToString c
                    ^ " " ^ intToString d ^ "\\n")
          end
        val () = run [Num 3, Sym "a", Num 4, Sym "b", Stop, Num 9]
        val () = run [Num 1, Num 2, Num 3, Stop]
    """
    want = "a!,4!,b!, 5 10 1 1\n2!,3!, 1 7 0 0\n"
    for profile in ("dev", "release"):
        for stress in (False, True):
            r = _run(tmp_path, source, gc_stress=stress, profile=profile)
            assert (r.stdout, r.status) == (want, 0), (profile, stress)
