"""What the model reads (pure): a page's own content without chrome, its light
structure, and the facts a site states about itself."""

from __future__ import annotations

import json

import lxml.html
import pytest

from sitebrief.page import content, facts
from sitebrief.page.text import read_html

URL = "https://acme.test/"
PROSE = "".join(
    f"<p>Acme forges anvils by hand in Sheffield, and this is fact number {i} about it.</p>"
    for i in range(6)
)


def lines(body: str, head: str = "", min_chars: float = 0) -> list[str]:
    return read_html(f"<html><head>{head}</head><body>{body}</body></html>", URL, min_chars).lines


def test_chrome_is_dropped_and_content_kept() -> None:
    page = (
        '<header><a href="/">Acme</a><a href="/login">Sign in</a></header>'
        '<nav><a href="/about">About</a><a href="/pricing">Pricing</a></nav>'
        '<div class="mega-menu"><a href="/a">Anvils</a><a href="/h">Hammers</a><a href="/t">Tongs</a></div>'
        '<div id="onetrust-banner-sdk"><p>We use cookies to improve your experience.</p><button>Accept all</button></div>'
        '<div class="cky-consent-container"><p>Cookie settings</p></div>'
        '<div role="dialog" aria-modal="true"><p>Subscribe to our newsletter!</p></div>'
        f"<main><h1>Anvils</h1>{PROSE}</main>"
        "<aside><p>Related: our blog</p></aside>"
        '<footer><p>© 2026 Acme Ltd</p><a href="/privacy">Privacy Policy</a></footer>'
    )
    got = lines(page)
    assert got[0] == "# Anvils"
    assert got[1:] == [
        f"Acme forges anvils by hand in Sheffield, and this is fact number {i} about it."
        for i in range(6)
    ]
    text = "\n".join(got)
    for chrome in (
        "Sign in",
        "Pricing",
        "Hammers",
        "cookies",
        "Cookie settings",
        "newsletter",
        "blog",
        "© 2026",
        "Privacy",
    ):
        assert chrome not in text, chrome


def test_controls_are_not_content() -> None:
    form = "<form><label>Size</label><select><option>Small</option></select><button>Add to cart</button></form>"
    got = "\n".join(
        lines(f"<main>{PROSE}{form}<a class='btn btn-primary' href='/buy'>Buy now</a></main>")
    )
    assert "Add to cart" not in got and "Small" not in got and "Buy now" not in got
    assert "Acme forges anvils by hand" in got


def test_a_header_inside_the_article_is_content() -> None:
    got = lines(f"<article><header><h2>Our story</h2></header>{PROSE}</article>")
    assert got[0] == "## Our story"


def test_faq_accordion_answers_are_kept() -> None:
    faq = (
        "<h2>FAQ</h2>"
        '<div class="accordion"><button aria-expanded="false">Do you ship abroad?</button>'
        '<div class="accordion-panel" hidden><p>Yes, to 40 countries.</p></div></div>'
        "<details><summary>Can I return an anvil?</summary><p>Within 30 days.</p></details>"
        '<div hidden="until-found"><p>Anvils are made of steel.</p></div>'
        '<div role="tabpanel" aria-hidden="true"><p>Tab two: hammers.</p></div>'
        '<div hidden><a href="/m1">Menu one</a><a href="/m2">Menu two</a></div>'
        "<template><p>Never shown.</p></template>"
    )
    text = "\n".join(lines(f"<main>{faq}{PROSE}</main>"))
    for kept in (
        "Do you ship abroad?",  # the accordion's button (aria-expanded) is its question
        "Yes, to 40 countries.",
        "Within 30 days.",
        "Anvils are made of steel.",
        "Tab two: hammers.",
    ):
        assert kept in text, kept
    assert "Menu one" not in text and "Never shown" not in text


def test_an_accordion_button_without_aria_is_its_question_but_a_buy_button_is_not() -> None:
    faq = (
        '<button class="js-accordion-button" id="accordion-1">How to choose an anvil</button>'
        '<div class="accordion-content" hidden><p>By its weight.</p></div>'
        '<button class="expandable-header btn-expand">Do anvils rust?</button>'
        '<button class="btn btn-primary">Add to cart</button>'
    )
    text = "\n".join(lines(f"<main>{faq}{PROSE}</main>"))
    assert "How to choose an anvil" in text and "Do anvils rust?" in text
    assert "By its weight." in text
    assert "Add to cart" not in text


