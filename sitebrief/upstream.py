"""Scrapy's downloader, with each slot's concurrency kept under asyncio.

Scrapy 2.19's ``Downloader._process_queue`` starts queued requests while
``slot.free_transfer_slots() > 0``, but a started request joins
``slot.transferring`` only when its task first runs. Under the asyncio
reactor that is the next loop iteration, so one pass starts *every* queued
request: five key pages went to a site at once with
``CONCURRENT_REQUESTS_PER_DOMAIN = 4``. Here a request joins ``transferring``
as it leaves the queue (``_download`` adds it again, harmlessly, and removes
it when done). The rest of the method is Scrapy's, unchanged.
"""

from __future__ import annotations

from time import monotonic
from typing import TYPE_CHECKING

from scrapy.core.downloader import Downloader as ScrapyDownloader
from scrapy.utils.asyncio import call_later
from scrapy.utils.defer import _schedule_coro

if TYPE_CHECKING:
    from scrapy.core.downloader import Slot


class Downloader(ScrapyDownloader):
    def _process_queue(self, slot: Slot) -> None:
        if slot.latercall:
            return
        now = monotonic()
        delay = slot.download_delay()
        if delay:
            penalty = delay - now + slot.lastseen
            if penalty > 0:
                slot.latercall = call_later(penalty, self._latercall, slot)
                return
        while slot.queue and slot.free_transfer_slots() > 0:
            slot.lastseen = now
            request, queue_dfd = slot.queue.popleft()
            slot.transferring.add(request)  # now, not when the task first runs
            _schedule_coro(self._wait_for_download(slot, request, queue_dfd))
            if delay:
                self._process_queue(slot)
                break
