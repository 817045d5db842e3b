"""Our HTTP/1.1 download handler: Scrapy's, plus

- verified TLS with ``SITEBRIEF_CA_FILES`` and the reason for a failure,
- a cap on response header bytes (Twisted has none),
- errors that say why: ``PrivateDestination``, ``TLSFailure``, ``HeadersTooLarge``,
- no proxy unless ``SITEBRIEF_ALLOW_PROXY``, no request without our resolver.

Built to be combined: a handler for another transport (e.g. the render
issue's browser handler) can subclass it or delegate plain requests to it.

Scrapy's handler exposes no hooks for the TLS policy and the connection
factory, so this sets two of its attributes (``_contextFactory`` and the
pool's ``_factory``); the private code it builds on is in ``upstream.py``.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any
from urllib.parse import urldefrag

from OpenSSL import SSL
from scrapy import signals
from scrapy.core.downloader.handlers.http11 import HTTP11DownloadHandler
from scrapy.exceptions import CannotResolveHostError, DownloadFailedError
from scrapy.utils.httpobj import urlparse_cached
from scrapy.utils.python import to_bytes
from twisted.web.client import URI, ResponseFailed

from sitebrief.config import Config
from sitebrief.errors import (
    CertificateError,
    HeadersTooLarge,
    PrivateDestination,
    ProxyRefused,
    TLSFailure,
    UnguardedNetwork,
)
from sitebrief.net.resolver import installed_resolver
from sitebrief.net.tls import VerifyingPolicy
from sitebrief.rules.hosts import DEFAULT_PORTS, same_site
from sitebrief.signals import brief_finished
from sitebrief.upstream import (
    capped_factory,
    close_idle_connections,
    open_pooled_connections,
    pool_key,
)

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)


def _failure_reasons(exc: BaseException) -> list[BaseException]:
    cause = exc.__cause__
    if isinstance(cause, ResponseFailed):
        return [reason.value for reason in cause.reasons]
    return []


class HttpDownloadHandler(HTTP11DownloadHandler):
    lazy = False

    def __init__(self, crawler: Crawler):
        super().__init__(crawler)
        config = Config.of(crawler)
        self._contextFactory = VerifyingPolicy(config.ca_files)  # type: ignore[assignment]
        self._pool._factory = capped_factory(config.max_header_bytes)
        self._allow_proxy = config.allow_proxy
        self._show_addresses = config.record_addresses
        self._stats = crawler.stats
        self._refused_hosts: set[str] = set()
        # Pre-connect: with an origin's first request (its robots.txt), open
        # the other connections its pages will use, as browsers do, so that
        # their TCP and TLS handshakes overlap that round trip instead of
        # coming after it.
        self._preconnect = (
            max(0, crawler.settings.getint("CONCURRENT_REQUESTS_PER_DOMAIN") - 1)
            if config.preconnect
            else 0
        )
        self._preconnected: set[tuple[Any, ...]] = set()
        crawler.signals.connect(self._check_guard, signal=signals.engine_started)
        crawler.signals.connect(self._close_idle, signal=brief_finished)

    async def _check_guard(self) -> None:
        # The resolver is installed by CrawlerProcess, after the crawler is built.
        if installed_resolver() is None:
            logger.critical(
                "Refusing to crawl: the private-address guard is not installed. "
                "Set TWISTED_DNS_RESOLVER = 'sitebrief.net.resolver.GuardedResolver' "
                "and run through CrawlerProcess (scrapy crawl/fetch/shell)."
            )
            assert self._crawler.engine is not None
            await self._crawler.engine.close_spider_async(reason="unguarded_network")

    def _close_idle(self, hosts: tuple[str, ...]) -> None:
        """Close the pool's idle connections to a finished brief's site (the
        pool keeps them 240 s and a key per host forever)."""
        close_idle_connections(self._pool, lambda host: same_site(host, hosts))
        self._preconnected = {
            key
            for key in self._preconnected
            if not same_site(key[1].decode("ascii", "replace"), hosts)
        }

    def _open_connections(self, request: Request) -> None:
        """Open the pool's other connections to a request's origin, once per
        origin (until its brief is finished), through the same endpoint, guard
        and TLS policy as the request's own; a failure is the request's to report."""
        meta = request.meta
        if (
            not self._preconnect
            or meta.get("proxy")
            or meta.get("bindaddress")
            or self._bind_address
        ):
            return  # another agent, or another key: not worth it
        uri = URI.fromBytes(to_bytes(urldefrag(request.url)[0], encoding="ascii"))  # type: ignore[no-untyped-call]
        key = pool_key(uri)
        if key in self._preconnected:
            return
        self._preconnected.add(key)
        timeout = request.meta.get("download_timeout") or 10
        open_pooled_connections(self._pool, self._contextFactory, uri, self._preconnect, timeout)
        self._stats.inc_value("net/preconnected", self._preconnect)

    async def download_request(self, request: Request) -> Response:
        resolver = installed_resolver()
        if resolver is None:
            raise UnguardedNetwork("the private-address guard (GuardedResolver) is not installed")
        if request.meta.get("proxy") and not self._allow_proxy:
            self._stats.inc_value("net/refused/proxy")
            raise ProxyRefused(
                f"refusing to use proxy {request.meta['proxy']}: it would hide the destination "
                "from the private-address guard (set SITEBRIEF_ALLOW_PROXY to accept that)"
            )
        url = urlparse_cached(request)
        host = url.hostname or ""
        self._open_connections(request)
        try:
            return await super().download_request(request)
        except CannotResolveHostError as exc:
            port = url.port or DEFAULT_PORTS.get(url.scheme, 0)
            reasons = resolver.refusal(host, port)
            if reasons is None:
                raise
            self._stats.inc_value("net/refused/private")
            verdicts = "; ".join(reasons)
            error = PrivateDestination(host, verdicts, self._show_addresses)
            if host not in self._refused_hosts:
                self._refused_hosts.add(host)
                # The operator's log names the addresses; the record only if asked.
                logger.warning("refused to connect to %s: %s (%s)", host, verdicts, request.url)
            raise error from exc
        except DownloadFailedError as exc:
            for reason in _failure_reasons(exc):
                if isinstance(reason, CertificateError):
                    self._stats.inc_value("net/tls_failure/certificate")
                    raise TLSFailure(host, str(reason)) from exc
                if isinstance(reason, SSL.Error):
                    self._stats.inc_value("net/tls_failure/handshake")
                    raise TLSFailure(
                        host, f"TLS handshake failed ({_ssl_error_text(reason)})"
                    ) from exc
                if isinstance(reason, HeadersTooLarge):
                    self._stats.inc_value("net/headers_too_large")
                    raise HeadersTooLarge(f"{request.url}: {reason}") from exc
            raise


def _ssl_error_text(error: SSL.Error) -> str:
    parts = [entry[-1] for entry in error.args[0] if isinstance(entry, tuple)] if error.args else []
    return ", ".join(str(p) for p in parts if p) or "unknown error"
