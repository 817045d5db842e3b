"""The README's first command ends by briefing the bundled demo site."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.crawl import ROOT


def test_demo_prints_a_record() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sitebrief.dev.demo"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    record = json.loads(done.stdout)
    assert record["domain"] == "larkspur.test"
    assert record["problem"] is None
    assert record["origin"] == "https://larkspur.test/"
    assert "Light that is made to last" in record["pages"][0]["text"]
    # The record carries the facts the site states (JSON-LD) and structured text.
    assert record["facts"]["organization"]["founding_date"] == "2014"
    assert record["facts"]["site_name"] == "Larkspur Lighting"
    assert record["pages"][0]["text"].startswith("# Light that is made to last")
    assert all(page["extraction"] == "main" for page in record["pages"])
