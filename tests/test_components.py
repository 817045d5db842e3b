"""Components in-process, table-driven, the way Scrapy tests its own: the
robots.txt outcome of each kind of answer, and the item pipelines (budgets,
the empty-site check). The crawls that exercise them end to end are in
test_robotstxt.py and test_brief.py."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest
from scrapy import Request
from scrapy.exceptions import IgnoreRequest
from scrapy.utils.test import get_crawler

from sitebrief.items import Page, SiteBrief
from sitebrief.pipelines.budget import BudgetPipeline
from sitebrief.pipelines.emptysite import EmptySitePipeline
from sitebrief.robots.parser import RobotsOutcome, outcome_of

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


# --- retries: what a 429 or 503 makes of the site's download slot -----------------

NOW = 1000.0  # the middleware's clock, fixed: the hold is asserted, not waited out


@pytest.mark.parametrize(
    ("status", "retry_after", "retried", "lastseen", "stat"),
    [
        # Within the cap: retried once, and the slot holds every request to the
        # site (the retry included) until Retry-After has passed.
        (503, b"2", True, NOW + 2, None),
        (429, b"2", True, NOW + 2, None),
        (429, b"0", True, NOW, None),
        # Beyond the cap (SITEBRIEF_MAX_RETRY_AFTER=30): not retried, the site
        # still held for the cap.
        (429, b"3600", False, NOW + 30, "retry/throttled_not_retried/429"),
        # 429 without a readable Retry-After slows the site but is not retried.
        (429, None, False, 0, "retry/throttled_not_retried/429"),
        (429, b"soon", False, 0, "retry/throttled_not_retried/429"),
    ],
)
def test_a_throttling_answer_holds_and_slows_the_sites_slot(
    monkeypatch: pytest.MonkeyPatch,
    *,
    status: int,
    retry_after: bytes | None,
    retried: bool,
    lastseen: float,
    stat: str | None,
) -> None:

    from scrapy import Spider
    from scrapy.core.downloader import Slot
    from scrapy.http import Response

    from sitebrief.middlewares import retry

    monkeypatch.setattr(retry, "monotonic", lambda: NOW)
    crawler = get_crawler(
        Spider, {"SITEBRIEF_MAX_RETRY_AFTER": 30, "SITEBRIEF_MAX_CRAWL_DELAY": 10}
    )
    crawler.spider = Spider.from_crawler(crawler, name="t")
    slot = Slot(concurrency=1, delay=0.5, jitter=0)
    crawler.engine = SimpleNamespace(  # type: ignore[assignment]
        downloader=SimpleNamespace(slots={"acme.test": slot}, get_slot_key=lambda r: "acme.test")
    )
    middleware = retry.RetryMiddleware(crawler)
    request = Request("https://acme.test/", meta={"download_latency": 0.1})
    headers = {"Retry-After": retry_after} if retry_after is not None else {}
    answer = Response(request.url, status=status, headers=headers, request=request)
    out = asyncio.run(middleware.process_response(request, answer))
    assert isinstance(out, Request) is retried
    if retried:
        assert isinstance(out, Request) and out.meta["retry_times"] == 1
    assert slot.lastseen == lastseen
    assert slot.delay == 1.0  # doubled for the rest of the run
    assert crawler.stats is not None
    assert crawler.stats.get_value("retry/slowed_down") == 1
    if stat is not None:
        assert crawler.stats.get_value(stat) == 1


def test_a_503_without_retry_after_leaves_the_slot_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 503 that names no time is an ordinary error (not retried here: 503 is
    not in RETRY_HTTP_CODES), not a request to slow down."""

    from scrapy import Spider
    from scrapy.core.downloader import Slot
    from scrapy.http import Response

    from sitebrief.middlewares import retry

    monkeypatch.setattr(retry, "monotonic", lambda: NOW)
    crawler = get_crawler(Spider, {"RETRY_HTTP_CODES": [500]})
    crawler.spider = Spider.from_crawler(crawler, name="t")
    slot = Slot(concurrency=1, delay=0.5, jitter=0)
    crawler.engine = SimpleNamespace(  # type: ignore[assignment]
        downloader=SimpleNamespace(slots={"acme.test": slot}, get_slot_key=lambda r: "acme.test")
    )
    request = Request("https://acme.test/")
    answer = Response(request.url, status=503, request=request)
    out = asyncio.run(retry.RetryMiddleware(crawler).process_response(request, answer))
    assert out is answer
    assert (slot.delay, slot.lastseen) == (0.5, 0)


