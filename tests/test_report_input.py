"""`scrapy report` reads an untrusted feed, end to end through the real command:
one ill-typed line is listed as malformed (with its line) and the others are
reported; the report never writes through a link planted in NAME_briefs/;
a negative --split-at is refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.crawl import ROOT


def scrapy_report(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scrapy", "report", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def brief(domain: str, **fields: Any) -> dict[str, Any]:
    return {
        "schema": 2, "domain": domain, "input": domain, "line": 1, "problem": None,
        "warnings": [], "origin": f"https://{domain}/",
        "pages": [{"url": f"https://{domain}/", "kind": "home", "title": domain,
                   "text": "We make things.", "chars": 15, "status": 200}],
        "sitemap": {"urls": 2, "sections": [{"path": "/", "urls": 2}]}, "logo": None,
        "facts": {}, "robots": None,
        "fetches": [{"url": f"https://{domain}/", "status": 200,
                     "fetched_at": "2026-12-01T10:00:00+00:00"},
                    {"url": f"https://{domain}/about", "status": 200,
                     "fetched_at": "2026-12-01T10:00:02+00:00"}],
        **fields,
    }  # fmt: skip


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


ILL_TYPED = [
    json.dumps(brief("bad.test", pages="abc")),
    json.dumps(brief("bad.test", pages=[{"kind": "home", "chars": "12x"}])),
    json.dumps(brief("bad.test", pages=[{"kind": "home", "chars": 1}])).replace(
        '"chars": 1', '"chars": 1e999'
    ),
    json.dumps(brief("bad.test", pages=[{"kind": "home", "chars": 10**30}])),
    json.dumps(brief("bad.test", fetches=7)),
    json.dumps(brief("bad.test", sitemap={"urls": 3, "sections": [{"path": "/", "urls": "many"}]})),
    json.dumps(brief("bad.test", robots={"refused": "all"})),
    json.dumps(brief("bad.test", problem="down")),
    '{"domain": "bad.test", "facts": ' + nested(100_000) + "}",
    "[1, 2, 3]",
    "{not json",
]


@pytest.mark.parametrize("line", ILL_TYPED, ids=range(len(ILL_TYPED)))
def test_an_ill_typed_line_is_listed_as_malformed(line: str, tmp_path: Path) -> None:
    feed = tmp_path / "briefs.jsonl"
    good = [json.dumps(brief("first.test")), json.dumps(brief("last.test"))]
    feed.write_text("\n".join([good[0], line, good[1]]) + "\n")
    out = tmp_path / "report.html"
    done = scrapy_report(str(feed), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == f"Wrote {out} (2 briefs, 1 malformed line(s) listed)"
    html = out.read_text()
    assert "first.test" in html and "last.test" in html
    assert '<tr data-kind="malformed"><td>line 2</td>' in html


def test_odd_but_well_typed_records_are_still_briefs(tmp_path: Path) -> None:
    """Naive and aware times mixed (naive ones are taken as UTC), a lone surrogate."""
    record = brief("mixed.test")
    record["fetches"][0]["fetched_at"] = "2026-12-01T10:00:00"
    surrogate = json.dumps(brief("surrogate.test", warnings=["x"])).replace('"x"', '"\\ud800"')
    feed = tmp_path / "briefs.jsonl"
    feed.write_text(json.dumps(record) + "\n" + surrogate + "\n")
    out = tmp_path / "report.html"
    done = scrapy_report(str(feed), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == f"Wrote {out} (2 briefs)"
    assert "mixed.test</a> — 2.0 s" in out.read_text()


def test_a_negative_split_is_refused(tmp_path: Path) -> None:
    feed = tmp_path / "briefs.jsonl"
    feed.write_text(json.dumps(brief("a.test")) + "\n")
    done = scrapy_report(str(feed), "-o", str(tmp_path / "r.html"), "--split-at", "-1")
    assert done.returncode == 2
    assert "--split-at must be zero or more, not -1" in done.stderr
    assert not (tmp_path / "r.html").exists()


@pytest.mark.parametrize("link", ["symlink", "hardlink"])
def test_a_link_planted_in_the_briefs_folder_is_not_written_through(
    link: str, tmp_path: Path
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("someone else's file")
    folder = tmp_path / "report_briefs"
    folder.mkdir()
    planted = folder / "brief-1.html"
    if link == "symlink":
        planted.symlink_to(victim)
    else:
        os.link(victim, planted)
    feed = tmp_path / "briefs.jsonl"
    feed.write_text(json.dumps(brief("a.test")) + "\n")
    done = scrapy_report(str(feed), "-o", str(tmp_path / "report.html"), "--split-at", "0")
    assert done.returncode == 0, done.stderr
    assert victim.read_text() == "someone else's file"
    assert not planted.is_symlink() and "a.test" in planted.read_text()


def test_a_briefs_folder_that_is_a_link_is_refused(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "report_briefs").symlink_to(elsewhere)
    feed = tmp_path / "briefs.jsonl"
    feed.write_text(json.dumps(brief("a.test")) + "\n")
    done = scrapy_report(str(feed), "-o", str(tmp_path / "report.html"), "--split-at", "0")
    assert done.returncode == 1
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"sitebrief: {tmp_path / 'report_briefs'} is not a folder of ours")
    assert list(elsewhere.iterdir()) == []
