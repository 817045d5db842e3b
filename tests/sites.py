"""Small things the end-to-end tests share: a robots.txt that allows all, a
one-page company site, and a loopback port nothing listens on."""

from __future__ import annotations

import socket
import struct
import threading

from sitebrief.dev.server import Reply, Site

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


class Listener:
    """A TCP or UDP socket on a loopback address that only counts what reaches
    it: the target that a guard test expects to stay untouched."""

    def __init__(self, host: str = "127.0.0.2", udp: bool = False, mode: str = "close"):
        """mode (TCP): "close" each connection, "hang" (accept, never answer),
        or "reset" (accept, then RST before any byte)."""
        kind = socket.SOCK_DGRAM if udp else socket.SOCK_STREAM
        self.sock = socket.socket(socket.AF_INET, kind)
        self.sock.bind((host, 0))
        self.sock.settimeout(0.2)
        if not udp:
            self.sock.listen(16)
        self.udp = udp
        self.mode = mode
        self._held: list[socket.socket] = []
        self.port: int = self.sock.getsockname()[1]
        self.hits = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._count, daemon=True)
        self._thread.start()

    def _count(self) -> None:
        while not self._stop.is_set():
            self._take()

    def _take(self) -> bool:
        """Take one datagram or connection (False when none came in time)."""
        try:
            if self.udp:
                self.sock.recvfrom(65536)
            else:
                conn = self.sock.accept()[0]
                if self.mode == "hang":
                    self._held.append(conn)
                else:
                    if self.mode == "reset":
                        conn.setsockopt(
                            socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)
                        )
                    conn.close()
        except OSError:
            return False
        self.hits += 1
        return True

    def close(self) -> None:
        """Stop, after counting what already reached the socket: a packet sent
        before the sender exited is counted, with no wait for it."""
        self._stop.set()
        self._thread.join()
        self.sock.setblocking(False)
        while self._take():
            pass
        for conn in self._held:
            conn.close()
        self.sock.close()
