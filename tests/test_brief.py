"""The brief, end to end: ``scrapy crawl brief`` with the project's real
settings against loopback HTTP(S) servers; records read from the JSONL feed."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable
from typing import Any

import pytest
import trustme

from sitebrief.dev.server import HOLD, LoopbackServer, Reply, Route, Seen, Site
from tests.crawl import Run
from tests.sites import ALLOW_ALL, Listener, free_port

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

NAV = '<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/pricing">Pricing</a></nav>'
FOOTER = (
    "<footer><p>Acme Anvils Ltd, 1 Forge Road</p><p>We use cookies to remember you.</p></footer>"
)


def html(body: str, title: str = "Acme", head: str = "") -> str:
    return f"<html><head><title>{title}</title>{head}</head><body>{NAV}<main>{body}</main>{FOOTER}</body></html>"


def para(*lines: str) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


HOME_LINES = [f"Acme has forged anvils since 1920, line {i}." for i in range(8)]
HOME = Reply(body=html(para(*HOME_LINES)))


def brief(
    run_scrapy: RunScrapy,
    servers: list[tuple[str, LoopbackServer]],
    domain: str = "acme.test",
    **settings: Any,
) -> dict[str, Any]:
    return run_scrapy(["crawl", "brief", "-a", f"domain={domain}"], servers, **settings).record


# --- pages, dedupe, budgets --------------------------------------------------


def test_dedupe_and_budgets_exactly(serve: Serve, run_scrapy: RunScrapy) -> None:
    about = [f"Our story, chapter {i}: the forge grew." for i in range(5)]  # 35 chars each
    pricing = [
        "Anvils cost 100 pounds each, delivered to your forge.",
        about[4],
        "Volume deals start at ten anvils, for schools.",
    ]
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": HOME,
                "/about": Reply(body=html(para(*about))),
                "/pricing": Reply(body=html(para(*pricing))),
                "/features": Reply(body=html(para("Strong."))),  # thin: dropped, not replaced
            }
        )
    )
    server.site.routes["/"] = Reply(
        body=html(para(*HOME_LINES) + '<a href="/features">Features</a>')
    )
    record = brief(run_scrapy, [("acme.test", server)], SITEBRIEF_PAGE_BUDGET=120)
    assert record["problem"] is None
    by_kind = {page["kind"]: page for page in record["pages"]}
    assert list(by_kind) == ["home", "about", "pricing"]
    home_lines = by_kind["home"]["text"].split("\n")
    # The nav and the footer are chrome: not read at all.
    assert home_lines == [*HOME_LINES, "Features"]
    # The budget cuts at whole lines (3 x 37 + 2 newlines = 113 <= 120; a 4th would not fit).
    assert by_kind["about"]["text"] == "\n".join(about[:3])
    assert by_kind["about"]["chars"] == len(by_kind["about"]["text"])
    # about[4] was cut by about's budget, so the record does not carry it: pricing
    # keeps it (and its budget then cuts the last line).
    assert by_kind["pricing"]["text"] == "\n".join(pricing[:2])
    assert by_kind["home"]["title"] == "Acme"
    assert all(page["status"] == 200 and page["rendered"] is False for page in record["pages"])


def test_a_line_the_homepage_budget_cut_reaches_the_record_from_a_key_page(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    founded = "Founded in 1998 by two smiths, Acme still forges every anvil by hand."
    filler = [f"Anvil model {i} weighs {i + 10} kilograms and rings true." for i in range(220)]
    home = html(para(*filler, founded) + '<a href="/about">About us</a>')
    about = html(para(founded, *(f"Our story, chapter {i}." for i in range(8))))
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=home), "/about": Reply(body=about)})
    )
    record = brief(run_scrapy, [("acme.test", server)])
    home_page, about_page = record["pages"]
    assert founded not in home_page["text"]  # past the 8,000-character budget
    assert about_page["text"].startswith(founded)


def test_repetition_inside_a_page_stays(serve: Serve, run_scrapy: RunScrapy) -> None:
    """A pricing table: each plan keeps its name, price, features and "Choose
    plan" together; only a line the homepage carries ("Questions? Call us.") goes."""
    plans = "".join(
        f"<div class='plan'><h3>{name}</h3><p>{price} per month</p>"
        "<ul><li>Unlimited anvils</li><li>Email support</li></ul><p>Choose plan</p></div>"
        for name, price in (("Basic", "$9"), ("Pro", "$29"), ("Enterprise", "$99"))
    )
    home = html(
        para(*HOME_LINES) + "<p>Basic</p><p>Unlimited anvils</p>" + '<a href="/pricing">Pricing</a>'
    )
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=home), "/pricing": Reply(body=html(plans))})
    )
    record = brief(run_scrapy, [("acme.test", server)])
    pricing = record["pages"][1]["text"].split("\n")
    assert pricing == [
        "### Basic", "$9 per month", "- Unlimited anvils", "- Email support", "Choose plan",
        "### Pro", "$29 per month", "- Unlimited anvils", "- Email support", "Choose plan",
        "### Enterprise", "$99 per month", "- Unlimited anvils", "- Email support", "Choose plan",
    ]  # fmt: skip


