"""Dedupe across pages by block, pages in record order (homepage first, then
key pages by kind priority): a page loses what the record already carries —
on an earlier page, within that page's budget. So the site's chrome is read
once, a line the homepage's budget cut still reaches the record from a key
page, and repetition inside one page (a pricing table's "Choose plan" per
plan) stays: it belongs to that page's structure.

A block is a heading and the lines under it (a card, a plan, a quote with
its author, a FAQ pair): it is kept whole while any of its lines is new, so
a plan keeps the product name above it and a quote its author; it is left
out whole when the record carries all of it. A heading stays while anything
under it (its sub-blocks included) stays. Lines before the first heading are
judged one by one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sitebrief.config import Config
from sitebrief.pipelines.budget import Budgets

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

    from sitebrief.items import SiteBrief


def _level(line: str) -> int:
    """A heading line's level ("## Pricing": 2), 0 for any other line."""
    marks = len(line) - len(line.lstrip("#"))
    return marks if 0 < marks <= 6 and line[marks : marks + 1] == " " else 0


def new_blocks(lines: list[str], carried: set[str]) -> list[str]:
    """The lines of the blocks that hold anything the record does not carry yet."""
    fresh = [line not in carried for line in lines]
    levels = [_level(line) for line in lines]
    keep = list(fresh)
    # A block: from a heading to the next heading of any level; whole while any line is new.
    start = None
    for index in range(len(lines) + 1):
        if index == len(lines) or levels[index]:
            if start is not None and any(fresh[start:index]):
                keep[start:index] = [True] * (index - start)
            start = index if index < len(lines) else None
    # A heading stays while anything under it does (to the next heading of its level or higher).
    for index, level in enumerate(levels):
        if level and not keep[index]:
            end = next(
                (j for j in range(index + 1, len(lines)) if 0 < levels[j] <= level), len(lines)
            )
            keep[index] = any(keep[index + 1 : end])
    return [line for line, kept in zip(lines, keep, strict=True) if kept]


class DedupePipeline:
    def __init__(self, crawler: Crawler):
        self.budgets = Budgets(Config.of(crawler))

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_item(self, item: SiteBrief) -> SiteBrief:
        carried: set[str] = set()
        for page in item.pages:
            page.text = "\n".join(new_blocks(page.lines, carried))
            if not self.budgets.thin(page):
                carried.update(self.budgets.kept(page))
        return item
