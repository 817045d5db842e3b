"""Key pages: which kind a URL is, which URLs belong to the site, and which
candidate of a kind is best (pure: no Scrapy).

A kind is named by a word of ``kindwords.py`` (any of its languages) as a
whole path segment (``/about``, ``/About.html``, ``/de/ueber-uns``; shipping
words also as a prefix, ``/shipping-policy``; ``/for-teams`` is products), or
by a link's text: its whole text (``Über uns``, ``会社概要``), or a word or
phrase of a short label (``Über uns und Team``, ``Meet the team``); a compound
of one word by its last part (``Patientenfragen``), a label without its
edition (``Quote 2026/27``). A navigation entry named after the
organisation itself (its site name; a part of the title only whole), or
one that begins with "about" in the site's language (``O penzionu``, ``Über
die Praxis``), is its about page. The page a kind word names is the section it heads:
``/solutions/ngos/`` stands for ``/solutions/``. A path or link text with a
legal, licence, cookie, account, career or cart word is never a key page. A
page a CMS names by a query (``/?page_id=2``, ``index.php?page=rolunk``) is a
page of its own; any other query is the page without it. A
candidate in another language than the homepage's (``/de/…`` when the
homepage is English) is left out.

Among candidates of one kind, best first: in the homepage's navigation (the
site's own map of what matters); named by the kind's main word rather than a
weaker synonym (``/about-us`` only in the sitemap over ``Meet the team`` in
the page); fewest path segments; linked from the homepage; in the page
rather than only the footer; named by both its link text and its path; then
the shortest path.

Navigation entries that no word names are ``unnamed``: the spider may read a
few of them and let their content say their kind (``proof.py``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from datetime import date
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

from sitebrief.rules import hosts as _hosts
from sitebrief.rules.hosts import host_key, strip_www
from sitebrief.rules.kindwords import (
    ABOUT_PREFIXES,
    ABOUT_SUFFIXES,
    ACCOUNT,
    ALIASES,
    AND_ELSEWHERE,
    AND_WORDS,
    ARTICLES,
    AUDIENCE,
    CALENDAR,
    COMPOUNDING,
    DETERMINERS,
    EVENTS,
    EXCLUDED,
    FAMILY_FIRST,
    FAMILY_LAST,
    GENERIC_HEADS,
    HEAD_PARTICLES,
    KINDS,
    NAME_PREFIXES,
    NO_COMPOUND_HEADS,
    NOT_A_NAME,
    NOT_SHOPS,
    OF_WORDS,
    OTHER,
    POSTS,
    PRACTICE,
    QUESTION_HEADS,
    READER_KINDS,
    READERS,
    RELATIONS,
    SCOPED,
    SECOND_HAND_FIRST,
    SECOND_HAND_LAST,
    SHOP_HEAD,
    SINCE_AFTER,
    SINCE_BEFORE,
    TEAM,
    TRADE_LAST,
    USAGE_GUIDES,
    WAY_THERE,
    WHO,
    WHO_IS,
    WHOLESALE,
    WORDS,
)

PRIORITY = KINDS
MAX_KEY_PAGES = 5
# Extensions a key page may have; anything else (.pdf, .jpg, …) is not a page.
_PAGE_EXTENSIONS = frozenset({"", "html", "htm", "php", "asp", "aspx", "jsp", "shtml"})
_LANGUAGE_SEGMENT = re.compile(r"[a-z]{2}(?:[-_][a-z]{2,4})?")
# ISO 639-1 codes that sites use as a path prefix (the first segment).
_LANGUAGE_CODES = (
    "en de fr es it nl pt pl sv da no nb fi ja zh ko ru tr cs sk hu ro bg el uk ar he hi id"
    " th vi ms et lv lt sl hr sr bs ca eu gl is ga nn fa sq mk tl ka sw"
)
LANGUAGES = frozenset(_LANGUAGE_CODES.split())
_SPACE = re.compile(r"[\s_]+")
# Punctuation becomes a space; the vowel signs of Indic and Thai scripts
# (marks Unicode counts neither as letters nor as accents) stay in their word.
_MARKS = "".join(
    re.escape(chr(c)) for c in range(0x0900, 0x1000) if unicodedata.category(chr(c)) in ("Mn", "Mc")
)
_PUNCTUATION = re.compile(rf"[^\w\s{_MARKS}-]")
_DASHES = re.compile(r"-+")
# Letters Unicode does not decompose into a base letter and an accent.
# Turkish dotless "ı" is folded too: "Hakkımızda" is the slug "hakkimizda".
_FOLD = str.maketrans(
    {"ł": "l", "ø": "o", "æ": "ae", "ß": "ss", "đ": "d", "ð": "d", "þ": "th", "œ": "oe", "ı": "i"}
)
# A link text of more words is a sentence ("Read how we priced…"), not a label.
MAX_LABEL_WORDS = 6
MAX_QUESTION_LABEL = 4  # "New sailor questions"; a longer text is a sentence
# Inside a longer label, a kind's main word or a phrase of a table counts
# ("Über uns und Team", "Meet the team"); a weak single word only alone: in
# "Portfolio Overview" or "Special offer" it is not the section's name.
OTHER_KIND = "other"  # home, contact, blog, news…: never a key page, never looked at


def normal(text: str) -> str:
    """Case, accents, spaces and punctuation folded: "Über uns!" → "uber-uns"."""
    folded = unicodedata.normalize("NFKD", text.lower().translate(_FOLD))
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return _DASHES.sub("-", _SPACE.sub("-", _PUNCTUATION.sub(" ", folded).strip()))


_AND = {language: frozenset(words.split()) for language, words in AND_WORDS.items()}
# "And" in a label whose language is not known: a word that is "and" in one
# language and no preposition or article in another.
_EVERY_AND = frozenset().union(*_AND.values())
_ANY_AND = _EVERY_AND - frozenset(AND_ELSEWHERE.split())


def _keys(word: str, language: str) -> list[str]:
    """A table word's keys: itself, and a phrase with its language's "and"
    between two words without it ("fragen-und-antworten" is also
    "fragen-antworten"): a menu writes "and" as "&" or "+", and those fold
    away ("Fragen & Antworten")."""
    key = normal(word.lstrip("~"))
    tokens = key.split("-")
    ands = _AND.get(language, frozenset())
    joined = [
        "-".join(tokens[:i] + tokens[i + 1 :])
        for i in range(1, len(tokens) - 1)
        if tokens[i] in ands
    ]
    return [key, *joined]


def _table() -> dict[str, tuple[str, bool]]:
    table: dict[str, tuple[str, bool]] = {}
    for language, words in WORDS.items():
        for kind, line in words.items():
            for word in line.split():
                weak = word.startswith("~")
                for key in _keys(word, language):
                    if key not in table or (table[key][1] and not weak):
                        table[key] = (kind, weak)
    for language, line in OTHER.items():
        for word in line.split():
            for key in _keys(word, language):
                table.setdefault(key, (OTHER_KIND, False))
    return table


_WORD_KIND = _table()
_WORD_LANGUAGES: dict[str, set[str]] = {}
for _language, _words in WORDS.items():
    for _line in _words.values():
        for _word in _line.split():
            for _key in _keys(_word, _language):
                _WORD_LANGUAGES.setdefault(_key, set()).add(_language)
_DETERMINERS = frozenset(DETERMINERS.split())
_READERS = frozenset(READERS.split()) - _DETERMINERS
# CJK labels have no spaces between words: their table words are found inside.
_CJK_WORDS = sorted(
    (word for word in _WORD_KIND if any(unicodedata.east_asian_width(c) == "W" for c in word)),
    key=lambda word: (-len(word), word),
)
_SHIPPING_PREFIXES = tuple(
    normal(w.lstrip("~")) + "-" for lang in WORDS.values() for w in lang["shipping"].split()
)


# A compound's last part names its kind when it is this long (see kindwords.COMPOUNDING).
MIN_COMPOUND_HEAD = 6
# And what comes before it is a word of its own, not a prefix ("Ge-", "Be-").
MIN_COMPOUND_MODIFIER = 3
# The kinds a compound's last part names: a price list, a FAQ, a shipping
# page is one wherever it is filed ("Zimmerpreise", "Patientenfragen"); an
# organisation's or an offer's word at the end is often another's
# ("Partnerunternehmen" are partner firms, "Badezimmer" a bathroom).
_COMPOUND_KINDS = frozenset({"pricing", "faq", "shipping"})
_COMPOUND_HEADS = {
    key: _WORD_KIND[key][0]
    for language in COMPOUNDING.split()
    for kind, line in WORDS[language].items()
    if kind in _COMPOUND_KINDS
    for word in line.split()
    if "-" not in (key := normal(word.lstrip("~")))
    and len(key) >= MIN_COMPOUND_HEAD
    and key not in NO_COMPOUND_HEADS.split()
}
_GENERIC_HEADS = tuple(normal(word) for word in GENERIC_HEADS.split())
_NOT_SHOPS = tuple(NOT_SHOPS.split())
_HEAD_PARTICLES = tuple(HEAD_PARTICLES.split())


def _compound_kind(key: str) -> tuple[str, bool] | None:
    """A compound of one word that ends with a kind's word ("patientenfragen",
    "zimmerpreise"), or with a generic part after one ("kostenbeispiele"):
    that kind, weaker (the compound names a part or a sort of it)."""
    if "-" in key or key in _WORD_KIND:
        return None
    if (
        key.endswith(SHOP_HEAD)
        and len(key) - len(SHOP_HEAD) >= MIN_COMPOUND_MODIFIER
        and not key.endswith(_NOT_SHOPS)
    ):
        return "products", True  # "Clubshop", "Vereinsshop": a shop's goods
    for head in _GENERIC_HEADS:
        modifier = key[: -len(head)]
        if key.endswith(head) and len(modifier) >= MIN_COMPOUND_MODIFIER:
            found = _WORD_KIND.get(modifier)
            if found is not None and found[0] != OTHER_KIND:
                return found[0], True
    for start in range(MIN_COMPOUND_MODIFIER, len(key) - MIN_COMPOUND_HEAD + 1):
        if (kind := _COMPOUND_HEADS.get(key[start:])) is None:
            continue
        if kind == "faq" and key[:start].endswith(_HEAD_PARTICLES):
            return None  # "Gruppenanfragen": enquiries, a verb's particle before "fragen"
        before = _WORD_KIND.get(key[:start])
        if before is not None and before[0] == OTHER_KIND:
            return None  # "Newsletterversand": the newsletter's, not a shipment
        return kind, True
    return None


@dataclass(frozen=True)
class Link:
    """A link on the homepage: where it goes, what it says, and where it sits."""

    url: str
    text: str = ""
    region: str = "body"  # "nav", "body" or "footer"
    section: str = ""  # in a navigation submenu: its parent item's label ("Services")
    heading: bool = False  # inside a heading of the page's body: a card's or a section's title


# Folded as the texts they are compared with (Hangul and kana decompose too).
_EXCLUDED = frozenset(normal(word) for word in EXCLUDED)


_SINCE = re.compile(
    rf"(?:(?:{'|'.join(map(normal, SINCE_BEFORE.split()))})(?:-(?:in|en|em|im|nel|i|w))?"
    rf"-(\d{{4}})|(\d{{4}})-(?:{'|'.join(map(normal, SINCE_AFTER.split()))}))"
)
MIN_SINCE = 1000  # "Seit 1724", "Dal 1680": old houses are old


def _since(key: str) -> bool:
    """A label that is the year the organisation began ("Since 1987",
    "Fondée en 1990"): a year before this one."""
    found = _SINCE.fullmatch(key)
    return found is not None and MIN_SINCE <= int(found[1] or found[2]) < date.today().year


_ACCOUNT = frozenset(normal(word) for word in ACCOUNT.split())
_PRACTICE = frozenset(PRACTICE.split())


def _says_one_of(text: str, words: frozenset[str]) -> bool:
    """The text (folded) is one of ``words``, or one of its words is."""
    key = normal(text)
    return key in words or any(part in words for part in key.split("-"))


def _account(text: str) -> bool:
    """A login, account or cart page's label (``kindwords.ACCOUNT``)."""
    return _says_one_of(text, _ACCOUNT)


