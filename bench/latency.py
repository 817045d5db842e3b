"""Brief latency against the critical path, same run.

    python bench/latency.py [--delay 0.1] [--repeat 3]

A loopback company site (robots.txt with a Sitemap line, homepage, sitemap
index with children, 7 candidate key pages, an icon) answers every request
after --delay seconds. The critical path is the fewest dependent round trips
a correct reader needs:

    robots.txt -> homepage || sitemap index -> children -> key pages (parallel)

that is 4 round trips. The wall time is the brief's own (logged by the spider,
process start excluded). A naive sequential reader of the same requests is the
second baseline. Politeness settings are varied to show what they cost.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, company_site, serving

CRITICAL_ROUND_TRIPS = 4
_DONE = re.compile(r"Brief of \S+ done in ([0-9.]+) s")

# (name, extra settings, the Crawl-delay the site's robots.txt asks for)
CASES: list[tuple[str, tuple[str, ...], float | None]] = [
    ("default (4 per host, no delay)", (), None),
    ("8 per host", ("-s", "CONCURRENT_REQUESTS_PER_DOMAIN=8"), None),
    ("1 per host", ("-s", "CONCURRENT_REQUESTS_PER_DOMAIN=1"), None),
    ("site asks Crawl-delay: 0.2", (), 0.2),
]


def brief_seconds(bench, extra: tuple[str, ...]) -> tuple[float, int]:  # type: ignore[no-untyped-def]
    out = bench.tmp / "latency.jsonl"
    done = subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "brief", "-a", "domain=site.bench.test",
         "-O", f"{out}:jsonl", *bench.settings(), "-s", "LOG_LEVEL=INFO", *extra],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    match = _DONE.search(done.stderr)
    assert match, done.stderr[-2000:]
    record = json.loads(out.read_text())
    assert record["problem"] is None, record["problem"]
    return float(match[1]), len(record["fetches"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=0.1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    critical = CRITICAL_ROUND_TRIPS * args.delay
    print(
        f"delay {args.delay * 1000:.0f} ms per response; critical path "
        f"{CRITICAL_ROUND_TRIPS} round trips = {critical:.2f} s\n"
    )
    print(f"{'politeness':34}{'wall s':>8}{'x critical':>12}{'requests':>10}{'naive x':>9}")
    rows = []
    for name, extra, crawl_delay in CASES:
        with serving(company_site(delay=args.delay, crawl_delay=crawl_delay)) as bench:
            runs = [brief_seconds(bench, extra) for _ in range(args.repeat)]
            wall = statistics.median(t for t, _ in runs)
            requests = runs[0][1]
            naive = requests * args.delay
            rows.append((name, wall))
            print(
                f"{name:34}{wall:8.2f}{wall / critical:12.2f}{requests:10}{naive / critical:9.2f}"
            )
    default = rows[0][1]
    print(
        f"\nsummary: default politeness {default / critical:.2f}x the critical path "
        f"(goal <= 1.3x); a naive sequential reader would be {naive / critical:.1f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
