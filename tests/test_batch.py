"""Many domains in one process: one record per input line, duplicates briefed
once, invalid ones reported, a crash or a hostile host confined to its record."""

from __future__ import annotations

import json
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sitebrief.dev.server import HOLD, LoopbackServer, Reply, Site
from tests.crawl import Run, start
from tests.sites import ALLOW_ALL, company
from tests.waiting import until

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]


def by_line(run: Run) -> dict[int, dict[str, Any]]:
    return {record["line"]: record for record in run.records}


def test_list_with_duplicates_and_an_invalid_entry(serve: Serve, run_scrapy: RunScrapy) -> None:
    acme, beta = serve(company("Acme")), serve(company("Beta"))
    run = run_scrapy(
        ["crawl", "brief", "-a", "domains=acme.test,www.acme.test,not valid,beta.test"],
        [("acme.test", acme), ("beta.test", beta)],
    )
    records = by_line(run)
    assert sorted(records) == [1, 2, 3, 4]
    assert records[1]["input"] == "acme.test" and records[2]["input"] == "www.acme.test"
    assert records[1]["domain"] == records[2]["domain"] == "acme.test"
    assert records[1]["pages"] == records[2]["pages"]
    assert acme.paths.count("/") == 1  # briefed once, reported twice
    assert records[3]["problem"]["kind"] == "invalid"
    assert records[4]["problem"] is None and records[4]["pages"][0]["title"] == "Beta"
    assert run.stats["brief/problem/invalid"] == 1
    assert run.stats["brief/problem/none"] == 3


def test_domains_file_lines(tmp_path: Path, serve: Serve, run_scrapy: RunScrapy) -> None:
    acme = serve(company("Acme"))
    listing = tmp_path / "domains.txt"
    listing.write_text("# our customers\n\nacme.test\n   \nnosuch.test\n# done\n", encoding="utf-8")
    run = run_scrapy(["crawl", "brief", "-a", f"domains_file={listing}"], [("acme.test", acme)])
    records = by_line(run)
    assert sorted(records) == [3, 5]
    assert records[3]["problem"] is None
    assert records[5]["problem"]["kind"] == "not_found"


def test_a_crash_becomes_that_domains_error_record(serve: Serve, run_scrapy: RunScrapy) -> None:
    acme = serve(company("Acme"))
    run = run_scrapy(
        ["crawl", "brief-crash", "-a", "domains=crash.test,acme.test"],
        [("acme.test", acme)],
        SPIDER_MODULES=["sitebrief.spiders", "crashspider"],
    )
    records = by_line(run)
    assert records[1]["problem"]["kind"] == "error"
    assert "internal error: RuntimeError: injected fault" in records[1]["problem"]["detail"]
    assert records[2]["problem"] is None


def test_a_host_that_keeps_answering_429_is_blocked_and_slowed(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    busy = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(429, headers={"Retry-After": "1"})}))
    acme = serve(company("Acme"))
    run = run_scrapy(
        ["crawl", "brief", "-a", "domains=busy.test,acme.test"],
        [("busy.test", busy), ("acme.test", acme)],
    )
    records = by_line(run)
    assert records[1]["problem"]["kind"] == "blocked"
    assert "asked us to slow down" in records[1]["problem"]["message"]
    assert busy.paths.count("/") == 2  # retried once, after Retry-After
    assert run.stats["retry/slowed_down"] >= 1
    assert records[2]["problem"] is None  # the other host is not held up


def test_progress_is_logged(tmp_path: Path, ca_file: str, serve: Serve) -> None:
    # The slow site holds its reply until the test has seen the progress line:
    # one domain done, one in flight, whatever the machine's speed.
    slow = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body="<p>x</p>", delay=HOLD)}))
    log = tmp_path / "crawl.log"
    job = start(
        ["crawl", "brief", "-a", "domains=slow.test,nosuch.test"],
        {
            "SITEBRIEF_CONNECT_TO": slow.connect_to("slow.test"),
            "SITEBRIEF_ALLOWED_NETWORKS": "127.0.0.1/32",
            "SITEBRIEF_CA_FILES": ca_file,
            "SITEBRIEF_PROGRESS_INTERVAL": 0.05,
            "DOWNLOAD_TIMEOUT": 600,
            "LOG_FILE": log,
        },
    )
    line = "Domains: 1 done, 1 in flight, 0 waiting, of 2 (from 2 input lines)"
    try:
        until(lambda: log.exists() and line in log.read_text(errors="replace"), line)
    finally:
        job.kill()
        job.wait()