def excluded(text: str) -> bool:
    """A legal, licence, cookie, account, career or cart page (or link)."""
    return _says_one_of(text, _EXCLUDED)


def _segment_kind(segment: str) -> tuple[str, bool] | None:
    stem, dot, extension = segment.lower().partition(".")
    if dot and extension not in _PAGE_EXTENSIONS:
        return None
    key = normal(stem)
    found = _WORD_KIND.get(key)
    if found is not None:
        return found if found[0] != OTHER_KIND else None
    if key in _PRACTICE:
        return "about", True
    if (compound := _compound_kind(key)) is not None:
        return compound
    if (phrase := _phrase_head(key)) is not None:
        return phrase
    if key.startswith(_SHIPPING_PREFIXES):
        return "shipping", True
    if key.startswith("for-") and len(key) > 4:
        return "products", True  # an audience's product page: /for-teams, /for-business
    return None


def _phrase_head(key: str) -> tuple[str, bool] | None:
    """A slug of words that ends with a price list's, a FAQ's or a shipping
    page's own word ("new-beekeeper-faq", "room-prices"): that kind, weaker.
    A slug is a phrase, its last word what the page is (the compound rule's
    head, written with hyphens), unless an earlier word makes it another
    section's ("blog-faq")."""
    tokens = key.split("-")
    head = _WORD_KIND.get(tokens[-1]) if len(tokens) >= 2 else None
    if head is None or head[1] or head[0] not in _COMPOUND_KINDS:
        return None
    if any(_other_word(token) for token in tokens[:-1]):
        return None
    return head[0], True


_YEAR_TOKEN = re.compile(r"(?:19|20)\d\d")


def _without_edition(key: str) -> str:
    """A label without the year or season it ends with ("quote-2026-27",
    "priser-2027"): its edition; the words before it say what the page is."""
    tokens = key.split("-")
    cut = len(tokens)
    while cut > 1 and tokens[cut - 1].isdigit():
        cut -= 1
    if cut == len(tokens) or not any(_YEAR_TOKEN.fullmatch(t) for t in tokens[cut:]):
        return key
    return "-".join(tokens[:cut])


_SCOPED = {
    (language, normal(word.lstrip("~"))): (kind, word.startswith("~"))
    for language, words in SCOPED.items()
    for kind, line in words.items()
    for word in line.split()
}
_SCOPED_LANGUAGES = frozenset(language for language, _ in _SCOPED) | {"no", "da", "sv"}


# The Nordic languages write "the" as a suffix ("Historien", the history;
# "Prisene", the prices; "Tjänsterna", the services): one of their table words
# with it is that word's kind, weaker, in the site's own language only
# ("Historien" is no word of German's).
_DEFINITE_SUFFIXES = {
    "no": ("ene", "en", "et", "ne", "n", "a"),
    "da": ("erne", "ene", "en", "et", "ne", "n"),
    "sv": ("erna", "arna", "orna", "na", "en", "et", "n"),
}
MIN_DEFINITE_STEM = 4


def _definite_kind(key: str, code: str) -> tuple[str, bool] | None:
    if "-" in key:
        return None
    for suffix in _DEFINITE_SUFFIXES.get(code, ()):
        stem = key[: -len(suffix)]
        if key.endswith(suffix) and len(stem) >= MIN_DEFINITE_STEM:
            found = _WORD_KIND.get(stem)
            if found is not None and found[0] != OTHER_KIND and code in _word_languages(stem):
                return found[0], True
    return None


def _scoped_kind(text: str, language: str | None) -> tuple[str, bool] | None:
    """The kind a link's text names by a word of the site's language alone
    (``kindwords.SCOPED``: Italian "Quote 2026/27", the fees; a Nordic word
    with its article: "Historien")."""
    code = _table_language(language)
    if code not in _SCOPED_LANGUAGES or not text:
        return None
    key = _without_edition(normal(text))
    return _SCOPED.get((code, key)) or _definite_kind(key, code)


def _label_kind(text: str) -> tuple[str, bool] | None:
    found = _label_match(text)
    return (found[0], found[1]) if found is not None else None


def _label_match(text: str) -> tuple[str, bool, str] | None:
    """What a link's text names: its whole text (after its articles and
    possessives: "La carta"), else its longest table phrase (a strong word
    before a weak one, then the first), when the text is a label of a few
    words; ``other`` for home, contact, blog and the like."""
    if _since(folded := normal(text)):
        return ("about", True, folded)
    key = _without_edition(folded)
    if not key:
        return None
    if (whole := _WORD_KIND.get(key)) is not None:
        return (*whole, key)
    if key in _PRACTICE:
        return ("about", True, key)
    tokens = key.split("-")
    if len(tokens) > MAX_LABEL_WORDS:
        return None
    teases, teased = _teased(text)
    if teases:
        return teased
    named, readers = tokens, False
    while len(named) > 1 and (named[0] in _DETERMINERS or named[0] in _READERS):
        readers = readers or named[0] in _READERS
        named = named[1:]
    if (
        named is not tokens
        and (whole := _WORD_KIND.get("-".join(named))) is not None
        and (not readers or whole[0] in READER_KINDS)
    ):
        return (*whole, "-".join(named))
    if len(named) == 1 and (compound := _compound_kind(named[0])) is not None:
        return (*compound, named[0])  # "Patientenfragen", "Kostenbeispiele"
    found: list[tuple[int, bool, int, tuple[str, bool, str]]] = []
    for size in range(min(4, len(tokens)), 0, -1):
        for start in range(len(tokens) - size + 1):
            phrase = "-".join(tokens[start : start + size])
            hit = _WORD_KIND.get(phrase)
            if hit is not None and (size > 1 or not hit[1]):
                found.append((-size, hit[1], start, (*hit, phrase)))
    for word in _CJK_WORDS:
        at = _cjk_index(key, word)
        if at is not None:
            hit = _WORD_KIND[word]
            found.append((-len(word), hit[1], at, (*hit, word)))
    if not found:
        if 2 <= len(tokens) <= MAX_QUESTION_LABEL and tokens[-1] in _QUESTION_HEADS:
            return ("faq", True, key)  # "New sailor questions": English puts the head last
        return _joined_words(text, tokens) or _second_hand(tokens)
    best = min(found)[3]
    if best[0] == OTHER_KIND and _offer_and_events(text, tokens):
        return None
    if best[0] == OTHER_KIND and _joins(text, tokens):
        # "Termine & Preise", "Über uns & Kontakt": another section joined to a
        # kind's main word is that kind's page, with its dates or its address.
        return next((hit for *_, hit in sorted(found) if hit[0] != OTHER_KIND and not hit[1]), best)
    return best


_TEASER = re.compile(r"\bmore\s+(about)\s+(.+)", re.IGNORECASE)


def _teased(text: str) -> tuple[bool, tuple[str, bool, str] | None]:
    """Whether the label teases ("More about the course", "Read more about
    our prices": "about" after "more" is a preposition), and what it names
    then: its object's kind ("about us", "our team": the about page); about
    anything else (a class, a treatment, a region, the goods) no kind."""
    teaser = _TEASER.search(text)
    if teaser is None or not (rest := normal(teaser[2])):
        return False, None
    if rest in ("us", "me"):
        return True, ("about", False, "about-us")
    return True, _label_match(teaser[2])


_SECOND_HAND_FIRST = frozenset(SECOND_HAND_FIRST.split())
_SECOND_HAND_LAST = tuple(word.split("-") for word in SECOND_HAND_LAST.split())
# "Used by 500 teams", "Used in hospitals": a sentence, no label of goods.
_NOT_GOODS_AFTER = frozenset(
    ["by", "in", "for", "to", "with", "as", "at", "on", "von", "par", "por"]
)


def _second_hand(tokens: list[str]) -> tuple[str, bool, str] | None:
    """Goods for sale or used, in a label of their own ("Used boats", "Pianos
    for sale", ``kindwords.SECOND_HAND_FIRST``, ``SECOND_HAND_LAST``): a
    dealer's stock, products (weak)."""
    first = (
        len(tokens) >= 2 and tokens[0] in _SECOND_HAND_FIRST and tokens[1] not in _NOT_GOODS_AFTER
    )
    last = any(tokens[-len(phrase) :] == phrase for phrase in _SECOND_HAND_LAST)
    return ("products", True, "-".join(tokens)) if first or last else None


def _joined_words(text: str, tokens: list[str]) -> tuple[str, bool, str] | None:
    """A label of one kind's words alone, joined by "and" ("Rette e
    iscrizioni", "Tariffe & tesseramento"): two names of one page are that
    page, as weak as its words; a weak word beside any other word is not."""
    # Any language's "and" here ("Składki i opłaty"): the words around it are
    # one kind's table words, so it is no article of another language.
    words = [token for token in tokens if token not in _EVERY_AND]
    kinds = {_WORD_KIND.get(word, ("",))[0] for word in words}
    if len(words) < 2 or not _joins(text, tokens, _EVERY_AND) or len(kinds) != 1:
        return None
    kind = kinds.pop()
    return None if kind in ("", OTHER_KIND) else (kind, True, "-".join(tokens))


