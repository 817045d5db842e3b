"""Contact facts, social profiles and the legal identity, as pages state them
(pure, table-driven)."""

from __future__ import annotations

import json
from typing import Any

import lxml.html
import pytest

from sitebrief.page import contacts, facts
from sitebrief.rules.keypages import Link

PAGE = "https://acme.test/"


def tree(body: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(f"<html><body>{body}</body></html>")


def found(body: str) -> list[tuple[str, str]]:
    """The contact facts, read from the tree's text and from the markup's alike."""
    html = f"<html><body>{body}</body></html>"
    page = lxml.html.document_fromstring(html)
    from_tree = contacts.contact(page, PAGE)
    assert contacts.contact(page, PAGE, contacts.page_text(page, html)) == from_tree
    return [(c["kind"], c["value"]) for c in from_tree]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ('<a href="tel:+23-345-67890"><span>Call Now : </span>+23-345-67890</a>',
         [("phone", "+23-345-67890")]),
        ('<a href="mailto:support@acme.test?subject=Hi">Write</a>', [("email", "support@acme.test")]),
        # A comment between a label and its value is no text.
        ("<h4>Contact</h4><!-- x --><p>1 Forge Road, Sheffield</p>",
         [("address", "1 Forge Road, Sheffield")]),
        # A label names the number in the next element; a bare number with "+" or "(".
        ("<p>Call Us</p><p>847-291-4353</p>", [("phone", "847-291-4353")]),
        ("<p>Call Anytime<br>(317) 585-8468</p>", [("phone", "(317) 585-8468")]),
        # Not phones: a year range, an ISO norm, a price, an order number without a label.
        ("<p>Since 2015 - 2020, ISO 9001:2017, $17.6 million, order 2024-06-17-118</p>", []),
        # E-mails in the text; an image at 2x is not one.
        ("<p>Email Us</p><p>office@Constra.com</p><img alt='logo@2x.png'><p>logo@2x.png</p>",
         [("email", "office@Constra.com")]),
        ("<address>1 Forge Road<br>Sheffield S1 2AB</address>",
         [("address", "1 Forge Road, Sheffield S1 2AB")]),
        ('<li><i class="icofont-location-pin"></i>Address Ta-134/A, New York, USA</li>',
         [("address", "Ta-134/A, New York, USA")]),
        ('<p class="address"><strong>1116 Orchard Street</strong><br>Golden Valley, Minnesota</p>',
         [("address", "1116 Orchard Street, Golden Valley, Minnesota")]),
        ("<h4>Contact</h4><p><strong>Universal Ltd.</strong><br>13/25 New Avenue<br>England</p>",
         [("address", "Universal Ltd., 13/25 New Avenue, England")]),
        ('<ul class="list-hours"><li>Sunday <span>Closed</span></li>'
         "<li>Monday <span>7:00 AM to 8:00 PM</span></li></ul>",
         [("hours", "Sunday Closed"), ("hours", "Monday 7:00 AM to 8:00 PM")]),
        ("<p>Mo - Fr: 9:00 - 18:00 Uhr</p>", [("hours", "Mo - Fr: 9:00 - 18:00 Uhr")]),
        # The same number twice (a link and its text) is one fact; bounded per kind.
        ('<a href="tel:+441142914353">+44 114 291 4353</a>', [("phone", "+441142914353")]),
        ("".join(f'<a href="tel:+4411429143{i:02}">x</a>' for i in range(9)),
         [("phone", f"+4411429143{i:02}") for i in range(3)]),
    ],
)  # fmt: skip
def test_contact_facts(body: str, expected: list[tuple[str, str]]) -> None:
    assert found(body) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ('<a title="Facebook" href="https://facebook.com/acme"><i class="fab fa-facebook"></i></a>'
         '<a href="https://www.linkedin.com/company/acme/" aria-label="LinkedIn"></a>',
         ["https://facebook.com/acme", "https://www.linkedin.com/company/acme"]),
        # Share buttons, quoted posts and a customer's handle are not the company's profiles.
        ('<a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>'
         '<a href="https://twitter.com/intent/tweet?text=x">Tweet</a>'
         '<a href="https://twitter.com/jane/status/123">Jane said</a>'
         '<a href="https://twitter.com/jane"><img alt="Profile picture of @jane"></a>'
         '<a href="https://code.facebook.com/projects">Open source</a>', []),
    ],
)  # fmt: skip
def test_social_profiles(body: str, expected: list[str]) -> None:
    assert contacts.social(tree(body)) == expected


