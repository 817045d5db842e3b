"""The lookups read_html makes with lxml's tag loops answer as the XPath
expressions they replaced (pure, table-driven)."""

from __future__ import annotations

import lxml.html
import pytest

from sitebrief.page import content
from sitebrief.page.text import read_html

URL = "https://acme.test/"


def page(body: str, head: str = "") -> str:
    return f"<html><head>{head}</head><body>{body}<p>Acme makes anvils.</p></body></html>"


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        ('<meta name="description" content="Anvils.">', "Anvils."),
        # translate(@name,'DESCRIPTION','description'): every letter of the word, N included.
        ('<meta name="DESCRIPTION" content="Anvils.">', "Anvils."),
        ('<meta name="DescriptioN" content="Anvils.">', "Anvils."),
        ('<meta property="OG:Description" content="Anvils.">', "Anvils."),
        ('<meta name="dc.description" content="Anvils.">', None),
        ('<meta name="descriptions" content="Anvils.">', None),
        ('<meta property="description" content="Anvils.">', None),
        # The first that says something.
        (
            '<meta name="description" content=" "><meta property="og:description" content="B.">',
            "B.",
        ),
    ],
)
def test_description(head: str, expected: str | None) -> None:
    assert read_html(page("", head), URL, 0).description == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ('<script type="module" src="/app.js"></script>', True),
        ('<script type="Module" src="/app.js"></script>', False),  # XPath compared exactly
        ('<script src="/app.js"></script>', False),
        ('<div id="root"></div>', True),
        ('<div id="__next">\n  <span></span>\t</div>', True),
        ('<div id="app">Hello</div>', False),
        # normalize-space() keeps a no-break space: the mount point is not empty.
        ('<div id="root">\u00a0</div>', False),
        ('<div id="main"></div>', False),
        ('<section id="root"></section>', False),
        ("<noscript>Please enable JavaScript to use this app.</noscript>", True),
        ("<noscript>JAVASCRIPT required</noscript>", True),
        ('<noscript><img src="/pixel.gif"></noscript>', False),
    ],
)
def test_script_driven(body: str, expected: bool) -> None:
    assert read_html(page(body), URL, 0).script_driven is expected


def test_link_regions_are_the_nearest_region_around_each_link() -> None:
    body = (
        '<a href="/1">one</a>'
        '<nav><a href="/2">two</a></nav>'
        '<footer><div><a href="/3">three</a></div><div><nav><a href="/4">four</a></nav></div>'
        '<a href="/5">five</a></footer>'
        '<nav><footer><a href="/6">six</a></footer><a href="/7">seven</a></nav>'
        '<header><a href="/8">eight</a></header>'
        '<div role="contentinfo"><a href="/9">nine</a></div>'
        '<div role="banner"><a href="/10">ten</a></div>'
        '<a role="navigation" href="/11">eleven</a>'  # its own role is not a region around it
    )
    regions = {
        link.url.rsplit("/", 1)[1]: link.region for link in read_html(page(body), URL, 0).anchors
    }
    assert regions == {
        "1": "body", "2": "nav", "3": "footer", "4": "nav", "5": "footer", "6": "footer",
        "7": "nav", "8": "nav", "9": "footer", "10": "nav", "11": "body",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("menu", "region"),
    [
        ('<div class="navbar">', "nav"),
        ('<ul id="main-menu">', "nav"),
        # A menu's word closes a compound name: Japanese sites' "gnav"/"gnavi"
        # (global navigation), camelCase "headerNav", "hoofdmenu", "topmenu".
        ('<div id="gnav">', "nav"),
        ('<div id="gnavi">', "nav"),
        ('<div class="headerNav">', "nav"),
        ('<ul class="hoofdmenu">', "nav"),
        ('<div id="spnav">', "nav"),
        # A footer-named menu is the footer's; words that merely hold the
        # letters are no menu ("canvas", "caravan", "navigator-info").
        ('<div id="footer-menu">', "footer"),
        ('<div class="canvas">', "body"),
        ('<div class="caravan">', "body"),
        ('<div class="navigator-info">', "body"),
        ('<div class="menus-of-the-day">', "body"),
        # A footer's own menu, pagination and sliders are none of the navigation.
        ('<div class="footerNav">', "footer"),
        ('<ul id="fnav">', "footer"),
        ('<div class="bottomnav">', "footer"),
        ('<div class="wp-pagenavi">', "body"),
        ('<div class="uk-slidenav">', "body"),
        ('<div id="lunchmenu">', "body"),
        # Older themes' menus: Artisteer's horizontal and vertical, a side's, a PC's.
        ('<ul class="art-hmenu">', "nav"),
        ('<ul class="art-vmenu">', "nav"),
        ('<div id="leftmenu">', "nav"),
        ('<div id="sidenav">', "nav"),
        ('<div id="pcnav">', "nav"),
    ],
)
def test_menus_named_by_their_id_or_class(menu: str, region: str) -> None:
    tag = menu[1:].split(" ", 1)[0]
    body = f'{menu}<a href="/x">x</a></{tag}>'
    assert [link.region for link in read_html(page(body), URL, 0).anchors] == [region]