def test_finished_records_are_on_disk_before_the_job_ends(
    tmp_path: Path, ca_file: str, serve: Serve
) -> None:
    acme = serve(company("Acme"))
    stuck = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body="late", delay=HOLD)}))
    out = tmp_path / "out.jsonl"
    job = start(
        ["crawl", "brief", "-a", "domains=acme.test,stuck.test", "-O", f"{out}:jsonl"],
        {
            "SITEBRIEF_CONNECT_TO": [acme.connect_to("acme.test"), stuck.connect_to("stuck.test")],
            "SITEBRIEF_ALLOWED_NETWORKS": "127.0.0.1/32",
            "SITEBRIEF_CA_FILES": ca_file,
            "DOWNLOAD_TIMEOUT": 60,
            "RETRY_TIMES": 0,
        },
    )
    try:
        until(lambda: out.exists() and out.read_text().strip(), "acme.test's record on disk")
        lines = out.read_text().splitlines()
        assert job.poll() is None  # stuck.test is still being read (it never answers)
        assert [json.loads(line)["domain"] for line in lines] == ["acme.test"]
    finally:
        job.kill()
        job.wait()
    # Killed without a chance to flush: the finished record is still there.
    assert json.loads(out.read_text().splitlines()[0])["problem"] is None


def test_no_finished_brief_stays_referenced(serve: Serve, run_scrapy: RunScrapy) -> None:
    """Memory must not grow with the batch: after it, no Reading (pages, fetch
    logs) is alive, whatever robots.txt outcomes and connections are cached."""
    site = company("Acme")
    site.routes["/robots.txt"] = Reply(body="User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n")
    site.routes["/sitemap.xml"] = Reply(
        body="<urlset><url><loc>https://acme.test/about</loc></url></urlset>"
    )
    server = serve(site)
    names = [f"{c}.site.test" for c in "abcdef"]
    run = run_scrapy(
        ["crawl", "brief", "-a", "domains=" + ",".join([*names, "nosuch.test"])],
        [(name, server) for name in names],
        EXTENSIONS={"leakcheck.LeakCheck": 999},
    )
    assert len(run.records) == 7
    assert run.stats["test/live_readings"] == 0
    assert run.stats["test/live_requests"] == 0


def test_a_later_brief_of_a_shared_origin_gets_its_robots_outcome(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """acme.test redirects to site.test, briefed next: the middleware holds the
    outcome, and the second record has it (and its sitemap) too."""
    acme = serve(
        Site(
            {"/robots.txt": ALLOW_ALL, "/": Reply(301, headers={"Location": "https://site.test/"})}
        )
    )
    site = company("Site")
    site.routes["/robots.txt"] = Reply(
        body="User-agent: *\nAllow: /\nSitemap: https://site.test/sitemap.xml\n"
    )
    site.routes["/sitemap.xml"] = Reply(
        body="<urlset><url><loc>https://site.test/about</loc></url></urlset>"
    )
    server = serve(site)
    run = run_scrapy(
        ["crawl", "brief", "-a", "domains=acme.test,site.test"],
        [("acme.test", acme), ("site.test", server)],
        SITEBRIEF_CONCURRENT_BRIEFS=1,
        SITEBRIEF_SITEMAP_TIMEOUT=5,
    )
    records = by_line(run)
    for record in records.values():
        assert record["robots"]["url"] == "https://site.test/robots.txt", record["domain"]
    assert records[2]["sitemap"]["urls"] == 1
    assert server.paths.count("/robots.txt") == 1


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_one_signal_stops_a_batch_promptly(
    signum: int, tmp_path: Path, ca_file: str, serve: Serve
) -> None:
    """One Ctrl-C or SIGTERM (Scrapyd's cancel): the two briefs in flight end
    at once with a "cancelled" record, the four waiting are never started, and
    the exit code says the run was interrupted."""
    slow = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body="late", delay=HOLD)}))
    names = [f"{c}.slow.test" for c in "abcdef"]
    out = tmp_path / "out.jsonl"
    job = start(
        ["crawl", "brief", "-a", "domains=" + ",".join(names), "-O", f"{out}:jsonl"],
        {
            "SITEBRIEF_CONCURRENT_BRIEFS": 2,
            "SITEBRIEF_CONNECT_TO": [slow.connect_to(n) for n in names],
            "SITEBRIEF_ALLOWED_NETWORKS": "127.0.0.1/32",
            "SITEBRIEF_CA_FILES": ca_file,
            "DOWNLOAD_TIMEOUT": 600,
        },
    )
    try:
        # Until both first homepages are being waited for.
        assert slow.wait_for(lambda server: server.paths.count("/") >= 2, 60)
        job.send_signal(signum)
        # The homepages never answer and time out after 10 minutes: only a stop
        # that does not wait for them ends the job at all.
        code = job.wait(timeout=120)
    finally:
        job.kill()
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert code == 3
    assert sorted(r["domain"] for r in records) == names[:2]
    assert {r["problem"]["kind"] for r in records} == {"cancelled"}
    assert slow.paths.count("/") == 2  # the waiting four never started
