"""The elements a page's lookups read, from one walk of its tree (pure).

lxml walks the whole tree in C for each tag it is asked for (a tenth of a
millisecond on a large page), and an XPath ``descendant::`` does the same:
the links, pictures, head tags and label tags that ``read_html``'s lookups
read (the links' regions, the logo, the facts, the contacts) were nine
walks of every page. Collected before any rule drops an element.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import lxml.html

# The tags a contact label may be ("Address:", "Contact us"), in document order.
LABEL_TAGS = ("h2", "h3", "h4", "h5", "h6", "strong", "b", "dt")
_LABELS = frozenset(LABEL_TAGS)
_TAGS = ("a", "img", "meta", "link", "script", "noscript", "div", *LABEL_TAGS)


@dataclass
class Tagged:
    """Each list in document order, as ``tree.iter(tag)`` gives it."""

    a: list[lxml.html.HtmlElement] = field(default_factory=list)
    img: list[lxml.html.HtmlElement] = field(default_factory=list)
    meta: list[lxml.html.HtmlElement] = field(default_factory=list)
    link: list[lxml.html.HtmlElement] = field(default_factory=list)
    script: list[lxml.html.HtmlElement] = field(default_factory=list)
    noscript: list[lxml.html.HtmlElement] = field(default_factory=list)
    labels: list[lxml.html.HtmlElement] = field(default_factory=list)  # LABEL_TAGS, merged
    div_ids: list[lxml.html.HtmlElement] = field(default_factory=list)  # a <div> with an id


def tagged(tree: lxml.html.HtmlElement) -> Tagged:
    """The tree's elements of these tags (the tree's root among them, as
    ``iter`` gives it)."""
    found = Tagged()
    lists = {
        "a": found.a,
        "img": found.img,
        "meta": found.meta,
        "link": found.link,
        "script": found.script,
        "noscript": found.noscript,
    }
    labels, div_ids = found.labels, found.div_ids
    for element in tree.iter(*_TAGS):
        tag = element.tag
        if tag == "div":
            if element.get("id") is not None:
                div_ids.append(element)
        elif tag in _LABELS:
            labels.append(element)
        else:
            lists[tag].append(element)
    return found
