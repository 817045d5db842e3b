"""Text a person never sees (pure; lxml elements and CSS text in).

Two ways of being hidden, because a person opens one and never the other:

- **collapsed**: ``display:none``, ``visibility:hidden``, the ``hidden``
  attribute, zero height or width with ``overflow:hidden``, and the utility
  classes that do the same (``d-none``, ``hidden``, ``hide``, ``is-hidden``,
  ``invisible``, …). An accordion's answer, a tab, a "read more" are hidden
  this way until a person opens them, so content.py keeps a collapsed element
  when a control names it (``aria-controls``, ``href="#id"``,
  ``data-bs-target``, ``label for``, ``popovertarget``) or its class says it is
  a panel;
- **concealed**: ``font-size:0`` (or a size no one reads), off-screen
  positions (``left:-9999px``, ``text-indent:-9999px``), ``opacity:0`` (unless
  an entrance animation fades it in), ``clip``/``clip-path`` to nothing, and
  the screen-reader-only classes (``sr-only``, ``visually-hidden``,
  ``screen-reader-text``, …). Nothing opens these: they are never read.

A class that responsive variants show again (``d-none d-md-block``, Tailwind's
``hidden md:flex``) is not hidden from every visitor, nor is one the page's
CSS hides only inside ``@media`` or names in any other rule (a state that shows
it: ``.fade`` and ``.fade.in``).

Declarations are parsed with tinycss2 (inline ``style`` attributes, and the
rules of the page's own ``<style>`` blocks that hide a class or an id). A
stylesheet is not parsed whole: a theme's 800 KB of CSS would cost 0.5 s in a
pure-Python parser, so a regular expression finds the rules that declare a
hiding property, and tinycss2 parses those (their selector and declarations).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

import lxml.html
import tinycss2  # type: ignore[import-untyped]
from tinycss2 import ast  # type: ignore[import-untyped]

COLLAPSED = "collapsed"
CONCEALED = "concealed"

# Utility classes of the common frameworks (Bootstrap, Tailwind, Bulma,
# Foundation, WordPress, Drupal, h5bp, Elementor).
_COLLAPSED_CLASSES = frozenset(
    {"d-none", "hidden", "hide", "is-hidden", "u-hidden", "display-none", "invisible",
     "is-invisible", "visibility-hidden"}
)  # fmt: skip
_CONCEALED_CLASSES = frozenset(
    {"sr-only", "sr-only-focusable", "visually-hidden", "visually-hidden-focusable",
     "visuallyhidden", "screen-reader-text", "screen-reader-only", "show-for-sr",
     "element-invisible", "a11y-hidden", "u-visually-hidden", "hidden-visually",
     "assistive-text", "elementor-screen-only", "screenreader-only", "offscreen"}
)  # fmt: skip
# A responsive variant shows the element again at some width: d-md-block,
# md:flex, lg:visible.
_SHOWN_AGAIN = re.compile(
    r"^(?:d-(?:sm|md|lg|xl|xxl)-(?!none)[a-z-]+"
    r"|[a-z0-9-]+:(?:block|flex|grid|inline|inline-block|inline-flex|table|contents|visible))$"
)
# A style that may hide (see _may_hide_style): only then is it parsed. Each way
# how_hidden finds names one of these properties (a zero height or width
# needs overflow), and an offset needs a minus sign where a value starts.
_HIDING_WORDS = ("display", "visibility", "font-size", "opacity", "clip", "overflow")
_OFFSET_WORDS = ("left", "top", "right", "indent")
_NEGATIVE_VALUE = re.compile(r"[:\s]-")
# In a stylesheet: the declarations that hide, to find their rules. (Each
# choice starts with a letter: the engine skips in C to where one may start.)
_HIDING_DECLARATION = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0"
    r"|text-indent\s*:\s*-\d{3}|left\s*:\s*-\d{3}|top\s*:\s*-\d{3}|right\s*:\s*-\d{3}"
    r"|opacity\s*:\s*0(?![.\d])"
    r"|clip(?:-path)?\s*:"
)
# A selector list with one class or id alone in it (else the rule is not parsed).
_ANY_SIMPLE = re.compile(r"(?:^|,)\s*(?:[a-z][a-z0-9]*)?[.#]-?[_a-z][\w-]*\s*(?:,|$)")
# A selector we can apply without matching CSS: one class or one id, maybe on a tag.
_SIMPLE_SELECTOR = re.compile(r"^(?:[a-z][a-z0-9]*)?([.#])(-?[_a-z][\w-]*)$", re.IGNORECASE)
# An element that an entrance animation fades in (Webflow, AOS, WOW, Sal).
_ANIMATED_ATTRIBUTES = ("data-w-id", "data-aos", "data-sal", "data-animate", "data-scroll")
_ANIMATED_CLASS = re.compile(r"\b(?:wow|aos-|animate|fade-?in|reveal)", re.IGNORECASE)
_COLLAPSING = frozenset({("display", "none"), ("visibility", "hidden"), ("visibility", "collapse")})
# Properties of an entrance animation: a script fades the element in.
_MOVES = frozenset({"transform", "transition", "animation", "animation-name", "will-change"})
# Generated class names (CSS-in-JS, CSS modules: css-38lglc, sc-bdVaJa,
# jsx-2831, Product_details__x7Yz2) style one state of a component, which its
# script swaps for another: not hidden from every visitor.
_GENERATED = re.compile(
    r"^(?:css|sc|jsx|svelte|emotion|tw|e)-[\w-]+$|_(?=[\w-]*[0-9A-Z])[\w-]{5,}$"
)
# React's streamed Suspense content, hidden until its script moves it into place.
_STREAMED = re.compile(r"^S:[0-9a-z]+$")
# Sizes no one reads, by unit (a 2 px font is a line of dots).
_TINY_FONT = {"px": 2.0, "pt": 1.5, "em": 0.2, "rem": 0.2, "%": 20.0, "": 0.0}
_OFF_SCREEN = -500.0  # px: left, top, right or text-indent further out is off-screen
_EMPTY_CLIP = re.compile(
    r"^(?:rect\(\s*(?:0|1px)[\s,]+(?:0|1px)[\s,]+(?:0|1px)[\s,]+(?:0|1px)\s*\)"
    r"|inset\(\s*(?:50|100)%\s*\)|circle\(\s*0[a-z%]*\s*\)"
    r"|polygon\((?:\s*0[a-z%]*\s+0[a-z%]*\s*,?){3,}\))$"
)
# CSS larger than this is read up to it (a theme's CSS; a page's own rules come first).
MAX_CSS_CHARS = 2 * 1024 * 1024


@dataclass(frozen=True, eq=False)
class Sheet:
    """What the page's own <style> blocks hide: class names and ids, by how."""

    classes: dict[str, str] = field(default_factory=dict)
    ids: dict[str, str] = field(default_factory=dict)

    @functools.cached_property
    def names(self) -> frozenset[str]:
        return frozenset(self.classes)


