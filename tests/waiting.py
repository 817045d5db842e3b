"""Waiting on what no event signals: a file another process writes, a key in
Redis, a daemon's answer. The condition decides; the time limit is only a
safety net that fails the test saying what never happened. (A loopback
server's own requests are waited on with ``LoopbackServer.wait_for``.)"""

from __future__ import annotations

import time
from collections.abc import Callable

POLL = 0.05  # how often the condition is looked at again, not how long anything takes


def until(
    condition: Callable[[], object],
    what: str,
    timeout: float = 60,
    ignore: tuple[type[BaseException], ...] = (),
) -> None:
    """Return as soon as ``condition()`` is truthy; fail after ``timeout`` s.
    Exceptions of the ``ignore`` types count as "not yet" (a daemon starting)."""
    give_up = time.monotonic() + timeout
    while True:
        try:
            if condition():
                return
        except ignore:
            pass
        if time.monotonic() > give_up:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(POLL)
