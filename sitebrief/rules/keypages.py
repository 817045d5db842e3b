"""Key pages: which kind a URL is, which URLs belong to the site, and which
candidate of a kind is best (pure: no Scrapy).

A kind is named by a word of ``kindwords.py`` (any of its languages) as a
whole path segment (``/about``, ``/About.html``, ``/de/ueber-uns``; shipping
words also as a prefix, ``/shipping-policy``; ``/for-teams`` is products), or
by a link's whole text (``Über uns``, ``会社概要``). The page a kind word names
is the section it heads: ``/solutions/ngos/`` stands for ``/solutions/``.
A path or link text with a legal, licence, cookie, account, career or cart
word is never a key page. A candidate in another language than the
homepage's (``/de/…`` when the homepage is English) is left out.

Among candidates of one kind, best first: fewest path segments; linked from
the homepage; in the navigation (or the page) rather than only the footer;
named by both its link text and its path; by the kind's main word rather than
a weaker synonym (``products`` over ``store``); then the shortest path.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit, urlunsplit

from sitebrief.rules import hosts as _hosts
from sitebrief.rules.hosts import host_key
from sitebrief.rules.kindwords import EXCLUDED, KINDS, WORDS

PRIORITY = KINDS
MAX_KEY_PAGES = 5
# Extensions a key page may have; anything else (.pdf, .jpg, …) is not a page.
_PAGE_EXTENSIONS = frozenset({"", "html", "htm", "php", "asp", "aspx", "jsp", "shtml"})
_LANGUAGE_SEGMENT = re.compile(r"[a-z]{2}(?:[-_][a-z]{2,4})?")
# ISO 639-1 codes that sites use as a path prefix (the first segment).
_LANGUAGE_CODES = (
    "en de fr es it nl pt pl sv da no nb fi ja zh ko ru tr cs sk hu ro bg el uk ar he hi id"
    " th vi ms et lv lt sl hr sr ca eu gl is ga"
)
LANGUAGES = frozenset(_LANGUAGE_CODES.split())
_SPACE = re.compile(r"[\s_]+")
_PUNCTUATION = re.compile(r"[^\w\s-]")


def normal(text: str) -> str:
    """Case, accents, spaces and punctuation folded: "Über uns!" → "uber-uns"."""
    folded = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return _SPACE.sub("-", _PUNCTUATION.sub("", folded).strip())


def _table() -> dict[str, tuple[str, bool]]:
    table: dict[str, tuple[str, bool]] = {}
    for words in WORDS.values():
        for kind, line in words.items():
            for word in line.split():
                weak = word.startswith("~")
                key = normal(word.lstrip("~"))
                if key not in table or (table[key][1] and not weak):
                    table[key] = (kind, weak)
    return table


_WORD_KIND = _table()
_SHIPPING_PREFIXES = tuple(
    normal(w.lstrip("~")) + "-" for lang in WORDS.values() for w in lang["shipping"].split()
)


@dataclass(frozen=True)
class Link:
    """A link on the homepage: where it goes, what it says, and where it sits."""

    url: str
    text: str = ""
    region: str = "body"  # "nav", "body" or "footer"


def excluded(text: str) -> bool:
    """A legal, licence, cookie, account, career or cart page (or link)."""
    parts = normal(text).split("-")
    return any(part in EXCLUDED for part in parts) or normal(text) in EXCLUDED


def _segment_kind(segment: str) -> tuple[str, bool] | None:
    stem, dot, extension = segment.lower().partition(".")
    if dot and extension not in _PAGE_EXTENSIONS:
        return None
    key = normal(stem)
    found = _WORD_KIND.get(key)
    if found is not None:
        return found
    if key.startswith(_SHIPPING_PREFIXES):
        return "shipping", True
    if key.startswith("for-") and len(key) > 4:
        return "products", True  # an audience's product page: /for-teams, /for-business
    return None


def text_kind(text: str) -> tuple[str, bool] | None:
    """The kind a link's whole text names, if any."""
    return _WORD_KIND.get(normal(text)) if text else None


