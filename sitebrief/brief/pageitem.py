"""A brief's Page items: from a response (its own text, validators and hash;
unchanged or not against the previous record), or from the previous record
when the server answered 304 Not Modified."""

from __future__ import annotations

import dataclasses
import hashlib
from typing import TYPE_CHECKING, Any

from scrapy.http import TextResponse

from sitebrief.items import Page, now
from sitebrief.page.text import PageText, read_html
from sitebrief.robots.aiprefs import PageSignals, meta_robots

if TYPE_CHECKING:
    from scrapy.http import Response

    from sitebrief.brief.reading import Reading


def page_text(response: Response, min_chars: float) -> PageText:
    """The page's text; below min_chars of own content, everything visible
    (the homepage: the empty-site bar; a key page: the thin-page bar)."""
    if not isinstance(response, TextResponse):
        return PageText(title=None, description=None, lines=[])
    return read_html(response.text, response.url, min_chars)


def page_from(response: Response, kind: str, text: PageText, reading: Reading) -> Page:
    reading.ai_signals[response.url] = page_signals(response)
    reading.withhold(response.url, text.withheld)
    own = "\n".join(text.lines)
    digest = hashlib.sha256(own.encode()).hexdigest()
    fetched = now()
    unchanged = None
    if reading.previous is not None:
        earlier = reading.previous_pages.get(response.url)
        unchanged = earlier is not None and earlier.get("text_sha256") == digest
    return Page(
        url=response.url,
        kind=kind,
        title=text.title,
        description=text.description,
        text=own,
        chars=text.chars,
        status=response.status,
        fetched_at=fetched,
        rendered=reading.rendered,
        extraction=text.extraction,
        etag=header(response, b"ETag"),
        last_modified=header(response, b"Last-Modified"),
        text_sha256=digest,
        unchanged=unchanged,
        checked_at=fetched,
    )


def page_signals(response: Response) -> PageSignals:
    """What the response says about AI use of its content (sitebrief/robots/aiprefs.py)."""
    return PageSignals(
        response.url,
        header(response, b"Content-Usage"),
        [v.decode("latin-1") for v in response.headers.getlist(b"X-Robots-Tag")],
        meta_robots(response.text) if isinstance(response, TextResponse) else [],
    )


def header(response: Response, name: bytes) -> str | None:
    value = response.headers.get(name)
    return value.decode("latin-1") if value else None


def content_type(response: Response) -> str:
    """The response's Content-Type, lower case; "" when it has none."""
    return (header(response, b"Content-Type") or "").lower()


def not_modified(response: Response, reading: Reading) -> dict[str, Any] | None:
    """The previous page, when the server said it has not changed (304)."""
    if response.status != 304:
        return None
    return reading.previous_pages.get(response.url)


def reused(earlier: dict[str, Any], kind: str) -> Page:
    """The previous page, as it was: its text, title and description; checked now."""
    fields = {f.name for f in dataclasses.fields(Page)}
    page = Page(**{k: v for k, v in earlier.items() if k in fields})
    page.kind = kind
    page.unchanged = True
    page.checked_at = now()
    return page
