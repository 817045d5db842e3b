"""Line dedupe across pages, pages in record order (homepage first, then key
pages by kind priority): a page loses a line only when the record already
carries it — on an earlier page, within that page's budget. So the site's
chrome is read once, a line the homepage's budget cut still reaches the
record from a key page, and repetition inside one page (a pricing table's
"Choose plan" per plan) stays: it belongs to that page's structure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sitebrief.config import Config
from sitebrief.pipelines.budget import Budgets

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

    from sitebrief.items import SiteBrief


class DedupePipeline:
    def __init__(self, crawler: Crawler):
        self.budgets = Budgets(Config.of(crawler))

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_item(self, item: SiteBrief) -> SiteBrief:
        carried: set[str] = set()
        for page in item.pages:
            page.text = "\n".join(line for line in page.lines if line not in carried)
            if not self.budgets.thin(page):
                carried.update(self.budgets.kept(page))
        return item
