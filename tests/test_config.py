"""The table of settings: each value is read with its row's type and bounds,
once, and a mistake is one clear line (in-process; tests/test_cli.py runs the
same refusals through `scrapy crawl`)."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy.settings import Settings
from scrapy.utils.test import get_crawler

from sitebrief.config import ROWS, Config, ConfigError, defaults


def read(**values: Any) -> Config:
    return Config.from_settings(Settings(values))


@pytest.mark.parametrize(
    ("name", "given", "expected"),
    [
        ("SITEBRIEF_MIN_PAGE_CHARS", "120", 120),
        ("SITEBRIEF_MIN_PAGE_CHARS", 120.0, 120),
        ("SITEBRIEF_EMPTY_SITE_CHARS", "0", 0),
        ("SITEBRIEF_DEADLINE", "2.5", 2.5),
        ("SITEBRIEF_DEADLINE", 30, 30.0),
        ("SITEBRIEF_ALLOW_PROXY", "true", True),
        ("SITEBRIEF_ALLOW_PROXY", "0", False),
        (
            "SITEBRIEF_CONNECT_TO",
            "a.test:443:127.0.0.1:8443,b.test::127.0.0.1:",
            ["a.test:443:127.0.0.1:8443", "b.test::127.0.0.1:"],
        ),
        ("SITEBRIEF_CA_FILES", ["/a.pem"], ["/a.pem"]),
        ("SITEBRIEF_RENDER", "never", "never"),
        ("SITEBRIEF_BOT_URL", "https://ops.example/bot", "https://ops.example/bot"),
    ],
)
def test_a_value_is_read_with_its_rows_type(name: str, given: Any, expected: Any) -> None:
    value = getattr(read(**{name: given}), name.removeprefix("SITEBRIEF_").lower())
    assert value == expected and type(value) is type(expected)


@pytest.mark.parametrize(
    ("name", "given", "said"),
    [
        (
            "SITEBRIEF_MIN_PAGE_CHARS",
            "100.5",
            "SITEBRIEF_MIN_PAGE_CHARS must be a whole number, not '100.5'",
        ),
        (
            "SITEBRIEF_EMPTY_SITE_CHARS",
            300.5,
            "SITEBRIEF_EMPTY_SITE_CHARS must be a whole number, not 300.5",
        ),
        (
            "SITEBRIEF_HOME_BUDGET",
            "lots",
            "SITEBRIEF_HOME_BUDGET must be a whole number, not 'lots'",
        ),
        ("SITEBRIEF_HOME_BUDGET", True, "SITEBRIEF_HOME_BUDGET must be a whole number, not True"),
        ("SITEBRIEF_PAGE_BUDGET", "-1", "SITEBRIEF_PAGE_BUDGET must be zero or more, not '-1'"),
        ("SITEBRIEF_DEADLINE", "0", "SITEBRIEF_DEADLINE must be more than zero, not '0'"),
        ("SITEBRIEF_DEADLINE", "nan", "SITEBRIEF_DEADLINE must be a number, not 'nan'"),
        ("SITEBRIEF_DEADLINE", "1e999", "SITEBRIEF_DEADLINE must be a number, not '1e999'"),
        (
            "SITEBRIEF_CONCURRENT_BRIEFS",
            "0",
            "SITEBRIEF_CONCURRENT_BRIEFS must be more than zero, not '0'",
        ),
        (
            "SITEBRIEF_ALLOW_PROXY",
            "perhaps",
            "SITEBRIEF_ALLOW_PROXY must be True or False, not 'perhaps'",
        ),
        (
            "SITEBRIEF_RENDER",
            "sometimes",
            "SITEBRIEF_RENDER must be one of auto, never, always, not 'sometimes'",
        ),
        (
            "SITEBRIEF_AGENT_TOKEN",
            "Bot/1.0",
            "SITEBRIEF_AGENT_TOKEN 'Bot/1.0' is not a valid product token",
        ),
        (
            "SITEBRIEF_DEADLNE",
            "5",
            "unknown setting SITEBRIEF_DEADLNE (did you mean SITEBRIEF_DEADLINE?)",
        ),
    ],
)
def test_a_bad_value_is_one_clear_line(name: str, given: Any, said: str) -> None:
    with pytest.raises(ConfigError) as refused:
        read(**{name: given})
    assert str(refused.value) == said


def test_without_our_settings_every_default_applies() -> None:
    config = read()
    for row in ROWS:
        assert getattr(config, row.name) == row.default == defaults()[row.setting]


def test_a_crawler_reads_its_settings_once() -> None:
    crawler = get_crawler(settings_dict={"SITEBRIEF_DEADLINE": "7"})
    assert Config.of(crawler) is Config.of(crawler)
    assert Config.of(crawler).deadline == 7.0
    assert Config.of(get_crawler()).deadline == 60.0


def test_the_defaults_are_copies() -> None:
    defaults()["SITEBRIEF_CA_FILES"].append("/x.pem")
    assert defaults()["SITEBRIEF_CA_FILES"] == []
