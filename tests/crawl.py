"""Run the real crawler, as a user would: ``scrapy crawl`` / ``scrapy fetch``
in a subprocess, with the project's real settings. Only CrawlerProcess
installs TWISTED_DNS_RESOLVER, so this is how tests exercise the real guard."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SUPPORT = Path(__file__).resolve().parent / "support"


@dataclass
class Run:
    returncode: int
    stdout: str
    log: str
    records: list[dict[str, Any]]
    stats: dict[str, Any]
    feed: str = ""  # the JSONL as written, for checks json.loads would let pass

    @property
    def record(self) -> dict[str, Any]:
        assert len(self.records) == 1, self.records
        return self.records[0]


def _setting_args(settings: Mapping[str, Any]) -> list[str]:
    args: list[str] = []
    for name, value in settings.items():
        if isinstance(value, dict):
            text = json.dumps(value)
        elif isinstance(value, (list, tuple)):
            text = ",".join(map(str, value))
        else:
            text = value
        args += ["-s", f"{name}={text}"]
    return args


def _command(args: Iterable[str], settings: Mapping[str, Any]) -> list[str]:
    return [sys.executable, "-m", "scrapy", *args, *_setting_args(settings)]


def _child_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    child_env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(SUPPORT)])}
    for proxy in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "no_proxy"):
        child_env.pop(proxy, None)
    child_env.update(env or {})
    return child_env


def start(args: Iterable[str], settings: Mapping[str, Any]) -> subprocess.Popen[bytes]:
    """The real command in the background, its output discarded: for tests
    that act on a crawl while it runs (a signal, a kill, a file it writes)."""
    return subprocess.Popen(
        _command(args, settings), cwd=ROOT, env=_child_env(),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip


def scrapy(
    args: Iterable[str],
    settings: Mapping[str, Any],
    tmp: Path,
    timeout: float = 180,
    env: Mapping[str, str] | None = None,
) -> Run:
    stats_file = tmp / "stats.json"
    feed = tmp / "out.jsonl"
    all_settings = {
        "STATS_CLASS": "statsfile.JsonFileStatsCollector",
        "TEST_STATS_FILE": str(stats_file),
        "LOG_LEVEL": "DEBUG",
        **settings,
    }
    args = list(args)
    cmd = _command(args, all_settings)
    if args[:1] == ["crawl"]:
        cmd += ["-O", f"{feed}:jsonl"]
    done = subprocess.run(
        cmd, cwd=ROOT, env=_child_env(env), capture_output=True, text=True, timeout=timeout,
        check=False,
    )  # fmt: skip
    text = feed.read_text() if feed.exists() else ""
    records = [json.loads(line) for line in text.splitlines() if line]
    stats = json.loads(stats_file.read_text()) if stats_file.exists() else {}
    return Run(done.returncode, done.stdout, done.stderr, records, stats, text)
