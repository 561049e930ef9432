"""The system C toolchain: building the runtime library and linking executables.

Public functions:

    find_c_compiler() -> CCompiler
        $CC if set, else the first of `cc`, `gcc`, `clang` on PATH.
    build_runtime(cache_dir, profile="release", shared=None, remote=None) -> RuntimeLibrary
        runtime/*.c compiled into `libldrt.a`, cached in `cache_dir` under a key
        digesting the runtime sources and headers, the C compiler's identity and
        the flags. A cached archive is reused only if its size and SHA-256 match
        the manifest written beside it; otherwise it is rebuilt (and the result
        says why, for `--explain`).
    link(objects, runtime_lib, output, units, static=False) -> None
        `cc -o output OBJECTS entry.o libldrt.a -pthread -lgmp -lm`, written
        atomically; `entry.o` is the program entry generated for `units`
        (`program_entry_source`). With `static`, `-static` too if
        `can_link_static()`.
    can_link_static() -> bool
        Whether the C compiler finds `libc.a`, `libm.a` and `libgmp.a`.
    program_entry_source(units, top_handler=None) -> str
        C text of `ld_program_main` (runtime/ldriver_rt.h §7): registers each
        unit's exports word as a global root, then runs the units'
        initializers in order, stopping at the first uncaught exception
        (which the runtime gives to `top_handler`'s unit, if any).

Every file written goes to a temporary name in the destination directory and
is renamed into place, so a crash or a concurrent build never leaves a partial
archive or executable under the final name.

Errors: `ToolchainError` with a one-line summary and the tool's output (no C
compiler, a runtime source that fails to compile, a failed link).
"""
from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from compiler.api import resource_dir
from ldriver.engine.store import exclusive_lock, read_record, replace_file, write_record

if TYPE_CHECKING:
    from ldriver.remote.cache import RemoteCache

RUNTIME_DIR = resource_dir("runtime")
LIBRARY_NAME = "libldrt"

_BASE_CFLAGS = ("-std=c11", "-Wall", "-Wextra", "-fPIC")
# The runtime is built once per cache, so even dev builds get an optimized
# collector; dev adds debug info so a crash can be followed into the runtime.
_PROFILE_CFLAGS: dict[str, tuple[str, ...]] = {"dev": ("-O2", "-g"), "release": ("-O2",)}
# GMP (libgmp-dev) carries IntInf arithmetic (runtime/intinf.c).
_LINK_LIBS = ("-pthread", "-lgmp", "-lm")
_CACHE_SCHEME = "ldrt-cache-1"
"""Part of the cache key: bump when the archive layout or manifest changes."""


class ToolchainError(Exception):
    """The C toolchain is missing or one of its commands failed."""


@dataclass(frozen=True, slots=True)
class CCompiler:
    """A C compiler: `path` to run it, `identity` (resolved path + first line of
    `--version`) to key caches, so switching or upgrading compilers rebuilds."""

    path: str
    identity: str


@dataclass(frozen=True, slots=True)
class RuntimeLibrary:
    """The runtime archive, whether this call built it, and why (the reasons of
    docs/conventions.md: `no previous build`, `cache entry corrupt`, `up to date`,
    or `fetched from the remote cache`, which counts as built)."""

    path: Path
    built: bool
    reason: str


@functools.cache
def find_c_compiler() -> CCompiler:
    """The C compiler to use for the runtime and for linking."""
    candidates = [os.environ["CC"]] if os.environ.get("CC") else ["cc", "gcc", "clang"]
    for name in candidates:
        path = shutil.which(name)
        if path is None:
            continue
        try:
            proc = subprocess.run([path, "--version"], capture_output=True, text=True, check=False)
        except OSError:
            continue
        version = (proc.stdout.splitlines() or ["unknown version"])[0]
        return CCompiler(path, f"{os.path.realpath(path)}: {version}")
    raise ToolchainError(
        f"no C compiler found (looked for {', '.join(candidates)} on PATH); "
        "install one (e.g. `apt-get install gcc`) or set CC"
    )