EMPTY_SHEET = Sheet()


def _declarations(tokens: list[ast.Node] | str) -> list[tuple[str, str]]:
    """(property, value) pairs, lower case, !important dropped."""
    pairs = []
    for node in tinycss2.parse_blocks_contents(tokens, skip_comments=True, skip_whitespace=True):
        if node.type == "declaration":
            value = tinycss2.serialize(node.value).strip().lower()
            pairs.append((node.lower_name, value))
    return pairs


def _length(value: str) -> tuple[float, str] | None:
    match = re.match(r"^(-?\d*\.?\d+)\s*(px|pt|em|rem|%|vw|vh|)$", value.strip())
    return (float(match.group(1)), match.group(2)) if match else None


def how_hidden(declarations: list[tuple[str, str]], animated: bool = False) -> str | None:
    """COLLAPSED, CONCEALED or None, for one element's declarations."""
    found: str | None = None
    transparent = False
    props = dict(declarations)
    overflow_hidden = props.get("overflow") in ("hidden", "clip") or props.get(
        "overflow-y", props.get("overflow-x")
    ) in ("hidden", "clip")
    for name, value in declarations:
        if name == "font-size":
            size = _length(value)
            if size is not None and size[0] <= _TINY_FONT.get(size[1], 0.0):
                return CONCEALED
        elif name in ("left", "top", "right", "text-indent", "margin-left"):
            size = _length(value)
            if (
                size is not None
                and size[1] in ("px", "pt", "em", "rem")
                and size[0] <= (_OFF_SCREEN if size[1] in ("px", "pt") else _OFF_SCREEN / 16)
            ):
                return CONCEALED
        elif name == "opacity":
            if value in ("0", "0.0", "0%") and not (animated or _MOVES.intersection(props)):
                transparent = True
        elif name in ("clip", "clip-path"):
            if _EMPTY_CLIP.match(value):
                return CONCEALED
        elif (name, value) in _COLLAPSING:
            found = COLLAPSED
        elif name in ("height", "width", "max-height", "max-width") and overflow_hidden:
            size = _length(value)
            if size is not None and size[0] == 0:
                found = COLLAPSED
    # Transparent and collapsed is a collapse's closed state (Chakra, Radix):
    # a person opens it. Transparent alone, no one sees.
    return found or (CONCEALED if transparent else None)