# --- the robots.txt middleware: each fetch outcome, through a fake downloader -------


def _answer(status: int, body: str = "", location: str | None = None) -> Any:
    return ("answer", status, body, location)


def _fails(exc: BaseException) -> Any:
    return ("fails", exc)


REDIRECT = _answer(301, location="/elsewhere.txt")


@pytest.mark.parametrize(
    ("answers", "outcome", "blocked", "fetches", "failure"),
    [
        ([_answer(200, "User-agent: *\nDisallow: /private\n")], "parsed", None, 1, None),
        ([_answer(200, "User-agent: SiteBriefBot\nDisallow: /\n")], "parsed", "Disallow: /", 1, None),
        ([_answer(404, "User-agent: *\nDisallow: /\n")], "allow_all (HTTP 404)", None, 1, None),
        ([_answer(401)], "allow_all (HTTP 401)", None, 1, None),
        ([_answer(429)], "disallow_all (HTTP 429)", "(robots.txt disallow_all (HTTP 429))", 1, None),
        ([_answer(503)], "disallow_all (HTTP 503)", "(robots.txt disallow_all (HTTP 503))", 1, None),
        # A 3xx without a Location is an answer, not a hop (RFC 9309: 4xx-like here).
        ([_answer(301)], "allow_all (HTTP 301)", None, 1, None),
        # Five hops are followed; the target's rules apply.
        ([REDIRECT] * 5 + [_answer(200, "User-agent: *\nDisallow: /\n")], "parsed", "Disallow: /", 6, None),
        # A sixth is not: unavailable, allow all (§2.3.1.2).
        ([REDIRECT] * 6, "allow_all (too many redirects)", None, 6, None),
        # No answer (DNS, refused, timeout, a refusal of ours): disallow all, with the cause.
        ([_fails(TimeoutError("took too long"))], "disallow_all (unreachable)",
         "(robots.txt disallow_all (unreachable))", 1, "TimeoutError"),
        ([_fails(IgnoreRequest("private address"))], "disallow_all (unreachable)",
         "(robots.txt disallow_all (unreachable))", 1, "IgnoreRequest"),
        # A bug while fetching is no permission either, and leaves no one waiting.
        ([_fails(RuntimeError("a bug"))], "disallow_all (unreachable)",
         "(robots.txt disallow_all (unreachable))", 1, "bug"),
    ],
)  # fmt: skip
def test_robots_middleware_outcome_of_each_fetch(
    answers: list[Any], outcome: str, blocked: str | None, fetches: int, failure: str | None
) -> None:
    from scrapy.http import Response

    from sitebrief.errors import RobotsDisallowed
    from sitebrief.keys import ROBOTS_OUTCOME
    from sitebrief.middlewares.robotstxt import RobotsTxtMiddleware

    asked: list[str] = []
    script = iter(answers)

    async def download_async(request: Request) -> Response:
        asked.append(request.url)
        what = next(script)
        if what[0] == "fails":
            raise what[1]
        _, status, body, location = what
        headers = {"Location": location} if location else {}
        return Response(request.url, status=status, headers=headers, body=body.encode())

    crawler = get_crawler()
    crawler.engine = SimpleNamespace(  # type: ignore[assignment]
        download_async=download_async,
        downloader=SimpleNamespace(slots={}, get_slot_key=lambda r: "acme.test"),
    )
    middleware = RobotsTxtMiddleware(crawler)

    async def check(url: str) -> RobotsDisallowed | None:
        request = Request(url)
        try:
            await middleware.process_request(request)
        except RobotsDisallowed as refusal:
            assert refusal.outcome is request.meta[ROBOTS_OUTCOME]
            return refusal
        return None

    async def both() -> tuple[RobotsDisallowed | None, RobotsDisallowed | None]:
        return await check("https://acme.test/"), await check("https://acme.test/about")

    home, about = asyncio.run(both())
    got = middleware._outcomes[("https", "acme.test", 443)]
    assert isinstance(got, RobotsOutcome) and got.outcome == outcome
    assert (home.rule if home else None) == blocked
    assert (about is None) == (home is None)  # the same outcome for the second request
    assert asked[0] == "https://acme.test/robots.txt"
    assert len(asked) == fetches  # one fetch shared by both requests
    assert crawler.stats is not None
    assert crawler.stats.get_value("robotstxt/request_count") == fetches
    # A download error is counted by type and is the outcome's cause; a bug is
    # the cause too, but is logged as one, not counted as the site's failure.
    counted = {k for k in crawler.stats.get_stats() if k.startswith("robotstxt/exception_count/")}
    assert counted == (
        {f"robotstxt/exception_count/{failure}"} if failure not in (None, "bug") else set()
    )
    assert (got.cause is not None) == (failure is not None)


