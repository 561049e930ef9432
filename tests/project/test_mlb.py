"""MLB files (`ldriver.project.mlb_elab`): every construct, the units and layers it yields,
and every error with its exact location and message."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.diagnostics import CompileError, format_text
from compiler.source import SourceFile
from ldriver.project.mlb_elab import Layer, Project, load_mlb
from ldriver.project.mlb_syntax import read_path_map

# Small units: what each defines matters for `structure A = B` lookups.
UNITS = {
    "a.sml": "structure A = struct val x = 1 end\nsignature SA = sig val x : int end\n",
    "b.sml": "structure B = struct val y = A.x end\nfunctor FB (X : SA) = struct end\n",
    "c.sml": "val c = 3\n",
    "d.sml": "structure D = struct end\n",
}


def tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


@pytest.fixture
def proj(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A directory with the units above; diagnostics name files relative to it."""
    monkeypatch.chdir(tmp_path)
    tree(tmp_path, UNITS)
    return tmp_path


def load(root: Path, mlb: str, files: dict[str, str] | None = None, **path_vars: str) -> Project:
    tree(root, {"top.mlb": mlb, **(files or {})})
    return load_mlb(root / "top.mlb", path_vars)


def fails(root: Path, mlb: str, files: dict[str, str] | None = None, **path_vars: str) -> str:
    """The first line of the error `load` raises: `file:line:col: error: message`."""
    with pytest.raises(CompileError) as info:
        load(root, mlb, files, **path_vars)
    d = info.value.diagnostic
    return f"{d.span.file}:{d.span.line}:{d.span.col}: {d.severity}: {d.message}"


def whole(root: Path, *names: str) -> tuple[Layer, ...]:
    return tuple(Layer(root / n, None) for n in names)


def units(project: Project, root: Path) -> list[str]:
    return [str(u.path.relative_to(root)) for u in project.units]


def basis_of(project: Project, root: Path, name: str) -> tuple[Layer, ...]:
    return next(u.basis for u in project.units if u.path == root / name)


# ---------------------------------------------------------------------------
# Constructs


def test_sequence_of_files(proj: Path) -> None:
    p = load(proj, "a.sml\nb.sml ; c.sml;;\n")
    assert units(p, proj) == ["a.sml", "b.sml", "c.sml"]
    assert basis_of(p, proj, "a.sml") == ()
    assert basis_of(p, proj, "b.sml") == whole(proj, "a.sml")
    assert basis_of(p, proj, "c.sml") == whole(proj, "a.sml", "b.sml")
    assert p.exports == whole(proj, "a.sml", "b.sml", "c.sml")
    assert p.root == proj.resolve()
    assert p.mlb_files == (proj / "top.mlb",)
    assert p.diagnostics == ()
    assert p.units[1].origin.file == "top.mlb" and p.units[1].origin[1:] == (2, 1, 2, 6)


def test_local_hides_its_declarations(proj: Path) -> None:
    p = load(proj, "local a.sml in b.sml end\nc.sml\n")
    assert units(p, proj) == ["a.sml", "b.sml", "c.sml"]
    assert basis_of(p, proj, "b.sml") == whole(proj, "a.sml")
    assert basis_of(p, proj, "c.sml") == whole(proj, "b.sml")
    assert p.exports == whole(proj, "b.sml", "c.sml")


def test_module_bindings_become_renames(proj: Path) -> None:
    p = load(
        proj,
        "local a.sml b.sml in\n"
        "  structure A2 = A and B\n"
        "  signature SIG = SA\n"
        "  functor F = FB\n"
        "end\n"
        "c.sml\n",
    )
    a, b = proj / "a.sml", proj / "b.sml"
    expected = (
        Layer(a, (("structure", "A2", "A"), ("signature", "SIG", "SA"))),
        Layer(b, (("structure", "B", "B"), ("functor", "F", "FB"))),
    )
    assert basis_of(p, proj, "c.sml") == expected
    assert p.exports == expected + whole(proj, "c.sml")


def test_simultaneous_bindings_see_the_outer_basis(proj: Path) -> None:
    files = {"ab.sml": "structure A = struct end\nstructure B = struct end\n"}
    p = load(proj, "local ab.sml in structure A = B and B = A end\n", files)
    assert p.exports == (Layer(proj / "ab.sml", (("structure", "A", "B"), ("structure", "B", "A"))),)


