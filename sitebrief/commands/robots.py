"""``scrapy robots URL [URL …] [--agent TOKEN] [--file PATH]``

Fetches each URL's robots.txt through the real middleware path (guard, TLS,
identity, outcome rules) and prints, per URL, ALLOW/BLOCK, the deciding rule
and the source, then the AI-training preference:

    BLOCK SiteBriefBot https://github.com/search?q=x  <- Disallow: /*?q=*  [parsed]

``--file`` decides against a local robots.txt instead, without the network.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, Spider
from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError

from sitebrief.config import Config
from sitebrief.middlewares.robotstxt import RobotsTxtMiddleware
from sitebrief.robots.parser import Robots, RobotsOutcome


def _line(agent: str, url: str, allowed: bool, rule: str, source: str) -> str:
    return f"{'ALLOW' if allowed else 'BLOCK'} {agent} {url}  <- {rule}  [{source}]"


def report(robots: Robots | None, outcome: str, agent: str, url: str) -> str:
    if robots is None:
        allowed = not outcome.startswith("disallow_all")
        return _line(agent, url, allowed, f"(robots.txt {outcome})", outcome)
    decision = robots.decide(url, agent)
    return _line(agent, url, decision.allowed, decision.rule, outcome)


def preference(robots: Robots | None) -> str:
    """The site-wide AI-training preference (of "/"), said once per site."""
    if robots is None:
        return "      ai-training preference: unknown (no robots.txt rules were read)"
    value, rule = robots.training_preference("/")
    return f"      ai-training preference: {value}  <- {rule}"


class _RobotsCheck(Spider):
    name = "sitebrief-robots"

    def __init__(self, urls: list[str], agent: str | None, **kwargs: Any):
        super().__init__(**kwargs)
        self.urls = urls
        self.agent = agent

    async def start(self) -> AsyncIterator[Any]:
        assert self.crawler.engine is not None
        middleware = next(
            m
            for m in self.crawler.engine.downloader.middleware.middlewares
            if isinstance(m, RobotsTxtMiddleware)
        )
        agent = self.agent or Config.of(self.crawler).agent_token
        said: set[str] = set()
        for url in self.urls:
            outcome: RobotsOutcome = await middleware.outcome_for(Request(url))
            if outcome.url not in said and outcome.cause is not None:
                print(f"# {outcome.url}: {type(outcome.cause).__name__}: {outcome.cause}")
            print(report(outcome.robots, outcome.outcome, agent, url))
            if outcome.url not in said:
                said.add(outcome.url)
                print(preference(outcome.robots))
        return
        yield


class Command(ScrapyCommand):
    requires_project = True

    def syntax(self) -> str:
        return "[options] URL [URL ...]"

    def short_desc(self) -> str:
        return "Show what robots.txt allows, for our bot or --agent, with the deciding rule"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--agent", help="product token to decide for (default: ours)")
        parser.add_argument("--file", help="decide against this local robots.txt file")

    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        super().process_options(args, opts)
        assert self.settings is not None
        if not opts.loglevel and not opts.nolog:
            # The answer goes to stdout; keep the log to warnings unless asked.
            self.settings.set("LOG_LEVEL", "WARNING", priority="cmdline")

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if not args:
            raise UsageError("give at least one URL")
        assert self.settings is not None
        for url in args:
            if urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).hostname:
                print(f"sitebrief: {url!r} is not a web address: give it whole, "
                      f"such as https://{url.split('://')[-1]}", file=sys.stderr)  # fmt: skip
                self.exitcode = 2
                return
        if opts.file:
            try:
                robots = Robots(Path(opts.file).read_bytes())
            except OSError as exc:
                print(f"sitebrief: cannot read {opts.file}: {exc.strerror}", file=sys.stderr)
                self.exitcode = 1
                return
            agent = opts.agent or Config.from_settings(self.settings).agent_token
            for url in args:
                print(report(robots, f"file {opts.file}", agent, url))
            print(preference(robots))
            return
        assert self.crawler_process is not None
        self.crawler_process.crawl(_RobotsCheck, urls=args, agent=opts.agent)
        self.crawler_process.start()
