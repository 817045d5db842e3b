"""Workers on one Redis queue, end to end: a real redis-server on a loopback
port (over TLS with a password where that is the point), real `scrapy enqueue` /
`scrapy crawl brief -a queue=` / `scrapy results` processes, sites on loopback.
Nothing is lost when a worker is killed, stopped or fed a poisoned item; every
input line gets its record; the README's commands pass as written."""

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

from sitebrief.dev.server import HOLD, LoopbackServer, Reply, Site
from sitebrief.queue import workqueue
from tests.crawl import ROOT, SUPPORT
from tests.redis_server import start_redis
from tests.sites import ALLOW_ALL, free_port
from tests.waiting import until

Serve = Callable[..., LoopbackServer]

pytestmark = pytest.mark.skipif(
    not shutil.which("redis-server") and not os.environ.get("CI"),
    reason="no redis-server (setup.sh installs Debian's when run as root)",
)


def wait_for(condition: Callable[[], object], what: str) -> None:
    """Until a condition in Redis holds (never a fixed wait): up to a minute."""
    until(condition, what, ignore=(redis.RedisError,))


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    port, server = start_redis(tmp_path)
    yield f"redis://127.0.0.1:{port}/0"
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
    """A worker process; its log goes to OUT.log (a pipe nobody reads would fill up)."""
    cmd = [
        sys.executable, "-m", "scrapy", "crawl", "brief", "-a", f"queue={url}", "-a", "idle_exit=2",
        "-O", f"{out}:jsonl",
        "-s", "SITEBRIEF_CONNECT_TO=" + ",".join(server.connect_to(n) for n in names),
        "-s", "SITEBRIEF_ALLOWED_NETWORKS=127.0.0.1/32", "-s", f"SITEBRIEF_CA_FILES={ca_file}",
        *extra,
    ]  # fmt: skip
    with log_of(out).open("w") as log:
        return subprocess.Popen(
            cmd, cwd=ROOT, env=env(), stdout=subprocess.DEVNULL, stderr=log, text=True
        )


def log_of(out: Path) -> Path:
    return out.with_suffix(".log")


def records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_enqueue_status_and_no_double_queueing(redis_url: str, tmp_path: Path) -> None:
    listing = tmp_path / "domains.txt"
    listing.write_text("acme.test\n# a comment\nbeta.test\nwww.acme.test\n")
    done = scrapy("enqueue", "--queue", redis_url, str(listing))
    assert done.returncode == 0
    assert done.stdout.strip() == (
        "queued 3 (1 share the brief of an earlier line's domain), "
        "skipped 0 already queued or in flight"
    )
    again = scrapy("enqueue", "--queue", redis_url, str(listing))
    assert again.stdout.strip() == "queued 0, skipped 3 already queued or in flight"
    status = scrapy("enqueue", "--status", "--queue", redis_url)
    assert status.stdout.strip() == "queued 3, in flight 0, done 0, failed 0"
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
    wait_for(  # kill worker 0 once it holds domains in flight
        lambda: len(records(outs[0])) >= 2 and client.zcard(workqueue.LEASES) > 0,
        "worker 0 to write 2 records and hold leases",
    )
    jobs[0].send_signal(signal.SIGKILL)
    jobs[0].wait()
    codes = [job.wait(timeout=90) for job in jobs[1:]]
    assert codes == [0, 0], [log_of(out).read_text()[-3000:] for out in outs[1:]]
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
    wait_for(lambda: int(client.hget(workqueue.COUNTS, "done") or 0) >= 2, "2 acknowledged")
    acknowledged = int(client.hget(workqueue.COUNTS, "done") or 0)
    client.shutdown(nosave=True)
    code = job.wait(timeout=60)
    assert code == 1
    assert "The queue's Redis went away" in log_of(out).read_text()
    assert len(records(out)) >= acknowledged >= 2  # what was acknowledged is in the feed


def enqueue(url: str, path: Path, names: list[str]) -> None:
    path.write_text("".join(name + "\n" for name in names))
    done = scrapy("enqueue", "--queue", url, str(path))
    assert done.returncode == 0, done.stderr


