"""Shared by the benchmarks: generated loopback sites over HTTPS, and running
the real crawler on them (``scrapy crawl brief``, project settings)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import trustme

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitebrief.dev.server import LoopbackServer, Reply, Route, Seen, Site  # noqa: E402

ZONE = "bench.test"


def company_site(
    delay: float = 0.0,
    pages: int = 7,
    crawl_delay: float | None = None,
    sitemap: str = "listed",
    children: int = 2,
    *,
    versions: bool = False,
) -> Site:
    """A small company: a homepage linking `pages` candidate key pages, an
    icon, and a sitemap index with `children` children (the first holds the
    pages, the others a post each). sitemap: "listed" (robots.txt names the
    index), "guessed" (no Sitemap line; /sitemap.xml is 404 and the index is
    /sitemap_index.xml) or "none". versions: the homepage (no <html lang>,
    like all of them) also links its German and French versions, so its
    language decides the key pages and is detected from its text."""
    kinds = ["about", "products", "pricing", "features", "faq", "shipping", "our-story"][:pages]
    body = "".join(f"<p>We make useful things, and this is fact number {i}.</p>" for i in range(20))
    links = "".join(f'<a href="/{k}">{k}</a>' for k in kinds)
    if versions:
        links += '<a href="/de/">Deutsch</a><a href="/fr/">Français</a>'
    head = '<link rel="apple-touch-icon" href="/icon.png">'

    def reply(**kw: object) -> Route:
        template = Reply(delay=delay, **kw)  # type: ignore[arg-type]
        if not isinstance(template.body, str) or "HOST" not in template.body:
            return template

        def for_host(seen: Seen) -> Reply:  # sitemaps name the host they are served for
            body = str(template.body).replace("HOST", seen.headers.get("Host", ZONE))
            return Reply(template.status, body, template.headers, template.content_type, delay)

        return for_host

    urls = "".join(f"<url><loc>https://HOST/{k}</loc></url>" for k in kinds)
    names = ["page-sitemap.xml"] + [f"post-sitemap{i}.xml" for i in range(1, children)]
    listed = "Sitemap: /sitemap_index.xml\n" if sitemap == "listed" else ""
    routes: dict[str, Route] = {
        "/robots.txt": reply(
            body=f"User-agent: *\nAllow: /\n{listed}"
            + (f"Crawl-delay: {crawl_delay}\n" if crawl_delay else "")
        ),
        "/": reply(
            body=f"<html><head><title>Co</title>{head}</head><body>{links}{body}</body></html>"
        ),
        "/page-sitemap.xml": reply(body=f"<urlset>{urls}</urlset>"),
        "/icon.png": reply(body=b"\x89PNG\r\n\x1a\n" + b"\0" * 64, content_type="image/png"),
    }
    # A missing page costs a round trip too (the devserver's own 404 is instant).
    missing = reply(status=404, body="not found", content_type="text/plain")
    routes["/sitemap.xml"] = missing
    if sitemap == "none":
        routes["/sitemap_index.xml"] = missing
    else:
        routes["/sitemap_index.xml"] = reply(
            body="<sitemapindex>"
            + "".join(f"<sitemap><loc>https://HOST/{n}</loc></sitemap>" for n in names)
            + "</sitemapindex>"
        )
        for i, name in enumerate(names[1:], 1):
            routes[f"/{name}"] = reply(
                body=f"<urlset><url><loc>https://HOST/blog/{i}</loc></url></urlset>"
            )
    for k in kinds:
        text = "".join(f"<p>All about our {k}: detail {i} of many.</p>" for i in range(10))
        routes[f"/{k}"] = reply(body=f"<html><body>{text}</body></html>")
    return Site(routes)


@dataclass
class Bench:
    server: LoopbackServer
    ca_file: Path
    tmp: Path

    def settings(self) -> list[str]:
        return [
            "-s", f"SITEBRIEF_CONNECT_TO=::{self.server.netloc}",
            "-s", "SITEBRIEF_ALLOWED_NETWORKS=127.0.0.1/32",
            "-s", f"SITEBRIEF_CA_FILES={self.ca_file}",
            "-s", "LOG_LEVEL=WARNING",
        ]  # fmt: skip

    def crawl(self, *args: str, extra: tuple[str, ...] = ()) -> tuple[float, Path]:
        """Run one `scrapy crawl brief`; return its wall time and its feed."""
        run = self.crawl_measured(*args, extra=extra)
        return run.wall, run.out

    def crawl_measured(
        self, *args: str, extra: tuple[str, ...] = (), wrap: tuple[str, ...] = ()
    ) -> Measured:
        """Run one `scrapy crawl brief` (under ``wrap``, a profiler's command
        line, if given); its wall time, its feed, its own peak RSS and CPU time."""
        out = Path(tempfile.mkstemp(suffix=".jsonl", dir=self.tmp)[1])
        cmd = [sys.executable, "-m", "scrapy", "crawl", "brief", *args, "-O", f"{out}:jsonl"]
        start = time.perf_counter()
        child = subprocess.Popen(
            [*wrap, *cmd, *self.settings(), *extra], cwd=ROOT,
            env={**os.environ, "SCRAPY_SETTINGS_MODULE": "sitebrief.settings"},
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        if child.returncode != 0:
            raise subprocess.CalledProcessError(child.returncode, cmd)
        # Linux: the child's usage and its reaped children's (a profiler's: its own too).
        return Measured(wall, out, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime)


@dataclass
class Measured:
    wall: float
    out: Path
    rss_mb: float  # peak
    cpu: float  # user + system seconds


@contextmanager
def serving(site: Site) -> Iterator[Bench]:
    ca = trustme.CA()
    cert = ca.issue_cert(f"*.{ZONE}", ZONE, f"*.site.{ZONE}")
    with tempfile.TemporaryDirectory() as tmp, LoopbackServer(site, cert) as server:
        ca_file = Path(tmp) / "ca.pem"
        ca.cert_pem.write_to_path(str(ca_file))
        yield Bench(server, ca_file, Path(tmp))


def children_peak_rss_mb() -> float:
    """Peak RSS of the largest child process waited for so far (Linux: KiB)."""
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
