"""A page's own content: what a person reads, without the chrome they skip
(pure; lxml trees in, lxml trees out).

Rules, in the order they apply (``keep_own_content``):

1. Never text: scripts, styles, templates, SVG, embedded documents.
2. Hidden (``hidden.py``): what no visitor sees is dropped — concealed text
   (a font of no size, off-screen, transparent, clipped to nothing,
   screen-reader-only) always; collapsed text (``display:none``, the
   ``hidden`` attribute, ``aria-hidden``, zero size, ``d-none``, and the
   page's own ``<style>`` rules that hide a class or id) unless a person opens
   it: ``hidden="until-found"``, ``<details>``, a panel a control names
   (``aria-controls``, ``href="#id"``, ``data-bs-target``, ``label for``), a
   panel of an accordion or tabs (``role=tabpanel``, or a class or id that
   says accordion, collapse, tab, panel, faq, answer), a carousel's other
   slides (not its clones).
3. Chrome: navigation (``nav``, ``role=navigation``, a menu named for where
   it sits: ``mobileNav``), the page's header (``header`` outside ``main``
   and ``article``, ``role=banner``) and footer (a ``footer``, or an element
   named ``footer…``, that is the body's by HTML's sectioning rule, inside
   ``main`` or not; ``role=contentinfo``), ``aside``, dialogs and consent
   layers (``dialog``, ``aria-modal``, the common consent managers'
   containers, and any id or class that says cookie, consent or gdpr), skip
   links, share widgets, newsletter sign-ups, breadcrumbs, site-wide notice
   bars; a shop's one-line notices (stock labels, shipping and delivery
   promises, instalment badges, loyalty points) outside a description's tab;
   buttons and calls to action, unless they open a panel (an accordion's
   question) or hold a card (a heading, a paragraph). Class names are
   matched as words: ``shared_game_rating`` is not a share widget.
4. Marked content first: ``main`` or ``role=main`` when it holds a fifth of
   the page's text or more (a smaller one is a drawer's or a cart's), with the
   paragraphs of prose outside it (else the whole body).
5. Link-dense blocks: a short block whose text is mostly short links (a menu
   that wore no ``nav``) is dropped, unless it is a list inside the marked
   content; links averaging over 20 characters are product names or titles,
   links in a heading (or holding one) are titles, and links that each come
   with a picture are cards.

``structure`` then marks what the layout says: headings as ``# `` lines,
list items as ``- ``, table rows as their cells joined by `` | `` (an empty
cell keeps its place), check and cross icons as ✓ and ✗, a definition
list's term and its short definitions as one ``Term: definition`` line.
"""

from __future__ import annotations

import collections
import functools
import re
from collections.abc import Callable, Collection, Iterator

import lxml.html
from lxml import etree

from sitebrief.page import hidden, widgets

