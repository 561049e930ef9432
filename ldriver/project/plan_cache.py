"""A project's plan, kept in its build directory between runs
(docs/architecture.md "Projects"): planning HaMLet (two MLB files, the Basis
package verified, 254 units each with its basis) takes about 0.1 s, a
no-op build or a check after an edit about as long again.

    cached_plan(project, path_vars, build_dir) -> Plan      raises ProjectError like plan_project

The record (`_build/cache/plan/KEY`, a packed record of `ldriver.engine.store`)
holds the plan and every fact planning consulted (`ldriver.project.inputs`:
the bytes of MLB files, package manifests and files, and sources scanned for
module names; what is at each path an MLB file names; a directory
project's entries; the path variables looked up). It is keyed by the
project's path, the working directory (diagnostics name files relative to
it) and the compiler. The plan is used only if every fact still holds;
otherwise, or if the record is missing or damaged in any way, the project is
planned again and the record rewritten. A plan that failed is never kept.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from compiler.api import Diagnostic, Layer, Span
from ldriver.engine.store import FORMATS, digest, read_packed, write_packed
from ldriver.identity import compiler_digest
from ldriver.project import inputs
from ldriver.project.graph import PlannedUnit, Prebuilt
from ldriver.project.plan import Plan, plan_project


def cached_plan(project: Path, path_vars: Mapping[str, str], build_dir: Path,
                planning_vars: Mapping[str, str] | None = None) -> Plan:
    """`plan_project(project, path_vars)`, from `build_dir`'s record when it
    still holds, else planned (and recorded) with `planning_vars` if given:
    the same variables, whose lookup may do more (the command line publishes
    the Basis when planning first looks up `SML_LIB`)."""
    where = os.path.abspath(project)
    key = digest(f"{FORMATS['plan']}\0{compiler_digest()}\0{where}\0{os.getcwd()}".encode())
    path = build_dir / "cache" / "plan" / key
    kept = read_packed(path, "plan", key)
    if kept is not None:
        try:
            facts, encoded = _facts(kept[0]), kept[1]
            stale, refreshed = inputs.changed(facts, path_vars)
            plan = None if stale else _decode(encoded)
        except (ValueError, TypeError, IndexError, KeyError, AttributeError):  # a record of the wrong shape
            plan = refreshed = None
        if plan is not None:
            if refreshed is not None:
                write_packed(path, "plan", key, (_facts_data(refreshed), encoded))
            return plan
    with inputs.recording() as facts:
        plan = plan_project(project, path_vars if planning_vars is None else planning_vars)
    if facts.complete and not plan.entries:
        write_packed(path, "plan", key, (_facts_data(facts), _encode(plan)))
    return plan


def _facts_data(facts: inputs.Inputs) -> tuple[Any, ...]:
    return (facts.started, facts.contents, facts.kinds, facts.listings, facts.variables)


def _facts(data: Any) -> inputs.Inputs:
    started, contents, kinds, listings, variables = data
    if not (isinstance(started, int) and all(isinstance(d, dict) for d in (contents, kinds, listings, variables))):
        raise TypeError("facts")
    return inputs.Inputs(started, contents, kinds, listings, variables)


def _encode(plan: Plan) -> tuple[Any, ...]:
    """`plan` as plain data: each distinct layer once, bases and dependencies
    as positions (a HaMLet plan has 30,000 layers in its bases, 250 distinct)."""
    layers: dict[tuple[str, Any], int] = {}

    def layer(item: Layer) -> int:
        return layers.setdefault((item.unit, item.renames), len(layers))

    position = {u.id: i for i, u in enumerate(plan.units)}
    units = tuple(
        (u.id, str(u.path), tuple(layer(x) for x in u.basis), tuple(position[d] for d in u.deps), u.exported,
         None if u.prebuilt is None else (
             str(u.prebuilt.interface), u.prebuilt.interface_digest, str(u.prebuilt.archive),
             u.prebuilt.archive_digest, None if u.prebuilt.defines is None else tuple(sorted(u.prebuilt.defines))),
         tuple(sorted(u.annotations)))
        for u in plan.units)
    exports = tuple(layer(x) for x in plan.exports)
    warnings = tuple((w.severity, tuple(w.span), w.message, w.notes) for w in plan.warnings)
    return (str(plan.root), plan.name, tuple(layers), units, tuple(str(p) for p in plan.watched), warnings, exports)


def _decode(data: Any) -> Plan:
    root, name, layer_keys, encoded, watched, warnings, exports = data
    layers = [Layer(unit, renames) for unit, renames in layer_keys]
    ids = [u[0] for u in encoded]
    units = []
    for uid, path, basis, deps, exported, prebuilt, annotations in encoded:
        if prebuilt is not None:
            interface, interface_digest, archive, archive_digest, defines = prebuilt
            prebuilt = Prebuilt(Path(interface), interface_digest, Path(archive), archive_digest,
                                None if defines is None else frozenset(defines))
        units.append(PlannedUnit(uid, Path(path), tuple(map(layers.__getitem__, basis)),
                                 tuple(map(ids.__getitem__, deps)), exported, prebuilt, frozenset(annotations)))
    return Plan(Path(root), name, tuple(units), tuple(Path(p) for p in watched),
                tuple(Diagnostic(severity, Span(*span), message, tuple(notes))
                      for severity, span, message, notes in warnings),
                tuple(layers[i] for i in exports))
