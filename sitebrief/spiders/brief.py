"""``scrapy crawl brief -a domain=acme.com``: one record per requested domain.

Orchestration only; the rules live in the pure modules (domains, problems,
pages, sitemaps, logos, text). Each domain is read by one coroutine that
awaits its downloads through the engine, so every downloader middleware (the
robots rules, the guard, retries, the fetch log) applies, and fills a
``Reading``. The record is built from the Reading whatever happens —
success, failure, deadline, crash — so no domain ends without its record.

The flow, with the fewest dependent round trips:

    robots.txt ─┬─ homepage ──────────────┬─ key pages (concurrently) ─┐
                └─ sitemap ── children ───┘        logo (overlapping) ─┴─ record
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from scrapy import Request, Spider, signals
from scrapy.http import TextResponse
from scrapy.utils.gz import gunzip
from scrapy_playwright.page import PageMethod

from sitebrief import pages, problems, sitemaps
from sitebrief import settings as defaults
from sitebrief.domains import Target, parse_target
from sitebrief.errors import RobotsDisallowed
from sitebrief.identity import agent_token, user_agent
from sitebrief.items import SCHEMA, Page, SiteBrief
from sitebrief.keys import FETCH_LOG, START_REQUEST
from sitebrief.middlewares.fetchlog import now
from sitebrief.middlewares.robotstxt import Origin, RobotsOutcome, origin_of
from sitebrief.net.browser import BrowserUnavailable, settle
from sitebrief.signals import robots_fetched
from sitebrief.slots import BROWSER_SLOT, SITE_SLOT
from sitebrief.text import PageText, read_html

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)
T = TypeVar("T")

# Candidates tried per kind before giving the kind up (a refused or broken
# link is replaced by the next best).
TRIES_PER_KIND = 3
_IMAGE_MAGIC = (
    b"\x89PNG",
    b"\xff\xd8\xff",
    b"GIF8",
    b"\x00\x00\x01\x00",
    b"RIFF",
    b"<svg",
    b"<?xml",
)


@dataclass
class Reading:
    """What is known about one domain so far."""

    target: Target
    fetches: list[dict[str, Any]] = field(default_factory=list)
    failure: problems.Failure | None = None
    warnings: list[str] = field(default_factory=list)
    origin: str | None = None
    pages: list[Page] = field(default_factory=list)
    sitemap: dict[str, Any] | None = None
    logo: str | None = None
    robots: RobotsOutcome | None = None
    refused: list[dict[str, str]] = field(default_factory=list)
    content_usage_header: str | None = None  # IETF aipref, on the homepage response
    rendered: bool = False  # the homepage needed a browser: key pages get one too
    origins: set[Origin] = field(default_factory=set)  # every origin this brief asked
    # The first robots.txt outcome that lets us read: the sitemap starts from it.
    usable_robots: asyncio.Future[RobotsOutcome] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )

    def offer_robots(self, outcome: RobotsOutcome) -> None:
        if not self.usable_robots.done() and not outcome.disallow_all:
            self.usable_robots.set_result(outcome)

    def robots_field(self, token: str) -> dict[str, Any] | None:
        outcome = self.robots
        if outcome is None:
            return None
        robots = outcome.robots
        posture = robots.ai_posture() if robots else {}
        return {
            "url": outcome.url,
            "outcome": outcome.outcome,
            "training_preference": posture.get("training_preference", "none"),
            "crawl_delay": robots.crawl_delay(token) if robots else None,
            "refused": sorted(self.refused, key=lambda r: (r["url"], r["rule"])),
            "sitemaps": outcome.sitemaps,
            "ai_crawlers_blocked": posture.get("ai_crawlers_blocked", []),
            "content_signals": posture.get("content_signals", []),
            "content_usage": posture.get("content_usage", []),
            "content_usage_header": self.content_usage_header,
        }

    def record(self, agent: str, token: str, target: Target, line: int) -> SiteBrief:
        """The record for one input line that asked for this domain."""
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
            line=line,
            problem=problem,
            warnings=list(self.warnings),
            origin=self.origin,
            pages=[replace(page) for page in self.pages],  # pipelines edit pages in place
            sitemap=self.sitemap,
            logo=self.logo,
            robots=self.robots_field(token),
            fetches=sorted(self.fetches, key=lambda f: (f["url"], f["fetched_at"])),
            agent=agent,
        )


def read_inputs(
    domain: str | None = None, domains: str | None = None, domains_file: str | None = None
) -> list[tuple[int, str]]:
    """(line, text) for every input: -a domain=, -a domains=a.com,b.com (line =
    position), -a domains_file=PATH (line = line in the file; blank lines and
    # comments skipped)."""
    inputs: list[tuple[int, str]] = []
    if domain is not None:
        inputs.append((1, domain))
    if domains is not None:
        inputs += [(i, d) for i, d in enumerate(domains.split(","), 1) if d.strip()]
    if domains_file is not None:
        text = Path(domains_file).read_text(encoding="utf-8-sig")
        inputs += [
            (i, raw.strip())
            for i, raw in enumerate(text.splitlines(), 1)
            if raw.strip() and not raw.strip().startswith("#")
        ]
    return inputs


class BriefSpider(Spider):
    name = "brief"

    def __init__(
        self,
        domain: str | None = None,
        domains: str | None = None,
        domains_file: str | None = None,
        *args: Any,
        **kwargs: Any,
    ):
        super().__init__(*args, **kwargs)
        self.inputs = read_inputs(domain, domains, domains_file)
        self._robots: dict[Origin, RobotsOutcome] = {}
        self._interest: dict[Origin, list[Reading]] = {}
        self._done = self._running = 0

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> Self:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider._configure(crawler)
        crawler.signals.connect(spider._count, signal=signals.item_scraped)
        crawler.signals.connect(spider._robots_fetched, signal=robots_fetched)
        crawler.signals.connect(spider._closed, signal=signals.spider_closed)
        return spider

    def _configure(self, crawler: Crawler) -> None:
        settings = crawler.settings

        def number(name: str) -> float:
            return settings.getfloat(name, getattr(defaults, name))

        self.deadline = number("SITEBRIEF_DEADLINE")
        self.sitemap_timeout = number("SITEBRIEF_SITEMAP_TIMEOUT")
        self.sitemap_max_bytes = int(number("SITEBRIEF_SITEMAP_MAX_BYTES"))
        self.sitemap_max_total_bytes = int(number("SITEBRIEF_SITEMAP_MAX_TOTAL_BYTES"))
        self.sitemap_max_urls = int(number("SITEBRIEF_SITEMAP_MAX_URLS"))
        self.sitemap_sections = int(number("SITEBRIEF_SITEMAP_SECTIONS"))
        self.sitemap_sample = int(number("SITEBRIEF_SITEMAP_SAMPLE"))
        self.logo_timeout = number("SITEBRIEF_LOGO_TIMEOUT")
        self.logo_max_bytes = int(number("SITEBRIEF_LOGO_MAX_BYTES"))
        self.progress_interval = number("SITEBRIEF_PROGRESS_INTERVAL")
        self.render_mode: str = settings.get("SITEBRIEF_RENDER", defaults.SITEBRIEF_RENDER)
        if self.render_mode not in ("auto", "never", "always"):
            raise ValueError(
                f"SITEBRIEF_RENDER must be auto, never or always, not {self.render_mode!r}"
            )
        self.render_meta = {
            "playwright": True,
            # A render waits on its own page's requests: it must not hold the
            # site's slots they need, so renders queue in a slot of their own.
            "download_slot": BROWSER_SLOT,
            "playwright_page_methods": [PageMethod(settle, number("SITEBRIEF_RENDER_WAIT"))],
        }
        self.empty_chars = number("SITEBRIEF_EMPTY_SITE_CHARS")
        self.slots = asyncio.Semaphore(int(number("SITEBRIEF_CONCURRENT_BRIEFS")))
        self.agent = user_agent(settings)
        self.token = agent_token(settings)
        self._progress: asyncio.Task[None] | None = None

    def _count(self, item: SiteBrief) -> None:
        kind = item.problem["kind"] if item.problem else "none"
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(f"brief/problem/{kind}")

    def _robots_fetched(self, outcome: RobotsOutcome) -> None:
        self._robots[outcome.origin] = outcome
        for reading in self._interest.pop(outcome.origin, []):
            reading.offer_robots(outcome)

    def _closed(self) -> None:
        if self._progress is not None:
            self._progress.cancel()

    async def _report_progress(self, total: int) -> None:
        while True:
            await asyncio.sleep(self.progress_interval)
            logger.info(
                "Briefs: %d done, %d in flight, %d waiting, of %d",
                self._done, self._running, total - self._done - self._running, total,
            )  # fmt: skip

    async def start(self) -> AsyncIterator[Request]:
        if not self.inputs:
            logger.error("Nothing to brief: pass -a domain=, -a domains= or -a domains_file=")
        # One brief per domain; every input line that asked for it gets a record.
        groups: dict[str, list[tuple[int, Target]]] = {}
        for line, text in self.inputs:
            target = parse_target(text)
            key = target.domain if target.domain is not None else f"invalid:{line}"
            groups.setdefault(key, []).append((line, target))
        self._progress = asyncio.ensure_future(self._report_progress(len(groups)))
        for asked in groups.values():
            # A data: request starts each domain's coroutine inside the engine.
            yield Request(
                "data:,",
                callback=self.brief,
                cb_kwargs={"asked": asked},
                meta={START_REQUEST: True},
                dont_filter=True,
            )

    async def brief(
        self, response: Response, asked: list[tuple[int, Target]]
    ) -> AsyncIterator[SiteBrief]:
        _, target = asked[0]
        reading = Reading(target)
        if target.domain is not None:
            async with self.slots:  # the deadline starts when the brief does
                self._running += 1
                started = time.monotonic()
                try:
                    await asyncio.wait_for(self._read(reading), timeout=self.deadline)
                except TimeoutError:
                    self._deadline_passed(reading)
                except Exception as exc:
                    logger.exception("Brief of %s failed", target.domain)
                    reading.failure = problems.Failure(
                        "error", f"internal error: {type(exc).__name__}: {exc}"
                    )
                finally:
                    self._running -= 1
                    elapsed = time.monotonic() - started
                    assert self.crawler.stats is not None
                    self.crawler.stats.max_value("brief/max_seconds", elapsed)
                    logger.info(
                        "Brief of %s done in %.3f s (%s)", target.domain, elapsed,
                        reading.failure.kind if reading.failure else "ok",
                    )  # fmt: skip
        self._done += 1
        self._forget(reading)
        for line, asking in asked:
            yield reading.record(self.agent, self.token, asking, line)

    def _forget(self, reading: Reading) -> None:
        """A finished brief's robots outcomes: kept in its record, not here."""
        for origin in reading.origins:
            self._robots.pop(origin, None)
            waiting = self._interest.get(origin)
            if waiting is not None and reading in waiting:
                waiting.remove(reading)
                if not waiting:
                    del self._interest[origin]

    def _deadline_passed(self, reading: Reading) -> None:
        note = f"the brief took longer than {self.deadline:g} s"
        if reading.pages:
            reading.warnings.append(
                f"Stopped early: {note}; this record has what was read by then."
            )
        elif reading.failure is None:
            reading.failure = problems.Failure("timeout", note)

    # --- fetching -----------------------------------------------------------

    async def _fetch(
        self, url: str, reading: Reading, meta: dict[str, Any] | None = None
    ) -> Response:
        assert self.crawler.engine is not None
        assert reading.target.domain is not None
        request = Request(
            url,
            # D and www.D share one download slot: one politeness budget per site.
            meta={
                FETCH_LOG: reading.fetches,
                "download_slot": reading.target.domain,
                SITE_SLOT: reading.target.domain,
                **(meta or {}),
            },
            dont_filter=True,
        )
        origin = origin_of(request)
        reading.origins.add(origin)
        if origin in self._robots:
            reading.offer_robots(self._robots[origin])
        else:
            self._interest.setdefault(origin, []).append(reading)
        try:
            return await self.crawler.engine.download_async(request)
        except RobotsDisallowed as exc:
            if exc.outcome.cause is None:
                reading.refused.append({"url": exc.url, "rule": exc.rule})
            raise

    def _robots_of(self, url: str) -> RobotsOutcome | None:
        return self._robots.get(origin_of(Request(url)))

    # --- the brief ----------------------------------------------------------

    async def _read(self, reading: Reading) -> None:
        domain = reading.target.domain
        assert domain is not None
        sitemap_task = asyncio.ensure_future(self._sitemap(reading))
        logo_task: asyncio.Future[str | None] | None = None
        try:
            home = await self._homepage(reading)
            if home is None:
                return
            if reading.robots is not None:
                reading.offer_robots(reading.robots)
            text = _page_text(home)
            reading.origin = home.url
            header = home.headers.get(b"Content-Usage")
            reading.content_usage_header = header.decode("latin-1") if header else None
            if self._should_render(text):
                try:
                    home = await self._fetch(home.url, reading, self.render_meta)
                except Exception as exc:
                    # The static page stays in the record, so a person sees what there was.
                    reading.pages.append(_page(home, "home", text))
                    detail = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
                    missing = isinstance(exc, BrowserUnavailable)
                    reading.failure = problems.Failure(
                        "error", detail, "browser_missing" if missing else "render"
                    )
                    logger.error("Could not render %s: %s", home.url, detail)
                    return
                reading.rendered = True
                text = _page_text(home)
            reading.pages.append(_page(home, "home", text, reading.rendered))
            # Started now, collected last: the logo overlaps the key pages.
            logo_task = asyncio.ensure_future(self._logo(reading, text.logo_candidates))
            sitemap_urls = await sitemap_task
            hosts = pages.site_hosts(domain, home.url)
            found = pages.candidates(text.links, sitemap_urls, hosts, home.url)
            reading.pages.extend(await self._key_pages(reading, found, hosts, home.url))
            reading.logo = await logo_task
        finally:
            for task in (sitemap_task, logo_task):
                if task is not None and not task.done():
                    task.cancel()

    def _should_render(self, static: PageText) -> bool:
        """Render only when the static text is thin and the HTML looks
        script-driven (or always/never, as SITEBRIEF_RENDER says)."""
        if self.render_mode == "auto":
            return bool(static.chars < self.empty_chars and static.script_driven)
        return bool(self.render_mode == "always")

    async def _homepage(self, reading: Reading) -> Response | None:
        """https://D/, https://www.D/, then http://D/ only after connection or
        TLS failures (www not existing does not count); when all fail, the most
        informative failure, with the robots.txt outcome of that attempt."""
        domain = reading.target.domain
        failures: list[tuple[problems.Failure, str]] = []
        for url in (f"https://{domain}/", f"https://www.{domain}/", f"http://{domain}/"):
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
            if response.status >= 300:
                # A 3xx here is a redirect Scrapy would not follow (to a non-web
                # address): its body is no page.
                failures.append((problems.from_response(response), url))
                continue
            reading.robots = self._robots_of(response.url)
            if url.startswith("http:"):
                causes = "; ".join(f.detail for f, tried in failures if f.kind == "tls")
                if causes:
                    reading.warnings.append(
                        f"Read over plain HTTP because HTTPS failed a security check: {causes}"
                    )
            return response
        reading.failure, failed_url = min(
            failures, key=lambda f: problems.PRIORITY.index(f[0].kind)
        )
        reading.robots = self._robots_of(failed_url)
        return None

    async def _key_pages(
        self,
        reading: Reading,
        found: dict[str, list[pages.Candidate]],
        hosts: tuple[str, ...],
        home_url: str,
    ) -> list[Page]:
        """At most one page per kind and MAX_KEY_PAGES in all, fetched
        concurrently; a kind that yields nothing makes room for the next."""
        kinds = [kind for kind in pages.PRIORITY if kind in found]
        first = kinds[: pages.MAX_KEY_PAGES]
        results = await asyncio.gather(
            *(self._key_page(reading, found[kind], hosts, home_url) for kind in first)
        )
        chosen = {kind: page for kind, page in zip(first, results, strict=True) if page}
        for kind in kinds[pages.MAX_KEY_PAGES :]:
            if len(chosen) >= pages.MAX_KEY_PAGES:
                break
            page = await self._key_page(reading, found[kind], hosts, home_url)
            if page is not None:
                chosen[kind] = page
        return [chosen[kind] for kind in pages.PRIORITY if kind in chosen]

    async def _key_page(
        self,
        reading: Reading,
        candidates: list[pages.Candidate],
        hosts: tuple[str, ...],
        home_url: str,
    ) -> Page | None:
        meta = self.render_meta if reading.rendered else None
        for candidate in candidates[:TRIES_PER_KIND]:
            try:
                response = await self._fetch(candidate.url, reading, meta)
            except Exception as exc:
                logger.debug("Key page %s failed: %s", candidate.url, exc)
                continue
            if (
                response.status >= 300
                or not isinstance(response, TextResponse)
                or response.url == home_url
                or not pages.same_site(response.url, hosts)
            ):
                continue
            return _page(response, candidate.kind, _page_text(response), reading.rendered)
        return None

    # --- nice-to-haves: each bounded in time, None when it fails ------------------

    async def _bounded(self, what: str, work: Awaitable[T], timeout: float) -> T | None:
        try:
            return await asyncio.wait_for(work, timeout)
        except Exception as exc:  # a nice-to-have never fails the brief
            logger.debug("%s gave up: %s: %s", what, type(exc).__name__, exc)
            assert self.crawler.stats is not None
            self.crawler.stats.inc_value(f"brief/{what}_failed/{type(exc).__name__}")
            return None

    async def _sitemap(self, reading: Reading) -> list[str]:
        urls = await self._bounded("sitemap", self._read_sitemaps(reading), self.sitemap_timeout)
        return urls or []

    async def _read_sitemaps(self, reading: Reading) -> list[str]:
        outcome = await reading.usable_robots
        scheme, host, port = outcome.origin
        base = f"{scheme}://{host}" + ("" if port in (80, 443) else f":{port}")
        urls: list[str] = []
        sources: list[str] = []
        # What all the files of one brief may add up to: a robots.txt that lists
        # three indexes of three 10 MiB children must not mean 90 MiB.
        budget = sitemaps.Budget(self.sitemap_max_total_bytes, self.sitemap_max_urls)
        if outcome.sitemaps:
            listed = outcome.sitemaps[: sitemaps.MAX_CHILDREN]
            budget.partial |= len(outcome.sitemaps) > len(listed)
            for url, parsed in zip(
                listed,
                await self._sitemap_files(listed, reading, budget),
                strict=True,
            ):
                urls += await self._take(url, parsed, sources, reading, budget)
        else:
            for path in sitemaps.DEFAULT_PATHS:
                parsed = (await self._sitemap_files([base + path], reading, budget))[0]
                urls += await self._take(base + path, parsed, sources, reading, budget)
                if sources:
                    break
        if sources:
            reading.sitemap = sitemaps.summarise(
                urls, sources, self.sitemap_sections, self.sitemap_sample, budget.partial
            )
        return urls

    async def _take(
        self,
        url: str,
        parsed: sitemaps.Parsed | None,
        sources: list[str],
        reading: Reading,
        budget: sitemaps.Budget,
    ) -> list[str]:
        """The page URLs a sitemap file gives: its own, or its best children's."""
        if parsed is None or parsed.kind not in ("urlset", "sitemapindex"):
            return []
        sources.append(url)
        if parsed.kind == "urlset":
            return parsed.locs
        children = sitemaps.child_order(parsed.locs)[: sitemaps.MAX_CHILDREN]
        budget.partial |= len(parsed.locs) > len(children)
        found: list[str] = []
        for child, sub in zip(
            children, await self._sitemap_files(children, reading, budget), strict=True
        ):
            if sub is not None and sub.kind == "urlset":  # nesting stops at one level
                sources.append(child)
                found += sub.locs
        return found

    async def _sitemap_files(
        self, urls: list[str], reading: Reading, budget: sitemaps.Budget
    ) -> list[sitemaps.Parsed | None]:
        """Files read together, each with an equal share of what the budget has left."""
        share = min(self.sitemap_max_bytes, budget.bytes_left // max(1, len(urls)))
        return await asyncio.gather(*(self._sitemap_file(u, reading, share, budget) for u in urls))

    async def _sitemap_file(
        self, url: str, reading: Reading, max_bytes: int, budget: sitemaps.Budget
    ) -> sitemaps.Parsed | None:
        if max_bytes <= 0 or budget.urls_left <= 0:
            budget.partial = True
            return None
        try:
            response = await self._fetch(url, reading, {"download_maxsize": max_bytes})
        except Exception as exc:
            logger.debug("Sitemap %s not read: %s: %s", url, type(exc).__name__, exc)
            return None
        if response.status != 200:
            return None
        body = response.body
        if body[:2] == b"\x1f\x8b":
            try:
                body = gunzip(body, max_size=max_bytes)
            except Exception as exc:
                logger.debug("Sitemap %s not decompressed: %s", url, exc)
                return None
        return budget.parse(body)

    async def _logo(self, reading: Reading, candidates: list[str]) -> str | None:
        return await self._bounded("logo", self._find_logo(reading, candidates), self.logo_timeout)

    async def _find_logo(self, reading: Reading, candidates: list[str]) -> str | None:
        for url in candidates[:5]:
            try:
                response = await self._fetch(
                    url, reading, {"download_maxsize": self.logo_max_bytes}
                )
            except Exception as exc:
                logger.debug("Logo candidate %s not read: %s", url, exc)
                continue
            content_type = (response.headers.get(b"Content-Type") or b"").lower()
            body = response.body.lstrip()[:8]
            if response.status == 200 and (
                content_type.startswith(b"image/") or body.startswith(_IMAGE_MAGIC)
            ):
                return response.url
        return None


def _page_text(response: Response) -> PageText:
    if not isinstance(response, TextResponse):
        return PageText(title=None, description=None, lines=[])
    return read_html(response.text, response.url)


def _page(response: Response, kind: str, text: PageText, rendered: bool = False) -> Page:
    return Page(
        url=response.url,
        kind=kind,
        title=text.title,
        description=text.description,
        text="\n".join(text.lines),
        chars=text.chars,
        status=response.status,
        fetched_at=now(),
        rendered=rendered,
    )
