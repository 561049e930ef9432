"""Prebuilt library packages (docs/architecture.md "Separate compilation", docs/conventions.md
`ldriver publish`): a library's units compiled once, used by clients without
their sources.

    write_package(out_dir, name, units, entries, build, profile, republish, archive)   (by `publish`)
    read_package(mlb_path, build) -> Package | None                 (by the MLB loader)

A package directory holds:
- its MLB files, the names clients write (`$(SML_LIB)/basis/basis.mlb`,
  `$(SML_LIB)/smlnj-lib/JSON/json-lib.mlb`), at their paths in the library
  tree; their text is a comment, the manifest says what each denotes;
- `ldriver-package.json`, the manifest: format, package name, the build
  identity it was made by (compiler version and digest, runtime ABI digest,
  profile), every unit (id, interface file and digests, the top-level names it
  defines, its basis within the package), the basis each MLB file exports,
  the archive, the SHA-256 of every file, and the command that publishes it
  again; sealed with a checksum (`ldriver.engine.store.seal`);
- `interfaces/N.iface`, one per unit, and `lib.a`, every unit's object.
Unit ids are `NAME:path` (the path relative to the library's root), so a
package's symbols and interface references never meet a client's.

Reading verifies everything before a client uses anything: a manifest of
another format or build identity or not matching its checksum, or a file
whose digest differs, is refused with a `PackageError` naming the package's
root, what is wrong and the command that repairs it; nothing from it is
ever linked. A verified package is remembered (in this process) until one
of its files changes on disk.
"""
from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from compiler.api import Layer
from ldriver.engine.store import FORMATS, PACKAGE_MANIFEST, seal, unseal
from ldriver.project import inputs

MANIFEST = PACKAGE_MANIFEST
FORMAT = FORMATS["package"]
"""The manifest's format: 3 seals it with a checksum."""


class PackageError(Exception):
    """The package cannot be used (the message says why, naming both sides)."""


@dataclass(frozen=True, slots=True)
class PackageUnit:
    id: str
    interface: Path
    interface_digest: str
    defines: frozenset[str] | None
    modules: frozenset[tuple[str, str]]
    basis: tuple[Layer, ...]


@dataclass(frozen=True, slots=True)
class Package:
    root: Path
    name: str
    units: tuple[PackageUnit, ...]
    exports: tuple[Layer, ...]
    archive: Path
    archive_digest: str


def read_package(mlb: Path, build: dict[str, str]) -> Package | None:
    """The package one of whose MLB files is `mlb`, verified, with what that
    file exports; None if `mlb` is not in a package directory (an ordinary
    MLB file). The package root is the nearest directory above `mlb` with a
    manifest."""
    root = _package_root(mlb)
    if root is None:
        return None
    data = _read(root / MANIFEST)
    if data is None:
        raise _damaged(root, None, f"{MANIFEST} is missing or unreadable")
    try:
        raw = json.loads(data.decode("utf-8"))
        manifest = unseal(raw)
        if manifest is None:
            _unsealed(root, raw)
        stamp = _stamp(root, data, manifest)
        known = _verified_packages.get(mlb)
        if known is not None and known[0] == stamp and not inputs.recording_active():  # else read, to record
            return known[1]
        package = _verified(root, mlb.relative_to(root).as_posix(), manifest, build)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise _damaged(root, None, f"{MANIFEST} is malformed ({type(exc).__name__}: {exc})") from None
    _verified_packages[mlb] = (stamp, package)
    return package


_MARK = "(* ldriver package "
"""How a package's MLB file starts (`write_package`)."""
_verified_packages: dict[Path, tuple[tuple[object, ...], Package]] = {}
"""Packages verified in this process, with the state of their files then."""


def _package_root(mlb: Path) -> Path | None:
    """The nearest directory above `mlb` with a manifest (there, or damaged
    in its place: the MLB file says it is a package's)."""
    for candidate in mlb.parents:
        inputs.note_kind(candidate / MANIFEST)
        if (candidate / MANIFEST).is_file():
            return candidate
    for candidate in mlb.parents:
        if os.path.lexists(candidate / MANIFEST):
            return candidate
    if (_read(mlb) or b"").startswith(_MARK.encode()):
        return mlb.parent
    return None


def _read(path: Path) -> bytes | None:
    """`read_file`, the bytes read recorded as a plan input (`ldriver.project.inputs`)."""
    try:
        return inputs.read(path)
    except (OSError, ValueError):
        inputs.note_kind(path)
        return None


def _unsealed(root: Path, raw: Any) -> NoReturn:
    """The error for a manifest whose checksum does not match: of an older
    format (it had none), or damaged."""
    if isinstance(raw, dict) and "checksum" not in raw and raw.get("format") != FORMAT:
        raise _damaged(root, raw, f"it has format {raw.get('format')!r}, this ldriver reads {FORMAT}")
    raise _damaged(root, None, f"{MANIFEST} does not match its checksum")


def _stamp(root: Path, manifest_data: bytes, manifest: dict[str, Any]) -> tuple[object, ...]:
    """The manifest and the identity, size and modification time of every
    file it lists: unchanged, the package need not be verified again."""
    stamp: list[object] = [hashlib.sha256(manifest_data).hexdigest()]
    for name in manifest["files"]:
        try:
            st = os.stat(root / name)
        except OSError:
            return ()
        stamp.append((name, st.st_ino, st.st_size, st.st_mtime_ns))
    return tuple(stamp)


