"""The incremental driver on multi-unit MLB projects: exactly which units are
recompiled and why (`_build/log/last-build.json`), early cutoff, relinking,
corrupt caches, killed and concurrent builds, parallel builds, `graph`,
`check` (docs/conventions.md "Build directory", "Tests")."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

QUEUE_SIG = """signature QUEUE = sig
  type 'a t
  val empty : 'a t
  val push : 'a * 'a t -> 'a t
  val toList : 'a t -> 'a list
end
"""
QUEUE = """structure Queue :> QUEUE = struct
  type 'a t = 'a list * 'a list
  val empty = ([], [])
  fun push (x, (front, back)) = (front, x :: back)
  fun toList (front, back) = front @ rev back
end
"""
UTIL = """fun itos n = if n < 0 then "~" ^ itos (~n)
             else if n < 10 then str (chr (ord #"0" + n))
             else itos (n div 10) ^ str (chr (ord #"0" + n mod 10))
structure Util = struct
  fun show xs = foldl (fn (x, acc) => acc ^ " " ^ itos x) "queue:" xs
end
"""
MAIN = """val q = Queue.push (3, Queue.push (2, Queue.push (1, Queue.empty)))
val () = print (Util.show (Queue.toList q) ^ "\\n")
"""
MLB = """(* a small project *)
lib/queue.sig
lib/queue.sml
util.sml
main.sml
"""
UNITS = ["lib/queue.sig", "lib/queue.sml", "util.sml", "main.sml"]


def ldriver(*args: str, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=timeout)


def last_build(root: Path) -> dict:
    return json.loads((root / "_build" / "log" / "last-build.json").read_text())


def actions(root: Path) -> dict[str, tuple[str, str]]:
    return {u["unit"]: (u["action"], u["reason"]) for u in last_build(root)["units"]}


def compiled(root: Path) -> dict[str, str]:
    """The units compiled by the last build, with the reason."""
    return {unit: reason for unit, (action, reason) in actions(root).items() if action == "compiled"}


def output(root: Path) -> str:
    exe = root / "_build" / "bin" / "app"
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=60).stdout


def build_ok(root: Path, *args: str) -> None:
    proc = ldriver("build", "app.mlb", *args, cwd=root)
    assert proc.returncode == 0, proc.stderr


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "queue.sig").write_text(QUEUE_SIG)
    (tmp_path / "lib" / "queue.sml").write_text(QUEUE)
    (tmp_path / "util.sml").write_text(UTIL)
    (tmp_path / "main.sml").write_text(MAIN)
    (tmp_path / "app.mlb").write_text(MLB)
    return tmp_path


@pytest.fixture
def built(project: Path) -> Path:
    build_ok(project)
    return project


def test_cold_then_no_op(project: Path) -> None:
    build_ok(project)
    assert compiled(project) == {u: "no previous build" for u in UNITS}
    log = last_build(project)
    assert log["ok"] and log["linked"]
    assert output(project) == "queue: 1 2 3\n"
    build_ok(project)
    assert compiled(project) == {}
    assert actions(project) == {u: ("reused", "up to date") for u in UNITS}
    assert last_build(project)["linked"] is False


def test_no_op_build_imports_no_front_end_or_heavy_module(built: Path) -> None:
    # What a no-op build needs is cached: no parser, no llvmlite, networkx or watchdog, no grpc
    # or protobuf (the remote cache's, imported only with --remote-cache).
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "ldriver", "build", "app.mlb"],
                          capture_output=True, text=True, cwd=built, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert compiled(built) == {}
    imported = {line.split("|")[-1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")}
    assert "ldriver.engine.build" in imported
    heavy = {m for m in imported if m.split(".")[0] in ("llvmlite", "networkx", "watchdog", "grpc", "google")
             or m.startswith("compiler.syntax")}
    assert heavy == set()


def test_no_op_build_parses_no_unit_that_needs_its_basis_fixity(built: Path) -> None:
    """A unit that parses only with the fixity an earlier unit declares has
    no names of its own (it keeps its whole basis); that is remembered too,
    or every no-op build would parse it again (26 of HaMLet's units, 0.3 s)."""
    (built / "seq.sml").write_text("infixr 5 :::\ndatatype 'a seq = Nil | ::: of 'a * 'a seq\n")
    (built / "count.sml").write_text("fun count (_ ::: _ ::: rest) = 2 + count rest\n"
                                     "  | count (_ ::: Nil) = 1 | count Nil = 0\n"
                                     'val () = print (itos (count (1 ::: 2 ::: 3 ::: Nil)) ^ "\\n")\n')
    (built / "app.mlb").write_text(MLB + "seq.sml\ncount.sml\n")
    build_ok(built)
    assert output(built) == "queue: 1 2 3\n3\n"
    test_no_op_build_imports_no_front_end_or_heavy_module(built)


def test_body_edit_recompiles_only_that_unit(built: Path) -> None:
    # Same interface, different behaviour: the importers keep their objects.
    (built / "lib" / "queue.sml").write_text(QUEUE.replace("front @ rev back", "back @ front"))
    build_ok(built)
    assert compiled(built) == {"lib/queue.sml": "source changed"}
    assert last_build(built)["linked"] is True
    assert output(built) == "queue: 3 2 1\n"


def test_comment_edit(built: Path) -> None:
    (built / "util.sml").write_text("(* helpers *)\n" + UTIL)
    build_ok(built)
    assert compiled(built) == {"util.sml": "source changed"}


def test_hidden_helper_behind_signature(built: Path) -> None:
    (built / "lib" / "queue.sml").write_text(QUEUE.replace(
        "  val empty = ([], [])", "  fun helper x = x + 1\n  val empty = ([], [])"))
    build_ok(built)
    assert compiled(built) == {"lib/queue.sml": "source changed"}


def test_interface_edit_recompiles_importers(built: Path) -> None:
    (built / "util.sml").write_text(UTIL + "val extra = 42\n")
    build_ok(built)
    assert compiled(built) == {"util.sml": "source changed", "main.sml": "interface of util.sml changed"}
    assert output(built) == "queue: 1 2 3\n"


def test_release_body_edit_of_an_inlined_function_recompiles_importers(project: Path) -> None:
    # Queue.push is small and closed: a release interface carries its body and
    # main.sml inlines it, so editing it is an interface change there (and only there).
    build_ok(project, "--profile", "release")
    (project / "lib" / "queue.sml").write_text(QUEUE.replace("(front, x :: back)", "(front, x :: x :: back)"))
    build_ok(project, "--profile", "release")
    assert compiled(project) == {"lib/queue.sml": "source changed", "main.sml": "interface of lib/queue.sml changed"}
    assert output(project) == "queue: 1 1 2 2 3 3\n"
    (project / "lib" / "queue.sml").write_text(QUEUE.replace("front @ rev back", "back @ front"))
    build_ok(project, "--profile", "release")
    assert "lib/queue.sml" in compiled(project)
    build_ok(project, "--profile", "release")
    # toList calls Basis functions: not inlinable, so its body is not in the interface.
    (project / "lib" / "queue.sml").write_text(QUEUE.replace("front @ rev back", "rev back @ front"))
    build_ok(project, "--profile", "release")
    assert compiled(project) == {"lib/queue.sml": "source changed"}


def test_release_importer_inlines_a_small_exported_function(tmp_path: Path) -> None:
    (tmp_path / "lib.sml").write_text("structure Lib = struct fun double (x : int) = x * 2 end\n")
    (tmp_path / "main.sml").write_text("val () = print (Int.toString (Lib.double (valOf (Int.fromString \"21\"))))\n")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nlib.sml\nmain.sml\n")
    for profile in ("dev", "release"):
        build_ok(tmp_path, "--profile", profile, "--dump", "llvm")
        assert output(tmp_path) == "42"
        ir = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
        # The multiplication is Lib.double's body: in the importer only when inlined.
        assert ("call { i64, i1 } @llvm.smul.with.overflow" in ir) == (profile == "release")


def test_release_importer_inlines_a_functor_applications_word_operations(tmp_path: Path) -> None:
    # Word32 is `BasisWordN (val bits = 32)`: its operations use the mask the
    # functor's copy computed, a constant of the Basis unit; they travel with
    # it, so a Word32 loop in another unit has no call left (issue 34).
    (tmp_path / "main.sml").write_text("""fun loop (0, x : Word32.word) = x
  | loop (n, x) = loop (n - 1, Word32.xorb (x * 0w1664525 + 0w1013904223, Word32.<< (x, 0w3)))
val () = print (Word32.toString (loop (valOf (Int.fromString "1000"), 0w1)))
""")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nmain.sml\n")
    build_ok(tmp_path, "--profile", "release", "--dump", "llvm")
    x = 1
    for _ in range(1000):
        x = ((x * 1664525 + 1013904223) ^ (x << 3)) & 0xFFFFFFFF
    assert output(tmp_path) == f"{x:X}"
    ir = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
    assert _calls(_llvm_function(ir, "@ml.loop")) == []


def test_a_word64_loop_is_machine_arithmetic(tmp_path: Path) -> None:
    # Word64 (and LargeWord) is the primitive 64-bit word (compiler/prims.py):
    # unboxed in the loop, its operations and constants beyond 2^63 are i64
    # instructions, with no call and no allocation, in either profile.
    (tmp_path / "main.sml").write_text("""fun loop (0, h : Word64.word) = h
  | loop (n, h) = loop (n - 1, Word64.xorb (h * 0wxff51afd7ed558ccd, Word64.>> (h, 0w33)) + Word64.fromInt n)
val () = print (Word64.toString (loop (valOf (Int.fromString "1000"), 0wxcbf29ce484222325)))
""")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nmain.sml\n")
    h = 0xCBF29CE484222325
    for n in range(1000, 0, -1):
        h = (((h * 0xFF51AFD7ED558CCD) & (2 ** 64 - 1)) ^ (h >> 33)) + n & (2 ** 64 - 1)
    for profile in ("dev", "release"):
        build_ok(tmp_path, "--profile", profile, "--dump", "llvm")
        assert output(tmp_path) == f"{h:X}"
        if profile == "release":
            loop = _llvm_function((tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text(), "@ml.loop")
            assert _calls(loop) == [] and "ld_hp" not in loop and "mul i64" in loop


def test_a_functor_applied_in_another_unit_is_specialized_there(tmp_path: Path) -> None:
    # In release a functor's body travels in its unit's interface
    # (compiler/cps/inline_info.py) with what it uses of its unit and its
    # imports; the applying unit copies it and specializes it to its
    # argument, so the table's operations and the argument's `hash` are
    # inlined into the user's loop. The functor's body
    # uses `Util.bump` from its own unit and `Array`, `Int` and `String`
    # from the Basis, which main.sml does not mention otherwise.
    (tmp_path / "table.sml").write_text("""signature KEY = sig type t val hash : t -> word val same : t * t -> bool end
structure Util = struct val count = ref 0 fun bump () = count := !count + 1 end
functor TableFn (K : KEY) = struct
  val size = 64
  fun slot k = Word.toIntX (Word.andb (K.hash k, Word.fromInt (size - 1)))
  fun new () = Array.array (size, [] : (K.t * int) list)
  fun insert (a, k, v) = let val i = slot k in Array.update (a, i, (k, v) :: Array.sub (a, i)) end
  fun find (a, k) =
    let fun go [] = NONE | go ((k', v) :: r) = if K.same (k, k') then SOME v else go r
    in go (Array.sub (a, slot k)) end
  fun report a = (Util.bump (); String.concatWith " " (Array.foldr (fn (l, s) => Int.toString (length l) :: s) [] a))
end
""")
    (tmp_path / "main.sml").write_text("""structure T = TableFn (struct type t = int fun hash k = Word.fromInt k * 0w3
                                        fun same (a : int, b) = a = b end)
val t = T.new ()
fun fill 0 = () | fill n = (T.insert (t, n, n * 2); fill (n - 1))
val () = fill 1000
fun sum (0, s) = s | sum (n, s) = sum (n - 1, s + valOf (T.find (t, n)))
val () = print (Int.toString (sum (1000, 0)) ^ " " ^ T.report t ^ "\\n")
val () = print (T.report t ^ " " ^ Int.toString (!Util.count) ^ "\\n")
""")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\ntable.sml\nmain.sml\n")
    buckets = [0] * 64
    for n in range(1, 1001):
        buckets[(n * 3) & 63] += 1
    line = " ".join(map(str, buckets))
    for profile in ("dev", "release"):
        build_ok(tmp_path, "--profile", profile, "--dump", "llvm")
        assert output(tmp_path) == f"1001000 {line}\n{line} 2\n"
    # What `fill` calls is the runtime only (the write barrier of
    # Array.update, and boxing on the real-array branch of the polymorphic
    # Array.sub the functor was compiled with): no ML function.
    fill = _llvm_function((tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text(), "@ml.fill")
    assert _calls(fill) and all("@ld_" in call for call in _calls(fill)) and "mul i64" in fill
    # The copy depends on the functor's body, which is in the interface: an
    # edit of it recompiles the applying unit, whose output follows.
    table = tmp_path / "table.sml"
    table.write_text(table.read_text().replace('String.concatWith " "', 'String.concatWith ","'))
    build_ok(tmp_path, "--profile", "release")
    assert compiled(tmp_path) == {"table.sml": "source changed", "main.sml": "interface of table.sml changed"}
    comma = line.replace(" ", ",")
    assert output(tmp_path) == f"1001000 {comma}\n{comma} 2\n"


def test_a_polymorphic_function_used_at_real_gets_a_copy_that_keeps_it_unboxed(tmp_path: Path) -> None:
    # `iterate` is polymorphic; its scope uses it at real, so it is
    # translated once more with 'a = real (compiler/lexp/from_absyn.py,
    # minimum typing): the copy's loop takes and returns the real in a
    # register and allocates nothing (the generic one boxes x per step).
    (tmp_path / "main.sml").write_text("""fun iterate f (0, x) = x | iterate f (n, x) = iterate f (n - 1, f x)
fun step (x : real) = x * 0.5 + 1.0
val r = iterate step (valOf (Int.fromString "1000"), 1.0)
val s = iterate (fn l => 0 :: l) (3, [])
val () = print (Real.toString r ^ " " ^ Int.toString (length s) ^ "\\n")
""")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nmain.sml\n")
    for profile in ("dev", "release"):
        build_ok(tmp_path, "--profile", profile, "--dump", "llvm")
        assert output(tmp_path) == "2.0 3\n"
    ir = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
    lines = ir.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("define internal fastcc double @ml."))
    loop = "\n".join(lines[start:lines.index("}", start) + 1])
    assert "ld_hp" not in loop and _calls(loop) == []


MEMBER_LOOP_OUTPUT = str(sum((i % 7, i % 5) in {(1, 2), (3, 4), (5, 1), (0, 0)} for i in range(1, 1001)))


def _write_member_loop(root: Path) -> None:
    """A loop testing membership of int pairs with curried `exists (equal x)`
    (prints MEMBER_LOOP_OUTPUT)."""
    (root / "main.sml").write_text("""fun exists p [] = false
  | exists p (x :: xs) = p x orelse exists p xs
fun equal a b = a = b
fun member x xs = exists (equal x) xs
fun loop (0, n, _) = n
  | loop (i, n, cells) = loop (i - 1, if member (i mod 7, i mod 5) cells then n + 1 else n, cells)
val cells = [(1, 2), (3, 4), (5, 1), (0, 0)]
val () = print (Int.toString (loop (valOf (Int.fromString "1000"), 0, cells)))
""")
    (root / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nmain.sml\n")


def test_tuple_equality_through_a_curried_helper_makes_no_runtime_comparison(tmp_path: Path) -> None:
    # `equal` and `member` are polymorphic over an equality type; used at
    # int * int they are specialized (compiler/lexp/from_absyn.py) and `=`
    # compares the two fields in place: no call of the run-time comparison
    # (runtime/equal.c) is left, in either profile (issue 34 item 4).
    _write_member_loop(tmp_path)
    for profile in ("dev", "release"):
        build_ok(tmp_path, "--profile", profile, "--dump", "llvm")
        assert output(tmp_path) == MEMBER_LOOP_OUTPUT
        ir = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
        assert "call i64 @ld_poly_equal" not in ir


def test_release_curried_recursive_function_with_a_known_predicate_becomes_a_direct_loop(tmp_path: Path) -> None:
    # `exists p` passes `p` back unchanged: its recursive calls reuse the
    # closure (compiler/cps/static_args.py), `exists` is then not recursive,
    # and `member x` inlines it with `equal x` known: the user's loop calls
    # one local loop directly, which compares in place and calls nothing
    # (no closure built per step, no call through a closure; issue 34 item 4).
    _write_member_loop(tmp_path)
    build_ok(tmp_path, "--profile", "release", "--dump", "llvm", "--check-ir")
    assert output(tmp_path) == MEMBER_LOOP_OUTPUT
    ir = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
    (call,) = _calls(_llvm_function(ir, "@ml.loop"))
    callee = re.search(r"@(ml\.fn\.\d+)\(", call)
    assert callee is not None, call
    local_loop = next(chunk for chunk in ir.split("\ndefine ") if chunk.split("(", 1)[0].endswith("@" + callee.group(1)))
    assert _calls(local_loop.split("\n}\n", 1)[0]) == []


def test_release_word8_array_loop_has_no_call_and_no_barrier(tmp_path: Path) -> None:
    # Word8Array.update is Array.update at Word8.word: inlined across units,
    # and the byte, a cast of an int, needs no write barrier (issue 34).
    (tmp_path / "main.sml").write_text("""val a = Word8Array.array (256, 0w0)
fun fill i = if i = 256 then () else (Word8Array.update (a, i, Word8.fromInt (i * 7)); fill (i + 1))
fun sum (i, s) = if i = 256 then s else sum (i + 1, s + Word8.toInt (Word8Array.sub (a, i)))
val () = (fill 0; print (Int.toString (sum (0, 0))))
""")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nmain.sml\n")
    build_ok(tmp_path, "--profile", "release", "--dump", "llvm")
    assert output(tmp_path) == str(sum(i * 7 % 256 for i in range(256)))
    ir = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
    for name in ("@ml.fill", "@ml.sum"):
        assert _calls(_llvm_function(ir, name)) == []


def _llvm_function(ir: str, prefix: str) -> str:
    """The text of the first function defined in `ir` whose name starts with `prefix`."""
    start = next(i for i, line in enumerate(ir.splitlines()) if line.startswith("define") and f"{prefix}." in line)
    lines = ir.splitlines()[start:]
    return "\n".join(lines[:lines.index("}") + 1])


def _calls(function: str) -> list[str]:
    """The calls in `function` other than to LLVM intrinsics and the
    allocator's slow path (the packet of a raised Subscript or Overflow)."""
    return [line for line in function.splitlines()
            if " call " in line and "@llvm." not in line and "@ld_gc_alloc(" not in line]


def test_release_importer_specializes_a_curried_higher_order_function(tmp_path: Path) -> None:
    # countIf is curried and too big to inline whole, so uncurrying splits it
    # into a wrapper and a worker (which countTen's call keeps apart: it is
    # not called once only); the interface carries the wrapper with the
    # worker inside, and main.sml, passing a known predicate, gets the loop
    # with the predicate's test (srem) inlined rather than a call to countIf.
    (tmp_path / "lib.sml").write_text("""structure Lib = struct
  fun countIf (p : int -> bool) (n : int) =
    let fun loop (i, acc) = if i >= n then acc else loop (i + 1, if p i then acc + 1 else acc)
        val c = loop (0, 0)
    in if c > 1000 then c div 2 + (if p c then 1 else 0) else c + (if p n then 100 else 0) end
  fun countTen p = countIf p 10
end
""")
    (tmp_path / "main.sml").write_text(
        "val n = valOf (Int.fromString \"30\")\n"
        "val () = print (Int.toString (Lib.countIf (fn i => i mod 7 = 2) n))\n")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nlib.sml\nmain.sml\n")
    for profile in ("dev", "release"):
        build_ok(tmp_path, "--profile", profile, "--dump", "llvm")
        assert output(tmp_path) == "104"
        ir = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
        assert ("define internal fastcc i64 @ml.loop" in ir) == (profile == "release")


DIRECT_LIB = """structure Lib = struct
  val base = ref 10
  fun scale x = x * !base + 1
  fun even 0 = true | even n = odd (n - 1)
  and odd 0 = false | odd n = even (n - 1)
  exception Negative of int
  fun check n = if n < 0 then raise Negative n else n
end
"""
DIRECT_MAIN = """val () = Lib.base := 3
val r = Lib.scale 4 + (if Lib.even 10 andalso Lib.odd 7 then 100 else 0)
val s = (Lib.check ~5; "no") handle Lib.Negative n => "negative " ^ Int.toString n
val t = List.map Lib.scale [1, 2]
val () = print (Int.toString r ^ " " ^ s ^ " " ^ Int.toString (hd t + hd (tl t)) ^ "\\n")
"""


def test_release_importer_calls_exported_functions_directly(tmp_path: Path) -> None:
    # Functions that are not inlined (they read the unit's state, recurse, or
    # raise) are called through their public symbol in release; in dev the
    # interface is opaque and the call loads the code pointer from the closure.
    (tmp_path / "lib.sml").write_text(DIRECT_LIB)
    (tmp_path / "main.sml").write_text(DIRECT_MAIN)
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nlib.sml\nmain.sml\n")
    for profile in ("dev", "release"):
        build_ok(tmp_path, "--profile", profile, "--dump", "llvm")
        assert output(tmp_path) == "113 negative ~5 11\n"
        importer = (tmp_path / "_build" / "dump" / "main.sml.llvm.ll").read_text()
        exporter = (tmp_path / "_build" / "dump" / "lib.sml.llvm.ll").read_text()
        direct = set(re.findall(r"call tailcc i64 @(ld_fn\.lib_2esml\.[0-9.]+)\(", importer))
        defined = set(re.findall(r"define hidden tailcc i64 @(ld_fn\.lib_2esml\.[0-9.]+)\(", exporter))
        if profile == "dev":
            assert direct == set() and defined == set()
        else:
            assert len(direct) == 4 and direct <= defined  # scale, even, odd, check


def test_cutoff_stops_where_an_interface_does_not_change(tmp_path: Path) -> None:
    (tmp_path / "a.sml").write_text("structure A = struct val x = 1 end\n")
    (tmp_path / "b.sml").write_text(
        "structure B :> sig val get : unit -> int end = struct fun get () = A.x + 1 end\n")
    (tmp_path / "c.sml").write_text('val () = if B.get () = 2 then print "two\\n" else print "other\\n"\n')
    (tmp_path / "app.mlb").write_text("local a.sml in b.sml end c.sml\n")
    build_ok(tmp_path)
    (tmp_path / "a.sml").write_text("structure A = struct val x = 1 val y = 2 end\n")
    build_ok(tmp_path)
    assert compiled(tmp_path) == {"a.sml": "source changed", "b.sml": "interface of a.sml changed"}
    assert output(tmp_path) == "two\n"


def test_adding_and_removing_a_unit(built: Path) -> None:
    # A new unit that nothing mentions: only it is compiled.
    (built / "extra.sml").write_text('structure Extra = struct val greeting = "hi" end\n')
    (built / "app.mlb").write_text(MLB.replace("util.sml\n", "util.sml\nextra.sml\n"))
    build_ok(built)
    assert compiled(built) == {"extra.sml": "no previous build"}
    # A new unit that shadows a name main.sml uses: main.sml sees a new basis.
    (built / "shadow.sml").write_text(
        'structure Util = struct fun show xs = "shadowed " ^ Util.show xs end\n')
    (built / "app.mlb").write_text(MLB.replace("util.sml\n", "util.sml\nshadow.sml\n"))
    build_ok(built)
    assert compiled(built) == {"shadow.sml": "no previous build", "main.sml": "interface of shadow.sml changed"}
    assert output(built) == "shadowed queue: 1 2 3\n"
    (built / "app.mlb").write_text(MLB)
    build_ok(built)
    # main.sml is back to the inputs of the first build: its outputs are reused.
    assert compiled(built) == {}
    assert last_build(built)["linked"] is True
    assert output(built) == "queue: 1 2 3\n"


def test_units_depend_only_on_what_they_mention(built: Path) -> None:
    # util.sml comes after the queue in the MLB but mentions none of its names:
    # a change to the queue's interface leaves it alone.
    (built / "lib" / "queue.sig").write_text(QUEUE_SIG.replace("end", "  val size : 'a t -> int\nend"))
    (built / "lib" / "queue.sml").write_text(QUEUE.replace("end", "  fun size (f, b) = length f + length b\nend"))
    build_ok(built)
    assert compiled(built) == {"lib/queue.sig": "source changed", "lib/queue.sml": "source changed",
                               "main.sml": "interface of lib/queue.sml changed"}
    graph = ldriver("graph", "app.mlb", cwd=built).stdout
    assert '"util.sml" -> "lib/queue.sml";' in graph  # the MLB's basis, before narrowing


def test_build_key_change_recompiles_everything(built: Path) -> None:
    build_ok(built, "--profile", "release")
    # main.sml has two causes; the first in docs/conventions.md's order is named:
    # the release interface of the queue carries Queue.push's body to inline.
    assert compiled(built) == {**{u: "build key changed" for u in UNITS},
                               "main.sml": "interface of lib/queue.sml changed"}
    assert output(built) == "queue: 1 2 3\n"


def _cache_files(root: Path) -> list[Path]:
    build = root / "_build"
    files = [build / "state.json", *sorted((build / "cache" / "actions").iterdir()),
             *sorted((build / "cache" / "blobs").iterdir()), build / "log" / "last-build.json"]
    return [f for f in files if f.is_file()]


CORRUPTIONS = {
    "random": lambda data: os.urandom(max(len(data), 16)),
    "empty": lambda data: b"",
    "list": lambda data: b"[]",
    "null": lambda data: b"null",
    "truncated": lambda data: data[: len(data) // 2],
    "not-utf8": lambda data: b"\xff\xfe\xfa" * 8,
}


@pytest.mark.parametrize("kind", sorted(CORRUPTIONS))
def test_corrupt_cache_files_are_rebuilt(built: Path, kind: str) -> None:
    for path in _cache_files(built):
        saved = path.read_bytes()
        path.write_bytes(CORRUPTIONS[kind](saved))
        proc = ldriver("build", "app.mlb", "--explain", cwd=built)
        assert proc.returncode == 0, f"{path.name}: {proc.stderr}"
        assert "internal error" not in proc.stderr
        assert output(built) == "queue: 1 2 3\n", path.name
        for unit, (action, reason) in actions(built).items():
            assert reason in ("up to date", "cache entry corrupt", "no previous build"), (path.name, unit, reason)
        if path.name != "last-build.json":  # written, never read back
            # What was unreadable is named, whether or not it cost a recompilation.
            assert any(path.name in line and "ignored" in line for line in proc.stderr.splitlines()), \
                (path.name, kind, proc.stderr)


def test_corrupt_object_is_reported_and_rebuilt(built: Path) -> None:
    state = json.loads((built / "_build" / "state.json").read_text())
    key = state["units"]["util.sml"]["action"]
    entry = json.loads((built / "_build" / "cache" / "actions" / f"{key}.json").read_text())
    obj = built / "_build" / "cache" / "blobs" / f"{entry['object']}.o"
    obj.write_bytes(obj.read_bytes()[:100])
    build_ok(built)
    assert compiled(built) == {"util.sml": "cache entry corrupt"}
    assert output(built) == "queue: 1 2 3\n"


def test_killed_build_then_correct_build(project: Path) -> None:
    for delay in (0.3, 0.8, 1.5):
        proc = subprocess.Popen([sys.executable, "-m", "ldriver", "build", "app.mlb", "--jobs", "1"], cwd=project,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    build_ok(project)
    assert output(project) == "queue: 1 2 3\n"
    build_ok(project)
    assert compiled(project) == {}


def test_concurrent_builds(project: Path) -> None:
    procs = [subprocess.Popen([sys.executable, "-m", "ldriver", "build", "app.mlb"], cwd=project,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    for p in procs:
        _, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
    assert output(project) == "queue: 1 2 3\n"
    build_ok(project)
    assert compiled(project) == {}


def test_parallel_build_matches_sequential(project: Path) -> None:
    build_ok(project, "--jobs", "2")
    assert compiled(project) == {u: "no previous build" for u in UNITS}
    assert output(project) == "queue: 1 2 3\n"


def test_errors_stop_importers_and_leave_a_correct_cache(built: Path) -> None:
    (built / "util.sml").write_text(UTIL.replace("itos x", "itos x + 1"))
    proc = ldriver("build", "app.mlb", cwd=built)
    assert proc.returncode == 1
    assert "util.sml:5:" in proc.stderr and "error:" in proc.stderr
    assert "main.sml" not in actions(built)
    (built / "util.sml").write_text(UTIL)
    build_ok(built)
    assert compiled(built) == {}
    assert output(built) == "queue: 1 2 3\n"


def test_units_with_the_same_file_name(tmp_path: Path) -> None:
    for folder, text in (("a", 'structure A = struct val s = "a" end\n'),
                         ("b", 'structure B = struct val s = "b" end\n')):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "util.sml").write_text(text)
    (tmp_path / "main.sml").write_text('val () = print (A.s ^ B.s ^ "\\n")\n')
    (tmp_path / "app.mlb").write_text("a/util.sml b/util.sml main.sml\n")
    build_ok(tmp_path)
    assert set(compiled(tmp_path)) == {"a/util.sml", "b/util.sml", "main.sml"}
    assert output(tmp_path) == "ab\n"


def test_graph_and_check(built: Path) -> None:
    proc = ldriver("graph", "app.mlb", cwd=built)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith('digraph "app" {')
    assert '"main.sml" -> "util.sml";' in proc.stdout
    assert '"lib/queue.sml" -> "lib/queue.sig";' in proc.stdout
    assert ldriver("check", "app.mlb", cwd=built).returncode == 0
    (built / "main.sml").write_text(MAIN + 'val bad : int = "no"\n')
    proc = ldriver("check", "app.mlb", cwd=built)
    assert proc.returncode == 1
    assert "main.sml:3:" in proc.stderr


def test_interface_mentioning_another_units_types_follows_it(tmp_path: Path) -> None:
    # b's interface refers to a's type by its position in a's table: when a's
    # table changes, b's interface bytes may not, yet its meaning does, so its
    # digest must change and c (which sees only b) must be recompiled.
    (tmp_path / "a.sml").write_text("structure A = struct datatype t = T of int  fun get (T n) = n end\n")
    (tmp_path / "b.sml").write_text("structure B = struct type t = A.t  val make = A.T  val get = A.get end\n")
    (tmp_path / "c.sml").write_text('val () = if B.get (B.make 7) = 7 then print "seven\\n" else print "other\\n"\n')
    (tmp_path / "app.mlb").write_text("local a.sml in b.sml end c.sml\n")
    build_ok(tmp_path)
    (tmp_path / "a.sml").write_text(
        "structure A = struct datatype u = U of string  datatype t = T of int  fun get (T n) = n end\n")
    build_ok(tmp_path)
    assert compiled(tmp_path) == {"a.sml": "source changed", "b.sml": "interface of a.sml changed",
                                  "c.sml": "interface of b.sml changed"}
    assert output(tmp_path) == "seven\n"


def test_deeply_nested_structures_cross_an_interface(tmp_path: Path) -> None:
    # 600 nested structures: the interface's structure table is flat, so no
    # serializer nesting limit applies (msgpack stops at 512 levels).
    n = 600
    (tmp_path / "lib.sml").write_text("".join(f"structure S{i} = struct val x = {i} " for i in range(n)) + "end " * n)
    path = ".".join(f"S{i}" for i in range(n))
    (tmp_path / "main.sml").write_text(f"val () = print (Int.toString {path}.x)\n")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\nlib.sml\nmain.sml\n")
    build_ok(tmp_path)
    assert output(tmp_path) == str(n - 1)


COLOR = """datatype color = Red | Green
val () = print "color declared\\n"
fun name Red = "red" | name Green = "green"
"""


def test_source_file_named_twice_is_elaborated_twice(tmp_path: Path) -> None:
    """MLton's MLB rule: a source file is elaborated at each occurrence (its
    datatype is a new type each time, its effects happen twice), an MLB file
    once however often it is named."""
    (tmp_path / "color.sml").write_text(COLOR)
    (tmp_path / "a.sml").write_text("structure A = struct val c = Red val show = name end\n")
    (tmp_path / "b.sml").write_text("structure B = struct val c = Green val show = name end\n")
    (tmp_path / "main.sml").write_text('val () = print (A.show A.c ^ " " ^ B.show B.c ^ "\\n")\n')
    (tmp_path / "lib.mlb").write_text("$(SML_LIB)/basis/basis.mlb\ncolor.sml\n")
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n"
                                      "color.sml\na.sml\ncolor.sml\nb.sml\nmain.sml\n")
    build_ok(tmp_path)
    assert output(tmp_path) == "color declared\ncolor declared\nred green\n"
    assert set(compiled(tmp_path)) == {"color.sml", "a.sml", "color.sml#2", "b.sml", "main.sml"}
    # A value of the first color type where the second is expected.
    (tmp_path / "main.sml").write_text('val () = print (B.show A.c ^ "\\n")\n')
    proc = ldriver("build", "app.mlb", cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.startswith("main.sml:1:24: error: type mismatch in application\n")
    assert "  expected: color\n  found:    ?.color\n" in proc.stderr  # the two types told apart
    # Named through an MLB file, twice: one elaboration, one type.
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n"
                                      "lib.mlb\na.sml\nlib.mlb\nb.sml\nmain.sml\n")
    build_ok(tmp_path)
    assert output(tmp_path) == "color declared\nred\n"