def test_a_skip_link_is_chrome_but_its_target_is_the_content() -> None:
    page = (
        '<a class="skip-link" href="#skip-link-target">Skip to content</a>'
        f'<div id="skip-link-target" class="page-inner-wrapper">{PROSE}</div>'
    )
    text = "\n".join(lines(page))
    assert "Skip to content" not in text
    assert "fact number 5" in text


def test_class_names_are_matched_as_words() -> None:
    page = (
        '<div class="shared_game_rating"><p>Rated E for everyone.</p></div>'
        '<div class="share-buttons"><a href="/s">Share on X</a></div>'
        '<div class="header__menu"><p>Anvils Hammers Tongs</p></div>'
        '<div class="menuitem-price"><p>Anvil, 50 kg: $400.</p></div>'
    )
    text = "\n".join(lines(f"<main>{page}{PROSE}</main>"))
    assert "Rated E for everyone." in text and "Anvil, 50 kg: $400." in text
    assert "Share on X" not in text and "Hammers" not in text


def test_a_carousels_hidden_slides_are_kept_but_not_its_copies() -> None:
    slides = (
        '<ul class="carousel">'
        '<li class="carousel__slide">Pea protein</li>'
        '<li class="carousel__slide" aria-hidden="true">Brown rice protein</li>'
        '<li class="carousel__slide slick-cloned" aria-hidden="true">Pea protein</li>'
        "</ul>"
    )
    got = lines(f"<main>{slides}{PROSE}</main>")
    assert got[:2] == ["- Pea protein", "- Brown rice protein"]


def test_a_main_holding_a_sliver_of_the_page_is_a_widgets() -> None:
    drawer = '<main class="slideout__content"><p>Your cart is empty.</p></main>'
    got = lines(f"{drawer}<div class='product'>{PROSE}</div>")
    assert "fact number 5" in "\n".join(got)
    # The normal path: a main with the page's text is the content.
    got = lines(f"<main>{PROSE}</main><div class='product'><p>Unrelated widget text.</p></div>")
    assert "Unrelated widget text." not in got


def test_prose_outside_main_is_kept_and_the_rest_outside_is_not() -> None:
    about = (
        "Our anvils are forged from a single block of steel, tempered twice and "
        "finished by hand, which is why they ring true for a lifetime of work in any smithy."
    )
    page = (
        f"<main><h1>Anvils</h1>{PROSE}</main>"
        f'<section class="seo"><h2>About our anvils</h2><p>{about}</p></section>'
        '<div class="promo"><p>Free delivery over $500.</p></div>'
    )
    got = lines(page)
    assert got[0] == "# Anvils" and got[-1] == about
    assert "Free delivery over $500." not in got and "## About our anvils" not in got


def test_a_line_repeated_right_after_itself_or_of_marks_alone_is_left_out() -> None:
    cards = "".join('<div class="card"><div class="label">JEST</div></div>' for _ in range(10))
    plans = "<h3>Basic</h3><p>Choose plan</p><h3>Pro</h3><p>Choose plan</p>"
    empty = "<ul><li><img src='/a.png'></li></ul><h2> </h2><table><tr><td></td></tr></table>"
    got = lines(f"<main>{cards}{empty}{plans}{PROSE}</main>")
    assert got[:5] == ["JEST", "### Basic", "Choose plan", "### Pro", "Choose plan"]


def test_a_custom_element_named_like_style_is_not_a_style() -> None:
    got = lines(f"<main><style-guide><p>Anvils are black.</p></style-guide>{PROSE}</main>")
    assert got[0] == "Anvils are black."