_EVENTS = frozenset(normal(word) for word in EVENTS.split())
_CALENDAR = frozenset(normal(word) for word in CALENDAR.split())
_JOINED = re.compile(r"[&+＆・]")  # "・" joins Japanese labels ("料金・アクセス")


def _joins(text: str, tokens: list[str], ands: Collection[str] = _ANY_AND) -> bool:
    """The text joins its words as a list: a sign (``_JOINED``, folded out of its
    tokens) or one of ``ands``."""
    return _JOINED.search(text) is not None or any(token in ands for token in tokens)


# Each events word's own "and" (``kindwords.OTHER`` says its languages).
_EVENT_ANDS: dict[str, frozenset[str]] = {word: frozenset() for word in _EVENTS}
for _language, _line in OTHER.items():
    for _word in _line.split():
        if (_key := normal(_word)) in _EVENT_ANDS:
            _EVENT_ANDS[_key] |= _AND.get(_language, frozenset())


def _offer_and_events(text: str, tokens: list[str]) -> bool:
    """Events joined by "and" to words no table holds ("Weddings & Events",
    "Catering & Eventi"): the occasions a business serves, an offer; events
    alone, beside news or a venue's programme ("Konzerte & Events"), are a
    calendar (``kindwords.EVENTS``, ``kindwords.CALENDAR``)."""
    ands = _ANY_AND.union(*(_EVENT_ANDS.get(token, ()) for token in tokens))
    rest = [token for token in tokens if token not in ands]
    events = [token for token in rest if token in _EVENTS]
    others = [token for token in rest if token not in _EVENTS]
    return (
        len(events) == 1
        and bool(others)
        and _joins(text, tokens, ands)
        and not any(token in _WORD_KIND or token in _CALENDAR for token in others)
    )


def _events_of_offer(link: Link) -> bool:
    """An events entry under a section that joins events to an offer
    ("Catering & Eventi" ▸ "Eventi aziendali"): one of the occasions the
    business serves, as the section says, not a calendar."""
    if not link.section or not link.text:
        return False
    tokens = normal(link.section).split("-")
    found = _label_match(link.text)
    return (
        _offer_and_events(link.section, tokens)
        and found is not None
        and found[0] == OTHER_KIND
        and found[2] in _EVENTS
    )


def _katakana(char: str) -> bool:
    """A katakana letter, its prolonged sound mark or a (decomposed) voicing mark."""
    return "\u30a1" <= char <= "\u30ff" or char in "\u3099\u309a" or "\uff66" <= char <= "\uff9f"


def _cjk_index(key: str, word: str) -> int | None:
    """Where a CJK table word is inside a label. Katakana writes loanwords as
    runs of its letters: a katakana word with letters of the run on both sides
    is inside another word, "プラン" (plan) in "インプラント" (implant); one at
    a run's end is the compound's head ("ネットショップ", a net shop), and next
    to kanji or kana a word of its own ("料金プラン")."""
    start = key.find(word)
    while start >= 0:
        end = start + len(word)
        inside = (
            start > 0
            and end < len(key)
            and _katakana(key[start - 1])
            and _katakana(key[end])
            and _katakana(word[0])
            and _katakana(word[-1])
        )
        if not inside:
            return start
        start = key.find(word, start + 1)
    return None


def _path_word(url: str) -> str:
    """The word of the URL's path that names its kind (its last such segment)."""
    for segment in reversed([s for s in unquote(urlsplit(url).path).split("/") if s]):
        if _segment_kind(segment) is not None:
            key = normal(segment.lower().partition(".")[0])
            if key in _WORD_KIND:
                return key
            prefix = next((p for p in _SHIPPING_PREFIXES if key.startswith(p)), "for-")
            return prefix[:-1]
    return ""


def _word_languages(word: str) -> set[str]:
    return _WORD_LANGUAGES.get(word, {"en"} if word == "for" else set())


def _table_language(language: str | None) -> str:
    """The table a language code reads from: ``nb-NO`` → ``no``, ``sr`` → ``hr``."""
    code = (language or "")[:2].lower()
    return ALIASES.get(code, code)


def _in_language(word: str, language: str | None) -> bool:
    return bool(language) and _table_language(language) in _word_languages(word)


_ABOUT_PREFIXES = {
    language: tuple(normal(word) + "-" for word in words.split())
    for language, words in ABOUT_PREFIXES.items()
}
_NAME_PREFIXES = {
    language: tuple(normal(word).split("-") for word in words.split())
    for language, words in NAME_PREFIXES.items()
}
_FAMILY_FIRST = frozenset(FAMILY_FIRST.split())
_FAMILY_LAST = frozenset(FAMILY_LAST.split())
_FAMILY_OF = _FAMILY_FIRST | _FAMILY_LAST
_POSTS = frozenset(POSTS.split()) | frozenset(normal(word) for word in EVENTS.split())
_WHO = frozenset(WHO.split())
_WHO_IS = frozenset(WHO_IS.split())
_NOT_A_NAME = frozenset(NOT_A_NAME.split())
_QUESTION_HEADS = frozenset(QUESTION_HEADS.split())
# A label's words as written, their capitals kept ("Conoce a Fer", "Jan & Marieke").
_WORD_SPLIT = re.compile(r"[\s&+＆]+")
_ABOUT_SUFFIXES = {
    language: tuple("-" + normal(word) for word in words.split())
    for language, words in ABOUT_SUFFIXES.items()
}


def about_label(text: str, language: str | None) -> bool:
    """A navigation label that begins with "about" in the site's language
    ("O penzionu"), or ends with it where the language puts it last
    ("Şirket hakkında"); or "meet" and a name ("Meet Tom": ``NAME_PREFIXES``)."""
    code = _table_language(language)
    prefixes = _ABOUT_PREFIXES.get(code, ())
    suffixes = _ABOUT_SUFFIXES.get(code, ())
    key = normal(text)
    words = key.split("-")
    if len(words) > MAX_LABEL_WORDS:
        return False
    for prefix in _NAME_PREFIXES.get(code, ()):
        if words[: len(prefix)] == prefix and len(words) > len(prefix):
            named = words[len(prefix)]
            raw = _WORD_SPLIT.split(text.strip())
            # A name is written with its capital ("Conoce a Fer"; not "Poznaj ofertę").
            capital = len(raw) > len(prefix) and raw[len(prefix)][:1].isupper()
            return capital and named not in _DETERMINERS and named not in _NOT_A_NAME
    return (bool(prefixes) and key.startswith(prefixes)) or (
        bool(suffixes) and key.endswith(suffixes)
    )


def text_kind(text: str) -> tuple[str, bool] | None:
    """The kind a link's text names, if any (see ``_label_kind``)."""
    found = _label_kind(text) if text else None
    return found if found is not None and found[0] != OTHER_KIND else None


def _other_word(segment: str) -> bool:
    return _WORD_KIND.get(normal(segment.partition(".")[0]), ("",))[0] == OTHER_KIND


_RELATIONS = frozenset(normal(word) for line in RELATIONS.values() for word in line.split())
_WHOLESALE = frozenset(normal(word) for line in WHOLESALE.values() for word in line.split())


def _relation(url: str, text: str) -> bool:
    """Testimonials, sponsors, the press (``kindwords.RELATIONS``): as the whole
    label after its possessive ("Our Sponsors"), its words joined as a list
    ("Sponsoren & Partner"), or the path's last segment; never a word inside a
    label or a folder, where it is often another's ("Stampa digitale" is
    printing, "Partner pricing" a price list, "Sponsor a child" a charity's
    offer)."""
    tokens = normal(text).split("-") if text else []
    words = [t for t in tokens if t not in _DETERMINERS and t not in _ANY_AND]
    if words and (
        "-".join(words) in _RELATIONS
        or (len(words) > 1 and _joins(text, tokens) and all(w in _RELATIONS for w in words))
    ):
        return True
    return _last_word(url) in _RELATIONS


def _last_word(url: str) -> str:
    """The path's last segment, folded, without its extension ("" for the root)."""
    segments = [s for s in unquote(urlsplit(url).path).split("/") if s]
    return normal(segments[-1].partition(".")[0]) if segments else ""


def _wholesale(url: str, text: str) -> bool:
    """A shop's terms for resellers (``kindwords.WHOLESALE``): as the whole
    label after its determiners ("Venta mayorista", "Nasza hurtownia") or the
    path's last segment; inside a longer label it is another's."""
    words = [t for t in normal(text).split("-") if t not in _DETERMINERS] if text else []
    return "-".join(words) in _WHOLESALE or _last_word(url) in _WHOLESALE


def other_section(url: str, text: str) -> bool:
    """Home, contact, blog, news, events, a shop's wholesale terms…: a
    section no key page is in."""
    if _relation(url, text) or _wholesale(url, text):
        return True
    if (found := _label_kind(text)) is not None and found[0] == OTHER_KIND:
        return True
    return any(_other_word(s) for s in unquote(urlsplit(url).path).split("/") if s)


# Query keys that say which page a CMS shows (WordPress's plain permalinks
# ?page_id=2, ?p=5; Joomla's ?option=…&id=…; ?page=about; a Korean board's
# ?bo_table=faq): such a URL is a page of its own. Any other query (?s= a
# search, ?lang=en a language version, ?orderby= a sort) is the page without it.
_PAGE_QUERY_KEYS_WORDS = "page_id p id pid page pageid mid menu bo_table option view article itemid"
_PAGE_QUERY_KEYS = frozenset(_PAGE_QUERY_KEYS_WORDS.split())


def _page_query(query: str) -> list[tuple[str, str]]:
    """The pairs of a query that name a page, sorted."""
    return sorted(
        (key.lower(), value)
        for key, value in parse_qsl(query, keep_blank_values=False)
        if key.lower() in _PAGE_QUERY_KEYS
    )


def _query_kind(url: str) -> tuple[str, bool, str] | None:
    """A page a query names by a kind's word: ``/index.php?page=rolunk``."""
    for _, value in _page_query(urlsplit(url).query):
        if not excluded(value) and (found := _segment_kind(value)) is not None:
            return (*found, url)
    return None


# PrestaShop installs its CMS pages with these ids, and a shop that renames one
# keeps its id and its place in the footer: /content/4-el-taller is its "About
# us", /content/1-doprava its "Delivery", in any language.
_PRESTASHOP_CMS = {"1": "shipping", "4": "about"}
_PRESTASHOP_PAGE = re.compile(r"(\d+)-(.+)")


