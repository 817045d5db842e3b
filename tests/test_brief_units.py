"""The brief's pure rules, table-driven: input, page kinds and ranking,
sitemap summaries, budgets, logos, text."""

from __future__ import annotations

import asyncio
import gzip
from typing import Any

import lxml.html
import pytest

from sitebrief.middlewares.retry import retry_after
from sitebrief.page import logos
from sitebrief.page.text import read_html
from sitebrief.pipelines.budget import cut
from sitebrief.rules import keypages, problems, rebrief, sitemaps
from sitebrief.rules.domains import parse_target
from sitebrief.rules.fetching import Fetch, Fetched, FetchFailed
from sitebrief.rules.hosts import origin_url


@pytest.mark.parametrize(
    ("typed", "domain"),
    [
        ("acme.com", "acme.com"),
        ("ACME.com ", "acme.com"),
        ("www.acme.com", "acme.com"),
        ("https://acme.com/about", "acme.com"),
        ("http://www.Acme.com:8080/x?y", "acme.com"),
        ("bücher.de", "xn--bcher-kva.de"),
        ("acme.com.", "acme.com"),
        ("www.www.acme.com", "www.acme.com"),  # one leading www. only
        ("shop.acme.co.uk", "shop.acme.co.uk"),
    ],
)
def test_domain_normalised(typed: str, domain: str) -> None:
    target = parse_target(typed)
    assert target.error is None
    assert target.domain == domain
    assert target.input == typed


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("acme .com", "spaces"),
        ("127.0.0.1", "IP address"),
        ("http://[::1]/", "IP address"),
        ("2130706433", "IP address"),
        ("0x7f.1", "IP address"),
        ("localhost", "full domain"),
        ("acme", "full domain"),
        ("ftp://acme.com", "only http and https"),
        ("mailto:x@acme.com", "not a website address"),
        ("acme_corp.com", "not a valid domain"),
        ("-acme.com", "not a valid domain"),
        ("a" * 64 + ".com", "not a valid domain"),
        ("acme..com", "two dots in a row"),
    ],
)
def test_domain_rejected(typed: str, says: str) -> None:
    target = parse_target(typed)
    assert target.domain is None
    assert target.error is not None
    assert says in target.error


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/about", "about"),
        ("/about/", "about"),
        ("/About.html", "about"),
        ("/en/about-us", "about"),
        ("/our-story", "about"),
        ("/blog/about-us", "about"),
        ("/about-our-new-product", None),
        ("/products", "products"),
        ("/shop/", "products"),
        ("/collections", "products"),
        ("/menu", "products"),
        ("/pricing", "pricing"),
        ("/pricing-2024", None),
        ("/plans", "pricing"),
        ("/features", "features"),
        ("/how-it-works", "features"),
        ("/solutions/retail", "features"),
        ("/faq", "faq"),
        ("/help/", "faq"),
        ("/shipping", "shipping"),
        ("/shipping-policy", "shipping"),
        ("/pages/delivery.html", "shipping"),
        ("/international-shipping", "shipping"),
        ("/about.pdf", None),
        ("/pricing?plan=pro", None),
        ("/blog/post-1", None),
        ("/", None),
    ],
)
def test_page_kind(path: str, kind: str | None) -> None:
    assert keypages.page_kind("https://acme.com" + path) == kind


def test_candidates_rank_main_word_then_depth_then_link() -> None:
    hosts = ("acme.com",)
    found = keypages.candidates(
        home_links=[
            "https://acme.com/en/business/pricing",
            "https://acme.com/blog/about-us",
            "https://other.com/about",  # another site
            "https://acme.com/about#team",
        ],
        sitemap_urls=[
            "https://acme.com/pricing",
            "https://shop.acme.com/plans",
            "https://acme.com/about",
        ],
        hosts=hosts,
        home_url="https://acme.com/",
    )
    assert [c.url for c in found["pricing"]] == [
        "https://acme.com/pricing",  # the main word, shallowest
        "https://acme.com/en/business/pricing",  # the main word, linked, but deeper
        "https://shop.acme.com/plans",  # a subdomain is the site; "plans" is a synonym
    ]
    assert [c.url for c in found["about"]] == [
        "https://acme.com/about",
        "https://acme.com/blog/about-us",
    ]
    assert found["about"][0].linked  # seen on the homepage first


def test_same_site_includes_the_rebranded_host() -> None:
    hosts = keypages.site_hosts("acme.com", "https://www.acme.io/")
    assert hosts == ("acme.com", "acme.io")
    assert keypages.same_site("https://blog.acme.io/x", hosts)
    assert not keypages.same_site("https://notacme.io/x", hosts)


