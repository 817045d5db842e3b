"""One exception class per reason a request was refused or failed, so the
reason shows in stats and in the record without matching strings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scrapy.exceptions import IgnoreRequest

if TYPE_CHECKING:
    from sitebrief.robots.parser import RobotsOutcome


class PrivateDestination(IgnoreRequest):
    """The host resolved only to addresses the guard refuses.

    The message names the refused addresses only when ``show_addresses``
    (``SITEBRIEF_RECORD_ADDRESSES``): records travel further than logs, and an
    internal address is itself worth keeping from whoever reads them.
    """

    def __init__(self, host: str, verdicts: str, show_addresses: bool = True):
        why = verdicts if show_addresses else "it resolves only to private or internal addresses"
        super().__init__(f"refused to connect to {host}: {why}")
        self.host = host
        self.verdicts = verdicts


class NotWebAddress(IgnoreRequest):
    """Only http and https are fetched. Names the scheme, never the path."""

    def __init__(self, scheme: str):
        super().__init__(f"refused: only http and https addresses are fetched, not {scheme!r}")
        self.scheme = scheme


class ProxyRefused(IgnoreRequest):
    """A proxy would hide the real destination from the address guard."""


class TLSFailure(Exception):
    """The TLS handshake failed; ``reason`` says why where OpenSSL tells it.

    Deliberately not an OSError or a Scrapy download error, so that
    RetryMiddleware never retries it.
    """

    def __init__(self, host: str, reason: str):
        super().__init__(f"TLS failure for {host}: {reason}")
        self.host = host
        self.reason = reason


class CertificateError(Exception):
    """Raised inside the TLS layer when certificate verification fails."""


class HeadersTooLarge(Exception):
    """The response headers exceeded SITEBRIEF_MAX_HEADER_BYTES."""


class UnguardedNetwork(RuntimeError):
    """The crawl would run without the private-address guard."""


def real_cause(exc: BaseException) -> BaseException:
    """A robots.txt refusal that the network caused (robots.txt unreachable)
    stands for that network failure; any other exception for itself."""
    if isinstance(exc, RobotsDisallowed) and exc.outcome.cause is not None:
        return exc.outcome.cause
    return exc


class RobotsDisallowed(IgnoreRequest):
    """robots.txt refuses this URL: by a rule, or because it answered 5xx/429
    or could not be fetched (then ``outcome.cause`` holds the network error)."""

    def __init__(self, url: str, rule: str, outcome: RobotsOutcome):
        why = f"{rule} [{outcome.outcome}]"
        if outcome.cause is not None:
            why += f" because {type(outcome.cause).__name__}: {outcome.cause}"
        super().__init__(f"Forbidden by robots.txt: {url} <- {why}")
        self.url = url
        self.rule = rule
        self.outcome = outcome
