"""Sitemaps: which to read, which children of an index, and a summary that
sizes the site without listing it (parsing is Scrapy's safe sitemap parser:
lxml with entities off, so a billion-laughs file stays small). ``read`` is
the fetch loop, given a fetch function; the rest is pure.
"""

from __future__ import annotations

import asyncio
import logging
import re
import zlib
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from lxml import etree
from scrapy.utils.gz import gunzip
from scrapy.utils.sitemap import Sitemap

from sitebrief.rules.fetching import Fetch, FetchFailed

logger = logging.getLogger(__name__)

# Where to look when robots.txt names no sitemap.
DEFAULT_PATHS = ("/sitemap.xml", "/sitemap_index.xml")
MAX_CHILDREN = 3
MAX_REASONS = 5
MAX_REASON_CHARS = 200
_PREFER = re.compile(r"page|product|collection|categor|service", re.IGNORECASE)
_DEFER = re.compile(r"post|blog|news|image|video|author|tag", re.IGNORECASE)
# WordPress core sitemaps name their post type: wp-sitemap-posts-page-1.xml holds pages.
_WORDPRESS = re.compile(
    r"wp-sitemap-(?:posts|taxonomies)-([a-z0-9_-]+?)-\d+\.xml$|wp-sitemap-users"
)


@dataclass
class Parsed:
    kind: str | None  # "urlset", "sitemapindex", or None when not a sitemap
    locs: list[str] = field(default_factory=list)
    truncated: bool = False
    newest: str | None = None  # the latest <lastmod> seen, as written


def parse(body: bytes, max_urls: int) -> Parsed:
    """At most ``max_urls`` locations; garbage gives ``Parsed(None)``, never an error."""
    try:
        sitemap = Sitemap(body)
        locs: list[str] = []
        newest: str | None = None
        for entry in sitemap:
            loc = entry.get("loc") or ""
            modified = str(entry.get("lastmod") or "").strip()[:32]
            if modified and (newest is None or modified > newest):
                newest = modified
            # A recovered, truncated file can end in a partial "https:".
            if loc.startswith(("http://", "https://")) and urlsplit(loc).hostname:
                if len(locs) >= max_urls:  # one more than we keep: cut
                    return Parsed(sitemap.type, locs, truncated=True, newest=newest)
                locs.append(loc)
        return Parsed(sitemap.type, locs, newest=newest)
    except (etree.LxmlError, StopIteration, ValueError, TypeError):
        return Parsed(None)


@dataclass
class Budget:
    """What the sitemap files of one brief may add up to, in bytes read and
    URLs kept; ``partial`` once anything was left unread or cut."""

    bytes_left: int
    urls_left: int
    partial: bool = False
    newest: str | None = None
    children: int | None = None  # how many children the index listed
    validators: dict[str, dict[str, str]] = field(default_factory=dict)  # by file URL
    reasons: list[str] = field(default_factory=list)  # why partial, for a person

    def left_unread(self, reason: str) -> None:
        self.partial = True
        if reason not in self.reasons and len(self.reasons) < MAX_REASONS:
            self.reasons.append(reason)

    def parse(self, body: bytes) -> Parsed:
        self.bytes_left -= len(body)
        parsed = parse(body, max(self.urls_left, 0))
        self.urls_left -= len(parsed.locs)
        if parsed.truncated:
            self.left_unread("a file was cut at the URL cap")
        if parsed.newest and (self.newest is None or parsed.newest > self.newest):
            self.newest = parsed.newest
        return parsed


def child_order(urls: list[str]) -> list[str]:
    """Children of an index, best first: pages, products, collections,
    categories and services; then the rest; posts, blogs, news, media,
    authors and tags last. Document order within each group."""

    def group(url: str) -> int:
        name = urlsplit(url).path.rsplit("/", 1)[-1]
        wordpress = _WORDPRESS.search(name)
        if wordpress is not None:  # judge it by its post type, not by "posts" in its name
            name = wordpress.group(1) or "author"
        if _DEFER.search(name):
            return 2
        return 0 if _PREFER.search(name) else 1

    return sorted(urls, key=group)


def _section(url: str) -> str:
    path = urlsplit(url).path
    first = next((segment for segment in path.split("/") if segment), "")
    return "/" + first


def summarise(
    urls: list[str],
    sources: list[str],
    max_sections: int = 40,
    sample_size: int = 150,
    partial: bool = False,
    *,
    reasons: list[str] | None = None,
) -> dict[str, Any]:
    """URLs grouped by first path segment: the largest sections with their
    counts, and a sample of paths taken round-robin across sections (so 4,000
    blog posts can't fill it)."""
    unique = list(dict.fromkeys(urls))
    sections: dict[str, list[str]] = {}
    for url in unique:
        parts = urlsplit(url)
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        sections.setdefault(_section(url), []).append(path)
    ordered = sorted(sections.items(), key=lambda item: (-len(item[1]), item[0]))
    sample: list[str] = []
    depth = 0
    while len(sample) < sample_size and any(depth < len(paths) for _, paths in ordered):
        for _, paths in ordered:
            if depth < len(paths):
                sample.append(paths[depth])
                if len(sample) == sample_size:
                    break
        depth += 1
    return {
        "urls": len(unique),
        "sections": [{"path": path, "urls": len(paths)} for path, paths in ordered[:max_sections]],
        "sample": sample,
        "sources": sources,
        # Not every file was read, or one was cut: "urls" is a lower bound.
        "partial": partial,
        # Why, for a person (a child on a host whose robots.txt failed, a cap).
        "partial_reasons": list(reasons or []),
    }