def test_content_after_megabytes_of_scripts_is_read_and_json_ld_kept() -> None:
    from sitebrief.page.text import MAX_HTML_CHARS

    script = "<script>var x = '" + "y" * MAX_HTML_CHARS + "';</script>"
    style = "<style>" + "p { color: red }" * 1000 + "</style>"
    ld = json.dumps({"@context": "https://schema.org", "@type": "Organization", "name": "Acme"})
    page = read_html(
        f"<html><head>{style}<script type='application/ld+json'>{ld}</script></head>"
        f"<body>{script}<main>{PROSE}</main><script>unterminated",
        URL,
        300,
    )
    assert len(page.lines) == 6 and page.lines[-1].endswith("fact number 5 about it.")
    assert page.facts["organization"]["name"] == "Acme"


def test_structure_headings_lists_and_table_rows() -> None:
    table = (
        "<table><tr><th>Plan</th><th>Price</th><th>Users</th></tr>"
        "<tr><td>Basic</td><td>$9</td><td>1</td></tr>"
        "<tr><td>Pro</td><td>$29</td><td>10</td></tr></table>"
    )
    got = lines(
        f"<main><h2>Pricing</h2>{table}<h3>Included</h3><ul><li>Support</li><li><a href='/x'>Updates</a></li></ul>{PROSE}</main>"
    )
    assert got[:7] == [
        "## Pricing",
        "Plan | Price | Users",
        "Basic | $9 | 1",
        "Pro | $29 | 10",
        "### Included",
        "- Support",
        "- Updates",
    ]


def test_an_empty_cell_keeps_its_column() -> None:
    """A comparison table: which plan has the feature is the cell's place."""
    table = (
        "<table><tr><th></th><th>Web</th><th>Premium</th><th>Classic</th></tr>"
        "<tr><td>Corporate returns</td><td></td><td><i>check</i></td><td></td></tr>"
        "<tr><td></td><td>Only text in this row</td><td></td><td></td></tr>"
        "<tr><td> </td><td></td><td></td><td></td></tr></table>"
    )
    got = lines(f"<main>{table}{PROSE}</main>")
    assert got[:3] == [
        "| Web | Premium | Classic",
        "Corporate returns | | check |",
        "Only text in this row",
    ]
    assert got[3].startswith("Acme forges")


def test_a_spec_lists_terms_and_short_definitions_share_a_line() -> None:
    specs = (
        "<dl><dt>Weight:</dt><dd><span class='value'>2 oz</span></dd>"
        "<dt>Colours</dt><dd>Red</dd><dd>Blue</dd>"
        "<dt>Why an anvil?</dt><dd><p>Because it lasts.</p></dd></dl>"
    )
    got = lines(f"<main>{specs}{PROSE}</main>")
    assert got[:4] == ["Weight: 2 oz", "Colours: Red; Blue", "Why an anvil?", "Because it lasts."]


def test_check_and_cross_icons_say_yes_and_no() -> None:
    """A plan's features often say yes or no only by an icon."""
    plan = (
        "<h3>Free</h3><ul>"
        '<li><i class="bi bi-check text-primary"></i> 5GB storage</li>'
        '<li class="text-muted"><i class="bi bi-x"></i> Dedicated support</li></ul>'
    )
    table = (
        "<table><tr><th></th><th>Basic</th><th>Pro</th></tr>"
        '<tr><td>SSO</td><td><i class="fa-solid fa-xmark"></i></td>'
        '<td><span class="fa fa-check-circle"></span></td></tr>'
        '<tr><td>Audit log</td><td><i class="material-icons">close</i></td>'
        '<td><i class="material-icons">check</i></td></tr></table>'
    )
    controls = (
        '<div class="faq"><span class="iconArrow collapse-icon icon-Close"></span>Question</div>'
        '<div class="note"><i class="fa fa-close"></i>Closed on Sundays</div>'
    )
    got = lines(f"<main>{plan}{table}{controls}{PROSE}</main>")
    assert got[:9] == [
        "### Free",
        "- \u2713 5GB storage",
        "- \u2717 Dedicated support",
        "| Basic | Pro",
        "SSO | \u2717 | \u2713",
        "Audit log | \u2717 | \u2713",
        "Question",
        "Closed on Sundays",
        "Acme forges anvils by hand in Sheffield, and this is fact number 0 about it.",
    ]


