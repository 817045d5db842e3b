"""Robots engine: our RFC 9309 parser vs Protego (Scrapy's default), same run,
both through Scrapy's ``ROBOTSTXT_PARSER`` interface — the way any Scrapy
project calls them: ``Parser.from_crawler(crawler, body)`` and
``parser.allowed(url, user_agent)`` with a full User-Agent string.

    python bench/robots.py CORPUS_DIR [--urls-per-file 200] [--seed 9309] [--rounds 7]

For every robots.txt in CORPUS_DIR: parse throughput (files/s, MB/s), decision
throughput (parsed once, the same URLs for both: paths drawn from the file's
own rules, random paths, queries, percent-escapes and non-ASCII), and
agreement (decisions where the two differ, with examples by kind). Ratios are
what matter; absolute times are for context. The last line is the summary.

A fair measurement on a shared machine: both engines are warmed up first
(each file's group compiled, caches filled), then timed in ``--rounds``
rounds, interleaved and in alternating order (load that comes and goes hits
both alike), with the garbage collector off while a pass runs (a collection
lands in whichever pass happens to allocate past the threshold) and on CPU
time of this process (``time.process_time``: time spent descheduled while
other processes run is not counted). Each engine's best round is its figure
(the least disturbed one, as ``timeit`` advises); the spread of the per-round
ratios is printed too.
"""

from __future__ import annotations

import argparse
import gc
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path

from scrapy.robotstxt import ProtegoRobotParser
from scrapy.utils.test import get_crawler

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sitebrief.robots.parser import RobotParser, Robots

AGENT = "SiteBriefBot"
USER_AGENT = "SiteBriefBot/0.1.0 (+https://example.com/bot)"
_ESCAPES = ["%7E", "%2F", "%C3%BC", "ü", "%20", "%41", "é"]
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
        if rng.random() < 0.2:  # percent-escapes and non-ASCII: the slow path
            path += rng.choice(_ESCAPES) + rng.choice(_WORDS)
        if rng.random() < 0.2:
            path += rng.choice(["?q=1", "?page=2&sort=asc", "?s=a%20b"])
        urls.append("https://example.com" + path)
    return urls


def explain(robots: Robots, protego: ProtegoRobotParser, url: str, ours_allows: bool) -> str:
    """Name the kind of disagreement (each is a known Protego deviation)."""
    if protego.allowed(url, AGENT) == ours_allows:
        return (
            f"ours {'allows' if ours_allows else 'blocks'}: Protego picks a group by a substring"
            " of the whole User-Agent (RFC 9309 matches the product token)"
        )
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
    """One pass on CPU time, with no garbage collection inside it."""
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        result = fn()
        return result, time.process_time() - start
    finally:
        gc.enable()


def rounds(ours, theirs, count: int):  # type: ignore[no-untyped-def]
    """Both passes ``count`` times, interleaved, order alternating: the results
    of the last round, and each engine's times."""
    times: tuple[list[float], list[float]] = ([], [])
    results = [None, None]
    for i in range(count):
        for which in (0, 1) if i % 2 == 0 else (1, 0):
            results[which], elapsed = timed((ours, theirs)[which])
            times[which].append(elapsed)
    return results, times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--urls-per-file", type=int, default=200)
    parser.add_argument("--seed", type=int, default=9309)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    files = sorted(p for p in args.corpus.iterdir() if p.is_file())
    bodies = [p.read_bytes() for p in files]
    total_mb = sum(len(b) for b in bodies) / 1e6
    rng = random.Random(args.seed)
    urls = [url_set(b.decode("utf-8", "replace"), rng, args.urls_per_file) for b in bodies]

    crawler = get_crawler()
    (ours, theirs), (parse_ours, parse_protego) = rounds(
        lambda: [RobotParser.from_crawler(crawler, b) for b in bodies],
        lambda: [ProtegoRobotParser.from_crawler(crawler, b) for b in bodies],
        max(1, args.rounds // 2),
    )
    t_ours_parse, t_protego_parse = min(parse_ours), min(parse_protego)

    def decide(parsers) -> list[list[bool]]:  # type: ignore[no-untyped-def]
        return [[p.allowed(u, USER_AGENT) for u in us] for p, us in zip(parsers, urls, strict=True)]

    decide(ours)  # warm-up: compile each file's group once; decisions are what we time
    decide(theirs)
    (ours_answers, protego_answers), (decide_ours, decide_protego) = rounds(
        lambda: decide(ours), lambda: decide(theirs), args.rounds
    )
    t_ours_decide, t_protego_decide = min(decide_ours), min(decide_protego)
    per_round = sorted(p / o for o, p in zip(decide_ours, decide_protego, strict=True))
    decisions = sum(len(us) for us in urls)

    differ: Counter[str] = Counter()
    examples: dict[str, tuple[str, str, bool]] = {}
    for f, p, q, us, a, b in zip(
        files, ours, theirs, urls, ours_answers, protego_answers, strict=True
    ):
        for u, x, y in zip(us, a, b, strict=True):
            if x != y:
                kind = explain(p.robots, q, u, x)
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
    print(
        f"  per-round decision ratios ({args.rounds} rounds, CPU time, GC off): "
        f"{per_round[0]:.2f}x .. {per_round[-1]:.2f}x, median {per_round[len(per_round) // 2]:.2f}x"
    )
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
