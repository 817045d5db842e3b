"""A stats collector that writes the final stats to a JSON file, so tests can
assert on the stats of a crawl that ran in a subprocess."""

from __future__ import annotations

import json
from typing import Any

from scrapy.statscollectors import MemoryStatsCollector


class JsonFileStatsCollector(MemoryStatsCollector):
    def _persist_stats(self, stats: dict[str, Any]) -> None:
        super()._persist_stats(stats)
        path = self._crawler.settings.get("TEST_STATS_FILE")
        if path:
            with open(path, "w", encoding="utf-8") as f:
                json.dump(stats, f, default=str, indent=1, sort_keys=True)
