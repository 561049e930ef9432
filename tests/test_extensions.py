"""The Basis package's extension MLB files, as MLton names them
(stdlib/basis/): `pervasive.mlb` (the top level alone), `unsafe.mlb`
(structure Unsafe, compiled to the primitives without bounds checks),
`sml-nj.mlb` (structure SMLofNJ) and `mlton.mlb` (structure MLton). Each
project in tests/extensions/ runs natively, dev and release, with the exact
output in its `expected` file; `threads` (MLton.Thread, Signal, Itimer) and
`cont` (SMLofNJ.Cont) also under the collector's stress and checking modes."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "extensions"
PROJECTS = sorted(p for p in HERE.iterdir() if (p / "expected").is_file())


def ldriver(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ldriver", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=600)


@pytest.mark.parametrize("profile", ["dev", "release"])
@pytest.mark.parametrize("project", PROJECTS, ids=[p.name for p in PROJECTS])
def test_extension_project_output(project: Path, profile: str, tmp_path: Path) -> None:
    work = tmp_path / project.name
    shutil.copytree(project, work)
    (mlb,) = work.glob("*.mlb")
    proc = ldriver("run", mlb.name, "--profile", profile, "--", "p", "q", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (project / "expected").read_text()


@pytest.mark.parametrize("profile", ["dev", "release"])
def test_mlton_runtime_items_under_gc_stress_and_verify(profile: str, tmp_path: Path) -> None:
    """MLton's equal, hash, size, share, GC, Weak and Finalizable (runtime/mlton.c)
    print the same with a collection at every allocation (minor and major,
    every one major) and with the heap checked around every collection: a
    weak target goes exactly when nothing else holds it."""
    work = tmp_path / "mlton_rt"
    shutil.copytree(HERE / "mlton_rt", work)
    built = ldriver("build", "mlton_rt.mlb", "--profile", profile, cwd=work)
    assert built.returncode == 0, built.stderr
    (exe,) = (work / "_build" / "bin").iterdir()
    for env in ({"LDRIVER_GC_STRESS": "1"}, {"LDRIVER_GC_STRESS": "2"}, {"LDRIVER_GC_VERIFY": "1"},
                {"LDRIVER_GC_VERIFY": "1", "LDRIVER_GC_STRESS": "1", "LDRIVER_NURSERY": "2M"}):
        proc = subprocess.run([str(exe), "p", "q"], capture_output=True, text=True, timeout=600,
                              env={**os.environ, **env})
        assert proc.returncode == 0, (env, proc.stderr)
        assert proc.stdout == (HERE / "mlton_rt" / "expected").read_text(), env


EXN_HEAD = "line 3: x; at the start; Fail: f; Div\n"
EXN_CASES = [  # argument, status, stdout after EXN_HEAD, stderr
    ("", 1, "", "unhandled exception: line 7: unexpected token\n"),
    ("default", 1, "", "unhandled exception: line 7: unexpected token\n"),
    ("exit", 0, "handled: line 7: unexpected token\natExit\n", ""),
    ("returns", 1, "handled: line 7: unexpected token\n", ""),
    ("raises", 1, "handled: line 7: unexpected token\n", "unhandled exception: Fail: in the handler\n"),
    ("direct", 0, "handled: line 9: called\natExit\n", ""),
]


@pytest.mark.parametrize("profile", ["dev", "release"])
def test_mlton_exn_messagers_and_top_level_handler(profile: str, tmp_path: Path) -> None:
    """MLton.Exn.addExnMessager's messagers are what exnMessage and the report
    of an uncaught exception say (newest first); the top-level handler set
    gets the uncaught exception (the runtime runs it: runtime/exn.c), under
    GC stress too; one that returns ends the program with status 1, what one
    raises is reported."""
    work = tmp_path / "mlton_exn"
    shutil.copytree(HERE / "mlton_exn", work)
    built = ldriver("build", "mlton_exn.mlb", "--profile", profile, cwd=work)
    assert built.returncode == 0, built.stderr
    (exe,) = (work / "_build" / "bin").iterdir()
    for env in ({}, {"LDRIVER_GC_STRESS": "1", "LDRIVER_GC_VERIFY": "1"}):
        for arg, status, out, err in EXN_CASES:
            proc = subprocess.run([str(exe), *([arg] if arg else [])], capture_output=True, text=True,
                                  timeout=600, env={**os.environ, **env})
            assert (proc.returncode, proc.stdout, proc.stderr) == (status, EXN_HEAD + out, err), (arg, env)


COLLECTOR_MODES = {"stress": {"LDRIVER_GC_STRESS": "1"}, "stress-major": {"LDRIVER_GC_STRESS": "2"},
                   "verify": {"LDRIVER_GC_VERIFY": "1", "LDRIVER_NURSERY": "2M"}}
# cont's 100000 callcc, each collecting in full, would take minutes
COLLECTOR_CASES = [(project, mode) for project in ("threads", "cont") for mode in COLLECTOR_MODES
                   if (project, mode) != ("cont", "stress-major")]


@pytest.mark.parametrize("project, mode", COLLECTOR_CASES, ids=[f"{p}-{m}" for p, m in COLLECTOR_CASES])
def test_threads_under_collector_checks(project: str, mode: str, tmp_path: Path) -> None:
    """tests/extensions/threads and cont with a collection at every
    allocation (a suspended thread's frames are roots, rewritten while it
    waits) and with the heap checker on (every suspended thread's slots
    checked)."""
    env = COLLECTOR_MODES[mode]
    work = tmp_path / project
    shutil.copytree(HERE / project, work)
    assert ldriver("build", f"{project}.mlb", "-o", project, cwd=work).returncode == 0
    proc = subprocess.run([str(work / project)], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **env})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (HERE / project / "expected").read_text()


@pytest.mark.parametrize("body, stderr, status", [
    ('(print "in thread\\n"; raise Fail "boom")', "unhandled exception: Fail: boom\n", 1),
    ('(MLton.Exn.setTopLevelHandler (fn e => (print ("in thread\\n" ^ exnMessage e ^ "\\n"); OS.Process.exit '
     'OS.Process.failure)); raise Fail "handled")', "", 1),
    ('print "in thread\\n"', "MLton.Thread: a thread's function returned (it must end by switching to another "
     "thread or exiting)\n", 1),
    ('(print "in thread\\n"; OS.Process.exit OS.Process.success)', "", 0),
    ('let fun deep n = if n = 0 then 0 else 1 + deep (n - 1) in print "in thread\\n"; ignore (deep 100000000) end',
     "Stack overflow\n", 2),
], ids=["raises", "top-level-handler", "returns", "exits", "overflows"])
def test_how_a_thread_ends_the_program(body: str, stderr: str, status: int, tmp_path: Path) -> None:
    """An exception escaping a thread's function goes where an uncaught one at
    top level does (MLton.Exn's top-level handler, else the report); a
    function that returns ends the program saying so (as MLton's do: a thread
    must end by switching away or exiting); exit works from a thread; a
    thread's own stack overflows into its guard."""
    (tmp_path / "main.sml").write_text(
        f"val () = MLton.Thread.switch (fn _ => MLton.Thread.prepare (MLton.Thread.new (fn () => {body}), ()))\n"
        'val () = print "back in main\\n"\n')
    (tmp_path / "main.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n$(SML_LIB)/basis/mlton.mlb\nmain.sml\n")
    assert ldriver("build", "main.mlb", "-o", "main", cwd=tmp_path).returncode == 0
    proc = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, timeout=120)
    stdout = "in thread\nFail: handled\n" if "setTopLevelHandler" in body else "in thread\n"
    assert (proc.stdout, proc.stderr, proc.returncode) == (stdout, stderr, status)


