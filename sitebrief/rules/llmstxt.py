"""``/llms.txt``: a site's own summary for language models (llmstxt.org), pure.

The format, in order: an H1 with the site's name (the only required part); a
blockquote summary; optional details (any Markdown but headings); H2 sections
whose list items are links, ``- [name](url): notes``. A section named
``Optional`` holds links a reader may skip.

A file counts only when it is text and starts with ``# ``: many sites answer
every path with their app's HTML shell, which is no llms.txt. What is kept is
bounded by a budget of characters (as JSON), in file order; a file cut by it
says ``partial``. ``llms-full.txt`` (the whole site as Markdown) is read only
when llms.txt links to it, within what is left of the same budget.

Written here rather than with the ``llms-txt`` package: its parser is a few
regular expressions and it brings fastcore; ours adds the HTML check, bounds,
same-site links for key pages and the ``.md`` convention.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin, urlsplit

from sitebrief.rules.keypages import Link, same_site

PATH = "/llms.txt"
FULL_NAME = "llms-full.txt"
_HTML = re.compile(r"\s*<(?:!doctype|html|head|body|!--|\?xml|script|div|meta)", re.IGNORECASE)
_H1 = re.compile(r"#[ \t]+(\S.*)")
_H2 = re.compile(r"##[ \t]+(\S.*)")
_HEADING = re.compile(r"#{1,6}[ \t]")
# "- [name](url): notes" (a title after the URL, or <url>, allowed).
_LINK_ITEM = re.compile(
    r"[-*+][ \t]+\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)(?:\s*:\s*(.*))?"
)
_SPACE = re.compile(r"\s+")
# Text fields are cut to this many characters each (a name, a note).
FIELD_CHARS = 500


def whole(body: bytes, cut: bool) -> bytes:
    """A body read to a cap, without its last, half line."""
    if not cut:
        return body
    end = max(body.rfind(b"\n"), body.rfind(b"\r"))
    return body[: end + 1] if end >= 0 else b""


def is_llms_txt(content_type: str, body: bytes) -> bool:
    """Text that starts with an H1, not an HTML page served at /llms.txt."""
    if "html" in content_type or "xml" in content_type:
        return False
    head = body[:1024].lstrip(b"\xef\xbb\xbf").decode("utf-8", "replace")
    return not _HTML.match(head) and _H1.match(head.lstrip()) is not None


def _clean(text: str) -> str:
    return _SPACE.sub(" ", text).strip()[:FIELD_CHARS]


def _size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False))


def parse(
    body: bytes,
    url: str,
    budget: int,
    keep_line: Callable[[str], bool] | None = None,
) -> dict[str, Any]:
    """The record's ``llms_txt``: ``{url, title, summary, details, sections:
    [{name, optional, links: [{title, url, note}]}], partial}``.

    ``keep_line`` decides which lines of prose (summary, details, notes) may
    reach the record — the withholding rules for instructions to AI models."""
    text = body.lstrip(b"\xef\xbb\xbf").decode("utf-8", "replace")
    lines = text.splitlines()
    keep = keep_line or (lambda line: True)
    record: dict[str, Any] = {
        "url": url,
        "title": None,
        "summary": None,
        "details": [],
        "sections": [],
        "partial": False,
    }
    used = _size(record)
    index = 0
    while index < len(lines) and not lines[index].strip():
        index += 1
    if index < len(lines) and (h1 := _H1.match(lines[index].strip())):
        record["title"] = _clean(h1[1])
        used = _size(record)
        index += 1
    summary: list[str] = []
    section: dict[str, Any] | None = None

    def fits(value: Any) -> bool:
        nonlocal used
        cost = _size(value) + 2
        if used + cost > budget:
            record["partial"] = True
            return False
        used += cost
        return True

    for raw in lines[index:]:
        line = raw.strip()
        if not line:
            continue
        if record["partial"]:
            break
        if (h2 := _H2.match(line)) is not None:
            name = _clean(h2[1])
            section = {"name": name, "optional": name.lower() == "optional", "links": []}
            if fits(section):
                record["sections"].append(section)
            continue
        if _HEADING.match(line):
            continue  # other headings carry no structure of the format
        if section is None:
            if line.startswith(">") and not record["details"]:
                quoted = _clean(line.lstrip(">"))
                if quoted and keep(quoted) and fits(quoted):
                    summary.append(quoted)
                    record["summary"] = " ".join(summary)
            elif keep(line) and fits(_clean(line)):
                record["details"].append(_clean(line))
            continue
        if (item := _LINK_ITEM.match(line)) is not None:
            note = _clean(item[3] or "")
            link = {
                "title": _clean(item[1]),
                "url": urljoin(url, item[2]),
                "note": note if note and keep(note) else None,
            }
            if fits(link):
                section["links"].append(link)
    return record


def used(record: dict[str, Any]) -> int:
    return _size(record)


def full_url(record: dict[str, Any]) -> str | None:
    """The llms-full.txt that llms.txt links to, if it does."""
    for section in record["sections"]:
        for link in section["links"]:
            if urlsplit(link["url"]).path.rsplit("/", 1)[-1] == FULL_NAME:
                return str(link["url"])
    return None


def add_full(
    record: dict[str, Any],
    url: str,
    body: bytes,
    budget: int,
    keep_line: Callable[[str], bool] | None = None,
) -> None:
    """llms-full.txt's text, whole lines, within what is left of the budget
    (``keep_line`` as for ``parse``)."""
    left = budget - _size({**record, "full": {"url": url, "text": "", "partial": False}})
    kept: list[str] = []
    size = 0
    partial = False
    for raw in body.decode("utf-8", "replace").splitlines():
        line = _clean(raw)
        if not line or (keep_line is not None and not keep_line(line)):
            continue
        cost = len(json.dumps(line, ensure_ascii=False))  # its text, and "\n" (escaped)
        if size + cost > left:
            partial = True
            break
        kept.append(line)
        size += cost
    record["full"] = {"url": url, "text": "\n".join(kept), "partial": partial}


def candidate_links(record: dict[str, Any], hosts: tuple[str, ...]) -> list[Link]:
    """Same-site links, as key-page candidates beside the homepage's (their
    name counts as link text). By llmstxt.org's convention a page's Markdown
    version is its URL plus ``.md``: that names the page itself."""
    found = []
    for section in record["sections"]:
        for link in section["links"]:
            target = str(link["url"])
            parts = urlsplit(target)
            if parts.path.endswith(".md") and parts.path.rsplit("/", 1)[-1] != ".md":
                target = target.replace(parts.path, parts.path[: -len(".md")], 1)
                if target.endswith("/index.html"):
                    target = target[: -len("index.html")]
            if parts.scheme in ("http", "https") and same_site(target, hosts):
                found.append(Link(target, link["title"], "body"))
    return found
