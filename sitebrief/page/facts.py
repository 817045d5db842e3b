"""Facts a site states about itself, in schema.org JSON-LD and microdata, plus
``html lang``, ``og:site_name`` and ``og:locale`` (pure; lxml trees in).

- ``organization``: the first Organization or LocalBusiness (or subtype):
  name, legal name, founding date, address, telephone, email, ``sameAs``.
- ``products``: Product name, price and currency (from its Offer), at most
  MAX_PRODUCTS.
- ``faq``: FAQPage question and answer pairs, at most MAX_FAQ, often complete
  where the HTML collapses them.

Read ourselves rather than with extruct: it brings rdflib, pyRdfa3, mf2py
and more for formats we don't read; ``application/ld+json`` and
``itemprop`` need a JSON parser and an XPath. Deterministic (document
order), bounded (``merge`` keeps a character budget), and never a reason for
a failed brief: anything malformed is skipped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import lxml.html

from sitebrief.page import contacts
from sitebrief.page.tagged import Tagged, tagged

MAX_JSON_LD = 256 * 1024  # bytes of one JSON-LD script we are willing to parse
MAX_PRODUCTS = 10
MAX_FAQ = 10
# Contact facts per kind in a record (a page keeps contacts.MAX_PER_KIND).
MAX_CONTACT = {"phone": 4, "email": 4, "address": 3, "hours": 7}
MAX_VALUE_CHARS = 500
MAX_DEPTH = 12
_ORGANIZATIONS = re.compile(
    r"^(Organization|Corporation|LocalBusiness|Store|Restaurant|ProfessionalService"
    r"|OnlineStore|OnlineBusiness|NGO|EducationalOrganization|MedicalOrganization"
    r"|[A-Za-z]*Business|[A-Za-z]*Store)$"
)
_SPACE = re.compile(r"\s+")
_TAGS = re.compile(r"<[^>]+>")
ORGANIZATION_FIELDS = {
    "name": "name",
    "legalName": "legal_name",
    "foundingDate": "founding_date",
    "address": "address",
    "telephone": "telephone",
    "email": "email",
}


def _text(value: Any) -> str | None:
    """A plain, bounded string from a schema.org value (text, number, or a
    node with a name / text)."""
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, dict):
        if value.get("@type") == "PostalAddress":
            parts = (
                "streetAddress",
                "postalCode",
                "addressLocality",
                "addressRegion",
                "addressCountry",
            )
            value = ", ".join(t for p in parts if (t := _text(value.get(p))))
        else:
            value = value.get("name") or value.get("text") or value.get("@value")
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        value = str(value)
    if not isinstance(value, str):
        return None
    text = _SPACE.sub(" ", _TAGS.sub(" ", value)).strip()
    if len(text) > MAX_VALUE_CHARS:
        text = text[: MAX_VALUE_CHARS - 1].rsplit(" ", 1)[0] + "…"
    return text or None


def _types(node: dict[str, Any]) -> list[str]:
    kind = node.get("@type")
    kinds = kind if isinstance(kind, list) else [kind]
    return [k.rsplit("/", 1)[-1] for k in kinds if isinstance(k, str)]


def is_organization(node: dict[str, Any]) -> bool:
    """The one rule for "this JSON-LD node is the company" (facts and logos)."""
    return any(_ORGANIZATIONS.match(t) for t in _types(node))


def nodes(data: Any) -> Iterator[dict[str, Any]]:
    """Every node of a JSON-LD document, @graph and nesting included, in
    document order, at most MAX_DEPTH deep: the one walker of JSON-LD."""
    return _nodes(data)


def _nodes(data: Any, depth: int = 0) -> Iterator[dict[str, Any]]:
    """Every node of a JSON-LD document, @graph and nesting included, in document order."""
    if depth > MAX_DEPTH:
        return
    if isinstance(data, list):
        for item in data:
            yield from _nodes(item, depth + 1)
    elif isinstance(data, dict):
        yield data
        for key, value in data.items():
            if key != "@context":
                yield from _nodes(value, depth + 1)


def json_ld(tree: lxml.html.HtmlElement, tags: Tagged | None = None) -> list[Any]:
    """The page's JSON-LD documents, each parsed once (for facts and the logo);
    one over MAX_JSON_LD or malformed is skipped. ``tags``: the tree's, when
    already collected."""
    documents = []
    for script in (tagged(tree) if tags is None else tags).script:
        # descendant::script[@type='application/ld+json']
        if script.get("type") != "application/ld+json" or script is tree:
            continue
        text = script.text or ""
        if len(text) > MAX_JSON_LD:
            continue
        try:
            documents.append(json.loads(text))
        except (ValueError, RecursionError):
            continue
    return documents


def _microdata(scopes: list[lxml.html.HtmlElement]) -> Iterator[dict[str, Any]]:
    """Microdata items as JSON-LD-like nodes (one level of nesting), from
    their elements: descendant-or-self::*[@itemscope][@itemtype]."""
    for scope in scopes:
        node: dict[str, Any] = {"@type": scope.get("itemtype", "").rsplit("/", 1)[-1]}
        for prop in scope.xpath(".//*[@itemprop]"):
            owner = next(prop.iterancestors(), None)
            while owner is not None and owner.get("itemscope") is None:
                owner = owner.getparent()
            if owner is not scope:
                continue  # belongs to a nested item
            name = prop.get("itemprop")
            if prop.get("itemscope") is not None:
                # An item says more than a text given for the same property
                # ("address" as a line, then as a PostalAddress): it stands.
                item = node.get(name)
                if not isinstance(item, dict):
                    item = node[name] = {"@type": prop.get("itemtype", "").rsplit("/", 1)[-1]}
                for sub in prop.xpath(".//*[@itemprop]"):
                    item.setdefault(sub.get("itemprop"), _microdata_value(sub))
            else:
                node.setdefault(name, _microdata_value(prop))
        yield node


def _microdata_value(element: lxml.html.HtmlElement) -> str:
    for attribute in ("content", "href", "src", "datetime"):
        if element.get(attribute):
            return str(element.get(attribute))
    return str(element.text_content())


def _offer(node: dict[str, Any]) -> tuple[str | None, str | None]:
    offers = node.get("offers")
    if isinstance(offers, list):
        offers = offers[0] if offers else None
    if not isinstance(offers, dict):
        return None, None
    price = _text(offers.get("price") or offers.get("lowPrice"))
    return price, _text(offers.get("priceCurrency"))


def _meta_content(tree: lxml.html.HtmlElement, tags: Tagged, prop: str) -> str | None:
    """descendant::meta[@property=prop]/@content, the first."""
    for meta in tags.meta:
        if meta.get("property") == prop and meta is not tree:
            content = meta.get("content")
            if content is not None:
                return str(content)
    return None


def read(
    tree: lxml.html.HtmlElement,
    documents: list[Any] | None = None,
    page: str = "",
    html: str | None = None,
    tags: Tagged | None = None,
) -> dict[str, Any]:
    """The facts one page states (before any of its elements are dropped);
    ``documents``: its JSON-LD, when already parsed; ``page``: its URL, for
    the contact facts to say where they came from; ``html``: its markup, the
    quicker way to its text; ``tags``: its elements, when already collected."""
    tags = tagged(tree) if tags is None else tags
    if documents is None:
        documents = json_ld(tree, tags)
    facts: dict[str, Any] = {}
    root = tree.getroottree().getroot()
    if lang := _text(root.get("lang")):
        facts["lang"] = lang
    for key, prop in (("site_name", "og:site_name"), ("locale", "og:locale")):
        if (value := _text(_meta_content(tree, tags, prop))) is not None:
            facts[key] = value
    products: list[dict[str, str]] = []
    faq: list[dict[str, str]] = []
    candidates = contacts.scan(tree, tags)  # the contacts' elements and the microdata's
    for node in [*(n for d in documents for n in _nodes(d)), *_microdata(candidates.scopes)]:
        types = _types(node)
        if "organization" not in facts and is_organization(node):
            organization = {
                ours: value
                for theirs, ours in ORGANIZATION_FIELDS.items()
                if (value := _text(node.get(theirs)))
            }
            same_as = node.get("sameAs")
            links = same_as if isinstance(same_as, list) else [same_as]
            profiles = [u for u in links if isinstance(u, str) and u.startswith("https://")]
            if profiles:
                organization["same_as"] = profiles[:10]  # type: ignore[assignment]
            if organization.get("name"):
                facts["organization"] = organization
        elif "Product" in types and len(products) < MAX_PRODUCTS:
            if name := _text(node.get("name")):
                price, currency = _offer(node)
                product = {"name": name}
                if price:
                    product["price"] = price
                if currency:
                    product["currency"] = currency
                if product not in products:
                    products.append(product)
        elif "Question" in types and len(faq) < MAX_FAQ:
            question = _text(node.get("name"))
            answer = _text(node.get("acceptedAnswer"))
            if question and answer:
                faq.append({"question": question, "answer": answer})
    if products:
        facts["products"] = products
    if faq:
        facts["faq"] = faq
    text = contacts.page_text(tree, html)
    if found := contacts.contact(tree, page, text, html, candidates):
        facts["contact"] = found
    if profiles := contacts.social(tree, candidates):
        facts["social"] = profiles
    legal = _legal_name(tree, found, text)
    if legal:
        facts["legal"] = {**legal, "page": page}
    return facts


def _legal_name(
    tree: lxml.html.HtmlElement, found: list[dict[str, str]], text: str
) -> dict[str, str]:
    """The legal name a page's footer states: the first part of an address
    that carries a legal form ("Universal Ltd., 13/25 New Avenue, …"), else
    the copyright line's holder ("© 2025 Acme Ltd.")."""
    for item in found:
        if item["kind"] == "address":
            notice = contacts.legal_notice([item["value"].split(",")[0]], "")
            if notice.get("name"):
                return {"name": notice["name"], "form": notice["form"], "from": "address"}
    holder = contacts.copyright_holder(tree, text)
    return {"name": holder, "from": "copyright"} if holder else {}


