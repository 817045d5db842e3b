"""Development: verbose logs, HTTP cache on (re-runs don't hit the site again)."""

from sitebrief.settings import *  # noqa: F403

LOG_LEVEL = "DEBUG"
HTTPCACHE_ENABLED = True
HTTPCACHE_DIR = "httpcache"
HTTPCACHE_EXPIRATION_SECS = 24 * 3600
