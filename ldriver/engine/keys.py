"""What a unit compilation's action key digests (docs/architecture.md
"Separate compilation"): shared by the build, which keys its cache with it,
and by a remote worker (`ldriver.remote.action`), which checks that an
action it is given is one its own compiler would key the same way.

    build_key(settings, compiler_digest) -> str
    unit_key_input(build_key, unit, source_name, source_digest, exported,
                   annotations, basis, basis_digests) -> bytes
        the action key is `ldriver.engine.store.digest` of these bytes
"""
from __future__ import annotations

import json
from collections.abc import Iterable

from compiler.api import Layer, Settings
from ldriver.engine.store import digest
from ldriver.identity import COMPILER_VERSION, abi_digest


def build_key(settings: Settings, compiler_digest: str) -> str:
    """The part of every unit's key that the compiler and the settings make."""
    parts = [COMPILER_VERSION, abi_digest(), settings.profile, ",".join(sorted(settings.dump)),
             str(settings.check_ir), compiler_digest]
    return digest("|".join(parts).encode())


def unit_key_input(build_key: str, unit: str, source_name: str, source_digest: str, exported: bool,
                   annotations: Iterable[str], basis: Iterable[Layer], basis_digests: Iterable[tuple[str, str]]) -> bytes:
    """Every input of a unit's compilation, the source by its digest, the
    units its basis names by their interface digests (`basis_digests`, in
    basis order)."""
    parts = (build_key, unit, source_name, source_digest, str(exported), " ".join(sorted(annotations)),
             json.dumps([[layer.unit, layer.renames] for layer in basis]),
             *(f"{d}={interface}" for d, interface in basis_digests))
    return b"".join(part.encode() + b"\0" for part in parts)


__all__ = ["build_key", "unit_key_input"]