NEVER_TEXT = frozenset(
    {"script", "style", "template", "svg", "noscript", "iframe", "object", "canvas", "head"}
)
# Controls, not content: "Add to cart", "Select a size", a search box.
CONTROLS = frozenset({"button", "select", "option", "textarea", "input"})
_CHROME_TAGS = frozenset({"nav", "aside", "dialog"})
_CHROME_ROLES = frozenset(
    {"navigation", "banner", "contentinfo", "complementary", "dialog", "alertdialog", "search"}
)
# Consent managers' containers (OneTrust, Cookiebot, CookieYes, Usercentrics,
# Didomi, Osano, Termly, Complianz, …) and anything that says what it is.
_CHROME_NAMES = re.compile(
    r"onetrust|optanon|cybotcookiebot|cookiebot|cookieyes|\bcky-|usercentrics|didomi|osano"
    r"|termly|cmplz|complianz|cookie|consent|gdpr|\bcc-window|\bcc-banner"
    r"|newsletter|subscribe|signup|sign-up|mailing-list|mc4wp"
    r"|\bshare(?!d)|social|sharing|addthis|sharethis"
    r"|breadcrumb|screen-reader|sr-only|visually-hidden"
    # "menu" as a word of a class name, BEM's too: mm-menu, header__menu, menu-item.
    r"|\bmega-?menu|(?<![a-z0-9])menu(?![a-z0-9])|navbar"
    r"|site-header|site-footer|page-footer|global-footer"
    r"|announcement-bar|promo-bar|back-to-top|copyright|top-?bar|top-header"
    r"|utility-nav|\brelated\b|related-products|upsell|cross-sell"
    # A menu named for where it sits, camelCase too: mobileNav, sub-nav, sidenav.
    r"|(?<![a-z0-9])(?:mobile|main|top|sub|side|primary|secondary|global|site|footer|header)"
    r"-?nav(?:igation)?(?![a-z])"
    # A site-wide notice above the page ("Now hiring", "Closed on Monday").
    r"|(?<![a-z0-9])(?:header|site|global)-(?:alert|notice)|(?:alert|notice|notification)-bar",
)
# A footer by its name: an id or a class that starts with "footer" (footer,
# footer-cta, footer_bottom, footerWrap), as templates name the site's footer
# when they build it of divs; "card-footer" and "modal-footer" are a card's and
# a dialog's own, and stay.
_FOOTER_NAME = re.compile(r"(?:^|\s)footer")
# Sections and sectioning roots other than the body and the quotes (see _page_footer).
_SECTIONS = frozenset({"section", "aside", "nav", "details", "fieldset", "td"})
# A shop's notices about the order, not the product: stock labels ("In stock",
# "Only 3 left", "Sold out"), shipping and delivery promises ("Free shipping
# over $50", "Order within 3 h for delivery Tuesday"), instalment badges
# (Klarna, Afterpay, Affirm, Sezzle, PayPal Pay Later, Shopify's payment
# terms) and loyalty points ("Earn 179 points"). They state the shop's state
# at one moment, or its terms, and every product page repeats them; the
# platforms name them alike: WooCommerce's p.stock, Shopify's
# product__inventory and shopify-payment-terms, Magento's .stock.available,
# PrestaShop's #product-availability, Squarespace's sold-out mark (but
# PrestaShop's "product-price-and-shipping" is a card's price). As words
# of a class or id; a state modifier ("card--sold-out", WooCommerce's
# "instock" on a product) names the product, not a label, and is no match.
_NOTICE_NAMES = re.compile(
    r"(?<![a-z0-9])(?<!--)(?:"
    r"in-stock|out-of-stock|low-stock|stock-(?:status|level|label|message|info|notice|indicator)"
    r"|sold-out|back-?order|availability|product__inventory|inventory-(?:status|level|message)"
    r"|(?<!price-and-)shipping|free-shipping|delivery-(?:info|estimate|date|time|message|msg|notice|promise)"
    r"|estimated-delivery|klarna|afterpay|affirm|sezzle|payment-terms|paypal-message"
    r"|pay-later|financing|installments?|loyalty"
    r")(?![a-z])"
    # WooCommerce's and Magento's label: a class "stock" of its own.
    r"|(?:^|\s)stock(?:\s|$)"
)
_NOTICE_STEMS = (
    "stock", "sold", "order", "avail", "invent", "ship", "deliver", "klarna", "afterpay",
    "affirm", "sezzle", "pay", "financ", "install", "loyal",
)  # fmt: skip
# A tab or an accordion panel of a product's description ("Shipping &
# Returns") is a section the shop wrote: its terms there are its content.
_TAB_NAMES = re.compile(r"accordion|collaps|tab-?(?:pane|panel|content)|tabpanel")
# A notice is one line (characters other than spaces); a block saying more (a
# shipping policy's sentences, a heading over it, a product card with its
# picture) is the shop's content.
_NOTICE_CHARS = 80
# Buttons and calls to action, unless they open a panel (an accordion's question).
_CONTROL_NAMES = re.compile(r"\bbtn\b|btn-|-btn\b|\bbutton\b|-button\b|\bcta\b|cta-")
# "cta" starts no English word: a link or button named ctaPrimary, cta__link
# or ctaBuyNow is a call to action. (A block so named, AEM's cmp-cta__container,
# is a teaser: its headings and prose go by _control_sized, as the words above.)
_CTA_LINK_NAMES = re.compile(r"(?<![a-z0-9])cta(?![0-9])")
_OPENER_NAMES = re.compile(r"accordion|collaps|expand|faq|toggle-?answer")
# A price in a button or a link: "from €29.99", "$29/mo", "29,99 EUR".
_PRICE = re.compile(
    r"[$€£¥₹]\s?\d|\d(?:[.,]\d+)?\s?(?:€|£|\$|EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN)(?![A-Za-z])"
)
# A call to action's band is content with this many figures or this much prose.
_FIGURES = re.compile(r"\d[\d.,]*\d|\d")
_CTA_FIGURES = 2
# A phone number is what a call to action asks you to dial, not a statistic:
# its groups of digits ("(408) 748-9663", "+44 20 7946 0958") are not figures
# (years in a row, "2019 2020 2021", have no + nor a dash, dot or bracket).
_PHONE = re.compile(r"\+?\(?\d{2,4}\)?(?:[\s.\-]\(?\d{2,4}\)?){2,4}")
_PHONE_MARK = re.compile(r"^\+|[-.()]")
_CTA_PROSE_CHARS = 120  # characters other than spaces, as _PROSE_CHARS
# A page header's own words: its hero, however it marks them.
_MASTHEAD_NAMES = re.compile(r"masthead|hero|intro|tagline|heading|headline|lead|banner-text")
_MASTHEAD_HEADING_CHARS = 8
_MASTHEAD_PROSE_CHARS = 40
_MASTHEAD_LINK_SHARE = 0.5
# Skip links ("Skip to content"); the element they point to is the content.
_SKIP_LINK_NAMES = re.compile(r"skip-?link|skip-to")
# Collapsed content a person opens, and a carousel's other slides: kept although
# hidden. A carousel's copies of its slides (for endless scrolling) are not.
_PANEL_NAMES = re.compile(
    r"accordion|collapse|tab-?pane|tabpanel|panel|faq|answer|toggle|expand|reveal|more"
    r"|slide|carousel|swiper|slick"
)
_COPY_NAMES = re.compile(r"clone|duplicate")
# Check and cross icons of the common icon fonts (Bootstrap Icons, Font
# Awesome, Glyphicons, Themify, Line Awesome, …): bi-check, fa-circle-xmark.
_ICON_PREFIX = (
    r"(?:^|\s)(?:bi|fa|icon|glyphicon|ti|la|ion|mdi|ri|uil|feather|lni)-(?:circle-|square-)?"
)
_CHECK_ICON = re.compile(_ICON_PREFIX + r"(?:check|tick|ok|done|checkmark)(?![a-z])")
# "close" is left out: it is the close button's icon more often than a "no".
_CROSS_ICON = re.compile(_ICON_PREFIX + r"(?:x|times|xmark|cross|remove|ban)(?![a-z])")
# An icon that opens, closes or points is a control's, whatever its shape.
_CONTROL_ICON = re.compile(r"arrow|toggle|collaps|expand|dismiss|modal|menu")
_LIGATURE_FONTS = re.compile(r"material-icons|material-symbols")
_LIGATURES = {
    **dict.fromkeys(("check", "done", "check_circle", "task_alt"), "\u2713"),
    **dict.fromkeys(("close", "clear", "cancel", "block"), "\u2717"),
}
_BLOCKS = frozenset({"div", "section", "ul", "ol", "p", "table", "dl", "form", "span"})
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_SPACE = re.compile(r"\s+")


