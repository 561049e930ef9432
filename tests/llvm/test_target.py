"""compiler.llvm.target: hand-written LLVM IR -> object -> linked executable.

The modules here stand in for the code generator: they follow the rules of
runtime/ldriver_rt.h (static objects with valid headers, the return-flag
exception protocol, `tailcc` with plain `tail call`) and are linked with the
real runtime, in both profiles.
"""
from __future__ import annotations

import platform
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.llvm import IRError, declarations, emit_assembly, emit_object, optimized_ir
from ldriver.engine.toolchain import build_runtime, link

PROFILES = ("dev", "release")

_STRING_KIND = 4


def static_string(name: str, text: str) -> str:
    """A STRING object in rodata: header, bytes, then at least one NUL of padding."""
    data = text.encode()
    padded = len(data) // 8 * 8 + 8
    header = (len(data) << 21) | (_STRING_KIND << 1) | 1
    chars = "".join(f"\\{b:02X}" for b in data.ljust(padded, b"\0"))
    return f'@{name} = private constant {{ i64, [{padded} x i8] }} {{ i64 {header}, [{padded} x i8] c"{chars}" }}, align 8\n'


def value_of(static: str, result: str) -> str:
    """Instructions computing the ML value of a static object (its address + 8)."""
    return (f"  %{result}.p = getelementptr i8, ptr @{static}, i64 8\n"
            f"  %{result} = ptrtoint ptr %{result}.p to i64\n")


HELLO = declarations() + static_string("hello", "hello\n") + (
    "define void @ld_program_main() {\n"
    + value_of("hello", "s")
    + "  %r = call i64 @ld_print(i64 %s)\n"
    "  ret void\n"
    "}\n"
)

RAISE_OVERFLOW = declarations() + (
    "define void @ld_program_main() {\n"
    + value_of("ld_exn_pkt_Overflow", "pkt")
    + "  store i64 %pkt, ptr @ld_pending, align 8\n"
    "  ret void\n"
    "}\n"
)

# Mutual tail recursion 10^7 deep: each `tail call tailcc` must reuse the
# frame. At the bottom the function measures how far the stack pointer moved
# and the program prints "flat" or "deep" accordingly.
TAIL_LOOP = declarations() + static_string("flat", "flat\n") + static_string("deep", "deep\n") + (
    "declare ptr @llvm.stacksave.p0()\n"
    "define tailcc i64 @ping(i64 %n, i64 %sp0) {\n"
    "  %done = icmp eq i64 %n, 0\n"
    "  br i1 %done, label %bottom, label %more\n"
    "more:\n"
    "  %n1 = sub i64 %n, 1\n"
    "  %r = tail call tailcc i64 @pong(i64 %n1, i64 %sp0)\n"
    "  ret i64 %r\n"
    "bottom:\n"
    "  %sp = call ptr @llvm.stacksave.p0()\n"
    "  %spi = ptrtoint ptr %sp to i64\n"
    "  %depth = sub i64 %sp0, %spi\n"
    "  ret i64 %depth\n"
    "}\n"
    "define tailcc i64 @pong(i64 %n, i64 %sp0) {\n"
    "  %r = tail call tailcc i64 @ping(i64 %n, i64 %sp0)\n"
    "  ret i64 %r\n"
    "}\n"
    "define void @ld_program_main() {\n"
    "  %sp = call ptr @llvm.stacksave.p0()\n"
    "  %spi = ptrtoint ptr %sp to i64\n"
    "  %depth = call tailcc i64 @ping(i64 10000000, i64 %spi)\n"
    "  %small = icmp ult i64 %depth, 65536\n"
    + value_of("flat", "f") + value_of("deep", "d")
    + "  %s = select i1 %small, i64 %f, i64 %d\n"
    "  %r = call i64 @ld_print(i64 %s)\n"
    "  ret void\n"
    "}\n"
)


