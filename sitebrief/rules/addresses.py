"""Which IP addresses sitebrief may connect to.

An explicit table, not ``ipaddress.is_global``: on Python 3.11 that calls
``::127.0.0.1``, 6to4 (``2002:7f00:1::1``) and NAT64 (``64:ff9b::7f00:1``)
global although each reaches loopback. Addresses that embed an IPv4 address
are judged by the IPv4 address they embed.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from dataclasses import dataclass

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

_V4_BLOCKED: tuple[tuple[str, str], ...] = (
    ("0.0.0.0/8", "unspecified"),
    ("10.0.0.0/8", "private"),
    ("100.64.0.0/10", "shared (carrier-grade NAT)"),
    ("127.0.0.0/8", "loopback"),
    ("169.254.0.0/16", "link-local"),
    ("172.16.0.0/12", "private"),
    ("192.0.0.0/24", "reserved (IETF protocol assignments)"),
    ("192.0.2.0/24", "reserved (documentation)"),
    ("192.88.99.0/24", "reserved (6to4 relay)"),
    ("192.168.0.0/16", "private"),
    ("198.18.0.0/15", "reserved (benchmarking)"),
    ("198.51.100.0/24", "reserved (documentation)"),
    ("203.0.113.0/24", "reserved (documentation)"),
    ("224.0.0.0/4", "multicast"),
    ("240.0.0.0/4", "reserved"),
)

# Checked in order, after the forms that embed IPv4 have been decoded.
_V6_BLOCKED: tuple[tuple[str, str], ...] = (
    ("::/128", "unspecified"),
    ("::1/128", "loopback"),
    ("64:ff9b:1::/48", "reserved (local-use NAT64)"),
    ("100::/64", "reserved (discard-only)"),
    ("2001::/23", "reserved (IETF protocol assignments, Teredo)"),
    ("2001:db8::/32", "reserved (documentation)"),
    ("3fff::/20", "reserved (documentation)"),
    ("5f00::/16", "reserved (SRv6)"),
    ("fc00::/7", "unique-local"),
    ("fe80::/10", "link-local"),
    ("fec0::/10", "site-local"),
    ("ff00::/8", "multicast"),
)
# Only global unicast space is assigned to public hosts; the rest is reserved.
_V6_GLOBAL_UNICAST = ipaddress.IPv6Network("2000::/3")

_V4_TABLE = tuple((ipaddress.IPv4Network(net), why) for net, why in _V4_BLOCKED)
_V6_TABLE = tuple((ipaddress.IPv6Network(net), why) for net, why in _V6_BLOCKED)

_MAPPED = ipaddress.IPv6Network("::ffff:0:0/96")
_COMPATIBLE = ipaddress.IPv6Network("::/96")
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_6TO4 = ipaddress.IPv6Network("2002::/16")


@dataclass(frozen=True)
class Verdict:
    """Why an address is refused; ``reason`` is None when it is allowed."""

    address: IPAddress
    reason: str | None
    network: str | None = None

    @property
    def allowed(self) -> bool:
        return self.reason is None

    def __str__(self) -> str:
        if self.reason is None:
            return f"{self.address} is public"
        return f"{self.address} is {self.reason} ({self.network})"


def embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address carried by a mapped, compatible, NAT64 or 6to4 address."""
    value = int(address)
    if address in _MAPPED or address in _NAT64:
        return ipaddress.IPv4Address(value & 0xFFFFFFFF)
    if address in _COMPATIBLE and value > 1:
        return ipaddress.IPv4Address(value & 0xFFFFFFFF)
    if address in _6TO4:
        return ipaddress.IPv4Address((value >> 80) & 0xFFFFFFFF)
    return None


def classify(address: IPAddress) -> Verdict:
    """Judge one address against the table (no exemptions)."""
    if isinstance(address, ipaddress.IPv6Address):
        inner = embedded_ipv4(address)
        if inner is not None:
            verdict = classify(inner)
            if verdict.allowed:
                return Verdict(address, None)
            return Verdict(address, f"{verdict.reason}, embedded {inner}", verdict.network)
        for network, why in _V6_TABLE:
            if address in network:
                return Verdict(address, why, str(network))
        if address not in _V6_GLOBAL_UNICAST:
            return Verdict(address, "reserved", "outside 2000::/3")
        return Verdict(address, None)
    for network4, why in _V4_TABLE:
        if address in network4:
            return Verdict(address, why, str(network4))
    return Verdict(address, None)


def is_loopback_name(host: str) -> bool:
    """``localhost`` and ``*.localhost`` (RFC 6761 §6.3), host in lower case."""
    host = host.rstrip(".")
    return host == "localhost" or host.endswith(".localhost")


def parse_networks(values: Iterable[str]) -> tuple[IPNetwork, ...]:
    """Parse ``SITEBRIEF_ALLOWED_NETWORKS``; a bad entry raises ValueError."""
    return tuple(
        ipaddress.ip_network(value.strip(), strict=False) for value in values if value.strip()
    )


class AddressGuard:
    """The table plus the networks a user chose to exempt."""

    def __init__(self, allowed: Iterable[IPNetwork] = ()):
        self.allowed = tuple(allowed)

    def check(self, address: IPAddress | str) -> Verdict:
        if isinstance(address, str):
            address = ipaddress.ip_address(address.split("%", 1)[0])
        candidates: list[IPAddress] = [address]
        if isinstance(address, ipaddress.IPv6Address):
            inner = embedded_ipv4(address)
            if inner is not None:
                candidates.append(inner)
        if any(c in net for c in candidates for net in self.allowed if c.version == net.version):
            return Verdict(address, None)
        return classify(address)
