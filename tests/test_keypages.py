"""Key pages as a person picks them: the rules, table by table (pure; no
crawler): link texts by their words, the navigation's unnamed entries, the
ranking, the content proofs, the homepage's language, and the record of
what became of each kind."""

from __future__ import annotations

from datetime import date

import pytest

from sitebrief.rules import keypages, keyrecord, kindwords, language, proof

HOME = "https://acme.com/"
HOSTS = ("acme.com",)


def links(*rows: tuple[str, str, str]) -> list[keypages.Link]:
    return [keypages.Link(f"https://acme.com{path}", text, region) for path, text, region in rows]


def best(found: dict[str, list[keypages.Candidate]]) -> dict[str, str]:
    return {kind: c[0].url.removeprefix("https://acme.com") for kind, c in found.items()}


# --- link texts, by their words ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Über uns und Team", ("about", False)),  # a main word inside a longer label
        ("Meet the team", ("about", True)),  # a table phrase
        ("Unser Team", ("about", True)),
        ("Der Verein", ("about", True)),  # an association named as such
        ("La carta", ("products", True)),  # an article before a weak word
        ("Dla pracodawców", ("products", True)),  # a staffing company's customers
        ("Mitglied werden", ("pricing", True)),  # membership: a club's only price
        ("Vos questions", ("faq", True)),  # the reader's own, as "our" is the site's
        ("Your questions", ("faq", True)),
        ("Common Questions", ("faq", False)),
        ("Afhalen en leveren", ("shipping", True)),  # pick-up and delivery
        ("New Sailor Questions", ("faq", True)),  # English puts the head last
        ("Send us your own questions", None),  # a sentence, no head of a label
        # "More about X" is a teaser of X: its kind is X's, "about" a preposition.
        ("More about the course", None),
        ("Read more about our prices", ("pricing", False)),
        ("Learn more about us", ("about", False)),
        ("More about our story", ("about", True)),
        # ...about when X is an about word; anything else is no kind (a
        # class, a treatment, a region, the goods: "More about Pilates").
        ("More about our team", ("about", True)),
        ("More about Pilates", None),
        ("Find out more about Tuscany", None),
        ("Learn more about our wines", None),
        # "Access" joined to the prices is the prices' page ("料金・アクセス").
        ("料金・アクセス", ("pricing", False)),
        ("アクセス・料金", ("pricing", False)),
        # "Since 1987": a label of the year it began is its story, the about page.
        ("Since 1987", ("about", True)),
        ("Seit 1962", ("about", True)),
        ("Dal 1958", ("about", True)),
        ("Sinds 1874", ("about", True)),
        ("Desde 1990", ("about", True)),
        ("Est. 1921", ("about", True)),
        ("Since 2090", None),  # no year of the past
        ("Since you asked", None),
        ("Seit 1724", ("about", True)),
        ("Fondée en 1990", ("about", True)),
        ("Founded in 1990", ("about", True)),
        ("1983'ten beri", ("about", True)),
        ("Ab 2025", None),  # German "from 2025": news
        # Polish fees and dues, and a club's sections.
        ("Składki i opłaty", ("pricing", True)),
        ("Sekcje i zajęcia", ("features", True)),
        # "The practice" is the whole label: beside another kind's word, that kind.
        ("Our practice services", ("features", False)),
        ("De praktijk en tarieven", ("pricing", False)),
        ("店主あいさつ", ("about", True)),  # the owner's greeting, a Japanese about page
        ("福寿湯のあゆみ", ("about", True)),  # Japanese: the house's history ("its steps")
        ("地方発送", ("shipping", True)),  # Japanese: sending goods to other regions
        ("当店の歩み", ("about", True)),
        ("Koszty i czas dostawy", ("shipping", False)),  # Polish: delivery costs and time
        ("Obchodík", ("products", True)),  # Slovak: the little shop
        ("Relógios de ocasião", ("products", True)),  # second-hand goods for sale
        ("Coches de ocasión", ("products", True)),
        ("Ihre Preise", ("pricing", False)),
        ("Your story", None),  # the customer's: a photographer's offer, no about page
        ("Votre équipe", None),
        ("Tu historia", None),
        ("Your company", None),
        ("Najczęstsze pytania", ("faq", False)),  # Polish for "frequent questions"
        ("O Escritório", ("about", True)),  # a firm's own page, as firms name it
        ("Die Kanzlei", ("about", True)),
        ("Le cabinet", ("about", True)),
        # A practice (a therapist's, a doctor's, a dentist's) names its about so too.
        ("De praktijk", ("about", True)),
        ("Die Praxis", ("about", True)),
        ("The Practice", ("about", True)),
        ("Praxisbeispiele", None),  # no article: examples, no practice
        ("Kancelaria", ("about", True)),
        ("Tesseramento", ("pricing", True)),
        ("Usługi", ("features", False)),  # ł folds to l as ü to u
        ("Lidgeld 2026-2027", ("pricing", True)),  # a Flemish club's fee, and its edition
        ("Geschiedenis", ("about", True)),  # its history
        ("Kamar", ("features", True)),  # a lodging's rooms (Indonesian)
        ("Η οικογένειά μας", ("about", True)),  # a family business's own page: "our family"
        ("Unsere Familie", ("about", True)),
        ("Familie", None),  # a family ticket, a family room: an offer's word
        ("关于我们 About", ("about", False)),  # CJK words inside a label
        # A katakana word inside a longer katakana run is part of another word:
        # "プラン" (plan) in "インプラント" (implant); at a run's end it is the
        # compound's head (a net shop), beside kanji a word of its own.
        ("インプラント", None),
        ("ネットショップ", ("products", True)),
        ("料金プラン", ("pricing", True)),
        ("Portfolio Overview", None),  # a weak word inside a label is not the section's name
        ("Special offer", None),
        ("Kontakt", None),  # other sections name no kind
        # One kind's words alone, joined: that kind, as weak as its words.
        ("Rette e iscrizioni", ("pricing", True)),
        ("Tariffe & tesseramento", ("pricing", True)),
        ("Corsi e rette", None),  # two kinds' words
        ("Rette iscrizioni", None),  # not joined
        ("Read how we priced our new products for schools this year", None),  # a sentence
        ("", None),
    ],
)
def test_link_text_names_a_kind_by_its_words(text: str, named: tuple[str, bool] | None) -> None:
    assert keypages.text_kind(text) == named


@pytest.mark.parametrize(
    ("url", "text", "other"),
    [
        ("https://acme.com/", "Home", True),
        ("https://acme.com/kontakt/", "", True),
        ("https://acme.com/x", "Nyheter", True),
        ("https://acme.com/x", "Dónde estamos", True),
        ("https://acme.com/blog/post", "", True),
        ("https://acme.com/blogs/diario", "Diário", True),  # Shopify's blogs, any language
        ("https://acme.com/changelog", "Changelog", True),
        ("https://acme.com/klubbklader/", "Klubbkläder", False),
        # A shop's terms for resellers: the same goods by the box, no key page.
        ("https://acme.com/revenda/", "Revenda", True),
        ("https://acme.com/velkoobchod/", "Velkoobchod", True),
        ("https://acme.com/x", "Venta mayorista", True),
        ("https://acme.com/x", "Wholesale", True),
        # Only as the whole label or the path's last word: "hurt" is English too.
        ("https://acme.com/x", "Where does it hurt?", False),
        # Japanese sites' "Access": the way there and the map, a contact page.
        ("https://acme.jp/access.html", "アクセス", True),
        ("https://acme.jp/map.html", "交通アクセス", True),
    ],
)
def test_other_sections(url: str, text: str, other: bool) -> None:
    assert keypages.other_section(url, text) is other


# --- the navigation is the map ----------------------------------------------------


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        # A post under news or a blog: its slug is a sentence, whatever word
        # begins it (Portuguese "portes" is postage; French "portes" doors).
        ("/actualites/portes-ouvertes-septembre-2024", None),
        ("/blog/shipping-delays-this-winter", None),
        ("/blog/faq", "faq"),  # a kind's own word is its page anywhere
        ("/portes-e-devolucoes", "shipping"),
        ("/j/shop/deliveryinfo", "shipping"),  # Jimdo's shop's delivery page
        # Home and contact file pages, no posts.
        ("/home/shipping-returns", "shipping"),
        ("/kontakt/versandkosten-und-lieferzeiten", "shipping"),
        # A slug is a whole label: "the practice" is the about page there too.
        ("/die-praxis/", "about"),
        ("/de-praktijk/", "about"),
    ],
)
def test_a_posts_slug_under_news_names_no_kind(url: str, kind: str | None) -> None:
    found = keypages._path_kind("https://acme.com" + url)
    assert (found[0] if found else None) == kind


@pytest.mark.parametrize(
    ("text", "language", "first"),
    [
        ("Jan & Marieke", "nl", True),
        ("Koen en Liesbeth", "nl", True),  # "en" is "and" in Dutch
        ("Bartek i Ola", "pl", True),
        ("A Lu e a Mel", "pt", True),  # Portuguese names take an article
        ("Koen en Liesbeth", "es", False),  # "en" is "in" in Spanish
        ("Omgeving", "nl", False),  # one word
        ("Sue & Rob & Tom", "en", False),  # a list
        ("Fragen & Antworten", "de", False),  # no names: a kind's words
        ("Hanna & Jonas", "de", False),  # every German noun has a capital
    ],
)
def test_two_names_joined_are_looked_at_first(text: str, language: str, first: bool) -> None:
    """A couple who run the place name their own page so: it is read before the
    entries the budget might not reach."""
    home = links(
        ("/kamperen/", "Kamperen", "nav"),
        ("/faciliteiten/", "Faciliteiten", "nav"),
        ("/wij/", text, "nav"),
    )
    found = keypages.unnamed(home, HOSTS, HOME, language)
    assert (found[0] == "https://acme.com/wij/") is first


def test_a_series_of_x_and_y_entries_is_no_couple() -> None:
    """Offers come in series ("Essen & Trinken", "Sauna & Wellness"): none is read first."""
    home = links(
        ("/haus/", "Unser Haus", "nav"),
        ("/essen/", "Food & Drinks", "nav"),
        ("/sauna/", "Sauna & Wellness", "nav"),
    )
    assert keypages.unnamed(home, HOSTS, HOME, "en") == [
        "https://acme.com/haus/",
        "https://acme.com/essen/",
        "https://acme.com/sauna/",
    ]


def test_unnamed_navigation_entries_in_the_sites_order() -> None:
    home = links(
        ("/", "Hem", "nav"),
        ("/klubben/", "Klubben", "nav"),  # named: a word says about
        ("/klubbklader/", "Klubbkläder", "nav"),
        ("/traning/", "Träning", "nav"),
        ("/kalender/", "Kalender", "nav"),  # other
        ("/en/", "English", "nav"),  # a language version
        ("/de/verein", "Verein", "nav"),  # another language
        ("/login", "Medlemssidor", "nav"),  # login
        ("/stadgar.pdf", "Stadgar", "nav"),  # a file
        ("/traning/?vecka=3", "Denna vecka", "nav"),  # a query
        ("/styrelse/", "Styrelse", "body"),  # not in the navigation
        ("/klubbklader/#storlek", "Storlekar", "nav"),  # the same page again
        ("/tabyok", "Täby OK", "nav"),  # named after the organisation: its about
    )
    home.append(keypages.Link("https://other.org/shop", "Shop", "nav"))
    assert keypages.unnamed(home, HOSTS, HOME, "sv", names=("Täby OK",)) == [
        "https://acme.com/klubbklader/",
        "https://acme.com/traning/",
    ]


def test_a_page_any_link_names_login_or_cart_is_no_entry() -> None:
    """One URL is one page: OpenCart links its login page as "Регистрация",
    "Вход" and "Любими", its cart as "Количка" and "Поръчай"; the words of
    one of those links say what the page is for all of them."""
    home = links(
        ("/vhod", "Регистрация", "nav"),
        ("/vhod", "Вход", "nav"),
        ("/vhod", "Любими (0)", "nav"),
        ("/kolichka", "Поръчай", "nav"),
        ("/kolichka", "Количка", "footer"),
        ("/akvariumi", "Аквариуми", "nav"),
    )
    assert keypages.unnamed(home, HOSTS, HOME, "bg") == ["https://acme.com/akvariumi"]

    # A call to sign up, a job's anchor or a body's login button bars nothing:
    # "Register now" is the camp's own page, "/praxis/#jobs" a part of the practice's.
    home = links(
        ("/summer-camp/", "Summer Camp", "nav"),
        ("/summer-camp/", "Register now", "body"),
        ("/praxis/", "Praxis", "nav"),
        ("/praxis/#jobs", "Jobs", "footer"),
        ("/tanzkurse/", "Tanzkurse", "nav"),
        ("/tanzkurse/", "Jetzt anmelden", "body"),
        ("/mitglieder/", "Mitgliederbereich", "nav"),
        ("/mitglieder/", "Login", "body"),
    )
    assert keypages.unnamed(home, HOSTS, HOME, "de") == [
        "https://acme.com/summer-camp/",
        "https://acme.com/praxis/",
        "https://acme.com/tanzkurse/",
        "https://acme.com/mitglieder/",
    ]


def test_unnamed_top_level_entries_before_any_submenus() -> None:
    # A law office's menu: its practice areas' sub-pages would spend the
    # budget before its fees are looked at.
    home = [
        keypages.Link(f"https://acme.com{path}", text, "nav", section)
        for path, text, section in (
            ("/domenii/", "Expertiză", ""),
            ("/domenii/civil/", "Drept civil", "Expertiză"),
            ("/domenii/familie/", "Dreptul familiei", "Expertiză"),
            ("/colaborare/", "Colaborare", ""),  # working together: its fees
        )
    ]
    assert keypages.unnamed(home, HOSTS, HOME, "xx") == [
        "https://acme.com/domenii/",
        "https://acme.com/colaborare/",
        "https://acme.com/domenii/civil/",
        "https://acme.com/domenii/familie/",
    ]


def test_a_directory_index_is_its_directory() -> None:
    # A static site links its homepage as /index.html and a version's as
    # /en/index.html: neither is an entry to read.
    home = [
        keypages.Link(f"https://acme.com{path}", text, "nav")
        for path, text in (
            ("/index.html", "Beranda"),
            ("/en/index.html", "EN"),
            ("/kabar.html", "Kabar"),
        )
    ]
    assert keypages.unnamed(home, HOSTS, HOME, "id") == ["https://acme.com/kabar.html"]
    assert keypages.page_key("https://acme.com/about/index.php") == ("acme.com", "/about")