def test_a_product_grid_of_links_or_cards_is_content_but_a_menu_is_not() -> None:
    grid = "".join(
        f'<div class="card"><a href="/p/{i}">Hand-forged anvil number {i}, 50 kg</a></div>'
        for i in range(4)
    )
    menu = (
        '<div class="links"><a href="/a">Shop</a> <a href="/b">Blog</a> <a href="/c">Help</a></div>'
    )
    cards = "".join(
        f'<div class="tile"><img src="/{name}.jpg" alt=""><a href="/c/{name}">{name}</a></div>'
        for name in ("Anvils", "Tongs")
    )
    text = "\n".join(lines(f"<div>{menu}</div><div>{grid}</div><div>{cards}</div>{PROSE}"))
    assert "Hand-forged anvil number 3, 50 kg" in text
    assert "Tongs" in text  # a link with its own picture: a card
    assert "Shop" not in text


def test_a_page_made_of_sections_falls_back_to_its_own_content_and_what_was_set_aside() -> None:
    cards = "".join(
        f'<div class="tile"><a href="/{i}">Anvil model {i}</a></div>' for i in range(40)
    )
    page = read_html(
        f"<html><body><nav><a href='/a'>About us</a></nav><div class='grid'>{cards}</div>"
        "<footer><p>© 2026 Acme Ltd</p></footer></body></html>",
        URL,
        300,
    )
    assert page.extraction == "full"
    text = "\n".join(page.lines)
    assert "Anvil model 39" in text
    assert "About us" not in text and "© 2026" not in text  # never the menu or the footer
    kept = read_html(
        f"<html><body><main>{PROSE}</main><footer>Acme Ltd</footer></body></html>", URL, 300
    )
    assert kept.extraction == "main" and "Acme Ltd" not in kept.lines


def test_links_come_from_the_whole_page_even_the_menu() -> None:
    page = read_html(
        f'<html><body><nav><a href="/about">About</a></nav><main>{PROSE}</main></body></html>',
        URL,
        300,
    )
    assert page.links == ["https://acme.test/about"]


# --- facts --------------------------------------------------------------------------


def read_facts(head: str = "", body: str = "", lang: str = "") -> dict[str, object]:
    attr = f' lang="{lang}"' if lang else ""
    return facts.read(
        lxml.html.document_fromstring(f"<html{attr}><head>{head}</head><body>{body}</body></html>")
    )


def ld(data: object) -> str:
    return f'<script type="application/ld+json">{json.dumps(data)}</script>'


def test_organization_products_and_faq_from_json_ld() -> None:
    graph = {
        "@context": "https://schema.org",
        "@graph": [
            {
                "@type": "LocalBusiness",
                "name": "Acme Anvils",
                "legalName": "Acme Anvils Ltd",
                "foundingDate": "1920",
                "telephone": "+44 114 000 0000",
                "address": {
                    "@type": "PostalAddress",
                    "streetAddress": "1 Forge Road",
                    "addressLocality": "Sheffield",
                },
                "sameAs": ["https://www.linkedin.com/company/acme", "javascript:alert(1)"],
            },
            {
                "@type": "Product",
                "name": "Anvil 50",
                "offers": {"@type": "Offer", "price": 250, "priceCurrency": "GBP"},
            },
            {
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "Do you ship?",
                        "acceptedAnswer": {
                            "@type": "Answer",
                            "text": "<p>Yes, <b>worldwide</b>.</p>",
                        },
                    }
                ],
            },
        ],
    }
    got = read_facts(
        ld(graph)
        + '<meta property="og:site_name" content="Acme"><meta property="og:locale" content="en_GB">',
        lang="en-GB",
    )
    assert got == {
        "lang": "en-GB",
        "site_name": "Acme",
        "locale": "en_GB",
        "organization": {
            "name": "Acme Anvils",
            "legal_name": "Acme Anvils Ltd",
            "founding_date": "1920",
            "address": "1 Forge Road, Sheffield",
            "telephone": "+44 114 000 0000",
            "same_as": ["https://www.linkedin.com/company/acme"],
        },
        "products": [{"name": "Anvil 50", "price": "250", "currency": "GBP"}],
        "faq": [{"question": "Do you ship?", "answer": "Yes, worldwide ."}],
    }


