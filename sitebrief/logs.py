"""A log for people: at the default level (INFO) the log says one line per
brief and the progress line; Scrapy's own start-up dump (versions, settings,
enabled components), its periodic page counts, its stats dump and
scrapy-playwright's handler lines move to DEBUG (``-L DEBUG`` shows them)."""

from __future__ import annotations

import logging

from scrapy.settings import BaseSettings

CHATTY = (
    "scrapy.utils.log",
    "scrapy.crawler",
    "scrapy.middleware",
    "scrapy.addons",
    "scrapy.core.engine",
    "scrapy.extensions.logstats",
    "scrapy.extensions.telnet",
    "scrapy.statscollectors",
    "scrapy-playwright",
    "scrapy_playwright.handler",
)


def _warnings_only(record: logging.LogRecord) -> bool:
    return record.levelno >= logging.WARNING


def quiet_scrapy(settings: BaseSettings) -> None:
    # A filter, not a level: Scrapy's logging set-up resets its loggers' levels.
    if logging.getLevelName(str(settings.get("LOG_LEVEL", "INFO")).upper()) != logging.DEBUG:
        for name in CHATTY:
            logging.getLogger(name).addFilter(_warnings_only)
