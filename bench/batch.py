"""Batch throughput and memory: generated loopback sites, same run.

    python bench/batch.py N [--parallel P] [--sizes 500 5000]

1. N sites briefed by one process vs one `scrapy crawl` per domain (as one
   Scrapyd job per domain would); per-domain processes run P at a time
   (default: the number of cores). --no-compare skips it.
2. One process at each of --sizes: briefs per minute and the process's own
   peak RSS. Neither may grow with the batch (goal: within 10% at both sizes).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ZONE, company_site, serving


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int)
    parser.add_argument("--parallel", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--sizes", type=int, nargs="*", default=[500, 5000])
    parser.add_argument("--no-compare", action="store_true")
    args = parser.parse_args()
    if not args.no_compare:
        compare(args.n, args.parallel)
    if args.sizes:
        sizes(args.sizes)
    return 0


def sizes(ns: list[int]) -> None:
    rows = []
    with serving(company_site()) as bench:
        for n in ns:
            listing = bench.tmp / f"domains-{n}.txt"
            listing.write_text("\n".join(f"site-{i}.{ZONE}" for i in range(n)) + "\n")
            wall, out, rss = bench.crawl_measured("-a", f"domains_file={listing}")
            records = out.read_text().splitlines()
            ok = sum(1 for line in records if json.loads(line)["problem"] is None)
            rows.append((n, wall, 60 * n / wall, rss, len(records), ok))
    print(f"\n{'one process':28}{'wall s':>10}{'briefs/min':>12}{'peak RSS MB':>13}{'records':>9}")
    for n, wall, rate, rss, count, _ in rows:
        print(f"{f'N = {n:,}':28}{wall:10.1f}{rate:12.0f}{rss:13.0f}{count:9}")
    (_, _, rate0, rss0, _, _), (_, _, rate1, rss1, _, _) = rows[0], rows[-1]
    print(
        f"\nsummary: at N = {rows[-1][0]:,} vs N = {rows[0][0]:,}: peak RSS {rss1 / rss0:.2f}x, "
        f"briefs/min {rate1 / rate0:.2f}x (goal: both within 10%), "
        f"{sum(r[5] for r in rows)}/{sum(r[0] for r in rows)} briefs without a problem"
    )


def compare(n: int, parallel: int) -> None:
    args = argparse.Namespace(n=n, parallel=parallel)
    domains = [f"site-{i}.{ZONE}" for i in range(args.n)]
    with serving(company_site()) as bench:
        listing = bench.tmp / "domains.txt"
        listing.write_text("\n".join(domains) + "\n")
        one_time, out = bench.crawl("-a", f"domains_file={listing}")
        one_records = [json.loads(line) for line in out.read_text().splitlines()]
        with ThreadPoolExecutor(args.parallel) as pool:
            results = list(pool.map(lambda d: bench.crawl("-a", f"domain={d}"), domains))
        each_time = sum(t for t, _ in results)
        each_wall = max(1e-9, sum(t for t, _ in results) / args.parallel)
        each_records = sum(len(p.read_text().splitlines()) for _, p in results)
    ok = sum(1 for r in one_records if r["problem"] is None)
    one_rate = 60 * args.n / one_time
    each_rate = 60 * args.n / each_wall
    print(f"{args.n} sites, {args.parallel} per-domain processes at a time\n")
    print(f"{'':28}{'wall s':>10}{'briefs/min':>12}{'records':>9}")
    print(f"{'one process (batch)':28}{one_time:10.1f}{one_rate:12.0f}{len(one_records):9}")
    print(f"{'one process per domain':28}{each_wall:10.1f}{each_rate:12.0f}{each_records:9}")
    print(f"  (per-domain process: {each_time / args.n:.2f} s each on average)")
    print(
        f"\nsummary: one process {one_rate / each_rate:.1f}x per-domain processes "
        f"(goal >= 10x at N = 200), {len(one_records)}/{args.n} records, {ok} without a problem"
    )


if __name__ == "__main__":
    sys.exit(main())
