"""`ldriver watch`: real file edits under a running watcher, bounded waits for
the status line of each rebuild, `--run` reruns, Ctrl-C ends it cleanly."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

WAIT = 120.0


class Watcher:
    def __init__(self, root: Path, *args: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "ldriver", "watch", *args], cwd=root,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        self.out: list[str] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._read, args=(self.proc.stderr, self.lines), daemon=True).start()
        threading.Thread(target=self._read, args=(self.proc.stdout, self.out), daemon=True).start()

    def _read(self, stream, into: list[str]) -> None:  # type: ignore[no-untyped-def]
        for line in stream:
            with self.lock:
                into.append(line.rstrip("\n"))

    def wait_status(self, count: int) -> list[str]:
        """The first `count` status lines, waiting for them (bounded)."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            with self.lock:
                status = [l for l in self.lines if "waiting for filesystem changes" in l]
            if len(status) >= count:
                return status
            assert self.proc.poll() is None, "\n".join(self.lines)
            time.sleep(0.05)
        raise AssertionError("no rebuild within the time limit:\n" + "\n".join(self.lines))

    def wait_output(self, text: str) -> None:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            with self.lock:
                if text in self.out:
                    return
            time.sleep(0.05)
        raise AssertionError(f"{text!r} never printed; stdout: {self.out}")

    def stop(self) -> int:
        self.proc.send_signal(signal.SIGINT)
        return self.proc.wait(timeout=30)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "greet.sml").write_text('structure Greet = struct val word = "one" end\n')
    (tmp_path / "main.sml").write_text('val () = print (Greet.word ^ "\\n")\n')
    (tmp_path / "app.mlb").write_text("greet.sml\nmain.sml\n")
    return tmp_path


def _edit(path: Path, text: str) -> None:
    path.write_text(text)
    # Distinct mtimes even on coarse file systems.
    now = time.time() + 1
    os.utime(path, (now, now))


def test_rebuilds_on_edits_errors_and_new_mlb(project: Path) -> None:
    w = Watcher(project, "app.mlb")
    try:
        assert w.wait_status(1) == ["Success, waiting for filesystem changes…"]
        _edit(project / "greet.sml", 'structure Greet = struct val word = 2 + "x" end\n')
        status = w.wait_status(2)
        assert status[1].endswith("error, waiting for filesystem changes…")
        assert any("greet.sml:1:" in l for l in w.lines)
        _edit(project / "greet.sml", 'structure Greet = struct val word = "two" end\n')
        assert w.wait_status(3)[2] == "Success, waiting for filesystem changes…"
        # A new file named by an edited MLB.
        (project / "extra.sml").write_text('val () = print "extra\\n"\n')
        _edit(project / "app.mlb", "greet.sml\nmain.sml\nextra.sml\n")
        assert w.wait_status(4)[3] == "Success, waiting for filesystem changes…"
        # Files under _build/ never trigger a rebuild.
        (project / "_build" / "noise.sml").write_text("val x = 1\n")
        time.sleep(1.5)
        assert len(w.wait_status(4)) == 4
    finally:
        assert w.stop() == 0


def test_run_reruns_the_program(project: Path) -> None:
    w = Watcher(project, "app.mlb", "--run")
    try:
        w.wait_output("one")
        _edit(project / "greet.sml", 'structure Greet = struct val word = "three" end\n')
        w.wait_output("three")
    finally:
        assert w.stop() == 0
