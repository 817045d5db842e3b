"""A readable HTML report of briefs (pure: records in, HTML out).

One self-contained file: inline CSS and SVG, a few lines of inline
JavaScript to filter the table (it reads well without). Every value from a
record is escaped; links are made only from http(s) URLs; logos are shown as
their URL, never loaded, so opening a report requests nothing from anywhere
(a logo request would tell every site who reads its brief). A Content
Security Policy allows no script but ours and no request at all, as a net
under the escaping.

Large feeds stream: ``write`` reads the records once, keeps only a table row
per brief, and puts each brief's details in a file of its own beside the
report (``NAME_briefs/``) once a feed holds more than ``split_at`` briefs, so
the report opens in seconds whatever the feed's size.

A feed is untrusted input (anyone may have edited it): each record's shape
is checked before it is shown (``malformed``), and one that fails the check
or the rendering (a type, a number that is not one, deep nesting) is counted
and listed as malformed, with its line, instead of stopping the report. The
files in ``NAME_briefs/`` are made afresh, never written through a link
planted there (a symlink or a hard link to a file elsewhere).
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from html import escape
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import urlsplit

from sitebrief.rules.problems import KINDS

SPLIT_AT = 500
SLOWEST = 10

_STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2430;background:#fff}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}
.muted{color:#5b6676}.num{text-align:right;font-variant-numeric:tabular-nums}
table{border-collapse:collapse;width:100%}th,td{padding:4px 8px;border-bottom:1px solid #e3e7ee;
text-align:left;vertical-align:top}th{background:#f4f6f9;position:sticky;top:0}
.kind{display:inline-block;padding:0 6px;border-radius:8px;font-size:12px;background:#e8f5e9}
.kind.problem{background:#fdecea}.cards{display:flex;gap:16px;flex-wrap:wrap}
.card{border:1px solid #e3e7ee;border-radius:8px;padding:10px 14px;min-width:140px}
.card b{display:block;font-size:20px}details{margin:6px 0}summary{cursor:pointer}
pre{white-space:pre-wrap;background:#f7f8fa;padding:8px;border-radius:6px;max-height:360px;
overflow:auto;font:12px/1.4 ui-monospace,monospace}.brief{border-top:2px solid #e3e7ee;
padding-top:8px;margin-top:18px}code{font-size:12px}.bar{fill:#5b7fd6}.bar.problem{fill:#d66a5b}
"""
_SCRIPT = """
document.getElementById("filter").addEventListener("change", function (e) {
  var kind = e.target.value;
  document.querySelectorAll("#briefs tbody tr").forEach(function (row) {
    row.hidden = kind !== "" && row.dataset.kind !== kind;
  });
});
"""


def _csp() -> str:
    digest = base64.b64encode(hashlib.sha256(_SCRIPT.encode()).digest()).decode()
    return (
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; "
        f"script-src 'sha256-{digest}'; form-action 'none'; base-uri 'none'"
    )


def _e(value: Any) -> str:
    return escape("" if value is None else str(value), quote=True)


def _link(url: Any, text: Any = None) -> str:
    """A link only to an http(s) URL; anything else is shown as text."""
    label = _e(text if text is not None else url)
    if isinstance(url, str) and urlsplit(url).scheme in ("http", "https"):
        return f'<a href="{_e(url)}" rel="noreferrer noopener">{label}</a>'
    return label


def _kind(record: dict[str, Any]) -> str:
    problem = record.get("problem")
    return str(problem.get("kind")) if isinstance(problem, dict) else "ok"


def _seconds(record: dict[str, Any]) -> float | None:
    """From the first fetch to the last: how long the brief was on the network."""
    times = []
    for fetch in record.get("fetches") or []:
        try:
            at = datetime.fromisoformat(str(fetch["fetched_at"]).replace("Z", "+00:00"))
        except (KeyError, TypeError, ValueError):
            continue
        times.append(at if at.tzinfo else at.replace(tzinfo=UTC))  # ours are UTC
    return (max(times) - min(times)).total_seconds() if len(times) > 1 else None