def test_microdata_organization() -> None:
    body = (
        '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme</span>'
        '<a itemprop="email" href="mailto:hi@acme.test">hi@acme.test</a>'
        '<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">'
        '<span itemprop="addressLocality">Sheffield</span></div></div>'
    )
    organization = read_facts(body=body)["organization"]
    assert organization["name"] == "Acme"  # type: ignore[index]
    assert organization["address"] == "Sheffield"  # type: ignore[index]


@pytest.mark.parametrize(
    "body",
    [
        # A property given first as text, then as an item of its own, or the other way round:
        # the item says more, so it stands.
        '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme</span>'
        '<span itemprop="address">Main St 1, Sheffield</span>'
        '<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">'
        '<span itemprop="addressLocality">Sheffield</span></div></div>',
        '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme</span>'
        '<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">'
        '<span itemprop="addressLocality">Sheffield</span></div>'
        '<span itemprop="address">Main St 1, Sheffield</span></div>',
    ],
)
def test_microdata_property_as_text_and_as_item(body: str) -> None:
    organization = read_facts(body=body)["organization"]
    assert organization["address"] == "Sheffield"  # type: ignore[index]


def test_malformed_data_is_skipped_never_fatal() -> None:
    head = (
        '<script type="application/ld+json">{not json</script>'
        + ld([[[[{"@type": "Organization"}]]]])
        + ld("text")
    )
    assert read_facts(head) == {}


def test_facts_stay_within_their_budget_deterministically() -> None:
    questions = [{"question": f"Question {i}?", "answer": "An answer. " * 30} for i in range(10)]
    home = {"lang": "en", "organization": {"name": "Acme"}, "faq": questions[:5]}
    faq_page = {"faq": questions, "organization": {"name": "Other", "email": "a@acme.test"}}
    merged = facts.merge([home, faq_page], 1500)
    assert merged["organization"] == {"name": "Acme", "email": "a@acme.test"}  # first value wins
    assert len(json.dumps(merged, ensure_ascii=False)) <= 1500
    assert [q["question"] for q in merged["faq"]] == [
        f"Question {i}?" for i in range(len(merged["faq"]))
    ]
    assert merged == facts.merge([home, faq_page], 1500)


def test_typographic_quotes_become_plain_ones() -> None:
    got = lines("<main><p>We\u2019re \u201cthe\u201d smiths\u2018 guild.</p>" + PROSE + "</main>")
    assert got[0] == "We're \"the\" smiths' guild."


@pytest.mark.parametrize(
    "body",
    [
        "<p>Anvils\x01 forged {{ name }} by hand.</p>",  # a placeholder removed
        "<table><tr><td>Anvil\x0c</td><td>€90</td></tr></table>",  # a row joined
        "<dl><dt>Weight\x1f</dt><dd>90 kg</dd></dl>",  # a term joined
        "<p>Anvils\x00 forged by hand.</p>",
    ],
)
def test_control_characters_in_text_are_dropped_not_fatal(body: str) -> None:
    got = lines(f"<main>{body}{PROSE}</main>")
    assert got[-1].endswith("fact number 5 about it.")
    assert not any(ch in line for line in got for ch in "\x00\x01\x0c\x1f")


@pytest.mark.parametrize(
    "markup",
    [
        '<a href="//[x">Elsewhere</a>',
        '<nav><a href="http://[::1/x">About</a></nav>',
        '<a href="https://]">Offers</a>',
        '<a href="https://a]b/">Offers</a>',
        '<header><a href="https://]"><img src="/logo.png" alt="Acme"></a></header>',
        '<header><a href="/"><img src="//[x/logo.png" alt="Acme"></a></header>',
    ],
)
def test_a_link_no_url_parser_reads_is_no_link_not_fatal(markup: str) -> None:
    # urllib raises "Invalid IPv6 URL" on an unpaired bracket in a host; a
    # page's links are the site's to write, so one such link costs itself only.
    page = read_html(
        f"<html><head><base href='//[y'></head><body>{markup}"
        f"<a href='/pricing'>Pricing</a>{PROSE}</body></html>",
        "https://example.com/",
        0,
    )
    urls = [link.url for link in page.anchors]
    assert urls[-1] == "https://example.com/pricing"
    assert not any("[" in url or "]" in url for url in urls + page.logo_candidates)
    assert page.lines[-1].endswith("fact number 5 about it.")


