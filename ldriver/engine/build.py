"""Building a project incrementally (docs/architecture.md "Separate compilation",
docs/conventions.md "Build directory").

    build(request) -> BuildOutcome

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
reason `cache entry corrupt`. Every write is atomic, and a lock file
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
import json
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from compiler.api import (
    Diagnostic, Interface, Layer, Settings, SourceFile, UnitInput, UnitOutput, compile_unit, preload, unit_symbols,
)
from ldriver.engine.store import Store, digest, exclusive_lock, read_file, remove, write_atomic, write_record
from ldriver.identity import COMPILER_VERSION, abi_digest, compiler_digest
from ldriver.project.plan import Plan, PlannedUnit, close_deps, read_source

if TYPE_CHECKING:
    from compiler.api import UnitNames
    from ldriver.remote import RemoteConfig
    from ldriver.remote.cache import RemoteCache

# The prebuilt Basis's unit running OS.Process.atExit's actions
# (stdlib/basis/at_exit.sml), initialized after the program when the unit
# that registers them (os.sml) runs.
AT_EXIT_UNIT = "basis:at_exit.sml"
AT_EXIT_TRIGGER = "basis:os.sml"


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
    profile: str = "dev"
    dump: frozenset[str] = frozenset()
    check_ir: bool = False
    jobs: int = 1
    progress: Callable[[Progress], None] | None = None
    link: bool = True
    build_dir: Path | None = None
    """Where the build's files go (default: `_build/` in the project root)."""
    export_all: bool = False
    """Every unit builds its exports record (a library: any unit may be imported)."""
    timings: tuple[tuple[str, float], ...] = ()
    """Seconds the client spent before the build (start-up, planning), for the
    breakdown in `last-build.json`."""
    remote: RemoteConfig | None = None
    """A remote unit cache (`ldriver.remote`) consulted before compiling a
    unit the local cache lacks, and given what is compiled here."""


