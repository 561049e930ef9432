"""Building a project incrementally (docs/architecture.md "Separate compilation",
docs/conventions.md "Build directory").

    build(request) -> BuildOutcome

The request holds the plan (`ldriver.project.plan`), the compiler's
`Settings`, and where things live that a client decides: the build
directory, the executable, the runtime archive cache shared by projects
(`runtime_cache`; the library root's, `ldriver.engine.store.runtime_cache`).
The outcome says per unit what was done and why (`UnitRecord`).

With `Settings.stop_after` set (`"elab"`: checking) the engine stops
there: every unit is checked in the same order and workers as a build
(nothing is looked up, since a check reports every unit's warnings), and
nothing is written but the names cache and the digests index: no objects,
no link, no state or log.

Compiling a unit is an *action* whose key digests its inputs: the build key
(compiler version and sources, runtime ABI, profile, flags), the unit's source
and display name, its basis, and the interface digests of the units the basis
names (an interface digest covers the digests of the interfaces whose types
it mentions, so units reached only through others need not be listed). Outputs are blobs named by their own digest (`_build/cache/blobs/`),
and the action entry (`_build/cache/actions/KEY.json`) maps the key to them.
So a unit is recompiled iff its source, the interface of a unit it imports, or
the build key changed (early cutoff: an importer whose imports' interfaces kept
their digests keeps its key), and returning to an earlier state reuses its
outputs. `_build/state.json` remembers each unit's inputs at the last build,
only to say *why* a unit was compiled (`--explain`, `last-build.json`).

Everything read back from `_build/` is checked (`ldriver.engine.store`: blob
digests, each record's kind, format, shape and the unit and key it was
written for); anything damaged counts as absent and is rebuilt, with the
reason `cache entry corrupt`. What was read from a file is remembered by
its stat (`ldriver.engine.store.Digests`): a no-op build reads no source and
parses no record, a one-file edit reads that file; a source read only to be
compiled whose bytes no longer have the digest its stat gave fails the
build (`changed during the build`). Every write is atomic, and a lock file
serializes concurrent builds of one project. The executable is relinked only
when the list of objects (or the runtime library) changed or it is not the
file the last link wrote (its digest); the objects are verified again before
a link (a damaged one is recompiled).

Each unit's basis is first narrowed to the units defining a name it mentions
(`_narrowed`); independent units compile in parallel worker processes
(`--jobs`), a unit starting as soon as the interfaces of the units it imports
are known, which a worker sends before it generates the unit's code.
"""
from __future__ import annotations

import contextlib
import heapq
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from compiler.api import (
    CompileError, Diagnostic, Interface, Settings, SourceFile, Span, UnitInput, UnitNames, UnitOutput, compile_unit,
    preload, unit_symbols,
)
from ldriver.engine import toolchain
from ldriver.engine.keys import build_key, unit_key_input
from ldriver.engine.store import Store, digest, exclusive_lock, read_file, remove, write_atomic, write_record
from ldriver.identity import compiler_digest
from ldriver.project.graph import Narrowed, PlannedUnit, SourceChanged, narrow, source_name, top_handler, units_to_run
from ldriver.project.plan import Plan
from ldriver.remote import RemoteConfig
from ldriver.remote.action import unit_inputs

if TYPE_CHECKING:
    from concurrent.futures import Future

    from ldriver.remote.cache import RemoteCache


@dataclass(frozen=True, slots=True)
class Progress:
    """What a build is doing, sent to `BuildRequest.progress` as it changes
    (and about every `_EARLY_POLL` while workers compile)."""

    phase: str
    """`compiling` or `linking`."""
    done: int
    """The project's units compiled or reused so far."""
    total: int
    """The project's units (a prebuilt package's are not counted)."""
    compiling: tuple[str, ...]
    """The units being compiled now."""
    seconds: float
    """Since the build started."""
    compiled: str | None = None
    """The unit whose compilation just ended, if that is the news."""


