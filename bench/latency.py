"""Brief latency against the critical path, same run.

    python bench/latency.py [--delay 0.1] [--repeat 3]

Loopback company sites answer every request after --delay seconds. The
critical path is the fewest dependent round trips a correct, polite reader
needs (at most 4 requests at once per site):

    robots.txt -> (homepage || sitemap chain) -> key pages in ceil(n / 4) rounds

The span is read from the server's log: from the first request's arrival to
the last response written, so process start and our own log timing are out
of it. Per site, the span over the critical path is the figure of merit
(goal <= 1.15x); then politeness settings are varied on the first site to
show what they cost.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, company_site, serving

KEY_PAGES = 5  # the seven candidate kinds give five key pages
PER_SITE = 4

# (name, company_site arguments, round trips of the sitemap chain)
SITES: list[tuple[str, dict[str, object], int]] = [
    ("robots.txt lists an index (2 children)", {"sitemap": "listed"}, 2),
    ("no Sitemap line; /sitemap.xml 404, index of 3", {"sitemap": "guessed", "children": 3}, 2),
    ("no sitemap at all", {"sitemap": "none"}, 1),
]
# (name, extra settings, the Crawl-delay the site's robots.txt asks for)
POLITENESS: list[tuple[str, tuple[str, ...], float | None]] = [
    ("default (4 per host, no delay)", (), None),
    ("8 per host", ("-s", "CONCURRENT_REQUESTS_PER_DOMAIN=8"), None),
    ("1 per host", ("-s", "CONCURRENT_REQUESTS_PER_DOMAIN=1"), None),
    ("site asks Crawl-delay: 0.2", (), 0.2),
]


def round_trips(sitemap_chain: int, per_site: int = PER_SITE) -> int:
    return 1 + max(1, sitemap_chain) + math.ceil(KEY_PAGES / per_site)


def idle_gap(seen) -> float:  # type: ignore[no-untyped-def]
    """The longest time the server had nothing in flight, inside the span."""
    events = sorted([(s.at, 1) for s in seen] + [(s.answered or s.at, -1) for s in seen])
    gap, busy, since = 0.0, 0, events[0][0]
    for at, step in events:
        if busy == 0:
            gap = max(gap, at - since)
        busy += step
        if busy == 0:
            since = at
    return gap


def span(bench, extra: tuple[str, ...]) -> tuple[float, int, float]:  # type: ignore[no-untyped-def]
    """One brief: the server-side span, the number of requests, the longest idle gap."""
    bench.server.seen.clear()
    out = bench.tmp / "latency.jsonl"
    subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "brief", "-a", "domain=site.bench.test",
         "-O", f"{out}:jsonl", *bench.settings(), *extra],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    record = json.loads(out.read_text())
    assert record["problem"] is None, record["problem"]
    assert len(record["pages"]) == 1 + KEY_PAGES, [p["url"] for p in record["pages"]]
    seen = list(bench.server.seen)
    first = min(s.at for s in seen)
    last = max(s.answered or s.at for s in seen)
    return last - first, len(seen), idle_gap(seen)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=0.1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"delay {args.delay * 1000:.0f} ms per response; median of {args.repeat} briefs\n")
    print(
        f"{'site':48}{'span s':>8}{'critical s':>11}{'x critical':>11}{'requests':>9}{'idle ms':>9}"
    )
    worst = 0.0
    for name, shape, chain in SITES:
        critical = round_trips(chain) * args.delay
        with serving(company_site(delay=args.delay, **shape)) as bench:  # type: ignore[arg-type]
            runs = [span(bench, ()) for _ in range(args.repeat)]
        wall = statistics.median(t for t, _, _ in runs)
        idle = max(g for _, _, g in runs) * 1000
        worst = max(worst, wall / critical)
        print(
            f"{name:48}{wall:8.2f}{critical:11.2f}{wall / critical:11.2f}{runs[0][1]:9}{idle:9.0f}"
        )

    print(f"\n{'politeness (first site)':48}{'span s':>8}{'critical s':>11}{'x critical':>11}")
    for name, extra, crawl_delay in POLITENESS:
        per_site = 8 if "=8" in " ".join(extra) else 1 if "=1" in " ".join(extra) else PER_SITE
        critical = round_trips(2, per_site) * args.delay
        with serving(company_site(delay=args.delay, crawl_delay=crawl_delay)) as bench:
            wall = statistics.median(span(bench, extra)[0] for _ in range(args.repeat))
        print(f"{name:48}{wall:8.2f}{critical:11.2f}{wall / critical:11.2f}")
    print(f"\nsummary: worst site {worst:.2f}x its critical path (goal <= 1.15x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
