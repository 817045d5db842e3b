"""What a download may end with instead of a response: a refusal (ours, the
robots rules', the scheme guard's), a network, TLS or size failure, a timeout,
or a render that failed. Whoever fetches catches these and only these: any
other exception raised while fetching is a bug, and reaches the brief's own
handler (an ``error`` record that names it, with a traceback in the log)."""

from __future__ import annotations

from OpenSSL import SSL
from playwright.async_api import Error as PlaywrightError
from scrapy.exceptions import (
    CannotResolveHostError,
    DownloadCancelledError,
    DownloadConnectionRefusedError,
    DownloadFailedError,
    DownloadTimeoutError,
    IgnoreRequest,
    NotSupported,
    ResponseDataLossError,
)
from twisted.internet import error as tx_error
from twisted.web._newclient import ResponseFailed, ResponseNeverReceived

from sitebrief.errors import HeadersTooLarge, TLSFailure
from sitebrief.net.browser import BrowserUnavailable, RenderFailed

DOWNLOAD_ERRORS: tuple[type[BaseException], ...] = (
    IgnoreRequest,  # every refusal of ours subclasses it
    NotSupported,
    TLSFailure,
    SSL.Error,
    HeadersTooLarge,
    CannotResolveHostError,
    DownloadCancelledError,
    DownloadConnectionRefusedError,
    DownloadFailedError,
    DownloadTimeoutError,
    ResponseDataLossError,
    ResponseFailed,
    ResponseNeverReceived,
    tx_error.ConnectError,
    tx_error.ConnectionClosed,
    tx_error.DNSLookupError,
    tx_error.TimeoutError,
    OSError,
    TimeoutError,
    BrowserUnavailable,
    RenderFailed,
    PlaywrightError,
)
