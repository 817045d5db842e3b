"""What a page's scripts and widgets show a visitor, made readable (pure;
lxml trees, changed in place before the chrome rules run).

- Counters that a script counts up (``<span data-count="1789">0</span>``:
  countUp, counterUp, PureCounter, jQuery countTo, …) read their real figure.
- A wall of client, partner, press or sponsor logos becomes a line of their
  names, from each image's ``aria-label``, ``title`` or ``alt`` ("Logos:
  Microsoft, Google, IBM"); a label every logo shares (``clients-logo``) or a
  file-like one (``customer-1``) names nobody and is left out.
- A carousel's clones of its slides, as the common libraries name them
  (owl ``cloned``, swiper ``swiper-slide-duplicate``, slick ``slick-cloned``,
  glide and splide ``__slide--clone``), are not read: the slide is.
- Messages a visitor only sees after acting on a form (validation errors,
  "Thank you for subscribing!") are not the page's content: their
  containers, as form builders name them, are dropped.
"""

from __future__ import annotations

import re

import lxml.html
from lxml import etree

# Attributes counter scripts count up to; the HTML holds 0 (or nothing) meanwhile.
COUNTER_ATTRIBUTES = (
    "data-count",
    "data-to",
    "data-target",
    "data-countup",
    "data-count-to",
    "data-counter",
    "data-end",
    "data-end-value",
    "data-number",
    "data-purecounter-end",
    "data-stop",
)
# Letters as IGNORECASE matches them, spelt out: without the flag, the
# pattern starts with a character set, which the regex engine scans for in C
# (a third faster over a page's markup).
_CASES = {"i": "i\u0130\u0131", "k": "k\u212a", "s": "s\u017f"}


def _any_case(word: str) -> str:
    return "".join(
        f"[{_CASES.get(c, c)}{c.upper()}]" if c.isalpha() else re.escape(c) for c in word
    )


# A counter's attribute holding a number (Bootstrap's data-target="#menu" is none).
# As two patterns, each starting with one letter ("d", "D"): the engine then
# finds where one may start by a plain character scan, twice as fast over a
# page's markup as by a character set (most pages have none). Every name
# starts with "data-".
_COUNTER_TAIL = (
    _any_case("ata-")
    + "(?:"
    + "|".join(_any_case(name.removeprefix("data-")) for name in COUNTER_ATTRIBUTES)
    + r")=[\"']?\s*\d"
)
_COUNTER_HINTS = (re.compile("d" + _COUNTER_TAIL), re.compile("D" + _COUNTER_TAIL))
_COUNTER_NAMES = frozenset(COUNTER_ATTRIBUTES)
_FIGURE = re.compile(r"^\d[\d.,]*$")
_SUFFIX = re.compile(r"[kKMB+%]{1,2}(?![\w])")
_PLACEHOLDER_FIGURE = re.compile(r"^\s*0*(?:[.,]0+)?\s*$")
# unseen's patterns: content._NAME_STEMS holds a stem of each choice (a new
# choice needs one there, and a word in tests/test_reading_shortcuts.py).
_CLONES = re.compile(
    r"(?<![\w-])(?:cloned|slick-cloned|swiper-slide-duplicate|owl-item-clone)(?![\w-])"
    r"|__slide--clone(?![\w-])"
)
# Form builders' (Bootstrap, Webflow, Contact Form 7, HubSpot, Mailchimp,
# Gravity Forms, Parsley, jQuery Validate, ASP.NET) messages after a submit.
_FORM_MESSAGES = re.compile(
    r"(?<![\w-])(?:invalid-feedback|valid-feedback|w-form-done|w-form-fail|wpcf7-response-output"
    r"|wpcf7-not-valid-tip|hs-error-msgs?|hs_error_rollup|mce-responses?|mce-error-response"
    r"|mce-success-response|gform_validation_errors|validation_message|parsley-errors-list"
    r"|field-validation-error|validation-summary-errors|form-success|form-error|form-errors"
    r"|success-message|error-message|form-message|form-response|form-done|form-fail"
    r"|thank-?you-message|subscribe-success|newsletter-success)(?![\w-])"
)
_CART_WIDGETS = re.compile(
    r"(?<![\w-])(?:mini-?cart|cart-?drawer|side-?cart|cart-notification|cart-popup|cart-flyout"
    r"|cart-modal|cart-overlay|added-to-cart|ajax-cart)(?![\w])"
)
# A heading that names other pages' content: recommendations, cross-sells.
_ELSEWHERE = re.compile(
    r"^(?:(?:related|similar) (?:products|items|posts|services)|recommended for you"
    r"|you (?:may|might) (?:also )?(?:like|enjoy|be interested)|customers (?:who|also)"
    r"|people who|frequently bought|recently viewed|more to explore|keep exploring"
    r"|explore more|complete the (?:set|look)|shop the look|popular (?:products|posts)"
    r"|also (?:viewed|bought)|this is what customers|ähnliche|das könnte|vous aimerez"
    r"|produits similaires|productos relacionados|prodotti correlati|gerelateerde)",
    re.IGNORECASE,
)
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
# A wall is named as one by its class, its images' class or source, or labels.
_WALL_NAMES = re.compile(r"logo|client|partner|customer|sponsor|brand|press|trusted|featured")
_LOGO_WORD = re.compile(r"\s*\blogo(?:type)?\b\s*", re.IGNORECASE)
# A slug or a file name ("customer-1", "logo_acme.png") names nobody.
_FILE_LIKE = re.compile(r"^[a-z0-9]+(?:[-_.][a-z0-9]+)+$|^\W*$|\.(?:png|jpe?g|svg|gif|webp)$")
_NUMBERED = re.compile(r"\s*\d+$")
MIN_WALL_LOGOS = 3
# A wall's own text ("And many others") stays this short.
_WALL_TEXT_CHARS = 60
_WALL_DEPTH = 4


