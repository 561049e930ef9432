"""`compiler.syntax.module_names`: the module names a file defines and uses free."""
from __future__ import annotations

from compiler.deep import run_deep
from compiler.source import SourceFile
from compiler.syntax import ModuleNames, module_names, parse_program


def names(text: str) -> ModuleNames:
    return module_names(parse_program(SourceFile("t.sml", text)))


def defines(text: str) -> list[str]:
    return [f"{r.kind} {r.name}" for r in names(text).defines]


def uses(text: str) -> list[str]:
    return [f"{r.kind} {r.name}" for r in names(text).uses]


def test_top_level_definitions() -> None:
    text = """
        signature QUEUE = sig type 'a t end and ORD = sig end
        structure Q :> QUEUE = struct type 'a t = 'a list end
        functor MkSet (O : ORD) = struct end
        local structure Hidden = struct end in structure Shown = Hidden end
        val x = 1
        datatype d = D
    """
    assert defines(text) == [
        "signature QUEUE", "signature ORD", "structure Q", "functor MkSet", "structure Shown",
    ]
    assert uses(text) == []


def test_definition_spans_point_at_the_name() -> None:
    [q] = names("val x = 1\nstructure   Queue = struct end\n").defines
    assert q.span == ("t.sml", 2, 13, 2, 18)


def test_uses_in_core_phrases() -> None:
    text = """
        val a = List.map (fn Option.SOME x => x) [Int.toString 1]
        fun f (x : Text.t) = case x of Pat.C y => raise Err.E | _ => 0
        exception E = Exn.Bad
        datatype t = datatype Tree.t
        val b = let open Util.Inner in 1 end
        type u = (int, Types.s) Map.map
    """
    assert uses(text) == [
        "structure List", "structure Option", "structure Int", "structure Text", "structure Pat",
        "structure Err", "structure Exn", "structure Tree", "structure Util", "structure Types",
        "structure Map",
    ]


def test_use_spans_point_at_the_first_strid() -> None:
    [r] = names("val a =\n   List.Inner.map").uses
    assert (r.kind, r.name, r.span) == ("structure", "List", ("t.sml", 2, 4, 2, 8))
    [f] = names("structure S = Make (struct end)").uses
    assert (f.kind, f.name, f.span) == ("functor", "Make", ("t.sml", 1, 15, 1, 19))


def test_uses_in_module_phrases() -> None:
    text = """
        structure S : SIG = Other.Sub
        structure T = F (Arg) :> RESULT where type t = Types.t
        functor G (X : PARAM) = struct open Lib end
        signature X = sig include BASE structure M : MSIG end
    """
    assert uses(text) == [
        "structure Other", "signature SIG", "functor F", "structure Arg", "signature RESULT",
        "structure Types", "signature PARAM", "structure Lib", "signature BASE", "signature MSIG",
    ]


def test_locally_bound_names_are_not_uses() -> None:
    text = """
        structure A = struct structure L = List val x = L.map end
        val y = A.x
        functor F (P : sig end) = struct val z = P.q end
        functor G (structure Q : sig end) = struct val z = Q.q end
        signature S = sig structure M : sig type t end val v : M.t end
        structure B = let structure K = Core in K end
        local structure H = struct end in val w = H.w end
    """
    assert uses(text) == ["structure List", "structure Core"]


def test_namespaces_are_separate() -> None:
    # The signature S is used before, the structure S defined after, the
    # structure S used after the definition: only the signature is free.
    text = "structure S : S = struct end\nval x = S.x\nstructure T = S\n"
    assert defines(text) == ["structure S", "structure T"]
    assert uses(text) == ["signature S"]


def test_use_before_definition_is_free() -> None:
    # A file may refine a structure of another file: `open S` refers to it.
    assert uses("structure S = struct open S val extra = 1 end\nval y = S.extra\n") == ["structure S"]


def test_sharing_and_where_name_the_signature_itself() -> None:
    text = """
        signature S = sig
          structure A : sig type t end
          type u
          sharing type A.t = u
        end where type A.t = int
    """
    assert uses(text) == []


def test_each_name_once_at_its_first_use() -> None:
    r = names("val a = List.map\nval b = List.app\n").uses
    assert [(x.name, x.span[1]) for x in r] == [("List", 1)]


def test_deep_nesting() -> None:
    # The parser needs `run_deep` for this; the walk over core phrases does not.
    text = "val l = " + " :: ".join(f"M{i}.x" for i in range(3000)) + " :: nil\n"
    program = run_deep(lambda: parse_program(SourceFile("t.sml", text)))
    assert len(module_names(program).uses) == 3000
