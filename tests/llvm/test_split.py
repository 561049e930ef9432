"""compiler.llvm.split: a large dev module compiled in parts joined by `ld -r`
(bounded LLVM memory on 20,000-line units); the program runs as unsplit."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from compiler.llvm import target
from compiler.llvm.split import split_module
from sml_build import build, cps_of_source, execute, ir_of_cps

_PROGRAM = "\n".join(
    [f"fun f{i} (x : int) = if x < {i} then x + {i} else f{i} (x - {i + 1}) * 2" for i in range(40)]
    + ["fun show n = if n < 10 then str (chr (48 + n)) else show (n div 10) ^ str (chr (48 + n mod 10))",
       "val total = " + " + ".join(f"f{i} {i * 7}" for i in range(40)),
       'val () = print (show total ^ "\\n")'])


def _ir() -> str:
    return ir_of_cps(cps_of_source(_PROGRAM))


def test_parts_share_the_head_and_declare_each_others_functions() -> None:
    ir = _ir()
    parts = split_module(ir, 3, "u")
    assert len(parts) == 3
    defined = [{line.split("@")[1].split("(")[0] for line in p.splitlines() if line.startswith("define hidden")}
               for p in parts]
    assert all(defined) and not (defined[0] & defined[1]) and not (defined[1] & defined[2])
    for p, own in zip(parts, defined):
        assert "define internal" not in p and "@ml.u." in p
        assert "@str." in p or "@str" not in ir  # the head, with its constants, in every part
        declared = {line.split("@")[1].split("(")[0] for line in p.splitlines() if line.startswith("declare hidden")}
        assert declared == set().union(*defined) - own
    # The exports global and the initializer are defined once.
    assert sum(p.count("define void @ld_unit_init_") for p in parts) == 1


def test_one_part_or_one_function_is_the_module_itself() -> None:
    ir = _ir()
    assert split_module(ir, 1, "u") == [ir]


@pytest.mark.skipif(shutil.which("ld") is None, reason="no system linker")
def test_a_module_compiled_in_parts_runs_as_the_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ir = _ir()
    whole = execute(build(ir, tmp_path / "whole"))
    monkeypatch.setattr(target, "_PART_BYTES", len(ir) // 4 + 1)
    parts = build(ir, tmp_path / "parts")
    assert execute(parts) == whole and whole.status == 0 and whole.stdout.strip()
    assert execute(parts, gc_stress=True) == whole
