"""A page's content as the proof of its kind, for a navigation entry that no
word names (pure: text and markup in, a kind out).

Each rule is what makes a person say "this is the pricing page" at a glance,
whatever the language, so it holds on sites the word tables were never
written from:

- **pricing**: several prices, each a number beside a currency (a symbol,
  an ISO code or the local abbreviation: ``€``, ``CHF``, ``zł``, ``kr``,
  ``元``; two joined as a range, "between £1,200 and £3,500", are one) — a
  membership fee table, plans, a price list;
- **products**: offers for sale: schema.org Product, Offer or ItemList data,
  or prices each beside the words of an order (``add to cart``, ``kaufen``,
  ``zamów``, ``购买``), each beside a stock label, or in cards a shop
  platform's markup names as goods (``product-miniature``, ``product-box``):
  a shop's cards; a price list with one order button is pricing first,
  products when pricing is already found;
- **faq**: questions: FAQPage data, or at least three short lines ending in
  a question mark (ASCII or fullwidth), a quarter of the page's lines or more;
- **about**: a story: AboutPage data, an organisation's founding date, or a
  year of the past with a founding ("started in 2008", "gegründet 1968",
  "成立于2003年"), or with the words of a history, a mission or a team;
- **features**: schema.org Service or OfferCatalog data (a services page),
  prices each booked (``kindwords.BOOK``: "Book now", "Reservar": a service
  is booked, goods are bought),
  or a heading that says what a customer or a member gets ("What you get",
  "Det får du som medlem", ``kindwords.OFFERED``: a page stating the offer);
  or a navigation section of offers (``keypages.offer_sections``: a top-level
  entry whose submenu lists several pages no word names) whose own page
  names those pages in its headings, one heading an offer with its few lines
  ("## Spinning", "## Jóga"), or that the site files them under
  (``keypages.files_offers``: their paths under its path and its page
  names one, or its page links to them), and tells no story and asks no questions: what
  a school, a gym or a law office sells, whatever its trade calls it; or a
  navigation entry the homepage heads as one of its cards
  (``keypages.offer_cards``) whose page heads the same name ("# Hotelzinho e
  Creche" for "Hotelzinho").

When a page says several, the order above decides: a pricing page often
ends in a few questions, and a shop's page tells its story in a line. A page
of offers is features before pricing: the navigation and the homepage present
it as an offer, and its prices are a part of it.
"""

from __future__ import annotations

import bisect
import itertools
import math
import re
from collections import Counter
from datetime import date

from sitebrief.rules.keypages import normal, text_kind
from sitebrief.rules.kindwords import (
    BOOK,
    BUY,
    BUY_CJK,
    CART,
    CART_CJK,
    CHILD,
    FAMILY,
    FOUNDING,
    FOUNDING_CJK,
    FOUNDING_MARKED,
    FREE,
    FREE_CJK,
    FREE_FROM,
    IN_STOCK,
    IN_STOCK_CJK,
    OFFERED,
    STORY,
    STORY_CJK,
    WORDS,
)

PROOF_ORDER = ("pricing", "products", "faq", "about", "features")
MIN_PRICES = 2  # distinct prices: one is a mention, two are a price list
MIN_QUESTIONS = 3
# A FAQ page is mostly questions and their answers; a sales page that ends in
# a few questions ("Is it free?") is not one.
MIN_QUESTION_SHARE = 0.25
MAX_QUESTION_CHARS = 200
MIN_STORY_WORDS = 2
# A section's page names this many of its submenu's offers in its headings.
MIN_OFFERS = 2
# Enough of a page to judge it; a long page states its kind early.
MAX_LINES = 400

