"""Remote execution on paper (issue "Beyond one machine", item 4): replay a
recorded build on N remote workers with a given round-trip time and
bandwidth, and print the predicted wall time against N. A measurement
script, not a test.

    python benchmarks/remote_sim.py record [--project PATH.mlb] [-o TRACE.json]
    python benchmarks/remote_sim.py [TRACE.json ...] [--workers 1,2,4,16,64]
                                    [--net RTT_MS:MBPS ...] [--synthetic N]

`record` builds the project (default HaMLet, ../shared/corpus/hamlet) cold
from a copy, in process, with one job (so each unit's compile time is its
own, not shared with a neighbour's), and writes a trace: per unit its
compile seconds, the units it imports (of the project), the bytes of its
source, object and interface; the link's seconds; the client's fixed work
(reading and hashing sources). `benchmarks/data/hamlet-trace.json` is one.

The model (what a REAPI build with remote workers does; ldriver's own
scheduler rule): a unit is ready when every unit it imports has finished;
a free worker takes the ready unit heading the longest chain of compile
time (critical-path first). Rows `whole` are that; rows `split` let
importers start once a unit's interface is known (after loading its
imports, parsing and elaborating: the trace's `front` seconds) and
uploaded, as ldriver's local scheduler does, which remotely would take the
interface as an action (or an output streamed early) of its own. A worker
is busy for the whole action: 3 round trips (Execute, fetching the input
root, uploading outputs and the result) plus the transfer of its inputs
(source, the imported interfaces; the Basis's interfaces are assumed in the
workers' local CAS caches already) and outputs (object, interface), plus the
compile. The client then downloads each object over its one link, in the
order they finish, and links locally (recorded time). Wall time = the
client's fixed work + the last download + the link.

`--synthetic N` adds a generated N-unit trace: HaMLet's units resampled
(seeded) into 25 layers, each unit importing one to three units of the
layer before and sometimes one further back. It is a model of a bigger,
wider project, not a recorded build. The columns `crit.path` (the whole-unit
critical path with its round trips and transfers) and `download` (every
object over the client's link) are the two floors under the curve.
"""
from __future__ import annotations

import argparse
import heapq
import json
import random
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
HAMLET = REPO.parent / "shared" / "corpus" / "hamlet" / "hamlet.mlb"
DEFAULT_TRACE = Path(__file__).parent / "data" / "hamlet-trace.json"


@dataclass(frozen=True)
class Unit:
    id: str
    seconds: float
    imports: tuple[str, ...]
    source: int
    object: int
    interface: int
    front: float
    """Seconds until its interface is known: loading the imports, parsing, elaborating."""


@dataclass(frozen=True)
class Trace:
    name: str
    units: tuple[Unit, ...]  # imports before importers
    link: float
    fixed: float


def record(mlb: Path, out: Path) -> None:
    """Build `mlb`'s project cold from a copy, one job, and write its trace."""
    sys.path.insert(0, str(REPO))
    from ldriver.engine.build import BuildRequest, build
    from ldriver.project.plan import plan_project
    from ldriver.publish import default_path_vars

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / mlb.parent.name
        shutil.copytree(mlb.parent, root, ignore=shutil.ignore_patterns("_build", "*.o"))
        plan = plan_project(root / mlb.name, default_path_vars())
        outcome = build(BuildRequest(plan, jobs=1, output=Path(tmp) / "exe"))
        if not outcome.ok:
            raise SystemExit(f"{mlb}: the build failed")
        compiled = {str(u["unit"]): u for u in outcome.units if u["action"] == "compiled"}
        own = [u for u in outcome.planned if u.prebuilt is None]
        ids = {u.id for u in own}
        units = []
        for u in own:
            interface, obj = outcome.built[u.id]
            passes = compiled[u.id]["passes"]
            units.append({"id": u.id, "seconds": compiled[u.id]["seconds"],
                          "front": round(sum(passes.get(name, 0.0) for name in _FRONT), 4),
                          "imports": sorted({layer.unit for layer in u.basis} & ids),
                          "source": u.path.stat().st_size, "object": obj.stat().st_size,
                          "interface": len(interface.data)})
        log = json.loads((root / "_build" / "log" / "last-build.json").read_text())
        phases = log["phases"]
    trace = {"name": mlb.stem, "units": units, "link": phases.get("link", 0.0),
             "fixed": phases.get("setup", 0.0) + phases.get("sources", 0.0)}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(trace, indent=1) + "\n")
    print(f"{out}: {len(units)} units, {sum(u['seconds'] for u in units):.1f} s of compiling, "
          f"link {trace['link']:.2f} s")


_FRONT = ("imports", "parse", "elab")
"""The passes before a unit's interface is known (compiler.api.compile_unit's on_interface)."""


def load(path: Path) -> Trace:
    data = json.loads(path.read_text())
    return Trace(data["name"], tuple(Unit(u["id"], u["seconds"], tuple(u["imports"]), u["source"], u["object"],
                                          u["interface"], u["front"]) for u in data["units"]),
                 data["link"], data["fixed"])


