"""HTML → readable lines, title, description and links (pure: no Scrapy).

``read_html`` is the one entry point per page. The lines are the page's own
content (``content.py`` drops menus, banners, footers, consent layers, and
marks headings, list items and table rows); html-text does the layout (block
elements break lines, entities decoded). When what is left is under
``min_chars`` (a homepage made of sections that a rule was too keen on), the
lines are the whole visible page instead, and ``extraction`` says "full".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

import html_text
import lxml.html
from lxml import etree

from sitebrief import content, facts, logos
from sitebrief import settings as defaults
from sitebrief.pages import Link

_SPACE = re.compile(r"\s+")
# Control characters and U+FFFD (undecodable bytes) are never readable text.
_JUNK = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]")
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
    facts: dict[str, Any] = field(default_factory=dict)  # sitebrief/facts.py
    lang: str | None = None  # <html lang>

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
    text = _SPACE.sub(" ", _JUNK.sub("", text)).strip().translate(_QUOTES)
    return text or None


def _slim(html: str) -> str:
    """The page with script and style bodies emptied (JSON-LD kept)."""
    parts: list[str] = []
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
        parts.append(html[position:body_start])
        position = closing.start()
    parts.append(html[position:])
    return "".join(parts)


def _parse(html: str) -> lxml.html.HtmlElement | None:
    if not html.strip():
        return None
    try:
        return lxml.html.document_fromstring(html.encode("utf-8", "replace"), parser=_PARSER)
    except (etree.ParserError, ValueError):
        return None


def _region(node: lxml.html.HtmlElement) -> str | None:
    """The region an element makes of the links inside it, if any."""
    role = node.get("role", "")
    if node.tag == "nav" or role in {"navigation", "banner"}:
        return "nav"
    if node.tag == "footer" or role == "contentinfo":
        return "footer"
    if node.tag == "header":
        return "nav"
    return None


def _region_of(anchor: lxml.html.HtmlElement, known: dict[lxml.html.HtmlElement, str]) -> str:
    """The nearest region around a link ("body" when none). ``known`` holds
    each element already walked through, with its answer: 2,000 links of a
    page share their ancestors, so each is asked once."""
    walked = []
    node = anchor.getparent()
    kind = "body"
    while node is not None:
        if (cached := known.get(node)) is not None:
            kind = cached
            break
        walked.append(node)
        if (own := _region(node)) is not None:
            kind = own
            break
        node = node.getparent()
    for node in walked:
        known[node] = kind
    return kind


# What XPath's translate() lowered: the letters of the words compared.
_UPPER = str.maketrans("DESCRIPTONG", "descriptong")
# An app's empty mount point: the page is drawn by its scripts.
_APP_ROOTS = frozenset({"root", "app", "__next"})


def _script_driven(tree: lxml.html.HtmlElement) -> bool:
    """A module script, an app's empty mount point, or a <noscript> asking for
    JavaScript. (lxml's tag loops: an XPath "//" walks every text node too.)"""
    for element in tree.iter("script", "noscript"):
        if element.tag == "script":
            if element.get("type") == "module":
                return True
        elif "javascript" in element.text_content().translate(_JAVASCRIPT):
            return True
    return any(
        div.get("id") in _APP_ROOTS and not div.text_content().strip(_XPATH_SPACE)
        for div in tree.xpath("descendant::div[@id]")
    )


_JAVASCRIPT = str.maketrans("JAVSCRIPT", "javscript")
_XPATH_SPACE = " \t\r\n"  # normalize-space()'s whitespace, not Python's


# A line of structure marks alone (an empty list item, heading or row, an
# icon without its words) says nothing.
_MARKS = "#-| \u2713\u2717"


def _lines(root: lxml.html.HtmlElement) -> list[str]:
    content.structure(root)
    text = html_text.extract_text(root, guess_layout=True)
    lines: list[str] = []
    for line in map(_clean, text.splitlines()):
        # A line repeated right after itself (an animation's ten "JEST" cards)
        # says nothing more; repeated further on (each plan's "Choose plan"), it stays.
        if line and (not lines or lines[-1] != line) and line.strip(_MARKS):
            lines.append(line)
    return lines


def _page(html: str) -> str:
    """What of the page is parsed: script and style bodies emptied, then capped."""
    return _slim(html)[:MAX_HTML_CHARS]


def _visible(tree: lxml.html.HtmlElement | None) -> list[str]:
    if tree is None:
        return []
    content.drop_never_text(tree)
    content.drop_hidden(tree)
    return _lines(tree)


def visible_lines(html: str) -> list[str]:
    """Everything visible on the page, as lines (the fallback, and the
    benchmark's ceiling for our format)."""
    return _visible(_parse(_page(html)))


def read_html(
    html: str, base_url: str, min_chars: float = defaults.SITEBRIEF_EMPTY_SITE_CHARS
) -> PageText:
    html = _page(html)
    tree = _parse(html)
    if tree is None:
        return PageText(title=None, description=None, lines=[])
    # The document's own title, in <head>: an inline SVG's <title> ("Close
    # menu") is a label, not the page's name.
    titles = tree.xpath("/html/head/title")
    title = _clean(titles[0].text_content()) if titles else None
    # <base href> changes what every relative link and logo URL means.
    base = tree.xpath("/html/head/base[@href]/@href")
    if base:
        base_url = urljoin(base_url, str(base[0]).strip())
    description = None
    for meta in tree.iter("meta"):
        if (meta.get("name") or "").translate(_UPPER) == "description" or (
            meta.get("property") or ""
        ).translate(_UPPER) == "og:description":
            description = _clean(meta.get("content"))
            if description:
                break
    script_driven = _script_driven(tree)
    anchors: list[Link] = []
    regions: dict[lxml.html.HtmlElement, str] = {}
    joined: dict[str, str] = {}  # menus repeat their links (desktop, mobile, footer)
    for anchor in tree.iter("a"):  # lxml's C loop; an XPath "//" walks text nodes too
        href = (anchor.get("href") or "").strip()
        if href and not href.startswith(("#", "javascript:", "mailto:", "tel:")):
            label = _clean(anchor.text_content()) or anchor.get("aria-label") or anchor.get("title")
            url = joined.get(href)
            if url is None:
                url = joined[href] = urljoin(base_url, href)
            anchors.append(Link(url, label or "", _region_of(anchor, regions)))
            if len(anchors) >= MAX_LINKS:
                break
    documents = facts.json_ld(tree)  # parsed once, for the logo and the facts
    logo_candidates = logos.candidates(tree, base_url, documents)
    stated = facts.read(tree, documents)
    lines = _lines(content.keep_own_content(tree))
    extraction = "main"
    if sum(map(len, lines)) < min_chars:
        # Rare: parsing again is cheaper than a copy of every page's tree.
        everything = _visible(_parse(html))
        if sum(map(len, everything)) > sum(map(len, lines)):
            lines, extraction = everything, "full"
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
    )