def test_a_page_whose_text_follows_megabytes_of_scripts_is_read(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """A 3 MB product page (under DOWNLOAD_MAXSIZE) with its text after 2.8 MB
    of inline scripts, and its facts in JSON-LD after them too."""
    scripts = "".join(f"<script>window.s{i} = '{'x' * 100_000}';</script>" for i in range(28))
    ld = json.dumps({"@context": "https://schema.org", "@type": "Organization", "name": "Acme"})
    body = scripts + para(*HOME_LINES) + f"<script type='application/ld+json'>{ld}</script>"
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=html(body))}))
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["problem"] is None
    assert record["pages"][0]["text"].split("\n") == HOME_LINES
    assert record["pages"][0]["extraction"] == "main"
    assert record["facts"]["organization"] == {"name": "Acme"}


def linked_pages(paths: list[str], delay: float = 0.0) -> Site:
    """A homepage linking /<path> for each path, each a page of its own."""
    links = "".join(f'<a href="/{p}">{p}</a>' for p in paths)
    routes: dict[str, Route] = {
        "/robots.txt": ALLOW_ALL,
        "/": Reply(body=html(para(*HOME_LINES) + links)),
    }
    for p in paths:
        routes[f"/{p}"] = Reply(
            body=html(para(*(f"All about our {p}, part {i}." for i in range(6)))), delay=delay
        )
    return Site(routes)


def test_key_pages_in_priority_order_at_most_five(serve: Serve, run_scrapy: RunScrapy) -> None:
    paths = ["shipping", "faq", "features", "pricing", "products", "about"]
    server = serve(linked_pages(paths))
    record = brief(run_scrapy, [("acme.test", server)])
    assert [page["kind"] for page in record["pages"]] == [
        "home",
        "about",
        "products",
        "pricing",
        "features",
        "faq",
    ]
    assert "/shipping" not in server.paths  # a sixth key page is never fetched


def test_robots_disallowed_key_page_is_replaced(serve: Serve, run_scrapy: RunScrapy) -> None:
    links = '<a href="/about">About</a><a href="/company/about-us">About us</a>'
    server = serve(
        Site(
            {
                "/robots.txt": Reply(body="User-agent: *\nDisallow: /about\n"),
                "/": Reply(body=html(para(*HOME_LINES) + links)),
                "/company/about-us": Reply(
                    body=html(para(*(f"Founded in a barn, fact {i}." for i in range(6))))
                ),
            }
        )
    )
    run = run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)])
    record = run.record
    about = [page for page in record["pages"] if page["kind"] == "about"]
    assert [page["url"] for page in about] == ["https://acme.test/company/about-us"]
    assert run.stats["brief/keypage_failed/RobotsDisallowed"] == 1  # counted, by its reason
    assert {"url": "https://acme.test/about", "rule": "Disallow: /about"} in record["robots"][
        "refused"
    ]
    assert "/about" not in server.paths


