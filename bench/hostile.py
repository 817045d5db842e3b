"""Memory and time bounds under hostile input: one crawl per hostile server,
each in its own process; peak RSS measured by the process itself
(getrusage), wall time, and the record's problem kind.

    python bench/hostile.py [--only NAME]

Baseline: the same crawl of a plain small site, in the same run.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, ZONE, company_site, serving

from sitebrief.dev.server import Reply, Route, Site

GOAL_RSS_MB = 200
ALLOW = Reply(body="User-agent: *\nAllow: /\n")
_PEAK = re.compile(r"PEAK_RSS_KB=(\d+)")
# Run scrapy inside a process that reports its own peak RSS when it exits.
_WRAPPER = (
    "import atexit, resource, sys\n"
    "atexit.register(lambda: sys.stderr.write("
    "'PEAK_RSS_KB=%d\\n' % resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))\n"
    "from scrapy.cmdline import execute\n"
    "execute(['scrapy', *sys.argv[1:]])\n"
)


def gzip_bomb(gigabytes: int = 10) -> bytes:
    """~10 MB of gzip members that expand to `gigabytes` GB of zeros."""
    member = gzip.compress(b"\0" * (64 * 1024 * 1024), compresslevel=9)
    return member * (gigabytes * 16)


def stream(total: int, chunk: int = 1 << 20) -> Callable[[BinaryIO], None]:
    def write(out: BinaryIO) -> None:
        out.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n")
        out.write(b"Content-Length: %d\r\n\r\n" % total)
        block = b"<p>" + b"a" * (chunk - 7) + b"</p>\n"
        for _ in range(total // chunk):
            out.write(block)

    return write


def drip(out: BinaryIO) -> None:
    out.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 1000\r\n\r\n")
    out.flush()
    for _ in range(1000):
        out.write(b"x")
        out.flush()
        time.sleep(5)


def endless_headers(out: BinaryIO) -> None:
    out.write(b"HTTP/1.1 200 OK\r\n")
    for i in range(10_000_000):
        out.write(b"X-Filler-%d: %s\r\n" % (i, b"y" * 100))


def redirect_loop(seen: object) -> Reply:
    return Reply(302, headers={"Location": "/loop"})


def sites() -> dict[str, Site]:
    bomb = gzip_bomb()
    index = "".join(f"<sitemap><loc>https://HOST/s{i}.xml</loc></sitemap>" for i in range(50_000))
    laughs = '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">'
    for i in range(1, 10):
        laughs += f'<!ENTITY a{i} "{("&a;" if i == 1 else f"&a{i - 1};") * 10}">'
    laughs += "]><urlset><url><loc>https://x/&a9;</loc></url></urlset>"
    links = "".join(f'<a href="/p{i}">link {i}</a>' for i in range(100_000))
    home = company_site().routes["/"]

    def on(routes: dict[str, Route]) -> Site:
        return Site({"/robots.txt": ALLOW, **routes})

    return {
        "baseline (small site)": company_site(),
        "gzip bomb (10 GB)": on({"/": Reply(body=bomb, headers={"Content-Encoding": "gzip"})}),
        "2 GB body": on({"/": Reply(raw=stream(2 * 1024**3))}),
        "1 byte every 5 s": on({"/": Reply(raw=drip)}),
        "endless headers": on({"/": Reply(raw=endless_headers)}),
        "50,000-child sitemap index": on(
            {
                "/": home,
                "/sitemap.xml": Reply(
                    body=f"<sitemapindex>{index}</sitemapindex>".replace("HOST", f"site.{ZONE}")
                ),
            }
        ),
        "billion-laughs sitemap": on({"/": home, "/sitemap.xml": Reply(body=laughs)}),
        "100,000 links": on({"/": Reply(body=f"<html><body>{links}</body></html>")}),
        "redirect loop": on({"/": redirect_loop, "/loop": redirect_loop}),
        "gzip bomb robots.txt": Site(
            {"/robots.txt": Reply(body=bomb, headers={"Content-Encoding": "gzip"}), "/": home}
        ),
    }


def crawl(bench, name: str) -> tuple[float, float, str]:  # type: ignore[no-untyped-def]
    out = bench.tmp / "hostile.jsonl"
    out.unlink(missing_ok=True)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", _WRAPPER, "crawl", "brief", "-a", f"domain=site.{ZONE}",
         "-O", f"{out}:jsonl", *bench.settings()],
        cwd=ROOT, capture_output=True, text=True, check=False,
        env={**os.environ, "SCRAPY_SETTINGS_MODULE": "sitebrief.settings"},
    )  # fmt: skip
    wall = time.perf_counter() - start
    peak = _PEAK.search(done.stderr)
    rss = int(peak[1]) / 1024 if peak else float("nan")
    lines = out.read_text().splitlines() if out.exists() else []
    if len(lines) != 1:
        return wall, rss, f"NO RECORD ({len(lines)})"
    record = json.loads(lines[0])
    kind = record["problem"]["kind"] if record["problem"] else "ok"
    if record["sitemap"] is None and "sitemap" in name:
        kind += ", sitemap null"
    return wall, rss, kind


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="run only the cases whose name contains this")
    args = parser.parse_args()
    print(f"{'hostile server':30}{'wall s':>8}{'peak RSS MB':>13}{'x baseline':>11}  record")
    worst = 0.0
    baseline = None
    over = []
    for name, site in sites().items():
        if args.only and args.only not in name and not name.startswith("baseline"):
            continue
        with serving(site) as bench:
            wall, rss, kind = crawl(bench, name)
        baseline = baseline or rss
        worst = max(worst, rss)
        if rss > GOAL_RSS_MB or kind.startswith("NO RECORD"):
            over.append(name)
        print(f"{name:30}{wall:8.1f}{rss:13.0f}{rss / baseline:11.2f}  {kind}")
    verdict = "all within" if not over else f"over the goal: {', '.join(over)}"
    print(
        f"\nsummary: worst peak RSS {worst:.0f} MB, {worst / (baseline or 1):.2f}x the baseline "
        f"(goal <= {GOAL_RSS_MB} MB); {verdict}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
