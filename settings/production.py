"""Production: polite defaults, INFO logs, one JSONL feed per job on a dated path."""

from sitebrief.settings import *  # noqa: F403

LOG_LEVEL = "INFO"
# Site owners read the User-Agent in their logs: say who runs the bot.
SITEBRIEF_REQUIRE_BOT_URL = True
FEEDS = {
    "output/%(name)s/%(time)s.jsonl": {"format": "jsonlines", "encoding": "utf-8"},
}
