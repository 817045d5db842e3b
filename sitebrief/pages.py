"""Key pages: which kind a URL is, which URLs belong to the site, and which
candidate of a kind is best (pure: no Scrapy).

A kind's word matches case-insensitively as a whole path segment, followed by
the end of the segment or "." (``/about``, ``/About.html``, ``/en/about-us``);
shipping words also by "-" (``/shipping-policy``). So ``/about-our-new-product``
and ``/pricing-2024`` are not candidates. Among candidates of one kind the
shallowest path wins, then one linked from the homepage, then the shortest.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from sitebrief import hosts as _hosts
from sitebrief.hosts import host_key

# In priority order: kinds earlier in this table are chosen first.
KINDS: dict[str, tuple[str, ...]] = {
    "about": ("about", "about-us", "our-story", "story", "who-we-are", "mission"),
    "products": (
        "product", "products", "shop", "store", "collection", "collections", "catalog", "menu",
    ),
    "pricing": ("pricing", "plans", "price"),
    "features": (
        "feature", "features", "how-it-works", "solution", "solutions",
        "service", "services", "use-case", "use-cases", "platform",
    ),
    "faq": ("faq", "faqs", "help"),
    "shipping": ("shipping", "delivery", "international-shipping"),
}  # fmt: skip
PRIORITY = tuple(KINDS)
MAX_KEY_PAGES = 5
# Extensions a key page may have; anything else (.pdf, .jpg, …) is not a page.
_PAGE_EXTENSIONS = frozenset({"", "html", "htm", "php", "asp", "aspx", "jsp", "shtml"})
_WORD_KIND = {word: kind for kind, words in KINDS.items() for word in words}


def _segment_kind(segment: str) -> str | None:
    segment = segment.lower()
    stem, dot, extension = segment.partition(".")
    if dot and extension not in _PAGE_EXTENSIONS:
        return None
    kind = _WORD_KIND.get(stem)
    if kind is not None:
        return kind
    for word in KINDS["shipping"]:
        if stem.startswith(word + "-"):
            return "shipping"
    return None


def page_kind(url: str) -> str | None:
    """The kind of the deepest path segment that names one, if any."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.query:
        return None
    for segment in reversed([s for s in unquote(parts.path).split("/") if s]):
        kind = _segment_kind(segment)
        if kind is not None:
            return kind
    return None


def same_site(url: str, hosts: tuple[str, ...]) -> bool:
    """On one of the hosts (the input domain, where the homepage was read) or a subdomain."""
    return _hosts.same_site(urlsplit(url).hostname or "", hosts)


def site_hosts(domain: str, final_url: str) -> tuple[str, ...]:
    final = host_key(urlsplit(final_url).hostname or "")
    final = final.removeprefix("www.")
    return tuple(sorted({domain, final}))


@dataclass(frozen=True, order=True)
class Candidate:
    rank: tuple[int, int, int, str]
    url: str
    kind: str
    linked: bool


def _rank(url: str, linked: bool) -> tuple[int, int, int, str]:
    path = urlsplit(url).path
    depth = len([s for s in path.split("/") if s])
    return depth, 0 if linked else 1, len(path), url


def _dedupe_key(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    host = host_key(parts.hostname or "").removeprefix("www.")
    return host, parts.path.rstrip("/") or "/"


def candidates(
    home_links: list[str], sitemap_urls: list[str], hosts: tuple[str, ...], home_url: str
) -> dict[str, list[Candidate]]:
    """Candidates per kind, best first; homepage links before sitemap URLs."""
    seen = {_dedupe_key(home_url)}
    by_kind: dict[str, list[Candidate]] = {kind: [] for kind in KINDS}
    for urls, linked in ((home_links, True), (sitemap_urls, False)):
        for raw in urls:
            url = raw.split("#", 1)[0]
            kind = page_kind(url)
            if kind is None or not same_site(url, hosts):
                continue
            key = _dedupe_key(url)
            if key in seen:
                continue
            seen.add(key)
            by_kind[kind].append(Candidate(_rank(url, linked), url, kind, linked))
    return {kind: sorted(found) for kind, found in by_kind.items() if found}
