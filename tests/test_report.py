"""``scrapy report``: the real command, and the report opened in a real headless
Chromium — no console errors, no script from the records runs, nothing
outside the file is requested."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from sitebrief.net.browser import chromium_path
from sitebrief.report import html as report
from sitebrief.rules.problems import KINDS
from tests.crawl import ROOT

HOSTILE = {
    "schema": 2,
    "domain": "<script>window.__pwned=1</script>evil.test",
    "input": "evil.test\"><img src=x onerror='window.__pwned=2'>",
    "line": 99,
    "problem": None,
    "warnings": ["<b onmouseover='window.__pwned=3'>hover</b>"],
    "origin": "javascript:window.__pwned=4",
    "pages": [
        {
            "url": 'https://evil.test/" onclick="window.__pwned=5',
            "kind": "home",
            "title": "<img src=x onerror=window.__pwned=6>",
            "description": None,
            "text": "</pre><script>window.__pwned=7</script><iframe src='https://tracker.test/'>",
            "chars": 80,
            "status": 200,
            "fetched_at": "2026-12-01T10:00:00.000Z",
            "rendered": False,
            "extraction": "main",
        }
    ],
    "sitemap": {"urls": 3, "sections": [{"path": "/<svg onload=window.__pwned=8>", "urls": 3}]},
    "logo": "javascript:window.__pwned=9//\"'><img src=https://tracker.test/pixel.png>",
    "facts": {"organization": {"name": "<script>window.__pwned=10</script>"}},
    "robots": {
        "url": "https://tracker.test/robots.txt",
        "outcome": "parsed",
        "training_preference": "against",
        "refused": [{"url": "<x>", "rule": "Disallow: </code><script>window.__pwned=11</script>"}],
    },
    "fetches": [
        {
            "url": "https://tracker.test/beacon",
            "status": 200,
            "error": None,
            "bytes": 1,
            "fetched_at": "2026-12-01T10:00:03.000Z",
        }
    ],
    "agent": "SiteBriefBot",
}


def record(domain: str, kind: str | None, line: int) -> dict[str, Any]:
    problem = (
        None
        if kind is None
        else {"kind": kind, "message": f"{domain} had a {kind} problem.", "detail": kind}
    )
    pages = (
        []
        if kind
        else [
            {
                "url": f"https://{domain}/",
                "kind": "home",
                "title": domain,
                "description": None,
                "text": "# Hello\nWe make things.",
                "chars": 22,
                "status": 200,
                "fetched_at": "2026-12-01T10:00:00.000Z",
                "rendered": False,
                "extraction": "main",
            }
        ]
    )
    return {
        "schema": 2,
        "domain": domain,
        "input": domain,
        "line": line,
        "problem": problem,
        "warnings": [],
        "origin": None,
        "pages": pages,
        "sitemap": None,
        "logo": None,
        "facts": {},
        "robots": None,
        "fetches": [],
        "agent": "SiteBriefBot",
    }


def feed(path: Path) -> Path:
    records = [record("fine.test", None, 1)]
    records += [record(f"{kind}.test", kind, i) for i, kind in enumerate(KINDS, 2)]
    lines = [json.dumps(r) for r in [*records, HOSTILE]] + ["not json at all"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def run_report(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scrapy", "report", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_the_command_writes_a_report(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    done = run_report(str(feed(tmp_path / "briefs.jsonl")), "-o", str(out))
    assert done.returncode == 0, done.stderr
    briefs = len(KINDS) + 2  # one per kind, one without a problem, the hostile one
    assert f"Wrote {out} ({briefs} briefs, 1 malformed line(s) listed)" in done.stderr
    html = out.read_text(encoding="utf-8")
    assert "<script>window.__pwned" not in html  # shown as text, escaped
    assert 'href="javascript:' not in html
    assert "Content-Security-Policy" in html
    assert run_report(str(tmp_path / "missing.jsonl")).returncode == 2


def test_only_web_urls_become_links() -> None:
    assert report._link("javascript:alert(1)") == "javascript:alert(1)"
    assert report._link("https://a.test/?q=\"'") == (
        '<a href="https://a.test/?q=&quot;&#x27;" rel="noreferrer noopener">https://a.test/?q=&quot;&#x27;</a>'
    )


def test_a_large_feed_puts_each_brief_in_a_file_of_its_own(tmp_path: Path) -> None:
    lines = (json.dumps(record(f"site{i}.test", None, i)) for i in range(1, 1201))
    out = tmp_path / "big.html"
    seen: list[int] = []
    summary = report.write(lines, out, split_at=500, progress=seen.append)
    assert summary.briefs == 1200 and seen == [1000]
    folder = tmp_path / "big_briefs"
    assert len(list(folder.glob("brief-*.html"))) == 1200
    assert "site1.test" in (folder / "brief-1.html").read_text(encoding="utf-8")
    assert 'href="big_briefs/brief-1200.html"' in out.read_text(encoding="utf-8")
    assert 'id="brief-1"' not in out.read_text(encoding="utf-8")  # details live beside it


@pytest.mark.browser
@pytest.mark.skipif(
    not chromium_path() and not os.environ.get("CI"),
    reason="no Chromium found (setup.sh installs one)",
)
def test_the_report_in_a_real_browser(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    out = tmp_path / "report.html"
    assert run_report(str(feed(tmp_path / "briefs.jsonl")), "-o", str(out)).returncode == 0
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium_path(),
            args=["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND"],
        )
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        errors: list[str] = []
        requests: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("request", lambda r: requests.append(r.url))
        page.goto(out.as_uri())
        page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        for link in page.query_selector_all("a"):
            link.hover()
        page.screenshot(path=str(tmp_path / "report.png"), full_page=True)
        assert page.evaluate("window.__pwned") is None
        assert requests == [out.as_uri()]
        assert errors == []
        # The filter (our one script) works: only the timeout brief stays visible.
        page.select_option("#filter", "timeout")
        visible = page.eval_on_selector_all(
            "#briefs tbody tr:not([hidden])", "rows => rows.map(r => r.dataset.kind)"
        )
        assert visible == ["timeout"]
        assert page.inner_text("h1") == "sitebrief report"
        browser.close()
    assert (tmp_path / "report.png").stat().st_size > 10_000
