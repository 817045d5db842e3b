"""Who we say we are: one product token, used in the User-Agent and to pick
our robots.txt group."""

from __future__ import annotations

import re

from scrapy.settings import BaseSettings

from sitebrief import __version__
from sitebrief import settings as defaults

_TOKEN = re.compile(r"[A-Za-z_-]+")


def agent_token(settings: BaseSettings) -> str:
    token = settings.get("SITEBRIEF_AGENT_TOKEN") or defaults.SITEBRIEF_AGENT_TOKEN
    if not _TOKEN.fullmatch(token):
        # RFC 9309 §2.2.1: a product token is letters, "_" and "-" only.
        raise ValueError(f"SITEBRIEF_AGENT_TOKEN {token!r} is not a valid product token")
    return str(token)


def user_agent(settings: BaseSettings) -> str:
    url = settings.get("SITEBRIEF_BOT_URL") or defaults.SITEBRIEF_BOT_URL
    agent = f"{agent_token(settings)}/{__version__}"
    return f"{agent} (+{url})" if url else agent
