"""What a brief writer needs reaches the record, end to end (the real crawler
against loopback servers): contact facts from the header and footer, the legal
notice read for facts only, whole blocks, thin key pages dropped, and a sitemap
that says why it is partial."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sitebrief.dev.server import LoopbackServer, Reply, Site
from tests.crawl import Run
from tests.sites import ALLOW_ALL

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

TOP_BAR = (
    '<div class="top-bar"><ul><li><i class="fas fa-map-marker-alt"></i>'
    "<p>9051 Forge Road, Sheffield S1 2AB</p></li></ul>"
    '<a title="Facebook" href="https://facebook.com/acmeanvils"><i class="fab fa-facebook"></i></a>'
    '<a href="https://www.facebook.com/sharer/sharer.php?u=https://acme.test/">Share</a></div>'
)
HEADER = (
    '<header id="header"><a href="/"><img src="/img/logo.png" alt="Acme"></a>'
    '<ul><li><p class="title">Call Us</p><p>(+44) 114-291-4353</p></li>'
    '<li><p class="title">Email Us</p><p>office@acme.test</p></li></ul></header>'
)
NAV = '<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/shop">Products</a></nav>'
FOOTER = (
    "<footer><h3>Working Hours</h3><p>Monday - Friday: 08:00 - 17:00<br>Saturday: closed</p>"
    '<p><a href="/impressum">Impressum</a> <a href="/privacy">Privacy</a></p>'
    "<p>© 2026 Acme Anvils Ltd. All rights reserved.</p></footer>"
)
HOME_LINES = [
    f"Acme has forged anvils since 1920, and here is line {i} about it." for i in range(8)
]
ABOUT = [f"Our forge opened in 1920; chapter {i} of how the smithy grew." for i in range(3)]
QUOTES = "".join(
    f'<div class="testimonial"><h4>{title}</h4><span>{name}</span>'
    f"<p>They forge anvils that ring true for a lifetime, says customer {name}.</p></div>"
    for title, name in (("Amazing anvils!", "John Partho"), ("Great smiths!", "Mullar Sarth"))
)


def page(body: str, header: str = HEADER) -> str:
    return f"<html><head><title>Acme</title></head><body>{TOP_BAR}{header}{NAV}<main>{body}</main>{FOOTER}</body></html>"


def para(*lines: str) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


IMPRINT = page(
    "<h1>Impressum</h1><p>Acme Schmiede GmbH<br>Amboss-Straße 5<br>10115 Berlin</p>"
    "<p>Geschäftsführer: Anna Amboss, Bernd Hammer</p>"
    "<p>Registergericht: Amtsgericht Charlottenburg, HRB 123456 B</p>"
    "<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: DE 123456789</p>"
)


def brief(run_scrapy: RunScrapy, servers: list[tuple[str, LoopbackServer]]) -> dict[str, Any]:
    return run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], servers).record


def test_contact_legal_identity_and_whole_blocks_reach_the_record(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    cards = "".join(
        f'<div class="card"><a href="/p/{i}"><img src="/p/{i}.jpg"></a></div>' for i in range(6)
    )
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=page(para(*HOME_LINES) + QUOTES)),
                "/about": Reply(body=page("<h1>About us</h1>" + para(*ABOUT) + QUOTES)),
                "/shop": Reply(body=page(cards)),  # an image grid: thin, dropped
                "/impressum": Reply(body=IMPRINT),
                "/img/logo.png": Reply(body=b"\x89PNG\r\n", content_type="image/png"),
            }
        )
    )
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["problem"] is None
    kinds = [p["kind"] for p in record["pages"]]
    assert kinds == ["home", "about"]  # the legal notice is read for facts only; /shop is thin
    assert "https://acme.test/impressum" in [f["url"] for f in record["fetches"]]
    contact = {(c["kind"], c["value"]) for c in record["facts"]["contact"]}
    assert {
        ("phone", "(+44) 114-291-4353"),
        ("email", "office@acme.test"),
        ("address", "9051 Forge Road, Sheffield S1 2AB"),
        ("hours", "Monday - Friday: 08:00 - 17:00"),
        ("hours", "Saturday: closed"),
    } <= contact
    assert all(c["page"] == "https://acme.test/" for c in record["facts"]["contact"][:5])
    assert record["facts"]["social"] == ["https://facebook.com/acmeanvils"]
    legal = record["facts"]["legal"]
    assert legal["name"] == "Acme Schmiede GmbH" and legal["form"] == "GmbH"
    assert legal["address"] == "Amboss-Straße 5, 10115 Berlin"
    assert legal["directors"] == ["Anna Amboss", "Bernd Hammer"]
    assert "HRB 123456 B" in legal["register"] and "Amtsgericht Charlottenburg" in legal["register"]
    assert legal["vat"] == "DE 123456789"
    assert legal["page"] == "https://acme.test/impressum"
    assert record["logo"] == "https://acme.test/img/logo.png"  # the header's logo
    # Whole blocks: the quotes the homepage carries are left out with their authors.
    about = record["pages"][1]["text"].split("\n")
    assert about == ["# About us", *ABOUT]
    assert "John Partho" in record["pages"][0]["text"]


def test_the_copyright_line_names_the_company_when_nothing_better_does(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=page(para(*HOME_LINES)))}))
    record = brief(run_scrapy, [("acme.test", server)])
    assert record["facts"]["legal"]["name"] == "Acme Anvils Ltd."
    assert record["facts"]["legal"]["from"] == "copyright"


def test_a_sitemap_whose_children_cannot_be_read_says_partial_and_why(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    index = "".join(
        f"<sitemap><loc>https://cdn.other.test/sitemap-{i}.xml</loc></sitemap>" for i in (1, 2)
    )
    home = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=page(para(*HOME_LINES))),
                "/sitemap.xml": Reply(
                    body=f"<sitemapindex>{index}</sitemapindex>", content_type="text/xml"
                ),
            }
        )
    )
    other = serve(Site({"/robots.txt": Reply(500, body="down")}))
    record = brief(run_scrapy, [("acme.test", home), ("cdn.other.test", other)])
    sitemap = record["sitemap"]
    assert sitemap["urls"] == 0
    assert sitemap["partial"] is True
    assert len(sitemap["partial_reasons"]) == 2
    assert all("robots.txt" in reason for reason in sitemap["partial_reasons"])
    assert sitemap["partial_reasons"][0].startswith("https://cdn.other.test/sitemap-1.xml: ")
