"""Prebuilt library packages (DESIGN.md "Separate compilation", conventions.md
`ldriver publish`): a library's units compiled once, used by clients without
their sources.

    write_package(out_dir, name, units, entries, build, profile)   (by `publish`)
    read_package(mlb_path, build) -> Package | None                 (by the MLB loader)

A package directory holds:
- its MLB files, the names clients write (`$(SML_LIB)/basis/basis.mlb`,
  `$(SML_LIB)/smlnj-lib/JSON/json-lib.mlb`), at their paths in the library
  tree; their text is a comment, the manifest says what each denotes;
- `ldriver-package.json`, the manifest: format, package name, the build
  identity it was made by (compiler version and digest, runtime ABI digest,
  profile), every unit (id, interface file and digests, the top-level names it
  defines, its basis within the package), the basis each MLB file exports,
  the archive, and the SHA-256 of every file;
- `interfaces/N.iface`, one per unit, and `lib.a`, every unit's object.
Unit ids are `NAME:path` (the path relative to the library's root), so a
package's symbols and interface references never meet a client's.

Reading verifies everything before a client uses anything: a manifest of
another format or build identity, or a file whose digest differs, is refused
with a `PackageError` naming both sides; nothing from it is ever linked.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from compiler.api import Layer

MANIFEST = "ldriver-package.json"
_FORMAT = 2


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
    root = _package_root(mlb.parent)
    if root is None:
        return None
    try:
        manifest = json.loads((root / MANIFEST).read_bytes().decode("utf-8"))
        return _verified(root, mlb.relative_to(root).as_posix(), manifest, build)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise PackageError(f"package {root} is unreadable ({type(exc).__name__}: {exc})") from None


def _package_root(directory: Path) -> Path | None:
    for candidate in (directory, *directory.parents):
        if (candidate / MANIFEST).is_file():
            return candidate
    return None


def _verified(root: Path, mlb: str, manifest: dict[str, Any], build: dict[str, str]) -> Package:
    if manifest.get("format") != _FORMAT:
        raise PackageError(f"package {root} has format {manifest.get('format')!r}; this ldriver reads {_FORMAT}; "
                           "publish it again")
    if mlb not in manifest["entries"]:
        raise PackageError(f"package {manifest['name']} ({root}) has no MLB file {mlb}: it has "
                           + ", ".join(sorted(manifest["entries"])))
    made_by = manifest["build"]
    for key in ("compiler_version", "compiler_digest", "abi"):
        if made_by.get(key) != build[key]:
            raise PackageError(
                f"package {manifest['name']} ({root}) was built by a different compiler or runtime: "
                f"{key} {str(made_by.get(key))[:16]} there, {build[key][:16]} here; publish it again")
    for name, digest in manifest["files"].items():
        path = root / name
        try:
            data = path.read_bytes()
        except OSError:
            raise PackageError(f"package {manifest['name']}: {name} is missing") from None
        if hashlib.sha256(data).hexdigest() != digest:
            raise PackageError(f"package {manifest['name']}: {name} does not match the package manifest")
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
    object: Path
    defines: frozenset[str] | None
    modules: frozenset[tuple[str, str]]
    basis: tuple[Layer, ...]


def write_package(out_dir: Path, name: str, units: list[PublishedUnit],
                  entries: tuple[tuple[str, tuple[Layer, ...]], ...], build: dict[str, str], profile: str) -> None:
    """Write the package into `out_dir`, replacing it as a whole: built beside
    it, then renamed into place. `entries`: each MLB file (a POSIX path in the
    package) with the basis it exports."""
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
        shutil.copyfile(unit.object, member)
        objects.append(member)
        unit_entries.append({"id": unit.id, "interface": iface, "interface_digest": unit.interface_digest,
                        "defines": None if unit.defines is None else sorted(unit.defines),
                        "modules": sorted(unit.modules),
                        "basis": [[layer.unit, layer.renames] for layer in unit.basis]})
    from ldriver.toolchain import archive

    archive(objects, staged / "lib.a")
    for member in objects:
        member.unlink()
    files["lib.a"] = hashlib.sha256((staged / "lib.a").read_bytes()).hexdigest()
    for mlb, _ in entries:
        (staged / mlb).parent.mkdir(parents=True, exist_ok=True)
        (staged / mlb).write_text(f"(* ldriver package {name}: see {MANIFEST} *)\n")
        files[mlb] = hashlib.sha256((staged / mlb).read_bytes()).hexdigest()
    manifest = {"format": _FORMAT, "name": name, "build": {**build, "profile": profile},
                "units": unit_entries,
                "entries": {mlb: [[layer.unit, layer.renames] for layer in exports] for mlb, exports in entries},
                "archive": "lib.a", "files": files}
    (staged / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    old = out_dir.with_name(f".{out_dir.name}.{os.getpid()}.old")
    if out_dir.exists():
        os.replace(out_dir, old)
    os.replace(staged, out_dir)
    shutil.rmtree(old, ignore_errors=True)


__all__ = ["MANIFEST", "Package", "PackageError", "PackageUnit", "PublishedUnit", "read_package", "write_package"]
