"""The real brief spider with one injected fault: briefing crash.test raises
inside the domain's handling, as a bug would."""

from __future__ import annotations

from sitebrief.brief.reading import Reading
from sitebrief.spiders.brief import BriefSpider


class CrashingBriefSpider(BriefSpider):
    name = "brief-crash"

    async def _read(self, reading: Reading) -> None:
        if reading.target.domain == "crash.test":
            raise RuntimeError("injected fault")
        await super()._read(reading)
