"""``python -m sitebrief.dev.demo``: serve the bundled demo site over HTTPS on
loopback (with a throwaway CA) and brief it with the real crawler.

``--site DIR --domain NAME`` serves any folder of HTML instead, e.g. a site
from the shared fixtures.

The crawl runs exactly as in production (``scrapy crawl brief``); only three
settings point it at the loopback server: connect-to, the allowed network and
the demo CA.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from importlib.resources import as_file, files
from pathlib import Path

import trustme

from sitebrief.dev.server import LoopbackServer, Site

DOMAIN = "larkspur.test"


def _folder(value: str) -> Path:
    path = Path(value)
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"{value} is not a folder")
    return path


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sitebrief.dev.demo",
        description="Serve a site over HTTPS on loopback (the bundled demo site, or --site DIR), "
        "brief it with the real crawler, and print the record.",
    )
    parser.add_argument("--log-level", default="WARNING")
    parser.add_argument("--site", type=_folder, help="folder to serve instead of the demo site")
    parser.add_argument("--domain", default=DOMAIN, help="hostname to serve it as")
    args = parser.parse_args()
    domain = args.domain
    ca = trustme.CA()
    cert = ca.issue_cert(domain, f"www.{domain}")
    with (
        tempfile.TemporaryDirectory() as tmp,
        as_file(files("sitebrief.dev.demo") / "site") as bundled,
        LoopbackServer(Site(folder=args.site or Path(bundled)), cert) as server,
    ):
        ca_file = Path(tmp) / "demo-ca.pem"
        ca.cert_pem.write_to_path(str(ca_file))
        out = Path(tmp) / "brief.jsonl"
        rules = f"{server.connect_to(domain)},{server.connect_to('www.' + domain)}"
        cmd = [
            sys.executable, "-m", "scrapy", "crawl", "brief",
            "-a", f"domain={domain}",
            "-O", f"{out}:jsonl",
            "-s", f"SITEBRIEF_CONNECT_TO={rules}",
            "-s", "SITEBRIEF_ALLOWED_NETWORKS=127.0.0.1/32",
            "-s", f"SITEBRIEF_CA_FILES={ca_file}",
            "-s", f"LOG_LEVEL={args.log_level}",
        ]  # fmt: skip
        env = {**os.environ, "SCRAPY_SETTINGS_MODULE": "sitebrief.settings"}
        done = subprocess.run(cmd, env=env, check=False)
        if done.returncode != 0 or not out.exists():
            print("The demo crawl failed; see the log above.", file=sys.stderr)
            return 1
        for line in out.read_text(encoding="utf-8").splitlines():
            print(json.dumps(json.loads(line), indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
