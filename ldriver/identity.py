"""What made a build's outputs: the compiler's version and sources, the
runtime's ABI. Objects, interfaces and packages made by another identity are
never reused or linked (docs/architecture.md "Separate compilation": the build key)."""
from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import compiler
from compiler.api import resource_dir

COMPILER_VERSION = "0.2.0"


@functools.cache
def compiler_digest() -> str:
    """A digest of the compiler's own sources and of the SML stdlib it compiles
    into every unit, so a changed compiler never reuses objects it did not produce."""
    h = hashlib.sha256()
    for top in (Path(compiler.__file__).parent, resource_dir("stdlib")):
        for path in sorted([*top.rglob("*.py"), *top.rglob("*.sml")]):
            h.update(str(path.relative_to(top.parent)).encode())
            h.update(path.read_bytes())
    return h.hexdigest()


@functools.cache
def abi_digest() -> str:
    """A digest of the runtime's ABI header."""
    return hashlib.sha256((resource_dir("runtime") / "ldriver_rt.h").read_bytes()).hexdigest()


def build_identity() -> dict[str, str]:
    return {"compiler_version": COMPILER_VERSION, "compiler_digest": compiler_digest(), "abi": abi_digest()}
