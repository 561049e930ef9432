"""Where the files that ship with ldriver but are not Python live: the C
runtime (`runtime/`) and the SML standard library (`stdlib/`).

    resource_dir("runtime" | "stdlib") -> Path

In a source checkout (and an editable install) they are the repository's
top-level directories. A regular install (`pip install .`) carries them as
the data packages `ldriver_runtime` and `ldriver_stdlib` (pyproject.toml maps
the directories to those names), found through the import system without
importing anything.
"""
from __future__ import annotations

import functools
import importlib.util
from pathlib import Path
from typing import Literal

Resource = Literal["runtime", "stdlib"]
_CHECKOUT = Path(__file__).resolve().parent.parent


@functools.cache
def resource_dir(name: Resource) -> Path:
    local = _CHECKOUT / name
    if local.is_dir():
        return local
    spec = importlib.util.find_spec(f"ldriver_{name}")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    raise FileNotFoundError(f"ldriver's {name} directory is missing from this installation")