def _marked(html: str) -> lxml.html.HtmlElement:
    """The element marked data-t in a page's body."""
    root = lxml.html.document_fromstring(f"<html><body>{html}</body></html>")
    return root.xpath("//*[@data-t]")[0]


@pytest.mark.parametrize(
    ("html", "chrome"),
    [
        # No id, no class: the tags and roles alone.
        ("<div data-t><p>Anvils.</p></div>", False),
        ("<nav data-t><a href='/'>Home</a></nav>", True),
        ("<div data-t role=' Navigation '><a href='/'>Home</a></div>", True),
        ("<div data-t aria-modal='TRUE'>Sign up</div>", True),
        # An id alone, a class alone, both.
        ("<div data-t id='newsletter'>Join us</div>", True),
        ("<div data-t class='Newsletter-Box'>Join us</div>", True),
        ("<div data-t id='box' class='shared_game_rating'>4 stars</div>", False),
        ("<div data-t id='' class=''>Anvils.</div>", False),
        # A footer by its name: the page's, not a section's of the content.
        ("<div data-t class='footer-cta'>Call us</div>", True),
        ("<main><section><div data-t class='footer-note'>Call us</div></section></main>", False),
        # A shop's notice, unless in a description's tab or heading something.
        ("<p data-t class='stock'>In stock</p>", True),
        ("<div class='tab-pane'><p data-t class='stock'>In stock</p></div>", False),
        ("<div data-t class='shipping'><h3>Shipping</h3></div>", False),
        # A skip link is a link.
        ("<a data-t class='skip-link' href='#c'>Skip to content</a>", True),
        ("<div data-t class='skip-link'>Skip to content</div>", False),
        # A call to action's link, unless it states a price or holds a card.
        ("<a data-t class='ctaPrimary' href='/buy'>Buy now</a>", True),
        ("<a data-t class='ctaPrimary' href='/buy'>from €29.99</a>", False),
        ("<a data-t class='ctaCard' href='/q'><h3>Our story</h3></a>", False),
        # A control by its name: a button, not a band of figures, nor an opener.
        ("<div data-t class='btn-group'><a href='/go'>Go</a></div>", True),
        ("<div data-t class='cta-band'><p>12 offices</p><p>3,400 clients</p></div>", False),
        ("<div data-t class='btn accordion-toggle'>Is it steel?</div>", False),
        ("<span data-t class='button'>£12</span>", False),
    ],
)
def test_chrome_by_tag_role_and_names(html: str, chrome: bool) -> None:
    assert content._is_chrome(_marked(html)) is chrome


@pytest.mark.parametrize(
    ("html", "dense"),
    [
        ("<div data-t><p>Anvils, hammers and tongs.</p></div>", False),  # no link
        ("<div data-t></div>", False),
        ("<div data-t><a href='/'></a></div>", False),  # no text
        ("<ul data-t><li><a href='/a'>About</a></li><li><a href='/b'>Blog</a></li></ul>", True),
        # Mostly prose, a link in it.
        ("<div data-t><p>We forge anvils by hand in Sheffield. <a href='/a'>About</a></p></div>", False),
        # Long links are titles; links each with a picture are cards.
        ("<div data-t><a href='/a'>The Acme 200 kg double-horn forging anvil</a></div>", False),
        ("<div data-t><a href='/a'><img src='a.png'>Anvils</a><a href='/h'><img src='h.png'>Hammers</a></div>", False),
        ("<div data-t><h3><a href='/a'>Anvils</a></h3><h3><a href='/h'>Hammers</a></h3></div>", False),
        # A card's picture and its name lead to one page: one link (Magento's,
        # WooCommerce's, Shopify's cards), a name of a title's length.
        ("<div data-t><a href='/p/1'><img src='1.jpg'></a><strong><a href='/p/1'>Hallauer "
         "Blauburgunder AOC 2022</a></strong><span>CHF 21.50</span></div>", False),
        # ...but toggles that share a script's href or the homepage's are a menu's.
        ("<ul data-t>" + "".join(
            f"<li><a href='javascript:void(0)'>{t}</a></li>"
            for t in ("Our Products", "Applications", "Industries", "Service & Support"))
         + "<li><a href='/about'>About</a></li><li><a href='/news'>News</a></li></ul>", True),
        ("<ul data-t><li><a href='/'>Home</a></li><li><a href='/'>Start</a></li>"
         "<li><a href='/a'>About</a></li><li><a href='/b'>Blog</a></li></ul>", True),
        # ...and a menu's entries lead to pages of their own.
        ("<div data-t><a href='/a'><img src='a.png'></a><a href='/a'>About</a>"
         "<a href='/b'>Blog</a><a href='/c'>Shop</a></div>", True),
        # Over 400 characters: not a menu, however many links.
        ("<div data-t>" + "<a href='/x'>Anvils and hammers</a> " * 30 + "</div>", False),
    ],
)  # fmt: skip
def test_link_dense_blocks(html: str, dense: bool) -> None:
    assert content._link_dense(_marked(html)) is dense