def test_sitemap_summary_sections_and_round_robin_sample() -> None:
    urls = [f"https://a.com/blog/{i}" for i in range(4000)]
    urls += [f"https://a.com/products/{i}" for i in range(30)] + ["https://a.com/about"]
    summary = sitemaps.summarise(
        urls, ["https://a.com/sitemap.xml"], max_sections=2, sample_size=150
    )
    assert summary["urls"] == 4031
    assert summary["sections"] == [
        {"path": "/blog", "urls": 4000},
        {"path": "/products", "urls": 30},
    ]
    assert summary["sample"][:4] == ["/blog/0", "/products/0", "/about", "/blog/1"]
    assert len(summary["sample"]) == 150
    assert sum(p.startswith("/products/") for p in summary["sample"]) == 30


def test_sitemap_child_order() -> None:
    children = [
        f"https://a.com/{n}-sitemap.xml" for n in ("post", "author", "misc", "page", "product")
    ]
    assert [c.rsplit("/", 1)[1] for c in sitemaps.child_order(children)] == [
        "page-sitemap.xml",
        "product-sitemap.xml",
        "misc-sitemap.xml",
        "post-sitemap.xml",
        "author-sitemap.xml",
    ]


URLSET = b"""<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://a.com/1</loc></url><url><loc>https://a.com/2</loc></url></urlset>"""


@pytest.mark.parametrize(
    ("body", "kind", "locs"),
    [
        (URLSET, "urlset", ["https://a.com/1", "https://a.com/2"]),
        (
            b"<sitemapindex><sitemap><loc>https://a.com/s.xml</loc></sitemap></sitemapindex>",
            "sitemapindex",
            ["https://a.com/s.xml"],
        ),
        (b"", None, []),
        (b"not xml at all", None, []),
        (b"<html><body>404</body></html>", "html", []),
        (URLSET[:-30], "urlset", ["https://a.com/1"]),  # truncated: what can be read
    ],
)
def test_sitemap_parse(body: bytes, kind: str | None, locs: list[str]) -> None:
    parsed = sitemaps.parse(body, max_urls=100)
    assert parsed.kind == kind
    assert parsed.locs == locs


def test_sitemap_parse_caps_urls() -> None:
    body = (
        b"<urlset>"
        + b"".join(b"<url><loc>https://a.com/%d</loc></url>" % i for i in range(500))
        + b"</urlset>"
    )
    parsed = sitemaps.parse(body, max_urls=100)
    assert len(parsed.locs) == 100
    assert parsed.truncated


def test_billion_laughs_sitemap_stays_small() -> None:
    laughs = b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
    for i in range(1, 10):
        prev = b"&lol;" if i == 1 else b"&lol%d;" % (i - 1)
        laughs += b'<!ENTITY lol%d "%s">' % (i, prev * 10)
    laughs += b"]><urlset><url><loc>https://a.com/&lol9;</loc></url></urlset>"
    parsed = sitemaps.parse(laughs, max_urls=10)
    assert all(len(loc) < 1000 for loc in parsed.locs)


def test_gzip_sitemap_roundtrip() -> None:
    assert sitemaps.parse(gzip.decompress(gzip.compress(URLSET)), 10).locs == [
        "https://a.com/1",
        "https://a.com/2",
    ]


@pytest.mark.parametrize(
    ("lines", "budget", "kept"),
    [
        (["aaaa", "bbbb", "cccc"], 9, ["aaaa", "bbbb"]),  # "aaaa\nbbbb" is 9
        (["aaaa", "bbbb", "cccc"], 8, ["aaaa"]),
        (["aaaaaaaaaa"], 5, ["aaaa…"]),  # no space: cut hard
        (["one two three four"], 10, ["one two…"]),  # a first line longer than the budget
        (["ok", "one two three four"], 10, ["ok"]),  # later lines stay whole or go
        ([], 10, []),
        (["a", "b"], 100, ["a", "b"]),
    ],
)
def test_budget_cuts_whole_lines(lines: list[str], budget: int, kept: list[str]) -> None:
    assert cut(lines, budget) == kept


