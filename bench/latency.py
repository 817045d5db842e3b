"""Brief latency against the critical path: one fresh process per brief.

    python bench/latency.py [--delay 0.1] [--repeat 3] [--timeline]

Each brief is a fresh ``scrapy crawl brief -a domain=…`` process, as a person
waiting for one brief starts it, so cold-start costs count. The site is
served over HTTPS on loopback (a trustme CA) by an asyncio server that adds
--delay seconds to every response (the sitemap guesses' 404s too), with five
key pages and a logo. The critical path is the fewest dependent round trips
a correct, polite reader needs (at most 4 requests at once per site):

    robots.txt -> (homepage || sitemap chain) -> key pages in ceil(n / 4) rounds

Everything is read from the server's log: the span runs from the first
request's arrival to the last response written (process start is out of
it), and each gap is the time from the response a step waits for to the
next request it allows. Per run, the span over the critical path is the
figure of merit (goal <= 1.15x on every site in every run); then
politeness settings are varied on the first site to show what they cost.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import ssl
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from tempfile import TemporaryDirectory

import trustme

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, ZONE, company_site

from sitebrief.dev.server import Seen, Site

KEY_PAGES = 5  # the seven candidate kinds give five key pages
PER_SITE = 4
DOMAIN = f"site.{ZONE}"

# (name, company_site arguments, round trips of the sitemap chain)
SITES: list[tuple[str, dict[str, object], int]] = [
    ("robots.txt lists an index (2 children)", {"sitemap": "listed"}, 2),
    ("no Sitemap line; /sitemap.xml 404, index of 3", {"sitemap": "guessed", "children": 3}, 2),
    ("no sitemap at all", {"sitemap": "none"}, 1),
]
# (name, extra settings, the Crawl-delay the site's robots.txt asks for)
POLITENESS: list[tuple[str, tuple[str, ...], float | None]] = [
    ("default (4 per host, no delay)", (), None),
    ("8 per host", ("-s", "CONCURRENT_REQUESTS_PER_DOMAIN=8"), None),
    ("1 per host", ("-s", "CONCURRENT_REQUESTS_PER_DOMAIN=1"), None),
    ("site asks Crawl-delay: 0.2", (), 0.2),
]
_SITEMAP_FILES = ("/sitemap.xml", "/sitemap_index.xml")
_KEY = ("/about", "/products", "/pricing", "/features", "/faq", "/shipping", "/our-story")


@dataclass
class Logged:
    path: str
    connection: int
    at: float  # the request's head has arrived
    answered: float = 0.0  # the whole response is written


@dataclass
class AsyncServer:
    """An asyncio HTTPS/1.1 server (keep-alive) in a thread of its own that
    answers each request from a ``Site``'s routes after ``delay`` seconds,
    in one write, and logs when each request came and was answered."""

    site: Site
    delay: float
    cert: trustme.LeafCert
    log: list[Logged] = field(default_factory=list)
    port: int = 0
    _connections: int = 0

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._connections += 1
        connection = self._connections
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                line, *lines = head.decode("latin-1").split("\r\n")
                method, path, _ = line.split(" ", 2)
                headers = dict(h.split(": ", 1) for h in lines if ": " in h)
                entry = Logged(path, connection, time.monotonic())
                self.log.append(entry)
                await asyncio.sleep(self.delay)
                reply = self.site.reply(Seen(method, path, headers, DOMAIN))
                body = reply.body.encode() if isinstance(reply.body, str) else reply.body
                status = f"HTTP/1.1 {reply.status} {'OK' if reply.status == 200 else 'Not Found'}"
                writer.write(
                    f"{status}\r\nContent-Type: {reply.content_type}\r\n"
                    f"Content-Length: {len(body)}\r\n\r\n".encode()
                    + (body if method != "HEAD" else b"")
                )
                await writer.drain()
                entry.answered = time.monotonic()
        except (asyncio.IncompleteReadError, ConnectionError, ssl.SSLError):
            pass
        finally:
            writer.close()

    @contextmanager
    def running(self) -> Iterator[AsyncServer]:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.cert.configure_cert(context)
        loop = asyncio.new_event_loop()
        started = threading.Event()
        server: asyncio.Server | None = None

        async def serve() -> None:
            nonlocal server
            server = await asyncio.start_server(self._connection, "127.0.0.1", 0, ssl=context)
            self.port = server.sockets[0].getsockname()[1]
            started.set()

        thread = threading.Thread(target=loop.run_forever, daemon=True)
        thread.start()
        asyncio.run_coroutine_threadsafe(serve(), loop)
        started.wait()
        try:
            yield self
        finally:
            assert server is not None
            loop.call_soon_threadsafe(server.close)
            loop.call_soon_threadsafe(loop.stop)
            thread.join()


def round_trips(sitemap_chain: int, per_site: int = PER_SITE) -> int:
    return 1 + max(1, sitemap_chain) + math.ceil(KEY_PAGES / per_site)


@dataclass
class Run:
    span: float
    requests: int
    connections: int
    gaps: dict[str, float]  # ms from what a step waits for to its first request
    log: list[Logged]


def gaps(log: list[Logged]) -> dict[str, float]:
    """Each step's wait, from the server's log: the time from the last
    response it depends on to its first request."""

    def first(paths: set[str] | tuple[str, ...]) -> float | None:
        times = [e.at for e in log if e.path in paths]
        return min(times) if times else None

    def done(paths: set[str] | tuple[str, ...]) -> float:
        return max(e.answered for e in log if e.path in paths)

    out: dict[str, float] = {}
    robots = done({"/robots.txt"})
    after_robots = first({"/", *_SITEMAP_FILES})
    assert after_robots is not None
    out["robots>home"] = after_robots - robots
    children = {e.path for e in log if "-sitemap" in e.path}
    if children and (start := first(children)) is not None:
        index = [e for e in log if e.path == "/sitemap_index.xml" and e.answered <= start]
        out["index>children"] = start - max(e.answered for e in index)
    keys = [e for e in log if e.path in _KEY]
    needed = {"/", *_SITEMAP_FILES, *children} & {e.path for e in log}
    out["inputs>keys"] = min(e.at for e in keys) - done(needed)
    if (logo := first({"/icon.png"})) is not None:
        out["home>logo"] = logo - done({"/"})
    # The fifth key page waits for one of the first four to be answered.
    if len(keys) > PER_SITE:
        late = sorted(keys, key=lambda e: e.at)[PER_SITE]
        freed = [e.answered for e in log if e.answered <= late.at]
        out["slot>5th key"] = late.at - max(freed)
    return {k: v * 1000 for k, v in out.items()}


def brief(server: AsyncServer, ca_file: Path, tmp: Path, extra: tuple[str, ...]) -> Run:
    """One brief in a fresh process, measured from the server's log."""
    server.log.clear()
    out = tmp / "latency.jsonl"
    subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "brief", "-a", f"domain={DOMAIN}",
         "-O", f"{out}:jsonl",
         "-s", f"SITEBRIEF_CONNECT_TO=::127.0.0.1:{server.port}",
         "-s", "SITEBRIEF_ALLOWED_NETWORKS=127.0.0.1/32",
         "-s", f"SITEBRIEF_CA_FILES={ca_file}",
         "-s", "LOG_LEVEL=WARNING", *extra],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    record = json.loads(out.read_text())
    assert record["problem"] is None, record["problem"]
    assert len(record["pages"]) == 1 + KEY_PAGES, [p["url"] for p in record["pages"]]
    assert record["logo"], "the logo was not fetched"
    log = sorted(server.log, key=lambda e: e.at)
    first = log[0].at
    span = max(e.answered for e in log) - first
    connections = len({e.connection for e in log})
    return Run(span, len(log), connections, gaps(log), log)


