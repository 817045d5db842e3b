"""Character budgets, cut at whole lines: the homepage and each key page get
their own; a key page left with too little unique text is dropped (not
replaced). Sets each page's ``chars`` to the length of the text kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sitebrief.config import Config
from sitebrief.rules import keyrecord

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

    from sitebrief.items import Page, SiteBrief


def cut(lines: list[str], budget: int) -> list[str]:
    """The longest prefix of whole lines whose joined text fits the budget.

    A first line longer than the whole budget (a page with no block
    structure) is cut at the last space that fits instead: whole lines
    would otherwise leave nothing at all.
    """
    kept: list[str] = []
    size = 0
    for line in lines:
        size += len(line) + (1 if kept else 0)
        if size > budget:
            if not kept:
                head = line[: budget - 1].rsplit(" ", 1)[0]
                kept.append(head + "…")
            break
        kept.append(line)
    return kept


class Budgets:
    """The budget rules, shared with the dedupe pipeline (which must know what
    a page will keep, since a page loses a line only to a page that keeps it)."""

    def __init__(self, config: Config):
        self.home_budget = config.home_budget
        self.page_budget = config.page_budget
        self.min_page_chars = config.min_page_chars

    def thin(self, page: Page) -> bool:
        """A key page with too little text of its own is dropped, not cut."""
        return page.kind != "home" and len(page.text) < self.min_page_chars

    def kept(self, page: Page) -> list[str]:
        return cut(page.lines, self.home_budget if page.kind == "home" else self.page_budget)


class BudgetPipeline:
    def __init__(self, crawler: Crawler):
        self.budgets = Budgets(Config.of(crawler))
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_item(self, item: SiteBrief) -> SiteBrief:
        kept_pages = []
        for page in item.pages:
            if self.budgets.thin(page):
                assert self.stats is not None
                self.stats.inc_value("brief/page_dropped/thin")
                # Its own text was long enough: the dedupe took it, an earlier page states it.
                # ("full": its own content was already too short, whatever the dedupe did.)
                repeated = page.extraction == "main" and page.chars >= self.budgets.min_page_chars
                outcome = keyrecord.REPEATED if repeated else keyrecord.THIN
                keyrecord.left_out(item.key_pages, page.kind, page.url, outcome)
                continue
            page.text = "\n".join(self.budgets.kept(page))
            page.chars = len(page.text)
            kept_pages.append(page)
        item.pages = kept_pages
        return item
