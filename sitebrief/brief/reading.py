"""What is known about one domain while it is read, and the record built from
it — whatever happened: success, failure, deadline or crash."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field, replace
from typing import Any

from sitebrief.items import SCHEMA, Page, SiteBrief, now
from sitebrief.robots import aiprefs
from sitebrief.robots.parser import RobotsOutcome
from sitebrief.rules import injection, keyrecord, problems
from sitebrief.rules.domains import Target, display


@dataclass
class Reading:
    target: Target
    fetches: list[dict[str, Any]] = field(default_factory=list)
    failure: problems.Problem | None = None
    warnings: list[str] = field(default_factory=list)
    origin: str | None = None
    pages: list[Page] = field(default_factory=list)
    key_pages: keyrecord.KeyPages | None = None  # set when key pages were looked for
    sitemap: dict[str, Any] | None = None
    logo: str | None = None
    page_facts: dict[str, dict[str, Any]] = field(default_factory=dict)  # by page URL
    # Pages read for facts only (the legal notice, the contact page), in a fixed order.
    facts_pages: list[str] = field(default_factory=list)
    facts: dict[str, Any] = field(default_factory=dict)  # merged, within its budget
    # The robots.txt outcome of the origin the homepage was read from (or whose
    # failure is reported), as the robots middleware handed it over.
    robots: RobotsOutcome | None = None
    refused: list[dict[str, str]] = field(default_factory=list)
    content_usage_header: str | None = None  # IETF aipref, on the homepage response
    # What each page read says about AI use (headers, meta robots), by URL; and
    # the site's /llms.txt as the record keeps it, with its response's signals.
    ai_signals: dict[str, aiprefs.PageSignals] = field(default_factory=dict)
    llms_txt: dict[str, Any] | None = None
    rendered: bool = False  # the homepage needed a browser: key pages get one too
    # A re-brief: the previous record of this domain, its pages by URL, and
    # whether the homepage was as before (then its links and logo are too).
    previous: dict[str, Any] | None = None
    previous_pages: dict[str, dict[str, Any]] = field(default_factory=dict)
    change: dict[str, Any] | None = None
    # Lines that address AI models, withheld from the pages: {url, where, text, reason}.
    withheld: list[dict[str, str]] = field(default_factory=list)
    # In a re-brief, whether the homepage answered 304: then the sitemap is not
    # read again (the previous summary stands; the homepage's links did not change).
    home_unchanged: asyncio.Future[bool] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )
    # The first robots.txt outcome that lets us read: the sitemap starts from it.
    usable_robots: asyncio.Future[RobotsOutcome] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )

    def offer_robots(self, outcome: RobotsOutcome) -> None:
        """The robots middleware's listener for this brief's requests."""
        if not self.usable_robots.done() and not outcome.disallow_all:
            self.usable_robots.set_result(outcome)

    def withhold(self, url: str, entries: list[tuple[str, str, str]]) -> None:
        """Note what a page's text left out (pages arrive in any order)."""
        for where, text, reason in entries:
            self.withheld.append({"url": url, "where": where, "text": text, "reason": reason})

    def bound_withheld(self, budget: int) -> None:
        """In record order (homepage first, then key pages), each text once (its
        first page), cut to a readable length, within budget characters (as
        JSON); what is left out is counted in warnings."""
        order = {page.url: i for i, page in reversed(list(enumerate(self.pages)))}
        unique: dict[str, dict[str, str]] = {}
        for noted in sorted(self.withheld, key=lambda e: order.get(e["url"], len(order))):
            unique.setdefault(noted["text"], noted)
        self.withheld = list(unique.values())
        kept: list[dict[str, str]] = []
        size = 0
        for noted in self.withheld:
            text = noted["text"]
            if len(text) > injection.MAX_WITHHELD_CHARS:
                text = text[: injection.MAX_WITHHELD_CHARS - 1] + "…"
            entry = {**noted, "text": text}
            size += len(json.dumps(entry, ensure_ascii=False))
            if size > budget:
                break
            kept.append(entry)
        if left := len(self.withheld) - len(kept):
            self.warnings.append(
                f"{left} more lines that address AI models were withheld and are not listed."
            )
        self.withheld = kept

    def robots_field(self, token: str) -> dict[str, Any] | None:
        outcome = self.robots
        if outcome is None:
            return None
        robots = outcome.robots
        posture = robots.ai_posture() if robots else {}
        # No file at all (4xx) states no preference; a file we could not read
        # might have: then the AI fields are unknown, not empty.
        unknown = outcome.disallow_all and robots is None
        none: list[Any] | None = None if unknown else []
        return {
            "url": outcome.url,
            "outcome": outcome.outcome,
            "training_preference": posture.get(
                "training_preference", "unknown" if unknown else "none"
            ),
            "crawl_delay": robots.crawl_delay(token) if robots else None,
            "refused": sorted(self.refused, key=lambda r: (r["url"], r["rule"])),
            "sitemaps": outcome.sitemaps,
            "ai_crawlers_blocked": posture.get("ai_crawlers_blocked", none),
            "content_signals": posture.get("content_signals", none),
            "content_usage": posture.get("content_usage", none),
            "content_usage_header": self.content_usage_header,
            "licenses": [entry["url"] for entry in robots.licenses] if robots else none,
        }

    def ai_field(self, token: str) -> dict[str, Any] | None:
        """The record's ``ai_preferences``, for the pages read (and llms.txt)."""
        if self.robots is None and not self.pages:
            return None
        earlier = {
            page["url"]: page
            for page in ((self.previous or {}).get("ai_preferences") or {}).get("pages") or []
            if isinstance(page, dict) and isinstance(page.get("url"), str)
        }
        urls = [page.url for page in self.pages]
        if self.llms_txt is not None:
            urls.append(self.llms_txt["url"])
        signals = [
            self.ai_signals.get(url) or aiprefs.PageSignals.from_raw(earlier.get(url, {"url": url}))
            for url in urls
        ]
        outcome = self.robots
        robots = outcome.robots if outcome else None
        summary = aiprefs.resolve(signals, robots, outcome.url if outcome else "", token)
        summary["withheld"] = []  # the AI-input pipeline fills these two
        summary["honoured"] = None
        summary["pages"] = [s.raw() for s in signals if s.states_something()]
        return summary

    def record(self, agent: str, token: str, target: Target, line: int) -> SiteBrief:
        """The record for one input line that asked for this domain."""
        problem = None
        if target.error is not None:
            problem = problems.invalid(target.error).as_record(target.input)
        elif self.failure is not None:
            assert target.domain is not None
            problem = self.failure.as_record(display(target.domain))
        return SiteBrief(
            schema=SCHEMA,
            domain=target.domain,
            input=target.input,
            line=line,
            problem=problem,
            warnings=list(self.warnings),
            origin=self.origin,
            pages=[replace(page) for page in self.pages],  # pipelines edit pages in place
            key_pages=keyrecord.copy(self.key_pages),
            sitemap=self.sitemap,
            logo=self.logo,
            facts=self.facts,
            llms_txt=self.llms_txt,
            robots=self.robots_field(token),
            ai_preferences=self.ai_field(token),
            fetches=sorted(self.fetches, key=lambda f: (f["url"], f["fetched_at"])),
            agent=agent,
            briefed_at=now(),
            change=self.change,
            withheld=list(self.withheld),
        )
