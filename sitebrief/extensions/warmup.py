"""First-use work done while the first robots.txt is in flight.

A one-domain brief is what a person waits for, and a fresh process pays
for each library's first use when the response that needs it arrives:
building the Public Suffix List's trie (~50 ms, at the homepage), lxml's
first HTML and XML parses, the text rules' first run. Those come on the
critical path, between a response and the requests it allows. Here they
run in a thread as soon as the engine starts, so they overlap the first
round trip (DNS, TCP, TLS and robots.txt: on the order of 100 ms) instead.
The results are thrown away; only the caches they fill are kept.

The language model is loaded here last, and only from the machine's cache
of it (numpy's import and a few ms of mapping, ~60 ms): a homepage with no
``lang`` whose versions it decides (``keypages.language_decides``) then
waits for the detection alone. From the wheel it takes longer than that
round trip (~0.5 s of CPU) and would still be loading when the sitemap's
children and the key pages were due, so without a cache it is left to the
first homepage that needs it (``rules/language.py``).
"""

from __future__ import annotations

import gc
import logging
import threading
import time
from typing import TYPE_CHECKING

from scrapy import signals

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

_PAGE = (
    "<html lang='en'><head><title>t</title><link rel='icon' href='/i.png'>"
    '<script type=\'application/ld+json\'>{"@type": "Organization", "name": "t"}</script>'
    "</head><body><nav><a href='/about'>About</a></nav><main><h1>t</h1><p>text</p>"
    "<ul><li>a</li></ul><table><tr><td>x</td></tr></table></main><footer>f</footer></body></html>"
)
_SITEMAP = b"<sitemapindex><sitemap><loc>https://example.com/s.xml</loc></sitemap></sitemapindex>"


def warm() -> None:
    """Use once what a brief uses first (the same code paths, on a toy page)."""
    from sitebrief.page.text import read_html
    from sitebrief.rules import hosts, keypages, language, sitemaps

    hosts.registrable("www.example.co.uk")
    text = read_html(_PAGE, "https://example.com/", 0)
    keypages.candidates(text.anchors, [], ("example.com",), "https://example.com/", text.lang)
    keypages.another_owner("example.com", "https://example.com/")
    sitemaps.parse(_SITEMAP, 10)
    language.prepare_if_cached()


class Warmup:
    def __init__(self, crawler: Crawler):
        self.stats = crawler.stats
        self.thread = threading.Thread(target=self._run, name="sitebrief-warmup", daemon=True)
        crawler.signals.connect(self.start, signal=signals.engine_started)
        crawler.signals.connect(self.stop, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    def start(self) -> None:
        # What start-up built (modules, settings, components: ~120,000 objects)
        # lives as long as the process: frozen out of the collector, a full
        # collection no longer walks it all: 160-250 ms on a busy 2-core machine,
        # 5-17 ms frozen; one falls inside a brief now and then, and holds
        # every request behind it.
        gc.freeze()
        assert self.stats is not None
        self.stats.set_value("warmup/gc_frozen", gc.get_freeze_count())
        self.thread.start()

    def stop(self) -> None:
        # A crawl shorter than the warm-up (tens of ms) waits for it: its stat
        # is then in the crawl's stats, and no thread outlives the crawl.
        if self.thread.is_alive():
            self.thread.join()

    def _run(self) -> None:
        started = time.monotonic()
        try:
            warm()
        except Exception:  # a warm-up is an optimisation: log, never fail the crawl
            logger.exception("Warm-up failed")
            return
        assert self.stats is not None
        self.stats.set_value("warmup/seconds", round(time.monotonic() - started, 3))
