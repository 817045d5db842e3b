"""Logo candidates from a homepage, best first (pure): JSON-LD Organization
logo, apple-touch-icon, icons by size, og:image, then /favicon.ico; ``find``
takes the first that loads as an image, given a fetch function."""

from __future__ import annotations

import functools
import itertools
import logging
import re
from typing import Any
from urllib.parse import urljoin, urlsplit

import lxml.html

from sitebrief.page import facts
from sitebrief.page.tagged import Tagged, tagged
from sitebrief.rules.fetching import Fetch, FetchFailed
from sitebrief.rules.keypages import language_of

logger = logging.getLogger(__name__)

MAX_TRIES = 5
_LOGO_NAMES = re.compile(r"logo|brand")
_HEADER_NAMES = re.compile(r"(?<![a-z])(?:header|masthead|navbar|site-branding|topbar)(?![a-z])")
_HOME_PATHS = frozenset({"", "/", "/index.html", "/index.htm", "/index.php", "/home"})
# How far up a logo's picture may sit from the link or the element naming it.
_LOGO_DEPTH = 3
_IMAGE_MAGIC = (
    b"\x89PNG",
    b"\xff\xd8\xff",
    b"GIF8",
    b"\x00\x00\x01\x00",
    b"RIFF",
    b"<svg",
    b"<?xml",
)


def _size(sizes: str | None) -> int:
    if not sizes:
        return 0
    if sizes.strip().lower() == "any":
        return 10_000  # scalable (SVG): as good as it gets
    best = 0
    for size in sizes.lower().split():
        width, _, height = size.partition("x")
        if width.isdigit() and height.isdigit():
            best = max(best, int(width) * int(height))
    return best


def _link_size(link: lxml.html.HtmlElement) -> int:
    return -_size(link.get("sizes"))


def _organization_logos(data: Any) -> list[str]:
    """The logos the company's nodes (or its brand's) name, in document order."""
    found: list[str] = []
    for node in facts.nodes(data):
        if not (facts.is_organization(node) or node.get("@type") == "Brand"):
            continue
        logo = node.get("logo")
        if isinstance(logo, str):
            found.append(logo)
        elif isinstance(logo, dict) and isinstance(logo.get("url"), str):
            found.append(logo["url"])
        if len(found) >= 5:
            break
    return found


# A page's menus repeat their links: each is joined and split once.
@functools.lru_cache(maxsize=4096)
def _home_link(href: str, base_url: str) -> bool:
    try:
        target, page = urlsplit(urljoin(base_url, href.strip())), urlsplit(base_url)
    except ValueError:  # a host no URL parser reads: no link home
        return False
    return target.netloc == page.netloc and (
        target.path in _HOME_PATHS
        or target.path == page.path
        # The homepage in a language (/pl/): a WPML site's logo links there,
        # often the default language's from every page (Avada's to /it/ from /en/).
        or (target.path.strip("/").count("/") == 0 and language_of(target.path) is not None)
    )


# A language switcher (WPML's, Polylang's, a theme's) links its flags to the
# homepage in each language; their alts are languages, not the company. It
# wraps its flags closely: a page's <body class="language-0"> is none.
_SWITCHER_NAMES = re.compile(r"wpml-ls|pll-|lang-switch|language")
_SWITCHER_DEPTH = 5


def _in_switcher(image: lxml.html.HtmlElement) -> bool:
    """Is the picture a language switcher's flag: in an element named so, or
    in a link that names its language (``<a hreflang>``)?"""
    for node in itertools.chain((image,), itertools.islice(image.iterancestors(), _SWITCHER_DEPTH)):
        if node.tag in ("body", "html"):
            return False
        if (node.tag == "a" and node.get("hreflang") is not None) or _SWITCHER_NAMES.search(
            _names(node)
        ):
            return True
    return False


class _Above:
    """What stands above a page's pictures, each ancestor looked at once (a
    page's pictures share most of theirs): for an element and its ancestors,
    is one a footer, the page header, a link (``<a href>``); and, asked
    nearest first as ``any()`` would, a link to the homepage."""

    def __init__(self, base_url: str) -> None:
        self._base = base_url
        self._known: dict[lxml.html.HtmlElement, tuple[bool, bool, bool]] = {}
        self._home: dict[lxml.html.HtmlElement, bool] = {}

    def __call__(self, element: lxml.html.HtmlElement | None) -> tuple[bool, bool, bool]:
        """(footer, header, link) of the element or an ancestor."""
        path = []
        known = self._known
        while element is not None and element not in known:
            path.append(element)
            element = element.getparent()
        footer, header, link = known[element] if element is not None else (False, False, False)
        for node in reversed(path):
            tag = node.tag
            role = node.get("role")
            footer = footer or tag == "footer" or role == "contentinfo"
            header = header or (
                tag == "header" or role == "banner" or bool(_HEADER_NAMES.search(_names(node)))
            )
            link = link or (tag == "a" and node.get("href") is not None)
            known[node] = (footer, header, link)
        return footer, header, link

    def home(self, element: lxml.html.HtmlElement | None) -> bool:
        """Is the element, or an ancestor, a link to the homepage?"""
        path = []
        home = self._home
        found = False
        while element is not None:
            if element in home:
                found = home[element]
                break
            path.append(element)
            if element.tag == "a" and _home_link(element.get("href", ""), self._base):
                found = True
                break
            element = element.getparent()
        for node in path:
            home[node] = found
        return found