def check(tmp_path: Path, mlb: str, source: str) -> subprocess.CompletedProcess[str]:
    """`ldriver check` of main.sml (`source`) named by an MLB file (`mlb`)."""
    (tmp_path / "main.sml").write_text(source)
    (tmp_path / "main.mlb").write_text(mlb)
    return ldriver("check", "main.mlb", cwd=tmp_path)


def test_pervasive_has_no_structures(tmp_path: Path) -> None:
    proc = check(tmp_path, "$(SML_LIB)/basis/pervasive.mlb\nmain.sml\n", 'val () = print (Int.toString 3)\n')
    assert proc.returncode == 1
    assert "main.sml:1:17: error: unbound structure: Int" in proc.stderr


UNSAFE_LOOP = """fun sum (a : int array) =
  let fun loop (i, s) = if i >= Array.length a then s else loop (i + 1, s + {sub} (a, i))
  in loop (0, 0) end
fun count (s : string) =
  let fun loop (i, n) = if i >= size s then n else loop (i + 1, if {csub} (s, i) = #"a" then n + 1 else n)
  in loop (0, 0) end
val a = Array.tabulate (10, fn i => i)
val () = {update} (a, 0, 100)
val ca = CharArray.array (2, #"a")
val wa = Word8Array.array (2, 0w1)
val ra = RealArray.array (2, 1.0)
val () = ({caupdate} (ca, 1, #"b"); {waupdate} (wa, 1, 0w2); {raupdate} (ra, 1, 2.0))
val others = ord ({casub} (ca, 1)) + Word8.toInt ({wasub} (wa, 1) + {wvsub} (Byte.stringToBytes "a", 0))
             + floor ({rasub} (ra, 1))
val () = print (Int.toString (sum a + count "banana" + {vsub} (Vector.fromList [1, 2], 1)) ^ " "
                ^ Int.toString others ^ "\\n")
"""
UNCHECKED = dict(sub="Unsafe.Array.sub", csub="Unsafe.CharVector.sub", update="Unsafe.Array.update",
                 vsub="Unsafe.Vector.sub", caupdate="Unsafe.CharArray.update", waupdate="Unsafe.Word8Array.update",
                 raupdate="Unsafe.RealArray.update", casub="Unsafe.CharArray.sub", wasub="Unsafe.Word8Array.sub",
                 wvsub="Unsafe.Word8Vector.sub", rasub="Unsafe.Real64Array.sub")