@functools.lru_cache(maxsize=4096)
def _style(style: str, animated: bool) -> str | None:
    if not _may_hide_style(style.lower()):
        return None
    return how_hidden(_declarations(style), animated)


def _may_hide_style(style: str) -> bool:
    """Could how_hidden find this (lower-case) style hiding? Most inline
    styles set a width, a colour, a background: no need to parse them."""
    if "\\" in style or "/*" in style:
        return True  # an escape or a comment: a name or a value only tinycss2 reads
    if any(word in style for word in _HIDING_WORDS):
        return True
    return _NEGATIVE_VALUE.search(style) is not None and any(w in style for w in _OFFSET_WORDS)


@functools.lru_cache(maxsize=4096)
def _classes(names: str) -> str | None:
    classes = names.lower().split()
    # Set tests in C: a page's every new class string comes here once.
    if not _CONCEALED_CLASSES.isdisjoint(classes):
        return CONCEALED
    if not _COLLAPSED_CLASSES.isdisjoint(classes) and not any(
        _SHOWN_AGAIN.match(c) for c in classes
    ):
        return COLLAPSED
    return None


def _animated(element: lxml.html.HtmlElement) -> bool:
    attributes = element.attrib
    return any(a in attributes for a in _ANIMATED_ATTRIBUTES) or bool(
        _ANIMATED_CLASS.search(attributes.get("class", ""))
    )


def by_sheet(element: lxml.html.HtmlElement, sheet: Sheet) -> bool:
    """Is the element hidden by the page's <style> rules (not by itself)?"""
    names = element.get("class")
    return bool(
        (names and any(name in sheet.classes for name in names.split()))
        or element.get("id") in sheet.ids
    )


def hidden(element: lxml.html.HtmlElement, sheet: Sheet = EMPTY_SHEET) -> str | None:
    """How the element is hidden from every visitor: COLLAPSED, CONCEALED or None."""
    attributes = element.attrib
    found = None
    flag = attributes.get("hidden")
    if (
        flag is not None
        and flag.strip().lower() != "until-found"
        and not _STREAMED.match(attributes.get("id", ""))
    ):
        found = COLLAPSED
    style = attributes.get("style")
    how = _style(style, False) if style else None
    if how == CONCEALED and "opacity" in str(style).lower():
        how = _style(str(style), _animated(element))  # faded in by a script?
    if how == CONCEALED:
        return how
    found = how or found
    if (names := attributes.get("class")) and (how := _classes(names)):
        if how == CONCEALED:
            return how
        found = how
    if sheet.classes and names:
        for name in names.split():
            if (how := sheet.classes.get(name)) is not None:
                if how == CONCEALED:
                    return how
                found = how
    if sheet.ids and (ident := attributes.get("id")) and (how := sheet.ids.get(ident)):
        return how
    return found


