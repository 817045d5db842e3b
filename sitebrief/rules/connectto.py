"""``SITEBRIEF_CONNECT_TO``: curl's ``--connect-to HOST1:PORT1:HOST2:PORT2``.

Only the TCP destination changes; the URL, Host header and TLS server name
stay those of HOST1. An empty HOST1 or PORT1 matches any; an empty HOST2 or
PORT2 keeps the original. IPv6 hosts are written in brackets.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from sitebrief.rules.hosts import host_key

_RULE = re.compile(
    r"^(?P<h1>\[[^\]]*\]|[^:\[\]]*):(?P<p1>\d*):(?P<h2>\[[^\]]*\]|[^:\[\]]*):(?P<p2>\d*)$"
)


@dataclass(frozen=True)
class ConnectRule:
    host: str  # "" matches any
    port: int | None  # None matches any
    to_host: str  # "" keeps the original host
    to_port: int | None  # None keeps the original port

    def matches(self, host: str, port: int) -> bool:
        return (not self.host or self.host == host) and (self.port is None or self.port == port)


def parse_rule(text: str) -> ConnectRule:
    match = _RULE.match(text.strip())
    if not match:
        raise ValueError(
            f"bad SITEBRIEF_CONNECT_TO entry {text!r}: expected HOST1:PORT1:HOST2:PORT2"
        )
    p1, p2 = match["p1"], match["p2"]
    return ConnectRule(
        host=host_key(match["h1"]),
        port=int(p1) if p1 else None,
        to_host=host_key(match["h2"]),
        to_port=int(p2) if p2 else None,
    )


class ConnectTo:
    """The first matching rule wins, as in curl."""

    def __init__(self, rules: Iterable[str] = ()):
        self.rules = tuple(parse_rule(rule) for rule in rules if rule.strip())

    def route(self, host: str, port: int) -> tuple[str, int]:
        key = host_key(host)
        for rule in self.rules:
            if rule.matches(key, port):
                return rule.to_host or key, rule.to_port if rule.to_port is not None else port
        return key, port