def _any_of(words: Collection[str]) -> str:
    """A pattern for any of the words, as a trie (``a(?:ffirm|lert)|b…``): each
    choice opens with its own letter, which the engine tests in one step, not
    every word at every character."""
    firsts: dict[str, list[str]] = {}
    for word in sorted(set(words)):
        firsts.setdefault(word[0], []).append(word[1:])
    choices = []
    for first, tails in firsts.items():
        # A word that starts a longer one is found wherever that one is.
        rest = "" if "" in tails else _any_of(tails)
        choices.append(re.escape(first) + (f"(?:{rest})" if "|" in rest else rest))
    return "|".join(choices)


# A word of an id or class that holds none of these has no flag: every name
# pattern of _word_flags and _chrome_word matches only words holding one
# (each choice of each pattern holds the stem given beside it here).
_NAME_STEMS = (
    "footer",  # _FOOTER_NAME
    *_NOTICE_STEMS,  # _notice_names
    "skip",  # _SKIP_LINK_NAMES
    # _CHROME_NAMES
    "onetrust", "optanon", "cookie", "cky-", "usercentrics", "didomi", "osano", "termly",
    "cmplz", "complianz", "consent", "gdpr", "cc-", "newsletter", "subscribe", "signup",
    "sign-up", "mailing-list", "mc4wp", "share", "social", "sharing", "addthis", "breadcrumb",
    "screen-reader", "sr-only", "visually-hidden", "menu", "nav", "header", "bar",
    "back-to-top", "copyright", "related", "upsell", "cross-sell", "alert", "notice",
    # widgets.unseen: _CLONES, _FORM_MESSAGES, _CART_WIDGETS
    "clone", "duplicate", "feedback", "form", "wpcf7", "error", "mce-", "validation",
    "message", "subscribe", "newsletter", "cart",
    "cta",  # _CTA_LINK_NAMES
    "btn", "button", "cta",  # _CONTROL_NAMES
    "accordion", "collaps", "expand", "faq", "toggle",  # _OPENER_NAMES
)  # fmt: skip
_NAME_STEM = re.compile(_any_of(_NAME_STEMS))
# A block this short whose text is mostly link text is a menu, not content.
_LINK_DENSE_MAX_CHARS = 400
_LINK_DENSITY = 0.6
_MENU_LINK_CHARS = 20
# aria-hidden prose longer than this, not mostly links, is seen and read.
_ARIA_HIDDEN_PROSE_CHARS = 200
# A <style> rule hiding more than this share of the page hides it while it loads.
_LOADING_SHARE = 0.5
# Chrome holding more than this share of the page's text is its wrapper.
_WRAPPER_SHARE = 0.5
# Marked content holding less than this share of the page's text is not the page's.
_MAIN_SHARE = 0.2
# A paragraph outside the marked content this long, and not mostly links, is
# the page's prose too (measured on WCXB: 120 keeps them, and no boilerplate).
_PROSE_CHARS = 120
_PROSE_LINK_SHARE = 0.3
# A definition this short joins its term's line ("Weight: 2 oz").
_TERM_VALUE_CHARS = 120


def _names(element: lxml.html.HtmlElement) -> str:
    """id and class, lower case ("" for most elements: then no pattern runs)."""
    get = element.get  # two lookups; .attrib would build a proxy per element
    ident, classes = get("id"), get("class")
    if ident is None and classes is None:
        return ""
    return f"{ident or ''} {classes or ''}".lower()


# A page repeats its class names on many elements: match each string once.
@functools.lru_cache(maxsize=4096)
def _chrome_named(names: str) -> bool:
    # By word: pages share words (a theme's classes) more than whole strings,
    # and no pattern spans a space.
    return any(map(_chrome_word, names.split()))


@functools.lru_cache(maxsize=65536)
def _chrome_word(word: str) -> bool:
    # What a visitor never sees as it is: a carousel's clones, a form's messages.
    if _NAME_STEM.search(word) is None:
        return False  # most words (a page's own, hashed or numbered): one scan
    return _CHROME_NAMES.search(word) is not None or widgets.unseen(word)


