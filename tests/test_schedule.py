"""`ldriver build --report=schedule` and the critical path under it
(`ldriver.schedule`)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from ldriver.schedule import critical_path


def test_critical_path_takes_the_longest_chain() -> None:
    # a -> b -> d and a -> c -> d: the chain through c is longer.
    units = {"a": (1.0, ()), "b": (2.0, ("a",)), "c": (5.0, ("a",)), "d": (1.5, ("b", "c")), "e": (7.0, ())}
    assert critical_path(units) == (7.5, ["a", "c", "d"])
    assert critical_path({"x": (0.5, ("outside",))}) == (0.5, ["x"])  # unknown deps are ignored
    assert critical_path({}) == (0.0, [])


def test_schedule_report(tmp_path: Path) -> None:
    (tmp_path / "a.sml").write_text("structure A = struct fun f x = x + 1 end\n")
    (tmp_path / "b.sml").write_text("structure B = struct fun g x = A.f x * 2 end\n")
    (tmp_path / "c.sml").write_text("structure C = struct fun h x = x - 1 end\n")
    (tmp_path / "main.sml").write_text('val () = print (Int.toString (B.g (C.h 3)) ^ "\\n")\n')
    (tmp_path / "app.mlb").write_text("$(SML_LIB)/basis/basis.mlb\na.sml\nb.sml\nc.sml\nmain.sml\n")

    def report() -> list[str]:
        proc = subprocess.run([sys.executable, "-m", "ldriver", "build", "app.mlb", "--report=schedule"],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout.splitlines()

    lines = report()
    log = json.loads((tmp_path / "_build" / "log" / "last-build.json").read_text())
    seconds = {u["unit"]: u["seconds"] for u in log["units"] if u["action"] == "compiled"}
    assert set(seconds) == {"a.sml", "b.sml", "c.sml", "main.sml"}
    rows = {line.split()[0]: line.split()[1:] for line in lines[1:5]}
    assert {unit: float(row[1]) for unit, row in rows.items()} == {u: round(s, 3) for u, s in seconds.items()}
    assert lines[5] == f"compiled: 4 units, {sum(seconds.values()):.3f} s"
    # main imports b and c, b imports a: the path is a b main or c main, whichever is longer.
    path = ["a.sml", "b.sml", "main.sml"] if seconds["a.sml"] + seconds["b.sml"] >= seconds["c.sml"] \
        else ["c.sml", "main.sml"]
    assert lines[6].startswith(f"critical path: {sum(seconds[u] for u in path):.3f} s, {len(path)} units")
    assert [line.split()[0] for line in lines[7:]] == path
    assert report() == ["schedule: no unit was compiled"]
