"""Previous files (-a previous=) are untrusted input: each record's fields and
types are checked when loading (table-driven, in-process), and end to end a
malformed record is named in a warning and its domain briefed from nothing,
never costing it its record; a FIFO, /dev/zero or one line of 100,000 `[`
cost the run nothing."""

from __future__ import annotations

import copy
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sitebrief.dev.server import LoopbackServer, Reply, Site
from sitebrief.rules import rebrief
from tests.crawl import Run
from tests.sites import ALLOW_ALL

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

PAGE: dict[str, Any] = {
    "url": "https://acme.test/", "kind": "home", "title": "Acme", "description": None,
    "text": "Acme forges anvils.", "chars": 19, "status": 200,
    "fetched_at": "2026-11-01T10:00:00Z", "rendered": False, "extraction": "main",
    "etag": '"home-1"', "last_modified": None, "text_sha256": "ab", "unchanged": None,
    "checked_at": "2026-11-01T10:00:00Z",
}  # fmt: skip
RECORD: dict[str, Any] = {
    "schema": 2, "domain": "acme.test", "input": "acme.test", "line": 1, "problem": None,
    "pages": [PAGE], "logo": "https://acme.test/logo.png", "facts": {"lang": "en"},
    "sitemap": {"urls": 3, "sections": [{"path": "/", "urls": 3}], "sample": ["/a"],
                "sources": ["https://acme.test/sitemap.xml"], "partial": False},
    "briefed_at": "2026-11-01T10:00:01Z",
    "change": {"status": "new", "previous_at": None, "changed": [],
               "last_success_at": "2026-11-01T10:00:01Z", "failing_since": None},
}  # fmt: skip


def edited(path: str, value: Any, base: dict[str, Any] = RECORD) -> dict[str, Any]:
    """A copy of base with one field (``pages.0.text``) set to value (or removed: ...)."""
    record = copy.deepcopy(base)
    *parents, last = path.split(".")
    target: Any = record
    for name in parents:
        target = target[int(name)] if name.isdigit() else target[name]
    if value is ...:
        del target[last]
    else:
        target[int(last) if last.isdigit() else last] = value
    return record


MALFORMED = [
    ("facts", "x", "facts is str"),
    ("facts", [], "facts is list"),
    ("facts", {"lang": 5}, "facts is dict"),
    ("pages", 5, "pages is int"),
    ("pages", "abc", "pages is str"),
    ("pages.0", "a page", "pages[0]: not an object"),
    ("pages.0.url", ["https://acme.test/"], "pages[0]: url is list"),
    ("pages.0.url", "file:///etc/passwd", "pages[0]: url is str"),
    ("pages.0.text", ["a", "list"], "pages[0]: text is list"),
    ("pages.0.chars", float("inf"), "pages[0]: chars is float"),
    ("pages.0.chars", True, "pages[0]: chars is bool"),
    ("pages.0.etag", 7, "pages[0]: etag is int"),
    ("pages.0.text", ..., "pages[0]: no text"),
    ("change", "x", "change is str"),
    ("change.failing_since", 12, "change is dict"),
    ("logo", "javascript:alert(1)", "logo is str"),
    ("logo", ["https://acme.test/logo.png"], "logo is list"),
    ("sitemap", [], "sitemap is list"),
    ("sitemap.sections", [{"path": "/", "urls": "many"}], "sitemap is dict"),
    ("briefed_at", 20261101, "briefed_at is int"),
    ("problem", "down", "problem is str"),
]


@pytest.mark.parametrize(("path", "value", "said"), MALFORMED)
def test_a_malformed_record_is_named(path: str, value: Any, said: str) -> None:
    wrong = rebrief.malformed(edited(path, value))
    assert wrong is not None and wrong.startswith(said), wrong


@pytest.mark.parametrize(
    "record",
    [
        RECORD,
        edited("logo", None),
        edited("sitemap", None),
        edited("change", None),
        edited("pages.0.checked_at", ...),  # fields added later may be missing
        {"domain": "acme.test", "problem": {"kind": "timeout"}},
    ],
)
def test_a_record_sitebrief_writes_passes(record: dict[str, Any]) -> None:
    """The negative control."""
    assert rebrief.malformed(record) is None