@pytest.mark.parametrize(
    ("names", "notice"),
    [
        ("shipping-info", True),
        ("free-shipping", True),
        ("product-availability", True),
        # PrestaShop's price block on each product card: the price, not a notice.
        ("product-price-and-shipping", False),
        ("product-description", False),
    ],
)
def test_notice_names(names: str, notice: bool) -> None:
    assert content._notice_names(names) is notice


def test_a_prestashop_cards_price_stays() -> None:
    from sitebrief.page.text import read_html

    card = (
        '<article class="product-miniature"><h3 class="product-title"><a href="/{n}">{n}</a></h3>'
        '<div class="product-price-and-shipping"><span class="price">{p} Ft</span></div></article>'
    )
    cards = "".join(card.format(n=n, p=p) for n, p in (("Akácméz", "4 990"), ("Hársméz", "2 790")))
    html = f"<html><body><main><h1>Mézek</h1><p>Fajtamézek saját pergetésből.</p>{cards}</main></body></html>"
    assert read_html(html, "https://a.test/3-mezek", 0).lines[2:] == [
        "### Akácméz",
        "4 990 Ft",
        "### Hársméz",
        "2 790 Ft",
    ]


@pytest.mark.parametrize(
    ("ident", "classes"),
    [
        (None, "footer"), (None, "card-footer"), ("Footer_Bottom", None), ("x", "site footerWrap"),
        (None, "stock"), (None, "instock product"), (None, "in-stock"), (None, "card--sold-out"),
        ("product-availability", "a b"), (None, "skip-link"), ("skipTo", None),
        (None, "btn btn-primary"), (None, "btn accordion-toggle"), ("faq", "button"),
        (None, "ctaPrimary"), (None, "cta toggle-answer"), (None, "cmp-cta__container"),
        (None, "newsletter"), (None, "shared_game_rating"), (None, "  "), ("", ""),
        ("main", "mobileNav open"), (None, "slick-cloned"), (None, "wpcf7-response-output"),
        ("HEADER", "Footer-Links\tBTN-Lg"),
    ],
)  # fmt: skip
def test_name_flags_answer_as_each_test_of_the_whole_names(
    ident: str | None, classes: str | None
) -> None:
    names = f"{ident or ''} {classes or ''}".lower()
    flags = content._name_flags(ident, classes)
    assert bool(flags & content._FOOTER_FLAG) is (content._FOOTER_NAME.search(names) is not None)
    assert bool(flags & content._NOTICE_FLAG) is content._notice_names(names)
    assert bool(flags & content._SKIP_FLAG) is (content._SKIP_LINK_NAMES.search(names) is not None)
    assert bool(flags & content._CHROME_FLAG) is content._chrome_named(names)
    opener = content._OPENER_NAMES.search(names) is not None
    cta = content._CTA_LINK_NAMES.search(names) is not None
    assert bool(flags & content._CTA_FLAG) is (cta and not opener)
    control = content._CONTROL_NAMES.search(names) is not None
    assert bool(flags & content._CONTROL_FLAG) is (control and not opener)
