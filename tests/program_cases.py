"""Shared by the suites of whole programs (tests/programs, tests/errors,
tests/conformance): build a one-file program and compare its run with the
expected files beside its source; check a must-reject program's first
diagnostic.

Beside `NAME.sml`: `NAME.expected` (exact stdout), optionally `NAME.status`
(a non-zero exit status) and `NAME.stderr` (a line stderr must contain); or,
for a program that must be rejected, `NAME.diag` (`line:col: error: message
prefix`, docs/conventions.md)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from compiler import api
from compiler.source import SourceFile
from compiler.api import Settings
from ldriver.engine.build import BuildRequest, build
from ldriver.engine.store import library_root, runtime_cache
from ldriver.project.plan import plan_project
from ldriver.publish import default_path_vars


def build_program(source: Path, root: Path) -> Path:
    """Build `source` (copied into `root`) with the dev profile and the IR checkers on."""
    src = root / source.name
    shutil.copy(source, src)
    outcome = build(BuildRequest(plan_project(src, default_path_vars()), root / "bin" / source.stem, Settings(check_ir=True),
                                 runtime_cache=runtime_cache(library_root())))
    errors = [d for d, _ in outcome.diagnostics if d.severity == "error"]
    assert outcome.ok and outcome.executable is not None, f"build failed: {errors}"
    return outcome.executable


def run_and_compare(exe: Path, source: Path, env: dict[str, str] | None = None) -> None:
    """Run `exe` and compare with the expected files beside `source`."""
    expected = source.with_suffix(".expected").read_bytes()
    status_file = source.with_suffix(".status")
    stderr_file = source.with_suffix(".stderr")
    want_status = int(status_file.read_text().strip()) if status_file.exists() else 0
    proc = subprocess.run([str(exe)], capture_output=True, timeout=300,
                          env={**os.environ, **(env or {})})
    # Byte for byte: SML strings are bytes, and a program may print any.
    assert proc.stdout == expected
    stderr = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == want_status, stderr
    if stderr_file.exists():
        assert stderr_file.read_text().strip() in stderr


def check_first_diagnostic(source: Path) -> None:
    """`source` is rejected, and its first error starts as `NAME.diag` says."""
    expected = source.with_suffix(".diag").read_text().strip()
    result = api.check(api.UnitInput(source.name, SourceFile(source.name, source.read_text())))
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert errors, f"{source.name} was accepted"
    first = errors[0]
    actual = f"{first.span.line}:{first.span.col}: error: {first.message}"
    assert actual.startswith(expected), f"\nexpected: {expected}\nactual:   {actual}"
