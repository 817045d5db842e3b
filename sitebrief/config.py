"""What a person types, checked before anything starts: the SITEBRIEF_*
settings, the feed, and the brief spider's arguments. A mistake is one clear
line and a non-zero exit (``commands/crawl.py``), never a silent default, a
traceback, or an emptied feed file.

Exit codes of ``scrapy crawl brief`` (``exit_code``):

- 0: every input got its record, whatever the sites' problems;
- 1: the run could not do its job (bad settings or arguments, nothing to
  brief, a crawl that failed to start, a record that could not be written);
- 2: the command line itself is wrong (Scrapy's usage errors);
- 3: interrupted (Ctrl-C, SIGTERM, Scrapyd's cancel): finished and in-flight
  briefs have their records (in-flight ones say ``cancelled``); briefs that
  had not started have none.
"""

from __future__ import annotations

import copy
import dataclasses
import difflib
import math
import os
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, get_type_hints

from sitebrief import feedcheck
from sitebrief.feeds import FAILED as FEED_FAILED
from sitebrief.identity import agent_token, user_agent
from sitebrief.rules.addresses import AddressGuard, parse_networks
from sitebrief.rules.connectto import parse_rule
from sitebrief.rules.inputs import InputError, read_inputs

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.settings import BaseSettings

OK, FAILED, USAGE, INTERRUPTED = 0, 1, 2, 3

INPUTS = ("domain", "domains", "domains_file")
FLAT_FORMATS = frozenset({"csv"})
PREFIX = "SITEBRIEF_"

# The brief spider's arguments (-a), with what each means.
ARGUMENTS = {
    "domain": "one domain to brief, as a person types it (acme.com, https://acme.com/about)",
    "domains": "several, separated by commas (give one of domain, domains, domains_file)",
    "domains_file": "a file with one domain per line (# starts a comment)",
    "previous": "a JSONL feed of earlier records: re-brief with conditional requests and say what changed",
    "queue": "redis://HOST:PORT/DB: take domains from a shared queue (scrapy enqueue) instead",
    "results": "with queue: the Redis whose results stream gets every record (default: the queue's own), or off",
    "idle_exit": "with queue: end once nothing has been queued or leased by any worker for this many seconds",
}  # fmt: skip


class ConfigError(Exception):
    """A mistake in what was typed; the message is the one line a person reads."""


def _setting(
    default: Any, help: str, *, positive: bool = False, choices: tuple[str, ...] = ()
) -> Any:
    """One row of the table: numbers are never negative (``positive``: never zero)."""
    metadata = {"help": help, "positive": positive, "choices": choices}
    if isinstance(default, list):
        return dataclasses.field(default_factory=lambda: list(default), metadata=metadata)
    return dataclasses.field(default=default, metadata=metadata)