@dataclass(slots=True)
class BuildOutcome:
    ok: bool
    diagnostics: list[tuple[Diagnostic, SourceFile | None]] = field(default_factory=list)
    executable: Path | None = None
    units: list[dict[str, object]] = field(default_factory=list)
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
    object_digest: str
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
        self.settings = Settings(profile=request.profile, check_ir=request.check_ir, dump=request.dump,
                                 dump_dir=str(build_dir / "dump"))
        self.compiler_digest = compiler_digest()
        self.build_key = _build_key(request, self.compiler_digest)
        self.previous_units, self.previous_link = self._read_state()
        self.units_state: dict[str, Any] = {}
        self.link_state: Any = None
        self.done: dict[str, _Done] = {}
        self.interfaces: dict[str, Interface] = {}
        """Each unit's interface once known: importers need no more to start
        (a unit being compiled sends its interface before its object)."""
        self.failed: set[str] = set()
        self.records: dict[str, dict[str, object]] = {}
        self.outcome = BuildOutcome(ok=False)
        self.sources: dict[str, SourceFile] = {}
        self.source_digests: dict[str, str] = {}
        self.units: tuple[PlannedUnit, ...] = ()
        self.compiling: dict[str, None] = {}  # the units being compiled, in the order they started
        self.phases: dict[str, float] = dict(request.timings)
        """Where the time went (seconds): `last-build.json`'s breakdown."""
        self.remote: RemoteCache | None = None
        if request.remote is not None:
            from ldriver.remote import open_cache  # grpc is imported only here
            self.remote = open_cache(request.remote)
        self.remote_warned = len(self.remote.warnings) if self.remote is not None else 0
        self.runtime_reason: str | None = None
        """Why the runtime archive was (re)built or not, once linking asked for it."""
        self.key_inputs: dict[str, bytes] = {}
        """What each unit's action key digests (`_key_input`), for the remote cache."""

    def run(self) -> BuildOutcome:
        self.outcome.diagnostics.extend((w, None) for w in self.plan.warnings)
        self.outcome.ignored = self.store.ignored
        self.phases["setup"] = time.perf_counter() - self.start  # the build key, reading state.json
        with self._phase("sources"):  # reading and hashing sources, the names each mentions
            self.units = self.outcome.planned = self._narrowed()
        with self._phase("units"):  # looking up, and compiling, every unit
            self._compile_all()
        if not self.failed:
            if self.request.link:
                self._link()
            self.outcome.built = {u.id: (self.done[u.id].interface,
                                         self.store.blob_path(self.done[u.id].object_digest, ".o"))
                                  for u in self.units if u.prebuilt is None}
            self.outcome.ok = True
        self.outcome.units = [self.records[u.id] for u in self.units if u.id in self.records]
        with self._phase("write"):
            self._write_state()
        self._write_log()
        return self.outcome

    @contextlib.contextmanager
    def _phase(self, name: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.phases[name] = self.phases.get(name, 0.0) + time.perf_counter() - started

    # -- units ------------------------------------------------------------------------

    def _narrowed(self) -> tuple[PlannedUnit, ...]:
        narrowed = narrow(self.plan, self.store, self.compiler_digest, self.outcome.names, self.request.export_all)
        self.sources, self.source_digests = narrowed.sources, narrowed.source_digests
        return narrowed.units

    def _compile_all(self) -> None:
        """Reuse or compile every unit, in parallel where the jobs allow; a unit
        whose imports failed is not attempted. At most `jobs` compilations are
        in flight, and a free worker takes the ready unit that heads the most
        work still to do (critical-path scheduling), so that long dependency
        chains start early. A unit is ready once the interfaces of the units
        it imports are known: a worker sends a unit's interface as soon as the
        compiler has it (`compile_unit`'s `on_interface`), so importers compile
        while its code is generated."""
        import heapq
        from concurrent.futures import FIRST_COMPLETED, Future, wait

        # More workers than cores, or than units to compile, only cost memory
        # and start-up time (each is a forked process).
        jobs = max(1, min(self.request.jobs, os.cpu_count() or 1, sum(u.prebuilt is None for u in self.units)))
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
        running: dict[Future[UnitOutput], tuple[PlannedUnit, str, str, SourceFile, float]] = {}
        pool: Any = None
        early: Any = None
        try:
            while ready or running:
                while ready and len(running) < jobs:
                    _, _, unit = heapq.heappop(ready)
                    if unit.id in self.failed:
                        continue
                    job = self._prepare(unit)
                    if job is None:
                        finished(unit)  # reused
                        continue
                    key, reason, source, unit_input = job
                    self.compiling[unit.id] = None
                    self._progress("compiling")
                    if jobs <= 1 or (not running and not ready and not users[unit.id]):
                        started = time.perf_counter()
                        self._finish(unit, key, reason, source, compile_unit(unit_input, self.settings), started)
                        finished(unit)
                        continue
                    if pool is None:
                        pool, early = _pool(jobs)
                    future = pool.submit(_compile_in_worker, unit_input, self.settings)
                    running[future] = (unit, key, reason, source, time.perf_counter())
                if running:
                    done, _ = wait(list(running), timeout=_EARLY_POLL, return_when=FIRST_COMPLETED)
                    if not done:
                        self._progress("compiling")  # the elapsed time
                    while not early.empty():
                        unit_id, interface = early.get()
                        announce(unit_id, interface)
                    for future in done:
                        unit, key, reason, source, started = running.pop(future)
                        self._finish(unit, key, reason, source, future.result(), started)
                        finished(unit)
            stuck = [u.id for u in self.units if u.id not in self.done and u.id not in self.failed]
            if stuck:
                raise AssertionError(f"project order: {stuck[0]} imports a unit not built before it")
        finally:
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)

    def _priorities(self, users: dict[str, list[PlannedUnit]]) -> dict[str, int]:
        """Each unit's weight (its source's size, a proxy for its compile time)
        plus the largest priority among the units that import it (`users`)."""
        priority: dict[str, int] = {}
        for u in reversed(self.units):
            weight = len(self.sources[u.id].text) if u.id in self.sources else 0
            priority[u.id] = weight + max((priority[v.id] for v in users[u.id]), default=0)
        return priority

    def _prepare(self, unit: PlannedUnit) -> tuple[str, str, SourceFile, UnitInput] | None:
        """Reuse `unit` (None) or say how to compile it: action key, reason, input."""
        if unit.prebuilt is not None:
            data = unit.prebuilt.interface.read_bytes()  # verified with its package
            self.done[unit.id] = _Done(Interface(unit.id, data, unit.prebuilt.interface_digest), "")
            self.records[unit.id] = {"unit": unit.id, "action": "reused", "reason": "prebuilt"}
            return None
        source = self.sources[unit.id]
        source_digest = self.source_digests[unit.id]
        key_input = self._key_input(unit, source, source_digest)
        key = digest(key_input)
        self.units_state[unit.id] = {"source": source_digest, "key": self.build_key, "action": key,
                                     "deps": {d: self.interfaces[d].digest for d in _basis_units(unit)}}
        reused = self._lookup(unit.id, key)
        if reused is not None:
            self.done[unit.id] = reused
            self.records[unit.id] = {"unit": unit.id, "action": "reused", "reason": "up to date"}
            if reused.extent is not None:
                self.records[unit.id]["extent"] = reused.extent
            return None
        reason = self._reason(unit, source_digest, key)
        if self.remote is not None:
            self.key_inputs[unit.id] = key_input
            fetched = self.remote.fetch(unit.id, key_input, source.text.encode())
            if not isinstance(fetched, str):
                self._keep(unit, key, fetched.object, fetched.interface,
                           Interface(unit.id, fetched.interface, fetched.interface_digest), fetched.extent)
                self.records[unit.id] = {"unit": unit.id, "action": "fetched", "reason": "from the remote cache"}
                if fetched.extent:
                    self.records[unit.id]["extent"] = fetched.extent
                return None
            reason = f"{reason}; {fetched}"
        interfaces = tuple(self.interfaces[d] for d in unit.deps)
        return key, reason, source, UnitInput(unit.id, source, interfaces, unit.basis, unit.exported)

    def _progress(self, phase: str, compiled: str | None = None) -> None:
        if self.request.progress is not None:
            own = [u for u in self.units if u.prebuilt is None]
            self.request.progress(Progress(phase, sum(u.id in self.records for u in own), len(own),
                                           tuple(self.compiling), time.perf_counter() - self.start, compiled))

    def _finish(self, unit: PlannedUnit, key: str, reason: str, source: SourceFile, result: UnitOutput,
                started: float) -> None:
        self.outcome.diagnostics.extend((d, source) for d in result.diagnostics)
        self.records[unit.id] = {"unit": unit.id, "action": "compiled", "reason": reason,
                                 "started": round(started - self.start, 4),
                                 "seconds": round(time.perf_counter() - started, 4),
                                 "passes": {name: round(sec, 4) for name, sec in result.timings}}
        extent = dict(result.extent)
        if extent:
            self.records[unit.id]["extent"] = extent
        self.compiling.pop(unit.id, None)
        self._progress("compiling", unit.id)
        if result.object is None or result.interface is None:
            self.failed.add(unit.id)
            self.units_state.pop(unit.id, None)
            return
        self._keep(unit, key, result.object, result.interface.data, result.interface, extent)
        if self.remote is not None and unit.id in self.key_inputs:
            from ldriver.remote.cache import UnitOutputs

            self.remote.store(unit.id, self.key_inputs[unit.id], source.text.encode(),
                              UnitOutputs(result.object, result.interface.data, result.interface.digest, extent))

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

    def _key_input(self, unit: PlannedUnit, source: SourceFile, source_digest: str) -> bytes:
        """What `unit`'s action key is the digest of: every input of its
        compilation, the source by its digest."""
        parts = (self.build_key, unit.id, source.name, source_digest, str(unit.exported),
                 " ".join(sorted(unit.annotations)),
                 json.dumps([[layer.unit, layer.renames] for layer in unit.basis]),
                 *(f"{d}={self.interfaces[d].digest}" for d in _basis_units(unit)))
        return b"".join(part.encode() + b"\0" for part in parts)

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
        direct = _basis_units(unit)
        for d in (*direct, *(d for d in deps if d not in direct)):
            if deps.get(d) != (self.interfaces[d].digest if d in self.interfaces else None):
                return f"interface of {d} changed"
        if before.get("key") != self.build_key:
            return "build key changed"
        # Same inputs as last time, yet no intact outputs.
        return "cache entry corrupt"

    def _write_state(self) -> None:
        write_record(self.build_dir / "state.json", "state", {},
                     {"units": self.units_state,
                      "link": self.link_state if self.link_state is not None else self.previous_link})

    # -- linking ----------------------------------------------------------------------

    def _link(self) -> None:
        from ldriver.engine import toolchain
        from ldriver.publish import library_root

        # The project's runtime archive is a copy of the per-user one next to
        # the prebuilt Basis: a project's first build does not compile the C
        # runtime again (1 s of a small project's cold build).
        with self._phase("runtime"):
            runtime = toolchain.build_runtime(self.build_dir / "runtime", "release",
                                              shared=library_root() / "runtime", remote=self.remote)
        self.runtime_reason = runtime.reason
        exe = self.request.output if self.request.output is not None else self.build_dir / "bin" / self.plan.name
        own = [u for u in self.units if u.prebuilt is None]
        running = units_to_run(self.units)
        # A package's archive before those of the packages it uses (the
        # linker resolves an archive's undefined symbols only from later ones).
        archives = list(reversed(dict.fromkeys(
            f"{u.prebuilt.archive}" for u in running if u.prebuilt is not None)))
        archive_digests = [u.prebuilt.archive_digest for u in running if u.prebuilt is not None]
        # Release executables are static where the C library allows
        # (toolchain.link): what a benchmark or a deployment runs; dev keeps
        # the quicker dynamic link.
        static = self.request.profile == "release"
        self.link_state = {"exe": str(exe.resolve()), "runtime": runtime.path.name,
                           "objects": [self.done[u.id].object_digest for u in own], "static": static,
                           "archives": archives, "archive_digests": sorted(set(archive_digests)),
                           "units": [u.id for u in running]}
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
        objects = [self.store.blob_path(self.done[u.id].object_digest, ".o") for u in own]
        if exe.is_dir() and exe.is_relative_to(self.build_dir):  # damage in the build directory
            remove(exe)
        self._progress("linking")
        with self._phase("link"):
            toolchain.link(objects + [Path(a) for a in archives], runtime.path, exe,
                           [unit_symbols(u.id) for u in running], static=static)
        self.link_state["exe_digest"] = _file_digest(exe)
        self.outcome.linked = True

    def _verify_objects(self, units: list[PlannedUnit]) -> None:
        """Check each object about to be linked against its digest, and
        compile again a unit whose object was damaged since it was looked up
        or written (its interface, a function of the same inputs, is unchanged)."""
        for unit in units:
            if self.store.verify_blob(self.done[unit.id].object_digest, ".o"):
                continue
            job = self._prepare(unit)
            if job is None:
                continue  # another process wrote it meanwhile
            key, reason, source, unit_input = job
            started = time.perf_counter()
            self._finish(unit, key, reason, source, compile_unit(unit_input, self.settings), started)
            if unit.id in self.failed or self.done[unit.id].interface.digest != self.interfaces[unit.id].digest:
                raise RuntimeError(f"{unit.id}: compiling it again gave another interface")

    def _write_log(self) -> None:
        exe = self.outcome.executable
        log = {
            "ok": self.outcome.ok,
            "seconds": round(time.perf_counter() - self.start, 4),
            "profile": self.request.profile,
            "linked": self.outcome.linked,
            "executable": str(exe) if exe else None,
            "phases": {name: round(sec, 4) for name, sec in self.phases.items()},
            "units": self.outcome.units,
            "ignored": self.store.ignored,
        }
        if self.remote is not None:
            log["remote"] = {"url": self.remote.config.url, "instance": self.remote.config.instance,
                             "upload": self.remote.config.upload,
                             "runtime": self.runtime_reason, "warnings": self.remote.warnings[self.remote_warned:]}
        write_atomic(self.build_dir / "log" / "last-build.json", (json.dumps(log, indent=2) + "\n").encode())