# What a legal notice states outranks what a footer suggests.
_LEGAL_SOURCES = ("notice", "address", "copyright")


def _merge_contact(merged: list[dict[str, str]], more: list[dict[str, str]]) -> None:
    seen = {(c["kind"], contacts.value_key(c["kind"], c["value"])) for c in merged}
    for item in more:
        key = (item["kind"], contacts.value_key(item["kind"], item["value"]))
        count = sum(1 for c in merged if c["kind"] == item["kind"])
        if key not in seen and count < MAX_CONTACT[item["kind"]]:
            seen.add(key)
            merged.append(item)


def merge_legal(merged: dict[str, Any], more: dict[str, Any]) -> dict[str, Any]:
    """The legal identity from the best source: a legal notice's fields win,
    then an address's legal name, then the copyright line's."""
    rank = _LEGAL_SOURCES.index
    if not merged:
        return dict(more)
    if rank(more.get("from", "notice")) < rank(merged.get("from", "notice")):
        better, worse = more, merged
    else:
        better, worse = merged, more
    if better.get("from", "notice") != "notice":
        return dict(better)
    return {**better, **{k: v for k, v in worse.items() if k not in better and k != "from"}}


def merge(pages: list[dict[str, Any]], budget: int) -> dict[str, Any]:
    """One record's facts from its pages' (homepage first, then key pages,
    then the pages read for facts only): the first value of each field wins,
    lists are joined, contact facts deduplicated by kind and value, the legal
    identity taken from its best source, and the whole stays within
    ``budget`` characters of JSON (list items past it are left out: FAQ
    answers, then products, social profiles and contact facts)."""
    merged: dict[str, Any] = {}
    for facts in pages:
        for key, value in facts.items():
            if key == "contact" and isinstance(value, list):
                _merge_contact(merged.setdefault("contact", []), value)
            elif key == "legal" and isinstance(value, dict):
                merged["legal"] = merge_legal(merged.get("legal", {}), value)
            elif isinstance(value, list):
                merged.setdefault(key, [])
                merged[key] += [v for v in value if v not in merged[key]]
            elif isinstance(value, dict):
                merged.setdefault(key, {})
                for field, item in value.items():
                    merged[key].setdefault(field, item)
            else:
                merged.setdefault(key, value)
    for key in ("faq", "products", "social", "contact"):
        while merged.get(key) and _size(merged) > budget:
            merged[key].pop()
        if key in merged and not merged[key]:
            del merged[key]
    if _size(merged) > budget:  # a budget smaller than one organization: none of it
        merged.pop("organization", None)
    return merged


def _size(facts: dict[str, Any]) -> int:
    return len(json.dumps(facts, ensure_ascii=False))
