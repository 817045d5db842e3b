"""Download slots: one politeness budget per site (D and www.D share it), and
a slot of its own for browser renders, which wait on their pages' requests
and so must not hold the site's slots those requests need."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.core.downloader import Slot
    from scrapy.crawler import Crawler

# Meta key naming the site's slot on every request of a brief, a render's
# included (whose own download_slot is the browser's).
SITE_SLOT = "sitebrief_site_slot"
BROWSER_SLOT = "sitebrief-browser"


def site_slot_key(request: Request) -> str | None:
    return request.meta.get(SITE_SLOT) or request.meta.get("download_slot")


def site_slot(crawler: Crawler, request: Request) -> tuple[str, Slot | None]:
    """The site's download slot for this request (None until its first request)."""
    assert crawler.engine is not None
    downloader = crawler.engine.downloader
    key = site_slot_key(request) or downloader.get_slot_key(request)
    return key, downloader.slots.get(key)


def release_site_slot(crawler: Crawler, key: str) -> None:
    """Drop a finished site's idle slot now: Scrapy's own clean-up waits 60 s,
    and a batch starts thousands of sites a minute."""
    assert crawler.engine is not None
    slots = crawler.engine.downloader.slots
    slot = slots.get(key)
    if slot is not None and not (slot.active or slot.queue or slot.transferring):
        slot.close()
        del slots[key]