def _ids(found: list[lxml.html.HtmlElement]) -> list[str | None]:
    return [element.get("id") for element in found]


@pytest.mark.parametrize(
    ("root_class", "html", "tags", "expected"),
    [
        # Matches inside a match are not looked at; siblings after it are.
        ("", '<div id="a" class="x"><p id="b" class="x"></p></div><p id="c" class="x"></p>', None, ["a", "c"]),
        ("", '<div id="a"><p id="b" class="x"><i id="c" class="x"></i></p></div>', None, ["b"]),
        # Only the given tags are tested, but the walk goes through the others.
        ("", '<div id="a"><span id="b" class="x"><p id="c" class="x"></p></span></div>', ("p",), ["c"]),
        # The root passing does not hide its descendants (it is never dropped).
        ("x", '<p id="a" class="x"></p>', None, ["r", "a"]),
    ],
)  # fmt: skip
def test_outermost(
    root_class: str, html: str, tags: tuple[str, ...] | None, expected: list[str]
) -> None:
    root = lxml.html.fragment_fromstring(f'<div id="r" class="{root_class}">{html}</div>')
    found = content._outermost(root, lambda e: e.get("class") == "x", tags)
    assert _ids(found) == expected


# Paragraphs too short to be read as prose outside the marked content.
LONG = "<p>Acme forges anvils by hand in Sheffield.</p>" * 4


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # The larger of two; on a tie, the first in document order.
        (f"<main id='a'>{LONG}</main><div role='main' id='b'>{LONG}{LONG}</div>", "b"),
        (f"<div role='main' id='a'>{LONG}</div><main id='b'>{LONG}</main>", "a"),
        # A hidden one is no longer the page's; one in chrome keeps the chrome.
        (f"<main id='a' hidden>{LONG}{LONG}</main><main id='b'>{LONG}</main>", "b"),
        (f"<nav><div role='main' id='a'>{LONG}{LONG}</div></nav><main id='b'>{LONG}</main>", "a"),
        # A main dropped as a control's (a button never closed) is gone too.
        (f"<button><main id='a'>{LONG}{LONG}</main></button><main id='b'>{LONG}</main>", "b"),
        # Inside a hidden element, or nested in another.
        (f"<div style='display:none'><main id='a'>{LONG}{LONG}</main></div><main id='b'>{LONG}</main>", "b"),
        (f"<main id='a'><div role='main' id='b'>{LONG}</div></main>", "a"),
        # role is compared exactly, as XPath's @role='main' did.
        (f"<div role='Main' id='a'>{LONG}</div>{LONG}", None),
        # Chrome holding the page's main is the page (a menu item never closed).
        (f"<div class='menu'><main id='a'>{LONG}</main></div>", "a"),
    ],
)  # fmt: skip
def test_the_marked_content_left_after_hidden_and_chrome(body: str, expected: str | None) -> None:
    root = lxml.html.document_fromstring(f"<html><body>{body}</body></html>")
    kept = content.keep_own_content(root)
    assert (None if kept is root else kept.get("id")) == expected


_MENU = "<ul><li><a href='/a'>About</a></li><li><a href='/b'>Blog</a></li></ul>"
_PROSE = "<p>" + "Acme forges anvils by hand in Sheffield. " * 12 + "</p>"


@pytest.mark.parametrize(
    ("body", "marked", "menus"),
    [
        (_MENU, False, 1),
        (_MENU, True, 0),  # a list of links in marked content stays
        (f"<div>{_MENU}</div><div><span>{_MENU}</span></div>", False, 2),
        (f"<div>{_MENU}</div><div><span>{_MENU}</span></div>", True, 2),
        # A menu in a block with more text than a menu; nested menus; siblings.
        (f"<section>{_PROSE}<div class='x'>{_MENU}</div></section>{_MENU}", False, 2),
        (f"<div><div><div><a href='/x'>Home</a></div></div>{_MENU}</div>", False, 1),
        (f"<div>{_PROSE}<p><a href='/in'>a link in prose</a></p><form>{_MENU}</form></div>", False, 2),
        # Cards and titles, among menus.
        (f"<div><h3><a href='/a'>Anvils</a></h3><h3><a href='/h'>Hammers</a></h3></div>{_MENU}", False, 1),
        (f"<table><tr><td><a href='/a'>A</a></td><td><a href='/b'>B</a></td></tr></table>{_PROSE}", True, 1),
    ],
)  # fmt: skip
def test_menus_answer_as_the_walk_over_every_block(body: str, marked: bool, menus: int) -> None:
    root = lxml.html.fragment_fromstring(f"<div id='content'>{body}</div>")

    def menu(element: lxml.html.HtmlElement) -> bool:
        if element is root or not content._link_dense(element):
            return False
        return not marked or element.tag not in ("ul", "ol")

    walked = content._outermost(root, menu, content._BLOCKS)
    found = content._menus(root, marked)
    assert found == walked
    assert len(found) == menus
