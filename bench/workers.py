"""Workers on one Redis queue vs one batch process, and a worker killed mid-batch.

    python bench/workers.py [N] [--workers W] [--lease SECONDS]

N generated company sites on loopback (default 300). Runs over the same domains:
one process with -a domains_file=, then 1 and 2 workers pulling from a Redis
queue (a redis-server this script starts on a free loopback port); then W workers
(default 3) as the anchor, and W workers of which one is SIGKILLed once a third
of the inputs have their records. Briefs per minute, from enqueue to the moment
every input has its record (all input lines done or failed in the queue's counts).
For the kill: records lost (inputs with no record in any feed; goal 0) and
duplicated (records beyond one per input; bounded by the killed worker's leases,
SITEBRIEF_CONCURRENT_BRIEFS), and `scrapy results`' count.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import redis

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, ZONE, Bench, company_site, serving

ENV = {**os.environ, "SCRAPY_SETTINGS_MODULE": "sitebrief.settings"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def finished(client: redis.Redis) -> int:
    done, failed = client.hmget("sitebrief:counts", ["done", "failed"])
    return int(done or 0) + int(failed or 0)


def feed(path: Path) -> list[dict[str, object]]:
    """A feed's records; a killed worker's last line may be cut: skipped."""
    records = []
    for line in path.read_text().splitlines() if path.exists() else []:
        with contextlib.suppress(ValueError):
            records.append(json.loads(line))
    return records


def run_workers(
    bench: Bench, url: str, listing: Path, *, n: int, workers: int, lease: float, kill: bool = False
) -> dict[str, float]:
    client = redis.Redis.from_url(url)
    client.flushdb()
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "scrapy", "enqueue", "--queue", url, str(listing)],
        cwd=ROOT, env=ENV, check=True, capture_output=True,
    )  # fmt: skip
    tag = f"w{workers}{'k' if kill else ''}"
    outs = [bench.tmp / f"{tag}-{i}.jsonl" for i in range(workers)]
    jobs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "scrapy",
                "crawl",
                "brief",
                "-a",
                f"queue={url}",
                "-a",
                "idle_exit=1",
                "-O",
                f"{out}:jsonl",
                "-s",
                f"SITEBRIEF_QUEUE_LEASE={lease:g}",
                *bench.settings(),
            ],
            cwd=ROOT,
            env=ENV,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for out in outs
    ]
    killed_at = None
    while finished(client) < n and any(job.poll() is None for job in jobs):
        if kill and killed_at is None and finished(client) >= n // 3:
            jobs[0].send_signal(signal.SIGKILL)
            killed_at = time.perf_counter() - start
        time.sleep(0.05)
    wall = time.perf_counter() - start
    for job in jobs:
        job.wait()
    written = [r for out in outs for r in feed(out)]
    per_input = Counter(str(r["input_id"]) for r in written)
    merged = subprocess.run(
        [sys.executable, "-m", "scrapy", "results", "--queue", url],
        cwd=ROOT, env=ENV, capture_output=True, text=True, check=False,
    )  # fmt: skip
    return {
        "wall": wall,
        "records": len(written),
        "lost": n - len(per_input),
        "duplicated": sum(count - 1 for count in per_input.values()),
        "results": len(merged.stdout.splitlines()),
        "killed_at": killed_at or 0.0,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int, nargs="?", default=300)
    parser.add_argument("--workers", type=int, default=3, help="workers in the kill run")
    parser.add_argument("--lease", type=float, default=30, help="SITEBRIEF_QUEUE_LEASE, seconds")
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", data],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        url = f"redis://127.0.0.1:{port}/0"
        for _ in range(200):
            try:
                redis.Redis.from_url(url).ping()
                break
            except redis.RedisError:
                time.sleep(0.05)
        try:
            with serving(company_site()) as bench:
                listing = bench.tmp / "domains.txt"
                listing.write_text("\n".join(f"site-{i}.{ZONE}" for i in range(args.n)) + "\n")
                batch_wall, out = bench.crawl("-a", f"domains_file={listing}")
                count = len(out.read_text().splitlines())
                rows = [("one process (batch)", {"wall": batch_wall, "records": count})]
                for workers in (1, 2, args.workers):
                    found = run_workers(
                        bench, url, listing, n=args.n, workers=workers, lease=args.lease
                    )
                    rows.append((f"{workers} worker(s) on one Redis queue", found))
                killed = run_workers(
                    bench, url, listing, n=args.n, workers=args.workers, lease=args.lease, kill=True
                )
                rows.append((f"{args.workers} workers, one SIGKILLed", killed))
        finally:
            server.terminate()
    print(f"{args.n} sites on loopback, SITEBRIEF_QUEUE_LEASE={args.lease:g}\n")
    print(f"{'':36}{'wall s':>8}{'briefs/min':>12}{'records':>9}{'lost':>6}{'dup':>5}")
    for name, row in rows:
        extra = f"{int(row['lost']):6}{int(row['duplicated']):5}" if "lost" in row else f"{'':11}"
        wall = row["wall"]
        print(f"{name:36}{wall:8.1f}{60 * args.n / wall:12.0f}{int(row['records']):9}{extra}")
    anchor = rows[3][1]
    print(
        f"\nkilled at {killed['killed_at']:.1f} s; every input had its record "
        f"{killed['wall'] - anchor['wall']:.1f} s after the unkilled run's "
        f"(the lease is {args.lease:g} s); scrapy results gave {int(killed['results'])} records"
    )
    print(
        f"summary: 2 workers {rows[0][1]['wall'] / rows[2][1]['wall']:.2f}x one batch process, "
        f"1 worker {rows[0][1]['wall'] / rows[1][1]['wall']:.2f}x; one of {args.workers} killed: "
        f"{int(killed['lost'])} lost, {int(killed['duplicated'])} duplicated "
        f"(this machine has {os.cpu_count()} cores, shared)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
