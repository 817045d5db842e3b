"""Reading one domain: its flow, as one ``Brief`` that owns its ``Reading``.

Each request goes through the engine (``engine.download_async``), so every
downloader middleware applies: the scheme guard, the robots rules, the
address guard, retries, the fetch log. The spider starts a Brief per domain,
holds its deadline and cancels it when the run stops; the Brief fills its
Reading, and builds the record from it whatever happened.

The flow, with the fewest dependent round trips:

    robots.txt ─┬─ homepage ──────────────┬─ key pages (concurrently) ─┐
                ├─ sitemap ── children ───┤        logo (overlapping) ─┴─ record
                └─ llms.txt ──────────────┘
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urlsplit

from scrapy import Request
from scrapy.http import TextResponse
from scrapy_playwright.page import PageMethod

from sitebrief.brief.pageitem import (
    content_type,
    header,
    not_modified,
    page_from,
    page_signals,
    page_text,
    reused,
)
from sitebrief.brief.reading import Reading
from sitebrief.config import Config
from sitebrief.errors import RobotsDisallowed
from sitebrief.extensions.readcap import ReadCap
from sitebrief.items import Page, SiteBrief, now
from sitebrief.keys import FETCH_LOG, ROBOTS_LISTENER, ROBOTS_OUTCOME, SITE_HOSTS
from sitebrief.net.browser import BrowserUnavailable, settle
from sitebrief.net.failures import DOWNLOAD_ERRORS
from sitebrief.net.slots import BROWSER_SLOT, SITE_SLOT
from sitebrief.page import contacts, facts, logos
from sitebrief.page.text import PageText
from sitebrief.rules import (
    injection,
    keypages,
    keyrecord,
    language,
    llmstxt,
    problems,
    proof,
    rebrief,
    sitemaps,
    walls,
)
from sitebrief.rules.domains import Target, display
from sitebrief.rules.fetching import Fetch, Fetched, FetchFailed
from sitebrief.rules.hosts import origin_url

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)
T = TypeVar("T")

# A nice-to-have (sitemap, logo) ends as None on these: out of time, refused, broken.
NICE_TO_HAVE_ERRORS: tuple[type[BaseException], ...] = (FetchFailed, *DOWNLOAD_ERRORS)

# Candidates tried per kind before giving the kind up (a refused or broken
# link is replaced by the next best).
TRIES_PER_KIND = 3

# A page of offers proven with its prices stands for either: the offers, or,
# when an earlier entry took them, the prices (two services' pages, each with
# its price table). Other pages stand for their first kind only: a second
# shop's page is no price list.
OFFERS_KIND = "features"
# An entry no word names whose page is its own price list is the offers' page
# instead, when nothing else stands for them: a service's page with its prices.
PRICES_KIND = "pricing"


def _priced_offers(
    chosen: dict[str, Page],
    tried: keyrecord.KeyPages,
    later_prices: list[tuple[dict[str, str], Callable[[str], Page]]],
) -> None:
    """An entry no word names whose page is its price list ("Taller", "Kursy
    szycia"), and nothing else stands for the offers: a service's own page
    with its prices, as a person reads it, and no price list of the site's.
    The next entry whose content proved the prices is theirs."""
    chosen[OFFERS_KIND] = dataclasses.replace(chosen.pop(PRICES_KIND), kind=OFFERS_KIND)
    offers_entry, *others = tried.pop(PRICES_KIND)
    tried[OFFERS_KIND] = [offers_entry]
    if later_prices:
        entry, make = later_prices[0]
        chosen[PRICES_KIND] = make(PRICES_KIND)
        tried[PRICES_KIND] = [entry, *others[1:]]


class Briefing:
    """What every brief of a run shares: the crawler, the settings a brief
    reads (from the one Config) and the run's previous records."""

    def __init__(self, crawler: Crawler, previous: rebrief.Previous | None):
        cfg = Config.of(crawler)
        self.crawler = crawler
        self.previous = previous
        self.sitemap_timeout = cfg.sitemap_timeout
        self.sitemap_limits = sitemaps.Limits(
            file_bytes=cfg.sitemap_max_bytes,
            total_bytes=cfg.sitemap_max_total_bytes,
            urls=cfg.sitemap_max_urls,
            sections=cfg.sitemap_sections,
            sample=cfg.sitemap_sample,
        )
        self.logo_timeout = cfg.logo_timeout
        self.logo_max_bytes = cfg.logo_max_bytes
        self.llms_budget = cfg.llms_txt_budget
        self.llms_max_bytes = cfg.llms_txt_max_bytes
        self.render_mode = cfg.render
        self.render_meta = {
            "playwright": True,
            # A render waits on its own page's requests: it must not hold the
            # site's slots they need, so renders queue in a slot of their own.
            "download_slot": BROWSER_SLOT,
            "playwright_page_methods": [PageMethod(settle, cfg.render_wait)],
        }
        self.empty_chars = cfg.empty_site_chars
        self.facts_budget = cfg.facts_budget
        self.withheld_budget = cfg.withheld_budget
        self.agent = cfg.user_agent
        self.token = cfg.agent_token


class Brief:
    """One domain's brief: ``read()`` within the spider's deadline, then
    ``conclude()`` and one ``record()`` per input line that asked for it."""

    def __init__(self, run: Briefing, reading: Reading):
        self.run = run
        self.reading = reading

    def conclude(self) -> None:
        """What the pages read add up to: the facts, and on a re-brief the change."""
        stated = [
            self.reading.page_facts[url]
            for url in [*(p.url for p in self.reading.pages), *self.reading.facts_pages]
            if url in self.reading.page_facts
        ]
        earlier = (self.reading.previous or {}).get("facts")
        if isinstance(earlier, dict):  # pages as before (304) state what they stated
            stated.append(earlier)
        self.reading.facts = facts.merge(stated, self.run.facts_budget)
        self.reading.bound_withheld(self.run.withheld_budget)
        if self.run.previous is None:
            return
        try:
            self.reading.change = rebrief.change(
                self.reading.pages, self.reading.failure is not None, self.reading.previous, now()
            )
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            # A previous record of the wrong shape is named, not obeyed.
            domain = display(self.reading.target.domain or "")
            self.reading.warnings.append(
                f"The previous record of {domain} could not be compared with this one "
                f"({type(exc).__name__}), so this record says nothing of what changed."
            )

    def record(self, target: Target, line: int) -> SiteBrief:
        """The record of one input line. Building it is guarded like the read:
        a rule that fails costs the record its content, never the record."""
        try:
            return self.reading.record(self.run.agent, self.run.token, target, line)
        except Exception as exc:
            logger.exception("The record of %s could not be built", target.input)
            assert self.run.crawler.stats is not None
            self.run.crawler.stats.inc_value(f"brief/record_failed/{type(exc).__name__}")
            bare = Reading(
                target,
                failure=problems.error(f"internal error: {type(exc).__name__}"),
            )
            return bare.record(self.run.agent, self.run.token, target, line)

    def _request(
        self,
        url: str,
        meta: dict[str, Any] | None = None,
        hosts: tuple[str, ...] | None = None,
    ) -> Request:
        """A request of this brief: its fetch log, its site's slot and hosts,
        and the listener the robots middleware hands the outcome to."""
        domain = self.reading.target.domain
        assert domain is not None
        headers = {}
        if (page := self.reading.previous_pages.get(url)) is not None and not (meta or {}).get(
            "playwright"
        ):
            # Conditional: a server that has not changed the page answers 304, no body.
            headers = rebrief.conditional_headers(page)
        return Request(
            url,
            headers=headers,
            meta={
                FETCH_LOG: self.reading.fetches,
                # D and www.D share one download slot: one politeness budget per site.
                "download_slot": domain,
                SITE_SLOT: domain,
                SITE_HOSTS: hosts or (domain,),
                ROBOTS_LISTENER: self.reading.offer_robots,
                **(meta or {}),
            },
            dont_filter=True,
        )

    async def _download(self, request: Request) -> Response:
        assert self.run.crawler.engine is not None
        try:
            response = await self.run.crawler.engine.download_async(request)
        except RobotsDisallowed as exc:
            if exc.outcome.cause is None:
                self.reading.refused.append({"url": exc.url, "rule": exc.rule})
            raise
        # The slot this response freed has started the next queued request (a
        # task of its own): let it go out before the response is read, which
        # takes milliseconds of CPU per page and would hold it back.
        await asyncio.sleep(0)
        return response

    async def _fetch(
        self,
        url: str,
        meta: dict[str, Any] | None = None,
        hosts: tuple[str, ...] | None = None,
    ) -> Response:
        return await self._download(self._request(url, meta, hosts))

    def _fetcher(self, hosts: tuple[str, ...] | None = None) -> Fetch:
        """A fetch function for the loops beside the pure modules (sitemaps, logos)."""

        async def fetch(url: str, max_bytes: int) -> Fetched:
            try:
                response = await self._fetch(url, {"download_maxsize": max_bytes}, hosts)
            except DOWNLOAD_ERRORS as exc:
                raise FetchFailed(url) from exc
            return Fetched(
                response.url,
                response.status,
                content_type(response),
                response.body,
                rebrief.validators(response.headers),
            )

        return fetch

    async def read(self) -> None:
        domain = self.reading.target.domain
        assert domain is not None
        sitemap_task = asyncio.ensure_future(self._sitemap())
        llms_task = asyncio.ensure_future(self._llms_txt())
        logo_task: asyncio.Future[str | None] | None = None
        detecting: asyncio.Future[str | None] | None = None
        try:
            home = await self._homepage()
            if home is None:
                return
            hosts = keypages.site_hosts(domain, home.url)
            if keypages.another_owner(domain, home.url):
                # Another owner's site (a social profile, a builder's "not found", a
                # parking page): say so, and take key pages from it alone.
                hosts = tuple(host for host in hosts if host != domain)
                final = display(urlsplit(home.url).hostname or "")
                self.reading.warnings.append(
                    f"The homepage ended on {final}, not on {display(domain)}: "
                    f"this brief is about what {final} shows."
                )
            self.reading.origin = home.url
            header = home.headers.get(b"Content-Usage")
            self.reading.content_usage_header = header.decode("latin-1") if header else None
            earlier = not_modified(home, self.reading)
            names: tuple[str, ...] = ()
            self.reading.home_unchanged.set_result(earlier is not None)
            if earlier is not None:
                # As before (304): its text, its links (to the previous key pages,
                # chosen again below with the sitemap's) and its logo stand.
                self.reading.rendered = bool(earlier.get("rendered"))
                self.reading.pages.append(reused(earlier, "home"))
                anchors = [
                    # Its kind as its text: a page its content proved keeps its kind.
                    keypages.Link(url, str(page.get("kind") or ""), "nav")
                    for url, page in self.reading.previous_pages.items()
                    if page.get("kind") != "home"
                ]
                logo = (self.reading.previous or {}).get("logo")
                self.reading.logo = logo if isinstance(logo, str) else None
                lang, lines = None, None
            else:
                rendered = await self._home_text(home, hosts)
                if rendered is None:
                    return
                home, text = rendered
                self.reading.pages.append(page_from(home, "home", text, self.reading))
                self.reading.page_facts[home.url] = text.facts
                names = keypages.site_names(text.title, text.facts, text.logo_names)
                # <html lang> empty or missing: the path's version, else the text's
                # language, only when it can change the key pages (the first
                # detection loads the model, ~0.5 s). In a thread, started now when
                # the homepage's own links show it can, beside the sitemap.
                lang = text.lang or keypages.language_of(urlsplit(home.url).path)
                anchors, names, lang = await self._behind_gate(text, hosts, names, lang)
                lines = None if lang else text.lines
                detecting = self._detecting(
                    lines,
                    anchors=anchors,
                    sitemap_urls=[],
                    hosts=hosts,
                    home_url=home.url,
                    names=names,
                )
                # Started now, collected last: the logo overlaps the key pages.
                logo_task = asyncio.ensure_future(
                    self._bounded(
                        "logo",
                        logos.find(
                            self._fetcher(hosts),
                            text.logo_candidates,
                            self.run.logo_max_bytes,
                        ),
                        self.run.logo_timeout,
                    )
                )
            sitemap_urls = await sitemap_task
            await llms_task
            if self.reading.llms_txt is not None:  # its links rank with the homepage's
                anchors = [*anchors, *llmstxt.candidate_links(self.reading.llms_txt, hosts)]
            await self._key_and_facts_pages(
                anchors=anchors,
                sitemap_urls=sitemap_urls,
                hosts=hosts,
                home_url=home.url,
                lang=lang,
                names=names,
                lines=lines,
                detecting=detecting,
            )
            if logo_task is not None:
                self.reading.logo = await logo_task
        finally:
            for task in (sitemap_task, llms_task, logo_task, detecting):
                if task is not None and not task.done():
                    task.cancel()

    async def _behind_gate(
        self, text: PageText, hosts: tuple[str, ...], names: tuple[str, ...], lang: str | None
    ) -> tuple[list[keypages.Link], tuple[str, ...], str | None]:
        """The homepage's links, names and language; when it is a gate (an age
        check, a language chooser: ``keypages.gate_version``), with those of
        the version it leads to, where the site's navigation is. One request,
        never a key page (it is the homepage in that language)."""
        version = keypages.gate_version(text.anchors, hosts, text.lang)
        if version is None:
            return text.anchors, names, lang
        meta = self.run.render_meta if self.reading.rendered else None
        try:
            response = await self._fetch(version, meta, hosts)
        except DOWNLOAD_ERRORS as exc:
            logger.debug("Gate's version %s failed: %s", version, exc)
            return text.anchors, names, lang
        if (
            response.status >= 300
            or not isinstance(response, TextResponse)
            or not keypages.same_site(response.url, hosts)
        ):
            return text.anchors, names, lang
        assert self.run.crawler.stats is not None
        self.run.crawler.stats.inc_value("keypages/behind_gate")
        behind = page_text(response, 0)
        return (
            [*text.anchors, *behind.anchors],
            (*names, *keypages.site_names(behind.title, behind.facts, behind.logo_names)),
            lang or behind.lang or keypages.language_of(urlsplit(version).path),
        )

    def _detecting(
        self,
        lines: list[str] | None,
        *,
        anchors: list[keypages.Link],
        sitemap_urls: list[str],
        hosts: tuple[str, ...],
        home_url: str,
        names: tuple[str, ...],
    ) -> asyncio.Future[str | None] | None:
        """The homepage's language from its text (``lines``: None when its
        markup or path says it), detected in a thread, when it can change the
        key pages these links give; else None."""
        if lines is None or not keypages.language_decides(
            anchors, sitemap_urls, hosts, home_url, names
        ):
            return None
        assert self.run.crawler.stats is not None
        self.run.crawler.stats.inc_value("language/detected")
        return asyncio.ensure_future(asyncio.to_thread(language.detect, lines))

    async def _key_and_facts_pages(
        self,
        *,
        anchors: list[keypages.Link],
        sitemap_urls: list[str],
        hosts: tuple[str, ...],
        home_url: str,
        lang: str | None,
        names: tuple[str, ...],
        lines: list[str] | None = None,
        detecting: asyncio.Future[str | None] | None = None,
    ) -> None:
        """The key pages, and beside them the pages read for facts only.
        ``detecting``: the homepage's language, when its links showed it can
        change them; else ``lines``, its text when no markup says it."""
        if detecting is None:  # the sitemap's and llms.txt's links may show it can
            detecting = self._detecting(
                lines, anchors=anchors, sitemap_urls=sitemap_urls, hosts=hosts,
                home_url=home_url, names=names,
            )  # fmt: skip
        if detecting is not None:
            lang = await detecting
        found = keypages.candidates(anchors, sitemap_urls, hosts, home_url, lang, names=names)
        named = {keypages.page_key(c.url) for cs in found.values() for c in cs}
        toggles = keypages.pageless(anchors)  # once a brief, for the three that read it
        entries = keypages.unnamed(anchors, hosts, home_url, lang, names, toggles=toggles)
        unnamed = [
            url
            for url in entries
            if keypages.page_key(url) not in named  # also linked with a kind's words
        ]
        # Sections of offers and the homepage's cards: their pages may prove
        # features by naming them.
        sections = keypages.offer_sections(anchors, entries, toggles=toggles)
        offers = {**keypages.offer_cards(anchors, entries), **sections}
        parts = keypages.offer_pages(anchors, sections, toggles=toggles)
        home = self.reading.pages[0].text.split("\n") if self.reading.pages else []
        presented = keypages.presented(anchors, unnamed, home)
        facts_task = asyncio.ensure_future(self._facts_pages(anchors, found, hosts, home_url))
        try:
            self.reading.pages.extend(
                await self._key_pages(
                    found, unnamed, hosts, home_url, offers=offers, parts=parts, presented=presented
                )
            )
            await facts_task
        finally:
            if not facts_task.done():
                facts_task.cancel()

    async def _home_text(
        self, home: Response, hosts: tuple[str, ...]
    ) -> tuple[Response, PageText] | None:
        """The homepage and its text, rendered when it needs a browser; None
        (with the failure set) when the render fails."""
        text = page_text(home, self.run.empty_chars)
        if (wall := self._wall(home, text)) is not None:
            self.reading.failure = wall  # never rendered, never briefed
            return None
        if not self._should_render(text):
            return home, text
        try:
            home = await self._fetch(home.url, self.run.render_meta, hosts)
        except DOWNLOAD_ERRORS as exc:
            # The static page stays in the record, so a person sees what there was.
            self.reading.pages.append(page_from(home, "home", text, self.reading))
            detail = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
            missing = isinstance(exc, BrowserUnavailable)
            self.reading.failure = problems.error(
                detail, "browser_missing" if missing else "render"
            )
            logger.error("Could not render %s: %s", home.url, detail)
            return None
        self.reading.rendered = True
        return home, page_text(home, self.run.empty_chars)

    def _wall(self, response: Response, text: PageText | None = None) -> problems.Problem | None:
        """The wall this response is (sitebrief/rules/walls.py), as a failure; or None."""
        if text is None:
            text = page_text(response, self.run.empty_chars)
        headers = {
            key.decode("latin-1").lower(): b", ".join(values).decode("latin-1")
            for key, values in response.headers.items()
        }
        domain = self.reading.target.domain or ""
        # Thin: its own content (consent layers, menus set aside) is under the empty-site bar.
        own = text.chars if text.own_chars is None else text.own_chars
        wall = walls.find(
            response.status,
            headers,
            response.url,
            response.text if isinstance(response, TextResponse) else "",
            "\n".join(text.lines),
            own < self.run.empty_chars,
            keypages.another_owner(domain, response.url),
        )
        return problems.from_wall(wall) if wall is not None else None

    def _should_render(self, static: PageText) -> bool:
        """Render only when the static text is thin and the HTML looks
        script-driven (or always/never, as SITEBRIEF_RENDER says)."""
        if self.run.render_mode == "auto":
            return bool(static.chars < self.run.empty_chars and static.script_driven)
        return bool(self.run.render_mode == "always")

    async def _homepage(self) -> Response | None:
        """https://D/, https://www.D/, then http://D/ only after connection or
        TLS failures (www not existing does not count); when all fail, the most
        informative failure, with the robots.txt outcome of that attempt."""
        domain = self.reading.target.domain
        failures: list[tuple[problems.Problem, Request]] = []
        for url in (f"https://{domain}/", f"https://www.{domain}/", f"http://{domain}/"):
            if url.startswith("http:") and not all(
                failure.connection or (failure.kind == "not_found" and "//www." in tried.url)
                for failure, tried in failures
            ):
                break
            request = self._request(url)
            try:
                response = await self._download(request)
            except DOWNLOAD_ERRORS as exc:
                failures.append((problems.from_exception(exc), request))
                continue
            if response.status >= 400 and (wall := self._wall(response)) is not None:
                # A bot check, a price: the site's answer to any address we'd try.
                self.reading.failure = wall
                self.reading.robots = response.meta.get(ROBOTS_OUTCOME)
                return None
            if response.status >= 300 and not_modified(response, self.reading) is None:
                # A 3xx here is a redirect Scrapy would not follow (to a non-web
                # address): its body is no page. A 304 is the previous page, as it was.
                failures.append((problems.from_response(response), request))
                continue
            # The outcome of the origin the page came from (after redirects).
            self.reading.robots = response.meta.get(ROBOTS_OUTCOME)
            if url.startswith("http:"):
                causes = "; ".join(f.detail for f, _ in failures if f.kind == "tls")
                if causes:
                    self.reading.warnings.append(
                        f"Read over plain HTTP because HTTPS failed a security check: {causes}"
                    )
            return response
        self.reading.failure, failed = min(
            failures, key=lambda f: problems.PRIORITY.index(f[0].kind)
        )
        self.reading.robots = failed.meta.get(ROBOTS_OUTCOME)
        return None

    async def _key_pages(
        self,
        found: dict[str, list[keypages.Candidate]],
        unnamed: list[str],
        hosts: tuple[str, ...],
        home_url: str,
        *,
        offers: dict[str, tuple[str, ...]] | None = None,
        parts: dict[str, tuple[str, ...]] | None = None,
        presented: tuple[str, ...] = (),
    ) -> list[Page]:
        """At most one page per kind and MAX_KEY_PAGES in all, fetched
        concurrently; a kind that yields nothing makes room for the next.
        The kinds no word names may be proven by the content of unnamed
        navigation entries, read in the same round: as many as the kinds
        named leave of the budget (MAX_KEY_PAGES reads in all). ``offers``:
        the sections of offers among them, with their submenus' labels;
        ``parts``: those sections' submenus' pages; ``presented``: the
        entries the homepage's text names (``keypages.presented``): when
        nothing proves the offers, the first of them read that proved no
        kind stands for them."""
        # Held by the reading while it fills, so a brief the deadline stops says
        # what was tried by then.
        tried: keyrecord.KeyPages = {}
        self.reading.key_pages = tried
        kinds = [kind for kind in keypages.PRIORITY if kind in found]
        first = kinds[: keypages.MAX_KEY_PAGES]
        wanted = tuple(kind for kind in keypages.PRIORITY if kind not in found)
        looks = unnamed[: keypages.MAX_KEY_PAGES - len(first)] if wanted else []
        results, proofs = await asyncio.gather(
            asyncio.gather(
                *(self._keypage_from(found[kind], hosts, home_url, tried) for kind in first)
            ),
            asyncio.gather(
                *(
                    self._prove(
                        url,
                        wanted,
                        hosts,
                        home_url,
                        offers=(offers or {}).get(url, ()),
                        parts=(parts or {}).get(url, ()),
                    )
                    for url in looks
                )
            ),
        )
        chosen = {kind: page for kind, page in zip(first, results, strict=True) if page}
        stats = self.run.crawler.stats
        assert stats is not None
        stats.inc_value("keypages/looked", len(looks))
        residual = None  # the offers' page by the homepage's word for it
        own_prices = False  # the prices' entry lists no cards of goods: a service's
        later_prices: list[tuple[dict[str, str], Callable[[str], Page]]] = []
        if OFFERS_KIND in wanted and not any(OFFERS_KIND in proven for proven, *_ in proofs):
            residual = next(
                (
                    url
                    for url, (proven, make, *_) in zip(looks, proofs, strict=True)
                    if not proven and make is not None and url in presented
                ),
                None,
            )
        for url, (proven, make, entry, cards) in zip(looks, proofs, strict=True):  # nav's order
            if url == residual and make is not None:
                chosen[OFFERS_KIND] = make(OFFERS_KIND)
                tried.setdefault(OFFERS_KIND, []).append(
                    {**entry, "outcome": keyrecord.READ, "by": keyrecord.BY_HOMEPAGE}
                )
                stats.inc_value(f"keypages/presented/{OFFERS_KIND}")
                continue
            if not proven or make is None:
                tried.setdefault(keyrecord.UNNAMED, []).append(entry)
                continue
            kind = proven[0]
            if kind in chosen and OFFERS_KIND in proven:
                # An offer's page with its prices ("Banho & Tosa", "Hotelzinho"):
                # an earlier entry stands for the offers, this for the prices.
                kind = next((k for k in proven if k not in chosen), kind)
            if kind in chosen:  # an earlier entry proved it first
                tried.setdefault(kind, []).append({**entry, "outcome": keyrecord.NOT_NEEDED})
                if kind == PRICES_KIND:
                    later_prices.append((entry, make))
            else:
                chosen[kind] = make(kind)
                tried.setdefault(kind, []).append(entry)
                stats.inc_value(f"keypages/proven/{kind}")
                if kind == PRICES_KIND and cards < keypages.MIN_OFFER_ENTRIES:
                    # Cards whose titles link to their own pages are a shop's
                    # goods ("/vini", "/3-mezek"), no service's price list.
                    own_prices = True
        if OFFERS_KIND in wanted and OFFERS_KIND not in chosen and own_prices:
            _priced_offers(chosen, tried, later_prices)
            stats.inc_value(f"keypages/priced_offers/{OFFERS_KIND}")
        for kind in kinds[keypages.MAX_KEY_PAGES :]:
            if len(chosen) >= keypages.MAX_KEY_PAGES:
                break
            page = await self._keypage_from(found[kind], hosts, home_url, tried)
            if page is not None:
                chosen[kind] = page
        best = {kind: found[kind][0].url for kind in kinds}
        self.reading.key_pages = keyrecord.completed(tried, keypages.PRIORITY, best)
        return [chosen[kind] for kind in keypages.PRIORITY if kind in chosen]

    async def _look(
        self, url: str, hosts: tuple[str, ...], home_url: str
    ) -> tuple[Response | None, dict[str, str]]:
        """A candidate's response when it is a page of the site (else None),
        and the outcome for the record."""
        meta = self.run.render_meta if self.reading.rendered else None
        try:
            response = await self._fetch(url, meta, hosts)
        except DOWNLOAD_ERRORS as exc:
            # Refused or broken: the next candidate. A bug is not caught here.
            logger.debug("Key page %s failed: %s", url, exc)
            assert self.run.crawler.stats is not None
            self.run.crawler.stats.inc_value(f"brief/keypage_failed/{type(exc).__name__}")
            if isinstance(exc, RobotsDisallowed):
                return None, {"url": url, "outcome": keyrecord.REFUSED}
            return None, {"url": url, "outcome": keyrecord.FAILED, "detail": type(exc).__name__}
        if not_modified(response, self.reading) is not None:
            return response, {"url": url, "outcome": keyrecord.READ}
        failed = {"url": url, "outcome": keyrecord.FAILED}
        if response.status >= 300:  # an error, or a redirect that was not followed
            return None, {**failed, "detail": str(response.status)}
        if not isinstance(response, TextResponse):
            return None, {**failed, "detail": "not a page"}
        if response.url == home_url:
            return None, {"url": url, "outcome": keyrecord.HOME}
        if not keypages.same_site(response.url, hosts):
            return None, {**failed, "detail": "another site"}
        return response, {"url": response.url, "outcome": keyrecord.READ}

    async def _keypage_from(
        self,
        candidates: list[keypages.Candidate],
        hosts: tuple[str, ...],
        home_url: str,
        tried: keyrecord.KeyPages,
    ) -> Page | None:
        for candidate in candidates[:TRIES_PER_KIND]:
            response, entry = await self._look(candidate.url, hosts, home_url)
            tried.setdefault(candidate.kind, []).append(entry)
            if response is None:
                continue
            entry["by"] = candidate.by
            if (earlier := not_modified(response, self.reading)) is not None:
                return reused(earlier, candidate.kind)
            # A thin key page is dropped (budgets), never filled with the page's chrome.
            text = page_text(response, 0)
            if self._wall(response, text) is not None:
                continue  # a bot check or a consent wall is no key page
            self.reading.page_facts[response.url] = text.facts
            return page_from(response, candidate.kind, text, self.reading)
        return None

    async def _facts_pages(
        self,
        anchors: list[keypages.Link],
        found: dict[str, list[keypages.Candidate]],
        hosts: tuple[str, ...],
        home_url: str,
    ) -> None:
        """The legal notice and the contact page (or a store's page), read for
        facts only: never key pages, never text in the record. A page a key
        page's first choice already reads is not asked twice."""
        links = [a for a in anchors if keypages.same_site(a.url, hosts)]
        legal = contacts.legal_link(links)
        chosen = [(legal, True), (contacts.contact_link(links), False)]
        first_choices = {candidates[0].url for candidates in found.values() if candidates}
        wanted: list[tuple[str, bool]] = []
        seen: set[str] = set()
        for url, is_legal in chosen:
            if url and url not in seen and url != home_url and url not in first_choices:
                seen.add(url)
                wanted.append((url, is_legal))
        self.reading.facts_pages = [url for url, _ in wanted]
        await asyncio.gather(*(self._facts_page(url, is_legal, hosts) for url, is_legal in wanted))

    async def _facts_page(self, url: str, is_legal: bool, hosts: tuple[str, ...]) -> None:
        meta = self.run.render_meta if self.reading.rendered else None
        try:
            response = await self._fetch(url, meta, hosts)
        except DOWNLOAD_ERRORS as exc:
            logger.debug("Facts page %s failed: %s", url, exc)
            return
        if (
            response.status >= 300
            or not isinstance(response, TextResponse)
            or not keypages.same_site(response.url, hosts)
        ):
            return
        text = page_text(response, 0)
        stated = dict(text.facts)
        if is_legal and (notice := contacts.legal_notice(text.lines, response.url)):
            stated["legal"] = facts.merge_legal(stated.get("legal", {}), notice)
        self.reading.page_facts[url] = stated

    async def _prove(
        self,
        url: str,
        wanted: tuple[str, ...],
        hosts: tuple[str, ...],
        home_url: str,
        *,
        offers: tuple[str, ...] = (),
        parts: tuple[str, ...] = (),
    ) -> tuple[tuple[str, ...], Callable[[str], Page] | None, dict[str, str], int]:
        """An unnamed navigation entry, read: the kinds still wanted its
        content proves, in ``proof.PROOF_ORDER``, and its page as one of them
        (``offers``: its submenu's labels, when it heads a section of offers,
        or its own, when the homepage heads it as a card; ``parts``: that
        submenu's pages); its outcome; and how many titles in its body link to
        a page of their own (a card's name: a listing of goods or posts)."""
        response, entry = await self._look(url, hosts, home_url)
        if response is None:
            return (), None, entry, 0
        if (earlier := not_modified(response, self.reading)) is not None:
            kind = earlier.get("kind")
            if isinstance(kind, str) and kind in wanted:
                # The earlier brief decided its kind, cards and all: the same again.
                cards = keypages.MIN_OFFER_ENTRIES
                return (
                    (kind,),
                    functools.partial(reused, earlier),
                    {**entry, "by": "content"},
                    cards,
                )
            return (), None, {**entry, "outcome": keyrecord.NO_KIND}, 0
        text = page_text(response, 0)
        founded = bool((text.facts.get("organization") or {}).get("founding_date"))
        filed = bool(offers) and keypages.files_offers(url, parts, text.anchors, text.lines, offers)
        kinds = proof.proven_kinds(
            text.lines, wanted, response.text, founded, offers=offers, filed=filed
        )

        def make(kind: str) -> Page:
            self.reading.page_facts[response.url] = text.facts
            return page_from(response, kind, text, self.reading)

        cards = sum(1 for link in text.anchors if link.region == "body" and link.heading)
        if not kinds:  # the offers' page still, when the homepage names it
            return (), make, {**entry, "outcome": keyrecord.NO_KIND}, cards
        return kinds, make, {**entry, "by": "content"}, cards

    async def _bounded(self, what: str, work: Awaitable[T], timeout: float) -> T | None:
        """A nice-to-have: out of time, refused or broken, it is None; never
        the brief's failure (a bug in it still is)."""
        try:
            return await asyncio.wait_for(work, timeout)
        except NICE_TO_HAVE_ERRORS as exc:
            logger.debug("%s gave up: %s: %s", what, type(exc).__name__, exc)
            assert self.run.crawler.stats is not None
            self.run.crawler.stats.inc_value(f"brief/{what}_failed/{type(exc).__name__}")
            return None

    async def _sitemap_unchanged(self, previous: Any) -> bool:
        """On a re-brief whose homepage answered 304: does every sitemap file read
        last time answer 304 to its validators too?"""
        asked = rebrief.sitemap_validators(previous)
        if not asked:
            return False

        async def unchanged(url: str, validators: dict[str, str]) -> bool:
            request = self._request(url, {"download_maxsize": self.run.sitemap_limits.file_bytes})
            request.headers.update(rebrief.conditional_headers(validators))
            response = await self._download(request)
            return response.status == 304

        try:
            found = await asyncio.wait_for(
                asyncio.gather(*(unchanged(u, v) for u, v in asked.items())),
                self.run.sitemap_timeout,
            )
        except DOWNLOAD_ERRORS as exc:
            logger.debug("Sitemap check failed: %s: %s", type(exc).__name__, exc)
            return False
        return all(found)

    async def _sitemap(self) -> list[str]:
        """The sitemap's page URLs; its time limit starts when its reading
        does (from the first robots.txt that lets us read), not with the brief."""
        outcome = await self.reading.usable_robots
        if self.reading.previous_pages and await self.reading.home_unchanged:
            previous = (self.reading.previous or {}).get("sitemap")
            previous = previous if isinstance(previous, dict) else None
            if previous is None or await self._sitemap_unchanged(previous):
                self.reading.sitemap = previous
                return []
            # A sitemap file changed (or cannot be asked conditionally): read it anew.
        base = origin_url(*outcome.origin)
        read = sitemaps.read(self._fetcher(), base, outcome.sitemaps, self.run.sitemap_limits)
        found = await self._bounded("sitemap", read, self.run.sitemap_timeout)
        if found is None:
            # Not "no sitemap" (that is null): one was looked for and not read in time.
            self.reading.sitemap = {
                "urls": None,
                "error": f"not read within {self.run.sitemap_timeout:g} s",
                "sources": outcome.sitemaps or [base + path for path in sitemaps.DEFAULT_PATHS],
            }
            return []
        urls, self.reading.sitemap = found
        return urls

    async def _llms_txt(self) -> None:
        """The origin's /llms.txt, asked once beside the sitemap and within its
        time limit, through the same downloader; sets ``self.reading.llms_txt``."""
        outcome = await self.reading.usable_robots
        base = origin_url(*outcome.origin)
        await self._bounded("llms_txt", self._read_llms_txt(base), self.run.sitemap_timeout)

    async def _read_llms_txt(self, base: str) -> None:
        meta = ReadCap.meta(self.run.llms_max_bytes)  # read to the cap, never failed for size
        request = self._request(base + llmstxt.PATH, meta)
        previous = (self.reading.previous or {}).get("llms_txt")
        if isinstance(previous, dict):  # a re-brief: conditional, like the pages
            request.headers.update(rebrief.conditional_headers(previous))
        response = await self._download(request)
        if response.status == 304 and isinstance(previous, dict):
            self.reading.llms_txt = previous
            return
        if response.status != 200 or not llmstxt.is_llms_txt(content_type(response), response.body):
            return
        # The site's claim about itself is screened like its pages: a line that
        # speaks to AI models is withheld, and listed for a person.
        withheld: list[tuple[str, str, str]] = []

        def keep(line: str) -> bool:
            why = injection.reason(line)
            if why is not None:
                withheld.append(("llms_txt", line, why))
            return why is None

        cut = "download_stopped" in response.flags  # read to the cap: whole lines only
        record = llmstxt.parse(
            llmstxt.whole(response.body, cut), response.url, self.run.llms_budget, keep
        )
        record["partial"] = record["partial"] or cut
        record["etag"] = header(response, b"ETag")
        record["last_modified"] = header(response, b"Last-Modified")
        self.reading.ai_signals[response.url] = page_signals(response)
        full = llmstxt.full_url(record)
        if full is not None and keypages.same_site(full, (self.reading.target.domain or "",)):
            try:
                extra = await self._fetch(full, meta)
            except DOWNLOAD_ERRORS as exc:
                logger.debug("llms-full.txt %s failed: %s", full, exc)
            else:
                if extra.status == 200 and "html" not in content_type(extra):
                    cut = "download_stopped" in extra.flags
                    body = llmstxt.whole(extra.body, cut)
                    llmstxt.add_full(record, extra.url, body, self.run.llms_budget, keep)
                    record["full"]["partial"] = record["full"]["partial"] or cut
        self.reading.llms_txt = record
        self.reading.withhold(response.url, withheld)
