"""Where records go, end to end: a record that can't be written (a full disk, a
directory, a path we may not write) is never counted or acknowledged, and
the run exits 1 with one line that says why; feeds other than files and
standard output are refused unless allowed, and then judged by the guard."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sitebrief import feedcheck
from sitebrief.dev.server import LoopbackServer
from sitebrief.queue import workqueue
from sitebrief.rules.addresses import AddressGuard, parse_networks
from tests.crawl import ROOT, SUPPORT
from tests.redis_server import redis_fixture  # noqa: F401  (redis_url)
from tests.sites import company

Serve = Callable[..., LoopbackServer]
FULL = Path("/dev/full")


def crawl(
    feed: str, server: LoopbackServer, ca_file: str, tmp_path: Path, *extra: str
) -> tuple[subprocess.CompletedProcess[str], dict[str, object]]:
    stats = tmp_path / "stats.json"
    child = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(SUPPORT)])}
    done = subprocess.run(
        [
            sys.executable, "-m", "scrapy", "crawl", "brief", *extra, "-O", feed,
            "-s", "SITEBRIEF_CONNECT_TO=" + ",".join(
                server.connect_to(name) for name in ("acme.test", "beta.test")
            ),
            "-s", "SITEBRIEF_ALLOWED_NETWORKS=127.0.0.1/32", "-s", f"SITEBRIEF_CA_FILES={ca_file}",
            "-s", "STATS_CLASS=statsfile.JsonFileStatsCollector", "-s", f"TEST_STATS_FILE={stats}",
        ],
        cwd=ROOT, env=child, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    return done, json.loads(stats.read_text()) if stats.exists() else {}


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full")
def test_a_full_disk_is_exit_1_with_one_line_and_counts_nothing(
    serve: Serve, ca_file: str, tmp_path: Path
) -> None:
    acme = serve(company("Acme"))
    done, stats = crawl(f"{FULL}:jsonl", acme, ca_file, tmp_path, "-a", "domain=acme.test")
    assert done.returncode == 1, done.stderr
    said = [line for line in done.stderr.splitlines() if "Could not write a record" in line]
    assert len(said) == 1 and "/dev/full (No space left on device)" in said[0]
    assert "Traceback" not in done.stderr
    assert stats["feed/failed"] == 1
    assert not any(str(key).startswith("brief/problem/") for key in stats)


def test_the_same_run_to_a_file_is_exit_0_and_counted(
    serve: Serve, ca_file: str, tmp_path: Path
) -> None:
    """The negative control: the guard is quiet while records are written."""
    acme = serve(company("Acme"))
    out = tmp_path / "brief.jsonl"
    done, stats = crawl(f"{out}:jsonl", acme, ca_file, tmp_path, "-a", "domain=acme.test")
    assert done.returncode == 0, done.stderr
    assert "Could not write" not in done.stderr and "feed/failed" not in stats
    assert stats["brief/problem/none"] == 1
    assert json.loads(out.read_text())["domain"] == "acme.test"


@pytest.mark.parametrize(
    ("feed", "said"),
    [
        ("{tmp}", "is a directory: give a file name"),
        ("{tmp}/a-file/brief.jsonl", "is not a folder we may write"),
    ],
)
def test_a_feed_that_cannot_be_a_file_is_refused_before_the_crawl(
    feed: str, said: str, serve: Serve, ca_file: str, tmp_path: Path
) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    acme = serve(company("Acme"))
    done, _ = crawl(
        feed.format(tmp=tmp_path) + ":jsonl", acme, ca_file, tmp_path, "-a", "domain=acme.test"
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("sitebrief: ") and said in lines[0], lines
    assert acme.connections == 0


@pytest.mark.parametrize(
    ("uri", "schemes", "allowed", "said"),
    [
        ("brief.jsonl", [], [], None),
        ("file:///tmp/brief.jsonl", [], [], None),
        ("stdout:", [], [], None),
        ("ftp://user:secret@127.0.0.1/x.jsonl", [], [], "unless SITEBRIEF_FEED_SCHEMES allows ftp"),
        ("s3://bucket/x.jsonl", [], [], "unless SITEBRIEF_FEED_SCHEMES allows s3"),
        ("ftp://user:secret@127.0.0.1/x.jsonl", ["ftp"], [], "goes to 127.0.0.1 is loopback"),
        ("ftp://0x7f.1/x.jsonl", ["ftp"], [], "goes to 127.0.0.1 is loopback"),
        ("ftp://[::ffff:10.0.0.1]/x.jsonl", ["ftp"], [], "is private"),
        ("ftp://localhost/x.jsonl", ["ftp"], [], "names a loopback host"),
        ("ftp://127.0.0.1/x.jsonl", ["ftp"], ["127.0.0.1/32"], None),
    ],
)
def test_feed_schemes_and_hosts(
    uri: str, schemes: list[str], allowed: list[str], said: str | None
) -> None:
    guard = AddressGuard(parse_networks(allowed))
    if said is None:
        feedcheck.check([uri], schemes, guard)
        return
    with pytest.raises(ValueError, match=said) as refused:
        feedcheck.check([uri], schemes, guard)
    assert "secret" not in str(refused.value)


def test_a_remote_feed_is_refused_by_the_crawl_command(
    serve: Serve, ca_file: str, tmp_path: Path
) -> None:
    acme = serve(company("Acme"))
    done, _ = crawl(
        "ftp://user:secret@127.0.0.1:21/x.jsonl:jsonl", acme, ca_file, tmp_path,
        "-a", "domain=acme.test",
    )  # fmt: skip
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "sitebrief: the feed ftp://127.0.0.1:21/x.jsonl is not a file or standard output: "
        "other storages are refused unless SITEBRIEF_FEED_SCHEMES allows ftp"
    )


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full")
def test_a_worker_that_cannot_write_acknowledges_nothing_and_stops(
    redis_url: str, serve: Serve, ca_file: str, tmp_path: Path
) -> None:
    listing = tmp_path / "domains.txt"
    listing.write_text("acme.test\nbeta.test\n")
    workqueue.enqueue(
        workqueue.connect(redis_url), [(1, "acme.test"), (2, "beta.test")], str(listing)
    )
    acme = serve(company("Acme"))
    done, stats = crawl(
        f"{FULL}:jsonl", acme, ca_file, tmp_path,
        "-a", f"queue={redis_url}", "-a", "idle_exit=30", "-s", "SITEBRIEF_CONCURRENT_BRIEFS=1",
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    assert "Could not write a record to /dev/full" in done.stderr
    assert stats.get("queue/acknowledged") is None
    assert workqueue.status(workqueue.connect(redis_url))["done"] == 0


def test_a_record_lost_on_the_way_to_the_feed_is_exit_1(
    serve: Serve, ca_file: str, tmp_path: Path
) -> None:
    """A pipeline that fails drops the record (Scrapy logs it): not exit 0."""
    acme = serve(company("Acme"))
    out = tmp_path / "brief.jsonl"
    pipelines = json.dumps(
        {"droppingpipeline.FailingPipeline": 50, "sitebrief.pipelines.dedupe.DedupePipeline": 100}
    )
    args = ("-s", f"ITEM_PIPELINES={pipelines}")
    done, _ = crawl(
        f"{out}:jsonl", acme, ca_file, tmp_path, "-a", "domains=acme.test,drop.test", *args
    )
    assert done.returncode == 1
    assert "sitebrief: 1 input line(s) got no record" in done.stderr
    assert [json.loads(line)["domain"] for line in out.read_text().splitlines()] == ["acme.test"]
    # The negative control: the same pipelines, every record written.
    again, _ = crawl(f"{out}:jsonl", acme, ca_file, tmp_path, "-a", "domain=acme.test", *args)
    assert again.returncode == 0, again.stderr
