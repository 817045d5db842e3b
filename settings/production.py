"""Production: polite defaults, INFO logs, one JSONL feed per job on a dated path."""

from sitebrief.settings import *  # noqa: F403

LOG_LEVEL = "INFO"
FEEDS = {
    "output/%(name)s/%(time)s.jsonl": {"format": "jsonlines", "encoding": "utf-8"},
}
