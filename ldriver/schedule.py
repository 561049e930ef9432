"""What bounds a build's wall time: each unit's compile time and the
critical path, the chain of dependent compilations whose times add up to the
most (`ldriver build --report=schedule`; benchmarks/remote_sim.py replays a
recorded build on N remote workers with the same rule).

    critical_path(units) -> (seconds, [unit ids, first to last])
        units: {id: (seconds, deps)} in an order where deps come first
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence


def critical_path(units: Mapping[str, tuple[float, Sequence[str]]]) -> tuple[float, list[str]]:
    """The longest chain of `units` (each waits for all of its `deps`, which
    are among `units` or ignored): with unlimited workers and free transfers,
    no schedule finishes sooner than its length."""
    finish: dict[str, float] = {}
    before: dict[str, str | None] = {}
    for uid, (seconds, deps) in units.items():
        known = [d for d in deps if d in finish]
        last = max(known, key=lambda d: finish[d], default=None)
        before[uid] = last
        finish[uid] = seconds + (finish[last] if last is not None else 0.0)
    if not finish:
        return 0.0, []
    end: str | None = max(finish, key=lambda u: finish[u])
    total = finish[end]
    path = []
    while end is not None:
        path.append(end)
        end = before[end]
    return total, path[::-1]


__all__ = ["critical_path"]
