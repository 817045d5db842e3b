"""The private-address table, case by case (pure logic)."""

from __future__ import annotations

import ipaddress

import pytest

from sitebrief.rules.addresses import (
    AddressGuard,
    classify,
    embedded_ipv4,
    is_loopback_name,
    parse_networks,
)
from sitebrief.rules.hosts import parse_ip_literal

REFUSED = [
    ("127.0.0.1", "loopback"),
    ("127.255.255.254", "loopback"),
    ("10.1.2.3", "private"),
    ("172.16.0.1", "private"),
    ("172.31.255.255", "private"),
    ("192.168.1.1", "private"),
    ("169.254.169.254", "link-local"),
    ("100.64.0.1", "shared"),
    ("0.0.0.0", "unspecified"),
    ("0.1.2.3", "unspecified"),
    ("224.0.0.1", "multicast"),
    ("239.255.255.250", "multicast"),
    ("240.0.0.1", "reserved"),
    ("255.255.255.255", "reserved"),
    ("192.0.2.1", "documentation"),
    ("198.18.0.1", "benchmarking"),
    ("::", "unspecified"),
    ("::1", "loopback"),
    ("fe80::1", "link-local"),
    ("fc00::1", "unique-local"),
    ("fd12:3456::1", "unique-local"),
    ("ff02::1", "multicast"),
    ("fec0::1", "site-local"),
    ("2001:db8::1", "documentation"),
    ("2001::1", "Teredo"),
    ("100::1", "discard"),
    # IPv4 inside IPv6: judged by the IPv4 address (is_global gets these wrong).
    ("::ffff:127.0.0.1", "loopback"),
    ("::ffff:10.0.0.1", "private"),
    ("::127.0.0.1", "loopback"),
    ("::169.254.169.254", "link-local"),
    ("2002:7f00:1::1", "loopback"),
    ("2002:a9fe:a9fe::1", "link-local"),
    ("64:ff9b::7f00:1", "loopback"),
    ("64:ff9b::a00:1", "private"),
    ("64:ff9b:1::1", "NAT64"),
    # Not global unicast at all.
    ("4000::1", "reserved"),
    ("::ffff:0:7f00:1", "reserved"),
]

ALLOWED = [
    "93.184.215.14",
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
]


@pytest.mark.parametrize(("address", "why"), REFUSED)
def test_refused(address: str, why: str) -> None:
    verdict = classify(ipaddress.ip_address(address))
    assert not verdict.allowed
    assert why in str(verdict)


@pytest.mark.parametrize("address", ALLOWED)
def test_allowed(address: str) -> None:
    assert classify(ipaddress.ip_address(address)).allowed


def test_python_is_global_is_not_enough() -> None:
    # The reason for the explicit table: these all reach loopback.
    for text in ("::127.0.0.1", "2002:7f00:1::1", "64:ff9b::7f00:1"):
        assert not classify(ipaddress.ip_address(text)).allowed


@pytest.mark.parametrize(
    ("literal", "expected"),
    [
        ("127.0.0.1", "127.0.0.1"),
        ("2130706433", "127.0.0.1"),
        ("0x7f.1", "127.0.0.1"),
        ("0x7f000001", "127.0.0.1"),
        ("0177.0.0.1", "127.0.0.1"),
        ("127.1", "127.0.0.1"),
        ("[::1]", "::1"),
        ("fe80::1%eth0", "fe80::1"),
        ("acme.com", None),
        ("", None),
        ("1.2.3.4.5", None),
    ],
)
def test_parse_ip_literal(literal: str, expected: str | None) -> None:
    parsed = parse_ip_literal(literal)
    assert (str(parsed) if parsed else None) == expected


def test_embedded_ipv4() -> None:
    assert str(embedded_ipv4(ipaddress.IPv6Address("2002:c000:0204::1"))) == "192.0.2.4"
    assert embedded_ipv4(ipaddress.IPv6Address("2606:4700::1")) is None


def test_allowed_networks_exempt_only_themselves() -> None:
    guard = AddressGuard(parse_networks(["127.0.0.1/32"]))
    assert guard.check("127.0.0.1").allowed
    assert guard.check("::ffff:127.0.0.1").allowed
    assert not guard.check("127.0.0.2").allowed
    assert not guard.check("::1").allowed
    assert not AddressGuard().check("127.0.0.1").allowed


def test_bad_network_is_an_error() -> None:
    with pytest.raises(ValueError):
        parse_networks(["not-a-network"])


@pytest.mark.parametrize(
    ("host", "loopback"),
    [("localhost", True), ("api.localhost", True), ("localhost.", True), ("notlocalhost", False)],
)
def test_loopback_names(host: str, loopback: bool) -> None:
    assert is_loopback_name(host) is loopback