def _names(element: lxml.html.HtmlElement) -> str:
    return f"{element.get('id', '')} {element.get('class', '')}".lower()


def counters(root: lxml.html.HtmlElement) -> None:
    """A counter holding 0 reads the figure its script counts up to."""
    # A walk in Python, not XPath's eleven tests on every node (3x slower).
    for element in [e for e in root.iter(etree.Element) if not _COUNTER_NAMES.isdisjoint(e.keys())]:
        if len(element) or not _PLACEHOLDER_FIGURE.match(element.text or ""):
            continue
        for name in COUNTER_ATTRIBUTES:
            value = (element.get(name) or "").strip()
            if _FIGURE.match(value):
                # Its unit follows it ("58</span>k"): one word, as a visitor reads it.
                suffix = _SUFFIX.match(element.tail or "")
                if suffix:
                    element.tail = element.tail[suffix.end() :]
                element.text = value + (suffix.group() if suffix else "")
                break


def unseen(names: str) -> bool:
    """Names (id and class, lower case) of what a visitor never sees as it is:
    a carousel's clone of a slide, a form's message after a submit, a cart's
    drawer or pop-up (it opens when something is added)."""
    return (
        _CLONES.search(names) is not None
        or _FORM_MESSAGES.search(names) is not None
        or _CART_WIDGETS.search(names) is not None
    )


def show(root: lxml.html.HtmlElement, html: str) -> None:
    """What widgets show a visitor, before the chrome rules run; ``html`` is
    the page's markup, so a scan runs only on pages that have what it reads."""
    if any(hint.search(html) for hint in _COUNTER_HINTS):
        counters(root)
    # The tree first (a walk in C that stops at the first one), then the
    # markup: most pages have no video, and the markup is the longer scan.
    if _has(root, "form") and "<form" in html:
        drop_signup_boxes(root)
    if _TEMPLATE_MARK.search(html):
        drop_placeholders(root)
    if "<img" in html:
        logo_walls(root)
    if _has(root, "video", "audio") and ("<video" in html or "<audio" in html):
        # What a player holds is for browsers without one ("Your browser does
        # not support the video tag."): no visitor reads it.
        for player in list(root.iter("video", "audio")):
            if player.getparent() is not None:
                player.drop_tree()
    drop_elsewhere(root)


def _attached(element: lxml.html.HtmlElement, root: lxml.html.HtmlElement) -> bool:
    """Still in the tree: an earlier drop may have taken it with its box."""
    return any(ancestor is root for ancestor in element.iterancestors())


def _has(root: lxml.html.HtmlElement, *tags: str) -> bool:
    return next(root.iter(*tags), None) is not None


def drop_elsewhere(root: lxml.html.HtmlElement) -> None:
    """A section headed as other pages' content ("Related products", "You may
    also like", "Customers who viewed this also bought") goes with its heading."""
    for heading in [h for h in root.iter(*_HEADINGS) if _ELSEWHERE.match(_flat(h))]:
        if not _attached(heading, root):
            continue  # gone with an earlier such section that held it
        section = heading.getparent()
        first = next(section.iterchildren(etree.Element), None)
        if first is heading and section.tag not in ("body", "main", "article", "html"):
            section.drop_tree()
            continue
        level = _HEADINGS.index(heading.tag)
        for sibling in list(heading.itersiblings(etree.Element)):
            if sibling.tag in _HEADINGS and _HEADINGS.index(sibling.tag) <= level:
                break
            sibling.drop_tree()
        heading.drop_tree()


def _flat(element: lxml.html.HtmlElement) -> str:
    return " ".join(element.text_content().split())


def _label(image: lxml.html.HtmlElement) -> str:
    for attribute in ("aria-label", "title", "alt"):
        label = _LOGO_WORD.sub(" ", image.get(attribute) or "").strip(" -|,")
        if label:
            return " ".join(label.split())
    return ""


