"""Scrapyd, end to end: a real Scrapyd with our settings/scrapyd.conf (its API on
a Unix socket in a temp dir), the project's egg deployed through its API, briefs
scheduled with the loopback settings, JSONL records read from FEEDS."""

from __future__ import annotations

import configparser
import http.client
import json
import os
import shutil
import socket
import subprocess
import sys
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from sitebrief.dev.server import HOLD, LoopbackServer, Reply, Site
from tests.crawl import ROOT
from tests.sites import ALLOW_ALL, Listener, company, free_port
from tests.waiting import until

# One Scrapyd (the module's fixture) serves every test here: under pytest-xdist
# (test.sh runs --dist loadgroup) they all go to one worker, which starts it once.
pytestmark = pytest.mark.xdist_group("scrapyd")

Serve = Callable[..., LoopbackServer]
CONF = ROOT / "settings" / "scrapyd.conf"


class _UnixConnection(http.client.HTTPConnection):
    def __init__(self, path: str):
        super().__init__("localhost", timeout=30)
        self.path = path

    def connect(self) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.path)


class Api:
    """Scrapyd's JSON API over its Unix socket (requests encodes the forms)."""

    def __init__(self, path: Path):
        self.path = str(path)

    def call(self, method: str, endpoint: str, **parts: Any) -> dict[str, Any]:
        prepared = requests.Request(method, f"http://localhost/{endpoint}", **parts).prepare()
        connection = _UnixConnection(self.path)
        try:
            body = prepared.body
            assert body is None or isinstance(body, (bytes, str))
            connection.request(method, prepared.path_url, body, dict(prepared.headers))
            answer: dict[str, Any] = json.loads(connection.getresponse().read())
            return answer
        finally:
            connection.close()

    def get(self, endpoint: str, **params: Any) -> dict[str, Any]:
        return self.call("GET", endpoint, params=params)

    def post(self, endpoint: str, data: dict[str, Any], **parts: Any) -> dict[str, Any]:
        return self.call("POST", endpoint, data=data, **parts)


# What scrapyd-deploy packs: the project's metadata and its two packages.
EGG_SOURCES = ("setup.py", "pyproject.toml", "scrapy.cfg", "sitebrief", "settings")


def build_egg(into: Path) -> Path:
    """The project's egg, built as ``scrapyd-deploy --build-egg`` builds it but
    from a copy of the sources in ``into``. scrapyd-deploy runs ``setup.py clean
    -a`` and then builds in the project's own ``build/``: two builds at once in
    one checkout (a second test run, a developer's deploy) empty each other's
    ``build/lib``, and an egg without the package made Scrapyd refuse it ("No
    module named 'sitebrief'")."""
    source = into / "source"
    for name in EGG_SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(
                ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__")
            )
        else:
            source.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    egg = into / "sitebrief.egg"
    subprocess.run(
        [sys.executable, "-m", "scrapyd_client.deploy", f"--build-egg={egg}"],
        cwd=source, check=True, capture_output=True,
    )  # fmt: skip
    return egg


def _tree(root: Path) -> dict[str, float]:
    return {
        str(p.relative_to(root)): p.stat().st_mtime
        for p in root.rglob("*")
        if not {".venv", ".git", "__pycache__"} & set(p.relative_to(root).parts)
    }


def test_building_the_egg_leaves_the_checkout_alone(tmp_path: Path) -> None:
    """Nothing in the checkout is made, removed or rewritten by a build, so
    builds running at once cannot race; the egg holds the packages Scrapyd
    imports."""
    before = _tree(ROOT)
    egg = build_egg(tmp_path)
    assert _tree(ROOT) == before
    with zipfile.ZipFile(egg) as packed:
        names = set(packed.namelist())
    assert {"sitebrief/__init__.py", "sitebrief/settings.py", "settings/__init__.py"} <= names
    assert "EGG-INFO/entry_points.txt" in names


