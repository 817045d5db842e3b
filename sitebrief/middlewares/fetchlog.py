"""Records every request a brief makes, failures included, in the list the
request carries in ``meta["sitebrief_fetches"]`` (redirect hops, retries and
robots.txt fetches inherit it). Sits next to the downloader so each entry is
one real exchange with a server."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sitebrief.errors import RobotsDisallowed
from sitebrief.items import now
from sitebrief.keys import FETCH_LOG

if TYPE_CHECKING:
    from typing import Self

    from scrapy import Request
    from scrapy.crawler import Crawler
    from scrapy.http import Response


class FetchLogMiddleware:
    def __init__(self, crawler: Crawler):
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    @staticmethod
    def _log(request: Request, **entry: Any) -> None:
        fetches = request.meta.get(FETCH_LOG)
        # A render is no exchange with a server: the browser's own requests,
        # routed through the downloader, are logged instead.
        if fetches is not None and not request.meta.get("playwright"):
            fetches.append({"url": request.url, **entry, "fetched_at": now()})

    async def process_response(self, request: Request, response: Response) -> Response:
        self._log(
            request,
            final_url=response.url,
            status=response.status,
            error=None,
            bytes=len(response.body),
        )
        return response

    async def process_exception(self, request: Request, exception: Exception) -> None:
        if isinstance(exception, RobotsDisallowed):
            return  # never sent: the record lists it under robots.refused
        self._log(
            request,
            final_url=None,
            status=None,
            error=f"{type(exception).__name__}: {exception}",
            bytes=0,
        )
