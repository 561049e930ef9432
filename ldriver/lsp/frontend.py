"""Checking a project's units with the front end only, reusing every unit whose
inputs are unchanged (docs/conventions.md "Build directory").

    check_units(plan, build_dir, sources=None) -> CheckOutcome

Each unit's basis is first narrowed as a build narrows it (`ldriver.project.graph.narrow`:
to the units defining a name it mentions), so a unit reads few interfaces.
A unit's *check key* digests what elaboration depends on: the compiler's
digest, the unit's id, source name and text, its MLB annotations and basis,
and the interface digests of the units its basis names (an interface
digest covers the interfaces its types mention, so the units reached only
through those need not be listed, as in a build's action key; and a body
edit or a comment leaves importers' keys unchanged: early cutoff). A unit that elaborated
cleanly leaves a `check` record (`_build/cache/check/KEY.json`) naming its
interface blob in the build's content-addressed store and holding its
warnings; a later check with the same key reads the interface from the store
instead of elaborating, and reports the same warnings. So after a one-file
edit only that unit is elaborated, and its importers only if its interface
changed. Units with errors leave no record: they are what is being edited.

`sources` overrides files by unit id (the language server's unsaved buffers):
such a unit's basis is narrowed to the names its text mentions, and its
result is not recorded, since the disk does not hold that text.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from compiler.api import (
    CompileError, Diagnostic, Interface, SourceFile, Span, UnitInput, UnitNames, UnitOutput, check, unit_names,
)
from ldriver.engine.build import NamesCache
from ldriver.engine.store import Store, digest, write_record
from ldriver.identity import compiler_digest
from ldriver.project.graph import Narrowed, PlannedUnit, SourceChanged, may_use, narrow, source_name
from ldriver.project.plan import Plan


@dataclass(slots=True)
class CheckOutcome:
    ok: bool = True
    diagnostics: list[tuple[Diagnostic, SourceFile | None]] = field(default_factory=list)
    interfaces: dict[str, Interface] = field(default_factory=dict)
    """Every unit that checked cleanly (package units too)."""
    elaborated: list[str] = field(default_factory=list)
    """The units elaborated now (the others were reused)."""
    by_unit: dict[str, list[Diagnostic]] = field(default_factory=dict)
    """Each attempted unit's own diagnostics."""


Memo = dict[str, tuple[Interface, list[Diagnostic]]]
"""Check results by check key, kept in memory by a long-running caller."""


def check_units(plan: Plan, build_dir: Path, sources: Mapping[str, SourceFile] | None = None,
                elaborate: Callable[[UnitInput], UnitOutput] = check, memo: Memo | None = None) -> CheckOutcome:
    """Check every unit of `plan` in order, reusing `check` records under
    `build_dir` (and results in `memo`, which this fills); a unit whose
    imports failed is not attempted. `elaborate` runs one unit (the language
    server passes one that also indexes it). Internal compiler errors propagate."""
    store = Store(build_dir)
    records = build_dir / "cache" / "check"
    outcome = CheckOutcome()
    outcome.diagnostics.extend((w, None) for w in plan.warnings)
    narrowed = narrow(plan.units, NamesCache(store, compiler_digest()), file_digest=store.digests.source)
    names = narrowed.names
    planned = {u.id: u for u in plan.units}
    by_id = {u.id: u for u in narrowed.units}
    position = {u.id: i for i, u in enumerate(narrowed.units)}
    for unit in narrowed.units:
        if unit.prebuilt is not None:  # a package's unit: its interface, verified with the package
            outcome.interfaces[unit.id] = Interface(unit.id, unit.prebuilt.interface.read_bytes(),
                                                    unit.prebuilt.interface_digest)
            continue
        if any(d not in outcome.interfaces for d in unit.deps):
            outcome.ok = False
            continue  # an import has errors
        given = sources.get(unit.id) if sources is not None else None
        if given is not None:  # the names it mentions may not be those on disk
            unit = _narrowed_to(planned[unit.id], given, names, by_id, position)
            if any(d not in outcome.interfaces for d in unit.deps):
                outcome.ok = False
                continue
        if given is not None:
            key = _check_key(unit, given.name, digest(given.text.encode()), outcome.interfaces)
        else:
            key = _check_key(unit, source_name(unit.path), narrowed.source_digests[unit.id], outcome.interfaces)
        reused = memo.get(key) if memo is not None else None
        if reused is None and given is None:
            reused = _lookup(store, records, unit.id, key)
            if reused is not None and memo is not None:
                memo[key] = reused
        if reused is not None:
            interface, warnings = reused
            outcome.interfaces[unit.id] = interface
            outcome.by_unit[unit.id] = warnings
            if warnings:
                shown = given if given is not None else _source(narrowed, unit)
                outcome.diagnostics.extend((d, shown) for d in warnings)
            continue
        source = given if given is not None else _source(narrowed, unit)
        if source is None:
            outcome.ok = False
            outcome.diagnostics.append((_changed(unit), None))
            continue
        result = elaborate(UnitInput(unit.id, source, tuple(outcome.interfaces[d] for d in unit.deps), unit.basis))
        outcome.elaborated.append(unit.id)
        outcome.by_unit[unit.id] = list(result.diagnostics)
        outcome.diagnostics.extend((d, source) for d in result.diagnostics)
        outcome.ok &= result.ok
        if result.interface is None:
            continue
        outcome.interfaces[unit.id] = result.interface
        if memo is not None:
            memo[key] = (result.interface, list(result.diagnostics))
        if given is None:
            blob = store.put_blob(result.interface.data, ".iface")
            write_record(records / f"{key}.json", "check", {"key": key, "unit": unit.id},
                         {"interface_blob": blob, "interface": result.interface.digest,
                          "warnings": [_encode(d) for d in result.diagnostics]})
    store.save()
    return outcome