@dataclass(frozen=True, slots=True)
class BuildRequest:
    plan: Plan
    output: Path | None = None
    settings: Settings = Settings()
    """How units compile (profile, IR checks, dumps, where to stop); dumps go
    to `dump/` in the build directory unless `settings.dump_dir` says."""
    jobs: int = 1
    progress: Callable[[Progress], None] | None = None
    link: bool = True
    build_dir: Path | None = None
    """Where the build's files go (default: `_build/` in the project root)."""
    export_all: bool = False
    """Every unit builds its exports record (a library: any unit may be imported)."""
    runtime_cache: Path | None = None
    """Runtime archives shared by projects, copied rather than compiled
    again (else the runtime is compiled into the build directory)."""
    timings: tuple[tuple[str, float], ...] = ()
    """Seconds the client spent before the build (start-up, planning), for the
    breakdown in `last-build.json`."""
    remote: RemoteConfig | None = None
    """A remote unit cache (`ldriver.remote`) consulted before compiling a
    unit the local cache lacks, and given what is compiled here."""


@dataclass(frozen=True, slots=True)
class UnitRecord:
    """What the build did with one unit (`--explain`, `last-build.json`)."""

    unit: str
    action: str
    """`compiled`, `reused`, `fetched` (from the remote cache), `executed`
    (compiled by a remote worker: `--remote-exec`) or `checked`
    (`Settings.stop_after`)."""
    reason: str
    """Why (docs/conventions.md "Build directory"): `up to date`, `prebuilt`,
    `no previous build`, `source changed`, ..."""
    started: float | None = None
    """When compiling it started, in seconds since the build did (compiled units)."""
    seconds: float | None = None
    """How long compiling it took (compiled units)."""
    passes: dict[str, float] | None = None
    """Seconds per compiler pass (compiled units)."""
    extent: dict[str, int] | None = None
    """Its extent counts (`compiler.api.UnitOutput.extent`), when known."""
    process: str | None = None
    """Which process compiled it (compiled units): `driver` (the build's own),
    `server` (the compile server, `ldriver.engine.server`), `worker` (one of
    the build's worker processes) or `remote` (a remote worker)."""

    def to_json(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in self.__slots__ if getattr(self, name) is not None}


@dataclass(slots=True)
class BuildOutcome:
    ok: bool
    diagnostics: list[tuple[Diagnostic, SourceFile | None]] = field(default_factory=list)
    """The plan's warnings, then each unit's diagnostics, in unit order."""
    executable: Path | None = None
    units: list[UnitRecord] = field(default_factory=list)
    linked: bool = False
    ignored: list[str] = field(default_factory=list)
    """Files of the build directory found unreadable or malformed, treated as absent."""
    built: dict[str, tuple[Interface, Path]] = field(default_factory=dict)
    """Each compiled or reused unit's interface and object file (for `publish`)."""
    names: dict[str, UnitNames | None] = field(default_factory=dict)
    planned: tuple[PlannedUnit, ...] = ()
    """The units as built: bases narrowed to what each unit uses."""


def build(request: BuildRequest) -> BuildOutcome:
    """Compile (or reuse) every unit, build (or reuse) the runtime, link (or not).
    Writes `_build/log/last-build.json` whatever the outcome."""
    build_dir = request.build_dir if request.build_dir is not None else request.plan.root / "_build"
    waited = time.perf_counter()
    with exclusive_lock(build_dir / "lock"):
        builder = _Builder(request, build_dir)
        builder.phases["lock"] = builder.start - waited
        return builder.run()


@dataclass(frozen=True, slots=True)
class _Done:
    """A unit's outputs as later units and the linker need them."""

    interface: Interface
    object_digest: str | None
    """None when compilation stopped before code (`Settings.stop_after`)."""
    extent: dict[str, int] | None = None
    """The unit's extent counts (`UnitOutput.extent`), when known."""


