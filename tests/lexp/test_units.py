"""Units importing other units' structures, values and functors: the importer
types each imported unit by a partial `GRecTy` of only the fields it uses
(Shao §3.5.4), and linked units run as one program."""
from __future__ import annotations

from compiler.deep import run_deep
from compiler.elab import UnitExports, elaborate_program, exports_of
from compiler.lexp import check, ir, print_unit, run, translate
from compiler.lexp.link import link
from compiler.source import SourceFile
from compiler.syntax import parse_program

LIB = """
structure Big = struct
  val a0 = 0 val a1 = 1 val a2 = 2 val a3 = 3 val a4 = 4 val a5 = 5 val a6 = 6 val a7 = 7
  val half = 0.5
  fun scale (x : real) = x * 3.0
  exception Oops of string
  structure Sub = struct val name = "sub" val other = 42 end
end
fun twice f x = f (f x)
val counter = ref 10
signature NUM = sig type t val one : t val add : t * t -> t end
functor Double (N : NUM) = struct val two = N.add (N.one, N.one) end
"""

CLIENT = """
structure R = Double (struct type t = real val one = Big.half fun add (x, y : real) = x + y end)
val _ = if R.two > 0.9 andalso Big.scale 2.0 > 5.9 then print "reals ok\\n" else print "bad\\n"
val _ = print (Big.Sub.name ^ "\\n")
val _ = counter := twice (fn n => n + 1) (!counter)
val _ = if !counter = 12 then print "counter ok\\n" else print "bad\\n"
val _ = (raise Big.Oops "boom") handle Big.Oops s => print (s ^ "\\n")
"""


def _unit(name: str, text: str, imports: tuple[UnitExports, ...], export: bool) -> tuple[ir.Unit, UnitExports]:
    def phases() -> tuple[ir.Unit, UnitExports]:
        diagnostics: list = []
        result = elaborate_program(parse_program(SourceFile(name, text)), diagnostics, imports)
        assert not [d for d in diagnostics if d.severity == "error"]
        unit = translate(result.program, imports=imports, exports=result.env if export else None)
        return unit, exports_of(name, result.env)
    unit, exports = run_deep(phases)
    assert check(unit) == [], print_unit(unit)
    return unit, exports


def test_importer_types_an_imported_unit_by_the_fields_it_uses() -> None:
    lib, lib_exports = _unit("lib.sml", LIB, (), True)
    client, _ = _unit("client.sml", CLIENT, (lib_exports,), False)
    (imp,) = client.imports
    assert imp.unit == "lib.sml"
    assert type(imp.ty) is ir.GRecTy
    top = dict(imp.ty.fields)
    # The unit's exports: counter, twice (values), Big (structure), Double (functor).
    assert sorted(top) == [0, 1, 2, 3]
    big = top[2]
    assert type(big) is ir.GRecTy
    big_fields = dict(big.fields)
    # Of Big's 13 fields the client uses Oops, half, scale and Sub (only Sub.name).
    assert len(big_fields) == 4
    layout = lib_exports.structure.structures["Big"]
    assert {layout.value_index["half"], layout.value_index["scale"], layout.value_index["Oops"],
            layout.structure_index["Sub"]} == set(big_fields)
    assert big_fields[layout.value_index["half"]] == ir.REAL
    sub = big_fields[layout.structure_index["Sub"]]
    assert type(sub) is ir.GRecTy and len(sub.fields) == 1
    assert type(top[3]) is ir.ArrowTy  # the functor


def test_linked_units_run_as_one_program() -> None:
    lib, lib_exports = _unit("lib.sml", LIB, (), True)
    client, _ = _unit("client.sml", CLIENT, (lib_exports,), False)
    program = link([lib, client])
    assert program.imports == () and check(program) == []
    result = run(program)
    assert result.uncaught is None
    assert result.stdout == "reals ok\nsub\ncounter ok\nboom\n"


def test_unit_that_uses_nothing_imports_nothing() -> None:
    _, lib_exports = _unit("lib.sml", LIB, (), True)
    client, _ = _unit("client.sml", 'val _ = print "hi\\n"', (lib_exports,), False)
    assert client.imports == ()


