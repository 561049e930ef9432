"""The `ldriver` command line (docs/conventions.md, "Command line").

Owns argument parsing, printing diagnostics and exit codes: 0 success, 1 the
program has errors, 2 usage or internal error. A client of the engine
(`ldriver.engine.build`): `build`, `run` and `watch` build (`check` goes
through `ldriver.lsp.frontend`); it decides where things live (the library
root, its runtime cache, `-o`) and passes them in. The compiler is reached only
through `compiler.api`.
"""
from __future__ import annotations

import atexit
import functools
import json
import os
import re
import shlex
import sys
import threading
import time
import traceback
from pathlib import Path
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import NoReturn

import click

from compiler.api import PASS_NAMES, Diagnostic, Settings, SourceFile, format_json, format_text
from ldriver.engine.build import BuildOutcome, BuildRequest, UnitRecord, build as build_project
from ldriver.engine.store import (
    PACKAGE_MANIFEST, exclusive_lock, library_root, mark_used, remove, runtime_cache, stdlib_dir, stdlib_profile,
)
from ldriver.lsp.frontend import check_units
from ldriver.progress import reporter
from ldriver.project import inputs
from ldriver.project.plan import Plan, ProjectError, plan_project
from ldriver.project.plan_cache import cached_plan
from ldriver.remote import DEFAULT_EXECUTE_TIMEOUT, DEFAULT_TIMEOUT, RemoteConfig
from ldriver.remote.action import run_in
from ldriver.schedule import critical_path
from ldriver.watch import watch_project

EXIT_OK = 0
EXIT_ERRORS = 1
EXIT_USAGE = 2
REMOTE_JOBS = 16
"""Remote executions in flight at once, by default (`--jobs` with `--remote-exec`)."""

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
    """Report a compiler bug briefly: the exception and where it was raised
    (in a compile worker, the worker's frames: `concurrent.futures` chains the
    worker's formatted traceback as the cause, and the driver's own frames
    would only say which future failed)."""
    remote = re.findall(r'File "([^"]+)", line (\d+), in (\S+)', str(exc.__cause__ or ""))
    if type(exc.__cause__).__name__ == "_RemoteTraceback" and remote:
        where = "; ".join(f"{Path(file).name}:{line} in {name}" for file, line, name in remote[-3:])
    else:
        frames = traceback.extract_tb(exc.__traceback__)[-3:]
        where = "; ".join(f"{Path(f.filename).name}:{f.lineno} in {f.name}" for f in frames)
    click.echo(f"internal error: {type(exc).__name__}: {exc}", err=True)
    if where:
        click.echo(f"  at {where}", err=True)
    click.echo("  please report this as a bug in ldriver", err=True)
    sys.exit(EXIT_USAGE)


def _plan(project: str | None, path_vars: tuple[str, ...], verbosity: int = 1,
          remote: RemoteConfig | None = None, cached: bool = True, profile: str = "dev") -> Plan:
    """The project to work on (docs/conventions.md "Command line"), for a
    build in `profile`, from the plan kept in its build directory while that
    still holds (`cached`: commands that write the build directory anyway);
    exits on errors."""
    path = Path(project) if project is not None else Path.cwd()
    try:
        variables = _path_variables(path, path_vars, verbosity, remote, publish_basis=False, profile=profile)
        publishing = _PublishingVars(variables, lambda: _publish_basis(variables, verbosity, remote, profile))
        if not cached or not path.exists():
            return plan_project(path, publishing)
        real = Path(os.path.realpath(path))
        # A kept plan holds the Basis package's files as they were when it was
        # planned, verified then: the Basis is published and intact if it still holds.
        plan = cached_plan(path, variables, (real if real.is_dir() else real.parent) / "_build", publishing)
        root = library_root()
        if variables["SML_LIB"] == str(stdlib_dir(root, stdlib_profile(root, profile))):
            mark_used(root)  # in use, though a kept plan did not need ensure_stdlib
        return plan
    except ProjectError as exc:
        if exc.diagnostic is not None:
            _print_diagnostics([(exc.diagnostic, None)], "text")
            sys.exit(EXIT_ERRORS)
        _fail_usage(str(exc))
    except OSError as exc:
        _fail_usage(f"cannot read {exc.filename}: {exc.strerror}")


