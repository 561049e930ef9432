"""`compiler.node`: node classes behave as frozen slotted dataclasses
(construction, equality, hashing, `repr`, immutability, pattern matching)
though `node` generates their methods itself."""
from __future__ import annotations

import dataclasses

import pytest

from compiler.node import constructor, node


@node
class Leaf:
    value: int
    note: str = ""
    cache: int = dataclasses.field(default=0, init=False, compare=False, repr=False)


@node
class Pair:
    left: object
    right: object


@node(eq=False)
class Named:
    name: str


@node
class Custom:
    key: int
    label: str

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Custom) and other.key == self.key

    def __hash__(self) -> int:
        return self.key

    def __repr__(self) -> str:
        return f"<{self.key}>"


@dataclasses.dataclass(frozen=True, slots=True)
class Reference:
    value: int
    note: str = ""


def test_construction_defaults_and_fields() -> None:
    leaf = Leaf(3)
    assert (leaf.value, leaf.note, leaf.cache) == (3, "", 0)
    assert Leaf(value=4, note="n").note == "n"
    assert [f.name for f in dataclasses.fields(Leaf)] == ["value", "note", "cache"]
    assert dataclasses.is_dataclass(Leaf) and not hasattr(leaf, "__dict__")
    assert dataclasses.replace(leaf, note="x") == Leaf(3, "x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        leaf.value = 5  # type: ignore[misc]


def test_equality_hash_and_repr_are_the_dataclass_ones() -> None:
    assert Leaf(1, "a") == Leaf(1, "a") and Leaf(1, "a") != Leaf(1, "b")
    assert hash(Leaf(1, "a")) == hash(Leaf(1, "a")) == hash((1, "a"))
    assert Leaf(1) != Reference(1) and Leaf(1).__eq__(Reference(1)) is NotImplemented
    # a field with compare=False is neither compared nor hashed nor shown
    marked = Leaf(2)
    object.__setattr__(marked, "cache", 9)
    assert marked == Leaf(2) and hash(marked) == hash(Leaf(2))
    assert repr(Leaf(1, "a")) == "Leaf(value=1, note='a')" == repr(Reference(1, "a")).replace("Reference", "Leaf")
    assert repr(Pair(Leaf(1), None)) == "Pair(left=Leaf(value=1, note=''), right=None)"
    assert len({Pair(1, 2), Pair(1, 2), Pair(2, 1)}) == 2


def test_identity_equality_and_own_methods_are_kept() -> None:
    a, b = Named("x"), Named("x")
    assert a != b and a == a and hash(a) != hash(b)
    assert repr(a) == "Named(name='x')"
    assert Custom(1, "a") == Custom(1, "b") and hash(Custom(7, "a")) == 7 and repr(Custom(7, "a")) == "<7>"


def test_pattern_matching_and_constructor() -> None:
    match Pair(Leaf(1), Leaf(2)):
        case Pair(Leaf(x), Leaf(y)):
            assert (x, y) == (1, 2)
        case _:
            raise AssertionError
    make = constructor(Leaf)
    assert make(5, "m") == Leaf(5, "m") and type(make(5)) is Leaf