def _path_kind(url: str) -> tuple[str, bool, str] | None:
    """(kind, weak, the URL of the section the kind word heads)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return None
    if parts.query:
        return _query_kind(url)
    segments = [s for s in unquote(parts.path).split("/") if s]
    if any(excluded(segment) for segment in segments):
        return None
    for index in range(len(segments) - 1, -1, -1):
        found = _segment_kind(segments[index])
        # A weak features word is a generic one ("getting started",
        # "overview", "platform") that takes its sense from the section it
        # is filed under: under another kind's (/help/getting-started, a
        # help centre's guide) it is a part of that section, no features
        # page. A team or a price list means itself wherever it is filed.
        if (
            found == ("features", True)
            and index == len(segments) - 1
            and any(
                (other := _segment_kind(segment)) is not None and other[0] != "features"
                for segment in segments[:index]
            )
        ):
            continue
        if (
            found is not None
            and normal(segments[index].partition(".")[0]) not in _WORD_KIND
            and any(normal(segment) in _POSTS for segment in segments[:index])
        ):
            # A post's slug under news or a blog ("/actualites/portes-ouvertes-
            # septembre-2024"): a sentence, whatever word it begins with. A
            # kind's own word there ("/blog/faq") is still its page.
            return None
        if found is not None:
            if index == len(segments) - 1:
                return (*found, url)
            head = "/".join(parts.path.split("/")[: _raw_index(parts.path, index) + 1]) + "/"
            return (*found, urlunsplit((parts.scheme, parts.netloc, head, "", "")))
    if (
        len(segments) >= 2
        and segments[-2] == "content"
        and _at_root(segments[:-2])
        and (page := _PRESTASHOP_PAGE.fullmatch(segments[-1])) is not None
    ):
        # Its slug's words first ("4-preguntas-frecuentes"), then the id.
        if (named := _segment_kind(page[2])) is not None:
            return (*named, url)
        if (kind := _PRESTASHOP_CMS.get(page[1])) is not None:
            return kind, True, url
    if (
        len(segments) >= 3
        and segments[-3] == "c"
        and _at_root(segments[:-3])
        and segments[-1].isdigit()
        and not _other_word(segments[-2])
    ):
        # Shoper, a Polish shop platform, writes a category as /<language>/c/<name>/<id>.
        return "products", True, url
    return None


def _at_root(prefix: list[str]) -> bool:
    """A platform's path at the site's root or under a language's version
    (``/pl/c/…``), not a section's (``/forum/c/…``, ``/blog/content/…``)."""
    return not prefix or (len(prefix) == 1 and language_of("/" + prefix[0]) is not None)


def _raw_index(path: str, index: int) -> int:
    """The position in path.split("/") of the index-th non-empty segment."""
    seen = -1
    for position, piece in enumerate(path.split("/")):
        if piece:
            seen += 1
            if seen == index:
                return position
    return len(path.split("/")) - 1


def page_kind(url: str) -> str | None:
    """The kind the URL's path names, if any (see the module docstring)."""
    found = _path_kind(url)
    return found[0] if found else None


def language_of(path: str) -> str | None:
    first = next((s for s in path.split("/") if s), "").lower()
    if _LANGUAGE_SEGMENT.fullmatch(first) and first[:2] in LANGUAGES:
        return first[:2]
    return None


def same_site(url: str, hosts: tuple[str, ...]) -> bool:
    """On one of the hosts (the input domain, where the homepage was read) or a
    subdomain; a URL that does not parse (``http://[::1/x``) is on none."""
    try:
        return _hosts.same_site(urlsplit(url).hostname or "", hosts)
    except ValueError:
        return False


def site_hosts(domain: str, final_url: str) -> tuple[str, ...]:
    """The input domain and the homepage's final host (a rebranded site is both)."""
    final = strip_www(host_key(urlsplit(final_url).hostname or ""))
    return tuple(sorted({domain, final}))


def another_owner(domain: str, final_url: str) -> bool:
    """Did the homepage end on a site another owner registered?"""
    return _hosts.registrable(urlsplit(final_url).hostname or "") != _hosts.registrable(domain)


Rank = tuple[int, int, int, int, int, int, int, int, int, int, str]


@dataclass(frozen=True, order=True)
class Candidate:
    rank: Rank
    url: str
    kind: str
    linked: bool
    # "words": named by its path or link text; "name": a navigation entry named
    # after the organisation; "content": its content said so (proof.py).
    by: str = "words"


def _rank(
    url: str,
    linked: bool,
    region: str,
    both: bool,
    weak: bool,
    *,
    nested: bool = False,
    order: int = 0,
    refines: int | None = None,
    team: bool = False,
    footer_kind: bool = False,
) -> Rank:
    path = urlsplit(url).path
    depth = len([s for s in path.split("/") if s])
    return (
        # The menu's own entries first, but not a weak synonym inside another
        # section's submenu ("Resources" ▸ "Help center"): a top-level entry
        # is a section the site thinks matters, a submenu's weak word one of
        # the parts of another, and a synonym is weak because it may name
        # something else (a help centre's documentation); the kind's main word
        # elsewhere ("FAQ" in the footer) is the page a person opens for it.
        # So too for the kinds a site files in its footer (``footer_kind``: its
        # FAQ, its shipping): a weak word at the menu's top ("Infos pratiques",
        # "Cómo comprar") is a broader page than a main word the homepage
        # links, and comes before one only the sitemap lists (a blog's
        # /category/faq/ archive).
        _tier(linked, region, weak, nested, footer_kind),
        1 if weak else 0,
        # The organisation's own page over its people's ("Wie we zijn" over
        # "Ons team"): the team is one part of the story (``kindwords.TEAM``).
        1 if team else 0,
        # A page that names its section's kind again, in the menu's order
        # ("Iscrizioni" ▸ "Quote 2026/27"): see _refines.
        refines if refines is not None else MAX_LINKS_RANK,
        depth,
        0 if linked else 1,
        1 if region == "footer" else 0,
        0 if both else 1,
        # Then the menu's order: a site lists the whole before its parts
        # ("O Escritório" before "Equipe", the firm before its lawyers), in
        # the top level and in an about section's submenu.
        order,
        len(path),
        url,
    )


def _tier(linked: bool, region: str, weak: bool, nested: bool, footer_kind: bool) -> int:
    """The first part of ``_rank``: the menu's own entries first (see there)."""
    in_menu = linked and region == "nav"
    if not footer_kind:
        return 0 if in_menu and not (weak and nested) else 1
    if in_menu and not weak:
        return 0
    if linked and not weak:
        return 1  # the footer's "Questions fréquentes"
    return 2 if in_menu and not nested else 3


MAX_LINKS_RANK = 1000  # after any submenu's position
# The kinds a site files in its footer, with its other customer-service pages.
_FOOTER_KINDS = frozenset({"faq", "shipping"})


# The kind whose weaker words name a process with a fee ("Iscrizioni",
# "Membership", "Mitglied werden"): its price list is a part of it. A shop,
# a help section, an organisation's or an offer's is the whole of its parts.
_REFINED_KINDS = frozenset({"pricing"})


def _refines(link: Link, kind: str, links: list[Link], language: str | None) -> int | None:
    """Its position in its submenu, when a page names by its own words the
    price list its section names by a weaker word ("Iscrizioni" ▸ "Quote
    2026/27", "Membership" ▸ "Fees"): the section is a process (enrolling,
    joining), the page the part a person opens for the prices, and a site
    lists the main part first (``_REFINED_KINDS``)."""
    if kind not in _REFINED_KINDS or link.region != "nav" or not link.section:
        return None
    parent = text_kind(link.section)
    segments = [s for s in unquote(urlsplit(link.url).path).split("/") if s]
    own = (
        _label_kind(link.text)
        or _scoped_kind(link.text, language)
        or (_segment_kind(segments[-1]) if segments else None)
    )
    if parent != (kind, True) or own is None or own[0] != kind:
        return None
    siblings = [
        page_key(other.url)
        for other in links
        if other.region == "nav" and normal(other.section) == normal(link.section)
    ]
    return siblings.index(page_key(link.url)) if page_key(link.url) in siblings else None


_TEAM = frozenset(normal(word) for word in TEAM.split())


def _team(link: Link, url: str) -> bool:
    """Named by a word of the organisation's people ("Ons team", /team)."""
    match = _label_match(link.text) if link.text else None
    if match is not None and match[0] == "about":
        return match[2] in _TEAM
    return _path_word(url) in _TEAM


def _nested(link: Link, kind: str) -> bool:
    """In the submenu of a section that names no kind or another one."""
    parent = text_kind(link.section) if link.section else None
    return bool(link.section) and (parent is None or parent[0] != kind)


def page_key(url: str) -> tuple[str, str]:
    """One page, however written: host without www, path without its last
    slash, and the query's keys that name a page (``/?page_id=2``), sorted."""
    parts = urlsplit(url)
    host = strip_www(host_key(parts.hostname or ""))
    query = _page_query(parts.query)
    path = _DIRECTORY_INDEX.sub("/", parts.path)
    return host, (path.rstrip("/") or "/") + (f"?{urlencode(query)}" if query else "")


# A web server's directory index: /index.html is /, /en/index.html is /en/
# (static sites link their homepage so).
_DIRECTORY_INDEX = re.compile(r"/(?:index|default)\.(?:html?|php|aspx?|shtml|jsp)$", re.IGNORECASE)


_dedupe_key = page_key


def _other_language(url: str, language: str | None) -> bool:
    other = language_of(urlsplit(url).path)
    return bool(language and other and other != language[:2].lower())


def _language_root(url: str) -> bool:
    segments = [s for s in _DIRECTORY_INDEX.sub("/", urlsplit(url).path).split("/") if s]
    return len(segments) == 1 and language_of(segments[0]) is not None


# "The" and one word: a word this long of the organisation's name is what it is.
MIN_WHAT_IT_IS = 5
# A name this short is the organisation's ("Weingut Keller", "Szkoła Językowa
# Lingwista"); a longer one is a title's tagline ("Invoicing and expenses for…").
MAX_NAME_WORDS = 3
_ARTICLES = frozenset(ARTICLES.split())
# English puts what a thing is last ("Willow Creek Farm": "The Farm").
_HEAD_LAST_ARTICLES = frozenset({"the"})


class TitlePart(str):
    """A part of the homepage's ``<title>`` ("Wedding Photography London" of
    "Wedding Photography London | Jane Doe"): a name of the organisation or
    a line of what it does; its site name, its organisation data and its
    logo's ``alt`` are its own name."""