def build_runtime(cache_dir: Path, profile: str = "release", shared: Path | None = None,
                  remote: RemoteCache | None = None) -> RuntimeLibrary:
    """The runtime library for `profile` in `cache_dir`, built unless a valid
    cached copy exists. With `shared` (a cache that several projects use,
    under its own lock), a missing or corrupt copy is copied from there,
    built there first if need be. With a `remote` cache, it is fetched from
    there rather than built when the server has it (an action whose input
    is `_runtime_key_input`), and uploaded when built (a fresh machine spent
    5 s of a 7 s warm-cache build compiling it)."""
    if profile not in _PROFILE_CFLAGS:
        raise ValueError(f"unknown profile {profile!r}")
    cc = find_c_compiler()
    flags = (*_BASE_CFLAGS, *_PROFILE_CFLAGS[profile])
    key_input = _runtime_key_input(cc, flags)
    key = hashlib.sha256(key_input).hexdigest()[:32]
    archive = cache_dir / f"{LIBRARY_NAME}-{key}.a"
    manifest = archive.with_suffix(".json")
    if archive.exists() or manifest.exists():
        if _archive_valid(archive, manifest):
            return RuntimeLibrary(archive, built=False, reason="up to date")
        reason = "cache entry corrupt"
    else:
        reason = "no previous build"
    cache_dir.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(cache_dir)
    with tempfile.TemporaryDirectory(prefix="ldrt-", dir=cache_dir) as tmp:
        staged = Path(tmp) / archive.name
        if shared is not None:
            with exclusive_lock(shared / ".lock"):
                shared_build = build_runtime(shared, profile, remote=remote)
                shutil.copyfile(shared_build.path, staged)
            if shared_build.reason == _FETCHED:
                reason = _FETCHED
        else:
            inputs = {_RUNTIME_KEY_FILE: key_input}
            output = f"{LIBRARY_NAME}.a"
            fetched = (remote.fetch_files("the runtime library", _RUNTIME_COMMAND, inputs, (output,))
                       if remote is not None else None)
            if isinstance(fetched, dict):
                staged.write_bytes(fetched[output])
                reason = _FETCHED
            else:
                objects = _compile_runtime(cc, flags, Path(tmp))
                _run([_find_ar(), "rcs", str(staged), *map(str, objects)], "archiving the runtime")
                if remote is not None:
                    remote.store_files(_RUNTIME_COMMAND, inputs, {output: staged.read_bytes()})
        data = staged.read_bytes()
        replace_file(staged, archive)
    # The manifest goes last: an archive without a matching manifest is never trusted.
    write_record(manifest, "runtime", {"archive": archive.name},
                 {"size": len(data), "sha256": hashlib.sha256(data).hexdigest()})
    return RuntimeLibrary(archive, built=True, reason=reason)


@functools.cache
def can_link_static() -> bool:
    """Whether the C compiler has the static C, math and GMP libraries (`cc
    -print-file-name=libc.a` answers a bare name when it does not)."""
    cc = find_c_compiler()
    for name in ("libc.a", "libm.a", "libgmp.a"):
        try:
            proc = subprocess.run([cc.path, f"-print-file-name={name}"], capture_output=True, text=True, check=False)
        except OSError:
            return False
        path = proc.stdout.strip()
        if not os.path.isabs(path) or not os.path.exists(path):
            return False
    return True


def link(objects: list[Path], runtime_lib: Path, output: Path, units: list[tuple[str, str]],
         static: bool = False, top_handler: tuple[str, str] | None = None) -> None:
    """Link `objects` with a generated program entry running `units` (pairs of
    initializer and exports-word symbols, in initialization order) and the
    runtime into `output`; `top_handler` is the unit the runtime runs on an
    uncaught exception (program_entry_source).

    Objects are position independent, so the toolchain's default (PIE on
    current distributions) works; the runtime's own `main` comes from the archive.
    A static executable (`static`, if the static libraries exist) maps no shared
    libraries: about 1 MiB less resident memory and no dynamic loading at
    start-up, for a slower link."""
    cc = find_c_compiler()
    libs = ("-static", *_LINK_LIBS) if static and can_link_static() else _LINK_LIBS
    output.parent.mkdir(parents=True, exist_ok=True)
    staged = output.with_name(f".{output.name}.{os.getpid()}.tmp")
    with tempfile.TemporaryDirectory(prefix="ldentry-") as tmp:
        entry_c = Path(tmp) / "entry.c"
        entry_c.write_text(program_entry_source(units, top_handler))
        entry_o = Path(tmp) / "entry.o"
        _run([cc.path, *_BASE_CFLAGS, "-O1", "-I", str(RUNTIME_DIR), "-c", str(entry_c), "-o", str(entry_o)],
             "compiling the program entry")
        try:
            # The entry first: it names every initializer, which pulls the
            # members of package archives (later on the line) it needs.
            _run([cc.path, "-o", str(staged), str(entry_o), *map(str, objects), str(runtime_lib), *libs],
                 f"linking {output.name}")
            os.replace(staged, output)
        finally:
            staged.unlink(missing_ok=True)


def archive(objects: list[Path], output: Path) -> None:
    """`ar rcs output OBJECTS` (a library package's archive)."""
    _run([_find_ar(), "rcs", str(output), *map(str, objects)], f"archiving {output.name}")


