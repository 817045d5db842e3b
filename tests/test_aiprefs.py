"""AI-usage preferences resolved for the pages read (sitebrief/robots/aiprefs.py), in
process and table-driven: every signal, the group and path rules, precedence
and combining."""

from __future__ import annotations

import pytest

from sitebrief.robots.aiprefs import PageSignals, aipref, meta_robots, resolve
from sitebrief.robots.parser import Robots

ME = "SiteBriefBot"
ROBOTS_URL = "https://acme.test/robots.txt"
HOME = "https://acme.test/"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("train-ai=n", {"train-ai": False}),
        ("train-ai=y, search=n", {"train-ai": True, "search": False}),
        ("train-ai=n;x=1", {"train-ai": False}),  # parameters are ignored
        ("train-ai", {}),  # a boolean, not a token: unknown
        ('search="n"', {}),  # a string: unknown
        ("train-ai=maybe", {}),
        ("Train-AI=n", {}),  # keys are lower case: the whole value fails to parse
        ("train-ai=y, train-ai=n", {"train-ai": False}),  # the last one counts
        ("", {}),
        ("=,;", {}),
    ],
)
def test_aipref_vocabulary(value: str, expected: dict[str, bool]) -> None:
    assert aipref(value) == expected


def prefs(robots: str = "", *pages: PageSignals, url: str = HOME) -> dict[str, object]:
    parsed = Robots(robots.encode()) if robots else None
    return resolve(list(pages) or [PageSignals(url)], parsed, ROBOTS_URL, ME)


def outcome(result: dict[str, object], use: str) -> str:
    return result[use]["preference"]  # type: ignore[index,no-any-return]


@pytest.mark.parametrize(
    ("robots", "url", "use", "expected"),
    [
        # Content-Signal (Cloudflare): the three uses.
        ("User-agent: *\nContent-Signal: ai-input=no\n", HOME, "ai_input", "refused"),
        ("User-agent: *\nContent-Signal: ai-input=yes\n", HOME, "ai_input", "allowed"),
        ("User-agent: *\nContent-Signal: search=yes, ai-train=no\n", HOME, "train", "refused"),
        ("User-agent: *\nContent-Signal: search=yes, ai-train=no\n", HOME, "search", "allowed"),
        ("User-agent: *\nContent-Signal: search=yes\n", HOME, "ai_input", "not stated"),
        # Lines before any group speak for every agent.
        ("Content-Signal: ai-input=no\nUser-agent: *\nAllow: /\n", HOME, "ai_input", "refused"),
        # Our own group replaces '*', for signals as for rules.
        (
            "User-agent: *\nContent-Signal: ai-input=no\n\nUser-agent: SiteBriefBot\nAllow: /\n",
            HOME, "ai_input", "not stated",
        ),
        (
            "User-agent: SiteBriefBot\nContent-Signal: ai-input=no\n\nUser-agent: *\nAllow: /\n",
            HOME, "ai_input", "refused",
        ),
        ("User-agent: GPTBot\nContent-Signal: ai-input=no\n", HOME, "ai_input", "not stated"),
        # Content-Usage (aipref attach): the longest matching path wins.
        ("User-agent: *\nContent-Usage: train-ai=n\n", HOME, "train", "refused"),
        (
            "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: /open/ train-ai=y\n",
            "https://acme.test/open/x", "train", "allowed",
        ),
        (
            "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: /open/ train-ai=y\n",
            "https://acme.test/closed", "train", "refused",
        ),
        ("User-agent: *\nContent-Usage: /blog/\ttrain-ai=n\n", HOME, "train", "not stated"),
        # Same path, conflicting: the most restrictive applies (vocab §7.1).
        (
            "User-agent: *\nContent-Usage: /a/ search=y\nContent-Usage: /a/ search=n\n",
            "https://acme.test/a/b", "search", "refused",
        ),
        ("User-agent: *\nContent-Usage: search=n\n", HOME, "search", "refused"),
        # Earlier drafts' terms: ai-use speaks for AI input, all/bots for every use.
        ("User-agent: *\nContent-Usage: ai-use=n\n", HOME, "ai_input", "refused"),
        ("User-agent: *\nContent-Usage: bots=n\n", HOME, "ai_input", "refused"),
        ("User-agent: *\nContent-Usage: all=n, search=y\n", HOME, "search", "allowed"),
        ("User-agent: *\nContent-Usage: all=n, search=y\n", HOME, "train", "refused"),
        ("User-agent: *\nContent-Usage: Train-AI=n\n", HOME, "train", "not stated"),
        # The __usage_ai-training group is a training preference.
        ("User-agent: __usage_ai-training\nDisallow: /\n", HOME, "train", "refused"),
        ("User-agent: __usage_ai-training\nAllow: /\n", HOME, "train", "allowed"),
        ("User-agent: *\nDisallow: /\n", HOME, "train", "not stated"),
        # AI crawlers' groups and RSL decide nothing.
        ("User-agent: GPTBot\nDisallow: /\n", HOME, "ai_input", "not stated"),
        ("License: https://acme.test/license.xml\n", HOME, "ai_input", "not stated"),
        # Any refusal wins over an allowance from another source.
        (
            "User-agent: *\nContent-Signal: ai-train=yes\nContent-Usage: train-ai=n\n",
            HOME, "train", "refused",
        ),
    ],
)  # fmt: skip
def test_robots_txt_signals(robots: str, url: str, use: str, expected: str) -> None:
    assert outcome(prefs(robots, url=url), use) == expected