# --- which homepage ------------------------------------------------------------


def test_site_only_on_www(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}))
    record = brief(run_scrapy, [("www.acme.test", server)])
    assert record["problem"] is None
    assert record["origin"] == "https://www.acme.test/"


def test_site_only_over_plain_http(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}), tls=False)
    record = brief(
        run_scrapy,
        [("acme.test", server)],
        SITEBRIEF_CONNECT_TO=[
            f"acme.test:443:127.0.0.1:{free_port()}",
            server.connect_to("acme.test"),
        ],
    )
    assert record["problem"] is None
    assert record["origin"] == "http://acme.test/"
    assert record["warnings"] == []  # refused, not a TLS failure: nothing to warn about


def test_https_403_never_tries_plain_http(serve: Serve, run_scrapy: RunScrapy) -> None:
    https = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(403, body="no")}))
    plain = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}), tls=False)
    record = brief(run_scrapy, [("acme.test", https), ("acme.test", plain)])
    assert record["problem"]["kind"] == "blocked"
    assert record["problem"]["detail"] == "HTTP 403"
    assert plain.connections == 0


def test_tls_failure_then_plain_http_is_visible(
    ca: trustme.CA, serve: Serve, run_scrapy: RunScrapy
) -> None:
    bad = serve(Site({"/": HOME}), cert=trustme.CA().issue_cert("acme.test"))
    plain = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}), tls=False)
    record = brief(run_scrapy, [("acme.test", bad), ("acme.test", plain)])
    assert record["problem"] is None
    assert record["origin"] == "http://acme.test/"
    assert "Read over plain HTTP because HTTPS failed a security check" in record["warnings"][0]
    assert any(
        f["url"] == "https://acme.test/robots.txt" and "TLSFailure" in (f["error"] or "")
        for f in record["fetches"]
    )


def test_homepage_by_meta_refresh(serve: Serve, run_scrapy: RunScrapy) -> None:
    refresh = '<html><head><meta http-equiv="refresh" content="0; url=/welcome"></head></html>'
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=refresh), "/welcome": HOME}))
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["problem"] is None
    assert record["origin"] == "https://acme.test/welcome"


def test_non_utf8_page(serve: Serve, run_scrapy: RunScrapy) -> None:
    body = html(para("Café crème brûlée, façade. " * 20)).encode("cp1252")
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=body, content_type="text/html; charset=windows-1252"),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", server)])
    assert "Café crème brûlée, façade." in record["pages"][0]["text"]


def test_non_utf8_page_declared_in_meta(serve: Serve, run_scrapy: RunScrapy) -> None:
    body = html(para("Grüße aus Köln. " * 30), head='<meta charset="iso-8859-1">').encode("latin-1")
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=body, content_type="text/html")})
    )
    record = brief(run_scrapy, [("acme.test", server)])
    assert "Grüße aus Köln." in record["pages"][0]["text"]


# --- every problem kind --------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "says"), [("not a domain", "spaces"), ("127.0.0.1", "IP address")]
)
def test_invalid(typed: str, says: str, run_scrapy: RunScrapy) -> None:
    run = run_scrapy(["crawl", "brief", "-a", f"domain={typed}"])
    record = run.record
    assert record["problem"]["kind"] == "invalid"
    assert says in record["problem"]["message"]
    assert record["domain"] is None
    assert record["input"] == typed
    assert record["fetches"] == []
    assert run.stats["brief/problem/invalid"] == 1