def _bars(counts: list[tuple[str, int]], problem: Callable[[str], bool]) -> str:
    """A small horizontal bar chart, inline SVG."""
    if not counts:
        return '<p class="muted">none</p>'
    top = max(n for _, n in counts) or 1
    height = 20 * len(counts)
    rows = []
    for i, (label, n) in enumerate(counts):
        width = max(2, round(260 * n / top))
        cls = "bar problem" if problem(label) else "bar"
        rows.append(
            f'<text x="0" y="{20 * i + 14}" font-size="12">{_e(label)}</text>'
            f'<rect class="{cls}" x="150" y="{20 * i + 4}" width="{width}" height="12"/>'
            f'<text x="{156 + width}" y="{20 * i + 14}" font-size="12">{n:,}</text>'
        )
    return (
        f'<svg width="480" height="{height}" role="img" xmlns="http://www.w3.org/2000/svg">'
        + "".join(rows)
        + "</svg>"
    )


def brief_html(record: dict[str, Any], anchor: str) -> str:
    """One brief's details: problem, warnings, logo, pages, facts, sitemap, robots, fetches."""
    out = [f'<section class="brief" id="{_e(anchor)}">']
    out.append(f"<h2>{_e(record.get('domain') or record.get('input'))}</h2>")
    problem = record.get("problem")
    if isinstance(problem, dict):
        out.append(
            f'<p><span class="kind problem">{_e(problem.get("kind"))}</span> '
            f"{_e(problem.get('message'))}</p>"
            f'<p class="muted">{_e(problem.get("detail"))}</p>'
        )
    for warning in record.get("warnings") or []:
        out.append(f"<p>⚠ {_e(warning)}</p>")
    out.append(
        f'<p class="muted">input {_e(record.get("input"))} (line {_e(record.get("line"))}) · '
        f"origin {_link(record.get('origin'))} · logo "
        f"{_link(record['logo']) if record.get('logo') else 'none'}</p>"
    )
    for page in record.get("pages") or []:
        flags = " · rendered" if page.get("rendered") else ""
        flags += " · full text" if page.get("extraction") == "full" else ""
        out.append(
            f"<details><summary><b>{_e(page.get('kind'))}</b> {_link(page.get('url'))} — "
            f"{_e(page.get('title'))} ({_e(page.get('chars'))} characters{flags})</summary>"
            f"<pre>{_e(page.get('text'))}</pre></details>"
        )
    out.append(_key_pages(record.get("key_pages")))
    withheld = [w for w in record.get("withheld") or [] if isinstance(w, dict)]
    if withheld:
        rows = "".join(
            f"<tr><td>{_e(w.get('where'))}</td><td>{_link(w.get('url'))}</td>"
            f"<td>{_e(w.get('text'))}</td><td>{_e(w.get('reason'))}</td></tr>"
            for w in withheld
        )
        out.append(
            f"<details><summary>⚠ {len(withheld)} withheld: lines that address AI models, "
            "kept from the brief</summary><table><tr><th>where</th><th>URL</th><th>text</th>"
            f"<th>why</th></tr>{rows}</table></details>"
        )
    if record.get("facts"):
        facts = json.dumps(record["facts"], ensure_ascii=False, indent=1)
        out.append(f"<details><summary>facts</summary><pre>{_e(facts)}</pre></details>")
    sitemap = record.get("sitemap")
    if isinstance(sitemap, dict):
        sections = [
            (str(s.get("path")), int(s.get("urls") or 0))
            for s in sitemap.get("sections") or []
            if isinstance(s, dict)
        ][:15]
        partial = " (partial: a lower bound)" if sitemap.get("partial") else ""
        out.append(
            f"<details><summary>sitemap: {_e(sitemap.get('urls'))} URLs{partial}</summary>"
            f"{_bars(sections, lambda _: False)}</details>"
        )
    robots = record.get("robots")
    if isinstance(robots, dict):
        refused = "".join(
            f"<li>{_e(r.get('url'))} ← <code>{_e(r.get('rule'))}</code></li>"
            for r in robots.get("refused") or []
            if isinstance(r, dict)
        )
        out.append(
            f"<details><summary>robots.txt: {_e(robots.get('outcome'))} · training preference "
            f"{_e(robots.get('training_preference'))}</summary>"
            f"<p>{_link(robots.get('url'))}</p><ul>{refused}</ul></details>"
        )
    fetches = "".join(
        f"<tr><td>{_e(f.get('status') or '')}</td><td>{_e(f.get('url'))}</td>"
        f"<td>{_e(f.get('error') or '')}</td><td class=num>{_e(f.get('bytes'))}</td></tr>"
        for f in record.get("fetches") or []
        if isinstance(f, dict)
    )
    out.append(
        f"<details><summary>{len(record.get('fetches') or [])} fetches</summary>"
        f"<table><tr><th>status</th><th>URL</th><th>error</th><th>bytes</th></tr>"
        f"{fetches}</table></details></section>"
    )
    return "".join(out)


