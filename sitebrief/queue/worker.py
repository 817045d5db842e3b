"""The queue worker (``-a queue=redis://…``), an extension: claims domains
from the shared queue (``workqueue.py``) as the spider's places free up,
keeps each lease while the domain is briefed, and acknowledges a claim only
once the records of all its input lines are in the feed. Redis calls run in a
thread: a slow or lost Redis must not stall the briefs in flight.

Records go to the queue's results stream too unless ``-a results=off`` (or
to another Redis, ``-a results=redis://…``): a fleet's records in one place
is what ``scrapy results`` gives back.

It is built after Scrapy's feed exporter (EXTENSIONS orders it so), so its
``item_scraped`` handler runs after the exporter's: a claim is acknowledged
only for a record that is written. It knows nothing of the spider: the spider
asks it for claims, with the places it may fill and its stop event."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

import redis
from scrapy import signals
from scrapy.exceptions import NotConfigured

from sitebrief import feeds
from sitebrief.config import Config
from sitebrief.queue import workqueue

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

    from sitebrief.items import SiteBrief
    from sitebrief.rules.inputs import Asked

logger = logging.getLogger(__name__)
POLL_SECONDS = 0.5
NO_RESULTS = "off"


@dataclass
class _Claim:
    item: workqueue.Item
    records: dict[str, dict[str, Any]] = field(default_factory=dict)


class QueueWorker:
    def __init__(self, crawler: Crawler):
        # The spider's -a queue=, results=, idle_exit= (checked by config.check_arguments).
        spider = crawler.spider
        queue: str | None = getattr(spider, "queue", None)
        if queue is None:
            raise NotConfigured
        results: str | None = getattr(spider, "results", None)
        idle_exit: str | None = getattr(spider, "idle_exit", None)
        assert crawler.stats is not None
        self.stats = crawler.stats
        self.lease = Config.of(crawler).queue_lease
        self.queue_url = queue
        # The queue's own Redis by default; "off" for none.
        self.results_url = queue if results is None else None if results == NO_RESULTS else results
        self.idle_exit = float(idle_exit) if idle_exit is not None else None
        self.client: redis.Redis | None = None
        self.results: redis.Redis | None = None
        # input id → the claim its record belongs to, until the claim is acknowledged.
        self.leased: dict[str, _Claim] = {}
        self.stopped = False
        crawler.signals.connect(self.acknowledge, signal=signals.item_scraped)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    @classmethod
    def of(cls, crawler: Crawler) -> QueueWorker | None:
        """The crawler's worker: None unless the spider takes domains from a queue."""
        found = (e for e in crawler.extensions.middlewares if isinstance(e, cls))
        return next(found, None)

    def _stat(self, key: str) -> None:
        self.stats.inc_value(key)

    def _lost(self, what: str, exc: Exception) -> None:
        self.stats.set_value("queue/lost", 1)
        self.stopped = True
        logger.critical(
            "The queue's Redis went away while %s (%s: %s): this worker stops; records already "
            "acknowledged are safe, and leases of unacknowledged ones run out for other workers",
            what, type(exc).__name__, workqueue.cut(str(exc), 300),
        )  # fmt: skip

    async def claims(
        self, places: asyncio.Semaphore, stopping: asyncio.Event
    ) -> AsyncIterator[tuple[Asked, workqueue.Item]]:
        """(input lines, claim) for each item claimed, each once one of
        ``places`` is free (the spider releases it when the brief ends),
        until ``stopping`` is set."""
        try:
            self.client = await asyncio.to_thread(workqueue.connect, self.queue_url)
            if self.results_url == self.queue_url:
                self.results = self.client
            elif self.results_url is not None:
                self.results = await asyncio.to_thread(workqueue.connect, self.results_url)
        except workqueue.QueueError as exc:
            self._lost("connecting", exc)
            return
        idle_since = time.monotonic()
        told: int | None = None
        while not stopping.is_set() and not self.stopped:
            await places.acquire()
            if self.stopped:  # an acknowledgement found Redis gone while this waited
                places.release()
                return
            try:
                found = await asyncio.to_thread(workqueue.claim, self.client, self.lease)
            except redis.RedisError as exc:
                places.release()
                self._lost("taking the next domain", exc)
                return
            except Exception:  # a bug in reading one item must not end the fleet's worker
                places.release()
                logger.exception("Could not take the next domain from the queue")
                self._stat("queue/claim_error")
                await asyncio.sleep(POLL_SECONDS)
                continue
            if isinstance(found, workqueue.Waiting):
                places.release()
                mine = len({id(c) for c in self.leased.values()})
                others = found.leased - mine
                if others > 0:
                    # Not idle: a worker that died holds these; claim each as it expires.
                    idle_since = time.monotonic()
                    if self.idle_exit is not None and others != told:
                        logger.info(
                            "Waiting for %d domains leased by another worker, the first "
                            "expires in %.0f s",
                            others, max(0.0, found.first_expiry - time.time()),
                        )  # fmt: skip
                    told = others
                idle = time.monotonic() - idle_since
                if self.idle_exit is not None and not self.leased and idle >= self.idle_exit:
                    logger.info("Nothing queued or leased for %.0f s: this worker ends", idle)
                    return
                await asyncio.sleep(POLL_SECONDS)
                continue
            idle_since = time.monotonic()
            told = None
            claim = _Claim(found)
            for entry in found.inputs:
                self.leased[entry.id] = claim
            self._stat("brief/total")
            self._stat("queue/claimed")
            if any(entry.malformed for entry in found.inputs):
                self._stat("queue/malformed")
            yield [(entry.line, entry.target()) for entry in found.inputs], found

    def keep(self, item: workqueue.Item) -> asyncio.Future[None]:
        """Renew the item's lease while it is briefed (cancel the returned task after)."""

        async def renew() -> None:
            while True:
                await asyncio.sleep(self.lease / 3)
                try:
                    assert self.client is not None
                    kept = await asyncio.to_thread(workqueue.renew, self.client, item, self.lease)
                except redis.RedisError as exc:
                    logger.debug("Lease of %s not renewed: %s", item.id, exc)
                    continue
                if not kept:
                    logger.warning(
                        "The lease of %s ran out and another worker took it: this record "
                        "will be a duplicate",
                        item.id,
                    )
                    self._stat("queue/lease_lost")
                    return

        return asyncio.ensure_future(renew())

    @staticmethod
    def stamp(record: SiteBrief, item: workqueue.Item, index: int) -> None:
        """Which queued line a record answers."""
        entry = item.inputs[index]
        record.source, record.input_id = entry.source, entry.id

    async def acknowledge(self, item: SiteBrief) -> None:
        """item_scraped, after the feed exporter: the record is written. A claim is
        acknowledged once the records of all its lines are."""
        if feeds.failed(self.stats):
            return  # not written: the lease runs out for another worker
        claim = self.leased.pop(item.input_id or "", None)
        if claim is None or self.client is None:
            return
        claim.records[item.input_id or ""] = asdict(item)
        if len(claim.records) < len(claim.item.inputs):
            return
        queued = claim.item
        records = [claim.records[entry.id] for entry in queued.inputs if entry.id in claim.records]
        try:
            owned, refused = await asyncio.to_thread(
                workqueue.acknowledge, self.client, queued, records, self.results
            )
        except redis.RedisError as exc:
            self._lost(f"acknowledging {queued.id}", exc)
            return
        if refused:
            self._stat("queue/results_refused")
            logger.error(
                "The results stream refused the records of %s (%s): they are in this "
                "worker's feed only",
                queued.id, workqueue.cut(refused, 300),
            )  # fmt: skip
        if owned:
            self._stat("queue/acknowledged")
        else:
            self._stat("queue/duplicate")
            logger.warning(
                "%s was briefed again by another worker after this worker's lease ran out: "
                "not counted, and its record is marked a duplicate",
                queued.id,
            )