def test_a_pageless_sections_first_entry_is_at_the_top_level() -> None:
    # Webflow's "Especialidades" toggle: no page, so its first entry stands
    # for it among the top level's; a toggle a word names keeps its entries below.
    home = [
        keypages.Link(f"https://acme.com{path}", text, "nav", section)
        for path, text, section in (
            ("/", "Especialidades", ""),  # a "#" toggle
            ("/especialidades/dentistas", "Dentistas", "Especialidades"),
            ("/especialidades/psicologos", "Psicólogos", "Especialidades"),
            ("/convenios", "Convênios", ""),
            ("/casos/a", "Clínica A", "Portfólio"),
        )
    ]
    assert keypages.unnamed(home, HOSTS, HOME, "pt") == [
        "https://acme.com/especialidades/dentistas",
        "https://acme.com/convenios",
        "https://acme.com/especialidades/psicologos",
        "https://acme.com/casos/a",
    ]


def menu_links(*rows: tuple[str, str, str]) -> list[keypages.Link]:
    """Navigation entries: (path, text, the label of the item whose submenu holds it)."""
    return [
        keypages.Link(f"https://acme.com{path}", text, "nav", section)
        for path, text, section in rows
    ]


def test_a_page_for_business_customers_among_offers_is_one_of_them() -> None:
    rows = [
        ("/badstuer/flyteren", "Flyteren", "Badstuene"),
        ("/badstuer/tonna", "Tønna", "Badstuene"),
        ("/bedrift", "For bedrifter", "Badstuene"),
    ]
    assert best(keypages.candidates(menu_links(*rows), [], HOSTS, HOME, "no")) == {
        "features": "/bedrift"
    }
    # Alone, or beside pages a word names, it stays what it sells them.
    alone = [("/bedrift", "For bedrifter", ""), ("/om-oss", "Om oss", "")]
    assert best(keypages.candidates(menu_links(*alone), [], HOSTS, HOME, "no")) == {
        "products": "/bedrift",
        "about": "/om-oss",
    }


@pytest.mark.parametrize(
    ("rows", "sections"),
    [
        # A tutoring school's classes, a gym's group lessons: no word names the
        # section or its pages; the section's page is the offers' overview.
        (
            [
                ("/tmimata", "Τμήματα", ""),
                ("/tmimata/gymnasio", "Γυμνάσιο", "Τμήματα"),
                ("/tmimata/lykeio", "Λύκειο", "Τμήματα"),
                ("/didaktra", "Δίδακτρα", ""),
            ],
            {"/tmimata": ("Γυμνάσιο", "Λύκειο")},
        ),
        # The section's own page again in its submenu ("Overview") is no offer.
        (
            [
                ("/aktivity/", "Aktivity", ""),
                ("/aktivity/", "Prehľad", "Aktivity"),
                ("/aktivity/spinning/", "Spinning", "Aktivity"),
                ("/aktivity/joga/", "Jóga", "Aktivity"),
            ],
            {"/aktivity/": ("Spinning", "Jóga")},
        ),
        # One page is no list of offers.
        ([("/a/", "Aktivity", ""), ("/a/b/", "Spinning", "Aktivity")], {}),
        # A page some word names: the organisation's section (its team), or another kind's.
        (
            [
                ("/praxis/", "Praxis", ""),
                ("/praxis/raeume/", "Räume", "Praxis"),
                ("/praxis/team/", "Unser Team", "Praxis"),
            ],
            {},
        ),
        # A section some word names is that kind's already.
        (
            [
                ("/leistungen/", "Leistungen", ""),
                ("/leistungen/massage/", "Massage", "Leistungen"),
                ("/leistungen/kg/", "Krankengymnastik", "Leistungen"),
            ],
            {},
        ),
        # A submenu whose item has no page of its own (a toggle, "#"): its first
        # entry stands for the section.
        (
            [("/x/", "Spinning", "Aktivity"), ("/y/", "Jóga", "Aktivity")],
            {"/x/": ("Spinning", "Jóga")},
        ),
        # Not when a word names the toggle: its entries are that kind's, or another section's.
        ([("/x/", "Urbanas", "Projekty"), ("/y/", "Montaña", "Projekty")], {}),
        # Blog and contact stay out: a submenu with them is no list of offers.
        (
            [
                ("/sporty/", "Sporty", ""),
                ("/sporty/sach/", "Šach", "Sporty"),
                ("/sporty/turniry/", "Turniry", "Sporty"),
                ("/sporty/blog/", "Blog", "Sporty"),
            ],
            {},
        ),
        # ...but the way to the venue beside a club's activities is neither an
        # offer nor another section: a toggle's first activity stands for them.
        (
            [
                ("/recreanten.html", "Recreatief spelen", "Spelen"),
                ("/competitie.html", "Competitie", "Spelen"),
                ("/jeugd.html", "Jeugdwerking", "Spelen"),
                ("/sporthal.html", "Sporthal & route", "Spelen"),
            ],
            {"/recreanten.html": ("Recreatief spelen", "Competitie", "Jeugdwerking")},
        ),
        # A page for business customers among the offers is one of them.
        (
            [
                ("/badstuer/flyteren", "Flyteren", "Badstuene"),
                ("/badstuer/tonna", "Tønna", "Badstuene"),
                ("/bedrift", "For bedrifter", "Badstuene"),
            ],
            {"/badstuer/flyteren": ("Flyteren", "Tønna")},
        ),
        # A portfolio's projects and a blog's categories are no offers.
        (
            [
                ("/projekte/", "Projekte", ""),
                ("/projekte/villa-rossi/", "Villa Rossi", "Projekte"),
                ("/projekte/haus-am-see/", "Haus am See", "Projekte"),
            ],
            {},
        ),
        (
            [
                ("/recipes/", "Recipes", ""),
                ("/recipes/breakfast/", "Breakfast", "Recipes"),
                ("/recipes/dinner/", "Dinner", "Recipes"),
            ],
            {},
        ),
    ],
)
def test_sections_of_offers(
    rows: list[tuple[str, str, str]], sections: dict[str, tuple[str, ...]]
) -> None:
    links = menu_links(*rows)
    found = keypages.offer_sections(links, keypages.unnamed(links, HOSTS, HOME, "xx"))
    assert {url.removeprefix("https://acme.com"): labels for url, labels in found.items()} == (
        sections
    )


HOME_CARDS = (
    '<html><body><header><nav><ul><li><a href="/">Início</a></li>'
    '<li><a href="/banho-e-tosa/">Banho &amp; Tosa</a></li>'
    '<li><a href="/hotelzinho/">Hotelzinho</a></li>'
    '<li><a href="/quem-somos/">Quem Somos</a></li><li><a href="/blog/">Blog</a></li>'
    "</ul></nav></header><main>{cards}</main></body></html>"
)
CARD = '<div class="box"><h3><a href="{path}">{text}</a></h3><p>{text}: o que fazemos.</p></div>'


@pytest.mark.parametrize(
    ("cards", "found"),
    [
        # Two entries no word names, each a card's title: the homepage's offers.
        (
            [("/banho-e-tosa/", "Banho & Tosa"), ("/hotelzinho/", "Hotelzinho")],
            {"/banho-e-tosa/": ("Banho & Tosa",), "/hotelzinho/": ("Hotelzinho",)},
        ),
        # One card is a feature story, not a list of offers.
        ([("/hotelzinho/", "Hotelzinho")], {}),
        # Named by words, or no entry of the navigation: about, blog posts.
        ([("/quem-somos/", "Quem Somos"), ("/blog/calor/", "Dias de calor")], {}),
        ([("/hotelzinho/", "Hotelzinho"), ("/blog/calor/", "Dias de calor")], {}),
    ],
)
def test_the_homepages_cards_of_its_offers(
    cards: list[tuple[str, str]], found: dict[str, tuple[str, ...]]
) -> None:
    from sitebrief.page.text import read_html

    body = "".join(CARD.format(path=path, text=text) for path, text in cards)
    anchors = read_html(HOME_CARDS.format(cards=body), HOME, 300).anchors
    offers = keypages.offer_cards(anchors, keypages.unnamed(anchors, HOSTS, HOME, "pt"))
    assert {url.removeprefix("https://acme.com"): labels for url, labels in offers.items()} == (
        found
    )


@pytest.mark.parametrize(
    ("home_lines", "found"),
    [
        # The homepage says what the section is: the entry is presented.
        (["Our Bee School is a six-week course for beginners."], ["/bee-school/"]),
        (["## Bee School", "Six Saturdays in spring."], ["/bee-school/"]),
        # Both, in the navigation's order.
        (["Swarm Hotline and Bee School, every spring."], ["/bee-school/", "/swarm-hotline/"]),
        # A word of the label alone, or nothing: not presented.
        (["Our school runs every spring."], []),
        ([], []),
        # Named by words (about), a submenu's entry, a label too short to be a name.
        (["Our Club since 1948; Board of Directors; Mer."], []),
    ],
)
def test_the_entries_the_homepages_text_presents(home_lines: list[str], found: list[str]) -> None:
    anchors = [
        keypages.Link("https://acme.com/our-club/", "Our Club", "nav"),
        keypages.Link("https://acme.com/bee-school/", "Bee School", "nav"),
        keypages.Link("https://acme.com/swarm-hotline/", "Swarm Hotline", "nav"),
        keypages.Link("https://acme.com/board/", "Board of Directors", "nav", "Our Club"),
        keypages.Link("https://acme.com/mer/", "Mer", "nav"),
    ]
    entries = keypages.unnamed(anchors, HOSTS, HOME, "en", ("Our Club",))
    presented = keypages.presented(anchors, entries, home_lines)
    assert [url.removeprefix("https://acme.com") for url in presented] == found


@pytest.mark.parametrize(
    ("path", "text", "language"),
    [
        # What others say of the organisation, and who stands beside it: proof
        # and relations, no page of a kind, whatever the homepage's headings say.
        ("/testimonials/", "Testimonials", "en"),
        ("/reviews", "Reviews", "en"),
        ("/what-clients-say", "Client Reviews", "en"),
        ("/our-sponsors", "Our Sponsors", "en"),
        ("/partners", "Partners", "en"),
        ("/press", "Press", "en"),
        ("/kundenstimmen", "Kundenstimmen", "de"),
        ("/sponsoren", "Sponsoren & Partner", "de"),
        ("/temoignages", "Témoignages", "fr"),
        ("/avis-clients", "Avis clients", "fr"),
        ("/testimonios", "Testimonios", "es"),
        ("/recensioni", "Recensioni", "it"),
        ("/ervaringen", "Ervaringen", "nl"),
        ("/depoimentos", "Depoimentos", "pt"),
        ("/opinie", "Opinie klientów", "pl"),
        ("/omdomen", "Omdömen", "sv"),
        ("/anmeldelser", "Anmeldelser", "da"),
        ("/sponzori", "Sponzoři", "cs"),
    ],
)
def test_testimonials_sponsors_and_press_are_no_section_to_look_at(
    path: str, text: str, language: str
) -> None:
    anchors = [
        keypages.Link(f"https://acme.com{path}", text, "nav"),
        keypages.Link("https://acme.com/bee-school/", "Bee School", "nav"),
    ]
    entries = keypages.unnamed(anchors, HOSTS, HOME, language)
    assert entries == ["https://acme.com/bee-school/"]
    # ...so the homepage's heading over its quotes presents no offer.
    assert keypages.presented(anchors, entries, [f"## {text}", "## Bee School"]) == (
        "https://acme.com/bee-school/",
    )


@pytest.mark.parametrize(
    ("path", "text", "language"),
    [
        # A relation's word inside a label or a folder is often another's:
        # printing, a press, a valuation, a legal opinion, a charity's offer.
        ("/stampa-digitale/", "Stampa digitale", "it"),
        ("/stampa/biglietti-da-visita", "Biglietti da visita", "it"),
        ("/avis-de-valeur", "Avis de valeur", "fr"),
        ("/opinie-prawne", "Opinie prawne", "pl"),
        ("/prensa-hidraulica", "Prensa hidráulica", "es"),
        ("/press-brakes", "Press Brakes", "en"),
        ("/sponsor-a-child", "Sponsor a child", "en"),
        ("/avaliacoes", "Avaliações", "pt"),  # a clinic's assessments
    ],
)
def test_a_relations_word_inside_a_label_is_no_relation(
    path: str, text: str, language: str
) -> None:
    anchors = [keypages.Link(f"https://acme.com{path}", text, "nav")]
    assert keypages.unnamed(anchors, HOSTS, HOME, language) == [f"https://acme.com{path}"]


def test_a_partners_price_list_is_a_price_list() -> None:
    anchors = [keypages.Link("https://acme.com/partners/pricing", "Partner pricing", "nav")]
    assert best(keypages.candidates(anchors, [], HOSTS, HOME, "en")) == {
        "pricing": "/partners/pricing"
    }


def test_a_link_in_the_bodys_heading_is_a_cards_title() -> None:
    from sitebrief.page.text import read_html

    html = (
        '<html><body><nav><ul><li><a href="/a/">A</a></li></ul></nav><main>'
        '<h2><span><a href="/b/">B</a></span></h2><p><a href="/c/">C</a></p></main></body></html>'
    )
    assert [(a.url[-3:], a.region, a.heading) for a in read_html(html, HOME, 300).anchors] == [
        ("/a/", "nav", False),
        ("/b/", "body", True),
        ("/c/", "body", False),
    ]


@pytest.mark.parametrize(
    ("rows", "language", "picked"),
    [
        # A legal, account or cart path is no key page, whatever its link says.
        ([("/legal/about/", "About us", "nav")], "en", {}),
        ([("/policies/terms-of-service", "Syarat Layanan", "footer")], "id", {}),
        ([("/cart/shipping", "Shipping", "nav")], "en", {}),
        # Jimdo's legal notice lives at /about/: its link says what it is.
        ([("/about/", "Informazioni legali", "footer")], "it", {}),
        ([("/a-propos/", "Mentions légales", "footer")], "fr", {}),
        ([("/about/", "Chi siamo", "nav")], "it", {"about": "/about/"}),
        # A news post its title names (a notice of new prices): no key page.
        ([("/news/new-prices-2025", "Our pricing for 2025", "body")], "en", {}),
        ([("/pricing", "Our pricing for 2025", "body")], "en", {"pricing": "/pricing"}),
        # Named by its path's own word, the page is that kind's wherever it is.
        ([("/blog/faq", "Read this first", "body")], "en", {"faq": "/blog/faq"}),
    ],
)
def test_pages_that_are_never_key_pages(
    rows: list[tuple[str, str, str]], language: str, picked: dict[str, str]
) -> None:
    assert best(keypages.candidates(links(*rows), [], HOSTS, HOME, language)) == picked