@pytest.fixture(scope="module")
def runtime_lib(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # One cache directory for the whole session: the other test modules reuse it.
    return build_runtime(tmp_path_factory.getbasetemp() / "runtime-cache").path


def build_and_run(ir: str, profile: str, runtime_lib: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Link hand-written IR whose entry `@ld_program_main` becomes unit `main`'s
    initializer (the program entry is generated at link time)."""
    ir = ir.replace("@ld_program_main()", "@ld_unit_init_main()") + "\n@ld_exports_main = global i64 0\n"
    obj = tmp_path / f"main-{profile}.o"
    obj.write_bytes(emit_object(ir, profile, "main"))
    exe = tmp_path / f"main-{profile}"
    link([obj], runtime_lib, exe, [("ld_unit_init_main", "ld_exports_main")])
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("profile", PROFILES)
def test_emit_object_is_native_object(profile: str) -> None:
    data = emit_object(HELLO, profile, "hello")
    assert data[:4] == b"\x7fELF"  # the runtime supports Linux only


@pytest.mark.parametrize("profile", PROFILES)
def test_hello(profile: str, runtime_lib: Path, tmp_path: Path) -> None:
    proc = build_and_run(HELLO, profile, runtime_lib, tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "hello\n", "")


@pytest.mark.parametrize("profile", PROFILES)
def test_uncaught_static_packet(profile: str, runtime_lib: Path, tmp_path: Path) -> None:
    proc = build_and_run(RAISE_OVERFLOW, profile, runtime_lib, tmp_path)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.strip() == "unhandled exception: Overflow"


@pytest.mark.parametrize("profile", PROFILES)
def test_tail_calls_run_in_constant_stack(profile: str, runtime_lib: Path, tmp_path: Path) -> None:
    proc = build_and_run(TAIL_LOOP, profile, runtime_lib, tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "flat\n", "")


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="x86-64 assembly")
@pytest.mark.parametrize("profile", PROFILES)
def test_runtime_globals_are_pc_relative(profile: str) -> None:
    asm = emit_assembly(RAISE_OVERFLOW, profile, "m")
    assert "ld_pending(%rip)" in asm
    assert "GOTPCREL" not in asm


def test_release_optimizes_and_dev_keeps_tail_calls() -> None:
    dev = optimized_ir(TAIL_LOOP, "dev", "m")
    assert "tail call tailcc i64 @ping" in dev or "tail call tailcc i64 @pong" in dev
    release = optimized_ir(TAIL_LOOP, "release", "m")
    assert "target triple" in release and "target datalayout" in release


def test_parse_error_names_line_and_shows_context() -> None:
    ir = "define i64 @f() {\n  %a = add i64 1, 2\n  ret i32 0\n}\n"
    with pytest.raises(IRError) as info:
        emit_object(ir, "dev", "broken")
    err = info.value
    assert err.stage == "parse" and err.module_name == "broken"
    assert err.message.startswith("line 3:")
    assert "> 3 |   ret i32 0" in err.excerpt
    assert "  1 | define i64 @f() {" in err.excerpt


def test_verify_error_locates_instruction() -> None:
    ir = "define i64 @f(i64 %a) {\n  %b = add i64 %c, 1\n  %c = add i64 %a, 1\n  ret i64 %b\n}\n"
    with pytest.raises(IRError) as info:
        emit_object(ir, "release", "broken")
    err = info.value
    assert err.stage == "verify"
    assert "does not dominate" in err.message
    assert "> 3 |   %c = add i64 %a, 1" in err.excerpt
    assert str(err).startswith("LLVM IR of broken failed to verify: line 3:")


def test_unknown_profile() -> None:
    with pytest.raises(ValueError, match="unknown profile"):
        emit_object(HELLO, "fast", "m")


def test_importing_package_does_not_load_llvmlite() -> None:
    code = "import sys, compiler.llvm; assert 'llvmlite' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def _long_function(lines: int) -> str:
    """A module whose one function has `lines` instructions (over the dev
    profile's limit for the optimizing register allocator)."""
    body = "".join(f"  %x{i + 1} = add i64 %x{i}, {i}\n" for i in range(lines))
    return f"@unused = global i64 0\ndefine i64 @long(i64 %x0) {{\n{body}  ret i64 %x{lines}\n}}\n"


def _live_across_a_call(values: int) -> str:
    """A function keeping `values` loaded values live across a call: the
    register allocators differ on it."""
    loads = "".join(f"  %v{i} = load volatile i64, ptr getelementptr (i64, ptr @cells, i64 {i})\n"
                    for i in range(values))
    sums = "".join(f"  %s{i + 1} = add i64 %s{i}, %v{i}\n" for i in range(values))
    return (f"@cells = global [{values} x i64] zeroinitializer\ndeclare void @opaque()\n"
            f"define i64 @pressure() {{\n{loads}  call void @opaque()\n  %s0 = add i64 0, 0\n{sums}"
            f"  ret i64 %s{values}\n}}\n")


def test_codegen_options_do_not_leak_from_one_emission_to_the_next() -> None:
    """LLVM's options are global to the process; a dev module that turned the
    optimizing allocator and the scheduler off must not change the release
    code emitted after it (a compile server emits both profiles)."""
    pressure = _live_across_a_call(24)
    release_first = emit_object(pressure, "release", "main")
    emit_object(_long_function(5000), "dev", "long")
    assert emit_object(pressure, "release", "main") == release_first
