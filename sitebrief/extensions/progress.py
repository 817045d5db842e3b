"""A progress line every ``SITEBRIEF_PROGRESS_INTERVAL`` seconds, like
``scrapy.extensions.logstats``: ``Domains: 120 done, 16 in flight, 64
waiting, of 200 (from 205 input lines)`` (duplicates are briefed once).
Counts come from the stats the spider keeps (``brief/total``,
``brief/started``, ``brief/finished``)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from scrapy import signals
from scrapy.exceptions import NotConfigured
from scrapy.utils.asyncio import create_looping_call

from sitebrief.config import Config

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler
    from scrapy.utils.asyncio import AsyncioLoopingCall

logger = logging.getLogger(__name__)


class Progress:
    def __init__(self, crawler: Crawler):
        self.interval = Config.of(crawler).progress_interval
        if self.interval <= 0:
            raise NotConfigured
        assert crawler.stats is not None
        self.stats = crawler.stats
        self.task: AsyncioLoopingCall | None = None
        crawler.signals.connect(self.start, signal=signals.spider_opened)
        crawler.signals.connect(self.stop, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    def start(self) -> None:
        self.task = create_looping_call(self.log)  # type: ignore[assignment]
        assert self.task is not None
        self.task.start(self.interval, now=False)

    def stop(self) -> None:
        if self.task is not None and self.task.running:
            self.task.stop()

    def log(self) -> None:
        total = self.stats.get_value("brief/total", 0)
        if not total:
            return
        started = self.stats.get_value("brief/started", 0)
        done = self.stats.get_value("brief/finished", 0)
        logger.info(
            "Domains: %d done, %d in flight, %d waiting, of %d (from %d input lines)",
            done, started - done, total - started, total,
            self.stats.get_value("brief/input_lines", total),
        )  # fmt: skip
