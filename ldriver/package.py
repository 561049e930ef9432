"""Prebuilt library packages (DESIGN.md "Separate compilation", conventions.md
`ldriver publish`): a library's units compiled once, used by clients without
their sources.

    write_package(out_dir, mlb_name, name, units, exports, objects, build)   (by `publish`)
    read_package(mlb_path, build) -> Package | None                          (by the MLB loader)

A package directory holds:
- `LIB.mlb`, the name clients write (`$(SML_LIB)/basis/basis.mlb`); its text is
  a comment, the manifest says what it denotes;
- `ldriver-package.json`, the manifest: format, package name, the build
  identity it was made by (compiler version and digest, runtime ABI digest,
  profile), every unit (id, interface file and digests, the top-level names it
  defines, its basis within the package), the basis the MLB exports, the
  archive, and the SHA-256 of every file;
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
_FORMAT = 1


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
    """The package whose client MLB is `mlb`, verified; None if `mlb` is not
    in a package directory (an ordinary MLB file)."""
    root = mlb.parent
    manifest_path = root / MANIFEST
    if not manifest_path.is_file():
        return None
    try:
        manifest = json.loads(manifest_path.read_bytes().decode("utf-8"))
        return _verified(root, mlb, manifest, build)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise PackageError(f"package {root} is unreadable ({type(exc).__name__}: {exc})") from None


def _verified(root: Path, mlb: Path, manifest: dict[str, Any], build: dict[str, str]) -> Package:
    if manifest.get("format") != _FORMAT:
        raise PackageError(f"package {root} has format {manifest.get('format')!r}; this ldriver reads {_FORMAT}")
    if manifest["mlb"] != mlb.name:
        raise PackageError(f"package {root} is named by {manifest['mlb']}, not {mlb.name}")
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
    return Package(root, manifest["name"], units, _layers(manifest["exports"]), root / manifest["archive"],
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


def write_package(out_dir: Path, mlb_name: str, name: str, units: list[PublishedUnit],
                  exports: tuple[Layer, ...], build: dict[str, str], profile: str) -> None:
    """Write the package into `out_dir`, replacing it as a whole: built beside
    it, then renamed into place."""
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    staged = out_dir.with_name(f".{out_dir.name}.{os.getpid()}.tmp")
    shutil.rmtree(staged, ignore_errors=True)
    (staged / "interfaces").mkdir(parents=True)
    files: dict[str, str] = {}
    entries = []
    objects = []
    for i, unit in enumerate(units):
        iface = f"interfaces/{i}.iface"
        (staged / iface).write_bytes(unit.interface)
        files[iface] = hashlib.sha256(unit.interface).hexdigest()
        member = staged / f"{i}.o"
        shutil.copyfile(unit.object, member)
        objects.append(member)
        entries.append({"id": unit.id, "interface": iface, "interface_digest": unit.interface_digest,
                        "defines": None if unit.defines is None else sorted(unit.defines),
                        "modules": sorted(unit.modules),
                        "basis": [[layer.unit, layer.renames] for layer in unit.basis]})
    from ldriver.toolchain import archive

    archive(objects, staged / "lib.a")
    for member in objects:
        member.unlink()
    files["lib.a"] = hashlib.sha256((staged / "lib.a").read_bytes()).hexdigest()
    (staged / mlb_name).write_text(f"(* ldriver package {name}: see {MANIFEST} *)\n")
    files[mlb_name] = hashlib.sha256((staged / mlb_name).read_bytes()).hexdigest()
    manifest = {"format": _FORMAT, "name": name, "mlb": mlb_name, "build": {**build, "profile": profile},
                "units": entries, "exports": [[layer.unit, layer.renames] for layer in exports],
                "archive": "lib.a", "files": files}
    (staged / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    old = out_dir.with_name(f".{out_dir.name}.{os.getpid()}.old")
    if out_dir.exists():
        os.replace(out_dir, old)
    os.replace(staged, out_dir)
    shutil.rmtree(old, ignore_errors=True)


__all__ = ["MANIFEST", "Package", "PackageError", "PackageUnit", "PublishedUnit", "read_package", "write_package"]
