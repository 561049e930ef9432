"""LLVM IR text -> native object code, through llvmlite (docs/architecture.md "LLVM facts this design relies on").

Public functions:

    emit_object(ir_text, profile, module_name) -> bytes     an ELF/Mach-O object
    emit_assembly(ir_text, profile, module_name) -> str     the same, as assembly text
    optimized_ir(ir_text, profile, module_name) -> str     the IR after the profile's passes

`profile` is one of PROFILES:
- `dev`: two cheap IR passes (SROA, instcombine) and codegen at
  `opt=0`; about ten times faster to emit than `release`.
- `release`: the new pass manager's O2 module pipeline and codegen at `opt=2`.

Every call parses the text into a fresh LLVM context, so a long-running process
(watch mode) does not accumulate types and constants. llvmlite serializes all
calls under one lock: compile units in parallel with processes, not threads.

Errors: `IRError` (a compiler bug: the generated IR does not parse or verify),
with LLVM's message and the lines of IR around the problem; the driver reports
it as `internal error:`. `ValueError` for an unknown profile.

llvmlite is imported only inside these functions, so that a build with nothing
to compile never pays for loading LLVM.
"""
from __future__ import annotations

import contextlib
import functools
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from llvmlite import binding as llvm

Profile = Literal["dev", "release"]
PROFILES: tuple[Profile, ...] = ("dev", "release")

_CONTEXT_LINES = 3
"""Lines of IR shown on each side of the line an error points at."""


class IRError(Exception):
    """The generated LLVM IR failed to parse or verify (a compiler bug).

    `message` is LLVM's diagnostic, `excerpt` the numbered IR lines around the
    offending line when it could be located (else empty)."""

    def __init__(self, module_name: str, stage: Literal["parse", "verify"], message: str, excerpt: str) -> None:
        self.module_name = module_name
        self.stage = stage
        self.message = message
        self.excerpt = excerpt
        text = f"LLVM IR of {module_name} failed to {stage}: {message}"
        if excerpt:
            text += "\n" + excerpt
        super().__init__(text)


@dataclass(frozen=True, slots=True)
class _Settings:
    """What a profile means: the IR pipeline and the code generator's level."""

    codegen_opt: int
    ir_speed_level: int | None
    """O-level of the standard module pipeline, or None for the light dev passes."""


_SETTINGS: dict[str, _Settings] = {
    "dev": _Settings(codegen_opt=0, ir_speed_level=None),
    "release": _Settings(codegen_opt=2, ir_speed_level=2),
}