@pytest.mark.parametrize(
    ("rows", "language", "kind", "urls"),
    [
        # A team page under a section no word names: the section, then the team.
        (
            [("/praxis/", "Praxis", ""), ("/praxis/team/", "Unser Team", "Praxis")],
            "de",
            "about",
            ["/praxis/", "/praxis/team/"],
        ),
        # Courses under an association's activities: the activities' overview.
        (
            [
                ("/it/attivita", "Attività", ""),
                ("/it/attivita/corsi", "Corsi", "Attività"),
                ("/it/attivita/concerti", "Concerti", "Attività"),
            ],
            "it",
            "features",
            ["/it/attivita", "/it/attivita/corsi"],
        ),
        # Not under the section's path: a page of its own.
        (
            [("/praxis/", "Praxis", ""), ("/team/", "Unser Team", "Praxis")],
            "de",
            "about",
            ["/team/"],
        ),
        # A section some word names is its own kind's; the team stays itself.
        (
            [("/leistungen/", "Leistungen", ""), ("/leistungen/team/", "Unser Team", "Leistungen")],
            "de",
            "about",
            ["/leistungen/team/"],
        ),
        # A membership fee is a page of its own under the club's section.
        (
            [("/klubben/", "Klubben", ""), ("/klubben/bli-medlem/", "Bli medlem", "Klubben")],
            "sv",
            "pricing",
            ["/klubben/bli-medlem/"],
        ),
        # A section that files another kind's page beside it is reasons to
        # choose the firm, each page its own kind's: the story is the about.
        (
            [
                ("/why-harlan", "Why Harlan", ""),
                ("/why-harlan/our-story", "Our Story", "Why Harlan"),
                ("/why-harlan/upfront-pricing", "Upfront Pricing", "Why Harlan"),
                ("/why-harlan/reviews", "Reviews", "Why Harlan"),
                ("/careers", "Careers", "Why Harlan"),
            ],
            "en",
            "about",
            ["/why-harlan/our-story"],
        ),
        # Its careers page is no kind of a key page: the team stays the section's.
        (
            [
                ("/betrieb", "Betrieb", ""),
                ("/betrieb/team", "Team", "Betrieb"),
                ("/betrieb/karriere", "Karriere", "Betrieb"),
            ],
            "de",
            "about",
            ["/betrieb", "/betrieb/team"],
        ),
    ],
)
def test_a_part_under_a_section_no_word_names_stands_for_the_section(
    rows: list[tuple[str, str, str]], language: str, kind: str, urls: list[str]
) -> None:
    found = keypages.candidates(menu_links(*rows), [], HOSTS, HOME, language)
    assert [c.url.removeprefix("https://acme.com") for c in found[kind]] == urls


def test_a_navigation_entry_named_after_the_organisation_is_its_about_page() -> None:
    home = links(("/", "Riverside", "nav"), ("/riverside-food-bank", "Riverside Food Bank", "nav"))
    found = keypages.candidates(home, [], HOSTS, HOME, "en", names=("Riverside Food Bank",))
    assert best(found) == {"about": "/riverside-food-bank"}
    assert found["about"][0].by == "name"
    # The same text in the page's body is a link like any other.
    body = links(("/riverside-food-bank", "Riverside Food Bank", "body"))
    assert keypages.candidates(body, [], HOSTS, HOME, "en", names=("Riverside Food Bank",)) == {}


@pytest.mark.parametrize(
    ("home", "sitemap", "picked"),
    [
        # A weak synonym in the page loses to the main word only the sitemap lists.
        ([("/team", "Meet the team", "body")], ["/about-us"], {"about": "/about-us"}),
        # The navigation's entry wins over a main word elsewhere.
        (
            [("/verein/", "Der Verein", "nav"), ("/about", "About", "footer")],
            [],
            {"about": "/verein/"},
        ),
        # A weak synonym in another section's submenu loses to the kind's main
        # word in the footer: "Resources" ▸ "Help center" is documentation.
        (
            [("/help", "Help center", "nav", "Resources"), ("/faq", "FAQ", "footer", "")],
            [],
            {"faq": "/faq"},
        ),
        # A site files its FAQ and its shipping in the footer: there, the kind's
        # main word wins over a weak synonym at the menu's top, a broader page.
        (
            [
                ("/infos", "Infos pratiques", "nav", ""),
                ("/faq", "Questions fréquentes", "footer", ""),
            ],
            [],
            {"faq": "/faq"},
        ),
        (
            [
                ("/como-comprar", "Cómo comprar", "nav", ""),
                ("/envios", "Envíos y cambios", "footer", ""),
            ],
            [],
            {"shipping": "/envios"},
        ),
        # Only a linked main word: a sitemap's archive (/category/faq/) is no page of the site's.
        (
            [("/questions-and-answers/", "Questions and answers", "nav", "")],
            ["/category/faq/"],
            {"faq": "/questions-and-answers/"},
        ),
        # Under a section its own kind names, it stays the menu's.
        (
            [("/team", "Our team", "nav", "About"), ("/about-us", "About", "footer", "")],
            [],
            {"about": "/team"},
        ),
        # Ties at the top level go by the menu's order: the whole before its
        # parts, the firm before its lawyers.
        (
            [("/o-escritorio/", "O Escritório", "nav"), ("/equipe/", "Equipe", "nav")],
            [],
            {"about": "/o-escritorio/"},
        ),
        (
            [("/historia/", "História", "nav"), ("/equipe/", "Equipe", "nav")],
            [],
            {"about": "/historia/"},
        ),
        # A weak features word under another kind's section is a part of it:
        # a help centre's guide, no features page.
        ([], ["/help/getting-started"], {"faq": "/help/"}),
        ([], ["/product/overview"], {"products": "/product/"}),
        ([], ["/getting-started"], {"features": "/getting-started"}),
        # A section stands for its deep link; the linked page itself comes after it
        # when its text names the kind too.
        (
            [("/collections/all", "Loja", "nav")],
            [],
            {"products": "/collections/"},
        ),
    ],
)
def test_ranking(home: list[tuple[str, ...]], sitemap: list[str], picked: dict[str, str]) -> None:
    rows = [
        keypages.Link(f"https://acme.com{row[0]}", row[1], row[2], row[3] if len(row) > 3 else "")
        for row in home
    ]
    found = keypages.candidates(rows, [f"https://acme.com{u}" for u in sitemap], HOSTS, HOME)
    assert best(found) == picked


def test_the_page_itself_follows_its_section_when_its_text_names_the_kind() -> None:
    # Or when it is one of the offers: see the next test. An about section's
    # page is one topic of it (a docs site's contributing guide).
    shop = keypages.candidates(links(("/collections/all", "Loja", "nav")), [], HOSTS, HOME)
    assert [c.url for c in shop["products"]] == [
        "https://acme.com/collections/",
        "https://acme.com/collections/all",
    ]
    docs = keypages.candidates(
        links(("/about/contributing/", "Contributing", "nav")), [], HOSTS, HOME
    )
    assert [c.url for c in docs["about"]] == ["https://acme.com/about/"]


@pytest.mark.parametrize(
    ("rows", "kind", "urls"),
    [
        # Shopify has no page at /products/: each product's page is tried after it.
        (
            [("/products/silver-needle", "Silver Needle", "nav")],
            "products",
            ["/products/", "/products/silver-needle"],
        ),
        # A dropdown whose parent is no link ("Funkcje" ▸ /funkcje/ksef): the
        # section's path may be no page, its entries are.
        (
            [("/funkcje/ksef", "KSeF", "nav", "Funkcje"), ("/cennik", "Cennik", "nav")],
            "features",
            ["/funkcje/", "/funkcje/ksef"],
        ),
        # Not when the site links a page at the section's path: it is there
        # (a treatment menu at /menu; /menu/sango one of its treatments).
        (
            [("/menu", "Menu", "nav"), ("/menu/sango", "Sango", "nav", "Menu")],
            "products",
            ["/menu"],
        ),
    ],
)
def test_a_deep_page_is_tried_after_the_section_its_path_names(
    rows: list[tuple[str, ...]], kind: str, urls: list[str]
) -> None:
    home = [
        keypages.Link(f"https://acme.com{row[0]}", row[1], row[2], row[3] if len(row) > 3 else "")
        for row in rows
    ]
    found = keypages.candidates(home, [], HOSTS, HOME)
    assert [c.url.removeprefix("https://acme.com") for c in found[kind]] == urls


def test_a_language_root_is_no_key_page() -> None:
    assert (
        keypages.candidates(links(("/en", "Jest", "nav")), [], HOSTS, HOME, names=("Jest",)) == {}
    )


@pytest.mark.parametrize(
    ("title", "stated", "names"),
    [
        ("Klubben – Täby OK", {"site_name": "Täby OK"}, ("Täby OK", "Klubben")),
        ("Home | Acme", {"organization": {"name": "Acme Ltd"}}, ("Acme Ltd", "Home", "Acme")),
        (None, {}, ()),
    ],
)
def test_site_names(title: str | None, stated: dict[str, object], names: tuple[str, ...]) -> None:
    assert keypages.site_names(title, stated) == names


# --- the page's content is the proof ------------------------------------------------

TODAY = date(2026, 1, 1)
SHOP = '<div><a href="/p/1">Add to cart</a></div><div><button>Add to cart</button></div>'