# Symbols, ISO codes and the abbreviations shops write beside the number
# ("4.250 TL", "Rp 150.000", "120,000원", "1 800 грн", "150.000đ", "250 ر.س",
# "Rs. 500"). No code that is a word of a menu or a sentence ("TRY 3 days", "ALL").
_CURRENCY = (
    r"[$€£¥₹₽₩₺₪₴₫฿]|R\$|NT\$|HK\$|S\$|元|円|원|zł|zl|kr|Kč|Kc|Ft|lei|лв|руб|грн|(?-i:TL|Rp|RM)"
    r"|дин|vnđ|đ|ש\"ח|ש״ח|ر\.س|د\.إ|ج\.م|د\.م"
    r"|CHF|EUR|USD|GBP|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|JPY|CNY|RMB|AUD|CAD|NZD|BRL|MXN|INR|ZAR|ISK"
    r"|UAH|RUB|RSD|IDR|VND|KRW|ILS|NIS|SAR|AED|EGP|MAD|THB|MYR|SGD|HKD|TWD"
    r"|(?-i:Rs)\.?|₨|₦|₱|₸|₾|֏|₼|৳|S/|(?:US|AU|CA|NZ|MX|A|C)\$|บาท|تومان|ریال|ден\."
    r"|KES|NGN|GHS|PKR|LKR|BDT|KZT|GEL|AMD|AZN"
)
_NUMBER = r"\d{1,3}(?:[.,'\u00a0 ]\d{3})*(?:[.,]\d{1,2}|[.,]-)?|\d+(?:[.,]\d{1,2})?"
# A currency token is not part of a word ("kr" in "krone" is not a currency).
_PRICE = re.compile(
    rf"(?<![^\W\d_])(?:{_CURRENCY})\s?(?:{_NUMBER})(?!\d)"
    rf"|(?<![\d.,])(?:{_NUMBER})\s?(?:{_CURRENCY})(?![^\W\d_])",
    re.IGNORECASE,
)
# Two prices joined as a range ("£1,200 to £3,500", "€80-€120", "de 30 € à 50 €",
# "between £1,200 and £3,500"): the bounds of one price a service page states of
# itself (a typical spend), not two offers' prices; a price list names what each
# price is for ("60 € für Erwachsene und 30 € für Kinder"), and "and" alone joins
# two ("Plans at $9 and $19"): it makes a range only after "between".
_RANGE = re.compile(
    rf"({_PRICE.pattern})\s*(?:[-–—~〜～]|\b(?:to|bis|à|a|tot|till|til|do|al|au|até|hasta|до)\b)"
    rf"\s*(?:{_PRICE.pattern})"
    rf"|\b(?:between|zwischen|entre|tra|fra|mellan|mellem|mellom|tussen|között|między|pomiędzy)"
    rf"\s+({_PRICE.pattern})\s*(?:and|und|et|e|y|och|og|en|és|i|a)\s+(?:{_PRICE.pattern})",
    re.IGNORECASE,
)
_TYPE = re.compile(r'"@type"\s*:\s*\[?\s*"(?:https?://schema\.org/)?(\w+)"|schema\.org/(\w+)')
# Links, buttons and submit inputs, with their labels.
_CONTROL = re.compile(
    r"<(a|button)\b[^>]*>(.{0,300}?)</\1\s*>|<input\b[^>]*\bvalue=[\"']([^\"']{1,80})",
    re.IGNORECASE | re.DOTALL,
)
_TAG = re.compile(r"<[^>]*>")
# A shop platform's card of goods, by its markup's own name: PrestaShop's
# "product-miniature", Shopware's "product-box", Magento's "product-item",
# OpenCart's "product-thumb", WooCommerce's "woocommerce-loop-product__title".
# The card itself, not its title: a sidebar's or footer's widget of goods
# names its entries' titles ("product-title") beside any page. One card holds
# several such names, each once: the most frequent counts the cards. The
# platforms of other languages name it in theirs, in their word order (Loja
# Integrada's "info-produto", "producto-item", "produkt-box", "carte-produit").
_CLASS = re.compile(r"""\bclass\s*=\s*["']([^"']{1,2000})["']""", re.IGNORECASE)
_GOODS = r"(?:product|produto|producto|prodotto|produit|produkt|termek|urun)"
_CARD = r"(?:card|carte|cartao|item|box|tile|miniature|thumb|info)"
_PRODUCT_CARD = re.compile(
    rf"(?:[\w-]*?[-_])?(?:{_GOODS}[-_]{{0,2}}{_CARD}|{_CARD}[-_]{{1,2}}{_GOODS}|loop[-_]product__title)",
    re.IGNORECASE,
)
MAX_HTML_CHARS = 2 * 1024 * 1024
_YEAR = re.compile(r"(?<!\d)(1[89]\d\d|20\d\d)(?!\d)")
# Persian and Arabic digits ("۱۳۸۹", "٢٠٠٨"). A year written so is often of a
# Hijri calendar (solar 1389 is 2010, lunar 1431 is 2010): one of 13xx or 14xx
# is of the past too.
_EASTERN_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "0123456789" * 2)
_HIJRI_YEAR = re.compile(r"(?<!\d)(1[34]\d\d)(?!\d)")
_LINE_MARKS = "#-| "
_OFFER_TYPES = frozenset({"Product", "Offer", "AggregateOffer", "ItemList", "ProductGroup"})
_SERVICE_TYPES = frozenset({"Service", "OfferCatalog"})
_BUY = frozenset(normal(word) for word in BUY.split())
_BOOK = frozenset(normal(word) for word in BOOK.split())
_CART = frozenset(normal(word) for word in CART.split())
_IN_STOCK = frozenset(normal(word) for word in IN_STOCK.split())
_STORY = frozenset(normal(word) for word in STORY.split())
_FAMILY = frozenset(normal(word) for word in FAMILY.split())
_CHILD = frozenset(normal(word) for word in CHILD.split())
_RAW_WORD = re.compile(r"\w+")
_SENTENCE_END = re.compile(r"[.!?;:]\s")
# Two of a family's words are a story, told as two story words are.
MIN_FAMILY_WORDS = 2
_FOUNDING = frozenset(normal(word) for word in FOUNDING.split())
_FOUNDING_MARKED = re.compile(
    rf"(?<!\w)(?:{'|'.join(FOUNDING_MARKED.split())})(?!\w)", re.IGNORECASE
)
_OFFERED = tuple(f"-{normal(phrase)}-" for phrase in OFFERED.split())
# Each language's own words for shipping ("Lieferung", "dostawa"): a line that
# says one states a delivery term ("Darmowa dostawa od 250 zł", "Versandkostenfrei
# ab CHF 150"), the shop's shipping, no offer's price. Prefixes, for compounds;
# not French "expédition", an expedition's price in English ("Arctic Expedition €2,400").
_SHIPPING = tuple(
    sorted(
        {
            key
            for words in WORDS.values()
            for word in words["shipping"].split()
            if not word.startswith("~") and "-" not in (key := normal(word))
        }
        - {"expedition"}
    )
)


