"""Components in-process, table-driven, the way Scrapy tests its own: the
robots.txt outcome of each kind of answer, and the item pipelines (budgets,
the empty-site check). The crawls that exercise them end to end are in
test_robotstxt.py and test_brief.py."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from scrapy.utils.test import get_crawler

from sitebrief.items import Page, SiteBrief
from sitebrief.pipelines.budget import BudgetPipeline
from sitebrief.pipelines.emptysite import EmptySitePipeline
from sitebrief.robots.parser import outcome_of

ORIGIN = ("https", "acme.test", 443)
URL = "https://acme.test/robots.txt"


@pytest.mark.parametrize(
    ("status", "outcome", "disallow_all", "allows_home"),
    [
        (200, "parsed", False, False),  # the body says Disallow: /
        (204, "parsed", False, False),
        (400, "allow_all (HTTP 400)", False, True),  # RFC 9309 §2.3.1.3: unavailable
        (401, "allow_all (HTTP 401)", False, True),
        (403, "allow_all (HTTP 403)", False, True),
        (404, "allow_all (HTTP 404)", False, True),
        (410, "allow_all (HTTP 410)", False, True),
        (429, "disallow_all (HTTP 429)", True, False),  # as Google reads it
        (500, "disallow_all (HTTP 500)", True, False),  # §2.3.1.4: unreachable
        (503, "disallow_all (HTTP 503)", True, False),
        (599, "disallow_all (HTTP 599)", True, False),
    ],
)
def test_robots_outcome_of_each_answer(
    status: int, outcome: str, disallow_all: bool, allows_home: bool
) -> None:
    got = outcome_of(ORIGIN, URL, status, b"User-agent: *\nDisallow: /\n", 512 * 1024)
    assert (got.outcome, got.disallow_all, got.status) == (outcome, disallow_all, status)
    assert (got.robots is not None) == (200 <= status < 300)
    if got.robots is not None:
        assert got.robots.allowed("https://acme.test/", "SiteBriefBot") is allows_home


def test_robots_2xx_is_parsed_to_the_byte_cap() -> None:
    body = b"User-agent: *\n" + b"# padding\n" * 100 + b"Disallow: /late\n"
    assert (
        outcome_of(ORIGIN, URL, 200, body, 10_000).robots.allowed(  # type: ignore[union-attr]
            "https://acme.test/late", "SiteBriefBot"
        )
        is False
    )
    assert (
        outcome_of(ORIGIN, URL, 200, body, 100).robots.allowed(  # type: ignore[union-attr]
            "https://acme.test/late", "SiteBriefBot"
        )
        is True
    )


def page(kind: str, text: str) -> Page:
    return Page(
        url=f"https://acme.test/{kind}", kind=kind, title=None, description=None,
        text=text, chars=len(text), status=200, fetched_at="",
    )  # fmt: skip


def brief(*pages: Page) -> SiteBrief:
    return SiteBrief(schema=3, domain="acme.test", input="acme.test", line=1, pages=list(pages))


def run(pipeline: Any, item: SiteBrief) -> SiteBrief:
    return asyncio.run(pipeline.process_item(item))  # type: ignore[no-any-return]


LINE = "x" * 49  # with its newline, 50 characters


@pytest.mark.parametrize(
    ("settings", "pages", "kept"),
    [
        # Each page has its own budget, cut at whole lines.
        ({"SITEBRIEF_HOME_BUDGET": 120}, [page("home", "\n".join([LINE] * 4))], {"home": 2}),
        (
            {"SITEBRIEF_PAGE_BUDGET": 60},
            [page("home", LINE), page("about", "\n".join([LINE] * 3))],
            {"home": 1, "about": 1},
        ),
        # A key page under the bar is dropped, not kept thin; the homepage never is.
        (
            {"SITEBRIEF_MIN_PAGE_CHARS": 100},
            [page("home", "short"), page("about", LINE)],
            {"home": 1},
        ),
        (
            {"SITEBRIEF_MIN_PAGE_CHARS": 10},
            [page("home", "short"), page("about", LINE)],
            {"home": 1, "about": 1},
        ),
    ],
)
def test_budgets(settings: dict[str, Any], pages: list[Page], kept: dict[str, int]) -> None:
    item = run(BudgetPipeline(get_crawler(settings_dict=settings)), brief(*pages))
    assert {p.kind: len(p.text.split("\n")) for p in item.pages} == kept
    assert all(p.chars == len(p.text) for p in item.pages)


@pytest.mark.parametrize(
    ("chars", "texts", "kind"),
    [
        (300, ["a" * 299], "empty"),
        (300, ["a" * 150, "b" * 149], "empty"),  # counted over all pages
        (300, ["a" * 300], None),
        (0, ["a"], None),
    ],
)
def test_empty_site(chars: int, texts: list[str], kind: str | None) -> None:
    crawler = get_crawler(settings_dict={"SITEBRIEF_EMPTY_SITE_CHARS": chars})
    pages = [page("home" if i == 0 else "about", t) for i, t in enumerate(texts)]
    item = run(EmptySitePipeline(crawler), brief(*pages))
    assert (item.problem or {}).get("kind") == kind
    if kind:
        assert (
            item.problem is not None and "acme.test has almost no text" in item.problem["message"]
        )


def test_an_item_with_a_problem_is_never_judged_empty() -> None:
    item = brief(page("home", "x"))
    item.problem = {"kind": "blocked", "message": "", "detail": ""}
    out = run(EmptySitePipeline(get_crawler()), item)
    assert out.problem is not None and out.problem["kind"] == "blocked"
