"""What to build: a project's units, in order, each with the basis it sees
(docs/conventions.md "Command line": PROJECT is an `.mlb` file, a single source
file, or a directory).

    plan_project(path, path_vars) -> Plan      raises ProjectError (located or not)

- An `.mlb` file: `ldriver.project.mlb_elab` elaborates it (ML Basis scoping); an MLB file
  of a prebuilt package (`ldriver.project.package`) brings its units, without sources.
- A source file: one unit.
- A directory: its one `.mlb` if there is exactly one, else every
  `.sml`/`.sig`/`.fun` file in it (not below it), ordered by the module
  identifiers each defines and uses (`ldriver.project.order`); each unit sees the units
  it depends on, directly or not.
- Single files and directories see the Basis package
  (`$(SML_LIB)/basis/basis.mlb`) without naming it; MLB files name it.

A unit's id is its path relative to the project root (POSIX separators), so
two `util.sml` in different folders are different units; a source file an
MLB file names again is a unit again, `util.sml#2` (`ldriver.project.mlb_elab.SourceUnit`).
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from typing import TYPE_CHECKING

from compiler.api import CompileError, Diagnostic, Layer, module_names
from ldriver.identity import build_identity
from ldriver.project import inputs
from ldriver.project.graph import PlannedUnit, Prebuilt, close_deps, read_source

if TYPE_CHECKING:
    from ldriver.project import mlb_elab as mlb_files
    from ldriver.project.package import Package, PackageUnit

# Planning itself (`mlb_elab`, `mlb_syntax`, `package`, `order`) is imported
# where it runs: a plan kept in the build directory (`plan_cache`) needs none of it.

SOURCE_SUFFIXES = (".sml", ".sig", ".fun")


class ProjectError(Exception):
    """The project cannot be planned: a located diagnostic (an MLB or dependency
    error), or a plain message (a path that does not exist)."""

    def __init__(self, message: str, diagnostic: Diagnostic | None = None) -> None:
        super().__init__(message)
        self.diagnostic = diagnostic


@dataclass(frozen=True, slots=True)
class Plan:
    root: Path
    name: str
    units: tuple[PlannedUnit, ...]
    watched: tuple[Path, ...]
    """Files besides the sources whose edits change the plan (MLB files)."""
    warnings: tuple[Diagnostic, ...] = ()
    exports: tuple[Layer, ...] = ()
    """The basis the project denotes (what a published package exports)."""
    entries: tuple[tuple[str, tuple[Layer, ...]], ...] = ()
    """A library tree's MLB files (POSIX paths relative to the root) with the
    basis each denotes (`plan_tree`)."""


def plan_project(project: Path, path_vars: Mapping[str, str], id_prefix: str = "") -> Plan:
    """The plan of `project`; `id_prefix` goes in front of every unit id (a
    package's units are `NAME:path`)."""
    inputs.note_kind(project)
    if not project.exists():
        raise ProjectError(f"no such file or directory: {project}")
    path_vars = inputs.RecordingVars(path_vars)
    if project.is_dir():
        inputs.note_listing(project, (".mlb", *SOURCE_SUFFIXES))
        mlbs = sorted(project.glob("*.mlb"))
        if len(mlbs) == 1:
            return _plan_mlb(mlbs[0], path_vars, id_prefix)
        return _plan_directory(project, path_vars)
    if project.suffix == ".mlb":
        return _plan_mlb(project, path_vars, id_prefix)
    if project.suffix in SOURCE_SUFFIXES:
        root = project.resolve().parent
        packages = _Packages()
        basis = packages.implicit_basis(path_vars)
        ordered = [*packages.ordered(), (project.name, project.resolve(), basis)]
        return Plan(root, project.stem, packages.attach(close_deps(ordered)), ())
    raise ProjectError(f"{project}: not a project (expected an .mlb file, a .sml/.sig/.fun file or a directory)")


def _unit_id(root: Path, path: Path) -> str:
    return Path(os.path.relpath(path, root)).as_posix()


def _plan_mlb(mlb: Path, path_vars: Mapping[str, str], id_prefix: str = "") -> Plan:
    from ldriver.project import mlb_elab as mlb_files

    packages = _Packages()
    try:
        project = mlb_files.load_mlb(mlb.resolve(), path_vars, _defines, packages.basis)
    except CompileError as exc:
        raise ProjectError(exc.diagnostic.message, exc.diagnostic) from None
    plan, ids = _plan_loaded(project, packages, id_prefix, mlb.stem)
    return replace(plan, exports=tuple(Layer(ids[layer.unit], layer.renames) for layer in project.exports))


def plan_tree(root: Path, mlbs: list[Path], path_vars: Mapping[str, str], id_prefix: str,
              redirects: Mapping[Path, Path]) -> Plan:
    """The plan of library tree `root` whose entry points are `mlbs` (every
    unit any of them reaches, once), with each one's basis in `Plan.entries`;
    paths under a `redirects` key are read under its value (`load_tree`)."""
    from ldriver.project import mlb_elab as mlb_files

    packages = _Packages()
    try:
        project, entries = mlb_files.load_tree(root, mlbs, path_vars, _defines, packages.basis, redirects)
    except CompileError as exc:
        raise ProjectError(exc.diagnostic.message, exc.diagnostic) from None
    plan, ids = _plan_loaded(project, packages, id_prefix, root.name)
    return replace(plan, entries=tuple(
        (Path(os.path.relpath(path, project.root)).as_posix(),
         tuple(Layer(ids[layer.unit], layer.renames) for layer in layers))
        for path, layers in entries.items()))


def _plan_loaded(project: mlb_files.Project, packages: _Packages, id_prefix: str, name: str) -> tuple[Plan, dict[Path, str]]:
    """The plan of a loaded MLB project, and the unit id of each unit path."""
    root = project.root
    ids = {u.path: packages.ids.get(u.path) or id_prefix + _unit_id(root, u.path) for u in project.units}
    ordered = [(ids[u.path], u.source, tuple(Layer(ids[layer.unit], layer.renames) for layer in u.basis))
               for u in project.units]
    annotations = {ids[u.path]: u.annotations for u in project.units}
    units = tuple(replace(u, annotations=annotations[u.id]) for u in packages.attach(close_deps(ordered)))
    return Plan(root, name, units, tuple(project.mlb_files), tuple(project.diagnostics)), ids


class _Packages:
    """The MLB loader's view of prebuilt packages (`ldriver.project.package`): each
    package unit stands as a path under its package, which the plan maps back
    to the unit's id and interface."""

    def __init__(self) -> None:
        self.ids: dict[Path, str] = {}
        self.paths: dict[str, Path] = {}
        self.prebuilt: dict[Path, Prebuilt] = {}
        self.loaded: list[tuple[Path, tuple[Layer, ...]]] = []  # package units in order, bases by id
        # every unit of every package read, by id, whether it joined or not
        self.available: dict[str, tuple[Package, PackageUnit]] = {}

    def implicit_basis(self, path_vars: Mapping[str, str]) -> tuple[Layer, ...]:
        """The Basis that single files and directories see without naming it:
        `$(SML_LIB)/basis/basis.mlb` when it is a package (else nothing)."""
        from ldriver.project import mlb_elab as mlb_files
        from ldriver.project.package import MANIFEST

        lib = path_vars.get("SML_LIB")
        mlb = Path(lib) / "basis" / "basis.mlb" if lib else None
        if mlb is not None:
            inputs.note_kind(mlb.parent / MANIFEST)
        if mlb is None or not (mlb.parent / MANIFEST).is_file():
            return ()
        try:
            prebuilt = self.basis(mlb.resolve())
        except mlb_files.PrebuiltError as exc:
            raise ProjectError(f"the Basis library: {exc}") from None
        assert prebuilt is not None  # a manifest is there
        return tuple(Layer(self.ids[layer.unit], layer.renames) for layer in prebuilt.exports)

    def ordered(self) -> list[tuple[str, Path, tuple[Layer, ...]]]:
        """The package units loaded so far, as `close_deps` takes them."""
        return [(self.ids[path], path, basis) for path, basis in self.loaded]

    def attach(self, units: tuple[PlannedUnit, ...]) -> tuple[PlannedUnit, ...]:
        return tuple(replace(u, prebuilt=self.prebuilt.get(u.path)) for u in units)

    def basis(self, mlb: Path) -> mlb_files.PrebuiltBasis | None:
        """What package MLB file `mlb` denotes (None if it is no package's): the
        units its exports reach, each after the units it uses. A unit may use
        units of other packages read before, those another of their MLB files
        exports included (a library naming `$(SML_LIB)/basis/unsafe.mlb`
        where the client names only `basis.mlb`); those join first."""
        from ldriver.project import mlb_elab as mlb_files
        from ldriver.project.package import PackageError, read_package

        try:
            package = read_package(mlb, build_identity())
        except PackageError as exc:
            raise mlb_files.PrebuiltError(str(exc)) from None
        if package is None:
            return None
        for u in package.units:
            self.available.setdefault(u.id, (package, u))
        units: list[tuple[Path, tuple[mlb_files.Layer, ...], frozenset[tuple[str, str]]]] = []
        done: set[str] = set()

        def load(uid: str) -> Path:
            """The path standing for unit `uid`, which joins (after its own
            imports) if it has not."""
            if uid in done:
                return self.paths[uid]
            entry = self.available.get(uid)
            if entry is None:
                raise mlb_files.PrebuiltError(
                    f"package {package.name} uses unit {uid} of another package: name that package's "
                    "MLB file before this one")
            owner, u = entry
            done.add(uid)
            path = owner.root / "units" / u.id
            if path in self.prebuilt:  # named before, by another MLB file
                units.append((path, (), u.modules))
                return path
            basis = tuple(mlb_files.Layer(load(layer.unit), layer.renames) for layer in u.basis)
            self.ids[path] = u.id
            self.paths[u.id] = path
            self.prebuilt[path] = Prebuilt(u.interface, u.interface_digest, owner.archive, owner.archive_digest,
                                           u.defines)
            units.append((path, basis, u.modules))
            self.loaded.append((path, u.basis))
            return path

        exports = tuple(mlb_files.Layer(load(layer.unit), layer.renames) for layer in package.exports)
        return mlb_files.PrebuiltBasis(tuple(units), exports)


def _defines(path: Path) -> frozenset[tuple[str, str]]:
    """The module names a unit binds at top level, for MLB bindings that name them.
    A unit that parses only with the fixity its basis gives it (MLB bases carry
    fixity) is scanned instead: every `structure`/`signature`/`functor` name
    bound anywhere in it (a superset)."""
    source = read_source(path, data=inputs.read(path))
    try:
        return frozenset((ref.kind, ref.name) for ref in module_names(source).defines)
    except CompileError:
        words = source.text.split()
        return frozenset((kw, name.rstrip(":=(")) for kw, name in zip(words, words[1:])
                         if kw in ("structure", "signature", "functor"))


def _plan_directory(directory: Path, path_vars: Mapping[str, str]) -> Plan:
    from ldriver.project.order import order_files

    root = directory.resolve()
    inputs.note_listing(root, SOURCE_SUFFIXES)
    files = sorted(p for p in root.iterdir() if p.suffix in SOURCE_SUFFIXES and p.is_file())
    for p in files:
        inputs.note_kind(p)
    if not files:
        raise ProjectError(f"{directory}: no .mlb file and no .sml/.sig/.fun files")
    try:
        order = order_files({p: module_names(read_source(p, data=inputs.read(p))) for p in files})
    except CompileError as exc:
        raise ProjectError(exc.diagnostic.message, exc.diagnostic) from None
    providers: dict[Path, list[Path]] = {}
    for dep in order.dependencies:
        providers.setdefault(dep.user, []).append(dep.provider)
    position = {p: i for i, p in enumerate(order.files)}
    packages = _Packages()
    implicit = packages.implicit_basis(path_vars)
    planned = [(_unit_id(root, p), p,
                implicit + tuple(Layer(_unit_id(root, d)) for d in sorted(providers.get(p, ()), key=position.__getitem__)))
               for p in order.files]
    units = packages.attach(close_deps([*packages.ordered(), *planned]))
    return Plan(root, root.name, units, (), order.diagnostics)
