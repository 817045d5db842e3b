"""Workers on one Redis queue, end to end: a real redis-server on a loopback
port, real `scrapy enqueue` / `scrapy crawl brief -a queue=` / `scrapy results`
processes, 60 sites on loopback. Nothing is lost when a worker is killed."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from sitebrief.dev.server import LoopbackServer, Reply, Site
from sitebrief.queue import workqueue
from tests.crawl import ROOT, SUPPORT
from tests.sites import ALLOW_ALL, free_port

Serve = Callable[..., LoopbackServer]

pytestmark = pytest.mark.skipif(
    not shutil.which("redis-server") and not os.environ.get("CI"),
    reason="no redis-server (setup.sh installs Debian's when run as root)",
)


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    port = free_port()
    server = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--dir", str(tmp_path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(100):
        try:
            redis.Redis.from_url(url).ping()
            break
        except redis.RedisError:
            time.sleep(0.05)
    yield url
    server.terminate()
    server.wait()


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(SUPPORT)])}


def scrapy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scrapy", *args],
        cwd=ROOT, env=env(), capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def site(delay: float = 0.0) -> Site:
    text = "".join(f"<p>We make fine things, fact number {i}.</p>" for i in range(10))
    return Site(
        {
            "/robots.txt": ALLOW_ALL,
            "/": Reply(body=f"<html><body>{text}</body></html>", delay=delay),
        }
    )


def worker(
    url: str, out: Path, names: list[str], server: LoopbackServer, ca_file: str, *extra: str
) -> subprocess.Popen[str]:
    cmd = [
        sys.executable, "-m", "scrapy", "crawl", "brief", "-a", f"queue={url}", "-a", "idle_exit=2",
        "-O", f"{out}:jsonl",
        "-s", "SITEBRIEF_CONNECT_TO=" + ",".join(server.connect_to(n) for n in names),
        "-s", "SITEBRIEF_ALLOWED_NETWORKS=127.0.0.1/32", "-s", f"SITEBRIEF_CA_FILES={ca_file}",
        *extra,
    ]  # fmt: skip
    return subprocess.Popen(
        cmd, cwd=ROOT, env=env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )


def records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_enqueue_status_and_no_double_queueing(redis_url: str, tmp_path: Path) -> None:
    listing = tmp_path / "domains.txt"
    listing.write_text("acme.test\n# a comment\nbeta.test\nwww.acme.test\n")
    done = scrapy("enqueue", "--queue", redis_url, str(listing))
    assert done.returncode == 0
    assert done.stdout.strip() == "queued 2, skipped 1 already queued or in flight"
    again = scrapy("enqueue", "--queue", redis_url, str(listing))
    assert again.stdout.strip() == "queued 0, skipped 3 already queued or in flight"
    status = scrapy("enqueue", "--status", "--queue", redis_url)
    assert status.stdout.strip() == "queued 2, in flight 0, done 0, failed 0"
    bad = scrapy("enqueue", "--queue", "redis://127.0.0.1:1/0", str(listing))
    assert bad.returncode == 1 and bad.stderr.startswith("sitebrief: cannot reach Redis")


def test_three_workers_one_killed_nothing_lost(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    names = [f"d{i}.site.test" for i in range(60)]
    server = serve(site(delay=0.3))
    listing = tmp_path / "domains.txt"
    listing.write_text("\n".join(names) + "\n")
    assert scrapy("enqueue", "--queue", redis_url, str(listing)).returncode == 0
    outs = [tmp_path / f"worker{i}.jsonl" for i in range(3)]
    lease = ("-s", "SITEBRIEF_QUEUE_LEASE=3", "-s", "SITEBRIEF_CONCURRENT_BRIEFS=4")
    jobs = [
        worker(redis_url, out, names, server, ca_file, *lease, "-a", f"results={redis_url}")
        for out in outs
    ]
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    for _ in range(200):  # kill worker 0 once it holds domains in flight
        if len(records(outs[0])) >= 2 and client.zcard(workqueue.LEASES) > 0:
            break
        time.sleep(0.05)
    jobs[0].send_signal(signal.SIGKILL)
    jobs[0].wait()
    codes = [job.wait(timeout=90) for job in jobs[1:]]
    assert codes == [0, 0], [job.stderr.read() if job.stderr else "" for job in jobs[1:]]
    written = [records(out) for out in outs]
    by_id = Counter(r["input_id"] for rs in written for r in rs)
    assert {r["domain"] for rs in written for r in rs} == set(names)  # none lost
    killed = {r["input_id"] for r in written[0]}
    assert all(
        i in killed for i, n in by_id.items() if n > 1
    )  # duplicates: only the killed worker's
    assert all(
        r["line"] == names.index(r["domain"]) + 1 and r["source"] == str(listing.resolve())
        for rs in written
        for r in rs
    )
    status = scrapy("enqueue", "--status", "--queue", redis_url).stdout.strip()
    assert status.startswith("queued 0, in flight 0, done ") and status.endswith("failed 0")
    results = tmp_path / "all.jsonl"
    assert scrapy("results", "--queue", redis_url, "-O", str(results)).returncode == 0
    merged = records(results)
    assert sorted(r["domain"] for r in merged) == sorted(names)  # one record per input


def test_a_malformed_queue_item_is_an_invalid_record(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    client.hset(workqueue.ITEMS, "broken", "{not json")
    client.rpush(workqueue.PENDING, "broken")
    listing = tmp_path / "d.txt"
    listing.write_text("acme.site.test\n")
    scrapy("enqueue", "--queue", redis_url, str(listing))
    out = tmp_path / "w.jsonl"
    job = worker(redis_url, out, ["acme.site.test"], serve(site()), ca_file)
    assert job.wait(timeout=60) == 0
    first, second = records(out)
    assert (
        first["problem"]["kind"] == "invalid" and "could not be read" in first["problem"]["message"]
    )
    assert second["domain"] == "acme.site.test" and second["problem"] is None


def test_redis_going_away_ends_the_worker_with_a_clear_error(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    names = [f"d{i}.site.test" for i in range(20)]
    listing = tmp_path / "d.txt"
    listing.write_text("\n".join(names) + "\n")
    scrapy("enqueue", "--queue", redis_url, str(listing))
    out = tmp_path / "w.jsonl"
    job = worker(
        redis_url,
        out,
        names,
        serve(site(delay=0.5)),
        ca_file,
        "-s",
        "SITEBRIEF_CONCURRENT_BRIEFS=2",
    )
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    for _ in range(200):
        if int(client.hget(workqueue.COUNTS, "done") or 0) >= 2:
            break
        time.sleep(0.05)
    acknowledged = int(client.hget(workqueue.COUNTS, "done") or 0)
    client.shutdown(nosave=True)
    code = job.wait(timeout=60)
    assert code == 1
    assert job.stderr is not None and "The queue's Redis went away" in job.stderr.read()
    assert len(records(out)) >= acknowledged >= 2  # what was acknowledged is in the feed