def _what_it_is(article: str, what: list[str], own: list[str]) -> bool:
    """The article and what the organisation is: the word(s) its name begins with
    ("Das Weingut" of "Weingut Keller", "L'auto-école" of "Auto-école Les
    Tilleuls"), the head of one of its compounds ("A manufaktúra" of
    "Levendula Szappanmanufaktúra"), or in English its last word ("The Farm"
    of "Willow Creek Farm"). A word inside the name is a part of it, often a
    place ("La Rioja" of "Bodegas Rioja Alta"), not what it is."""
    if len("".join(what)) < MIN_WHAT_IT_IS or "-".join(what) in _WORD_KIND:
        return False
    size = len(what)
    if own[:size] == what and len(own) > size:
        return True
    if article in _HEAD_LAST_ARTICLES and len(own) > size and own[-size:] == what:
        return True
    return size == 1 and any(len(word) > len(what[0]) and word.endswith(what[0]) for word in own)


_TRADE_LAST = frozenset(TRADE_LAST.split())


def _named_after(
    text: str,
    names: tuple[str, ...],
    nested: bool = False,
    language: str | None = None,
    capitals: bool = False,
) -> bool:
    """A link text that is the organisation's own name ("Föreningen Gamla
    Stan"), or the most of it ("Il Poggio" of "Agriturismo Il Poggio": half
    its words or more, in a row, one of them a word of three letters or more),
    or "the" and what the organisation is (``_what_it_is``: "Das Weingut" of
    "Weingut Keller"; an elided article too, "L'auto-école"). The article
    makes it the one; "Unsere Weine" of "Weingut Keller" is what it sells. Or,
    alone, the word a short name of its own begins with, what the
    organisation is ("Szkoła" of "Szkoła Językowa Lingwista", "Kancelaria"
    of "Kancelaria Nowak"): languages without articles (Polish, Czech,
    Russian…) name the one so, and a name of three words at most is the
    organisation's, not a tagline's list of offers. A part of the ``<title>``
    (``TitlePart``) is no name of its own for that: "Wedding" is the first
    word of "Wedding Photography London | Jane Doe", not what Jane Doe is;
    nor, for an entry of a submenu (``nested``), a whole part: a title names
    the site's main offer too ("24/7 Emergency Plumbing" ▸ a service's page);
    nor is a story "of" it (``_story_of``) the organisation's: "History of
    Coffee" of "Specialty Coffee Roasters" is of what it sells."""
    words = normal(text).split("-")
    if not any(len(word) >= 3 for word in words):
        return False
    article = words[0] if len(words) >= 2 and words[0] in _ARTICLES else ""
    alone = words[0] if len(words) == 1 and len(words[0]) >= MIN_WHAT_IT_IS else ""
    if alone in _WORD_KIND:
        alone = ""
    family = _family_of(words[1:] if article else words)
    if (
        family
        and capitals
        # English puts a sort before "family" too ("Host Family"): "The Smith Family".
        and (article or (language or "")[:2] != "en")
        and not nested
        and not _joins(text, words)
        and _capitalised(text, family)
        and (language or "")[:2] not in _NOUNS_CAPITALISED
        and language
    ):
        # "Famiglia Montanari" at the top of a menu that writes its labels in
        # sentence case (``capitals``): the family that runs the place. In a
        # submenu a family is a customer's (a craftsman's references); joined
        # in a list, a topic ("Familie & Soziales"); and German capitalises
        # every noun, so its capital is no name.
        return True
    if (named := _without_who(words)) is not words:  # "Le Meeple, c'est qui ?"
        words = named
        article = words[0] if len(words) >= 2 and words[0] in _ARTICLES else ""
    for name in names:
        if nested and isinstance(name, TitlePart):
            continue
        own = normal(name).split("-")
        if (
            family
            and family in own
            and not _FAMILY_OF & set(own)  # "Family Dentistry" of "Smith Family Dentistry"
            and not (isinstance(name, TitlePart) and len(own) > MAX_NAME_WORDS)
        ):
            return True  # "Familie Gubler" of "Gubler Fassaden"
        spelled = _expand_initials(words, own)  # per name: another's initials are not this one's
        if not isinstance(name, TitlePart) and _story_of(spelled[1:] if article else spelled, own):
            return True
        tagline = isinstance(name, TitlePart) and len(own) > MAX_NAME_WORDS
        if article and not tagline and _what_it_is(article, spelled[1:], own):
            # A title's part longer than a name is a tagline: its first word
            # is what the site offers ("The apartments" of "Apartments by the
            # sea in Agios Prokopios"), not what the organisation is.
            return True
        if article and own == spelled[1:]:
            return True  # "Das Weingut Keller": the whole name after its article
        if (
            alone
            and not isinstance(name, TitlePart)
            and 2 <= len(own) <= MAX_NAME_WORDS
            and own[0] == alone
            and not _lists_trades(name, own)
        ):
            return True
        if isinstance(name, TitlePart) and len(spelled) == 1 < len(own):
            continue  # one word of a title's part is no name: "Columbus" of "Columbus Plumber"
        if (
            len(spelled) == 1 < len(own)
            and spelled == own[-1:]
            and (language or "")[:2] in _TRADE_LAST
        ):
            continue  # its last word alone is its trade: "Fysioterapi" of "Sølvgade Fysioterapi"
        if _most_of(spelled, own):
            return True
    return False


# Languages that capitalise every noun: a capital there is no name.
_NOUNS_CAPITALISED = frozenset({"de", "lb"})
# A word this long after a label's first is a word of its own, not "of" or "e".
MIN_CASED_WORD = 4


def _capitalised(text: str, word: str) -> bool:
    """The label writes ``word`` (folded) with a capital: a name."""
    return any(normal(raw) == word and raw[:1].isupper() for raw in _WORD_SPLIT.split(text))


def sentence_case(links: Sequence[Link]) -> bool:
    """The navigation writes its labels in sentence case ("I due percorsi",
    "Orari e contatti"), so a capital inside a label is a name's; a menu in
    title case ("Dove Siamo", "Family Dentistry") says nothing by it."""
    lower = title = 0
    for link in links:
        if link.region != "nav" or _FAMILY_OF & set(normal(link.text).split("-")):
            continue  # a family's label is what the case is asked about
        later = [
            word
            for word in _WORD_SPLIT.split(link.text.strip())[1:]
            if len(word) >= MIN_CASED_WORD and word.isalpha()
        ]
        if any(word[0].islower() for word in later):
            lower += 1
        elif later:
            title += 1
    return lower > title


def _without_who(words: list[str]) -> list[str]:
    """The name in "Le Meeple, c'est qui ?", "Who is Pizza e Pasta?", "Wer ist
    Gubler": the words around one run of a "who" word and its copula taken
    out; ``words`` itself when there is no such run ("Kim" of "Kim Nails")."""
    for at, word in enumerate(words):
        if word not in _WHO:
            continue
        start = end = at
        while start > 0 and words[start - 1] in _WHO_IS:
            start -= 1
        while end + 1 < len(words) and words[end + 1] in _WHO_IS:
            end += 1
        rest = words[:start] + words[end + 1 :]
        if end > start and rest:
            return rest
    return words


def _family_of(words: list[str]) -> str:
    """The family's own name in "Familie Gubler", "Kerekes család", "The Smith
    family" (a family word and one other that no table holds, in the family
    word's order), else ""."""
    if len(words) != 2:
        return ""
    if words[0] in _FAMILY_FIRST:
        other = words[1]
    elif words[1] in _FAMILY_LAST:
        other = words[0]
    else:
        return ""
    return "" if other in _FAMILY_OF or other in _WORD_KIND or len(other) < 3 else other


def _lists_trades(name: str, own: list[str]) -> bool:
    """A name that joins its words as a list ("Déneigement & Paysagement
    Boréal", "Sanitär und Heizung"): its first word is one of the
    trades it names, not what the organisation is."""
    return _joins(name, own)


def _most_of(words: list[str], own: list[str]) -> bool:
    """The words are the name's, or the most of it: half its words or more, in a row."""
    return (
        bool(words)
        and 2 * len(words) >= len(own)
        and any(own[i : i + len(words)] == words for i in range(len(own) - len(words) + 1))
    )


_OF = frozenset(OF_WORDS.split())


def _story_of(words: list[str], own: list[str]) -> bool:
    """An about word, "of" and the organisation's own name, or the most of it
    (half its words or more, in a row, as ``_named_after`` asks of a label):
    "The story of Mộc" (``Chuyện của Mộc``) of "Mộc Bakery", "Die Geschichte
    von Keller": whose story it is, in any language, is the organisation's.
    One word of a longer name is often its trade or its place, a subject of
    its own ("History of Tango" on "Tango Club Berlin")."""
    for size in range(len(words) - 2, 0, -1):
        head, rest = "-".join(words[:size]), words[size:]
        found = _WORD_KIND.get(head)
        if found is None or found[0] != "about" or rest[0] not in _OF:
            continue
        return _most_of(rest[1:], own)
    return False


def _expand_initials(words: list[str], own: list[str]) -> list[str]:
    """A label's initials of the name's words spelled out: "HC Dijlevallei"
    of "Hockey Club Dijlevallei", as clubs and firms shorten their names
    everywhere (FC, SV, HC, AG)."""
    if len(words) < 2:
        return words
    spelled: list[str] = []
    for word in words:
        size = len(word)
        run = next(
            (
                own[i : i + size]
                for i in range(len(own) - size + 1)
                if 2 <= size <= 4 and "".join(w[0] for w in own[i : i + size]) == word
            ),
            None,
        )
        spelled.extend(run if run is not None else [word])
    return spelled


def _no_page(url: str, by_text: bool) -> bool:
    """Never a key page, whatever its link's text says: a path with a legal,
    account or cart word ("Syarat Layanan" on /policies/terms-of-service); and,
    named by its text alone, a post of a news section or a notice board ("설 연휴
    배송 일정 안내", a delivery notice, on /article/공지사항/1/128/)."""
    segments = [s for s in unquote(urlsplit(url).path).split("/") if s]
    if any(excluded(segment) for segment in segments):
        return True
    return by_text and any(_other_word(segment) for segment in segments[:-1])


# The kinds a page named by a weak word may be a part of, under a section no
# word names: the organisation's (its team is one part of its story, beside its
# rooms and its history) and its offers' (its courses are one of its
# activities, beside its concerts). A price list, a shop, a FAQ or a shipping
# page is a page of its own wherever a menu puts it ("Verein" ▸ "Mitglied
# werden" is the fees, not the club).
_PART_KINDS = frozenset({"about", "features"})
# The kinds whose section's every page is one of them: a product, an offer.
_OFFER_KINDS = frozenset({"products", "features"})