@dataclass(frozen=True)
class Config:
    """Every ``SITEBRIEF_*`` setting: its name (the field's, upper-cased and
    prefixed), type, default, bounds and meaning, in one table. It is read once
    per crawler (``Config.of``) and checked as it is read, so a bad value is one
    clear line before anything starts; ``scrapy options``, the README's table
    (``tests/test_docs.py``) and the project's settings module all come from it."""

    # Identity: one product token, in the User-Agent and for robots.txt groups.
    agent_token: str = _setting(
        "SiteBriefBot", "product token in the User-Agent and for robots.txt group matching"
    )
    bot_url: str = _setting(
        "",
        "your page that says who runs the bot and how to reach you, in the User-Agent (none by default: we own no page that speaks for you)",
    )
    require_bot_url: bool = _setting(
        False,
        "refuse to run without `SITEBRIEF_BOT_URL` (set in the production profile; Scrapyd jobs always require it)",
    )
    # Network.
    connect_to: list[str] = _setting(
        [],
        "`HOST1:PORT1:HOST2:PORT2` rules with curl's `--connect-to` semantics (empty HOST1/PORT1 match any; URL, Host and TLS name stay HOST1's); the guard still checks HOST2",
    )
    allowed_networks: list[str] = _setting(
        [], "CIDRs exempt from the private-address guard (tests, intranet sites you mean to read)"
    )
    ca_files: list[str] = _setting(
        [], "extra PEM files of trusted CA certificates, on top of the system store"
    )
    allow_proxy: bool = _setting(
        False, "accept an HTTP proxy although it hides destinations from the guard"
    )
    # Feed storages besides files and standard output; their hosts are judged like a site's.
    feed_schemes: list[str] = _setting(
        [],
        "feed storages allowed besides files and standard output (`s3`, `ftp`, …); their hosts are judged by the private-address guard",
    )
    preconnect: bool = _setting(
        True,
        "with an origin's first request (its robots.txt), open its other connections (up to `CONCURRENT_REQUESTS_PER_DOMAIN`), as browsers pre-connect",
    )
    max_header_bytes: int = _setting(64 * 1024, "cap on a response's status line and headers")
    record_addresses: bool = _setting(
        False,
        "let a `private` problem in the record name the internal address the host resolved to (the log always does)",
    )
    # robots.txt (RFC 9309: parse at least 500 KiB; trust an outcome at most 24 h).
    robots_max_bytes: int = _setting(
        512 * 1024,
        "bytes of robots.txt read (at least the 500 KiB RFC 9309 asks to parse), independent of `DOWNLOAD_MAXSIZE`",
    )
    robots_cache_seconds: float = _setting(
        24 * 3600.0, "how long a robots.txt outcome is trusted (RFC 9309: at most 24 h)"
    )
    max_crawl_delay: float = _setting(10.0, "cap on the `Crawl-delay` we honour")
    # Batches and the queue.
    concurrent_briefs: int = _setting(
        16,
        "domains briefed at once in a batch (each one's deadline starts when it does)",
        positive=True,
    )
    progress_interval: float = _setting(
        30.0, "seconds between progress lines (done / in flight / waiting) in the log"
    )
    max_retry_after: float = _setting(
        10.0, "429/503 are retried once only if `Retry-After` is at most this many seconds"
    )
    # Input files (-a domains_file=, scrapy enqueue): 16 MiB is about 800,000 domains.
    max_input_bytes: int = _setting(
        16 * 1024 * 1024,
        "a domains file (`-a domains_file=`, `scrapy enqueue`) larger than this is refused: split it",
    )
    queue_lease: float = _setting(
        120.0,
        "with `-a queue=`: seconds a claimed domain is held before another worker may take it (renewed while it is briefed)",
    )
    # The brief: its deadline, text budgets, the empty-site bar.
    deadline: float = _setting(
        60.0,
        "seconds for a whole brief; then the record is written with what was gathered",
        positive=True,
    )
    home_budget: int = _setting(8000, "characters of homepage text kept")
    page_budget: int = _setting(5000, "characters kept per key page")
    min_page_chars: int = _setting(100, "a key page with less unique text is dropped")
    facts_budget: int = _setting(
        4000,
        "characters (as JSON) of the record's `facts`; FAQ answers and products past it are left out",
    )
    # The site's own summary for models, /llms.txt (llms-full.txt shares its budget).
    llms_txt_budget: int = _setting(
        4000,
        "characters (as JSON) of the record's `llms_txt` (the site's /llms.txt, and llms-full.txt when it links to it); past it the field says `partial`",
    )
    llms_txt_max_bytes: int = _setting(
        256 * 1024,
        "bytes read of /llms.txt and of llms-full.txt; a bigger file is read to it, in whole lines, and says `partial`",
    )
    # A site that refuses use as AI input; fetching never changes (robots.txt decides).
    honour_ai_input: bool = _setting(
        True,
        "when a site refuses use of its pages as AI input (`ai-input=no`), withhold their text (`False`: only record the preference; fetching never changes)",
    )
    # Lines that address AI models, withheld from the text and listed for a person.
    withheld_budget: int = _setting(
        2000,
        "characters (as JSON) of the record's `withheld`: lines that address AI models, left out of the text and listed for a person; past it they are counted in `warnings`",
    )
    empty_site_chars: int = _setting(
        300, "a site with less readable text in total is reported `empty`"
    )
    # JavaScript-only sites.
    render: str = _setting(
        "auto",
        "render JavaScript-only sites: `auto` (thin static text and a script-driven page), `never`, `always`",
        choices=("auto", "never", "always"),
    )
    render_wait: float = _setting(
        5.0, "seconds a rendered page may take to settle (network idle) before it is read"
    )
    render_timeout: float = _setting(
        30.0,
        "seconds a whole render may take; then its browser context (and any script still running) is closed",
        positive=True,
    )
    browser_isolation: bool = _setting(
        True,
        "run Chromium in an empty network namespace; where that is impossible, renders fail unless this is `False`",
    )
    # Nice-to-haves: each has its own time limit and ends as null when it fails.
    sitemap_timeout: float = _setting(
        8.0, "seconds for the whole sitemap step; then `sitemap` is null"
    )
    sitemap_max_bytes: int = _setting(
        10 * 1024 * 1024, "size cap of one sitemap file, after decompression"
    )
    sitemap_max_urls: int = _setting(50_000, "URLs read from all the sitemap files of one brief")
    sitemap_max_total_bytes: int = _setting(
        20 * 1024 * 1024,
        "bytes read from all the sitemap files of one brief, shared among the files read together",
    )
    sitemap_sections: int = _setting(40, "sections kept in the sitemap summary")
    sitemap_sample: int = _setting(150, "sample paths in the sitemap summary")
    logo_timeout: float = _setting(8.0, "seconds for finding the logo; then `logo` is null")
    logo_max_bytes: int = _setting(1024 * 1024, "size cap of a logo candidate")

    def __post_init__(self) -> None:
        try:
            agent_token(self.agent_token)
        except ValueError as exc:
            raise ConfigError(str(exc)) from None

    @property
    def user_agent(self) -> str:
        return user_agent(self.agent_token, self.bot_url)

    @classmethod
    def of(cls, crawler: Crawler) -> Config:
        """The crawler's Config, read and checked once (its settings are frozen)."""
        config = _read.get(crawler)
        if config is None:
            config = _read[crawler] = cls.from_settings(crawler.settings)
        return config

    @classmethod
    def from_settings(cls, settings: BaseSettings) -> Config:
        known = {row.setting: row for row in ROWS}
        for name in settings.attributes:
            if name.startswith(PREFIX) and name not in known:
                raise ConfigError(f"unknown setting {name}{_suggest(name, list(known))}")
        return cls(**{row.name: row.read(settings) for row in ROWS})