@pytest.mark.parametrize(
    "request_",
    [
        Request("https://acme.test/", meta={"dont_obey_robotstxt": True}),
        Request("data:,x"),  # not a web address: no robots.txt to ask
    ],
)
def test_robots_middleware_asks_nothing_for(request_: Request) -> None:
    from sitebrief.middlewares.robotstxt import RobotsTxtMiddleware

    async def download_async(request: Request) -> None:
        raise AssertionError(f"fetched {request.url}")

    crawler = get_crawler()
    crawler.engine = SimpleNamespace(download_async=download_async)  # type: ignore[assignment]
    middleware = RobotsTxtMiddleware(crawler)
    assert asyncio.run(middleware.process_request(request_)) is None
    assert middleware._outcomes == {}


# --- the dedupe pipeline: a page loses what an earlier page keeps ------------------

A, B, C = "a" * 40, "b" * 40, "c" * 40  # 41 characters each with a newline


@pytest.mark.parametrize(
    ("settings", "pages", "texts"),
    [
        # The site's chrome is read once, on the homepage.
        ({}, [page("home", f"Menu\n{A}"), page("about", f"Menu\n{B}")], [f"Menu\n{A}", B]),
        # A line the homepage's budget cut still reaches the record from a key page.
        ({"SITEBRIEF_HOME_BUDGET": 45}, [page("home", f"{A}\n{B}"), page("about", f"{B}\n{C}")],
         [f"{A}\n{B}", f"{B}\n{C}"]),
        # A thin page (dropped later) carries nothing: the next page keeps its line.
        ({"SITEBRIEF_MIN_PAGE_CHARS": 60},
         [page("home", A), page("about", B), page("pricing", f"{B}\n{C}")],
         [A, B, f"{B}\n{C}"]),
        # Repetition inside one page stays: it is that page's structure.
        ({}, [page("home", A), page("pricing", f"{B}\n{B}")], [A, f"{B}\n{B}"]),
        # Pages in record order: a key page never takes a line from the homepage.
        ({}, [page("home", f"{A}\n{B}"), page("about", A)], [f"{A}\n{B}", ""]),
    ],
)  # fmt: skip
def test_dedupe(settings: dict[str, Any], pages: list[Page], texts: list[str]) -> None:
    from sitebrief.pipelines.dedupe import DedupePipeline

    item = run(DedupePipeline(get_crawler(settings_dict=settings)), brief(*pages))
    assert [p.text for p in item.pages] == texts


@pytest.mark.parametrize(
    ("extraction", "text", "chars", "outcome"),
    [
        # Long enough before the dedupe took its lines: an earlier page states it.
        ("main", "x", 500, "repeated"),
        # Too short of its own, whatever the dedupe did.
        ("main", "x", 5, "thin"),
        ("full", "x", 500, "thin"),
    ],
)
def test_a_dropped_key_page_says_why(extraction: str, text: str, chars: int, outcome: str) -> None:
    about = page("about", text)
    about.chars, about.extraction = chars, extraction
    item = brief(page("home", LINE), about)
    item.key_pages = {"about": [{"url": about.url, "outcome": "read"}]}
    crawler = get_crawler(settings_dict={"SITEBRIEF_MIN_PAGE_CHARS": 100})
    out = run(BudgetPipeline(crawler), item)
    assert [p.kind for p in out.pages] == ["home"]
    assert out.key_pages == {"about": [{"url": about.url, "outcome": outcome}]}
    assert crawler.stats is not None
    assert crawler.stats.get_value("brief/page_dropped/thin") == 1
