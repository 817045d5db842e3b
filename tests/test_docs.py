"""The README's settings table is the table of settings (sitebrief/config.py):
every SITEBRIEF_ setting, with its type, default and meaning."""

from __future__ import annotations

import re

from sitebrief import settings
from sitebrief.commands.options import shown
from sitebrief.config import ROWS
from tests.crawl import ROOT


def test_the_readme_table_is_the_settings_table() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = re.findall(
        r"^\| `(SITEBRIEF_\w+)` \| (\w+) \| `([^`]*)` \| (.*) \|$", readme, re.MULTILINE
    )
    assert table == [(r.setting, r.type_name, shown(r.default), r.help) for r in ROWS]


def test_the_settings_module_has_every_default() -> None:
    names = {name for name in dir(settings) if name.startswith("SITEBRIEF_")}
    assert names == {row.setting for row in ROWS}
    for row in ROWS:
        assert getattr(settings, row.setting) == row.default
