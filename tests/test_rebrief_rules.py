"""The re-brief rules in-process, table-driven (sitebrief/rules/rebrief.py):
what ``change`` says given the previous record, which pages and sitemap files
are asked for conditionally. The crawls that exercise them end to end are in
test_rebrief.py; what a malformed previous record does is test_previous.py."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from scrapy.http import Headers

from sitebrief.rules import rebrief

NOW, THEN, EARLIER = "2026-12-01T10:00:00Z", "2026-11-01T10:00:00Z", "2026-10-01T10:00:00Z"
HOME, ABOUT = "https://acme.test/", "https://acme.test/about"


def read(kind: str, url: str, unchanged: bool | None = True) -> Any:
    """A page as this brief read it (what ``change`` looks at)."""
    return SimpleNamespace(kind=kind, url=url, unchanged=unchanged)


def before(*pages: tuple[str, str], problem: bool = False, **change: Any) -> dict[str, Any]:
    """A previous record, briefed THEN."""
    return {
        "briefed_at": THEN,
        "problem": {"kind": "timeout"} if problem else None,
        "pages": [{"kind": kind, "url": url} for kind, url in pages],
        **({"change": change} if change else {}),
    }


OK = before(("home", HOME), ("about", ABOUT))


@pytest.mark.parametrize(
    ("pages", "failed", "previous", "status", "changed", "last_success", "failing_since"),
    [
        # No previous record: new, a success or a failure from now on.
        ([read("home", HOME)], False, None, "new", [], NOW, None),
        ([], True, None, "new", [], None, NOW),
        # Every page answered 304 (or the same text) at the same URL: unchanged.
        ([read("home", HOME), read("about", ABOUT)], False, OK, "unchanged", [], NOW, None),
        # A page whose text changed, one at a new URL, one new kind, one gone.
        ([read("home", HOME), read("about", ABOUT, False)], False, OK, "changed", ["about"], NOW, None),
        ([read("home", HOME), read("about", ABOUT + "-us")], False, OK, "changed", ["about"], NOW, None),
        ([read("home", HOME), read("about", ABOUT), read("pricing", HOME + "pricing")], False, OK,
         "changed", ["pricing"], NOW, None),
        ([read("home", HOME)], False, OK, "changed", ["about"], NOW, None),
        # Back after a failure: changed, though every page is as it was.
        ([read("home", HOME)], False, before(("home", HOME), problem=True), "changed", [], NOW, None),
        # Failing now: unreachable since now, last success the previous brief...
        ([], True, OK, "unreachable", [], THEN, NOW),
        # ...or, when it was failing already, since it first failed.
        ([], True, before(problem=True, last_success_at=EARLIER, failing_since=THEN),
         "unreachable", [], EARLIER, THEN),
        # A previous failure that says no more: failing since now, no success known.
        ([], True, before(problem=True), "unreachable", [], None, NOW),
        # Failing again after a success: since now, not since an older failure.
        ([], True, before(("home", HOME), last_success_at=THEN, failing_since=EARLIER),
         "unreachable", [], THEN, NOW),
    ],
)  # fmt: skip
def test_change(
    pages: list[Any],
    failed: bool,
    previous: dict[str, Any] | None,
    *,
    status: str,
    changed: list[str],
    last_success: str | None,
    failing_since: str | None,
) -> None:
    got = rebrief.change(pages, failed, previous, NOW)
    assert got == {
        "status": status,
        "previous_at": None if previous is None else THEN,
        "changed": changed,
        "last_success_at": last_success,
        "failing_since": failing_since,
    }


@pytest.mark.parametrize(
    ("record", "urls"),
    [
        (None, []),
        (OK, [HOME, ABOUT]),
        # A failed brief's pages are no basis for a 304.
        (before(("home", HOME), problem=True), []),
        ({"problem": None, "pages": None}, []),
    ],
)
def test_pages_asked_conditionally(record: dict[str, Any] | None, urls: list[str]) -> None:
    assert list(rebrief.pages_by_url(record)) == urls


@pytest.mark.parametrize(
    ("headers", "found"),
    [
        ({"ETag": '"v1"', "Last-Modified": "Sun, 01 Nov 2026 10:00:00 GMT"},
         {"etag": '"v1"', "last_modified": "Sun, 01 Nov 2026 10:00:00 GMT"}),
        ({"ETag": 'W/"v1"'}, {"etag": 'W/"v1"'}),
        ({"Content-Type": "text/html"}, {}),
        ({"ETag": ""}, {}),
    ],
)  # fmt: skip
def test_validators_of_a_response(headers: dict[str, str], found: dict[str, str]) -> None:
    assert rebrief.validators(Headers(headers)) == found


SOURCES = ["https://acme.test/sitemap.xml", "https://acme.test/sitemap-1.xml"]
BOTH = {SOURCES[0]: {"etag": '"a"'}, SOURCES[1]: {"last_modified": "Sun, 01 Nov 2026 10:00:00 GMT"}}


@pytest.mark.parametrize(
    ("summary", "asked"),
    [
        ({"sources": SOURCES, "validators": BOTH}, BOTH),
        # One file without validators: the sitemap is read again, all of it.
        ({"sources": SOURCES, "validators": {SOURCES[0]: {"etag": '"a"'}}}, {}),
        ({"sources": SOURCES, "validators": {**BOTH, SOURCES[1]: {"etag": ""}}}, {}),
        ({"sources": SOURCES}, {}),
        ({"sources": [], "validators": {}}, {}),
        (None, {}),
        ("garbage", {}),
        ({"sources": [1], "validators": BOTH}, {}),
    ],
)  # fmt: skip
def test_sitemap_asked_conditionally_only_when_every_file_can_be(
    summary: Any, asked: dict[str, Any]
) -> None:
    assert rebrief.sitemap_validators(summary) == asked