@pytest.mark.parametrize(
    ("page", "use", "expected"),
    [
        (PageSignals(HOME, content_usage="train-ai=n"), "train", "refused"),
        (PageSignals(HOME, content_usage="search=y"), "search", "allowed"),
        (PageSignals(HOME, content_usage="ai-output=n"), "ai_input", "refused"),
        (PageSignals(HOME, meta_robots=["noai"]), "train", "refused"),
        (PageSignals(HOME, meta_robots=["noai"]), "ai_input", "not stated"),
        (PageSignals(HOME, meta_robots=["noimageai"]), "train", "not stated"),
        (PageSignals(HOME, meta_robots=["noindex, nofollow"]), "search", "refused"),
        (PageSignals(HOME, meta_robots=["none"]), "search", "refused"),
        (PageSignals(HOME, meta_robots=["googlebot: noindex"]), "search", "not stated"),
        (PageSignals(HOME, meta_robots=["sitebriefbot: noai"]), "train", "refused"),
        (PageSignals(HOME, x_robots_tag=["noai"]), "train", "refused"),
        (PageSignals(HOME, x_robots_tag=["max-snippet: 20, noindex"]), "search", "refused"),
        (PageSignals(HOME, x_robots_tag=["otherbot: noindex", "noai"]), "train", "refused"),
        (PageSignals(HOME, x_robots_tag=["otherbot: noindex"]), "search", "not stated"),
    ],
)
def test_page_signals(page: PageSignals, use: str, expected: str) -> None:
    assert outcome(prefs("", page), use) == expected


def test_the_source_names_file_line_and_path() -> None:
    result = prefs("User-agent: *\nAllow: /\nContent-Signal: /x/ ai-input=no\n", url=HOME + "x/y")
    assert result["ai_input"] == {
        "preference": "refused",
        "source": {
            "where": "robots.txt",
            "url": ROBOTS_URL,
            "line": 3,
            "path": "/x/",
            "value": "Content-Signal: ai-input=no",
        },
        "refused_pages": [HOME + "x/y"],
    }


def test_over_the_pages_read_a_refusal_wins_and_names_its_pages() -> None:
    pages = [PageSignals(HOME), PageSignals(HOME + "about", content_usage="ai-use=n")]
    result = prefs("User-agent: *\nContent-Signal: ai-input=yes\n", *pages)
    assert result["ai_input"]["preference"] == "refused"  # type: ignore[index]
    assert result["ai_input"]["refused_pages"] == [HOME + "about"]  # type: ignore[index]
    assert result["ai_input"]["source"]["where"] == "Content-Usage header"  # type: ignore[index]


def test_no_robots_and_no_signals_state_nothing() -> None:
    result = prefs()
    assert [outcome(result, use) for use in ("train", "ai_input", "search")] == ["not stated"] * 3


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ('<head><meta name="robots" content="noai, noimageai"></head>', ["noai, noimageai"]),
        ("<head><META NAME='Robots' CONTENT='noindex'></head>", ["noindex"]),
        ('<head><meta content="noai" name="GoogleBot"></head>', ["googlebot: noai"]),
        ('<head><meta name="description" content="noai"></head>', []),
        ('<head></head><body><meta name="robots" content="noai"></body>', []),  # head only
        ('<meta name="robots" content="">', []),
    ],
)
def test_meta_robots(html: str, expected: list[str]) -> None:
    assert meta_robots(html) == expected


def test_page_signals_round_trip_through_a_record() -> None:
    page = PageSignals(HOME, "train-ai=n", ["noai"], ["noindex"])
    assert PageSignals.from_raw(page.raw()) == page
    assert not PageSignals(HOME).states_something()
