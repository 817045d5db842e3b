"""What can go wrong with a brief: the kinds of problem (``Kind``), one
constructor per kind, the messages people read, and how a failed request
maps to a kind. Rules about problems live here and nowhere else."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from scrapy.exceptions import (
    CannotResolveHostError,
    DownloadConnectionRefusedError,
    DownloadFailedError,
    DownloadTimeoutError,
)
from twisted.internet import error as tx_error

from sitebrief.errors import (
    NotWebAddress,
    PrivateDestination,
    RobotsDisallowed,
    TLSFailure,
    real_cause,
)
from sitebrief.rules import walls

if TYPE_CHECKING:
    from scrapy.http import Response


class Kind(StrEnum):
    """The record's ``problem.kind``: what a person does next differs by kind."""

    INVALID = "invalid"  # the input is no domain
    NOT_FOUND = "not_found"  # no website there
    BLOCKED = "blocked"  # the site (or its robots.txt) refused us
    PRIVATE = "private"  # it points to an internal address
    TIMEOUT = "timeout"
    TLS = "tls"  # its certificate failed the check
    EMPTY = "empty"  # almost no readable text
    PARKED = "parked"  # a parked or for-sale domain, not a company's website
    ERROR = "error"  # anything else, ours included
    CANCELLED = "cancelled"  # the run was stopped


KINDS = tuple(Kind)

# When every homepage attempt failed, the most informative problem is reported.
PRIORITY = (Kind.PRIVATE, Kind.BLOCKED, Kind.TLS, Kind.TIMEOUT, Kind.ERROR, Kind.NOT_FOUND)

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
    "ai_input": (
        "{domain} asks that its content not be used as input to AI models ({detail}), so "
        "this brief leaves its pages' text out. Ask the company for its information directly."
    ),
    "robots_unavailable": (
        "{domain}'s robots.txt could not be read ({detail}), and without it the rules "
        "say we must not read the site. Try again later."
    ),
    "robots_bad_redirect": (
        "{domain}'s robots.txt redirects to an address that is not a web page ({detail}), "
        "so we read nothing: without its robots.txt the rules say we must not read the site."
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
class Problem:
    """Built by the constructors below, one per kind."""

    kind: Kind
    detail: str
    message_key: str = ""  # a message of MESSAGES other than the kind's own
    # A refused/reset connection, a connect timeout or a TLS failure: the only
    # failures after which plain HTTP is worth trying.
    connection: bool = False

    def message(self, domain: str) -> str:
        return MESSAGES[self.message_key or self.kind].format(domain=domain, detail=self.detail)

    def as_record(self, domain: str) -> dict[str, str]:
        """The record's ``problem``."""
        return {"kind": str(self.kind), "message": self.message(domain), "detail": self.detail}


def invalid(detail: str) -> Problem:
    return Problem(Kind.INVALID, detail)


def not_found(detail: str) -> Problem:
    return Problem(Kind.NOT_FOUND, detail)


def blocked(detail: str, message_key: str = "") -> Problem:
    return Problem(Kind.BLOCKED, detail, message_key)


def private(detail: str) -> Problem:
    return Problem(Kind.PRIVATE, detail)


def timeout(detail: str, connection: bool = False) -> Problem:
    return Problem(Kind.TIMEOUT, detail, connection=connection)


def tls(detail: str) -> Problem:
    return Problem(Kind.TLS, detail, connection=True)


def empty(detail: str) -> Problem:
    return Problem(Kind.EMPTY, detail)


def parked(detail: str, message_key: str = "") -> Problem:
    return Problem(Kind.PARKED, detail, message_key)


def error(detail: str, message_key: str = "", connection: bool = False) -> Problem:
    return Problem(Kind.ERROR, detail, message_key, connection)


def cancelled(detail: str) -> Problem:
    return Problem(Kind.CANCELLED, detail)


def internal(exc: BaseException) -> Problem:
    """A bug of ours: an ``error`` that names the exception."""
    return error(f"internal error: {type(exc).__name__}: {exc}")


def from_response(response: Response) -> Problem:
    """A response that is no page: an error status, or a redirect that was not
    followed because it leads to an address that is not a web page."""
    if 300 <= response.status < 400:
        location = response.headers.get(b"Location") or b""
        scheme = urlsplit(location.decode("latin-1")).scheme or "unknown"
        # The scheme only: a path (file:///home/…) is the site's to know, not ours to echo.
        return error(f"HTTP {response.status} to a {scheme}: address", "bad_redirect")
    return from_status(response.status)


_WALL_PROBLEMS = {
    walls.BOT_CHECK: (Kind.BLOCKED, "bot_check"),
    walls.PAYMENT: (Kind.BLOCKED, "pay_per_crawl"),
    walls.CONSENT: (Kind.BLOCKED, "consent_wall"),
    walls.FOR_SALE: (Kind.PARKED, "for_sale"),
    walls.PARKED: (Kind.PARKED, "parked"),
}


def from_wall(wall: walls.Wall) -> Problem:
    """A wall where the website should be: a bot check, a price, a consent
    request, a parked domain."""
    kind, key = _WALL_PROBLEMS[wall.kind]
    if wall.kind == walls.BOT_CHECK:
        detail = f"a bot check by {wall.detail}" if wall.detail else "a bot check"
    else:
        detail = wall.detail
    return Problem(kind, detail, key)


def from_status(status: int) -> Problem:
    if status == 429:
        return blocked("HTTP 429", "slow_down")
    if status in BLOCKING_STATUSES:
        return blocked(f"HTTP {status}")
    return error(f"HTTP {status}")


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


def from_exception(exc: BaseException) -> Problem:
    name = type(exc).__name__
    detail = f"{name}: {exc}" if str(exc) else name
    if isinstance(exc, RobotsDisallowed) and isinstance(exc.outcome.cause, NotWebAddress):
        # RFC 9309: a robots.txt that cannot be fetched means disallow all. The site's
        # robots.txt, not our refusal of file: and the like, is why nothing was read.
        scheme = exc.outcome.cause.scheme
        return blocked(f"robots.txt redirects to a {scheme}: address", "robots_bad_redirect")
    if (cause := real_cause(exc)) is not exc:
        # robots.txt could not be fetched: that network failure is the real one.
        return from_exception(cause)
    if isinstance(exc, RobotsDisallowed):
        outcome = exc.outcome
        if outcome.disallow_all:
            return blocked(f"robots.txt {outcome.outcome}", "robots_unavailable")
        return blocked(f"robots.txt: {exc.rule}", "robots")
    if isinstance(exc, PrivateDestination):
        return private(detail)
    if isinstance(exc, TLSFailure):
        return tls(f"{name}: {exc.reason}")
    if isinstance(exc, (CannotResolveHostError, tx_error.DNSLookupError)):
        return not_found(detail)
    if isinstance(exc, DownloadTimeoutError | tx_error.TCPTimedOutError | tx_error.TimeoutError):
        # Scrapy 2.19 wraps every timeout (connect, TLS handshake, no answer) as
        # DownloadTimeoutError; none gave us a page, and the host may still
        # answer on another scheme.
        return timeout(detail, connection=True)
    if isinstance(exc, _CONNECTION_ERRORS):
        return error(detail, connection=True)
    return error(detail)
