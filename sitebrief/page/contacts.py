"""How to reach the company and who it legally is, as its pages state it
(pure; lxml trees and lines in).

- ``contact``: phone numbers (``tel:`` links, and numbers a label names or
  that are written ``+…`` or ``(…)``), e-mail addresses (``mailto:`` links and
  the text), postal addresses (``<address>``, an element named address or
  location, the text beside a map-pin icon, the block a "Contact" or
  "Address" heading or label names) and opening hours (a day, or a range of
  days, with times or "closed"), read from the whole page — the header, top
  bar and footer that the text leaves out included. Bounded, deduplicated,
  each with the page it came from.
- ``social``: the company's profiles among its links (Facebook, Instagram,
  X/Twitter, LinkedIn, YouTube, TikTok, Pinterest, GitHub, Xing, Threads,
  Vimeo), never a share button.
- ``copyright_holder``: the name in the footer's "© 2025 Acme Ltd.".
- ``legal_notice``: from an imprint / legal-notice page's lines: legal name
  and form, register and number, VAT number, managing directors, registered
  address.
- ``legal_link``, ``contact_link``: which of the homepage's links is that page.
"""

from __future__ import annotations

import functools
import html as htmllib
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote, urlsplit

import lxml.html
from lxml import etree

from sitebrief.page.tagged import Tagged, tagged
from sitebrief.rules.keypages import Link, excluded, normal

