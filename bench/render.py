"""A rendered brief against a static one, same run: wall time and peak memory
(PSS) of the whole process tree (crawler, Playwright driver, Chromium),
sampled from /proc every 20 ms.

    python bench/render.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, ZONE, company_site, serving

from sitebrief.dev.server import Reply, Site

SPA_SCRIPT = """
const lines = [];
for (let i = 0; i < 30; i++) lines.push(`<p>Rendered fact number ${i}: we build apps.</p>`);
document.getElementById("root").innerHTML = "<h1>Spa Co</h1>" + lines.join("");
"""


def spa() -> Site:
    shell = ('<html><head><script type="module" src="/app.js"></script></head>'
             '<body><div id="root"></div></body></html>')  # fmt: skip
    return Site({
        "/robots.txt": Reply(body="User-agent: *\nAllow: /\n"),
        "/": Reply(body=shell),
        "/app.js": Reply(body=SPA_SCRIPT, content_type="text/javascript"),
    })  # fmt: skip


def tree_rss_kb(pid: int) -> int:
    """Sum of PSS (RSS with shared pages split between their sharers, so
    Chromium's processes are not counted many times) over a process and all
    its descendants, from /proc."""
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        try:
            rollup = Path(f"/proc/{current}/smaps_rollup").read_text()
            pss = next(line for line in rollup.splitlines() if line.startswith("Pss:"))
            total += int(pss.split()[1])
            for task in Path(f"/proc/{current}/task").iterdir():
                todo += [int(c) for c in (task / "children").read_text().split()]
        except (OSError, StopIteration, ValueError):
            continue
    return total


def measure(bench, extra: tuple[str, ...]) -> tuple[float, float, bool]:  # type: ignore[no-untyped-def]
    out = bench.tmp / "render.jsonl"
    cmd = [sys.executable, "-m", "scrapy", "crawl", "brief", "-a", f"domain=site.{ZONE}",
           "-O", f"{out}:jsonl", *bench.settings(), *extra]  # fmt: skip
    env = {**os.environ, "SCRAPY_SETTINGS_MODULE": "sitebrief.settings"}
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    peak = 0

    def sample() -> None:
        nonlocal peak
        while proc.poll() is None:
            peak = max(peak, tree_rss_kb(proc.pid))
            time.sleep(0.02)

    sampler = threading.Thread(target=sample)
    sampler.start()
    proc.wait()
    sampler.join()
    wall = time.perf_counter() - start
    rendered = '"rendered": true' in out.read_text()
    return wall, peak / 1024, rendered


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    cases = [
        ("static site (browser never started)", company_site(), ()),
        ("JavaScript-only site (rendered)", spa(), ()),
        ("static site, SITEBRIEF_RENDER=always", company_site(), ("-s", "SITEBRIEF_RENDER=always")),
    ]
    print(f"{'brief':40}{'wall s':>8}{'PSS MB':>9}{'x static':>10}  rendered")
    base_wall = base_rss = 0.0
    for name, site, extra in cases:
        with serving(site) as bench:
            runs = [measure(bench, extra) for _ in range(args.repeat)]
        wall = statistics.median(r[0] for r in runs)
        rss = statistics.median(r[1] for r in runs)
        base_wall, base_rss = base_wall or wall, base_rss or rss
        ratios = f"{wall / base_wall:.2f}/{rss / base_rss:.2f}"
        print(f"{name:40}{wall:8.2f}{rss:9.0f}{ratios:>10}  {runs[0][2]}")
        if name.startswith("JavaScript"):
            spa_wall, spa_rss = wall, rss
    print(
        f"\nsummary: a rendered brief costs {spa_wall / base_wall:.1f}x the wall time and "
        f"{spa_rss / base_rss:.1f}x the memory of a static one (process start included)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