@dataclass(frozen=True)
class Row:
    """A setting as the table states it."""

    name: str  # the Config field
    type: type
    default: Any
    help: str
    positive: bool
    choices: tuple[str, ...]

    @property
    def setting(self) -> str:
        return PREFIX + self.name.upper()

    @property
    def type_name(self) -> str:
        return self.type.__name__

    def read(self, settings: BaseSettings) -> Any:
        name, value = self.setting, settings.get(self.setting, self.default)
        if self.type is bool:
            try:
                return settings.getbool(name, self.default)
            except ValueError:
                raise ConfigError(f"{name} must be True or False, not {value!r}") from None
        if self.type is list:
            return [str(part) for part in settings.getlist(name, self.default)]
        if self.type is str:
            text = str(value)
            if self.choices and text not in self.choices:
                raise ConfigError(f"{name} must be one of {', '.join(self.choices)}, not {value!r}")
            return text
        number = _number(name, value, whole=self.type is int)
        if number < 0 or (self.positive and number == 0):
            bound = "more than zero" if self.positive else "zero or more"
            raise ConfigError(f"{name} must be {bound}, not {value!r}")
        return self.type(number)


def _rows() -> tuple[Row, ...]:
    hints = get_type_hints(Config)
    rows = []
    for field in dataclasses.fields(Config):
        kind = hints[field.name]
        default = field.default_factory() if kind == list[str] else field.default  # type: ignore[misc,operator]
        rows.append(
            Row(
                field.name, list if kind == list[str] else kind, default, field.metadata["help"],
                field.metadata["positive"], field.metadata["choices"],
            )
        )  # fmt: skip
    return tuple(rows)


ROWS = _rows()
_read: weakref.WeakKeyDictionary[Crawler, Config] = weakref.WeakKeyDictionary()


def defaults() -> dict[str, Any]:
    """Every setting's default, by its name (the project's settings module has them)."""
    return {row.setting: copy.copy(row.default) for row in ROWS}


def _number(name: str, value: Any, whole: bool) -> float:
    what = "a whole number" if whole else "a number"
    if isinstance(value, bool):
        raise ConfigError(f"{name} must be {what}, not {value!r}")
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ConfigError(f"{name} must be {what}, not {value!r}") from None
    if not math.isfinite(number) or (whole and not number.is_integer()):
        raise ConfigError(f"{name} must be {what}, not {value!r}")
    return number


def _suggest(name: str, choices: list[str]) -> str:
    close = difflib.get_close_matches(name, choices, n=1)
    return f" (did you mean {close[0]}?)" if close else ""