class _PublishingVars(Mapping[str, str]):
    """Path variables that publish the Basis (`publish`: `_publish_basis`)
    the first time `SML_LIB` is looked up: planning a project that names no
    library (an MLB file using only the top level) waits for no publication."""

    def __init__(self, variables: Mapping[str, str], publish: Callable[[], None]) -> None:
        self.variables = variables
        self.publish: Callable[[], None] | None = publish

    def __getitem__(self, name: str) -> str:
        if name == "SML_LIB" and self.publish is not None:
            publish, self.publish = self.publish, None
            with inputs.paused():  # the Basis's sources are no facts of the project's plan
                publish()
        return self.variables[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self.variables)

    def __len__(self) -> int:
        return len(self.variables)


def _path_variables(project: Path, given: tuple[str, ...], verbosity: int = 1,
                    remote: RemoteConfig | None = None, publish_basis: bool = True,
                    profile: str = "dev") -> dict[str, str]:
    """MLB path variables: `--mlb-path-var` first, then the environment, then the
    project's `mlb-path-map`; `SML_LIB` defaults to the per-user library root
    (for a dev build before the release Basis is published, its `dev`
    directory: `ldriver.publish.stdlib_dir`), where the Basis is published on
    first use (`_publish_basis`, unless not `publish_basis`)."""
    root = library_root()
    variables: dict[str, str] = {"SML_LIB": str(stdlib_dir(root, stdlib_profile(root, profile)))}
    project_root = project if project.is_dir() else project.parent
    path_map = project_root / "mlb-path-map"
    if path_map.is_file():
        from ldriver.project.mlb_syntax import read_path_map

        variables.update(read_path_map(path_map))
    variables.update(os.environ)
    for item in given:
        name, sep, value = item.partition("=")
        if not sep or not name:
            _fail_usage(f"--mlb-path-var expects NAME=PATH, got {item!r}")
        variables[name] = value
    if publish_basis:
        _publish_basis(variables, verbosity, remote, profile)
    return variables


def _publish_basis(variables: dict[str, str], verbosity: int, remote: RemoteConfig | None,
                   profile: str = "dev") -> None:
    """Publish the Basis for a build in `profile` into the library root on
    first use, if `SML_LIB` is where it goes (with progress at `verbosity`,
    its units fetched from `remote` when it has them)."""
    root = library_root()
    stdlib = stdlib_profile(root, profile)
    if variables["SML_LIB"] != str(stdlib_dir(root, stdlib)):
        return
    from ldriver.publish import ensure_stdlib  # the engine's client: off a kept plan's path

    progress = reporter(verbosity, "Basis library (first use): ",
                        f"ldriver: publishing the Basis library ({stdlib} profile, first use; later builds reuse it)")
    try:
        ensure_stdlib(root, progress, remote, stdlib)
    except Exception as exc:  # the bundled library not building is a bug of ldriver
        _internal_error(exc)
    finally:
        if progress is not None:
            progress.clear()


def _print_diagnostics(diagnostics: list[tuple[Diagnostic, SourceFile | None]], error_format: str) -> None:
    for diag, source in diagnostics:
        if error_format == "json":
            click.echo(format_json(diag))
        else:
            click.echo(format_text(diag, source if source is not None else _source_of(diag)), err=True)


def _source_of(diag: Diagnostic) -> SourceFile | None:
    """The file a diagnostic points into, read again to show its line (MLB files)."""
    try:
        return SourceFile(diag.span.file, Path(diag.span.file).read_bytes().decode("utf-8", errors="replace"))
    except OSError:
        return None


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="ldriver")
def main() -> None:
    """ldriver: an optimizing, separately compiling Standard ML '97 compiler."""


