"""`@node`: the decorator for IR node classes.

A node class is `@dataclass(frozen=True, slots=True)` (style habit 2). The
dataclass-generated `__init__` of a frozen class sets each field through
`object.__setattr__`, which costs about 3x a plain assignment; the front end
builds hundreds of thousands of nodes per second, so `node` swaps in an
`__init__` that writes the slots through their descriptors directly. The class
stays immutable: assignment after construction still raises
`FrozenInstanceError`, and equality, hashing and `repr` behave as the
dataclass ones. `node` generates those with its `__init__` in one `exec`, and
shares one `__setattr__`/`__delattr__` among all node classes, instead of
letting `dataclass` compile each method of each class on its own: a build
imports some 190 node classes, and compiling their methods was a third of
the start-up of a small build.

Hot paths can go further with `constructor(cls)`: a plain function building the
same instances without the class call at all (see there).
"""
from __future__ import annotations

import dataclasses
import reprlib
from typing import Any, Callable, TypeVar

T = TypeVar("T")


def node(cls: type[T] | None = None, /, *, eq: bool = True) -> Any:
    """Decorate `cls` as a node class; `@node(eq=False)` keeps identity equality
    and hashing (and a class's own `__eq__`/`__hash__`). A field with
    `init=False` and a default (a cache, not part of the value) is set to its
    default by `__init__`."""
    if cls is None:
        return lambda c: _node(c, eq)
    return _node(cls, eq)


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _node(cls: type[T], eq: bool) -> type[T]:
    own = {name for name, value in cls.__dict__.items() if value is not None}
    cls = dataclasses.dataclass(slots=True, init=False, repr=False, eq=False)(cls)
    cls.__setattr__ = _frozen_setattr  # type: ignore[method-assign,assignment]
    cls.__delattr__ = _frozen_delattr  # type: ignore[method-assign,assignment]
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
    source = [f"def __init__(self, {', '.join(params)}):\n    " + ("\n    ".join(body) or "pass")]
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if "__repr__" not in own:
        shown = ", ".join(f"{f.name}={{self.{f.name}!r}}" for f in fields if f.repr)
        source.append(f"def __repr__(self):\n    return f'{{self.__class__.__qualname__}}({shown})'")
    if eq and "__eq__" not in own:
        compared = "".join(f"self.{f.name}," for f in fields if f.compare)
        other = "".join(f"other.{f.name}," for f in fields if f.compare)
        source.append(f"def __eq__(self, other):\n    if other.__class__ is self.__class__:\n"
                      f"        return ({compared}) == ({other})\n    return NotImplemented")
    if eq and "__hash__" not in own:
        hashed = "".join(f"self.{f.name}," for f in fields if (f.compare if f.hash is None else f.hash))
        source.append(f"def __hash__(self):\n    return hash(({hashed}))")
    exec("\n".join(source), env)
    for name in ("__init__", "__repr__", "__eq__", "__hash__"):
        if name in env:
            method = env[name]
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            if name == "__repr__":
                method = reprlib.recursive_repr()(method)
            setattr(cls, name, method)
    return cls


def constructor(cls: type[T]) -> Callable[..., T]:
    """A function `make(*fields)` returning what `cls(*fields)` returns, for the
    hottest node classes (the parser and the elaborator build one node per
    source construct).

    A class call runs `__init__` in a frame of its own and sets each frozen slot
    through a descriptor call; `make` instead fills an instance of a private
    subclass without the frozen `__setattr__`/`__delattr__` (plain slot stores,
    specialised instructions) and then makes it a `cls` by assigning
    `__class__`, which the identical layout allows. The result is an ordinary,
    immutable `cls` instance. `make` takes the same parameters as `cls`
    (positional or keyword, same defaults) and exposes the subclass as
    `make.twin` for callers that build several nodes in one function. Classes
    whose constructor does more than store fields get `cls` itself."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        return cls
    twin = type(
        cls.__name__,
        (cls,),
        {"__slots__": (), "__init__": object.__init__,
         "__setattr__": object.__setattr__, "__delattr__": object.__delattr__},
    )
    env: dict[str, Any] = {"_twin": twin, "_cls": cls}
    params: list[str] = []
    body: list[str] = []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if f.default is not dataclasses.MISSING:
            env[f"_d_{f.name}"] = f.default
        if not f.init:
            body.append(f"o.{f.name} = _d_{f.name}")
            continue
        params.append(f"{f.name}=_d_{f.name}" if f.default is not dataclasses.MISSING else f.name)
        body.append(f"o.{f.name} = {f.name}")
    body.append("o.__class__ = _cls")
    source = (f"def make({', '.join(params)}):\n    o = _twin()\n    " + "\n    ".join(body)
              + "\n    return o")
    exec(source, env)
    make: Any = env["make"]
    make.__qualname__ = make.__name__ = f"make_{cls.__name__}"
    make.twin = twin
    return make  # type: ignore[no-any-return]
