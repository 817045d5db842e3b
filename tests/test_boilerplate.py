"""Boilerplate a page's template adds around its own content (issue 23, item
11), one table per rule: each case is a page, what must be read and what
must not. The rules are recognised by structure and by the names platforms
give their widgets, never by a page's phrases."""

from __future__ import annotations

import pytest

from sitebrief.page.text import read_html

URL = "https://acme.test/"
PROSE = "".join(
    f"<p>Acme forges anvils by hand in Sheffield, and this is fact number {i} about it.</p>"
    for i in range(6)
)


def text(body: str) -> str:
    page = read_html(f"<html><head></head><body>{body}</body></html>", URL, 0)
    return "\n".join(page.lines)


def check(body: str, kept: tuple[str, ...], dropped: tuple[str, ...]) -> None:
    got = text(body)
    assert "Acme forges anvils by hand" in got
    for words in kept:
        assert words in got, words
    for words in dropped:
        assert words not in got, words


# HTML's sectioning rule: a footer belongs to its nearest article, section,
# aside, nav, blockquote, figure, details, fieldset or td, else to the body;
# <main> is none of them.
FOOTERS = [
    (  # the site footer a template put inside <main>
        f"<main>{PROSE}<footer><p>Acme Ltd, 1 Forge Lane</p><a href='/terms'>Terms</a></footer></main>",
        (),
        ("Forge Lane", "Terms"),
    ),
    (  # a section's own footer
        f"<main>{PROSE}<section><h2>Prices</h2><p>Anvils from £90.</p>"
        "<footer>Prices exclude VAT.</footer></section></main>",
        ("Prices exclude VAT.",),
        (),
    ),
    (  # an article's footer: its author and date
        f"<main><article>{PROSE}<footer>By Ann Smith, 3 May 2025</footer></article></main>",
        ("By Ann Smith",),
        (),
    ),
    (  # a quote's footer: its source
        f"<main>{PROSE}<blockquote><p>Best anvil I ever owned.</p>"
        "<footer>Jo Bloggs, farrier</footer></blockquote></main>",
        ("Jo Bloggs, farrier",),
        (),
    ),
    (  # a footer built of divs, named so
        f"<div class='page'>{PROSE}</div><div id='footer'><p>Website by Pixel Agency</p></div>",
        (),
        ("Pixel Agency",),
    ),
    (  # a call to action the template puts over the footer, inside <main>
        f"<main>{PROSE}<section id='footer-cta' class='footer-CTA'><h2>What happens next?</h2>"
        "<ul><li>An expert will reach out to you.</li><li>We send a quote.</li></ul></section></main>",
        (),
        ("What happens next?", "An expert will reach out"),
    ),
    (  # a card's footer is the card's
        f"<main>{PROSE}<div class='card'><h3>Anvil</h3><div class='card-footer'>From £90</div></div></main>",
        ("From £90",),
        (),
    ),
]


@pytest.mark.parametrize(("body", "kept", "dropped"), FOOTERS)
def test_a_footer_is_the_page_s_by_html_s_sectioning_rule(
    body: str, kept: tuple[str, ...], dropped: tuple[str, ...]
) -> None:
    check(body, kept, dropped)


PRODUCT = "<h1>Cast anvil</h1><p class='price'>£90.00</p>"
NOTICES = [
    (f"<main>{PROSE}{PRODUCT}<p class='stock in-stock'>In stock</p></main>", (), ("In stock",)),
    (
        f"<main>{PROSE}{PRODUCT}<p class='stock out-of-stock'>Out of stock</p></main>",
        (),
        ("Out of",),
    ),
    (  # PrestaShop's availability, in its add-to-cart form
        f"<main>{PROSE}{PRODUCT}<form><div id='product-availability'>Only 3 left</div></form></main>",
        (),
        ("Only 3 left",),
    ),
    (  # WooCommerce's shipping line, Affirm's badge, a loyalty app's points
        f"<main>{PROSE}{PRODUCT}<div class='shipping-returns'>Free shipping from 100€</div>"
        "<p class='affirm-as-low-as'>Starting at $9/mo with Affirm.</p>"
        "<div class='lantern-loyalty-banner'>Members earn 179 points</div></main>",
        ("£90.00",),
        ("Free shipping", "Affirm", "179 points"),
    ),
    (  # a "Shipping & Returns" tab of the description is the shop's content
        f"<main>{PROSE}{PRODUCT}<div class='tab-content'><h2>Shipping &amp; Returns</h2>"
        "<div class='shipping-info'>Free shipping over $75 and easy returns.</div></div></main>",
        ("Free shipping over $75",),
        (),
    ),
    (  # a policy in sentences is more than a notice
        f"<main>{PROSE}{PRODUCT}<div class='shipping-details'>International shipments may be "
        "subject to customs processing and additional charges, which the buyer pays on delivery."
        "</div></main>",
        ("customs processing",),
        (),
    ),
    (  # a product's state as a class names the product (WooCommerce, BEM modifiers)
        f"<main>{PROSE}<ul><li class='product instock'><a href='/a'><img src='a.jpg' alt=''>"
        "Joco cup 4oz</a> $29.95</li><li class='card card--sold-out'><a href='/b'>"
        "<img src='b.jpg' alt=''>Joco cup 6oz</a> $30.95</li></ul></main>",
        ("Joco cup 4oz", "Joco cup 6oz"),
        (),
    ),
]