@pytest.mark.parametrize(
    ("lines", "html", "kinds"),
    [
        # Prices in any currency: a membership fee table, plans, a price list.
        (["- Vuxen: 650 kr", "- Ungdom: 300 kr"], "", ["pricing"]),
        (["Socio ordinario: 30 €", "Under 26: 15 €"], "", ["pricing"]),
        (["Konsultáció: 12 000 Ft", "Tömés: 28 000 Ft"], "", ["pricing"]),
        (["Einzel CHF 80.-", "Abo CHF 640.-"], "", ["pricing"]),
        (["明前龙井 | ¥1680", "九曲红梅 | 320元"], "", ["pricing"]),
        (["Rekrutacja od 3 500 zł", "Leasing od 42 zł/h"], "", ["pricing"]),
        (["One plan: $19 a month"], "", []),  # one price is a mention
        # A delivery term's price is the shop's shipping, no offer's: a one-product
        # category under the site's "free delivery from" bar states one price.
        (["Darmowa dostawa od 250 zł · Wysyłka w 2 dni", "Kufel 0,5 l", "34,00 zł"], "", []),
        (["Versandkostenfrei ab CHF 150", "Sekt Brut CHF 29.00"], "", []),
        (["Free shipping on orders over $50", "Cut $35", "Colour $65"], "", ["pricing"]),
        # An offer's price beside its free delivery is the offer's (the review's cases).
        (
            ["Buche 1 Raummeter: 95 € – Lieferung frei Haus", "Eiche: 89 € – Lieferung frei Haus"],
            "",
            ["pricing"],
        ),
        (["Bouquet Printemps 39 € · livraison gratuite", "Bouquet Pivoines 49 €"], "", ["pricing"]),
        # Availability is no stock label: a room or a class is available too.
        (
            ["Chambre double 89 € / nuit", "Disponible", "Suite 139 € / nuit", "Disponible"],
            "",
            ["pricing"],
        ),
        # A price per delivery is a subscription's price, no delivery term.
        (
            ["Envío gratis desde $45.000", "250 g | $9.400 por envío", "500 g | $17.200 por envío"],
            "",
            ["pricing"],
        ),
        (["Arctic Expedition €2,400", "Expedition Kilimanjaro €3,100"], "", ["pricing"]),
        (["Sold 12 krone coins in 2019", "Tel 0049 123 456"], "", []),  # no currency token
        # A shop's cards, each with its price and its button; or the data says so.
        # Cards each put in a cart are a shop's category, no price list (a second
        # category is not the pricing page); a booking's may be a service's prices.
        (["Shirt 35 €", "Cap 15 €"], SHOP, ["products"]),
        (
            ["Cut 35 €", "Colour 65 €"],
            SHOP.replace("Add to cart", "Book now"),
            ["pricing", "features"],  # a service is booked: its prices, no goods
        ),
        (
            ["Chimney sweep £75", "Stove service £95"],
            SHOP.replace("Add to cart", "Book Online"),
            ["pricing", "features"],
        ),
        (["Cut 35 €"], SHOP.replace("Add to cart", "Book now"), []),  # one price
        # The site's own booking buttons (header, menu, footer), a demo's, a
        # title's "book": no card's.
        (
            ["Paella 18 €", "Tortilla 9 €"],
            "<nav><a href='/r'>Reservar mesa</a></nav><footer><a href='/r'>Reservar</a></footer>",
            ["pricing"],
        ),
        (["Pro $49", "Team $99"], "<a>Book a demo</a><a>Book a demo</a>", ["pricing"]),
        (
            ["The Book of Dust £9.99", "The Jungle Book £6.99"],
            "<a href='/1'>The Book of Dust</a><a href='/2'>The Jungle Book</a>",
            ["pricing"],
        ),
        (
            ["Shirt 35 €", "Cap 15 €"],
            '<a href="/order">Jetzt bestellen</a>',
            ["pricing", "products"],
        ),
        # The order buttons of Polish, Slovak and fashion shops' cards.
        (
            ["Pils 9,90 zł", "Porter 16,90 zł"],
            SHOP.replace("Add to cart", "Do koszyka"),
            ["products"],
        ),
        (
            ["Syr 4,90 €", "Med 7,50 €"],
            SHOP.replace("Add to cart", "Do košíka"),
            ["products"],
        ),
        (
            ["Scarf £35", "Hat £15"],
            SHOP.replace("Add to cart", "Add to bag"),
            ["products"],
        ),
        # Prices each beside a stock label are goods, buttons or not (Shoptet's cards).
        (
            ["Domácí slanina", "289 Kč", "Skladem", "Uzená krkovice", "249 Kč", "Skladem"],
            "",
            ["products"],
        ),
        (["Tee 25 €", "In stock", "Cap 15 €", "Auf Lager"], "", ["products"]),
        # Cards a shop platform's markup names as goods (PrestaShop, Shopware,
        # WooCommerce), without a button in the page's text: goods, no price list.
        (
            ["Reblochon fermier 14,90 €", "Tomme de Savoie 19,80 €"],
            '<article class="product-miniature js-product-miniature"></article>' * 2,
            ["products"],
        ),
        (
            ["Kweekpakket oesterzwam € 16,95", "Kweekpakket pioppino € 19,95"],
            '<div class="card product-box box-standard"><a class="product-name">x</a></div>' * 2,
            ["products"],
        ),
        (
            ["Kalnāju Solaris 2024 16.50 €", "Pinot Gris 19.00 €"],
            '<h4 class="woocommerce-loop-product__title">x</h4>' * 2,
            ["products"],
        ),
        # The platforms of other languages name the card in theirs: Loja
        # Integrada's "info-produto", "producto-item", "produkt-box", "carte-produit".
        (
            ["Cachaça Prata 700ml", "R$ 59,90", "Cachaça Amburana 700ml", "R$ 134,90"],
            '<div class="listagem-item"><div class="info-produto">x</div></div>' * 2,
            ["products"],
        ),
        (
            ["Bolso Guane 189.000 $", "Billetera 89.000 $"],
            '<li class="producto-item">x</li>' * 2,
            ["products"],
        ),
        (
            ["Sattel 1.290 €", "Trense 89 €"],
            '<div class="produkt-box">x</div>' * 2,
            ["products"],
        ),
        # A product's words in a title or a name stay a widget's.
        (
            ["Massage 60 min 65 €", "Massage 90 min 90 €"],
            '<a class="nome-produto">x</a>' * 3,
            ["pricing"],
        ),
        # One card, a menu's entries, or a pricing table's cards are no shop's goods.
        (
            ["Grijze oesterzwam € 4,95", "Verzending € 6,95"],
            '<a class="product-name">x</a>',
            ["pricing"],
        ),
        (
            ["Report $2,950", "Bundle $4,500"],
            '<li class="header--product-item">x</li>' * 4,
            ["pricing"],
        ),
        (
            ["Basic 10 €", "Pro 20 €"],
            '<div class="pricing-card plan-card">x</div>' * 2,
            ["pricing"],
        ),
        # A footer's widget of goods names its entries' titles beside a service's prices.
        (
            ["Curso mensual: 60 €", "Clase suelta: 20 €"],
            '<ul class="product_list_widget">'
            + '<li><span class="product-title">Mug</span></li>' * 4
            + "</ul>",
            ["pricing"],
        ),
        # Every class of a card counts, the menu's first or not.
        (
            ["Mug 12 €", "Bowl 18 €"],
            '<li class="menu-entry header-product-item product-card">x</li>' * 2,
            ["products"],
        ),
        (["Cut 35 €", "Colour 65 €", "In stock: gift cards"], "", ["pricing"]),
        # Korean "장바구니" alone is the header's cart link, no card's button.
        (
            ["# 가격 안내", "기본 세차 20,000원", "프리미엄 세차 45,000원"],
            '<a href="/order/basket.html">장바구니</a><a href="/order/basket.html">장바구니</a>',
            ["products", "pricing"],
        ),
        (
            ["세제 12,000원", "타월 8,000원"],
            SHOP.replace("Add to cart", "장바구니 담기"),
            ["products"],
        ),
        (
            ["Our mugs"],
            '<script type="application/ld+json">{"@type": "ItemList"}</script>',
            ["products"],
        ),
        # Questions: most of the page.
        (
            [
                "¿Tenéis pan sin gluten?",
                "No.",
                "¿Hacéis envíos?",
                "Sí.",
                "¿Aceptáis tarjeta?",
                "Sí.",
            ],
            "",
            ["faq"],
        ),
        (["有发票吗？", "有。", "可以退货吗？", "可以。", "多久发货？", "三天。"], "", ["faq"]),
        (
            ["# Buy it"]
            + [f"Line {i} about the product." for i in range(20)]
            + ["Is it free?", "Why?", "How?"],
            "",
            [],
        ),
        (["FAQ"], '<script type="application/ld+json">{"@type":"FAQPage"}</script>', ["faq"]),
        # A story: a year of the past and the words of a founding, a history, a team.
        (["Der Verein wurde 1968 gegründet.", "Unsere Geschichte"], "", ["about"]),
        (["A Barro Vivo começou em 2016.", "Em 2019 mudámo-nos para o Porto."], "", ["about"]),
        (["公司成立于2003年。", "企业使命：好茶。"], "", ["about"]),
        # A founder's own verb, inflected ("założył", "založil"), and the first person.
        (["Klub założył w 2004 roku Marek Wiśniewski."], "", ["about"]),
        (["Knihařství založil v roce 1994 Pavel Hradil."], "", ["about"]),
        (["Avasin oman vastaanoton vuonna 2018."], "", ["about"]),
        # "Opened", in the past tense, and Finnish "got its start".
        (["V roce 2019 jsem si otevřela vlastní studio."], "", ["about"]),
        (["Padel Pirkkala sai alkunsa vuonna 2020."], "", ["about"]),
        (["Apri il configuratore 2024."], "", []),  # Italian "open!", no founding
        # A heading the about page's words name, on a page with its years.
        # A heading the about page's words name is one word of a story.
        (
            ["Nel 1961 Bruno Zanella …", "### Chi siamo", "- Paolo Zanella, fondatore"],
            "",
            ["about"],
        ),
        (["### Chi siamo", "- Paolo Zanella, fondatore"], "", []),  # no year
        # A services page's "About us" teaser, and a year: no story.
        (["# Our services", "Kitchen fitting", "## About us", "Latest project, 2023"], "", []),
        # Languages the tables had no founding word of (Slovenian, Bulgarian).
        (["Zato sem leta 2019 odprla studio."], "", ["about"]),
        (["Гаражът започна през 2008 г. като малка работилница."], "", ["about"]),
        # The founder named and a story's word: who began it, and when.
        (["Sem Maja, ustanoviteljica studia.", "Naša zgodba: leta 2011 …"], "", ["about"]),
        (["Sem Maja, ustanoviteljica studia.", "Učim od leta 2011."], "", []),  # one word
        (["Frauke, die Gründerin, färbt seit 2015 Wolle."], "", ["about"]),
        # Persian digits and a Hijri year ("۱۳۸۹" is 2010): a year of the past.
        (["دفتر در سال ۱۳۸۹ تأسیس شد."], "", ["about"]),
        (["تأسست الشركة عام ٢٠٠٨."], "", ["about"]),
        (["دفتر تأسیس شد."], "", []),  # no year
        (["Studio odprto 24 ur.", "Cena 2019 €"], "", []),  # no founding: a word alike
        # Italian writes a founder's past with its accent ("aprì", "fondò"):
        # unaccented, "apri" is "open!" and "fondo" a fund or the bottom.
        (["Nel 1961 Bruno Zanella aprì un piccolo banco in Contrà Pescherie."], "", ["about"]),
        (["Fondò la cantina nel 1952 il nonno Piero."], "", ["about"]),
        (["La bottega nacque nel 1987."], "", ["about"]),
        (["## Bottega Zanella", "Aprì nel 1961 il primo banco."], "", ["about"]),
        (["Apri il menu: offerte 2024."], "", []),
        (["Fondo cassa 2023, fondo ferie."], "", []),
        # A family's house or farm tells its story by its generations and when
        # it was built: "built by my great-grandfather in 1891", "born here".
        (
            ["Kuću je 1891. sagradio pradjed Ante.", "Baka Lucija 1968. počela primati goste."],
            "",
            ["about"],
        ),
        (["Jan is hier geboren en nam in 2005 het bedrijf van zijn ouders over."], "", ["about"]),
        (
            ["Our grandparents built the lodge in 1952; grandma ran it until 1978."],
            "",
            ["about"],
        ),
        # A son or a daughter who took over: the next generation of the story.
        (
            [
                "Tutto comincia nel 1978: nonna Nicoletta cuciva abiti.",
                "Nel 1994 la figlia Rosaria apre.",
            ],
            "",
            ["about"],
        ),
        (["Su hija Marta lleva la tienda desde 2015, como antes su abuelo."], "", ["about"]),
        # Finnish: who built it and whose son carries on.
        (
            [
                "Eino Rautio rakensi ensimmäisen veneensä 1974.",
                "Nykyään töissä on hänen poikansa Ville.",
            ],
            "",
            ["about"],
        ),
        (["Rakensimme uuden saunan 2021."], "", []),  # one word, the first person: no story
        # A parent's "your son or daughter" is an offer's audience: a child of the
        # story is named ("la figlia Rosaria", "poikansa Ville").
        (
            [
                "## Kinderturnen",
                "Für Kinder der Jahrgänge 2017 bis 2020.",
                "Melden Sie Ihren Sohn oder Ihre Tochter an.",
            ],
            "",
            [],
        ),
        (["Inscribe a tu hijo o hija, nacidos entre 2012 y 2019, en el club."], "", []),
        (["Sinds 2019: zwemles voor je zoon of dochter, en de grootouders kijken."], "", []),
        (["Kurssi: lapset, vanhemmat ja isovanhemmat, kevät 2025."], "", []),
        # Children as an offer's audience are no story: plurals stay out.
        (["Corsi per genitori e figli, edizione 2024."], "", []),
        (["Clases para padres e hijos desde 2019."], "", []),
        # One family word is everyday copy, in any language (the review's cases).
        (["Pompe di calore di nuova generazione (ErP 2019), bonus 2024."], "", []),
        (["Paneles de última generación desde 2010."], "", []),
        (["Zwemles sinds 2008.", "Informatie voor ouders."], "", []),
        (["Musikunterricht seit 1998.", "Infos für Eltern."], "", []),
        (["Kurser sedan 2012.", "Lär dig baka surdegsbröd."], "", []),
        (["Luo oma verkkokauppa: 2023 ja 2024."], "", []),
        (["Bygget til professionelle siden 2005."], "", []),
        (["Gebouwd voor accountants, sinds 2011."], "", []),
        (["Made to last for generations. Since 2009."], "", []),
        (["Antique grandfather clock, circa 1880, restored in 2019."], "", []),
        (["Family room from €120 (2024 rates)."], "", []),  # one family word, no story
        (["Founded in 2040, our mission…"], "", []),  # not a year of the past
        (["We care about our mission and our team."], "", []),  # no year
        (["Services"], '<div itemtype="https://schema.org/Service"></div>', ["features"]),
        # A heading that says what a customer or a member gets: the offer itself.
        (["# Haverne", "112 haver.", "## Det får du som medlem", "- En have"], "", ["features"]),
        (["# Membership", "## What you get", "- Entry to the gym"], "", ["features"]),
        (["## Was Sie bekommen", "Beratung und Pflege."], "", ["features"]),
        (["## Cosa offriamo", "Camere e colazione."], "", ["features"]),
        (["## Lo que ofrecemos", "Clases."], "", ["features"]),
        (["## Wat krijg je", "Een tuin."], "", ["features"]),
        (["# Plans", "## What's included", "Basic 10 €", "Pro 20 €"], "", ["pricing", "features"]),
        (["We explain what you get in our terms."], "", []),  # a sentence, not a heading
        ([], "", []),
    ],
)
def test_content_proves_a_kind(lines: list[str], html: str, kinds: list[str]) -> None:
    assert proof.kinds_of(lines, html, today=TODAY) == kinds


def test_the_first_proven_kind_that_is_still_wanted() -> None:
    merch = ["Shirt 35 €", "Cap 15 €"]
    order = '<a href="/order">Jetzt bestellen</a>'
    assert proof.proven_kinds(merch, ("pricing", "products"), order, today=TODAY)[0] == "pricing"
    assert proof.proven_kinds(merch, ("products",), order, today=TODAY) == ("products",)
    assert proof.proven_kinds(merch, ("faq",), order, today=TODAY) == ()
    assert proof.proven_kinds(["Hello"], ("about",), founding_date=True) == ("about",)


@pytest.mark.parametrize(
    ("lines", "offers", "kinds"),
    [
        # The section's page heads each offer, with its few lines.
        (
            ["# Τμήματα", "## Γυμνάσιο", "Μαθήματα για Α΄–Γ΄.", "## Λύκειο", "Προετοιμασία."],
            ("Γυμνάσιο", "Λύκειο"),
            ["features"],
        ),
        # A heading may say more than the entry's label.
        (
            ["## Категорія B — легкові автомобілі", "Теорія.", "## Категорія A: мотоцикли"],
            ("Категорія B", "Категорія A", "Категорія C"),
            ["features"],
        ),
        # Its prices too: a page of offers, its prices a part of it.
        (
            ["## Spinning", "Vstup 6 €", "## Jóga", "Vstup 7 €"],
            ("Spinning", "Jóga"),
            ["features", "pricing"],
        ),
        # A homepage's card: the page heads its own name, more or less.
        (
            ["# Hotelzinho e Creche", "Diária: R$ 95", "Creche: R$ 70"],
            ("Hotelzinho",),
            ["features", "pricing"],
        ),
        (["# Banho & Tosa", "Banho a partir de R$ 45."], ("Banho & Tosa",), ["features"]),
        (["# Cuidados com o pelo"], ("Banho & Tosa",), []),  # another name
        # One offer named of several; the names in the text only, not as headings.
        (["## Spinning", "Jóga v piatok."], ("Spinning", "Jóga"), []),
        (["Spinning a jóga každý deň."], ("Spinning", "Jóga"), []),
        # A word inside another word is no name ("Jógaterapia").
        (["## Jógaterapia", "## Spinningový maratón"], ("Spinning", "Jóga"), []),
        # A story or questions: the page is those, not a list of offers.
        (
            ["## Gymnasium", "Founded in 2004, our school grew.", "## Lyceum", "Our history."],
            ("Gymnasium", "Lyceum"),
            ["about"],
        ),
        # Or lists them, an item each, beginning with its name (a parent
        # page's list of its children, with a line of what each is).
        (
            [
                "# Réceptions",
                "Chaque réception est différente.",
                "- Mariages - vin d'honneur",
                "- Cocktails & séminaires – pièces cocktail",
                "- Plateaux-repas",
            ],
            ("Mariages", "Cocktails & séminaires", "Plateaux-repas"),
            ["features"],
        ),
        (["- Fußball - 19 Mannschaften", "- Tennis"], ("Fußball", "Tennis"), ["features"]),
        # An item naming them in passing, or one of them only: no list of offers.
        (["- Montags Spinning und Jóga"], ("Spinning", "Jóga"), []),
        (["- Spinning", "- Pilates", "- Zumba"], ("Spinning", "Jóga"), []),
        # No submenu: the headings say nothing of offers.
        (["## Spinning", "## Jóga"], (), []),
    ],
)
def test_a_section_of_offers_is_proven_by_naming_them(
    lines: list[str], offers: tuple[str, ...], kinds: list[str]
) -> None:
    assert proof.kinds_of(lines, today=TODAY, offers=offers) == kinds
    assert proof.proven_kinds(lines, ("features",), today=TODAY, offers=offers) == (
        ("features",) if "features" in kinds else ()
    )


@pytest.mark.parametrize(
    ("lines", "filed", "kinds"),
    [
        # The site files the offers under the page: it need not name them.
        (["# Espacios para trabajar", "Tres plantas de un antiguo almacén."], True, ["features"]),
        (["# Espacios para trabajar", "Tres plantas de un antiguo almacén."], False, []),
        # A story or questions are still the page's kind.
        (["# Boende", "Campingen grundades 1972, vår historia."], True, ["about"]),
    ],
)
def test_a_section_of_offers_the_site_files_under_it_need_not_name_them(
    lines: list[str], filed: bool, kinds: list[str]
) -> None:
    offers = ("Puesto flexible", "Despachos privados")
    assert proof.kinds_of(lines, today=TODAY, offers=offers, filed=filed) == kinds