def emit_object(ir_text: str, profile: str, module_name: str) -> bytes:
    """Compile `ir_text` to a position-independent object file for the host.
    A large dev module is compiled in parts joined by `ld -r` (`split`)."""
    settings = _settings(profile)
    parts = -(-len(ir_text) // _PART_BYTES)
    linker = shutil.which("ld")
    if profile == "dev" and parts > 1 and linker is not None:
        from compiler.llvm.runtime_abi import mangle
        from compiler.llvm.split import split_module

        # One register allocator for all parts, as for the whole module.
        _configure_codegen(ir_text, settings.codegen_opt)
        texts = split_module(ir_text, parts, mangle(module_name))
        del ir_text
        if len(texts) > 1:
            return _emit_parts(texts, settings, module_name, linker)
        ir_text = texts[0]
    with _prepared(ir_text, settings, module_name) as module:
        _configure_codegen(ir_text, settings.codegen_opt)
        return _target_machine(settings.codegen_opt).emit_object(module)


# A dev module of more IR text than this is compiled in parts: LLVM's memory
# while generating code grows with the module (a 20 MB module took 320 MB).
_PART_BYTES = 6_000_000


def _emit_parts(texts: list[str], settings: _Settings, module_name: str, linker: str) -> bytes:
    import subprocess
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory(prefix="ldriver-obj-") as tmp:
        objects = []
        for i in range(len(texts)):
            text = texts[i]
            texts[i] = ""  # each part's text is freed once compiled
            with _prepared(text, settings, module_name) as module:
                path = Path(tmp) / f"part{i}.o"
                path.write_bytes(_target_machine(settings.codegen_opt).emit_object(module))
            objects.append(str(path))
        joined = Path(tmp) / "unit.o"
        result = subprocess.run([linker, "-r", "-o", str(joined), *objects], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"ld -r failed joining the parts of {module_name}: {result.stderr.strip()}")
        return joined.read_bytes()


def emit_assembly(ir_text: str, profile: str, module_name: str) -> str:
    """Like `emit_object`, but return the assembly text (for `--dump=asm`)."""
    settings = _settings(profile)
    with _prepared(ir_text, settings, module_name) as module:
        _configure_codegen(ir_text, settings.codegen_opt)
        return _target_machine(settings.codegen_opt).emit_assembly(module)


def optimized_ir(ir_text: str, profile: str, module_name: str) -> str:
    """The module after the profile's IR passes (for `--dump=llvm-opt` and tests)."""
    with _prepared(ir_text, _settings(profile), module_name) as module:
        return str(module)


def _settings(profile: str) -> _Settings:
    try:
        return _SETTINGS[profile]
    except KeyError:
        raise ValueError(f"unknown profile {profile!r} (expected one of {', '.join(PROFILES)})") from None


def initialize() -> None:
    """Load and initialize llvmlite now rather than at the first emission
    (`compiler.pipeline.preload`)."""
    _llvm()


@functools.cache
def _llvm() -> ModuleType:
    """The llvmlite binding, initialized once (`llvm.initialize()` raises in 0.50)."""
    from llvmlite import binding

    binding.initialize_native_target()
    binding.initialize_native_asmprinter()
    return binding


# At opt=0 (dev) LLVM's fast register allocator gives every value live across
# blocks its own stack slot: frames of kilobytes, so deep non-tail recursion
# that a release build runs overflows the stack. `-optimize-regalloc` makes
# opt=0 use the allocator of the optimizing levels (frames 4-10x smaller,
# emission 2-3x slower), but its time grows faster than linearly in the size
# of one function: a module with a function longer than this many lines of IR
# (a unit's `main` with thousands of top-level declarations: run once, never
# recursive) keeps the fast allocator. That allocator brings the machine
# instruction scheduler with it, a sixth of dev emission time (HaMLet's units)
# for code nobody times: dev turns it off. At opt=2 both are the defaults.
# The options are global to the process, which may compile both profiles, so
# each emission sets them all.
_FAST_REGALLOC_LINES = 4000


def _configure_codegen(ir_text: str, codegen_opt: int) -> None:
    optimize_regalloc = codegen_opt > 0 or max(
        (f.count("\n") for f in ir_text.split("\ndefine ")[1:]), default=0) <= _FAST_REGALLOC_LINES
    binding = _llvm()
    binding.set_option("ldriver", f"-optimize-regalloc={'true' if optimize_regalloc else 'false'}")
    binding.set_option("ldriver", f"-enable-misched={'true' if codegen_opt > 0 else 'false'}")


@functools.cache
def _target_machine(codegen_opt: int) -> llvm.TargetMachine:
    """The host target machine: PIC (objects go into a PIE), small code model,
    default CPU so that executables run on any machine of the architecture."""
    binding = _llvm()
    target = binding.Target.from_default_triple()
    return target.create_target_machine(opt=codegen_opt, reloc="pic", codemodel="small")


@contextlib.contextmanager
def _prepared(ir_text: str, settings: _Settings, module_name: str) -> Iterator[llvm.ModuleRef]:
    """Parse, verify, retarget and optimize one module in a fresh context.

    The module is disposed before its context, explicitly: left to the garbage
    collector, the context may go first and take the module with it, and the
    module's own disposal then crashes the process."""
    binding = _llvm()
    tm = _target_machine(settings.codegen_opt)
    context = binding.create_context()
    try:
        try:
            module = binding.parse_assembly(ir_text, context=context)
        except RuntimeError as exc:
            raise _parse_error(module_name, str(exc), ir_text) from None
        try:
            module.name = module_name
            try:
                module.verify()
            except RuntimeError as exc:
                raise _verify_error(module_name, str(exc), ir_text) from None
            module.triple = tm.triple
            module.data_layout = str(tm.target_data)
            _optimize(module, tm, settings)
            yield module
        finally:
            module.close()
    finally:
        context.close()


def _optimize(module: llvm.ModuleRef, tm: llvm.TargetMachine, settings: _Settings) -> None:
    binding = _llvm()
    if settings.ir_speed_level is not None:
        pto = binding.create_pipeline_tuning_options(speed_level=settings.ir_speed_level)
        pb = binding.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(module, pb)
        return
    # Dev: SROA only (allocas to SSA values). Instcombine shrank the code fast
    # instruction selection chews through, but cost more than it saved (dev
    # emission of 100 of HaMLet's units: 2.41 s CPU with it, 2.20 s
    # without; objects 1.3% larger). No simplifycfg: it merges the returns of
    # a function into one block, which separates a `tail call` from its `ret`;
    # at codegen opt=0 nothing duplicates the return back, so the tail call
    # would become an ordinary call and deep loops would overflow.
    pto = binding.create_pipeline_tuning_options(speed_level=0)
    pb = binding.create_pass_builder(tm, pto)
    mpm = binding.create_new_module_pass_manager()
    mpm.add_sroa_pass()
    mpm.run(module, pb)


_PARSE_LOCATION = re.compile(r"<string>:(\d+):(\d+):")


def _parse_error(module_name: str, message: str, ir_text: str) -> IRError:
    # llvmlite prefixes "LLVM IR parsing error" and LLVM repeats the source
    # line with a caret; the excerpt shows that line in context instead.
    lines = [ln for ln in message.splitlines() if ln.strip()]
    detail = next((ln for ln in lines if _PARSE_LOCATION.search(ln)), lines[-1] if lines else message)
    match = _PARSE_LOCATION.search(detail)
    line_no = int(match.group(1)) if match else None
    detail = _PARSE_LOCATION.sub("", detail).strip().removeprefix("error:").strip()
    if line_no is not None:
        detail = f"line {line_no}: {detail}"
    return IRError(module_name, "parse", detail, _excerpt(ir_text, line_no))


def _verify_error(module_name: str, message: str, ir_text: str) -> IRError:
    # The verifier names the problem on its first line and then prints the
    # offending instructions; locate the first of them in the source text.
    lines = message.strip().splitlines()
    source = [ln.strip() for ln in ir_text.splitlines()]
    line_no = None
    for printed in lines[1:]:
        printed = printed.strip()
        if printed and printed in source:
            line_no = source.index(printed) + 1
            break
    summary = lines[0] if lines else message
    if line_no is not None:
        summary = f"line {line_no}: {summary}"
    elif len(lines) > 1:
        summary += " (" + "; ".join(ln.strip() for ln in lines[1:4]) + ")"
    return IRError(module_name, "verify", summary, _excerpt(ir_text, line_no))


def _excerpt(ir_text: str, line_no: int | None) -> str:
    """Numbered lines around `line_no` (1-based), the line itself marked with `>`."""
    if line_no is None:
        return ""
    lines = ir_text.splitlines()
    lo = max(1, line_no - _CONTEXT_LINES)
    hi = min(len(lines), line_no + _CONTEXT_LINES)
    width = len(str(hi))
    return "\n".join(
        f"{'>' if n == line_no else ' '} {n:>{width}} | {lines[n - 1]}" for n in range(lo, hi + 1)
    )
