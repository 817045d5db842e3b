"""The kinds of failure, their messages for people, and how a failed
request maps to a kind. Rules about failures live here and nowhere else."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from scrapy.exceptions import (
    CannotResolveHostError,
    DownloadConnectionRefusedError,
    DownloadFailedError,
    DownloadTimeoutError,
)
from twisted.internet import error as tx_error

from sitebrief import walls
from sitebrief.errors import PrivateDestination, RobotsDisallowed, TLSFailure, real_cause

if TYPE_CHECKING:
    from scrapy.http import Response

KINDS = (
    "invalid", "not_found", "blocked", "private", "timeout", "tls", "empty", "parked", "error",
    "cancelled",
)  # fmt: skip

# When every homepage attempt failed, the most informative failure is reported.
PRIORITY = ("private", "blocked", "tls", "timeout", "error", "not_found")

BLOCKING_STATUSES = frozenset({401, 403, 429, 451, 503})

MESSAGES = {
    "invalid": "{detail}",
    "not_found": (
        "We couldn't find a website at {domain}. Check the spelling, or whether the "
        "company has moved to another address."
    ),
    "blocked": (
        "{domain} refused to let us read it ({detail}). The site may block automated "
        "readers; try again later or ask the company for access."
    ),
    "robots": (
        "{domain} asks automated readers not to read its homepage (robots.txt), so we "
        "didn't. Ask the company for another way to get its information."
    ),
    "robots_unavailable": (
        "{domain}'s robots.txt could not be read ({detail}), and without it the rules "
        "say we must not read the site. Try again later."
    ),
    "slow_down": ("{domain} asked us to slow down and kept refusing (HTTP 429). Try again later."),
    "render": (
        "{domain} needs JavaScript to show its content, and our browser failed to render "
        "it ({detail}). Try again later."
    ),
    "browser_missing": (
        "{domain} needs JavaScript to show its content, but the browser that renders such "
        "sites could not be started here ({detail}). Ask whoever runs sitebrief to install "
        "it (setup.sh does)."
    ),
    "bad_redirect": (
        "{domain} redirects to an address that is not a web page ({detail}), so there was "
        "nothing to read."
    ),
    "private": (
        "{domain} points to a private or internal network address, so we didn't connect "
        "to it, for safety."
    ),
    "timeout": ("{domain} took too long to respond. It may be down or very slow; try again later."),
    "tls": "{domain} has a security certificate problem, so we couldn't load it safely.",
    "empty": (
        "{domain} has almost no text we can read. It may need JavaScript to show its content."
    ),
    "bot_check": (
        "{domain} showed a bot check instead of its website ({detail}): it stops automated "
        "readers like us, so there was nothing to read. Ask the company for access, or for "
        "another way to get its information."
    ),
    "pay_per_crawl": (
        "{domain} charges automated readers to read it ({detail}), so we didn't. Ask the "
        "company for access, or for another way to get its information."
    ),
    "consent_wall": (
        "{domain} asks for consent before it shows its content, which an automated reader "
        "can't give, so there was nothing to read ({detail})."
    ),
    "for_sale": (
        "{domain} is a parked domain, offered for sale — not a company's website; check the "
        "address."
    ),
    "parked": (
        "{domain} is a parked domain (a page of ads or links) — not a company's website; "
        "check the address."
    ),
    "cancelled": (
        "The run was stopped before {domain} was fully read, so this brief is incomplete. "
        "Brief it again."
    ),
    "error": (
        "Something went wrong reading {domain} ({detail}). Check that the site opens in a "
        "browser, then try again later."
    ),
}


@dataclass(frozen=True)
class Failure:
    kind: str
    detail: str
    message_key: str = ""
    # A refused/reset connection, a connect timeout or a TLS failure: the only
    # failures after which plain HTTP is worth trying.
    connection: bool = False

    def message(self, domain: str) -> str:
        return MESSAGES[self.message_key or self.kind].format(domain=domain, detail=self.detail)

    def as_problem(self, domain: str) -> dict[str, str]:
        return {"kind": self.kind, "message": self.message(domain), "detail": self.detail}


def from_response(response: Response) -> Failure:
    """A response that is no page: an error status, or a redirect that was not
    followed because it leads to an address that is not a web page."""
    if 300 <= response.status < 400:
        location = response.headers.get(b"Location") or b""
        scheme = urlsplit(location.decode("latin-1")).scheme or "unknown"
        # The scheme only: a path (file:///home/…) is the site's to know, not ours to echo.
        return Failure("error", f"HTTP {response.status} to a {scheme}: address", "bad_redirect")
    return from_status(response.status)


_WALL_FAILURES = {
    walls.BOT_CHECK: ("blocked", "bot_check"),
    walls.PAYMENT: ("blocked", "pay_per_crawl"),
    walls.CONSENT: ("blocked", "consent_wall"),
    walls.FOR_SALE: ("parked", "for_sale"),
    walls.PARKED: ("parked", "parked"),
}


def from_wall(wall: walls.Wall) -> Failure:
    """A wall where the website should be: a bot check, a price, a consent
    request, a parked domain."""
    kind, key = _WALL_FAILURES[wall.kind]
    if wall.kind == walls.BOT_CHECK:
        detail = f"a bot check by {wall.detail}" if wall.detail else "a bot check"
    else:
        detail = wall.detail
    return Failure(kind, detail, key)


def from_status(status: int) -> Failure:
    if status == 429:
        return Failure("blocked", "HTTP 429", "slow_down")
    if status in BLOCKING_STATUSES:
        return Failure("blocked", f"HTTP {status}")
    return Failure("error", f"HTTP {status}")


_CONNECTION_ERRORS = (
    DownloadConnectionRefusedError,
    # A connection lost or reset before a whole response (Twisted's
    # ResponseFailed, as Scrapy 2.19 wraps it).
    DownloadFailedError,
    tx_error.ConnectionRefusedError,
    tx_error.ConnectError,
    tx_error.ConnectionLost,
    tx_error.ConnectionDone,
    ConnectionResetError,
)


def from_exception(exc: BaseException) -> Failure:
    name = type(exc).__name__
    detail = f"{name}: {exc}" if str(exc) else name
    if (cause := real_cause(exc)) is not exc:
        # robots.txt could not be fetched: that network failure is the real one.
        return from_exception(cause)
    if isinstance(exc, RobotsDisallowed):
        outcome = exc.outcome
        if outcome.disallow_all:
            return Failure("blocked", f"robots.txt {outcome.outcome}", "robots_unavailable")
        return Failure("blocked", f"robots.txt: {exc.rule}", "robots")
    if isinstance(exc, PrivateDestination):
        return Failure("private", detail)
    if isinstance(exc, TLSFailure):
        return Failure("tls", f"{name}: {exc.reason}", connection=True)
    if isinstance(exc, (CannotResolveHostError, tx_error.DNSLookupError)):
        return Failure("not_found", detail)
    if isinstance(exc, DownloadTimeoutError | tx_error.TCPTimedOutError | tx_error.TimeoutError):
        # Scrapy 2.19 wraps every timeout (connect, TLS handshake, no answer) as
        # DownloadTimeoutError; none gave us a page, and the host may still
        # answer on another scheme.
        return Failure("timeout", detail, connection=True)
    if isinstance(exc, _CONNECTION_ERRORS):
        return Failure("error", detail, connection=True)
    return Failure("error", detail)
