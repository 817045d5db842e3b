"""Which boilerplate leaks into our text, and from which page element.

    python bench/leaks.py ../shared/fixtures/wcxb-dev [--half a|b] [--type product]

For each WCXB page, each ``without`` snippet found in ``ours`` (bench/extract.py)
is traced to the smallest element of what our reading keeps whose text holds it; the report
groups the leaks by page type and lists each with that element's path (tag,
id and class of it and its ancestors), so that a rule can be written for the
kind of element, not for the phrase. A snippet that is also in the
reference's ``main_content`` is marked (=): it cannot be both dropped and kept.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.extract import _page_types, half, ours
from sitebrief.page import content, widgets
from sitebrief.page.text import _page, _parse

_SPACE = re.compile(r"\s+")


def flat(text: str) -> str:
    return _SPACE.sub(" ", text.lower()).strip()


def describe(element: object) -> str:
    parts = []
    for node in [element, *element.iterancestors()][:6]:  # type: ignore[attr-defined]
        names = f"#{node.get('id')}" if node.get("id") else ""
        classes = (node.get("class") or "").split()[:3]
        role = f"[role={node.get('role')}]" if node.get("role") else ""
        parts.append(node.tag + names + "".join("." + c for c in classes) + role)
    return " < ".join(parts)


def locate(tree: object, snippet: str) -> object | None:
    best = None
    for element in tree.iter():  # type: ignore[attr-defined]
        if not isinstance(element.tag, str):
            continue
        if snippet in flat(element.text_content()):
            best = element  # document order: the last match is the deepest
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--half", choices=("a", "b"))
    parser.add_argument("--type")
    args = parser.parse_args()
    kinds = _page_types(args.corpus)
    tags: Counter[str] = Counter()
    for truth_file in sorted((args.corpus / "ground-truth").glob("*.json")):
        page_id = truth_file.stem
        if args.half and half(page_id) != args.half:
            continue
        if args.type and kinds.get(page_id) != args.type:
            continue
        truth = json.loads(truth_file.read_text())["ground_truth"]
        html_file = args.corpus / "html" / f"{page_id}.html.gz"
        html = gzip.decompress(html_file.read_bytes()).decode("utf-8", "replace")
        text = flat(ours(html, json.loads(truth_file.read_text())["url"]))
        snippets = [flat(str(s)) for s in truth.get("without") or []]
        leaked = [s for s in snippets if s in text]
        if not leaked:
            continue
        # The same reading as ours, kept as a tree: where each leak survives.
        slim, sheet = _page(html)
        tree = _parse(slim)
        if tree is None:
            continue
        widgets.show(tree, slim)
        tree = content.keep_own_content(tree, sheet)
        main_text = flat(str(truth["main_content"]))
        print(f"\n{kinds.get(page_id)} {page_id} {len(leaked)}/{len(snippets)}")
        for snippet in leaked:
            element = locate(tree, snippet)
            where = describe(element) if element is not None else "?"
            mark = "=" if snippet in main_text else " "
            print(f"  {mark} {snippet[:60]!r:64} {where}")
            if element is not None:
                tags[element.tag] += 1
    print("\nleaks by element:", dict(tags.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
