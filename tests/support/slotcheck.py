"""An extension for tests: for every web response but robots.txt, the pacing of
the download slot it went through, into the stats: ``test/paced/responses``,
``test/paced/min_delay`` and ``test/paced/max_jitter``. A Crawl-delay test
then checks what the downloader was told (Scrapy's slot keeps it) instead of
measuring gaps between arrivals on a busy machine."""

from __future__ import annotations

from typing import Any

from scrapy import signals

from sitebrief.net.slots import site_slot


class SlotCheck:
    def __init__(self, crawler: Any):
        self.crawler = crawler
        self.stats = crawler.stats
        crawler.signals.connect(self.record, signal=signals.response_received)

    @classmethod
    def from_crawler(cls, crawler: Any) -> SlotCheck:
        return cls(crawler)

    def record(self, response: Any, request: Any, **kwargs: Any) -> None:
        if request.meta.get("sitebrief_robots") or not request.url.startswith("http"):
            return  # robots.txt is fetched before the delay is known; data: is no site
        _, slot = site_slot(self.crawler, request)
        self.stats.inc_value("test/paced/responses")
        if slot is None:
            self.stats.inc_value("test/paced/without_a_slot")
            return
        self.stats.min_value("test/paced/min_delay", slot.delay)
        self.stats.max_value("test/paced/max_jitter", slot.jitter)
