"""Local feed storage that writes each record through as soon as it is
exported: a cancelled or killed job keeps every finished record."""

from __future__ import annotations

from pathlib import Path
from typing import IO, TYPE_CHECKING

from scrapy.extensions.feedexport import FileFeedStorage as ScrapyFileFeedStorage

if TYPE_CHECKING:
    from scrapy import Spider


class FileFeedStorage(ScrapyFileFeedStorage):
    def open(self, spider: Spider) -> IO[bytes]:
        path = Path(self.path)
        path.parent.mkdir(parents=True, exist_ok=True)
        # Unbuffered: the JSON-lines exporter writes one record per write().
        return path.open(self.write_mode, buffering=0)