def command_line() -> NoReturn:
    """The `ldriver` command: `main`, then out of the process without tearing
    the interpreter down. What a normal exit does that matters still happens
    (non-daemon threads joined, `atexit` handlers run, output flushed); what
    is skipped is freeing every object one by one, which after a compilation
    (the decoded Basis, the IRs) took a sixth of a one-file rebuild."""
    try:
        main()
        status: object = 0
    except SystemExit as exc:
        status = exc.code
    if status is not None and not isinstance(status, int):
        print(status, file=sys.stderr)
        status = 1
    current = threading.current_thread()
    for thread in threading.enumerate():
        if thread is not current and not thread.daemon:
            thread.join()
    atexit._run_exitfuncs()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status or 0)


_path_var_option = click.option(
    "--mlb-path-var", "path_vars", multiple=True, metavar="NAME=PATH",
    help="Define an MLB path variable (repeatable; before the environment and mlb-path-map).",
)


@main.command()
@click.argument("project", required=False)
@_path_var_option
@_error_format
def check(project: str | None, path_vars: tuple[str, ...], error_format: str) -> None:
    """Parse and elaborate PROJECT without generating code (reusing, from
    `_build/`, every unit whose inputs did not change)."""
    plan = _plan(project, path_vars)
    try:
        outcome = check_units(plan, plan.root / "_build")
    except Exception as exc:  # a compiler bug, not a user error
        _internal_error(exc)
    _print_diagnostics(outcome.diagnostics, error_format)
    sys.exit(EXIT_OK if outcome.ok else EXIT_ERRORS)


_dump_option = click.option(
    "--dump", "dump", multiple=True, metavar="PHASE",
    help="Write the IR after PHASE to _build/dump/ (parse, elab, lexp, cps, shrink, closed, llvm, object; "
         "repeatable or comma-separated).",
)
_check_ir_option = click.option("--check-ir", is_flag=True, help="Run every IR checker after its pass.")


def _verbosity_options(command: Callable[..., None]) -> Callable[..., None]:
    command = click.option("-v", "--verbose", is_flag=True,
                           help="Print a line per unit compiled and per link.")(command)
    return click.option("-q", "--quiet", is_flag=True,
                        help="Print no progress, only diagnostics and errors.")(command)
def _remote_options(command: Callable[..., None]) -> Callable[..., None]:
    """The remote unit cache and remote execution options (`ldriver.remote`),
    given to `command` as one argument `remote` (None without `--remote-cache`
    or `--remote-exec`)."""
    @functools.wraps(command)
    def with_remote(*args: object, remote_cache: str | None, remote_exec: str | None, remote_instance: str,
                    remote_cache_upload: bool, remote_timeout: float, remote_exec_timeout: float,
                    **kwargs: object) -> None:
        remote = None
        if remote_cache and remote_exec and remote_cache != remote_exec:
            _fail_usage("--remote-exec uses its server's cache: give --remote-cache the same URL, or only one")
        url, option = (remote_exec, "--remote-exec") if remote_exec else (remote_cache, "--remote-cache")
        if url:
            try:
                remote = RemoteConfig.parse(url, remote_instance, remote_cache_upload, remote_timeout,
                                            execute=bool(remote_exec), execute_timeout=remote_exec_timeout)
            except ValueError as exc:
                _fail_usage(f"{option}: {exc}")
        command(*args, remote=remote, **kwargs)

    for option in reversed((
        click.option("--remote-cache", envvar="LDRIVER_REMOTE_CACHE", metavar="grpc://HOST:PORT",
                     help="Share compiled units through this Remote Execution API v2 cache "
                          "(also $LDRIVER_REMOTE_CACHE)."),
        click.option("--remote-exec", envvar="LDRIVER_REMOTE_EXEC", metavar="grpc://HOST:PORT",
                     help="Compile units on the remote workers (`ldriver worker`) of this REAPI execution "
                          "server, sharing its cache (also $LDRIVER_REMOTE_EXEC); linking stays here."),
        click.option("--remote-instance", envvar="LDRIVER_REMOTE_INSTANCE", default="", metavar="NAME",
                     help="The remote server's instance name (default: empty)."),
        click.option("--remote-cache-upload", envvar="LDRIVER_REMOTE_CACHE_UPLOAD", type=click.BOOL, default=True,
                     show_default=True, help="Upload units compiled here (false: only read the cache)."),
        click.option("--remote-timeout", type=float, default=DEFAULT_TIMEOUT, show_default=True,
                     metavar="SECONDS", help="Give the remote cache up for the build after a call this slow."),
        click.option("--remote-exec-timeout", type=float, default=DEFAULT_EXECUTE_TIMEOUT, show_default=True,
                     metavar="SECONDS", help="Give remote execution up for the build (compiling here) after "
                                             "a unit waited this long for its result."),
    )):
        with_remote = option(with_remote)
    return with_remote


