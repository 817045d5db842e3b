"""HTML → readable lines, title, description and links (pure: no Scrapy).

html-text does the layout (block elements break lines, entities decoded);
we drop what a reader never sees first: head, script, style, template, svg,
noscript and embedded documents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import urljoin

import html_text
import lxml.html
from lxml import etree

from sitebrief import logos

_INVISIBLE = (
    "//head|//script|//style|//template|//svg|//noscript|//iframe|//object|//canvas"
    "|//*[@hidden]|//*[@aria-hidden='true']"
)
_SPACE = re.compile(r"\s+")
# Control characters and U+FFFD (undecodable bytes) are never readable text.
_JUNK = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]")
# Safety: a hostile page may hold 100,000 links; we only ever need a few.
MAX_LINKS = 2000
# The parser's tree costs ~50x the HTML in memory; budgets keep a few KB of
# text, so the first 2 MB of a page is plenty (a cap, not a size limit).
MAX_HTML_CHARS = 2 * 1024 * 1024


@dataclass
class PageText:
    title: str | None
    description: str | None
    lines: list[str]
    links: list[str] = field(default_factory=list)
    # Signals for the render issue: does the HTML look script-driven?
    script_driven: bool = False
    logo_candidates: list[str] = field(default_factory=list)

    @property
    def chars(self) -> int:
        return sum(len(line) for line in self.lines)


def _clean(text: str | None) -> str | None:
    if text is None:
        return None
    text = _SPACE.sub(" ", _JUNK.sub("", text)).strip()
    return text or None


def _parse(html: str) -> lxml.html.HtmlElement | None:
    if not html.strip():
        return None
    try:
        return lxml.html.document_fromstring(html)
    except (etree.ParserError, ValueError):
        return None


def read_html(html: str, base_url: str) -> PageText:
    tree = _parse(html[:MAX_HTML_CHARS])
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
    for meta in tree.xpath(
        "//meta[translate(@name,'DESCRIPTION','description')='description' or "
        "translate(@property,'OGDESCRIPTION','ogdescription')='og:description']"
    ):
        description = _clean(meta.get("content"))
        if description:
            break
    script_driven = bool(
        tree.xpath(
            "//script[@type='module'] | //div[(@id='root' or @id='app' or @id='__next')"
            " and not(normalize-space())] | //noscript[contains(translate(.,"
            "'JAVASCRIPT','javascript'),'javascript')]"
        )
    )
    links: list[str] = []
    for raw_href in tree.xpath("//a/@href"):
        href = raw_href.strip()
        if href and not href.startswith(("#", "javascript:", "mailto:", "tel:")):
            links.append(urljoin(base_url, href))
            if len(links) >= MAX_LINKS:
                break
    logo_candidates = logos.candidates(tree, base_url)
    for element in tree.xpath(_INVISIBLE):
        if element.getparent() is not None:
            element.drop_tree()
    text = html_text.extract_text(tree, guess_layout=True)
    lines = [line for line in (_clean(raw) for raw in text.splitlines()) if line]
    return PageText(title, description, lines, links, script_driven, logo_candidates)
