"""The robots.txt middleware, end to end: ``scrapy crawl brief`` against
loopback servers, one per fetch outcome. Where robots.txt is 5xx or
unreachable, the server must see nothing but robots.txt requests."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from sitebrief.dev.server import HOLD, LoopbackServer, Reply, Route, Site
from tests.crawl import Run
from tests.sites import free_port

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

HOME = Reply(
    body="<html><title>Acme</title><body><p>" + "Acme makes anvils. " * 30 + "</p></body></html>"
)


def brief(run_scrapy: RunScrapy, server: LoopbackServer, **settings: object) -> Run:
    return run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)], **settings
    )


def site(robots: Reply | None, **routes: Reply) -> Site:
    table: dict[str, Route] = {"/": HOME, **{f"/{k}": v for k, v in routes.items()}}
    if robots is not None:
        table["/robots.txt"] = robots
    return Site(table)


def only_robots_requested(server: LoopbackServer) -> bool:
    return bool(server.paths) and set(server.paths) == {"/robots.txt"}


def test_parsed_and_allowed(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        site(Reply(body="User-agent: *\nDisallow: /private\n", content_type="text/plain"))
    )
    run = brief(run_scrapy, server)
    record = run.record
    assert record["problem"] is None
    assert record["robots"]["outcome"] == "parsed"
    assert server.paths[0] == "/robots.txt"
    assert "/" in server.paths
    assert server.paths.count("/robots.txt") == 1  # one fetch shared by every request
    assert run.stats["robotstxt/request_count"] == 1


def test_parsed_and_homepage_disallowed(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(body="User-agent: SiteBriefBot\nDisallow: /\n")))
    run = brief(run_scrapy, server)
    problem = run.record["problem"]
    assert problem["kind"] == "blocked"
    assert "robots.txt" in problem["message"]
    assert problem["detail"] == "robots.txt: Disallow: /"
    assert {"url": "https://acme.test/", "rule": "Disallow: /"} in run.record["robots"]["refused"]
    assert only_robots_requested(server)
    assert run.stats["robotstxt/forbidden"] >= 1


def test_redirect_hop_is_checked(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(body="User-agent: *\nDisallow: /landing\n")))
    server.site.routes["/"] = Reply(302, headers={"Location": "/landing"})
    run = brief(run_scrapy, server)
    assert run.record["problem"]["kind"] == "blocked"
    assert {"url": "https://acme.test/landing", "rule": "Disallow: /landing"} in run.record[
        "robots"
    ]["refused"]
    assert "/landing" not in server.paths


def _chain(n: int, final: str) -> Site:
    """robots.txt answered by n redirects in a row, then the file."""
    hops = ["/robots.txt"] + [f"/r{i}.txt" for i in range(1, n)] + ["/final.txt"]
    routes: dict[str, Route] = {"/": HOME, "/final.txt": Reply(body=final)}
    for here, there in itertools.pairwise(hops):
        routes[here] = Reply(301, headers={"Location": there})
    return Site(routes)


def test_five_redirects_are_followed(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(_chain(5, "User-agent: *\nDisallow: /\n"))
    run = brief(run_scrapy, server)
    assert run.record["robots"]["outcome"] == "parsed"
    assert run.record["problem"]["kind"] == "blocked"  # the target's rules apply
    assert "/" not in server.paths


def test_six_redirects_mean_unavailable(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(_chain(6, "User-agent: *\nDisallow: /\n"))
    run = brief(run_scrapy, server)
    assert run.record["robots"]["outcome"] == "allow_all (too many redirects)"
    assert run.record["problem"] is None
    assert "/" in server.paths
    assert "/final.txt" not in server.paths


def test_404_allows_all(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(None))
    run = brief(run_scrapy, server)
    assert run.record["robots"]["outcome"] == "allow_all (HTTP 404)"
    assert run.record["problem"] is None
    assert server.paths[0] == "/robots.txt"
    assert "/" in server.paths


@pytest.mark.parametrize("status", [429, 500, 503])
def test_rate_limit_and_server_errors_disallow_all(
    status: int, serve: Serve, run_scrapy: RunScrapy
) -> None:
    server = serve(site(Reply(status, body="busy")))
    run = brief(run_scrapy, server)
    record = run.record
    assert record["robots"]["outcome"] == f"disallow_all (HTTP {status})"
    assert record["problem"]["kind"] == "blocked"
    assert "robots.txt could not be read" in record["problem"]["message"]
    assert only_robots_requested(server)
    assert run.stats[f"robotstxt/response_status_count/{status}"] >= 1


def test_timeout_disallows_all_and_reports_the_timeout(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(body="User-agent: *\nAllow: /\n", delay=HOLD)))
    run = brief(run_scrapy, server, DOWNLOAD_TIMEOUT=1, RETRY_TIMES=0)
    record = run.record
    assert record["robots"]["outcome"] == "disallow_all (unreachable)"
    assert record["problem"]["kind"] == "timeout"  # the real cause, not "blocked"
    assert only_robots_requested(server)


def test_connection_refused_disallows_all(run_scrapy: RunScrapy) -> None:
    closed = free_port()
    run = run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"],
        SITEBRIEF_CONNECT_TO=[f"acme.test::127.0.0.1:{closed}"],
        RETRY_TIMES=0,
    )
    record = run.record
    assert record["robots"]["outcome"] == "disallow_all (unreachable)"
    assert record["problem"]["kind"] == "error"
    assert "refused" in record["problem"]["detail"].lower()
    # Connection errors on https allow the plain-HTTP attempt; it was refused too.
    assert any(f["url"] == "http://acme.test/robots.txt" for f in record["fetches"])


def test_html_body_has_no_rules(serve: Serve, run_scrapy: RunScrapy) -> None:
    html = "<!DOCTYPE html><html><body><pre>User-agent: *\nDisallow: /\n</pre></body></html>"
    server = serve(site(Reply(body=html)))
    run = brief(run_scrapy, server)
    assert run.record["problem"] is None
    assert "/" in server.paths


def test_large_file_is_read_to_the_limit_not_failed(serve: Serve, run_scrapy: RunScrapy) -> None:
    early = "User-agent: *\nDisallow: /private\n"
    late = "Disallow: /\n"
    body = early + ("# " + "x" * 1000 + "\n") * 700 + late  # ~700 KiB
    server = serve(site(Reply(body=body, content_type="text/plain")))
    run = brief(run_scrapy, server, DOWNLOAD_MAXSIZE=100_000)
    assert run.record["robots"]["outcome"] == "parsed"
    assert run.record["problem"] is None  # the rule past 500 KiB is not applied
    assert run.stats["robotstxt/truncated"] == 1
    # A larger SITEBRIEF_ROBOTS_MAX_BYTES is what is parsed, too: the late rule applies.
    wide = brief(run_scrapy, server, SITEBRIEF_ROBOTS_MAX_BYTES=1_000_000)
    assert wide.record["problem"]["detail"] == "robots.txt: Disallow: /"


def test_sitemap_lines_reach_the_record(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(body="Sitemap: /sitemap.xml\nUser-agent: *\nAllow: /\n")))
    run = brief(run_scrapy, server)
    assert run.record["robots"]["sitemaps"] == ["https://acme.test/sitemap.xml"]
    assert server.paths.count("/robots.txt") == 1


def test_scrapy_robots_command(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        site(
            Reply(
                body="User-agent: *\nDisallow: /*?q=*\n\nUser-agent: __usage_ai-training\nDisallow: /\n"
            )
        )
    )
    run = run_scrapy(
        ["robots", "https://acme.test/search?q=x", "https://acme.test/about"],
        [("acme.test", server)],
    )
    lines = run.stdout.splitlines()
    assert (
        lines[0] == "BLOCK SiteBriefBot https://acme.test/search?q=x  <- Disallow: /*?q=*  [parsed]"
    )
    assert lines[1].strip() == "ai-training preference: against  <- Disallow: /"
    assert lines[2] == "ALLOW SiteBriefBot https://acme.test/about  <- (no matching rule)  [parsed]"
    assert server.paths == ["/robots.txt"]  # one shared fetch, no page fetched


def test_scrapy_robots_command_disallows_all_on_503(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(503)))
    run = run_scrapy(["robots", "https://acme.test/"], [("acme.test", server)])
    assert run.stdout.startswith(
        "BLOCK SiteBriefBot https://acme.test/  <- (robots.txt disallow_all (HTTP 503))"
    )


def test_scrapy_robots_command_with_a_local_file(tmp_path, run_scrapy: RunScrapy) -> None:
    robots = tmp_path / "robots.txt"
    robots.write_text("User-agent: GPTBot\nDisallow: /\n")
    run = run_scrapy(["robots", "--agent", "GPTBot", "--file", str(robots), "https://x.test/a"])
    assert run.stdout.startswith("BLOCK GPTBot https://x.test/a  <- Disallow: /  [file ")


def test_crawl_delay_is_honoured_with_a_cap(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(body="User-agent: *\nCrawl-delay: 60\n")))
    run = brief(run_scrapy, server, SITEBRIEF_MAX_CRAWL_DELAY=0.5)
    assert run.record["robots"]["crawl_delay"] == 60.0  # what the site asks
    assert run.stats["robotstxt/crawl_delay"] == 0.5  # what we apply (capped)


def test_crawl_delay_paces_every_request_after_robots_txt(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    kinds = ["about", "products", "pricing", "features", "faq"]
    links = "".join(f'<a href="/{k}">{k}</a>' for k in kinds)
    server = serve(site(Reply(body="User-agent: *\nCrawl-delay: 0.3\n")))
    server.site.routes["/"] = Reply(body=str(HOME.body).replace("</p>", links + "</p>"))
    for k in kinds:
        server.site.routes[f"/{k}"] = HOME
    run = brief(run_scrapy, server, EXTENSIONS={"slotcheck.SlotCheck": 999})
    # Every response after robots.txt (homepage, sitemaps, key pages, icon) came
    # through a slot paced at the site's minimum, without Scrapy's default
    # ±50 % jitter, which would undercut it. The gaps themselves are Scrapy's
    # slot keeping its delay; measuring them would time a busy machine.
    assert run.stats["test/paced/responses"] >= 8
    assert "test/paced/without_a_slot" not in run.stats
    assert run.stats["test/paced/min_delay"] == 0.3
    assert run.stats["test/paced/max_jitter"] == 0


def test_no_crawl_delay_means_no_delay(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(body="User-agent: *\nAllow: /\n")))
    run = brief(run_scrapy, server)
    assert "robotstxt/crawl_delay" not in run.stats


def test_ai_signals_reach_the_record(serve: Serve, run_scrapy: RunScrapy) -> None:
    robots = (
        "User-agent: GPTBot\nDisallow: /\n\nUser-agent: __usage_ai-training\nDisallow: /\n\n"
        "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n"
    )
    server = serve(site(Reply(body=robots)))
    server.site.routes["/"] = Reply(body=HOME.body, headers={"Content-Usage": "train-ai=n"})
    record = brief(run_scrapy, server).record
    assert record["problem"] is None  # signals never change fetch permission
    assert record["robots"]["training_preference"] == "against"
    assert record["robots"]["ai_crawlers_blocked"] == ["GPTBot"]
    assert record["robots"]["content_signals"][0]["signals"] == {"search": "yes", "ai-train": "no"}
    assert record["robots"]["content_usage_header"] == "train-ai=n"


def test_outcome_is_cached_per_origin_for_its_lifetime(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(site(Reply(body="User-agent: *\nAllow: /\n")))
    urls = ["https://acme.test/a", "https://acme.test/b"]
    run_scrapy(["robots", *urls], [("acme.test", server)])
    assert server.paths.count("/robots.txt") == 1
    run_scrapy(["robots", *urls], [("acme.test", server)], SITEBRIEF_ROBOTS_CACHE_SECONDS=0)
    assert server.paths.count("/robots.txt") == 3  # expired at once: fetched again


def test_crawl_delay_slot_is_exact_and_capped() -> None:
    """The mechanism, deterministically: Scrapy's default slot jitter (±50 %)
    is turned off where a Crawl-delay applies, and the delay is capped."""
    from types import SimpleNamespace

    from scrapy import Request
    from scrapy.core.downloader import Slot
    from scrapy.utils.test import get_crawler

    from sitebrief.keys import SITE_HOSTS
    from sitebrief.middlewares.robotstxt import RobotsTxtMiddleware
    from sitebrief.robots.parser import Robots, RobotsOutcome

    def outcome(host: str, delay: float) -> RobotsOutcome:
        robots = Robots(f"User-agent: *\nCrawl-delay: {delay}\n".encode())
        return RobotsOutcome(("https", host, 443), "", "parsed", robots)

    crawler = get_crawler(settings_dict={"SITEBRIEF_MAX_CRAWL_DELAY": 2})
    slot = Slot(concurrency=4, delay=0, jitter=0.5)
    crawler.engine = SimpleNamespace(  # type: ignore[assignment]
        downloader=SimpleNamespace(slots={"acme.test": slot}, get_slot_key=lambda r: "acme.test")
    )
    middleware = RobotsTxtMiddleware(crawler)
    request = Request("https://acme.test/x", meta={SITE_HOSTS: ("acme.test",)})
    # A CDN's robots.txt (a logo's) does not pace the company's site.
    middleware._apply_crawl_delay(request, outcome("cdn.test", 1))
    assert (slot.delay, slot.jitter) == (0, 0.5)
    middleware._apply_crawl_delay(request, outcome("www.acme.test", 0.3))
    assert (slot.delay, slot.jitter) == (0.3, 0)
    middleware._apply_crawl_delay(request, outcome("acme.test", 30))
    assert slot.delay == 2


def test_outcome_cache_is_bounded() -> None:
    from scrapy.utils.test import get_crawler

    from sitebrief.middlewares.robotstxt import RobotsTxtMiddleware
    from sitebrief.robots.parser import RobotsOutcome

    middleware = RobotsTxtMiddleware(get_crawler())
    middleware.MAX_ORIGINS = 3
    for i in range(5):
        origin = ("https", f"site{i}.test", 443)
        middleware._outcomes[origin] = RobotsOutcome(origin, "", "allow_all (HTTP 404)")
        middleware._evict()
    assert [host for _, host, _ in middleware._outcomes] == [
        "site2.test",
        "site3.test",
        "site4.test",
    ]


@pytest.mark.parametrize("location", ["file:///dev/zero", "ftp://acme.test/robots.txt"])
def test_a_redirect_to_a_non_web_address_is_blocked_in_robots_terms(
    serve: Serve, run_scrapy: RunScrapy, location: str
) -> None:
    """27.8: robots.txt could not be fetched, so (RFC 9309 §2.3.1.4) nothing is read,
    and the record says why in robots terms, not "something went wrong"."""
    server = serve(site(Reply(302, headers={"Location": location})))
    problem = brief(run_scrapy, server).record["problem"]
    scheme = location.split(":", 1)[0]
    assert problem["kind"] == "blocked"
    assert problem["detail"] == f"robots.txt redirects to a {scheme}: address"
    assert "robots.txt redirects to an address that is not a web page" in problem["message"]
    assert only_robots_requested(server)