def schema_types(html: str) -> set[str]:
    """The schema.org types a page's JSON-LD and microdata name."""
    return {a or b for a, b in _TYPE.findall(html)}


def prices(lines: list[str]) -> set[str]:
    """The distinct prices the lines state ("49 zł", "€ 12,50", "CHF 80.-")."""
    found: set[str] = set()
    for line in lines:
        for match in _PRICE.finditer(line):
            found.add(re.sub(r"\s", "", match.group(0)).lower())
    return found


def _stocked(lines: list[str]) -> int:
    """Lines that are a card's stock label ("Skladem", "In stock")."""
    return sum(
        1
        for line in lines
        if normal(line.strip(_LINE_MARKS)) in _IN_STOCK or line.strip() in IN_STOCK_CJK
    )


_FREE = tuple(sorted(normal(word) for word in FREE.split()))
_THRESHOLD = re.compile(
    rf"\b(?:{'|'.join(re.escape(w.replace('-', ' ')) for w in FREE_FROM.split())})\s+"
    rf"(?:{_PRICE.pattern})",
    re.IGNORECASE,
)


def _offers_prices(line: str) -> str:
    """The line without its free delivery's threshold ("Darmowa dostawa od 250
    zł"): the shop's term, no offer's price. A price per delivery ("$9.400 por
    envío") or an offer's with its free delivery ("Bouquet 39 € · livraison
    gratuite") stays."""
    if not _delivery(line):
        return line
    return _THRESHOLD.sub(" ", line)


