"""What a long build or publish shows while it runs (the `build.Progress`
events, on stderr).

    reporter(verbosity, label="") -> Reporter | None

- On a terminal: one live line, rewritten in place and cleared at the end:
  `[12/217] compiling syntax/Source.sml (+1)  3.2s` (units done / total,
  the unit compiling and how many more are, the time since the start).
- In a pipe or a CI log: plain lines, at most one every `PLAIN_EVERY`
  seconds (`[12/217] 3.2s`), so a long build is seen to advance and a short
  one prints nothing.
- `--verbose` (verbosity 2): a plain line per unit compiled and per link,
  terminal or not. `--quiet` (verbosity 0): nothing.
A `label` goes in front of every line; `announce`, if given, is printed
as a plain line with the first event (in a pipe: the first run's wait for
the Basis library is explained at once).
"""
from __future__ import annotations

import sys
import time
from typing import TextIO

from ldriver.engine.build import Progress

PLAIN_EVERY = 10.0
"""Seconds between two plain progress lines."""
_REDRAW_EVERY = 0.1
"""Seconds between two redraws of the live line."""


class Reporter:
    """Shows `Progress` events on `stream` (module docstring)."""

    def __init__(self, stream: TextIO, live: bool, verbose: bool, label: str = "", announce: str | None = None) -> None:
        self.stream = stream
        self.live = live
        self.verbose = verbose
        self.label = label
        self.announce = announce
        self.shown = False  # a live line is on the terminal
        self.last = -PLAIN_EVERY  # when the last line was drawn or printed
        self.start = time.monotonic()

    def __call__(self, event: Progress) -> None:
        now = time.monotonic()
        if self.announce is not None and not self.live:
            self._line(self.announce, labelled=False)  # the announcement names its subject
            self.announce = None
        if self.verbose and (event.compiled is not None or event.phase == "linking"):
            what = f"compiled {event.compiled}" if event.compiled is not None else "linking"
            self._line(f"[{event.done}/{event.total}] {what}  {event.seconds:.1f}s")
        if self.live:
            if now - self.last >= _REDRAW_EVERY or event.phase == "linking":
                self.last = now
                self.stream.write("\r\x1b[K" + self.label + _describe(event))
                self.stream.flush()
                self.shown = True
        elif not self.verbose and now - self.start >= PLAIN_EVERY and now - self.last >= PLAIN_EVERY:
            self.last = now
            self._line(f"[{event.done}/{event.total}] {event.phase}  {event.seconds:.0f}s")

    def _line(self, text: str, labelled: bool = True) -> None:
        self.clear()
        self.stream.write(f"{self.label if labelled else ''}{text}\n")
        self.stream.flush()

    def clear(self) -> None:
        """Remove the live line (before other output, and at the end)."""
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False


def _describe(event: Progress) -> str:
    if event.phase == "linking":
        return f"[{event.done}/{event.total}] linking  {event.seconds:.1f}s"
    unit = f" {event.compiling[0]}" if event.compiling else ""
    more = f" (+{len(event.compiling) - 1})" if len(event.compiling) > 1 else ""
    return f"[{event.done}/{event.total}] compiling{unit}{more}  {event.seconds:.1f}s"


def reporter(verbosity: int, label: str = "", announce: str | None = None,
             stream: TextIO | None = None) -> Reporter | None:
    """The reporter for a verbosity (0 quiet, 1 normal, 2 verbose) on
    `stream` (stderr), or None when nothing is to be shown."""
    out = stream if stream is not None else sys.stderr
    if verbosity <= 0:
        return None
    return Reporter(out, out.isatty(), verbosity >= 2, label, announce)


__all__ = ["PLAIN_EVERY", "Reporter", "reporter"]
