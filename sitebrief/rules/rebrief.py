"""Re-briefs (``-a previous=PATH``): what an earlier run's records tell this
one (pure).

- ``load``: the newest record per domain from a JSONL feed (any mix of
  domains); a missing file or a malformed line is a logged error, and the
  domain is briefed from nothing.
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

import json
import logging
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

Record = dict[str, Any]


def load(path: str) -> dict[str, Record]:
    """Domain → its newest record (by ``briefed_at``, then by position)."""
    newest: dict[str, Record] = {}
    try:
        lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError as exc:
        logger.error(
            "Previous briefs %s could not be read (%s): every domain is briefed from nothing",
            path, exc.strerror or exc,
        )  # fmt: skip
        return newest
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            domain = record["domain"]
        except (ValueError, TypeError, KeyError):
            logger.error("Previous briefs %s, line %d: not a record; skipped", path, number)
            continue
        if not isinstance(domain, str):
            continue
        known = newest.get(domain)
        if known is None or str(record.get("briefed_at") or "") >= str(
            known.get("briefed_at") or ""
        ):
            newest[domain] = record
    return newest


def pages_by_url(record: Record | None) -> dict[str, Record]:
    """The previous record's pages that can be asked for conditionally."""
    if not record or record.get("problem"):
        return {}
    return {p["url"]: p for p in record.get("pages") or [] if isinstance(p, dict) and p.get("url")}


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
    old = {p.get("kind"): p for p in previous.get("pages") or [] if isinstance(p, dict)}
    kinds = []
    for page in pages:
        earlier = old.pop(page.kind, None)
        if earlier is None or earlier.get("url") != page.url or not page.unchanged:
            kinds.append(page.kind)
    kinds += [str(kind) for kind in old]  # pages gone since
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


def conditional_headers(validators: dict[str, str]) -> dict[str, str]:
    """The request headers that ask for a file only if it changed; a value that would
    break the header line (CR, LF) is not sent."""
    return {
        _ASKED_WITH[name]: value
        for name, value in validators.items()
        if name in _ASKED_WITH and isinstance(value, str) and not set(value) & {"\r", "\n", "\0"}
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