def _delivery(line: str) -> bool:
    """The line states a delivery term: a shipping word and "free" ("Envío
    gratis desde $45.000"); a price per delivery ("$9.400 por envío") is a
    subscription's price."""
    tokens = normal(line).split("-")
    shipping = [token for token in tokens if token.startswith(_SHIPPING)]
    return bool(shipping) and (
        any(token in _FREE for token in tokens)
        or any(token.endswith(_FREE) for token in shipping)  # "versandkostenfrei"
        or any(word in line for word in FREE_CJK)
    )


def _questions(lines: list[str]) -> int:
    return sum(
        1
        for line in lines
        if len(line) <= MAX_QUESTION_CHARS and line.rstrip().endswith(("?", "？"))
    )


def _tokens(lines: list[str]) -> set[str]:
    tokens: set[str] = set()
    for line in lines:
        words = normal(line.strip(_LINE_MARKS)).split("-")
        tokens.update(words)
        tokens.update("-".join(words[i : i + 2]) for i in range(len(words) - 1))
        tokens.update("-".join(words[i : i + 3]) for i in range(len(words) - 2))
    return tokens


# A card's booking button says it and little more ("Book now", "Reservar
# cita"); the header's, the menu's and the footer's are the whole site's.
MAX_BOOKING_WORDS = 3
_SITE_PART = re.compile(r"<(/?)(?:header|nav|footer)\b[^>]*>", re.IGNORECASE)
# A call or a demo is booked on any site, no offer of its own.
_NOT_BOOKED = frozenset({"demo", "call", "meeting", "tour", "consultation"})


def _orders(html: str) -> tuple[int, int, int]:
    """Links and buttons that ask for an order ("Add to cart", "Beställ",
    "购买"): one per card on a shop's page; of those, the ones that put
    goods in a cart; and the ones that book a service ("Book now"). Read from
    the markup: the page's text leaves out buttons and calls to action."""
    orders = carts = bookings = 0
    html = html[:MAX_HTML_CHARS]
    parts = _site_parts(html)
    for match in _CONTROL.finditer(html):
        label = _TAG.sub(" ", match.group(2) or match.group(3) or "")
        tokens = _tokens([label])
        if tokens & _BUY or any(word in label for word in BUY_CJK):
            orders += 1
        if tokens & _CART or any(word in label for word in CART_CJK):
            carts += 1
        words = normal(label).split("-")
        if (
            len(words) <= MAX_BOOKING_WORDS
            and (words[0] in _BOOK or "-".join(words[:2]) in _BOOK)
            and not _NOT_BOOKED & set(words)
            and not _in_site_parts(match.start(), parts)
        ):
            bookings += 1
    return orders, carts, bookings


def _site_parts(html: str) -> list[tuple[int, int]]:
    """Where the header, the menus and the footer are (start, end), in one pass."""
    spans: list[tuple[int, int]] = []
    depth, start = 0, 0
    for tag in _SITE_PART.finditer(html):
        if not tag.group(1):
            depth += 1
            if depth == 1:
                start = tag.start()
        elif depth:
            depth -= 1
            if depth == 0:
                spans.append((start, tag.end()))
    if depth:
        spans.append((start, len(html)))
    return spans


