"""``scrapy crawl brief -a domain=acme.com``: one record per requested domain.

Orchestration only. Each domain is read by one coroutine (``_read``) that
awaits its downloads through the engine (so every downloader middleware, the
guard and the robots rules apply) and fills a ``Reading``; the record is built
from the Reading whatever happens (success, failure, deadline, crash), so a
domain can never end without its record.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scrapy import Request, Spider, signals
from scrapy.http import TextResponse

from sitebrief import problems
from sitebrief import settings as defaults
from sitebrief.domains import Target, parse_target
from sitebrief.errors import RobotsDisallowed
from sitebrief.identity import agent_token, user_agent
from sitebrief.items import SCHEMA, Page, SiteBrief
from sitebrief.middlewares.fetchlog import META_KEY, now
from sitebrief.middlewares.robotstxt import Origin, RobotsOutcome, origin_of
from sitebrief.signals import robots_fetched
from sitebrief.text import PageText, read_html

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)


@dataclass
class Reading:
    """What is known about one domain so far."""

    target: Target
    fetches: list[dict[str, Any]] = field(default_factory=list)
    failure: problems.Failure | None = None
    origin: str | None = None
    pages: list[Page] = field(default_factory=list)
    robots: RobotsOutcome | None = None
    refused: list[dict[str, str]] = field(default_factory=list)
    content_usage_header: str | None = None  # IETF aipref, on the homepage response

    def robots_field(self, token: str) -> dict[str, Any] | None:
        outcome = self.robots
        if outcome is None:
            return None
        robots = outcome.robots
        delay = robots.crawl_delay(token) if robots else None
        posture = robots.ai_posture() if robots else {}
        return {
            "url": outcome.url,
            "outcome": outcome.outcome,
            "training_preference": posture.get("training_preference", "none"),
            "crawl_delay": delay,
            "refused": sorted(self.refused, key=lambda r: r["url"]),
            "sitemaps": outcome.sitemaps,
            "ai_crawlers_blocked": posture.get("ai_crawlers_blocked", []),
            "content_signals": posture.get("content_signals", []),
            "content_usage": posture.get("content_usage", []),
            "content_usage_header": self.content_usage_header,
        }

    def record(self, agent: str, token: str) -> SiteBrief:
        target = self.target
        problem = None
        if target.error is not None:
            problem = problems.Failure("invalid", target.error).as_problem(target.input)
        elif self.failure is not None:
            assert target.domain is not None
            problem = self.failure.as_problem(target.domain)
        return SiteBrief(
            schema=SCHEMA,
            domain=target.domain,
            input=target.input,
            problem=problem,
            origin=self.origin,
            pages=list(self.pages),
            robots=self.robots_field(token),
            fetches=sorted(self.fetches, key=lambda f: (f["url"], f["fetched_at"])),
            agent=agent,
        )


class BriefSpider(Spider):
    name = "brief"

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> Self:
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider._count, signal=signals.item_scraped)
        crawler.signals.connect(spider._robots_fetched, signal=robots_fetched)
        return spider

    def _robots_fetched(self, outcome: RobotsOutcome) -> None:
        self._robots[outcome.origin] = outcome

    def _count(self, item: SiteBrief) -> None:
        kind = item.problem["kind"] if item.problem else "none"
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(f"brief/problem/{kind}")

    def __init__(self, domain: str | None = None, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.inputs = [domain] if domain is not None else []
        self._robots: dict[Origin, RobotsOutcome] = {}

    async def start(self) -> AsyncIterator[Request]:
        if not self.inputs:
            logger.error("Nothing to brief: pass -a domain=acme.com")
        for text in self.inputs:
            # A data: request starts each domain's coroutine inside the engine.
            yield Request(
                "data:,",
                callback=self.brief,
                cb_kwargs={"target": parse_target(text)},
                dont_filter=True,
            )

    async def brief(self, response: Response, target: Target) -> AsyncIterator[SiteBrief]:
        reading = Reading(target)
        settings = self.crawler.settings
        deadline = settings.getfloat("SITEBRIEF_DEADLINE", defaults.SITEBRIEF_DEADLINE)
        if target.domain is not None:
            try:
                await asyncio.wait_for(self._read(reading), timeout=deadline)
            except TimeoutError:
                if reading.failure is None and not reading.pages:
                    reading.failure = problems.Failure(
                        "timeout", f"the brief took longer than {deadline:g} s"
                    )
            except Exception as exc:
                logger.exception("Brief of %s failed", target.domain)
                reading.failure = problems.Failure(
                    "error", f"internal error: {type(exc).__name__}: {exc}"
                )
        yield reading.record(user_agent(settings), agent_token(settings))

    async def _fetch(self, url: str, reading: Reading) -> Response:
        assert self.crawler.engine is not None
        assert reading.target.domain is not None
        request = Request(
            url,
            # D and www.D share one download slot: one politeness budget per site.
            meta={META_KEY: reading.fetches, "download_slot": reading.target.domain},
            dont_filter=True,
        )
        try:
            return await self.crawler.engine.download_async(request)
        except RobotsDisallowed as exc:
            if exc.outcome.cause is None:
                reading.refused.append({"url": exc.url, "rule": exc.rule})
            raise

    def _robots_of(self, url: str) -> RobotsOutcome | None:
        return self._robots.get(origin_of(Request(url)))

    async def _read(self, reading: Reading) -> None:
        home = await self._homepage(reading)
        if home is None:
            return
        reading.origin = home.url
        header = home.headers.get(b"Content-Usage")
        reading.content_usage_header = header.decode("latin-1") if header else None
        text = _page_text(home)
        reading.pages.append(_page(home, "home", text))

    async def _homepage(self, reading: Reading) -> Response | None:
        """https://D/, https://www.D/, then http://D/ only after connection or
        TLS failures (www not existing does not count); when all fail, the most
        informative failure, with the robots.txt outcome of that attempt."""
        domain = reading.target.domain
        failures: list[tuple[problems.Failure, str]] = []
        attempts = (f"https://{domain}/", f"https://www.{domain}/", f"http://{domain}/")
        for url in attempts:
            if url.startswith("http:") and not all(
                failure.connection or (failure.kind == "not_found" and "//www." in tried)
                for failure, tried in failures
            ):
                break
            try:
                response = await self._fetch(url, reading)
            except Exception as exc:
                failures.append((problems.from_exception(exc), url))
                continue
            if response.status >= 400:
                failures.append((problems.from_status(response.status), url))
                continue
            reading.robots = self._robots_of(response.url)
            return response
        reading.failure, failed_url = min(
            failures, key=lambda f: problems.PRIORITY.index(f[0].kind)
        )
        reading.robots = self._robots_of(failed_url)
        return None


def _page_text(response: Response) -> PageText:
    if not isinstance(response, TextResponse):
        return PageText(title=None, description=None, lines=[])
    return read_html(response.text, response.url)


def _page(response: Response, kind: str, text: PageText) -> Page:
    return Page(
        url=response.url,
        kind=kind,
        title=text.title,
        description=text.description,
        text="\n".join(text.lines),
        chars=text.chars,
        status=response.status,
        fetched_at=now(),
    )
