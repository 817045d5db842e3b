"""Rendering with a real browser, under the same rules as every other request.

``BrowserHandler`` is our HTTP handler combined with scrapy-playwright's:
plain requests take our guarded HTTP/1.1 path; ``meta["playwright"]``
requests are rendered in Chromium. Two layers keep the browser inside the
rules:

1. Every request the page makes (document, redirects, scripts, XHR, …) is
   routed through ``page.route`` and answered with ``route.fulfill`` from
   Scrapy's own downloader — so robots.txt, the private-address guard, TLS
   verification, connect-to, caps and the fetch log all apply. Images, media
   and fonts are aborted: a text brief does not need them.
2. Chromium has no network at all: it runs in an empty network namespace
   (``netns.py``), so what no route sees (WebRTC, a popup) reaches nothing.
   Behind that, it resolves no host itself (``--host-resolver-rules``),
   WebRTC may not use UDP, service workers are blocked, WebSockets are
   routed to nowhere and popups are closed as they open.
3. Each render has a browser context of its own, closed when the render ends
   or outlives ``SITEBRIEF_RENDER_TIMEOUT`` (a page that loops forever is
   killed with it), and a rendered DOM larger than ``DOWNLOAD_MAXSIZE`` is
   refused before it is read.

Runs that never render do not pay for the browser: scrapy-playwright starts
its Node driver at engine start; here it starts on the first render
(``upstream.PlaywrightOnDemand``, which holds the private methods this needs).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import shutil
from typing import TYPE_CHECKING, Any

from playwright.async_api import Error as PlaywrightError
from scrapy import Request
from scrapy_playwright.page import PageMethod

from sitebrief.config import Config
from sitebrief.errors import real_cause
from sitebrief.keys import FETCH_LOG
from sitebrief.net.handler import HttpDownloadHandler
from sitebrief.net.netns import IsolationUnavailable, isolated_executable, sandbox_possible
from sitebrief.net.slots import SITE_SLOT
from sitebrief.upstream import PlaywrightOnDemand

if TYPE_CHECKING:
    from playwright.async_api import Page, Route, WebSocketRoute
    from playwright.async_api import Request as BrowserRequest
    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)

BLOCKED_TYPES = frozenset({"image", "media", "font"})
# Hop-by-hop and encoding headers: the body we fulfil with is already decoded.
_DROP_HEADERS = frozenset({"content-encoding", "content-length", "transfer-encoding", "connection"})


class BrowserUnavailable(Exception):
    """The browser could not be started (missing, or failed to launch)."""


class RenderFailed(Exception):
    """A render outlived its time limit or produced more than the size cap."""


def chromium_path() -> str | None:
    """The system Chromium (``SITEBRIEF_CHROMIUM`` names another), else None:
    then Playwright's own."""
    return (
        os.environ.get("SITEBRIEF_CHROMIUM")
        or shutil.which("chromium")
        or shutil.which("chromium-browser")
    )


