"""The command line: exit codes, diagnostic formats, usage errors (docs/conventions.md)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def ldriver(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ldriver", *args],
        capture_output=True, text=True, cwd=cwd or REPO,
    )


def test_check_example_succeeds() -> None:
    proc = ldriver("check", "examples/hello/hello.sml")
    assert proc.returncode == 0, proc.stderr
    assert "error" not in proc.stderr


def test_type_error_is_located_with_source_line(tmp_path: Path) -> None:
    src = tmp_path / "bad.sml"
    src.write_text('val x = 1\nval y = x ^ "a"\n')
    proc = ldriver("check", str(src))
    assert proc.returncode == 1
    lines = proc.stderr.splitlines()
    assert lines[0].startswith(f"{src}:2:")
    assert ": error: " in lines[0]
    assert lines[1] == '   2 | val y = x ^ "a"'
    assert "^" in lines[2]
    assert "Traceback" not in proc.stderr


def test_syntax_error_exit_status(tmp_path: Path) -> None:
    src = tmp_path / "bad.sml"
    src.write_text("val x = let in 1\n")
    proc = ldriver("check", str(src))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{src}:")
    assert "Traceback" not in proc.stderr


def test_json_format(tmp_path: Path) -> None:
    src = tmp_path / "bad.sml"
    src.write_text("val x : int = \"s\"\n")
    proc = ldriver("check", "--error-format=json", str(src))
    assert proc.returncode == 1
    diags = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(diags) == 1
    d = diags[0]
    assert set(d) == {"file", "line", "col", "end_line", "end_col", "severity", "code", "message"}
    assert (d["file"], d["line"], d["severity"], d["code"]) == (str(src), 1, "error", "type-mismatch")


def test_warning_does_not_fail(tmp_path: Path) -> None:
    src = tmp_path / "warn.sml"
    src.write_text("fun f (SOME x) = x\n")
    proc = ldriver("check", str(src))
    assert proc.returncode == 0
    assert ": warning: " in proc.stderr
    assert "nonexhaustive" in proc.stderr


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert ldriver("check", str(tmp_path / "missing.sml")).returncode == 2
    (tmp_path / "notes.txt").write_text("x")
    assert ldriver("check", str(tmp_path / "notes.txt")).returncode == 2
    assert ldriver("frobnicate").returncode == 2


def test_unreadable_bytes_are_a_diagnostic(tmp_path: Path) -> None:
    src = tmp_path / "bin.sml"
    src.write_bytes(b"val x = \xff\xfe\n")
    proc = ldriver("check", str(src))
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr


def test_latin1_bytes_in_a_string_are_an_error_not_changed_bytes(tmp_path: Path) -> None:
    src = tmp_path / "latin1.sml"
    src.write_bytes(b'val s = "caf\xe9"\nval () = print s\n')
    proc = ldriver("check", str(src))
    assert proc.returncode == 1
    assert "latin1.sml:1:13: error: a byte of this constant is not UTF-8 text" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_clean_removes_build_dir(tmp_path: Path) -> None:
    (tmp_path / "_build" / "obj").mkdir(parents=True)
    (tmp_path / "a.sml").write_text("val x = 1\n")
    proc = ldriver("clean", str(tmp_path))
    assert proc.returncode == 0
    assert not (tmp_path / "_build").exists()


def test_modules_example_runs(tmp_path: Path) -> None:
    src = tmp_path / "queues.sml"
    src.write_text((REPO / "examples" / "modules" / "queues.sml").read_text())
    proc = ldriver("run", str(src))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "1.5 2.5 3.5 \n4.5 5.5 6.5 \nthe list queue is empty\n"


def test_project_examples_run(tmp_path: Path) -> None:
    import shutil

    for name, expected in (
        ("heaps", "~3 0 1 5 7 7 12 \napple fig kiwi pear \nthe empty heap has no minimum\n"),
        ("inventory", "anchor x2 @ 49.99\nbolt x150 @ 0.12\nchain x10 @ 3.50\nvalue: 138.98\nmissing: rope\n"),
    ):
        shutil.copytree(REPO / "examples" / name, tmp_path / name)
        proc = ldriver("run", name, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout == expected


def test_project_errors_are_located(tmp_path: Path) -> None:
    (tmp_path / "app.mlb").write_text("a.sml\n$(NOWHERE)/b.sml\n")
    (tmp_path / "a.sml").write_text("val x = 1\n")
    proc = ldriver("build", "app.mlb", cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.startswith("app.mlb:2:1: error:")
    assert "NOWHERE" in proc.stderr
    assert "   2 | $(NOWHERE)/b.sml" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = ldriver("build", "--jobs", "0", "app.mlb", cwd=tmp_path)
    assert proc.returncode == 2
    proc = ldriver("build", "--mlb-path-var", "NOWHERE", "app.mlb", cwd=tmp_path)
    assert proc.returncode == 2 and "NAME=PATH" in proc.stderr


def test_directory_cycle_is_located(tmp_path: Path) -> None:
    (tmp_path / "a.sml").write_text("structure A = struct val x = B.y end\n")
    (tmp_path / "b.sml").write_text("structure B = struct val y = 1 val z = A.x end\n")
    proc = ldriver("build", str(tmp_path))
    assert proc.returncode == 1
    assert "error:" in proc.stderr and "cycle" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_extent_report(tmp_path: Path) -> None:
    """`build --report=extent`: per unit, variables by extent and records by
    place, then a total; a rebuild that reuses the unit reports the same."""
    src = tmp_path / "pairs.sml"
    src.write_text("type r = {a : int, b : int, c : int, d : int, e : int, f : int, g : int, h : int, i : int}\n"
                   "fun sum (r : r, n) = if n = 0 then #a r + #i r else 1 + sum (r, n - 1)\n"
                   "fun start n = if n > 9 then start (n - 1)\n"
                   "              else 1 + sum ({a = n, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = n}, 3)\n"
                   "val _ = print (Int.toString (start 5) ^ \"\\n\")\n")
    reports = []
    for _ in range(2):
        proc = ldriver("build", str(src), "--report=extent", cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        reports.append(proc.stdout)
    assert reports[0] == reports[1]
    header, unit, total = reports[0].splitlines()
    assert header.split() == ["unit", "vars", "R", "S", "H", "S+R", "records", "stack", "stack%"]
    assert unit.split()[0] == "pairs.sml" and total.split()[0] == "total"
    variables, r, s, h = map(int, unit.split()[1:5])
    records, stack = map(int, unit.split()[6:8])
    assert variables == r + s + h > 0 and unit.split()[1:] == total.split()[1:]
    assert records >= 1 and stack >= 1  # the record start passes down a non-tail call
    proc = ldriver("build", str(src), "--report=bogus", cwd=tmp_path)
    assert proc.returncode == 2


def _worker_bug(_: int) -> int:
    return {}[238]


def test_internal_error_in_a_worker_names_the_worker_frame(capsys: pytest.CaptureFixture[str]) -> None:
    """A compiler bug in a compile worker reaches the driver as the future's
    exception; the report names where the worker raised it, not the driver's
    `_compile_all` (issue 29's KeyError: 238 said only that)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from ldriver.cli import _internal_error

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("fork")) as pool:
        future = pool.submit(_worker_bug, 0)
        exc = future.exception()
    assert exc is not None
    with pytest.raises(SystemExit):
        _internal_error(exc)
    err = capsys.readouterr().err
    assert "internal error: KeyError: 238" in err
    assert "in _worker_bug" in err