def _key_pages(key_pages: Any) -> str:
    """What became of each kind: "pricing: repeated (its text is on an earlier
    page)" tells a reader the site has one, where "not found" says it has none."""
    if not isinstance(key_pages, dict):
        return ""
    rows = []
    for kind, entries in key_pages.items():
        for entry in entries if isinstance(entries, list) else []:
            if not isinstance(entry, dict):
                continue
            outcome = str(entry.get("outcome"))
            how = entry.get("by") or entry.get("detail") or ""
            rows.append(
                f"<tr><td>{_e(kind)}</td><td>{_e(_OUTCOMES.get(outcome, outcome))}"
                f"{f' ({_e(how)})' if how else ''}</td>"
                f"<td>{_link(entry['url']) if entry.get('url') else ''}</td></tr>"
            )
    return (
        "<details><summary>key pages by kind</summary><table><tr><th>kind</th>"
        f"<th>what became of it</th><th>URL</th></tr>{''.join(rows)}</table></details>"
    )


_OUTCOMES = {
    "read": "read",
    "repeated": "left out: its text is on an earlier page",
    "thin": "left out: too little text",
    "refused": "refused by robots.txt",
    "failed": "failed",
    "home": "led to the homepage",
    "over_budget": "not read: five kinds came first",
    "not_found": "not found",
    "no_kind": "read: its content named no kind still missing",
    "not_needed": "read: an earlier entry proved the kind",
}


@dataclass
class Summary:
    briefs: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    pages: int = 0
    chars: int = 0
    opted_out: list[str] = field(default_factory=list)
    slowest: list[tuple[float, str, str]] = field(default_factory=list)
    malformed: int = 0


class ReportError(Exception):
    """The report can't be written; the message is the line a person reads."""


def _count_of(value: Any) -> bool:
    """A count as a record holds one: a whole number, or nothing."""
    return value is None or (
        isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**15
    )


def _dicts(value: Any, name: str, check: Callable[[dict[str, Any]], str | None]) -> str | None:
    if value is None:
        return None
    if not isinstance(value, list):
        return f"{name} is {type(value).__name__}, not a list"
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            return f"{name}[{i}] is {type(item).__name__}, not an object"
        wrong = check(item)
        if wrong is not None:
            return f"{name}[{i}]: {wrong}"
    return None


def _page_shape(page: dict[str, Any]) -> str | None:
    return None if _count_of(page.get("chars")) else "chars is not a whole number"


def _section_shape(section: dict[str, Any]) -> str | None:
    return None if _count_of(section.get("urls")) else "urls is not a whole number"


def _no_check(_: dict[str, Any]) -> None:
    return None


def malformed(record: Any) -> str | None:
    """What keeps a line from being shown as a brief (None: it can be)."""
    if not isinstance(record, dict):
        return f"a {type(record).__name__}, not a record"
    for name in ("problem", "sitemap", "robots"):
        if record.get(name) is not None and not isinstance(record[name], dict):
            return f"{name} is {type(record[name]).__name__}, not an object"
    if record.get("warnings") is not None and not isinstance(record["warnings"], list):
        return "warnings is not a list"
    sitemap = record.get("sitemap") or {}
    robots = record.get("robots") or {}
    return (
        _dicts(record.get("pages"), "pages", _page_shape)
        or _dicts(record.get("fetches"), "fetches", _no_check)
        or _dicts(sitemap.get("sections"), "sitemap: sections", _section_shape)
        or _dicts(robots.get("refused"), "robots: refused", _no_check)
    )