@pytest.fixture(scope="module")
def scrapyd(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Api, Path]]:
    home = tmp_path_factory.mktemp("scrapyd")
    port = free_port()
    conf = CONF.read_text()
    (home / "scrapyd.conf").write_text(
        conf.replace("http_port        = 6800", f"http_port = {port}")
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SCRAPY_SETTINGS_MODULE")}
    log = (home / "scrapyd.log").open("w")
    daemon = subprocess.Popen(
        [sys.executable, "-m", "scrapyd"], cwd=home, env=env, stdout=log, stderr=log
    )
    api = Api(home / "scrapyd.sock")
    try:
        until(lambda: api.get("daemonstatus.json")["status"] == "ok", "Scrapyd", ignore=(OSError,))
        egg = build_egg(home)
        with egg.open("rb") as f:
            added = api.post(
                "addversion.json", {"project": "sitebrief", "version": "1"}, files={"egg": f}
            )
        assert added["status"] == "ok", added
        assert added["spiders"] >= 1
        yield api, home
    finally:
        daemon.terminate()
        daemon.wait(timeout=10)
        log.close()


def test_the_api_is_on_a_unix_socket_only(scrapyd: tuple[Api, Path]) -> None:
    """No web page and no other machine can schedule a job: nothing listens on
    the TCP port, and the socket is for this user and its group."""
    api, home = scrapyd
    config = configparser.ConfigParser()
    config.read_string((home / "scrapyd.conf").read_text())
    port = config.getint("scrapyd", "http_port")
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()
    assert (home / "scrapyd.sock").stat().st_mode & 0o007 == 0
    assert api.get("daemonstatus.json")["status"] == "ok"  # the negative control


BOT_URL = "https://operator.example/about-our-bot"


def wait_until_finished(api: Api, job: str) -> None:
    def finished() -> bool:
        jobs = api.get("listjobs.json", project="sitebrief")
        return any(j["id"] == job for j in jobs["finished"])

    until(finished, f"Scrapyd's job {job} to finish", timeout=120)


def schedule(api: Api, home: Path, **params: Any) -> list[dict[str, Any]]:
    out = home / "out"
    feeds = {f"file://{out}/%(name)s-%(_job)s.jsonl": {"format": "jsonlines"}}
    given = {"SITEBRIEF_BOT_URL": BOT_URL, **params.pop("settings")}
    settings = [f"{k}={v}" for k, v in given.items() if v is not None] + [
        f"FEEDS={json.dumps(feeds)}"
    ]
    job = api.post(
        "schedule.json", {"project": "sitebrief", "spider": "brief", "setting": settings, **params}
    )
    assert job["status"] == "ok", job
    wait_until_finished(api, job["jobid"])
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


def test_scheduled_brief(scrapyd: tuple[Api, Path], serve: Serve, ca_file: str) -> None:
    api, home = scrapyd
    acme = serve(company("Acme"))
    settings = loopback(ca_file, acme.connect_to("acme.test"))
    (record,) = schedule(api, home, domain="acme.test", settings=settings)
    assert record["problem"] is None
    assert record["origin"] == "https://acme.test/"
    assert "Acme sells fine things" in record["pages"][0]["text"]


def test_scheduled_batch(scrapyd: tuple[Api, Path], serve: Serve, ca_file: str) -> None:
    api, home = scrapyd
    acme, beta = serve(company("Acme")), serve(company("Beta"))
    settings = loopback(ca_file, acme.connect_to("acme.test"), beta.connect_to("beta.test"))
    records = schedule(api, home, domains="acme.test,not a domain,beta.test", settings=settings)
    by_line = {r["line"]: r for r in records}
    assert sorted(by_line) == [1, 2, 3]
    assert by_line[1]["problem"] is None and by_line[3]["problem"] is None
    assert by_line[2]["problem"]["kind"] == "invalid"


def test_a_job_must_say_who_runs_the_bot(
    scrapyd: tuple[Api, Path], serve: Serve, ca_file: str
) -> None:
    api, home = scrapyd
    acme = serve(company("Acme"))
    settings = {**loopback(ca_file, acme.connect_to("acme.test")), "SITEBRIEF_BOT_URL": None}
    assert schedule(api, home, domain="acme.test", settings=settings) == []
    assert acme.connections == 0
    (record,) = schedule(
        api, home, domain="acme.test", settings={**settings, "SITEBRIEF_BOT_URL": BOT_URL}
    )
    assert record["agent"].endswith(f"(+{BOT_URL})")


def test_cancel_stops_a_batch_at_once(
    scrapyd: tuple[Api, Path], serve: Serve, ca_file: str
) -> None:
    """One cancel.json (SIGINT): in-flight briefs end as cancelled, the rest never start."""
    api, home = scrapyd
    slow = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(body="late", delay=HOLD)}))
    names = [f"{c}.slow.test" for c in "abcdef"]
    feeds = {f"file://{home}/out/%(name)s-%(_job)s.jsonl": {"format": "jsonlines"}}
    settings = {
        **loopback(ca_file, *(slow.connect_to(n) for n in names)),
        "SITEBRIEF_BOT_URL": BOT_URL,
        "SITEBRIEF_CONCURRENT_BRIEFS": 2,
        "DOWNLOAD_TIMEOUT": 600,
        "FEEDS": json.dumps(feeds),
    }
    job = api.post(
        "schedule.json",
        {
            "project": "sitebrief", "spider": "brief", "domains": ",".join(names),
            "setting": [f"{k}={v}" for k, v in settings.items()],
        },
    )  # fmt: skip
    # Until both first homepages are being waited for.
    assert slow.wait_for(lambda server: server.paths.count("/") >= 2, 60)
    api.post("cancel.json", {"project": "sitebrief", "job": job["jobid"]})
    # The homepages never answer (they would time out after 10 minutes): only
    # a cancel that does not wait for them lets the job finish.
    wait_until_finished(api, job["jobid"])
    feed = home / "out" / f"brief-{job['jobid']}.jsonl"
    records = [json.loads(line) for line in feed.read_text().splitlines()]
    assert sorted(r["domain"] for r in records) == names[:2]
    assert {r["problem"]["kind"] for r in records} == {"cancelled"}
    assert slow.paths.count("/") == 2


def test_a_job_may_not_send_records_to_a_remote_feed(
    scrapyd: tuple[Api, Path], serve: Serve, ca_file: str
) -> None:
    """A job argument naming an FTP feed on a private address reaches nothing."""
    api, _ = scrapyd
    acme = serve(company("Acme"))
    ftp = Listener("127.0.0.1")
    feeds = {f"ftp://user:secret@127.0.0.1:{ftp.port}/x.jsonl": {"format": "jsonlines"}}
    settings = {
        **loopback(ca_file, acme.connect_to("acme.test")),
        "SITEBRIEF_BOT_URL": BOT_URL,
        "FEEDS": json.dumps(feeds),
    }
    try:
        job = api.post(
            "schedule.json",
            {
                "project": "sitebrief", "spider": "brief", "domain": "acme.test",
                "setting": [f"{k}={v}" for k, v in settings.items()],
            },
        )  # fmt: skip
        wait_until_finished(api, job["jobid"])
        assert ftp.hits == 0 and acme.connections == 0
    finally:
        ftp.close()
