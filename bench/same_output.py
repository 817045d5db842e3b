"""Every page's reading, dumped, to check that a speed change reads the same.

    python bench/same_output.py /tmp/before ../shared/fixtures/{wcxb-dev,sites} bench
    (change the code)
    python bench/same_output.py /tmp/after ../shared/fixtures/{wcxb-dev,sites} bench
    diff -r /tmp/before /tmp/after

Writes one file per page (``read_html`` at three ``min_chars``, every field,
and ``visible_lines``) and prints a hash of them all. A WCXB directory is read
by its ground truth (its pages and URLs); any other directory by its
``*.html`` and ``*.html.gz`` files.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sitebrief.page.text import read_html, visible_lines

# A key page's bar, none, and more than any page has: each path of read_html.
MIN_CHARS = (0, 300, 100_000)


def pages(root: Path) -> list[tuple[str, str, str]]:
    """(name, url, html) of each page under root."""
    found = []
    truth = root / "ground-truth"
    if truth.is_dir():
        for item in sorted(truth.glob("*.json")):
            url = json.loads(item.read_text())["url"]
            data = gzip.decompress((root / "html" / f"{item.stem}.html.gz").read_bytes())
            found.append((f"{root.name}-{item.stem}", url, data.decode("utf-8", "replace")))
        return found
    for path in sorted(root.rglob("*.htm*")):
        data = path.read_bytes()
        if path.suffix == ".gz":
            data = gzip.decompress(data)
        name = str(path.relative_to(root)).replace("/", "_")
        url = f"https://example.com/{path.name}"
        found.append((f"{root.name}-{name}", url, data.decode("utf-8", "replace")))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("corpora", type=Path, nargs="+")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha256()
    count = 0
    for corpus in args.corpora:
        for name, url, html in pages(corpus):
            readings = [repr(read_html(html, url, m)) for m in MIN_CHARS]
            text = "\n".join([*readings, repr(visible_lines(html))])
            (args.out / f"{name[:150]}.txt").write_text(text)
            digest.update(text.encode())
            count += 1
    print(count, digest.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
