"""The brief spider as a queue worker (``-a queue=redis://…``): claims domains
from the shared queue (``workqueue.py``) as its concurrent places free up,
keeps each lease while the domain is briefed, and acknowledges a domain only
once its record is in the feed. Redis calls run in a thread: a slow or lost
Redis must not stall the briefs in flight."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import redis

from sitebrief import feeds, workqueue
from sitebrief import settings as defaults
from sitebrief.domains import Target, parse_target

if TYPE_CHECKING:
    from sitebrief.inputs import Asked
    from sitebrief.items import SiteBrief
    from sitebrief.spiders.brief import BriefSpider

logger = logging.getLogger(__name__)
POLL_SECONDS = 0.5


class Worker:
    def __init__(self, spider: BriefSpider, queue: str, results: str | None, idle_exit: str | None):
        self.spider = spider
        self.queue_url = queue
        self.results_url = results
        self.idle_exit = float(idle_exit) if idle_exit is not None else None
        self.client: redis.Redis | None = None
        self.results: redis.Redis | None = None
        self.leased: dict[str, workqueue.Item] = {}

    @property
    def lease(self) -> float:
        settings = self.spider.crawler.settings
        return settings.getfloat("SITEBRIEF_QUEUE_LEASE", defaults.SITEBRIEF_QUEUE_LEASE)

    def _lost(self, what: str, exc: Exception) -> None:
        assert self.spider.crawler.stats is not None
        self.spider.crawler.stats.set_value("queue/lost", 1)
        logger.critical(
            "The queue's Redis went away while %s (%s): this worker stops; records already "
            "acknowledged are safe, and leases of unacknowledged ones run out for other workers",
            what, exc,
        )  # fmt: skip

    async def claims(self) -> AsyncIterator[tuple[Asked, workqueue.Item]]:
        """(input lines, queue item) for each domain claimed, as places free up."""
        try:
            self.client = await asyncio.to_thread(workqueue.connect, self.queue_url)
            if self.results_url is not None:
                self.results = await asyncio.to_thread(workqueue.connect, self.results_url)
        except workqueue.QueueError as exc:
            self._lost("connecting", exc)
            return
        stats = self.spider.crawler.stats
        assert stats is not None
        idle_since = time.monotonic()
        while not self.spider._stopping:
            await self.spider.slots.acquire()
            try:
                item = await asyncio.to_thread(workqueue.claim, self.client, self.lease)
            except redis.RedisError as exc:
                self.spider.slots.release()
                self._lost("taking the next domain", exc)
                return
            if item is None:
                self.spider.slots.release()
                idle = time.monotonic() - idle_since
                if self.idle_exit is not None and not self.leased and idle >= self.idle_exit:
                    logger.info("The queue has been empty for %.0f s: this worker ends", idle)
                    return
                await asyncio.sleep(POLL_SECONDS)
                continue
            idle_since = time.monotonic()
            self.leased[item.id] = item
            stats.inc_value("brief/total")
            stats.inc_value("queue/claimed")
            target = (
                Target(item.text, None, item.malformed)
                if item.malformed
                else parse_target(item.text)
            )
            yield [(item.line, target)], item

    def keep(self, item: workqueue.Item) -> asyncio.Future[None]:
        """Renew the item's lease while it is briefed (cancel the returned task after)."""

        async def renew() -> None:
            while True:
                await asyncio.sleep(self.lease / 3)
                try:
                    assert self.client is not None
                    await asyncio.to_thread(workqueue.renew, self.client, item.id, self.lease)
                except redis.RedisError as exc:
                    logger.debug("Lease of %s not renewed: %s", item.id, exc)

        return asyncio.ensure_future(renew())

    async def acknowledge(self, item: SiteBrief) -> None:
        """item_scraped, after the feed exporter: the record is written."""
        if feeds.failed(self.spider.crawler.stats):
            return  # not written: the lease runs out for another worker
        queued = self.leased.pop(item.input_id or "", None)
        if queued is None or self.client is None:
            return
        record = dataclasses.asdict(item)
        try:
            await asyncio.to_thread(
                workqueue.acknowledge, self.client, queued, record, self.results
            )
        except redis.RedisError as exc:
            self._lost(f"acknowledging {queued.text}", exc)
            return
        assert self.spider.crawler.stats is not None
        self.spider.crawler.stats.inc_value("queue/acknowledged")
