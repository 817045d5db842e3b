"""A site with almost no readable text is reported as ``empty``, never
briefed; the record keeps what little text there was, so a person sees why."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sitebrief.config import Config
from sitebrief.rules import problems

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

    from sitebrief.items import SiteBrief


class EmptySitePipeline:
    def __init__(self, crawler: Crawler):
        self.min_chars = Config.of(crawler).empty_site_chars

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_item(self, item: SiteBrief) -> SiteBrief:
        if item.problem is not None or not item.pages or item.domain is None:
            return item
        total = sum(page.chars for page in item.pages)
        if total < self.min_chars:
            problem = problems.empty(
                f"{total} characters of readable text (minimum {self.min_chars})"
            )
            item.problem = problem.as_record(item.domain)
        return item
