"""``scrapy crawl brief -a domain=acme.com``: one record per requested domain.

The flow only; the rules live beside it (inputs, reading, problems, pages,
sitemaps, logos, text). Each domain is read by one coroutine that awaits its
downloads through the engine, so every downloader middleware (the scheme
guard, the robots rules, the address guard, retries, the fetch log)
applies, and fills a ``Reading``. The record is built from the Reading
whatever happens — success, failure, deadline, crash — so no domain ends
without its record.

The flow, with the fewest dependent round trips:

    robots.txt ─┬─ homepage ──────────────┬─ key pages (concurrently) ─┐
                └─ sitemap ── children ───┘        logo (overlapping) ─┴─ record
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urlsplit

from scrapy import Request, Spider, signals
from scrapy.http import TextResponse
from scrapy_playwright.page import PageMethod

from sitebrief import config, facts, logos, pages, problems, sitemaps, walls
from sitebrief import previous as rebrief
from sitebrief import settings as defaults
from sitebrief.domains import Target, display
from sitebrief.errors import RobotsDisallowed
from sitebrief.fetching import Fetch, Fetched
from sitebrief.identity import agent_token, user_agent
from sitebrief.inputs import Asked, group, read_inputs
from sitebrief.items import Page, SiteBrief
from sitebrief.keys import FETCH_LOG, ROBOTS_LISTENER, ROBOTS_OUTCOME, SITE_HOSTS, START_REQUEST
from sitebrief.middlewares.fetchlog import now
from sitebrief.net.browser import BrowserUnavailable, settle
from sitebrief.pageitem import not_modified, page_from, page_text, reused
from sitebrief.reading import Reading
from sitebrief.signals import brief_finished
from sitebrief.slots import BROWSER_SLOT, SITE_SLOT, release_site_slot
from sitebrief.text import PageText
from sitebrief.worker import Worker
from sitebrief.workqueue import Item

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)
T = TypeVar("T")

# Candidates tried per kind before giving the kind up (a refused or broken
# link is replaced by the next best).
TRIES_PER_KIND = 3


class BriefSpider(Spider):
    name = "brief"

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
        self.inputs = read_inputs(domain, domains, domains_file)
        self.worker = Worker(self, queue, results, idle_exit) if queue else None
        # A re-brief: the newest earlier record of each domain.
        self.previous = rebrief.load(previous) if previous else None
        # In-flight reads, cancelled at once when the run is stopped.
        self._reads: set[asyncio.Future[None]] = set()
        self._stopping = False
        self._watcher: asyncio.Future[None] | None = None

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> Self:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider._configure(crawler)
        crawler.signals.connect(spider._count, signal=signals.item_scraped)
        crawler.signals.connect(spider._closed, signal=signals.spider_closed)
        if spider.worker is not None:
            # After the feed exporter's own handler: acknowledge what is written.
            crawler.signals.connect(
                lambda: crawler.signals.connect(
                    spider.worker.acknowledge, signal=signals.item_scraped
                ),
                signal=signals.engine_started,
                weak=False,
            )
        return spider

    def _configure(self, crawler: Crawler) -> None:
        settings = crawler.settings

        def number(name: str) -> float:
            return settings.getfloat(name, getattr(defaults, name))

        self.deadline = number("SITEBRIEF_DEADLINE")
        self.sitemap_timeout = number("SITEBRIEF_SITEMAP_TIMEOUT")
        self.sitemap_limits = sitemaps.Limits(
            file_bytes=int(number("SITEBRIEF_SITEMAP_MAX_BYTES")),
            total_bytes=int(number("SITEBRIEF_SITEMAP_MAX_TOTAL_BYTES")),
            urls=int(number("SITEBRIEF_SITEMAP_MAX_URLS")),
            sections=int(number("SITEBRIEF_SITEMAP_SECTIONS")),
            sample=int(number("SITEBRIEF_SITEMAP_SAMPLE")),
        )
        self.logo_timeout = number("SITEBRIEF_LOGO_TIMEOUT")
        self.logo_max_bytes = int(number("SITEBRIEF_LOGO_MAX_BYTES"))
        self.render_mode: str = settings.get("SITEBRIEF_RENDER", defaults.SITEBRIEF_RENDER)
        # The rule lives in config (checked before a crawl starts); a run that
        # bypasses `scrapy crawl` meets it here.
        choices = config.CHOICES["SITEBRIEF_RENDER"]
        if self.render_mode not in choices:
            raise ValueError(
                f"SITEBRIEF_RENDER must be one of {', '.join(choices)}, not {self.render_mode!r}"
            )
        self.render_meta = {
            "playwright": True,
            # A render waits on its own page's requests: it must not hold the
            # site's slots they need, so renders queue in a slot of their own.
            "download_slot": BROWSER_SLOT,
            "playwright_page_methods": [PageMethod(settle, number("SITEBRIEF_RENDER_WAIT"))],
        }
        self.empty_chars = number("SITEBRIEF_EMPTY_SITE_CHARS")
        self.min_page_chars = number("SITEBRIEF_MIN_PAGE_CHARS")
        self.facts_budget = int(number("SITEBRIEF_FACTS_BUDGET"))
        self.withheld_budget = int(number("SITEBRIEF_WITHHELD_BUDGET"))
        self.slots = asyncio.Semaphore(int(number("SITEBRIEF_CONCURRENT_BRIEFS")))
        self.agent = user_agent(settings)
        self.token = agent_token(settings)

    def _count(self, item: SiteBrief) -> None:
        kind = item.problem["kind"] if item.problem else "none"
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(f"brief/problem/{kind}")

    async def start(self) -> AsyncIterator[Request]:
        self._watcher = asyncio.ensure_future(self._watch_for_stop())
        if self.worker is not None:
            async for asked, item in self.worker.claims():
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
            if self._stopping:
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
        renewing = self.worker.keep(item) if self.worker and item else None
        try:
            reading = await self._brief(asked[0][1])
        finally:
            self.slots.release()
            if renewing is not None:
                renewing.cancel()
        for line, asking in asked:
            record = reading.record(self.agent, self.token, asking, line)
            if item is not None:
                record.source, record.input_id = item.source, item.id
            yield record

    async def _brief(self, target: Target) -> Reading:
        """Read one domain within the deadline; whatever happens, a Reading."""
        reading = Reading(target)
        if self.previous is not None and target.domain is not None:
            reading.previous = self.previous.get(target.domain)
            reading.previous_pages = rebrief.pages_by_url(reading.previous)
        stats = self.crawler.stats
        assert stats is not None
        stats.inc_value("brief/started")
        if target.domain is not None:
            started = time.monotonic()
            read = asyncio.ensure_future(asyncio.wait_for(self._read(reading), self.deadline))
            self._reads.add(read)
            try:
                await read
            except TimeoutError:
                self._deadline_passed(reading)
            except asyncio.CancelledError:
                if not self._stopping:
                    raise
                stats.inc_value("brief/cancelled")
                reading.failure = problems.Failure("cancelled", "the run was stopped")
            except Exception as exc:
                logger.exception("Brief of %s failed", target.domain)
                reading.failure = problems.Failure(
                    "error", f"internal error: {type(exc).__name__}: {exc}"
                )
            finally:
                self._reads.discard(read)
                elapsed = time.monotonic() - started
                stats.max_value("brief/max_seconds", elapsed)
                logger.info(
                    "Brief of %s done in %.3f s (%s)", target.domain, elapsed,
                    reading.failure.kind if reading.failure else "ok",
                )  # fmt: skip
            stated = [
                reading.page_facts[p.url] for p in reading.pages if p.url in reading.page_facts
            ]
            if reading.previous is not None:  # pages as before (304) state what they stated
                stated.append(reading.previous.get("facts") or {})
            reading.facts = facts.merge(stated, self.facts_budget)
            reading.bound_withheld(self.withheld_budget)
            if self.previous is not None:
                reading.change = rebrief.change(
                    reading.pages, reading.failure is not None, reading.previous, now()
                )
            hosts = pages.site_hosts(target.domain, reading.origin or f"https://{target.domain}/")
            self.crawler.signals.send_catch_log(brief_finished, hosts=hosts)
            release_site_slot(self.crawler, target.domain)
        stats.inc_value("brief/finished")
        return reading

    def _closed(self) -> None:
        if self._watcher is not None:
            self._watcher.cancel()

    async def _watch_for_stop(self) -> None:
        """One Ctrl-C, SIGTERM or Scrapyd cancel stops the crawler (Scrapy then
        waits for callbacks in progress): cancel the in-flight reads at once,
        so each brief ends now with a record that says it was cancelled."""
        while self.crawler.crawling:
            await asyncio.sleep(0.2)
        self._stopping = True
        for read in list(self._reads):
            read.cancel()

    def _deadline_passed(self, reading: Reading) -> None:
        note = f"the brief took longer than {self.deadline:g} s"
        if reading.pages:
            reading.warnings.append(
                f"Stopped early: {note}; this record has what was read by then."
            )
        elif reading.failure is None:
            reading.failure = problems.Failure("timeout", note)

    # --- fetching -----------------------------------------------------------

    def _request(
        self,
        url: str,
        reading: Reading,
        meta: dict[str, Any] | None = None,
        hosts: tuple[str, ...] | None = None,
    ) -> Request:
        """A request of this brief: its fetch log, its site's slot and hosts,
        and the listener the robots middleware hands the outcome to."""
        domain = reading.target.domain
        assert domain is not None
        headers = {}
        if (page := reading.previous_pages.get(url)) is not None and not (meta or {}).get(
            "playwright"
        ):
            # Conditional: a server that has not changed the page answers 304, no body.
            if page.get("etag"):
                headers["If-None-Match"] = page["etag"]
            if page.get("last_modified"):
                headers["If-Modified-Since"] = page["last_modified"]
        return Request(
            url,
            headers=headers,
            meta={
                FETCH_LOG: reading.fetches,
                # D and www.D share one download slot: one politeness budget per site.
                "download_slot": domain,
                SITE_SLOT: domain,
                SITE_HOSTS: hosts or (domain,),
                ROBOTS_LISTENER: reading.offer_robots,
                **(meta or {}),
            },
            dont_filter=True,
        )

    async def _download(self, request: Request, reading: Reading) -> Response:
        assert self.crawler.engine is not None
        try:
            return await self.crawler.engine.download_async(request)
        except RobotsDisallowed as exc:
            if exc.outcome.cause is None:
                reading.refused.append({"url": exc.url, "rule": exc.rule})
            raise

    async def _fetch(
        self,
        url: str,
        reading: Reading,
        meta: dict[str, Any] | None = None,
        hosts: tuple[str, ...] | None = None,
    ) -> Response:
        return await self._download(self._request(url, reading, meta, hosts), reading)

    def _fetcher(self, reading: Reading, hosts: tuple[str, ...] | None = None) -> Fetch:
        """A fetch function for the loops beside the pure modules (sitemaps, logos)."""

        async def fetch(url: str, max_bytes: int) -> Fetched:
            response = await self._fetch(url, reading, {"download_maxsize": max_bytes}, hosts)
            content_type = response.headers.get(b"Content-Type") or b""
            return Fetched(
                response.url,
                response.status,
                content_type.decode("latin-1").lower(),
                response.body,
            )

        return fetch

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
            hosts = pages.site_hosts(domain, home.url)
            if pages.another_owner(domain, home.url):
                # Another owner's site (a social profile, a builder's "not found", a
                # parking page): say so, and take key pages from it alone.
                hosts = tuple(host for host in hosts if host != domain)
                final = display(urlsplit(home.url).hostname or "")
                reading.warnings.append(
                    f"The homepage ended on {final}, not on {display(domain)}: "
                    f"this brief is about what {final} shows."
                )
            reading.origin = home.url
            header = home.headers.get(b"Content-Usage")
            reading.content_usage_header = header.decode("latin-1") if header else None
            earlier = not_modified(home, reading)
            reading.home_unchanged.set_result(earlier is not None)
            if earlier is not None:
                # As before (304): its text, its links (to the previous key pages,
                # chosen again below with the sitemap's) and its logo stand.
                reading.rendered = bool(earlier.get("rendered"))
                reading.pages.append(reused(earlier, "home"))
                anchors = [
                    pages.Link(url)
                    for url, page in reading.previous_pages.items()
                    if page.get("kind") != "home"
                ]
                logo = (reading.previous or {}).get("logo")
                reading.logo = logo if isinstance(logo, str) else None
                lang = None
            else:
                rendered = await self._home_text(reading, home, hosts)
                if rendered is None:
                    return
                home, text = rendered
                reading.pages.append(page_from(home, "home", text, reading))
                reading.page_facts[home.url] = text.facts
                anchors, lang = text.anchors, text.lang
                # Started now, collected last: the logo overlaps the key pages.
                logo_task = asyncio.ensure_future(
                    self._bounded(
                        "logo",
                        logos.find(
                            self._fetcher(reading, hosts),
                            text.logo_candidates,
                            self.logo_max_bytes,
                        ),
                        self.logo_timeout,
                    )
                )
            sitemap_urls = await sitemap_task
            found = pages.candidates(anchors, sitemap_urls, hosts, home.url, lang)
            reading.pages.extend(await self._key_pages(reading, found, hosts, home.url))
            if logo_task is not None:
                reading.logo = await logo_task
        finally:
            for task in (sitemap_task, logo_task):
                if task is not None and not task.done():
                    task.cancel()

    async def _home_text(
        self, reading: Reading, home: Response, hosts: tuple[str, ...]
    ) -> tuple[Response, PageText] | None:
        """The homepage and its text, rendered when it needs a browser; None
        (with the failure set) when the render fails."""
        text = page_text(home, self.empty_chars)
        if (wall := self._wall(home, reading, text)) is not None:
            reading.failure = wall  # never rendered, never briefed
            return None
        if not self._should_render(text):
            return home, text
        try:
            home = await self._fetch(home.url, reading, self.render_meta, hosts)
        except Exception as exc:
            # The static page stays in the record, so a person sees what there was.
            reading.pages.append(page_from(home, "home", text, reading))
            detail = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
            missing = isinstance(exc, BrowserUnavailable)
            reading.failure = problems.Failure(
                "error", detail, "browser_missing" if missing else "render"
            )
            logger.error("Could not render %s: %s", home.url, detail)
            return None
        reading.rendered = True
        return home, page_text(home, self.empty_chars)

    def _wall(
        self, response: Response, reading: Reading, text: PageText | None = None
    ) -> problems.Failure | None:
        """The wall this response is (sitebrief/walls.py), as a failure; or None."""
        if text is None:
            text = page_text(response, self.empty_chars)
        headers = {
            key.decode("latin-1").lower(): b", ".join(values).decode("latin-1")
            for key, values in response.headers.items()
        }
        domain = reading.target.domain or ""
        # Thin: its own content (consent layers, menus set aside) is under the empty-site bar.
        own = text.chars if text.own_chars is None else text.own_chars
        wall = walls.find(
            response.status,
            headers,
            response.url,
            response.text if isinstance(response, TextResponse) else "",
            "\n".join(text.lines),
            own < self.empty_chars,
            pages.another_owner(domain, response.url),
        )
        return problems.from_wall(wall) if wall is not None else None

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
        failures: list[tuple[problems.Failure, Request]] = []
        for url in (f"https://{domain}/", f"https://www.{domain}/", f"http://{domain}/"):
            if url.startswith("http:") and not all(
                failure.connection or (failure.kind == "not_found" and "//www." in tried.url)
                for failure, tried in failures
            ):
                break
            request = self._request(url, reading)
            try:
                response = await self._download(request, reading)
            except Exception as exc:
                failures.append((problems.from_exception(exc), request))
                continue
            if response.status >= 400 and (wall := self._wall(response, reading)) is not None:
                # A bot check, a price: the site's answer to any address we'd try.
                reading.failure = wall
                reading.robots = response.meta.get(ROBOTS_OUTCOME)
                return None
            if response.status >= 300 and not_modified(response, reading) is None:
                # A 3xx here is a redirect Scrapy would not follow (to a non-web
                # address): its body is no page. A 304 is the previous page, as it was.
                failures.append((problems.from_response(response), request))
                continue
            # The outcome of the origin the page came from (after redirects).
            reading.robots = response.meta.get(ROBOTS_OUTCOME)
            if url.startswith("http:"):
                causes = "; ".join(f.detail for f, _ in failures if f.kind == "tls")
                if causes:
                    reading.warnings.append(
                        f"Read over plain HTTP because HTTPS failed a security check: {causes}"
                    )
            return response
        reading.failure, failed = min(failures, key=lambda f: problems.PRIORITY.index(f[0].kind))
        reading.robots = failed.meta.get(ROBOTS_OUTCOME)
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
            *(self._keypage_from(reading, found[kind], hosts, home_url) for kind in first)
        )
        chosen = {kind: page for kind, page in zip(first, results, strict=True) if page}
        for kind in kinds[pages.MAX_KEY_PAGES :]:
            if len(chosen) >= pages.MAX_KEY_PAGES:
                break
            page = await self._keypage_from(reading, found[kind], hosts, home_url)
            if page is not None:
                chosen[kind] = page
        return [chosen[kind] for kind in pages.PRIORITY if kind in chosen]

    async def _keypage_from(
        self,
        reading: Reading,
        candidates: list[pages.Candidate],
        hosts: tuple[str, ...],
        home_url: str,
    ) -> Page | None:
        meta = self.render_meta if reading.rendered else None
        for candidate in candidates[:TRIES_PER_KIND]:
            try:
                response = await self._fetch(candidate.url, reading, meta, hosts)
            except Exception as exc:
                logger.debug("Key page %s failed: %s", candidate.url, exc)
                continue
            if (earlier := not_modified(response, reading)) is not None:
                return reused(earlier, candidate.kind)
            if (
                response.status >= 300  # an error, or a redirect that was not followed
                or not isinstance(response, TextResponse)
                or response.url == home_url
                or not pages.same_site(response.url, hosts)
            ):
                continue
            text = page_text(response, self.min_page_chars)
            if self._wall(response, reading, text) is not None:
                continue  # a bot check or a consent wall is no key page
            reading.page_facts[response.url] = text.facts
            return page_from(response, candidate.kind, text, reading)
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
        """The sitemap's page URLs; its time limit starts when its reading
        does (from the first robots.txt that lets us read), not with the brief."""
        outcome = await reading.usable_robots
        if reading.previous_pages and await reading.home_unchanged:
            previous = (reading.previous or {}).get("sitemap")
            reading.sitemap = previous if isinstance(previous, dict) else None
            return []
        scheme, host, port = outcome.origin
        base = f"{scheme}://{host}" + ("" if port in (80, 443) else f":{port}")
        read = sitemaps.read(self._fetcher(reading), base, outcome.sitemaps, self.sitemap_limits)
        found = await self._bounded("sitemap", read, self.sitemap_timeout)
        if found is None:
            # Not "no sitemap" (that is null): one was looked for and not read in time.
            reading.sitemap = {
                "urls": None,
                "error": f"not read within {self.sitemap_timeout:g} s",
                "sources": outcome.sitemaps or [base + path for path in sitemaps.DEFAULT_PATHS],
            }
            return []
        urls, reading.sitemap = found
        return urls