@contextmanager
def site_server(delay: float, **shape: object) -> Iterator[tuple[AsyncServer, Path, Path]]:
    ca = trustme.CA()
    cert = ca.issue_cert(f"*.{ZONE}", ZONE, f"*.site.{ZONE}")
    site = company_site(**shape)  # type: ignore[arg-type]
    with TemporaryDirectory() as tmp, AsyncServer(site, delay, cert).running() as server:
        ca_file = Path(tmp) / "ca.pem"
        ca.cert_pem.write_to_path(str(ca_file))
        yield server, ca_file, Path(tmp)


def timeline(run: Run) -> None:
    first = run.log[0].at
    for e in run.log:
        print(
            f"      {e.path:24} conn {e.connection:2}  "
            f"asked {1000 * (e.at - first):6.0f} ms  answered {1000 * (e.answered - first):6.0f} ms"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=0.1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeline", action="store_true", help="print each run's server log")
    parser.add_argument("--no-politeness", action="store_true")
    args = parser.parse_args()
    print(
        f"{args.delay * 1000:.0f} ms added to every response; {args.repeat} briefs per site, "
        "each a fresh `scrapy crawl` process over HTTPS\n"
    )
    names = ["robots>home", "index>children", "inputs>keys", "home>logo", "slot>5th key"]
    print(
        f"{'site':48}{'run':>4}{'span s':>8}{'critical s':>11}{'x critical':>11}{'req':>5}"
        f"{'conn':>5}   gaps ms: " + "  ".join(names)
    )
    ratios: list[float] = []
    medians: list[tuple[str, float, float]] = []
    for name, shape, chain in SITES:
        critical = round_trips(chain) * args.delay
        spans = []
        with site_server(args.delay, **shape) as (server, ca_file, tmp):
            for i in range(args.repeat):
                run = brief(server, ca_file, tmp, ())
                spans.append(run.span)
                ratios.append(run.span / critical)
                cells = "  ".join(
                    f"{run.gaps[g]:{len(g)}.0f}" if g in run.gaps else " " * (len(g) - 1) + "-"
                    for g in names
                )
                print(
                    f"{name if i == 0 else '':48}{i + 1:4}{run.span:8.3f}{critical:11.2f}"
                    f"{run.span / critical:11.2f}{run.requests:5}{run.connections:5}            "
                    + cells
                )
                if args.timeline:
                    timeline(run)
        medians.append((name, statistics.median(spans), critical))

    # The one shape where the language model is used on the path (no <html lang>,
    # and language versions the language decides): the warm-up loads it from the
    # machine's cache beside robots.txt.
    print(f"\n{'language detected':48}{'run':>4}{'span s':>8}"
          f"{'critical s':>11}{'x critical':>11}   inputs>keys ms")  # fmt: skip
    critical = round_trips(1) * args.delay
    with site_server(args.delay, sitemap="none", versions=True) as (server, ca_file, tmp):
        for i in range(args.repeat):
            run = brief(server, ca_file, tmp, ())
            ratios.append(run.span / critical)
            name = "no <html lang>; links /de/ and /fr/; no sitemap"
            print(
                f"{name if i == 0 else '':48}{i + 1:4}{run.span:8.3f}{critical:11.2f}"
                f"{run.span / critical:11.2f}   {run.gaps['inputs>keys']:14.0f}"
            )

    if not args.no_politeness:
        print(
            f"\n{'politeness (first site), median':48}{'span s':>8}{'critical s':>11}"
            f"{'x critical':>11}"
        )
        for name, extra, crawl_delay in POLITENESS:
            per_site = 8 if "=8" in " ".join(extra) else 1 if "=1" in " ".join(extra) else PER_SITE
            critical = round_trips(2, per_site) * args.delay
            with site_server(args.delay, crawl_delay=crawl_delay) as (server, ca_file, tmp):
                wall = statistics.median(
                    brief(server, ca_file, tmp, extra).span for _ in range(args.repeat)
                )
            print(f"{name:48}{wall:8.3f}{critical:11.2f}{wall / critical:11.2f}")
    print(
        f"\nsummary: every run within {min(ratios):.2f}-{max(ratios):.2f}x its critical path "
        f"(median {statistics.median(ratios):.2f}x; goal <= 1.15x on every site in every run)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
