"""/llms.txt parsing (sitebrief/rules/llmstxt.py), in process and table-driven."""

from __future__ import annotations

import json

import pytest

from sitebrief.rules.keypages import Link
from sitebrief.rules.llmstxt import add_full, candidate_links, full_url, is_llms_txt, parse, whole

URL = "https://acme.test/llms.txt"
SAMPLE = b"""# Acme

> Anvils for smiths.
> Since 1920.

Ask us about schools.

## Docs

- [About us](/about): who we are
- [Pricing](https://acme.test/pricing.html.md)
* [Guide](<guide.md> "Title"): with a title
- not a link
- [Elsewhere](https://other.test/x): another site

### a sub-heading is no section

## Optional

- [Everything](/llms-full.txt)
"""


@pytest.mark.parametrize(
    ("content_type", "body", "expected"),
    [
        ("text/plain", b"# Acme\n", True),
        ("text/markdown; charset=utf-8", b"\xef\xbb\xbf# Acme\n", True),
        ("", b"\n\n# Acme\n", True),
        ("text/html", b"# Acme\n", False),  # an app's shell, whatever it says
        ("text/plain", b"<!doctype html><html># Acme", False),
        ("text/plain", b"  <html><body>", False),
        ("text/plain", b"Acme makes anvils.\n", False),  # no "# " title
        ("text/plain", b"#Acme\n", False),
        ("text/plain", b"## Acme\n", False),
        ("application/xml", b"# Acme", False),
    ],
)
def test_what_counts_as_llms_txt(content_type: str, body: bytes, expected: bool) -> None:
    assert is_llms_txt(content_type, body) is expected


def test_parse_as_llmstxt_org_says() -> None:
    record = parse(SAMPLE, URL, 10_000)
    assert record["title"] == "Acme"
    assert record["summary"] == "Anvils for smiths. Since 1920."
    assert record["details"] == ["Ask us about schools."]
    docs, optional = record["sections"]
    assert (docs["name"], docs["optional"], optional["name"], optional["optional"]) == (
        "Docs", False, "Optional", True,
    )  # fmt: skip
    assert docs["links"] == [
        {"title": "About us", "url": "https://acme.test/about", "note": "who we are"},
        {"title": "Pricing", "url": "https://acme.test/pricing.html.md", "note": None},
        {"title": "Guide", "url": "https://acme.test/guide.md", "note": "with a title"},
        {"title": "Elsewhere", "url": "https://other.test/x", "note": "another site"},
    ]
    assert record["partial"] is False
    assert full_url(record) == "https://acme.test/llms-full.txt"


@pytest.mark.parametrize("budget", [200, 300, 400, 600])
def test_the_budget_holds_and_cuts_in_file_order(budget: int) -> None:
    record = parse(SAMPLE, URL, budget)
    assert len(json.dumps(record, ensure_ascii=False)) <= budget + 40  # the "partial" flag
    assert record["partial"] is True
    full = parse(SAMPLE, URL, 10_000)
    kept = [link["title"] for s in record["sections"] for link in s["links"]]
    every = [link["title"] for s in full["sections"] for link in s["links"]]
    assert kept == every[: len(kept)]


def test_lines_the_withholding_rules_refuse_stay_out() -> None:
    record = parse(SAMPLE, URL, 10_000, keep_line=lambda line: "schools" not in line)
    assert record["details"] == []
    assert record["summary"] == "Anvils for smiths. Since 1920."


def test_llms_full_txt_shares_the_budget() -> None:
    record = parse(SAMPLE, URL, 1200)
    body = "\n".join(f"Line {i} of everything." for i in range(200)).encode()
    add_full(record, "https://acme.test/llms-full.txt", body, 1200)
    assert record["full"]["partial"] is True
    assert record["full"]["text"].startswith("Line 0 of everything.\nLine 1")
    assert len(json.dumps(record, ensure_ascii=False)) <= 1200


def test_candidate_links_are_same_site_pages() -> None:
    record = parse(SAMPLE, URL, 10_000)
    assert candidate_links(record, ("acme.test",)) == [
        Link("https://acme.test/about", "About us", "body"),
        Link("https://acme.test/pricing.html", "Pricing", "body"),  # .md: the page itself
        Link("https://acme.test/guide", "Guide", "body"),
        Link("https://acme.test/llms-full.txt", "Everything", "body"),
    ]


def test_hostile_input_never_crashes() -> None:
    for body in (b"# \xff\xfe\n> \x00\n## \n- [](\n- [a](", b"# A\n" + b"- [x](/y)\n" * 50_000):
        record = parse(body, URL, 4000)
        assert len(json.dumps(record, ensure_ascii=False)) <= 4100


@pytest.mark.parametrize(
    ("body", "cut", "expected"),
    [
        (b"# A\n- [x](/y)\n- [hal", True, b"# A\n- [x](/y)\n"),
        (b"# A\n- [x](/y)\n- [hal", False, b"# A\n- [x](/y)\n- [hal"),
        (b"# A half", True, b""),
    ],
)
def test_a_body_read_to_the_cap_keeps_whole_lines(body: bytes, cut: bool, expected: bytes) -> None:
    assert whole(body, cut) == expected