def status(url: str) -> str:
    return scrapy("enqueue", "--status", "--queue", url).stdout.strip()


def stream(url: str) -> list[dict[bytes, bytes]]:
    client = redis.Redis.from_url(url)
    entries: list[tuple[bytes, dict[bytes, bytes]]] = client.xrange(workqueue.RESULTS)  # type: ignore[assignment]
    return [fields for _, fields in entries]


def test_the_last_worker_waits_out_a_dead_workers_leases(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    """27.1: idle means nothing pending and nothing leased by anyone."""
    names = [f"d{i}.site.test" for i in range(4)]
    enqueue(redis_url, tmp_path / "d.txt", names)
    stuck = serve(site(delay=HOLD))  # the first worker never finishes a brief
    # Its leases outlive the second worker's start-up, so that one finds them held.
    first = worker(
        redis_url, tmp_path / "a.jsonl", names, stuck, ca_file,
        "-s", "SITEBRIEF_QUEUE_LEASE=25", "-s", "SITEBRIEF_CONCURRENT_BRIEFS=4",
    )  # fmt: skip
    client = redis.Redis.from_url(redis_url)
    wait_for(lambda: client.zcard(workqueue.LEASES) == 4, "the first worker's 4 leases")
    first.send_signal(signal.SIGKILL)
    first.wait()
    out = tmp_path / "b.jsonl"
    last = worker(redis_url, out, names, serve(site()), ca_file, "-a", "idle_exit=1")
    assert last.wait(timeout=120) == 0
    assert sorted(r["domain"] for r in records(out)) == names
    assert "Waiting for 4 domains leased by another worker, the first expires in" in (
        log_of(out).read_text()
    )
    assert status(redis_url) == "queued 0, in flight 0, done 4, failed 0"


def test_results_says_what_it_could_not_give(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    """27.2 and 27.3: records go to the queue's stream by default; `scrapy results`
    says when it lacks records, and exits non-zero unless --partial."""
    server = serve(site())
    names = ["a.site.test", "b.site.test", "c.site.test"]
    empty = scrapy("results", "--queue", redis_url, "-O", str(tmp_path / "none.jsonl"))
    assert empty.returncode == 1 and "no worker has written a record yet" in empty.stderr
    enqueue(redis_url, tmp_path / "d.txt", names[:1])
    off = worker(redis_url, tmp_path / "off.jsonl", names, server, ca_file, "-a", "results=off")
    assert off.wait(timeout=60) == 0
    unstreamed = scrapy("results", "--queue", redis_url, "-O", str(tmp_path / "x.jsonl"))
    assert unstreamed.returncode == 1
    assert "no results stream" in unstreamed.stderr and "-a results=off" in unstreamed.stderr
    enqueue(redis_url, tmp_path / "e.txt", names[1:])
    default = worker(redis_url, tmp_path / "w.jsonl", names, server, ca_file)
    assert default.wait(timeout=60) == 0
    enqueue(redis_url, tmp_path / "f.txt", ["later.site.test"])
    out = tmp_path / "all.jsonl"
    lacking = scrapy("results", "--queue", redis_url, "-O", str(out))
    assert lacking.returncode == 1
    assert "queued 1, in flight 0, done 3, failed 0" in lacking.stderr
    assert "1 input lines are still queued or in flight" in lacking.stderr
    assert "1 acknowledged records are not in the stream" in lacking.stderr
    assert sorted(r["domain"] for r in records(out)) == ["b.site.test", "c.site.test"]
    partial = scrapy("results", "--queue", redis_url, "-O", str(out), "--partial")
    assert partial.returncode == 0 and len(records(out)) == 2


def test_a_slow_workers_late_acknowledgement_is_a_duplicate(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    """27.4 and 28.3: a worker whose lease ran out while it briefed (here: stopped
    with SIGSTOP) neither renews nor acknowledges the item another worker took."""
    names = ["slow.site.test"]
    enqueue(redis_url, tmp_path / "d.txt", names)
    lease = ("-s", "SITEBRIEF_QUEUE_LEASE=2", "-a", "idle_exit=1")
    out_a = tmp_path / "a.jsonl"
    slow = worker(redis_url, out_a, names, serve(site(delay=1)), ca_file, *lease)
    client = redis.Redis.from_url(redis_url)
    wait_for(lambda: client.zcard(workqueue.LEASES) == 1, "the slow worker's lease")
    slow.send_signal(signal.SIGSTOP)
    try:
        wait_for(
            lambda: (
                float(client.zrange(workqueue.LEASES, 0, 0, withscores=True)[0][1]) < time.time()
            ),
            "the stopped worker's lease to run out",
        )
        out_b = tmp_path / "b.jsonl"
        other = worker(redis_url, out_b, names, serve(site()), ca_file, *lease)
        assert other.wait(timeout=60) == 0
    finally:
        slow.send_signal(signal.SIGCONT)
    assert slow.wait(timeout=60) == 0
    assert len(records(out_a)) == len(records(out_b)) == 1  # both briefed it
    assert status(redis_url) == "queued 0, in flight 0, done 1, failed 0"  # counted once
    assert sorted(f.get(b"duplicate", b"?") for f in stream(redis_url)) == [b"0", b"1"]
    assert "marked a duplicate" in log_of(out_a).read_text()
    merged = tmp_path / "all.jsonl"
    assert scrapy("results", "--queue", redis_url, "-O", str(merged)).returncode == 0
    assert [r["briefed_at"] for r in records(merged)] == [records(out_b)[0]["briefed_at"]]


def test_every_input_line_gets_its_record_in_a_queue(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    """27.5: a domain on several lines is briefed once, and each line has its record."""
    lines = ["acme.site.test", "beta.site.test", "ACME.site.test", "www.acme.site.test"]
    enqueue(redis_url, tmp_path / "d.txt", lines)
    server = serve(site())
    out = tmp_path / "w.jsonl"
    job = worker(redis_url, out, ["acme.site.test", "www.acme.site.test", "beta.site.test"],
                 server, ca_file)  # fmt: skip
    assert job.wait(timeout=60) == 0
    written = sorted(records(out), key=lambda r: r["line"])
    assert [(r["line"], r["input"], r["domain"]) for r in written] == [
        (1, "acme.site.test", "acme.site.test"),
        (2, "beta.site.test", "beta.site.test"),
        (3, "ACME.site.test", "acme.site.test"),
        (4, "www.acme.site.test", "acme.site.test"),
    ]
    assert len({r["input_id"] for r in written}) == 4
    assert server.paths.count("/") == 2  # one brief per domain
    assert status(redis_url) == "queued 0, in flight 0, done 4, failed 0"
    merged = tmp_path / "all.jsonl"
    assert scrapy("results", "--queue", redis_url, "-O", str(merged)).returncode == 0
    assert sorted(r["line"] for r in records(merged)) == [1, 2, 3, 4]


def test_tls_and_a_password_work_and_a_wrong_one_is_one_line(
    tmp_path: Path, serve: Serve, ca_file: str, ca: Any
) -> None:
    """27.6 and 28.4: rediss:// with a password in the URL; a wrong password or no Redis
    is one clear line and exit 1 before anything is claimed, and never shows the password."""
    cert = ca.issue_cert("127.0.0.1")
    cert.cert_chain_pems[0].write_to_path(str(tmp_path / "cert.pem"))
    cert.private_key_pem.write_to_path(str(tmp_path / "key.pem"))

    def tls_url(port: int) -> str:
        return f"rediss://:s3cret-Pw@127.0.0.1:{port}/0?ssl_ca_certs={ca_file}"

    port, server = start_redis(
        tmp_path, "--tls-cert-file", str(tmp_path / "cert.pem"),
        "--tls-key-file", str(tmp_path / "key.pem"), "--tls-ca-cert-file", ca_file,
        "--tls-auth-clients", "no", "--requirepass", "s3cret-Pw", tls_port=True, url=tls_url,
    )  # fmt: skip
    try:
        url = tls_url(port)
        enqueue(url, tmp_path / "d.txt", ["acme.site.test", "beta.site.test"])
        names = ["acme.site.test", "beta.site.test"]
        wrong = url.replace("s3cret-Pw", "wrong-Pw")
        refused = worker(wrong, tmp_path / "x.jsonl", names, serve(site()), ca_file)
        assert refused.wait(timeout=60) == 1
        said = log_of(tmp_path / "x.jsonl").read_text()
        assert said.startswith(f"sitebrief: cannot reach Redis at rediss://:***@127.0.0.1:{port}")
        assert len(said.strip().splitlines()) == 1 and "wrong-Pw" not in said
        unreachable = worker(
            f"redis://:s3cret-Pw@127.0.0.1:{free_port()}/0", tmp_path / "y.jsonl", names,
            serve(site()), ca_file,
        )  # fmt: skip
        assert unreachable.wait(timeout=60) == 1
        said = log_of(tmp_path / "y.jsonl").read_text()
        assert said.startswith("sitebrief: cannot reach Redis at redis://:***@127.0.0.1:")
        assert len(said.strip().splitlines()) == 1 and "s3cret" not in said
        assert status(url) == "queued 2, in flight 0, done 0, failed 0"
        job = worker(url, tmp_path / "w.jsonl", names, serve(site()), ca_file)
        assert job.wait(timeout=60) == 0
        assert "s3cret" not in log_of(tmp_path / "w.jsonl").read_text()
        merged = tmp_path / "all.jsonl"
        assert scrapy("results", "--queue", url, "-O", str(merged)).returncode == 0
        assert sorted(r["domain"] for r in records(merged)) == names
    finally:
        server.terminate()
        server.wait()


POISON = [
    b'{"id": "x", "text": "acme.site.test", "line": 1e999}',  # OverflowError
    b'{"text": "\xff\xfeacme.site.test", "line": 2}',  # not UTF-8
    b"[" * 100_000,  # RecursionError
    b'{"text": "acme\\u0000.site.test", "line": 4}',  # a NUL (inet_aton's ValueError)
    b'{"text": "' + b"a" * (64 * 1024) + b'.test", "line": 5}',  # too big to read
]


def test_poison_queue_items_become_invalid_records(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    """28.1 and 28.2: whatever an item holds, it is an invalid record and released,
    and the good item behind it is briefed."""
    client = redis.Redis.from_url(redis_url)
    for i, raw in enumerate(POISON):
        client.hset(workqueue.ITEMS, f"poison{i}", raw)
        client.rpush(workqueue.PENDING, f"poison{i}")
    enqueue(redis_url, tmp_path / "d.txt", ["good.site.test"])
    out = tmp_path / "w.jsonl"
    job = worker(redis_url, out, ["good.site.test"], serve(site()), ca_file)
    assert job.wait(timeout=60) == 0, log_of(out).read_text()[-3000:]
    written = records(out)
    assert [r["problem"]["kind"] if r["problem"] else None for r in written] == ["invalid"] * len(
        POISON
    ) + [None]
    assert written[-1]["domain"] == "good.site.test"
    assert all(len(json.dumps(r)) < 20_000 for r in written)
    assert status(redis_url) == f"queued 0, in flight 0, done 1, failed {len(POISON)}"


def test_an_oversized_line_is_cut_at_enqueue_and_a_refused_append_still_releases(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    """28.2: a line past MAX_TEXT is stored cut and becomes an invalid record; when the
    results stream refuses a record the item is released all the same."""
    huge = "a" * 100_000 + ".site.test"
    enqueue(redis_url, tmp_path / "d.txt", [huge, "good.site.test"])
    client = redis.Redis.from_url(redis_url)
    assert max(len(v) for v in client.hvals(workqueue.ITEMS)) < 2 * 4096
    client.set(workqueue.RESULTS, "not a stream")  # every XADD is refused (WRONGTYPE)
    out = tmp_path / "w.jsonl"
    job = worker(redis_url, out, ["good.site.test"], serve(site()), ca_file)
    assert job.wait(timeout=60) == 0, log_of(out).read_text()[-3000:]
    first, second = records(out)
    assert (
        # The file is read in bounded lines (8,192 bytes: rules/lines.py), so the
        # queue sees a line already cut there, still past its 4,096.
        first["problem"]["kind"] == "invalid" and "8192 bytes long" in first["problem"]["message"]
    )
    assert len(json.dumps(first)) < 4 * 4096 + 4000
    assert second["domain"] == "good.site.test" and second["problem"] is None
    assert status(redis_url) == "queued 0, in flight 0, done 1, failed 1"
    log = log_of(out).read_text()
    assert "The results stream refused the records" in log and "a" * 5000 not in log


def test_a_stale_claim_can_neither_renew_nor_acknowledge(redis_url: str) -> None:
    """28.3, in-process on the real server: the token decides, not the id."""
    client = redis.Redis.from_url(redis_url)
    workqueue.enqueue(client, [(1, "acme.test")], "f.txt")
    stale = workqueue.claim(client, lease=-1)  # leased, and already expired
    assert isinstance(stale, workqueue.Item)
    fresh = workqueue.claim(client, lease=60)
    assert isinstance(fresh, workqueue.Item) and fresh.id == stale.id
    assert fresh.token != stale.token
    assert workqueue.renew(client, stale, 60) is False
    assert workqueue.renew(client, fresh, 60) is True
    record = {"input_id": stale.id, "problem": None}
    assert workqueue.acknowledge(client, stale, [record], client) == (False, "")
    assert workqueue.status(client)["in_flight"] == 1  # still the fresh claim's
    workqueue.enqueue(client, [(1, "acme.test")], "f.txt")  # the same line: skipped
    assert workqueue.acknowledge(client, fresh, [record], client) == (True, "")
    counts = workqueue.status(client)
    assert (counts["in_flight"], counts["done"], counts["queued"]) == (0, 1, 0)
    assert [f[b"duplicate"] for f in stream(redis_url)] == [b"1", b"0"]


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("redis://:pw@h:1/0", "redis://:***@h:1/0"),
        ("rediss://user:pw@h:1/0?ssl_ca_certs=/x", "rediss://user:***@h:1/0?ssl_ca_certs=/x"),
        ("redis://h:1/0", "redis://h:1/0"),
        ("redis://user@h:1/0", "redis://user@h:1/0"),
        ("redis://:p@ss@h:1/0", "redis://:***@h:1/0"),
    ],
)
def test_redact(url: str, shown: str) -> None:
    assert workqueue.redact(url) == shown


def readme_block(heading: str) -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index(heading) :]
    return section[section.index("```sh\n") + 6 : section.index("\n```", section.index("```sh"))]


def test_the_readme_queue_commands_pass_as_written(
    redis_url: str, tmp_path: Path, serve: Serve, ca_file: str
) -> None:
    """The README's "Beyond one machine" block, run by bash line for line (only the
    Redis address is this test's): every input line ends with its record in all.jsonl."""
    names = ["acme.site.test", "beta.site.test", "gamma.site.test"]
    (tmp_path / "domains.txt").write_text("".join(n + "\n" for n in names))
    server = serve(site())
    block = readme_block("## Beyond one machine").replace(
        "redis://queue.internal:6379/0", redis_url
    )
    assert block.count(redis_url) == 4
    done = subprocess.run(
        ["bash", "-e", "-c", block], cwd=tmp_path, capture_output=True, text=True, timeout=180,
        env={
            **env(),
            "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
            "SCRAPY_SETTINGS_MODULE": "readme_settings",
            "SITEBRIEF_TEST_CONNECT_TO": ",".join(server.connect_to(n) for n in names),
            "SITEBRIEF_TEST_CA_FILE": ca_file,
        },
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert "queued 3, skipped 0 already queued or in flight" in done.stdout
    assert "queued 0, in flight 0, done 3, failed 0" in done.stdout
    merged = records(tmp_path / "all.jsonl")
    assert sorted(r["domain"] for r in merged) == names
    assert all(r["problem"] is None for r in merged)