class _Builder:
    def __init__(self, request: BuildRequest, build_dir: Path) -> None:
        self.start = time.perf_counter()
        self.request = request
        self.plan = request.plan
        self.build_dir = build_dir
        self.store = Store(build_dir)
        self.actions = build_dir / "cache" / "actions"
        self.settings = request.settings
        if self.settings.dump_dir is None:
            self.settings = replace(self.settings, dump_dir=str(build_dir / "dump"))
        self.checking = self.settings.stop_after is not None
        """Stopping before code: no objects, so nothing to look up, cache or link."""
        self.compiler_digest = compiler_digest()
        self.build_key = build_key(self.settings, self.compiler_digest)
        self.previous_units, self.previous_link = self._read_state()
        self.units_state: dict[str, Any] = {}
        self.link_state: Any = None
        self.done: dict[str, _Done] = {}
        self.interfaces: dict[str, Interface] = {}
        """Each unit's interface once known: importers need no more to start
        (a unit being compiled sends its interface before its object)."""
        self.failed: set[str] = set()
        self.records: dict[str, UnitRecord] = {}
        self.diagnostics: dict[str, list[tuple[Diagnostic, SourceFile | None]]] = {}
        self.outcome = BuildOutcome(ok=False)
        self.narrowed = Narrowed(())
        self.units: tuple[PlannedUnit, ...] = ()
        self.compiling: dict[str, None] = {}  # the units being compiled, in the order they started
        self.phases: dict[str, float] = dict(request.timings)
        """Where the time went (seconds): `last-build.json`'s breakdown."""
        self.remote: RemoteCache | None = None
        if request.remote is not None:
            from ldriver.remote.cache import shared_cache  # grpc: only with a remote cache

            self.remote = shared_cache(request.remote)
        self.remote_warned = len(self.remote.warnings) if self.remote is not None else 0
        self.runtime_reason: str | None = None
        """Why the runtime archive was (re)built or not, once linking asked for it."""
        self.unit_inputs: dict[str, dict[str, bytes]] = {}
        """The input root of each unit's remote action (`ldriver.remote.action`)."""

    def run(self) -> BuildOutcome:
        self.outcome.ignored = self.store.ignored
        self.phases["setup"] = time.perf_counter() - self.start  # the build key, reading state.json
        with self._phase("sources"):  # reading and hashing sources, the names each mentions
            self.units = self.outcome.planned = self._narrowed()
        with self._phase("units"):  # looking up, and compiling, every unit
            self._compile_all()
        if not self.failed and self.request.link and not self.checking:
            self._link()  # fails a unit whose damaged object has to be compiled again from a changed source
        self.outcome.diagnostics = [(w, None) for w in self.plan.warnings]
        self.outcome.diagnostics += [d for u in self.units for d in self.diagnostics.get(u.id, ())]
        if not self.failed:
            self.outcome.built = {u.id: (self.done[u.id].interface, self._object(u))
                                  for u in self.units if u.prebuilt is None and not self.checking}
            self.outcome.ok = True
        self.outcome.units = [self.records[u.id] for u in self.units if u.id in self.records]
        with self._phase("write"):
            self.store.save()
            if not self.checking:
                self._write_state()
        if not self.checking:
            self._write_log()
        return self.outcome

    def _object(self, unit: PlannedUnit) -> Path:
        """The object file of built unit `unit`."""
        blob = self.done[unit.id].object_digest
        assert blob is not None
        return self.store.blob_path(blob, ".o")

    @contextlib.contextmanager
    def _phase(self, name: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.phases[name] = self.phases.get(name, 0.0) + time.perf_counter() - started

    # -- units ------------------------------------------------------------------------

    def _narrowed(self) -> tuple[PlannedUnit, ...]:
        """The plan's units, each basis narrowed to what the unit uses
        (`ldriver.project.graph.narrow`, with the names cached in the store)."""
        self.narrowed = narrow(self.plan.units, NamesCache(self.store, self.compiler_digest), self.request.export_all,
                               self.store.digests.source)
        self.outcome.names = self.narrowed.names
        return self.narrowed.units

    def _compile_all(self) -> None:
        """Reuse or compile every unit, in parallel where the jobs allow; a unit
        whose imports failed is not attempted. At most `jobs` compilations are
        in flight, and a free worker takes the ready unit that heads the most
        work still to do (critical-path scheduling), so that long dependency
        chains start early. A unit is ready once the interfaces of the units
        it imports are known: a worker sends a unit's interface as soon as the
        compiler has it (`compile_unit`'s `on_interface`), so importers compile
        while its code is generated."""
        # More workers than cores, or than units to compile, only cost memory
        # and start-up time (each is a forked process). Remote executions in
        # flight are bounded by the jobs alone: the server's workers compile them.
        to_compile = sum(u.prebuilt is None for u in self.units)
        local_jobs = max(1, min(self.request.jobs, os.cpu_count() or 1, to_compile))
        remote = self.remote if self.remote is not None and self._executes() else None
        jobs = max(1, min(self.request.jobs, to_compile)) if remote is not None else local_jobs
        order = {u.id: i for i, u in enumerate(self.units)}
        users: dict[str, list[PlannedUnit]] = {u.id: [] for u in self.units}
        missing: dict[str, int] = {}
        for unit in self.units:
            deps = [d for d in unit.deps if d in users]
            for d in deps:
                users[d].append(unit)
            missing[unit.id] = len(deps)
        priority = self._priorities(users)
        ready: list[tuple[int, int, PlannedUnit]] = []  # a heap: highest priority, then MLB order

        def make_ready(unit: PlannedUnit) -> None:
            heapq.heappush(ready, (-priority[unit.id], order[unit.id], unit))

        def announce(unit_id: str, interface: Interface) -> None:
            """`unit_id`'s interface is known: its users may be ready."""
            if unit_id in self.interfaces:
                return
            self.interfaces[unit_id] = interface
            for user in users[unit_id]:
                missing[user.id] -= 1
                if missing[user.id] == 0 and user.id not in self.failed:
                    make_ready(user)

        def fail(unit_id: str) -> None:
            """`unit_id` failed: so do the users that have not started on its
            interface (those that have compiled against a good interface)."""
            if unit_id in self.interfaces:
                return
            for user in users[unit_id]:
                if user.id not in self.failed:
                    self.failed.add(user.id)
                    fail(user.id)

        def finished(unit: PlannedUnit) -> None:
            if unit.id in self.failed:
                fail(unit.id)
            else:
                announce(unit.id, self.done[unit.id].interface)

        for unit in self.units:
            if not missing[unit.id]:
                make_ready(unit)
        running: dict[Future[Any], tuple[PlannedUnit, tuple[str, str, SourceFile, UnitInput], float, bool]] = {}
        """Each compilation in flight: its unit, job, start and whether it runs remotely."""
        pool: Any = None
        early: Any = None
        threads: Any = None
        """The threads waiting for remote executions."""
        held: tuple[PlannedUnit, tuple[str, str, SourceFile, UnitInput]] | None = None
        """A unit to compile while no worker has started: here, unless another
        turns out to need compiling with it (the workers, forked after loading
        the Basis, cost 0.15 s: a one-file edit whose importers are reused
        never starts them)."""

        def compile_here(unit: PlannedUnit, job: tuple[str, str, SourceFile, UnitInput]) -> None:
            key, reason, source, unit_input = job
            self.compiling[unit.id] = None
            self._progress("compiling")
            from ldriver.engine.server import compile_nearby

            started = time.perf_counter()
            result, process = compile_nearby(unit_input, self.settings)
            self._finish(unit, key, reason, source, result, started, process)
            finished(unit)

        def remote_on() -> bool:
            return remote is not None and remote.disabled is None and remote.exec_disabled is None

        def submit(unit: PlannedUnit, job: tuple[str, str, SourceFile, UnitInput], here: bool = False) -> None:
            """Start compiling `unit`: remotely while remote execution is on
            (and not `here`), else in a worker process."""
            nonlocal pool, early, threads
            unit_input = job[3]
            self.compiling[unit.id] = None
            self._progress("compiling")
            if remote is not None and remote_on() and not here:
                if threads is None:
                    from concurrent.futures import ThreadPoolExecutor

                    threads = ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="remote-exec")
                future = threads.submit(remote.execute, unit.id, self.unit_inputs[unit.id])
                running[future] = (unit, job, time.perf_counter(), True)
                return
            if pool is None:
                pool, early = _pool(local_jobs)
            future = pool.submit(_compile_in_worker, unit_input, self.settings)
            running[future] = (unit, job, time.perf_counter(), False)

        try:
            while ready or running or held is not None:
                while ready and len(running) < jobs:
                    _, _, unit = heapq.heappop(ready)
                    if unit.id in self.failed:
                        continue
                    job = self._prepare(unit)
                    if job is None:
                        finished(unit)  # reused
                        continue
                    if remote_on():
                        submit(unit, job)
                        continue
                    if local_jobs > 1 and pool is None and not running and held is None:
                        held = (unit, job)
                        continue
                    if held is not None:
                        submit(*held)
                        held = None
                    if local_jobs <= 1 or (not running and not ready and not users[unit.id]):
                        compile_here(unit, job)
                    else:
                        submit(unit, job)
                if held is not None and not ready and not running:
                    compile_here(*held)
                    held = None
                    continue
                if running:
                    from concurrent.futures import FIRST_COMPLETED, wait

                    done, _ = wait(list(running), timeout=_EARLY_POLL, return_when=FIRST_COMPLETED)
                    if not done:
                        self._progress("compiling")  # the elapsed time
                    while early is not None and not early.empty():
                        unit_id, interface = early.get()
                        announce(unit_id, interface)
                    for future in done:
                        unit, job, started, remotely = running.pop(future)
                        result = future.result()
                        if isinstance(result, str):  # remote execution failed: here, then
                            self.compiling.pop(unit.id, None)
                            submit(unit, job, here=True)
                            continue
                        key, reason, source, _ = job
                        self._finish(unit, key, reason, source, result, started,
                                     "remote" if remotely else "worker", "executed" if remotely else "compiled")
                        finished(unit)
            stuck = [u.id for u in self.units if u.id not in self.done and u.id not in self.failed]
            if stuck:
                raise AssertionError(f"project order: {stuck[0]} imports a unit not built before it")
        finally:
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)
            if threads is not None:
                threads.shutdown(wait=True, cancel_futures=True)

    def _executes(self) -> bool:
        """Whether units are compiled by remote execution: asked for, and the
        build neither stops early nor dumps IR (dumps are files written here)."""
        return (self.remote is not None and self.remote.config.execute and not self.checking
                and not self.settings.dump)

    def _priorities(self, users: dict[str, list[PlannedUnit]]) -> dict[str, int]:
        """Each unit's weight (its source's size, a proxy for its compile time)
        plus the largest priority among the units that import it (`users`)."""
        priority: dict[str, int] = {}
        for u in reversed(self.units):
            weight = self.narrowed.sizes.get(u.id, 0)
            priority[u.id] = weight + max((priority[v.id] for v in users[u.id]), default=0)
        return priority

    def _prepare(self, unit: PlannedUnit) -> tuple[str, str, SourceFile, UnitInput] | None:
        """Reuse `unit` (None) or say how to compile it: action key, reason, input."""
        if unit.prebuilt is not None:
            data = unit.prebuilt.interface.read_bytes()  # verified with its package
            self.done[unit.id] = _Done(Interface(unit.id, data, unit.prebuilt.interface_digest), None)
            self.records[unit.id] = UnitRecord(unit.id, "reused", "prebuilt")
            return None
        source_digest = self.narrowed.source_digests[unit.id]
        if self.checking:
            source = self._source(unit)
            if source is None:
                return None
            return "", f"stopping after {self.settings.stop_after}", source, self._input(unit, source)
        deps = {d: self.interfaces[d].digest for d in unit.basis_units}
        key_input = self._key_input(unit, source_name(unit.path), source_digest, deps)
        key = digest(key_input)
        self.units_state[unit.id] = {"source": source_digest, "key": self.build_key, "action": key, "deps": deps}
        reused = self._lookup(unit.id, key)
        if reused is not None:
            self.done[unit.id] = reused
            self.records[unit.id] = UnitRecord(unit.id, "reused", "up to date", extent=reused.extent)
            return None
        reason = self._reason(unit, source_digest, key)
        source = self._source(unit)  # read only now: a reused unit's digest is all its key needs
        if source is None:
            return None
        unit_input = self._input(unit, source)
        if self.remote is not None:
            self.unit_inputs[unit.id] = unit_inputs(key_input, unit_input, self.settings)
            fetched = self.remote.fetch(unit.id, self.unit_inputs[unit.id])
            if not isinstance(fetched, str):
                self._keep(unit, key, fetched.object, fetched.interface,
                           Interface(unit.id, fetched.interface, fetched.interface_digest), fetched.extent)
                self.records[unit.id] = UnitRecord(unit.id, "fetched", "from the remote cache",
                                                   extent=fetched.extent or None)
                return None
            reason = f"{reason}; {fetched}"
        return key, reason, source, unit_input

    def _source(self, unit: PlannedUnit) -> SourceFile | None:
        """`unit`'s source; None, with the unit failed, if it changed since
        narrowing took its digest."""
        try:
            return self.narrowed.source(unit)
        except (SourceChanged, OSError):
            name = source_name(unit.path)
            self.diagnostics[unit.id] = [(Diagnostic("error", Span(name, 1, 1, 1, 1),
                                                     f"{name} changed during the build; build again"), None)]
            self.failed.add(unit.id)
            self.units_state.pop(unit.id, None)
            return None

    def _input(self, unit: PlannedUnit, source: SourceFile) -> UnitInput:
        return UnitInput(unit.id, source, tuple(self.interfaces[d] for d in unit.deps), unit.basis, unit.exported)

    def _progress(self, phase: str, compiled: str | None = None) -> None:
        if self.request.progress is not None:
            own = [u for u in self.units if u.prebuilt is None]
            self.request.progress(Progress(phase, sum(u.id in self.records for u in own), len(own),
                                           tuple(self.compiling), time.perf_counter() - self.start, compiled))

    def _finish(self, unit: PlannedUnit, key: str, reason: str, source: SourceFile, result: UnitOutput,
                started: float, process: str, action: str = "compiled") -> None:
        """Record a compilation's `result`, made by `process` (`action`:
        `compiled` here or `executed` by a remote worker, which the server
        then caches)."""
        self.diagnostics[unit.id] = [(d, source) for d in result.diagnostics]
        extent = dict(result.extent)
        self.records[unit.id] = UnitRecord(unit.id, "checked" if self.checking else action, reason,
                                           round(started - self.start, 4), round(time.perf_counter() - started, 4),
                                           {name: round(sec, 4) for name, sec in result.timings}, extent or None,
                                           process)
        self.compiling.pop(unit.id, None)
        self._progress("compiling", unit.id)
        if result.interface is None or (result.object is None and not self.checking):
            self.failed.add(unit.id)
            self.units_state.pop(unit.id, None)
            return
        if self.checking:
            self.done[unit.id] = _Done(result.interface, None)
            return
        assert result.object is not None
        self._keep(unit, key, result.object, result.interface.data, result.interface, extent)
        if self.remote is not None and unit.id in self.unit_inputs and action == "compiled":
            self.remote.store(unit.id, self.unit_inputs[unit.id], result)

    def _keep(self, unit: PlannedUnit, key: str, obj: bytes, iface_data: bytes, interface: Interface,
              extent: dict[str, int]) -> None:
        """Store a unit's outputs (compiled or fetched) under action `key`."""
        obj_digest = self.store.put_blob(obj, ".o")
        iface_blob = self.store.put_blob(iface_data, ".iface")
        write_record(self.actions / f"{key}.json", "action", {"key": key, "unit": unit.id},
                     {"object": obj_digest, "interface_blob": iface_blob, "interface": interface.digest,
                      "extent": extent})
        self.done[unit.id] = _Done(interface, obj_digest, extent)

    # -- keys, cache, reasons -------------------------------------------------------

    def _key_input(self, unit: PlannedUnit, name: str, source_digest: str, deps: dict[str, str]) -> bytes:
        """What `unit`'s action key is the digest of (`ldriver.engine.keys`): the
        source by its display name and digest, the units its basis names by
        their interface digests (`deps`)."""
        return unit_key_input(self.build_key, unit.id, name, source_digest, unit.exported, unit.annotations,
                              unit.basis, deps.items())

    def _lookup(self, unit: str, key: str) -> _Done | None:
        """The outputs of action `key` of `unit` if its entry and both blobs are intact."""
        entry = self.store.read_record(self.actions / f"{key}.json", "action", {"key": key, "unit": unit},
                                       _valid_action)
        if entry is None or not self.store.verify_blob(entry["object"], ".o"):
            return None
        data = self.store.get_blob(entry["interface_blob"], ".iface")
        if data is None:
            return None
        return _Done(Interface(unit, data, entry["interface"]), entry["object"], entry["extent"])

    def _read_state(self) -> tuple[dict[str, Any], Any]:
        """The previous build's unit inputs and link entry (empty if unreadable)."""
        state = self.store.read_record(self.build_dir / "state.json", "state", {},
                                       lambda r: isinstance(r["units"], dict))
        if state is None:
            return {}, None
        return state["units"], state.get("link")

    def _reason(self, unit: PlannedUnit, source_digest: str, key: str) -> str:
        """The first cause, in the order of docs/conventions.md, why `unit` is compiled."""
        before = self.previous_units.get(unit.id)
        if not isinstance(before, dict):
            return "no previous build"
        if before.get("source") != source_digest:
            return "source changed"
        deps = before.get("deps")
        deps = deps if isinstance(deps, dict) else {}
        direct = unit.basis_units
        for d in (*direct, *(d for d in deps if d not in direct)):
            if deps.get(d) != (self.interfaces[d].digest if d in self.interfaces else None):
                return f"interface of {d} changed"
        if before.get("key") != self.build_key:
            return "build key changed"
        # Same inputs as last time, yet no intact outputs.
        return "cache entry corrupt"

    def _write_state(self) -> None:
        link = self.link_state if self.link_state is not None else self.previous_link
        if self.units_state == self.previous_units and link == self.previous_link:
            return  # what the file holds (a no-op build): unchanged, the next build need not parse it again
        write_record(self.build_dir / "state.json", "state", {}, {"units": self.units_state, "link": link})

    # -- linking ----------------------------------------------------------------------

    def _link(self) -> None:
        # The project's runtime archive is a copy of the shared one (the
        # library root's, next to the prebuilt Basis): a project's first build
        # does not compile the C runtime again (1 s of a small project's cold build).
        with self._phase("runtime"):
            runtime = toolchain.build_runtime(self.build_dir / "runtime", "release",
                                              shared=self.request.runtime_cache, remote=self.remote)
        self.runtime_reason = runtime.reason
        exe = self.request.output if self.request.output is not None else self.build_dir / "bin" / self.plan.name
        own = [u for u in self.units if u.prebuilt is None]
        running = units_to_run(self.units)
        handler = top_handler(self.units)
        linked = running + ([handler] if handler is not None else [])
        # A package's archive before those of the packages it uses (the
        # linker resolves an archive's undefined symbols only from later ones).
        archives = list(reversed(dict.fromkeys(
            f"{u.prebuilt.archive}" for u in linked if u.prebuilt is not None)))
        archive_digests = [u.prebuilt.archive_digest for u in linked if u.prebuilt is not None]
        # Release executables are static where the C library allows
        # (toolchain.link): what a benchmark or a deployment runs; dev keeps
        # the quicker dynamic link.
        static = self.settings.profile == "release"
        self.link_state = {"exe": str(exe.resolve()), "runtime": runtime.path.name,
                           "objects": [self.done[u.id].object_digest for u in own], "static": static,
                           "archives": archives, "archive_digests": sorted(set(archive_digests)),
                           "units": [u.id for u in running], "top_handler": handler.id if handler else None}
        self.outcome.executable = exe
        previous = self.previous_link if isinstance(self.previous_link, dict) else {}
        written = previous.get("exe_digest")
        with self._phase("link"):
            same = ({**previous, "exe_digest": None} == {**self.link_state, "exe_digest": None}
                    and written is not None and _file_digest(exe) == written)
        if same:
            self.link_state["exe_digest"] = written
            return
        self._verify_objects(own)
        if self.failed:  # a source changed during the build
            return
        objects = [self._object(u) for u in own]
        if exe.is_dir() and exe.is_relative_to(self.build_dir):  # damage in the build directory
            remove(exe)
        self._progress("linking")
        with self._phase("link"):
            toolchain.link(objects + [Path(a) for a in archives], runtime.path, exe,
                           [unit_symbols(u.id) for u in running], static=static,
                           top_handler=unit_symbols(handler.id) if handler is not None else None)
        self.link_state["exe_digest"] = _file_digest(exe)
        self.outcome.linked = True

    def _verify_objects(self, units: list[PlannedUnit]) -> None:
        """Check each object about to be linked against its digest, and
        compile again a unit whose object was damaged since it was looked up
        or written (its interface, a function of the same inputs, is unchanged)."""
        for unit in units:
            if self.store.verify_blob(self.done[unit.id].object_digest or "", ".o"):
                continue
            job = self._prepare(unit)
            if job is None:
                continue  # another process wrote it meanwhile
            key, reason, source, unit_input = job
            started = time.perf_counter()
            from ldriver.engine.server import compile_nearby

            result, process = compile_nearby(unit_input, self.settings)
            self._finish(unit, key, reason, source, result, started, process)
            if unit.id in self.failed or self.done[unit.id].interface.digest != self.interfaces[unit.id].digest:
                raise RuntimeError(f"{unit.id}: compiling it again gave another interface")

    def _write_log(self) -> None:
        exe = self.outcome.executable
        log = {
            "ok": self.outcome.ok,
            "seconds": round(time.perf_counter() - self.start, 4),
            "profile": self.settings.profile,
            "linked": self.outcome.linked,
            "executable": str(exe) if exe else None,
            "phases": {name: round(sec, 4) for name, sec in self.phases.items()},
            "units": [record.to_json() for record in self.outcome.units],
            "ignored": self.store.ignored,
        }
        if self.remote is not None:
            log["remote"] = {"url": self.remote.config.url, "instance": self.remote.config.instance,
                             "upload": self.remote.config.upload,
                             "runtime": self.runtime_reason, "warnings": self.remote.warnings[self.remote_warned:]}
        write_atomic(self.build_dir / "log" / "last-build.json", _log_text(log).encode())