def logo_walls(root: lxml.html.HtmlElement) -> None:
    """Replace each wall of logos with a paragraph naming them."""
    images = list(root.iter("img"))
    if len(images) < MIN_WALL_LOGOS:
        return
    counts: dict[lxml.html.HtmlElement, int] = {}
    for image in images:
        for depth, ancestor in enumerate(image.iterancestors()):
            if depth >= _WALL_DEPTH:
                break
            counts[ancestor] = counts.get(ancestor, 0) + 1
    walls: dict[lxml.html.HtmlElement, list[lxml.html.HtmlElement]] = {}
    for image in images:
        for depth, ancestor in enumerate(image.iterancestors()):
            if depth >= _WALL_DEPTH or ancestor.tag in ("body", "html"):
                break
            if counts[ancestor] >= MIN_WALL_LOGOS:
                walls.setdefault(ancestor, []).append(image)
                break
    for wall, logos in walls.items():
        if wall.getparent() is None or not _is_wall(wall, logos):
            continue
        # "Helmet 0", "Helmet 1": one product's pictures, not names.
        labels = [_NUMBERED.sub("", _label(image)) for image in logos]
        shared = {label for label in labels if labels.count(label) > 1}
        names = list(
            dict.fromkeys(
                label
                for label in labels
                if label and label not in shared and not _FILE_LIKE.search(label)
            )
        )
        if len(names) < MIN_WALL_LOGOS:
            continue
        line = lxml.html.Element("p")
        line.text = "Logos: " + ", ".join(names)
        for image in logos:
            image.drop_tree()
        wall.insert(0, line)


def _is_wall(wall: lxml.html.HtmlElement, logos: list[lxml.html.HtmlElement]) -> bool:
    text = " ".join(wall.text_content().split())
    if len(text) > _WALL_TEXT_CHARS:
        return False
    # The wall names itself (clients, partners, sponsors, brands), or its
    # images say logo (their class, file or label).
    if _WALL_NAMES.search(_names(wall)) is not None:
        return True
    pictures = " ".join(f"{_names(i)} {i.get('src', '')} {_label_raw(i)}" for i in logos)
    return "logo" in pictures.lower()


def _label_raw(image: lxml.html.HtmlElement) -> str:
    return " ".join(image.get(a) or "" for a in ("aria-label", "title", "alt"))


# Template syntax a server left unfilled: "Hello {{ user.name }}", "{% trans %}".
_TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\[\[\s*[\w.]+\s*\]\]|%%[A-Z_]+%%")
_TEMPLATE_TEXTS = etree.XPath(
    "//text()[contains(., '{{') or contains(., '{%') or contains(., '[[') or contains(., '%%')]"
)
# Any of "{{", "{%", "[[", "%%", or a "<pre" (code, or a teaser's): one scan
# of the markup, not five.
_TEMPLATE_MARK = re.compile(r"\{[{%]|\[\[|%%|<pre")
_TEASERS = frozenset({"summary", "excerpt", "teaser", "intro", "entry-summary", "post-excerpt"})
_SIGNUP_BOX_CHARS = 250
_SIGNUP_BOX_DEPTH = 3


def drop_placeholders(root: lxml.html.HtmlElement) -> None:
    """Unfilled template syntax outside code is dropped, and code in a post's
    teaser (a summary cut from the post: ``menu = "main"``) is not prose."""
    for text in _TEMPLATE_TEXTS(root):
        owner = text.getparent()
        if owner is None or any(
            node.tag in ("pre", "code") for node in (owner, *owner.iterancestors())
        ):
            continue
        if text.is_text:
            owner.text = _TEMPLATE.sub("", owner.text or "")
        elif text.is_tail:
            owner.tail = _TEMPLATE.sub("", owner.tail or "")
    for code in list(root.iter("pre")):
        if any(
            set(node.get("class", "").lower().split()) & _TEASERS for node in code.iterancestors()
        ):
            code.drop_tree()


_SIGNUP_FORM = etree.XPath(
    "boolean(.//input[@type='email' or contains(@name, 'mail') or contains(@placeholder, 'mail')])"
    " and not(.//textarea) and not(.//input[@type='password'])"
)
_TEXT_FIELDS = etree.XPath(".//input[not(@type) or @type='text' or @type='email' or @type='tel']")


def drop_signup_boxes(root: lxml.html.HtmlElement) -> None:
    """A form asking only for an e-mail address (no message box, no password)
    is a newsletter's sign-up: it and its small box (a heading, a line of
    pitch, "Thank you for subscribing!") go, however they are named."""
    # The forms by lxml's C loop (an XPath "//" walks every text node too), all
    # of them before any box is dropped.
    for form in [f for f in root.iter("form") if _SIGNUP_FORM(f)]:
        fields = _TEXT_FIELDS(form)
        if len(fields) > 2 or not _attached(form, root):
            continue  # or gone with an earlier form's box (two sign-ups in one)
        box = form
        for _ in range(_SIGNUP_BOX_DEPTH):
            parent = box.getparent()
            if (
                parent is None
                or parent.tag in ("body", "main", "article")
                or (len(" ".join(parent.text_content().split())) > _SIGNUP_BOX_CHARS)
            ):
                break
            box = parent
        box.drop_tree()