def _row(record: dict[str, Any], href: str) -> str:
    kind = _kind(record)
    problem = record.get("problem")
    message = problem.get("message") if isinstance(problem, dict) else ""
    pages = record.get("pages") or []
    kinds = ", ".join(str(p.get("kind")) for p in pages if isinstance(p, dict))
    chars = sum(int(p.get("chars") or 0) for p in pages if isinstance(p, dict))
    sitemap = record.get("sitemap")
    urls = sitemap.get("urls") if isinstance(sitemap, dict) else ""
    robots = record.get("robots")
    training = robots.get("training_preference") if isinstance(robots, dict) else "unknown"
    css = "kind problem" if kind != "ok" else "kind"
    return (
        f'<tr data-kind="{_e(kind)}"><td><a href="{_e(href)}">'
        f"{_e(record.get('domain') or record.get('input'))}</a></td>"
        f'<td><span class="{css}">{_e(kind)}</span> <span class="muted">{_e(message)}</span></td>'
        f"<td>{_e(kinds)}</td><td class=num>{chars:,}</td>"
        f"<td>{'yes' if record.get('logo') else ''}</td><td class=num>{_e(urls)}</td>"
        f"<td>{_e(training)}</td></tr>"
    )


def _read(lines: Iterable[str]) -> Iterator[tuple[int, dict[str, Any] | None, str]]:
    """(line number, the record or None, what is wrong with it)."""
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            yield number, None, "not JSON"
            continue
        wrong = malformed(record)
        yield number, None if wrong else record, wrong or ""


def _malformed_row(number: int, wrong: str) -> str:
    return (
        f'<tr data-kind="malformed"><td>line {number:,}</td><td><span class="kind problem">'
        f'malformed</span> <span class="muted">{_e(wrong)}</span></td>'
        "<td></td><td></td><td></td><td></td><td></td></tr>"
    )


# What a record may still hold that the checks let through (nesting past the
# recursion limit, a number too large to print): the record is then malformed.
_RENDER_ERRORS = (TypeError, ValueError, AttributeError, KeyError, OverflowError, RecursionError)


def _render(record: dict[str, Any], anchor: str, href: str) -> tuple[str, str, str, Summary] | str:
    """Everything shown of one record (title, details, row, counts), or why it
    can't be: all of it is made before anything is written."""
    try:
        counted = Summary()
        _count(record, counted, href)
        title = str(record.get("domain"))
        return title, brief_html(record, anchor), _row(record, href), counted
    except _RENDER_ERRORS as exc:
        return f"cannot be shown ({type(exc).__name__})"


