"""An injected fault for the tests: a pipeline that raises on drop.test's
record, as a bug would (Scrapy then logs the error and drops the record)."""

from __future__ import annotations

from sitebrief.items import SiteBrief


class FailingPipeline:
    async def process_item(self, item: SiteBrief) -> SiteBrief:
        if item.domain == "drop.test":
            raise RuntimeError("injected fault")
        return item