def test_load_names_each_bad_line_and_keeps_the_good(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    feed = tmp_path / "rebrief.jsonl"
    good = {**RECORD, "domain": "beta.test"}
    feed.write_text(
        "\n".join(
            [
                "[" * 100_000,
                json.dumps(edited("facts", [])),
                json.dumps(good),
                "{not json",
                "7",
                json.dumps({**RECORD, "briefed_at": "2026-10-01T00:00:00Z"}),
            ]
        )
    )
    with caplog.at_level(logging.WARNING):
        loaded = rebrief.load(str(feed))
    assert loaded.records == {"beta.test": good}  # acme's older valid record is not obeyed
    assert loaded.malformed == {"acme.test": "line 2: facts is list []"}
    said = caplog.text
    for number in (1, 4, 5):
        assert f"line {number}: not a record; skipped" in said
    assert "line 2: facts is list []: malformed record of acme.test" in said


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "folder"])
def test_only_a_regular_file_is_read(
    kind: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "previous"
    if kind == "fifo":
        os.mkfifo(path)  # opening it to read would wait for a writer forever
    elif kind == "folder":
        path.mkdir()
    else:
        path = Path(kind)
    loaded = rebrief.load(str(path))
    assert loaded.records == {} and "could not be read" in caplog.text


def test_an_endless_line_is_skipped_whole(tmp_path: Path) -> None:
    feed = tmp_path / "rebrief.jsonl"
    with feed.open("w") as f:
        f.write('{"domain": "acme.test", "facts": "' + "x" * rebrief.MAX_LINE + '"}\n')
        f.write(json.dumps(RECORD) + "\n")
    assert list(rebrief.load(str(feed)).records) == ["acme.test"]


# --- end to end -------------------------------------------------------------------------


def site() -> Site:
    text = "".join(f"<p>Acme fact number {i}: we forge anvils by hand.</p>" for i in range(12))
    return Site(
        {
            "/robots.txt": ALLOW_ALL,
            "/": Reply(
                body=f"<html><head><title>Acme</title></head><body><main>{text}</main></body></html>",
                etag='"h1"',
            ),
        }
    )


E2E = [
    ("facts", "x"),
    ("facts", []),
    ("change", "x"),
    ("pages", 5),
    ("pages.0.url", ["x"]),
    ("pages.0.text", ["a", "list"]),  # and the server answers 304: reused before
    ("logo", "javascript:alert(1)"),
]


def test_malformed_previous_records_cost_no_domain_its_record(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Path
) -> None:
    server = serve(site())
    names = [f"d{i}.site.test" for i in range(len(E2E) + 1)]
    servers = [(name, server) for name in names]
    domains = ["-a", "domains=" + ",".join(names)]
    first = run_scrapy(["crawl", "brief", *domains], servers)
    assert first.returncode == 0 and len(first.records) == len(names)
    assert all(r["problem"] is None for r in first.records)
    by_name = {r["domain"]: r for r in first.records}
    lines = ["[" * 100_000]
    for name, (path, value) in zip(names, E2E, strict=False):
        lines.append(json.dumps(edited(path, value, by_name[name])))
    lines.append(json.dumps(by_name[names[-1]]))  # the negative control: a good record
    feed = tmp_path / "rebrief.jsonl"
    feed.write_text("\n".join(lines) + "\n")
    again = run_scrapy(["crawl", "brief", *domains, "-a", f"previous={feed}"], servers)
    assert again.returncode == 0, again.log[-3000:]
    assert "Traceback" not in again.log
    got = {r["domain"]: r for r in again.records}
    assert sorted(got) == sorted(names)
    for name in names[:-1]:
        record = got[name]
        assert record["problem"] is None, record["problem"]
        assert record["change"]["status"] == "new"
        assert any("previous record was malformed" in w for w in record["warnings"])
        assert record["logo"] != "javascript:alert(1)"
        assert f"malformed record of {name}" in again.log
    control = got[names[-1]]
    assert control["change"]["status"] == "unchanged" and control["warnings"] == []
    assert control["pages"][0]["unchanged"] is True