@functools.lru_cache(maxsize=4096)
def _notice_names(names: str) -> bool:
    # Most names hold none of the notices' stems: a substring test is cheaper.
    return any(stem in names for stem in _NOTICE_STEMS) and _NOTICE_NAMES.search(names) is not None


@functools.lru_cache(maxsize=4096)
def _opener_names(names: str) -> bool:
    return _OPENER_NAMES.search(names) is not None


@functools.lru_cache(maxsize=4096)
def _panel_names(names: str) -> bool:
    return _PANEL_NAMES.search(names) is not None


def _is_panel(
    element: lxml.html.HtmlElement,
    opened: Callable[[], frozenset[str]],
    panels: dict[lxml.html.HtmlElement, bool],
) -> bool:
    """Collapsed content a person opens: in <details>, a tab panel, a panel by
    its class or id, or an element a control names (opened: those ids, asked
    for last: finding them walks the page; panels: _in_panel's answers)."""
    names = _names(element)
    if names and _COPY_NAMES.search(names):
        return False
    if _in_panel(element, panels):
        return True
    # The control names the collapsed element itself: a visible section that
    # a link points to ("#contact") opens nothing hidden inside it.
    ident = element.get("id")
    return bool(ident) and ident in opened()


def _in_panel(element: lxml.html.HtmlElement, known: dict[lxml.html.HtmlElement, bool]) -> bool:
    """Is the element or one of its ancestors a panel (<details>, a tab panel,
    a panel by its name)? known: the answers so far, for the elements on the
    way up too (a page's hidden elements share their ancestors)."""
    path = []
    node: lxml.html.HtmlElement | None = element
    found = False
    while node is not None:
        answer = known.get(node)
        if answer is not None:
            found = answer
            break
        path.append(node)
        if node.tag == "details" or node.get("role") == "tabpanel":
            found = True
            break
        names = _names(node)
        if names and _panel_names(names):
            found = True
            break
        node = node.getparent()
    for visited in path:
        known[visited] = found
    return found


def _is_hidden(
    element: lxml.html.HtmlElement,
    sheet: hidden.Sheet,
    opened: Callable[[], frozenset[str]],
    page_chars: Callable[[], int],
    panels: dict[lxml.html.HtmlElement, bool],
) -> bool:
    """Hidden from every visitor: concealed, or collapsed with nothing that opens
    it (panels: see _is_panel)."""
    how = hidden.hidden(element, sheet)
    if how is None:
        if element.get("aria-hidden", "").strip().lower() != "true":
            return False
        # Hidden from screen readers, not from sight: a decoration, a carousel's
        # other slide. Prose a person sees there is read.
        if _text_length(element) > _ARIA_HIDDEN_PROSE_CHARS and _link_share(element) < 0.5:
            return False
        how = hidden.COLLAPSED
    if (
        sheet is not hidden.EMPTY_SHEET
        and hidden.by_sheet(element, sheet)
        and _text_length(element) > _LOADING_SHARE * page_chars()
    ):
        return False  # a loading state (anti-flicker) over most of the page, not hidden text
    if how == hidden.CONCEALED:
        return True
    return not _is_panel(element, opened, panels)


def _in_content(element: lxml.html.HtmlElement) -> bool:
    return any(
        node.tag in ("main", "article") or node.get("role") == "main"
        for node in element.iterancestors()
    )


def _is_chrome(element: lxml.html.HtmlElement) -> bool:
    tag = element.tag
    if tag in _CHROME_TAGS:
        return True
    get = element.get  # .attrib would build a proxy per element
    role = get("role")
    role = role.strip().lower() if role else ""
    if role in _CHROME_ROLES:
        return True
    modal = get("aria-modal")
    if modal is not None and modal.strip().lower() == "true":
        return True
    if tag == "footer" and _page_footer(element):
        return True
    if tag == "header" and not _in_content(element) and not _masthead(element):
        return True
    if tag in ("body", "html", "main", "article") or role == "main":
        return False
    ident, classes = get("id"), get("class")
    if ident is None and classes is None:
        return False
    flags = _name_flags(ident, classes)
    if not flags:
        return False  # most names: one look-up, no test of the element
    if flags & _FOOTER_FLAG and _page_footer(element):
        return True
    if flags & _NOTICE_FLAG and _notice_sized(element) and not _in_tab(element):
        return True
    if tag == "a" and flags & _SKIP_FLAG:
        return True
    if flags & _CHROME_FLAG:
        return True
    # Buttons and calls to action: the control, not a section that says so
    # (a "cta" band of figures and prose), nor a button stating a price, nor
    # a link card (a heading, a paragraph) named for one.
    if tag in ("a", "button") and flags & _CTA_FLAG and not _priced(element) and not _card(element):
        return True
    return bool(flags & _CONTROL_FLAG) and _control_sized(element) and not _priced(element)


# What an element's id and class say to _is_chrome, as bits.
_FOOTER_FLAG, _NOTICE_FLAG, _SKIP_FLAG, _CHROME_FLAG, _CTA_FLAG, _CONTROL_FLAG, _OPENER_FLAG = (
    1 << n for n in range(7)
)


