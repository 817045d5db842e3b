"""Batch throughput: N generated loopback sites, briefed by one process vs one
`scrapy crawl` per domain (as one Scrapyd job per domain would), same run.

    python bench/batch.py N [--parallel P]

Per-domain processes run P at a time (default: the number of cores).
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
    args = parser.parse_args()
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
