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

from sitebrief.devserver import LoopbackServer, Reply, Route, Seen, Site  # noqa: E402

ZONE = "bench.test"


def company_site(delay: float = 0.0, pages: int = 7, crawl_delay: float | None = None) -> Site:
    """A small company: robots.txt with a Sitemap line, a homepage linking
    `pages` candidate key pages, a sitemap index with two children, an icon."""
    kinds = ["about", "products", "pricing", "features", "faq", "shipping", "our-story"][:pages]
    body = "".join(f"<p>We make useful things, and this is fact number {i}.</p>" for i in range(20))
    links = "".join(f'<a href="/{k}">{k}</a>' for k in kinds)
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
    routes: dict[str, Route] = {
        "/robots.txt": reply(
            body="User-agent: *\nAllow: /\nSitemap: /sitemap_index.xml\n"
            + (f"Crawl-delay: {crawl_delay}\n" if crawl_delay else "")
        ),
        "/": reply(
            body=f"<html><head><title>Co</title>{head}</head><body>{links}{body}</body></html>"
        ),
        "/sitemap_index.xml": reply(
            body="<sitemapindex><sitemap><loc>https://HOST/page-sitemap.xml</loc></sitemap>"
            "<sitemap><loc>https://HOST/post-sitemap.xml</loc></sitemap></sitemapindex>"
        ),
        "/page-sitemap.xml": reply(body=f"<urlset>{urls}</urlset>"),
        "/post-sitemap.xml": reply(
            body="<urlset><url><loc>https://HOST/blog/a</loc></url></urlset>"
        ),
        "/icon.png": reply(body=b"\x89PNG\r\n\x1a\n" + b"\0" * 64, content_type="image/png"),
    }
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
        out = Path(tempfile.mkstemp(suffix=".jsonl", dir=self.tmp)[1])
        cmd = [sys.executable, "-m", "scrapy", "crawl", "brief", *args, "-O", f"{out}:jsonl"]
        start = time.perf_counter()
        subprocess.run(
            [*cmd, *self.settings(), *extra], cwd=ROOT, check=True,
            env={**os.environ, "SCRAPY_SETTINGS_MODULE": "sitebrief.settings"},
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        return time.perf_counter() - start, out


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