@pytest.mark.parametrize(
    ("rows", "body", "filed"),
    [
        # Children under the section's path: a CMS's parent page.
        (
            [
                ("/es/espacios", "Espacios", ""),
                ("/es/espacios/fijo", "Puesto fijo", "Espacios"),
                ("/es/espacios/despachos", "Despachos", "Espacios"),
            ],
            ["/es/espacios/despachos"],
            True,
        ),
        # Or its content says one's label: "despachos con puerta".
        (
            [
                ("/es/espacios", "Espacios", ""),
                ("/es/espacios/fijo", "Puesto fijo", "Espacios"),
                ("/es/espacios/despachos", "Despachos", "Espacios"),
            ],
            [],
            True,
        ),
        # Paths alone are no overview: a gym's towns under /standorte/, its
        # page a map that links none of them.
        (
            [
                ("/standorte", "Standorte", ""),
                ("/standorte/muenchen", "München", "Standorte"),
                ("/standorte/ulm", "Ulm", "Standorte"),
            ],
            [],
            False,
        ),
        # Flat slugs, linked from the section's page's own content.
        (
            [
                ("/nos-formations", "Nos formations", ""),
                ("/permis-b", "Permis B", "Nos formations"),
                ("/permis-am", "Permis AM", "Nos formations"),
            ],
            ["/permis-b", "/permis-am"],
            True,
        ),
        # Flat slugs the page does not link (or links once): not filed under it.
        (
            [
                ("/secteurs", "Secteurs", ""),
                ("/angers", "Angers", "Secteurs"),
                ("/saumur", "Saumur", "Secteurs"),
            ],
            ["/angers"],
            False,
        ),
        # One child of the path, one elsewhere: a menu's mix, not a parent's children.
        (
            [
                ("/praxen", "Für Praxen", ""),
                ("/praxen/kurier", "Kurier", "Für Praxen"),
                ("/auftrag", "Auftrag", "Für Praxen"),
            ],
            [],
            False,
        ),
    ],
)
def test_a_section_files_its_offers_under_its_page(
    rows: list[tuple[str, str, str]], body: list[str], filed: bool
) -> None:
    home = menu_links(*rows)
    section = home[0].url
    pages = keypages.offer_pages(home, [section])[section]
    assert pages == tuple(link.url for link in home[1:])
    read = [keypages.Link(f"https://acme.com{path}", "x", "body") for path in body]
    read.append(keypages.Link(home[-1].url, "x", "nav"))  # its menu is no list of its own
    lines = ["# Espacios", "Zona abierta y despachos con puerta."] if not body else []
    if home[0].text == "Standorte":
        lines = ["# Unsere Standorte", "Finde das Studio in deiner Nähe.", "Zur Karte"]
    labels = [link.text for link in home[1:]]
    assert keypages.files_offers(section, pages, read, lines, labels) is filed


def test_a_shops_cards_are_products_whatever_the_homepage_heads() -> None:
    """A shop's category is goods: when another category stands for the
    products, it is no page of what the site offers ("0-2 Yaş" beside "Tüm
    ürünler"), however the menu or the homepage heads it."""
    lines = ["# Rações", "Golden 15 kg 189 €", "Premier 7 kg 234 €"]
    kinds = proof.kinds_of(lines, SHOP, today=TODAY, offers=("Rações",))
    assert kinds == ["products"]
    cards = '<div class="product-card">x</div>' * 2
    kinds = proof.kinds_of(lines, cards, today=TODAY, offers=("Rações",), filed=True)
    assert kinds == ["products"]
    # A section of categories heading its submenu's goods stays goods ("0-2 Yaş",
    # "3-5 Yaş" under "Yaşa göre"); so do courses each put in a cart.
    courses = ["## Italienisch kochen", "89 €", "## Sushi-Abend", "95 €", "## Grillkurs", "79 €"]
    cart = '<a class="button">In den Warenkorb</a>' * 3
    offers = ("Italienisch kochen", "Sushi-Abend", "Grillkurs")
    kinds = proof.kinds_of(courses, cart, today=TODAY, offers=offers)
    assert kinds == ["products"]
    # Goods marked up as such but no cards (a service's Product data): still its offer.
    data = '<script type="application/ld+json">{"@type": "Product"}</script>'
    kinds = proof.kinds_of(lines, data, today=TODAY, offers=("Rações",))
    assert kinds == ["products", "features", "pricing"]


# --- the site's language --------------------------------------------------------------


@pytest.mark.parametrize(
    ("lines", "code"),
    [
        (["Dal 1994 Il Ponte organizza a Torino corsi di musica, concerti e incontri."], "it"),
        (["Od 2011 roku ProKadra dostarcza pracowników do magazynów i zakładów."], "pl"),
        (["Täby OK är en orienteringsklubb i norra Stockholm med drygt 600 medlemmar."], "sv"),
        (["杭州绿源茶业有限公司位于西湖龙井茶核心产区，集茶园种植、加工、销售于一体。"], "zh"),
        (["Home", "Shop"], None),  # too little text to say
    ],
)
def test_language_of_the_text(lines: list[str], code: str | None) -> None:
    assert language.detect(lines) == code


# --- the record: what became of each kind -----------------------------------------------


def test_every_kind_has_its_outcome() -> None:
    tried: keyrecord.KeyPages = {
        "pricing": [{"url": "https://acme.com/pricing", "outcome": "read", "by": "words"}],
        "about": [
            {"url": "https://acme.com/about", "outcome": "refused"},
            {"url": "https://acme.com/team", "outcome": "read", "by": "words"},
        ],
        "unnamed": [{"url": "https://acme.com/x", "outcome": "no_kind"}],
    }
    record = keyrecord.completed(tried, keypages.PRIORITY, {"shipping": "https://acme.com/ship"})
    assert list(record) == [*keypages.PRIORITY, "unnamed"]
    assert record["products"] == [{"outcome": "not_found"}]
    assert record["shipping"] == [{"url": "https://acme.com/ship", "outcome": "over_budget"}]
    keyrecord.left_out(record, "pricing", "https://acme.com/pricing", keyrecord.REPEATED)
    assert record["pricing"] == [{"url": "https://acme.com/pricing", "outcome": "repeated"}]
    assert keyrecord.picked(record) == {
        "about": "https://acme.com/team",
        "pricing": "https://acme.com/pricing",
    }


def test_the_report_tells_no_pricing_page_from_pricing_on_the_homepage() -> None:
    from sitebrief.report import html as report

    record = {
        "domain": "acme.com",
        "key_pages": {
            "pricing": [{"url": "https://acme.com/pricing", "outcome": "repeated"}],
            "faq": [{"outcome": "not_found"}],
            "about": [{"url": "https://acme.com/<b>", "outcome": "failed", "detail": "<i>404"}],
        },
    }
    html = report.brief_html(record, "b1")
    assert "left out: its text is on an earlier page" in html
    assert "<td>faq</td><td>not found</td>" in html
    assert "<b>" not in html and "<i>" not in html  # values from sites are escaped
    assert "key pages by kind" not in report.brief_html({"domain": "a.com"}, "b2")


# --- navigation structure and the site's language ------------------------------------


def test_a_submenus_entries_are_of_their_parent_items_kind() -> None:
    from sitebrief.page.text import read_html

    html = (
        '<html><body><header><nav><ul><li><a href="#">What We Do</a><ul class="sub-menu">'
        '<li><a href="/lawn-care/">Lawn Care</a></li><li><a href="/snow/">Snow Removal</a></li>'
        '</ul></li><li><a href="/seasonal-tips/">Seasonal Tips</a></li></ul></nav></header>'
        "</body></html>"
    )
    anchors = read_html(html, HOME, 300).anchors
    assert [(a.url, a.section) for a in anchors] == [
        ("https://acme.com/lawn-care/", "What We Do"),
        ("https://acme.com/snow/", "What We Do"),
        ("https://acme.com/seasonal-tips/", ""),
    ]
    found = keypages.candidates(anchors, [], HOSTS, HOME, "en")
    assert best(found) == {"features": "/snow/"}  # the shorter path of two equal offers
    assert keypages.unnamed(anchors, HOSTS, HOME, "en") == ["https://acme.com/seasonal-tips/"]


def test_a_submenu_its_sections_word_names_is_read_in_its_order() -> None:
    """ "Kurumsal" (corporate) names about: its first entry is the whole, the
    quality policy and the team are its parts, whatever their paths' lengths."""
    anchors = [
        keypages.Link(
            "https://acme.com/kopru-tercume-kimdir/", "Köprü Tercüme Kimdir?", "nav", "Kurumsal"
        ),
        keypages.Link("https://acme.com/ekibimiz/", "Ekibimiz", "nav", "Kurumsal"),
        keypages.Link(
            "https://acme.com/kalite-politikasi/", "Kalite Politikası", "nav", "Kurumsal"
        ),
    ]
    found = keypages.candidates(anchors, [], HOSTS, HOME, "tr")
    assert best(found) == {"about": "/kopru-tercume-kimdir/"}


@pytest.mark.parametrize(
    ("text", "path", "language", "kind"),
    [
        # The text in the site's language, the path's word in another: the text.
        ("メニュー・料金", "/menu/", "ja", "pricing"),
        # Both in the site's language: the path, as before.
        ("Explore all features", "/for-individuals/", "en", "products"),
        ("Menu", "/menu/", "en", "products"),
    ],
)
def test_the_text_in_the_sites_language_over_a_path_in_another(
    text: str, path: str, language: str, kind: str
) -> None:
    found = keypages.candidates(links((path, text, "nav")), [], HOSTS, HOME, language)
    assert list(found) == [kind]


@pytest.mark.parametrize(
    ("text", "names", "about"),
    [
        ("Il Poggio", ("Agriturismo Il Poggio",), True),  # most of the name
        ("HC Dijlevallei", ("Hockey Club Dijlevallei",), True),  # its initials spelled out
        ("SV Musterstadt", ("Hockey Club Dijlevallei",), False),
        # Initials spelled out for one name are not the next name's words.
        ("AB Foods", ("Alpha Beta Group", "AB Foods"), True),
        # A story "of" the organisation, in any language: whose story it is.
        ("Chuyện của Mộc", ("Mộc Bakery",), True),
        ("The story of Acme", ("Acme Farm",), True),
        ("Die Geschichte von Keller", ("Weingut Keller",), True),
        ("The story of Rome", ("Acme Farm",), False),
        # One word of a longer name is its trade or its place, a subject of its own.
        ("History of Tango", ("Tango Club Berlin",), False),
        ("Historia de Mallorca", ("Hotel Sol Mallorca",), False),
        ("History of Tango Club", ("Tango Club Berlin",), True),
        ("Holm & Søn", ("Holm & Søn",), True),
        ("Montepulciano", ("Agriturismo Il Poggio, Montepulciano",), False),  # a quarter
        ("Landscaping", ("Green Valley Landscaping",), False),
        ("OK", ("Täby OK",), False),  # no word of three letters
        # "The" and what the organisation is: a word of its name, a compound's head.
        ("Das Weingut", ("Weingut Keller",), True),
        ("A manufaktúra", ("Levendula Szappanmanufaktúra",), True),
        ("Unsere Weine", ("Weingut Keller",), False),  # what it sells
        ("Das Haus", ("Gasthaus Keller",), False),  # a word too short to be what it is
        ("Die Preise", ("Preise Keller",), False),  # a kind's word is that kind's
        # Alone, the word a short name begins with: what it is, without an article.
        ("Szkoła", ("Szkoła Językowa Lingwista",), True),
        ("Pracownia", ("Pracownia Ceramiki Glina",), True),
        ("Językowa", ("Szkoła Językowa Lingwista",), False),  # not what it is
        ("Invoicing", ("Invoicing and expenses for freelancers",), False),  # a tagline
        ("Kursy", ("Kursy Nowak",), False),  # a kind's word is that kind's
        # A name that lists its trades: its first word is one of them.
        ("Déneigement", ("Déneigement & Paysagement Boréal",), False),
        ("Sanitär", ("Sanitär und Heizung",), False),
        # An elided article: "l'" and what the organisation is, its first words.
        ("L'auto-école", ("Auto-école Les Tilleuls",), True),
        ("Das Weingut Keller", ("Weingut Keller",), True),  # the whole name after "the"
        # A word inside the name is a part of it, often a place: no "the" of it.
        ("La Rioja", ("Bodegas Rioja Alta",), False),
        ("Las Bodegas", ("Bodegas Rioja Alta",), True),  # what it is, its first word
        # English puts what it is last: "The Studio" of "Brightside Yoga Studio".
        ("The Studio", ("Brightside Yoga Studio",), True),
        ("La Yoga", ("Brightside Yoga Studio",), False),
        # A plural article and the plural of a name's word is what it rents or
        # runs: its gîtes, its tours (the review's cases), no about page.
        ("Les gîtes", ("Gîte de la Roche",), False),
        ("Los tours", ("Tour Bicicleta Sevilla",), False),
        # A family and the family's name in the organisation's: a family firm's page.
        ("Familie Gubler", ("Gubler Fassaden GmbH",), True),
        ("A Kerekes család", ("Kerekes Gumi Debrecen",), True),
        ("Famille Dupont", ("Boulangerie Dupont",), True),
        ("The Smith Family", ("Smith Roofing",), True),  # English puts the name first
        ("Familie Gubler", ("Maler Keller",), False),  # another family's
        # "Family X" in English is a family's offer, whatever the name holds.
        ("Family Dentistry", ("Bright Smile Dentistry",), False),
        ("Family Pass", ("Leisure Pass Leeds",), False),
        ("Familien-Urlaub", ("Urlaub am Bauernhof Huber",), False),
        ("Family Rooms", ("Hotel Rooms",), False),  # a word of a table
        # "Who is" the organisation, by its name: its own page.
        ("Le Meeple, c'est qui ?", ("Le Meeple Rouge",), True),
        ("Wer ist Malerei Gubler?", ("Malerei Gubler",), True),
        ("C'est qui ?", ("Le Meeple Rouge",), False),
        ("Who is Pizza e Pasta?", ("Pizza e Pasta",), True),  # only the run around "who"
        ("Kim", ("Kim Nails",), True),  # a name, no "who" (Turkish "kim")
        ("Who is it for?", ("Brightside Yoga",), False),
    ],
)
def test_named_after_the_organisation(text: str, names: tuple[str, ...], about: bool) -> None:
    found = keypages.candidates(links(("/x/", text, "nav")), [], HOSTS, HOME, names=names)
    assert ("about" in found) is about


@pytest.mark.parametrize(
    ("text", "language", "section", "about"),
    [
        # A family word and a capitalised name at the menu's top: the family
        # that runs the place, whatever the organisation's own name is.
        ("Famiglia Montanari", "it", "", True),
        ("Familia Pérez", "es", "", True),
        ("La famille Martin", "fr", "", True),
        ("Familie Gubler", "de", "", False),  # German: every noun has its capital
        ("A Kerekes család", "hu", "", True),
        # In a submenu, a family is a customer's: a craftsman's reference.
        ("Familie Gubler", "de", "Referenzen", False),
        # English puts the name before "family": "Family Dentistry" is an offer.
        ("Family Dentistry", "en", "", False),
        ("The Smith Family", "en", "", True),  # a name in a sentence-case menu
        ("Famiglia Montanari", None, "", False),  # no language, no telling
        ("Famiglia numerosa", "it", "", False),  # no name: a large family's offer
        # A list joins a family to its neighbours: a council's "Familie & Soziales".
        ("Familie & Soziales", "de", "", False),
        ("Familie + Freizeit", "de", "", False),
        # German capitalises every noun: a capital there is no name.
        ("Familie Hotel", "de", "", False),
        # English puts a sort before "family": "Host Family" is an offer.
        ("Host Family", "en", "", False),
    ],
)
def test_a_family_at_the_menus_top(
    text: str, language: str | None, section: str, about: bool
) -> None:
    # The rest of the menu writes its labels in sentence case: a capital is a name.
    menu = links(
        ("/i-due-percorsi/", "I due percorsi", "nav"), ("/orari/", "Orari e contatti", "nav")
    )
    link = keypages.Link("https://acme.com/x/", text, "nav", section=section)
    found = keypages.candidates(
        [link, *menu], [], HOSTS, HOME, language, names=("Minigolf Belvedere",)
    )
    assert ("about" in found) is about


