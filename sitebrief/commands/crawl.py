"""``scrapy crawl``, with sitebrief's checks and exit codes (sitebrief/config.py):
settings and spider arguments are checked before anything starts (so a
mistake leaves an existing -O file as it was), a run without a feed is
warned about, and the exit code says whether every input got its record."""

from __future__ import annotations

import argparse
import sys

from scrapy.commands.crawl import Command as ScrapyCrawl

from sitebrief import config
from sitebrief.logs import quiet_scrapy
from sitebrief.queue import workqueue


class Command(ScrapyCrawl):
    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        super().process_options(args, opts)
        assert self.settings is not None
        quiet_scrapy(self.settings)  # before the crawler process logs its start-up dump

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        assert self.settings is not None
        try:
            # Scrapyd passes its job id as the argument _job.
            config.check_settings(self.settings, scheduled="_job" in opts.spargs)
            if args[:1] == ["brief"]:
                config.check_arguments(opts.spargs, self.settings)
                _reach_queue(opts.spargs)
        except (config.ConfigError, workqueue.QueueError) as exc:
            print(f"sitebrief: {exc}", file=sys.stderr)
            self.exitcode = config.FAILED
            return
        if args[:1] == ["brief"] and not self.settings.getdict("FEEDS"):
            print(
                "sitebrief: no feed given, so the records go nowhere: add -O brief.jsonl "
                "(or -O -:jsonl for standard output)",
                file=sys.stderr,
            )
        if len(args) != 1:
            super().run(args, opts)
            return
        assert self.crawler_process is not None
        crawler = self._create_crawler(args[0])
        self.crawler_process.crawl(crawler, **opts.spargs)
        self.crawler_process.start()
        if self.crawler_process.bootstrap_failed or crawler.stats is None:
            self.exitcode = config.FAILED
        elif args[0] == "brief":
            stats = crawler.stats.get_stats()
            self.exitcode = config.exit_code(stats)
            if stats.get("finish_reason") == "finished" and (lost := config.unrecorded(stats)):
                print(
                    f"sitebrief: {lost} input line(s) got no record (see the log's errors)",
                    file=sys.stderr,
                )


def _reach_queue(arguments: dict[str, str]) -> None:
    """A worker whose Redis is unreachable or refuses its password ends here,
    with one line, before a domain is claimed or its feed is opened."""
    for name in ("queue", "results"):
        url = arguments.get(name)
        if url is not None and url != "off":
            workqueue.connect(url).close()
