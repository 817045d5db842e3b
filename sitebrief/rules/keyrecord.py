"""What became of each kind of key page: the record's ``key_pages`` (pure).

For each kind, the pages tried, in the order they were tried (at most
``TRIES_PER_KIND``), each with its outcome, so a reader can tell "no pricing
page" (``not_found``) from "pricing is on the homepage" (``repeated``):

- ``read``: in ``pages`` (``by``: its ``words``, the organisation's ``name``,
  its ``content``, or the ``homepage``: a navigation entry the homepage's
  text names whose content proved no kind, the offers when nothing else
  stands for them);
- ``repeated``: read and left out, its text already on an earlier page of
  the record (the homepage states its prices);
- ``thin``: read and left out, too little text of its own;
- ``refused``: robots.txt refused it;
- ``failed``: an error status (``detail``), a network error, not a page, or
  another site;
- ``home``: the link led back to the homepage;
- ``not_needed``: its content proved the kind, but an earlier navigation
  entry had proved it first;
- ``over_budget``: found, not read: five kinds came first;
- ``not_found``: no candidate (no URL).

``unnamed`` lists the navigation entries read to let their content say
their kind that proved none still missing (``no_kind``), or that failed.
"""

from __future__ import annotations

from typing import Any

READ = "read"
REPEATED = "repeated"
THIN = "thin"
REFUSED = "refused"
FAILED = "failed"
HOME = "home"
OVER_BUDGET = "over_budget"
NOT_FOUND = "not_found"
NO_KIND = "no_kind"
NOT_NEEDED = "not_needed"
UNNAMED = "unnamed"
BY_HOMEPAGE = "homepage"

KeyPages = dict[str, list[dict[str, str]]]


def completed(tried: KeyPages, kinds: tuple[str, ...], found: dict[str, str]) -> KeyPages:
    """Every kind, in ``kinds`` order, then ``unnamed``: a kind never tried is
    ``over_budget`` (with its best candidate, from ``found``) or ``not_found``."""
    record: KeyPages = {}
    for kind in kinds:
        if tried.get(kind):
            record[kind] = list(tried[kind])
        elif kind in found:
            record[kind] = [{"url": found[kind], "outcome": OVER_BUDGET}]
        else:
            record[kind] = [{"outcome": NOT_FOUND}]
    record[UNNAMED] = list(tried.get(UNNAMED, []))
    return record


def left_out(key_pages: KeyPages | None, kind: str, url: str, outcome: str) -> None:
    """A page read for ``kind`` was left out of the record (``repeated`` or ``thin``)."""
    for entry in (key_pages or {}).get(kind, []):
        if entry.get("url") == url and entry.get("outcome") == READ:
            entry["outcome"] = outcome
            entry.pop("by", None)
            return


def copy(key_pages: KeyPages | None) -> KeyPages | None:
    if key_pages is None:
        return None
    return {kind: [dict(entry) for entry in entries] for kind, entries in key_pages.items()}


def picked(key_pages: dict[str, Any] | None) -> dict[str, str]:
    """Kind → URL of the page found for it (read, or left out: repeated or thin)."""
    chosen: dict[str, str] = {}
    for kind, entries in (key_pages or {}).items():
        for entry in entries if isinstance(entries, list) else []:
            if isinstance(entry, dict) and entry.get("outcome") in (READ, REPEATED, THIN):
                chosen.setdefault(kind, str(entry.get("url")))
    chosen.pop(UNNAMED, None)
    return chosen