_profile_option = click.option("--profile", type=click.Choice(["dev", "release"]), default="dev", show_default=True)


@dataclass(frozen=True, slots=True)
class _BuildOptions:
    project: str | None
    output: str | None
    settings: Settings
    explain: bool
    error_format: str
    jobs: int
    path_vars: tuple[str, ...]
    report: str | None = None
    verbosity: int = 1
    """0 `--quiet`, 1, 2 `--verbose` (`ldriver.progress`)."""
    remote: RemoteConfig | None = None


def _build_options(project: str | None, output: str | None, profile: str, dump: tuple[str, ...],
                   check_ir: bool, explain: bool, error_format: str, jobs: int | None,
                   path_vars: tuple[str, ...], report: str | None = None,
                   verbosity: tuple[bool, bool] = (False, False),
                   remote: RemoteConfig | None = None) -> _BuildOptions:
    """Validated build options; exits on usage errors."""
    phases = frozenset(p for item in dump for p in item.split(",") if p)
    unknown = sorted(phases - set(PASS_NAMES))
    if unknown:
        _fail_usage(f"unknown phase for --dump: {', '.join(unknown)} (phases: {', '.join(PASS_NAMES)})")
    if jobs is not None and jobs < 1:
        _fail_usage("--jobs must be at least 1")
    if jobs is None:
        jobs = REMOTE_JOBS if remote is not None and remote.execute else (os.cpu_count() or 1)
    return _BuildOptions(project, output, Settings(profile=profile, check_ir=check_ir, dump=phases), explain,
                         error_format, jobs, path_vars, report,
                         _verbosity(*verbosity), remote)


def _verbosity(quiet: bool, verbose: bool) -> int:
    if quiet and verbose:
        _fail_usage("give at most one of --quiet and --verbose")
    return 0 if quiet else 2 if verbose else 1


def _build_once(options: _BuildOptions, plan: Plan, timings: tuple[tuple[str, float], ...] = ()) -> BuildOutcome:
    """Build `plan` and print what the build says; internal errors exit.
    `timings`: where the time went before the build (`BuildRequest.timings`)."""
    if options.output is not None:
        _check_output(Path(options.output), plan)
    progress = reporter(options.verbosity)
    request = BuildRequest(plan, Path(options.output) if options.output else None, options.settings,
                           options.jobs, progress, timings=timings, runtime_cache=runtime_cache(library_root()),
                           remote=options.remote)
    try:
        outcome = build_project(request)
    except Exception as exc:  # compiler bugs, IR checker failures, toolchain failures
        _internal_error(exc)
    if progress is not None:
        progress.clear()
    _print_diagnostics(outcome.diagnostics, options.error_format)
    if options.explain:
        for path in outcome.ignored:
            click.echo(f"{path}: unreadable or malformed, ignored (rebuilt)", err=True)
        for unit in outcome.units:
            if unit.action == "fetched":
                click.echo(f"{unit.unit}: fetched from the remote cache", err=True)
            else:
                click.echo(f"{unit.unit}: {unit.action} ({unit.reason})", err=True)
        click.echo("executable: " + ("relinked" if outcome.linked else "up to date"), err=True)
    return outcome