def test_a_family_label_casts_no_vote_on_the_menus_case() -> None:
    """The label judged is no witness of the menu's case: beside "Dove siamo"
    alone, "Famiglia Montanari" is the family's page."""
    menu = links(("/", "Home", "nav"), ("/dove-siamo/", "Dove siamo", "nav"))
    link = keypages.Link("https://acme.com/x/", "Famiglia Montanari", "nav")
    found = keypages.candidates([link, *menu], [], HOSTS, HOME, "it", names=("Belvedere",))
    assert "about" in found


def test_a_family_in_a_title_case_menu_needs_the_organisations_name() -> None:
    """A menu that capitalises every word ("Dove Siamo", "Chi Siamo") says
    nothing by a capital: "Famiglia Numerosa" is its offer for large families."""
    menu = links(("/dove-siamo/", "Dove Siamo", "nav"), ("/orari/", "Orari Di Apertura", "nav"))
    for text, names, about in [
        ("Famiglia Numerosa", ("Hotel Belvedere",), False),
        ("Famiglia Rossi", ("Hotel Belvedere",), False),
        ("Famiglia Rossi", ("Hotel Rossi",), True),  # the organisation's own family
    ]:
        link = keypages.Link("https://acme.com/x/", text, "nav")
        found = keypages.candidates([link, *menu], [], HOSTS, HOME, "it", names=names)
        assert ("about" in found) is about, text


@pytest.mark.parametrize(
    ("text", "language", "kind"),
    [
        # A Nordic word with its article as a suffix: its kind, in its language.
        ("Historien", "no", "about"),
        ("Historien", "nb-NO", "about"),
        ("Prisene", "no", "pricing"),
        ("Historien", "de", None),
        ("Kören", "sv", None),  # no table word before the suffix
        ("Bedriften", "no", None),
        # "The family" as the whole label, in its language: a family business's page.
        ("La famiglia", "it", "about"),
        ("La familia", "es", "about"),
        ("The family", "en", "about"),
        ("La famiglia", "es", None),
    ],
)
def test_a_nordic_word_with_its_article(text: str, language: str, kind: str | None) -> None:
    found = keypages.candidates(links(("/x/", text, "nav")), [], HOSTS, HOME, language)
    assert next(iter(found), None) == kind


def test_a_names_last_word_makes_the_language_decide() -> None:
    """With no <html lang>, the language is detected when a label is a name's
    last word: it decides whether that entry is the trade or the name."""
    home = links(("/fysioterapi/", "Fysioterapi", "nav"), ("/priser/", "Priser", "nav"))
    names = ("Sølvgade Fysioterapi",)
    assert keypages.language_decides(home, [], HOSTS, HOME, names)
    assert not keypages.language_decides(home, [], HOSTS, HOME, ("Acme Studio",))


@pytest.mark.parametrize(
    ("text", "name", "language", "about"),
    [
        # Where a name puts what the business is last, its last word alone is
        # the trade; where it puts it first, the last word is the name's own.
        ("Fysioterapi", "Sølvgade Fysioterapi", "da", False),
        ("Consulting", "Acme Consulting", "en-GB", False),
        ("Bunicii", "Brutăria Bunicii", "ro", True),
        ("Poggio", "Agriturismo Poggio", "it", True),
        ("Fysioterapi", "Sølvgade Fysioterapi", None, True),  # no language: half the name
    ],
)
def test_a_names_last_word_by_the_names_order(
    text: str, name: str, language: str | None, about: bool
) -> None:
    found = keypages.candidates(
        links(("/x/", text, "nav")), [], HOSTS, HOME, language, names=(name,)
    )
    assert ("about" in found) is about


@pytest.mark.parametrize(
    ("text", "title", "stated", "logos", "about"),
    [
        # The first word alone of a name of its own: its site name, its
        # organisation data, its logo's alt.
        ("Szkoła", None, {"site_name": "Szkoła Językowa Lingwista"}, (), True),
        ("Szkoła", None, {"organization": {"name": "Szkoła Językowa Lingwista"}}, (), True),
        ("Szkoła", "Kursy | Szkoła Językowa", {}, ("Szkoła Językowa Lingwista",), True),
        # A part of the title is no name of its own: a line of what it does.
        ("Wedding", "Wedding Photography London | Jane Doe", {}, (), False),
        ("Columbus", "Columbus Plumber | Harlan & Sons Plumbing", {}, (), False),  # half of it
        ("Holm", None, {"site_name": "Holm & Søn"}, (), True),
        ("Szkoła", "Szkoła Językowa Lingwista", {}, (), False),
        # The whole of a title's part still is the organisation's name.
        ("Jane Doe", "Wedding Photography London | Jane Doe", {}, (), True),
        # The article and the first word of a tagline (a title's part longer
        # than a name) is what the site offers: apartments by the sea.
        ("Τα διαμερίσματα", "Thalassa Naxos | Διαμερίσματα δίπλα στη θάλασσα", {}, (), False),
        ("Das Weingut", "Weingut Keller | Startseite", {}, (), True),
        # A Title-Case tagline is still a tagline (the review's cases).
        ("The Cottages", "Cottages To Rent In Cornwall | Trewin Farm", {}, (), False),
        (
            "Die Ferienwohnungen",
            "Ferienwohnungen Am Bodensee Mit Seeblick | Haus Sonne",
            {},
            (),
            False,
        ),
        # A story "of" a title's line is of what the site does, not of itself.
        (
            "History of Coffee",
            "Specialty Coffee Roasters | Bean & Co",
            {"site_name": "Bean & Co"},
            (),
            False,
        ),
        ("The Story of Coffee", "Specialty Coffee Roasters | Bean & Co", {}, (), False),
        (
            "The Story of Bean & Co",
            "Specialty Coffee Roasters | Bean & Co",
            {"site_name": "Bean & Co"},
            (),
            True,
        ),
    ],
)
def test_named_after_by_where_the_name_comes_from(
    text: str, title: str | None, stated: dict[str, object], logos: tuple[str, ...], about: bool
) -> None:
    names = keypages.site_names(title, stated, logos)
    found = keypages.candidates(links(("/x/", text, "nav")), [], HOSTS, HOME, names=names)
    assert ("about" in found) is about


def test_a_submenus_entry_that_repeats_a_titles_part_is_of_its_section() -> None:
    """The title names the site's main service; in the services' submenu
    that entry is one of them, not the organisation's page."""
    names = keypages.site_names("24/7 Emergency Plumbing | Harlan & Sons Plumbing", {})
    home = menu_links(
        ("/plumbing-services", "Plumbing Services", ""),
        ("/plumbing-services/emergency", "24/7 Emergency Plumbing", "Plumbing Services"),
        ("/harlan", "Harlan & Sons Plumbing", ""),
    )
    found = keypages.candidates(home, [], HOSTS, HOME, "en", names=names)
    assert [c.url.removeprefix("https://acme.com") for c in found["about"]] == ["/harlan"]


@pytest.mark.parametrize(
    ("text", "language", "about"),
    [
        ("O penzionu", "cs", True),
        ("Über die Praxis", "de", True),
        ("Om klubben", "sv", True),
        ("Over de praktijk", "nl", True),
        ("O Atelier", "pt", False),  # "o" is "the" in Portuguese
        ("Overzicht", "nl", False),
        ("O penzionu", None, False),  # the site's language unknown
        # "Meet" and a name: the owner's own page.
        ("Meet Tom", "en", True),
        ("Meet Dr. Patel", "en", True),
        ("Meeting rooms", "en", False),
        ("Meet the animals", "en", False),
        ("Meet our dogs", "en", False),
        ("Meet & greet", "en", False),
        ("Meet us at the market", "en", False),
        ("Meet Tom", "de", False),  # the word of English only
        ("Conoce a Fer", "es", True),
        ("Conoce a nuestro equipo", "es", False),
        ("Poznaj Marka", "pl", True),
        ("Poznaj nas", "pl", False),
        ("Maak kennis met Sanne", "nl", True),
        ("Poznaj ofertę", "pl", False),  # a name has its capital
        ("Vi på Bolanderna", "sv", True),  # we at the place: its people
        ("Conheça a loja", "pt", False),
        ("Conozca a su asesor", "es", False),
    ],
)
def test_a_label_that_begins_with_about(text: str, language: str | None, about: bool) -> None:
    assert keypages.about_label(text, language) is about


def test_a_name_on_a_path_of_another_kind_is_the_paths() -> None:
    """A navigation entry named after the organisation on a path that names
    another kind once made the choice fail (its text has no word of a language)."""
    found = keypages.candidates(
        links(("/pricing", "Acme Widgets", "nav")), [], HOSTS, HOME, "en", names=("Acme Widgets",)
    )
    assert best(found) == {"pricing": "/pricing"}
    assert found["pricing"][0].by == "words"


# Links the site's language may or may not decide, for the two tests below.
LANGUAGE_CASES: list[tuple[list[keypages.Link], list[str], bool]] = [
    # Words in a language and paths agree: any language chooses the same.
    (links(("/about", "About us", "nav"), ("/pricing", "Preise", "nav")), [], False),
    (links(("/x/", "Acme Widgets", "nav"), ("/services", "Lawn care", "body")), [], False),
    # "O penzionu" begins with "about" in Czech (and other Slavic languages)
    # only; "Om klubben" names about in every language (a table phrase).
    (links(("/penzion/", "O penzionu", "nav")), [], True),
    (links(("/klubben/", "Om klubben", "nav")), [], False),
    # The text in one language, the path's word in another.
    (links(("/menu/", "メニュー・料金", "nav")), [], True),
    # Language versions, on the homepage or only in the sitemap.
    (links(("/de/preise", "Preise", "nav"), ("/pricing", "Pricing", "nav")), [], True),
    (links(("/about", "About", "nav")), ["https://acme.com/it/tariffe"], True),
    # A word of one language only: Italian "Quote", the fees.
    (links(("/iscrizioni/quote", "Quote 2026/27", "nav")), [], True),
]


@pytest.mark.parametrize(("anchors", "sitemap", "decides"), LANGUAGE_CASES)
def test_the_language_decides_only_where_a_rule_reads_it(
    anchors: list[keypages.Link], sitemap: list[str], decides: bool
) -> None:
    assert keypages.language_decides(anchors, sitemap, HOSTS, HOME, ("Acme Widgets",)) is decides
    # A homepage whose path says its language needs none detected.
    assert not keypages.language_decides(anchors, sitemap, HOSTS, "https://acme.com/it/")


# Every code the rules' tables know, upper case and regional forms, and one they do not.
_CODES = sorted(
    {*keypages.LANGUAGES, *kindwords.ABOUT_PREFIXES, *kindwords.WORDS}
    | {"zz", "DE", "pt-BR", "sr-Latn"}
)


@pytest.mark.parametrize(("anchors", "sitemap", "decides"), LANGUAGE_CASES)
def test_when_the_language_cannot_decide_no_language_chooses_otherwise(
    anchors: list[keypages.Link], sitemap: list[str], decides: bool
) -> None:
    """What a skipped detection rests on: whatever the detector would have said."""
    names = ("Acme Widgets",)

    def choice(language: str | None) -> tuple[object, ...]:
        return (
            keypages.candidates(anchors, sitemap, HOSTS, HOME, language, names=names),
            keypages.unnamed(anchors, HOSTS, HOME, language, names),
        )

    differs = [code for code in _CODES if choice(code) != choice(None)]
    assert bool(differs) is decides


@pytest.mark.parametrize(
    "lines",
    [
        ["Green Valley was started in 2008 by two brothers with one truck."],
        ["2011年、代表の佐藤がひとりで開いたサロンから花音は始まりました。"],
        ["Penzion jsme zrekonstruovali v roce 2010.", "O penzionu: historie od roku 1936."],
    ],
)
def test_a_founding_or_a_history_is_a_story(lines: list[str]) -> None:
    assert proof.kinds_of(lines, today=TODAY) == ["about"]


def test_links_a_site_lists_elsewhere_are_candidates_before_its_sitemap() -> None:
    """The hook for an llms.txt's links: their titles name their kind."""
    listed = [keypages.Link("https://acme.com/docs/plans", "Pricing")]
    found = keypages.candidates([], ["https://acme.com/plans"], HOSTS, HOME, listed=listed)
    assert [c.url for c in found["pricing"]] == [
        "https://acme.com/docs/plans",  # "Pricing", the main word, beats "plans"
        "https://acme.com/plans",
    ]


@pytest.mark.parametrize(
    ("markup", "region"),
    [
        ('<div class="nav"><ul><li><a href="/x">X</a></li></ul></div>', "nav"),
        ('<ul id="menu"><li><a href="/x">X</a></li></ul>', "nav"),
        ('<div class="main-navigation"><a href="/x">X</a></div>', "nav"),
        ('<div id="footer"><ul class="menu"><li><a href="/x">X</a></li></ul></div>', "footer"),
        ('<div class="footer-menu"><a href="/x">X</a></div>', "footer"),
        ('<div class="content"><a href="/x">X</a></div>', "body"),
        ('<div class="navigator-tool"><a href="/x">X</a></div>', "body"),  # a word, not a part
    ],
)
def test_menus_built_without_nav(markup: str, region: str) -> None:
    from sitebrief.page.text import read_html

    assert [
        a.region for a in read_html(f"<html><body>{markup}</body></html>", HOME, 300).anchors
    ] == [region]


def test_a_comment_in_a_menu_item_is_no_label() -> None:
    """A comment between a menu item's link and its submenu (templates leave
    them) once made reading the page fail (text_content of a comment)."""
    from sitebrief.page.text import read_html

    html = (
        '<html><body><header><nav><ul><li><a href="#">What We Do</a><!-- submenu -->'
        '<ul class="sub-menu"><li><a href="/lawn-care/">Lawn Care</a></li></ul></li>'
        "</ul></nav></header></body></html>"
    )
    anchors = read_html(html, HOME, 300).anchors
    assert [(a.url, a.section) for a in anchors] == [("https://acme.com/lawn-care/", "What We Do")]


