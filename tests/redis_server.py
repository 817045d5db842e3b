"""A real redis-server on a free loopback port, for the tests of what a queue
worker does with what it can't write or read: import ``redis_fixture`` into a
test module, and ask for ``redis_url``; ``start_redis`` for other set-ups."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis

from tests.sites import free_port
from tests.waiting import until


def start_redis(
    tmp_path: Path, *extra: str, tls_port: bool = False, url: Callable[[int], str] | None = None
) -> tuple[int, subprocess.Popen[bytes]]:
    """A redis-server, once it answers a PING at ``url(port)``. The port is one
    the OS had free a moment ago; when another process (a parallel test's
    connection) took it meanwhile, redis-server exits and another is tried."""
    url = url or (lambda port: f"redis://127.0.0.1:{port}/0")
    for _ in range(5):
        port = free_port()
        listen = ["--port", "0", "--tls-port", str(port)] if tls_port else ["--port", str(port)]
        server = subprocess.Popen(
            ["redis-server", *listen, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(tmp_path), *extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        client = redis.Redis.from_url(url(port))
        until(
            lambda: server.poll() is not None or client.ping(),  # noqa: B023
            "redis-server to answer or exit",
            ignore=(redis.RedisError,),
        )
        client.close()
        if server.poll() is None:
            return port, server
    raise AssertionError("redis-server found no free port in 5 tries")


@pytest.fixture(name="redis_url")
def redis_fixture(tmp_path: Path) -> Iterator[str]:
    if not shutil.which("redis-server"):
        pytest.skip("no redis-server (setup.sh installs Debian's when run as root)")
    port, server = start_redis(tmp_path)
    yield f"redis://127.0.0.1:{port}/0"
    server.terminate()
    server.wait()
