"""The last pipeline: every record can be written as strict JSON in UTF-8.

Values come from hostile sites. A lone surrogate (from bytes that were not
UTF-8) makes the feed's UTF-8 encoder raise, and the record is lost with a
zero exit; a float that is not finite is written as ``Infinity``, which
strict JSON parsers reject with the whole line. The modules that read sites
keep their values clean; this is the net under them: such a string is
repaired (U+FFFD), such a number becomes null, and the stat says it happened.
"""

from __future__ import annotations

import dataclasses
import math
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing import Self

    from scrapy.crawler import Crawler

    from sitebrief.items import SiteBrief

_SURROGATE = re.compile("[\ud800-\udfff]")


def _clean(value: Any, repairs: list[str]) -> Any:
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            repairs.append("string")
            return _SURROGATE.sub("\ufffd", value)
        return value
    if isinstance(value, float) and not math.isfinite(value):
        repairs.append("number")
        return None
    if isinstance(value, list):
        return [_clean(v, repairs) for v in value]
    if isinstance(value, dict):
        return {_clean(k, repairs): _clean(v, repairs) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            setattr(value, f.name, _clean(getattr(value, f.name), repairs))
    return value


class JsonSafePipeline:
    def __init__(self, crawler: Crawler):
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_item(self, item: SiteBrief) -> SiteBrief:
        repairs: list[str] = []
        _clean(item, repairs)
        assert self.stats is not None
        for kind in repairs:
            self.stats.inc_value(f"record/repaired/{kind}")
        return item