def _name_flags(ident: str | None, classes: str | None) -> int:
    """The name tests of _is_chrome for one id and class (as _names joins
    them), from each word's: no pattern spans a space (a word's edge is a
    space's), and a page repeats its class names on many elements."""
    flags = (_words_flags(ident) if ident else 0) | (_words_flags(classes) if classes else 0)
    if flags & _OPENER_FLAG:  # an opener's name is no control, nor a call to action
        flags &= ~(_CTA_FLAG | _CONTROL_FLAG)
    return flags & ~_OPENER_FLAG


@functools.lru_cache(maxsize=16384)
def _words_flags(names: str) -> int:
    flags = 0
    for word in names.lower().split():
        flags |= _word_flags(word)
    return flags


@functools.lru_cache(maxsize=65536)
def _word_flags(word: str) -> int:
    if _NAME_STEM.search(word) is None:
        return 0  # no pattern below matches (see _NAME_STEMS)
    return (
        (_FOOTER_FLAG if word.startswith("footer") else 0)  # _FOOTER_NAME
        | (_NOTICE_FLAG if _notice_names(word) else 0)
        | (_SKIP_FLAG if _SKIP_LINK_NAMES.search(word) is not None else 0)
        | (_CHROME_FLAG if _chrome_word(word) else 0)
        | (_CTA_FLAG if _CTA_LINK_NAMES.search(word) is not None else 0)
        | (_CONTROL_FLAG if _CONTROL_NAMES.search(word) is not None else 0)
        | (_OPENER_FLAG if _OPENER_NAMES.search(word) is not None else 0)
    )


def _page_footer(element: lxml.html.HtmlElement) -> bool:
    """A footer of the page, not of a part of it. HTML's rule: a <footer> is
    the footer of its nearest sectioning ancestor (article, section, aside,
    nav) or sectioning root (blockquote, figure, details, fieldset, td, body),
    and <main> is neither: a footer inside <main> with no section around it
    is the body's, the site footer a template put inside <main>. One inside a
    section of the main content is that section's ("Prices exclude VAT"); one
    in an article, a quote or a figure is its author, date and source. (Out
    of <main>, a section is a template's wrapper: the footer is the page's.)"""
    in_section = False
    for node in element.iterancestors():
        tag = node.tag
        if tag in ("article", "blockquote", "figure"):
            return False
        if tag in _SECTIONS:
            in_section = True
        elif tag == "main" or node.get("role") == "main":
            return not in_section
    return True


def _masthead(header: lxml.html.HtmlElement) -> bool:
    """A page header with a heading or prose of its own (a hero: "It's Nice To
    Meet You") is the page's masthead; its navigation still goes with the
    other rules. One holding only a logo, links and a search is site chrome."""
    if _link_share(header) > _MASTHEAD_LINK_SHARE:
        return False  # mostly links: a menu, whatever else it holds
    for node in header.iter(*_HEADINGS, "p", "div"):
        if node.tag in _HEADINGS:
            words = _text_length(node) >= _MASTHEAD_HEADING_CHARS
        elif node.tag == "p":
            words = _text_length(node) >= _MASTHEAD_PROSE_CHARS
        else:
            names = _names(node)
            words = bool(names) and _MASTHEAD_NAMES.search(names) is not None
            words = words and _text_length(node) >= _MASTHEAD_HEADING_CHARS
        if words and not _all_links(node) and not _in_menu(node, header):
            return True
    return False


def _in_menu(node: lxml.html.HtmlElement, header: lxml.html.HtmlElement) -> bool:
    for ancestor in node.iterancestors():
        if ancestor is header:
            return False
        if ancestor.tag in ("a", "nav", "ul", "ol") or _is_chrome_named(ancestor):
            return True
    return False


def _is_chrome_named(element: lxml.html.HtmlElement) -> bool:
    names = _names(element)
    return bool(names) and _chrome_named(names)


def _all_links(element: lxml.html.HtmlElement) -> bool:
    return _link_share(element) > 0.9


def _control_sized(element: lxml.html.HtmlElement) -> bool:
    """A control, or a call to action: a link or button; a block of them; a
    band that asks for one thing ("Ready to start?", a lead form). A section
    that says more (figures, a list, a paragraph of prose) without a form is
    content: a statistics band, a shop's promise."""
    if element.tag in ("a", "button", "span", "i", "input", "label", "img"):
        return True
    if next(element.iter("form"), None) is not None:
        return True
    if next(element.iter("li", "table", "dl"), None) is not None:
        return False
    if len(_FIGURES.findall(_without_phones(element.text_content()))) >= _CTA_FIGURES:
        return False
    return not any(_text_length(p) >= _CTA_PROSE_CHARS for p in element.iter("p"))


def _notice_sized(element: lxml.html.HtmlElement) -> bool:
    """A shop's notice is short and heads nothing: no heading, no picture
    with a link (a product card), no table of its own."""
    if _text_length(element) > _NOTICE_CHARS or element.tag in ("td", "th", "tr", "table"):
        return False
    if next(element.iter(*_HEADINGS, "table"), None) is not None:
        return False
    return next(element.iter("img"), None) is None or next(element.iter("a"), None) is None


