"""Scrapyd, end to end: a real Scrapyd on loopback (our settings/scrapyd.conf,
a free port, a temp dir), the project's egg deployed through its API, briefs
scheduled with the loopback settings, JSONL records read from FEEDS."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from sitebrief.dev.server import LoopbackServer, Reply, Site
from tests.crawl import ROOT
from tests.sites import ALLOW_ALL, company, free_port

Serve = Callable[..., LoopbackServer]


@pytest.fixture(scope="module")
def scrapyd(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    home = tmp_path_factory.mktemp("scrapyd")
    port = free_port()
    conf = (ROOT / "settings" / "scrapyd.conf").read_text()
    (home / "scrapyd.conf").write_text(
        conf.replace("http_port        = 6800", f"http_port = {port}")
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SCRAPY_SETTINGS_MODULE")}
    log = (home / "scrapyd.log").open("w")
    daemon = subprocess.Popen(
        [sys.executable, "-m", "scrapyd"], cwd=home, env=env, stdout=log, stderr=log
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):  # at most 20 s to come up
            try:
                if requests.get(f"{url}/daemonstatus.json", timeout=1).ok:
                    break
            except requests.ConnectionError:
                time.sleep(0.2)
        egg = home / "sitebrief.egg"
        subprocess.run(
            [sys.executable, "-m", "scrapyd_client.deploy", f"--build-egg={egg}"],
            cwd=ROOT, check=True, capture_output=True,
        )  # fmt: skip
        with egg.open("rb") as f:
            added = requests.post(
                f"{url}/addversion.json",
                data={"project": "sitebrief", "version": "1"},
                files={"egg": f},
                timeout=30,
            ).json()
        assert added["status"] == "ok", added
        assert added["spiders"] >= 1
        yield url, home
    finally:
        daemon.terminate()
        daemon.wait(timeout=10)
        log.close()


BOT_URL = "https://operator.example/about-our-bot"


def wait_until_finished(url: str, job: str, seconds: float) -> bool:
    for _ in range(int(seconds * 10)):
        jobs = requests.get(
            f"{url}/listjobs.json", params={"project": "sitebrief"}, timeout=5
        ).json()
        if any(j["id"] == job for j in jobs["finished"]):
            return True
        time.sleep(0.1)
    return False


def schedule(url: str, home: Path, **params: Any) -> list[dict[str, Any]]:
    out = home / "out"
    feeds = {f"file://{out}/%(name)s-%(_job)s.jsonl": {"format": "jsonlines"}}
    given = {"SITEBRIEF_BOT_URL": BOT_URL, **params.pop("settings")}
    settings = [f"{k}={v}" for k, v in given.items() if v is not None] + [
        f"FEEDS={json.dumps(feeds)}"
    ]
    job = requests.post(
        f"{url}/schedule.json",
        data={"project": "sitebrief", "spider": "brief", "setting": settings, **params},
        timeout=10,
    ).json()
    assert job["status"] == "ok", job
    wait_until_finished(url, job["jobid"], 60)
    feed = out / f"brief-{job['jobid']}.jsonl"
    if not feed.exists():
        return []
    return [json.loads(line) for line in feed.read_text().splitlines()]


def loopback(ca_file: str, *rules: str) -> dict[str, Any]:
    """The job settings that point hostnames at loopback servers and trust the test CA."""
    return {
        "SITEBRIEF_CONNECT_TO": ",".join(rules),
        "SITEBRIEF_ALLOWED_NETWORKS": "127.0.0.1/32",
        "SITEBRIEF_CA_FILES": ca_file,
    }


def test_scheduled_brief(scrapyd: tuple[str, Path], serve: Serve, ca_file: str) -> None:
    url, home = scrapyd
    acme = serve(company("Acme"))
    settings = loopback(ca_file, acme.connect_to("acme.test"))
    (record,) = schedule(url, home, domain="acme.test", settings=settings)
    assert record["problem"] is None
    assert record["origin"] == "https://acme.test/"
    assert "Acme sells fine things" in record["pages"][0]["text"]


def test_scheduled_batch(scrapyd: tuple[str, Path], serve: Serve, ca_file: str) -> None:
    url, home = scrapyd
    acme, beta = serve(company("Acme")), serve(company("Beta"))
    settings = loopback(ca_file, acme.connect_to("acme.test"), beta.connect_to("beta.test"))
    records = schedule(url, home, domains="acme.test,not a domain,beta.test", settings=settings)
    by_line = {r["line"]: r for r in records}
    assert sorted(by_line) == [1, 2, 3]
    assert by_line[1]["problem"] is None and by_line[3]["problem"] is None
    assert by_line[2]["problem"]["kind"] == "invalid"


def test_a_job_must_say_who_runs_the_bot(
    scrapyd: tuple[str, Path], serve: Serve, ca_file: str
) -> None:
    url, home = scrapyd
    acme = serve(company("Acme"))
    settings = {**loopback(ca_file, acme.connect_to("acme.test")), "SITEBRIEF_BOT_URL": None}
    assert schedule(url, home, domain="acme.test", settings=settings) == []
    assert acme.connections == 0
    (record,) = schedule(
        url, home, domain="acme.test", settings={**settings, "SITEBRIEF_BOT_URL": BOT_URL}
    )
    assert record["agent"].endswith(f"(+{BOT_URL})")


def test_cancel_stops_a_batch_at_once(
    scrapyd: tuple[str, Path], serve: Serve, ca_file: str
) -> None:
    """One cancel.json (SIGINT): in-flight briefs end as cancelled, the rest never start."""
    url, home = scrapyd
    slow = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body="late", delay=20)}))
    names = [f"{c}.slow.test" for c in "abcdef"]
    feeds = {f"file://{home}/out/%(name)s-%(_job)s.jsonl": {"format": "jsonlines"}}
    settings = {
        **loopback(ca_file, *(slow.connect_to(n) for n in names)),
        "SITEBRIEF_BOT_URL": BOT_URL,
        "SITEBRIEF_CONCURRENT_BRIEFS": 2,
        "FEEDS": json.dumps(feeds),
    }
    job = requests.post(
        f"{url}/schedule.json",
        data={
            "project": "sitebrief", "spider": "brief", "domains": ",".join(names),
            "setting": [f"{k}={v}" for k, v in settings.items()],
        },
        timeout=10,
    ).json()  # fmt: skip
    for _ in range(200):  # until both first homepages are being waited for
        if slow.paths.count("/") >= 2:
            break
        time.sleep(0.1)
    requests.post(
        f"{url}/cancel.json", data={"project": "sitebrief", "job": job["jobid"]}, timeout=10
    )
    # 10 s, half of one homepage's delay
    assert wait_until_finished(url, job["jobid"], 10), "the cancelled job was still running"
    feed = home / "out" / f"brief-{job['jobid']}.jsonl"
    records = [json.loads(line) for line in feed.read_text().splitlines()]
    assert sorted(r["domain"] for r in records) == names[:2]
    assert {r["problem"]["kind"] for r in records} == {"cancelled"}
    assert slow.paths.count("/") == 2
