"""The real brief spider with one injected fault: briefing crash.test raises
inside the domain's handling, as a bug would."""

from __future__ import annotations

from sitebrief.brief.flow import Brief
from sitebrief.spiders.brief import BriefSpider


class CrashingBrief(Brief):
    async def read(self) -> None:
        if self.reading.target.domain == "crash.test":
            raise RuntimeError("injected fault")
        await super().read()


class CrashingBriefSpider(BriefSpider):
    name = "brief-crash"
    BRIEF = CrashingBrief
