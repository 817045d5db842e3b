"""Key pages we pick vs the pages a person picks, on real sites.

    python bench/keypages.py ../shared/fixtures/sites bench/smallsites

Serves each site folder of each corpus on loopback (HTTPS, its own hostname),
briefs it with the real crawler, and compares the key pages found with the
corpus's ``picks.json`` (per kind: acceptable paths; a kind not listed should
not be picked; ``optional`` kinds may be). A kind is found when the record's
``key_pages`` says its page was read, or read and left out because an
earlier page already states its text (the homepage's prices) or because its
own text is too short to keep. A site agrees
when every kind found is acceptable and every kind a person picks is there.

Per kind: precision (of the kinds found that a person lists, the share at
an acceptable path) and recall (of the kinds a person picks, the share found
at an acceptable path). An optional kind found at an acceptable path counts
neither way; at another path it is a wrong pick.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ZONE, serving

from sitebrief.dev.server import Reply, Route, Seen, Site
from sitebrief.rules import keyrecord
from sitebrief.rules.keypages import PRIORITY


def _for_host(path: Path) -> Route:
    """A file that names its host as HOST (sitemaps, robots.txt), served for the host asked."""
    body = path.read_text()
    ctype = "application/xml" if path.suffix == ".xml" else "text/plain"

    def reply(seen: Seen) -> Reply:
        return Reply(body=body.replace("HOST", seen.headers.get("Host", ZONE)), content_type=ctype)

    return reply


def site_for(folder: Path) -> Site:
    routes: dict[str, Route] = {}
    if folder.name.startswith("cryptomator"):
        routes["/robots.txt"] = Reply(404, "not found", content_type="text/plain")
    if (folder / "hugo-universal-theme").is_dir():
        routes["/"] = Reply(302, headers={"Location": "/hugo-universal-theme/"})
    # Every sitemap (an index's children too: Wix's pages-sitemap.xml) and robots.txt.
    for path in sorted([*folder.rglob("*.xml"), folder / "robots.txt"]):
        if path.is_file() and "HOST" in path.read_text(errors="replace"):
            routes["/" + path.relative_to(folder).as_posix()] = _for_host(path)
    return Site(routes, folder=folder)


_INDEX = re.compile(r"/index\.(?:html?|php)$")


def norm(path: str) -> str:
    """A path as a person writes it: ``/μενού`` for ``/%CE%BC%CE%B5%CE%BD%CE%BF%CF%8D/``;
    a folder's index is the folder (``/products/index.html`` is ``/products``:
    the server answers both with the same file)."""
    return _INDEX.sub("", unquote(path)).rstrip("/") or "/"


def found_kinds(record: dict[str, Any]) -> dict[str, str]:
    """Kind → path of the page found for it."""
    if record.get("key_pages") is not None:
        chosen = keyrecord.picked(record["key_pages"])
    else:  # a record from before key_pages
        chosen = {p["kind"]: p["url"] for p in record["pages"] if p["kind"] != "home"}
    return {kind: norm(urlsplit(url).path) for kind, url in chosen.items()}


def judge(
    picked: dict[str, str], site: dict[str, Any], tally: dict[str, Counter[str]]
) -> list[str]:
    wanted = {k: [norm(p) for p in v] for k, v in site["picks"].items()}
    optional = {k: [norm(p) for p in v] for k, v in site.get("optional", {}).items()}
    notes = []
    for kind in PRIORITY:
        path = picked.get(kind)
        counts = tally.setdefault(kind, Counter())
        if kind in wanted:
            if path in wanted[kind]:
                counts["tp"] += 1
            else:
                counts["fn"] += 1
                if path is None:
                    notes.append(f"{kind} missing ({' or '.join(wanted[kind])})")
                else:
                    counts["fp"] += 1
                    notes.append(f"{kind} {path} (a person picks {' or '.join(wanted[kind])})")
        elif path is not None:
            allowed = optional.get(kind)
            if allowed is None:
                counts["fp"] += 1
                notes.append(f"{kind} {path} (not a key page here)")
            elif allowed and path not in allowed:
                counts["fp"] += 1
                notes.append(f"{kind} {path} (a person picks {' or '.join(allowed)})")
    return notes


def ratio(a: int, b: int) -> str:
    return f"{a / b:.2f}" if b else "  - "


def grade(
    corpus: Path, records: Path | None = None
) -> tuple[int, int, dict[str, Counter[str]], int]:
    picks = json.loads((corpus / "picks.json").read_text())
    agree = requests = 0
    tally: dict[str, Counter[str]] = {}
    print(f"\n{corpus}")
    for site in picks["sites"]:
        folder = corpus / site["folder"]
        domain = f"{site['folder']}.{ZONE}"
        with serving(site_for(folder)) as bench:
            _, out = bench.crawl("-a", f"domain={domain}")
            record = json.loads(out.read_text())
        if records is not None:  # to read why a kind was missed: its key_pages entries
            records.mkdir(parents=True, exist_ok=True)
            (records / f"{corpus.name}-{site['folder']}.json").write_text(
                json.dumps(record, indent=1, ensure_ascii=False)
            )
        picked = found_kinds(record)
        notes = judge(picked, site, tally)
        agree += not notes
        requests += sum(  # every page tried for a kind, or read to let its content say
            1
            for entries in (record.get("key_pages") or {}).values()
            for entry in entries
            if entry.get("url") and entry.get("outcome") != keyrecord.OVER_BUDGET
        )
        shown = []
        for kind, path in picked.items():
            found = ("read", "repeated", "thin")
            entries = (record.get("key_pages") or {}).get(kind, [])
            entry: dict[str, str] = next((e for e in entries if e.get("outcome") in found), {})
            how = entry.get("by") or entry.get("outcome", "")
            shown.append(f"{kind} {path}" + (f" ({how})" if how not in ("", "words") else ""))
        verdict = "differs" if notes else "agrees"
        print(f"{verdict:8} {site['folder']:26} {', '.join(shown) or '(homepage only)'}")
        for note in notes:
            print(f"{'':35}{note}")
    return agree, len(picks["sites"]), tally, requests


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path, nargs="+")
    parser.add_argument("--records", type=Path, help="write each site's record in this folder")
    args = parser.parse_args()
    summaries = []
    for corpus in args.corpus:
        agree, sites, tally, requests = grade(corpus, args.records)
        print(f"\n{'kind':10} {'precision':>9} {'recall':>7}   tp  fp  fn")
        total: Counter[str] = Counter()
        for kind in PRIORITY:
            c = tally[kind]
            total.update(c)
            print(
                f"{kind:10} {ratio(c['tp'], c['tp'] + c['fp']):>9} "
                f"{ratio(c['tp'], c['tp'] + c['fn']):>7}  {c['tp']:3} {c['fp']:3} {c['fn']:3}"
            )
        precision = ratio(total["tp"], total["tp"] + total["fp"])
        recall = ratio(total["tp"], total["tp"] + total["fn"])
        counts = f"{total['tp']:3} {total['fp']:3} {total['fn']:3}"
        print(f"{'all':10} {precision:>9} {recall:>7}  {counts}")
        print(f"key-page requests: {requests} for {sites} sites ({requests / sites:.1f} a site)")
        summaries.append(
            f"{corpus.name}: {agree} of {sites} sites agree, precision {precision}, recall {recall}"
        )
    print("\nsummary: " + "; ".join(summaries))
    return 0


if __name__ == "__main__":
    sys.exit(main())
