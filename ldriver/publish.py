"""`ldriver publish`, and the Basis published on first use in the library
root (docs/conventions.md "Command line": `$(SML_LIB)`); a client of the
engine, as the command line is.

    publish(mlb, out_dir, name, path_vars, jobs, progress=None) -> BuildOutcome
        builds the library `mlb` in the release profile, every unit exporting,
        with unit ids `NAME:path`, and writes its package (`ldriver.project.package`)
    default_path_vars() -> {"SML_LIB": library root}, the Basis ensured there
        (the library root: `ldriver.engine.store.library_root`)
    publish_tree(tree, out_dir, name, path_vars, jobs) -> BuildOutcome
        every MLB file of a library tree in one package, at its path there
    ensure_stdlib(root, progress=None, remote=None, profile="release") -> Path | None
        the Basis package `root/basis/basis.mlb` (`root/dev/...` in the dev profile: `ldriver.engine.store.stdlib_dir`) (with its extension MLB
        files beside it: `pervasive.mlb`, `unsafe.mlb`, `sml-nj.mlb`,
        `mlton.mlb`), published from the bundled sources the first time it
        is needed, and with it ML-LPT's run-time library
        `root/mllpt-lib/mllpt-lib.mlb` (stdlib/mllpt-lib: what the lexers
        and parsers ml-ulex and ml-antlr write use; a few seconds more);
        each is published again whenever it is found damaged (under a lock, so
        concurrent first builds publish it once); None when the stdlib has
        no Basis. With a remote cache (`ldriver.remote`), its units are
        fetched from there when they can be, as a project's are.
        Each use marks the root used; publishing a new root prunes the
        other compilers' roots (`ldriver.engine.store.prune_library_roots`)

A dev build's first run publishes the bundled libraries in the dev profile
(no inline bodies, no LLVM optimization: about 5 s instead of 30 s on two
cores), into `root/dev`. Release builds, and everything published into the
root (`ldriver publish`), use the release Basis at `root`; once that exists,
dev builds use it too, so that they see the packages installed beside it
(built against it), and `root/dev` is no longer read. A project that moves
from one to the other is planned again (its `$(SML_LIB)` changed).

Publishing one MLB file never touches the library's source tree beyond its
`_build/`, publishing a tree never writes in it (it may be read-only);
the stdlib's build directory is under the library root, so an installed
ldriver never writes into its own installation.
"""
from __future__ import annotations

import fnmatch
import os
import shlex
import threading
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

from compiler.api import Settings, module_names, resource_dir
from ldriver.engine import toolchain
from ldriver.engine.build import BuildOutcome, BuildRequest, Progress, build
from ldriver.engine.store import (
    BASIS_PACKAGE, digest, exclusive_lock, library_root, mark_used, prune_library_roots, read_file, runtime_cache,
    stdlib_dir,
)
from ldriver.identity import build_identity
from ldriver.project.graph import read_source
from ldriver.project.package import PackageError, PublishedUnit, read_package, write_package
from ldriver.project.plan import Plan, ProjectError, plan_project, plan_tree
from ldriver.remote import RemoteConfig

# The libraries stdlib/ bundles, published in this order (mllpt-lib names the
# Basis) into the library root, each at root/NAME/NAME.mlb.
BUNDLED_PACKAGES = (BASIS_PACKAGE, "mllpt-lib")
BUNDLED_REPUBLISH = "ldriver build (the bundled libraries are published again on first use)"


def publish(mlb: Path, out_dir: Path, name: str, path_vars: Mapping[str, str], jobs: int = 1,
            build_dir: Path | None = None, republish: str | None = None,
            progress: Callable[[Progress], None] | None = None, remote: RemoteConfig | None = None) -> BuildOutcome:
    """Build library `mlb` and write its package to `out_dir` (module docstring).
    `republish` is the command a damaged package names to repair it (by
    default `ldriver publish MLB -o OUT_DIR`). Raises `ProjectError` for a bad
    project; errors in its units come back in the outcome (nothing is written
    then)."""
    plan = plan_project(mlb, path_vars, id_prefix=f"{name}:")
    return _publish_plan(replace(plan, entries=((mlb.name, plan.exports),)), out_dir, name, jobs, build_dir,
                         republish or _republish(mlb, out_dir), progress, remote)