@dataclass(frozen=True)
class Limits:
    file_bytes: int  # one file, after decompression
    total_bytes: int  # all files of one brief
    urls: int  # all files of one brief
    sections: int
    sample: int


async def read(
    fetch: Fetch, base: str, listed: list[str], limits: Limits
) -> tuple[list[str], dict[str, Any] | None]:
    """The page URLs of a site's sitemaps, and their summary (None when no
    sitemap was found). ``listed`` are robots.txt's ``Sitemap:`` lines; without
    them the well-known paths under ``base`` are asked together, and the first
    that is a sitemap (in DEFAULT_PATHS order) counts."""
    budget = Budget(limits.total_bytes, limits.urls)
    urls: list[str] = []
    sources: list[str] = []
    if listed:
        chosen = child_order(listed)[:MAX_CHILDREN]
        if len(listed) > len(chosen):
            budget.left_unread(
                f"{len(listed) - len(chosen)} of {len(listed)} listed sitemaps not read"
            )
    else:
        chosen = [base + path for path in DEFAULT_PATHS]
    # A listed sitemap that fails is left unread; a well-known path that is missing is not.
    files = await _files(fetch, chosen, limits, budget, required=bool(listed))
    for url, parsed in zip(chosen, files, strict=True):
        urls += await _take(fetch, url, parsed, sources, limits=limits, budget=budget)
        if sources and not listed:
            break  # one well-known path is enough
    if not sources:
        return urls, None
    summary = summarise(
        urls, sources, limits.sections, limits.sample, budget.partial, reasons=budget.reasons
    )
    summary["index_children"] = budget.children
    summary["newest_lastmod"] = budget.newest
    # A re-brief asks these files conditionally; only when every one answers 304 does
    # this summary stand (a file without validators is read again).
    summary["validators"] = {u: budget.validators[u] for u in sources if u in budget.validators}
    return urls, summary


async def _take(
    fetch: Fetch,
    url: str,
    parsed: Parsed | None,
    sources: list[str],
    *,
    limits: Limits,
    budget: Budget,
) -> list[str]:
    """The page URLs a sitemap file gives: its own, or its best children's."""
    if parsed is None or parsed.kind not in ("urlset", "sitemapindex"):
        return []
    sources.append(url)
    if parsed.kind == "urlset":
        return parsed.locs
    children = child_order(parsed.locs)[:MAX_CHILDREN]
    if len(parsed.locs) > len(children):
        budget.left_unread(
            f"{len(parsed.locs) - len(children)} of {len(parsed.locs)} child sitemaps not read"
            f" (the first {MAX_CHILDREN} are)"
        )
    budget.children = (budget.children or 0) + len(parsed.locs)
    found: list[str] = []
    read = await _files(fetch, children, limits, budget, required=True)
    for child, sub in zip(children, read, strict=True):
        if sub is not None and sub.kind == "urlset":  # nesting stops at one level
            sources.append(child)
            found += sub.locs
        elif sub is not None:
            budget.left_unread(f"{child}: not a list of pages (nesting stops at one level)")
    return found


async def _files(
    fetch: Fetch, urls: list[str], limits: Limits, budget: Budget, *, required: bool = False
) -> list[Parsed | None]:
    """Files read together, each with an equal share of what the budget has
    left; ``required``: one that cannot be read leaves the summary partial."""
    share = min(limits.file_bytes, budget.bytes_left // max(1, len(urls)))
    return await asyncio.gather(*(_file(fetch, url, share, budget, required) for url in urls))


async def _file(
    fetch: Fetch, url: str, max_bytes: int, budget: Budget, required: bool
) -> Parsed | None:
    if max_bytes <= 0 or budget.urls_left <= 0:
        budget.left_unread("the byte or URL budget of the sitemap files was spent")
        return None
    try:
        fetched = await fetch(url, max_bytes)
    except FetchFailed as exc:
        cause = exc.__cause__ or exc
        logger.debug("Sitemap %s not read: %s: %s", url, type(cause).__name__, cause)
        if required:
            budget.left_unread(f"{url}: {_reason(cause)}")
        return None
    if fetched.status != 200:
        if required:
            budget.left_unread(f"{url}: HTTP {fetched.status}")
        return None
    if fetched.validators:
        budget.validators[url] = fetched.validators
    body = fetched.body
    if body[:2] == b"\x1f\x8b":
        try:
            body = gunzip(body, max_size=max_bytes)
        except (OSError, EOFError, ValueError, zlib.error) as exc:  # bad or too large
            logger.debug("Sitemap %s not decompressed: %s", url, exc)
            if required:
                budget.left_unread(f"{url}: not decompressed ({type(exc).__name__})")
            return None
    parsed = budget.parse(body)
    if required and parsed.kind is None:
        budget.left_unread(f"{url}: not a sitemap")
    return parsed


def _reason(exc: BaseException) -> str:
    """Why a sitemap file was not read, in one short line (the error's own first line)."""
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}"[:MAX_REASON_CHARS]
