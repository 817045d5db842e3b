"""Workers on one Redis queue vs one batch process, same run, same sites.

    python bench/workers.py [N]

N generated company sites on loopback (default 300). Three runs over the same
domains: one process with -a domains_file=, then 1 and 2 workers pulling from
a Redis queue (a redis-server this script starts on a free loopback port).
Briefs per minute, from enqueue to the last worker's exit.
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, ZONE, company_site, serving


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def run_workers(bench, url: str, listing: Path, workers: int) -> tuple[float, int]:  # type: ignore[no-untyped-def]
    env = {**os.environ, "SCRAPY_SETTINGS_MODULE": "sitebrief.settings"}
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "scrapy", "enqueue", "--queue", url, str(listing)],
        cwd=ROOT, env=env, check=True, capture_output=True,
    )  # fmt: skip
    outs = [bench.tmp / f"w{workers}-{i}.jsonl" for i in range(workers)]
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
                *bench.settings(),
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for out in outs
    ]
    for job in jobs:
        job.wait()
    wall = time.perf_counter() - start - 1.0  # the idle_exit wait is not work
    records = sum(len(out.read_text().splitlines()) for out in outs)
    return wall, records


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int, nargs="?", default=300)
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", data],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        time.sleep(0.3)
        url = f"redis://127.0.0.1:{port}/0"
        try:
            with serving(company_site()) as bench:
                listing = bench.tmp / "domains.txt"
                listing.write_text("\n".join(f"site-{i}.{ZONE}" for i in range(args.n)) + "\n")
                batch_wall, out = bench.crawl("-a", f"domains_file={listing}")
                batch_records = len(out.read_text().splitlines())
                rows = [("one process (batch)", batch_wall, batch_records)]
                for workers in (1, 2):
                    wall, count = run_workers(bench, url, listing, workers)
                    rows.append((f"{workers} worker(s) on one Redis queue", wall, count))
        finally:
            server.terminate()
    print(f"{args.n} sites on loopback\n")
    print(f"{'':34}{'wall s':>8}{'briefs/min':>12}{'records':>9}")
    for name, wall, count in rows:
        print(f"{name:34}{wall:8.1f}{60 * args.n / wall:12.0f}{count:9}")
    print(
        f"\nsummary: 2 workers {rows[0][1] / rows[2][1]:.2f}x one batch process, "
        f"1 worker {rows[0][1] / rows[1][1]:.2f}x (this machine has {os.cpu_count()} cores)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
