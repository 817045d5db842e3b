"""Retries, as the brief wants them (replaces Scrapy's RetryMiddleware):

- 429 and 503 are a server asking us to wait: retried once, and only when
  ``Retry-After`` (seconds or an HTTP date) is within ``SITEBRIEF_MAX_RETRY_AFTER``;
  and the whole host slows down, not just this request: its download slot is
  held until Retry-After has passed (no request to it goes sooner) and its
  delay doubles for the rest of the run (a host without one gets twice its
  measured response time). For 503 only when it says Retry-After;
- other 5xx and transient network errors (reset, timeout): once (``RETRY_TIMES``);
- a bot check (sitebrief/rules/walls.py), whatever its status: never;
- DNS, TLS, private-address and other 4xx failures: never (see ``RETRY_EXCEPTIONS``
  and ``RETRY_HTTP_CODES`` in the settings).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from time import monotonic
from typing import TYPE_CHECKING

from scrapy.downloadermiddlewares.retry import RetryMiddleware as ScrapyRetryMiddleware
from scrapy.http import TextResponse
from scrapy.utils.response import response_status_message

from sitebrief.config import Config
from sitebrief.net.slots import site_slot
from sitebrief.rules import walls

if TYPE_CHECKING:
    from typing import Self

    from scrapy import Request
    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)


def retry_after(value: bytes | None, now: datetime | None = None) -> float | None:
    """Seconds to wait from a Retry-After header, or None when absent or unreadable."""
    if not value:
        return None
    text = value.decode("latin-1").strip()
    if text.isdigit():
        return float(text)
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - (now or datetime.now(UTC))).total_seconds())


def _bot_check(response: Response) -> bool:
    headers = {
        key.decode("latin-1").lower(): b", ".join(values).decode("latin-1")
        for key, values in response.headers.items()
    }
    html = response.text if isinstance(response, TextResponse) else ""
    return walls.bot_check(response.status, headers, html, "", thin=True) is not None


class RetryMiddleware(ScrapyRetryMiddleware):
    THROTTLE_STATUSES = frozenset({429, 503})

    def __init__(self, crawler: Crawler):
        super().__init__(crawler.settings)
        self.crawler = crawler
        config = Config.of(crawler)
        self.max_retry_after = config.max_retry_after
        self.max_delay = config.max_crawl_delay

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_response(  # type: ignore[override]
        self, request: Request, response: Response
    ) -> Request | Response:
        if response.status >= 400 and _bot_check(response):
            # A bot check answers every retry alike: never retried around.
            assert self.crawler.stats is not None
            self.crawler.stats.inc_value(f"retry/bot_check_not_retried/{response.status}")
            return response
        if response.status not in self.THROTTLE_STATUSES or request.meta.get("dont_retry"):
            return super().process_response(request, response)
        wait = retry_after(response.headers.get(b"Retry-After"))
        if response.status == 429 or wait is not None:
            self._slow_down(request, wait)
        if wait is None or wait > self.max_retry_after:
            assert self.crawler.stats is not None
            self.crawler.stats.inc_value(f"retry/throttled_not_retried/{response.status}")
            return response
        # The slot holds the retry until Retry-After has passed.
        return self._retry(request, response_status_message(response.status)) or response

    def _slow_down(self, request: Request, wait: float | None) -> None:
        key, slot = site_slot(self.crawler, request)
        if slot is None:
            return
        latency = float(request.meta.get("download_latency") or 0.1)
        slot.delay = min(max(2 * slot.delay, 2 * latency), self.max_delay)
        if wait is not None:
            # Slot.lastseen is when the slot last sent; the next request waits
            # delay after it, so this holds every request for at least `wait`.
            slot.lastseen = max(slot.lastseen, monotonic() + min(wait, self.max_retry_after))
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value("retry/slowed_down")
        logger.info("%s asked us to slow down: delay now %.2f s", key, slot.delay)
