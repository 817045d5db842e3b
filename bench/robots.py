"""Robots engine: our RFC 9309 parser vs Protego (Scrapy's default), same run.

    python bench/robots.py CORPUS_DIR [--urls-per-file 200] [--seed 9309]

For every robots.txt in CORPUS_DIR: parse throughput (files/s, MB/s), decision
throughput (parsed once, the same URLs for both), and agreement (decisions
where the two differ, with examples by kind). Ratios are what matter; absolute
times are for context. The last line is the summary.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path

from protego import Protego

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sitebrief.robots import Robots

AGENT = "SiteBriefBot"
_RULE = re.compile(r"^\s*(?:dis)?allow\s*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)
_WORDS = ["shop", "cart", "search", "about", "p", "tag", "wp-admin", "api", "en", "de", "img"]


def url_set(text: str, rng: random.Random, count: int) -> list[str]:
    """Paths drawn from the file's own rules (wildcards filled in), plus random ones."""
    patterns = [p for p in _RULE.findall(text) if len(p) < 200][:500]
    urls = []
    for i in range(count):
        if patterns and i % 2 == 0:
            path = rng.choice(patterns).rstrip("$").replace("*", rng.choice(["", "x", "a/b"]))
            if not path.startswith("/"):
                path = "/" + path
            if rng.random() < 0.5:
                path += rng.choice(["", "/", "x", ".html", "?q=1", "/deeper/page"])
        else:
            depth = rng.randint(0, 4)
            path = "/" + "/".join(rng.choice(_WORDS) for _ in range(depth))
            if rng.random() < 0.3:
                path += f"?id={rng.randint(1, 999)}"
        urls.append("https://example.com" + path)
    return urls


def explain(robots: Robots, url: str, ours_allows: bool) -> str:
    """Name the kind of disagreement (each is a known Protego deviation)."""
    if ours_allows:
        rules = [rule.text for rules in robots.groups.values() for rule in rules]
        if any("://" in text for text in rules):
            return "ours allows: full-URL rule (Protego strips the host; RFC 9309 wants a path)"
        if any(not text.split(":", 1)[1].strip().startswith(("/", "*")) for text in rules):
            return "ours allows: rule without leading '/' (RFC 9309 path grammar)"
        return "ours allows: other"
    rule = robots.decide(url, AGENT).rule
    if url.split("://", 1)[1].partition("/")[2].startswith("robots.txt?"):
        return "ours blocks: /robots.txt with a query (RFC exempts only /robots.txt itself)"
    if "*" in rule:
        return "ours blocks: wildcard rule"
    return f"ours blocks: {rule.split(':')[0]}"


def timed(fn):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--urls-per-file", type=int, default=200)
    parser.add_argument("--seed", type=int, default=9309)
    args = parser.parse_args()
    files = sorted(p for p in args.corpus.iterdir() if p.is_file())
    bodies = [p.read_bytes() for p in files]
    total_mb = sum(len(b) for b in bodies) / 1e6
    rng = random.Random(args.seed)
    urls = [url_set(b.decode("utf-8", "replace"), rng, args.urls_per_file) for b in bodies]

    ours, t_ours_parse = timed(lambda: [Robots(b) for b in bodies])
    # Scrapy decodes (utf-8-sig, errors ignored) before handing Protego a str;
    # count that for Protego too.
    theirs, t_protego_parse = timed(
        lambda: [Protego.parse(b.decode("utf-8-sig", "ignore")) for b in bodies]
    )

    def decide_ours() -> list[list[bool]]:
        return [[r.allowed(u, AGENT) for u in us] for r, us in zip(ours, urls, strict=True)]

    def decide_protego() -> list[list[bool]]:
        return [[p.can_fetch(u, AGENT) for u in us] for p, us in zip(theirs, urls, strict=True)]

    decide_ours()  # compile each file's group once: decisions are what we time
    ours_answers, t_ours_decide = timed(decide_ours)
    protego_answers, t_protego_decide = timed(decide_protego)
    decisions = sum(len(us) for us in urls)

    differ: Counter[str] = Counter()
    examples: dict[str, tuple[str, str, bool]] = {}
    for f, r, us, a, b in zip(files, ours, urls, ours_answers, protego_answers, strict=True):
        for u, x, y in zip(us, a, b, strict=True):
            if x != y:
                kind = explain(r, u, x)
                differ[kind] += 1
                examples.setdefault(kind, (f.name, u, x))

    print(f"corpus: {len(files)} files, {total_mb:.2f} MB, {decisions} decisions\n")
    print(f"{'':22}{'ours':>14}{'protego':>14}{'ratio':>9}")
    pf_o, pf_p = len(files) / t_ours_parse, len(files) / t_protego_parse
    print(f"{'parse files/s':22}{pf_o:14,.0f}{pf_p:14,.0f}{pf_o / pf_p:8.2f}x")
    print(
        f"{'parse MB/s':22}{total_mb / t_ours_parse:14,.2f}{total_mb / t_protego_parse:14,.2f}"
        f"{pf_o / pf_p:8.2f}x"
    )
    d_o, d_p = decisions / t_ours_decide, decisions / t_protego_decide
    print(f"{'decisions/s':22}{d_o:14,.0f}{d_p:14,.0f}{d_o / d_p:8.2f}x")
    n_diff = sum(differ.values())
    print(f"\ndecisions that differ: {n_diff} of {decisions} ({100 * n_diff / decisions:.2f}%)")
    for kind, count in differ.most_common():
        name, url, allowed = examples[kind]
        print(f"  {count:6}  {kind}: e.g. {name} {url} -> ours {'ALLOW' if allowed else 'BLOCK'}")
    print(
        f"\nsummary: decisions {d_o / d_p:.2f}x Protego (goal >= 3x), "
        f"parse {pf_o / pf_p:.2f}x Protego (goal >= 1x), {n_diff} disagreements"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