def _other_kinds_filed(section: str, kind: str, links: list[Link]) -> bool:
    """A submenu that files a page another kind's words name ("Why Harlan" ▸
    "Our Story", "Upfront Pricing"): a section of reasons to choose the
    organisation, each page of its own kind, not one kind's whole."""
    for link in links:
        if link.region != "nav" or normal(link.section) != normal(section) or excluded(link.text):
            continue
        found = text_kind(link.text) or _path_kind(link.url.split("#", 1)[0])
        if found is not None and found[0] not in (kind, OTHER_KIND):
            return True
    return False


def _section_page(link: Link, url: str, links: list[Link], kind: str = "") -> str | None:
    """The navigation's top-level entry whose submenu holds this entry, when
    no word names it and the entry's path is under its path: "Praxis"
    (/praxis/) for "Unser Team" (/praxis/team/), the practice's own page of
    which its team, rooms and history are parts; "Attività" (/it/attivita)
    for "Corsi" (/it/attivita/corsi), the overview of all it offers. A site
    nests a page's path under its section's when the section's page is about
    the whole (a CMS's parent page), which is what a person opens for it.
    Not when the submenu files pages of another kind beside it
    (``_other_kinds_filed``): the page its words name is the pick."""
    if not link.section or link.region != "nav" or _other_kinds_filed(link.section, kind, links):
        return None
    path = urlsplit(url).path.rstrip("/")
    for parent in links:
        if parent.region != "nav" or parent.section or normal(parent.text) != normal(link.section):
            continue
        section = parent.url.split("#", 1)[0]
        head = urlsplit(section).path.rstrip("/")
        if (
            head
            and path.startswith(head + "/")
            and urlsplit(section).netloc == urlsplit(url).netloc
            and _path_kind(section) is None
            and _label_kind(parent.text) is None
            and not other_section(section, "")
            and not _no_page(section, False)
        ):
            return section
    return _toggles_first(link, url, links) if kind == "about" else None


def _toggles_first(link: Link, url: str, links: list[Link]) -> str | None:
    """A team page's section whose parent is no page ("De kliniek", a toggle,
    ▸ "Onze praktijk", "Ons team"): its first entry, when no word names it and
    it is not the team itself, stands for the section (``pageless``), so it
    is the organisation's own page, of which the team is a part."""
    section = normal(link.section)
    if section not in pageless(links):
        return None
    first = next(
        (
            entry
            for entry in links
            if entry.region == "nav" and entry.section and normal(entry.section) == section
        ),
        None,
    )
    if first is None:
        return None
    head = first.url.split("#", 1)[0]
    if (
        page_key(head) == page_key(url)
        or _path_kind(head) is not None
        or text_kind(first.text) is not None
        or other_section(head, first.text)
        or excluded(first.text)
        or _no_page(head, False)
        or urlsplit(head).netloc != urlsplit(url).netloc
    ):
        return None
    return head


_AUDIENCE = frozenset(normal(word) for word in AUDIENCE.split())


def _audience(link: Link, url: str) -> bool:
    """Named as a page for an audience: "Empresas", /for-business/."""
    match = _label_match(link.text) if link.text else None
    word = _path_word(url)
    return (match is not None and match[2] in _AUDIENCE) or (
        word in _AUDIENCE or word == "for"  # /for-teams: _path_word says "for"
    )


def _heads_offers(url: str, links: list[Link]) -> bool:
    """A top-level entry of the navigation whose submenu lists pages of its
    own (two or more): a section of offers, a page for each."""
    key = page_key(url)
    heads = {
        normal(link.text)
        for link in links
        if link.region == "nav" and not link.section and page_key(link.url) == key
    }
    below = {
        page_key(link.url)
        for link in links
        if link.region == "nav" and link.section and normal(link.section) in heads
    }
    return len(below - {key}) >= MIN_OFFER_ENTRIES


def _offers_of_audience(
    kind: str, weak: bool, link: Link, *, url: str, head: str, links: list[Link]
) -> str:
    """Features for a page for business customers that heads a submenu of the
    firm's offers ("Empresas" ▸ "Trabajo temporal", "Selección de personal"):
    the overview of the services it sells them, each a page, which is what a
    features page is; alone (a SaaS's /for-teams, "Dla pracodawców" without a
    submenu) the audience's page stays what it sells them, products."""
    if kind == "products" and weak and _audience(link, url) and _heads_offers(head, links):
        return "features"
    if kind == "products" and weak and link.section and _audience(link, url):
        # "Kursy" ▸ "Kursy dla firm": an entry of a section a features word names
        # is one of its offers, the one for that audience (a submenu's entries
        # are of the kind its parent names), not a page of goods.
        under = text_kind(link.section)
        if under is not None and under[0] == "features":
            return "features"
        if under is None and _among_offers(link, links):
            return "features"  # "Badstuene" ▸ "Flyteren", "Tønna", "For bedrifter"
    return kind


def _among_offers(link: Link, links: list[Link]) -> bool:
    """A submenu's entry beside pages no word names (two or more): one of a
    section of offers, each a page."""
    key = normal(link.section)
    others = {
        page_key(other.url)
        for other in links
        if other.region == "nav"
        and normal(other.section) == key
        and other.url != link.url
        and text_kind(other.text) is None
        and _path_kind(other.url) is None
        and not other_section(other.url, other.text)
    }
    return len(others) >= MIN_OFFER_ENTRIES


def candidates(
    home_links: list[Link] | list[str],
    sitemap_urls: list[str],
    hosts: tuple[str, ...],
    home_url: str,
    language: str | None = None,
    *,
    names: tuple[str, ...] = (),
    listed: Sequence[Link] = (),
) -> dict[str, list[Candidate]]:
    """Candidates per kind, best first. ``language``: the homepage's (its
    ``lang``, its text's, or its path prefix); ``names``: the organisation's
    names (site name, organisation name, the title's parts); ``listed``:
    links the site lists for readers elsewhere (an llms.txt's, with their
    titles), ranked as sitemap URLs are, their text naming their kind."""
    language = language or language_of(urlsplit(home_url).path)
    seen = {_dedupe_key(home_url)}
    best: dict[tuple[str, str], Candidate] = {}
    guides: dict[tuple[str, str], bool] = {}  # shipping by a usage guide's words?
    # Whether a capital in a label is a name's: the menu's own case says.
    capitals = sentence_case(links := [x if isinstance(x, Link) else Link(x) for x in home_links])
    sources, known = _sources(links, listed, sitemap_urls)
    for group, linked in sources:
        for order, link in enumerate(group):
            url = link.url.split("#", 1)[0]
            if not same_site(url, hosts) or (link.text and excluded(link.text)):
                continue
            label = (
                (_label_kind(link.text) or _scoped_kind(link.text, language)) if link.text else None
            )
            if label is not None and label[0] == OTHER_KIND:
                continue  # "Contact" to /about#contact: the about page is named elsewhere
            path_found = _path_kind(url)
            by = "words"
            if (
                label is None
                and link.region == "nav"
                and _named_after(link.text, names, bool(link.section), language, capitals)
            ):
                label, by = ("about", True), "name"
            elif label is None and link.region == "nav" and about_label(link.text, language):
                label = ("about", True)
            elif label is None and path_found is None and link.section:
                # "Services" ▸ "Lawn care": the entries of a submenu are of its kind.
                under = text_kind(link.section)
                label = (under[0], True) if under is not None else None
            if (path_found is None and label is None) or _no_page(url, path_found is None):
                continue
            if _other_language(url, language):
                continue  # never mix languages: /de/preise beside an English homepage
            if (
                path_found is not None
                and label is not None
                and label[0] != path_found[0]
                # A label named by a word (not by the organisation's name, or as a
                # submenu's entry): only a word is in a language.
                and (match := _label_match(link.text)) is not None
                and _in_language(match[2], language)
                and not _in_language(_path_word(url), language)
            ):
                # "メニュー・料金" (menu, prices) on /menu/: the text in the site's
                # language says what a person reads there, not the path in another.
                path_found = None
            if path_found is not None:
                kind, weak, head = path_found
                if label is not None and label[0] != kind:
                    by = "words"  # the path's word names it, not the organisation's name
                both = label is not None and label[0] == kind
                weak = weak and not (both and label is not None and not label[1])
            else:
                assert label is not None
                (kind, weak), both, head = label, False, url
            # The section a deep link is in stands for it (/solutions/ for
            # /solutions/ngos/); the page itself is tried after it when its text
            # names the kind too ("Loja" on /collections/all), or when it is one
            # of the offers (products, features) and the site links no page at the
            # section's path: that path need not be a page (a dropdown whose
            # parent is no link, "Funkcje" ▸ /funkcje/ksef; Shopify has no page at
            # /products/, only each product's), and each page of a section of
            # offers is one of them. An about section's page is one topic of it
            # (/about/contributing), no about page.
            if _language_root(url):
                continue  # /en: the homepage in a language, not a page of it
            if kind in _PART_KINDS and weak and head == url:
                # "Praxis" ▸ "Unser Team", "Attività" ▸ "Corsi": the section they are parts of.
                head = _section_page(link, url, links, kind) or url
                both = both or head != url
            for page in _tried_pages(head, url, kind, both=both, known=known):
                key = _dedupe_key(page)
                if key in seen:
                    continue
                rank = _rank(
                    page,
                    linked,
                    link.region,
                    both,
                    weak,
                    nested=(nested := _nested(link, kind)),
                    # The menu's order; an about section's submenu's too: it
                    # lists the whole before its parts ("Kurumsal" ▸ "Kimdir?",
                    # "Ekibimiz", "Kalite Politikası"), where a submenu of
                    # offers lists equals ("For individuals", "For teams").
                    order=order
                    if linked
                    and link.region == "nav"
                    and (not link.section or (kind == "about" and not nested))
                    else 0,
                    refines=_refines(link, kind, links, language) if page == url else None,
                    team=kind == "about" and page == head == url and _team(link, url),
                    footer_kind=kind in _FOOTER_KINDS,
                )
                candidate = Candidate(
                    rank,
                    page,
                    _offers_of_audience(kind, weak, link, url=url, head=head, links=links),
                    linked,
                    by,
                )
                if key not in best or candidate < best[key]:
                    best[key] = candidate
                    guides[key] = kind == "shipping" and _usage_guide(link.text)
    return _by_kind(best, guides)


