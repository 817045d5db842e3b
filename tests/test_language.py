"""The language model's cache (in-process): the first load on a machine keeps
the model uncompressed, later loads map it, and both answer alike."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from sitebrief.rules import language

TEXTS = [
    "Willkommen in unserer Bäckerei in Berlin: wir backen seit 1990 jeden Morgen frisch.",
    "Benvenuti nel nostro ristorante: cucina tradizionale toscana dal 1985, a Firenze.",
    "这是我们公司的网站，我们为客户提供高质量的产品和专业的服务。",
    "Acme forges anvils by hand in Sheffield and ships them across the country.",
    "Nasza piekarnia w Krakowie piecze chleb na zakwasie od trzech pokoleń.",
]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    language._load.cache_clear()
    yield language.cache_folder()
    language._load.cache_clear()


def answers() -> list[tuple[str, float]]:
    language._load.cache_clear()
    identifier = language._load()
    return [identifier.classify(text) for text in TEXTS]


def test_the_first_load_keeps_the_model_and_later_loads_map_it_alike(cache: Path) -> None:
    from_wheel = answers()
    assert (cache / "sizes.json").is_file()
    assert isinstance(language._read_cache(cache), tuple)
    assert answers() == from_wheel
    assert [code for code, _ in from_wheel] == ["de", "it", "zh", "en", "pl"]
    assert isinstance(language._load().tk_nextmove, memoryview)  # read from the cache


DAMAGES: list[Callable[[Path], object]] = [
    lambda folder: (folder / "sizes.json").unlink(),
    lambda folder: (folder / "nextmove.I").write_bytes(b"\0" * 1024),  # cut short
    lambda folder: (folder / "classes.txt").unlink(),
]


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_cache_is_read_past_and_replaced(
    cache: Path, damage: Callable[[Path], object]
) -> None:
    from_wheel = answers()
    damage(cache)
    assert language._read_cache(cache) is None
    assert answers() == from_wheel  # from the wheel again, and kept again
    assert language._read_cache(cache) is not None


def test_a_cache_that_cannot_be_written_costs_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    try:
        assert [code for code, _ in answers()] == ["de", "it", "zh", "en", "pl"]
    finally:
        language._load.cache_clear()


def test_the_warm_up_loads_the_model_only_from_the_cache(cache: Path) -> None:
    """Without a cache the model (~0.5 s from the wheel) waits for a page that
    needs it; with one, it is loaded ahead, and answers as the wheel's."""
    assert language.prepare_if_cached() is False
    assert language._load.cache_info().currsize == 0  # not loaded
    from_wheel = answers()  # the first load writes the cache
    language._load.cache_clear()
    assert language.prepare_if_cached() is True
    assert language._load.cache_info().currsize == 1
    assert [language._load().classify(text) for text in TEXTS] == from_wheel


@pytest.mark.parametrize("damage", DAMAGES)
def test_the_warm_up_leaves_a_damaged_cache_to_the_first_page(
    cache: Path, damage: Callable[[Path], object]
) -> None:
    """A damaged cache is no cache: the warm-up would load from the wheel."""
    answers()  # writes the cache
    language._load.cache_clear()
    damage(cache)
    assert language.prepare_if_cached() is False
    assert language._load.cache_info().currsize == 0  # not loaded
