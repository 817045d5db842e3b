"""``scrapy options``: the brief spider's arguments and every SITEBRIEF_*
setting, with its default and what it does (``scrapy crawl brief -h`` is
Scrapy's generic help)."""

from __future__ import annotations

import argparse
import textwrap

from scrapy.commands import ScrapyCommand

from sitebrief.config import known_settings
from sitebrief.options import ARGUMENTS, SETTINGS


class Command(ScrapyCommand):
    requires_project = True
    default_settings = {"LOG_ENABLED": False}

    def short_desc(self) -> str:
        return "Show the brief's arguments (-a) and settings (-s), with defaults"

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        print("scrapy crawl brief -a NAME=VALUE … -s SETTING=VALUE … -O brief.jsonl\n")
        print("Arguments (-a), one of:")
        for name, text in ARGUMENTS.items():
            print(f"  {name:14} {text}")
        print("\nSettings (-s NAME=VALUE):")
        defaults = known_settings()
        for name, text in SETTINGS.items():
            print(f"  {name} (default: {defaults[name]!r})")
            print(textwrap.indent(textwrap.fill(text.replace("`", ""), 90), "      "))
        print("\nExit codes: 0 every input got its record; 1 the run could not do its job;")
        print("2 a usage error; 3 interrupted (records of finished briefs are kept).")