@pytest.mark.parametrize(("body", "kept", "dropped"), NOTICES)
def test_a_shop_s_one_line_notices_are_not_content(
    body: str, kept: tuple[str, ...], dropped: tuple[str, ...]
) -> None:
    check(body, kept, dropped)


NAMED = [
    (  # a menu named for where it sits, camelCase too
        f"<main>{PROSE}<ul class='mobileNav level1'><li><a href='/why'>Why Acme</a>"
        "<ul><li><a href='/x'>Invest</a></li><li><a href='/y'>Plan</a></li></ul></li></ul></main>",
        (),
        ("Why Acme", "Invest"),
    ),
    (  # a notice bar over every page
        f"<div class='alert alert-info header-alert'><p>Now hiring movers</p></div>{PROSE}",
        (),
        ("Now hiring",),
    ),
    (
        f"<div class='header--notification-bar'><p>Apply for spring</p></div>{PROSE}",
        (),
        ("Apply for spring",),
    ),
]


@pytest.mark.parametrize(("body", "kept", "dropped"), NAMED)
def test_menus_and_notice_bars_by_their_names(
    body: str, kept: tuple[str, ...], dropped: tuple[str, ...]
) -> None:
    check(body, kept, dropped)


CALLS = [
    (  # camelCase and BEM calls to action
        f"<main>{PROSE}<div class='plan'><h3>Pro</h3><p>Every feature, for teams of any size.</p>"
        "<a class='ctaBuyNow ctaPrimary' href='/buy'>Sign up free</a> or "
        "<a class='cta__link' href='/demo'>Book a demo</a></div></main>",
        (),
        ("Sign up free", "Book a demo"),
    ),
    (  # a teaser in a block named for a call to action is content
        f"<main>{PROSE}<div class='cmp-cta__container'><h3>2025 Tax Policy Survey</h3>"
        "<p>Explore the trends emerging across the global tax scene.</p></div></main>",
        ("2025 Tax Policy Survey", "Explore the trends"),
        (),
    ),
    (  # a phone number is what a call to action asks you to dial, not figures
        f"<main>{PROSE}<div class='cta-block'>Call 408-748-9663 for an anvil today!</div></main>",
        (),
        ("408-748-9663",),
    ),
    (  # a band of figures is content
        f"<main>{PROSE}<div class='cta-band'><p>1,789 anvils sold</p><p>58 smiths</p></div></main>",
        ("1,789 anvils sold",),
        (),
    ),
    (  # a link card named for a call to action is a card: its heading and prose are content
        f"<main>{PROSE}<a class='cta__tile' href='/restoration'><h3>Anvil restoration</h3>"
        "<p>We grind, weld and temper worn faces back to a true working surface.</p></a></main>",
        ("Anvil restoration", "We grind, weld and temper"),
        (),
    ),
]


@pytest.mark.parametrize(("body", "kept", "dropped"), CALLS)
def test_calls_to_action(body: str, kept: tuple[str, ...], dropped: tuple[str, ...]) -> None:
    check(body, kept, dropped)


CARDS = [
    (  # a card a visitor clicks is a button holding a quote
        f"<main>{PROSE}<button class='video'><p>Acme is the best thing we rolled out in two "
        "years.</p><span>Jo, CTO</span></button><button>Add to cart</button></main>",
        ("Acme is the best thing",),
        ("Add to cart",),
    ),
    (  # a product's name in a heading is a title, not a menu's item
        f"<main>{PROSE}<ul><li><div class='pi__details'><h3><a href='/p/super'>The Super Pack</a>"
        "</h3></div></li><li><div class='pi__details'><h3><a href='/p/trio'>Balm Trio</a></h3>"
        "</div></li></ul></main>",
        ("The Super Pack", "Balm Trio"),
        (),
    ),
    (  # a card that is one link holding its heading
        f"<main>{PROSE}<div class='grid'><div class='tile'><a href='/billy'><h3>Billy bookcase</h3>"
        "<span>$177.00</span></a><a href='/opt'>More options</a></div></div></main>",
        ("Billy bookcase",),
        (),
    ),
    (  # a menu that wore no <nav> still goes
        f"<main>{PROSE}</main><div class='links'><a href='/'>Home</a><a href='/about'>About</a>"
        "<a href='/shop'>Shop</a></div>",
        (),
        ("About",),
    ),
]


@pytest.mark.parametrize(("body", "kept", "dropped"), CARDS)
def test_cards_and_titles_are_content(
    body: str, kept: tuple[str, ...], dropped: tuple[str, ...]
) -> None:
    check(body, kept, dropped)
