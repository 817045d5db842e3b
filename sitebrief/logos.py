"""Logo candidates from a homepage, best first (pure): JSON-LD Organization
logo, apple-touch-icon, icons by size, og:image, then /favicon.ico; ``find``
takes the first that loads as an image, given a fetch function."""

from __future__ import annotations

import logging
from typing import Any
from urllib.parse import urljoin

import lxml.html

from sitebrief import facts
from sitebrief.fetching import Fetch

logger = logging.getLogger(__name__)

MAX_TRIES = 5
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
    found: list[str] = []
    stack = [data]
    while stack and len(found) < 5:
        item = stack.pop(0)
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            kind = item.get("@type")
            kinds = kind if isinstance(kind, list) else [kind]
            logo = item.get("logo")
            if any(k in ("Organization", "Corporation", "LocalBusiness", "Brand") for k in kinds):
                if isinstance(logo, str):
                    found.append(logo)
                elif isinstance(logo, dict) and isinstance(logo.get("url"), str):
                    found.append(logo["url"])
            stack.extend(v for v in item.values() if isinstance(v, (dict, list)))
    return found


def candidates(
    tree: lxml.html.HtmlElement, base_url: str, documents: list[Any] | None = None
) -> list[str]:
    """``documents``: the page's JSON-LD, when already parsed (facts.json_ld)."""
    found: list[str] = []
    for document in facts.json_ld(tree) if documents is None else documents:
        found.extend(_organization_logos(document))
    touch = tree.xpath("descendant::link[contains(@rel,'apple-touch-icon')][@href]")
    # "shortcut icon" splits into a word "icon" too.
    icons = [
        link
        for link in tree.xpath("descendant::link[@rel][@href]")
        if "icon" in link.get("rel", "").lower().split()
    ]
    for links in (touch, icons):  # biggest first; stable for equal sizes
        found.extend(link.get("href") for link in sorted(links, key=_link_size))
    found.extend(tree.xpath("descendant::meta[@property='og:image']/@content"))
    found.append("/favicon.ico")
    urls = [urljoin(base_url, u.strip()) for u in found if u and u.strip()]
    return [u for u in dict.fromkeys(urls) if u.startswith(("http://", "https://"))]


async def find(fetch: Fetch, urls: list[str], max_bytes: int) -> str | None:
    """The first candidate that loads as an image (by type or by its first bytes)."""
    for url in urls[:MAX_TRIES]:
        try:
            fetched = await fetch(url, max_bytes)
        except Exception as exc:
            logger.debug("Logo candidate %s not read: %s", url, exc)
            continue
        head = fetched.body.lstrip()[:8]
        if fetched.status == 200 and (
            fetched.content_type.startswith("image/") or head.startswith(_IMAGE_MAGIC)
        ):
            return fetched.url
    return None
