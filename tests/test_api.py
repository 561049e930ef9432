"""compiler.api: the early interface a compilation hands over before its object
(what lets the driver start importers while code is generated)."""
from __future__ import annotations

import pytest

from compiler.api import Interface, Settings, UnitInput, compile_unit
from compiler.source import SourceFile

_LIB = """
structure Lib = struct
  fun twice (f : int -> int) x = f (f x)
  val seven = 7
end
"""


@pytest.mark.parametrize("profile", ["dev", "release"])
def test_interface_is_sent_once_before_the_object_and_equals_the_output_one(profile: str) -> None:
    sent: list[Interface] = []
    unit = UnitInput("lib.sml", SourceFile("lib.sml", _LIB))

    def receive(interface: Interface) -> None:
        sent.append(interface)

    out = compile_unit(unit, Settings(profile=profile), on_interface=receive)
    assert out.ok and out.object is not None and out.interface is not None
    assert sent == [out.interface]


def test_no_interface_is_sent_for_a_unit_with_errors() -> None:
    sent: list[Interface] = []
    unit = UnitInput("bad.sml", SourceFile("bad.sml", "val x : int = \"s\"\n"))
    out = compile_unit(unit, Settings(), on_interface=sent.append)
    assert not out.ok and out.interface is None
    assert sent == []


def test_interface_is_sent_before_code_generation(monkeypatch: pytest.MonkeyPatch) -> None:
    import compiler.llvm.codegen as codegen

    order: list[str] = []
    real_generate = codegen.generate

    def generate(*args: object) -> str:
        order.append("llvm")
        return real_generate(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(codegen, "generate", generate)
    unit = UnitInput("lib.sml", SourceFile("lib.sml", _LIB))
    out = compile_unit(unit, Settings(profile="release"), on_interface=lambda _: order.append("interface"))
    assert out.ok
    assert order == ["interface", "llvm"]
