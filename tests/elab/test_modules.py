"""Static semantics of the module language (Definition ch. 5): what matching,
ascription, functor application and specifications make visible or equal."""
from __future__ import annotations

from pathlib import Path

import pytest
from elab_helpers import elaborate, first_error, type_of, warnings_of
from interp_basis import basis_units

from compiler.elab.env import Structure
from compiler.elab.types import TyCon

PROGRAMS = sorted((Path(__file__).parents[1] / "programs").glob("mod_*.sml"))


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_module_programs_elaborate_to_checked_absyn(path: Path) -> None:
    _, basis = basis_units()
    elaborate(path.read_text(), path.name, basis)


def test_transparent_ascription_reveals_the_type() -> None:
    assert type_of("structure S : sig type t val x : t end = struct type t = int val x = 1 end\n"
                   "val y = S.x + 1", "y") == "int"


def test_opaque_ascription_hides_the_type() -> None:
    err = first_error("structure S :> sig type t val x : t end = struct type t = int val x = 1 end\n"
                      "val y : int = S.x").diagnostic
    assert err.message == "type mismatch in val binding"
    assert err.notes == ("expected: int", "found:    S.t")


def test_opaque_ascription_keeps_manifest_types() -> None:
    assert type_of("structure S :> sig type t = int val x : t end = struct type t = int val x = 1 end\n"
                   "val y = S.x + 1", "y") == "int"


def test_each_functor_application_makes_new_types() -> None:
    text = ("functor F (X : sig end) = struct datatype t = C of int fun get (C n) = n end\n"
            "structure A = F (struct end) structure B = F (struct end)\n")
    result, _ = elaborate(text + "val n = A.get (A.C 1)")
    a = result.env.structures["A"].structure.types["t"].tyfun
    b = result.env.structures["B"].structure.types["t"].tyfun
    assert isinstance(a, TyCon) and isinstance(b, TyCon) and a != b
    err = first_error(text + "val n = A.get (B.C 1)").diagnostic
    assert err.notes == ("expected: A.t", "found:    B.t")


def test_functor_result_types_follow_the_argument() -> None:
    text = ("functor Pair (X : sig type t val x : t end) = struct val p = (X.x, X.x) end\n"
            "structure P = Pair (struct type t = real val x = 1.5 end)\n"
            "val (a, b) = P.p val s = a + b")
    assert type_of(text, "s") == "real"


def test_where_type_realizes_a_flexible_type() -> None:
    text = ("signature S = sig type t val x : t end\n"
            "functor F (X : S where type t = int) = struct val y = X.x + 1 end")
    elaborate(text)


def test_sharing_makes_types_equal() -> None:
    elaborate("functor F (structure A : sig type t val x : t end\n"
              "           structure B : sig type u val f : u -> int end\n"
              "           sharing type A.t = B.u) = struct val n = B.f A.x end")


def test_structure_sharing_shares_common_types() -> None:
    elaborate("signature S = sig type t val x : t val f : t -> int end\n"
              "functor F (structure A : S structure B : S sharing A = B) = struct val n = B.f A.x end")


def test_equality_propagates_through_eqtype_and_functor_datatypes() -> None:
    elaborate("functor F (X : sig eqtype t val x : t end) = struct\n"
              "  datatype d = D of X.t | E\n"
              "  val same = D X.x = D X.x\n"
              "end\n"
              "structure A = F (struct type t = string val x = \"a\" end)\n"
              "val b = A.D \"a\" = A.E")
    err = first_error("functor F (X : sig type t val x : t end) = struct val same = X.x = X.x end").diagnostic
    assert err.message == "type does not admit equality: X.t"


def test_value_spec_may_be_matched_by_a_constructor_or_an_exception() -> None:
    assert type_of("structure S : sig type t val A : int -> t val E : string -> exn end =\n"
                   "  struct datatype t = A of int exception E of string end\n"
                   "val a = S.A 1", "a") == "S.t"


def test_signature_instances_are_fresh() -> None:
    err = first_error("signature S = sig type t val x : t val f : t -> int end\n"
                      "functor F (structure A : S structure B : S) = struct val n = B.f A.x end").diagnostic
    assert err.message == "type mismatch in application"


def test_polymorphic_value_must_be_general_enough() -> None:
    err = first_error("structure S : sig val r : 'a list ref end = struct val r = ref [] end").diagnostic
    assert err.message == "signature mismatch: value r does not have the type specified"


def test_layout_is_sorted_values_then_structures() -> None:
    result, _ = elaborate("structure S = struct structure B = struct end val z = 1 exception E datatype d = K\n"
                          "  val a = 2 structure A = struct end end")
    st: Structure = result.env.structures["S"].structure
    assert st.fields() == [("value", "E"), ("value", "a"), ("value", "z"), ("structure", "A"), ("structure", "B")]


def test_spec_param_functor_sees_the_specs_opened() -> None:
    assert type_of("functor F (type t val x : t val f : t -> int) = struct val n = f x end\n"
                   "structure R = F (type t = bool val x = true fun f b = if b then 1 else 0)\n"
                   "val m = R.n", "m") == "int"


def test_duplicate_structure_in_one_declaration() -> None:
    err = first_error("structure A = struct end and A = struct end").diagnostic
    assert err.message == "duplicate structure name in structure declaration: A"


def test_weak_structure_components_are_determined_later_or_get_dummy_types() -> None:
    assert type_of("structure S = struct val r = ref [] end\nval _ = S.r := [1]\nval x = !S.r", "x") == "int list"
    assert warnings_of("structure S = struct structure T = struct val r = ref [] end end") == [
        "1:1: type variable not generalized because of the value restriction: S.T.r gets dummy type ?.X1"
        " [type: 'a list ref]"]