def _since_process_start() -> float | None:
    """Seconds since this process started (the interpreter's start-up and
    the imports), from /proc; None where there is none."""
    try:
        ticks = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return max(0.0, uptime - ticks / os.sysconf("SC_CLK_TCK"))


def _check_output(output: Path, plan: Plan) -> None:
    """Refuse an `-o` path the executable cannot or must not replace: a
    directory, or a file the project reads (a source, an MLB file, the path
    map, a package's interface or archive)."""
    if output.is_dir():
        _fail_usage(f"-o {output}: is a directory; give the path of the executable to write")
    read = {p.resolve() for p in plan.watched} | {plan.root.resolve() / "mlb-path-map"}
    for unit in plan.units:
        if unit.prebuilt is None:
            read.add(unit.path.resolve())
        else:
            read |= {unit.prebuilt.interface.resolve(), unit.prebuilt.archive.resolve()}
    if output.resolve() in read:
        _fail_usage(f"-o {output}: is a file the project reads; the executable would overwrite it")


def _build(options: _BuildOptions) -> Path:
    """Build and report; exits on errors. Returns the executable."""
    startup = _since_process_start()
    started = time.perf_counter()
    plan = _plan(options.project, options.path_vars, options.verbosity, options.remote,
                 profile=options.settings.profile)
    timings = (("startup", startup), ("plan", time.perf_counter() - started))
    outcome = _build_once(options, plan, tuple((k, v) for k, v in timings if v is not None))
    if not outcome.ok or outcome.executable is None:
        sys.exit(EXIT_ERRORS)
    if options.report == "extent":
        _print_extent_report(outcome.units)
    elif options.report == "schedule":
        _print_schedule_report(outcome)
    return outcome.executable


def _print_schedule_report(outcome: BuildOutcome) -> None:
    """Each unit the build compiled: when it started (seconds after the
    build did) and how long it took; then the critical path (`ldriver.schedule`):
    the chain of compilations, each waiting for the ones it imports, whose
    times add up to the most. However many workers compile, the units take
    at least that long; total / critical path is the parallelism available."""
    seconds: dict[str, float] = {}
    started: dict[str, float] = {}
    for record in outcome.units:
        if record.action in ("compiled", "executed") and record.seconds is not None and record.started is not None:
            seconds[record.unit], started[record.unit] = record.seconds, record.started
    if not seconds:
        click.echo("schedule: no unit was compiled")
        return
    width = max(len(unit) for unit in seconds)
    click.echo(f"{'unit':<{width}}  {'start':>8} {'seconds':>8}")
    for unit in sorted(seconds, key=lambda u: started[u]):
        click.echo(f"{unit:<{width}}  {started[unit]:>8.3f} {seconds[unit]:>8.3f}")
    total = sum(seconds.values())
    length, path = critical_path({u.id: (seconds.get(u.id, 0.0), u.deps) for u in outcome.planned})
    path = [unit for unit in path if unit in seconds]
    click.echo(f"compiled: {len(seconds)} units, {total:.3f} s")
    click.echo(f"critical path: {length:.3f} s, {len(path)} units (parallelism available: "
               f"{total / length if length else 1:.1f})")
    for unit in path:
        click.echo(f"  {unit:<{width}}  {seconds[unit]:>8.3f}")


