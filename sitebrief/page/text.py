"""HTML → readable lines, title, description and links (pure: no Scrapy).

``read_html`` is the one entry point per page. The lines are the page's own
content (``content.py`` drops menus, banners, footers, consent layers, and
marks headings, list items and table rows); html-text does the layout (block
elements break lines, entities decoded). When what is left is under
``min_chars`` (a homepage made of sections that a rule was too keen on), the
lines are the whole visible page instead, and ``extraction`` says "full".
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin, urlsplit

import html_text
import lxml.html
from lxml import etree

from sitebrief.page import content, facts, hidden, logos, widgets
from sitebrief.page.tagged import Tagged, tagged
from sitebrief.rules import injection
from sitebrief.rules.keypages import Link

_SPACE = re.compile(r"\s+")
# Control characters and U+FFFD (undecodable bytes) are never readable text.
_JUNK = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]")
# The C0 controls XML forbids: libxml2 keeps them in text nodes, and lxml then
# refuses any text a rule writes back holding them (a table row joined, a
# placeholder removed). They are never read (_JUNK), so they go before the parse.
_CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]+")
_CONTROL_BYTES = bytes([*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20)])
# Script and style bodies are most of a large page's bytes (a 3 MB product
# page may carry 2.8 MB of them) and none of its text: they are emptied before
# the parse cap, so the cap falls on markup that is read. JSON-LD is kept (facts,
# logo). Script data ends at the first "</script" (HTML's rule), so one forward
# pass finds every body, whatever the page.
_BULK_OPEN = re.compile(r"<(script|style)(?=[\s/>])", re.IGNORECASE)
_BULK_CLOSE = {
    "script": re.compile(r"</script(?=[\s/>])", re.IGNORECASE),
    "style": re.compile(r"</style(?=[\s/>])", re.IGNORECASE),
}
_JSON_LD = re.compile(r"ld\+json", re.IGNORECASE)
# Safety: a hostile page may hold 100,000 links; we only ever need a few.
MAX_LINKS = 2000
# The parser's tree costs ~50x the HTML in memory; budgets keep a few KB of
# text, so the first 2 MB of a page is plenty (a cap, not a size limit).
MAX_HTML_CHARS = 2 * 1024 * 1024
# lxml.html's parser picks each element's class in Python (form controls get
# their own), once per element a rule touches: a third of a page's reading.
# The same classes from lxml's C lookup; the form classes' extras go unused.
# UTF-8 bytes, not str: libxml2 would first convert the str's code points
# (a meta charset cannot override an encoding given here).
_PARSER = lxml.html.HTMLParser(encoding="utf-8")
_PARSER.set_element_class_lookup(
    etree.ElementDefaultClassLookup(
        element=lxml.html.HtmlElement,
        comment=lxml.html.HtmlComment,
        pi=lxml.html.HtmlProcessingInstruction,
        entity=lxml.html.HtmlEntity,
    )
)


@dataclass
class PageText:
    title: str | None
    description: str | None
    lines: list[str]
    # The homepage's links as key-page candidates: where each goes, what it
    # says, and whether it sits in the navigation, the page or the footer.
    anchors: list[Link] = field(default_factory=list)
    # Signals for the render issue: does the HTML look script-driven?
    script_driven: bool = False
    logo_candidates: list[str] = field(default_factory=list)
    extraction: str = "main"  # "main": the page's own content; "full": everything visible
    facts: dict[str, Any] = field(default_factory=dict)  # sitebrief/page/facts.py
    lang: str | None = None  # <html lang>
    # What was withheld because it addresses AI models: (where, text, reason),
    # where is text, title, description or facts (sitebrief/rules/injection.py).
    withheld: list[tuple[str, str, str]] = field(default_factory=list)
    # Characters of the page's own content, before any fallback to everything
    # visible: a wall's own content is next to nothing (sitebrief/rules/walls.py).
    own_chars: int | None = None
    # The alt of the logo that links to the homepage: the organisation's name, often.
    logo_names: list[str] = field(default_factory=list)

    @property
    def links(self) -> list[str]:
        return [anchor.url for anchor in self.anchors]

    @property
    def chars(self) -> int:
        return sum(len(line) for line in self.lines)


# Typographic quotes as plain ones: the same words to a model, and to a search.
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def _clean(text: str | None) -> str | None:
    if text is None:
        return None
    # The slow steps only where they can change something: every _JUNK
    # character but U+FFFD is unprintable, a quote is not ASCII. str.split()
    # splits where \s matches (both are Python's whitespace).
    if not text.isprintable() or "\ufffd" in text:
        text = _JUNK.sub("", text)
    text = " ".join(text.split())
    if not text.isascii():
        text = text.translate(_QUOTES)
    return text or None


def _slim(html: str) -> tuple[str, str]:
    """The page with script and style bodies emptied (JSON-LD kept), and the
    style bodies (what they hide is not read)."""
    parts: list[str] = []
    styles: list[str] = []
    position = 0
    while (opening := _BULK_OPEN.search(html, position)) is not None:
        tag_end = html.find(">", opening.end())
        if tag_end < 0:
            break
        closing = _BULK_CLOSE[opening.group(1).lower()].search(html, tag_end)
        if closing is None:
            break  # unterminated: the rest of the page is script data anyway
        body_start = tag_end + 1
        if _JSON_LD.search(html, opening.end(), tag_end):
            body_start = closing.start()
        elif opening.group(1).lower() == "style":
            styles.append(html[body_start : closing.start()])
        parts.append(html[position:body_start])
        position = closing.start()
    parts.append(html[position:])
    return "".join(parts), "\n".join(styles)


def _parse(html: str) -> lxml.html.HtmlElement | None:
    if not html.strip():
        return None
    try:
        return lxml.html.document_fromstring(html.encode("utf-8", "replace"), parser=_PARSER)
    except (etree.ParserError, ValueError):
        return None


# Menus many sites build without <nav> (<div class="nav">, <ul id="menu">,
# <div id="footer">), named by a word of their id or class; a menu's word
# closing a compound names one too: "gnav"/"gnavi" (Japan's global
# navigation), "headerNav", "hoofdmenu", Artisteer's "art-hmenu". Not
# pagination ("pagenavi"), a slider's ("slidenav") or food ("lunchmenu").
_NAV_NAME = re.compile(r"[a-z]*(?:nav|navi|navbar|navigation|menu)")
_NOT_NAV = re.compile(r"(?:page|pagi|slide|slider|carousel|lunch|food|dinner|breadcrumb|post|dot)")
# The footer's own menus as well: "footerNav", "fnav", "bottomnav".
_FOOTER_NAME = re.compile(r"footer|foot|(?:footer|foot|f|bottom|btm)(?:nav|navi|menu)")
_NAME_PARTS = re.compile(r"[\s_-]+")


# What XPath's translate() lowered: the letters of the words compared.
_UPPER = str.maketrans("DESCRIPTONG", "descriptong")
# An app's empty mount point: the page is drawn by its scripts.
_APP_ROOTS = frozenset({"root", "app", "__next"})
_JAVASCRIPT = str.maketrans("JAVSCRIPT", "javscript")
_XPATH_SPACE = " \t\r\n"  # normalize-space()'s whitespace, not Python's


def _script_driven(tree: lxml.html.HtmlElement, tags: Tagged) -> bool:
    """A module script, an app's empty mount point, or a <noscript> asking for
    JavaScript. (lxml's tag loops: an XPath "//" walks every text node too.)"""
    if any(script.get("type") == "module" for script in tags.script):
        return True
    if any("javascript" in n.text_content().translate(_JAVASCRIPT) for n in tags.noscript):
        return True
    return any(
        div.get("id") in _APP_ROOTS and not div.text_content().strip(_XPATH_SPACE)
        for div in tags.div_ids  # descendant::div[@id]
        if div is not tree
    )


# How a node places the links under it: footer (a <footer>, contentinfo, a
# footer-named div or list), nav (<nav>, navigation, banner, <header>), a
# nav-named div or list (the footer's when a footer holds it), or nothing.
_FOOTER, _NAV, _NAV_NAMED, _NONE = range(4)


def _kind(node: lxml.html.HtmlElement) -> tuple[int, bool]:
    """The node's kind, and whether it is a footer's (by tag, role or name)."""
    role = node.get("role", "")
    tag = node.tag
    if tag == "footer" or role == "contentinfo":
        return _FOOTER, True
    names = None
    if tag in ("div", "ul"):
        names = _names(f"{node.get('id', '')} {node.get('class', '')}")
    footer = bool(names and any(_FOOTER_NAME.fullmatch(name) for name in names))
    if tag in ("nav", "header") or role in {"navigation", "banner"}:
        return _NAV, footer
    if footer:
        return _FOOTER, True
    if names and any(_NAV_NAME.fullmatch(n) and not _NOT_NAV.match(n) for n in names):
        return _NAV_NAMED, False
    return _NONE, False


class _Regions:
    """Each link's region (body, nav or footer) by its nearest telling
    ancestor; a menu named by its class is the footer's when a footer holds
    it. Cached per ancestor: a page's links share most of theirs."""

    def __init__(self) -> None:
        # node -> (the region of a link under it, is it or an ancestor a footer)
        self._known: dict[lxml.html.HtmlElement, tuple[str, bool]] = {}

    def __call__(self, anchor: lxml.html.HtmlElement) -> str:
        path = []
        node = anchor.getparent()
        known = self._known
        while node is not None and node not in known:
            path.append(node)
            node = node.getparent()
        region, footer = known[node] if node is not None else ("body", False)
        for node in reversed(path):
            kind, footer_named = _kind(node)
            if kind == _FOOTER:
                region = "footer"
            elif kind == _NAV:
                region = "nav"
            elif kind == _NAV_NAMED:
                region = "footer" if footer else "nav"
            footer = footer or footer_named
            known[node] = (region, footer)
        return region


class _Joiner:
    """``urljoin(base_url, href)`` for a page's links; most (a path from the
    site's root, an absolute link) without urllib's parse of both: the
    concatenation, or the link as written, when that is what urljoin makes
    (no dot segments to resolve, no empty query, fragment or parameters to
    drop, nothing it strips or rejects: tabs and newlines, IPv6 brackets,
    non-ASCII hosts). Anything else is urljoin's."""

    def __init__(self, base_url: str) -> None:
        self._base = base_url
        self._root = self._scheme = ""
        try:
            parts = urlsplit(base_url)
        except ValueError:
            return
        if parts.scheme in ("http", "https") and parts.netloc:
            self._scheme = f"{parts.scheme}://"
            self._root = self._scheme + parts.netloc

    def __call__(self, href: str) -> str:
        if self._root:
            if href[:1] == "/" and href[1:2] != "/":
                if _as_written(href):
                    return self._root + href
            elif (
                href.startswith(("http://", "https://"))
                and "[" not in href
                and "]" not in href
                and href.isascii()
            ):
                # Another scheme's link is urljoin's as it is; the page's own, once parsed.
                if not href.startswith(self._scheme):
                    return href
                if href[len(self._scheme) :][:1] not in ("", "/", "?", "#") and _as_written(href):
                    return href  # with a host: urljoin's own parse, put together again
        return urljoin(self._base, href)


def _as_written(href: str) -> bool:
    """Does urllib put this link together again as written?"""
    if "\t" in href or "\n" in href or "\r" in href or "/." in href:
        return False
    rest, hash_, fragment = href.partition("#")
    path, question, query = rest.partition("?")
    params = path.find(";", path.rfind("/"))
    empty = (hash_ and not fragment) or (question and not query) or params == len(path) - 1
    return not empty


@functools.lru_cache(maxsize=4096)
def _names(names: str) -> frozenset[str]:
    return frozenset(_NAME_PARTS.split(names.lower()))


_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def _card_title(anchor: lxml.html.HtmlElement, region: str) -> bool:
    """A heading's link in the body: a card's title (the homepage's offers)."""
    return region == "body" and next(anchor.iterancestors(*_HEADINGS), None) is not None


def _menu_section(anchor: lxml.html.HtmlElement, controls: _Controls | None = None) -> str:
    """The label of the menu item a submenu entry sits under ("What we do" ▸
    "Lawn care"), when the entry is in a nested list: the parent item's own
    link or text, before its submenu."""
    items = list(itertools.islice(anchor.iterancestors("li"), 2))
    if len(items) < 2:
        controlled = _controlled_section(anchor, controls) if controls is not None else ""
        return controlled or _folder_section(anchor)
    parent = items[1]
    while True:
        holder = anchor  # the parent's child that holds the entry
        while (above := holder.getparent()) is not parent:
            holder = above
        for child in parent.iterchildren(etree.Element):  # not a comment between them
            if (
                child is holder
                and child.tag not in ("ul", "ol", "div")
                and child is not items[0]
                and next(child.iter("ul", "ol"), None) is not None
            ):
                break  # a wrapper of the label and the submenu: look inside it
            if child.tag in ("ul", "ol", "div") and child is holder:
                return _clean(parent.text) or ""
            text = _clean(child.text_content() if child.tag != "ul" else "")
            if text:
                return text
        else:
            return _clean(parent.text) or ""
        # Shopify's <header-menu><details><summary>Shop</summary><ul>…, a
        # disclosure widget: the label is the summary before the list.
        parent = holder


# Links side by side that make a menu's row of plain items.
MIN_MENU_LINKS = 2
# How far up from a link a menu built of <div>s nests its submenu.
_FOLDER_DEPTH = 6
# The markup that names a submenu's control: without one, no page is searched.
_CONTROL_MARKS = ("aria-controls", "aria-labelledby", "data-tooltip-hook")


class _Controls:
    """A page's controls, found in one pass when first asked: the elements
    by id, by the id their ``aria-controls`` names, and its ``#`` links by
    href (document order, as XPath gave them)."""

    def __init__(self) -> None:
        self._index: tuple[dict[str, list[Any]], dict[str, list[Any]], dict[str, list[Any]]] | None
        self._index = None

    def _built(self, root: lxml.html.HtmlElement) -> tuple[dict[str, list[Any]], ...]:
        if self._index is None:
            ids: dict[str, list[Any]] = {}
            controlling: dict[str, list[Any]] = {}
            hooks: dict[str, list[Any]] = {}
            for node in root.iter(etree.Element):
                if (ident := node.get("id")) is not None:
                    ids.setdefault(ident, []).append(node)
                if (controlled := node.get("aria-controls")) is not None:
                    controlling.setdefault(controlled, []).append(node)
                if node.tag == "a" and (href := node.get("href") or "").startswith("#"):
                    hooks.setdefault(href, []).append(node)
            self._index = (ids, controlling, hooks)
        return self._index

    def labelled(self, root: lxml.html.HtmlElement, ident: str) -> list[Any]:
        return self._built(root)[0].get(ident, [])

    def controlling(self, root: lxml.html.HtmlElement, ident: str) -> list[Any]:
        return self._built(root)[1].get(ident, [])

    def hooked(self, root: lxml.html.HtmlElement, hook: str) -> list[Any]:
        return self._built(root)[2].get(hook, [])


def _controlled_section(anchor: lxml.html.HtmlElement, controls: _Controls) -> str:
    """The label of the control that opens the submenu holding this entry,
    when the submenu names it rather than nesting in it: ARIA's disclosure
    pattern (the list's ``aria-labelledby``, or the toggle's ``aria-controls``
    naming the list's id: Webflow's ``w-dropdown``, accessible themes), and
    Tilda's ``data-tooltip-hook="#submenu:…"`` naming the menu link
    ``href="#submenu:…"`` that opens it. The toggle is a button or a ``#``
    link, no page: its text is the section's name."""
    root = anchor.getroottree().getroot()
    for node in itertools.islice(anchor.iterancestors(), _FOLDER_DEPTH):
        if node.tag in ("body", "html"):
            break
        found: list[lxml.html.HtmlElement] = []
        beside = True  # an ARIA control sits in the submenu's entry
        if labelled := (node.get("aria-labelledby") or "").split():
            found = controls.labelled(root, labelled[0])
        elif ident := node.get("id"):
            found = controls.controlling(root, ident)
        elif (hook := node.get("data-tooltip-hook") or "").startswith("#"):
            found, beside = controls.hooked(root, hook), False
        for control in found:
            if (
                control is not node
                and not _whole_menu(node, control, beside)
                and (label := _clean(control.text_content()))
                and label.casefold() not in _MENU_BUTTONS
            ):
                return label
    return ""


# The names of the button that opens a whole menu on a phone ("Menu", "Menú").
_MENU_BUTTONS = frozenset(
    {"menu", "menú", "menù", "меню", "menü", "meny", "valikko", "nabídka", "メニュー", "菜单"}
    | {"菜單", "메뉴", "navigation", "main menu", "toggle navigation", "open menu"}
)
_MENUS = ("nav", "header")
# How far up from a submenu its toggle and it share their entry (a popover's
# positioning wrappers: Chakra's, Popper's).
_ENTRY_DEPTH = 3


def _whole_menu(node: lxml.html.HtmlElement, control: lxml.html.HtmlElement, beside: bool) -> bool:
    """The element a phone's menu button opens, not a submenu: the button
    sits inside it (Storefront's ``button.menu-toggle`` in its ``nav``), or it
    holds submenus of its own (items with lists inside). Checked by the
    structure, as the button's words are any language's ("Navigation
    umschalten", "Menu Close"): an ARIA control sits beside its submenu, in
    the same entry (an ancestor close above it), and a submenu holds none of
    the menu's top-level entries (its outermost items, or every link of it)."""
    if any(ancestor is node for ancestor in control.iterancestors()):
        return True
    if node.xpath(".//li//ul | .//li//ol"):
        return True
    if not beside:  # Tilda's "#submenu:" link names a list apart from the menu
        return False
    entry = set(itertools.islice(node.iterancestors(), _ENTRY_DEPTH))
    if not any(ancestor in entry for ancestor in control.iterancestors()):
        return True  # far from it: not the entry's own toggle
    menu = next(
        (a for a in node.iterancestors() if a.tag in _MENUS or a.get("role") == "navigation"),
        None,
    )
    if menu is None:
        return False
    inside = set(node.iter("a", "li"))
    tops = [item for item in menu.iter("li") if _outermost(item, menu)]
    if tops and all(item in inside for item in tops):
        # ...unless other toggles beside it open lists of their own: a menu of dropdowns.
        opens = control.get("aria-controls")
        return all(
            other.get("aria-controls") == opens or other in inside
            for other in menu.iterfind(".//*[@aria-controls]")
        )
    outside_control = set(control.iter("a"))
    return all(link in inside for link in menu.iter("a") if link not in outside_control)


def _outermost(item: lxml.html.HtmlElement, menu: lxml.html.HtmlElement) -> bool:
    """Is the item one of the menu's top-level entries (in no item of it)?"""
    for ancestor in item.iterancestors():
        if ancestor is menu:
            return True
        if ancestor.tag == "li":
            return False
    return True


_NOT_ITEMS = frozenset({"nav", "header", "body", "html", "main", "footer"})


def _first_class(node: lxml.html.HtmlElement) -> str:
    return (node.get("class") or "").split(" ", 1)[0]


def _links(node: lxml.html.HtmlElement, most: int) -> int:
    """How many links the node holds, counted up to ``most``: a menu's
    wrapper holds all of them, and every entry asks."""
    return sum(1 for _ in itertools.islice(node.iter("a"), most))


def _submenu_nav(node: lxml.html.HtmlElement) -> bool:
    """A ``<nav>`` inside the menu is one of its submenus (Webflow's
    ``nav.w-dropdown-list`` beside its ``div.w-dropdown-toggle``), not the menu.
    Only a ``<nav>`` counts as the menu around it: the main ``<nav>`` sits
    inside a ``<header>`` on most sites, beside the brand's text."""
    return node.tag == "nav" and any(
        a.tag == "nav" or a.get("role") == "navigation" for a in node.iterancestors()
    )


def _folder_section(anchor: lxml.html.HtmlElement) -> str:
    """The parent item's label of a submenu built without nested lists
    (Squarespace's folders, page builders' mega menus: ``div.nav-item`` >
    [``a`` "Nos missions", ``div.folder`` > the entries' links]): an item of
    the menu (an element beside others of its tag and first class, each
    with a link) whose first child is a label of one link at most and whose
    other child holds this entry among two links or more. Any menu that
    hides pages under a parent item writes it so, whatever it is built of;
    a menu's own wrapper (a brand link beside the list) is no item, having
    no siblings like it."""
    child = anchor
    for node in itertools.islice(anchor.iterancestors(), _FOLDER_DEPTH):
        if node.tag in _NOT_ITEMS and not _submenu_nav(node):
            return ""
        title = next(node.iterchildren(etree.Element))  # child is one
        parent = node.getparent()
        # The cheap tests first (the label's text last but one: a wrapper's
        # first child may hold the whole page).
        if (
            title is not child
            and child is not anchor
            and parent is not None
            and _links(child, 2) == 2
            and _links(title, 2) <= 1
            and not any((link.get("href") or "").strip() in ("/", "") for link in title.iter("a"))
            and (label := _clean(title.text_content()))
            and (
                any(  # a plain item of the same menu beside it: one link
                    other is not node
                    and other.tag == node.tag
                    and _first_class(other) == _first_class(node)
                    and _links(other, 2) == 1
                    for other in parent.iterchildren(etree.Element)
                )
                # or the menu's plain items are its links themselves, beside it
                # (Webflow's a.nav-link beside its div.w-dropdown)
                or (
                    _submenu_nav(child)
                    and sum(1 for _ in parent.iterchildren("a")) >= MIN_MENU_LINKS
                )
            )
        ):
            return label
        child = node
    return ""


# A line of structure marks alone (an empty list item, heading or row, an
# icon without its words) says nothing.
_MARKS = "#-| \u2713\u2717"


# A line this long that a page repeats (one FAQ answer under seven questions,
# a testimonial in every slide) is read once; shorter ones are a structure's
# labels (each plan's "Choose plan", a ✓ cell) and stay.
REPEAT_CHARS = 80
# A product listing's toolbar, whatever element holds it: sort and filter
# labels and the page of results shown ("Showing 1-24 of 291 results"); the
# size of the catalogue alone ("400 products") is a fact and stays.
_LISTING_CONTROL = re.compile(
    r"^(?:sort(?: by| options)?|filters?|filter (?:&|and) sort|refine(?: by)?|view options"
    r"|view as|quick (?:shop|view|add)|load more|show more results)\b.{0,30}$"
    r"|^(?:showing|displaying|viewing)\s+\d[\d,]*\s*(?:-|–|to)?\s*[\d,]*\s*(?:of|\(of)\s*[\d,]+"
    r"(?:\s+(?:results|products|items|articles))?\)?\.?$",
    re.IGNORECASE,
)


# What html-text's cleaner takes out before its layout: these elements with
# all they hold (their tail stays), and these tags alone (what they hold stays).
_UNREAD = frozenset({"script", "style", "link", "meta", "applet", "frameset", "frame", "noframes"})
_UNWRAPPED = frozenset({"iframe", "embed", "layer", "object", "param"})
_NEWLINE_TAGS = html_text.NEWLINE_TAGS
_DOUBLE_NEWLINE_TAGS = html_text.DOUBLE_NEWLINE_TAGS
# html-text's r'^[,:;.!?")]' and r"\($" (a "$" also matches before a last "\n").
_PUNCT_AFTER = tuple(',:;.!?")')
_BRACKET_BEFORE = ("(", "(\n")
_BREAK, _BLANK_LINE = 1, 2  # after a line break, after a blank line


def _layout(root: lxml.html.HtmlElement) -> str:
    """``html_text.extract_text(root, guess_layout=True)``, without its copy
    of the tree: its cleaner copies every page's tree to drop scripts,
    styles, comments and embeds, which this walk steps over instead, joining
    the text on either side as the cleaner's removal does. The same layout
    (html-text's rules: block tags break lines, spaces between inline
    elements unless punctuation follows), the same text."""
    if not isinstance(root.tag, str) or root.tag in _UNREAD or root.tag in _UNWRAPPED:
        return str(html_text.extract_text(root, guess_layout=True))
    chunks: list[str] = []
    prev: str | int = _BLANK_LINE  # a break, a blank line, or the last text as written

    def add_text(written: str) -> None:
        nonlocal prev
        text = " ".join(written.split())  # _SPACE.sub(" ", written.strip())
        if not text:
            return
        if isinstance(prev, str) and (
            prev[-1].isspace()  # r"\s$"
            or (not text.startswith(_PUNCT_AFTER) and not prev.endswith(_BRACKET_BEFORE))
        ):
            chunks.append(" ")
        chunks.append(text)
        prev = written

    def add_newlines(tag: str) -> None:
        nonlocal prev
        if prev == _BLANK_LINE:
            return
        if tag in _DOUBLE_NEWLINE_TAGS:
            chunks.append("\n" if prev == _BREAK else "\n\n")
            prev = _BLANK_LINE
        elif tag in _NEWLINE_TAGS:
            if prev != _BREAK:
                chunks.append("\n")
            prev = _BREAK

    pending = ""  # the text since the last tag read: one text once the cleaner joins it
    walk = etree.iterwalk(root, events=("start", "end", "comment", "pi"))
    for event, node in walk:
        tag = node.tag
        if event == "start":
            if tag in _UNREAD:
                walk.skip_subtree()
            elif tag in _UNWRAPPED:
                pending += node.text or ""
            else:
                if pending:
                    add_text(pending)
                add_newlines(tag)
                pending = node.text or ""
        elif event == "end" and tag not in _UNREAD and tag not in _UNWRAPPED:
            if pending:
                add_text(pending)
            add_newlines(tag)
            pending = node.tail or "" if node is not root else ""
        elif node is not root:  # a comment, or the end of what the cleaner drops
            pending += node.tail or ""
    return "".join(chunks).strip()


def _lines(root: lxml.html.HtmlElement) -> list[str]:
    content.structure(root)
    text = _layout(root)
    lines: list[str] = []
    long_lines: set[str] = set()
    for line in map(_clean, text.splitlines()):
        # A line repeated right after itself (an animation's ten "JEST" cards)
        # says nothing more.
        if not line or (lines and lines[-1] == line) or not line.strip(_MARKS):
            continue
        if _LISTING_CONTROL.match(line.lstrip(_MARKS)):
            continue
        if len(line) >= REPEAT_CHARS:
            if line in long_lines:
                continue
            long_lines.add(line)
        lines.append(line)
    return lines


def _without_controls(html: str) -> str:
    """The page without _CONTROLS. Few pages have one, and bytes.translate
    tells in C a tenth of the regex's time (a megabyte a millisecond): in
    UTF-8 these bytes are only ever these characters, every byte of a
    longer character being 0x80 or above."""
    data = html.encode("utf-8", "surrogatepass")
    if len(data.translate(None, _CONTROL_BYTES)) == len(data):
        return html
    return _CONTROLS.sub("", html)


def _page(html: str) -> tuple[str, hidden.Sheet]:
    """What of the page is parsed (script and style bodies emptied, then
    capped), and what its own CSS hides."""
    slim, css = _slim(_without_controls(html))
    return slim[:MAX_HTML_CHARS], hidden.stylesheet(css)


def _visible(tree: lxml.html.HtmlElement | None, sheet: hidden.Sheet) -> list[str]:
    if tree is None:
        return []
    content.drop_never_text(tree)
    content.drop_hidden(tree, sheet)
    return _lines(tree)


def _set_aside(tree: lxml.html.HtmlElement | None, html: str, sheet: hidden.Sheet) -> list[str]:
    if tree is None:
        return []
    widgets.show(tree, html)
    return _lines(content.keep_set_aside(tree, sheet))


def visible_lines(html: str) -> list[str]:
    """Everything visible on the page, as lines (the fallback, and the
    benchmark's ceiling for our format)."""
    page, sheet = _page(html)
    return _visible(_parse(page), sheet)


def _anchors(
    tagged_a: list[lxml.html.HtmlElement], base_url: str, controlled: bool = True
) -> list[Link]:
    """A page's links, in order, with their region, menu section and whether
    each is a card's title; a link no URL parser reads is none."""
    anchors: list[Link] = []
    regions = _Regions()
    joined: dict[str, str] = {}  # menus repeat their links (desktop, mobile, footer)
    join = _Joiner(base_url)
    controls = _Controls() if controlled else None  # a page with no control has no search
    for anchor in tagged_a:
        href = (anchor.get("href") or "").strip()
        if href and not href.startswith(content.NOT_PAGES):
            label = _clean(anchor.text_content()) or anchor.get("aria-label") or anchor.get("title")
            region = regions(anchor)
            section = _menu_section(anchor, controls) if region == "nav" else ""
            url = joined.get(href)
            if url is None:
                try:
                    url = joined[href] = join(href)
                except ValueError:  # a host no URL parser reads ("//[x"): no link
                    continue
            anchors.append(Link(url, label or "", region, section, _card_title(anchor, region)))
            if len(anchors) >= MAX_LINKS:
                break
    return anchors


def read_html(html: str, base_url: str, min_chars: float) -> PageText:
    """The page's text and what it states; ``min_chars``: below it, the page's
    own content is too thin and what the content rules set aside is read too."""
    html, sheet = _page(html)
    tree = _parse(html)
    if tree is None:
        return PageText(title=None, description=None, lines=[])
    # The document's own title, in <head>: an inline SVG's <title> ("Close
    # menu") is a label, not the page's name.
    titles = tree.xpath("/html/head/title")
    title = _clean(titles[0].text_content()) if titles else None
    page_url = base_url
    # <base href> changes what every relative link and logo URL means.
    base = tree.xpath("/html/head/base[@href]/@href")
    if base:
        with contextlib.suppress(ValueError):  # one no URL parser reads changes nothing
            base_url = urljoin(base_url, str(base[0]).strip())
    tags = tagged(tree)  # the lookups' elements, from one walk
    description = None
    for meta in tags.meta:
        if (meta.get("name") or "").translate(_UPPER) == "description" or (
            meta.get("property") or ""
        ).translate(_UPPER) == "og:description":
            description = _clean(meta.get("content"))
            if description:
                break
    script_driven = _script_driven(tree, tags)
    anchors = _anchors(tags.a, base_url, any(mark in html for mark in _CONTROL_MARKS))
    documents = facts.json_ld(tree, tags)  # parsed once, for the logo and the facts
    logo_candidates = logos.candidates(tree, base_url, documents, tags)
    logo_names = logos.home_link_names(tree, base_url, tags)
    stated = facts.read(tree, documents, page_url, html, tags)
    widgets.show(tree, html)
    concealed: list[str] = []
    lines = _lines(content.keep_own_content(tree, sheet, concealed))
    extraction = "main"
    own_chars = sum(map(len, lines))
    if own_chars < min_chars:
        # Rare: parsing again is cheaper than a copy of every page's tree.
        # Not everything visible: the own content with what the rules set
        # aside (a hero, a call to action's prose), without menus and footers.
        wider = _set_aside(_parse(html), html, sheet)
        if sum(map(len, wider)) > sum(map(len, lines)):
            lines, extraction = wider, "full"
    withheld: list[tuple[str, str, str]] = []
    title, description = (_screened(where, value, withheld) for where, value in
                          (("title", title), ("description", description)))  # fmt: skip
    lines = [line for line in lines if _screened("text", line, withheld) is not None]
    _screened_hidden(concealed, withheld)
    stated = _screened_facts(stated, withheld)
    return PageText(
        title,
        description,
        lines,
        anchors,
        script_driven,
        logo_candidates,
        extraction,
        stated,
        _clean(tree.getroottree().getroot().get("lang")),
        withheld,
        own_chars,
        logo_names=logo_names,
    )


def _screened(where: str, value: str | None, withheld: list[tuple[str, str, str]]) -> str | None:
    """The value, or None when it addresses AI models (then it is noted)."""
    why = injection.reason(value) if value else None
    if why is None:
        return value
    withheld.append((where, str(value), why))
    return None


# Hidden text is never read; what of it addresses AI models is still noted
# (a person wants to know a page tried), within this many characters a page.
MAX_HIDDEN_SCREENED = 20_000


def _screened_hidden(blocks: list[str], withheld: list[tuple[str, str, str]]) -> None:
    left = MAX_HIDDEN_SCREENED
    seen: set[str] = set()
    for block in blocks:
        text = _clean(block[:left])
        if text is None or text in seen:
            continue
        seen.add(text)
        left -= len(text)
        _screened("hidden", text, withheld)
        if left <= 0:
            break


def _screened_facts(value: Any, withheld: list[tuple[str, str, str]]) -> Any:
    """The facts without the strings that address AI models (a JSON-LD
    description, an FAQ answer, a product name)."""
    if isinstance(value, str):
        return _screened("facts", value, withheld)
    if isinstance(value, list):
        kept = [_screened_facts(v, withheld) for v in value]
        return [v for v in kept if v is not None]
    if isinstance(value, dict):
        screened = {k: _screened_facts(v, withheld) for k, v in value.items()}
        return {k: v for k, v in screened.items() if v is not None}
    return value
