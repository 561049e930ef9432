"""`@node`: the decorator for IR node classes.

A node class is `@dataclass(frozen=True, slots=True)` (style habit 2). The
dataclass-generated `__init__` of a frozen class sets each field through
`object.__setattr__`, which costs about 3x a plain assignment; the front end
builds hundreds of thousands of nodes per second, so `node` swaps in an
`__init__` that writes the slots through their descriptors directly. The class
stays immutable: assignment after construction still raises
`FrozenInstanceError`, and equality, hashing and `repr` are the dataclass ones.
"""
from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def node(cls: type[T] | None = None, /, *, eq: bool = True) -> Any:
    """Decorate `cls` as a node class; `@node(eq=False)` keeps identity equality
    and hashing (and a class's own `__eq__`/`__hash__`). A field with
    `init=False` and a default (a cache, not part of the value) is set to its
    default by `__init__`."""
    if cls is None:
        return lambda c: _node(c, eq)
    return _node(cls, eq)


def _node(cls: type[T], eq: bool) -> type[T]:
    cls = dataclasses.dataclass(frozen=True, slots=True, eq=eq)(cls)
    params: list[str] = []
    body: list[str] = []
    env: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: @node fields take no default_factory")
        if not f.init:
            if f.default is dataclasses.MISSING:
                raise TypeError(f"{cls.__name__}.{f.name}: an @node field with init=False needs a default")
            env[f"_d_{f.name}"] = f.default
            env[f"_s_{f.name}"] = getattr(cls, f.name).__set__
            body.append(f"_s_{f.name}(self, _d_{f.name})")
            continue
        if f.default is not dataclasses.MISSING:
            env[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
        else:
            params.append(f.name)
        env[f"_s_{f.name}"] = getattr(cls, f.name).__set__
        body.append(f"_s_{f.name}(self, {f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n    " + ("\n    ".join(body) or "pass")
    exec(source, env)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]
    return cls
