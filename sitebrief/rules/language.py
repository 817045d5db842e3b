"""The language of a page's text, for a homepage whose ``<html lang>`` is
empty or missing (pure: lines in, an ISO 639-1 code out).

py3langid (BSD-3-Clause) ships its model in the wheel (4.6 MB, 97 languages,
no download at run time) and classifies a page in well under a millisecond;
the model is loaded once per process: by the warm-up when the machine's
cache of it (below) is there, else when a homepage first needs it (the
spider calls ``detect`` in a thread, and only when the language can change
the key pages: ``keypages.language_decides``). From the wheel that load is
~0.5 s of CPU, most of it LZMA, on the path of the brief a person waits for;
so the first load on a machine also keeps the model's arrays, uncompressed
(68 MB), in the user's cache folder, and every later process maps them in
a few milliseconds. A cache that cannot be written or read is skipped.
Deterministic: the same text, the same answer, from either source.
"""

from __future__ import annotations

import importlib.metadata
import json
import mmap
import os
import tempfile
import threading
import unicodedata
from array import array
from functools import cache
from pathlib import Path
from typing import Any

# Below this much text a guess is a coin toss ("Home | Shop | Kontakt"); a
# CJK character says about as much as a short word, and counts three.
MIN_CHARS = 40
MIN_CONFIDENCE = 0.5
# The start of a homepage says its language; more only costs time.
MAX_CHARS = 5000


_LOADING = threading.Lock()  # briefs detect in threads: the model is loaded once


def _identifier() -> Any:
    with _LOADING:
        return _load()


def prepare() -> None:
    """Load the model once: setup does, so a machine's first brief maps it."""
    _identifier()


def prepare_if_cached() -> bool:
    """Load the model now when the machine's cache of it is there (mapped in
    a few ms: the warm-up does, beside the first round trip, so a homepage
    that needs it does not wait); from the wheel (~0.5 s) it is left to the
    first page that needs it. True when it was loaded. The cache is read as
    ``_load`` reads it: one that is there but damaged (cut short, changed) is
    no cache, and the wheel's load is not the warm-up's."""
    if _read_cache(cache_folder()) is None:
        return False
    _identifier()
    return True


def cache_folder() -> Path:
    """Where the uncompressed model is kept: the user's cache (XDG), one
    folder per py3langid release, so an upgrade never reads an old model."""
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "sitebrief" / f"py3langid-{importlib.metadata.version('py3langid')}"


# The model's parts, as py3langid's load_model returns them, by file name:
# the two tables as .npy (mapped by numpy), the DFA's three int arrays raw
# (mapped and read through a memoryview, as fast to index as an array).
_TABLES = ("ptc", "pc")
_ARRAYS = {"nextmove": 3, "row": 4, "output": 5}


@cache
def _load() -> Any:
    # Imported here: numpy and the model cost nothing until a page needs them.
    from py3langid.langid import (  # type: ignore[import-untyped]
        MODEL_DIR,
        MODEL_FILE,
        LanguageIdentifier,
    )
    from py3langid.modelio import load_model  # type: ignore[import-untyped]

    folder = cache_folder()
    parts = _read_cache(folder)
    if parts is None:
        parts = load_model(MODEL_DIR / MODEL_FILE)
        _write_cache(folder, parts)  # a broken one is replaced
    ptc, pc, classes, nextmove, row, output = parts
    return LanguageIdentifier(ptc, pc, classes, nextmove, output, norm_probs=True, tk_row=row)


_SIZES = "sizes.json"  # each file's size, written last


def _sizes(folder: Path) -> dict[str, int]:
    return {path.name: path.stat().st_size for path in folder.iterdir() if path.name != _SIZES}


def _read_cache(folder: Path) -> tuple[Any, ...] | None:
    import numpy as np

    try:
        if json.loads((folder / _SIZES).read_text("utf-8")) != _sizes(folder):
            return None  # cut short (a full disk) or changed
        parts: list[Any] = [None] * 6
        for index, name in enumerate(_TABLES):
            parts[index] = np.asarray(np.load(folder / f"{name}.npy", mmap_mode="r"))
        parts[2] = (folder / "classes.txt").read_text("utf-8").split("\n")
        for name, index in _ARRAYS.items():
            (path,) = folder.glob(f"{name}.*")  # the suffix is the array's typecode
            with path.open("rb") as file:
                mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
            typecode: Any = path.suffix[1:]  # one of array's: checked by cast itself
            parts[index] = memoryview(mapped).cast(typecode)
        return tuple(parts)
    except (OSError, ValueError, TypeError, KeyError):
        return None  # none yet, or not whole: the wheel's model is read instead


def _write_cache(folder: Path, parts: tuple[Any, ...]) -> None:
    """Written whole into a folder of its own, then renamed into place: a
    process that reads it never sees half a model, and of two processes
    writing at once, one rename wins and the other's folder is removed."""
    import shutil

    import numpy as np

    classes = parts[2]
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(dir=folder.parent, prefix=".partial-"))
        try:
            for index, name in enumerate(_TABLES):
                np.save(work / f"{name}.npy", parts[index])
            (work / "classes.txt").write_text("\n".join(classes), "utf-8")
            for name, index in _ARRAYS.items():
                values = parts[index]
                values = values if isinstance(values, array) else array("i", values)
                (work / f"{name}.{values.typecode}").write_bytes(values.tobytes())
            (work / _SIZES).write_text(json.dumps(_sizes(work)), "utf-8")
            shutil.rmtree(folder, ignore_errors=True)
            os.rename(work, folder)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    except OSError:
        pass  # a read-only home: every process reads the wheel's model


def detect(lines: list[str]) -> str | None:
    """The language the lines are written in, when the text says so clearly."""
    text = "\n".join(line.lstrip("#-| ") for line in lines)[:MAX_CHARS]
    letters = sum(3 if unicodedata.east_asian_width(c) == "W" else 1 for c in text if c.isalpha())
    if letters < MIN_CHARS:
        return None
    language, confidence = _identifier().classify(text)
    return str(language) if confidence >= MIN_CONFIDENCE else None
