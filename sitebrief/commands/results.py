"""``scrapy results --queue redis://HOST:PORT/DB -O all.jsonl``: every record
that workers appended to the queue's results stream (``-a results=``), one
per input: a domain briefed twice (a worker died before acknowledging it)
appears once."""

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
        return "--queue redis://HOST:PORT/DB -O FILE.jsonl"

    def short_desc(self) -> str:
        return "Export the records of a queue's results stream, duplicates dropped"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--queue", required=True, help="redis://HOST:PORT/DB")
        parser.add_argument("-O", "--output", default="-", help="JSONL file (default: stdout)")

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        try:
            client = workqueue.connect(opts.queue)
            records = [json.dumps(r, ensure_ascii=False) for r in workqueue.results(client)]
        except (workqueue.QueueError, workqueue.RedisError) as exc:
            print(f"sitebrief: {exc}", file=sys.stderr)
            self.exitcode = 1
            return
        text = "".join(line + "\n" for line in records)
        if opts.output == "-":
            sys.stdout.write(text)
        else:
            Path(opts.output).write_text(text, encoding="utf-8")
        print(f"{len(records)} records, one per input", file=sys.stderr)
