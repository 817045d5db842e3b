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

import difflib
import math
import os
from pathlib import Path
from typing import Any

from scrapy.settings import BaseSettings

from sitebrief import feedcheck
from sitebrief import settings as defaults
from sitebrief.feeds import FAILED as FEED_FAILED
from sitebrief.identity import agent_token
from sitebrief.inputs import InputError, read_inputs
from sitebrief.net.addresses import AddressGuard, parse_networks
from sitebrief.net.connectto import parse_rule
from sitebrief.options import ARGUMENTS

OK, FAILED, USAGE, INTERRUPTED = 0, 1, 2, 3

INPUTS = ("domain", "domains", "domains_file")
CHOICES = {"SITEBRIEF_RENDER": ("auto", "never", "always")}
# Settings that must be more than zero (the others may be zero, never negative).
POSITIVE = frozenset(
    {"SITEBRIEF_DEADLINE", "SITEBRIEF_CONCURRENT_BRIEFS", "SITEBRIEF_RENDER_TIMEOUT"}
)
FLAT_FORMATS = frozenset({"csv"})


class ConfigError(Exception):
    """A mistake in what was typed; the message is the one line a person reads."""


def known_settings() -> dict[str, Any]:
    return {
        name: getattr(defaults, name) for name in dir(defaults) if name.startswith("SITEBRIEF_")
    }


def _suggest(name: str, choices: list[str]) -> str:
    close = difflib.get_close_matches(name, choices, n=1)
    return f" (did you mean {close[0]}?)" if close else ""


def check_settings(settings: BaseSettings, scheduled: bool = False) -> None:
    """``scheduled``: a Scrapyd job, which like the production profile must
    say who runs the bot."""
    known = known_settings()
    for name in settings.attributes:
        if name.startswith("SITEBRIEF_") and name not in known:
            raise ConfigError(f"unknown setting {name}{_suggest(name, list(known))}")
    for name, default in known.items():
        value = settings.get(name, default)
        if isinstance(default, bool):
            try:
                settings.getbool(name, default)
            except ValueError:
                raise ConfigError(f"{name} must be True or False, not {value!r}") from None
        elif isinstance(default, (int, float)):
            _check_number(name, value)
        elif name in CHOICES and value not in CHOICES[name]:
            raise ConfigError(f"{name} must be one of {', '.join(CHOICES[name])}, not {value!r}")
    for path in settings.getlist("SITEBRIEF_CA_FILES"):
        if not os.access(path, os.R_OK) or not Path(path).is_file():
            raise ConfigError(f"SITEBRIEF_CA_FILES: cannot read {path}")
    try:
        parse_networks(settings.getlist("SITEBRIEF_ALLOWED_NETWORKS"))
    except ValueError as exc:
        raise ConfigError(f"SITEBRIEF_ALLOWED_NETWORKS: {exc}") from None
    for rule in settings.getlist("SITEBRIEF_CONNECT_TO"):
        try:
            parse_rule(rule)
        except ValueError as exc:
            raise ConfigError(f"SITEBRIEF_CONNECT_TO: {exc}") from None
    try:
        agent_token(settings)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    required = scheduled or settings.getbool("SITEBRIEF_REQUIRE_BOT_URL")
    if required and not settings.get("SITEBRIEF_BOT_URL"):
        raise ConfigError(
            "set SITEBRIEF_BOT_URL to a page of yours that says who runs this bot and how to "
            "reach you: site owners read it in their logs (this profile refuses to run without)"
        )
    feeds = settings.getdict("FEEDS") or {}
    try:
        feedcheck.check(
            map(str, feeds),
            settings.getlist("SITEBRIEF_FEED_SCHEMES"),
            AddressGuard(parse_networks(settings.getlist("SITEBRIEF_ALLOWED_NETWORKS"))),
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


def _check_number(name: str, value: Any) -> None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise ConfigError(f"{name} must be a number, not {value!r}") from None
    if not math.isfinite(number) or number < 0 or (name in POSITIVE and number == 0):
        bound = "more than zero" if name in POSITIVE else "zero or more"
        raise ConfigError(f"{name} must be {bound}, not {value!r}")


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
        _check_number("idle_exit", arguments.get("idle_exit") or 0)
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
    limit = defaults.SITEBRIEF_MAX_INPUT_BYTES
    if settings is not None:
        limit = settings.getint("SITEBRIEF_MAX_INPUT_BYTES", limit)
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