def test_not_found(run_scrapy: RunScrapy) -> None:
    record = brief(run_scrapy, [], domain="nosuch.test")
    assert record["problem"]["kind"] == "not_found"
    assert "couldn't find a website at nosuch.test" in record["problem"]["message"]
    assert "retry" not in json.dumps(record["fetches"])
    assert len(record["fetches"]) == 2  # robots.txt of D and www.D; no plain-HTTP attempt


def test_blocked(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(401)}))
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["problem"]["kind"] == "blocked"
    assert record["problem"]["message"].startswith("acme.test refused to let us read it (HTTP 401)")


def test_private(serve: Serve, run_scrapy: RunScrapy) -> None:
    inside = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}), host="127.0.0.2")
    record = brief(run_scrapy, [("acme.test", inside)])
    assert record["problem"]["kind"] == "private"
    assert "private or internal network" in record["problem"]["message"]
    assert inside.connections == 0


def test_timeout(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body="late", delay=HOLD)}))
    record = brief(run_scrapy, [("acme.test", server)], DOWNLOAD_TIMEOUT=1, RETRY_TIMES=0)
    assert record["problem"]["kind"] == "timeout"
    assert "took too long" in record["problem"]["message"]


def test_tls(serve: Serve, run_scrapy: RunScrapy) -> None:
    bad = serve(Site({"/": HOME}), cert=trustme.CA().issue_cert("acme.test"))
    record = brief(run_scrapy, [("acme.test", bad)])
    assert record["problem"]["kind"] == "tls"
    assert record["problem"]["message"] == (
        "acme.test has a security certificate problem, so we couldn't load it safely."
    )
    assert "untrusted issuer" in record["problem"]["detail"]


def test_empty(serve: Serve, run_scrapy: RunScrapy) -> None:
    shell = '<html><head><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>'
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=shell)}))
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["problem"]["kind"] == "empty"
    assert "almost no text we can read" in record["problem"]["message"]
    assert record["pages"][0]["title"] == "App"  # what little there was stays visible


def test_error(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(500, body="oops")}))
    run = run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)])
    assert run.record["problem"]["kind"] == "error"
    assert run.record["problem"]["detail"] == "HTTP 500"
    assert server.paths.count("/") == 2  # 5xx retried once
    assert run.stats["brief/problem/error"] == 1


def test_retry_after_within_the_cap_is_honoured(serve: Serve, run_scrapy: RunScrapy) -> None:
    answers = iter([Reply(503, headers={"Retry-After": "1"})])

    def busy_then_ok(seen: Seen) -> Reply:
        return next(answers, HOME)

    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": busy_then_ok}))
    run = run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)])
    assert run.record["problem"] is None
    assert server.paths.count("/") == 2  # retried once
    # Not sooner than it said: the site's slot was held for Retry-After (that
    # hold, with a fixed clock, is test_components' Retry-After table).
    assert run.stats["retry/slowed_down"] == 1
    assert run.stats["retry/count"] == 1


def test_retry_after_beyond_the_cap_is_not_retried(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": Reply(429, headers={"Retry-After": "3600"})})
    )
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["problem"]["kind"] == "blocked"
    assert server.paths.count("/") == 1


# --- sitemap and logo ------------------------------------------------------------


def urlset(*paths: str, host: str = "https://acme.test") -> Reply:
    urls = "".join(f"<url><loc>{host}{p}</loc></url>" for p in paths)
    return Reply(
        body=f'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>',
        content_type="application/xml",
    )


