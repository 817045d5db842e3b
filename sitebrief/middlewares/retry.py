"""Retries, as the brief wants them (replaces Scrapy's RetryMiddleware):

- 429 and 503 are a server asking us to wait: retried once, and only when
  ``Retry-After`` (seconds or an HTTP date) is within ``SITEBRIEF_MAX_RETRY_AFTER``
  — never sooner than it says;
- other 5xx and transient network errors (reset, timeout): once (``RETRY_TIMES``);
- DNS, TLS, private-address and other 4xx failures: never (see ``RETRY_EXCEPTIONS``
  and ``RETRY_HTTP_CODES`` in the settings).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING

from scrapy.downloadermiddlewares.retry import RetryMiddleware as ScrapyRetryMiddleware
from scrapy.utils.response import response_status_message

from sitebrief import settings as defaults

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


class RetryMiddleware(ScrapyRetryMiddleware):
    THROTTLE_STATUSES = frozenset({429, 503})

    def __init__(self, crawler: Crawler):
        super().__init__(crawler.settings)
        self.crawler = crawler
        self.max_retry_after = crawler.settings.getfloat(
            "SITEBRIEF_MAX_RETRY_AFTER", defaults.SITEBRIEF_MAX_RETRY_AFTER
        )

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_response(  # type: ignore[override]
        self, request: Request, response: Response
    ) -> Request | Response:
        if response.status not in self.THROTTLE_STATUSES or request.meta.get("dont_retry"):
            return super().process_response(request, response)
        wait = retry_after(response.headers.get(b"Retry-After"))
        stats = self.crawler.stats
        assert stats is not None
        if wait is None or wait > self.max_retry_after:
            stats.inc_value(f"retry/throttled_not_retried/{response.status}")
            return response
        await asyncio.sleep(wait)
        return self._retry(request, response_status_message(response.status)) or response
