"""Line dedupe across pages: one seen-set per site, pages in record order
(homepage first, then key pages by kind priority), so navigation, footer and
cookie banner are read once, on the homepage."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

    from sitebrief.items import SiteBrief


class DedupePipeline:
    def __init__(self, crawler: Crawler):
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_item(self, item: SiteBrief) -> SiteBrief:
        seen: set[str] = set()
        for page in item.pages:
            unique = []
            for line in page.lines:
                if line not in seen:
                    seen.add(line)
                    unique.append(line)
            page.text = "\n".join(unique)
        return item
