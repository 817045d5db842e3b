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
from sitebrief.identity import user_agent
from sitebrief.items import SCHEMA, Page, SiteBrief
from sitebrief.middlewares.fetchlog import META_KEY, now
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

    def record(self, agent: str) -> SiteBrief:
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
            fetches=sorted(self.fetches, key=lambda f: (f["url"], f["fetched_at"])),
            agent=agent,
        )


class BriefSpider(Spider):
    name = "brief"

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> Self:
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider._count, signal=signals.item_scraped)
        return spider

    def _count(self, item: SiteBrief) -> None:
        kind = item.problem["kind"] if item.problem else "none"
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(f"brief/problem/{kind}")

    def __init__(self, domain: str | None = None, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.inputs = [domain] if domain is not None else []

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
        yield reading.record(user_agent(settings))

    async def _fetch(self, url: str, reading: Reading) -> Response:
        assert self.crawler.engine is not None
        request = Request(url, meta={META_KEY: reading.fetches}, dont_filter=True)
        return await self.crawler.engine.download_async(request)

    async def _read(self, reading: Reading) -> None:
        home = await self._homepage(reading)
        if home is None:
            return
        reading.origin = home.url
        text = _page_text(home)
        reading.pages.append(_page(home, "home", text))

    async def _homepage(self, reading: Reading) -> Response | None:
        """https://D/, https://www.D/, then http://D/ only after connection or
        TLS failures; the most informative failure when all fail."""
        domain = reading.target.domain
        failures: list[problems.Failure] = []
        for url in (f"https://{domain}/", f"https://www.{domain}/", f"http://{domain}/"):
            if url.startswith("http:") and not all(f.connection for f in failures):
                break
            try:
                response = await self._fetch(url, reading)
            except Exception as exc:
                failures.append(problems.from_exception(exc))
                continue
            if response.status >= 400:
                failures.append(problems.from_status(response.status))
                continue
            return response
        reading.failure = problems.most_informative(failures)
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
