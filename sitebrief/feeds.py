"""Feed storage for local files and standard output that writes each record
through as soon as it is exported (a cancelled or killed job keeps every
finished record) and notices when one can't be written.

Scrapy's feed exporter opens its file at the first record and writes from
its ``item_scraped`` handler, where an error is only logged: a full disk
(``-O /dev/full``), a directory or an unwritable path would lose every
record with exit code 0, and a queue worker would acknowledge records that
exist nowhere. Here a failed open or write is one CRITICAL line, the stats
``feed/failed`` (the flag that exit codes, counts and acknowledgements ask),
and a graceful stop of the run: the records still in flight are lost too.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import os
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from scrapy.extensions.feedexport import FileFeedStorage as ScrapyFileFeedStorage
from scrapy.extensions.feedexport import StdoutFeedStorage as ScrapyStdoutFeedStorage

if TYPE_CHECKING:
    from typing import Self

    from scrapy import Spider
    from scrapy.crawler import Crawler
    from scrapy.statscollectors import StatsCollector

logger = logging.getLogger(__name__)

FAILED = "feed/failed"


def failed(stats: StatsCollector | None) -> bool:
    """Whether a record of this run could not be written to a feed."""
    return bool(stats is not None and stats.get_value(FAILED))


class _Sink(io.RawIOBase):
    """What the exporter writes to: every write goes out whole, or the run stops."""

    def __init__(self, crawler: Crawler, where: str, raw: IO[bytes] | None, error: str | None):
        super().__init__()
        self.crawler = crawler
        self.where = where
        self.raw = raw
        self.error = error  # set once a write (or the open) failed: nothing more is written

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        if self.error is None and self.raw is not None:
            try:
                self._write_all(view)
            except OSError as exc:
                self.error = exc.strerror or str(exc)
        if self.error is not None:
            self._lost()
        return len(view)

    def _write_all(self, view: memoryview) -> None:
        # A raw write may be short (a full disk, a signal): loop, and on failure cut
        # a partial line off again where the file allows it.
        assert self.raw is not None
        start = None
        with contextlib.suppress(OSError):
            start = self.raw.tell()
        try:
            done = 0
            while done < len(view):
                wrote = self.raw.write(view[done:])
                if not wrote:
                    raise OSError(28, os.strerror(28))
                done += wrote
            self.raw.flush()
        except OSError:
            if start is not None:
                with contextlib.suppress(OSError, ValueError):
                    self.raw.truncate(start)
            raise

    def _lost(self) -> None:
        stats = self.crawler.stats
        assert stats is not None
        if stats.get_value(FAILED):
            return
        stats.set_value(FAILED, 1)
        logger.critical(
            "Could not write a record to %s (%s): the run stops; records not written are "
            "not counted and, with a queue, not acknowledged",
            self.where, self.error,
        )  # fmt: skip
        if self.crawler.crawling:
            _stops.add(task := asyncio.ensure_future(self.crawler.stop_async()))
            task.add_done_callback(_stops.discard)

    def flush(self) -> None:
        if self.raw is not None and not self.raw.closed and self.error is None:
            with contextlib.suppress(OSError):
                self.raw.flush()

    def close(self) -> None:
        if self.raw is not None and not self.raw.closed and self.where != "standard output":
            with contextlib.suppress(OSError):
                self.raw.close()
        super().close()


_stops: set[asyncio.Future[None]] = set()  # the stop tasks, held until done


class _Storage:
    """A feed storage that knows its crawler (a failed write stops it)."""

    def __init__(self, uri: str, crawler: Crawler, *, feed_options: dict[str, Any] | None = None):
        super().__init__(uri, feed_options=feed_options)  # type: ignore[call-arg]
        self.crawler = crawler

    @classmethod
    def from_crawler(
        cls, crawler: Crawler, uri: str, *, feed_options: dict[str, Any] | None = None
    ) -> Self:
        return cls(uri, crawler, feed_options=feed_options)


class FileFeedStorage(_Storage, ScrapyFileFeedStorage):
    def open(self, spider: Spider) -> IO[bytes]:
        path = Path(self.path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # Unbuffered: the JSON-lines exporter writes one record per write().
            raw: IO[bytes] | None = path.open(self.write_mode, buffering=0)
            error = None
        except OSError as exc:
            raw, error = None, exc.strerror or str(exc)
        return _Sink(self.crawler, str(path), raw, error)  # type: ignore[return-value]

    def store(self, file: IO[bytes]) -> None:
        file.close()


class StdoutFeedStorage(_Storage, ScrapyStdoutFeedStorage):
    def open(self, spider: Spider) -> IO[bytes]:
        return _Sink(self.crawler, "standard output", self._stdout, None)  # type: ignore[return-value]

    def store(self, file: IO[bytes]) -> None:
        file.flush()