def _log_text(log: dict[str, Any]) -> str:
    """`log` as JSON, a line per key and per unit record: json's C encoder
    writes each line (`indent` would take its Python one, 15 ms for HaMLet)."""
    lines = []
    for name, value in log.items():
        if isinstance(value, list) and value:
            items = ",\n".join(f"    {json.dumps(item)}" for item in value)
            lines.append(f"  {json.dumps(name)}: [\n{items}\n  ]")
        else:
            lines.append(f"  {json.dumps(name)}: {json.dumps(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


# How long the driver waits for a finished compilation before looking for
# interfaces sent early (seconds).
_EARLY_POLL = 0.01
# How often a worker checks that the driver still runs (seconds).
_ORPHAN_POLL = 0.2
_early_interfaces: Any = None
"""In a worker: the queue its compilations send their interfaces to."""


def _pool(jobs: int) -> tuple[Any, Any]:
    """Worker processes, and the queue they send interfaces to early."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    preload()  # once here rather than in every forked worker
    context = multiprocessing.get_context("fork")
    queue = context.SimpleQueue()
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_worker_init,
                               initargs=(queue, os.getpid()))
    return pool, queue


def _worker_init(queue: Any, driver: int) -> None:
    """Set up a worker of `driver`, which ends when the driver does: a driver
    killed outright (SIGKILL) leaves its workers waiting on a queue it no
    longer feeds, holding the lock on the build directory that they
    inherited with its file, so that the next build would wait for ever."""
    global _early_interfaces
    _early_interfaces = queue
    threading.Thread(target=_end_with, args=(driver,), name="end-with-driver", daemon=True).start()


def _end_with(driver: int) -> None:
    """Exit once `driver` is no longer this process's parent."""
    while os.getppid() == driver:
        time.sleep(_ORPHAN_POLL)
    os._exit(1)


def _compile_in_worker(unit: UnitInput, settings: Settings) -> UnitOutput:
    def send(interface: Interface) -> None:
        _early_interfaces.put((unit.id, interface))
    return compile_unit(unit, settings, on_interface=send)


def _file_digest(path: Path) -> str | None:
    data = read_file(path)
    return None if data is None else digest(data)


class NamesCache:
    """`unit_names` of a source, cached in `store` by content (a `NamesOf` for
    `ldriver.project.graph.narrow`); None for a unit that does not parse alone
    (it keeps its whole basis and gets its syntax error, or parses with the
    fixity its basis gives it): that is cached too (`mentions` null), or every
    no-op build parses such units again."""

    def __init__(self, store: Store, compiler: str) -> None:
        self.store = store
        self.compiler = compiler

    def __call__(self, names_key: str, load: Callable[[], SourceFile]) -> UnitNames | None:
        key = digest(f"{self.compiler}\0{names_key}".encode())
        path = self.store.root / "cache" / "names" / f"{key}.json"
        cached = self.store.read_record(path, "names", {"key": key}, _valid_names)
        if cached is not None:
            defines, mentions = cached["defines"], cached["mentions"]
            if mentions is None:
                return None
            return UnitNames(None if defines is None else frozenset(defines), frozenset(mentions))
        try:
            from ldriver.engine.server import names_nearby

            found = names_nearby(load())
        except CompileError:
            write_record(path, "names", {"key": key}, {"defines": None, "mentions": None})
            return None
        write_record(path, "names", {"key": key}, {"defines": None if found.defines is None else sorted(found.defines),
                                                    "mentions": sorted(found.mentions)})
        return found


def _valid_names(record: dict[str, Any]) -> bool:
    defines, mentions = record["defines"], record["mentions"]
    if mentions is None:  # the unit does not parse alone
        return defines is None
    return ((defines is None or (isinstance(defines, list) and all(isinstance(n, str) for n in defines)))
            and isinstance(mentions, list) and all(isinstance(n, str) for n in mentions))


def _valid_action(record: dict[str, Any]) -> bool:
    extent = record["extent"]
    return (all(isinstance(record[k], str) for k in ("object", "interface_blob", "interface"))
            and isinstance(extent, dict) and all(isinstance(n, int) for n in extent.values()))