MAX_PER_KIND = {"phone": 3, "email": 3, "address": 2, "hours": 7}
MAX_SOCIAL = 10
MAX_VALUE = 200
_BODY = re.compile(r"<body[\s>]", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")
_BLANK = re.compile(r"\s*\n\s*")
_SPACE = re.compile(r"\s+")

# --- phones, e-mails, hours -------------------------------------------------
# Patterns run over the page's whole text start with one character set: the
# regex engine then skips in C to where a match may start (four times faster
# than trying each position). A phone: (?<![\d+(])(?:\+|00)?\(?\+?\d…, its
# first character taken, then the same choices in the same order.
_PHONE = re.compile(
    r"[+(\d](?<![\d+(].)(?:(?<=\+)\(?\+?\d|(?<=0)0\(?\+?\d|(?<=\()\+?\d|(?<=\+)\d|(?<=\d))"
    r"[\d ().\-/]{5,22}\d(?![\w])"
)
_PHONE_LABEL = re.compile(
    r"(?:phone|tel|call|fon|telefon|t[ée]l[ée]phone|tél|tel[ée]fono|telefone|mobile|mobil"
    r"|hotline|whatsapp|ring|puhelin|telefoon|☎|📞)[^\d\n]{0,20}\n?[^\d\n]{0,3}$",
    re.IGNORECASE,
)
_EMAIL = re.compile(
    r"(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}(?![\w])"
)
_LOCAL_CHAR = re.compile(r"[\w.+-]")  # _EMAIL's before its "@"
_NOT_EMAIL_TLDS = frozenset({"png", "jpg", "jpeg", "gif", "svg", "webp", "js", "css"})
_DAYS = (
    r"mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?"
    r"|sun(?:day)?|weekdays|weekends?|montag|dienstag|mittwoch|donnerstag|freitag|samstag"
    r"|sonntag|mo|di|mi|do|fr|sa|so|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
    r"|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|luned[ìi]|marted[ìi]"
    r"|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|maandag|dinsdag|woensdag|donderdag|vrijdag"
    r"|zaterdag|zondag"
)
_TIME = r"\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h|uhr)?"
_HOURS = re.compile(
    rf"\b(?:{_DAYS})\b\.?(?:\s*(?:-|–|—|to|bis|à|a|al|&|,|and|und|et|y|e|t/m)\s*\b(?:{_DAYS})\b\.?)*"
    rf"\s*:?\s*(?:{_TIME}\s*(?:-|–|—|to|bis|à|a|alle)\s*{_TIME}"
    rf"(?:\s*(?:,|&|and|und|et|y|e)\s*{_TIME}\s*(?:-|–|—|to|bis|à|a|alle)\s*{_TIME})?"
    r"|closed|geschlossen|ferm[ée]|cerrado|chiuso|gesloten)\b",
    re.IGNORECASE,
)

# Where hours may be: a time that starts a range ("9:00 -", "7 am to"), or "closed".
# (\d{1,2}(?:[:h]\d{2})?…|closed|…, case-insensitive, its first character taken.)
_TIME_HINT = re.compile(
    r"[\dcCgGfF](?i:(?<=\d)\d?(?:[:h]\d{2})?\s?(?:am|pm|h|uhr)?\s?(?:-|–|—|to|bis|à|alle)\s?\d"
    r"|(?<=c)losed|(?<=g)eschlossen|(?<=f)erm[ée]|(?<=c)errado|(?<=c)hiuso|(?<=g)esloten)"
)
_HOURS_WINDOW = 60

# --- addresses ---------------------------------------------------------------
_ADDRESS_NAMES = re.compile(r"(?<![\w-])(?:address|adr|street-address|location|postal)(?![\w-])")
_PIN_ICON = re.compile(r"map-marker|map-pin|location|geo-alt|geo-fill|\bpin\b|fa-map\b|place")
_ADDRESS_LABEL = re.compile(
    r"^(?:address|our address|postal address|office|our office|head office|headquarters"
    r"|visit us|find us|location|contact|contact us|get in touch|adresse|anschrift|kontakt"
    r"|standort|direcci[óo]n|indirizzo|sede|adres|bezoekadres|endere[çc]o|adress)\s*:?$",
    re.IGNORECASE,
)
_LABEL_CHARS = 30
_ADDRESS_WORDS = re.compile(r"address|adr|location|postal")
_ADDRESS_PREFIX = re.compile(
    r"^(?:address|adresse|anschrift|direcci[óo]n|indirizzo|adres)\s*:?\s*", re.IGNORECASE
)

# --- social profiles ---------------------------------------------------------
_SOCIAL_HOSTS = (
    "facebook.com", "instagram.com", "twitter.com", "x.com", "linkedin.com", "youtube.com",
    "tiktok.com", "pinterest.com", "github.com", "xing.com", "threads.net", "vimeo.com",
)  # fmt: skip
_NOT_PROFILES = frozenset(
    {
        "sharer",
        "sharer.php",
        "share",
        "share.php",
        "intent",
        "shareArticle",
        "sharing",
        "dialog",
        "plugins",
        "watch",
        "embed",
        "hashtag",
        "search",
        "login",
        "home",
        "privacy",
        "policies",
        "legal",
        "terms",
        "help",
        "about",
        "tos",
        "pin",
    }
)

_SOCIAL_URL = re.compile(
    r"https?://(?:www\.|m\.)?(?:" + "|".join(re.escape(h) for h in _SOCIAL_HOSTS) + r")/",
    re.IGNORECASE,
)
_POSTS = frozenset(
    {
        "status",
        "statuses",
        "posts",
        "p",
        "reel",
        "reels",
        "video",
        "videos",
        "photo",
        "photos",
        "events",
    }
)

# --- copyright and legal notice -------------------------------------------------
_COPYRIGHT = re.compile(
    r"(?:©|\(c\)|copyright)(?:\s*(?:©|\(c\)|copyright))*\s*"
    r"(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*,?\s*)?"
    r"([A-Z0-9][\w&.'’ -]{1,80}?)"
    r"\s*(?:\d{4})?\s*(?:[,;|•·]|all rights|alle rechte|tous droits|todos los derechos"
    r"|tutti i diritti|\.\s|\.?$|designed|powered|made)",
    re.IGNORECASE,
)
_COPYRIGHT_HINT = re.compile(r"©|\(c\)|copyright", re.IGNORECASE)
_PLACEHOLDER_NAMES = re.compile(
    r"^(?:your|my|the)\s*(?:company|website|site|brand|business|name)|^company\s*name$"
    r"|^(?:lorem|example)|^(?:designed|developed|powered|made|built|created|template|theme|all)\b",
    re.IGNORECASE,
)
_LEGAL_FORMS = (
    r"GmbH\s*&\s*Co\.\s*KG(?:aA)?|gGmbH|GmbH|UG\s*\(haftungsbeschränkt\)|AG|KGaA|KG|OHG|e\.\s?K\."
    r"|e\.\s?V\.|SE|Ltd\.?|Limited|LLC|L\.L\.C\.|Inc\.?|Incorporated|Corp\.?|Corporation|PLC|LLP"
    r"|LP|S\.?A\.?S\.?U?|SARL|S\.?à\s?r\.?l\.?|EURL|SCS|SNC|S\.?A\.?|S\.?p\.?A\.?|S\.?r\.?l\.?s?"
    r"|S\.?L\.?U?|S\.?C\.?|B\.?V\.?|N\.?V\.?|VOF|ApS|A/S|AS|ASA|AB|Oy|Oyj|sp\.\s?z\s?o\.\s?o\."
    r"|S\.?A\.?R\.?L\.?|Lda\.?|Ltda\.?|Pty\.?\s?Ltd\.?|GesmbH|Ges\.m\.b\.H\."
)
_LEGAL_NAME = re.compile(rf"^(?P<name>[^:|]{{1,80}}?\s(?P<form>{_LEGAL_FORMS}))(?=$|[\s,;])")
_REGISTER = re.compile(
    r"\bHR[AB]\s?\d+(?:\s?[A-Z]{1,2}\b)?|\b(?:Amtsgericht|Registergericht|Handelsregister)"
    r"\s*:?\s*[A-ZÄÖÜ][\wäöüß.-]+(?:\s(?!HR[AB]\b)[A-ZÄÖÜ][\wäöüß.-]+)?"
    r"|\bcompany (?:registration )?(?:number|no\.?)\s*:?\s*[A-Z]{0,2}\d{6,8}"
    r"|\bregistered in [A-Z][\w ]{2,30}?(?:,|\s)\s*(?:company\s)?(?:no\.?|number)\s*:?\s*\w+"
    r"|\bRCS\s+[A-Z][\w-]+(?:\s[AB])?\s[\d ]{9,11}\d|\bSIRE[NT]\s*:?\s*[\d ]{9,17}\d"
    r"|\bKvK(?:-nummer)?\s*:?\s*\d{8}|\bREA\s*:?\s*[A-Z]{2}\s?-?\s?\d+"
    r"|\bFirmenbuch(?:nummer)?\s*:?\s*FN\s?\d+\s?[a-z]|\bFN\s?\d+\s?[a-z]\b"
    r"|\bCVR(?:-nr\.?)?\s*:?\s*\d{8}|\bOrg\.?\s?nr\.?\s*:?\s*\d{6}-?\d{4}|\bKRS\s*:?\s*\d{10}",
    re.IGNORECASE,
)
_VAT = re.compile(
    r"(?:USt\.?-?\s?Id(?:ent)?\.?-?\s?Nr\.?|Umsatzsteuer-?\s?Identifikationsnummer|UID(?:-Nr\.?)?"
    r"|VAT(?:\s(?:ID|Reg\.?|registration|number|No\.?))*|N°\s?TVA|TVA(?:\sintracommunautaire)?"
    r"|P\.?\s?IVA|Partita\sIVA|NIF|CIF|BTW(?:-?nummer)?|MwSt\.?-?Nr\.?|Momsreg\.?\s?nr\.?"
    r"|NIP|GST(?:\sNo\.?)?)\s*(?:\([^)]*\))?\s*[:.]?\s*(?:[^\n:]{0,40}:\s*)?"
    r"(?P<number>(?:[A-Z]{2}\s?)?[0-9A-Z]?\d[\d .-]{6,16}[\dA-Z])",
)
_DIRECTORS = re.compile(
    r"(?:Geschäftsführer(?:in|innen)?|Geschäftsführung|Vertreten durch|Vertretungsberechtigte?r?"
    r"|Vorstand|Managing Directors?|Directors?|CEO|Gérante?s?|Directeur de (?:la )?publication"
    r"|Président(?:e)?|Amministratore(?: unico| delegato)?|Legale rappresentante"
    r"|Administrador(?:es)?(?: único)?|Bestuurder|Zaakvoerder|Verkställande direktör"
    r"|Toimitusjohtaja|Prezes Zarządu|Direktør|Daglig leder)\s*(?:\([^)]*\))?\s*[:\-–]?\s*"
    r"(?P<names>[A-ZÄÖÜ][^\n:]{2,150})",
)
_NAME_SPLIT = re.compile(r"\s*(?:,|;|&|\bund\b|\band\b|\bet\b|\by\b|\be\b|/)\s*")
_POSTCODE = re.compile(
    r"\b\d{4,5}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{3}\s\d{2}\b|\b\d{2}-\d{3}\b"
)
MAX_DIRECTORS = 5

_IMPRINT_PARTS = frozenset({"impressum", "imprint", "colofon", "colophon", "kolofon"})
_IMPRINT_PHRASES = (
    "legal-notice", "mentions-legales", "aviso-legal", "note-legali", "nota-legal",
    "informations-legales", "legal-information", "legal-info", "informacion-legal",
    "juridische-informatie", "wettelijke-informatie", "nota-legale", "site-notice",
)  # fmt: skip
_CONTACT_WORDS = frozenset(
    {
        "contact",
        "contacts",
        "contact-us",
        "contactus",
        "kontakt",
        "kontakte",
        "contacto",
        "contactanos",
        "contatti",
        "contattaci",
        "contato",
        "fale-conosco",
        "contactez-nous",
        "nous-contacter",
        "kontakta-oss",
        "kontakt-os",
        "kontakt-oss",
        "yhteystiedot",
        "get-in-touch",
        "find-us",
        "visit-us",
        "our-offices",
        "offices",
        "store-locator",
        "locations",
    }
)
# A shop's or café's "Store" or "Location" page states its address and hours.
_PLACE_WORDS = frozenset(
    {
        "store",
        "stores",
        "location",
        "visit",
        "hours",
        "opening-hours",
    }
)


def _flat(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _bounded(text: str) -> str:
    text = _flat(text)
    return text if len(text) <= MAX_VALUE else text[: MAX_VALUE - 1].rsplit(" ", 1)[0] + "…"


def _lines_of(element: lxml.html.HtmlElement) -> str:
    """An element's text with its line breaks and blocks as ", " (an address
    written on lines: "13/25 New Avenue, Newtown, England")."""
    parts = [_flat(t) for t in element.itertext()]
    return ", ".join(p.strip(" ,") for p in parts if p.strip(" ,"))


def phone_key(value: str) -> str:
    return re.sub(r"\D", "", value)


def value_key(kind: str, value: str) -> str:
    if kind == "phone":
        return phone_key(value)
    return _flat(value).lower().rstrip(".")


def _phone_digits_ok(value: str) -> bool:
    digits = len(phone_key(value))
    return 7 <= digits <= 15


def page_text(tree: lxml.html.HtmlElement, html: str | None = None) -> str:
    """The page's text nodes, one a line: a label and its value ("Call Us" /
    "(+9) 847…") stay near each other, and words of two elements never run
    together. From the markup when given (tags stripped by one regular
    expression: a few milliseconds for a megabyte), else from the tree."""
    if html is not None:
        start = _BODY.search(html)
        text = htmllib.unescape(_TAG.sub("\n", html[start.start() if start else 0 :]))
        return _BLANK.sub("\n", text)
    body = tree.find("body")
    return "\n".join((body if body is not None else tree).itertext())


def _text_phones(text: str) -> list[str]:
    found = []
    for match in _PHONE.finditer(text):
        value = match.group().strip()
        if not _phone_digits_ok(value):
            continue
        before = text[max(0, match.start() - 40) : match.start()]
        if value.startswith(("+", "(", "00")) or _PHONE_LABEL.search(before):
            found.append(value)
    return found


def _text_emails(text: str) -> list[str]:
    """_EMAIL's matches (``finditer``'s, one after another), found from each
    "@": a match holds one, and starts where the run of _LOCAL_CHAR before it
    starts (its look-behind), so only there is it tried, not at every word
    of the page (a tenth of the time)."""
    found = []
    end = 0  # where the last match ended: finditer's next starts no earlier
    at = text.find("@")
    while at >= 0:
        start = at
        while start > end and _LOCAL_CHAR.match(text, start - 1):
            start -= 1
        # From ``end``, the look-behind sees the run go on before it: no match.
        match = _EMAIL.match(text, start) if start < at else None
        if match is not None:
            end = match.end()
            if match.group().rsplit(".", 1)[-1].lower() not in _NOT_EMAIL_TLDS:
                found.append(match.group())
        at = text.find("@", at + 1)
    return found


@dataclass
class _Found:
    """The elements that may state a contact fact, from one walk of the tree."""

    tel: list[str] = field(default_factory=list)
    mailto: list[str] = field(default_factory=list)
    addresses: list[lxml.html.HtmlElement] = field(default_factory=list)
    pins: list[lxml.html.HtmlElement] = field(default_factory=list)
    labels: list[lxml.html.HtmlElement] = field(default_factory=list)
    social: list[lxml.html.HtmlElement] = field(default_factory=list)
    # Microdata items (itemscope with an itemtype), for facts: the same walk.
    scopes: list[lxml.html.HtmlElement] = field(default_factory=list)


def scan(tree: lxml.html.HtmlElement, tags: Tagged | None = None) -> _Found:
    """The elements that may state a contact fact or a profile. lxml's own
    iteration with plain string tests (an XPath with string functions costs
    five times as much); ``tags``: the tree's, when already collected."""
    found = _Found()
    tags = tagged(tree) if tags is None else tags
    for anchor in tags.a:
        href = anchor.get("href", "").strip()
        scheme = href[:7].lower()
        if scheme.startswith("tel:"):
            found.tel.append(href)
        elif scheme == "mailto:":
            found.mailto.append(href)
        elif _SOCIAL_URL.match(href):
            found.social.append(anchor)
    found.labels = [
        label
        for label in tags.labels
        if not len(label) and len((label.text or "").strip()) < _LABEL_CHARS
    ]
    for element in tree.iter(etree.Element):
        get = element.get  # .attrib would build a proxy per element
        if get("itemscope") is not None and get("itemtype") is not None:
            found.scopes.append(element)
        classes = get("class")
        if classes is None and element.tag != "address" and get("itemprop") is None:
            continue  # most elements: no name to test (the tests below need one)
        named = (classes or "").lower()
        if element.tag == "address" or (
            (_address_word(named) or "address" in element.get("itemprop", ""))
            and element.tag not in ("input", "label", "form", "a")
            and _ADDRESS_NAMES.search(f"{named} {element.get('itemprop', '')}".lower())
            and not any(a.tag == "form" for a in element.iterancestors())
        ):
            found.addresses.append(element)
        elif classes and element.tag in ("i", "span") and not len(element) and _pin_icon(named):
            found.pins.append(element)
    return found


# A page repeats its class names on many elements: match each string once.
@functools.lru_cache(maxsize=4096)
def _address_word(named: str) -> bool:
    return _ADDRESS_WORDS.search(named) is not None


@functools.lru_cache(maxsize=4096)
def _pin_icon(named: str) -> bool:
    return _PIN_ICON.search(named) is not None


def _classes(element: lxml.html.HtmlElement) -> str:
    return str(element.get("class", "")).lower()


def _addresses(found: _Found) -> list[str]:
    texts = [_lines_of(element) for element in found.addresses]
    texts += [_lines_of(p) for icon in found.pins if (p := icon.getparent()) is not None]
    for label in found.labels:
        if not _ADDRESS_LABEL.match(_flat(label.text or "")):
            continue
        # The next element (comments and processing instructions are no text).
        following = next(label.itersiblings(etree.Element), None)
        if following is not None:
            texts.append(_lines_of(following))
    return [a for a in (_ADDRESS_PREFIX.sub("", a) for a in texts) if _looks_like_address(a)]


def _looks_like_address(text: str) -> bool:
    if not 10 <= len(text) <= MAX_VALUE or not re.search(r"\d", text):
        return False
    if _EMAIL.search(text) or "http" in text:
        return False
    words = text.replace(",", " ").split()
    if len(words) < 2 or len(words) > 30:
        return False
    # Mostly a phone number is not an address.
    return len(phone_key(text)) < 0.5 * len(text.replace(" ", ""))


def _hours(text: str) -> list[str]:
    """Opening hours: the big pattern runs only around what looks like a time."""
    found: list[str] = []
    end = 0
    for hint in _TIME_HINT.finditer(text):
        if hint.start() < end:
            continue
        window = text[max(end, hint.start() - _HOURS_WINDOW) : hint.end() + _HOURS_WINDOW]
        for match in _HOURS.finditer(window):
            found.append(_flat(match.group()))
        end = hint.end() + _HOURS_WINDOW
    return found


def contact(
    tree: lxml.html.HtmlElement,
    page: str,
    text: str | None = None,
    html: str | None = None,
    candidates: _Found | None = None,
) -> list[dict[str, str]]:
    """The contact facts one page states, in a fixed order (phones, e-mails,
    addresses, hours; document order within each), deduplicated and bounded;
    ``text``: the page's ``page_text``, when already made; ``html``: its
    markup, the quicker way to it; ``candidates``: the tree's ``scan``."""
    candidates = scan(tree) if candidates is None else candidates
    phones = [unquote(href[4:]).strip() for href in candidates.tel]
    emails = [unquote(href[7:]).split("?")[0].strip() for href in candidates.mailto]
    text = page_text(tree, html) if text is None else text
    found = {
        "phone": [p for p in phones + _text_phones(text) if _phone_digits_ok(p)],
        "email": [e for e in emails + _text_emails(text) if _EMAIL.fullmatch(e)],
        "address": _addresses(candidates),
        "hours": _hours(text),
    }
    facts: list[dict[str, str]] = []
    for kind, values in found.items():
        seen: set[str] = set()
        for value in values:
            key = value_key(kind, value)
            if key in seen or any(key in s or s in key for s in seen if kind == "address"):
                continue
            seen.add(key)
            facts.append({"kind": kind, "value": _bounded(value), "page": page})
            if len(seen) >= MAX_PER_KIND[kind]:
                break
    return facts


def social(tree: lxml.html.HtmlElement, found: _Found | None = None) -> list[str]:
    """The company's profiles among the page's links, document order, at most
    MAX_SOCIAL: links that are an icon or name their network ("Facebook",
    "Follow us"), not a quoted post or a person's handle in a testimonial."""
    profiles: dict[str, str] = {}
    for anchor in (scan(tree) if found is None else found).social:
        url = anchor.get("href", "").strip()
        if not url.startswith(("https://", "http://")):
            continue
        parts = urlsplit(url)
        host = (parts.hostname or "").removeprefix("www.").removeprefix("m.")
        network = next((h for h in _SOCIAL_HOSTS if host == h), None)
        if network is None:
            continue
        segments = [s for s in parts.path.split("/") if s]
        if (
            not 1 <= len(segments) <= 3
            or segments[0] in _NOT_PROFILES
            or any(s in _POSTS for s in segments[1:])
            or "u=" in parts.query
            or "url=" in parts.query
        ):
            continue
        said = _flat(
            " ".join(
                [anchor.text_content(), anchor.get("title", ""), anchor.get("aria-label", "")]
                + [str(alt) for alt in anchor.xpath(".//img/@alt")]
            )
        ).lower()
        name = network.split(".")[0]
        if (
            said
            and name not in said
            and "follow" not in said
            and not (name == "x" and "twitter" in said)
        ):
            continue
        key = f"{host}/{'/'.join(segments)}".lower()
        profiles.setdefault(key, f"https://{parts.hostname}{parts.path.rstrip('/')}")
        if len(profiles) >= MAX_SOCIAL:
            break
    return list(profiles.values())


def copyright_holder(tree: lxml.html.HtmlElement, text: str | None = None) -> str | None:
    """The name in the page's copyright line ("© 2025 Acme Ltd."), the last
    one on the page (the footer's), unless it is a template's placeholder."""
    if text is None:
        text = page_text(tree)
    # Each line from where it says copyright: "Copyright © 2026 Acme Ltd. All rights …".
    starts = [m.start() for m in _COPYRIGHT_HINT.finditer(text)]
    text = "\n".join(
        _flat(text[start : start + 160].split("\n\n")[0])
        for index, start in enumerate(starts)
        if index == 0 or start - starts[index - 1] > 12
    )
    names = [_flat(m.group(1)).strip(" .,-") for m in _COPYRIGHT.finditer(text)]
    names = [
        n for n in names if len(n) >= 2 and not n.isdigit() and not _PLACEHOLDER_NAMES.search(n)
    ]
    if not names:
        return None
    name = names[-1]
    # "Acme Ltd" keeps its abbreviation's dot when the page wrote one.
    written = re.search(re.escape(name) + r"\.", text)
    return name + "." if written and re.search(rf"\s(?:{_LEGAL_FORMS})$", name) else name


def legal_notice(lines: list[str], page: str) -> dict[str, Any]:
    """What a legal notice states about the company, from its lines."""
    legal: dict[str, Any] = {}
    for index, written in enumerate(lines):
        line = written.lstrip("#-| ").strip()
        match = _LEGAL_NAME.match(line) if "name" not in legal else None
        if match and len(match.group("name").split()) <= 8:
            legal["name"] = match.group("name").strip()
            legal["form"] = _flat(match.group("form"))
            address = _address_after(lines[index + 1 : index + 4])
            if address:
                legal["address"] = address
        if "register" not in legal:
            registers = [_flat(m.group()) for m in _REGISTER.finditer(line)]
            if registers:
                legal["register"] = _bounded(", ".join(dict.fromkeys(registers)))
        if "vat" not in legal and (vat := _VAT.search(line)):
            legal["vat"] = _flat(vat.group("number"))
        if "directors" not in legal and (directors := _DIRECTORS.search(line)):
            names = [
                n.strip(" .")
                for n in _NAME_SPLIT.split(directors.group("names"))
                if 1 <= len(n.split()) <= 5 and not any(c.isdigit() for c in n)
            ]
            if names:
                legal["directors"] = names[:MAX_DIRECTORS]
    if legal:
        legal["page"] = page
    return legal


def _address_after(lines: list[str]) -> str | None:
    """The registered address: the lines under the legal name, up to its postcode."""
    parts = []
    for written in lines:
        line = written.lstrip("#-| ").strip()
        if not line or ":" in line or _EMAIL.search(line) or len(line) > 80:
            break
        parts.append(line)
        if _POSTCODE.search(line):
            return ", ".join(parts)
    return None


def _link_words(link: Link) -> list[str]:
    path = urlsplit(link.url).path
    segments = [s.rsplit(".", 1)[0] for s in path.split("/") if s]
    return [normal(text) for text in (*segments[-1:], link.text) if text]


def legal_link(links: list[Link]) -> str | None:
    """The imprint / legal-notice page among the links (never a privacy or terms page)."""
    best: tuple[int, str] | None = None
    for link in links:
        for words in _link_words(link):
            parts = set(words.split("-"))
            rank = (
                0
                if parts & _IMPRINT_PARTS or any(p in words for p in _IMPRINT_PHRASES)
                else 1
                if words == "legal" and excluded(words)
                else None
            )
            if rank is not None and (best is None or rank < best[0]):
                best = (rank, link.url)
    return best[1] if best else None


def contact_link(links: list[Link]) -> str | None:
    """The contact page among the links, else a store's or location's page."""
    place = None
    for link in links:
        for words in _link_words(link):
            if words in _CONTACT_WORDS:
                return link.url
            if place is None and words in _PLACE_WORDS:
                place = link.url
    return place
