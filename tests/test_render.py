"""JavaScript-only sites, end to end with a real headless Chromium: rendered
only when the static text is thin, and every request the page makes goes
through Scrapy's guarded downloader (robots.txt, private-address guard)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest

from sitebrief.dev.server import LoopbackServer, Reply, Route, Site
from sitebrief.net.browser import chromium_path
from tests.crawl import Run
from tests.sites import ALLOW_ALL, Listener

pytestmark = [
    pytest.mark.browser,
    # CI must have a browser and run these: there, a missing one fails instead.
    pytest.mark.skipif(
        not chromium_path() and not os.environ.get("CI"),
        reason="no Chromium found (setup.sh installs one: the system package, else Playwright's)",
    ),
]

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]

SHELL = (
    '<!doctype html><html><head><title>Spa</title><script type="module" src="/app.js"></script>'
    '</head><body><div id="root"></div>'
    "<noscript>You need to enable JavaScript to run this app.</noscript></body></html>"
)
RENDERS_TEXT = """
const page = location.pathname === "/" ? "home" : location.pathname.slice(1);
const lines = [];
for (let i = 0; i < 12; i++) lines.push(`<p>Rendered ${page} fact number ${i}: we build apps.</p>`);
document.getElementById("root").innerHTML =
  `<h1>Spa Co ${page}</h1>` + lines.join("") + '<a href="/about">About us</a>';
"""


def spa(script: str, robots: Reply = ALLOW_ALL, **extra: Route) -> Site:
    routes: dict[str, Route] = {
        "/robots.txt": robots,
        "/": Reply(body=SHELL),
        "/about": Reply(body=SHELL),
        "/app.js": Reply(body=script, content_type="text/javascript"),
    }
    routes.update({f"/{k}": v for k, v in extra.items()})
    return Site(routes)


def brief(run_scrapy: RunScrapy, server: LoopbackServer, **settings: Any) -> Run:
    return run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)], **settings
    )


def test_spa_gets_a_real_brief(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(spa(RENDERS_TEXT))
    run = brief(run_scrapy, server)
    record = run.record
    assert record["problem"] is None
    home, about = record["pages"]
    assert home["rendered"] is True and about["rendered"] is True  # key pages rendered too
    assert "Rendered home fact number 0: we build apps." in home["text"]
    assert "Rendered about fact number 0" in about["text"]
    assert run.stats["render/driver_started"] == 1
    assert "/app.js" in server.paths  # the script came through Scrapy's downloader
    assert any(f["url"] == "https://acme.test/app.js" for f in record["fetches"])


def test_static_site_never_starts_the_browser(serve: Serve, run_scrapy: RunScrapy) -> None:
    text = "".join(f"<p>Static fact number {i}, plenty of it.</p>" for i in range(20))
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=f"<html><body>{text}</body></html>")})
    )
    run = brief(run_scrapy, server)
    assert run.record["problem"] is None
    assert run.record["pages"][0]["rendered"] is False
    assert "render/driver_started" not in run.stats
    assert "playwright/browser_count" not in run.stats


def test_spa_that_renders_nothing_is_empty(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(spa("/* renders nothing */"))
    record = brief(run_scrapy, server).record
    assert record["problem"]["kind"] == "empty"
    assert record["pages"][0]["rendered"] is True


def test_the_page_cannot_reach_private_or_disallowed_urls(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    inside = serve(Site({"/": Reply(body="secret"), "/x": Reply(body="secret")}), host="127.0.0.2")
    hostile = (
        RENDERS_TEXT
        + f"""
