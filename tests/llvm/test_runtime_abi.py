"""compiler.llvm.runtime_abi against compiler/prims.py and the compiled runtime."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from compiler.llvm import emit_object
from compiler.llvm.runtime_abi import (
    EXCEPTIONS, FUNCTIONS, GLOBALS, declarations, identity_symbol, packet_symbol,
)
from compiler.prims import PRIMS
from ldriver.engine.toolchain import build_runtime

_DECLARED = re.compile(r"^(?:declare [^@]*@(\w+)\(|@(\w+) = external )", re.M)


def declared_symbols() -> set[str]:
    return {a or b for a, b in _DECLARED.findall(declarations())}


@pytest.fixture(scope="module")
def runtime_symbols(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """Symbols defined by the runtime archive (hidden ones included: in a
    relocatable object they are still global)."""
    nm = shutil.which("nm")
    if nm is None:
        pytest.skip("nm not installed")
    lib = build_runtime(tmp_path_factory.getbasetemp() / "runtime-cache").path
    out = subprocess.run([nm, "--defined-only", "-g", str(lib)], capture_output=True, text=True, check=True)
    return {line.split()[-1] for line in out.stdout.splitlines() if len(line.split()) == 3}


def test_every_declared_symbol_is_defined_by_the_runtime(runtime_symbols: set[str]) -> None:
    missing = declared_symbols() - runtime_symbols
    assert not missing, f"declared in runtime_abi.py but not defined by runtime/*.c: {sorted(missing)}"


def test_every_primitive_symbol_is_declared() -> None:
    symbols = {p.symbol for p in PRIMS.values() if p.symbol is not None}
    assert symbols <= set(FUNCTIONS)
    assert symbols <= declared_symbols()


def test_tables_match_the_declarations() -> None:
    expected = {g.name for g in GLOBALS} | set(FUNCTIONS)
    expected |= {identity_symbol(e) for e in EXCEPTIONS}
    expected |= {packet_symbol(e) for e in EXCEPTIONS if e != "Fail"}
    assert declared_symbols() == expected


def test_hot_globals_are_hidden() -> None:
    text = declarations()
    for name in ("ld_hp", "ld_hlimit", "ld_sstop", "ld_pending", "ld_nursery_lo", "ld_nursery_hi"):
        assert re.search(rf"^@{name} = external hidden global ", text, re.M), name


def test_real_primitives_take_doubles() -> None:
    assert FUNCTIONS["ld_real_floor"].declaration() == "declare i64 @ld_real_floor(double) nounwind"
    assert FUNCTIONS["ld_exit"].declaration() == "declare void @ld_exit(i32) noreturn nounwind"


def test_exception_symbols() -> None:
    assert identity_symbol("Fail") == "ld_exn_Fail"
    assert packet_symbol("Subscript") == "ld_exn_pkt_Subscript"
    with pytest.raises(KeyError):
        packet_symbol("Fail")
    with pytest.raises(KeyError):
        identity_symbol("Nope")


def test_declarations_parse_and_verify() -> None:
    assert emit_object(declarations(), "dev", "abi")[:4] == b"\x7fELF"
