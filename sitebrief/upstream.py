"""Every use of another package's private API, in one place, each pinned by
a test (tests/test_upstream.py) that fails when the upstream code changes:
then re-read it, adjust here, and update the recorded hash.

1. ``Downloader._process_queue`` (Scrapy 2.19), copied with one line changed.
   Upstream report: none found yet; to be filed with Scrapy (a request joins
   ``slot.transferring`` only when its task first runs).
2. ``HTTPConnectionPool._connections`` / ``_timeouts`` / ``_removeConnection``
   (Twisted): the pool has no public way to close one host's idle connections;
   ``_newConnection`` / ``_putConnection`` and ``Agent._getEndpoint``: nor to
   open an origin's connections ahead of its requests (pre-connect).
3. Scrapy's ``_LenientHTTP11ClientFactory`` / protocol / parser, subclassed to
   cap response header bytes (Twisted has no cap, Scrapy no hook).
4. scrapy-playwright 0.0.48's ``_launch`` and ``_maybe_launch_in_thread``:
   it starts its Node driver at engine start and has no hook before launch.

The downloader: Scrapy's, with each slot's concurrency kept under asyncio.
Scrapy 2.19's ``Downloader._process_queue`` starts queued requests while
``slot.free_transfer_slots() > 0``, but a started request joins
``slot.transferring`` only when its task first runs. Under the asyncio
reactor that is the next loop iteration, so one pass starts *every* queued
request: five key pages went to a site at once with
``CONCURRENT_REQUESTS_PER_DOMAIN = 4``. Here a request joins ``transferring``
as it leaves the queue (``_download`` adds it again, harmlessly, and removes
it when done). The rest of the method is Scrapy's, unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from time import monotonic
from typing import TYPE_CHECKING, Any, cast

from scrapy.core.downloader import Downloader as ScrapyDownloader
from scrapy.core.downloader.handlers.http11 import (
    _LenientHTTP11ClientFactory,
    _LenientHTTP11ClientProtocol,
    _LenientHTTPClientParser,
)
from scrapy.utils.asyncio import call_later
from scrapy.utils.defer import _schedule_coro
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler
from twisted.web.client import URI, Agent

from sitebrief.errors import HeadersTooLarge

if TYPE_CHECKING:
    from scrapy.core.downloader import Slot
    from twisted.internet.interfaces import IAddress
    from twisted.web._newclient import HTTP11ClientProtocol
    from twisted.web.client import HTTPConnectionPool


class Downloader(ScrapyDownloader):
    def _process_queue(self, slot: Slot) -> None:
        if slot.latercall:
            return
        now = monotonic()
        delay = slot.download_delay()
        if delay:
            penalty = delay - now + slot.lastseen
            if penalty > 0:
                slot.latercall = call_later(penalty, self._latercall, slot)
                return
        while slot.queue and slot.free_transfer_slots() > 0:
            slot.lastseen = now
            request, queue_dfd = slot.queue.popleft()
            slot.transferring.add(request)  # now, not when the task first runs
            _schedule_coro(self._wait_for_download(slot, request, queue_dfd))
            if delay:
                self._process_queue(slot)
                break


def close_idle_connections(pool: HTTPConnectionPool, closes: Callable[[str], bool]) -> None:
    """Close the pool's idle connections to every host ``closes`` names (the
    pool keeps them 240 s, and a key per host forever)."""
    for key in list(pool._connections):
        host = key[1].decode("ascii", "replace") if isinstance(key[1], bytes) else str(key[1])
        if not closes(host):
            continue
        for connection in list(pool._connections[key]):
            pool._timeouts[connection].cancel()
            pool._removeConnection(key, connection)  # type: ignore[no-untyped-call]
        if not pool._connections[key]:
            del pool._connections[key]


def pool_key(uri: URI) -> tuple[Any, ...]:
    """The key Twisted's Agent files a connection to ``uri`` under in its pool
    (no bind address: Scrapy's handler passes none unless asked)."""
    return (uri.scheme, uri.host, uri.port, None)


def open_pooled_connections(
    pool: HTTPConnectionPool, context_factory: Any, uri: URI, count: int, timeout: float
) -> None:
    """Open ``count`` connections to ``uri``'s origin and put them in the pool,
    through the endpoint (TLS policy, resolver, timeout) an Agent would use;
    a failure is the later request's to see and report."""
    from twisted.internet import reactor

    agent = Agent(reactor, context_factory, timeout, None, pool)  # type: ignore[no-untyped-call]
    endpoint = agent._getEndpoint(uri)  # type: ignore[no-untyped-call]
    key = pool_key(uri)
    for _ in range(count):
        opening = pool._newConnection(key, endpoint)
        opening.addCallbacks(partial(pool._putConnection, key), lambda _: None)


class _CappedHTTPClientParser(_LenientHTTPClientParser):
    max_header_bytes = 64 * 1024
    _header_bytes = 0

    def lineReceived(self, line: bytes) -> None:
        self._header_bytes += len(line) + 2
        if self._header_bytes > self.max_header_bytes:
            # HTTP11ClientProtocol turns this into ResponseFailed([HeadersTooLarge]).
            raise HeadersTooLarge(f"response headers exceed {self.max_header_bytes} bytes")
        super().lineReceived(line)


class _CappedHTTP11ClientProtocol(_LenientHTTP11ClientProtocol):
    parser_class: type[_CappedHTTPClientParser] = _CappedHTTPClientParser

    def request(self, request: Any) -> Any:
        d = super().request(request)
        assert self._parser is not None
        self._parser.__class__ = self.parser_class
        return d


def capped_factory(max_header_bytes: int) -> type[_LenientHTTP11ClientFactory]:
    """Scrapy's HTTP/1.1 client factory, refusing responses whose status line
    and headers exceed ``max_header_bytes``."""
    parser = type(
        "CappedParser", (_CappedHTTPClientParser,), {"max_header_bytes": max_header_bytes}
    )
    protocol = type("CappedProtocol", (_CappedHTTP11ClientProtocol,), {"parser_class": parser})

    class CappedFactory(_LenientHTTP11ClientFactory):
        def buildProtocol(self, addr: IAddress | None) -> HTTP11ClientProtocol:
            return cast("HTTP11ClientProtocol", protocol(self._quiescentCallback))

    return CappedFactory


class PlaywrightOnDemand(ScrapyPlaywrightDownloadHandler):  # type: ignore[misc]
    """scrapy-playwright, started with the first render rather than at engine
    start (runs that never render don't pay for the driver), with a hook that
    sets the launch options before the browser starts."""

    async def _maybe_launch_in_thread(self) -> None:
        """Connected to engine_started by scrapy-playwright: start nothing yet."""

    async def _launch(self) -> None:
        await super()._launch()  # the driver; the browser starts with the first context
        self.driver_started()

    def driver_started(self) -> None:
        """The driver runs and no browser yet: ``self.config.launch_options`` and
        ``self.browser_provider`` may be read and changed."""

    async def launch(self) -> None:
        await self._launch()
