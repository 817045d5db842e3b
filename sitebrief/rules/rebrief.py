"""Re-briefs (``-a previous=PATH``): what an earlier run's records tell this
one (pure).

- ``load``: the newest record per domain from a JSONL feed (any mix of
  domains). The file is untrusted input: it must be a regular file (a FIFO
  or ``/dev/zero`` is refused), it is read line by line with a cap on a
  line, and each record's fields and types are checked (``malformed``) —
  the types sitebrief writes, page URLs and the logo http(s). A domain whose
  record is malformed is named in a warning and briefed from nothing, as is
  every domain when the file can't be read; nothing from such a record is
  copied or obeyed.
- ``change``: the record's ``change`` field — ``new``, ``unchanged``,
  ``changed`` (with the kinds of the pages that changed) or ``unreachable``
  (with ``failing_since`` carried over from a previous failure, so a run in
  June says "failing since March").

A page is unchanged when the server answered 304 to the previous validators,
or when the hash of its own extracted text (``text_sha256``, before dedupe
and budgets) equals the previous one: many sites send a fresh ETag on every
response.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from sitebrief.items import Page
from sitebrief.rules import lines

logger = logging.getLogger(__name__)

Record = dict[str, Any]
Check = Callable[[Any], bool]

# A record sitebrief writes is tens of KB (budgets cap the text); 8 MiB is far past any.
MAX_LINE = 8 * 1024 * 1024


@dataclass
class Previous:
    """Domain → its newest record; and the domains whose record was malformed."""

    records: dict[str, Record] = field(default_factory=dict)
    malformed: dict[str, str] = field(default_factory=dict)  # domain → what and where

    def get(self, domain: str) -> Record | None:
        return self.records.get(domain)


def _is(*kinds: type) -> Check:
    def check(value: Any) -> bool:
        return isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)

    return check


def _optional(check: Check) -> Check:
    return lambda value: value is None or check(value)


def _list_of(check: Check) -> Check:
    return lambda value: isinstance(value, list) and all(check(v) for v in value)


def _web_url(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        parts = urlsplit(value)
        return parts.scheme in ("http", "https") and bool(parts.hostname)
    except ValueError:
        return False


def _from_hint(hint: Any) -> Check:
    """A check from a Page field's annotation (str, int, bool, X | None)."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        inner = [h for h in typing.get_args(hint) if h is not type(None)]
        assert len(inner) == 1, hint
        return _optional(_from_hint(inner[0]))
    assert hint in (str, int, bool), hint
    return _is(hint)


_PAGE_HINTS = typing.get_type_hints(Page)
_PAGE: dict[str, Check] = {
    f.name: _from_hint(_PAGE_HINTS[f.name]) for f in dataclasses.fields(Page)
}
_PAGE["url"] = _web_url
_PAGE_REQUIRED = frozenset(
    f.name
    for f in dataclasses.fields(Page)
    if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
)

_SECTION = {"path": _is(str), "urls": _is(int)}
_SITEMAP = {
    "urls": _optional(_is(int)),
    "sections": _list_of(lambda s: _fields(s, _SECTION) is None),
    "sample": _list_of(_is(str)),
    "sources": _list_of(_is(str)),
    "partial": _is(bool),
    "error": _optional(_is(str)),
}
_CHANGE = {
    "status": _is(str),
    "previous_at": _optional(_is(str)),
    "changed": _list_of(_is(str)),
    "last_success_at": _optional(_is(str)),
    "failing_since": _optional(_is(str)),
}
# The fields a re-brief reads or copies; the others are not looked at.
_RECORD: dict[str, Check] = {
    "domain": _is(str),
    "briefed_at": _optional(_is(str)),
    "problem": _optional(_is(dict)),
    "logo": _optional(_web_url),
    "facts": lambda facts: (
        isinstance(facts, dict) and all(isinstance(v, (str, list, dict)) for v in facts.values())
    ),
    "change": _optional(lambda c: _fields(c, _CHANGE) is None),
    "sitemap": _optional(lambda s: _fields(s, _SITEMAP) is None),
}


def _fields(
    value: Any, checks: dict[str, Check], required: frozenset[str] = frozenset()
) -> str | None:
    """None when ``value`` is a dict whose fields pass; else what is wrong."""
    if not isinstance(value, dict):
        return f"not an object but {type(value).__name__}"
    for name in required:
        if name not in value:
            return f"no {name}"
    for name, check in checks.items():
        if name in value and not check(value[name]):
            return f"{name} is {type(value[name]).__name__} {_short(value[name])}"
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def malformed(record: Record) -> str | None:
    """What is wrong with a previous record (None: a record sitebrief could have written)."""
    wrong = _fields(record, _RECORD, frozenset({"domain"}))
    if wrong is not None:
        return wrong
    pages = record.get("pages")
    if pages is None:
        return None
    if not isinstance(pages, list):
        return f"pages is {type(pages).__name__} {_short(pages)}"
    for i, page in enumerate(pages):
        wrong = _fields(page, _PAGE, _PAGE_REQUIRED)
        if wrong is not None:
            return f"pages[{i}]: {wrong}"
    return None


