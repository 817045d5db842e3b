"""What people type as a domain, normalised or rejected with a helpful message."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

import idna

from sitebrief.rules.hosts import parse_ip_literal, strip_www

_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")


@dataclass(frozen=True)
class Target:
    input: str
    domain: str | None  # normalised, without one leading "www."
    error: str | None = None


class InvalidDomain(ValueError):
    pass


def normalise(text: str) -> str:
    """``ACME.com `` / ``https://acme.com/about`` / ``bücher.de`` → ``acme.com`` /
    ``xn--bcher-kva.de``; raises InvalidDomain with a message for a person."""
    raw = text.strip()
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "\"'":
        raise InvalidDomain(
            f"{raw} is in quotes. Enter the domain without them, such as {raw[1:-1]}."
        )
    if raw.startswith("//"):
        raise InvalidDomain(
            f"{raw!r} starts with //. Enter the domain alone, such as {raw.lstrip('/')}."
        )
    if ".." in raw.split("/")[2 if "://" in raw else 0]:
        raise InvalidDomain(f"{raw!r} has two dots in a row. Enter a domain such as acme.com.")
    if not raw:
        raise InvalidDomain("The domain is empty. Enter a website address such as acme.com.")
    if re.search(r"\s", raw):
        raise InvalidDomain(f"{raw!r} contains spaces. Enter one website address such as acme.com.")
    if "://" in raw:
        parts = urlsplit(raw)
        if parts.scheme.lower() not in ("http", "https"):
            raise InvalidDomain(
                f"{raw!r} is not a website address (only http and https are supported)."
            )
        host = parts.hostname or ""
    else:
        if re.match(r"^[a-z][a-z0-9+.-]*:(?!\d)", raw, re.IGNORECASE) and not raw.startswith("["):
            raise InvalidDomain(
                f"{raw!r} is not a website address. Enter a domain such as acme.com."
            )
        host = urlsplit("//" + raw).hostname or ""
    host = host.rstrip(".")
    if not host:
        raise InvalidDomain(f"{raw!r} has no domain name in it. Enter one such as acme.com.")
    if parse_ip_literal(host) is not None or ":" in host:
        raise InvalidDomain(
            f"{raw!r} is an IP address. Enter the company's domain name instead, such as acme.com."
        )
    try:
        lower = host.lower()
        if len(lower) <= 253 and "--" not in lower and all(map(_LABEL.match, lower.split("."))):
            # Plain ASCII labels: all UTS 46 does is lower the case (idna takes
            # ~0.1 ms a name, a minute for a long batch).
            ascii_host = lower
        else:
            ascii_host = idna.encode(host, uts46=True).decode("ascii").lower()
    except (idna.IDNAError, UnicodeError):
        raise InvalidDomain(
            f"{raw!r} is not a valid domain name: it has characters a domain can't contain."
        ) from None
    labels = ascii_host.split(".")
    if len(labels) < 2:
        raise InvalidDomain(
            f"{raw!r} is not a full domain name. Include the ending, such as acme.com."
        )
    if len(ascii_host) > 253 or not all(_LABEL.match(label) for label in labels):
        raise InvalidDomain(f"{raw!r} is not a valid domain name.")
    if labels[-1].isdigit():
        raise InvalidDomain(f"{raw!r} is not a valid domain name.")
    return ascii_host


def display(domain: str) -> str:
    """A domain as people write it: Unicode, not punycode (bücher.de, not xn--bcher-kva.de)."""
    try:
        return str(idna.decode(domain))
    except (idna.IDNAError, UnicodeError):
        return domain


def parse_target(text: str) -> Target:
    try:
        host = normalise(text)
    except InvalidDomain as exc:
        return Target(input=text, domain=None, error=str(exc))
    return Target(input=text, domain=strip_www(host))
