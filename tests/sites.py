"""Small things the end-to-end tests share: a robots.txt that allows all, a
one-page company site, and a loopback port nothing listens on."""

from __future__ import annotations

import socket

from sitebrief.devserver import Reply, Site

ALLOW_ALL = Reply(body="User-agent: *\nAllow: /\n", content_type="text/plain")


def company(name: str) -> Site:
    lines = "".join(f"<p>{name} sells fine things, fact number {i}.</p>" for i in range(10))
    return Site(
        {
            "/robots.txt": ALLOW_ALL,
            "/": Reply(body=f"<html><title>{name}</title><body>{lines}</body></html>"),
        }
    )


def free_port() -> int:
    """A loopback port with nothing listening (the OS picked it, then it was closed)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
