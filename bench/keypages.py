"""Key pages we pick vs the pages a person picks, on real sites.

    python bench/keypages.py ../shared/fixtures/sites

Serves each site folder of the corpus on loopback (HTTPS, its own hostname),
briefs it with the real crawler, and compares the key pages chosen with
``picks.json`` (per kind: acceptable paths; a kind not listed should not be
picked; ``optional`` kinds may be). A site agrees when every kind picked is
acceptable and every kind a person picks is there.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ZONE, serving

from sitebrief.dev.server import Reply, Route, Site


def site_for(folder: Path) -> Site:
    routes: dict[str, Route] = {}
    if folder.name.startswith("cryptomator"):
        routes["/robots.txt"] = Reply(404, "not found", content_type="text/plain")
    if (folder / "hugo-universal-theme").is_dir():
        routes["/"] = Reply(302, headers={"Location": "/hugo-universal-theme/"})
    return Site(routes, folder=folder)


def norm(path: str) -> str:
    return path.rstrip("/") or "/"


def judge(record: dict, site: dict) -> tuple[bool, list[str]]:  # type: ignore[type-arg]
    picked = {
        p["kind"]: norm(urlsplit(p["url"]).path) for p in record["pages"] if p["kind"] != "home"
    }
    wanted = {k: [norm(p) for p in v] for k, v in site["picks"].items()}
    optional = {k: [norm(p) for p in v] for k, v in site.get("optional", {}).items()}
    notes = []
    for kind, path in picked.items():
        allowed = wanted.get(kind, optional.get(kind))
        if allowed is None:
            notes.append(f"{kind} {path} (not a key page here)")
        elif allowed and path not in allowed:
            notes.append(f"{kind} {path} (a person picks {' or '.join(allowed)})")
    for kind, paths in wanted.items():
        if kind not in picked:
            notes.append(f"{kind} missing ({' or '.join(paths)})")
    return not notes, notes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    args = parser.parse_args()
    picks = json.loads((args.corpus / "picks.json").read_text())
    agree = 0
    for site in picks["sites"]:
        folder = args.corpus / site["folder"]
        domain = f"{site['folder']}.{ZONE}"
        with serving(site_for(folder)) as bench:
            _, out = bench.crawl("-a", f"domain={domain}")
            record = json.loads(out.read_text())
        ok, notes = judge(record, site)
        agree += ok
        chosen = ", ".join(
            f"{p['kind']} {urlsplit(p['url']).path}" for p in record["pages"] if p["kind"] != "home"
        )
        print(
            f"{'agrees' if ok else 'differs':8} {site['folder']:26} {chosen or '(homepage only)'}"
        )
        for note in notes:
            print(f"{'':35}{note}")
    print(f"\nsummary: {agree} of {len(picks['sites'])} sites agree with a person's picks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
