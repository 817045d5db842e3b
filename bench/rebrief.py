"""Re-briefs (-a previous=) against a first brief, same run, same sites.

    python bench/rebrief.py [--repeat 3]

The generated company site (homepage, five key pages, sitemap index, icon),
its pages with ETags and Last-Modified. Each case briefs it, changes it (or
not), then re-briefs it with the first record as -a previous=: requests,
body bytes received (from the record's fetch log) and wall time of the
second run over the first, and the change summary it wrote.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import company_site, serving

from sitebrief.dev.server import Reply, Site

CASES = ("unchanged", "one page changed", "ETag rotates on every response")


def with_validators(site: Site) -> Site:
    for path, route in list(site.routes.items()):
        if isinstance(route, Reply) and route.status == 200:
            body = route.body if isinstance(route.body, bytes) else route.body.encode()
            tag = '"' + hashlib.sha256(body).hexdigest()[:12] + '"'
            site.routes[path] = dataclasses.replace(
                route, etag=tag, last_modified="Mon, 02 Nov 2026 10:00:00 GMT"
            )
    return site


def run(bench, previous: Path | None = None) -> tuple[float, dict]:  # type: ignore[no-untyped-def,type-arg]
    args = ["-a", "domain=site.bench.test"]
    if previous is not None:
        args += ["-a", f"previous={previous}"]
    wall, out = bench.crawl(*args)
    return wall, json.loads(out.read_text())


def received(record: dict) -> tuple[int, int]:  # type: ignore[type-arg]
    fetches = record["fetches"]
    return len(fetches), sum(f["bytes"] or 0 for f in fetches)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'case':34}{'requests':>10}{'bytes':>14}{'wall':>8}   change")
    worst_unchanged = 0.0
    for case in CASES:
        site = with_validators(company_site())
        site.rotate_etags = case.startswith("ETag")
        ratios: list[tuple[float, float, float]] = []
        summary = ""
        with serving(site) as bench:
            for _ in range(args.repeat):
                first_wall, first = run(bench)
                if case == "one page changed":
                    about = site.routes["/about"]
                    assert isinstance(about, Reply)
                    body = str(about.body).replace("detail 0", "detail zero")
                    site.routes["/about"] = dataclasses.replace(about, body=body, etag='"new"')
                previous = bench.tmp / "previous.jsonl"
                previous.write_text(json.dumps(first) + "\n")
                second_wall, second = run(bench, previous)
                (r1, b1), (r2, b2) = received(first), received(second)
                ratios.append((r2 / r1, b2 / b1, second_wall / first_wall))
                change = second["change"]
                summary = f"{change['status']} {change['changed']}"
                site.routes.update(with_validators(company_site()).routes)  # as it was
        requests, body_bytes, wall = (statistics.median(r[i] for r in ratios) for i in range(3))
        if case == "unchanged":
            worst_unchanged = max(r[1] for r in ratios)
        print(f"{case:34}{requests:10.2f}{body_bytes:14.2f}{wall:8.2f}   {summary}")
    print(
        f"\nsummary: an unchanged site's re-brief receives {worst_unchanged:.0%} of the first "
        "brief's body bytes (goal <= 10%)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
