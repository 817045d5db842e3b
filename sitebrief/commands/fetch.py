"""``scrapy fetch``, saying why a URL was not fetched: a refusal (a private
address, robots.txt, another scheme) or a failure is one line on standard
error, even with --nolog, and the exit code is 1."""

from __future__ import annotations

import sys
from argparse import Namespace
from collections.abc import AsyncIterator
from typing import Any

from scrapy import Request, Spider
from scrapy.commands.fetch import Command as ScrapyFetch
from scrapy.exceptions import UsageError
from scrapy.utils.datatypes import SequenceExclude
from scrapy.utils.spider import DefaultSpider, spidercls_for_request
from twisted.python.failure import Failure
from w3lib.url import is_url

from sitebrief.errors import real_cause


class Command(ScrapyFetch):
    def run(self, args: list[str], opts: Namespace) -> None:
        if len(args) != 1 or not is_url(args[0]):
            raise UsageError
        refusal: list[str] = []

        def explain(failure: Failure) -> None:
            assert failure.value is not None
            cause = real_cause(failure.value)
            refusal.append(f"sitebrief: {args[0]} was not fetched: {type(cause).__name__}: {cause}")

        request = Request(
            args[0],
            callback=self._print_response,
            errback=explain,
            cb_kwargs={"opts": opts},
            dont_filter=True,
        )
        if opts.no_redirect:
            request.meta["handle_httpstatus_all"] = True
        else:
            # Every status but 3xx: the framework follows redirects.
            request.meta["handle_httpstatus_list"] = SequenceExclude(range(300, 400))
        assert self.crawler_process is not None
        loader = self.crawler_process.spider_loader
        spidercls: type[Spider] = (
            loader.load(opts.spider)
            if opts.spider
            else spidercls_for_request(loader, request, DefaultSpider)
        )

        async def start(self: Spider) -> AsyncIterator[Any]:
            yield request

        spidercls.start = start  # type: ignore[method-assign]
        self.crawler_process.crawl(spidercls)
        self.crawler_process.start()
        for line in refusal:
            print(line, file=sys.stderr)
        if self.crawler_process.bootstrap_failed or refusal:
            self.exitcode = 1
