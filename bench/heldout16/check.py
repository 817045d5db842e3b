"""Checks this set: every HTML file parses, every internal <a href> and sitemap
<loc> resolves to a served file (as sitebrief/dev/server.py maps paths), and
every path in picks.json (picks and optional) exists.

    python bench/heldout16/check.py
"""
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

HERE = Path(__file__).parent
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def served(folder: Path, path: str) -> bool:
    target = folder / unquote(path.split("?", 1)[0]).lstrip("/")
    if target.is_dir():
        target = target / "index.html"
    elif not target.exists() and target.with_name(target.name + ".html").is_file():
        target = target.with_name(target.name + ".html")
    return target.resolve().is_relative_to(folder.resolve()) and target.is_file()


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.hrefs, self.errors = [], [], []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs.append(dict(attrs).get("href"))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        if tag == "a":
            self.hrefs.append(dict(attrs).get("href"))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if tag in self.stack:
            while self.stack and self.stack[-1] != tag:
                self.errors.append(f"unclosed <{self.stack.pop()}> before </{tag}>")
            self.stack.pop()
        else:
            self.errors.append(f"stray </{tag}>")


def url_path(folder: Path, f: Path) -> str:
    rel = f.relative_to(folder).as_posix()
    if rel == "index.html":
        return "/"
    return "/" + (rel[: -len("/index.html")] if rel.endswith("/index.html") else rel)


def main() -> int:
    bad = []
    picks = json.loads((HERE / "picks.json").read_text())
    folders = [s["folder"] for s in picks["sites"]]
    for name in folders:
        folder = HERE / name
        htmls = [f for f in folder.rglob("*") if f.is_file() and f.suffix not in (".xml", ".txt")]
        for f in htmls:
            text = f.read_text(encoding="utf-8")
            if not text.lstrip().lower().startswith("<!doctype html"):
                bad.append(f"{f}: no doctype")
            p = Page()
            p.feed(text)
            p.close()
            for e in p.errors:
                bad.append(f"{f}: {e}")
            if [t for t in p.stack if t not in ("html", "body", "head")]:
                bad.append(f"{f}: unclosed {p.stack}")
            base = url_path(folder, f)
            for href in p.hrefs:
                if href is None or href.startswith(("#", "javascript:", "mailto:", "tel:")):
                    continue
                parts = urlsplit(urljoin("https://HOST" + base, href))
                if parts.netloc != "HOST":
                    continue
                if not served(folder, parts.path):
                    bad.append(f"{f}: link {href} not served")
        for xml in folder.glob("*.xml"):
            for loc in re.findall(r"<loc>(.*?)</loc>", xml.read_text()):
                if not loc.startswith("https://HOST/"):
                    bad.append(f"{xml}: loc {loc} not on HOST")
                elif not served(folder, urlsplit(loc).path):
                    bad.append(f"{xml}: loc {loc} not served")
        robots = folder / "robots.txt"
        if robots.exists():
            for sm in re.findall(r"(?im)^sitemap:\s*(\S+)", robots.read_text()):
                if not served(folder, urlsplit(sm).path):
                    bad.append(f"{robots}: sitemap {sm} not served")
    for site in picks["sites"]:
        folder = HERE / site["folder"]
        both = set(site["picks"]) & set(site["optional"])
        if both:
            bad.append(f"{site['folder']}: kinds both picked and optional: {both}")
        for group in ("picks", "optional"):
            for kind, paths in site[group].items():
                if kind not in ("about", "products", "pricing", "features", "faq", "shipping"):
                    bad.append(f"{site['folder']}: unknown kind {kind}")
                for path in paths:
                    if not served(folder, path):
                        bad.append(f"{site['folder']}: {group} {kind} {path} not served")
    print("\n".join(bad) or f"ok: {len(folders)} sites")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