def synthetic(base: Trace, n: int, layers: int = 25, seed: int = 1) -> Trace:
    """`n` units resampled from `base` in `layers` layers; each imports one to
    three units of the layer before and, half the time, one of any earlier layer."""
    rng = random.Random(seed)
    width = max(1, n // layers)
    units = []
    for k in range(n):
        like = rng.choice(base.units)
        layer = k // width
        imports: set[str] = set()
        if layer > 0:
            before = range((layer - 1) * width, layer * width)
            imports |= {f"u{j}" for j in rng.sample(before, min(len(before), rng.randint(1, 3)))}
            if rng.random() < 0.5:
                imports.add(f"u{rng.randrange(0, layer * width)}")
        units.append(Unit(f"u{k}", like.seconds, tuple(sorted(imports)), like.source, like.object, like.interface,
                          like.front))
    return Trace(f"generated-{n}", tuple(units), base.link * n / len(base.units), base.fixed * n / len(base.units))


def simulate(trace: Trace, workers: int, rtt: float, bandwidth: float, split: bool = False) -> float:
    """Predicted wall seconds of `trace` on `workers` remote workers (module
    docstring). `split`: a unit's importers may start once its interface is
    uploaded (what ldriver does locally; remotely it would take an action of
    its own), not only once its object is."""
    by_id = {u.id: u for u in trace.units}
    users: dict[str, list[str]] = {u.id: [] for u in trace.units}
    for u in trace.units:
        for d in u.imports:
            users[d].append(u.id)

    def inputs(u: Unit) -> float:
        return 2 * rtt + (u.source + sum(by_id[d].interface for d in u.imports)) / bandwidth

    def cost(u: Unit) -> float:
        return inputs(u) + u.seconds + rtt + (u.object + u.interface) / bandwidth

    def interface_ready(u: Unit) -> float:
        return inputs(u) + u.front + rtt + u.interface / bandwidth if split else cost(u)

    priority: dict[str, float] = {}
    for u in reversed(trace.units):
        priority[u.id] = cost(u) + max((priority[v] for v in users[u.id]), default=0.0)
    missing = {u.id: len(u.imports) for u in trace.units}
    order = {u.id: i for i, u in enumerate(trace.units)}
    ready = [(-priority[u.id], order[u.id], u.id) for u in trace.units if not u.imports]
    heapq.heapify(ready)
    events: list[tuple[float, int, str]] = []  # (time, 0 interface known / 1 worker free, unit)
    busy = 0
    finished: list[tuple[float, str]] = []
    now = 0.0
    while ready or events:
        while ready and busy < workers:
            _, _, uid = heapq.heappop(ready)
            busy += 1
            heapq.heappush(events, (now + interface_ready(by_id[uid]), 0, uid))
            heapq.heappush(events, (now + cost(by_id[uid]), 1, uid))
        now, kind, uid = heapq.heappop(events)
        if kind == 1:
            busy -= 1
            finished.append((now, uid))
            continue
        for v in users[uid]:
            missing[v] -= 1
            if missing[v] == 0:
                heapq.heappush(ready, (-priority[v], order[v], v))
    client = 0.0
    for done, uid in sorted(finished):
        client = max(client, done) + by_id[uid].object / bandwidth
    return trace.fixed + client + rtt + trace.link


def bounds(trace: Trace, rtt: float, bandwidth: float) -> tuple[float, float]:
    """(critical path with the per-action overheads, everything the client must download)."""
    sys.path.insert(0, str(REPO))
    from ldriver.schedule import critical_path

    by_id = {u.id: u for u in trace.units}
    times = {u.id: (3 * rtt + (u.source + sum(by_id[d].interface for d in u.imports) + u.object + u.interface)
                    / bandwidth + u.seconds, u.imports) for u in trace.units}
    length, _ = critical_path(times)
    return length, sum(u.object for u in trace.units) / bandwidth


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("traces", nargs="*", default=[])
    parser.add_argument("--project", type=Path, default=HAMLET, help="with record: the MLB file")
    parser.add_argument("-o", type=Path, default=DEFAULT_TRACE, help="with record: the trace to write")
    parser.add_argument("--workers", default="1,2,4,16,64")
    parser.add_argument("--net", nargs="*", default=["0:0", "1:1000", "10:100", "50:10"],
                        help="round trip ms : bandwidth MB/s (0:0 = no network cost)")
    parser.add_argument("--synthetic", type=int, default=2000, help="units of the generated trace (0: none)")
    args = parser.parse_args()
    if args.traces[:1] == ["record"]:
        record(args.project, args.o)
        return
    traces = [load(Path(p)) for p in args.traces] or [load(DEFAULT_TRACE)]
    if args.synthetic:
        traces.append(synthetic(traces[0], args.synthetic))
    counts = [int(n) for n in args.workers.split(",")]
    for trace in traces:
        total = sum(u.seconds for u in trace.units)
        print(f"\n{trace.name}: {len(trace.units)} units, {total:.1f} s of compiling, link {trace.link:.2f} s, "
              f"client's fixed work {trace.fixed:.2f} s")
        print(f"{'actions':<8}{'rtt ms':>7} {'MB/s':>6} " + " ".join(f"{'N=' + str(n):>8}" for n in counts)
              + f" {'crit.path':>10} {'download':>9}")
        for split in (False, True):
            for net in args.net:
                ms, mbps = (float(x) for x in net.split(":"))
                rtt, bandwidth = ms / 1000, (mbps * 1e6 if mbps else float("inf"))
                times = [simulate(trace, n, rtt, bandwidth, split) for n in counts]
                path, download = bounds(trace, rtt, bandwidth)
                print(f"{'split' if split else 'whole':<8}{ms:>7g} {mbps if mbps else float('inf'):>6g} "
                      + " ".join(f"{t:>8.2f}" for t in times) + f" {path:>10.2f} {download:>9.2f}")


if __name__ == "__main__":
    main()