@dataclass(slots=True)
class Narrowed:
    """The plan's units with narrowed bases (`narrow`), and each own unit's
    source and its digest."""

    units: tuple[PlannedUnit, ...]
    sources: dict[str, SourceFile]
    source_digests: dict[str, str]


def narrow(plan: Plan, store: Store, compiler: str, names: dict[str, UnitNames | None],
           export_all: bool = False) -> Narrowed:
    """The plan's units with each basis cut down to the layers the unit can
    use (`compiler.api.unit_names`, cached in `store`; `names` receives each
    unit's): an MLB basis shows a unit every earlier one, but it depends only
    on those defining a name it mentions. Fewer dependencies mean fewer
    recompilations, more parallel work and fewer interfaces to read."""
    from compiler.api import UnitNames

    sources: dict[str, SourceFile] = {}
    digests: dict[str, str] = {}
    ordered = []
    for unit in plan.units:
        if unit.prebuilt is not None:  # compiled already, against exactly its basis
            names[unit.id] = UnitNames(unit.prebuilt.defines, frozenset())
            ordered.append((unit.id, unit.path, unit.basis))
            continue
        source = read_source(unit.path, unit.annotations)
        sources[unit.id] = source
        digests[unit.id] = source_digest = digest(source.text.encode())
        names[unit.id] = own = _names(store, compiler, source,
                                      digest(f"{source_digest} {sorted(unit.annotations)}".encode()))
        basis = tuple(layer for layer in unit.basis if may_use(layer, names[layer.unit], own))
        ordered.append((unit.id, unit.path, basis))
    planned = {u.id: u for u in plan.units}
    return Narrowed(tuple(replace(u, prebuilt=planned[u.id].prebuilt, annotations=planned[u.id].annotations,
                                  exported=u.exported or export_all)
                          for u in close_deps(ordered)), sources, digests)


