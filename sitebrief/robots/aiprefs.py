"""A site's AI-usage preferences, resolved for the pages actually read (pure).

Three uses, each ``allowed``, ``refused`` or ``not stated`` with the statement
that decided it:

- ``train``: training AI models;
- ``ai_input``: use as input to an AI model at inference time (answers,
  summaries, grounding: briefs like ours);
- ``search``: a search index and its results (links and short excerpts).

Statements, in the order a source is named when several agree:

1. the page's ``Content-Usage`` response header (IETF aipref attach §2);
2. the page's ``X-Robots-Tag`` header and ``<meta name="robots">`` (or ours):
   ``noai`` refuses training, ``noindex``/``none`` refuse search (``noimageai``
   is about images: kept raw, it decides nothing for text);
3. robots.txt ``Content-Usage`` rules of the group that applies to us (ours,
   else ``*``), the longest matching path winning (aipref attach §3);
4. robots.txt ``Content-Signal`` lines (Cloudflare's Content Signals: ``search``,
   ``ai-input``, ``ai-train``), read the same way;
5. the ``__usage_ai-training`` group (Allow/Disallow as a training preference).

Vocabulary (draft-ietf-aipref-vocab): ``train-ai`` and ``search``, ``y``/``n``,
as an RFC 9651 dictionary (a value that does not parse states nothing). Terms
of its earlier drafts still seen in files count too: ``ai-use`` and
``ai-output`` (use of an asset in an AI system's output) speak for AI input,
and the parent category ``all``/``bots`` (all automated processing) for every
use it does not name more specifically.

Combining (aipref vocab §7.1): a use is refused when any statement refuses it,
else allowed when any allows it, else not stated — per page, and then over the
pages read. RSL ``License:`` lines name terms in a document we do not fetch,
and the AI crawlers' groups are about fetching by those crawlers, not about
use: both are recorded, neither decides.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import http_sf

from sitebrief.robots.parser import AI_TRAINING_TOKEN, NO_MATCH, product_token

if TYPE_CHECKING:
    from collections.abc import Iterable

    from sitebrief.robots.parser import Robots

USES = ("train", "ai_input", "search")
ALLOWED, REFUSED, NOT_STATED = "allowed", "refused", "not stated"

# aipref labels per use, most specific first; the parent category last.
_AIPREF_LABELS = {
    "train": ("train-ai", "all", "bots"),
    "ai_input": ("ai-use", "ai-output", "all", "bots"),
    "search": ("search", "all", "bots"),
}
_SIGNAL_LABELS = {"train": "ai-train", "ai_input": "ai-input", "search": "search"}
# Robots meta / X-Robots-Tag directives and the uses they refuse.
_DIRECTIVES = {"noai": ("train",), "noindex": ("search",), "none": ("search",)}
_META = re.compile(r"<meta\b[^>]*>", re.IGNORECASE)
_ATTR = re.compile(r"""([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""")
# Directives with a value after a colon ("max-snippet: 20"), not a bot's name.
_VALUED = ("max-", "unavailable_after", "indexifembedded")
_BOT_NAME = re.compile(r"[a-z0-9_-]+")
_HEAD_END = re.compile(r"</head\s*>|<body\b", re.IGNORECASE)
# Robots meta tags live in the head: read no further than this.
HEAD_CHARS = 256 * 1024


@dataclass(frozen=True)
class Statement:
    use: str
    allowed: bool
    where: str  # robots.txt, Content-Usage header, X-Robots-Tag header, meta robots
    url: str  # the file or the page that says it
    value: str  # as it is written
    line: int | None = None
    path: str | None = None

    def source(self) -> dict[str, Any]:
        return {
            "where": self.where,
            "url": self.url,
            "line": self.line,
            "path": self.path,
            "value": self.value,
        }


@dataclass
class PageSignals:
    """What a page's response says about AI use: its headers and meta robots."""

    url: str
    content_usage: str | None = None
    x_robots_tag: list[str] = field(default_factory=list)
    meta_robots: list[str] = field(default_factory=list)

    @classmethod
    def from_raw(cls, raw: dict[str, Any]) -> PageSignals:
        """From a record's ``ai_preferences.pages`` entry (a page as before, 304)."""
        usage = raw.get("content_usage")
        return cls(
            str(raw["url"]),
            usage if isinstance(usage, str) else None,
            [v for v in raw.get("x_robots_tag") or [] if isinstance(v, str)],
            [v for v in raw.get("meta_robots") or [] if isinstance(v, str)],
        )

    def states_something(self) -> bool:
        return bool(self.content_usage or self.x_robots_tag or self.meta_robots)

    def raw(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "content_usage": self.content_usage,
            "x_robots_tag": self.x_robots_tag,
            "meta_robots": self.meta_robots,
        }


def aipref(value: str) -> dict[str, bool]:
    """An aipref statement (``train-ai=n, search=y``) → {label: allowed}; a value
    that is no RFC 9651 dictionary states nothing (vocab §6.4)."""
    try:
        parsed = http_sf.parse(value.encode("latin-1", "replace"), tltype="dictionary")
    except Exception:  # http_sf raises its own error, and others on odd input
        return {}
    out = {}
    for label, member in parsed.items():  # type: ignore[union-attr]
        item = member[0] if isinstance(member, tuple) else None
        if isinstance(item, http_sf.Token) and str(item) in ("y", "n"):
            out[str(label)] = str(item) == "y"
    return out


def _by_labels(
    prefs: dict[str, bool], labels: dict[str, tuple[str, ...]]
) -> Iterable[tuple[str, bool, str]]:
    for use, names in labels.items():
        for name in names:
            if name in prefs:
                yield use, prefs[name], name
                break


def meta_robots(html: str) -> list[str]:
    """Robots meta tags in the page's head: ``<meta name="robots">`` as its
    content, a bot's own (``name="googlebot"``) as ``googlebot: content``, the
    way X-Robots-Tag scopes a directive to a bot."""
    head = html[:HEAD_CHARS]
    if (end := _HEAD_END.search(head)) is not None:
        head = head[: end.start()]
    found = []
    for tag in _META.findall(head):
        attrs = {m[1].lower(): m[2] or m[3] or m[4] or "" for m in _ATTR.finditer(tag)}
        name = attrs.get("name", "").strip().lower()
        content = attrs.get("content", "").strip()
        if not content:
            continue
        if name == "robots":
            found.append(content)
        elif "bot" in name and _BOT_NAME.fullmatch(name):
            found.append(f"{name}: {content}")
    return found


def _directives(value: str, token: str) -> list[str]:
    """Directives of one X-Robots-Tag or meta value that apply to us: those
    without a bot name, and those after ``ourbot:``."""
    scope_ours = True
    out = []
    for raw in value.split(","):
        part = raw.strip().lower()
        name, colon, rest = (p.strip() for p in part.partition(":"))
        if colon and name and " " not in name and not name.startswith(_VALUED):
            scope_ours = product_token(name) == token.lower()
            part = rest
        if scope_ours and part:
            out.append(part)
    return out


def page_statements(page: PageSignals, token: str) -> list[Statement]:
    out: list[Statement] = []
    if page.content_usage:
        prefs = aipref(page.content_usage)
        for use, allowed, _ in _by_labels(prefs, _AIPREF_LABELS):
            where = "Content-Usage header"
            out.append(Statement(use, allowed, where, page.url, page.content_usage))
    tags = (("X-Robots-Tag header", page.x_robots_tag), ("meta robots", page.meta_robots))
    for where, values in tags:
        for value in values:
            for directive in _directives(value, token):
                for use in _DIRECTIVES.get(directive, ()):
                    out.append(Statement(use, False, where, page.url, value))
    return out


def robots_statements(robots: Robots, robots_url: str, url: str, token: str) -> list[Statement]:
    out: list[Statement] = []
    for rule in robots.usage_for(url, token):
        value = f"Content-Usage: {'' if rule['path'] == '/' else rule['path'] + ' '}{rule['value']}"
        for use, allowed, _ in _by_labels(aipref(rule["value"]), _AIPREF_LABELS):
            out.append(
                Statement(use, allowed, "robots.txt", robots_url, value, rule["line"], rule["path"])
            )
    for line in robots.signals_for(url, token):
        signals = line["signals"]
        for use, label in _SIGNAL_LABELS.items():
            said = signals.get(label)
            if said in ("yes", "no"):
                value = f"Content-Signal: {label}={said}"
                where = (robots_url, value, line["line"], line["path"])
                out.append(Statement(use, said == "yes", "robots.txt", *where))
    if AI_TRAINING_TOKEN in robots.groups:
        decision = robots.decide(url, AI_TRAINING_TOKEN)
        if decision.rule != NO_MATCH:
            value = f"User-agent: {AI_TRAINING_TOKEN} / {decision.rule}"
            out.append(Statement("train", decision.allowed, "robots.txt", robots_url, value))
    return out


def combine(statements: Iterable[Statement], use: str) -> tuple[str, Statement | None]:
    """aipref vocab §7.1: any refusal refuses; else any allowance allows."""
    first_allowed = None
    for statement in statements:
        if statement.use != use:
            continue
        if not statement.allowed:
            return REFUSED, statement
        first_allowed = first_allowed or statement
    return (ALLOWED, first_allowed) if first_allowed else (NOT_STATED, None)


def resolve(
    pages: list[PageSignals],
    robots: Robots | None,
    robots_url: str,
    token: str,
) -> dict[str, Any]:
    """The record's ``ai_preferences``: per use, the outcome over the pages read
    (homepage first) and the statement that decided it; for ``ai_input`` also
    which pages it refuses."""
    per_page = []
    for page in pages:
        found = page_statements(page, token)
        if robots is not None:
            found += robots_statements(robots, robots_url, page.url, token)
        per_page.append((page, found))
    summary: dict[str, Any] = {}
    for use in USES:
        outcomes = [(page, *combine(found, use)) for page, found in per_page]
        refused = [(p, s) for p, o, s in outcomes if o == REFUSED]
        allowed = [(p, s) for p, o, s in outcomes if o == ALLOWED]
        decided = refused or allowed
        entry: dict[str, Any] = {
            "preference": REFUSED if refused else ALLOWED if allowed else NOT_STATED,
            "source": decided[0][1].source() if decided and decided[0][1] else None,
        }
        if use == "ai_input":
            entry["refused_pages"] = [p.url for p, _ in refused]
        summary[use] = entry
    return summary
