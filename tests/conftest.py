from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
import trustme

from sitebrief.dev.server import LoopbackServer, Site
from tests.crawl import Run, scrapy


@pytest.fixture(scope="session")
def ca() -> trustme.CA:
    return trustme.CA()


@pytest.fixture(scope="session")
def ca_file(ca: trustme.CA, tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("ca") / "ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return str(path)


@pytest.fixture(scope="session")
def site_cert(ca: trustme.CA) -> trustme.LeafCert:
    """One certificate for the test hostnames (.test is reserved, RFC 2606)."""
    names = ["acme", "beta", "busy", "stuck", "slow", "site"]
    return ca.issue_cert(*(f"{n}.test" for n in names), *(f"*.{n}.test" for n in names))


@pytest.fixture
def serve(site_cert: trustme.LeafCert) -> Iterator[Callable[..., LoopbackServer]]:
    """serve(site, tls=True, host="127.0.0.1", cert=None) -> a started server."""
    with ExitStack() as stack:

        def start(
            site: Site,
            tls: bool = True,
            host: str = "127.0.0.1",
            cert: trustme.LeafCert | None = None,
        ) -> LoopbackServer:
            chosen = cert if cert is not None else (site_cert if tls else None)
            return stack.enter_context(LoopbackServer(site, chosen, host))

        yield start


@pytest.fixture
def run_scrapy(tmp_path: Path, ca_file: str) -> Callable[..., Run]:
    """run_scrapy(args, servers=[(hostname, server), ...], **settings).

    Runs the real ``scrapy`` command with the project settings, connect-to
    rules for the given servers, 127.0.0.1/32 as the only allowed network and
    the test CA trusted.
    """
    count = 0

    def run(
        args: list[str],
        servers: list[tuple[str, LoopbackServer]] = (),  # type: ignore[assignment]
        env: dict[str, str] | None = None,
        **settings: Any,
    ) -> Run:
        nonlocal count
        count += 1
        workdir = tmp_path / f"run{count}"
        workdir.mkdir()
        merged: dict[str, Any] = {
            "SITEBRIEF_CONNECT_TO": [srv.connect_to(name) for name, srv in servers],
            "SITEBRIEF_ALLOWED_NETWORKS": ["127.0.0.1/32"],
            "SITEBRIEF_CA_FILES": [ca_file],
            **settings,
        }
        return scrapy(args, merged, workdir, env=env)

    return run