def _names(store: Store, compiler: str, source: SourceFile, source_digest: str) -> UnitNames | None:
    """`unit_names` of `source`, cached by content; None for a unit that does
    not parse alone (it keeps its whole basis and gets its syntax error, or
    parses with the fixity its basis gives it): that is cached too
    (`mentions` null), or every no-op build parses such units again."""
    from compiler.api import CompileError, UnitNames, unit_names

    key = digest(f"{compiler}\0{source_digest}".encode())
    path = store.root / "cache" / "names" / f"{key}.json"
    cached = store.read_record(path, "names", {"key": key}, _valid_names)
    if cached is not None:
        defines, mentions = cached["defines"], cached["mentions"]
        if mentions is None:
            return None
        return UnitNames(None if defines is None else frozenset(defines), frozenset(mentions))
    try:
        found = unit_names(source)
    except CompileError:
        write_record(path, "names", {"key": key}, {"defines": None, "mentions": None})
        return None
    write_record(path, "names", {"key": key}, {"defines": None if found.defines is None else sorted(found.defines),
                                                "mentions": sorted(found.mentions)})
    return found


def may_use(layer: Layer, names: UnitNames | None, user: UnitNames | None) -> bool:
    """Whether a unit with names `user` can use anything `layer` shows of a unit
    with names `names` (None: unknown, so yes)."""
    if user is None:
        return True
    if layer.renames is not None:
        return any(visible in user.mentions for _, visible, _ in layer.renames)
    return names is None or names.defines is None or not names.defines.isdisjoint(user.mentions)


