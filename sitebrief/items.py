"""The record: one ``SiteBrief`` per requested domain. Field names and order
are fixed (other tools read them); ``SCHEMA`` changes when the shape does."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

# 2: pages say their extraction and validators; facts, briefed_at, change
# 3: llms_txt, ai_preferences, key_pages and withheld
SCHEMA = 3


def now() -> str:
    """A timestamp as the record writes it (UTC, milliseconds, ``Z``)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass
class Page:
    url: str
    kind: str  # home, about, products, pricing, features, faq, shipping
    title: str | None
    description: str | None
    # Readable lines joined by "\n" (lines never contain one): the pipelines
    # dedupe and cut them, then set chars.
    text: str
    chars: int
    status: int
    fetched_at: str
    rendered: bool = False
    # "main": the page's own content; "full": everything visible, because the
    # own content came out too thin (a rule was too keen).
    extraction: str = "main"
    # What a re-brief needs (-a previous=): the validators as the server sent
    # them, and a hash of the page's own text (before dedupe and budgets).
    etag: str | None = None
    last_modified: str | None = None
    text_sha256: str = ""
    # In a re-brief: whether the page is as before (304, or the same text hash),
    # and when it was last checked (fetched_at stays when it was last read).
    unchanged: bool | None = None
    checked_at: str | None = None

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n") if self.text else []


@dataclass
class SiteBrief:
    schema: int
    domain: str | None
    input: str
    line: int  # where the input came from: line of -a domains_file, or position in the list
    # A queued input (-a queue=): the file it was enqueued from, and a stable id of the
    # input line (at-least-once delivery: drop duplicate records by it).
    source: str | None = None
    input_id: str | None = None
    problem: dict[str, str] | None = None
    # For a person: what is worth knowing although the brief succeeded
    # (read over plain HTTP after a TLS failure, cut short by the deadline, …).
    warnings: list[str] = field(default_factory=list)
    origin: str | None = None
    pages: list[Page] = field(default_factory=list)
    # What became of each kind of key page (sitebrief/rules/keyrecord.py): the pages
    # tried and their outcomes; null when the homepage was not read.
    key_pages: dict[str, list[dict[str, str]]] | None = None
    sitemap: dict[str, Any] | None = None
    logo: str | None = None
    # What the site states about itself in schema.org data and meta tags
    # (sitebrief/page/facts.py): organization, products, faq, lang, site_name, locale.
    facts: dict[str, Any] = field(default_factory=dict)
    # The site's /llms.txt (llmstxt.org), its own claim about itself for models,
    # kept apart from the pages (sitebrief/rules/llmstxt.py); null when it has none.
    llms_txt: dict[str, Any] | None = None
    robots: dict[str, Any] | None = None
    # Training, use as AI input, search: allowed | refused | not stated, with the
    # statement that decided it, for the pages read (sitebrief/robots/aiprefs.py).
    ai_preferences: dict[str, Any] | None = None
    fetches: list[dict[str, Any]] = field(default_factory=list)
    agent: str = ""
    briefed_at: str = ""  # when this record was made
    # Against the previous record (-a previous=): new | unchanged | changed |
    # unreachable, the kinds that changed, last_success_at, failing_since.
    change: dict[str, Any] | None = None
    # For a person, never the model: lines that address AI models ("ignore all
    # previous instructions"), left out of the pages and facts (sitebrief/rules/injection.py):
    # [{url, where, text, reason}], within SITEBRIEF_WITHHELD_BUDGET.
    withheld: list[dict[str, str]] = field(default_factory=list)
