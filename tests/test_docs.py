"""The README's settings table documents every SITEBRIEF_ setting, with its default."""

from __future__ import annotations

import re

from sitebrief import options, settings
from tests.crawl import ROOT


def test_every_setting_is_in_the_readme_table() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = re.findall(
        r"^\| `(SITEBRIEF_\w+)` \| \w+ \| `([^`]*)` \| (.*) \|$", readme, re.MULTILINE
    )
    rows = {name: default for name, default, _ in table}
    # `scrapy options` says the same as the README.
    assert {name: text for name, _, text in table} == options.SETTINGS
    names = {name for name in dir(settings) if name.startswith("SITEBRIEF_")}
    assert names == set(rows)
    for name in names:
        default = getattr(settings, name)
        assert rows[name] == (str(default) if not isinstance(default, float) else f"{default:g}"), (
            name
        )
