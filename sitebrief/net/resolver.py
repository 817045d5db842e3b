"""The resolver every connection goes through (``TWISTED_DNS_RESOLVER``).

Twisted's ``HostnameEndpoint`` asks ``reactor.nameResolver`` for the
addresses of every connection, IP literals included, and connects to the
address and port it is given. So this is the one place where the address is
really chosen: connect-to rewrites the destination here, and the guard judges
every address here, after resolution, so a redirect, a robots.txt fetch or a
DNS answer that changes between two look-ups cannot slip past it.

A resolver can only answer "no address", which Scrapy reports like NXDOMAIN;
refusals are therefore remembered per (host, port) for the download handler
to turn into a ``PrivateDestination`` error.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from twisted.internet.interfaces import (
    IHostnameResolver,
    IHostResolution,
    IResolutionReceiver,
)
from zope.interface import implementer

from sitebrief.config import Config
from sitebrief.rules.addresses import AddressGuard, is_loopback_name, parse_networks
from sitebrief.rules.connectto import ConnectTo
from sitebrief.rules.hosts import host_key

if TYPE_CHECKING:
    from typing import Self

logger = logging.getLogger(__name__)


@implementer(IHostResolution)
class _Resolution:
    def __init__(self, name: str):
        self.name = name

    def cancel(self) -> None:
        pass


@implementer(IResolutionReceiver)
class _FilteringReceiver:
    """Passes on the addresses the guard allows, at the connect-to port."""

    def __init__(
        self,
        resolver: GuardedResolver,
        receiver: Any,
        key: tuple[str, int],
        port: int,
    ):
        self._resolver = resolver
        self._receiver = receiver
        self._key = key
        self._port = port
        self._refused: list[str] = []
        self._passed = 0

    def resolutionBegan(self, resolution: Any) -> None:
        self._receiver.resolutionBegan(resolution)

    def addressResolved(self, address: Any) -> None:
        verdict = self._resolver.guard.check(address.host)
        if not verdict.allowed:
            self._refused.append(str(verdict))
            return
        self._passed += 1
        self._receiver.addressResolved(type(address)("TCP", address.host, self._port))

    def resolutionComplete(self) -> None:
        if self._refused and not self._passed:
            self._resolver.remember_refusal(self._key, self._refused)
        self._receiver.resolutionComplete()


@implementer(IHostnameResolver)
class GuardedResolver:
    MAX_REMEMBERED = 4096

    def __init__(
        self,
        reactor: Any,
        connect_to: Sequence[str] = (),
        allowed_networks: Sequence[str] = (),
    ):
        self.reactor = reactor
        upstream = reactor.nameResolver
        # Re-installing (tests, several crawls in one process) must not chain guards.
        # zope interfaces are opaque to mypy: resolvers and receivers are typed Any.
        self.upstream: Any = getattr(upstream, "upstream", upstream)
        self.connect_to = ConnectTo(connect_to)
        self.guard = AddressGuard(parse_networks(allowed_networks))
        self._refusals: OrderedDict[tuple[str, int], list[str]] = OrderedDict()

    @classmethod
    def from_crawler(cls, crawler: Any, reactor: Any) -> Self:
        # Scrapy passes the CrawlerProcess here: only its settings are used.
        config = Config.from_settings(crawler.settings)
        return cls(reactor, connect_to=config.connect_to, allowed_networks=config.allowed_networks)

    def install_on_reactor(self) -> None:
        self.reactor.installNameResolver(self)

    def resolveHostName(
        self,
        resolutionReceiver: Any,
        hostName: str,
        portNumber: int = 0,
        addressTypes: Sequence[type[Any]] | None = None,
        transportSemantics: str = "TCP",
    ) -> Any:
        key = (host_key(hostName), portNumber)
        self._refusals.pop(key, None)
        if is_loopback_name(key[0]):
            # RFC 6761: such names always mean this machine, whatever DNS or
            # SITEBRIEF_ALLOWED_NETWORKS say.
            self.remember_refusal(key, [f"{key[0]} is a loopback name (RFC 6761)"])
            resolutionReceiver.resolutionBegan(_Resolution(hostName))
            resolutionReceiver.resolutionComplete()
            return _Resolution(hostName)
        target_host, target_port = self.connect_to.route(hostName, portNumber)
        receiver = _FilteringReceiver(self, resolutionReceiver, key, target_port)
        return self.upstream.resolveHostName(
            receiver,
            target_host,
            target_port,
            addressTypes,
            transportSemantics,
        )

    def remember_refusal(self, key: tuple[str, int], reasons: list[str]) -> None:
        logger.debug("Refused %s:%s: %s", key[0], key[1], "; ".join(reasons))
        self._refusals[key] = reasons
        while len(self._refusals) > self.MAX_REMEMBERED:
            self._refusals.popitem(last=False)

    def refusal(self, host: str, port: int) -> list[str] | None:
        """Why the last resolution of (host, port) gave no address, if the guard did it."""
        return self._refusals.get((host_key(host), port))


def installed_resolver() -> GuardedResolver | None:
    from twisted.internet import reactor

    resolver = getattr(reactor, "nameResolver", None)
    return resolver if isinstance(resolver, GuardedResolver) else None
