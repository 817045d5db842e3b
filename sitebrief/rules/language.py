"""The language of a page's text, for a homepage whose ``<html lang>`` is
empty or missing (pure: lines in, an ISO 639-1 code out).

py3langid (BSD-3-Clause) ships its model in the wheel (4.6 MB, 97 languages,
no download at run time) and classifies a page in well under a millisecond;
the model is loaded once per process, when a homepage first needs it (about
0.5 s, most of it LZMA; the spider calls ``detect`` in a thread, and only
when the language can change the key pages: ``keypages.language_decides``).
Deterministic: the same text, the same answer.
"""

from __future__ import annotations

import threading
import unicodedata
from functools import cache
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


@cache
def _load() -> Any:
    # Imported here: numpy and the model cost nothing until a page needs them.
    from py3langid.langid import (  # type: ignore[import-untyped]
        MODEL_FILE,
        LanguageIdentifier,
    )

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)


def detect(lines: list[str]) -> str | None:
    """The language the lines are written in, when the text says so clearly."""
    text = "\n".join(line.lstrip("#-| ") for line in lines)[:MAX_CHARS]
    letters = sum(3 if unicodedata.east_asian_width(c) == "W" else 1 for c in text if c.isalpha())
    if letters < MIN_CHARS:
        return None
    language, confidence = _identifier().classify(text)
    return str(language) if confidence >= MIN_CONFIDENCE else None