def _sources(
    links: list[Link], listed: Sequence[Link], sitemap_urls: list[str]
) -> tuple[list[tuple[list[Link], bool]], set[tuple[str, str]]]:
    """The links to rank, each group with whether the homepage links them, and
    every page the site links (its homepage, its llms.txt, its sitemap)."""
    sources = [(links, True), (list(listed), False), ([Link(u) for u in sitemap_urls], False)]
    return sources, {page_key(link.url) for group, _ in sources for link in group}


def _tried_pages(
    head: str, url: str, kind: str, *, both: bool, known: set[tuple[str, str]]
) -> list[str]:
    """The section a deep link stands for, then the link's own page when its
    text names the kind too or it is one of the offers under a section path
    the site links no page at (see ``candidates``)."""
    if head != url and (both or (kind in _OFFER_KINDS and page_key(head) not in known)):
        return [head, url]
    return [head]


def _by_kind(
    best: dict[tuple[str, str], Candidate], guides: dict[tuple[str, str], bool]
) -> dict[str, list[Candidate]]:
    """The candidates per kind, best first; a usage guide is the shipping
    page of a shop (a site with a products page), else its help."""
    shop = any(candidate.kind == "products" for candidate in best.values())
    by_kind: dict[str, list[Candidate]] = {}
    for key, candidate in best.items():
        found = candidate if shop or not guides.get(key) else replace(candidate, kind="faq")
        by_kind.setdefault(found.kind, []).append(found)
    return {kind: sorted(found) for kind, found in by_kind.items()}


_USAGE_GUIDES = frozenset(normal(word) for word in USAGE_GUIDES.split())


def _usage_guide(text: str) -> bool:
    """A "usage guide" (이용안내, ご利用ガイド): a shop's shopping guide, or
    elsewhere its help (``kindwords.USAGE_GUIDES``)."""
    match = _label_match(text) if text else None
    return match is not None and match[2] in _USAGE_GUIDES


# How sites join their name and the page's in a title ("About | Acme", "Acme - Home").
_TITLE_PARTS = re.compile(r"\s+[|\u2013\u2014\u00b7:-]\s+|\s*[|\u2014\u00b7]\s*")


def site_names(
    title: str | None, stated: dict[str, object], logo_names: Sequence[str] = ()
) -> tuple[str, ...]:
    """The organisation's names: its own (its site name, its organisation
    data's name, the alt of its logo: the picture that links to the
    homepage), then the parts of the homepage's title (``TitlePart``)."""
    names: list[str] = []
    organization = stated.get("organization")
    own = (
        stated.get("site_name"),
        organization.get("name") if isinstance(organization, dict) else None,
        *logo_names,
    )
    for name in own:
        if isinstance(name, str) and name.strip() and name.strip() not in names:
            names.append(name.strip())
    for part in _TITLE_PARTS.split(title) if title else []:
        if part.strip() and part.strip() not in names:
            names.append(TitlePart(part.strip()))
    return tuple(names)


def unnamed(
    home_links: list[Link],
    hosts: tuple[str, ...],
    home_url: str,
    language: str | None = None,
    names: tuple[str, ...] = (),
    *,
    toggles: Collection[str] | None = None,
) -> list[str]:
    """The homepage's navigation entries that no word names, in the order the
    site lists them: the sections it thinks matter, whose content may say
    their kind. Never home, contact, blog, news (``OTHER``), legal, login or
    cart pages, other languages' versions, files or other sites.

    The top level's entries come before any submenu's: each top-level entry is
    one of the site's sections, and a submenu's entries are pages of one of
    them, so looking at a section's sub-pages first spends the budget on one
    section while the next one (often the prices) goes unread. A section
    whose parent is no page (a toggle: ``pageless``) is at the top level by
    its first entry, which stands for it. ``toggles``: ``pageless``'s, when
    the caller has them."""
    language = language or language_of(urlsplit(home_url).path)
    seen = {_dedupe_key(home_url)}
    found: list[str] = []
    below: list[str] = []  # submenu entries, after the top level's
    people: list[str] = []  # two names joined ("Jan & Marieke"), before all
    toggles = set(pageless(home_links) if toggles is None else toggles)  # consumed below
    capitals = sentence_case(home_links)
    # One URL is one page: when a menu's link to it says login or cart
    # ("Вход"), its other links ("Регистрация", "Любими") name the same page.
    # Not a body's button ("Login" to a members' area), nor an anchor in a page.
    barred = {
        _dedupe_key(link.url)
        for link in home_links
        if link.region != "body" and "#" not in link.url and _account(link.text)
    }
    for link in home_links:
        url = link.url.split("#", 1)[0]
        parts = urlsplit(url)
        segments = [s for s in unquote(parts.path).split("/") if s]
        key = _dedupe_key(url)
        if (
            link.region != "nav"
            or key in seen
            or key in barred
            or parts.scheme not in ("http", "https")
            or (parts.query and not _page_query(parts.query))
            or not same_site(url, hosts)
            or excluded(link.text)
            or any(excluded(segment) for segment in segments)
            or (other_section(url, link.text) and not _events_of_offer(link))
            or _other_language(url, language)
            or _language_root(url)  # /en/: a version of the homepage
            or (segments and segments[-1].lower().partition(".")[2] not in _PAGE_EXTENSIONS)
        ):
            continue
        seen.add(key)
        under = text_kind(link.section) if link.section else None
        named = (
            _path_kind(url)
            or text_kind(link.text)
            or _scoped_kind(link.text, language)
            or under
            or _named_after(link.text, names, bool(link.section), language, capitals)
            or about_label(link.text, language)
        )
        # A pageless section's first entry stands for it, when no word names it.
        stands = normal(link.section) in toggles and not named
        toggles.discard(normal(link.section))
        if not named:
            (below if link.section and not stands else found).append(url)
            if _two_names(link.text, language):
                people.append(url)
    if len(people) != 1:
        # Series of "X & Y" entries are offers ("Essen & Trinken", "Sauna &
        # Wellness"); a couple's own page is one of its kind.
        return found + below
    return people + [url for url in found + below if url not in people]


def _two_names(text: str, language: str | None = None) -> bool:
    """Two names joined by "and" ("Jan & Marieke", "Bartek i Ola", "A Lu e a
    Mel"): the couple who run the place, whose own page is its about. Read
    first among the entries no word names: a small firm's menu names its
    owners so, and the budget may end before the entry's turn."""
    if _table_language(language) == "de":
        return False  # every German noun is capitalised: "Essen & Trinken"
    ands = _ANY_AND | _AND.get(_table_language(language), frozenset())
    words = [word for word in _WORD_SPLIT.split(text.strip()) if word]
    if not _joins(text, [normal(word) for word in words], ands):
        return False
    own = [word for word in words if normal(word) not in _ARTICLES and normal(word) not in ands]
    return (
        len(own) == 2
        and len(words) - len(own) <= 3
        and all(word[:1].isupper() and normal(word) not in _WORD_KIND for word in own)
    )


def pageless(home_links: Sequence[Link]) -> set[str]:
    """The navigation's submenus whose parent is no page (folded labels): a
    dropdown's toggle, a ``<button>``, a ``#`` or ``#submenu:`` link, a
    ``<span>`` separator (Webflow's, Squarespace's, Tilda's, Joomla's
    menus). Nothing but its entries is there to open, so its first entry is
    where a person starts. Not a label that names a kind or another section
    (``Projets``, ``Über uns``): its entries are that kind's, by its words."""
    tops = {
        normal(link.text): urlsplit(link.url.split("#", 1)[0]).path
        for link in home_links
        if link.region == "nav" and not link.section
    }
    return {
        normal(link.section)
        for link in home_links
        if link.region == "nav"
        and link.section
        and tops.get(normal(link.section), "/") in ("", "/")
        and _label_kind(link.section) is None
    }


# A gate lists this many language versions at least ("Entra", "Enter").
MIN_GATE_VERSIONS = 2


def gate_version(
    home_links: list[Link], hosts: tuple[str, ...], language: str | None = None
) -> str | None:
    """The language version to read for the navigation when the homepage is a
    gate (an age check, a language chooser): no navigation entry but home,
    links to two or more of its language versions' roots (``/it/``, ``/en/``),
    and no page of its own outside them but legal ones. A gate leads into the
    versions, so the pages it links are theirs (``/it/la-tenuta/``); a root
    that links ``/about`` is the site's own version, whatever translations it
    offers. The site's navigation is behind a gate, and a person passes it in
    the site's language: the version in ``language`` (the gate's ``lang``,
    else its text's), else the first the gate lists, as a site lists its own
    language before its translations."""
    if any(
        link.region == "nav" and same_site(link.url, hosts) and urlsplit(link.url).path.strip("/")
        for link in home_links
    ):
        return None
    versions: list[str] = []
    for link in home_links:
        url = link.url.split("#", 1)[0]
        if same_site(url, hosts) and _language_root(url) and url not in versions:
            versions.append(url)
    if len(versions) < MIN_GATE_VERSIONS:
        return None
    inside = tuple(urlsplit(url).path.rstrip("/") + "/" for url in versions)
    for link in home_links:
        if not same_site(link.url, hosts):
            continue  # another site's link (or no URL at all) is no page of the root's
        path = _DIRECTORY_INDEX.sub("/", urlsplit(link.url).path)  # /index.html is home
        if (
            path.strip("/")
            and not (path.rstrip("/") + "/").startswith(inside)
            and not _no_page(link.url, by_text=False)
        ):
            return None  # the root has pages of its own: it is a version, not a gate
    wanted = (language or "").lower()[:2]
    own = [url for url in versions if (language_of(urlsplit(url).path) or "")[:2] == wanted]
    return (own or versions)[0]


# A section's submenu lists this many pages at least: its offers, one a page.
MIN_OFFER_ENTRIES = 2


