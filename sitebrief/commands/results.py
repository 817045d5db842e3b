"""``scrapy results --queue redis://HOST:PORT/DB -O all.jsonl``: every record
that workers appended to the queue's results stream (they do unless started
with ``-a results=off``), one per input line: a domain briefed twice (a worker
died before acknowledging it, or its lease ran out) appears once.

It says what it could not give, on stderr with exit code 1: no results stream
at all, or input lines that have no record in it yet (still queued, in flight,
or acknowledged by a worker that wrote no stream). ``--partial`` exports what
there is and exits 0 all the same."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from scrapy.commands import ScrapyCommand

from sitebrief.queue import workqueue


class Command(ScrapyCommand):
    requires_project = False
    default_settings = {"LOG_ENABLED": False}

    def syntax(self) -> str:
        return "--queue redis://HOST:PORT/DB -O FILE.jsonl [--partial]"

    def short_desc(self) -> str:
        return "Export the records of a queue's results stream, duplicates dropped"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--queue", required=True, help="redis://HOST:PORT/DB")
        parser.add_argument("-O", "--output", default="-", help="JSONL file (default: stdout)")
        parser.add_argument(
            "--partial",
            action="store_true",
            help="exit 0 although some input lines have no record yet",
        )

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        try:
            client = workqueue.connect(opts.queue)
            counts = workqueue.status(client)
            records = [json.dumps(r, ensure_ascii=False) for r in workqueue.results(client)]
        except (workqueue.QueueError, workqueue.RedisError) as exc:
            print(f"sitebrief: {exc}", file=sys.stderr)
            self.exitcode = 1
            return
        acknowledged = counts["done"] + counts["failed"]
        if not counts["stream"]:
            if acknowledged:
                why = (
                    f"its workers acknowledged {acknowledged} input lines but ran with "
                    "-a results=off (their records are in their own -O feeds). Start workers "
                    "without it, or with -a results= naming this Redis, to collect records here"
                )
            else:
                why = (
                    f"no worker has written a record yet (queued {counts['queued']}, in "
                    f"flight {counts['in_flight']}): start workers with -a queue={opts.queue}"
                )
            print(f"sitebrief: this queue has no results stream: {why}.", file=sys.stderr)
            self.exitcode = 1
            return
        text = "".join(line + "\n" for line in records)
        if opts.output == "-":
            sys.stdout.write(text)
        else:
            Path(opts.output).write_text(text, encoding="utf-8")
        print(f"{len(records)} records, one per input line", file=sys.stderr)
        outstanding = counts["queued"] + counts["in_flight"]
        unstreamed = max(0, acknowledged - len(records))
        if outstanding or unstreamed:
            lines = [
                f"sitebrief: the stream lacks records: queued {counts['queued']}, in flight "
                f"{counts['in_flight']}, done {counts['done']}, failed {counts['failed']}"
            ]
            if outstanding:
                lines.append(
                    f"  {outstanding} input lines are still queued or in flight: run workers "
                    "until `scrapy enqueue --status` shows none, then export again"
                )
            if unstreamed:
                lines.append(
                    f"  {unstreamed} acknowledged records are not in the stream (workers run "
                    "with -a results=off, or the stream refused them): see those workers' feeds"
                )
            print("\n".join(lines), file=sys.stderr)
            if not opts.partial:
                self.exitcode = 1