class _Folder:
    """NAME_briefs/, opened once: each file in it is made afresh (whatever was
    there, a link included, is unlinked first), and a folder that is itself a
    link is refused."""

    def __init__(self, path: Path):
        self.path = path
        path.mkdir(exist_ok=True)
        try:
            self.fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        except OSError:
            raise ReportError(
                f"{path} is not a folder of ours (a symbolic link?): remove it, or choose "
                "another report name"
            ) from None

    def write(self, name: str, text: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(name, dir_fd=self.fd)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        fd = os.open(name, flags, 0o644, dir_fd=self.fd)
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace") as f:
            f.write(text)

    def close(self) -> None:
        os.close(self.fd)


def write(
    lines: Iterable[str],
    out: Path,
    split_at: int = SPLIT_AT,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Write the report of the records in ``lines`` (JSONL) to ``out``."""
    if split_at < 0:
        raise ReportError(f"--split-at must be zero or more, not {split_at}")
    summary = Summary()
    folder_path = out.with_name(out.stem + "_briefs")
    folder: _Folder | None = None
    rows: list[str] = []
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as closing:
        details_path = Path(tmp) / "details.html"
        # errors="replace": a record's JSON may hold lone surrogates ("\ud800").
        with details_path.open("w", encoding="utf-8", errors="replace") as details:
            for number, record, wrong in _read(lines):
                n = summary.briefs + 1
                anchor = f"brief-{n}"
                href = f"{folder_path.name}/{anchor}.html" if n > split_at else f"#{anchor}"
                shown = _render(record, anchor, href) if record is not None else wrong
                if isinstance(shown, str):
                    summary.malformed += 1
                    rows.append(_malformed_row(number, shown))
                    continue
                title, html, row, counted = shown
                summary.briefs = n
                if n == split_at + 1:  # too many for one file: move the details out
                    folder = _Folder(folder_path)
                    closing.callback(folder.close)
                    _split(details_path, details, folder)
                if folder is not None:
                    folder.write(f"{anchor}.html", _page(title, html))
                else:
                    details.write(html)
                rows.append(row)
                _add(summary, counted)
                if progress is not None and n % 1000 == 0:
                    progress(n)
        with out.open("w", encoding="utf-8", errors="replace") as report:
            report.write(_head("sitebrief report"))
            report.write(_summary_html(summary))
            report.write(_table(rows))
            if summary.briefs <= split_at:
                with details_path.open(encoding="utf-8") as details_in:
                    shutil.copyfileobj(details_in, report)
            report.write(f"<script>{_SCRIPT}</script></body></html>")
    return summary


def _split(details_path: Path, details: TextIO, folder: _Folder) -> None:
    """The first split_at briefs, already written inline, go to files of their own too."""
    details.flush()
    text = details_path.read_text(encoding="utf-8")
    for chunk in text.split('<section class="brief" id="')[1:]:
        anchor = chunk.split('"', 1)[0]
        folder.write(f"{anchor}.html", _page(anchor, '<section class="brief" id="' + chunk))


def _add(summary: Summary, one: Summary) -> None:
    summary.kinds.update(one.kinds)
    summary.pages += one.pages
    summary.chars += one.chars
    summary.opted_out += one.opted_out
    summary.slowest = sorted([*summary.slowest, *one.slowest], key=lambda s: (-s[0], s[1]))
    del summary.slowest[SLOWEST:]


def _count(record: dict[str, Any], summary: Summary, href: str) -> None:
    summary.kinds[_kind(record)] += 1
    pages = [p for p in record.get("pages") or [] if isinstance(p, dict)]
    summary.pages += len(pages)
    summary.chars += sum(int(p.get("chars") or 0) for p in pages)
    robots = record.get("robots")
    if isinstance(robots, dict) and robots.get("training_preference") == "against":
        summary.opted_out.append(str(record.get("domain")))
    seconds = _seconds(record)
    if seconds is not None:
        summary.slowest.append((seconds, str(record.get("domain")), href))
        summary.slowest.sort(key=lambda s: (-s[0], s[1]))
        del summary.slowest[SLOWEST:]


def _head(title: str) -> str:
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{_e(_csp())}">'
        '<meta name="referrer" content="no-referrer">'
        f'<meta name="viewport" content="width=device-width"><title>{_e(title)}</title>'
        f"<style>{_STYLE}</style></head><body>"
    )


def _page(title: str, body: str) -> str:
    return _head(title) + body + "</body></html>"


def _summary_html(summary: Summary) -> str:
    ok = summary.kinds.get("ok", 0)
    order = ["ok", *KINDS]
    counts = sorted(
        summary.kinds.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 99
    )
    slowest = "".join(
        f'<li><a href="{_e(href)}">{_e(domain)}</a> — {seconds:.1f} s</li>'
        for seconds, domain, href in summary.slowest
    )
    opted = ", ".join(_e(d) for d in summary.opted_out[:50]) or "none"
    if len(summary.opted_out) > 50:
        opted += f" and {len(summary.opted_out) - 50:,} more"
    malformed = ""
    if summary.malformed:
        malformed = (
            f'<p class="muted">{summary.malformed:,} malformed line(s): not briefs sitebrief '
            "writes; listed in the table as malformed, with their line.</p>"
        )
    return (
        "<h1>sitebrief report</h1>"
        f'<p class="muted">{summary.briefs:,} briefs</p>{malformed}<div class="cards">'
        f"<div class=card><b>{summary.briefs:,}</b>briefs</div>"
        f"<div class=card><b>{ok:,}</b>without a problem</div>"
        f"<div class=card><b>{summary.pages:,}</b>pages</div>"
        f"<div class=card><b>{summary.chars:,}</b>characters of text</div></div>"
        f"<h2>Problems</h2>{_bars(counts, lambda kind: kind != 'ok')}"
        f"<h2>Opted out of AI training (robots.txt)</h2><p>{opted}</p>"
        f"<h2>Slowest briefs</h2><ol>{slowest}</ol>"
    )


def _table(rows: list[str]) -> str:
    options = "".join(f'<option value="{k}">{k}</option>' for k in ["ok", *KINDS, "malformed"])
    return (
        '<h2>Briefs</h2><p><label>Show <select id="filter"><option value="">all</option>'
        f"{options}</select></label></p>"
        '<table id="briefs"><thead><tr><th>domain</th><th>problem</th><th>key pages</th>'
        "<th>characters</th><th>logo</th><th>sitemap URLs</th><th>AI training</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