# --- submenus built of <div>s; a page for business customers heading its offers --------

FOLDER_MENU = (
    '<html><body><header><div class="logo"><a href="/">{brand}</a></div>'
    '<nav class="header-nav-list">'
    '<div class="header-nav-item header-nav-item--collection"><a href="/le-cabinet">'
    "Le cabinet</a></div>"
    '<div class="header-nav-item header-nav-item--folder"><a href="/nos-missions">'
    'Nos missions</a><div class="header-nav-folder-content">'
    '<div class="header-nav-folder-item"><a href="/nos-missions/creation">Création</a></div>'
    '<div class="header-nav-folder-item"><a href="/nos-missions/bilan">Bilan</a></div>'
    "</div></div>"
    '<div class="header-nav-item header-nav-item--collection"><a href="/honoraires">'
    "Honoraires</a></div></nav></header></body></html>"
)


@pytest.mark.parametrize(
    ("markup", "sections"),
    [
        # Squarespace's folder: an item of the menu, its label, then its entries.
        (
            FOLDER_MENU.format(brand="Cabinet Morel"),
            {
                "/": "",
                "/le-cabinet": "",
                "/nos-missions": "",
                "/nos-missions/creation": "Nos missions",
                "/nos-missions/bilan": "Nos missions",
                "/honoraires": "",
            },
        ),
        # A mega menu's column: its heading over its entries.
        (
            '<html><body><nav><div class="col"><h4>Services</h4><div class="links">'
            '<a href="/audit">Audit</a><a href="/payroll">Payroll</a></div></div>'
            '<div class="col"><a href="/about">About</a></div></nav></body></html>',
            {"/audit": "Services", "/payroll": "Services", "/about": ""},
        ),
        # Webflow's dropdown: a toggle (no link) the list names by aria-labelledby.
        (
            '<html><body><nav class="w-nav-menu"><div class="w-dropdown">'
            '<div class="w-dropdown-toggle" id="t0" role="button"><div>Produto</div></div>'
            '<nav class="w-dropdown-list" aria-labelledby="t0">'
            '<a href="/produto/agenda">Agenda</a><a href="/produto/prontuario">Prontuário</a>'
            '</nav></div><a href="/planos">Planos</a></nav></body></html>',
            {"/produto/agenda": "Produto", "/produto/prontuario": "Produto", "/planos": ""},
        ),
        # Webflow's dropdown as exported, no ARIA: its toggle's text, its list a
        # <nav> inside the menu, beside the menu's plain links.
        (
            '<html><body><nav class="w-nav-menu"><div class="w-dropdown">'
            '<div class="w-dropdown-toggle"><div class="w-icon"></div><div>Paddle with us</div>'
            '</div><nav class="w-dropdown-list"><a href="/trips">All trips</a>'
            '<a href="/trips/sunset">Sunset Paddle</a></nav></div>'
            '<a href="/hire">Hire</a><a href="/our-story">Our story</a></nav></body></html>',
            {
                "/trips": "Paddle with us",
                "/trips/sunset": "Paddle with us",
                "/hire": "",
                "/our-story": "",
            },
        ),
        # ARIA's disclosure menu: the button's aria-controls names the list.
        (
            '<html><body><nav><button aria-controls="sub-1">Services</button>'
            '<div id="sub-1"><a href="/audit">Audit</a><a href="/payroll">Payroll</a></div>'
            '<a href="/about">About</a></nav></body></html>',
            {"/audit": "Services", "/payroll": "Services", "/about": ""},
        ),
        # Tilda: the submenu, apart from the menu, names the "#submenu:" link that opens it.
        (
            '<html><body><nav><ul><li><a href="#submenu:paslaugos">Paslaugos</a></li>'
            '<li><a href="/imone">Įmonė</a></li></ul></nav>'
            '<div class="t794" data-tooltip-hook="#submenu:paslaugos">'
            '<ul class="t794__list t-menu__list" role="menu">'
            '<li><a href="/devops">DevOps</a></li><li><a href="/it-auditas">IT auditas</a></li>'
            "</ul></div></body></html>",
            {"/imone": "", "/devops": "Paslaugos", "/it-auditas": "Paslaugos"},
        ),
        # A phone's menu button that opens the whole navigation is no section.
        (
            '<html><body><nav id="site-navigation"><button aria-controls="site-navigation">'
            '<span>Menú</span></button><ul><li><a href="/tienda/">Bicis</a><ul>'
            '<li><a href="/urbanas/">Urbanas</a></li></ul></li>'
            '<li><a href="/taller/">Taller</a></li></ul></nav></body></html>',
            {"/tienda/": "", "/urbanas/": "Bicis", "/taller/": ""},
        ),
        (
            '<html><body><nav><button aria-controls="m">Menu</button><ul id="m">'
            '<li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></nav></body></html>',
            {"/a": "", "/b": ""},
        ),
        # The phone's button opening the whole menu, in words of any language
        # or with its icons' text: its list holds the menu's top-level entries.
        (
            '<html><body><nav><div class="menu-button-container"><button '
            'aria-controls="primary-menu-list"><span>Menu</span><span>Close</span></button>'
            '</div><div><ul id="primary-menu-list"><li><a href="/a">A</a></li>'
            '<li><a href="/b">B</a></li></ul></div></nav></body></html>',
            {"/a": "", "/b": ""},
        ),
        (
            '<html><body><nav class="navbar"><a class="navbar-brand" href="/">Acme</a>'
            '<button aria-controls="nav-main">Navigation umschalten</button>'
            '<div class="collapse" id="nav-main"><ul><li><a href="/a">A</a></li>'
            '<li><a href="/b">B</a></li></ul></div></nav></body></html>',
            {"/": "", "/a": "", "/b": ""},
        ),
        (
            '<html><body><nav><button aria-controls="m">\u2630 Menu</button><div id="m">'
            '<a href="/a">A</a><a href="/b">B</a></div></nav></body></html>',
            {"/a": "", "/b": ""},
        ),
        (
            '<html><body><nav><h2 id="nav-h" hidden>Primary navigation</h2>'
            '<ul aria-labelledby="nav-h"><li><a href="/a">A</a></li>'
            '<li><a href="/b">B</a></li></ul></nav></body></html>',
            {"/a": "", "/b": ""},
        ),
        # ...but a dropdown's button beside its list, in the menu's entry, names it.
        (
            '<html><body><nav><ul><li><button aria-controls="s1">Services</button>'
            '<div id="s1"><a href="/audit">Audit</a></div></li>'
            '<li><a href="/about">About</a></li></ul></nav></body></html>',
            {"/audit": "Services", "/about": ""},
        ),
        # A menu of dropdown buttons, one of them rendered: its list is a submenu.
        (
            '<html><body><nav><div><button aria-controls="box-1">Science</button>'
            '<div id="box-1"><ul><li><a href="/physics">Physics</a></li></ul></div></div>'
            '<div><button aria-controls="box-2">Health</button><div id="box-2"></div></div>'
            "</nav></body></html>",
            {"/physics": "Science"},
        ),
        # A flat menu of <div>s: no submenu.
        (
            '<html><body><nav><div class="menu"><div class="item"><a href="/a">A</a></div>'
            '<div class="item"><a href="/b">B</a></div><div class="item"><a href="/c">C</a>'
            "</div></div></nav></body></html>",
            {"/a": "", "/b": "", "/c": ""},
        ),
        # A brand's text link beside the menu's list is no parent item.
        (
            '<html><body><header><div class="bar"><div class="wrap"><a href="/">Acme</a>'
            '<div class="list"><a href="/x">X</a><a href="/y">Y</a></div></div></div>'
            '<div class="bar"><a href="/z">Z</a></div></header></body></html>',
            {"/": "", "/x": "", "/y": "", "/z": ""},
        ),
        # The main <nav> in the <header>, beside the brand's text, in a bar whose
        # own links (logo, call to action) sit beside it: the menu, no submenu.
        (
            '<html><body><header><div class="bar"><a class="logo" href="/">Logo</a>'
            '<div class="wrap"><span class="brand">Studio Nord</span><nav>'
            '<a href="/about">About</a><a href="/classes">Classes</a><a href="/prices">Prices</a>'
            '</nav></div><a class="cta" href="/book">Book</a></div></header></body></html>',
            {"/": "", "/about": "", "/classes": "", "/prices": "", "/book": ""},
        ),
    ],
)
def test_a_submenu_built_of_divs_is_its_parent_items(markup: str, sections: dict[str, str]) -> None:
    from sitebrief.page.text import read_html

    anchors = read_html(markup, HOME, 300).anchors
    assert {a.url.removeprefix("https://acme.com"): a.section for a in anchors} == sections


def test_a_folder_of_offers_is_a_section_of_offers() -> None:
    """Squarespace's folder "Nos missions" ▸ its missions: the section's page
    is the one whose content is looked at as features, and the fees word its
    prices."""
    from sitebrief.page.text import read_html

    anchors = read_html(FOLDER_MENU.format(brand=""), HOME, 300).anchors
    assert keypages.offer_sections(anchors, keypages.unnamed(anchors, HOSTS, HOME, "fr")) == {
        "https://acme.com/nos-missions": ("Création", "Bilan")
    }
    # "Le cabinet": the firm's own page, named as a firm names it.
    assert best(keypages.candidates(anchors, [], HOSTS, HOME, "fr")) == {
        "about": "/le-cabinet",
        "pricing": "/honoraires",
    }


def nav(*rows: tuple[str, str, str]) -> list[keypages.Link]:
    return [
        keypages.Link(f"https://acme.com{p}", text, "nav", section) for p, text, section in rows
    ]


@pytest.mark.parametrize(
    ("home", "kind"),
    [
        # A staffing firm's page for business customers heading its services.
        (
            nav(
                ("/empresas/", "Empresas", ""),
                ("/empresas/trabajo-temporal/", "Trabajo temporal", "Empresas"),
                ("/empresas/seleccion/", "Selección de personal", "Empresas"),
            ),
            "features",
        ),
        (
            nav(
                ("/fuer-unternehmen/", "Für Unternehmen", ""),
                ("/zeitarbeit/", "Zeitarbeit", "Für Unternehmen"),
                ("/personalvermittlung/", "Personalvermittlung", "Für Unternehmen"),
            ),
            "features",
        ),
        (
            nav(
                ("/for-business", "For business", ""),
                ("/for-business/fleet", "Fleet cover", "For business"),
                ("/for-business/liability", "Liability", "For business"),
            ),
            "features",
        ),
        # Alone, the audience's page is what it sells them.
        (nav(("/dla-firm/", "Dla pracodawców", "")), "products"),
        (nav(("/empresas/", "Empresas", ""), ("/empresas/x/", "Uno", "Empresas")), "products"),
        # An audience's entry under a section a features word names is one of
        # its offers: the section stands for it.
        (
            nav(
                ("/kursy/", "Kursy", ""),
                ("/kursy/dorosli/", "Angielski dla dorosłych", "Kursy"),
                ("/kursy/dla-firm/", "Kursy dla firm", "Kursy"),
            ),
            "features",
        ),
        # A shop's categories under it stay a shop's: only an audience turns.
        (
            nav(
                ("/shop/", "Shop", ""),
                ("/shop/mugs/", "Mugs", "Shop"),
                ("/shop/tees/", "Tees", "Shop"),
            ),
            "products",
        ),
    ],
)
def test_a_page_for_business_customers_heading_its_offers_is_features(
    home: list[keypages.Link], kind: str
) -> None:
    found = keypages.candidates(home, [], HOSTS, HOME, None)
    assert found[kind][0].url == home[0].url
    if home[0].text == "Kursy":  # an audience's course is one of the courses
        assert "products" not in found


@pytest.mark.parametrize(
    ("rows", "language", "version"),
    [
        # An age gate: no menu, its buttons to its versions; the site's language's.
        ([("/it/", "Ho più di 18 anni", "body"), ("/en/", "I am over 18", "body")], "", "/it/"),
        ([("/it/", "Entra", "body"), ("/en/", "Enter", "body")], "en", "/en/"),
        ([("/it/", "Entra", "body"), ("/en/", "Enter", "body")], "de", "/it/"),  # the first
        # A homepage with a menu is the site's own, whatever versions it links.
        (
            [("/about/", "About", "nav"), ("/it/", "IT", "nav"), ("/en/", "EN", "nav")],
            "",
            None,
        ),
        # One version is a translation's link, no gate.
        ([("/en/", "English", "body")], "", None),
        # Its links into a version and legal pages at the root: still a gate.
        (
            [
                ("/it/", "Entra", "body"),
                ("/en/", "Enter", "body"),
                ("/it/la-tenuta/", "La Tenuta", "footer"),
                ("/privacy-policy/", "Privacy", "footer"),
                ("/index.html", "Podere Sassi", "header"),
            ],
            "",
            "/it/",
        ),
        # No menu, but the root links pages of its own: it is a version, with
        # links to its translations, not a gate (read as it is, no request).
        (
            [
                ("/about", "about", "body"),
                ("/products", "products", "body"),
                ("/de/", "Deutsch", "body"),
                ("/fr/", "Français", "body"),
            ],
            "",
            None,
        ),
        # A menu of home alone is no menu: the gate still leads on.
        ([("/", "Home", "nav"), ("/fr/", "Entrer", "body"), ("/en/", "Enter", "body")], "", "/fr/"),
    ],
)
def test_a_gates_navigation_is_in_the_version_it_leads_to(
    rows: list[tuple[str, str, str]], language: str, version: str | None
) -> None:
    found = keypages.gate_version(links(*rows), HOSTS, language or None)
    assert found == (f"https://acme.com{version}" if version else None)


def test_a_gates_link_that_does_not_parse_is_on_no_site() -> None:
    """A raw href a page writes badly (an IPv6 host unclosed) is no page of
    the root's: the gate still leads to its first version."""
    home = [*links(("/it/", "Entra", "body"), ("/en/", "Enter", "body"))]
    home.append(keypages.Link("http://[::1/x", "x", "body"))
    assert keypages.gate_version(home, HOSTS) == "https://acme.com/it/"


@pytest.mark.parametrize(
    ("text", "path", "language", "pricing"),
    [
        # Italian "Quote" are the fees, on an Italian site, whatever the season.
        ("Quote 2026/27", "/soci/quote", "it", True),
        ("Le quote", "/quote", "it", True),
        # In English a quote is an estimate a customer asks for: no price list.
        ("Quote", "/quote", "en", False),
        ("Quote 2026/27", "/soci/quote", None, False),
    ],
)
def test_a_word_of_one_language_names_its_kind_only_there(
    text: str, path: str, language: str | None, pricing: bool
) -> None:
    found = keypages.candidates(links((path, text, "nav")), [], HOSTS, HOME, language)
    assert ("pricing" in found) is pricing
    # Never as a slug alone: /quote in a sitemap is a quote form as often.
    assert "pricing" not in keypages.candidates([], ["https://acme.com/quote"], HOSTS, HOME, "it")