def _in_tab(element: lxml.html.HtmlElement) -> bool:
    for node in element.iterancestors():
        if node.tag == "details" or node.get("role") == "tabpanel":
            return True
        names = _names(node)
        if names and _TAB_NAMES.search(names) is not None:
            return True
    return False


def _without_phones(text: str) -> str:
    return _PHONE.sub(lambda m: " " if _PHONE_MARK.search(m.group()) else m.group(), text)


def _card(button: lxml.html.HtmlElement) -> bool:
    """A button holding a heading or a paragraph of prose is a card a visitor
    clicks (a quote that opens its video), not a control's label."""
    return any(
        node.tag in _HEADINGS or _text_length(node) >= _MASTHEAD_PROSE_CHARS
        for node in button.iter(*_HEADINGS, "p", "blockquote")
    )


def _priced(element: lxml.html.HtmlElement) -> bool:
    """A button or link that states a price ("from €29.99") is content."""
    return _PRICE.search(element.text_content()) is not None


def _is_control(element: lxml.html.HtmlElement) -> bool:
    """A form control; but a button that opens a panel (an accordion's
    question, aria-expanded / aria-controls) is the panel's heading: content."""
    if element.tag not in CONTROLS:
        return False
    if element.get("aria-expanded") is not None or element.get("aria-controls") is not None:
        return False
    if element.tag == "button" and _card(element):
        return False
    names = _names(element)
    return not (names and _opener_names(names)) and not (
        element.tag == "button" and _priced(element)
    )


def _drop(element: lxml.html.HtmlElement) -> None:
    if element.getparent() is not None:
        element.drop_tree()


def _elements(root: lxml.html.HtmlElement) -> Iterator[lxml.html.HtmlElement]:
    # Elements only: comments and processing instructions are left out in C.
    return root.iter(etree.Element)  # type: ignore[no-any-return]


def _outermost(
    root: lxml.html.HtmlElement,
    test: Callable[[lxml.html.HtmlElement], bool],
    tags: Collection[str] | None = None,
) -> list[lxml.html.HtmlElement]:
    """The elements under ``root`` (of ``tags``) that pass ``test``, in
    document order, without looking inside one that passed: dropping it drops
    them too, and the test of an element reads only it, its ancestors and its
    own subtree, which nothing before it in document order has changed. (The
    root is never dropped, so its descendants are always looked at.)"""
    found = []
    walk = etree.iterwalk(root, events=("start",), tag=tags or etree.Element)
    for _, element in walk:
        if test(element):
            found.append(element)
            if element is not root:
                walk.skip_subtree()
    return found


def drop_never_text(root: lxml.html.HtmlElement) -> None:
    # Filtering by tag in lxml's C loop: no Python object for the other elements.
    for element in list(root.iter(*NEVER_TEXT)):
        _drop(element)


def drop_hidden(
    root: lxml.html.HtmlElement,
    sheet: hidden.Sheet = hidden.EMPTY_SHEET,
    dropped: list[str] | None = None,
) -> list[lxml.html.HtmlElement]:
    """Drop what no visitor sees; sheet: what the page's own <style> hides;
    dropped, when given, receives the text dropped (for the record's withheld).
    Returns the marked content left (``main``, ``role=main``) in document
    order, found in the same walk: an XPath would walk every node again."""
    opened = functools.cache(lambda: hidden.controlled_ids(root))
    page_chars = functools.cache(lambda: _text_length(root))
    panels: dict[lxml.html.HtmlElement, bool] = {}
    found = []
    marked = []
    for element in _elements(root):
        if hidden.may_hide(element, sheet):
            found.append(element)
        if element.tag == "main" or element.get("role") == "main":
            marked.append(element)
    for element in [e for e in found if _is_hidden(e, sheet, opened, page_chars, panels)]:
        if dropped is not None and element.getparent() is not None:
            dropped.append(" ".join(element.itertext()))
        _drop(element)
    return _left(marked, root)


def _left(
    elements: list[lxml.html.HtmlElement], root: lxml.html.HtmlElement
) -> list[lxml.html.HtmlElement]:
    """The elements still under root (a dropped one's chain of parents ends
    at what was dropped)."""
    left = []
    for element in elements:
        top = collections.deque(element.iterancestors(), maxlen=1)
        if (top[0] if top else element) is root:
            left.append(element)
    return left


def _link_share(element: lxml.html.HtmlElement) -> float:
    total = _text_length(element)
    return sum(_text_length(a) for a in element.iter("a")) / total if total else 0.0


def _text_length(element: lxml.html.HtmlElement) -> int:
    text: str = element.text_content()
    return len(text) - sum(map(text.count, (" ", "\n", "\t", "\r")))