def _damaged(root: Path, manifest: dict[str, Any] | None, what: str) -> PackageError:
    """The error for a package that cannot be used as it is on disk: its
    root, what is wrong, and the command that publishes it again."""
    name = manifest.get("name") if manifest is not None else None
    command = manifest.get("republish") if manifest is not None else None
    if not isinstance(command, str):
        command = f"ldriver publish LIBRARY -o {shlex.quote(str(root))}"
    shown = f"package {name} at {root}" if isinstance(name, str) else f"the package at {root}"
    return PackageError(f"{shown} cannot be used: {what}; publish it again: {command}")


def _verified(root: Path, mlb: str, manifest: dict[str, Any], build: dict[str, str]) -> Package:
    if manifest.get("format") != FORMAT:
        raise _damaged(root, manifest, f"it has format {manifest.get('format')!r}, this ldriver reads {FORMAT}")
    if mlb not in manifest["entries"]:
        raise PackageError(f"package {manifest['name']} ({root}) has no MLB file {mlb}: it has "
                           + ", ".join(sorted(manifest["entries"])))
    made_by = manifest["build"]
    for key in ("compiler_version", "compiler_digest", "abi"):
        if made_by.get(key) != build[key]:
            raise _damaged(root, manifest, f"it was built by a different compiler or runtime: "
                                           f"{key} {str(made_by.get(key))[:16]} there, {build[key][:16]} here")
    for name, digest in manifest["files"].items():
        data = _read(root / name)
        if data is None:
            raise _damaged(root, manifest, f"{name} is missing or unreadable")
        if hashlib.sha256(data).hexdigest() != digest:
            raise _damaged(root, manifest, f"{name} does not match the package manifest")
    units = tuple(
        PackageUnit(u["id"], root / u["interface"], u["interface_digest"],
                    None if u["defines"] is None else frozenset(u["defines"]),
                    frozenset((kind, name) for kind, name in u["modules"]), _layers(u["basis"]))
        for u in manifest["units"])
    return Package(root, manifest["name"], units, _layers(manifest["entries"][mlb]), root / manifest["archive"],
                   manifest["files"][manifest["archive"]])


def _layers(raw: list[Any]) -> tuple[Layer, ...]:
    return tuple(Layer(unit, None if renames is None else tuple(tuple(r) for r in renames))  # type: ignore[misc]
                 for unit, renames in raw)


@dataclass(frozen=True, slots=True)
class PublishedUnit:
    """What `publish` knows of a built unit."""

    id: str
    interface: bytes
    interface_digest: str
    object: bytes
    defines: frozenset[str] | None
    modules: frozenset[tuple[str, str]]
    basis: tuple[Layer, ...]


def write_package(out_dir: Path, name: str, units: list[PublishedUnit],
                  entries: tuple[tuple[str, tuple[Layer, ...]], ...], build: dict[str, str], profile: str,
                  republish: str, archive: Callable[[list[Path], Path], None]) -> None:
    """Write the package into `out_dir`, replacing it as a whole: built beside
    it, then renamed into place. `entries`: each MLB file (a POSIX path in the
    package) with the basis it exports. `republish`: the command that
    publishes it again (named when the package is found damaged).
    `archive(objects, path)` makes the archive (`ldriver.engine.toolchain.archive`)."""
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    staged = out_dir.with_name(f".{out_dir.name}.{os.getpid()}.tmp")
    shutil.rmtree(staged, ignore_errors=True)
    (staged / "interfaces").mkdir(parents=True)
    files: dict[str, str] = {}
    unit_entries = []
    objects = []
    for i, unit in enumerate(units):
        iface = f"interfaces/{i}.iface"
        (staged / iface).write_bytes(unit.interface)
        files[iface] = hashlib.sha256(unit.interface).hexdigest()
        member = staged / f"{i}.o"
        member.write_bytes(unit.object)
        objects.append(member)
        unit_entries.append({"id": unit.id, "interface": iface, "interface_digest": unit.interface_digest,
                        "defines": None if unit.defines is None else sorted(unit.defines),
                        "modules": sorted(unit.modules),
                        "basis": [[layer.unit, layer.renames] for layer in unit.basis]})
    archive(objects, staged / "lib.a")
    for member in objects:
        member.unlink()
    files["lib.a"] = hashlib.sha256((staged / "lib.a").read_bytes()).hexdigest()
    for mlb, _ in entries:
        (staged / mlb).parent.mkdir(parents=True, exist_ok=True)
        (staged / mlb).write_text(f"{_MARK}{name}: see {MANIFEST} *)\n")
        files[mlb] = hashlib.sha256((staged / mlb).read_bytes()).hexdigest()
    manifest = {"format": FORMAT, "name": name, "build": {**build, "profile": profile},
                "units": unit_entries,
                "entries": {mlb: [[layer.unit, layer.renames] for layer in exports] for mlb, exports in entries},
                "archive": "lib.a", "files": files, "republish": republish}
    (staged / MANIFEST).write_text(json.dumps(seal(manifest), indent=1) + "\n")
    old = out_dir.with_name(f".{out_dir.name}.{os.getpid()}.old")
    if out_dir.exists():
        os.replace(out_dir, old)
    os.replace(staged, out_dir)
    shutil.rmtree(old, ignore_errors=True)


__all__ = ["FORMAT", "MANIFEST", "Package", "PackageError", "PackageUnit", "PublishedUnit", "read_package",
           "write_package"]