def test_renames_compose_back_to_the_name_in_the_unit(proj: Path) -> None:
    p = load(
        proj,
        "basis L = let a.sml in bas structure X = A end end\n"
        "local open L in\n"
        "  local structure Y = X in structure Z = Y end\n"
        "end\n"
        "d.sml\n",
    )
    assert basis_of(p, proj, "d.sml") == (Layer(proj / "a.sml", (("structure", "Z", "A"),)),)


def test_basis_open_let_bas(proj: Path) -> None:
    p = load(
        proj,
        "basis P = bas a.sml end and Q = let b.sml in bas c.sml end end\n"
        "basis R = P\n"
        "open R Q\n"
        "d.sml\n",
    )
    # b.sml is elaborated where `let` declares it: after a.sml? No: in the
    # basis of the `let`, which holds neither P nor a.sml.
    assert units(p, proj) == ["a.sml", "b.sml", "c.sml", "d.sml"]
    assert basis_of(p, proj, "b.sml") == ()
    assert basis_of(p, proj, "c.sml") == whole(proj, "b.sml")
    assert basis_of(p, proj, "d.sml") == whole(proj, "a.sml", "c.sml")
    assert p.exports == whole(proj, "a.sml", "c.sml", "d.sml")


def test_short_bindings_and_identity_renames_are_dropped(proj: Path) -> None:
    # `structure A` is `structure A = A`; after a.sml itself it adds nothing.
    p = load(proj, "a.sml structure A signature SA\nc.sml\n")
    assert basis_of(p, proj, "c.sml") == whole(proj, "a.sml")


def test_shadowed_layers_are_dropped(proj: Path) -> None:
    # Each unit is elaborated once, in a basis its name then brings back
    # (a source file named again would be a new unit).
    p = load(
        proj,
        "basis A = bas a.sml end basis B = bas b.sml end basis C = bas c.sml end basis D = bas d.sml end\n"
        "local open A in structure D = A end\n"
        "open D A\n"  # shadows a.sml, but not the binding D (a.sml has no D)
        "local open B in structure B end open B\n"  # shadows the identity binding B
        "local open D in structure E = D end\n"
        "local open C in structure E = D end\n"  # shadows the first E
        "e.sml\n",
        {"e.sml": "val e = 5\n"},
    )
    # Normalizing never asks which names a unit defines: d.sml shadows the
    # binding D, but the layer stays (correct, only larger).
    rename = Layer(proj / "a.sml", (("structure", "D", "A"),))
    again = Layer(proj / "d.sml", (("structure", "E", "D"),))
    assert basis_of(p, proj, "e.sml") == (rename,) + whole(proj, "d.sml", "a.sml", "b.sml") + (again,)


def test_source_file_named_twice_is_a_unit_at_each_occurrence(proj: Path) -> None:
    """MLton's rule: a source file is elaborated where each reference stands,
    in the basis there (a new unit, `NAME#N`, reading the same file)."""
    p = load(proj, "a.sml\nlocal c.sml in b.sml end\nb.sml a.sml\nd.sml\n")
    assert units(p, proj) == ["a.sml", "c.sml", "b.sml", "b.sml#2", "a.sml#2", "d.sml"]
    assert [u.source.name for u in p.units] == ["a.sml", "c.sml", "b.sml", "b.sml", "a.sml", "d.sml"]
    assert basis_of(p, proj, "b.sml") == whole(proj, "a.sml", "c.sml")
    assert basis_of(p, proj, "b.sml#2") == whole(proj, "a.sml", "b.sml")
    assert basis_of(p, proj, "a.sml#2") == whole(proj, "a.sml", "b.sml", "b.sml#2")
    assert [u.origin[1:3] for u in p.units[2:5]] == [(2, 16), (3, 1), (3, 7)]
    assert basis_of(p, proj, "d.sml") == whole(proj, "a.sml", "b.sml", "b.sml#2", "a.sml#2")
    # A binding names the latest occurrence's module.
    p = load(proj, "a.sml\nlocal a.sml in structure A2 = A end\nc.sml\n")
    assert basis_of(p, proj, "c.sml") == whole(proj, "a.sml") + (
        Layer(proj / "a.sml#2", (("structure", "A2", "A"),)),)