def _link_dense(
    element: lxml.html.HtmlElement,
    length: Callable[[lxml.html.HtmlElement], int] = _text_length,
) -> bool:
    """A short block whose text is mostly short links: a menu. Links of more
    than _MENU_LINK_CHARS on average are product names or titles, and links
    that each come with a picture are cards (products, categories): content.
    A link in a heading, or holding one, is a title (a product's name in its
    card, a post's in an index): a menu's items are not headings. length:
    _text_length, or its answers kept for a tree left as it is."""
    if next(element.iter("a"), None) is None:
        return False  # no link (most blocks): found in C, the text unread
    total = length(element)
    if total == 0 or total > _LINK_DENSE_MAX_CHARS:
        return False
    anchors = list(element.iter("a"))
    lengths = [length(a) for a in anchors]
    if sum(lengths) < _LINK_DENSITY * total:
        return False  # not dense even with every link: no need to tell titles apart
    # A card's picture and its name lead to one product: its picture's link
    # (an image, no text) and the name's are one link. A menu's entries each
    # lead to a page of their own; toggles share "#", "/" or "javascript:".
    pages: dict[object, int] = {}
    pictures = {
        href
        for anchor, n in zip(anchors, lengths, strict=True)
        if n == 0
        and _card_href(href := anchor.get("href") or "")
        and next(anchor.iter("img"), None) is not None
    }
    for anchor, n in zip(anchors, lengths, strict=True):
        if not _title_link(anchor):
            href = anchor.get("href") or ""
            key: object = href if href in pictures else anchor
            pages[key] = pages.get(key, 0) + n
    links = list(pages.values())
    linked = sum(links)
    if not links or linked / len(links) > _MENU_LINK_CHARS:
        return False
    if linked / total < _LINK_DENSITY:
        return False
    return sum(1 for _ in element.iter("img")) < len(links)


# Hrefs that lead to no page: a fragment, a script, an address.
NOT_PAGES = ("#", "javascript:", "mailto:", "tel:")


def _card_href(href: str) -> bool:
    """A link to a page of its own: not the homepage, a toggle, a fragment or a script."""
    return bool(href) and href != "/" and not href.startswith(NOT_PAGES)


def _menus(content: lxml.html.HtmlElement, marked: bool) -> list[lxml.html.HtmlElement]:
    """The outermost link-dense blocks under content (not content itself), in
    document order; in marked content, a list of links is a product grid or a
    table of contents, not a menu. A menu holds a link: only the blocks around
    links are tested, up from each link until a block holds more text than a
    menu (those around it hold more still)."""
    seen: set[lxml.html.HtmlElement] = set()
    around: list[lxml.html.HtmlElement] = []  # in document order: each at its first link
    # Nothing is dropped here: each block's and link's length is read once,
    # not again for every block around it.
    lengths: dict[lxml.html.HtmlElement, int] = {}

    def length(node: lxml.html.HtmlElement) -> int:
        known = lengths.get(node)
        if known is None:
            known = lengths[node] = _text_length(node)
        return known

    for link in content.iter("a"):
        if link is content:
            continue
        for node in link.iterancestors():
            if node is content or node in seen:
                break  # the way up from here was walked
            seen.add(node)
            if node.tag in _BLOCKS:
                if length(node) > _LINK_DENSE_MAX_CHARS:
                    break
                around.append(node)
    dense = {
        node
        for node in around
        if not (marked and node.tag in ("ul", "ol")) and _link_dense(node, length)
    }
    return [n for n in around if n in dense and dense.isdisjoint(n.iterancestors())]


def _title_link(link: lxml.html.HtmlElement) -> bool:
    if next(link.iter(*_HEADINGS), None) is not None:
        return True
    return any(node.tag in _HEADINGS for node in link.iterancestors())


def keep_own_content(
    root: lxml.html.HtmlElement,
    sheet: hidden.Sheet = hidden.EMPTY_SHEET,
    dropped: list[str] | None = None,
) -> lxml.html.HtmlElement:
    """The element holding the page's own content, with chrome dropped (in
    place); dropped receives the hidden text (see drop_hidden)."""
    drop_never_text(root)
    marked = drop_hidden(root, sheet, dropped)
    page = _page_holders(root, marked)
    for element in _outermost(
        root, lambda e: (_is_chrome(e) or _is_control(e)) and not _holds_page(e, page)
    ):
        _drop(element)
    marked = _left(marked, root)
    content = root
    if marked:
        best = max(marked, key=_text_length)
        # A <main> holding a sliver of the page is a widget's (a drawer, a
        # slide-out cart), not the page's content.
        if _text_length(best) > _MAIN_SHARE * _text_length(root):
            content = best

    for element in _menus(content, content is not root):
        _drop(element)
    return content if content is root else _with_prose_outside(root, content)


def keep_set_aside(
    root: lxml.html.HtmlElement, sheet: hidden.Sheet = hidden.EMPTY_SHEET
) -> lxml.html.HtmlElement:
    """The fallback of a page whose own content came out thin: the page
    without what is never content to a reader (navigation, footers, dialogs
    and consent layers, menus, sign-ups, copyright lines, controls), but with
    what the content rules set aside (a hero, calls to action, link-dense
    blocks, the text outside ``main``). In place; returns the body."""
    drop_never_text(root)
    page = _page_holders(root, drop_hidden(root, sheet))
    for element in _outermost(
        root, lambda e: (_never_content(e) or _is_control(e)) and not _holds_page(e, page)
    ):
        _drop(element)
    return root


def _page_holders(
    root: lxml.html.HtmlElement, marked: list[lxml.html.HtmlElement]
) -> tuple[set[lxml.html.HtmlElement], int]:
    """The ancestors of the page's marked content (``main`` elements, from
    drop_hidden), and the page's text length."""
    holders = {a for m in marked for a in m.iterancestors()}
    return holders, _text_length(root)