def _print_extent_report(units: list[UnitRecord]) -> None:
    """The binding extents (3CPS: register, stack, heap) of each unit's value
    variables, and how many of its records live in frames instead of the heap
    (`compiler.extent`); units built elsewhere (a prebuilt library) are left out."""
    keys = ("register", "stack", "heap", "records", "stack_records")
    rows: list[tuple[str, dict[str, int]]] = []
    for unit in units:
        if unit.extent is not None:
            rows.append((unit.unit, {k: unit.extent.get(k, 0) for k in keys}))
    total = {k: sum(c[k] for _, c in rows) for k in keys}
    width = max([len(name) for name, _ in rows] + [len("total")])
    click.echo(f"{'unit':<{width}}  {'vars':>7} {'R':>7} {'S':>7} {'H':>6} {'S+R':>6}  "
               f"{'records':>7} {'stack':>6} {'stack%':>6}")
    for name, c in [*rows, ("total", total)]:
        variables = c["register"] + c["stack"] + c["heap"]
        share = f"{100 * (c['register'] + c['stack']) / variables:.1f}%" if variables else "-"
        promoted = f"{100 * c['stack_records'] / c['records']:.1f}%" if c["records"] else "-"
        click.echo(f"{name:<{width}}  {variables:>7} {c['register']:>7} {c['stack']:>7} {c['heap']:>6} "
                   f"{share:>6}  {c['records']:>7} {c['stack_records']:>6} {promoted:>6}")


@main.command()
@click.argument("project", required=False)
@click.option("-o", "output", help="Path of the executable (default: _build/bin/NAME).")
@_profile_option
@click.option("--jobs", type=int, default=None, help="Parallel compile jobs (default: the number of cores).")
@click.option("--explain", is_flag=True, help="Say why each unit was or was not rebuilt.")
@_dump_option
@_check_ir_option
@_path_var_option
@_error_format
@click.option("--report", type=click.Choice(["extent", "schedule"]), default=None,
              help="After the build, print each unit's binding extents (register/stack/heap) "
                   "and how many records live in frames (extent), or each unit's compile time "
                   "and the critical path (schedule).")
@_verbosity_options
@_remote_options
def build(project: str | None, output: str | None, profile: str, jobs: int | None, explain: bool,
          dump: tuple[str, ...], check_ir: bool, path_vars: tuple[str, ...], error_format: str,
          report: str | None, quiet: bool, verbose: bool, remote: RemoteConfig | None) -> None:
    """Compile PROJECT to a native executable."""
    _build(_build_options(project, output, profile, dump, check_ir, explain, error_format, jobs, path_vars, report,
                          (quiet, verbose), remote))



@main.command(context_settings={"ignore_unknown_options": True})
@click.argument("project", required=False)
@_profile_option
@click.option("--jobs", type=int, default=None, help="Parallel compile jobs (default: the number of cores).")
@_dump_option
@_check_ir_option
@_path_var_option
@_error_format
@_verbosity_options
@_remote_options
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def run(project: str | None, profile: str, jobs: int | None, dump: tuple[str, ...], check_ir: bool,
        path_vars: tuple[str, ...], error_format: str, quiet: bool, verbose: bool, args: tuple[str, ...],
        remote: RemoteConfig | None) -> None:
    """Build PROJECT, then run it with ARGS (after `--`)."""
    exe = _build(_build_options(project, None, profile, dump, check_ir, False, error_format, jobs, path_vars,
                                verbosity=(quiet, verbose), remote=remote))
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(str(exe), [str(exe), *args])


