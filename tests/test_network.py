"""The guarded network layer, end to end: the real ``scrapy fetch`` (project
settings, CrawlerProcess, our resolver and handler) against loopback servers.

Each guard has a test proving it fires and a negative control proving the
normal path works with the same servers.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

import pytest
import trustme

from sitebrief.dev.server import LoopbackServer, Reply, Site
from tests.crawl import Run

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

HELLO = Site({"/": Reply(body="<html><title>Acme</title><p>hello from acme</p></html>")})


def exceptions(run: Run) -> dict[str, int]:
    """Network errors of the run. robots.txt is fetched first, so a guard that
    fires on it also leaves the page refused by robots.txt (disallow all):
    that refusal is counted apart, in ``robots_refusals``."""
    prefix = "downloader/exception_type_count/"
    return {
        k.removeprefix(prefix): v
        for k, v in run.stats.items()
        if k.startswith(prefix) and not k.endswith("RobotsDisallowed")
    }


def robots_refusals(run: Run) -> int:
    return int(
        run.stats.get("downloader/exception_type_count/sitebrief.errors.RobotsDisallowed", 0)
    )


def test_connect_to_keeps_url_host_and_sni(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(HELLO)
    run = run_scrapy(["fetch", "https://acme.test/"], [("acme.test", server)])
    assert "hello from acme" in run.stdout
    assert server.paths == ["/robots.txt", "/"]
    seen = server.seen[1]
    assert seen.headers["Host"] == "acme.test"
    assert seen.sni == "acme.test"
    assert seen.headers["User-Agent"].startswith("SiteBriefBot/")
    assert seen.headers["User-Agent"] == "SiteBriefBot/0.1.0"  # no URL it does not own
    assert {"gzip", "br", "zstd"} <= {e.strip() for e in seen.headers["Accept-Encoding"].split(",")}


def test_bot_url_is_settable(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(HELLO)
    run_scrapy(
        ["fetch", "https://acme.test/"],
        [("acme.test", server)],
        SITEBRIEF_BOT_URL="https://example.org/our-bot",
    )
    assert server.seen[0].headers["User-Agent"].endswith("(+https://example.org/our-bot)")


@pytest.mark.parametrize(
    ("kind", "reason"),
    [
        ("untrusted", "untrusted issuer"),
        ("expired", "certificate has expired"),
        ("wrong_host", "wrong host"),
    ],
)
def test_bad_certificate_is_a_tls_failure(
    kind: str, reason: str, ca: trustme.CA, serve: Serve, run_scrapy: RunScrapy
) -> None:
    cert = {
        "untrusted": lambda: trustme.CA().issue_cert("acme.test"),
        "expired": lambda: ca.issue_cert(
            "acme.test",
            not_before=datetime.datetime(2020, 1, 1),
            not_after=datetime.datetime(2021, 1, 1),
        ),
        "wrong_host": lambda: ca.issue_cert("other.test"),
    }[kind]()
    server = serve(HELLO, cert=cert)
    run = run_scrapy(["fetch", "https://acme.test/"], [("acme.test", server)])
    assert exceptions(run) == {"sitebrief.errors.TLSFailure": 1}  # robots.txt, not retried
    assert f"TLS failure for acme.test: {reason}" in run.log
    assert "retry/count" not in run.stats
    assert server.seen == []  # no HTTP request was sent over the bad connection
    assert robots_refusals(run) == 1  # robots.txt unreachable: the page is not fetched
    assert "hello from acme" not in run.stdout


def test_tls_without_our_ca_is_untrusted(serve: Serve, run_scrapy: RunScrapy) -> None:
    # The system store alone does not trust the test CA: verification is real.
    server = serve(HELLO)
    run = run_scrapy(
        ["fetch", "https://acme.test/"], [("acme.test", server)], SITEBRIEF_CA_FILES=""
    )
    assert exceptions(run) == {"sitebrief.errors.TLSFailure": 1}


def test_plain_http_to_tls_port_is_a_tls_failure(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(HELLO, tls=False)
    rule = f"acme.test:443:127.0.0.1:{server.port}"
    run = run_scrapy(["fetch", "https://acme.test/"], SITEBRIEF_CONNECT_TO=rule)
    assert exceptions(run) == {"sitebrief.errors.TLSFailure": 1}
    assert "TLS handshake failed" in run.log


@pytest.fixture
def private_targets(serve: Serve) -> dict[str, LoopbackServer]:
    return {
        "127.0.0.2": serve(HELLO, tls=False, host="127.0.0.2"),
        "ipv6": serve(HELLO, tls=False, host="::1"),
    }


def _redirector(targets: dict[str, LoopbackServer], origin_port: int) -> Site:
    routes: dict[str, Reply | Callable[..., Reply]] = {
        f"/to/{name}": Reply(302, headers={"Location": f"http://{srv.netloc}/"})
        for name, srv in targets.items()
    }
    routes["/to/localhost"] = Reply(302, headers={"Location": f"http://localhost:{origin_port}/"})
    routes["/"] = HELLO.routes["/"]
    return Site(routes)


@pytest.mark.parametrize("target", ["127.0.0.2", "ipv6", "localhost"])
def test_redirect_to_private_address_is_refused(
    target: str,
    serve: Serve,
    run_scrapy: RunScrapy,
    private_targets: dict[str, LoopbackServer],
) -> None:
    origin = serve(Site(), tls=False)
    origin.site.routes.update(_redirector(private_targets, origin.port).routes)
    run = run_scrapy(["fetch", f"http://acme.test/to/{target}"], [("acme.test", origin)])
    # The target's robots.txt is refused first; so the redirect is never followed.
    assert exceptions(run) == {"sitebrief.errors.PrivateDestination": 1}
    assert robots_refusals(run) == 1
    assert "retry/count" not in run.stats
    assert "refused to connect to" in run.log
    assert all(srv.connections == 0 for srv in private_targets.values())
    # localhost resolves to the allowed 127.0.0.1 here; it is refused by name.
    assert origin.paths == ["/robots.txt", f"/to/{target}"]


def test_redirect_to_allowed_network_is_followed(
    serve: Serve, run_scrapy: RunScrapy, private_targets: dict[str, LoopbackServer]
) -> None:
    # Negative control: the same redirects, with their networks exempted.
    origin = serve(Site(), tls=False)
    origin.site.routes.update(_redirector(private_targets, origin.port).routes)
    for target in ("127.0.0.2", "ipv6"):
        run = run_scrapy(
            ["fetch", f"http://acme.test/to/{target}"],
            [("acme.test", origin)],
            SITEBRIEF_ALLOWED_NETWORKS=["127.0.0.1/32", "127.0.0.2/32", "::1/128"],
        )
        assert "hello from acme" in run.stdout
        assert exceptions(run) == {}
    assert [srv.paths for srv in private_targets.values()] == [["/robots.txt", "/"]] * 2


@pytest.mark.parametrize(
    "host",
    [
        "127.0.0.1",
        "2130706433",
        "0x7f.1",
        "0177.0.0.1",
        "127.1",
        # Forms a security review tried; they held, and stay tested.
        "evil@127.0.0.1",
        "[::ffff:127.0.0.1]",
        "0x7f000001",
        "127.0.0.1.",
        "[64:ff9b::7f00:1]",
    ],
)
def test_ip_literal_urls_are_refused(host: str, serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(HELLO, tls=False)
    run = run_scrapy(["fetch", f"http://{host}:{server.port}/"], SITEBRIEF_ALLOWED_NETWORKS="")
    assert exceptions(run) == {"sitebrief.errors.PrivateDestination": 1}
    assert server.connections == 0


def test_ip_literal_in_allowed_network_is_fetched(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(HELLO, tls=False)
    run = run_scrapy(["fetch", f"http://127.0.0.1:{server.port}/"])
    assert "hello from acme" in run.stdout


def test_connect_to_target_is_guarded_too(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(HELLO, tls=False, host="127.0.0.2")
    run = run_scrapy(["fetch", "http://acme.test/"], [("acme.test", server)])
    assert exceptions(run) == {"sitebrief.errors.PrivateDestination": 1}
    assert server.connections == 0


BIG_HEADERS = Site(
    {"/": Reply(body="ok", headers={f"X-Filler-{i}": "x" * 1000 for i in range(20)})}
)


def test_header_cap_fires(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(BIG_HEADERS, tls=False)
    run = run_scrapy(
        ["fetch", "http://acme.test/"], [("acme.test", server)], SITEBRIEF_MAX_HEADER_BYTES=8192
    )
    assert exceptions(run) == {"sitebrief.errors.HeadersTooLarge": 1}
    assert "retry/count" not in run.stats


def test_headers_under_the_cap_pass(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(BIG_HEADERS, tls=False)
    run = run_scrapy(["fetch", "http://acme.test/"], [("acme.test", server)])
    assert exceptions(run) == {}
    assert run.stdout.strip() == "ok"


def test_size_cap_counts_decompressed_bytes(serve: Serve, run_scrapy: RunScrapy) -> None:
    body = "<p>" + "a" * 200_000 + "</p>"  # ~200 KB, a few hundred bytes gzipped
    server = serve(
        Site(
            {"/big": Reply(body=body, gzip=True), "/small": Reply(body="<p>small</p>", gzip=True)}
        ),
        tls=False,
    )
    big = run_scrapy(
        ["fetch", "http://acme.test/big"], [("acme.test", server)], DOWNLOAD_MAXSIZE=100_000
    )
    assert "a" * 1000 not in big.stdout
    assert "exceeded DOWNLOAD_MAXSIZE (100000 B) during decompression" in big.log
    small = run_scrapy(
        ["fetch", "http://acme.test/small"], [("acme.test", server)], DOWNLOAD_MAXSIZE=100_000
    )
    assert "<p>small</p>" in small.stdout


def test_proxy_is_refused_unless_accepted(serve: Serve, run_scrapy: RunScrapy) -> None:
    proxy = serve(HELLO, tls=False)
    env = {"http_proxy": f"http://127.0.0.1:{proxy.port}"}
    refused = run_scrapy(["fetch", "http://acme.test/"], env=env)
    assert exceptions(refused) == {"sitebrief.errors.ProxyRefused": 1}
    assert proxy.connections == 0
    accepted = run_scrapy(["fetch", "http://acme.test/"], env=env, SITEBRIEF_ALLOW_PROXY=True)
    assert exceptions(accepted) == {}
    assert proxy.paths == ["http://acme.test/robots.txt", "http://acme.test/"]


def test_crawl_refuses_to_start_without_the_guard(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(HELLO, tls=False)
    run = run_scrapy(
        ["fetch", f"http://127.0.0.1:{server.port}/"],
        TWISTED_DNS_RESOLVER="scrapy.resolver.CachingHostnameResolver",
    )
    assert "Refusing to crawl: the private-address guard is not installed" in run.log
    assert run.stats.get("finish_reason") == "unguarded_network"
    assert server.connections == 0