def test_logo_candidates_in_order() -> None:
    html = """<html><head>
    <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
      {"@type":"WebSite"},{"@type":"Organization","logo":{"url":"/brand/logo.svg"}}]}</script>
    <link rel="icon" href="/small.png" sizes="16x16"><link rel="icon" href="/big.png" sizes="192x192">
    <link rel="apple-touch-icon" href="/touch.png">
    <meta property="og:image" content="https://cdn.acme.com/og.jpg"></head><body></body></html>"""
    found = logos.candidates(lxml.html.document_fromstring(html), "https://acme.com/")
    assert found == [
        "https://acme.com/brand/logo.svg",
        "https://acme.com/touch.png",
        "https://acme.com/big.png",
        "https://acme.com/small.png",
        "https://cdn.acme.com/og.jpg",
        "https://acme.com/favicon.ico",
    ]


def test_logo_survives_broken_json_ld() -> None:
    html = '<html><head><script type="application/ld+json">{not json</script></head></html>'
    assert logos.candidates(lxml.html.document_fromstring(html), "https://a.com/") == [
        "https://a.com/favicon.ico"
    ]


_LOGO = '<a href="{home}" class="custom-logo-link"><img src="/logo.png" alt="Alpenrose"></a>'


def _flag(href: str, alt: str, attrs: str = "") -> str:
    return f'<li><a href="{href}"{attrs}><img src="/flags/{alt[:2]}.png" alt="{alt}"></a></li>'


@pytest.mark.parametrize(
    ("lang", "url", "header", "logo", "names"),
    [
        # A language switcher's flags, before the logo, link to each language's
        # homepage: neither the logo nor the organisation's names.
        (
            "de",
            "https://a.test/",
            '<div class="wpml-ls">' + _flag("/de/", "Deutsch") + _flag("/it/", "Italiano"),
            "/logo.png",
            ["Alpenrose"],
        ),
        (
            "de",
            "https://a.test/",
            '<ul class="flags">' + _flag("/de/", "Deutsch", ' hreflang="de"') + "</ul>",
            "/logo.png",
            ["Alpenrose"],
        ),
        # The homepage in a language is home (a WPML site's logo), from any page.
        ("de", "https://a.test/de/", _flag("/de/", "Alpenrose Hotel"), "/flags/Al.png", None),
        (
            "de",
            "https://a.test/de/zimmer/",
            _flag("/de/", "Alpenrose Hotel"),
            "/flags/Al.png",
            None,
        ),
        ("pl", "https://a.test/", _flag("/pl/", "Alpenrose Hotel"), "/flags/Al.png", None),
    ],
)
def test_a_language_switchers_flags_are_no_logo(
    lang: str, url: str, header: str, logo: str, names: list[str] | None
) -> None:
    home = "/" if names else "/xyz/"  # the linked picture is the logo when names is None
    # (TYPO3's <body class="language-0"> is no language switcher.)
    html = (
        f'<html lang="{lang}"><body class="language-0"><header class="site-header">{header}</ul></div>'
        f"{_LOGO.format(home=home)}</header><main><p>Willkommen</p></main></body></html>"
    )
    tree = lxml.html.document_fromstring(html)
    assert logos._header_logo(tree, url) == logo
    assert logos.home_link_names(tree, url) == (names or ["Alpenrose Hotel"])


def test_text_lines() -> None:
    html = """<html><head><title> Acme &amp; Co </title><meta name="description" content="We make anvils.">
    <style>p{}</style></head><body><nav><a href="/about">About</a> <a href="/x">X</a></nav>
    <h1>Hello   world</h1><p>One<br>Two</p><script>var x=1</script><template>hidden</template>
    <svg><text>svg</text></svg><noscript>Enable JavaScript</noscript><div hidden>secret</div>
    <ul><li>a</li><li>b</li></ul></body></html>"""
    page = read_html(html, "https://acme.com/", 300)
    assert page.title == "Acme & Co"
    assert page.description == "We make anvils."
    # So little own content: the fallback reads what the rules set aside, never
    # the navigation; here that is nothing more, so the own content stands.
    assert page.lines == ["# Hello world", "One", "Two", "- a", "- b"]
    assert page.extraction == "main"
    assert page.links == ["https://acme.com/about", "https://acme.com/x"]
    own = read_html(html, "https://acme.com/", min_chars=0)
    assert (own.lines, own.extraction) == (["# Hello world", "One", "Two", "- a", "- b"], "main")


def test_text_of_garbage_is_empty() -> None:
    assert read_html("", "https://a.com/", 300).lines == []
    assert read_html("\x00\x01", "https://a.com/", 300).lines == []


