"""Checks this set: every HTML file parses, every internal <a href> and sitemap
<loc> resolves to a file the loopback server would serve (sitebrief/dev/server.py's
folder mapping), and every pick/optional path exists."""
import json, re, sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).parent
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

def served(folder: Path, path: str) -> Path | None:
    target = folder / path.split("?", 1)[0].lstrip("/")
    if target.is_dir():
        target = target / "index.html"
    elif not target.exists() and target.with_name(target.name + ".html").is_file():
        target = target.with_name(target.name + ".html")
    return target if target.is_file() else None

class P(HTMLParser):
    def __init__(self):
        super().__init__(); self.hrefs = []; self.stack = []; self.errors = []
    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.hrefs += [v for k, v in attrs if k == "href" and v is not None]
        if tag not in VOID: self.stack.append(tag)
    def handle_endtag(self, tag):
        if tag in VOID: return
        if tag in self.stack:
            while self.stack and self.stack[-1] != tag:
                self.errors.append(f"unclosed <{self.stack.pop()}> before </{tag}>")
            self.stack.pop()
        else:
            self.errors.append(f"stray </{tag}>")

problems = []
picks = json.loads((HERE / "picks.json").read_text(encoding="utf-8"))
for site in picks["sites"]:
    folder = HERE / site["folder"]
    if not (folder / "index.html").is_file(): problems.append(f"{folder}: no index.html")
    pages = [f for f in folder.rglob("*.html")]
    for f in pages:
        p = P(); p.feed(f.read_text(encoding="utf-8")); p.close()
        for e in p.errors + [f"unclosed <{t}> at end" for t in p.stack]:
            problems.append(f"{f.relative_to(HERE)}: {e}")
        for h in p.hrefs:
            if h.startswith(("#", "mailto:", "tel:", "javascript:")): continue
            u = urlsplit(h)
            if u.scheme or u.netloc: continue
            if not h.startswith("/"): problems.append(f"{f.relative_to(HERE)}: relative href {h}"); continue
            if served(folder, u.path) is None: problems.append(f"{f.relative_to(HERE)}: broken link {h}")
    for sm in folder.glob("*.xml"):
        for loc in re.findall(r"<loc>(.*?)</loc>", sm.read_text(encoding="utf-8")):
            if not loc.startswith("https://HOST/"): problems.append(f"{sm}: odd loc {loc}"); continue
            if served(folder, loc[len("https://HOST"):]) is None: problems.append(f"{sm.relative_to(HERE)}: missing {loc}")
    for group in ("picks", "optional"):
        for kind, paths in site.get(group, {}).items():
            if kind not in {"about", "products", "pricing", "features", "faq", "shipping"}: problems.append(f"{site['folder']}: bad kind {kind}")
            for path in paths:
                if served(folder, path) is None: problems.append(f"{site['folder']}: {group} {kind} {path} missing")
    both = set(site.get("picks", {})) & set(site.get("optional", {}))
    if both: problems.append(f"{site['folder']}: kinds in both picks and optional: {both}")
    print(f"{site['folder']}: {len(pages)} HTML files")
print("\n".join(problems) or "all good")
sys.exit(1 if problems else 0)
