"""robots.txt, strictly by RFC 9309 — pure: no Scrapy beyond the plug-in class.

- One group applies: ours (product token, case-insensitive, merged across
  groups), else ``*``; never both.
- The most specific rule wins (most octets); on a tie Allow wins; ``*``
  matches any run of characters, a final ``$`` anchors the end; rules match the
  path plus query; ``/robots.txt`` is always allowed; empty rules match nothing.
- Percent-encoding is normalised on both sides (§2.2.2): unreserved characters
  are decoded, hex is upper-cased, non-ASCII is UTF-8 percent-encoded, and
  encoded reserved characters (``%2F``, ``%3F``) keep their encoding.
- At most the first 500 KiB are parsed (§2.5).

Speed: parsing only splits lines into groups; the first decision for an agent
compiles that one group (``Matcher``). Its rules are bucketed by their first
three characters; a bucket's rules and the shorter ones become one regular
expression whose alternatives are in priority order, so a decision is one
``re.match`` and the winner is ``lastindex``. Wildcards become atomic lazy
groups ``(?>.*?segment)``: glob matching with leftmost segments, which is
complete for globs and never backtracks catastrophically on hostile patterns.
The matcher is remembered per User-Agent string, so Scrapy's
``allowed(url, full User-Agent)`` costs one dict lookup before the match.
"""

from __future__ import annotations

import contextlib
import functools
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin, urlsplit

from scrapy.robotstxt import RobotParser as ScrapyRobotParser

from sitebrief.rules.hosts import DEFAULT_PORTS

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

DEFAULT_TOKEN = "SiteBriefBot"
MAX_BYTES = 500 * 1024
AI_TRAINING_TOKEN = "__usage_ai-training"
# Well-known AI crawlers (training, assistants fetching for a user, AI search), by
# their robots.txt tokens. As of 2026-12, from the operators' crawler pages
# (OpenAI, Anthropic, Perplexity, Meta, Apple, Amazon, DuckDuckGo, Google, Common
# Crawl, Allen AI) and the ai-robots-txt/ai.robots.txt list.
AI_CRAWLERS = (
    "GPTBot",
    "ChatGPT-User",
    "OAI-SearchBot",
    "ClaudeBot",
    "Claude-User",
    "Claude-SearchBot",
    "Claude-Web",
    "anthropic-ai",
    "CCBot",
    "Google-Extended",
    "PerplexityBot",
    "Perplexity-User",
    "Applebot-Extended",
    "Bytespider",
    "meta-externalagent",
    "meta-externalfetcher",
    "Amazonbot",
    "DuckAssistBot",
    "cohere-ai",
    "AI2Bot",
    "Ai2Bot-Dolma",
    "MistralAI-User",
)

NO_MATCH = "(no matching rule)"
ROBOTS_TXT = "(robots.txt is always allowed)"