def test_interface_round_trip_through_msgpack() -> None:
    from compiler.elab.interface import decode_exports, encode_exports

    lib, lib_exports = _unit("lib.sml", LIB + """
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
structure Q :> sig type 'a q val empty : 'a q val push : 'a * 'a q -> 'a q val size : 'a q -> int end =
  struct type 'a q = 'a list val empty = [] fun push (x, q) = x :: q fun size q = length q end
""", (), True)
    data = encode_exports(lib_exports)
    assert isinstance(data, bytes)
    decoded = decode_exports(data)
    assert decoded.name == "lib.sml"
    assert decoded.structure.fields() == lib_exports.structure.fields()
    assert sorted(decoded.functors) == ["Double"] and sorted(decoded.signatures) == ["NUM"]
    assert encode_exports(decoded) == data  # decoding loses nothing encoding keeps
    client, _ = _unit("client.sml", CLIENT + """
fun depth Leaf = 0 | depth (Node (l, _, r)) = 1 + Int_max (depth l, depth r)
and Int_max (a, b) = if a > b then a else b
val t = Node (Node (Leaf, 1.5, Leaf), 2.5, Leaf)
val _ = if depth t = 2 andalso Q.size (Q.push (t, Q.empty)) = 1 then print "tree ok\\n" else print "bad\\n"
""", (decoded,), False)
    result = run(link([lib, client]))
    assert result.uncaught is None
    assert result.stdout == "reals ok\nsub\ncounter ok\nboom\ntree ok\n"


def test_corrupt_interface_is_an_error_not_a_crash() -> None:
    import pytest

    from compiler.elab.interface import InterfaceError, decode_exports, encode_exports

    _, lib_exports = _unit("lib.sml", LIB, (), True)
    data = encode_exports(lib_exports)
    for bad in (b"", data[: len(data) // 2], b"\x81\xa6format\x02"):
        with pytest.raises(InterfaceError):
            decode_exports(bad)


def test_every_basis_unit_passes_the_lexp_checker() -> None:
    """The whole Basis, linked in `basis.mlb` order, is well typed LEXP (its
    `ld_overload` registrations once translated to a function returning a
    record where unit is an int)."""
    from interp_basis import basis_units

    units, _ = basis_units()
    assert len(units) > 20
    for unit in units:
        assert all(type(imp.ty) is ir.GRecTy for imp in unit.imports)
    assert check(link(units)) == []


OPEN_FUNCTOR = """
functor Cell () = struct
  val cell = ref []
  val id = (print "applied\\n"; fn x => x)
end
"""


def test_functor_undetermined_types_stay_open_across_units() -> None:
    """A functor body's undetermined types (expansive bindings nothing fixed)
    are dummies in its own unit's code but open in its interface: each
    application in another unit gets fresh ones, as in the same unit."""
    import pytest

    from compiler.diagnostics import CompileError
    from compiler.elab.interface import decode_exports, encode_exports

    lib, lib_exports = _unit("cell.sml", OPEN_FUNCTOR, (), True)
    data = encode_exports(lib_exports)
    decoded = decode_exports(data)
    assert len(decoded.functors["Cell"].open_tvars) == 2
    assert encode_exports(decoded) == data
    client, _ = _unit("client.sml", """
structure I = Cell () structure S = Cell ()
val _ = I.cell := [1, 2] val _ = S.cell := ["s"]
val _ = if I.id 40 + 2 = 42 andalso !I.cell = [1, 2] then print (S.id "ok " ^ hd (!S.cell) ^ "\\n") else ()
""", (decoded,), False)
    result = run(link([lib, client]))
    assert result.uncaught is None and result.stdout == "applied\napplied\nok s\n"
    # one application's types are fixed once
    with pytest.raises(CompileError, match="type mismatch"):
        _unit("bad.sml", "structure I = Cell () val _ = I.cell := [1] val _ = I.cell := [\"s\"]", (decoded,), False)