def program_entry_source(units: list[tuple[str, str]], top_handler: tuple[str, str] | None = None) -> str:
    """The C program entry for `units` (module docstring). Every exports word is
    registered before any unit runs: a collection during one unit's
    initialization must update the records the earlier units exported.
    `top_handler`, MLton.Exn's unit for an uncaught exception, is not run but
    handed to the runtime (ld_top_handler_unit, ldriver_rt.h section 7)."""
    # Each unit once: mark-compact updates a global root as often as it is
    # registered, and a second update moves it to another object.
    if len({exports for _, exports in units}) != len(units):
        raise ValueError(f"a unit is listed twice in the program entry: {[e for _, e in units]}")
    lines = ["/* Generated by ldriver: the program entry (ldriver_rt.h section 7). */",
             '#include "ldriver_rt.h"', ""]
    everything = units + ([top_handler] if top_handler is not None else [])
    for init, exports in everything:
        lines += [f"extern ld_value {exports};", f"void {init}(void);"]
    lines += ["", "void ld_program_main(void) {"]
    lines += [f"    ld_register_global_root(&{exports});" for _, exports in everything]
    if top_handler is not None:
        lines.append(f"    ld_top_handler_unit = {top_handler[0]};")
    for init, _ in units:
        lines += [f"    {init}();", "    if (ld_pending) return;"]
    lines += ["}", ""]
    return "\n".join(lines)


def _remove_stale_temporaries(cache_dir: Path) -> None:
    """Remove the temporary directories of runtime builds that were killed
    midway. Builds into one cache directory are serialized by the caller's
    lock (the driver's, on the per-user cache), so any such directory present
    now belongs to no running build."""
    for stale in cache_dir.glob("ldrt-*"):
        if stale.is_dir():
            shutil.rmtree(stale, ignore_errors=True)


_FETCHED = "fetched from the remote cache"
_RUNTIME_KEY_FILE = "runtime-key"
_RUNTIME_COMMAND = ("ldriver-build-runtime", _RUNTIME_KEY_FILE)


def _runtime_key_input(cc: CCompiler, flags: tuple[str, ...]) -> bytes:
    """What the runtime archive is built from: the C compiler, the flags and
    each source by name and digest (the archive's key is its digest)."""
    parts = [_CACHE_SCHEME, cc.identity, " ".join(flags)]
    for src in sorted([*RUNTIME_DIR.glob("*.c"), *RUNTIME_DIR.glob("*.h")]):
        parts.append(f"{src.name}={hashlib.sha256(src.read_bytes()).hexdigest()}")
    return b"".join(part.encode() + b"\0" for part in parts)


def _archive_valid(archive: Path, manifest: Path) -> bool:
    expected = read_record(manifest, "runtime", {"archive": archive.name},
                           lambda r: isinstance(r["size"], int) and isinstance(r["sha256"], str))
    if expected is None:
        return False
    try:
        if archive.stat().st_size != expected["size"]:
            return False
        return hashlib.sha256(archive.read_bytes()).hexdigest() == expected["sha256"]
    except OSError:
        return False


def _compile_runtime(cc: CCompiler, flags: tuple[str, ...], out_dir: Path) -> list[Path]:
    """Compile every runtime/*.c into `out_dir`, all files at once (they are independent)."""
    sources = sorted(RUNTIME_DIR.glob("*.c"))
    if not sources:
        raise ToolchainError(f"no runtime sources in {RUNTIME_DIR}")
    jobs = []
    for src in sources:
        obj = out_dir / f"{src.stem}.o"
        cmd = [cc.path, *flags, "-c", str(src), "-o", str(obj)]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        jobs.append((src, obj, proc))
    failures = []
    for src, _, proc in jobs:
        _, err = proc.communicate()
        if proc.returncode != 0:
            failures.append(f"{src.name}:\n{err.strip()}")
    if failures:
        raise ToolchainError("compiling the runtime failed:\n" + "\n".join(failures) + _gmp_hint("\n".join(failures)))
    return [obj for _, obj, _ in jobs]


def _find_ar() -> str:
    path = shutil.which("ar")
    if path is None:
        raise ToolchainError("no `ar` found on PATH (install binutils)")
    return path


def _run(cmd: list[str], what: str) -> None:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except OSError as exc:
        raise ToolchainError(f"{what} failed: cannot run {cmd[0]}: {exc.strerror}") from None
    if proc.returncode != 0:
        output = (proc.stderr + proc.stdout).strip()
        raise ToolchainError(f"{what} failed ({Path(cmd[0]).name} exited with {proc.returncode}):\n{output}"
                             + _gmp_hint(output))


def _gmp_hint(output: str) -> str:
    """A line telling how to get GMP when the C tools could not find it."""
    if "gmp.h" in output or "-lgmp" in output:
        return "\nGMP (IntInf's arithmetic) is missing: install it, e.g. `apt-get install libgmp-dev`"
    return ""