def load(path: str) -> Previous:
    """The newest record of each domain (by ``briefed_at``, then by position)."""
    previous = Previous()
    try:
        file = lines.open_regular(path)
    except OSError as exc:
        logger.error(
            "Previous briefs %s could not be read (%s): every domain is briefed from nothing",
            path, exc.strerror or exc,
        )  # fmt: skip
        return previous
    with file:
        for number, line, cut in lines.read(file, MAX_LINE):
            if not line.strip():
                continue
            record: Any = None
            if not cut:
                try:
                    record = json.loads(line.decode("utf-8", errors="replace"))
                except (ValueError, RecursionError):
                    record = None
            domain = record.get("domain") if isinstance(record, dict) else None
            if not isinstance(domain, str):
                logger.error("Previous briefs %s, line %d: not a record; skipped", path, number)
                continue
            wrong = malformed(record)
            if wrong is not None:
                where = f"line {number}: {wrong}"
                logger.warning(
                    "Previous briefs %s, %s: malformed record of %s; it is briefed from nothing",
                    path, where, domain,
                )  # fmt: skip
                previous.malformed.setdefault(domain, where)
                continue
            known = previous.records.get(domain)
            if known is None or (record.get("briefed_at") or "") >= (known.get("briefed_at") or ""):
                previous.records[domain] = record
    for domain in previous.malformed:
        previous.records.pop(domain, None)  # its newest record may be the malformed one
    return previous


def pages_by_url(record: Record | None) -> dict[str, Record]:
    """The previous record's pages that can be asked for conditionally."""
    if not record or record.get("problem"):
        return {}
    return {p["url"]: p for p in record.get("pages") or []}


def change(pages: list[Any], failed: bool, previous: Record | None, now: str) -> dict[str, Any]:
    """The ``change`` field of this brief, given the previous record."""
    if previous is None:
        return {
            "status": "new",
            "previous_at": None,
            "changed": [],
            "last_success_at": None if failed else now,
            "failing_since": now if failed else None,
        }
    before = previous.get("change") or {}
    previous_at = previous.get("briefed_at")
    previous_failed = previous.get("problem") is not None
    last_success = before.get("last_success_at") or (None if previous_failed else previous_at)
    if failed:
        since = before.get("failing_since") if previous_failed else None
        return {
            "status": "unreachable",
            "previous_at": previous_at,
            "changed": [],
            "last_success_at": last_success,
            "failing_since": since or now,
        }
    old = {p["kind"]: p for p in previous.get("pages") or []}
    kinds = []
    for page in pages:
        earlier = old.pop(page.kind, None)
        if earlier is None or earlier.get("url") != page.url or not page.unchanged:
            kinds.append(page.kind)
    kinds += list(old)  # pages gone since
    return {
        "status": "changed" if kinds or previous_failed else "unchanged",
        "previous_at": previous_at,
        "changed": sorted(set(kinds)),
        "last_success_at": now,
        "failing_since": None,
    }


_VALIDATORS = {"etag": b"ETag", "last_modified": b"Last-Modified"}
_ASKED_WITH = {"etag": "If-None-Match", "last_modified": "If-Modified-Since"}


def validators(headers: Any) -> dict[str, str]:
    """A response's validators (ETag, Last-Modified), to ask for it conditionally later."""
    found = {}
    for name, header in _VALIDATORS.items():
        value = headers.get(header)
        if value:
            found[name] = value.decode("latin-1")
    return found


def conditional_headers(validators: Mapping[str, Any]) -> dict[str, str]:
    """The request headers that ask for a page or file only if it changed, from
    its previous ``etag`` and ``last_modified`` (other keys are ignored); an empty
    value, or one that would break the header line (CR, LF), is not sent."""
    return {
        _ASKED_WITH[name]: value
        for name, value in validators.items()
        if name in _ASKED_WITH
        and isinstance(value, str)
        and value
        and not set(value) & {"\r", "\n", "\0"}
    }


def sitemap_validators(summary: Any) -> dict[str, dict[str, str]]:
    """URL → validators of every file a previous sitemap summary was read from;
    empty when any lacks them (then the sitemap must be read again)."""
    if not isinstance(summary, dict):
        return {}
    sources, known = summary.get("sources"), summary.get("validators")
    if not isinstance(sources, list) or not sources or not isinstance(known, dict):
        return {}
    asked = {}
    for url in sources:
        entry = known.get(url) if isinstance(url, str) else None
        if not isinstance(entry, dict) or not conditional_headers(entry):
            return {}
        asked[url] = entry
    return asked