def units_to_run(units: tuple[PlannedUnit, ...] | list[PlannedUnit]) -> list[PlannedUnit]:
    """The units the executable initializes, in order, each once: the project's
    own units and the package units they need (the others' archive members are
    never pulled into the executable). OS.Process.atExit's actions run when the
    program ends normally: the Basis unit that runs them goes last whenever the
    OS unit runs, and only there, though a unit's basis may name it earlier
    (running it twice registered its exports word twice as a global root,
    which mark-compact then updated twice)."""
    own = [u for u in units if u.prebuilt is None]
    needed = {u.id for u in own} | {d for u in own for d in u.deps}
    running = [u for u in units if u.id in needed and u.id != AT_EXIT_UNIT]
    if AT_EXIT_TRIGGER in needed:
        running += [u for u in units if u.id == AT_EXIT_UNIT]
    return running


def _basis_units(unit: PlannedUnit) -> tuple[str, ...]:
    """The units `unit`'s basis names: the interfaces its compilation depends on
    (an interface's digest covers those of the units whose types it mentions)."""
    return tuple(dict.fromkeys(layer.unit for layer in unit.basis))


# How long the driver waits for a finished compilation before looking for
# interfaces sent early (seconds).
_EARLY_POLL = 0.01
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
                               initargs=(queue,))
    return pool, queue


def _worker_init(queue: Any) -> None:
    global _early_interfaces
    _early_interfaces = queue


def _compile_in_worker(unit: UnitInput, settings: Settings) -> UnitOutput:
    def send(interface: Interface) -> None:
        _early_interfaces.put((unit.id, interface))
    return compile_unit(unit, settings, on_interface=send)


def _build_key(request: BuildRequest, compiler_digest: str) -> str:
    parts = [COMPILER_VERSION, abi_digest(), request.profile, ",".join(sorted(request.dump)),
             str(request.check_ir), compiler_digest]
    return digest("|".join(parts).encode())


def _file_digest(path: Path) -> str | None:
    data = read_file(path)
    return None if data is None else digest(data)


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