def _path_kind(url: str) -> tuple[str, bool, str] | None:
    """(kind, weak, the URL of the section the kind word heads)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.query:
        return None
    segments = [s for s in unquote(parts.path).split("/") if s]
    if any(excluded(segment) for segment in segments):
        return None
    for index in range(len(segments) - 1, -1, -1):
        found = _segment_kind(segments[index])
        if found is not None:
            if index == len(segments) - 1:
                return (*found, url)
            head = "/".join(parts.path.split("/")[: _raw_index(parts.path, index) + 1]) + "/"
            return (*found, urlunsplit((parts.scheme, parts.netloc, head, "", "")))
    return None


def _raw_index(path: str, index: int) -> int:
    """The position in path.split("/") of the index-th non-empty segment."""
    seen = -1
    for position, piece in enumerate(path.split("/")):
        if piece:
            seen += 1
            if seen == index:
                return position
    return len(path.split("/")) - 1


def page_kind(url: str) -> str | None:
    """The kind the URL's path names, if any (see the module docstring)."""
    found = _path_kind(url)
    return found[0] if found else None


def language_of(path: str) -> str | None:
    first = next((s for s in path.split("/") if s), "").lower()
    if _LANGUAGE_SEGMENT.fullmatch(first) and first[:2] in LANGUAGES:
        return first[:2]
    return None


def same_site(url: str, hosts: tuple[str, ...]) -> bool:
    """On one of the hosts (the input domain, where the homepage was read) or a subdomain."""
    return _hosts.same_site(urlsplit(url).hostname or "", hosts)


def site_hosts(domain: str, final_url: str) -> tuple[str, ...]:
    """The input domain and the homepage's final host (a rebranded site is both)."""
    final = host_key(urlsplit(final_url).hostname or "").removeprefix("www.")
    return tuple(sorted({domain, final}))


def another_owner(domain: str, final_url: str) -> bool:
    """Did the homepage end on a site another owner registered?"""
    return _hosts.registrable(urlsplit(final_url).hostname or "") != _hosts.registrable(domain)


Rank = tuple[int, int, int, int, int, int, str]


@dataclass(frozen=True, order=True)
class Candidate:
    rank: Rank
    url: str
    kind: str
    linked: bool


_REGIONS = {"nav": 0, "body": 0, "footer": 1}


def _rank(
    url: str, linked: bool, region: str, both: bool, weak: bool
) -> tuple[int, int, int, int, int, int, str]:
    path = urlsplit(url).path
    depth = len([s for s in path.split("/") if s])
    return (
        depth,
        0 if linked else 1,
        _REGIONS.get(region, 0),
        0 if both else 1,
        1 if weak else 0,
        len(path),
        url,
    )


def _dedupe_key(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    host = host_key(parts.hostname or "").removeprefix("www.")
    return host, parts.path.rstrip("/") or "/"


def candidates(
    home_links: list[Link] | list[str],
    sitemap_urls: list[str],
    hosts: tuple[str, ...],
    home_url: str,
    language: str | None = None,
) -> dict[str, list[Candidate]]:
    """Candidates per kind, best first; homepage links before sitemap URLs.
    ``language``: the homepage's (its ``lang`` or its path prefix)."""
    language = language or language_of(urlsplit(home_url).path)
    seen = {_dedupe_key(home_url)}
    best: dict[tuple[str, str], Candidate] = {}
    links = [link if isinstance(link, Link) else Link(link) for link in home_links]
    sources = [(links, True), ([Link(u) for u in sitemap_urls], False)]
    for group, linked in sources:
        for link in group:
            url = link.url.split("#", 1)[0]
            if not same_site(url, hosts) or (link.text and excluded(link.text)):
                continue
            path_found = _path_kind(url)
            text_found = text_kind(link.text)
            if path_found is None and text_found is None:
                continue
            other = language_of(urlsplit(url).path)
            if language and other and other != language[:2].lower():
                continue  # never mix languages: /de/preise beside an English homepage
            if path_found is not None:
                kind, weak, url = path_found
                both = text_found is not None and text_found[0] == kind
            else:
                assert text_found is not None
                (kind, weak), both = text_found, False
            key = _dedupe_key(url)
            if key in seen:
                continue
            candidate = Candidate(_rank(url, linked, link.region, both, weak), url, kind, linked)
            if key not in best or candidate < best[key]:
                best[key] = candidate
    by_kind: dict[str, list[Candidate]] = {}
    for candidate in best.values():
        by_kind.setdefault(candidate.kind, []).append(candidate)
    return {kind: sorted(found) for kind, found in by_kind.items()}
