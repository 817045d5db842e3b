"""``scrapy report BRIEFS.jsonl [-o report.html] [--split-at N]``: one HTML
file a person can open and scan (sitebrief/report/html.py). Streams the feed;
prints progress on long ones."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError

from sitebrief.report import html as report
from sitebrief.rules import lines
from sitebrief.rules.rebrief import MAX_LINE


class Command(ScrapyCommand):
    requires_project = False
    default_settings = {"LOG_ENABLED": False}

    def syntax(self) -> str:
        return "[options] BRIEFS.jsonl"

    def short_desc(self) -> str:
        return "Write a readable HTML report of a feed of briefs"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument(
            "-o", "--output", default="report.html", help="the HTML file (default: report.html)"
        )
        parser.add_argument(
            "--split-at",
            type=int,
            default=report.SPLIT_AT,
            help="above this many briefs, each brief's details go to a file of its own "
            f"beside the report (default: {report.SPLIT_AT})",
        )

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if len(args) != 1:
            raise UsageError("give one feed of briefs (JSONL), or - for standard input")
        if opts.split_at < 0:
            raise UsageError(f"--split-at must be zero or more, not {opts.split_at}")
        source = args[0]
        out = Path(opts.output)
        if source != "-" and not Path(source).is_file():
            print(f"No such feed: {source}", file=sys.stderr)
            self.exitcode = 2
            return

        def progress(n: int) -> None:
            print(f"{n:,} briefs read", file=sys.stderr)

        try:
            if source == "-":
                summary = report.write(_lines(sys.stdin.buffer), out, opts.split_at, progress)
            else:
                with lines.open_regular(source) as feed:
                    summary = report.write(_lines(feed), out, opts.split_at, progress)
        except (report.ReportError, OSError) as exc:
            message = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            print(f"sitebrief: {message}", file=sys.stderr)
            self.exitcode = 1
            return
        listed = f", {summary.malformed:,} malformed line(s) listed" if summary.malformed else ""
        print(f"Wrote {out} ({summary.briefs:,} briefs{listed})", file=sys.stderr)


def _lines(feed: BinaryIO) -> Iterator[str]:
    """The feed's lines as text, each read with a cap (an endless line is malformed)."""
    for _, line, _cut in lines.read(feed, MAX_LINE):
        yield line.decode("utf-8", errors="replace")
