"""`ldriver publish` and the per-user library root (docs/conventions.md "Command
line": `$(SML_LIB)`).

    publish(mlb, out_dir, name, path_vars, jobs, progress=None) -> BuildOutcome
        builds the library `mlb` in the release profile, every unit exporting,
        with unit ids `NAME:path`, and writes its package (`ldriver.project.package`)
    library_root() -> Path
        the per-user library root `$(SML_LIB)` (below `$LDRIVER_HOME`, else
        `$XDG_DATA_HOME/ldriver`, else `~/.local/share/ldriver`), one per
        compiler identity, since packages are only valid for the compiler
        that made them
    default_path_vars() -> {"SML_LIB": library root}, the Basis ensured there
    publish_tree(tree, out_dir, name, path_vars, jobs) -> BuildOutcome
        every MLB file of a library tree in one package, at its path there
    ensure_stdlib(root, progress=None, remote=None) -> Path | None
        the Basis package `root/basis/basis.mlb` (with its extension MLB
        files beside it: `pervasive.mlb`, `unsafe.mlb`, `sml-nj.mlb`,
        `mlton.mlb`), published from the bundled sources the first time it
        is needed, and again whenever it is found damaged (under a lock, so
        concurrent first builds publish it once); None when the stdlib has
        no Basis. With a remote cache (`ldriver.remote`), its units are
        fetched from there when they can be, as a project's are.
        Each use marks the root used (at most once an hour); publishing a
        new root removes the roots of other compilers beyond the
        `KEPT_ROOTS` most recently used, none used within the last hour
        (`prune_library_roots`): every compiler change makes a new root

Publishing one MLB file never touches the library's source tree beyond its
`_build/`, publishing a tree never writes in it (it may be read-only);
the stdlib's build directory is under the library root, so an installed
ldriver never writes into its own installation.
"""
from __future__ import annotations

import fnmatch
import hashlib
import os
import shlex
import shutil
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ldriver.engine.build import BuildOutcome, BuildRequest, Progress, build
from ldriver.project.package import FORMAT as PACKAGE_FORMAT
from ldriver.engine.store import digest, exclusive_lock, read_file
from ldriver.identity import COMPILER_VERSION, abi_digest, build_identity, compiler_digest
from ldriver.project.plan import Plan, ProjectError, plan_project, plan_tree, read_source

if TYPE_CHECKING:
    from ldriver.remote import RemoteConfig

BASIS_PACKAGE = "basis"
KEPT_ROOTS = 3
"""Library roots of other compiler identities kept when a new one is made."""
_USED = ".last-used"
_RECENT_SECONDS = 3600


def library_root() -> Path:
    base = os.environ.get("LDRIVER_HOME")
    if base:
        top = Path(base)
    else:
        data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        top = Path(data) / "ldriver"
    # Keyed by the whole build identity and the package format: a package
    # this ldriver would refuse is never found here (it is rebuilt elsewhere).
    key = hashlib.sha256(f"{compiler_digest()}:{abi_digest()}:{PACKAGE_FORMAT}".encode()).hexdigest()
    return top / f"lib-{COMPILER_VERSION}-{key[:16]}"


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
                 remote: RemoteConfig | None = None) -> BuildOutcome:
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
                         republish or _republish(tree, out_dir), progress, remote)


def _republish(library: Path, out_dir: Path) -> str:
    return shlex.join(["ldriver", "publish", str(library.resolve()), "-o", str(out_dir.resolve())])


def _publish_plan(plan: Plan, out_dir: Path, name: str, jobs: int, build_dir: Path | None,
                  republish: str, progress: Callable[[Progress], None] | None,
                  remote: RemoteConfig | None = None) -> BuildOutcome:
    from compiler.api import module_names
    from ldriver.project.package import PublishedUnit, write_package

    outcome = build(BuildRequest(plan, profile="release", jobs=jobs, link=False, export_all=True,
                                 build_dir=build_dir, progress=progress, remote=remote))
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
    write_package(out_dir, name, units, plan.entries, build_identity(), "release", republish)
    return outcome


def default_path_vars() -> dict[str, str]:
    """`SML_LIB` as a build sees it when nothing overrides it: the library root,
    with the Basis published there."""
    root = library_root()
    ensure_stdlib(root)
    return {"SML_LIB": str(root)}


def ensure_stdlib(root: Path, progress: Callable[[Progress], None] | None = None,
                  remote: RemoteConfig | None = None) -> Path | None:
    from compiler.api import resource_dir

    source = resource_dir("stdlib") / BASIS_PACKAGE / "basis.mlb"
    if not source.is_file():
        return None
    target = root / BASIS_PACKAGE
    if _intact(target / "basis.mlb"):
        _mark_used(root)
        return target / "basis.mlb"
    with exclusive_lock(root / ".publish.lock"):
        if not _intact(target / "basis.mlb"):  # another process may have published it meanwhile
            outcome = publish_tree(source.parent, target, BASIS_PACKAGE, {"SML_LIB": str(root)},
                                   jobs=os.cpu_count() or 1, build_dir=root / "_build" / BASIS_PACKAGE,
                                   republish="ldriver build (the Basis is published again on first use)",
                                   progress=progress, remote=remote)
            if not outcome.ok:
                shown = "; ".join(f"{d.span}: {d.message}" for d, _ in outcome.diagnostics if d.severity == "error")
                raise RuntimeError(f"the bundled Basis library does not compile: {shown}")
            _mark_used(root)
            prune_library_roots(root)
    return target / "basis.mlb"


def _intact(mlb: Path) -> bool:
    """Whether `mlb` is a package's MLB file and the package verifies."""
    from ldriver.project.package import PackageError, read_package

    try:
        return read_package(mlb, build_identity()) is not None
    except PackageError:
        return False


def _mark_used(root: Path) -> None:
    """Record that `root` is in use (its marker's mtime), unless it was
    recorded within the last hour: one stat per build."""
    marker = root / _USED
    try:
        if time.time() - marker.stat().st_mtime < _RECENT_SECONDS:
            return
    except FileNotFoundError:
        pass
    try:
        marker.touch()
    except OSError:
        pass  # a read-only library root: it is just never pruned


def prune_library_roots(current: Path, keep: int = KEPT_ROOTS) -> list[Path]:
    """Remove the other compilers' library roots beside `current`, all but
    the `keep` most recently used, and none used (or made) within the last
    hour: a build of that compiler may be reading it. A root is first
    renamed away, so that a build starting meanwhile finds it missing (and
    publishes it again) rather than half removed. Returns what was removed."""
    now = time.time()
    others = []
    for path in current.parent.glob("lib-*"):
        if path == current or not path.is_dir():
            continue
        marker = path / _USED
        try:
            used = (marker if marker.exists() else path).stat().st_mtime
        except OSError:
            continue
        others.append((used, path))
    others.sort(reverse=True)
    removed = []
    for used, path in others[keep:]:
        if now - used < _RECENT_SECONDS:
            continue
        trash = path.with_name(f".removing-{path.name}-{os.getpid()}")
        try:
            path.rename(trash)
        except OSError:
            continue
        shutil.rmtree(trash, ignore_errors=True)
        removed.append(path)
    return removed
