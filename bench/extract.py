"""What the model reads: our page text vs well-kept extractors, same run.

    python bench/extract.py ../shared/fixtures/wcxb-dev [--only ours,resiliparse] [--worst 5]
        [--half a|b]

On the WCXB pages (HTML and hand-checked main content, CC-BY-4.0): word
precision, recall and F1 against ``main_content`` (the benchmark's metric:
lower-cased ``\\w+`` multisets, averaged over pages), the share of ``with``
snippets found, the share of ``without`` (boilerplate) snippets leaked, and
milliseconds per page (median), for:

- ours: ``sitebrief.page.text.read_html(html, url, 0).lines``, the product's entry
  point, as the brief reads a key page (its own content; nothing when under
  ``SITEBRIEF_MIN_PAGE_CHARS``, since the brief then drops the page);
- ours, all visible: nothing dropped but what is hidden, in our line format
  (headings ``# ``, list items ``- ``, cells `` | ``): the ceiling of ``with``
  for any extraction in that format, since a snippet that runs across a
  heading or a cell does not match;
- html-text: everything visible (what sitebrief read before);
- trafilatura and resiliparse (main content), with their defaults, text only.

The anchors are bench-only dependencies: ``pip install -r bench/requirements.txt``.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sitebrief.config import Config
from sitebrief.page.text import _page, _parse, read_html, visible_lines

# These are service, product and collection pages: key pages, whose own content
# is read with no fallback, and which are dropped below the thin-page bar.
KEY_PAGE_CHARS = Config.min_page_chars

_WORD = re.compile(r"\w+")
_SPACE = re.compile(r"\s+")


def ours(html: str, url: str) -> str:
    page = read_html(html, url, 0)
    # A key page with less own content than this is dropped (nothing reaches the record).
    return "\n".join(page.lines) if page.chars >= KEY_PAGE_CHARS else ""


def ours_all_visible(html: str, url: str) -> str:
    return "\n".join(visible_lines(html))


def html_text_all(html: str, url: str) -> str:
    import html_text

    return str(html_text.extract_text(html, guess_layout=True))


def trafilatura_text(html: str, url: str) -> str:
    import trafilatura

    return trafilatura.extract(html, url=url) or ""


def resiliparse_text(html: str, url: str) -> str:
    from resiliparse.extract.html2text import extract_plain_text
    from resiliparse.parse.html import HTMLTree

    return str(extract_plain_text(HTMLTree.parse(html), main_content=True))


EXTRACTORS: dict[str, Callable[[str, str], str]] = {
    "ours": ours,
    "ours, all visible": ours_all_visible,
    "html-text (all)": html_text_all,
    "trafilatura": trafilatura_text,
    "resiliparse": resiliparse_text,
}


# What ours is compared with; the "all" rows are ceilings, not extractors.
ANCHORS = ("trafilatura", "resiliparse")


def _parsed(html: str) -> str:
    _parse(_page(html)[0])  # the tree is dropped at once: its size is the page's x 50
    return ""


def _walked(html: str) -> str:
    tree = _parse(_page(html)[0])
    for _ in tree.iter() if tree is not None else ():
        pass
    return ""


# Speed only: the lxml parse ours starts with (scripts emptied, capped), and
# that parse plus one walk over every node in Python: the least any reading
# with lxml costs.
CEILINGS: dict[str, Callable[[str, str], str]] = {
    "ceiling: our lxml parse": lambda html, url: _parsed(html),
    "ceiling: parse + one walk": lambda html, url: _walked(html),
}


def half(page_id: str) -> str:
    """ "a" or "b": a fixed split of the pages by a hash of their file name, to
    develop a rule on one half and see on the other whether it generalises."""
    return "ab"[hashlib.sha256(page_id.encode()).digest()[0] & 1]


def words(text: str) -> Counter[str]:
    return Counter(_WORD.findall(text.lower()))


def score(extracted: str, truth: dict[str, object]) -> tuple[float, float, float, float, float]:
    got, want = words(extracted), words(str(truth["main_content"]))
    common = sum((got & want).values())
    precision = common / sum(got.values()) if got else 0.0
    recall = common / sum(want.values()) if want else 0.0
    f1 = 2 * precision * recall / (precision + recall) if common else 0.0
    flat = _SPACE.sub(" ", extracted.lower())

    def found(snippets: object) -> float:
        items = [_SPACE.sub(" ", str(s).lower()).strip() for s in snippets or []]  # type: ignore[attr-defined]
        return sum(s in flat for s in items) / len(items) if items else float("nan")

    return precision, recall, f1, found(truth.get("with")), found(truth.get("without"))


def mean(values: list[float]) -> float:
    kept = [v for v in values if not math.isnan(v)]  # nan: the page has no such snippets
    return sum(kept) / len(kept) if kept else float("nan")


def _page_types(corpus: Path) -> dict[str, str]:
    """Each page's type (service, product, collection) from WCXB's metadata.json."""
    metadata = corpus / "metadata.json"
    if not metadata.exists():
        return {}
    files = json.loads(metadata.read_text()).get("files", {})
    return {page_id: str(entry.get("page_type", "other")) for page_id, entry in files.items()}


def timings(
    extractors: dict[str, Callable[[str, str], str]],
    pages: list[tuple[str, str, str, dict[str, object]]],
    repeat: int,
) -> tuple[dict[str, list[float]], dict[str, list[str]]]:
    """Milliseconds per page for each extractor (its fastest of ``repeat``
    reads, the extractors taking turns on each page, so that a machine
    shared with other work slows them alike), and what each read."""
    best: dict[str, list[float]] = {name: [] for name in extractors}
    outputs: dict[str, list[str]] = {name: [] for name in extractors}
    for _, url, html, _ in pages:
        fastest = dict.fromkeys(extractors, math.inf)
        last: dict[str, str] = {}
        for _ in range(repeat):
            for name, extract in extractors.items():
                start = time.perf_counter()
                last[name] = extract(html, url)
                fastest[name] = min(fastest[name], (time.perf_counter() - start) * 1000)
        for name, ms in fastest.items():
            best[name].append(ms)
            outputs[name].append(last[name])
    return best, outputs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--only", help="extractors by name, comma-separated")
    parser.add_argument("--worst", type=int, default=0, help="list our N lowest-F1 pages")
    parser.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="reads of each page per extractor (the fastest counts)",
    )
    parser.add_argument(
        "--half", choices=("a", "b"), help="only the pages of one half (by a hash of the name)"
    )
    args = parser.parse_args()
    kinds = _page_types(args.corpus)
    pages = []
    for truth_file in sorted((args.corpus / "ground-truth").glob("*.json")):
        if args.half and half(truth_file.stem) != args.half:
            continue
        data = json.loads(truth_file.read_text())
        html_file = args.corpus / "html" / f"{truth_file.stem}.html.gz"
        html = gzip.decompress(html_file.read_bytes()).decode("utf-8", "replace")
        pages.append((truth_file.stem, data["url"], html, data["ground_truth"]))
    print(f"{len(pages)} pages\n")
    print(
        f"{'extractor':20}{'precision':>10}{'recall':>8}{'F1':>7}{'with':>7}{'without':>9}"
        f"{'ms/page':>9}{'total s':>9}"
    )
    only = args.only.split(",") if args.only else list(EXTRACTORS)
    chosen = {k: v for k, v in EXTRACTORS.items() if k in only}
    # The ceilings are measured beside resiliparse, to compare with it.
    ceilings = "resiliparse" in chosen
    times, texts = timings({**chosen, **(CEILINGS if ceilings else {})}, pages, args.repeat)
    results: dict[str, float] = {}
    by_type: dict[str, dict[str, list[tuple[float, ...]]]] = {}
    for name in chosen:
        rows = [
            (page_id, *score(text, truth))
            for (page_id, _, _, truth), text in zip(pages, texts[name], strict=True)
        ]
        p, r, f, w, wo = (mean([row[i] for row in rows]) for i in range(1, 6))
        results[name] = f
        for row in rows:
            by_type.setdefault(kinds.get(row[0], "other"), {}).setdefault(name, []).append(row[1:])
        ms = times[name]
        print(
            f"{name:20}{p:10.3f}{r:8.3f}{f:7.3f}{w:7.3f}{wo:9.3f}"
            f"{statistics.median(ms):9.1f}{sum(ms) / 1000:9.2f}"
        )
        if name == "ours" and args.worst:
            for row in sorted(rows, key=lambda row: row[3])[: args.worst]:
                print(f"    {row[0]}: P {row[1]:.2f} R {row[2]:.2f} F1 {row[3]:.2f}")
    if ceilings:
        # Not extractors: what any reading of these pages with lxml costs.
        for name in CEILINGS:
            ms = times[name]
            print(f"{name:59}{statistics.median(ms):9.1f}{sum(ms) / 1000:9.2f}")
    for kind, named in sorted(by_type.items()):
        print(f"\n{kind} ({len(next(iter(named.values())))} pages)")
        for name, kind_rows in named.items():
            p, r, f, w, wo = (mean([row[i] for row in kind_rows]) for i in range(5))
            print(f"{name:20}{p:10.3f}{r:8.3f}{f:7.3f}{w:7.3f}{wo:9.3f}")
    if "ours" in results and len(results) > 1:
        best = max(v for k, v in results.items() if k in ANCHORS)
        print(f"\nsummary: ours F1 {results['ours']:.3f} vs best anchor {best:.3f} (goal: above)")
    if "ours" in times and "resiliparse" in times:
        ours_s, fast_s = sum(times["ours"]) / 1000, sum(times["resiliparse"]) / 1000
        floor = sum(times[next(iter(CEILINGS))]) / 1000
        print(
            f"summary: ours read the {len(pages)} pages in {ours_s:.2f} s, "
            f"{ours_s / fast_s:.2f}x resiliparse's {fast_s:.2f} s (goal <= 2x); medians "
            f"{statistics.median(times['ours']):.1f} vs "
            f"{statistics.median(times['resiliparse']):.1f} ms; "
            f"lxml's parse alone {floor / fast_s:.2f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
