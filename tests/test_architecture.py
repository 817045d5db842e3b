"""The flow runs one way (import-linter's contracts in pyproject.toml say which
packages may import which; test.sh runs them). This adds what import-linter
cannot see inside an external package: of Scrapy and Twisted, the pure
packages use only parsers and exception classes, never the engine."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.crawl import ROOT

PURE = ("rules", "page", "robots")
ALLOWED = {
    "scrapy.exceptions",  # exception classes a rule maps to a problem
    "scrapy.robotstxt",  # the RobotParser interface our parser implements
    "scrapy.utils.sitemap",  # Scrapy's capped, entity-safe sitemap parser
    "scrapy.utils.gz",  # and its capped gunzip
    "twisted.internet.error",  # exception classes, as above
}


def runtime_imports(path: Path) -> set[str]:
    """Modules imported when the module runs (TYPE_CHECKING blocks left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for node in ast.walk(block)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


@pytest.mark.parametrize(
    "path",
    sorted(p for pkg in PURE for p in (ROOT / "sitebrief" / pkg).rglob("*.py")),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_pure_modules_use_no_engine(path: Path) -> None:
    frameworks = {m for m in runtime_imports(path) if m.split(".")[0] in ("scrapy", "twisted")}
    engine = {m for m in frameworks if not any(m == ok or m.startswith(f"{ok}.") for ok in ALLOWED)}
    assert not engine


def test_the_check_sees_an_engine_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "from typing import TYPE_CHECKING\nimport scrapy.core.engine\n"
        "if TYPE_CHECKING:\n    from scrapy.crawler import Crawler\n"
    )
    assert runtime_imports(module) == {"typing.TYPE_CHECKING", "scrapy.core.engine"}