def _holds_page(
    element: lxml.html.HtmlElement, page: tuple[set[lxml.html.HtmlElement], int]
) -> bool:
    """Chrome holding the page's ``main`` (a menu item a parser never closed)
    or most of its text (a wrapper named for a menu's slide-in) is the page,
    not chrome: what it holds is read."""
    holders, page_chars = page
    if element.tag in CONTROLS:
        return False
    if element in holders:
        return True
    if element.tag in ("header", "footer", "nav", "aside", "dialog") or element.get("role"):
        return False  # chrome by what it is, not by a name
    return _text_length(element) > _WRAPPER_SHARE * page_chars


def _never_content(element: lxml.html.HtmlElement) -> bool:
    if element.tag in _CHROME_TAGS or element.get("aria-modal", "").strip().lower() == "true":
        return True
    role = (element.get("role") or "").strip().lower()
    if role in _CHROME_ROLES - {"banner"}:
        return True
    if element.tag == "footer" and _page_footer(element):
        return True
    if element.tag in ("body", "html", "main", "article", "header") or role == "main":
        return False
    names = _names(element)
    return bool(names) and (
        _chrome_named(names) or (_FOOTER_NAME.search(names) is not None and _page_footer(element))
    )


def _with_prose_outside(
    root: lxml.html.HtmlElement, main: lxml.html.HtmlElement
) -> lxml.html.HtmlElement:
    """The marked content, and the paragraphs of prose outside it (a category
    page's description below its grid): the rest outside is dropped."""
    prose = [
        p
        for p in root.iter("p")
        if _text_length(p) >= _PROSE_CHARS
        and _link_share(p) < _PROSE_LINK_SHARE
        and not any(a is main for a in p.iterancestors())
    ]
    if not prose:
        return main
    keep = {main, *prose}
    path = {ancestor for kept in keep for ancestor in kept.iterancestors()}

    walk = [root]
    while walk:
        for child in list(walk.pop()):
            if child in path:
                walk.append(child)
            elif child not in keep and isinstance(child.tag, str):
                _drop(child)
    return root


def _icon_mark(element: lxml.html.HtmlElement) -> str | None:
    """✓ or ✗ for a check or cross icon (an icon font's class, or a Material
    Icons ligature), else None."""
    names = _names(element)
    if not names:
        return None
    text = (element.text or "").strip().lower()
    if _LIGATURE_FONTS.search(names):
        return _LIGATURES.get(text)
    if text or len(element) or _CONTROL_ICON.search(names):
        return None
    if _CHECK_ICON.search(names):
        return "\u2713"
    if _CROSS_ICON.search(names):
        return "\u2717"
    return None


def structure(root: lxml.html.HtmlElement) -> None:
    """Mark headings, list items and table rows in the text (in place)."""
    # A plan's features often say yes or no only by an icon: "✓ SSO", "✗ SSO".
    for icon in list(root.iter("i", "span")):
        mark = _icon_mark(icon)
        if mark is not None:
            icon.text = f" {mark} "
    for element in list(root.iter(*_HEADINGS, "li", "tr", "dt")):
        level = _HEADINGS.get(element.tag)
        if level is not None:
            _prefix(element, "#" * level + " ")
        elif element.tag == "li":
            _prefix(element, "- ")
        elif element.tag == "dt":
            _join_term(element)
        elif element.tag == "tr":
            cells = [
                _flat_text(cell)
                for cell in element
                if isinstance(cell.tag, str) and cell.tag in ("td", "th")
            ]
            filled = [c for c in cells if c]
            for child in list(element):
                element.remove(child)
            row = etree.SubElement(element, "td")
            # Empty cells keep their place: in a comparison table, the column
            # says which plan has the feature. One filled cell is plain text
            # (a layout table's row).
            row.text = " | ".join(cells) if len(filled) > 1 else "".join(filled)
            row.tail = "\n"


def _join_term(term: lxml.html.HtmlElement) -> None:
    """A spec list's term and its short definitions on one line: "Weight: 2 oz"
    (a definition with paragraphs or lists of its own, an answer, stays apart)."""
    definitions = []
    node = term.getnext()
    while node is not None and node.tag == "dd":
        definitions.append(node)
        node = node.getnext()
    values = [_flat_text(d) for d in definitions]
    name = _flat_text(term).rstrip(":").strip()
    if (
        not name
        or not any(values)
        or any(
            len(value) > _TERM_VALUE_CHARS
            or next(d.iter("p", "ul", "ol", "table", "dl"), None) is not None
            for d, value in zip(definitions, values, strict=True)
        )
    ):
        return
    for child in list(term):
        term.remove(child)
    term.text = f"{name}: {'; '.join(v for v in values if v)}"
    for definition in definitions:
        definition.drop_tree()


def _flat_text(element: lxml.html.HtmlElement) -> str:
    """An element's text on one line: a table cell, a definition list's term."""
    return _SPACE.sub(" ", element.text_content()).strip()


def _prefix(element: lxml.html.HtmlElement, marker: str) -> None:
    element.text = marker + (element.text or "").lstrip()
