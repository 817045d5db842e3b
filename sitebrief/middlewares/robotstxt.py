"""robots.txt, obeyed by RFC 9309 — replaces Scrapy's RobotsTxtMiddleware,
which allows everything when robots.txt answers 5xx or cannot be reached.

Per origin (scheme, host, port), one fetch shared by every request waiting:

- 2xx: parsed (at most ``SITEBRIEF_ROBOTS_MAX_BYTES`` read, never failed for size);
- 3xx: followed up to 5 hops, then treated as unavailable (allow all, §2.3.1.2);
- 4xx: allow all — except 429, a rate limit, which is no permission;
- 429, 5xx, or no answer (DNS, refused, reset, timeout, TLS, private address):
  disallow all, and the refusal carries the network cause.

Every request is checked, redirect hops included (they come back through the
downloader middlewares). Outcomes are kept at most
``SITEBRIEF_ROBOTS_CACHE_SECONDS`` (RFC 9309 §2.4: 24 h).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin

from scrapy import Request, signals
from scrapy.exceptions import StopDownload
from scrapy.http.request import NO_CALLBACK
from scrapy.utils.httpobj import urlparse_cached

from sitebrief.config import Config
from sitebrief.errors import RobotsDisallowed
from sitebrief.keys import FETCH_LOG, ROBOTS_LISTENER, ROBOTS_OUTCOME, SITE_HOSTS
from sitebrief.net.failures import DOWNLOAD_ERRORS
from sitebrief.net.slots import site_slot, site_slot_key
from sitebrief.robots.parser import Origin, RobotsOutcome, origin_of, outcome_of
from sitebrief.rules.hosts import DEFAULT_PORTS, origin_url, same_site
from sitebrief.signals import robots_fetched

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler
    from scrapy.http import Headers

logger = logging.getLogger(__name__)


class RobotsTxtMiddleware:
    DOWNLOAD_PRIORITY = 1000
    MAX_REDIRECTS = 5
    # Outcomes kept at once (least recently used go first): a batch of
    # thousands of domains must not keep every parsed file for 24 h.
    MAX_ORIGINS = 2000

    def __init__(self, crawler: Crawler):
        config = Config.of(crawler)
        self.crawler = crawler
        self.stats = crawler.stats
        self.token = config.agent_token
        self.max_bytes = config.robots_max_bytes
        self.ttl = config.robots_cache_seconds
        self.max_delay = config.max_crawl_delay
        self._outcomes: OrderedDict[Origin, RobotsOutcome | asyncio.Future[RobotsOutcome]] = (
            OrderedDict()
        )
        crawler.signals.connect(self._limit_size, signal=signals.bytes_received)
        crawler.signals.connect(self._bound_decompression, signal=signals.headers_received)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    def _inc(self, key: str) -> None:
        assert self.stats is not None
        self.stats.inc_value(f"robotstxt/{key}")

    async def process_request(self, request: Request) -> None:
        if request.meta.get("dont_obey_robotstxt"):
            return
        if urlparse_cached(request).scheme not in DEFAULT_PORTS:
            return
        outcome = await self.outcome_for(request)
        # The outcome travels with the request (the middleware is its only
        # holder); a brief that wants it early (the sitemap starts from it)
        # passes a listener.
        request.meta[ROBOTS_OUTCOME] = outcome
        if (listener := request.meta.get(ROBOTS_LISTENER)) is not None:
            listener(outcome)
        if outcome.disallow_all:
            self._inc("forbidden")
            raise RobotsDisallowed(request.url, f"(robots.txt {outcome.outcome})", outcome)
        if outcome.robots is None:
            return
        decision = outcome.robots.decide(request.url, self.token)
        if not decision.allowed:
            self._inc("forbidden")
            logger.debug("Forbidden by robots.txt: %s <- %s", request.url, decision.rule)
            raise RobotsDisallowed(request.url, decision.rule, outcome)
        self._apply_crawl_delay(request, outcome)

    def _apply_crawl_delay(self, request: Request, outcome: RobotsOutcome) -> None:
        assert outcome.robots is not None
        delay = outcome.robots.crawl_delay(self.token)
        if not delay:
            return
        hosts = request.meta.get(SITE_HOSTS)
        if hosts is not None and not same_site(outcome.origin[1], hosts):
            # A CDN's robots.txt (fetched for a logo) does not pace the company's site.
            return
        key, slot = site_slot(self.crawler, request)
        delay = min(delay, self.max_delay)
        if slot is not None and slot.delay < delay:
            slot.delay = delay
            # A Crawl-delay is a minimum: Scrapy's ±50 % jitter would undercut it.
            slot.jitter = 0
            assert self.stats is not None
            self.stats.max_value("robotstxt/crawl_delay", delay)
            logger.debug("Crawl-delay %.1f s for %s", delay, key)

    async def outcome_for(self, request: Request) -> RobotsOutcome:
        origin = origin_of(request.url)
        known = self._outcomes.get(origin)
        if isinstance(known, RobotsOutcome) and time.monotonic() - known.fetched_at > self.ttl:
            known = None
        if known is None:
            known = asyncio.ensure_future(self._settle(origin, request))
            self._outcomes[origin] = known
        if isinstance(known, asyncio.Future):
            # Shielded: a caller cancelled by its own time limit (a deadline, the
            # logo's) leaves the fetch running for everyone else on this origin.
            return await asyncio.shield(known)
        self._outcomes.move_to_end(origin)
        return known

    async def _settle(self, origin: Origin, request: Request) -> RobotsOutcome:
        try:
            outcome = await self._fetch(origin, request)
        except Exception as exc:  # a bug here must not leave others waiting forever
            outcome = RobotsOutcome(
                origin, "", "disallow_all (unreachable)", disallow_all=True, cause=exc
            )
            logger.exception("robots.txt handling failed for %s", origin)
        self._outcomes[origin] = outcome
        self._evict()
        await self.crawler.signals.send_catch_log_async(robots_fetched, outcome=outcome)
        return outcome

    def _evict(self) -> None:
        settled = [o for o, v in self._outcomes.items() if isinstance(v, RobotsOutcome)]
        for origin in settled[: max(0, len(self._outcomes) - self.MAX_ORIGINS)]:
            del self._outcomes[origin]

    async def _fetch(self, origin: Origin, request: Request) -> RobotsOutcome:
        first = url = origin_url(*origin) + "/robots.txt"
        assert self.crawler.engine is not None
        for hop in range(self.MAX_REDIRECTS + 1):
            robots_request = Request(
                url,
                priority=self.DOWNLOAD_PRIORITY,
                headers={"Accept-Encoding": "identity"},
                meta={
                    "dont_obey_robotstxt": True,
                    "dont_redirect": True,
                    "handle_httpstatus_all": True,
                    # Our own limit (StopDownload at max_bytes), not DOWNLOAD_MAXSIZE.
                    "download_maxsize": 0,
                    "download_warnsize": 0,
                    "sitebrief_robots": True,
                    FETCH_LOG: request.meta.get(FETCH_LOG),
                    # The site's slot, also when a render (in the browser's slot) asks.
                    **({"download_slot": slot} if (slot := site_slot_key(request)) else {}),
                },
                callback=NO_CALLBACK,
                dont_filter=True,
            )
            self._inc("request_count")
            try:
                response = await self.crawler.engine.download_async(robots_request)
            except DOWNLOAD_ERRORS as exc:  # RFC 9309 §2.3.1.4: unreachable (a bug is not)
                self._inc(f"exception_count/{type(exc).__name__}")
                logger.info("robots.txt of %s unreachable (%s): disallowing all", first, exc)
                return RobotsOutcome(
                    origin, first, "disallow_all (unreachable)", disallow_all=True, cause=exc
                )
            status = response.status
            self._inc("response_count")
            self._inc(f"response_status_count/{status}")
            location = response.headers.get(b"Location")
            if 300 <= status < 400 and location:
                if hop == self.MAX_REDIRECTS:
                    break
                url = urljoin(url, location.decode("latin-1"))
                continue
            outcome = outcome_of(origin, first, status, response.body, self.max_bytes)
            if outcome.disallow_all:
                logger.info("robots.txt of %s answered %s: disallowing all", first, status)
            return outcome
        return RobotsOutcome(origin, first, "allow_all (too many redirects)")

    def _limit_size(self, data: bytes, request: Request, **kwargs: Any) -> None:
        if not request.meta.get("sitebrief_robots"):
            return
        received = request.meta.get("sitebrief_robots_bytes", 0) + len(data)
        request.meta["sitebrief_robots_bytes"] = received
        if received >= self.max_bytes:
            self._inc("truncated")
            raise StopDownload(fail=False)

    def _bound_decompression(self, headers: Headers, request: Request, **kwargs: Any) -> None:
        # We asked for identity; a server that compresses anyway gets a bounded
        # decompression instead of an unbounded one.
        if request.meta.get("sitebrief_robots") and headers.get(b"Content-Encoding"):
            request.meta["download_maxsize"] = 4 * self.max_bytes