def test_sitemap_index_prefers_product_children(serve: Serve, run_scrapy: RunScrapy) -> None:
    index = "".join(
        f"<sitemap><loc>https://acme.test/{name}-sitemap.xml</loc></sitemap>"
        for name in ("post", "author", "product", "page")
    )
    server = serve(
        Site(
            {
                "/robots.txt": Reply(
                    body="User-agent: *\nAllow: /\nSitemap: https://acme.test/sitemap_index.xml\n"
                ),
                "/": HOME,
                "/sitemap_index.xml": Reply(
                    body=f"<sitemapindex>{index}</sitemapindex>", content_type="text/xml"
                ),
                "/post-sitemap.xml": urlset(*(f"/blog/post-{i}" for i in range(50))),
                "/author-sitemap.xml": urlset("/author/ann"),
                "/product-sitemap.xml": urlset("/products/anvil", "/products/hammer"),
                "/page-sitemap.xml": urlset("/pricing", "/contact"),
                "/pricing": Reply(
                    body=html(para(*(f"Anvils from {i}00 pounds." for i in range(1, 6))))
                ),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", server)])
    sitemap = record["sitemap"]
    assert sitemap["sources"] == [  # preferred children in document order, posts last
        "https://acme.test/sitemap_index.xml",
        "https://acme.test/product-sitemap.xml",
        "https://acme.test/page-sitemap.xml",
        "https://acme.test/post-sitemap.xml",
    ]
    assert "/author-sitemap.xml" not in server.paths  # only 3 children
    assert sitemap["urls"] == 54
    assert sitemap["sections"][0] == {"path": "/blog", "urls": 50}
    # /pricing was only in the sitemap, yet became the pricing page.
    assert [p["url"] for p in record["pages"] if p["kind"] == "pricing"] == [
        "https://acme.test/pricing"
    ]


def test_wordpress_top_level_posts_hit_the_section_cap(serve: Serve, run_scrapy: RunScrapy) -> None:
    posts = [f"/{2020 + i % 5}-news-item-{i}/" for i in range(3000)]
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": HOME, "/sitemap.xml": urlset(*posts, "/about/")})
    )
    record = brief(run_scrapy, [("acme.test", server)])
    sitemap = record["sitemap"]
    assert sitemap["urls"] == 3001
    assert len(sitemap["sections"]) == 40
    assert len(sitemap["sample"]) == 150
    assert sitemap["sources"] == ["https://acme.test/sitemap.xml"]


def test_broken_sitemap_is_null_not_a_failure(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": HOME, "/sitemap.xml": Reply(body="<<<garbage")})
    )
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["problem"] is None
    assert record["sitemap"] is None


def test_slow_sitemap_gives_up_in_time(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": HOME, "/sitemap.xml": Reply(body="x", delay=HOLD)})
    )
    run = run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"],
        [("acme.test", server)],
        SITEBRIEF_SITEMAP_TIMEOUT=1,
    )
    assert run.record["problem"] is None
    # Not "no sitemap" (null): one was looked for and not read in time.
    assert run.record["sitemap"]["urls"] is None
    assert run.record["sitemap"]["error"] == "not read within 1 s"
    assert run.stats["brief/sitemap_failed/TimeoutError"] == 1


PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32


def test_logo_prefers_json_ld_and_checks_it_is_an_image(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    head = (
        '<script type="application/ld+json">{"@type":"Organization","logo":"/not-an-image"}</script>'
        '<link rel="apple-touch-icon" href="/touch.png">'
    )
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=html(para(*HOME_LINES), head=head)),
                "/not-an-image": Reply(body="<html>nope</html>"),
                "/touch.png": Reply(body=PNG, content_type="image/png"),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["logo"] == "https://acme.test/touch.png"
    assert server.paths.index("/not-an-image") < server.paths.index("/touch.png")


def test_no_logo_is_null(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}))
    assert brief(run_scrapy, [("acme.test", server)])["logo"] is None


# --- deadline and determinism ------------------------------------------------------


def test_deadline_keeps_what_was_gathered(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=html(para(*HOME_LINES) + '<a href="/about">About</a>')),
                "/about": Reply(body="late", delay=HOLD),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", server)], SITEBRIEF_DEADLINE=2)
    assert record["problem"] is None
    assert [page["kind"] for page in record["pages"]] == ["home"]
    assert record["warnings"][0].startswith("Stopped early: the brief took longer than 2 s")


