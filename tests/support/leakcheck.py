"""An extension for tests: when the spider closes (every record written),
count the Readings and Requests of briefs still alive after a full garbage
collection, into the stats (``test/live_readings``, ``test/live_requests``)."""

from __future__ import annotations

import gc
from typing import Any

from scrapy import Request, signals

from sitebrief.brief.reading import Reading


class LeakCheck:
    def __init__(self, crawler: Any):
        self.stats = crawler.stats
        crawler.signals.connect(self.count, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Any) -> LeakCheck:
        return cls(crawler)

    def count(self) -> None:
        gc.collect()
        objects = gc.get_objects()
        self.stats.set_value("test/live_readings", sum(isinstance(o, Reading) for o in objects))
        self.stats.set_value(
            "test/live_requests",
            sum(isinstance(o, Request) and not o.url.startswith("data:") for o in objects),
        )