_USER_AGENT_KEYS = frozenset({"user-agent", "useragent", "user agent"})
# Common misspellings that Google also accepts.
_DISALLOW_KEYS = frozenset({"disallow", "dissallow", "dissalow", "disalow", "diasllow", "disallaw"})
_LINES = re.compile(r"\r\n|\r|\n")
# RFC 9309's product token is ASCII letters, "-" and "_" (Google cuts a value
# at anything else). Real tokens have digits (AI2Bot, 360Spider) and letters
# beyond ASCII (Jävla-Foobot): cut at the first, Rule4TestBot and Rule6TestBot
# were one group, "rule". Digits and any letter are kept, as Protego does.
_TOKEN = re.compile(r"[\w-]+|\*")
# A browser-style User-Agent names the bot after "compatible;":
# "Mozilla/5.0 (compatible; MyBot/1.0; +https://…)".
_COMPATIBLE = re.compile(r"compatible;\s*([\w-]+)", re.IGNORECASE)
_HTML = re.compile(rb"\s*(<!doctype\s+html|<html|<head|<body)", re.IGNORECASE)
_URL_PATH = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*([^#]*)")
# Characters a normalised path may hold as they are (RFC 3986 unreserved,
# sub-delims, ":", "@", "/", "?"); anything else, or any "%", takes the slow path.
_CLEAN = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*")
# The common case in one match: an absolute URL whose path and query need no
# normalisation and that has no fragment.
# ("*" and "$" are not in it: in a URL they are literal, and compare as %2A and %24.)
_CLEAN_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/[A-Za-z0-9\-._~!&'()+,;=:@/?]*)")
_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _escapes() -> dict[str, str]:
    """Every two hex digits, in any case → their normal form after "%": an
    unreserved character decoded, anything else as upper-case hex."""
    table = {}
    for byte in range(256):
        char = chr(byte)
        fixed = char if char in _UNRESERVED else f"%{byte:02X}"
        for hi in {f"{byte >> 4:x}", f"{byte >> 4:X}"}:
            for lo in {f"{byte & 15:x}", f"{byte & 15:X}"}:
                table[hi + lo] = fixed
    return table


_ESCAPES = _escapes()
# ASCII with nothing to encode, only escapes (if any) to put in normal form.
_CLEAN_PCT = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*")


_UNSAFE = re.compile(r"[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]+")


def _encode(match: re.Match[str]) -> str:
    return "".join(f"%{byte:02X}" for byte in match[0].encode("utf-8", "surrogateescape"))


def normalise(path: str) -> str:
    """Percent-encoding normal form shared by rules and URLs (RFC 9309 §2.2.2)."""
    if "%" not in path:
        if _CLEAN.fullmatch(path):
            return path
        return _UNSAFE.sub(_encode, path)
    if not _CLEAN_PCT.fullmatch(path):
        path = _UNSAFE.sub(_encode, path)
    # One pass over the escapes: a stray "%" becomes %25, the others normal.
    head, *pieces = path.split("%")
    out = [head]
    for piece in pieces:
        fixed = _ESCAPES.get(piece[:2])
        if fixed is None:
            out.append("%25" + piece)
        else:
            out.append(fixed + piece[2:])
    return "".join(out)


def url_key(path: str) -> str:
    """A URL's path in the form rules are matched against: normalised, with a
    literal ``*`` and ``$`` as ``%2A`` and ``%24``, which is how a rule writes
    them (RFC 9309 §2.2.3)."""
    key = normalise(path)
    if "*" in key or "$" in key:
        key = key.replace("*", "%2A").replace("$", "%24")
    return key


def url_path(url: str) -> str:
    """Path plus query of a URL (or of a bare path), fragment dropped."""
    match = _URL_PATH.match(url)
    path = match[1] if match else url.split("#", 1)[0]
    if not path.startswith("/"):
        path = "/" + path
    return path


@functools.lru_cache(maxsize=256)  # a crawl uses one or two agents: memoise
def product_token(agent: str | bytes) -> str:
    """``SiteBriefBot/1.0 (+https://…)`` → ``sitebriefbot`` (lower case)."""
    if isinstance(agent, bytes):
        agent = agent.decode("latin-1")
    match = _TOKEN.match(agent.strip())
    return match[0].lower() if match else ""


@functools.lru_cache(maxsize=256)
def agent_tokens(agent: str | bytes) -> tuple[str, ...]:
    """The product tokens a User-Agent may be matched by, in order: the bots
    named after ``compatible;``, then the leading token
    (``Mozilla/5.0 (compatible; MyBot/1.0)`` → ``("mybot", "mozilla")``)."""
    if isinstance(agent, bytes):
        agent = agent.decode("latin-1")
    tokens = [t.lower() for t in _COMPATIBLE.findall(agent)]
    tokens.append(product_token(agent))
    return tuple(dict.fromkeys(t for t in tokens if t))


@dataclass(frozen=True)
class Rule:
    allow: bool
    pattern: str  # normalised
    text: str  # as the file says it, for people: "Disallow: /*?q=*"


@dataclass(frozen=True)
class Decision:
    allowed: bool
    rule: str

    def __bool__(self) -> bool:
        return self.allowed


# RFC 9309 §2.2.2: /robots.txt itself is implicitly allowed.
_ROBOTS_TXT_RULE = Rule(True, "/robots.txt", ROBOTS_TXT)


def _regex(pattern: str) -> str:
    anchored = pattern.endswith("$")
    if anchored:
        pattern = pattern[:-1]
    head, *rest = pattern.split("*")
    out = re.escape(head)
    if not rest:
        return out + (r"\Z" if anchored else "")
    *middle, last = rest
    for segment in middle:
        if segment:
            out += f"(?>.*?{re.escape(segment)})"
    if anchored:
        out += f".*{re.escape(last)}\\Z"
    elif last:
        out += f"(?>.*?{re.escape(last)})"
    return out


def _glob_parts(pattern: str) -> tuple[tuple[str, ...], bool]:
    anchored = pattern.endswith("$")
    return tuple((pattern[:-1] if anchored else pattern).split("*")), anchored


def _glob_match(parts: tuple[str, ...], anchored: bool, path: str) -> bool:
    """Does ``path`` start with the glob? Leftmost matching of each segment is
    complete for globs, so this never backtracks."""
    head = parts[0]
    if not path.startswith(head):
        return False
    if len(parts) == 1:
        return not anchored or len(path) == len(head)
    pos = len(head)
    for segment in parts[1:-1]:
        found = path.find(segment, pos)
        if found < 0:
            return False
        pos = found + len(segment)
    last = parts[-1]
    if anchored:
        return len(path) - len(last) >= pos and path.endswith(last)
    return path.find(last, pos) >= 0


_Entry = tuple[Callable[[str], "re.Match[str] | None"] | None, list[Rule]]


def _entry(rules: list[Rule]) -> _Entry:
    """Rules in priority order (longest first, Allow first on a tie) as one
    regex of alternatives: the first that matches is the winner."""
    ordered = sorted(rules, key=lambda r: (-len(r.pattern), not r.allow))
    if not ordered:
        return None, ordered
    return re.compile("|".join(f"({_regex(r.pattern)})" for r in ordered)).match, ordered


class Matcher:
    """One group's rules, compiled once.

    Up to ``REGEX_MAX`` rules: one regex whose alternatives are every rule in
    priority order (longest first, Allow first on a tie), so a decision is one
    C-level ``match`` and the winner is ``lastindex``. Above that (compiling is
    superlinear in the alternatives), plain rules (no ``*``, no final ``$``)
    live in a dict per pattern length, so the longest one that matches is found
    with at most one lookup per distinct length, and the others are one regex,
    or, past ``REGEX_MAX`` of them, globs matched one by one.
    """

    # Below this many plain rules, one C-level startswith(tuple) rules them
    # all out faster than the length walk.
    PREFILTER_MAX = 64
    REGEX_MAX = 256
    BUCKET_MAX = 256  # rules in one bucket's regex, its own and the generic ones
    KEY = 3  # "/" and two characters: /wp-…, /se…
    MAX_ENTRIES = 1024

    def __init__(self, rules: list[Rule]):
        plain: dict[str, Rule] = {}
        special: list[Rule] = []
        for rule in rules:
            if not rule.pattern:
                continue
            if "*" in rule.pattern or rule.pattern.endswith("$"):
                special.append(rule)
            elif rule.pattern not in plain or (rule.allow and not plain[rule.pattern].allow):
                plain[rule.pattern] = rule
        by_length: dict[int, dict[str, Rule]] = {}
        for pattern, rule in plain.items():
            by_length.setdefault(len(pattern), {})[pattern] = rule
        self._by_length = sorted(by_length.items(), reverse=True)
        self._prefixes = tuple(plain) if len(plain) <= self.PREFILTER_MAX else None
        special.sort(key=lambda r: (-len(r.pattern), not r.allow))
        self._special = special
        # Compiling one regex is superlinear in its alternatives (a 500 KiB
        # file of wildcards took seconds, on the event loop): above this many,
        # rules are matched one by one, in priority order, with no compile.
        self._globs = (
            [_glob_parts(r.pattern) for r in special] if len(special) > self.REGEX_MAX else None
        )
        self._regex = (
            re.compile("|".join(f"({_regex(r.pattern)})" for r in special)).match
            if special and self._globs is None
            else None
        )
        # Rules by the first KEY characters of their literal head: a path can
        # only match the rules of its own bucket and those with a shorter head.
        self._buckets: dict[str, list[Rule]] = {}
        generic: list[Rule] = []
        for rule in [*plain.values(), *special]:
            head = (
                rule.pattern.split("*", 1)[0].removesuffix("$")
                if "*" in rule.pattern or rule.pattern.endswith("$")
                else rule.pattern
            )
            if len(head) >= self.KEY:
                self._buckets.setdefault(head[: self.KEY], []).append(rule)
            else:
                generic.append(rule)
        self._generic = generic
        self._bucketed = (
            len(generic) + max(map(len, self._buckets.values()), default=0) <= self.BUCKET_MAX
        )
        self._entries: dict[str, _Entry] = {}
        self._generic_entry = _entry(generic)
        self._none = not plain and not special

    def _entry_for(self, key: str) -> _Entry:
        rules = self._buckets.get(key)
        entry = self._generic_entry if rules is None else _entry([*rules, *self._generic])
        if rules is not None or len(self._entries) < self.MAX_ENTRIES:
            self._entries[key] = entry
        return entry

    def winner(self, path: str) -> Rule | None:
        if self._bucketed:
            entry = self._entries.get(path[: self.KEY])
            if entry is None:
                entry = self._entry_for(path[: self.KEY])
            match = entry[0](path) if entry[0] is not None else None
            return None if match is None else entry[1][match.lastindex - 1]  # type: ignore[operator]
        if self._none:
            return None
        best = None
        if self._by_length and (self._prefixes is None or path.startswith(self._prefixes)):
            size = len(path)
            for length, patterns in self._by_length:
                if length <= size:
                    best = patterns.get(path[:length])
                    if best is not None:
                        break
        if self._globs is not None:
            for rule, (parts, anchored) in zip(self._special, self._globs, strict=True):
                if best is not None and (len(rule.pattern), rule.allow) <= (
                    len(best.pattern),
                    best.allow,
                ):
                    break  # sorted by priority: nothing later can win
                if _glob_match(parts, anchored, path):
                    best = rule
                    break
        elif self._regex is not None:
            match = self._regex(path)
            if match is not None:
                rule = self._special[match.lastindex - 1]  # type: ignore[operator]
                if best is None or (len(rule.pattern), rule.allow) > (
                    len(best.pattern),
                    best.allow,
                ):
                    best = rule
        return best


@dataclass
class _Group:
    agents: list[str]
    rules: list[Rule] = field(default_factory=list)
    crawl_delay: float | None = None


def _rule(allow: bool, value: str) -> Rule:
    # RFC 9309: a path pattern starts with "/" (or a wildcard); any other value
    # (e.g. "index.php") matches nothing, as in Google's parser.
    pattern = normalise(value) if value.startswith(("/", "*")) else ""
    # "*" is a wildcard and a final "$" an anchor; any other "$" is literal.
    anchored = pattern.endswith("$")
    pattern = pattern.removesuffix("$").replace("$", "%24") + ("$" if anchored else "")
    return Rule(allow, pattern, f"{'Allow' if allow else 'Disallow'}: {_text(value)}")


def _text(value: str) -> str:
    """Valid Unicode for people: undecodable bytes (kept as surrogates for
    matching) become U+FFFD."""
    return value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _url_text(value: str) -> str:
    """A URL as valid Unicode: undecodable bytes are percent-encoded, so the
    server still gets the bytes its file named."""
    raw = value.encode("utf-8", "surrogateescape")
    return "".join(chr(b) if b < 0x80 else f"%{b:02X}" for b in raw)


def _parse_pairs(value: str) -> dict[str, str]:
    """Content-Signal values (Cloudflare): ``search=yes, ai-train=no``, leniently."""
    pairs = {}
    for part in re.split(r"[,\s]+", value):
        if "=" in part:
            key, _, val = part.partition("=")
            pairs[key.strip().lower()] = val.strip().lower()
    return pairs


def _path_and_value(value: str) -> tuple[str, str]:
    """aipref attach §3.2: a value starting with "/" begins with a path, which
    ends at the first space or tab; otherwise the path is absent (all paths)."""
    if not value.startswith("/"):
        return "/", value
    path, *rest = re.split(r"[ \t]", value, maxsplit=1)
    return path, rest[0].strip() if rest else ""


_UNSEEN: Any = object()


class Robots:
    """A parsed robots.txt."""

    # User-Agents whose group is remembered (a crawl uses one or two).
    MAX_AGENTS = 64

    def __init__(self, body: bytes, max_bytes: int = MAX_BYTES):
        self.groups: dict[str, list[Rule]] = {}
        self.crawl_delays: dict[str, float] = {}
        self.sitemaps: list[str] = []
        # AI preferences, as the file states them (line numbers from 1):
        # Content-Signal (Cloudflare), Content-Usage (IETF aipref attach) and
        # License (RSL), each with the agents of the group it stands in.
        self.content_signals: list[dict[str, Any]] = []
        self.content_usage: list[dict[str, Any]] = []
        self.licenses: list[dict[str, Any]] = []
        self.html = False
        self.truncated = len(body) > max_bytes
        self._matchers: dict[str, Matcher] = {}
        self._by_agent: dict[str | bytes, Matcher | None] = {}
        self._parse(body, max_bytes)

    def _parse(self, body: bytes, max_bytes: int) -> None:
        if self.truncated:
            body = body[:max_bytes]
            cut = max(body.rfind(b"\n"), body.rfind(b"\r"))
            body = body[: cut + 1] if cut >= 0 else b""  # never a half rule
        body = body.removeprefix(b"\xef\xbb\xbf")
        if _HTML.match(body):
            self.html = True  # an HTML page served as robots.txt holds no rules
            return
        text = body.decode("utf-8", "surrogateescape")
        groups: list[_Group] = []
        current: _Group | None = None
        in_rules = False
        for number, raw in enumerate(_LINES.split(text), 1):
            key, colon, value = raw.split("#", 1)[0].partition(":")
            if not colon:
                continue
            key = key.strip().lower()
            value = value.strip()
            if key in _USER_AGENT_KEYS:
                if current is None or in_rules:
                    current = _Group([])
                    groups.append(current)
                    in_rules = False
                if token := product_token(value):
                    current.agents.append(token)
            elif key in _DISALLOW_KEYS or key == "allow":
                if current is not None:  # rules before any user-agent belong to no group
                    in_rules = True
                    current.rules.append(_rule(key == "allow", value))
            elif key == "content-usage":
                # aipref attach: a rule of its group (it ends the group's agent lines).
                if current is not None:
                    in_rules = True
                self._usage(value, current, number)
            else:
                self._other_record(key, value, current, number)
        for group in groups:
            for agent in group.agents:
                self.groups.setdefault(agent, []).extend(group.rules)
                if group.crawl_delay is not None and agent not in self.crawl_delays:
                    self.crawl_delays[agent] = group.crawl_delay

    def _usage(self, value: str, current: _Group | None, number: int) -> None:
        path, prefs = _path_and_value(_text(value))
        self.content_usage.append(
            {
                "agents": list(current.agents) if current else [],
                "path": path,
                "preferences": _parse_pairs(prefs),
                "value": prefs,
                "line": number,
            }
        )

    def _other_record(self, key: str, value: str, current: _Group | None, number: int = 0) -> None:
        """Records that never end a group (RFC 9309 §2.2.4). Values leave this
        class as valid Unicode: undecodable bytes become U+FFFD (in URLs, %XX)."""
        if key != "sitemap":
            value = _text(value)
        agents = list(current.agents) if current else []
        if key == "sitemap":
            if value:
                self.sitemaps.append(_url_text(value))
        elif key == "crawl-delay":
            if current is not None:
                with contextlib.suppress(ValueError):
                    delay = float(value)
                    if math.isfinite(delay):  # "1e999" and "nan" are no delay
                        current.crawl_delay = max(0.0, delay)
        elif key == "content-signal":
            path, signals = _path_and_value(value)
            self.content_signals.append(
                {"agents": agents, "path": path, "signals": _parse_pairs(signals), "line": number}
            )
        elif key == "license" and value:
            # RSL: the URL of the site's licence terms (an RSL document).
            self.licenses.append({"agents": agents, "url": value, "line": number})

    def _group_for(self, token: str) -> str | None:
        if token in self.groups:
            return token
        if token != AI_TRAINING_TOKEN and "*" in self.groups:
            return "*"
        return None

    def group_for(self, agent: str | bytes) -> str | None:
        """The group (its agent key) that applies to a User-Agent or token:
        the first of its product tokens with a group, else ``*``."""
        for token in agent_tokens(agent):
            if token in self.groups:
                return token
        return self._group_for(product_token(agent))

    def _matcher_for(self, agent: str | bytes) -> Matcher | None:
        group = self.group_for(agent)
        matcher = None
        if group is not None:
            matcher = self._matchers.get(group)
            if matcher is None:
                matcher = self._matchers[group] = Matcher(self.groups[group])
        if len(self._by_agent) < self.MAX_AGENTS:
            self._by_agent[agent] = matcher
        return matcher

    def _winner(self, url: str, agent: str | bytes) -> Rule | None:
        """The deciding rule (the implicit /robots.txt allow included), or None."""
        clean = _CLEAN_URL.fullmatch(url)
        path = clean[1] if clean else url_key(url_path(url))
        if path == "/robots.txt":
            return _ROBOTS_TXT_RULE
        # One dict lookup per decision: the full User-Agent is the key.
        matcher = self._by_agent.get(agent, _UNSEEN)
        if matcher is _UNSEEN:
            matcher = self._matcher_for(agent)
        return matcher.winner(path) if matcher is not None else None  # type: ignore[union-attr]

    def decide(self, url: str, agent: str = DEFAULT_TOKEN) -> Decision:
        winner = self._winner(url, agent)
        if winner is None:
            return Decision(True, NO_MATCH)
        return Decision(winner.allow, winner.text)

    def allowed(self, url: str, agent: str | bytes = DEFAULT_TOKEN) -> bool:
        winner = self._winner(url, agent)
        return winner is None or winner.allow

    def crawl_delay(self, agent: str | bytes = DEFAULT_TOKEN) -> float | None:
        group = self.group_for(agent)
        return self.crawl_delays.get(group) if group else None

    def _in_group(self, statement: dict[str, Any], group: str | None) -> bool:
        agents = statement["agents"]
        return not agents or (group is not None and group in agents)

    def usage_for(self, url: str, agent: str | bytes) -> list[dict[str, Any]]:
        """The Content-Usage rules for a URL (aipref attach §3.1): those of the
        group that applies to the agent whose path matches most octets; several
        with that path all apply (the vocabulary combines them)."""
        return self._longest(self.content_usage, url, agent)

    def signals_for(self, url: str, agent: str | bytes) -> list[dict[str, Any]]:
        """The Content-Signal lines for a URL, read as Content-Usage is: the
        applying group's (or lines before any group), longest path first."""
        return self._longest(self.content_signals, url, agent)

    def _longest(
        self, statements: list[dict[str, Any]], url: str, agent: str | bytes
    ) -> list[dict[str, Any]]:
        if not statements:
            return []
        group = self.group_for(agent)
        path = url_key(url_path(url))
        best: list[dict[str, Any]] = []
        size = -1
        for statement in statements:
            if not self._in_group(statement, group):
                continue
            pattern = normalise(statement["path"])
            if not _glob_match(*_glob_parts(pattern), path):
                continue
            if len(pattern) > size:
                best, size = [statement], len(pattern)
            elif len(pattern) == size:
                best.append(statement)
        return best

    def training_preference(self, url: str = "/") -> tuple[str, str]:
        """("in favor" | "against" | "none", rule): a preference, not a permission."""
        if AI_TRAINING_TOKEN not in self.groups:
            return "none", "(no __usage_ai-training group)"
        decision = self.decide(url, AI_TRAINING_TOKEN)
        if decision.rule == NO_MATCH:
            return "none", NO_MATCH
        return ("in favor" if decision.allowed else "against"), decision.rule

    def ai_crawlers_blocked(self) -> list[str]:
        """Which well-known AI crawlers may not fetch ``/``."""
        return [bot for bot in AI_CRAWLERS if not self.allowed("/", bot)]

    def ai_posture(self) -> dict[str, Any]:
        preference, rule = self.training_preference("/")
        return {
            "training_preference": preference,
            "training_rule": rule,
            "ai_crawlers_blocked": self.ai_crawlers_blocked(),
            "content_signals": self.content_signals,
            "content_usage": self.content_usage,
            "licenses": self.licenses,
        }


class RobotParser(ScrapyRobotParser):
    """Scrapy's ``ROBOTSTXT_PARSER`` interface, for any Scrapy project."""

    def __init__(self, robotstxt_body: bytes):
        self.robots = Robots(robotstxt_body)

    @classmethod
    def from_crawler(cls, crawler: Crawler, robotstxt_body: bytes) -> Self:
        return cls(robotstxt_body)

    def allowed(self, url: str | bytes, user_agent: str | bytes) -> bool:
        if url.__class__ is bytes:
            url = url.decode("utf-8", "surrogateescape")  # type: ignore[union-attr]
        return self.robots.allowed(url, user_agent)  # type: ignore[arg-type]

    def crawl_delay(self, user_agent: str | bytes) -> float | None:
        """Scrapy 2.18's interface: the Crawl-delay of the agent's group."""
        return self.robots.crawl_delay(user_agent)


# --- an origin's robots.txt, as fetched ---------------------------------------

Origin = tuple[str, str, int]  # scheme, host (lower case), port


def origin_of(url: str) -> Origin:
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    return scheme, (parts.hostname or "").lower(), parts.port or DEFAULT_PORTS.get(scheme, 0)


def _without_traceback(exc: BaseException) -> BaseException:
    """An outcome is kept for hours: its cause must not keep the frames (and
    every brief they reference) of the request that failed."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        current.__traceback__ = None
        current = current.__cause__ or current.__context__
    return exc


@dataclass
class RobotsOutcome:
    """What an origin's robots.txt fetch came to; the robots middleware holds
    one per origin, and each request it checks carries it in its meta."""

    origin: Origin
    url: str
    # parsed | allow_all (HTTP 404) | disallow_all (HTTP 503) | disallow_all (unreachable) …
    outcome: str
    robots: Robots | None = None
    disallow_all: bool = False
    status: int | None = None
    cause: BaseException | None = None  # the network failure behind "unreachable"
    fetched_at: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.cause is not None:
            _without_traceback(self.cause)

    @property
    def sitemaps(self) -> list[str]:
        if self.robots is None:
            return []
        return [urljoin(self.url, s) for s in self.robots.sitemaps]


def outcome_of(origin: Origin, url: str, status: int, body: bytes, max_bytes: int) -> RobotsOutcome:
    """A robots.txt response that is not a redirect, as RFC 9309 §2.3.1 reads
    it: 2xx is parsed; 4xx means no rules ("unavailable": allow all); 5xx, and
    429 as Google reads it, mean "unreachable": disallow all."""
    if 200 <= status < 300:
        return RobotsOutcome(origin, url, "parsed", Robots(body, max_bytes), status=status)
    if status == 429 or status >= 500:
        return RobotsOutcome(
            origin, url, f"disallow_all (HTTP {status})", disallow_all=True, status=status
        )
    return RobotsOutcome(origin, url, f"allow_all (HTTP {status})", status=status)
