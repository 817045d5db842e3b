"""The commands a person types, end to end: clear one-line refusals, honest
exit codes, output to standard output, help, and the record's wording."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from sitebrief.dev.server import LoopbackServer, Reply, Site
from sitebrief.rules.domains import parse_target
from sitebrief.rules.inputs import read_inputs
from tests.crawl import ROOT, SUPPORT, Run
from tests.sites import company

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]


def scrapy(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    child = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(SUPPORT)]), **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "scrapy", *args],
        cwd=ROOT, env=child, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["-a", "domian=acme.com"], "unknown argument 'domian' (did you mean domain?)"),
        (
            ["-a", "domain=a.test", "-s", "SITEBRIEF_DEADLNE=5"],
            "unknown setting SITEBRIEF_DEADLNE (did you mean SITEBRIEF_DEADLINE?)",
        ),
        (
            ["-a", "domain=a.test", "-s", "SITEBRIEF_DEADLINE=-1"],
            "SITEBRIEF_DEADLINE must be more than zero, not '-1'",
        ),
        (
            ["-a", "domain=a.test", "-s", "SITEBRIEF_DEADLINE=abc"],
            "SITEBRIEF_DEADLINE must be a number, not 'abc'",
        ),
        (
            # Read as a whole number everywhere (it once crashed a pipeline at start-up).
            ["-a", "domain=a.test", "-s", "SITEBRIEF_MIN_PAGE_CHARS=100.5"],
            "SITEBRIEF_MIN_PAGE_CHARS must be a whole number, not '100.5'",
        ),
        (
            ["-a", "domain=a.test", "-s", "SITEBRIEF_CA_FILES=/nonexistent/ca.pem"],
            "SITEBRIEF_CA_FILES: cannot read /nonexistent/ca.pem",
        ),
        (
            ["-a", "domain=a.test", "-s", "SITEBRIEF_RENDER=sometimes"],
            "SITEBRIEF_RENDER must be one of auto, never, always",
        ),
        ([], "nothing to brief"),
        (
            ["-a", "domain=a.test", "-a", "domains=b.test"],
            "give one of -a domain=, -a domains= or -a domains_file=, not domain and domains",
        ),
        (["-a", "domains_file=/nonexistent.txt"], "cannot read the domains file /nonexistent.txt"),
    ],
)
def test_a_mistake_is_one_line_and_touches_no_feed(
    args: list[str], said: str, tmp_path: Path
) -> None:
    feed = tmp_path / "brief.jsonl"
    feed.write_text("an earlier run's records\n")
    done = scrapy("crawl", "brief", *args, "-O", str(feed))
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("sitebrief: ") and said in lines[0], done.stderr
    assert feed.read_text() == "an earlier run's records\n"


def test_csv_is_refused_clearly(tmp_path: Path) -> None:
    done = scrapy("crawl", "brief", "-a", "domain=a.test", "-O", str(tmp_path / "b.csv"))
    assert done.returncode == 1
    assert "is CSV, but a brief is nested" in done.stderr


def test_every_input_got_its_record_is_exit_0_whatever_the_sites(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    run = run_scrapy(
        ["crawl", "brief", "-a", "domains=acme.test,nosuch.test,not a domain"],
        [("acme.test", serve(company("Acme")))],
    )
    assert run.returncode == 0
    assert sorted(r["problem"]["kind"] if r["problem"] else "ok" for r in run.records) == [
        "invalid",
        "not_found",
        "ok",
    ]


def test_records_to_standard_output(serve: Serve, ca_file: str) -> None:
    acme = serve(company("Acme"))
    done = scrapy(
        "crawl", "brief", "-a", "domain=acme.test", "-O", "-:jsonl",
        "-s", f"SITEBRIEF_CONNECT_TO={acme.connect_to('acme.test')}",
        "-s", "SITEBRIEF_ALLOWED_NETWORKS=127.0.0.1/32", "-s", f"SITEBRIEF_CA_FILES={ca_file}",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    (record,) = [json.loads(line) for line in done.stdout.splitlines()]
    assert record["domain"] == "acme.test" and record["problem"] is None
    # The default log is for people: one line per brief, no start-up dump.
    assert "Brief of acme.test done" in done.stderr
    assert "Versions:" not in done.stderr and "Enabled" not in done.stderr


def test_no_feed_is_warned_about() -> None:
    done = scrapy("crawl", "brief", "-a", "domain=not a domain")
    assert "no feed given, so the records go nowhere" in done.stderr


def test_messages_name_the_domain_as_typed(run_scrapy: RunScrapy) -> None:
    record = run_scrapy(["crawl", "brief", "-a", "domain=bücher.test"]).record
    assert record["domain"] == "xn--bcher-kva.test"
    assert "We couldn't find a website at bücher.test" in record["problem"]["message"]


def test_unreadable_robots_txt_leaves_the_ai_preference_unknown(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    server = serve(Site({"/robots.txt": Reply(503, body="busy"), "/": Reply(body="hi")}))
    robots = run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)]
    ).record["robots"]
    assert robots["training_preference"] == "unknown"
    assert robots["ai_crawlers_blocked"] is None
    missing = serve(Site({"/": Reply(body="hi " * 200)}))
    robots = run_scrapy(
        ["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", missing)]
    ).record["robots"]
    assert (robots["training_preference"], robots["ai_crawlers_blocked"]) == ("none", [])


def test_the_production_profile_must_say_who_runs_the_bot(tmp_path: Path) -> None:
    env = {"SCRAPY_SETTINGS_MODULE": "settings.production"}
    done = scrapy("crawl", "brief", "-a", "domain=a.test", "-O", str(tmp_path / "b.jsonl"), env=env)
    assert done.returncode == 1
    assert "set SITEBRIEF_BOT_URL to a page of yours" in done.stderr


def test_the_default_identity_names_no_url_it_does_not_own(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    server = serve(company("Acme"))
    run = run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)])
    assert run.record["agent"] == "SiteBriefBot/0.1.0"
    assert server.seen[0].headers["User-Agent"] == "SiteBriefBot/0.1.0"


# --- scrapy robots, scrapy fetch, the demo, scrapy options ----------------------------


def test_robots_refuses_a_url_without_a_scheme_in_one_line() -> None:
    done = scrapy("robots", "acme.com/about")
    assert done.returncode == 2
    assert (
        done.stderr.strip()
        == "sitebrief: 'acme.com/about' is not a web address: give it whole, such as https://acme.com/about"
    )


def test_robots_with_a_missing_file_is_one_line() -> None:
    done = scrapy("robots", "--file", "/nonexistent/robots.txt", "https://a.test/")
    assert done.returncode == 1
    assert (
        done.stderr.strip()
        == "sitebrief: cannot read /nonexistent/robots.txt: No such file or directory"
    )


def test_robots_says_the_ai_preference_once_per_site(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": Reply(body="User-agent: *\nDisallow: /x\n")}))
    urls = ["https://acme.test/", "https://acme.test/x", "https://acme.test/y"]
    run = run_scrapy(["robots", *urls], [("acme.test", server)])
    assert run.stdout.count("ai-training preference") == 1
    assert run.stdout.count("SiteBriefBot https://acme.test/") == 3
    down = run_scrapy(["robots", *urls], [("acme.test", serve(Site({"/robots.txt": Reply(503)})))])
    assert down.stdout.count("# https://acme.test/robots.txt") <= 1
    assert down.stdout.count("ai-training preference: unknown") == 1


def test_fetch_says_why_a_url_was_refused_even_without_a_log() -> None:
    done = scrapy("fetch", "--nolog", "-s", "SITEBRIEF_ALLOWED_NETWORKS=", "http://127.0.0.2:9/")
    assert done.returncode == 1
    assert "sitebrief: http://127.0.0.2:9/ was not fetched: PrivateDestination" in done.stderr


def test_the_demo_refuses_a_folder_that_does_not_exist() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sitebrief.dev.demo", "--site", "/nonexistent"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert (
        "python -m sitebrief.dev.demo: error: argument --site: /nonexistent is not a folder"
        in done.stderr
    )


def test_options_lists_arguments_and_settings() -> None:
    done = scrapy("options")
    assert done.returncode == 0
    assert "domains_file" in done.stdout
    assert "SITEBRIEF_DEADLINE (float, default: 60.0)" in done.stdout


# --- what people type in domain lists --------------------------------------------------


def test_domains_file_comments_and_lines(tmp_path: Path) -> None:
    listing = tmp_path / "d.txt"
    listing.write_text("acme.com  # our best customer\n# all of this line\n\nbeta.com\n")
    assert read_inputs(domains_file=str(listing), max_bytes=16 << 20) == [
        (1, "acme.com"),
        (4, "beta.com"),
    ]


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ('"acme.com"', "is in quotes"),
        ("acme..com", "two dots in a row"),
        ("//acme.com", "starts with //"),
    ],
)
def test_common_typing_mistakes_get_the_right_message(typed: str, said: str) -> None:
    target = parse_target(typed)
    assert target.domain is None and target.error is not None and said in target.error