def _in_site_parts(at: int, spans: list[tuple[int, int]]) -> bool:
    """``spans`` are sorted and apart: the one that starts last before ``at``."""
    index = bisect.bisect_right(spans, (at, math.inf)) - 1
    return index >= 0 and at < spans[index][1]


_MENU_CLASS = re.compile(r"header|menu|nav|footer", re.IGNORECASE)


def _cards(html: str) -> int:
    """How many cards of goods the markup names (``_PRODUCT_CARD``); a
    menu's entries ("header--product-item") are none."""
    named = Counter(
        name.lower()
        for classes in _CLASS.findall(html[:MAX_HTML_CHARS])
        for name in classes.split()
        if _PRODUCT_CARD.fullmatch(name) and not _MENU_CLASS.search(name)
    )
    return max(named.values(), default=0)


def _about_heading(line: str) -> bool:
    """A heading the about page's own words name ("### Chi siamo", "## Wer wir sind")."""
    if not line.startswith("#"):
        return False
    named = text_kind(line.lstrip("# "))
    return named is not None and named[0] == "about"


def _story(lines: list[str], tokens: set[str], today: date) -> bool:
    """A year of the past and the words of a story: a founding ("started in
    2008"), two words of a story (a heading the about page's words name, "Chi
    siamo", is one), or one and a second year ("began in 2016 … moved in
    2019"); a family's two words ("built by my great-grandfather") are a
    story's two."""
    past: set[int] = set()
    for line in lines:
        western = line.translate(_EASTERN_DIGITS)
        past |= {year for y in _YEAR.findall(western) if 1800 <= (year := int(y)) <= today.year}
        if western != line:  # Persian or Arabic digits: a Hijri year too
            past |= {int(y) for y in _HIJRI_YEAR.findall(western)}
    if not past:
        return False
    text = "\n".join(lines)
    if (
        tokens & _FOUNDING
        or any(word in text for word in FOUNDING_CJK)
        or _FOUNDING_MARKED.search(text)
    ):
        return True
    told = len(tokens & _STORY) + sum(1 for word in STORY_CJK if word in text)
    # A heading the about page's words name ("### Chi siamo") is one word of
    # a story: a services page may end in an "About us" teaser.
    told += any(_about_heading(line) for line in lines)
    family = len(tokens & _FAMILY) + _named_children(lines)
    if family >= MIN_FAMILY_WORDS:  # "sagradio pradjed", "geboren … ouders"
        told += MIN_STORY_WORDS
    return told >= MIN_STORY_WORDS or (told >= 1 and len(past) >= 2)


def _named_children(lines: list[str]) -> int:
    """A son or a daughter the story names ("la figlia Rosaria", "poikansa
    Ville"): one family word, once however often. Within a sentence: a
    capital after its full stop begins the next."""
    for line in lines:
        for sentence in _SENTENCE_END.split(line):
            for word, after in itertools.pairwise(_RAW_WORD.findall(sentence)):
                if after[:1].isupper() and normal(word) in _CHILD:
                    return 1
    return 0


def _offers_named(lines: list[str], offers: tuple[str, ...]) -> bool:
    """The page's headings or its list's items name its submenu's pages
    ("Категорія B — легкові автомобілі" for "Категорія B"; "- Mariages - vin
    d'honneur, dîner" for "Mariages"): at least two of them, or the one. A
    section's overview either heads each offer with its few lines or lists
    them (often as links to their pages, a list a CMS writes for a parent
    page's children), an item that begins with the offer's name; a sentence
    naming them in passing is neither."""
    headings = ["-" + normal(line.lstrip("#")) + "-" for line in lines if line.startswith("#")]
    items = ["-" + normal(line[2:]) + "-" for line in lines if line.startswith("- ")]
    named = sum(
        1
        for offer in offers
        if (key := normal(offer))
        and (
            any(f"-{key}-" in heading for heading in headings)
            or any(item.startswith(f"-{key}-") for item in items)
        )
    )
    return named >= min(len(offers), MIN_OFFERS)