def test_nested_mlb_is_elaborated_once_in_the_empty_basis(proj: Path) -> None:
    files = {
        "lib/lib.mlb": "local ../a.sml in inner.sml structure A end\n",
        "lib/inner.sml": "structure Inner = struct val z = A.x end\n",
    }
    p = load(proj, "d.sml\nlib/lib.mlb\nc.sml\nlib/../lib/lib.mlb\n", files)
    assert units(p, proj) == ["d.sml", "a.sml", "lib/inner.sml", "c.sml"]
    assert basis_of(p, proj, "a.sml") == ()  # not d.sml: an MLB file starts empty
    assert basis_of(p, proj, "lib/inner.sml") == whole(proj, "a.sml")
    lib = (Layer(proj / "lib/inner.sml", None), Layer(proj / "a.sml", (("structure", "A", "A"),)))
    assert basis_of(p, proj, "c.sml") == whole(proj, "d.sml") + lib
    assert p.exports == whole(proj, "d.sml", "c.sml") + lib
    assert p.mlb_files == (proj / "top.mlb", proj / "lib/lib.mlb")


def test_basis_identifiers_of_a_nested_mlb_are_visible(proj: Path) -> None:
    p = load(proj, "lib.mlb\nopen Lib\n", {"lib.mlb": "basis Lib = bas c.sml end\n"})
    assert p.exports == whole(proj, "c.sml")


def test_annotations(proj: Path) -> None:
    p = load(
        proj,
        'ann "milletDiagnosticsIgnore true" "allowFFI true" in\n'
        '  ann "warnUnused false" "nonexhaustiveMatch ignore" in a.sml end\n'
        "end\n"
        'ann "noSuchThing on" "sequenceNonUnit warn" in c.sml end\n',
    )
    assert units(p, proj) == ["a.sml", "c.sml"]
    [w] = p.diagnostics
    assert (w.severity, w.span, w.message) == (
        "warning", ("top.mlb", 4, 5, 4, 21), "unknown annotation 'noSuchThing' ignored"
    )


def test_quoted_paths_and_comments(proj: Path) -> None:
    files = {"dir with space/x y.sml": "val xy = 1\n"}
    p = load(proj, '(* a (* nested *) comment *)\n"dir with space/x y.sml" (**)\n"c\\u002esml"\n', files)
    assert units(p, proj) == ["dir with space/x y.sml", "c.sml"]


def test_path_variables(proj: Path) -> None:
    files = {"lib/sub/s.mlb": "../../$(UNIT)\n"}
    p = load(proj, "$(LIB)/sub/s.mlb\n$(HERE)/c.sml\n", files, LIB="$(ROOT)/lib", ROOT=str(proj), UNIT="d.sml", HERE=".")
    assert units(p, proj) == ["d.sml", "c.sml"]


def test_unit_defines_is_asked_only_when_needed(proj: Path) -> None:
    asked: list[str] = []

    def defines(path: Path) -> set[tuple[str, str]]:
        asked.append(path.name)
        return {("structure", path.stem.upper())}

    tree(proj, {"top.mlb": "a.sml b.sml c.sml local d.sml in structure X = C structure Y = C end\n"})
    p = load_mlb(proj / "top.mlb", {}, defines)
    assert asked == ["d.sml", "c.sml"]
    assert p.exports[-1] == Layer(proj / "c.sml", (("structure", "X", "C"), ("structure", "Y", "C")))


def test_read_path_map(tmp_path: Path) -> None:
    tree(tmp_path, {"mlb-path-map": "# libraries\nSML_LIB /opt/lib\n\n  MINE  rel dir/x\nUP $(SML_LIB)/up\nSML_LIB /other\n"})
    assert read_path_map(tmp_path / "mlb-path-map") == {
        "SML_LIB": "/other",
        "MINE": str(tmp_path.resolve() / "rel dir/x"),
        "UP": "$(SML_LIB)/up",
    }


# ---------------------------------------------------------------------------
# Errors: exact location and message


def test_undefined_path_variable(proj: Path) -> None:
    assert fails(proj, "c.sml\n  lib/$(NOPE)/x.sml\n") == "top.mlb:2:7: error: undefined path variable NOPE"
    assert fails(proj, '"$(A)/c.sml"\n', A="$(B)") == "top.mlb:1:1: error: undefined path variable B"
    assert fails(proj, "$(A)/c.sml\n", A="$(A)") == "top.mlb:1:1: error: path variable A is defined in terms of itself"