@pytest.mark.parametrize(
    ("header", "seconds"),
    [
        (b"5", 5.0),
        (b"0", 0.0),
        (b"soon", None),
        (None, None),
        (b"Wed, 21 Oct 2015 07:28:00 GMT", 0.0),
    ],
)
def test_retry_after(header: bytes | None, seconds: float | None) -> None:
    assert retry_after(header) == seconds


def test_html_beyond_the_parse_cap_is_not_read() -> None:
    from sitebrief.page.text import MAX_HTML_CHARS

    filler = "<p>" + "x " * 1000 + "</p>"
    page = "<html><body><p>early words</p>" + filler * (MAX_HTML_CHARS // len(filler) + 10)
    page += "<p>late words</p></body></html>"
    lines = read_html(page, "https://a.com/", 300).lines
    assert lines[0] == "early words"
    assert "late words" not in lines


def test_title_is_the_documents_not_an_inline_svgs() -> None:
    from sitebrief.page.text import read_html

    html = (
        "<html><head><meta charset=utf-8></head><body>"
        "<svg><title>Close menu</title></svg><p>Hello there.</p></body></html>"
    )
    assert read_html(html, "https://a.test/", 300).title is None
    html = html.replace("<head>", "<head><title>Acme</title>")
    assert read_html(html, "https://a.test/", 300).title == "Acme"


def test_base_href_resolves_links_and_logos() -> None:
    from sitebrief.page.text import read_html

    html = (
        '<html><head><base href="https://cdn.a.test/en/"><link rel="icon" href="icon.png"></head>'
        '<body><a href="about">About</a></body></html>'
    )
    page = read_html(html, "https://a.test/", 300)
    assert page.links == ["https://cdn.a.test/en/about"]
    assert page.logo_candidates[0] == "https://cdn.a.test/en/icon.png"


# --- key pages in any language, ranked as a person clicks ----------------------------


def links(*pairs: tuple[str, str, str]) -> list[keypages.Link]:
    return [keypages.Link(f"https://acme.com{path}", text, region) for path, text, region in pairs]


def picked(found: dict[str, list[keypages.Candidate]]) -> dict[str, str]:
    return {kind: cands[0].url.removeprefix("https://acme.com") for kind, cands in found.items()}


@pytest.mark.parametrize(
    ("path", "text", "kind"),
    [
        ("/ueber-uns", "", "about"),
        ("/über-uns", "", "about"),
        ("/unternehmen/ueber-uns/", "", "about"),
        ("/preise", "", "pricing"),
        ("/versand", "", "shipping"),
        ("/a-propos", "", "about"),
        ("/tarifs", "", "pricing"),
        ("/livraison", "", "shipping"),
        ("/sobre-nosotros", "", "about"),
        ("/precios", "", "pricing"),
        ("/preguntas-frecuentes", "", "faq"),
        ("/chi-siamo", "", "about"),
        ("/over-ons", "", "about"),
        ("/cennik", "", "pricing"),
        ("/gywm", "会社概要", "about"),
        ("/p/2", "料金", "pricing"),
        ("/x1", "关于我们", "about"),
        ("/y", "Über uns", "about"),
    ],
)
def test_kind_words_in_many_languages(path: str, text: str, kind: str) -> None:
    found = keypages.candidates(links((path, text, "nav")), [], ("acme.com",), "https://acme.com/")
    assert list(found) == [kind]


@pytest.mark.parametrize(
    "path", ["/about/license/", "/faq-cookies", "/privacy", "/careers/about", "/cart", "/login"]
)
def test_legal_and_account_pages_are_never_key_pages(path: str) -> None:
    assert (
        keypages.candidates(links((path, "", "nav")), [], ("acme.com",), "https://acme.com/") == {}
    )


def test_ranking_as_a_person_clicks() -> None:
    found = keypages.candidates(
        links(
            ("/store.html", "Store", "nav"),
            ("/products.html", "Products", "nav"),  # the main word beats "store"
            ("/team-about", "About", "footer"),
            ("/about", "About us", "nav"),  # nav beats footer
            ("/solutions/ngos/", "NGOs", "nav"),  # stands for its section, /solutions/
            ("/help", "Help", "footer"),
        ),
        [],
        ("acme.com",),
        "https://acme.com/",
    )
    assert picked(found) == {
        "products": "/products.html",
        "about": "/about",
        "features": "/solutions/",
        "faq": "/help",
    }


def test_key_pages_come_from_the_homepages_language() -> None:
    home = [
        keypages.Link("https://acme.com/de/ueber-uns", "Über uns"),
        keypages.Link("https://acme.com/en/about", "About"),
        keypages.Link("https://acme.com/de/preise", "Preise"),
        keypages.Link("https://acme.com/en/pricing", "Pricing"),
    ]
    english = keypages.candidates(home, [], ("acme.com",), "https://acme.com/", "en")
    assert {c[0].url for c in english.values()} == {
        "https://acme.com/en/about",
        "https://acme.com/en/pricing",
    }
    german = keypages.candidates(home, [], ("acme.com",), "https://acme.com/de/")
    assert {c[0].url for c in german.values()} == {
        "https://acme.com/de/ueber-uns",
        "https://acme.com/de/preise",
    }


def test_wordpress_core_sitemaps_are_judged_by_post_type() -> None:
    base = "https://a.test/"
    children = [
        base + "wp-sitemap-posts-post-1.xml",
        base + "wp-sitemap-users-1.xml",
        base + "wp-sitemap-posts-page-1.xml",
        base + "wp-sitemap-taxonomies-category-1.xml",
        base + "wp-sitemap-posts-product-1.xml",
    ]
    assert sitemaps.child_order(children)[:3] == [
        base + "wp-sitemap-posts-page-1.xml",
        base + "wp-sitemap-taxonomies-category-1.xml",
        base + "wp-sitemap-posts-product-1.xml",
    ]
    assert sitemaps.child_order(children)[-2:] == [
        base + "wp-sitemap-posts-post-1.xml",
        base + "wp-sitemap-users-1.xml",
    ]


def test_sitemap_parse_keeps_the_newest_lastmod() -> None:
    body = (
        b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
        b"<url><loc>https://a.test/x</loc><lastmod>2025-03-01</lastmod></url>"
        b"<url><loc>https://a.test/y</loc><lastmod>2026-10-30T10:00:00+00:00</lastmod></url></urlset>"
    )
    assert sitemaps.parse(body, 10).newest == "2026-10-30T10:00:00+00:00"


@pytest.mark.parametrize(
    ("origin", "url"),
    [
        (("https", "acme.test", 443), "https://acme.test"),
        (("http", "acme.test", 80), "http://acme.test"),
        (("https", "acme.test", 80), "https://acme.test:80"),  # not https's default
        (("http", "acme.test", 8080), "http://acme.test:8080"),
        (("https", "::1", 443), "https://[::1]"),
        (("https", "2001:db8::1", 8443), "https://[2001:db8::1]:8443"),
    ],
)
def test_an_origin_as_a_url(origin: tuple[str, str, int], url: str) -> None:
    assert origin_url(*origin) == url


@pytest.mark.parametrize(
    ("problem", "kind", "says"),
    [
        (problems.invalid("acme is one label"), "invalid", "acme is one label"),
        (problems.not_found("DNSLookupError"), "not_found", "couldn't find a website at acme.test"),
        (problems.blocked("HTTP 403"), "blocked", "refused to let us read it (HTTP 403)"),
        (problems.blocked("robots.txt: Disallow: /", "robots"), "blocked", "(robots.txt), so we"),
        (problems.private("10.0.0.1"), "private", "private or internal network address"),
        (problems.timeout("slow"), "timeout", "took too long to respond"),
        (problems.tls("expired"), "tls", "security certificate problem"),
        (problems.empty("12 characters"), "empty", "almost no text we can read"),
        (problems.error("HTTP 500"), "error", "Something went wrong reading acme.test (HTTP 500)"),
        (problems.cancelled("stopped"), "cancelled", "The run was stopped before acme.test"),
        (problems.internal(KeyError("x")), "error", "(internal error: KeyError: 'x')"),
    ],
)
def test_one_constructor_per_kind(problem: problems.Problem, kind: str, says: str) -> None:
    record = problem.as_record("acme.test")
    assert record["kind"] == kind and type(record["kind"]) is str
    assert says in record["message"]
    assert set(problems.KINDS) >= {problem.kind}


def _fetch_raising(exc: BaseException) -> Fetch:
    async def fetch(url: str, max_bytes: int) -> Fetched:
        raise exc

    return fetch


@pytest.mark.parametrize(
    "read",
    [
        lambda fetch: sitemaps.read(
            fetch, "https://a.test", [], sitemaps.Limits(10**6, 10**6, 1000, 40, 150)
        ),
        lambda fetch: logos.find(fetch, ["https://a.test/logo.png"], 1000),
    ],
    ids=["sitemap", "logo"],
)
def test_the_fetch_loops_give_up_on_a_failed_fetch_but_not_on_a_bug(read: Any) -> None:
    refused = FetchFailed("https://a.test/x")
    refused.__cause__ = ConnectionRefusedError()
    assert asyncio.run(read(_fetch_raising(refused))) in (None, ([], None))
    with pytest.raises(KeyError):  # a bug of ours reaches the brief's handler
        asyncio.run(read(_fetch_raising(KeyError("oops"))))


@pytest.mark.parametrize(
    ("body", "logo"),
    [
        # The header's logo image (tf-constra: alt="Constra", in div.logo, a link home).
        ('<header id="header"><div class="logo"><a href="index.html">'
         '<img src="images/logo.png" alt="Constra"></a></div></header>',
         "https://acme.com/images/logo.png"),
        # A picture in a link to the homepage that says logo, wherever it sits.
        ('<div class="top"><a href="/"><img class="site-logo" src="/l.svg"></a></div>',
         "https://acme.com/l.svg"),
        # A lazy image: its real source.
        ('<nav class="navbar"><a class="navbar-brand" href="/"><img src="data:image/gif;base64,R0"'
         ' data-src="/brand.png"></a></nav>', "https://acme.com/brand.png"),
        # Not a logo: a header's photo that is neither named so nor a link home,
        # a footer's logo, a logo-named picture linking elsewhere.
        ('<header><img src="/hero.jpg" alt="Our forge"></header>', None),
        ('<footer><a href="/"><img class="footer-logo" src="/f.png"></a></footer>', None),
        ('<div><a href="/partners"><img class="logo" src="/partner.png"></a></div>', None),
    ],
)  # fmt: skip
def test_the_headers_logo_is_a_candidate_after_json_ld(body: str, logo: str | None) -> None:
    html = f'<html><head><link rel="apple-touch-icon" href="/touch.png"></head><body>{body}</body></html>'
    found = logos.candidates(lxml.html.document_fromstring(html), "https://acme.com/")
    expected = [logo] if logo else []
    assert found == [*expected, "https://acme.com/touch.png", "https://acme.com/favicon.ico"]


@pytest.mark.parametrize(
    ("final_url", "hosts"),
    [
        ("https://www.acme.com/", ("acme.com",)),
        ("https://www.co.uk/", ("acme.com", "www.co.uk")),  # www.co.uk is itself, not co.uk
        ("https://shop.acme.com/", ("acme.com", "shop.acme.com")),
    ],
)
def test_the_site_hosts_drop_www_as_the_domain_rule_does(
    final_url: str, hosts: tuple[str, ...]
) -> None:
    assert keypages.site_hosts("acme.com", final_url) == hosts


@pytest.mark.parametrize(
    ("document", "logos_found"),
    [
        ({"@type": "Organization", "logo": "https://a.test/o.png"}, ["https://a.test/o.png"]),
        (
            {"@type": "Restaurant", "logo": {"url": "https://a.test/r.png"}},
            ["https://a.test/r.png"],
        ),
        ({"@type": "Brand", "logo": "https://a.test/b.png"}, ["https://a.test/b.png"]),
        (
            {"@graph": [{"@type": "WebSite"}, {"@type": "Store", "logo": "https://a.test/s.png"}]},
            ["https://a.test/s.png"],
        ),
        ({"@type": "Product", "logo": "https://a.test/p.png"}, []),
    ],
)
def test_logos_and_facts_share_one_rule_for_the_company(
    document: dict[str, Any], logos_found: list[str]
) -> None:
    """One walker and one "is the company" rule for JSON-LD (facts.nodes,
    facts.is_organization): a Restaurant's logo was once missed by the logo
    rule although the facts read it as the organization."""
    assert logos._organization_logos(document) == logos_found


@pytest.mark.parametrize(
    ("previous", "headers"),
    [
        (
            {"etag": '"v1"', "last_modified": "Mon, 02 Nov 2026 10:00:00 GMT", "kind": "home"},
            {"If-None-Match": '"v1"', "If-Modified-Since": "Mon, 02 Nov 2026 10:00:00 GMT"},
        ),
        ({"etag": "", "last_modified": None, "url": "https://a.test/"}, {}),
        ({"etag": '"a"\r\nX-Evil: 1'}, {}),
        ({"etag": ["not", "a", "string"]}, {}),
    ],
)
def test_one_rule_asks_pages_sitemaps_and_llms_txt_conditionally(
    previous: dict[str, Any], headers: dict[str, str]
) -> None:
    assert rebrief.conditional_headers(previous) == headers