def check_settings(settings: BaseSettings, scheduled: bool = False) -> Config:
    """Everything typed as settings, checked; ``scheduled``: a Scrapyd job,
    which like the production profile must say who runs the bot."""
    config = Config.from_settings(settings)
    for path in config.ca_files:
        if not os.access(path, os.R_OK) or not Path(path).is_file():
            raise ConfigError(f"SITEBRIEF_CA_FILES: cannot read {path}")
    try:
        parse_networks(config.allowed_networks)
    except ValueError as exc:
        raise ConfigError(f"SITEBRIEF_ALLOWED_NETWORKS: {exc}") from None
    for rule in config.connect_to:
        try:
            parse_rule(rule)
        except ValueError as exc:
            raise ConfigError(f"SITEBRIEF_CONNECT_TO: {exc}") from None
    if (scheduled or config.require_bot_url) and not config.bot_url:
        raise ConfigError(
            "set SITEBRIEF_BOT_URL to a page of yours that says who runs this bot and how to "
            "reach you: site owners read it in their logs (this profile refuses to run without)"
        )
    feeds = settings.getdict("FEEDS") or {}
    try:
        feedcheck.check(
            map(str, feeds),
            config.feed_schemes,
            AddressGuard(parse_networks(config.allowed_networks)),
            settings.get("AWS_ENDPOINT_URL") or "",
        )
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    for uri, options in feeds.items():
        if str((options or {}).get("format", "")).lower() in FLAT_FORMATS:
            raise ConfigError(
                f"the feed {uri} is CSV, but a brief is nested (pages, fetches): "
                "use .jsonl (one record per line) or .json"
            )
    return config


def check_arguments(arguments: dict[str, Any], settings: BaseSettings | None = None) -> None:
    """The brief spider's -a arguments. Scrapyd adds its own (``_job``): allowed.
    The input is read here too (and refused whole when it can't be domains)."""
    for name in arguments:
        if name not in ARGUMENTS and not name.startswith("_"):
            raise ConfigError(
                f"unknown argument {name!r}{_suggest(name, list(ARGUMENTS))}; "
                "give -a domain=, -a domains= or -a domains_file="
            )
    given = [name for name in INPUTS if arguments.get(name) is not None]
    if arguments.get("queue") is not None:
        if given:
            raise ConfigError(f"-a queue= takes domains from the queue: drop -a {given[0]}=")
        idle = _number("idle_exit", arguments.get("idle_exit") or 0, whole=False)
        if idle < 0:
            raise ConfigError(f"idle_exit must be zero or more, not {arguments['idle_exit']!r}")
        for name in ("queue", "results"):
            url = arguments.get(name)
            if url is None or (name == "results" and url == "off"):
                continue
            if not str(url).startswith(("redis://", "rediss://", "unix://")):
                raise ConfigError(
                    f"-a {name}= takes a Redis URL (redis://HOST:PORT/DB, rediss:// for "
                    f"TLS){', or off' if name == 'results' else ''}"
                )
        return
    for name in ("results", "idle_exit"):
        if arguments.get(name) is not None:
            raise ConfigError(f"-a {name}= goes with -a queue=")
    if not given:
        raise ConfigError("nothing to brief: give -a domain=, -a domains= or -a domains_file=")
    if len(given) > 1:
        raise ConfigError(
            f"give one of -a domain=, -a domains= or -a domains_file=, not {' and '.join(given)}"
        )
    path = arguments.get("domains_file")
    if path is not None and not (Path(path).is_file() and os.access(path, os.R_OK)):
        raise ConfigError(f"cannot read the domains file {path}")
    limit = (Config.from_settings(settings) if settings is not None else Config()).max_input_bytes
    try:
        read_inputs(
            arguments.get("domain"),
            arguments.get("domains"),
            arguments.get("domains_file"),
            max_bytes=limit,
        )
    except InputError as exc:
        raise ConfigError(str(exc)) from None


def exit_code(stats: dict[str, Any]) -> int:
    """The crawl's exit code, from its final stats (see the module docstring)."""
    reason = stats.get("finish_reason")
    if stats.get("queue/lost") or stats.get(FEED_FAILED):
        return FAILED
    if reason == "shutdown" or stats.get("brief/cancelled"):
        return INTERRUPTED
    if reason != "finished" or stats.get("brief/finished", 0) < stats.get("brief/total", 0):
        return FAILED
    if unrecorded(stats):
        return FAILED
    return OK


def unrecorded(stats: dict[str, Any]) -> int:
    """Input lines of a finished batch without a written record (a record a
    pipeline dropped, say): ``brief/problem/*`` counts the records written."""
    written = sum(int(v) for k, v in stats.items() if k.startswith("brief/problem/"))
    return max(0, int(stats.get("brief/input_lines", 0)) - written)
