"""`run_deep(fn)`: run a compiler phase where deep recursion is safe.

The phases recurse over the program's nesting (recursive descent, structural
recursion over trees, interpreters following the program's own calls), and real
programs nest deeply (long `::` chains, `else if` cascades, million-deep ML
recursion in the reference interpreters). `run_deep` runs `fn` on a thread with
a large stack and a high recursion limit, and hands back its result or the
exception it raised.
"""
from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

DEFAULT_STACK_BYTES = 1024 * 1024 * 1024
DEFAULT_RECURSION_LIMIT = 1_000_000
_MIN_STACK_BYTES = 64 * 1024 * 1024


def run_deep(fn: Callable[[], T], stack_bytes: int = DEFAULT_STACK_BYTES,
             recursion_limit: int = DEFAULT_RECURSION_LIMIT) -> T:
    """Run `fn` on a fresh thread with `stack_bytes` of stack and Python's
    recursion limit raised to `recursion_limit`; re-raise what it raises."""
    result: list[T] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            result.append(fn())
        except BaseException as exc:  # handed back to the calling thread
            failure.append(exc)

    old_limit = sys.getrecursionlimit()
    old_size = threading.stack_size()
    sys.setrecursionlimit(max(old_limit, recursion_limit))
    try:
        size = stack_bytes
        while True:
            threading.stack_size(size)
            worker = threading.Thread(target=target, name="ldriver-deep")
            try:
                worker.start()
                break
            except RuntimeError:
                # The system would not map that much stack (strict overcommit):
                # settle for less; only the deepest programs need it all.
                if size <= _MIN_STACK_BYTES:
                    raise
                size //= 2
        worker.join()
    finally:
        threading.stack_size(old_size)
        sys.setrecursionlimit(old_limit)
    if failure:
        raise failure[0]
    return result[0]
