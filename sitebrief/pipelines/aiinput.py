"""A site that asks that its content not be used as input to AI models gets
its wish: the pages it refuses (``ai_preferences.ai_input``) lose their text
before any other pipeline reads them. A brief is AI input by nature, so a
refused homepage makes the record ``blocked``; what stays is what the site
states publicly about who it is: the homepage's title and its identity facts
(organization, site name, language, locale). Products and FAQ answers are page
content and go with the text.

``SITEBRIEF_HONOUR_AI_INPUT = False`` records the preference only. Either way
fetching is unchanged: robots.txt alone decides what is read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sitebrief.config import Config
from sitebrief.rules import problems
from sitebrief.rules.domains import display

if TYPE_CHECKING:
    from typing import Any, Self

    from scrapy.crawler import Crawler

    from sitebrief.items import SiteBrief

IDENTITY_FACTS = ("lang", "site_name", "locale", "organization")


def _where(source: dict[str, Any] | None) -> str:
    if not source:
        return "ai-input=no"
    where = source["where"] + (f" line {source['line']}" if source.get("line") else "")
    return f"{where}: {source['value']}"


class AiInputPipeline:
    def __init__(self, crawler: Crawler):
        self.honour = Config.of(crawler).honour_ai_input
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_item(self, item: SiteBrief) -> SiteBrief:
        prefs = item.ai_preferences
        if not prefs or item.domain is None:
            return item
        refused = set(prefs["ai_input"].get("refused_pages") or ())
        prefs["honoured"] = self.honour if refused else None
        if not refused or not self.honour:
            return item
        assert self.stats is not None
        withheld = []
        home = item.pages[0] if item.pages and item.pages[0].kind == "home" else None
        for page in item.pages:
            if page.url in refused:
                page.text, page.chars, page.description = "", 0, None
                if page is not home:
                    page.title = None
                withheld.append(page.url)
        if item.llms_txt is not None and item.llms_txt["url"] in refused:
            item.llms_txt = {
                "url": item.llms_txt["url"],
                "title": item.llms_txt.get("title"),
                "withheld": True,
            }
            withheld.append(item.llms_txt["url"])
        prefs["withheld"] = withheld
        self.stats.inc_value("aiinput/withheld_pages", len(withheld))
        if home is not None and home.url in refused:
            item.facts = {k: v for k, v in item.facts.items() if k in IDENTITY_FACTS}
            if item.problem is None:
                detail = _where(prefs["ai_input"].get("source"))
                problem = problems.blocked(detail, "ai_input")
                item.problem = problem.as_record(display(item.domain))
        return item
