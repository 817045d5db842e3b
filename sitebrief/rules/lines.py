"""Reading the files people pass (domains files, previous feeds, reports'
feeds) as a stream of bounded lines (pure).

- ``open_regular``: a regular file, or OSError. Opened without blocking, so a
  FIFO can't hang the run (past SIGTERM), and checked on the open file, so
  nothing is swapped in between; ``/dev/zero`` and other devices are refused.
- ``read``: (line number, bytes) one line at a time, never more than
  ``max_line`` bytes of a line in memory; a longer line is cut there and
  flagged, the rest of it skipped, so one endless line costs nothing.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from typing import BinaryIO

_SKIP = 1 << 16  # bytes read at a time while skipping the rest of a long line


def open_regular(path: str) -> BinaryIO:
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            what = "a folder" if stat.S_ISDIR(mode) else "not a regular file"
            raise OSError(0, f"{what}: give a file")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read(file: BinaryIO, max_line: int) -> Iterator[tuple[int, bytes, bool]]:
    """(number from 1, the line without its end of line, whether it was cut)."""
    number = 0
    while True:
        line = file.readline(max_line + 1)
        if not line:
            return
        number += 1
        cut = len(line) > max_line and not line.endswith(b"\n")
        if cut:
            line = line[:max_line]
            while (rest := file.readline(_SKIP)) and not rest.endswith(b"\n"):
                pass
        yield number, line.rstrip(b"\r\n"), cut