def test_bad_extension(proj: Path) -> None:
    assert fails(proj, "c.sml notes.txt\n") == (
        "top.mlb:1:7: error: unknown file extension '.txt' in MLB path 'notes.txt' (expected .sml, .sig, .fun, .mlb, .grm or .y for ML-Yacc, .lex or .l for ML-Lex)"
    )
    assert fails(proj, "lib/README\n") == (
        "top.mlb:1:1: error: no file extension in MLB path 'lib/README' (expected .sml, .sig, .fun, .mlb, .grm or .y for ML-Yacc, .lex or .l for ML-Lex)"
    )


def test_missing_file(proj: Path) -> None:
    with pytest.raises(CompileError) as info:
        load(proj, "c.sml\nlocal gone.sml in end\n")
    d = info.value.diagnostic
    assert (d.span, d.message) == (("top.mlb", 2, 7, 2, 15), "file not found: gone.sml")
    assert d.notes == (f"looked for {proj / 'gone.sml'}",)


def test_missing_file_in_nested_mlb_is_located_there(proj: Path) -> None:
    files = {"lib/lib.mlb": "\n\n   ../gone.fun\n"}
    assert fails(proj, "lib/lib.mlb\n", files) == "lib/lib.mlb:3:4: error: file not found: ../gone.fun"


def test_cycle_of_mlb_files(proj: Path) -> None:
    files = {"x.mlb": "c.sml\nsub/y.mlb\n", "sub/y.mlb": "(* back *) ../x.mlb\n"}
    with pytest.raises(CompileError) as info:
        load(proj, "a.sml x.mlb\n", files)
    d = info.value.diagnostic
    assert (d.span, d.message) == (("sub/y.mlb", 1, 12, 1, 20), "cycle of MLB files: x.mlb -> sub/y.mlb -> x.mlb")
    assert d.notes == ("x.mlb:2:1: x.mlb names sub/y.mlb", "sub/y.mlb:1:12: sub/y.mlb names x.mlb")


def test_self_including_mlb(proj: Path) -> None:
    assert fails(proj, "c.sml\ntop.mlb\n") == "top.mlb:2:1: error: cycle of MLB files: top.mlb -> top.mlb"


def test_unbound_identifiers(proj: Path) -> None:
    assert fails(proj, "open Nope\n") == "top.mlb:1:6: error: unbound basis Nope"
    assert fails(proj, "basis X = bas end\nbasis Y = X and Z = Y\n") == "top.mlb:2:21: error: unbound basis Y"
    assert fails(proj, "a.sml\nstructure S = SA\n") == "top.mlb:2:15: error: unbound structure SA"
    assert fails(proj, "a.sml signature A\n") == "top.mlb:1:17: error: unbound signature A"
    assert fails(proj, "b.sml functor G = FB and H\n") == "top.mlb:1:26: error: unbound functor H"
    # A binding hidden by `local` is gone afterwards.
    assert fails(proj, "local a.sml in end structure A\n") == "top.mlb:1:30: error: unbound structure A"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("local a.sml b.sml\n", "2:1: error: syntax error: expected 'in' but found end of file"),
        ("local a.sml in c.sml\nend end\n", "2:5: error: syntax error: expected a basis declaration or a file name but found 'end'"),
        ("structure = A\n", "1:11: error: syntax error: expected a structure identifier but found '='"),
        ("basis B bas end\n", "1:9: error: syntax error: expected '=' but found 'bas'"),
        ("basis B = a.sml\n", "1:11: error: syntax error: expected a basis expression ('bas', 'let' or a basis identifier) but found 'a.sml'"),
        ("ann in a.sml end\n", "1:5: error: syntax error: expected an annotation string but found 'in'"),
        ("main\n", "1:1: error: syntax error: expected a basis declaration or a file name but found 'main'"),
        ("a.sml (* open\n (* *)\n", "1:7: error: unclosed comment"),
        ('a.sml "b.sml\n', "1:7: error: unterminated string"),
        ('"a\\q.sml"\n', "1:3: error: illegal escape sequence '\\q' in string"),
        ("a.sml, b.sml\n", "1:6: error: illegal character ',' in MLB file"),
        ("$LIB/a.sml\n", "1:1: error: malformed path variable: expected '$(NAME)'"),
        ("_prim\n", "1:1: error: '_prim' (MLton's primitive basis) is not supported"),
    ],
)
def test_syntax_errors(proj: Path, text: str, expected: str) -> None:
    assert fails(proj, text) == "top.mlb:" + expected