@pytest.mark.parametrize(
    ("footer", "holder"),
    [
        ("<p>© 2025 Acme Ltd. All rights reserved.</p>", "Acme Ltd."),
        ("<p>Copyright &copy; 2026 Newegg Inc. All rights reserved.</p>", "Newegg Inc."),
        ("<p>Copyright (c) 2015 - 2016, Globex Corporation; all rights reserved.</p>",
         "Globex Corporation"),
        # A template's placeholder, or a credit, names nobody.
        ("<p>Copyright (c) 2015 - 2016, YourCompany; all rights reserved.</p>", None),
        ("<p>Copyright &copy; 2021, Designed &amp; Developed by Themefisher</p>", None),
        ("<p>Copyright &copy; Your Website 2023</p>", None),
        ("<p>No line here</p>", None),
    ],
)  # fmt: skip
def test_the_copyright_holder(footer: str, holder: str | None) -> None:
    assert contacts.copyright_holder(tree(f"<footer>{footer}</footer>")) == holder


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (["# Impressum", "Acme Schmiede GmbH", "Amboss-Straße 5", "10115 Berlin",
          "Vertreten durch: Anna Amboss und Bernd Hammer",
          "Registergericht: Amtsgericht Charlottenburg", "Registernummer: HRB 123456 B",
          "USt-IdNr.: DE123456789"],
         {"name": "Acme Schmiede GmbH", "form": "GmbH", "address": "Amboss-Straße 5, 10115 Berlin",
          "directors": ["Anna Amboss", "Bernd Hammer"],
          "register": "Registergericht: Amtsgericht Charlottenburg", "vat": "DE123456789"}),
        (["# Mentions légales", "Acme SAS", "12 rue de la Forge", "75011 Paris",
          "RCS Paris B 123 456 789", "N° TVA : FR 12 345678901",
          "Directeur de la publication : Jean Dupont"],
         {"name": "Acme SAS", "form": "SAS", "address": "12 rue de la Forge, 75011 Paris",
          "register": "RCS Paris B 123 456 789", "vat": "FR 12 345678901",
          "directors": ["Jean Dupont"]}),
        (["Acme Widgets Ltd", "Registered in England and Wales, company number 01234567",
          "VAT number: GB 123 4567 89"],
         {"name": "Acme Widgets Ltd", "form": "Ltd",
          "register": "Registered in England and Wales, company number 01234567",
          "vat": "GB 123 4567 89"}),
        (["We forge anvils.", "Call us any time."], {}),
    ],
)  # fmt: skip
def test_a_legal_notice(lines: list[str], expected: dict[str, Any]) -> None:
    notice = contacts.legal_notice(lines, PAGE)
    assert notice == ({**expected, "page": PAGE} if expected else {})


@pytest.mark.parametrize(
    ("links", "legal", "contact"),
    [
        ([Link("https://a.test/privacy", "Privacy"), Link("https://a.test/impressum", "Impressum"),
          Link("https://a.test/kontakt", "Kontakt")],
         "https://a.test/impressum", "https://a.test/kontakt"),
        ([Link("https://a.test/fr/mentions-legales/", "Mentions légales"),
          Link("https://a.test/nous-contacter", "Nous contacter")],
         "https://a.test/fr/mentions-legales/", "https://a.test/nous-contacter"),
        ([Link("https://a.test/legal", "Legal"), Link("https://a.test/x", "Legal notice")],
         "https://a.test/x", None),
        # A café's store page, when there is no contact page.
        ([Link("https://a.test/store.html", "Store"), Link("https://a.test/terms", "Terms")],
         None, "https://a.test/store.html"),
    ],
)  # fmt: skip
def test_which_link_is_the_legal_notice_and_the_contact_page(
    links: list[Link], legal: str | None, contact: str | None
) -> None:
    assert contacts.legal_link(links) == legal
    assert contacts.contact_link(links) == contact


def test_contact_facts_merge_deduplicated_bounded_and_within_the_budget() -> None:
    home = {"contact": [{"kind": "phone", "value": "+44 114 291", "page": PAGE}],
            "legal": {"name": "Acme Ltd.", "from": "copyright", "page": PAGE}}  # fmt: skip
    about = {
        "contact": [
            {"kind": "phone", "value": "+44114291", "page": PAGE + "about"},  # the same number
            {"kind": "email", "value": "hi@acme.test", "page": PAGE + "about"},
        ]
    }
    notice = {"legal": {"name": "Acme Anvils Limited", "vat": "GB1", "page": PAGE + "legal"}}
    merged = facts.merge([home, about, notice], 4000)
    assert [c["value"] for c in merged["contact"]] == ["+44 114 291", "hi@acme.test"]
    assert merged["legal"] == {"name": "Acme Anvils Limited", "vat": "GB1", "page": PAGE + "legal"}
    small = facts.merge([home, about], 150)
    assert len(json.dumps(small, ensure_ascii=False)) <= 150
