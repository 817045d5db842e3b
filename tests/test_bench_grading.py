"""The key-page bench's grading: a path as a person writes it."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "keypages.py"


@pytest.fixture(scope="module")
def bench() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("bench_keypages", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield module


@pytest.mark.parametrize(
    ("path", "normal"),
    [
        ("/products/", "/products"),
        ("/%CE%BC%CE%B5%CE%BD%CE%BF%CF%8D/", "/μενού"),
        # A folder's index is the folder: the server answers both with one file.
        ("/products/index.html", "/products"),
        ("/index.php", "/"),
        ("/index.html", "/"),
        ("/shop/index-of-goods.html", "/shop/index-of-goods.html"),
    ],
)
def test_a_path_as_a_person_writes_it(bench: ModuleType, path: str, normal: str) -> None:
    assert bench.norm(path) == normal