fetch("https://127.0.0.2:{inside.port}/x").catch(() => {{}});
fetch("https://rebound.acme.test/x").catch(() => {{}});
fetch("/go").catch(() => {{}});
fetch("/private/data").catch(() => {{}});
const img = document.createElement("img"); img.src = "https://127.0.0.2:{inside.port}/pixel.png";
document.body.appendChild(img);
try {{ new WebSocket("wss://127.0.0.2:{inside.port}/ws"); }} catch (e) {{}}
"""
    )
    server = serve(
        spa(
            hostile,
            robots=Reply(body="User-agent: *\nDisallow: /private/\n"),
            go=Reply(302, headers={"Location": f"https://127.0.0.2:{inside.port}/"}),
        )
    )
    run = run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"],
        [("acme.test", server)],
        SITEBRIEF_CONNECT_TO=[
            server.connect_to("acme.test"),
            inside.connect_to("rebound.acme.test"),
        ],
    )
    assert run.record["problem"] is None
    assert run.stats["render/blocked/PrivateDestination"] >= 3  # literal, rebound host, redirect
    assert run.stats["render/blocked/RobotsDisallowed"] >= 1
    assert run.stats["render/aborted/image"] >= 1
    assert inside.connections == 0
    assert not any(p.startswith("/private") for p in server.paths)
    assert "/go" in server.paths  # the redirect itself was allowed; its target was not


def test_a_browser_that_fails_to_start_is_an_error(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(spa(RENDERS_TEXT))
    run = run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"],
        [("acme.test", server)],
        env={"SITEBRIEF_CHROMIUM": "/nonexistent/chromium"},
    )
    record = run.record
    assert record["problem"]["kind"] == "error"
    assert (
        "the browser that renders such sites could not be started" in record["problem"]["message"]
    )
    assert "Could not render https://acme.test/: BrowserUnavailable" in run.log
    assert record["pages"][0]["rendered"] is False  # the static page stays, for a person
    assert "Traceback" not in record["problem"]["message"]


def test_render_never(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(spa(RENDERS_TEXT))
    run = brief(run_scrapy, server, SITEBRIEF_RENDER="never")
    assert run.record["problem"]["kind"] == "empty"
    assert "render/driver_started" not in run.stats


def test_render_always(serve: Serve, run_scrapy: RunScrapy) -> None:
    text = "".join(f"<p>Static fact number {i}, plenty of it.</p>" for i in range(20))
    server = serve(
        Site({"/robots.txt": ALLOW_ALL, "/": Reply(body=f"<html><body>{text}</body></html>")})
    )
    record = brief(run_scrapy, server, SITEBRIEF_RENDER="always").record
    assert record["pages"][0]["rendered"] is True
    assert "Static fact number 0" in record["pages"][0]["text"]


def test_the_browser_has_no_network_of_its_own(serve: Serve, run_scrapy: RunScrapy) -> None:
    """WebRTC is not HTTP and a popup is not routed: neither may reach anything."""
    stun = Listener("127.0.0.3", udp=True)
    popup_target = Listener("127.0.0.2")
    try:
        script = (
            RENDERS_TEXT
            + f"""
const pc = new RTCPeerConnection({{iceServers: [{{urls: "stun:127.0.0.3:{stun.port}"}}]}});
pc.createDataChannel("x");
pc.createOffer().then((offer) => pc.setLocalDescription(offer));
window.open("http://127.0.0.2:{popup_target.port}/popup");
"""
        )
        run = brief(run_scrapy, serve(spa(script)), SITEBRIEF_RENDER_WAIT=2)
        assert run.record["problem"] is None
        assert run.record["pages"][0]["rendered"] is True
    finally:
        # The browser has exited: whatever it sent is in the sockets, and
        # close() counts it.
        stun.close()
        popup_target.close()
    assert stun.hits == 0
    assert popup_target.hits == 0


HANGS = RENDERS_TEXT + "setTimeout(() => { while (true) {} }, 100);"


def test_a_render_that_never_ends_blocks_no_later_render(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    hanging = serve(spa(HANGS))
    healthy = serve(spa(RENDERS_TEXT))
    names = [f"{c}.busy.test" for c in "abcd"]
    run = run_scrapy(
        ["crawl", "brief", "-a", "domains=" + ",".join([*names, "acme.test"])],
        [*((name, hanging) for name in names), ("acme.test", healthy)],
        SITEBRIEF_RENDER_TIMEOUT=3,
        SITEBRIEF_RENDER_WAIT=1,
        SITEBRIEF_DEADLINE=20,
    )
    records = {r["domain"]: r for r in run.records}
    assert records["acme.test"]["problem"] is None
    assert "Rendered home fact number 0" in records["acme.test"]["pages"][0]["text"]
    assert all(records[name]["problem"]["kind"] == "error" for name in names)
    assert "still busy after 3 s" in records["a.busy.test"]["problem"]["detail"]
    assert run.stats["render/timed_out"] >= 4


def test_a_rendered_dom_over_the_size_cap_is_refused(serve: Serve, run_scrapy: RunScrapy) -> None:
    huge = RENDERS_TEXT + 'document.body.append("x".repeat(3000000));'
    record = brief(run_scrapy, serve(spa(huge)), DOWNLOAD_MAXSIZE=1_000_000).record
    assert record["problem"]["kind"] == "error"
    assert "over the cap of 1000000" in record["problem"]["detail"]


def test_every_cookie_reaches_the_page(serve: Serve, run_scrapy: RunScrapy) -> None:
    script = RENDERS_TEXT + 'document.getElementById("root").append("Cookies: " + document.cookie);'
    site = spa(script)
    cookies = ["first=1; Path=/", "second=2; Path=/; Expires=Wed, 01 Dec 2027 10:00:00 GMT"]
    site.routes["/"] = Reply(body=SHELL, headers={"Set-Cookie": cookies})
    text = brief(run_scrapy, serve(site)).record["pages"][0]["text"]
    assert "first=1" in text and "second=2" in text