@main.command()
@click.argument("project", required=False)
@click.option("--run", "rerun", is_flag=True, help="Rerun the program after each successful build.")
@_profile_option
@click.option("--jobs", type=int, default=None, help="Parallel compile jobs (default: the number of cores).")
@_path_var_option
@_error_format
@_verbosity_options
def watch(project: str | None, rerun: bool, profile: str, jobs: int | None, path_vars: tuple[str, ...],
          error_format: str, quiet: bool, verbose: bool) -> None:
    """Rebuild PROJECT whenever a source changes (Ctrl-C stops)."""
    options = _build_options(project, None, profile, (), False, False, error_format, jobs, path_vars,
                             verbosity=(quiet, verbose))
    root = Path(project) if project is not None else Path.cwd()
    if not root.exists():
        _fail_usage(f"no such file or directory: {project}")

    def rebuild() -> tuple[int, Path | None]:
        try:
            plan = plan_project(root, _path_variables(root, path_vars, options.verbosity,
                                                      profile=options.settings.profile))
        except ProjectError as exc:
            if exc.diagnostic is not None:
                _print_diagnostics([(exc.diagnostic, None)], error_format)
            else:
                click.echo(f"ldriver: error: {exc}", err=True)
            return 1, None
        except OSError as exc:
            click.echo(f"ldriver: error: cannot read {exc.filename}: {exc.strerror}", err=True)
            return 1, None
        outcome = _build_once(options, plan)
        errors = sum(d.severity == "error" for d, _ in outcome.diagnostics)
        return (max(errors, 0 if outcome.ok else 1)), outcome.executable if outcome.ok else None

    sys.exit(watch_project(root.resolve() if root.is_dir() else root.resolve().parent, rebuild, rerun))


@main.command()
@click.option("--stdio", is_flag=True, help="Talk over stdin/stdout (the default and only transport).")
@_path_var_option
def lsp(stdio: bool, path_vars: tuple[str, ...]) -> None:
    """Run the language server over stdin/stdout (README: editor set-up)."""
    from ldriver.lsp.server import serve

    serve(_path_variables(Path.cwd(), path_vars, verbosity=0))


@main.command()
@click.argument("project", required=False)
@_path_var_option
def graph(project: str | None, path_vars: tuple[str, ...]) -> None:
    """Print the unit dependency graph of PROJECT as DOT."""
    plan = _plan(project, path_vars, cached=False)
    click.echo(f"digraph {json.dumps(plan.name)} {{")
    for unit in plan.units:
        click.echo(f"  {json.dumps(unit.id)};")
        for layer in dict.fromkeys(layer.unit for layer in unit.basis):
            click.echo(f"  {json.dumps(unit.id)} -> {json.dumps(layer)};")
    click.echo("}")


@main.command()
@click.argument("library")
@click.option("-o", "output", help="The package directory to write (it will hold LIBRARY.mlb).")
@click.option("--install", "install", metavar="NAME",
              help="Publish into the per-user library root as $(SML_LIB)/NAME/LIBRARY.mlb.")
@click.option("--jobs", type=int, default=None, help="Parallel compile jobs (default: the number of cores).")
@click.option("--skip", "skip", multiple=True, metavar="GLOB",
              help="With a directory: leave out its MLB files matching GLOB (relative to it).")