def test_syntax_error_in_a_unit_it_must_read(proj: Path) -> None:
    files = {"bad.sml": "structure = \n"}
    assert fails(proj, "bad.sml structure B\n", files).startswith("bad.sml:1:11: error: syntax error")
    # A unit whose module names are never looked up is not read here.
    assert units(load(proj, "bad.sml c.sml\n", files), proj) == ["bad.sml", "c.sml"]


def test_top_file_errors(proj: Path) -> None:
    with pytest.raises(CompileError, match="cannot read MLB file nope.mlb: no such file"):
        load_mlb(proj / "nope.mlb", {})
    with pytest.raises(CompileError, match="not an MLB file: c.sml"):
        load_mlb(proj / "c.sml", {})


def test_errors_print_like_sml_errors(proj: Path) -> None:
    with pytest.raises(CompileError) as info:
        load(proj, "a.sml\n  local $(SML_LIB)/x.mlb in end\n")
    d = info.value.diagnostic
    source = SourceFile(d.span.file, Path(d.span.file).read_text())
    assert format_text(d, source) == (
        "top.mlb:2:9: error: undefined path variable SML_LIB\n"
        "   2 |   local $(SML_LIB)/x.mlb in end\n"
        "     |         ^^^^^^^^^^"
    )


# ---------------------------------------------------------------------------
# Normalizing bases keeps their meaning

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from ldriver.project.mlb_elab import _Basis, _normalize  # noqa: E402

# Four units over a small universe of names, so that layers shadow each other.
_DEFINES = {
    Path(f"/u{i}.sml"): frozenset(
        [("structure", n) for n in names] + [("value", n.lower()) for n in names]
    )
    for i, names in enumerate([("A", "B"), ("B", "C"), ("A",), ("C", "D")])
}


@st.composite
def _layer(draw: st.DrawFn) -> Layer:
    unit = draw(st.sampled_from(sorted(_DEFINES)))
    if draw(st.booleans()):
        return Layer(unit, None)
    inner = sorted(n for k, n in _DEFINES[unit] if k == "structure")
    entries = draw(
        st.lists(st.tuples(st.sampled_from("ABCDE"), st.sampled_from(inner)), min_size=1, max_size=3, unique_by=lambda e: e[0])
    )
    return Layer(unit, tuple(("structure", vis, name) for vis, name in entries))


def _meaning(layers: tuple[Layer, ...]) -> dict[tuple[str, str], tuple[Path, str]]:
    """What each visible name denotes: the unit and the name in it."""
    env: dict[tuple[str, str], tuple[Path, str]] = {}
    for layer in layers:
        if layer.renames is None:
            env.update({key: (layer.unit, key[1]) for key in _DEFINES[layer.unit]})
        else:
            env.update({(k, vis): (layer.unit, name) for k, vis, name in layer.renames})
    return env


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(_layer(), max_size=4), max_size=5))
def test_normalizing_and_appending_keep_the_meaning(chunks: list[list[Layer]]) -> None:
    flat = tuple(layer for chunk in chunks for layer in chunk)
    assert _meaning(_normalize(flat)) == _meaning(flat)
    basis = _Basis()
    for chunk in chunks:
        basis = basis.plus(_Basis.of(tuple(chunk)))
    assert _meaning(basis.layers) == _meaning(flat)
    assert basis.units == {layer.unit for layer in basis.layers}
    assert len(basis.layers) <= len(_normalize(flat)) + len(chunks)
    for a, b in zip(basis.layers, basis.layers[1:]):
        assert a != b


def test_path_map_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    tree(tmp_path, {"m1": "A /a\n  LONELY\n", "m2": "9X /x\n"})
    with pytest.raises(CompileError) as info:
        read_path_map(tmp_path / "m1")
    d = info.value.diagnostic
    assert (d.span, d.message) == (("m1", 2, 3, 2, 9), "path variable LONELY has no value: expected 'NAME PATH'")
    with pytest.raises(CompileError, match="bad path variable name '9X'"):
        read_path_map(tmp_path / "m2")
