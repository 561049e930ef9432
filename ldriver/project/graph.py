"""The unit graph (docs/architecture.md "Separate compilation"): the planned
units, what each one's basis reaches, each basis narrowed to what its unit
uses, and the units an executable runs.

    close_deps(ordered) -> tuple[PlannedUnit, ...]
        units (id, path, basis) in project order, with the closure of what
        their bases reach and whether some unit imports them
    narrow(units, names_of, export_all=False) -> Narrowed
        every basis cut down to the layers its unit can use
    may_use(layer, names, user) -> bool
        whether a unit can use anything a layer of its basis shows
    units_to_run(units) -> list[PlannedUnit]
        the units an executable initializes, in order, each once
    top_handler(units) -> PlannedUnit | None
        the unit the executable runs on an uncaught exception, if any
    read_source(path, annotations) -> SourceFile
        a unit's source as the compiler reads it
"""
from __future__ import annotations

import functools
import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from compiler.api import Layer, SourceFile, UnitNames
from ldriver.engine.store import digest, source_digest

# The prebuilt Basis's unit running OS.Process.atExit's actions
# (stdlib/basis/at_exit.sml), initialized after the program when the unit
# that registers them (os.sml) runs.
AT_EXIT_UNIT = "basis:at_exit.sml"
AT_EXIT_TRIGGER = "basis:os.sml"
# The prebuilt Basis's unit applying MLton.Exn's top-level handler to an
# uncaught exception (stdlib/basis/top_handler.sml): linked when MLton's
# unit runs, never initialized in order; the program entry hands its
# initializer to the runtime, which runs it on an uncaught exception.
TOP_HANDLER_UNIT = "basis:top_handler.sml"
TOP_HANDLER_TRIGGER = "basis:mlton.sml"


@dataclass(frozen=True, slots=True)
class Prebuilt:
    """A package unit's interface (verified with its package) and archive."""

    interface: Path
    interface_digest: str
    archive: Path
    archive_digest: str
    defines: frozenset[str] | None


@dataclass(frozen=True, slots=True)
class PlannedUnit:
    id: str
    path: Path
    basis: tuple[Layer, ...]
    deps: tuple[str, ...]
    """Every unit the basis reaches, directly or through their own bases, in
    project order: the interfaces the compiler needs."""
    exported: bool = True
    """Whether some unit imports this one."""
    prebuilt: Prebuilt | None = None
    """Set for a unit of a prebuilt package: nothing to compile."""
    annotations: frozenset[str] = frozenset()
    """The MLB annotations in effect for it (`SourceFile.annotations`)."""

    @property
    def basis_units(self) -> tuple[str, ...]:
        """The units the basis names: the interfaces its compilation depends
        on (an interface's digest covers those of the units whose types it
        mentions, so units reached only through others need not be listed)."""
        return tuple(dict.fromkeys(layer.unit for layer in self.basis))


def read_source(path: Path, annotations: frozenset[str] = frozenset(), data: bytes | None = None) -> SourceFile:
    """The unit's source (`data`, its bytes if read already), named as the
    user would write its path (relative to the working directory when below
    it). SML sources are bytes; undecodable ones become located lexical
    errors rather than crashes."""
    if data is None:
        data = path.read_bytes()
    return SourceFile(source_name(path), data.decode("utf-8", errors="replace"), annotations=annotations)


def source_name(path: Path) -> str:
    """How diagnostics name the source at `path` (`read_source`): relative to
    the working directory when below it."""
    text, cwd = str(path), os.getcwd()
    if text.startswith(cwd + os.sep) and os.path.normpath(text) == text:  # what relpath gives, quicker
        return text[len(cwd) + 1:]
    try:
        name = os.path.relpath(path)
    except ValueError:
        name = str(path)
    if name.startswith(".." + os.sep):
        name = str(path)
    return name


def close_deps(ordered: list[tuple[str, Path, tuple[Layer, ...]]]) -> tuple[PlannedUnit, ...]:
    """Units (id, path, basis) in project order with the closure of what their
    bases reach, and whether some unit imports them."""
    # A closure is a bit set over project positions, so that a union is one
    # integer operation and reading it back in project order needs no sort
    # (a plan reaching the Basis has hundreds of units, each reaching most).
    position: dict[str, int] = {}
    closure: dict[str, int] = {}
    ids: list[str] = []
    units: list[PlannedUnit] = []
    for uid, path, basis in ordered:
        reached = 0
        for layer in basis:
            reached |= closure[layer.unit] | 1 << position[layer.unit]
        position[uid] = len(ids)
        ids.append(uid)
        closure[uid] = reached
        deps = tuple(ids[i] for i, bit in enumerate(bin(reached)[:1:-1]) if bit == "1")
        units.append(PlannedUnit(uid, path, basis, deps))
    imported = {d for u in units for d in u.deps}
    return tuple(replace(u, exported=u.id in imported) for u in units)


NamesOf = Callable[[str, Callable[[], SourceFile]], UnitNames | None]
"""The names a source defines and mentions (`compiler.api.unit_names`), given
a digest of its text and annotations (a cache key) and how to read the
source (when the names are not known by that key); None for a source that
does not parse alone."""

FileDigest = Callable[[Path], tuple[str, int, bytes | None]]
"""A source's digest (`ldriver.engine.store.source_digest`) and size, and its
bytes if they were read to know them (`ldriver.engine.store.Digests.source`:
not when its stat says it is unchanged)."""


