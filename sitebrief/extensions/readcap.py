"""Read a response to a cap and keep what came, instead of failing it:
``Request.meta[READ_TO] = N`` stops the download after N bytes and hands the
body read so far on (``StopDownload(fail=False)``), the way robots.txt is read
to its limit. For files that are useful in part and often big (llms-full.txt),
where ``download_maxsize`` would fail the whole response.

A compressed answer gets a bounded decompression (four times N) rather than none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scrapy import signals
from scrapy.exceptions import StopDownload

if TYPE_CHECKING:
    from typing import Self

    from scrapy import Request
    from scrapy.crawler import Crawler
    from scrapy.http import Headers

READ_TO = "sitebrief_read_to"
_READ = "sitebrief_read_bytes"


class ReadCap:
    def __init__(self, crawler: Crawler):
        self.stats = crawler.stats
        crawler.signals.connect(self._received, signal=signals.bytes_received)
        crawler.signals.connect(self._headers, signal=signals.headers_received)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    @staticmethod
    def meta(cap: int) -> dict[str, Any]:
        """The meta of a request read to ``cap`` bytes."""
        return {READ_TO: cap, "download_maxsize": 0, "download_warnsize": 0}

    def _received(self, data: bytes, request: Request, **kwargs: Any) -> None:
        cap = request.meta.get(READ_TO)
        if cap is None:
            return
        received = request.meta.get(_READ, 0) + len(data)
        request.meta[_READ] = received
        if received >= cap:
            assert self.stats is not None
            self.stats.inc_value("readcap/truncated")
            raise StopDownload(fail=False)

    def _headers(self, headers: Headers, request: Request, **kwargs: Any) -> None:
        cap = request.meta.get(READ_TO)
        if cap is not None and headers.get(b"Content-Encoding"):
            request.meta["download_maxsize"] = 4 * cap
