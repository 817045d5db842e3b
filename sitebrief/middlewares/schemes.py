"""Only ``http`` and ``https`` are ever fetched, whoever asks: a robots.txt
``Sitemap:`` line, a redirect, a logo candidate, a key page, the browser.

Scrapy's ``file``, ``ftp`` and ``s3`` handlers are switched off in the
settings too; this middleware is the one rule in front of every handler, so
an address a site names can neither read a local file nor reach a host
behind the resolver's back. The refusal names the scheme only, never the
path, so a site cannot learn which local files exist.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scrapy.utils.httpobj import urlparse_cached

from sitebrief.errors import NotWebAddress
from sitebrief.keys import START_REQUEST

if TYPE_CHECKING:
    from typing import Self

    from scrapy import Request
    from scrapy.crawler import Crawler

WEB_SCHEMES = frozenset({"http", "https"})


class SchemeGuardMiddleware:
    def __init__(self, crawler: Crawler):
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_request(self, request: Request) -> None:
        scheme = urlparse_cached(request).scheme
        if scheme in WEB_SCHEMES:
            return
        # The spider's own data: requests start each brief; no site can make one.
        if scheme == "data" and request.meta.get(START_REQUEST):
            return
        assert self.stats is not None
        self.stats.inc_value(f"net/refused/scheme/{scheme or 'none'}"[:60])
        raise NotWebAddress(scheme)