def _narrowed_to(unit: PlannedUnit, source: SourceFile, names: Mapping[str, UnitNames | None],
                 units: Mapping[str, PlannedUnit], position: Mapping[str, int]) -> PlannedUnit:
    """`unit` (as planned, with its whole basis) narrowed to what `source` mentions,
    given the narrowed `units` before it."""
    try:
        own: UnitNames | None = unit_names(source)
    except CompileError:
        own = None
    basis = tuple(layer for layer in unit.basis if may_use(layer, names.get(layer.unit), own))
    reached = {layer.unit for layer in basis} | {d for layer in basis for d in units[layer.unit].deps}
    return replace(unit, basis=basis, deps=tuple(sorted(reached, key=position.__getitem__)))


def _source(narrowed: Narrowed, unit: PlannedUnit) -> SourceFile | None:
    """`unit`'s source as narrowing saw it; None if it changed since."""
    try:
        return narrowed.source(unit)
    except (SourceChanged, OSError):
        return None


def _changed(unit: PlannedUnit) -> Diagnostic:
    name = source_name(unit.path)
    return Diagnostic("error", Span(name, 1, 1, 1, 1), f"{name} changed during the check; check again")


def _check_key(unit: PlannedUnit, name: str, source_digest: str, interfaces: Mapping[str, Interface]) -> str:
    parts = (compiler_digest(), unit.id, name, source_digest, " ".join(sorted(unit.annotations)),
             json.dumps([[layer.unit, layer.renames] for layer in unit.basis]),
             *(f"{d}={interfaces[d].digest}" for d in unit.basis_units))
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def _lookup(store: Store, records: Path, unit: str, key: str) -> tuple[Interface, list[Diagnostic]] | None:
    entry = store.read_record(records / f"{key}.json", "check", {"key": key, "unit": unit}, _valid)
    if entry is None:
        return None
    data = store.get_blob(entry["interface_blob"], ".iface")
    if data is None:
        return None
    return Interface(unit, data, entry["interface"]), [_decode(d) for d in entry["warnings"]]


def _encode(d: Diagnostic) -> list[Any]:
    return [d.severity, *d.span, d.message, list(d.notes)]


def _decode(item: list[Any]) -> Diagnostic:
    severity, file, line, col, end_line, end_col, message, notes = item
    return Diagnostic(severity, Span(file, line, col, end_line, end_col), message, tuple(notes))


def _valid(record: dict[str, Any]) -> bool:
    return (isinstance(record["interface_blob"], str) and isinstance(record["interface"], str)
            and all(len(w) == 8 and isinstance(w[6], str) for w in record["warnings"]))
