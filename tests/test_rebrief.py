"""Re-briefs, end to end (-a previous=): conditional requests against loopback
servers that answer 304, text hashes, and "unchanged" versus "unreachable since"."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sitebrief.dev.server import LoopbackServer, Reply, Route, Site
from tests.crawl import Run
from tests.sites import ALLOW_ALL

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

VOLATILE_PAGE = {"fetched_at", "checked_at", "unchanged"}
VOLATILE = {"briefed_at", "change", "fetches"}


def page(title: str, lines: int, etag: str | None = None, extra: str = "") -> Reply:
    body = "".join(
        f"<p>{title} fact number {i}: we forge anvils by hand.</p>" for i in range(lines)
    )
    links = '<a href="/about">About us</a><a href="/pricing">Pricing</a>'
    return Reply(
        body=f"<html><head><title>{title}</title></head><body><main>{body}{extra}</main>{links}</body></html>",
        etag=etag,
        last_modified="Mon, 02 Nov 2026 10:00:00 GMT",
    )


def acme(rotate: bool = False, about: str = "About") -> Site:
    routes: dict[str, Route] = {
        "/robots.txt": ALLOW_ALL,
        "/": page("Acme", 12, '"home-1"'),
        "/about": page(about, 8, f'"{about}-1"'),
        "/pricing": page("Pricing", 8, '"pricing-1"'),
    }
    return Site(routes, rotate_etags=rotate)


def brief(run_scrapy: RunScrapy, server: LoopbackServer, previous: Path | None = None) -> Run:
    args = ["crawl", "brief", "-a", "domain=acme.test"]
    if previous is not None:
        args += ["-a", f"previous={previous}"]
    return run_scrapy(args, [("acme.test", server)])


def keep(run: Run, path: Path) -> Path:
    path.write_text(run.feed)
    return path


def stable(record: dict[str, Any]) -> dict[str, Any]:
    """A record without its timestamps and change fields (and its fetch log)."""
    out = {k: v for k, v in record.items() if k not in VOLATILE}
    out["pages"] = [{k: v for k, v in p.items() if k not in VOLATILE_PAGE} for p in record["pages"]]
    return out


def test_an_unchanged_site_answers_304_and_the_record_is_the_same(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    server = serve(acme())
    first = brief(run_scrapy, server)
    assert first.record["change"] is None  # no -a previous: nothing to compare with
    assert [p["etag"] for p in first.record["pages"]] == ['"home-1"', '"About-1"', '"pricing-1"']
    server.seen.clear()
    second = brief(run_scrapy, server, keep(first, tmp_path / "previous.jsonl")).record
    asked = {s.path: s.headers.get("If-None-Match") for s in server.seen}
    assert asked["/"] == '"home-1"' and asked["/about"] == '"About-1"'
    assert "/sitemap.xml" not in asked  # the homepage is as before: so are its links
    assert {
        f["status"] for f in second["fetches"] if f["url"].endswith(("/", "/about", "/pricing"))
    } == {304}
    assert all(p["unchanged"] is True for p in second["pages"])
    assert [p["fetched_at"] for p in second["pages"]] == [
        p["fetched_at"] for p in first.record["pages"]
    ]
    assert second["change"]["status"] == "unchanged" and second["change"]["changed"] == []
    assert second["change"]["previous_at"] == first.record["briefed_at"]
    assert stable(second) == stable(first.record)  # the same record as a fresh brief


def test_a_changed_page_says_its_kind(serve: Serve, run_scrapy: RunScrapy, tmp_path: Path) -> None:
    first = brief(run_scrapy, serve(acme()))
    second = brief(
        run_scrapy, serve(acme(about="Our new story")), keep(first, tmp_path / "p.jsonl")
    ).record
    assert second["change"]["status"] == "changed"
    assert second["change"]["changed"] == ["about"]
    by_kind = {p["kind"]: p for p in second["pages"]}
    assert by_kind["about"]["unchanged"] is False and by_kind["home"]["unchanged"] is True
    assert "Our new story fact number 0" in by_kind["about"]["text"]


def test_rotating_etags_are_judged_by_the_text(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    server = serve(acme(rotate=True))
    first = brief(run_scrapy, server)
    second = brief(run_scrapy, server, keep(first, tmp_path / "p.jsonl")).record
    assert {p["status"] for p in second["pages"]} == {200}  # every ETag was new
    assert all(p["unchanged"] is True for p in second["pages"])
    assert second["change"]["status"] == "unchanged"


def test_a_site_that_went_down_is_unreachable_since(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    first = brief(run_scrapy, serve(acme()))
    down = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(403, body="no")}))
    second = brief(run_scrapy, down, keep(first, tmp_path / "1.jsonl"))
    change = second.record["change"]
    assert second.record["problem"]["kind"] == "blocked"  # the problem is reported as always
    assert change["status"] == "unreachable"
    assert change["last_success_at"] == first.record["briefed_at"]
    assert first.record["briefed_at"] < change["failing_since"] <= second.record["briefed_at"]
    third = brief(run_scrapy, down, keep(second, tmp_path / "2.jsonl")).record["change"]
    assert third["failing_since"] == change["failing_since"]  # carried over: "failing since March"
    assert third["last_success_at"] == first.record["briefed_at"]


def test_a_missing_or_malformed_previous_feed_is_an_error_not_a_crash(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    server = serve(acme())
    missing = brief(run_scrapy, server, tmp_path / "nonexistent.jsonl")
    assert missing.returncode == 0
    assert "could not be read" in missing.log
    assert missing.record["change"]["status"] == "new"
    first = brief(run_scrapy, server)
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text("{not json\n" + first.feed)
    again = brief(run_scrapy, server, mixed)
    assert "line 1: not a record; skipped" in again.log
    assert again.record["change"]["status"] == "unchanged"


def test_a_previous_record_of_the_wrong_shape_never_costs_the_domain_its_record(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    """Valid JSON, wrong types: the record is still written (once raised
    AttributeError after the guarded read, and the domain had no record)."""
    server = serve(acme())
    first = brief(run_scrapy, server).record
    odd = tmp_path / "odd.jsonl"
    odd.write_text(json.dumps({**first, "change": "x", "facts": []}) + "\n")
    again = brief(run_scrapy, server, odd)
    assert again.returncode == 0
    record = again.record
    assert record["problem"] is None
    assert [p["kind"] for p in record["pages"]] == [p["kind"] for p in first["pages"]]
    assert record["facts"] == first["facts"]


def sitemap(products: int, etag: str) -> Reply:
    urls = "".join(
        f"<url><loc>https://acme.test/products/p{i}</loc></url>" for i in range(products)
    )
    body = f'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>'
    return Reply(body=body, content_type="application/xml", etag=etag)


def test_a_sitemap_is_asked_conditionally_and_reused_only_on_304(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    """27.7: the homepage answered 304, but the sitemap changed (new products)."""
    site = acme()
    site.routes["/sitemap.xml"] = sitemap(3, '"map-1"')
    server = serve(site)
    first = brief(run_scrapy, server).record
    assert first["sitemap"]["urls"] == 3
    previous = tmp_path / "previous.jsonl"
    previous.write_text(json.dumps(first) + "\n")
    server.seen.clear()
    same = brief(run_scrapy, server, previous).record
    asked = {s.path: s.headers.get("If-None-Match") for s in server.seen}
    assert same["sitemap"] == first["sitemap"]  # 304: the previous summary stands
    site.routes["/sitemap.xml"] = sitemap(5, '"map-2"')
    changed = brief(run_scrapy, server, previous).record
    assert changed["sitemap"]["urls"] == 5  # new products, although the homepage is as before
    assert changed["sitemap"]["validators"] == {
        "https://acme.test/sitemap.xml": {"etag": '"map-2"'}
    }
    assert asked["/"] == '"home-1"' and asked["/sitemap.xml"] == '"map-1"'
    assert changed["pages"][0]["kind"] == "home" and changed["pages"][0]["unchanged"] is True
    assert first["sitemap"]["validators"] == {"https://acme.test/sitemap.xml": {"etag": '"map-1"'}}