def publish_tree(tree: Path, out_dir: Path, name: str, path_vars: Mapping[str, str], jobs: int = 1,
                 build_dir: Path | None = None, skip: tuple[str, ...] = (),
                 republish: str | None = None, progress: Callable[[Progress], None] | None = None,
                 remote: RemoteConfig | None = None, profile: str = "release") -> BuildOutcome:
    """Build every MLB file of library tree `tree` (below it, `_build/` and
    those matching a `skip` glob, relative to the tree, excepted) into one
    package at `out_dir`, each at its path in the tree. The tree is only
    read (it may be read-only): the build directory is `build_dir`, by
    default `_build/NAME` beside `out_dir` (under the library root for an
    installed package, as the Basis's).
    The tree's own references `$(SML_LIB)/NAME/...` are read in the tree, so a
    library whose MLB files name each other that way publishes unchanged.
    Raises `ProjectError` for a bad project (nothing is written then)."""
    tree = tree.resolve()
    mlbs = sorted(p for p in tree.rglob("*.mlb") if "_build" not in p.relative_to(tree).parts
                  and not any(fnmatch.fnmatchcase(p.relative_to(tree).as_posix(), glob) for glob in skip))
    if not mlbs:
        raise ProjectError(f"{tree}: no .mlb files in the tree")
    redirects = {}
    lib = path_vars.get("SML_LIB")
    if lib:
        redirects[Path(os.path.normpath(lib)) / name] = tree
    plan = plan_tree(tree, mlbs, path_vars, f"{name}:", redirects)
    return _publish_plan(plan, out_dir, name, jobs, build_dir or out_dir.parent / "_build" / out_dir.name,
                         republish or _republish(tree, out_dir), progress, remote, profile)


def _republish(library: Path, out_dir: Path) -> str:
    return shlex.join(["ldriver", "publish", str(library.resolve()), "-o", str(out_dir.resolve())])


def _publish_plan(plan: Plan, out_dir: Path, name: str, jobs: int, build_dir: Path | None,
                  republish: str, progress: Callable[[Progress], None] | None,
                  remote: RemoteConfig | None = None, profile: str = "release") -> BuildOutcome:
    outcome = build(BuildRequest(plan, settings=Settings(profile=profile), jobs=jobs, link=False,
                                 export_all=True, build_dir=build_dir, progress=progress, remote=remote))
    if not outcome.ok:
        return outcome
    units = []
    for unit in outcome.planned:
        if unit.prebuilt is not None:
            continue
        interface, obj = outcome.built[unit.id]
        data = read_file(obj)  # verified: the build's lock is no longer held
        if data is None or digest(data) != obj.name.removesuffix(".o"):
            raise ProjectError(f"{obj} changed while it was published; publish again")
        names = outcome.names.get(unit.id)
        modules = frozenset((ref.kind, ref.name)
                            for ref in module_names(read_source(unit.path, unit.annotations)).defines)
        units.append(PublishedUnit(unit.id, interface.data, interface.digest, data,
                                   None if names is None else names.defines, modules, unit.basis))
    write_package(out_dir, name, units, plan.entries, build_identity(), profile, republish, toolchain.archive)
    return outcome


def default_path_vars() -> dict[str, str]:
    """`SML_LIB` as a build sees it when nothing overrides it: the library root,
    with the Basis published there."""
    root = library_root()
    ensure_stdlib(root)
    return {"SML_LIB": str(root)}


def ensure_stdlib(root: Path, progress: Callable[[Progress], None] | None = None,
                  remote: RemoteConfig | None = None, profile: str = "release") -> Path | None:
    where = stdlib_dir(root, profile)
    basis = _bundled_mlb(where, BASIS_PACKAGE)
    if not (resource_dir("stdlib") / BASIS_PACKAGE / "basis.mlb").is_file():
        return None
    if all(_intact(_bundled_mlb(where, name)) for name in BUNDLED_PACKAGES):
        mark_used(root)
        return basis
    with exclusive_lock(root / ".publish.lock"):
        if remote is None:
            # A first run links too: the runtime's C compiles meanwhile, on
            # the core the Basis's dependency chains leave idle.
            threading.Thread(target=_prebuild_runtime, args=(runtime_cache(root),), name="ldriver-runtime").start()
        for name in BUNDLED_PACKAGES:
            if not _intact(_bundled_mlb(where, name)):  # another process may have published it meanwhile
                _publish_bundled(where, name, profile, progress, remote)
        mark_used(root)
        prune_library_roots(root)
    return basis


def _prebuild_runtime(cache: Path) -> None:
    """Build the runtime library into the shared `cache` under the lock the
    engine takes to read it (`toolchain.build_runtime` with `shared`), so the
    first link finds it built. A failure here is the link's to report."""
    try:
        with exclusive_lock(cache / ".lock"):
            toolchain.build_runtime(cache)
    except Exception:  # the engine builds it again, and reports what fails
        pass


def _bundled_mlb(root: Path, name: str) -> Path:
    return root / name / f"{name}.mlb"


def _publish_bundled(where: Path, name: str, profile: str, progress: Callable[[Progress], None] | None,
                     remote: RemoteConfig | None) -> None:
    """Publish the bundled library stdlib/NAME in `profile` as the package `where/NAME`."""
    outcome = publish_tree(resource_dir("stdlib") / name, where / name, name, {"SML_LIB": str(where)},
                           jobs=os.cpu_count() or 1, build_dir=where / "_build" / name,
                           republish=BUNDLED_REPUBLISH, progress=progress, remote=remote, profile=profile)
    if not outcome.ok:
        shown = "; ".join(f"{d.span}: {d.message}" for d, _ in outcome.diagnostics if d.severity == "error")
        raise RuntimeError(f"the bundled library {name} does not compile: {shown}")


def _intact(mlb: Path) -> bool:
    """Whether `mlb` is a package's MLB file and the package verifies."""
    try:
        return read_package(mlb, build_identity()) is not None
    except PackageError:
        return False
