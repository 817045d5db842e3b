"""``scrapy enqueue --queue redis://HOST:PORT/DB DOMAINS_FILE``: queue every
input line (with its file and line) for workers (``scrapy crawl brief -a
queue=…``); a line already queued or in flight is not queued again, and a
line for a domain that is waiting already shares its brief (and gets its own
record).
``scrapy enqueue --status --queue …``: queued, in flight, done and failed."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError

from sitebrief.config import Config
from sitebrief.queue import workqueue
from sitebrief.rules.inputs import InputError, read_inputs


class Command(ScrapyCommand):
    requires_project = False
    default_settings = {"LOG_ENABLED": False}

    def syntax(self) -> str:
        return "--queue redis://HOST:PORT/DB (DOMAINS_FILE | --status)"

    def short_desc(self) -> str:
        return "Queue a domains file for workers, or show the queue's progress"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--queue", required=True, help="redis://HOST:PORT/DB")
        parser.add_argument("--status", action="store_true", help="show counts and exit")

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if not opts.status and len(args) != 1:
            raise UsageError("give one domains file (or --status)")
        try:
            client = workqueue.connect(opts.queue)
            if opts.status:
                counts = workqueue.status(client)
                print(
                    f"queued {counts['queued']}, in flight {counts['in_flight']}, "
                    f"done {counts['done']}, failed {counts['failed']}"
                )
                return
            path = Path(args[0])
            if not path.is_file():
                print(f"sitebrief: cannot read the domains file {path}", file=sys.stderr)
                self.exitcode = 1
                return
            assert self.settings is not None
            limit = Config.from_settings(self.settings).max_input_bytes
            queued, joined, skipped = workqueue.enqueue(
                client, read_inputs(domains_file=str(path), max_bytes=limit), str(path.resolve())
            )
        except (workqueue.QueueError, workqueue.RedisError, InputError, OSError) as exc:
            print(f"sitebrief: {exc}", file=sys.stderr)
            self.exitcode = 1
            return
        shared = f" ({joined} share the brief of an earlier line's domain)" if joined else ""
        print(f"queued {queued + joined}{shared}, skipped {skipped} already queued or in flight")
