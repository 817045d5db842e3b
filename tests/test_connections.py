"""A brief's connections and start, end to end: the site's other
connections are open while its robots.txt is read (pre-connect), and a fresh
process's first-use work runs beside the first request (warm-up)."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pytest
from scrapy.utils.test import get_crawler

from sitebrief.dev.server import LoopbackServer, Reply, Seen, Site
from sitebrief.extensions import warmup
from tests.crawl import Run
from tests.sites import ALLOW_ALL

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

HOME = Reply(
    body="<html><body>"
    + "".join(f"<p>Acme forges anvils by hand, fact number {i}.</p>" for i in range(20))
    + "</body></html>"
)
PER_SITE = 4  # the project's CONCURRENT_REQUESTS_PER_DOMAIN


class CountingRobots:
    """robots.txt that notes how many connections the site has when it is asked."""

    def __init__(self, wait: bool):
        self.wait = wait
        self.server: LoopbackServer | None = None
        self.connections: list[int] = []

    def __call__(self, _: Seen) -> Reply:
        assert self.server is not None
        # With pre-connect, every connection of the site is opened while this
        # answer is due: wait for that condition (bounded, as a safety net).
        if self.wait:
            self.server.wait_for_connections(PER_SITE, timeout=30)
        self.connections.append(self.server.connections)
        return ALLOW_ALL


@pytest.mark.parametrize(("preconnect", "expected"), [(True, PER_SITE), (False, 1)])
def test_the_sites_connections_open_while_robots_txt_is_read(
    preconnect: bool, expected: int, serve: Serve, run_scrapy: RunScrapy
) -> None:
    robots = CountingRobots(wait=preconnect)
    server = robots.server = serve(Site({"/robots.txt": robots, "/": HOME}))
    run = run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"],
        [("acme.test", server)],
        SITEBRIEF_PRECONNECT=preconnect,
    )
    assert run.record["problem"] is None
    assert robots.connections == [expected]
    if preconnect:
        # The opened connections carry the site's requests: none more is opened.
        assert server.connections == PER_SITE
        assert run.stats["net/preconnected"] == PER_SITE - 1


def test_warm_up_runs_beside_a_crawl(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}))
    run = run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)])
    assert run.record["problem"] is None
    assert run.stats["warmup/seconds"] >= 0
    assert run.stats["warmup/gc_frozen"] > 10_000  # start-up's objects, out of the collector


def test_a_failing_warm_up_is_logged_and_leaves_the_crawl_alone(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken() -> None:
        raise RuntimeError("a changed signature")

    monkeypatch.setattr(warmup, "warm", broken)
    extension = warmup.Warmup(get_crawler())
    with caplog.at_level(logging.ERROR):
        extension._run()  # no exception escapes the thread
    assert "Warm-up failed" in caplog.text


def test_warm_up_uses_the_code_a_brief_uses() -> None:
    warmup.warm()  # fails here, not silently in a crawl, when those functions change
