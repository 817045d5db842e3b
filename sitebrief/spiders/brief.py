"""``scrapy crawl brief -a domain=acme.com``: one record per requested domain.

The spider schedules: it reads the inputs (or takes them from the queue
worker), starts one ``Brief`` (``sitebrief/brief/flow.py``) per domain when
one of ``SITEBRIEF_CONCURRENT_BRIEFS`` is free, holds each brief's deadline,
and cancels the briefs in flight when the run is stopped. Whatever happens —
success, failure, deadline, crash — each input line gets its record.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from scrapy import Request, Spider, signals

from sitebrief import config, feeds
from sitebrief.brief.flow import Brief, Briefing
from sitebrief.brief.reading import Reading
from sitebrief.config import Config
from sitebrief.items import SiteBrief
from sitebrief.keys import START_REQUEST
from sitebrief.net.slots import release_site_slot
from sitebrief.queue.worker import QueueWorker
from sitebrief.queue.workqueue import Item
from sitebrief.rules import (
    keypages,
    problems,
    rebrief,
)
from sitebrief.rules.domains import Target
from sitebrief.rules.inputs import Asked, group, read_inputs
from sitebrief.signals import brief_finished

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)


class BriefSpider(Spider):
    name = "brief"
    # One domain's flow (a subclass may read differently).
    BRIEF = Brief

    def __init__(
        self,
        domain: str | None = None,
        domains: str | None = None,
        domains_file: str | None = None,
        *args: Any,
        queue: str | None = None,
        results: str | None = None,
        idle_exit: str | None = None,
        previous: str | None = None,
        **kwargs: Any,
    ):
        # Checked here too for runs that bypass `scrapy crawl` (scripts, tests).
        config.check_arguments(
            {
                "domain": domain, "domains": domains, "domains_file": domains_file,
                "queue": queue, "results": results, "idle_exit": idle_exit,
                "previous": previous, **kwargs,
            }
        )  # fmt: skip
        super().__init__(*args, **kwargs)
        self._asked = (domain, domains, domains_file)  # read with the crawler's settings
        self.inputs: list[tuple[int, str]] = []
        # Read by the queue worker extension (sitebrief/queue/worker.py).
        self.queue, self.results, self.idle_exit = queue, results, idle_exit
        # A re-brief: the newest earlier record of each domain.
        self.previous = rebrief.load(previous) if previous else None
        # In-flight reads, cancelled at once when the run is stopped.
        self._reads: set[asyncio.Future[None]] = set()
        # Set when the run is stopped: no brief starts, none is claimed.
        self.stopping = asyncio.Event()
        self._watcher: asyncio.Future[None] | None = None

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> Self:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider._configure(crawler)
        crawler.signals.connect(spider._count_written, signal=signals.engine_started)
        crawler.signals.connect(spider._closed, signal=signals.spider_closed)
        return spider

    def _configure(self, crawler: Crawler) -> None:
        # Read and checked once (a run that bypasses `scrapy crawl` meets the checks here).
        cfg = Config.of(crawler)
        self.inputs = read_inputs(*self._asked, max_bytes=cfg.max_input_bytes)
        self.deadline = cfg.deadline
        self.slots = asyncio.Semaphore(cfg.concurrent_briefs)
        self.run = Briefing(crawler, self.previous)

    def _count_written(self) -> None:
        # After the feed exporter's own handler: count only what was written.
        self.crawler.signals.connect(self._count, signal=signals.item_scraped)

    def _count(self, item: SiteBrief) -> None:
        if feeds.failed(self.crawler.stats):
            return
        kind = item.problem["kind"] if item.problem else "none"
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(f"brief/problem/{kind}")

    async def start(self) -> AsyncIterator[Request]:
        self._watcher = asyncio.ensure_future(self._watch_for_stop())
        if (worker := QueueWorker.of(self.crawler)) is not None:
            async for asked, item in worker.claims(self.slots, self.stopping):
                yield self._start_request(asked, {"item": item})
            return
        briefs = group(self.inputs)
        assert self.crawler.stats is not None
        self.crawler.stats.set_value("brief/total", len(briefs))
        self.crawler.stats.set_value("brief/input_lines", len(self.inputs))
        for asked in briefs:
            # A brief starts only when one of SITEBRIEF_CONCURRENT_BRIEFS is free
            # (brief() releases it): a waiting domain costs nothing, however
            # long the batch, and is never started once the crawl is stopping.
            await self.slots.acquire()
            if self.stopping.is_set():
                return
            yield self._start_request(asked)

    def _start_request(self, asked: Asked, extra: dict[str, Any] | None = None) -> Request:
        # A data: request starts each domain's coroutine inside the engine.
        return Request(
            "data:,",
            callback=self.brief,
            cb_kwargs={"asked": asked, **(extra or {})},
            meta={START_REQUEST: True},
            dont_filter=True,
        )

    async def brief(
        self, response: Response, asked: Asked, item: Item | None = None
    ) -> AsyncIterator[SiteBrief]:
        worker = QueueWorker.of(self.crawler) if item is not None else None
        renewing = worker.keep(item) if worker is not None and item is not None else None
        try:
            flow = await self._brief(asked[0][1])
        finally:
            self.slots.release()
            if renewing is not None:
                renewing.cancel()
        for index, (line, asking) in enumerate(asked):
            record = flow.record(asking, line)
            if item is not None:
                QueueWorker.stamp(record, item, index)
            yield record

    async def _brief(self, target: Target) -> Brief:
        """Read one domain within the deadline; whatever happens, its Brief."""
        reading = Reading(target)
        flow = self.BRIEF(self.run, reading)
        if self.previous is not None and target.domain is not None:
            reading.previous = self.previous.get(target.domain)
            reading.previous_pages = rebrief.pages_by_url(reading.previous)
            if (wrong := self.previous.malformed.get(target.domain)) is not None:
                reading.warnings.append(
                    f"The previous record was malformed ({wrong}): briefed from nothing."
                )
        stats = self.crawler.stats
        assert stats is not None
        stats.inc_value("brief/started")
        if target.domain is not None:
            started = time.monotonic()
            read = asyncio.ensure_future(asyncio.wait_for(flow.read(), self.deadline))
            self._reads.add(read)
            try:
                await read
            except TimeoutError:
                self._deadline_passed(reading)
            except asyncio.CancelledError:
                if not self.stopping.is_set():
                    raise
                stats.inc_value("brief/cancelled")
                reading.failure = problems.cancelled("the run was stopped")
            except Exception as exc:
                logger.exception("Brief of %s failed", target.domain)
                reading.failure = problems.internal(exc)
            finally:
                self._reads.discard(read)
                elapsed = time.monotonic() - started
                stats.max_value("brief/max_seconds", elapsed)
                logger.info(
                    "Brief of %s done in %.3f s (%s)", target.domain, elapsed,
                    reading.failure.kind if reading.failure else "ok",
                )  # fmt: skip
            try:
                # Inside the guard too: whatever a rule or a previous record
                # does, the domain keeps its record.
                flow.conclude()
            except Exception as exc:
                logger.exception("Brief of %s failed", target.domain)
                stats.inc_value(f"brief/conclude_failed/{type(exc).__name__}")
                reading.failure = reading.failure or problems.internal(exc)
            finally:
                hosts = keypages.site_hosts(
                    target.domain, reading.origin or f"https://{target.domain}/"
                )
                self.crawler.signals.send_catch_log(brief_finished, hosts=hosts)
                release_site_slot(self.crawler, target.domain)
        stats.inc_value("brief/finished")
        return flow

    def _closed(self) -> None:
        if self._watcher is not None:
            self._watcher.cancel()

    async def _watch_for_stop(self) -> None:
        """One Ctrl-C, SIGTERM or Scrapyd cancel stops the crawler (Scrapy then
        waits for callbacks in progress): cancel the in-flight reads at once,
        so each brief ends now with a record that says it was cancelled."""
        while self.crawler.crawling:
            await asyncio.sleep(0.2)
        self.stopping.set()
        for read in list(self._reads):
            read.cancel()

    def _deadline_passed(self, reading: Reading) -> None:
        note = f"the brief took longer than {self.deadline:g} s"
        if reading.pages:
            reading.warnings.append(
                f"Stopped early: {note}; this record has what was read by then."
            )
        elif reading.failure is None:
            reading.failure = problems.timeout(note)

    # --- nice-to-haves: each bounded in time, None when it fails ------------------
