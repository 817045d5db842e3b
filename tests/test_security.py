"""The guard's edges, end to end: other URL schemes, cancelled robots.txt
fetches, bytes that are not UTF-8, numbers that are not finite, sitemap
totals and internal addresses in records. Each case was a way past the guard
or a lost record (issue 10)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from sitebrief.dev.server import LoopbackServer, Reply, Route, Site
from sitebrief.items import Page, SiteBrief
from tests.crawl import Run
from tests.sites import ALLOW_ALL, Listener

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

HOME = Reply(
    body="<html><title>Acme</title><body><p>" + "Acme makes anvils. " * 30 + "</p></body></html>"
)


def brief(run_scrapy: RunScrapy, servers: list[tuple[str, LoopbackServer]], **settings: Any) -> Run:
    return run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], servers, **settings)


def urlset(*urls: str) -> str:
    locs = "".join(f"<url><loc>{u}</loc></url>" for u in urls)
    return f'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{locs}</urlset>'


@pytest.fixture
def listener() -> Iterator[Listener]:
    target = Listener("127.0.0.2")
    yield target
    target.close()


# --- only http and https -----------------------------------------------------


def test_sitemaps_with_other_schemes_are_never_read(
    serve: Serve, run_scrapy: RunScrapy, listener: Listener, tmp_path: Path
) -> None:
    local = tmp_path / "sitemap.xml"
    local.write_text(urlset("https://acme.test/secret-from-a-local-file"))
    robots = (
        "User-agent: *\nAllow: /\n"
        f"Sitemap: ftp://127.0.0.2:{listener.port}/x.xml\n"
        f"Sitemap: file://{local}\n"
        "Sitemap: file:///nonexistent/.ssh/id_rsa\n"
    )
    icon = f'<link rel="icon" href="file://{local}">'
    home = Reply(
        body=f"<html><head>{icon}</head><title>Acme</title><body><p>{'Acme. ' * 80}</p></body></html>"
    )
    server = serve(Site({"/robots.txt": Reply(body=robots), "/": home}))
    run = brief(run_scrapy, [("acme.test", server)])
    record = run.record
    assert record["problem"] is None
    assert listener.hits == 0  # FTP never connected
    assert "secret-from-a-local-file" not in run.feed
    assert record["sitemap"] is None and record["logo"] is None
    # The same refusal whether the file exists or not: no oracle for local paths.
    errors = {f["url"]: f["error"] for f in record["fetches"] if f["error"]}
    assert errors[f"file://{local}"] == errors["file:///nonexistent/.ssh/id_rsa"]
    assert "only http and https" in errors[f"file://{local}"]
    assert "FileNotFound" not in run.feed and "No such file" not in run.feed
    assert run.stats["net/refused/scheme/ftp"] == 1
    assert run.stats["net/refused/scheme/file"] >= 2


def test_robots_txt_redirect_to_a_local_file_is_refused(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    local = tmp_path / "robots.txt"
    local.write_text("User-agent: *\nAllow: /\nSitemap: https://acme.test/from-local-file.xml\n")
    server = serve(
        Site({"/robots.txt": Reply(302, headers={"Location": f"file://{local}"}), "/": HOME})
    )
    run = brief(run_scrapy, [("acme.test", server)])
    assert run.record["robots"]["outcome"] != "parsed"
    assert "/from-local-file.xml" not in server.paths
    assert run.stats["net/refused/scheme/file"] == 1


def test_homepage_redirect_to_a_local_file_is_no_page(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(302, body="Moved to here.", headers={"Location": "file:///etc/passwd"}),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", server)]).record
    assert record["problem"]["kind"] == "error"
    assert "redirects to an address that is not a web page" in record["problem"]["message"]
    assert record["problem"]["detail"] == "HTTP 302 to a file: address"
    assert record["pages"] == []


def test_key_page_redirect_to_a_local_file_is_skipped(serve: Serve, run_scrapy: RunScrapy) -> None:
    home = Reply(
        body=f'<html><title>Acme</title><body><p>{"Acme. " * 80}</p><a href="/about">About</a></body></html>'
    )
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": home,
                "/about": Reply(
                    302, body="Moved to here." * 20, headers={"Location": "ftp://127.0.0.2/x"}
                ),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", server)]).record
    assert [p["kind"] for p in record["pages"]] == ["home"]


# --- records are always written, as strict JSON --------------------------------


def test_latin1_robots_txt_loses_no_record(serve: Serve, run_scrapy: RunScrapy) -> None:
    robots = (
        b"User-agent: *\nDisallow: /caf\xe9\nContent-Signal: ai-train=n\xe9\n"
        b"Sitemap: https://acme.test/b\xfccher.xml\n"
    )
    server = serve(
        Site(
            {
                "/robots.txt": Reply(body=robots, content_type="text/plain"),
                "/": HOME,
                "/b%FCcher.xml": Reply(
                    body=urlset("https://acme.test/x", "https://acme.test/y"),
                    content_type="application/xml",
                ),
            }
        )
    )
    run = brief(run_scrapy, [("acme.test", server)])
    assert run.returncode == 0
    record = run.record
    assert record["robots"]["sitemaps"] == ["https://acme.test/b%FCcher.xml"]
    assert record["sitemap"]["urls"] == 2  # the server got the bytes its file named
    assert record["robots"]["content_signals"][0]["signals"] == {"ai-train": "n\ufffd"}
    run.feed.encode("utf-8")  # strict


def test_crawl_delay_1e999_is_no_number(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        Site({"/robots.txt": Reply(body="User-agent: *\nCrawl-delay: 1e999\n"), "/": HOME})
    )
    run = brief(run_scrapy, [("acme.test", server)])

    def refuse(constant: str) -> None:
        raise ValueError(f"not JSON: {constant}")

    record = json.loads(run.feed, parse_constant=refuse)
    assert record["robots"]["crawl_delay"] is None


def test_json_safe_pipeline_repairs_what_slipped_through() -> None:
    from sitebrief.pipelines.jsonsafe import _clean

    page = Page("https://a.test/", "home", "caf\udce9", None, "x", 1, 200, "t")
    item = SiteBrief(
        1,
        "a.test",
        "a.test",
        1,
        pages=[page],
        robots={"delay": float("inf"), "k\udcfc": [float("nan")]},
    )
    repairs: list[str] = []
    _clean(item, repairs)
    assert item.pages[0].title == "caf\ufffd"
    assert item.robots == {"delay": None, "k\ufffd": [None]}
    assert sorted(repairs) == ["number", "number", "string", "string"]
    clean = SiteBrief(
        1,
        "a.test",
        "a.test",
        1,
        pages=[Page("https://a.test/", "home", "café", None, "x", 1, 200, "t")],
    )
    _clean(clean, repairs := [])
    assert repairs == [] and clean.pages[0].title == "café"


# --- a cancelled robots.txt fetch blocks nobody ----------------------------------


def test_cancelled_robots_fetch_does_not_block_its_origin(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """acme.test's logo lives on slow.test, whose robots.txt takes 2 s; the logo
    limit (1 s) cancels that fetch. slow.test, briefed next, must still get it."""
    home = Reply(
        body=f'<html><head><link rel="icon" href="https://slow.test/logo.png"></head><title>Acme</title><body><p>{"Acme. " * 80}</p></body></html>'
    )
    acme = serve(Site({"/robots.txt": ALLOW_ALL, "/": home}))
    slow = serve(
        Site({"/robots.txt": Reply(body="User-agent: *\nAllow: /\n", delay=2.0), "/": HOME})
    )
    run = run_scrapy(
        ["crawl", "brief", "-a", "domains=acme.test,slow.test"],
        [("acme.test", acme), ("slow.test", slow)],
        SITEBRIEF_LOGO_TIMEOUT=1,
        SITEBRIEF_CONCURRENT_BRIEFS=1,
        SITEBRIEF_DEADLINE=8,
    )
    records = {r["domain"]: r for r in run.records}
    assert records["acme.test"]["logo"] is None
    assert records["slow.test"]["problem"] is None
    assert records["slow.test"]["robots"]["outcome"] == "parsed"
    assert slow.paths.count("/robots.txt") == 1  # one fetch, shared


# --- sitemap totals ---------------------------------------------------------------


def three_sitemaps() -> Site:
    """robots.txt lists three sitemaps of 1,000 URLs (about 45 KB) each."""
    files: dict[str, Route] = {
        f"/s{n}.xml": Reply(
            body=urlset(*(f"https://acme.test/p{n}/{i}" for i in range(1000))),
            content_type="application/xml",
        )
        for n in range(3)
    }
    robots = "User-agent: *\nAllow: /\n" + "".join(
        f"Sitemap: https://acme.test{p}\n" for p in files
    )
    return Site({"/robots.txt": Reply(body=robots), "/": HOME, **files})


def test_sitemap_urls_are_capped_across_files(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(three_sitemaps())
    record = brief(run_scrapy, [("acme.test", server)], SITEBRIEF_SITEMAP_MAX_URLS=1500).record
    assert record["sitemap"]["urls"] <= 1500
    assert record["sitemap"]["partial"] is True


def test_sitemap_bytes_are_capped_across_files(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(three_sitemaps())  # about 45 KB each
    capped = brief(
        run_scrapy, [("acme.test", server)], SITEBRIEF_SITEMAP_MAX_TOTAL_BYTES=100_000
    ).record
    assert capped["sitemap"] is None or capped["sitemap"]["urls"] < 3000
    whole = brief(run_scrapy, [("acme.test", server)]).record
    assert whole["sitemap"]["urls"] == 3000 and whole["sitemap"]["partial"] is False


# --- internal addresses stay out of records ----------------------------------------


def test_private_problem_names_no_internal_address(serve: Serve, run_scrapy: RunScrapy) -> None:
    inside = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}), host="127.0.0.2")
    run = brief(run_scrapy, [("acme.test", inside)])
    assert run.record["problem"]["kind"] == "private"
    assert "127.0.0.2" not in run.feed
    assert "127.0.0.2" in run.log  # the operator's log still says
    shown = brief(run_scrapy, [("acme.test", inside)], SITEBRIEF_RECORD_ADDRESSES=True)
    assert "127.0.0.2" in shown.record["problem"]["detail"]
    assert inside.connections == 0