def _header_logo(
    tree: lxml.html.HtmlElement, base_url: str, tags: Tagged | None = None
) -> str | None:
    """The page header's logo image: an ``<img>`` in the header (``header``,
    ``role=banner``, a navbar) or in a link to the homepage, that says logo or
    brand (its class, id, alt or file name, or an ancestor's class) or is that
    link's picture. The footer's logo is a copy, a language switcher's flag
    none."""
    above = _Above(base_url)
    for image in (tagged(tree) if tags is None else tags).img:
        src = image.get("src", "").strip()
        if not src or src.startswith("data:"):
            src = (image.get("data-src") or image.get("data-lazy-src") or "").strip()
        if not src or src.startswith("data:"):
            continue
        in_footer, in_header, _ = above(image.getparent())
        if in_footer or _in_switcher(image):
            continue
        ancestors = list(itertools.islice(image.iterancestors(), _LOGO_DEPTH))
        to_home = any(a.tag == "a" and _home_link(a.get("href", ""), base_url) for a in ancestors)
        says_logo = bool(
            _LOGO_NAMES.search(f"{_names(image)} {image.get('alt', '')} {src}".lower())
            or any(_LOGO_NAMES.search(_names(a)) for a in ancestors)
        )
        if (in_header and (says_logo or to_home)) or (to_home and says_logo):
            return str(src)
    return None


def home_link_names(
    tree: lxml.html.HtmlElement, base_url: str, tags: Tagged | None = None
) -> list[str]:
    """The ``alt`` of the pictures that link to the homepage outside the
    footer: a logo's alt is the organisation's name ("Brutăria Bunicii") when
    the title is only "Acasă" and no og:site_name is stated."""
    names: list[str] = []
    above = _Above(base_url)
    # descendant::a[@href]//img[@alt] as lxml's tag loop and the ancestors' memo.
    if tree.getparent() is not None:  # a subtree: its own links only
        images = tree.xpath("descendant::a[@href]//img[@alt]")
    else:
        images = [
            image
            for image in (tagged(tree) if tags is None else tags).img
            if image.get("alt") is not None and above(image.getparent())[2]
        ]
    for image in images:
        in_footer = above(image.getparent())[0]
        alt = " ".join(str(image.get("alt", "")).split())
        if not alt or alt in names or in_footer or _in_switcher(image):
            continue
        if above.home(image.getparent()):
            names.append(alt)
            if len(names) >= 3:
                break
    return names


def _names(element: lxml.html.HtmlElement) -> str:
    return f"{element.get('id', '')} {element.get('class', '')}".lower()


def candidates(
    tree: lxml.html.HtmlElement,
    base_url: str,
    documents: list[Any] | None = None,
    tags: Tagged | None = None,
) -> list[str]:
    """``documents``: the page's JSON-LD, when already parsed (facts.json_ld);
    ``tags``: its elements, when already collected."""
    tags = tagged(tree) if tags is None else tags
    found: list[str] = []
    for document in facts.json_ld(tree, tags) if documents is None else documents:
        found.extend(_organization_logos(document))
    # The header's logo is the brand's own picture: before the square icons.
    if header := _header_logo(tree, base_url, tags):
        found.append(header)
    # descendant::link[@rel][@href]
    links = [
        link
        for link in tags.link
        if link.get("rel") is not None and link.get("href") is not None and link is not tree
    ]
    touch = [link for link in links if "apple-touch-icon" in link.get("rel", "")]
    # "shortcut icon" splits into a word "icon" too.
    icons = [link for link in links if "icon" in link.get("rel", "").lower().split()]
    for links in (touch, icons):  # biggest first; stable for equal sizes
        found.extend(link.get("href") for link in sorted(links, key=_link_size))
    found.extend(  # descendant::meta[@property='og:image']/@content
        content
        for meta in tags.meta
        if meta.get("property") == "og:image"
        and (content := meta.get("content")) is not None
        and meta is not tree
    )
    found.append("/favicon.ico")
    urls = [url for u in found if u and u.strip() and (url := _joined(base_url, u.strip()))]
    return [u for u in dict.fromkeys(urls) if u.startswith(("http://", "https://"))]


def _joined(base_url: str, href: str) -> str:
    """The URL, or nothing for one no URL parser reads (a host "[x")."""
    try:
        return urljoin(base_url, href)
    except ValueError:
        return ""


async def find(fetch: Fetch, urls: list[str], max_bytes: int) -> str | None:
    """The first candidate that loads as an image (by type or by its first bytes)."""
    for url in urls[:MAX_TRIES]:
        try:
            fetched = await fetch(url, max_bytes)
        except FetchFailed as exc:
            logger.debug("Logo candidate %s not read: %s", url, exc.__cause__ or exc)
            continue
        head = fetched.body.lstrip()[:8]
        if fetched.status == 200 and (
            fetched.content_type.startswith("image/") or head.startswith(_IMAGE_MAGIC)
        ):
            return fetched.url
    return None
