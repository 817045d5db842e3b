"""Sets our honest User-Agent on every request (replaces Scrapy's
UserAgentMiddleware, whose value could drift from the robots.txt token)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sitebrief.config import Config

if TYPE_CHECKING:
    from typing import Self

    from scrapy import Request
    from scrapy.crawler import Crawler


class IdentityMiddleware:
    def __init__(self, crawler: Crawler):
        self.user_agent = Config.of(crawler).user_agent

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_request(self, request: Request) -> None:
        request.headers[b"User-Agent"] = self.user_agent