def _offered(lines: list[str]) -> bool:
    """A heading says what a customer or a member gets ("## Det får du som medlem")."""
    return any(
        phrase in f"-{normal(line.lstrip('#'))}-"
        for line in lines
        if line.startswith("#")
        for phrase in _OFFERED
    )


def _lower_bound(match: re.Match[str]) -> str:
    return match[1] or match[2]


def kinds_of(
    lines: list[str],
    html: str = "",
    founding_date: bool = False,
    today: date | None = None,
    *,
    offers: tuple[str, ...] = (),
    filed: bool = False,
) -> list[str]:
    """Every kind the content proves, in ``PROOF_ORDER`` (a page of offers:
    features before pricing). ``founding_date``: the page's organisation data
    states one; ``offers``: the labels of the submenu under this page's
    navigation entry, when it is a section of offers
    (``keypages.offer_sections``), or its own label, when the homepage heads
    it as a card (``keypages.offer_cards``); ``filed``: the site files
    those offers under this page (``keypages.files_offers``: their paths
    under its path and its content names one, or it links to them), so
    the page need not head them."""
    lines = lines[:MAX_LINES]
    types = schema_types(html) if html else set()
    tokens = _tokens(lines)
    stated = prices([_RANGE.sub(_lower_bound, _offers_prices(line)) for line in lines])
    proven: list[str] = []
    orders, carts, bookings = _orders(html) if html else (0, 0, 0)
    priced = len(stated) >= MIN_PRICES
    # Cards each put in a cart, or each in stock: a shop's category, no price list.
    goods = carts >= MIN_PRICES or _stocked(lines) >= MIN_PRICES or _cards(html) >= MIN_PRICES
    if types & _OFFER_TYPES or (priced and (orders >= MIN_PRICES or goods)):
        proven.append("products")  # cards, each with its price and its button
    if priced and not goods:
        proven.append("pricing")
    if priced and orders and "products" not in proven:
        proven.append("products")  # a price list with an order form: merchandise, or plans
    asked = _questions(lines)
    if "FAQPage" in types or (asked >= MIN_QUESTIONS and asked >= MIN_QUESTION_SHARE * len(lines)):
        proven.append("faq")
    if "AboutPage" in types or founding_date or _story(lines, tokens, today or date.today()):
        proven.append("about")
    if (
        offers
        and not {"faq", "about"} & set(proven)  # a story or questions: the page is those
        # A shop's category is goods, whatever heads it: its sections of
        # categories are no offers' page beside the shop (4 fitted sites had
        # one read so; courses put in a cart are goods too).
        and not goods
        and (filed or _offers_named(lines, offers))
    ):
        # What the navigation and the homepage present as offers is those
        # first; the prices it states are a part of it (a grooming page's
        # price table). A shop's cards are products only.
        at = proven.index("pricing") if "pricing" in proven else len(proven)
        proven.insert(at, "features")
    elif (
        types & _SERVICE_TYPES
        or (_offered(lines) and "about" not in proven)
        or (priced and bookings >= MIN_PRICES and "products" not in proven)
    ):
        # "Who we are / What we do" is an about page's pair of headings: the
        # story makes it that, and no stand-in for the offer's page. Services
        # each booked at their price are what the site offers.
        proven.append("features")
    return proven


def proven_kinds(
    lines: list[str],
    wanted: tuple[str, ...] | list[str],
    html: str = "",
    founding_date: bool = False,
    today: date | None = None,
    *,
    offers: tuple[str, ...] = (),
    filed: bool = False,
) -> tuple[str, ...]:
    """The kinds the content proves among those still wanted, in
    ``PROOF_ORDER``: the first is the page's, the next what it may stand for
    when an earlier page took the first."""
    proven = kinds_of(lines, html, founding_date, today, offers=offers, filed=filed)
    return tuple(kind for kind in proven if kind in wanted)