def _shuffled_site(seed: int) -> Site:
    rng = random.Random(seed)
    lock = threading.Lock()

    def slow(reply: Reply) -> Callable[[Seen], Reply]:
        def route(seen: Seen) -> Reply:
            with lock:
                delay = rng.uniform(0, 0.3)
            return Reply(reply.status, reply.body, reply.headers, reply.content_type, delay)

        return route

    kinds = ["about", "products", "pricing", "features", "faq"]
    links = "".join(f'<a href="/{k}">{k}</a>' for k in kinds)
    shared = "This line appears on every key page."
    routes: dict[str, Route] = {
        "/robots.txt": slow(Reply(body="User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n")),
        "/": slow(
            Reply(body=html(para(*HOME_LINES) + links, head='<link rel="icon" href="/i.png">'))
        ),
        "/sitemap.xml": slow(urlset("/", *(f"/{k}" for k in kinds), "/shipping")),
        "/i.png": slow(Reply(body=PNG, content_type="image/png")),
        "/shipping": slow(Reply(body=html(para(*(f"We ship fast, fact {i}." for i in range(5)))))),
    }
    for k in kinds:
        routes[f"/{k}"] = slow(
            Reply(body=html(para(shared, *(f"{k} detail number {i}." for i in range(6)))))
        )
    return Site(routes)


def _without_timestamps(record: dict[str, Any]) -> dict[str, Any]:
    clean: dict[str, Any] = json.loads(json.dumps(record))
    clean.pop("briefed_at")
    for page in clean["pages"]:
        page.pop("fetched_at")
        page.pop("checked_at")
    for fetch in clean["fetches"]:
        fetch.pop("fetched_at")
    return clean


def test_same_site_same_record_whatever_the_order(serve: Serve, run_scrapy: RunScrapy) -> None:
    records = []
    for seed in (1, 2, 3):
        server = serve(_shuffled_site(seed))
        records.append(_without_timestamps(brief(run_scrapy, [("acme.test", server)])))
    assert records[0]["problem"] is None
    assert len(records[0]["pages"]) == 6
    # The shared line lands on the first key page by priority, never by arrival.
    assert "This line appears on every key page." in records[0]["pages"][1]["text"]
    assert records[0] == records[1] == records[2]


def test_at_most_four_requests_at_once_per_site(serve: Serve, run_scrapy: RunScrapy) -> None:
    """Politeness, from the server's side: five key pages are never all in flight."""
    kinds = ["about", "products", "pricing", "features", "faq"]
    server = serve(linked_pages(kinds, delay=0.3))
    record = brief(run_scrapy, [("acme.test", server)])
    assert [p["kind"] for p in record["pages"]] == ["home", *kinds]
    assert server.max_in_flight <= 4


@pytest.mark.parametrize("mode", ["hang", "reset", "refused"])
def test_https_connection_failures_lead_to_plain_http(
    mode: str, serve: Serve, run_scrapy: RunScrapy
) -> None:
    """Scrapy 2.19 wraps Twisted's errors (DownloadTimeoutError, DownloadFailedError,
    DownloadConnectionRefusedError): each still counts as a connection failure."""
    plain = serve(Site({"/robots.txt": ALLOW_ALL, "/": HOME}), tls=False)
    bad = Listener("127.0.0.1", mode=mode) if mode != "refused" else None
    try:
        target = f"127.0.0.1:{bad.port if bad else free_port()}"
        record = brief(
            run_scrapy,
            [],
            SITEBRIEF_CONNECT_TO=[
                f"acme.test:443:{target}",
                f"www.acme.test:443:{target}",
                plain.connect_to("acme.test"),
            ],
            DOWNLOAD_TIMEOUT=1,
        )
    finally:
        if bad is not None:
            bad.close()
    assert record["problem"] is None
    assert record["origin"] == "http://acme.test/"


