"""Who we say we are: one product token, used in the User-Agent and to pick
our robots.txt group."""

from __future__ import annotations

import re

from sitebrief import __version__

_TOKEN = re.compile(r"[A-Za-z_-]+")


def agent_token(token: str) -> str:
    """The token, checked: RFC 9309 §2.2.1 allows letters, "_" and "-" only."""
    if not _TOKEN.fullmatch(token):
        raise ValueError(f"SITEBRIEF_AGENT_TOKEN {token!r} is not a valid product token")
    return token


def user_agent(token: str, bot_url: str) -> str:
    agent = f"{agent_token(token)}/{__version__}"
    return f"{agent} (+{bot_url})" if bot_url else agent
