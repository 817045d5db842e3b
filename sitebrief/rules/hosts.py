"""Host names and IP literals, compared and parsed the same way by the rules
(pages, domains) and by the network layer (resolver, connect-to). Pure."""

from __future__ import annotations

import contextlib
import ipaddress
import socket

import idna
import tldextract

# The Public Suffix List as tldextract bundles it (never fetched at run time),
# private suffixes included: a.github.io and b.github.io are two sites.
_PSL = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True)

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
# The port a URL means when it names none (the only schemes we fetch).
DEFAULT_PORTS = {"http": 80, "https": 443}


def host_key(host: str | bytes) -> str:
    """A host in the form used to compare hosts: ASCII (IDNA), lower case,
    no brackets, no trailing dot."""
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    host = host.strip().strip("[]").rstrip(".").lower()
    if host.isascii():
        return host
    try:
        return idna.encode(host, uts46=True).decode("ascii")
    except idna.IDNAError:
        return host


def parse_ip_literal(host: str) -> IPAddress | None:
    """The address a host string denotes if it is an IP literal in any notation.

    Covers what resolvers accept besides dotted quads: ``2130706433``,
    ``0x7f.1``, ``0177.0.0.1``, and bracketed or zone-qualified IPv6.
    """
    text = host.strip().strip("[]").split("%", 1)[0].rstrip(".")
    if not text:
        return None
    with contextlib.suppress(ValueError):  # not standard notation: try inet_aton's
        return ipaddress.ip_address(text)
    if ":" in text:
        return None
    try:
        return ipaddress.IPv4Address(socket.inet_aton(text))
    except OSError:
        return None


def origin_url(scheme: str, host: str, port: int) -> str:
    """``https://[::1]:8443``: an origin as a URL, without its default port."""
    netloc = f"[{host}]" if ":" in host else host
    if port != DEFAULT_PORTS.get(scheme):
        netloc += f":{port}"
    return f"{scheme}://{netloc}"


def same_site(host: str, hosts: tuple[str, ...]) -> bool:
    """``host`` is one of ``hosts`` or a subdomain of one."""
    host = host_key(host)
    return any(host == h or host.endswith("." + h) for h in hosts)


def strip_www(host: str) -> str:
    """One leading www., unless what is left is a public suffix (www.co.uk stays)."""
    if host.startswith("www.") and registrable(host[4:]):
        return host[4:]
    return host


def registrable(host: str) -> str:
    """The part of a host that one owner registered (acme.co.uk for shop.acme.co.uk);
    "" for a public suffix itself (co.uk, github.io). A top-level domain the list
    does not know (.test, an intranet's) counts as a one-label suffix."""
    host = host_key(host)
    parts = _PSL(host)
    if parts.suffix:
        return str(parts.top_domain_under_public_suffix)
    labels = host.split(".")
    return ".".join(labels[-2:]) if len(labels) >= 2 else ""
