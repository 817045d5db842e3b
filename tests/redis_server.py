"""A real redis-server on a free loopback port, for the tests of what a queue
worker does with what it can't write or read: import ``redis_fixture`` into a
test module, and ask for ``redis_url``."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from tests.sites import free_port


@pytest.fixture(name="redis_url")
def redis_fixture(tmp_path: Path) -> Iterator[str]:
    if not shutil.which("redis-server"):
        pytest.skip("no redis-server (setup.sh installs Debian's when run as root)")
    port = free_port()
    server = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--dir", str(tmp_path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(200):  # until it answers
        try:
            redis.Redis.from_url(url).ping()
            break
        except redis.RedisError:
            time.sleep(0.05)
    yield url
    server.terminate()
    server.wait()