@_path_var_option
@_error_format
@_verbosity_options
@_remote_options
def publish(library: str, output: str | None, install: str | None, jobs: int | None, skip: tuple[str, ...],
            path_vars: tuple[str, ...], error_format: str, quiet: bool, verbose: bool,
            remote: RemoteConfig | None) -> None:
    """Build LIBRARY.mlb into a prebuilt package clients use without its sources.
    LIBRARY may be a directory: every MLB file below it goes into one package,
    at its path there (`$(SML_LIB)/NAME/sub/dir/x.mlb` with --install NAME),
    the tree's own `$(SML_LIB)/NAME/...` references read in the tree."""
    verbosity = _verbosity(quiet, verbose)
    mlb = Path(library)
    tree = mlb.is_dir()
    if not tree and (mlb.suffix != ".mlb" or not mlb.is_file()):
        _fail_usage(f"{library}: expected an .mlb file or a directory")
    if (output is None) == (install is None):
        _fail_usage("give exactly one of -o DIR and --install NAME")
    out_dir = Path(output) if output is not None else library_root() / str(install)
    if os.path.lexists(out_dir) and not (out_dir / PACKAGE_MANIFEST).exists() and not (
            out_dir.is_dir() and not any(out_dir.iterdir())):
        # Publishing replaces the whole directory: never one that holds something else.
        _fail_usage(f"{out_dir}: exists and is not a package directory; publish replaces it as a whole")
    name = (install or (mlb.resolve().name if tree else mlb.stem)).replace("/", ".")
    if skip and not tree:
        _fail_usage("--skip applies to a directory")
    variables = _path_variables(mlb if tree else mlb.parent, path_vars, verbosity, remote, profile="release")
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    # What a damaged package names to repair it: this command.
    republish = shlex.join(["ldriver", "publish", str(mlb.resolve()),
                            *(["--install", install] if install else ["-o", str(out_dir.resolve())]),
                            *(f"--mlb-path-var={v}" for v in path_vars), *(f"--skip={g}" for g in skip)])
    progress = reporter(verbosity)
    from ldriver.publish import publish as publish_library, publish_tree

    try:
        if tree:
            outcome = publish_tree(mlb, out_dir, name, variables, jobs, skip=skip, republish=republish,
                                   progress=progress, remote=remote)
        else:
            outcome = publish_library(mlb, out_dir, name, variables, jobs, republish=republish, progress=progress,
                                      remote=remote)
    except ProjectError as exc:
        if exc.diagnostic is not None:
            _print_diagnostics([(exc.diagnostic, None)], error_format)
            sys.exit(EXIT_ERRORS)
        _fail_usage(str(exc))
    except Exception as exc:  # compiler bugs, toolchain failures
        _internal_error(exc)
    finally:
        if progress is not None:
            progress.clear()
    _print_diagnostics(outcome.diagnostics, error_format)
    if not outcome.ok:
        sys.exit(EXIT_ERRORS)
    click.echo(f"published {name} to {out_dir if tree else out_dir / mlb.name}", err=True)


@main.command()
@click.option("--server", required=True, metavar="grpc://HOST:PORT",
              help="The REAPI execution server whose scheduler gives this bot its work (BuildGrid).")
@click.option("--instance", default="", metavar="NAME", help="The server's instance name (default: empty).")
@click.option("--cas", default=None, metavar="grpc://HOST:PORT",
              help="Where the actions' blobs are (default: the server).")
@click.option("--bot-id", default=None, metavar="ID", help="This bot's name (default: HOST-PID).")
def worker(server: str, instance: str, cas: str | None, bot_id: str | None) -> None:
    """Compile units for `ldriver build --remote-exec`: a bot of the Remote
    Workers API serving SERVER's scheduler until SIGINT or SIGTERM."""
    configs = []
    for option, url in (("--server", server), ("--cas", cas if cas is not None else server)):
        try:
            configs.append(RemoteConfig.parse(url, instance))
        except ValueError as exc:
            _fail_usage(f"{option}: {exc}")
    import socket

    from ldriver.remote.worker import serve  # gRPC: only for a worker

    sys.exit(serve(configs[0], configs[1], bot_id or f"{socket.gethostname()}-{os.getpid()}"))


@main.command("compile-unit", hidden=True)
@click.argument("description")
def compile_unit_action(description: str) -> None:
    """Run the unit compilation whose input root is the current directory
    (DESCRIPTION is its compile.json; `ldriver.remote.action`): what a unit's
    REAPI action runs, for any REAPI worker with ldriver installed."""
    if not Path(description).is_file():
        _fail_usage(f"{description}: no such file: run this in an action's input root")
    ran = run_in(Path.cwd())
    sys.stderr.write(ran.stderr)
    sys.exit(ran.exit_code)


@main.command()
@click.argument("project", required=False)
def clean(project: str | None) -> None:
    """Remove PROJECT's build directory (`_build/` in the project root)."""
    path = Path(project) if project is not None else Path.cwd()
    if not path.exists():
        _fail_usage(f"no such file or directory: {project}")
    build_dir = (path if path.is_dir() else path.parent) / "_build"
    if build_dir.is_dir() and not build_dir.is_symlink():
        # Under the build lock: a build in progress finishes first (and one
        # waiting for the lock then locks the build directory made anew).
        with exclusive_lock(build_dir / "lock"):
            remove(build_dir)
    else:
        remove(build_dir)