def offer_sections(
    home_links: list[Link],
    entries: Collection[str],
    *,
    toggles: Collection[str] | None = None,
) -> dict[str, tuple[str, ...]]:
    """The navigation's top-level entries that no word names whose submenu
    lists several pages no word names either (``Τμήματα`` ▸ ``Γυμνάσιο``,
    ``Λύκειο``; ``Skupinové lekcie`` ▸ ``Spinning``, ``Jóga``): the entry's
    URL and its submenu's labels. A service business's menu puts what it sells
    in such a section, a page for each offer; a section with a page some word
    names (``Praxis`` ▸ ``Unser Team``, ``Stellenangebote``; ``Shop`` ▸ …) is
    the organisation's or another kind's. ``entries``: ``unnamed``'s, the
    pages no word names. ``proof.py`` asks the section's own page to name
    those offers in its headings before it calls it features. ``toggles``:
    ``pageless``'s, when the caller has them."""
    pages = set(entries)
    listed: dict[str, list[str]] = {}
    firsts: dict[str, str] = {}
    tops: dict[str, str] = {}
    spoiled: set[str] = set()
    toggles = set(pageless(home_links) if toggles is None else toggles)
    for link in home_links:
        if link.region != "nav":
            continue
        url = link.url.split("#", 1)[0]
        if not link.section:
            tops.setdefault(normal(link.text), url)
        elif page_key(url) == page_key(tops.get(normal(link.section), "")):
            continue  # the section's own page again ("Overview")
        elif url in pages:
            listed.setdefault(normal(link.section), []).append(link.text)
            firsts.setdefault(normal(link.section), url)
        elif _price_list(link, url):
            continue  # an offer's prices, filed under it ("Übernachten" ▸ "Preise")
        elif _way_there(link.text) or _audience(link, url):
            continue  # where they happen ("Sporthal & route"); the offers for businesses
        else:
            spoiled.add(normal(link.section))  # an entry some word names, or no page
    # A section whose parent is no page stands by its first entry (``pageless``).
    heads = {section: firsts[section] for section in toggles & firsts.keys()}
    heads.update({s: url for s, url in tops.items() if url in pages and s not in toggles})
    return {
        heads[section]: tuple(labels)
        for section, labels in listed.items()
        if section in heads and section not in spoiled and len(labels) >= MIN_OFFER_ENTRIES
    }


_WAY_THERE = frozenset(normal(word) for word in WAY_THERE.split())


def _way_there(text: str) -> bool:
    """A label that says the way to the venue, alone or beside its name."""
    return any(
        "-".join(tokens[i : i + size]) in _WAY_THERE
        for tokens in [normal(text).split("-")]
        for size in (1, 2, 3)
        for i in range(len(tokens) - size + 1)
    )


def _price_list(link: Link, url: str) -> bool:
    """An entry its words name a price list ("Preise", "Proposte e prezzi"):
    a business files what an offer costs under the offer, so beside pages
    no word names it says their section is something sold, and is no offer
    of it."""
    found = text_kind(link.text) or _path_kind(url)
    return found is not None and found[0] == "pricing"


def offer_pages(
    home_links: list[Link],
    sections: Collection[str],
    *,
    toggles: Collection[str] | None = None,
) -> dict[str, tuple[str, ...]]:
    """The pages a section of offers' submenu lists (``offer_sections``'s
    URLs): their URLs, in the menu's order. ``toggles``: ``pageless``'s,
    when the caller has them."""
    wanted = {page_key(url): url for url in sections}
    labels = {
        normal(link.text): wanted[page_key(link.url)]
        for link in home_links
        if link.region == "nav" and not link.section and page_key(link.url) in wanted
    }
    toggles = set(pageless(home_links) if toggles is None else toggles)
    for link in home_links:  # a pageless section, by its first entry
        toggle = normal(link.section)
        if link.region == "nav" and toggle in toggles and page_key(link.url) in wanted:
            labels.setdefault(toggle, wanted[page_key(link.url)])
    pages: dict[str, list[str]] = {}
    for link in home_links:
        section = (
            labels.get(normal(link.section)) if link.region == "nav" and link.section else None
        )
        url = link.url.split("#", 1)[0]
        if (
            section is not None
            # The section's own page again, unless its first entry stands for it.
            and (page_key(url) != page_key(section) or normal(link.section) in toggles)
            and url not in pages.setdefault(section, [])
        ):
            pages[section].append(url)
    return {section: tuple(urls) for section, urls in pages.items()}


def _folded(lines: Sequence[str]) -> str:
    """A page's lines as one folded text, headings' marks off, between
    dashes: ``f"-{normal(label)}-" in`` it finds a label as whole words."""
    return "-" + "-".join(normal(line.lstrip("#")) for line in lines) + "-"


def files_offers(
    url: str,
    pages: Sequence[str],
    page_links: Sequence[Link] = (),
    lines: Sequence[str] = (),
    labels: Sequence[str] = (),
) -> bool:
    """Does the site file a section's offers under its page? Every page of
    its submenu has a path under the section's (``/es/espacios`` ▸
    ``/es/espacios/despachos``: a CMS's parent page and its children) and
    the page's own content names one of them at least (links to it, or says
    its submenu's label, ``labels``, in its ``lines``: "despachos con
    puerta"); or the page's own content links to them (``Permis B ·
    Conduite accompagnée`` on ``/nos-formations``: a parent page's list of
    its children, whatever its slugs). Either way the site says the section's
    page is the overview of those pages, which is what a person opens for
    the offers; ``page_links``: the section's page's links, once read."""
    if len(pages) < MIN_OFFER_ENTRIES:
        return False
    if page_key(url) == page_key(pages[0]):
        return True  # a section with no page of its own: the menu files them together
    parts = urlsplit(url)
    head = parts.path.rstrip("/") + "/"
    linked = {page_key(link.url) for link in page_links if link.region == "body"}
    named = sum(1 for page in pages if page_key(page) in linked)
    text = _folded(lines)
    if (
        (named or any((key := normal(label)) and f"-{key}-" in text for label in labels))
        and head != "/"
        and all(
            urlsplit(page).netloc == parts.netloc and urlsplit(page).path.startswith(head)
            for page in pages
        )
    ):
        # Paths alone file a gym's towns under /standorte/ as well as its
        # classes under /kurse/: the page must name one of them too, or a
        # map page ("Zur Karte") would be its offers without naming one.
        return True
    return named >= MIN_OFFER_ENTRIES


# The homepage heads this many of its navigation's entries as cards, side by side.
MIN_OFFER_CARDS = 2


def offer_cards(home_links: list[Link], entries: Collection[str]) -> dict[str, tuple[str, ...]]:
    """The navigation's top-level entries no word names that the homepage's
    own content heads as cards, a heading that links to each ("Banho & Tosa",
    "Hotelzinho" over a line that says what they are): their URLs and their
    labels, when there are two or more. A business's homepage shows what it
    sells side by side, a card per offer linking to the offer's page, whatever
    its trade calls them (a blog's posts are no entries of the navigation; its
    about and its prices are named by words). ``entries``: ``unnamed``'s.
    ``proof.py`` asks the page to head the same name before it calls it
    features."""
    pages = set(entries)
    tops: dict[str, str] = {}
    for link in home_links:
        url = link.url.split("#", 1)[0]
        if link.region == "nav" and not link.section and url in pages:
            tops.setdefault(url, link.text)
    headed: dict[str, tuple[str, ...]] = {}
    for link in home_links:
        url = link.url.split("#", 1)[0]
        if link.heading and link.region == "body" and url in tops:
            headed.setdefault(url, (tops[url],))
    return headed if len(headed) >= MIN_OFFER_CARDS else {}


# A label this short is a word in passing ("Mer", "Info"), not a section's name.
MIN_PRESENTED_CHARS = 4


def presented(
    home_links: list[Link], entries: Collection[str], home_lines: Sequence[str]
) -> tuple[str, ...]:
    """The navigation's top-level entries no word names whose label the
    homepage's own text states ("Our Bee School is a six-week course…",
    "## Sejlerskole"), in the navigation's order. A small organisation's
    homepage says what it does, and the menu lists it as a section: once
    the content of such an entry proves no kind (no story, no questions, no
    prices), it is what the site offers under its trade's word (``Bee
    School``, ``Vadbe``, ``Por medida``); the flow takes the first only when
    nothing else stands for the offers. ``entries``: ``unnamed``'s."""
    pages = set(entries)
    text = _folded(home_lines)
    found: dict[str, None] = {}
    for link in home_links:
        url = link.url.split("#", 1)[0]
        key = normal(link.text)
        if (
            link.region == "nav"
            and not link.section
            and url in pages
            and len(key) >= MIN_PRESENTED_CHARS
            and f"-{key}-" in text
        ):
            found.setdefault(url, None)
    return tuple(found)


def _languages_that_matter(home_links: list[Link], sitemap_urls: list[str]) -> set[str] | None:
    """The languages (their codes' first two letters) under which the three
    rules that read the site's language may hold for one of these links; None
    when any language may (a link to a language version, ``/de/…``). With no
    language known none of them holds, and a language outside this set makes
    each of them answer as no language does."""
    found: set[str] = set()
    for link in [*home_links, *(Link(url) for url in sitemap_urls)]:
        url = link.url.split("#", 1)[0]
        if language_of(urlsplit(url).path) is not None:
            return None  # _other_language holds for every language but its own
        if not link.text:
            continue
        match = _label_match(link.text)
        if match is None:  # about_label: "O penzionu" in Czech, Polish…
            found.update(
                code
                for code in sorted(_ABOUT_PREFIXES.keys() | _ABOUT_SUFFIXES.keys())
                if about_label(link.text, code)
            )
            found.update(code for code in _SCOPED_LANGUAGES if _scoped_kind(link.text, code))
        elif (path := _path_kind(url)) is not None and path[0] != match[0]:
            found |= _word_languages(match[2])  # the text's word over the path's
    return found


def language_decides(
    home_links: list[Link],
    sitemap_urls: list[str],
    hosts: tuple[str, ...],
    home_url: str,
    names: tuple[str, ...] = (),
) -> bool:
    """Could the homepage's language change what ``candidates`` and
    ``unnamed`` choose? When it cannot, a homepage without ``<html lang>``
    needs no language detected: the choice is the same whatever it would say.

    The language reads into the choice through three rules only (a URL in
    another language's version is left out; a label that begins with "about"
    in the language; a label's word in the language over a path's word in
    another), each decided by the code's first two letters. So the choice is
    compared under each language for which one of them may hold on these
    links: if none differs from the choice with no language, no language can.
    """
    if language_of(urlsplit(home_url).path) is not None:
        return False  # /it/: the homepage's path says it
    languages = _languages_that_matter(home_links, sitemap_urls)
    if languages is None:
        return True
    # A label that is a name's last word: its trade in TRADE_LAST's languages,
    # the name's own in the others ("Fysioterapi" of "Sølvgade Fysioterapi").
    lasts = {normal(name).split("-")[-1] for name in names if "-" in normal(name)}
    if any(link.region == "nav" and normal(link.text) in lasts for link in home_links):
        languages |= _TRADE_LAST
    if not languages:
        return False

    toggles = pageless(home_links)

    def choice(language: str | None) -> tuple[object, ...]:
        return (
            candidates(home_links, sitemap_urls, hosts, home_url, language, names=names),
            unnamed(home_links, hosts, home_url, language, names, toggles=toggles),
        )

    plain = choice(None)
    return any(choice(language) != plain for language in sorted(languages))
