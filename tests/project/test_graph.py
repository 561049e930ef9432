"""The unit graph (`ldriver.project.graph`): closures, bases narrowed to
what a unit uses, the units an executable runs."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from compiler.api import Layer, SourceFile, UnitNames
from ldriver.project.graph import (
    AT_EXIT_TRIGGER, AT_EXIT_UNIT, TOP_HANDLER_TRIGGER, TOP_HANDLER_UNIT, PlannedUnit, Prebuilt, close_deps, narrow,
    top_handler, units_to_run,
)


def test_close_deps_reaches_through_bases_and_marks_imported_units() -> None:
    units = close_deps([("a", Path("a"), ()), ("b", Path("b"), (Layer("a"),)), ("c", Path("c"), (Layer("b"),)),
                        ("d", Path("d"), ())])
    assert [(u.id, u.deps, u.exported) for u in units] == [
        ("a", (), True), ("b", ("a",), True), ("c", ("a", "b"), False), ("d", (), False)]
    assert units[2].basis_units == ("b",)


def test_close_deps_lists_what_a_basis_reaches_in_project_order_once() -> None:
    # e names d before a, and reaches b through d and through c (a diamond).
    units = close_deps([("a", Path("a"), ()), ("b", Path("b"), ()), ("c", Path("c"), (Layer("b"),)),
                        ("d", Path("d"), (Layer("c"), Layer("b"))), ("e", Path("e"), (Layer("d"), Layer("a")))])
    assert [u.deps for u in units] == [(), (), ("b",), ("b", "c"), ("a", "b", "c", "d")]
    assert units[4].basis_units == ("d", "a")


def _units(tmp_path: Path, sources: dict[str, str]) -> tuple[PlannedUnit, ...]:
    """Units in the order given, each seeing every earlier one (an MLB basis)."""
    for name, text in sources.items():
        (tmp_path / name).write_text(text)
    names = list(sources)
    return close_deps([(n, tmp_path / n, tuple(Layer(m) for m in names[:i])) for i, n in enumerate(names)])


def test_narrow_keeps_the_layers_defining_a_name_the_unit_mentions(tmp_path: Path) -> None:
    units = _units(tmp_path, {"x.sml": "X", "y.sml": "Y", "z.sml": "uses X", "w.sml": "?"})
    names = {"X": UnitNames(frozenset({"X"}), frozenset()), "Y": UnitNames(frozenset({"Y"}), frozenset()),
             "uses X": UnitNames(frozenset({"Z"}), frozenset({"X"}))}
    asked: list[tuple[str, str]] = []

    def names_of(key: str, load: Callable[[], SourceFile]) -> UnitNames | None:
        source = load()
        asked.append((source.text, key))
        return names.get(source.text)  # "?" does not parse alone: None

    narrowed = narrow(units, names_of)
    by_id = {u.id: u for u in narrowed.units}
    assert by_id["z.sml"].basis == (Layer("x.sml"),) and by_id["z.sml"].deps == ("x.sml",)
    # a unit whose names are unknown keeps its whole basis
    assert by_id["w.sml"].basis == (Layer("x.sml"), Layer("y.sml"), Layer("z.sml"))
    # nothing imports w: only a library build exports it
    assert [u.id for u in narrowed.units if not u.exported] == ["w.sml"]
    assert all(u.exported for u in narrow(units, names_of, export_all=True).units)
    # what narrowing read, for the engine: sources, their digests and sizes, names by unit
    assert narrowed.sources["z.sml"].text == "uses X" and set(narrowed.source_digests) == set(by_id)
    assert narrowed.sizes["z.sml"] == len("uses X")
    assert narrowed.names["w.sml"] is None
    # the cache key covers the text (and annotations): equal texts, equal keys
    assert len({key for _, key in asked}) == 4


def test_units_to_run_runs_the_at_exit_unit_once_and_last() -> None:
    """A unit's basis may name every Basis unit, the one running
    OS.Process.atExit's actions included (HaMLet's do): that unit still runs
    once, after all others, and only when the OS unit runs."""
    prebuilt = Prebuilt(Path("i"), "d", Path("a"), "d", None)
    basis = [PlannedUnit(uid, Path(uid), (), (), prebuilt=prebuilt)
             for uid in ("basis:general.sml", AT_EXIT_TRIGGER, AT_EXIT_UNIT, "basis:unused.sml")]
    main = PlannedUnit("main.sml", Path("main.sml"), (), ("basis:general.sml", AT_EXIT_TRIGGER, AT_EXIT_UNIT))
    assert [u.id for u in units_to_run([*basis, main])] == [
        "basis:general.sml", AT_EXIT_TRIGGER, "main.sml", AT_EXIT_UNIT]
    quiet = PlannedUnit("main.sml", Path("main.sml"), (), ("basis:general.sml", AT_EXIT_UNIT))
    assert [u.id for u in units_to_run([*basis, quiet])] == ["basis:general.sml", "main.sml"]


def test_the_top_handler_unit_is_linked_with_mltons_and_never_run_in_order() -> None:
    """The unit applying MLton.Exn's top-level handler is named by the basis of
    any unit that sees mlton.mlb: it is not initialized with the others, and
    the executable hands it to the runtime only when MLton's unit runs."""
    prebuilt = Prebuilt(Path("i"), "d", Path("a"), "d", None)
    basis = [PlannedUnit(uid, Path(uid), (), (), prebuilt=prebuilt)
             for uid in ("basis:general.sml", TOP_HANDLER_TRIGGER, TOP_HANDLER_UNIT)]
    main = PlannedUnit("main.sml", Path("main.sml"), (), ("basis:general.sml", TOP_HANDLER_TRIGGER, TOP_HANDLER_UNIT))
    assert [u.id for u in units_to_run([*basis, main])] == ["basis:general.sml", TOP_HANDLER_TRIGGER, "main.sml"]
    handler = top_handler([*basis, main])
    assert handler is not None and handler.id == TOP_HANDLER_UNIT
    plain = PlannedUnit("main.sml", Path("main.sml"), (), ("basis:general.sml", TOP_HANDLER_UNIT))
    assert top_handler([*basis, plain]) is None
    assert [u.id for u in units_to_run([*basis, plain])] == ["basis:general.sml", "main.sml"]
