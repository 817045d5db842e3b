"""Batch throughput and memory: generated loopback sites, same run.

    python bench/batch.py N [--parallel P] [--sizes 500 5000] [--map 500]

1. N sites briefed by one process vs one `scrapy crawl` per domain (as one
   Scrapyd job per domain would); per-domain processes run P at a time
   (default: the number of cores). --no-compare skips it.
2. One process at each of --sizes: briefs per minute, the process's own
   peak RSS, and its CPU time (user + system) per brief. Neither rate nor
   memory may grow with the batch (goal: within 10% at both sizes).
3. --map N: where a batch of N briefs spends that CPU (reading pages, TLS,
   HTTP, Scrapy's engine, the event loop, ...), sampled with py-spy
   (``pip install -r bench/requirements.txt``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
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
    parser.add_argument(
        "--map", type=int, default=0, metavar="N",
        help="where a batch of N briefs spends its CPU (samples its process with py-spy)",
    )  # fmt: skip
    args = parser.parse_args()
    if not args.no_compare:
        compare(args.n, args.parallel)
    if args.sizes:
        sizes(args.sizes)
    if args.map:
        cpu_map(args.map)
    return 0


# Where a sample's CPU goes: to the part of the frame nearest the sample's
# leaf that belongs to one (the standard library and zope.interface belong
# to none: their caller's part counts). In each frame the first part listed
# that it belongs to wins (the specific before the catch-alls).
PARTS: list[tuple[str, tuple[str, ...]]] = [
    ("start-up (imports)", ("<frozen importlib", "importlib/__init__")),
    ("reading pages (decode, parse, rules, text, facts)",
     ("sitebrief/page/", "sitebrief/rules/injection.py",
      "html_text/", "lxml/", "lxml_html_clean/", "sitebrief/brief/pageitem.py", "w3lib/encoding")),
    ("TLS (handshakes, encryption)",
     ("OpenSSL/", "twisted/protocols/tls.py", "service_identity/", "sitebrief/net/tls.py",
      "twisted/internet/_sslverify.py", "scrapy/core/downloader/tls.py",
      "scrapy/core/downloader/contextfactory.py", "cryptography/")),
    ("robots.txt and sitemaps (parsing)",
     ("sitebrief/robots/parser.py", "sitebrief/rules/sitemaps.py", "scrapy/utils/sitemap.py")),
    ("record, pipelines and feed export",
     ("sitebrief/pipelines/", "sitebrief/brief/reading.py", "sitebrief/items.py",
      "scrapy/exporters.py", "scrapy/extensions/feedexport.py", "scrapy/core/scraper.py")),
    ("HTTP and DNS (Twisted's client, Scrapy's handler, our resolver)",
     ("twisted/web/", "scrapy/core/downloader/handlers/", "sitebrief/net/", "twisted/names/",
      "twisted/internet/endpoints.py", "twisted/internet/_resolver.py", "twisted/_threads/",
      "scrapy/http/", "scrapy/responsetypes.py")),
    ("our spider and middlewares",
     ("sitebrief/spiders/", "sitebrief/middlewares/", "sitebrief/")),
    ("Scrapy's engine (downloader, middleware chains, signals, Deferreds)",
     ("scrapy/", "twisted/internet/defer.py", "pydispatch/")),
    ("event loop and sockets (asyncio, Twisted's reactor, send/recv)",
     ("asyncio/", "twisted/internet/", "twisted/python/", "selectors.py", "socket.py")),
]  # fmt: skip
# Threads waiting that the sampler could not tell were idle (a lock's or a
# queue's wait, a poll): no CPU.
WAITING = ("Condition.wait (", "Event.wait (", "_wait_for_tstate_lock (", "select (", "poll (")


def part(stack: str) -> str:
    for frame in reversed(stack.split(";")):
        for name, marks in PARTS:
            if any(mark in frame for mark in marks):
                return name
    return "other"


def cpu_map(n: int) -> None:
    """One batch of n briefs sampled by py-spy (100 Hz, threads that are
    running): each part's share of the samples, times the CPU seconds the
    same batch took unsampled, per brief."""
    spy = shutil.which("py-spy", path=str(Path(sys.executable).parent)) or shutil.which("py-spy")
    if spy is None:
        print("\n--map needs py-spy: pip install -r bench/requirements.txt")
        return
    with serving(company_site()) as bench:
        listing = bench.tmp / "domains-map.txt"
        listing.write_text("\n".join(f"site-{i}.{ZONE}" for i in range(n)) + "\n")
        plain = bench.crawl_measured("-a", f"domains_file={listing}")
        raw = bench.tmp / "samples.txt"
        bench.crawl_measured(
            "-a", f"domains_file={listing}",
            wrap=(spy, "record", "--format", "raw", "--rate", "100", "--nonblocking",
                  "--output", str(raw), "--"),
        )  # fmt: skip
        shares: dict[str, int] = {}
        for line in raw.read_text().splitlines():
            stack, _, samples = line.rpartition(" ")
            leaf = stack.rsplit(";", 1)[-1]
            if leaf.strip() and not leaf.startswith(WAITING):
                shares[part(stack)] = shares.get(part(stack), 0) + int(samples)
    total = sum(shares.values())
    per_brief = 1000 * plain.cpu / n
    print(
        f"\nCPU map: N = {n:,} in one process, {plain.cpu:.1f} CPU s "
        f"(user + system) = {per_brief:.1f} ms per brief; {total:,} samples"
    )
    print(f"{'part':68}{'share':>7}{'ms/brief':>10}")
    for name, share in sorted(shares.items(), key=lambda kv: -kv[1]):
        print(f"{name:68}{share / total:7.1%}{per_brief * share / total:10.1f}")


def sizes(ns: list[int]) -> None:
    rows = []
    with serving(company_site()) as bench:
        for n in ns:
            listing = bench.tmp / f"domains-{n}.txt"
            listing.write_text("\n".join(f"site-{i}.{ZONE}" for i in range(n)) + "\n")
            run = bench.crawl_measured("-a", f"domains_file={listing}")
            records = run.out.read_text().splitlines()
            ok = sum(1 for line in records if json.loads(line)["problem"] is None)
            rows.append((n, run.wall, 60 * n / run.wall, run.rss_mb, len(records), ok, run.cpu))
    print(
        f"\n{'one process':28}{'wall s':>10}{'briefs/min':>12}{'peak RSS MB':>13}{'records':>9}"
        f"{'CPU s':>8}{'CPU ms/brief':>14}"
    )
    for n, wall, rate, rss, count, _, cpu in rows:
        print(
            f"{f'N = {n:,}':28}{wall:10.1f}{rate:12.0f}{rss:13.0f}{count:9}"
            f"{cpu:8.1f}{1000 * cpu / n:14.1f}"
        )
    (_, _, rate0, rss0, _, _, _), (_, _, rate1, rss1, _, _, _) = rows[0], rows[-1]
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
        one = bench.crawl_measured("-a", f"domains_file={listing}")
        one_time = one.wall
        one_records = [json.loads(line) for line in one.out.read_text().splitlines()]
        with ThreadPoolExecutor(args.parallel) as pool:
            results = list(pool.map(lambda d: bench.crawl_measured("-a", f"domain={d}"), domains))
        each_time = sum(r.wall for r in results)
        each_wall = max(1e-9, each_time / args.parallel)
        each_cpu = sum(r.cpu for r in results)
        each_records = sum(len(r.out.read_text().splitlines()) for r in results)
    ok = sum(1 for r in one_records if r["problem"] is None)
    one_rate = 60 * args.n / one_time
    each_rate = 60 * args.n / each_wall
    print(f"{args.n} sites, {args.parallel} per-domain processes at a time\n")
    print(f"{'':28}{'wall s':>10}{'briefs/min':>12}{'records':>9}{'CPU ms/brief':>14}")
    print(
        f"{'one process (batch)':28}{one_time:10.1f}{one_rate:12.0f}{len(one_records):9}"
        f"{1000 * one.cpu / args.n:14.0f}"
    )
    print(
        f"{'one process per domain':28}{each_wall:10.1f}{each_rate:12.0f}{each_records:9}"
        f"{1000 * each_cpu / args.n:14.0f}"
    )
    print(f"  (per-domain process: {each_time / args.n:.2f} s each on average)")
    print(
        f"\nsummary: one process {one_rate / each_rate:.1f}x per-domain processes "
        f"(goal >= 10x at N = 200), {len(one_records)}/{args.n} records, {ok} without a problem"
    )


if __name__ == "__main__":
    sys.exit(main())