def stylesheet(css: str) -> Sheet:
    """The classes and ids that the page's own CSS hides from every visitor:
    a top-level rule whose whole selector is one class or id, for a name no
    other rule of the page names (no state, width or hover shows it again)."""
    original = css[:MAX_CSS_CHARS]
    css = original.lower()  # matched without IGNORECASE: 3x faster on a theme's CSS
    if not css or not _HIDING_DECLARATION.search(css):
        return EMPTY_SHEET
    classes: dict[str, str] = {}
    ids: dict[str, str] = {}
    seen: set[int] = set()
    # Nesting depth (inside @media, @supports: not for every visitor), counted
    # forward from one rule to the next. Braces in strings and comments are
    # rare enough in real CSS to count them as they come.
    depth, counted = 0, 0
    for match in _HIDING_DECLARATION.finditer(css):
        opening = css.rfind("{", 0, match.start())
        if opening < 0 or opening in seen:
            continue
        seen.add(opening)
        start = max(css.rfind(c, 0, opening) for c in "{};") + 1
        closing = css.find("}", match.end())
        if closing < 0 or start < counted:
            continue
        depth += css.count("{", counted, start) - css.count("}", counted, start)
        counted = start
        if depth != 0 or not _ANY_SIMPLE.search(css[start:opening]):
            continue
        rules = tinycss2.parse_stylesheet(original[start : closing + 1], skip_comments=True)
        for rule in rules:
            if rule.type != "qualified-rule":
                continue
            how = how_hidden(_declarations(rule.content))
            if how is None:
                continue
            for selector in tinycss2.serialize(rule.prelude).split(","):
                simple = _SIMPLE_SELECTOR.match(selector.strip())
                if simple is None:
                    continue
                sign, name = simple.groups()
                if _GENERATED.search(name):
                    continue
                # Named once: no other rule (a state, a width, a hover) shows it.
                # A longer name that starts alike counts too, which errs on
                # the side of reading.
                if css.count((sign + name).lower()) == 1:
                    (classes if sign == "." else ids)[name] = how
    return Sheet(classes, ids) if classes or ids else EMPTY_SHEET


@functools.lru_cache(maxsize=4096)
def _sheet_names(names: str, hidden_names: frozenset[str]) -> bool:
    return not hidden_names.isdisjoint(names.split())


def may_hide(element: lxml.html.HtmlElement, sheet: Sheet = EMPTY_SHEET) -> bool:
    """A quick first look (most elements are hidden by nothing): could
    ``hidden`` find this element hidden, or is it aria-hidden?"""
    get = element.get  # .attrib would build a proxy per element
    if get("style") is not None or get("hidden") is not None or get("aria-hidden") is not None:
        return True
    names = get("class")
    if names and (_classes(names) or (sheet.classes and _sheet_names(names, sheet.names))):
        return True
    return bool(sheet.ids) and get("id") in sheet.ids


def controlled_ids(root: lxml.html.HtmlElement) -> frozenset[str]:
    """Ids that a control of the page opens: aria-controls, href="#id",
    data-(bs-)target, label for, popovertarget."""
    found: set[str] = set()
    for value in root.xpath(
        "//@aria-controls | //a/@href[starts-with(., '#')] | //@data-bs-target"
        " | //@data-target | //label/@for | //@popovertarget | //@data-toggle-target"
    ):
        for token in str(value).split():
            found.add(token.lstrip("#"))
    found.discard("")
    return frozenset(found)