@pytest.mark.parametrize(
    ("rows", "language", "kind", "first"),
    [
        # A section a weak word names, and a page under it its own words name
        # too: the page, the first the submenu lists (the fees, not joining).
        (
            [
                ("/iscrizioni", "Iscrizioni", ""),
                ("/iscrizioni/quote", "Quote 2026/27", "Iscrizioni"),
                ("/iscrizioni/modulo", "Modulo di iscrizione", "Iscrizioni"),
                ("/iscrizioni/diventa-socio", "Diventa socio", "Iscrizioni"),
            ],
            "it",
            "pricing",
            "/iscrizioni/quote",
        ),
        (
            [("/membership", "Membership", ""), ("/membership/fees", "Fees", "Membership")],
            "en",
            "pricing",
            "/membership/fees",
        ),
        # A season's edition after a weak word: it names alone.
        (
            [("/club", "Club", ""), ("/club/beitraege", "Beiträge 2026", "Club")],
            "de",
            "pricing",
            "/club/beitraege",
        ),
        # A section its kind's main word names stays the pick.
        (
            [("/pricing", "Pricing", ""), ("/pricing/fees", "Fees", "Pricing")],
            "en",
            "pricing",
            "/pricing",
        ),
        # An organisation's section is the whole of its parts, and so is a shop.
        (
            [("/who-we-are", "Who we are", ""), ("/who-we-are/story", "Our story", "Who we are")],
            "en",
            "about",
            "/who-we-are",
        ),
        (
            [("/shop", "Shop", ""), ("/shop/collections", "Collections", "Shop")],
            "en",
            "products",
            "/shop",
        ),
    ],
)
def test_a_page_that_names_its_weak_sections_kind_again_is_the_pick(
    rows: list[tuple[str, str, str]], language: str, kind: str, first: str
) -> None:
    found = keypages.candidates(menu_links(*rows), [], HOSTS, HOME, language)
    assert found[kind][0].url.removeprefix("https://acme.com") == first


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("/privacyverklaring", "cookiebeleid"),  # Dutch: a privacy statement, a cookie policy
        ("/algemene-voorwaarden", "Algemene voorwaarden"),
        ("/datenschutzerklaerung", "Datenschutzerklärung"),
    ],
)
def test_a_legal_page_in_any_language_is_no_entry(path: str, text: str) -> None:
    home = [keypages.Link(f"https://acme.com{path}", text, "nav")]
    assert keypages.unnamed(home, HOSTS, HOME, "nl") == []


@pytest.mark.parametrize(
    "path",
    [
        # WooCommerce's product category base, as each language's install writes it.
        "/product-category/bikes/",
        "/categoria-producto/refacciones-accesorios/",
        "/produkt-kategorie/werkzeug/",
        "/categorie-produit/velos/",
    ],
)
def test_a_shops_category_path_is_products(path: str) -> None:
    assert keypages.page_kind(f"https://acme.com{path}") == "products"


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        # PrestaShop's CMS pages keep the ids it installs them with, whatever a
        # shop renames them to: 1 is delivery, 4 about us.
        ("/content/4-el-taller", "about"),
        ("/fr/content/4-l-atelier", "about"),
        ("/content/4-a-meheszetrol", "about"),
        ("/content/1-envios-y-pagos", "shipping"),
        ("/content/1-doprava", "shipping"),
        # Its words decide where they name a kind; other ids name none.
        ("/content/4-preguntas-frecuentes", "faq"),
        ("/content/5-pago-seguro", None),
        ("/content/14-nuestros-vinos", None),
        ("/news/4-tips", None),
        ("/blog/content/4-my-post", None),  # a section's, no platform's page
    ],
)
def test_a_prestashop_cms_pages_id_is_its_kind(path: str, kind: str | None) -> None:
    assert keypages.page_kind(f"https://acme.com{path}") == kind


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        # Shoper's category paths: /<language>/c/<name>/<id>, goods.
        ("/pl/c/Tkaniny-bawelniane/12", "products"),
        ("/pl/c/Piwa/10", "products"),
        ("/c/Wyprzedaz/16", "products"),
        ("/pl/i/O-nas/1", "about"),  # an information page: its words decide
        ("/c/blog/12", None),  # a word that names another section still does
        ("/docs/c/12", None),  # no name before the id
        ("/forum/c/how-to/3", None),  # a forum's category (Discourse), in a section
    ],
)
def test_a_shoper_category_path_is_products(path: str, kind: str | None) -> None:
    assert keypages.page_kind(f"https://acme.com{path}") == kind


# --- "and" written "&", events joined to an offer, a price list under its offer, the team
# after the organisation's own page, a disclosure widget's label --------------------------


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # "&" folds away: a table's phrase with "and" is also the phrase without it.
        ("Fragen & Antworten", ("faq", True)),
        ("Spørgsmål & svar", ("faq", True)),
        ("Versand + Lieferung", ("shipping", True)),
        ("Plans & Pricing", ("pricing", True)),
        ("Fragen und Antworten", ("faq", True)),  # the phrase itself, as before
    ],
)
def test_and_written_as_an_ampersand(text: str, named: tuple[str, bool]) -> None:
    assert keypages.text_kind(text) == named


@pytest.mark.parametrize(
    ("text", "other"),
    [
        # Events joined to an offer by "and": the occasions a business serves.
        ("Weddings & Events", False),
        ("Catering & Eventi", False),
        ("Tagungen und Events", False),
        ("Matrimoni ed eventi", False),  # Italian "and" before a vowel
        # The events word's own language's "and" joins too.
        ("Svatby a akce", False),
        ("Wesela i wydarzenia", False),
        ("Esküvők és események", False),
        ("Nunți și evenimente", False),
        ("Hochzeiten + Feiern", False),  # no events word at all: as before
        # Events alone, with a word of time, or beside another section's word: a calendar.
        ("Events", True),
        ("Upcoming events", True),
        ("News & Events", True),
        ("Kontakt & Anfahrt", True),
        # A calendar joined to a kind's main word is that kind's page with its
        # dates ("Termine & Preise": the courses' dates and prices).
        ("Termine & Preise", False),
        ("Dates and prices", False),
        ("News & Stories", True),  # a weak word is no match for another section's
        ("Eventi aziendali", True),  # no "and": a sort of events
        # "And" in one language is "at", "the" or "in" in another: only a sign joins there.
        ("Eventi a Milano", True),
        ("I prossimi eventi", True),
        ("Events en Barcelona", True),
        ("Akce ve Zlíně", True),  # Czech "in", Turkish "and"
        # A venue's programme joined to its events is its calendar.
        ("Konzerte & Events", True),
        ("Mostre ed eventi", True),
    ],
)
def test_events_joined_to_an_offer_are_no_calendar(text: str, other: bool) -> None:
    assert keypages.other_section("https://acme.com/x", text) is other


def test_an_offer_joined_to_events_is_looked_at() -> None:
    home = menu_links(
        ("/weddings-events/", "Weddings & Events", ""),
        ("/events/", "Events", ""),
        ("/news-events/", "News & Events", ""),
    )
    assert keypages.unnamed(home, HOSTS, HOME, "en") == ["https://acme.com/weddings-events/"]


@pytest.mark.parametrize(
    ("rows", "sections"),
    [
        # A price list filed under its offer says the section is something sold.
        (
            [
                ("/uebernachten/", "Übernachten & Essen", ""),
                ("/uebernachten/zimmer-lager/", "Zimmer & Lager", "Übernachten & Essen"),
                ("/uebernachten/preise/", "Preise", "Übernachten & Essen"),
                ("/uebernachten/kueche/", "Hüttenküche", "Übernachten & Essen"),
            ],
            {"/uebernachten/": ("Zimmer & Lager", "Hüttenküche")},
        ),
        # Still two pages no word names at least: one and its prices is no section of offers.
        (
            [
                ("/praktisch/", "Praktisch", ""),
                ("/praktisch/spoed", "Openingstijden & spoed", "Praktisch"),
                ("/praktisch/wat-kost-het", "Wat kost het?", "Praktisch"),
            ],
            {},
        ),
        # Another kind's page beside them is the organisation's section, as before.
        (
            [
                ("/why/", "Why Harlan", ""),
                ("/why/story", "Our Story", "Why Harlan"),
                ("/why/pricing", "Upfront Pricing", "Why Harlan"),
                ("/why/reviews", "Reviews", "Why Harlan"),
                ("/why/guarantee", "Guarantee", "Why Harlan"),
            ],
            {},
        ),
    ],
)
def test_a_price_list_under_its_offers_keeps_the_section(
    rows: list[tuple[str, str, str]], sections: dict[str, tuple[str, ...]]
) -> None:
    home = menu_links(*rows)
    found = keypages.offer_sections(home, keypages.unnamed(home, HOSTS, HOME, "xx"))
    assert {url.removeprefix("https://acme.com"): labels for url, labels in found.items()} == (
        sections
    )


@pytest.mark.parametrize(
    ("rows", "about"),
    [
        # The organisation's own page over its people's, whatever their paths' lengths.
        (
            [
                ("/de-kliniek/wie-we-zijn", "Wie we zijn", "De kliniek"),
                ("/de-kliniek/ons-team", "Ons team", "De kliniek"),
            ],
            "/de-kliniek/wie-we-zijn",
        ),
        (
            [("/team", "Team", ""), ("/our-history", "History", "")],
            "/our-history",
        ),
        # A main word still beats any weak one, the team among them.
        ([("/team", "Team", ""), ("/about-us", "About us", "")], "/about-us"),
        # The team alone is the about page, as before.
        ([("/team", "Meet the team", "")], "/team"),
    ],
)
def test_the_organisations_own_page_before_its_team(
    rows: list[tuple[str, str, str]], about: str
) -> None:
    found = keypages.candidates(menu_links(*rows), [], HOSTS, HOME, "nl")
    assert best(found)["about"] == about


def test_a_disclosure_widgets_summary_names_its_submenu() -> None:
    """Shopify's Dawn: <header-menu><details><summary>Butik</summary><ul>…: the
    label is the summary, not the whole widget's text."""
    from sitebrief.page.text import read_html

    html = (
        '<html><body><header><nav><ul class="list-menu"><li><header-menu><details>'
        "<summary><span>Butik</span><svg></svg></summary><ul>"
        '<li><a href="/collections/ol">Alle øl</a></li>'
        '<li><a href="/collections/all">Se alt</a></li></ul></details></header-menu></li>'
        '<li><a href="/pages/bryggeriet">Bryggeriet</a></li></ul></nav></header></body></html>'
    )
    anchors = read_html(html, HOME, 300).anchors
    assert {a.url.removeprefix("https://acme.com"): a.section for a in anchors} == {
        "/collections/ol": "Butik",
        "/collections/all": "Butik",
        "/pages/bryggeriet": "",
    }
    found = keypages.candidates(anchors, [], HOSTS, HOME, "da")
    assert found["products"][0].url.startswith("https://acme.com/collections/")


@pytest.mark.parametrize(
    ("lines", "kinds"),
    [
        # Two prices joined as a range are the bounds of one a service page states of itself.
        (
            ["# Wedding flowers", "Most couples spend between £1,200 and £3,500 on flowers."],
            [],
        ),
        # Prices line by line are a price list: a table's rows, a list's items.
        (["# Flower Club", "Petite | £30 | £27", "Classic | £42 | £38"], ["pricing"]),
        (["# Preise", "- Erwachsene 12 €", "- Kinder 6 €"], ["pricing"]),
        # In a paragraph, each for what it is, they are a list too.
        (["# Visite", "Visita classica: 25 €. Con verticale: 45 €. Pranzo: 70 €."], ["pricing"]),
        (
            ["# Beiträge", "Der Beitrag beträgt 60 € für Erwachsene und 30 € für Kinder."],
            ["pricing"],
        ),
        # A range's bounds, however written, are one price.
        (["# Kurse", "Ein Kurs kostet CHF 80.- bis 120.-"], []),
        (["# Ateliers", "Comptez de 30 € à 50 € par personne."], []),
        (["# Kurse", "Ein Kurs kostet zwischen 80 € und 120 €."], []),
        (["# 料金", "1回 3,000円〜5,000円"], []),
        (["# Preços", "De R$ 100 até R$ 200 por pessoa."], []),
        (["# Precios", "Desde 30 € hasta 50 € por persona."], []),
        # "And" without "between" joins two prices: two plans.
        (["# Plans", "Plans at $9 and $19 a month."], ["pricing"]),
    ],
)
def test_a_price_list_is_not_a_range(lines: list[str], kinds: list[str]) -> None:
    assert proof.kinds_of(lines, today=date(2026, 1, 1)) == kinds


def test_events_under_an_offer_joined_to_events_are_its_occasions() -> None:
    """ "Catering & Eventi" ▸ "Eventi aziendali": the section joins events to
    its offer, so its events entry is one of the occasions it serves; under a
    section of another name ("Club" ▸ "Events") events stay a calendar."""
    home = menu_links(
        ("/catering", "Catering & Eventi", ""),
        ("/catering/matrimoni", "Matrimoni e cerimonie", "Catering & Eventi"),
        ("/catering/eventi-aziendali", "Eventi aziendali", "Catering & Eventi"),
        ("/catering/proposte-e-prezzi", "Proposte e prezzi", "Catering & Eventi"),
        ("/club", "Club", ""),
        ("/club/events", "Events", "Club"),
    )
    entries = keypages.unnamed(home, HOSTS, HOME, "it")
    assert "https://acme.com/club/events" not in entries
    assert keypages.offer_sections(home, entries) == {
        "https://acme.com/catering": ("Matrimoni e cerimonie", "Eventi aziendali")
    }


@pytest.mark.parametrize(
    ("rows", "about"),
    [
        # A team under a toggle: the toggle's first entry, which no word names,
        # stands for the section, the organisation's own page.
        (
            [
                ("#", "De kliniek", ""),
                ("/de-kliniek/over", "Onze praktijk", "De kliniek"),
                ("/de-kliniek/ons-team", "Ons team", "De kliniek"),
            ],
            "/de-kliniek/over",
        ),
        # The team first: it is the section's first page.
        (
            [
                ("#", "De kliniek", ""),
                ("/de-kliniek/ons-team", "Ons team", "De kliniek"),
                ("/de-kliniek/over", "Onze aanpak", "De kliniek"),
            ],
            "/de-kliniek/ons-team",
        ),
        # A first entry some word names is its own kind's page, not the section's.
        (
            [
                ("#", "Praxis", ""),
                ("/praxis/leistungen", "Leistungen", "Praxis"),
                ("/praxis/team", "Team", "Praxis"),
            ],
            "/praxis/team",
        ),
    ],
)
def test_a_team_under_a_toggle_is_its_first_entrys(
    rows: list[tuple[str, str, str]], about: str
) -> None:
    found = keypages.candidates(menu_links(*rows), [], HOSTS, HOME, "nl")
    assert best(found)["about"] == about
