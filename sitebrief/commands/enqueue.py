"""``scrapy enqueue --queue redis://HOST:PORT/DB DOMAINS_FILE``: queue every
input line (with its file and line) for workers (``scrapy crawl brief -a
queue=…``); a domain already queued or in flight is not queued again.
``scrapy enqueue --status --queue …``: queued, in flight, done and failed."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError

from sitebrief import workqueue
from sitebrief.inputs import InputError, read_inputs
from sitebrief.settings import SITEBRIEF_MAX_INPUT_BYTES


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
            limit = self.settings.getint("SITEBRIEF_MAX_INPUT_BYTES", SITEBRIEF_MAX_INPUT_BYTES)
            queued, skipped = workqueue.enqueue(
                client, read_inputs(domains_file=str(path), max_bytes=limit), str(path.resolve())
            )
        except (workqueue.QueueError, workqueue.RedisError, InputError) as exc:
            print(f"sitebrief: {exc}", file=sys.stderr)
            self.exitcode = 1
            return
        print(f"queued {queued}, skipped {skipped} already queued or in flight")
