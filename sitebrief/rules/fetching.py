"""What the fetch loops next to the pure modules (sitemaps, logos) need of a
download, without knowing Scrapy: a function from URL and size cap to the
final URL, status, content type and body. The spider provides it, bound to
one brief (its fetch log, its slot, the robots rules)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Fetched:
    url: str  # after redirects
    status: int
    content_type: str  # lower case, "" when none
    body: bytes
    # The response's validators, to ask for it conditionally next time.
    validators: dict[str, str] = field(default_factory=dict)


class FetchFailed(Exception):
    """Nothing came back (a refusal, or a network failure: its ``__cause__``).
    The loops catch this alone: anything else a fetch raises is a bug."""


# fetch(url, max_bytes) -> Fetched; raises FetchFailed when nothing came back.
Fetch = Callable[[str, int], Awaitable[Fetched]]
