"""Verified TLS: the system trust store plus ``SITEBRIEF_CA_FILES``, with the
reason a certificate was rejected (expired, untrusted issuer, wrong host).

Twisted's ``optionsForClientTLS`` verifies too, but it takes one trust root
(the platform's or a given list, not both) and reports every chain error as a
bare "certificate verify failed". So the connection is built here, with
pyOpenSSL's public API, and a failed check aborts the handshake through
``failVerification`` with a ``CertificateError`` that names the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from OpenSSL import SSL, crypto
from service_identity import VerificationError
from service_identity.hazmat import DNS_ID, IPAddress_ID, verify_service_identity
from service_identity.pyopenssl import extract_patterns
from twisted.internet.abstract import isIPAddress, isIPv6Address
from twisted.internet.interfaces import IOpenSSLClientConnectionCreator
from twisted.python.failure import Failure
from twisted.web.iweb import IPolicyForHTTPS
from zope.interface import implementer

from sitebrief.errors import CertificateError

# OpenSSL's X509_V_ERR_* codes, in words a log reader understands.
_VERIFY_ERRORS = {
    2: "untrusted issuer (unable to get issuer certificate)",
    9: "certificate is not yet valid",
    10: "certificate has expired",
    18: "untrusted issuer (self-signed certificate)",
    19: "untrusted issuer (self-signed certificate in chain)",
    20: "untrusted issuer (unable to get local issuer certificate)",
    21: "untrusted issuer (unable to verify the first certificate)",
    23: "certificate has been revoked",
    24: "invalid CA certificate",
    26: "certificate not meant for this purpose",
    62: "wrong host (hostname mismatch)",
}


def verify_error_text(code: int) -> str:
    return _VERIFY_ERRORS.get(code, f"certificate verification error {code}")


def make_context(ca_files: Sequence[str] = ()) -> SSL.Context:
    """A client context trusting the system store and the given PEM files."""
    ctx = SSL.Context(SSL.TLS_CLIENT_METHOD)
    ctx.set_min_proto_version(SSL.TLS1_2_VERSION)
    ctx.set_options(SSL.OP_NO_COMPRESSION)
    ctx.set_default_verify_paths()
    for path in ca_files:
        ctx.load_verify_locations(path)
    ctx.set_verify(SSL.VERIFY_PEER | SSL.VERIFY_FAIL_IF_NO_PEER_CERT)
    return ctx


def _verify_callback(
    tls_protocol: Any, hostname: str
) -> Callable[[SSL.Connection, crypto.X509, int, int, int], bool]:
    if isIPAddress(hostname) or isIPv6Address(hostname):
        service_id: DNS_ID | IPAddress_ID = IPAddress_ID(hostname)
    else:
        service_id = DNS_ID(hostname)

    def fail(reason: str) -> bool:
        # failVerification records our reason before OpenSSL's generic
        # "certificate verify failed" reaches the protocol.
        tls_protocol.failVerification(Failure(CertificateError(reason)))  # type: ignore[no-untyped-call]
        return False

    def callback(conn: SSL.Connection, cert: crypto.X509, errno: int, depth: int, ok: int) -> bool:
        if not ok:
            return fail(verify_error_text(errno))
        if depth != 0:
            return True
        try:
            verify_service_identity(extract_patterns(cert), [service_id], [])
        except VerificationError:
            return fail(f"wrong host (certificate is not valid for {hostname})")
        except Exception as exc:
            # An exception escaping an OpenSSL callback would be lost.
            return fail(f"unusable certificate ({type(exc).__name__}: {exc})")
        return True

    return callback


@implementer(IOpenSSLClientConnectionCreator)
class _ClientConnectionCreator:
    def __init__(self, context: SSL.Context, hostname: str):
        self._context = context
        self._hostname = hostname
        self._send_sni = not (isIPAddress(hostname) or isIPv6Address(hostname))

    def clientConnectionForTLS(self, tlsProtocol: Any) -> SSL.Connection:
        connection = SSL.Connection(self._context, None)
        if self._send_sni:
            connection.set_tlsext_host_name(self._hostname.encode("ascii"))
        connection.set_verify(
            SSL.VERIFY_PEER | SSL.VERIFY_FAIL_IF_NO_PEER_CERT,
            _verify_callback(tlsProtocol, self._hostname),
        )
        return connection


@implementer(IPolicyForHTTPS)
class VerifyingPolicy:
    """The HTTPS policy for our download handler: one context, verified
    connections named after the URL's host (never the connect-to target)."""

    def __init__(self, ca_files: Sequence[str] = ()):
        self.context = make_context(ca_files)

    def creatorForNetloc(self, hostname: bytes, port: int) -> _ClientConnectionCreator:
        return _ClientConnectionCreator(self.context, hostname.decode("ascii"))