@pytest.mark.parametrize("profile", ["dev", "release"])
def test_unsafe_compiles_without_bounds_checks(profile: str, tmp_path: Path) -> None:
    """The same code with Unsafe's operations raises no Subscript anywhere in
    the unit's LLVM (those inlined are their primitives); with the Basis's,
    accesses check."""
    (tmp_path / "u.mlb").write_text("$(SML_LIB)/basis/basis.mlb\n$(SML_LIB)/basis/unsafe.mlb\nu.sml\n")
    llvm = {}
    for kind, names in (("unsafe", UNCHECKED),
                        ("checked", {k: v.replace("Unsafe.", "").replace("CharVector.sub", "String.sub")
                                     for k, v in UNCHECKED.items()})):
        (tmp_path / "u.sml").write_text(UNSAFE_LOOP.format(**names))
        proc = ldriver("run", "u.mlb", "--profile", profile, "--dump=llvm", cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == "150 199\n"
        llvm[kind] = (tmp_path / "_build" / "dump" / "u.sml.llvm.ll").read_text()
    assert llvm["unsafe"].count("@ld_exn_pkt_Subscript, i64 8") == 0
    assert llvm["checked"].count("@ld_exn_pkt_Subscript, i64 8") >= 1


# Each Successor ML form the MLB annotations turn on: accepted under its
# annotation (tests/extensions/annotations runs them), rejected without it.
WITHOUT_ANNOTATION = [
    ("allowOrPats", "datatype t = A of int | B of int\nfun f (A n | B n) = n\n",
     "main.sml:2:12: error: syntax error: an or-pattern needs the MLB annotation 'allowOrPats true'"),
    ("allowOptBar", "val f = fn | 0 => 1 | _ => 2\n",
     "main.sml:1:12: error: syntax error: expected a pattern but found '|'"),
    ("allowOptSemicolon", 'val () = (print "a"; print "b";)\n',
     "main.sml:1:32: error: syntax error: expected an expression but found ')'"),
    ("allowRecordPunExps", "fun mk (x, y) = {x, y}\n",
     "main.sml:1:19: error: syntax error: expected '=' but found ','"),
    ("allowDoDecls", 'do print "x"\n', "main.sml:1:1: error: syntax error: expected a declaration but found 'do'"),
    ("allowLineComments", "(*) to the end of the line\nval x = 1\n", "main.sml:1:1: error: unclosed comment"),
    ("allowExtendedNumConsts", "val x = 1_000\n", "main.sml:1:10: error: syntax error:"),
    ("allowVectorExps", "val v = #[1, 2]\n",
     "main.sml:1:9: error: syntax error: a vector expression needs the MLB annotation 'allowVectorExps true'"),
]


@pytest.mark.parametrize("annotation, source, diagnostic", WITHOUT_ANNOTATION,
                         ids=[case[0] for case in WITHOUT_ANNOTATION])
def test_successor_ml_needs_its_annotation(annotation: str, source: str, diagnostic: str, tmp_path: Path) -> None:
    proc = check(tmp_path, "$(SML_LIB)/basis/basis.mlb\nmain.sml\n", source)
    assert proc.returncode == 1
    assert diagnostic in proc.stderr
    # the same file under its annotation (another compiler's beside it is ignored)
    (tmp_path / "ann.mlb").write_text(
        f'$(SML_LIB)/basis/basis.mlb\nann "{annotation} true" "milletDiagnosticsIgnore true" in main.sml end\n')
    proc = ldriver("check", "ann.mlb", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    # turned off again inside
    (tmp_path / "off.mlb").write_text(
        f'$(SML_LIB)/basis/basis.mlb\nann "{annotation} true" in ann "{annotation} false" in main.sml end end\n')
    assert ldriver("check", "off.mlb", cwd=tmp_path).returncode == 1


def test_vector_patterns_are_refused(tmp_path: Path) -> None:
    proc = check(tmp_path, '$(SML_LIB)/basis/basis.mlb\nann "allowVectorExpsAndPats true" in main.sml end\n',
                 "val f = fn #[x] => x | _ => 0\n")
    assert proc.returncode == 1
    assert "main.sml:1:12: error: syntax error: vector patterns (Successor ML) are not supported" in proc.stderr


def test_or_patterns_in_val_binding_are_refused(tmp_path: Path) -> None:
    proc = check(tmp_path, '$(SML_LIB)/basis/basis.mlb\nann "allowOrPats true" in main.sml end\n',
                 "datatype t = A of int | B of int\nval (A n | B n) = A 1\n")
    assert proc.returncode == 1
    assert "main.sml:2:5: error: or-patterns are not supported in a 'val' binding" in proc.stderr


def test_annotation_value_is_checked(tmp_path: Path) -> None:
    proc = check(tmp_path, 'ann "allowOrPats maybe" in main.sml end\n', "val x = 1\n")
    assert proc.returncode == 1
    assert "main.mlb:1:5: error: annotation allowOrPats takes 'false' or 'true', not 'maybe'" in proc.stderr


MATCHES = """datatype t = A | B
val A = B
fun f A = 1
fun g x = case x of A => 1 | B => 2 | A => 3
"""


@pytest.mark.parametrize("annotations, shown, status", [
    ("", ["2:5: warning: binding not exhaustive", "3:5: warning: match nonexhaustive",
          "4:39: warning: match redundant"], 0),
    ('"nonexhaustiveBind ignore" "redundantMatch ignore"', ["3:5: warning: match nonexhaustive"], 0),
    ('"nonexhaustiveMatch error" "sequenceNonUnit warn"', ["2:5: warning: binding not exhaustive",
                                                           "3:5: error: match nonexhaustive",
                                                           "4:39: warning: match redundant"], 1),
])
def test_match_warning_levels_follow_annotations(annotations: str, shown: list[str], status: int,
                                                 tmp_path: Path) -> None:
    mlb = f"ann {annotations} in main.sml end\n" if annotations else "main.sml\n"
    proc = check(tmp_path, mlb, MATCHES)
    assert proc.returncode == status, proc.stderr
    found = [line.removeprefix("main.sml:") for line in proc.stderr.splitlines() if line.startswith("main.sml:")]
    assert found == shown


@pytest.mark.parametrize("source, diagnostic", [
    ("datatype t = A of int | B\nval x = 5\nfun f (A x | B) = x\n",
     "main.sml:3:5: error: the alternatives of an or-pattern must bind the same variables"),
    ("datatype t = A of int | B of string\nval f = fn (A x | B x) => 1\n",
     "main.sml:2:19: error: type mismatch between alternatives of an or-pattern for x"),
    ("datatype t = A of int | B\nval g = fn x => case x of (SOME (A y | B)) => 1 | _ => 2\n",
     "main.sml:2:28: error: the alternatives of an or-pattern must bind the same variables"),
])
def test_or_pattern_alternatives_bind_the_same(source: str, diagnostic: str, tmp_path: Path) -> None:
    proc = check(tmp_path, '$(SML_LIB)/basis/basis.mlb\nann "allowOrPats true" in main.sml end\n', source)
    assert proc.returncode == 1
    assert diagnostic in proc.stderr
