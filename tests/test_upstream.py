"""sitebrief/upstream.py builds on private code of Scrapy, Twisted and
scrapy-playwright. Each piece is pinned here by a hash of its source: an
upgrade that changes it fails this test, which says what to re-read (the
behaviour itself is tested end to end elsewhere)."""

from __future__ import annotations

import hashlib
import inspect
from typing import Any

import pytest
from scrapy.core.downloader import Downloader
from scrapy.core.downloader.handlers import http11
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler as Playwright
from twisted.web.client import Agent, HTTPConnectionPool

from sitebrief import upstream


def fingerprint(code: Any) -> str:
    return hashlib.sha256(inspect.getsource(code).encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    ("code", "pinned", "read_again"),
    [
        (
            Downloader._process_queue,
            "872b81a4bbb4cb1a",
            "upstream.Downloader._process_queue is a copy",
        ),
        (
            HTTPConnectionPool.__init__,
            "0acc6a7dd8308ade",
            "close_idle_connections: _connections, _timeouts",
        ),
        (
            HTTPConnectionPool._putConnection,
            "98cbf85e4bfbb7f8",
            "close_idle_connections: _connections, _timeouts",
        ),
        (HTTPConnectionPool._removeConnection, "3b2ae3eb7215ac34", "close_idle_connections"),
        (HTTPConnectionPool._newConnection, "33050f908ba91709", "open_pooled_connections"),
        (Agent._getEndpoint, "1b51864f44312e38", "open_pooled_connections' endpoint, pool_key"),
        (http11._LenientHTTPClientParser, "14688c69491ebd3a", "capped_factory's parser"),
        (http11._LenientHTTP11ClientProtocol, "72923e7e0011969e", "capped_factory's protocol"),
        (http11._LenientHTTP11ClientFactory, "960216ea46be2cbb", "capped_factory"),
        (
            Playwright.__init__,
            "1af6eda92854a927",
            "PlaywrightOnDemand: _maybe_launch_in_thread on engine_started",
        ),
        (Playwright._launch, "8bea77949f035a3a", "PlaywrightOnDemand._launch"),
        (
            Playwright._maybe_launch_in_thread,
            "4a47eac9990295bb",
            "PlaywrightOnDemand._maybe_launch_in_thread",
        ),
    ],
    ids=lambda value: getattr(value, "__qualname__", None),
)
def test_the_private_code_we_build_on_is_as_pinned(code: Any, pinned: str, read_again: str) -> None:
    assert fingerprint(code) == pinned, f"changed upstream: re-read {read_again}"


def test_our_downloader_copy_differs_from_scrapys_by_one_line() -> None:
    ours = inspect.getsource(upstream.Downloader._process_queue).splitlines()
    theirs = inspect.getsource(Downloader._process_queue).splitlines()
    code = [line.split("#")[0].rstrip() for line in theirs if line.split("#")[0].strip()]
    added = [line.split("#")[0].rstrip() for line in ours if line.split("#")[0].strip()]
    assert [line for line in added if line not in code] == [
        "            slot.transferring.add(request)"
    ]
    assert [line for line in code if line not in added] == []


def test_closing_idle_connections_closes_only_the_named_hosts() -> None:
    class Connection:
        def __init__(self) -> None:
            self.closed = False

        @property
        def transport(self) -> Any:
            return self

        def loseConnection(self) -> None:
            self.closed = True

    class Timer:
        def cancel(self) -> None:
            pass

    from twisted.internet import reactor

    pool = HTTPConnectionPool(reactor)  # type: ignore[no-untyped-call]
    a, b = Connection(), Connection()
    pool._connections = {("https", b"a.test", 443): [a], ("https", b"b.test", 443): [b]}
    pool._timeouts = {a: Timer(), b: Timer()}
    upstream.close_idle_connections(pool, lambda host: host == "a.test")
    assert list(pool._connections) == [("https", b"b.test", 443)]
    assert a.closed and not b.closed
