from __future__ import annotations

import pytest

from sitebrief.rules.connectto import ConnectTo, parse_rule
from sitebrief.rules.hosts import host_key


@pytest.mark.parametrize(
    ("rules", "host", "port", "expected"),
    [
        (["acme.test:443:127.0.0.1:8443"], "acme.test", 443, ("127.0.0.1", 8443)),
        (["acme.test:443:127.0.0.1:8443"], "acme.test", 80, ("acme.test", 80)),
        (["acme.test:443:127.0.0.1:8443"], "ACME.test.", 443, ("127.0.0.1", 8443)),
        (["::127.0.0.1:9000"], "anything.test", 443, ("127.0.0.1", 9000)),
        (["acme.test::127.0.0.1:"], "acme.test", 8080, ("127.0.0.1", 8080)),
        (["acme.test:443::9443"], "acme.test", 443, ("acme.test", 9443)),
        (["acme.test:443:[::1]:8443"], "acme.test", 443, ("::1", 8443)),
        (["[::1]:80:127.0.0.1:81"], "::1", 80, ("127.0.0.1", 81)),
        (["a.test:443:127.0.0.1:1", "::127.0.0.1:2"], "a.test", 443, ("127.0.0.1", 1)),
        (["xn--bcher-kva.test:443:127.0.0.1:1"], "bücher.test", 443, ("127.0.0.1", 1)),
    ],
)
def test_route(rules: list[str], host: str, port: int, expected: tuple[str, int]) -> None:
    assert ConnectTo(rules).route(host, port) == expected


@pytest.mark.parametrize("bad", ["acme.test:443:127.0.0.1", "a:b:c:d", "acme.test"])
def test_bad_rule(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_rule(bad)


def test_host_key() -> None:
    assert host_key("Bücher.TEST.") == "xn--bcher-kva.test"
    assert host_key(b"[::1]") == "::1"
