"""The `ldriver` command line (conventions.md, "Command line").

Owns argument parsing, reading sources, printing diagnostics and exit codes:
0 success, 1 the program has errors, 2 usage or internal error. The compiler
is reached only through `compiler.api`.
"""
from __future__ import annotations

import sys
import traceback
from pathlib import Path
from typing import NoReturn

import click

from compiler.diagnostics import Diagnostic, format_json, format_text
from compiler.source import SourceFile

EXIT_OK = 0
EXIT_ERRORS = 1
EXIT_USAGE = 2

SOURCE_SUFFIXES = (".sml", ".sig", ".fun")

_error_format = click.option(
    "--error-format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="How diagnostics are printed (json: one object per line, for editors).",
)


def _fail_usage(message: str) -> NoReturn:
    click.echo(f"ldriver: error: {message}", err=True)
    sys.exit(EXIT_USAGE)


def _internal_error(exc: BaseException) -> NoReturn:
    """Report a compiler bug briefly: the exception and where it was raised."""
    frames = traceback.extract_tb(exc.__traceback__)[-3:]
    where = "; ".join(f"{Path(f.filename).name}:{f.lineno} in {f.name}" for f in frames)
    click.echo(f"internal error: {type(exc).__name__}: {exc}", err=True)
    if where:
        click.echo(f"  at {where}", err=True)
    click.echo("  please report this as a bug in ldriver", err=True)
    sys.exit(EXIT_USAGE)


def _read_source(path: Path) -> SourceFile:
    try:
        data = path.read_bytes()
    except OSError as exc:
        _fail_usage(f"cannot read {path}: {exc.strerror}")
    # SML sources are ASCII in the Definition; decode leniently so that a stray
    # byte becomes a located lexical error rather than a crash.
    return SourceFile(str(path), data.decode("utf-8", errors="replace"))


def _single_source(project: str | None) -> Path:
    """The one source file that `check` works on until projects land (driver issue)."""
    if project is None:
        _fail_usage("give a source file: ldriver check FILE.sml")
    path = Path(project)
    if not path.exists():
        _fail_usage(f"no such file or directory: {project}")
    if path.is_dir() or path.suffix == ".mlb":
        _fail_usage(
            f"{project}: projects (directories and .mlb files) are not implemented yet; "
            "give a single .sml/.sig/.fun file"
        )
    if path.suffix not in SOURCE_SUFFIXES:
        _fail_usage(f"{project}: not an SML source file (expected .sml, .sig or .fun)")
    return path


def _print_diagnostics(
    diagnostics: tuple[Diagnostic, ...], source: SourceFile, error_format: str
) -> None:
    for diag in diagnostics:
        if error_format == "json":
            click.echo(format_json(diag))
        else:
            click.echo(format_text(diag, source), err=True)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="ldriver")
def main() -> None:
    """ldriver: an optimizing, separately compiling Standard ML '97 compiler."""


@main.command()
@click.argument("project", required=False)
@_error_format
def check(project: str | None, error_format: str) -> None:
    """Parse and elaborate PROJECT without generating code."""
    from compiler import api

    source = _read_source(_single_source(project))
    try:
        result = api.check(source)
    except Exception as exc:  # a compiler bug, not a user error
        _internal_error(exc)
    _print_diagnostics(result.diagnostics, source, error_format)
    sys.exit(EXIT_OK if result.ok else EXIT_ERRORS)


def _not_implemented(name: str, issue: str) -> None:
    click.echo(f"ldriver {name}: not implemented yet ({issue})", err=True)
    sys.exit(EXIT_USAGE)


_dump_option = click.option(
    "--dump", "dump", multiple=True, metavar="PHASE",
    help="Write the IR after PHASE to _build/dump/ (lexp, cps, shrink, closed, llvm; repeatable or comma-separated).",
)
_check_ir_option = click.option("--check-ir", is_flag=True, help="Run every IR checker after its pass.")
_profile_option = click.option("--profile", type=click.Choice(["dev", "release"]), default="dev", show_default=True)


def _build(project: str | None, output: str | None, profile: str, dump: tuple[str, ...],
           check_ir: bool, explain: bool, error_format: str) -> Path:
    """Build and report; exits on errors. Returns the executable."""
    from compiler.pipeline import PASS_NAMES
    from ldriver.build import BuildRequest, build

    phases = frozenset(p for item in dump for p in item.split(",") if p)
    unknown = sorted(phases - set(PASS_NAMES))
    if unknown:
        _fail_usage(f"unknown phase for --dump: {', '.join(unknown)} (phases: {', '.join(PASS_NAMES)})")
    path = _single_source(project)
    source = _read_source(path)
    request = BuildRequest(path, source, Path(output) if output else None, profile, phases, check_ir)
    try:
        outcome = build(request)
    except Exception as exc:  # compiler bugs, IR checker failures, toolchain failures
        _internal_error(exc)
    _print_diagnostics(outcome.diagnostics, source, error_format)
    if explain:
        for unit in outcome.units:
            click.echo(f"{unit['unit']}: {unit['action']} ({unit['reason']})", err=True)
    if not outcome.ok or outcome.executable is None:
        sys.exit(EXIT_ERRORS)
    return outcome.executable


@main.command()
@click.argument("project", required=False)
@click.option("-o", "output", help="Path of the executable (default: _build/bin/NAME).")
@_profile_option
@click.option("--jobs", type=int, default=None, help="Parallel compile jobs (multi-unit projects).")
@click.option("--explain", is_flag=True, help="Say why each unit was or was not rebuilt.")
@_dump_option
@_check_ir_option
@_error_format
def build(project: str | None, output: str | None, profile: str, jobs: int | None, explain: bool,
          dump: tuple[str, ...], check_ir: bool, error_format: str) -> None:
    """Compile PROJECT to a native executable."""
    _build(project, output, profile, dump, check_ir, explain, error_format)


@main.command(context_settings={"ignore_unknown_options": True})
@click.argument("project", required=False)
@_profile_option
@_dump_option
@_check_ir_option
@_error_format
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def run(project: str | None, profile: str, dump: tuple[str, ...], check_ir: bool, error_format: str,
        args: tuple[str, ...]) -> None:
    """Build PROJECT, then run it with ARGS (after `--`)."""
    import os

    exe = _build(project, None, profile, dump, check_ir, False, error_format)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(str(exe), [str(exe), *args])


@main.command()
@click.argument("project", required=False)
@click.option("--run", "rerun", is_flag=True)
def watch(project: str | None, rerun: bool) -> None:
    """Rebuild PROJECT whenever a source changes."""
    _not_implemented("watch", "comes with the build-driver issue")


@main.command()
@click.argument("project", required=False)
def graph(project: str | None) -> None:
    """Print the unit dependency graph of PROJECT as DOT."""
    _not_implemented("graph", "comes with the build-driver issue")


@main.command()
@click.argument("library")
@click.option("-o", "output", required=True)
def publish(library: str, output: str) -> None:
    """Write a prebuilt library package for LIBRARY.mlb into DIR."""
    _not_implemented("publish", "comes with the library issue")


@main.command()
@click.argument("project", required=False)
def clean(project: str | None) -> None:
    """Remove PROJECT's build directory (`_build/` in the project root)."""
    import shutil

    path = Path(project) if project is not None else Path.cwd()
    if not path.exists():
        _fail_usage(f"no such file or directory: {project}")
    root = path if path.is_dir() else path.parent
    shutil.rmtree(root / "_build", ignore_errors=True)