def test_sitemap_time_limit_starts_when_its_reading_does(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """https://acme.test/ stalls (robots.txt and all); www answers: its sitemap
    has its whole time limit, though the brief is already seconds old."""
    stalled = serve(Site({"/robots.txt": Reply(body="User-agent: *\nAllow: /\n", delay=HOLD)}))
    www = serve(
        Site(
            {
                "/robots.txt": Reply(
                    body="User-agent: *\nAllow: /\nSitemap: https://www.acme.test/s.xml\n"
                ),
                "/": HOME,
                "/s.xml": Reply(
                    body="<urlset><url><loc>https://www.acme.test/about</loc></url></urlset>"
                ),
            }
        )
    )
    record = brief(
        run_scrapy,
        [("acme.test", stalled), ("www.acme.test", www)],
        DOWNLOAD_TIMEOUT=1,
        SITEBRIEF_SITEMAP_TIMEOUT=1.5,
    )
    assert record["origin"] == "https://www.acme.test/"
    assert record["sitemap"]["urls"] == 1


@pytest.mark.parametrize(
    ("lang", "links", "kinds"),
    [
        (
            "de",
            [("/ueber-uns", "Über uns"), ("/preise", "Preise"), ("/versand", "Versand")],
            ["about", "pricing", "shipping"],
        ),
        (
            "fr",
            [("/a-propos", "À propos"), ("/tarifs", "Tarifs"), ("/faq", "FAQ")],
            ["about", "pricing", "faq"],
        ),
        (
            "es",
            [
                ("/sobre-nosotros", "Sobre nosotros"),
                ("/productos", "Productos"),
                ("/envios", "Envíos"),
            ],
            ["about", "products", "shipping"],
        ),
        (
            "ja",
            [("/gaiyou", "会社概要"), ("/ryoukin", "料金"), ("/faq", "よくある質問")],
            ["about", "pricing", "faq"],
        ),
    ],
)
def test_key_pages_in_the_sites_language(
    lang: str, links: list[tuple[str, str]], kinds: list[str], serve: Serve, run_scrapy: RunScrapy
) -> None:
    nav = "".join(f'<a href="{path}">{text}</a>' for path, text in links)
    home = f'<html lang="{lang}"><head><title>Acme</title></head><body><nav>{nav}</nav><main>{para(*HOME_LINES)}</main></body></html>'
    routes: dict[str, Route] = {"/robots.txt": ALLOW_ALL, "/": Reply(body=home)}
    for path, text in links:
        routes[path] = Reply(
            body=html(para(*(f"{text}: Absatz {i} über unsere Arbeit." for i in range(6))))
        )
    record = brief(run_scrapy, [("acme.test", serve(Site(routes)))])
    assert [p["kind"] for p in record["pages"]] == ["home", *kinds]
    assert record["facts"]["lang"] == lang


def test_a_homepage_that_ends_on_another_site_says_so(serve: Serve, run_scrapy: RunScrapy) -> None:
    other = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=html(para(*HOME_LINES) + '<a href="/about">About</a>')),
                "/about": Reply(body=html(para(*(f"Their story, part {i}." for i in range(8))))),
            }
        )
    )
    acme = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(302, headers={"Location": "https://beta.test/"}),
                "/pricing": Reply(body="no"),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", acme), ("beta.test", other)])
    assert record["origin"] == "https://beta.test/"
    assert any("The homepage ended on beta.test, not on acme.test" in w for w in record["warnings"])
    assert all(p["url"].startswith("https://beta.test/") for p in record["pages"])


def test_www_of_a_public_suffix_is_not_stripped() -> None:
    from sitebrief.rules.domains import parse_target
    from sitebrief.rules.hosts import registrable

    assert parse_target("www.co.uk").domain == "www.co.uk"
    assert parse_target("www.acme.co.uk").domain == "acme.co.uk"
    assert registrable("shop.acme.co.uk") == registrable("acme.co.uk") == "acme.co.uk"
    assert registrable("a.github.io") != registrable("b.github.io")
