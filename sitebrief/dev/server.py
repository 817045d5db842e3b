"""Real HTTP and HTTPS servers on loopback: for the demo, the end-to-end
tests and the benchmarks. Never exposed beyond loopback.

A ``Site`` says what one origin serves (routes and/or a folder); a
``LoopbackServer`` serves it on 127.0.0.1 (or ::1) on a port the OS picks,
over TLS when given a certificate, and records every request it receives.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gzip
import http.server
import math
import mimetypes
import socket
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any, BinaryIO

import trustme


@dataclass
class Reply:
    status: int = 200
    body: bytes | str = b""
    headers: dict[str, str | list[str]] = field(default_factory=dict)  # a list: repeated
    content_type: str = "text/html; charset=utf-8"
    delay: float = 0.0  # seconds before the status line; HOLD: never, until the server closes
    gzip: bool = False
    # Full control instead (hostile servers): writes the raw response itself.
    raw: Callable[[BinaryIO], None] | None = None
    # Validators: a request with a matching If-None-Match (or an If-Modified-Since
    # not older than last_modified) gets 304 Not Modified and no body.
    etag: str | None = None
    last_modified: str | None = None


@dataclass
class Seen:
    method: str
    path: str
    headers: dict[str, str]
    sni: str | None
    at: float = field(default_factory=time.monotonic)  # when the request arrived
    answered: float | None = None  # when the response was written


Route = Reply | Callable[[Seen], Reply]

# A Reply's delay that lasts until the server closes: a site that never
# answers, so a test of a time limit does not bet on a delay outlasting it.
HOLD = math.inf


@dataclass
class Site:
    routes: dict[str, Route] = field(default_factory=dict)
    folder: Path | None = None
    # Like many sites: a fresh ETag on every response, whatever the content.
    rotate_etags: bool = False
    _served: int = 0

    def reply(self, seen: Seen) -> Reply:
        route = self.routes.get(seen.path)
        if route is None:
            route = self.routes.get(seen.path.split("?", 1)[0])
        if route is not None:
            return route(seen) if callable(route) else route
        if self.folder is not None:
            path = seen.path.split("?", 1)[0].lstrip("/")
            target = self.folder / path
            if target.is_dir():
                target = target / "index.html"
            elif not target.exists() and target.with_name(target.name + ".html").is_file():
                target = target.with_name(target.name + ".html")
            # The final file, every link followed, must lie under the folder: a
            # symlinked index.html or about.html may point anywhere.
            target = target.resolve()
            if target.is_relative_to(self.folder.resolve()) and target.is_file():
                ctype = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
                if ctype.startswith("text/"):
                    ctype += "; charset=utf-8"
                return Reply(body=target.read_bytes(), content_type=ctype)
        return Reply(status=404, body="not found", content_type="text/plain")


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes: without TCP_NODELAY, Nagle's
    # algorithm and the client's delayed ACK add ~40 ms to every response.
    disable_nagle_algorithm = True
    server: _Server

    def setup(self) -> None:
        if isinstance(self.request, ssl.SSLSocket):
            self.request.settimeout(10)
            try:
                self.request.do_handshake()
            except (ssl.SSLError, OSError):
                # The client refused our certificate: exactly what TLS tests expect.
                self.server.tls_failures += 1
                raise
        super().setup()

    def _serve(self) -> None:
        sni = getattr(self.request, "sitebrief_sni", None)
        seen = Seen(self.command, self.path, dict(self.headers.items()), sni)
        with self.server.activity:
            self.server.seen.append(seen)
            self.server.activity.notify_all()
        with self.server.lock:
            self.server.in_flight += 1
            self.server.max_in_flight = max(self.server.max_in_flight, self.server.in_flight)
        try:
            self._answer(seen)
        finally:
            seen.answered = time.monotonic()
            with self.server.lock:
                self.server.in_flight -= 1

    def _answer(self, seen: Seen) -> None:
        site = self.server.site
        reply = site.reply(seen)
        if site.rotate_etags and reply.status == 200:
            site._served += 1
            reply = dataclasses.replace(reply, etag=f'"v{site._served}"')
        if reply.status == 200 and _not_modified(reply, seen.headers):
            reply = Reply(304, b"", {"ETag": reply.etag} if reply.etag else {})
        elif reply.etag or reply.last_modified:
            validators = {"ETag": reply.etag, "Last-Modified": reply.last_modified}
            extra = {k: v for k, v in validators.items() if v}
            reply = dataclasses.replace(reply, headers={**reply.headers, **extra})
        if reply.delay == HOLD:
            self.server.closing.wait()
            self.close_connection = True
            return
        if reply.delay:
            time.sleep(reply.delay)
        if reply.raw is not None:
            self.close_connection = True
            # A client that gives up (OSError) is what a hostile-server test wants.
            with contextlib.suppress(OSError):
                reply.raw(self.wfile)  # type: ignore[arg-type]
            return
        body = reply.body.encode() if isinstance(reply.body, str) else reply.body
        if reply.gzip:
            body = gzip.compress(body)
        self.send_response(reply.status)
        headers = {"Content-Type": reply.content_type, **reply.headers}
        if reply.gzip:
            headers["Content-Encoding"] = "gzip"
        for name, value in headers.items():
            for one in [value] if isinstance(value, str) else value:
                self.send_header(name, one)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    do_GET = do_HEAD = do_POST = _serve

    def log_message(self, format: str, *args: Any) -> None:
        pass


def _not_modified(reply: Reply, headers: dict[str, str]) -> bool:
    if reply.etag and headers.get("If-None-Match"):
        return reply.etag in [t.strip() for t in headers["If-None-Match"].split(",")]
    since = headers.get("If-Modified-Since")
    if reply.last_modified and since:
        with contextlib.suppress(TypeError, ValueError):
            return parsedate_to_datetime(since) >= parsedate_to_datetime(reply.last_modified)
    return False


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    site: Site
    seen: list[Seen]
    tls_failures: int
    connections: int = 0
    # Requests being answered at once, and the most seen: politeness, from the server's side.
    in_flight: int = 0
    max_in_flight: int = 0
    lock: threading.Lock
    activity: threading.Condition  # notified with each connection accepted and request read
    closing: threading.Event  # set when the server closes: held replies end

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass

    def get_request(self) -> tuple[Any, Any]:
        accepted = super().get_request()
        with self.activity:
            self.connections += 1
            self.activity.notify_all()
        return accepted


class LoopbackServer:
    def __init__(self, site: Site, cert: trustme.LeafCert | None = None, host: str = "127.0.0.1"):
        self.site = site
        self.host = host
        _Server.address_family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self._server = _Server((host, 0), _Handler)
        self._server.site = site
        self._server.seen = []
        self._server.tls_failures = 0
        self._server.lock = threading.Lock()
        self._server.activity = threading.Condition()
        self._server.closing = threading.Event()
        if cert is not None:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            cert.configure_cert(context)

            def remember_sni(sock: ssl.SSLSocket, name: str | None, _: Any) -> None:
                sock.sitebrief_sni = name  # type: ignore[attr-defined]

            context.sni_callback = remember_sni  # type: ignore[assignment]
            self._server.socket = context.wrap_socket(
                self._server.socket, server_side=True, do_handshake_on_connect=False
            )
        self.tls = cert is not None
        self.port: int = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> LoopbackServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.closing.set()
        self._server.shutdown()
        self._server.server_close()

    @property
    def seen(self) -> list[Seen]:
        return self._server.seen

    @property
    def paths(self) -> list[str]:
        return [s.path for s in self._server.seen]

    @property
    def connections(self) -> int:
        return self._server.connections

    def wait_for_connections(self, count: int, timeout: float) -> bool:
        """Until ``count`` connections have been accepted; False if they were
        not within ``timeout`` seconds (a safety net, not a measurement)."""
        return self.wait_for(lambda server: server.connections >= count, timeout)

    def wait_for(self, condition: Callable[[LoopbackServer], bool], timeout: float) -> bool:
        """Until ``condition(self)`` holds, checked again at each connection
        accepted and each request read (``paths``, ``seen``); False if it did
        not within ``timeout`` seconds (a safety net, not a measurement)."""
        with self._server.activity:
            return self._server.activity.wait_for(lambda: condition(self), timeout)

    @property
    def max_in_flight(self) -> int:
        return self._server.max_in_flight

    @property
    def tls_failures(self) -> int:
        return self._server.tls_failures

    @property
    def netloc(self) -> str:
        address = f"[{self.host}]" if ":" in self.host else self.host
        return f"{address}:{self.port}"

    def connect_to(self, hostname: str, port: int | None = None) -> str:
        """A SITEBRIEF_CONNECT_TO rule sending hostname:port here."""
        port = port or (443 if self.tls else 80)
        return f"{hostname}:{port}:{self.netloc}"