class BrowserHandler(PlaywrightOnDemand, HttpDownloadHandler):  # type: ignore[misc]
    lazy = False

    def __init__(self, crawler: Crawler):
        super().__init__(crawler)
        config = Config.of(crawler)
        self._launched = False
        self._launch_lock = asyncio.Lock()
        self._user_agent = config.user_agent
        self._isolate = config.browser_isolation
        self._render_timeout = config.render_timeout
        self._max_size = crawler.settings.getint("DOWNLOAD_MAXSIZE")
        self._renders = itertools.count(1)

    def driver_started(self) -> None:
        # Found now, not when the settings are imported: runs that never render
        # probe nothing. Chromium refuses its sandbox as root; elsewhere it keeps it.
        found = chromium_path()
        options = {
            "chromium_sandbox": sandbox_possible(),
            **({"executable_path": found} if found else {}),
            **self.config.launch_options,
        }
        self.config.launch_options = options
        if not self._isolate:
            logger.warning(
                "The browser runs with the machine's network (SITEBRIEF_BROWSER_ISOLATION)"
            )
            return
        browser = (
            options.get("executable_path") or self.browser_provider.browser_type.executable_path
        )
        if not os.access(browser, os.X_OK):
            # Checked here: behind the wrapper, Playwright would see only a closed target.
            raise BrowserUnavailable(f"the browser could not be launched: no program at {browser}")
        try:
            wrapper = isolated_executable(browser)
        except IsolationUnavailable as exc:
            raise BrowserUnavailable(
                f"the browser cannot be given a network of its own here: {exc} "
                "(set SITEBRIEF_BROWSER_ISOLATION=False to render without that)"
            ) from exc
        self.config.launch_options = {**options, "executable_path": wrapper}

    async def _ensure_launched(self) -> None:
        async with self._launch_lock:
            if self._launched:
                return
            assert self.stats is not None
            self.stats.inc_value("render/driver_started")
            try:
                await self.launch()
            except BrowserUnavailable:
                raise
            except Exception as exc:
                raise BrowserUnavailable(f"could not start the browser driver: {exc}") from exc
            self._launched = True

    async def download_request(self, request: Request) -> Response:
        if not request.meta.get("playwright"):
            return await HttpDownloadHandler.download_request(self, request)
        await self._ensure_launched()
        # A context of its own: nothing (cookies, a popup, a page that never
        # ends) carries over to another render, and closing it kills it all.
        context = f"sitebrief-render-{next(self._renders)}"
        request.meta["playwright_context"] = context
        request.meta["playwright_page_init_callback"] = self._route_through_scrapy
        request.meta["playwright_context_kwargs"] = {
            "service_workers": "block",
            "user_agent": self._user_agent,
            "java_script_enabled": True,
        }
        max_size = request.meta.get("download_maxsize", self._max_size)
        request.meta["playwright_page_methods"] = [
            *request.meta.get("playwright_page_methods", ()),
            PageMethod(_refuse_large_dom, max_size),
        ]
        assert self.stats is not None
        self.stats.inc_value("render/pages")
        try:
            return await asyncio.wait_for(super().download_request(request), self._render_timeout)
        except TimeoutError as exc:
            self.stats.inc_value("render/timed_out")
            raise RenderFailed(f"the page was still busy after {self._render_timeout:g} s") from exc
        except PlaywrightError as exc:
            message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            if "Executable doesn't exist" in str(exc) or "Failed to launch" in str(exc):
                raise BrowserUnavailable(f"the browser could not be launched: {message}") from exc
            raise
        finally:
            await self._close_context(context)

    async def _close_context(self, name: str) -> None:
        wrapper = self.context_wrappers.get(name)
        if wrapper is not None:
            with contextlib.suppress(Exception):
                await wrapper.context.close()

    async def _route_through_scrapy(self, page: Page, request: Request) -> None:
        # The page's requests go to the site's slot, under the site's politeness.
        inherited = {k: request.meta[k] for k in (FETCH_LOG, SITE_SLOT) if k in request.meta}
        if SITE_SLOT in request.meta:
            inherited["download_slot"] = request.meta[SITE_SLOT]

        async def fulfil(route: Route, browser_request: BrowserRequest) -> None:
            await self._fulfil(route, browser_request, inherited)

        # Added after scrapy-playwright's own route, so it runs first.
        await page.route("**/*", fulfil)
        await page.route_web_socket("**/*", _refuse_websocket)
        # Any other page of the context is a popup: it gets no answers, and is closed.
        await page.context.route("**/*", _refuse)
        page.context.on("page", _close_popup)

    async def _fulfil(
        self, route: Route, browser_request: BrowserRequest, meta: dict[str, Any]
    ) -> None:
        assert self.stats is not None
        if browser_request.resource_type in BLOCKED_TYPES:
            self.stats.inc_value(f"render/aborted/{browser_request.resource_type}")
            await route.abort("blockedbyclient")
            return
        headers = {
            k: v
            for k, v in (await browser_request.all_headers()).items()
            if not k.startswith(":") and k.lower() not in ("host", "user-agent")
        }
        scrapy_request = Request(
            browser_request.url,
            method=browser_request.method,
            headers=headers,
            body=browser_request.post_data_buffer or b"",
            meta={**meta, "handle_httpstatus_all": True},
            dont_filter=True,
        )
        assert self._crawler.engine is not None
        try:
            response = await self._crawler.engine.download_async(scrapy_request)
        except Exception as exc:
            self.stats.inc_value(f"render/blocked/{type(real_cause(exc)).__name__}")
            logger.debug("Browser request refused: %s (%s)", browser_request.url, exc)
            await route.abort("blockedbyclient")
            return
        self.stats.inc_value("render/fulfilled")
        await route.fulfill(status=response.status, headers=_headers(response), body=response.body)


def _headers(response: Response) -> dict[str, str]:
    """Response headers as Playwright takes them: repeated values joined by
    ", ", except Set-Cookie, whose values Playwright splits on newlines (a
    cookie's Expires holds a comma)."""
    headers = {}
    for key, values in response.headers.items():
        name = key.decode("latin-1")
        if name.lower() in _DROP_HEADERS:
            continue
        glue = b"\n" if name.lower() == "set-cookie" else b", "
        headers[name] = glue.join(values).decode("latin-1")
    return headers


async def _refuse(route: Route) -> None:
    await route.abort("blockedbyclient")


async def _close_popup(popup: Page) -> None:
    logger.debug("Closing a popup of a rendered page: %s", popup.url)
    with contextlib.suppress(PlaywrightError):
        await popup.close()


async def _refuse_large_dom(page: Page, max_size: int) -> None:
    """The rendered DOM is read only when within the download size cap."""
    size = await page.evaluate(
        "() => document.documentElement ? document.documentElement.outerHTML.length : 0"
    )
    if max_size and size > max_size:
        raise RenderFailed(f"the rendered page has {size} characters, over the cap of {max_size}")


async def _refuse_websocket(ws: WebSocketRoute) -> None:
    # Routed and never connected to a server: the page's WebSocket goes nowhere.
    await ws.close(code=1008, reason="blocked by sitebrief")


async def settle(page: Page, seconds: float) -> None:
    """Let the page settle: network idle, or at most `seconds` (a bound, not an error)."""
    try:
        await page.wait_for_load_state("networkidle", timeout=seconds * 1000)
    except PlaywrightError:
        logger.debug("%s did not settle within %.1f s; reading it as it is", page.url, seconds)