def read_digest(path: Path) -> tuple[str, int, bytes | None]:
    """A `FileDigest` that reads the file."""
    data = path.read_bytes()
    return source_digest(data), len(data), data


@dataclass(slots=True)
class Narrowed:
    """Units with narrowed bases, and what narrowing read: each own unit's
    source digest (`source_digest`) and size, its source if it was read, and
    every unit's names."""

    units: tuple[PlannedUnit, ...]
    sources: dict[str, SourceFile] = field(default_factory=dict)
    """The sources read so far (`source` reads the others)."""
    source_digests: dict[str, str] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)
    names: dict[str, UnitNames | None] = field(default_factory=dict)

    def source(self, unit: PlannedUnit) -> SourceFile:
        """`unit`'s source, read now if narrowing did not need it; raises
        `SourceChanged` if its bytes are no longer those narrowing saw."""
        source = self.sources.get(unit.id)
        if source is None:
            data = unit.path.read_bytes()
            if source_digest(data) != self.source_digests[unit.id]:
                raise SourceChanged(unit.path)
            source = self.sources[unit.id] = read_source(unit.path, unit.annotations, data)
        return source


class SourceChanged(Exception):
    """A source changed between narrowing and its compilation: the bases
    were narrowed by names it no longer has. What was compiled stays
    keyed by what it was compiled from; the build stops (build again)."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} changed during the build; build again")
        self.path = path


def narrow(units: tuple[PlannedUnit, ...], names_of: NamesOf, export_all: bool = False,
           file_digest: FileDigest = read_digest) -> Narrowed:
    """`units` (a plan's) with each basis cut down to the layers the unit can
    use: an MLB basis shows a unit every earlier one, but it depends only on
    those defining a name it mentions. Fewer dependencies mean fewer
    recompilations and more parallel work. With `export_all` every unit
    builds its exports record (a library: any unit may be imported)."""
    out = Narrowed(())
    ordered = []
    for unit in units:
        if unit.prebuilt is not None:  # compiled already, against exactly its basis
            out.names[unit.id] = UnitNames(unit.prebuilt.defines, frozenset())
            ordered.append((unit.id, unit.path, unit.basis))
            continue
        text_digest, out.sizes[unit.id], data = file_digest(unit.path)
        if data is not None:
            out.sources[unit.id] = read_source(unit.path, unit.annotations, data)
        out.source_digests[unit.id] = text_digest
        try:
            own = names_of(_names_key(text_digest, unit), functools.partial(out.source, unit))
        except SourceChanged:  # since its digest was taken (a stat that said unchanged): its names as it is now
            data = unit.path.read_bytes()
            out.sources[unit.id] = read_source(unit.path, unit.annotations, data)
            out.source_digests[unit.id] = text_digest = source_digest(data)
            own = names_of(_names_key(text_digest, unit), functools.partial(out.source, unit))
        out.names[unit.id] = own
        basis = tuple(layer for layer in unit.basis if may_use(layer, out.names[layer.unit], own))
        ordered.append((unit.id, unit.path, basis))
    planned = {u.id: u for u in units}
    out.units = tuple(replace(u, prebuilt=planned[u.id].prebuilt, annotations=planned[u.id].annotations,
                              exported=u.exported or export_all)
                      for u in close_deps(ordered))
    return out


def _names_key(text_digest: str, unit: PlannedUnit) -> str:
    return digest(f"{text_digest} {sorted(unit.annotations)}".encode())


def may_use(layer: Layer, names: UnitNames | None, user: UnitNames | None) -> bool:
    """Whether a unit with names `user` can use anything `layer` shows of a unit
    with names `names` (None: unknown, so yes)."""
    if user is None:
        return True
    if layer.renames is not None:
        return any(visible in user.mentions for _, visible, _ in layer.renames)
    return names is None or names.defines is None or not names.defines.isdisjoint(user.mentions)


def units_to_run(units: tuple[PlannedUnit, ...] | list[PlannedUnit]) -> list[PlannedUnit]:
    """The units the executable initializes, in order, each once: the project's
    own units and the package units they need (the others' archive members are
    never pulled into the executable). OS.Process.atExit's actions run when the
    program ends normally: the Basis unit that runs them goes last whenever the
    OS unit runs, and only there, though a unit's basis may name it earlier
    (running it twice registered its exports word twice as a global root,
    which mark-compact then updated twice)."""
    needed = _needed(units)
    running = [u for u in units if u.id in needed and u.id not in (AT_EXIT_UNIT, TOP_HANDLER_UNIT)]
    if AT_EXIT_TRIGGER in needed:
        running += [u for u in units if u.id == AT_EXIT_UNIT]
    return running


def top_handler(units: tuple[PlannedUnit, ...] | list[PlannedUnit]) -> PlannedUnit | None:
    """The unit applying MLton.Exn's top-level handler, when MLton's unit runs
    (units_to_run never lists it: it runs only on an uncaught exception)."""
    if TOP_HANDLER_TRIGGER not in _needed(units):
        return None
    return next((u for u in units if u.id == TOP_HANDLER_UNIT), None)


def _needed(units: tuple[PlannedUnit, ...] | list[PlannedUnit]) -> set[str]:
    """The project's own units and the package units they depend on."""
    own = [u for u in units if u.prebuilt is None]
    return {u.id for u in own} | {d for u in own for d in u.deps}
