"""``scrapy options``: the brief spider's arguments and every SITEBRIEF_*
setting, with its default and what it does (``scrapy crawl brief -h`` is
Scrapy's generic help)."""

from __future__ import annotations

import argparse
import textwrap

from scrapy.commands import ScrapyCommand

from sitebrief.config import ARGUMENTS, ROWS


class Command(ScrapyCommand):
    requires_project = True
    default_settings = {"LOG_ENABLED": False}

    def short_desc(self) -> str:
        return "Show the brief's arguments (-a) and settings (-s), with defaults"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument(
            "--markdown", action="store_true", help="print the README's table of settings"
        )

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if opts.markdown:
            print("| name | type | default | meaning |\n|---|---|---|---|")
            for row in ROWS:
                print(
                    f"| `{row.setting}` | {row.type_name} | `{shown(row.default)}` | {row.help} |"
                )
            return
        print("scrapy crawl brief -a NAME=VALUE … -s SETTING=VALUE … -O brief.jsonl\n")
        print("Arguments (-a), one of:")
        for name, text in ARGUMENTS.items():
            print(f"  {name:14} {text}")
        print("\nSettings (-s NAME=VALUE):")
        for row in ROWS:
            print(f"  {row.setting} ({row.type_name}, default: {row.default!r})")
            print(textwrap.indent(textwrap.fill(row.help.replace("`", ""), 90), "      "))
        print("\nExit codes: 0 every input got its record; 1 the run could not do its job;")
        print("2 a usage error; 3 interrupted (records of finished briefs are kept).")


def shown(default: object) -> str:
    """A default as the README's table writes it."""
    return f"{default:g}" if isinstance(default, float) else str(default)
