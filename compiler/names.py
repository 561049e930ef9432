"""`UnitNames`, what `compiler.syntax.unitnames` finds in a unit: kept apart from
the front end so that the driver can build and read cached values on a no-op
build without importing the parser."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class UnitNames:
    """The top-level names a unit binds (None when they cannot be known without
    elaborating) and the identifiers it mentions (`compiler.syntax.unitnames`)."""

    defines: frozenset[str] | None
    mentions: frozenset[str]
