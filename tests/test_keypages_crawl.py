"""Key pages end to end: ``scrapy crawl brief`` with the project's settings
against loopback sites; what the navigation, the content and the homepage's
language decide, what it costs in requests, and what the record says became
of each kind."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sitebrief.dev.server import LoopbackServer, Reply, Route, Site
from tests.crawl import Run
from tests.sites import ALLOW_ALL

Serve = Callable[..., LoopbackServer]
RunScrapy = Callable[..., Run]
URL = "https://acme.test"


def page(body: str, nav: str = "", lang: str = "sv", title: str = "Täby OK") -> Reply:
    return Reply(
        body=f'<html lang="{lang}"><head><title>{title}</title></head><body>'
        f"<header><nav><ul>{nav}</ul></nav></header><main>{body}</main>"
        "<footer><p>Täby Orienteringsklubb, Ellagårdsvägen 12</p></footer></body></html>"
    )


def para(*lines: str) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


def menu(*entries: tuple[str, str]) -> str:
    return "".join(f'<li><a href="{path}">{text}</a></li>' for path, text in entries)


def crawl(run_scrapy: RunScrapy, server: LoopbackServer) -> Run:
    return run_scrapy(["crawl", "brief", "-a", "domain=acme.test"], [("acme.test", server)])


def brief(run_scrapy: RunScrapy, server: LoopbackServer) -> dict[str, Any]:
    return crawl(run_scrapy, server).record


HOME_LINES = [f"Täby OK är en orienteringsklubb i norra Stockholm, rad {i}." for i in range(8)]


def test_unnamed_navigation_entries_are_proven_by_their_content_within_the_budget(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    nav = menu(
        ("/", "Hem"),
        ("/klubben/", "Klubben"),  # about, by its word
        ("/medlemskap/", "Medlemskap"),  # pricing, by its word
        ("/klubbklader/", "Klubbkläder"),  # no word: its cards prove products
        ("/traning/", "Träning"),  # no word, and its content proves nothing
        ("/styrelse/", "Styrelse"),
        ("/arkiv/", "Arkiv"),  # beyond the budget: never read
        ("/resor/", "Resor"),
    )
    cards = "".join(
        f'<div class="card"><h3>{item}</h3><p>{price} kr</p><a href="/b">Beställ</a></div>'
        for item, price in (("Tävlingströja", 495), ("O-byxa", 425), ("Jacka", 890))
    )
    routes: dict[str, Route] = {
        "/robots.txt": ALLOW_ALL,
        "/": page(para(*HOME_LINES), nav),
        "/klubben/": page(para(*(f"Klubben bildades 1947, kapitel {i}." for i in range(6))), nav),
        "/medlemskap/": page(
            "<ul><li>Vuxen: 650 kr</li><li>Ungdom: 300 kr</li></ul>"
            + para(*(f"Avgiften betalas till bankgiro, punkt {i}." for i in range(4))),
            nav,
        ),
        "/klubbklader/": page(para("Klubbens tävlingskläder tillverkas av Noname.") + cards, nav),
        "/traning/": page(para(*(f"Vi tränar tisdagar kl 18, pass {i}." for i in range(6))), nav),
        "/styrelse/": page(para(*(f"Styrelsens ledamot nummer {i}." for i in range(6))), nav),
    }
    server = serve(Site(routes))
    run = crawl(run_scrapy, server)
    record = run.record
    assert [p["kind"] for p in record["pages"]] == ["home", "about", "products", "pricing"]
    assert run.stats["keypages/looked"] == 3
    assert run.stats["keypages/proven/products"] == 1
    kinds = record["key_pages"]
    assert kinds["products"] == [{"url": f"{URL}/klubbklader/", "outcome": "read", "by": "content"}]
    assert kinds["about"] == [{"url": f"{URL}/klubben/", "outcome": "read", "by": "words"}]
    assert kinds["unnamed"] == [
        {"url": f"{URL}/traning/", "outcome": "no_kind"},
        {"url": f"{URL}/styrelse/", "outcome": "no_kind"},
    ]
    assert kinds["faq"] == [{"outcome": "not_found"}]
    # Two kinds named by words leave three reads of the five for a look.
    assert "/arkiv/" not in server.paths and "/resor/" not in server.paths
    key_reads = [p for p in server.paths if p not in ("/", "/robots.txt")]
    assert len([p for p in key_reads if not p.startswith(("/sitemap", "/favicon", "/llms"))]) == 5


def test_no_look_when_words_name_five_kinds(serve: Serve, run_scrapy: RunScrapy) -> None:
    named = [("/about", "About"), ("/products", "Products"), ("/pricing", "Pricing")]
    named += [("/features", "Features"), ("/faq", "FAQ")]
    nav = menu(*named, ("/resor/", "Resor"))
    routes: dict[str, Route] = {"/robots.txt": ALLOW_ALL, "/": page(para(*HOME_LINES), nav)}
    for path, text in named:
        routes[path] = page(para(*(f"{text} of Acme, part {i}." for i in range(6))), nav)
    server = serve(Site(routes))
    record = brief(run_scrapy, server)
    assert len(record["pages"]) == 6
    assert "/resor/" not in server.paths
    assert record["key_pages"]["unnamed"] == []


def test_the_record_says_what_became_of_each_kind(serve: Serve, run_scrapy: RunScrapy) -> None:
    prices = [
        "Vuxen (21 år och äldre): 650 kr per år, betalas i februari.",
        "Ungdom (till och med 20 år): 300 kr per år, betalas i februari.",
        "Familj (alla i samma hushåll): 1 200 kr per år, betalas i februari.",
    ]
    nav = menu(
        ("/about", "About"),
        ("/company/about-us", "About us"),
        ("/pricing", "Pricing"),
        ("/faq", "FAQ"),
        ("/features", "Features"),
    )
    server = serve(
        Site(
            {
                "/robots.txt": Reply(body="User-agent: *\nDisallow: /about\n"),
                "/": page(para(*HOME_LINES, *prices), nav),
                # Only what the homepage already states: left out, but found.
                "/pricing": page(para(*prices), nav),
                "/faq": Reply(status=404, body="not found", content_type="text/plain"),
                "/features": page(para("Fast."), nav),  # too little text of its own
            }
        )
    )
    record = brief(run_scrapy, server)
    assert [p["kind"] for p in record["pages"]] == ["home"]
    kinds = record["key_pages"]
    assert kinds["about"] == [
        {"url": f"{URL}/about", "outcome": "refused"},
        {"url": f"{URL}/company/about-us", "outcome": "failed", "detail": "404"},
    ]
    assert kinds["pricing"] == [{"url": f"{URL}/pricing", "outcome": "repeated"}]
    assert kinds["faq"] == [{"url": f"{URL}/faq", "outcome": "failed", "detail": "404"}]
    assert kinds["features"] == [{"url": f"{URL}/features", "outcome": "thin"}]
    assert kinds["shipping"] == [{"outcome": "not_found"}]


def test_a_failed_homepage_has_no_key_pages_record(serve: Serve, run_scrapy: RunScrapy) -> None:
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": Reply(status=500, body="down")}))
    record = brief(run_scrapy, server)
    assert record["problem"] is not None
    assert record["key_pages"] is None


ITALIAN = [
    "Dal 1994 Il Ponte organizza a Torino corsi di musica, concerti e incontri letterari.",
    "Siamo un'associazione di promozione sociale senza scopo di lucro, aperta a tutti.",
    "Per partecipare alle nostre attività è necessaria la tessera associativa annuale.",
]


def language_site(lang: str) -> Site:
    """A homepage in Italian at /, with /it/ and /en/ versions only the sitemap lists."""
    urls = "".join(f"<url><loc>{URL}{p}</loc></url>" for p in ("/en/prices", "/it/tariffe"))
    return Site(
        {
            "/robots.txt": Reply(body=f"User-agent: *\nAllow: /\nSitemap: {URL}/sitemap.xml\n"),
            "/sitemap.xml": Reply(body=f"<urlset>{urls}</urlset>", content_type="application/xml"),
            "/": page(para(*ITALIAN), menu(("/", "Home"), ("/en/", "EN")), lang=lang),
            "/en/prices": page(para(*(f"Member: 30 euros, rule {i}." for i in range(6)))),
            "/it/tariffe": page(para(*(f"Socio: 30 euro, regola {i}." for i in range(6)))),
        }
    )


def test_an_empty_lang_is_read_from_the_text(serve: Serve, run_scrapy: RunScrapy) -> None:
    run = crawl(run_scrapy, serve(language_site("")))
    assert [p["url"] for p in run.record["pages"]][1:] == [f"{URL}/it/tariffe"]
    assert run.stats["language/detected"] == 1


def test_no_language_is_detected_where_it_cannot_change_the_key_pages(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """No <html lang>, no language versions, and links whose words name their
    kind in any language: the choice needs no language (and no model loaded)."""
    nav = menu(("/", "Home"), ("/about", "About us"), ("/priser", "Priser"))
    site = Site(
        {
            "/robots.txt": ALLOW_ALL,
            "/": page(para(*ITALIAN), nav, lang=""),
            "/about": page(para(*(f"We were founded in 1994, rule {i}." for i in range(6)))),
            "/priser": page(para(*(f"Medlem: 300 kr, regel {i}." for i in range(6)))),
        }
    )
    run = crawl(run_scrapy, serve(site))
    assert [p["url"] for p in run.record["pages"]][1:] == [f"{URL}/about", f"{URL}/priser"]
    assert "language/detected" not in run.stats


def test_a_stated_lang_decides(serve: Serve, run_scrapy: RunScrapy) -> None:
    """The negative control: the same site saying it is English is briefed in English."""
    record = brief(run_scrapy, serve(language_site("en")))
    assert [p["url"] for p in record["pages"]][1:] == [f"{URL}/en/prices"]


def brief_twice(
    run_scrapy: RunScrapy, server: Any, tmp_path: Any
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A brief of acme.test, then a re-brief with it as the previous record."""
    args = ["crawl", "brief", "-a", "domain=acme.test"]
    first = run_scrapy(args, [("acme.test", server)])
    previous = tmp_path / "previous.jsonl"
    previous.write_text(first.feed)
    again = run_scrapy([*args, "-a", f"previous={previous}"], [("acme.test", server)]).record
    return first.record, again


def test_a_page_its_content_proved_keeps_its_kind_in_a_rebrief(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Any
) -> None:
    """The homepage answers 304: its links are the previous record's pages, and a
    page no word names stays the kind its content proved."""
    nav = menu(("/", "Hem"), ("/klubbklader/", "Klubbkläder"))
    cards = "".join(
        f'<div class="card"><h3>{item}</h3><p>{price} kr</p><a href="/b">Beställ</a></div>'
        for item, price in (("Tävlingströja", 495), ("O-byxa", 425), ("Jacka", 890))
    )
    home = page(para(*HOME_LINES), nav)
    home.etag = '"home-1"'
    shop = page(para("Klubbens tävlingskläder tillverkas av Noname i Borås.") + cards, nav)
    shop.etag = '"shop-1"'
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": home, "/klubbklader/": shop}))
    first, again = brief_twice(run_scrapy, server, tmp_path)
    assert [p["kind"] for p in first["pages"]] == ["home", "products"]
    assert [(p["kind"], p["unchanged"]) for p in again["pages"]] == [
        ("home", True),
        ("products", True),
    ]


def test_a_shops_category_stays_its_price_list_in_a_rebrief(
    serve: Serve, run_scrapy: RunScrapy, tmp_path: Any
) -> None:
    """A page whose cards proved it a shop's category, no service's price list,
    answers 304 in a re-brief (the homepage, read again, leads to it): the
    earlier decision holds, and the record is the same."""
    nav = menu(*SHOP)
    home = page(para(*HOME_LINES), nav)
    cards = "".join(
        f'<h3><a href="/p/{i}/">Bicicleta {name}</a></h3><p>{price} €</p>'
        for i, (name, price) in enumerate((("Urbana", 450), ("Gravel", 890)))
    )
    shop = page(cards + para(*(f"Modelos de temporada, nota {i}." for i in range(4))), nav)
    shop.etag = '"taller-1"'
    server = serve(Site({"/robots.txt": ALLOW_ALL, "/": home, "/taller/": shop}))
    first, again = brief_twice(run_scrapy, server, tmp_path)
    assert [p["kind"] for p in first["pages"]] == ["home", "pricing"]
    assert [(p["kind"], p["unchanged"]) for p in again["pages"]] == [
        ("home", True),
        ("pricing", True),
    ]
    assert again["key_pages"]["features"] == [{"outcome": "not_found"}]
    assert again["key_pages"]["pricing"] == first["key_pages"]["pricing"]


def test_a_section_of_offers_is_proven_by_its_page_naming_them(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """A gym's menu names its classes by the trade's words: the section's page
    heads each of its submenu's pages, so it is what the gym offers."""
    nav = (
        '<li><a href="/o-nas/">O nás</a></li>'
        '<li><a href="/aktivity/">Aktivity</a><ul>'
        '<li><a href="/aktivity/spinning/">Spinning</a></li>'
        '<li><a href="/aktivity/joga/">Jóga</a></li></ul></li>'
        '<li><a href="/rozvrh/">Rozvrh</a></li>'
    )

    def sk(body: str) -> Reply:
        return page(body, nav, lang="sk", title="Fitko Trenčín")

    classes = "".join(
        f"<h2>{name}</h2>" + para(*(f"{name}: hodina s trénerom, časť {i}." for i in range(3)))
        for name in ("Spinning", "Jóga")
    )
    timetable = "".join(
        f"<h2>{day}</h2>" + para(f"{day}: otvorené od 6:00 do 22:00.")
        for day in ("Pondelok", "Utorok", "Streda")
    )
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": sk(
                    para(*(f"Fitko Trenčín je posilňovňa v centre, riadok {i}." for i in range(8)))
                ),
                "/o-nas/": sk(
                    para(*(f"Fitko otvorili v roku 2014, kapitola {i}." for i in range(6)))
                ),
                "/aktivity/": sk(classes),
                "/rozvrh/": sk(timetable),  # headings too, but no submenu's pages
                "/aktivity/spinning/": sk(para(*(f"Spinning, odsek {i}." for i in range(6)))),
                "/aktivity/joga/": sk(para(*(f"Jóga, odsek {i}." for i in range(6)))),
            }
        )
    )
    record = brief(run_scrapy, server)
    kinds = record["key_pages"]
    assert kinds["features"] == [{"url": f"{URL}/aktivity/", "outcome": "read", "by": "content"}]
    assert {"url": f"{URL}/rozvrh/", "outcome": "no_kind"} in kinds["unnamed"]
    assert [p["kind"] for p in record["pages"]] == ["home", "about", "features"]


@pytest.mark.parametrize("filed", ["linked", "under"])
def test_a_section_of_offers_the_site_files_under_its_page_is_its_features(
    serve: Serve, run_scrapy: RunScrapy, filed: str
) -> None:
    """A driving school's "Formations" names none of its courses in its
    headings: its page links to each ("linked", flat slugs as Wix writes
    them), or the courses' paths are under its path ("under", a CMS's
    children, and its page links to one of them). Either way the site files
    them under it: its features. A section that does neither ("Secteurs" ▸
    its towns) proves nothing."""
    base = "/formations/" if filed == "under" else "/"
    courses = [(f"{base}permis-b/", "Permis B"), (f"{base}permis-am/", "Permis AM")]
    linked = courses if filed == "linked" else courses[:1]
    links = " · ".join(f'<a href="{path}">{text}</a>' for path, text in linked)
    nav = (
        '<li><a href="/notre-histoire/">Notre histoire</a></li>'
        '<li><a href="/formations/">Formations</a><ul>'
        + menu(*courses)
        + '</ul></li><li><a href="/secteurs/">Secteurs</a><ul>'
        + menu(("/angers/", "Angers"), ("/saumur/", "Saumur"))
        + "</ul></li>"
    )

    def fr(body: str) -> Reply:
        return page(body, nav, lang="fr", title="Auto-école du Lac")

    text = para(
        *(f"Du scooter à la voiture, chaque élève à son rythme, ligne {i}." for i in range(4))
    )
    routes: dict[str, Route] = {
        "/robots.txt": ALLOW_ALL,
        "/": fr(
            para(*(f"Auto-école du Lac, à Angers depuis toujours, ligne {i}." for i in range(8)))
        ),
        "/notre-histoire/": fr(para(*(f"Fondée en 1998, chapitre {i}." for i in range(6)))),
        "/formations/": fr(text + f"<p>{links}</p>"),
        "/secteurs/": fr(
            para(*(f"Nous roulons à Angers et à Saumur, ligne {i}." for i in range(4)))
        ),
        "/angers/": fr(para(*(f"Angers, ligne {i}." for i in range(6)))),
        "/saumur/": fr(para(*(f"Saumur, ligne {i}." for i in range(6)))),
    }
    for path, name in courses:
        routes[path] = fr(para(*(f"{name}, leçon {i}." for i in range(6))))
    record = brief(run_scrapy, serve(Site(routes)))
    kinds = record["key_pages"]
    assert kinds["features"] == [{"url": f"{URL}/formations/", "outcome": "read", "by": "content"}]
    assert {"url": f"{URL}/secteurs/", "outcome": "no_kind"} in kinds["unnamed"]
    assert [p["kind"] for p in record["pages"]] == ["home", "about", "features"]


@pytest.mark.parametrize(
    ("home", "features", "unnamed"),
    [
        # The homepage says what the club does: the section it names, read and
        # proving no other kind, is its offer.
        (
            "Our Bee School is a six-week course for complete beginners.",
            [{"url": f"{URL}/bee-school/", "outcome": "read", "by": "homepage"}],
            [{"url": f"{URL}/board/", "outcome": "no_kind"}],
        ),
        # The homepage names neither: both read, neither said a kind.
        (
            "We meet on the second Tuesday of each month.",
            [{"outcome": "not_found"}],
            [
                {"url": f"{URL}/board/", "outcome": "no_kind"},
                {"url": f"{URL}/bee-school/", "outcome": "no_kind"},
            ],
        ),
    ],
)
def test_the_section_the_homepage_presents_is_the_offer_when_nothing_else_is(
    serve: Serve,
    run_scrapy: RunScrapy,
    home: str,
    features: list[dict[str, str]],
    unnamed: list[dict[str, str]],
) -> None:
    """A beekeepers' association lists its course under its own name; no word
    names "Bee School" and its page states no prices, no story, no questions."""
    nav = menu(
        ("/our-club/", "About the club"),
        ("/board/", "Board of Directors"),
        ("/bee-school/", "Bee School"),
        ("/join/", "Join & Renew"),
    )

    def en(body: str) -> Reply:
        return page(body, nav, lang="en", title="Tri-County Beekeepers")

    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": en(
                    para(home, *(f"Beekeepers of three counties, note {i}." for i in range(6)))
                ),
                "/our-club/": en(
                    para(*(f"The club was founded in 1948, part {i}." for i in range(5)))
                ),
                "/board/": en(
                    para(*(f"Director {i}: a member since the spring." for i in range(5)))
                ),
                "/bee-school/": en(
                    para(*(f"You will learn to inspect a hive, lesson {i}." for i in range(6)))
                ),
                "/join/": en(para("Dues: $30 a household, $15 a student.", "Pay by check.")),
            }
        )
    )
    run = crawl(run_scrapy, server)
    kinds = run.record["key_pages"]
    assert kinds["features"] == features
    assert kinds["unnamed"] == unnamed
    assert kinds["about"] == [{"url": f"{URL}/our-club/", "outcome": "read", "by": "words"}]


SHOP = (("/tienda/", "Tienda"), ("/nosotros/", "Nosotros"), ("/taller/", "Taller"))
TALLER = f"{URL}/taller/"


@pytest.mark.parametrize(
    ("rows", "cards", "expected"),
    [
        # A bike shop's workshop with its prices: the service's own page, as a
        # person reads it, and the site has no price list of its own.
        (
            SHOP,
            False,
            ([{"url": TALLER, "outcome": "read", "by": "content"}], [{"outcome": "not_found"}]),
        ),
        # ...and a second entry whose content proved prices is the price list.
        (
            (*SHOP, ("/alquiler/", "Alquiler")),
            False,
            (
                [{"url": TALLER, "outcome": "read", "by": "content"}],
                [{"url": f"{URL}/alquiler/", "outcome": "read", "by": "content"}],
            ),
        ),
        # ...and a third's stays the one an earlier entry had proved first.
        (
            (*SHOP, ("/alquiler/", "Alquiler"), ("/bonos/", "Bonos")),
            False,
            (
                [{"url": TALLER, "outcome": "read", "by": "content"}],
                [
                    {"url": f"{URL}/alquiler/", "outcome": "read", "by": "content"},
                    {"url": f"{URL}/bonos/", "outcome": "not_needed", "by": "content"},
                ],
            ),
        ),
        # ...but when another page stands for the offers, it is the price list.
        (
            (("/servicios/", "Servicios"), ("/nosotros/", "Nosotros"), ("/taller/", "Taller")),
            False,
            (
                [{"url": f"{URL}/servicios/", "outcome": "read", "by": "words"}],
                [{"url": TALLER, "outcome": "read", "by": "content"}],
            ),
        ),
        # ...and when its prices are cards whose titles link to their own pages
        # (a shop's category of goods, no service's page), it stays the prices.
        (
            SHOP,
            True,
            ([{"outcome": "not_found"}], [{"url": TALLER, "outcome": "read", "by": "content"}]),
        ),
    ],
)
def test_a_services_own_price_list_is_the_offers_page(
    serve: Serve,
    run_scrapy: RunScrapy,
    rows: tuple[tuple[str, str], ...],
    cards: bool,
    expected: tuple[list[dict[str, str]], list[dict[str, str]]],
) -> None:
    """No word names "Taller" and its page is its price list: when nothing else
    stands for the offers, it is the offers' page, and no price list."""
    nav = menu(*rows)

    def es(body: str) -> Reply:
        return page(body, nav, lang="es", title="La Rodada")

    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": es(para(*(f"Bicicletas urbanas y de montaña, nota {i}." for i in range(6)))),
                "/tienda/": es(
                    para(*(f"Bicicleta modelo {i}, cuadro de acero." for i in range(6)))
                ),
                "/servicios/": es(para(*(f"Servicio {i}: ajuste y revisión." for i in range(6)))),
                "/nosotros/": es(
                    para(*(f"Somos un equipo del barrio, parte {i}." for i in range(6)))
                ),
                "/bonos/": es(
                    para(
                        "Bono de 5 salidas: 80 €",
                        "Bono de 10 salidas: 150 €",
                        *(f"Válido un año, nota {i}." for i in range(4)),
                    )
                ),
                "/alquiler/": es(
                    para(
                        "Bicicleta urbana, un día: 20 €",
                        "Bicicleta eléctrica, un día: 45 €",
                        "Fin de semana: 70 €",
                        *(f"Casco y candado incluidos, nota {i}." for i in range(4)),
                    )
                ),
                "/taller/": es(
                    "".join(
                        f'<h3><a href="/p/{i}/">Bicicleta {name}</a></h3><p>{price} €</p>'
                        for i, (name, price) in enumerate((("Urbana", 450), ("Gravel", 890)))
                    )
                    + para(*(f"Modelos de temporada, nota {i}." for i in range(4)))
                    if cards
                    else para(
                        "Puesta a punto completa: 45 €",
                        "Cambio de cadena: 18 €",
                        "Centrado de rueda: 15 €",
                        *(f"Trabajamos con cita previa, nota {i}." for i in range(4)),
                    )
                ),
            }
        )
    )
    run = crawl(run_scrapy, server)
    features, pricing = expected
    kinds = run.record["key_pages"]
    assert kinds["features"] == features
    assert kinds["pricing"] == pricing
    read = {p["kind"]: p["url"] for p in run.record["pages"]}
    assert read.get("pricing") == pricing[0].get("url")
    offers = features[0] if features[0]["outcome"] == "read" else {}
    assert read.get("features") == offers.get("url")


def test_the_homepages_cards_are_its_offers_and_their_prices(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """A pet shop's homepage heads its two services as cards; each service's
    page states its prices: the first stands for the offers, the next for the
    prices, where each alone would have been a price list."""
    nav = menu(("/quem-somos/", "Quem Somos"), ("/banho/", "Banho"), ("/hotel/", "Hotelzinho"))

    def pt(body: str) -> Reply:
        return page(body, nav, lang="pt-BR", title="Patas Pet Shop")

    cards = "".join(
        f'<div class="box"><h3><a href="{path}">{name}</a></h3><p>{name}: com hora marcada.</p></div>'
        for path, name in (("/banho/", "Banho"), ("/hotel/", "Hotelzinho"))
    )

    def service(name: str, *fees: str) -> Reply:
        return pt(f"<h1>{name}</h1>" + para(*fees, *(f"{name}, detalhe {i}." for i in range(4))))

    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": pt(para(*(f"Pet shop de bairro, linha {i}." for i in range(8))) + cards),
                "/quem-somos/": pt(para(*(f"Abrimos em 2012, capítulo {i}." for i in range(6)))),
                "/banho/": service("Banho", "Porte pequeno: R$ 45", "Porte grande: R$ 70"),
                "/hotel/": service("Hotelzinho e creche", "Diária: R$ 95", "Creche: R$ 70"),
            }
        )
    )
    run = crawl(run_scrapy, server)
    kinds = run.record["key_pages"]
    assert kinds["features"] == [{"url": f"{URL}/banho/", "outcome": "read", "by": "content"}]
    assert kinds["pricing"] == [{"url": f"{URL}/hotel/", "outcome": "read", "by": "content"}]
    assert [p["kind"] for p in run.record["pages"]] == ["home", "about", "pricing", "features"]


def test_a_folder_of_divs_is_a_section_of_offers(serve: Serve, run_scrapy: RunScrapy) -> None:
    """Squarespace builds its menu's folders of ``<div>``s, not nested lists:
    the folder "Nos missions" heads its missions' pages all the same, so its
    page, naming them, is what the firm sells; "Honoraires", its fees, is its
    price list."""
    item = '<div class="header-nav-item"><a href="{0}">{1}</a></div>'
    nav = (
        item.format("/le-cabinet", "Le cabinet")
        + '<div class="header-nav-item header-nav-item--folder"><a href="/nos-missions">'
        'Nos missions</a><div class="header-nav-folder-content">'
        + item.format("/nos-missions/creation", "Création d'entreprise")
        + item.format("/nos-missions/bilan", "Tenue comptable")
        + "</div></div>"
        + item.format("/honoraires", "Honoraires")
    )

    def fr(body: str) -> Reply:
        return Reply(
            body='<html lang="fr"><head><title>Cabinet Morel</title></head><body>'
            f'<header><nav class="header-nav-list">{nav}</nav></header><main>{body}</main>'
            "<footer><p>Cabinet Morel, 12 rue de la République, Lyon</p></footer></body></html>"
        )

    missions = "".join(
        f"<h2>{name}</h2>"
        + para(*(f"{name} : nous vous accompagnons, étape {i}." for i in range(3)))
        for name in ("Création d'entreprise", "Tenue comptable")
    )
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": fr(
                    para(
                        *(
                            f"Le cabinet Morel conseille les TPE lyonnaises, ligne {i}."
                            for i in range(8)
                        )
                    )
                ),
                "/le-cabinet": fr(
                    para(*(f"Le cabinet a été fondé en 1994, chapitre {i}." for i in range(6)))
                ),
                "/nos-missions": fr(missions),
                "/nos-missions/creation": fr(para(*(f"Création, point {i}." for i in range(6)))),
                "/nos-missions/bilan": fr(para(*(f"Bilan, point {i}." for i in range(6)))),
                "/honoraires": fr(
                    para(
                        "Forfait TPE : 150 € HT par mois.",
                        "Forfait société : 290 € HT par mois.",
                        *(f"Conditions, point {i}." for i in range(4)),
                    )
                ),
            }
        )
    )
    record = brief(run_scrapy, server)
    kinds = record["key_pages"]
    assert kinds["features"] == [{"url": f"{URL}/nos-missions", "outcome": "read", "by": "content"}]
    assert kinds["pricing"] == [{"url": f"{URL}/honoraires", "outcome": "read", "by": "words"}]


def test_a_dropdown_whose_parent_is_no_page_is_its_entries(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """Webflow's dropdowns: a toggle, no link, over the pages it holds. The
    "Especialidades" section has no page, so its first entry stands for it
    and is read as the offers; "Produto" ▸ its features, whose section path
    /produto/ is no page, is its first entry after the 404."""

    def dropdown(index: int, label: str, *entries: tuple[str, str]) -> str:
        return (
            f'<div class="nav-dropdown w-dropdown"><div class="w-dropdown-toggle" '
            f'id="w-dropdown-toggle-{index}" role="button"><div>{label}</div></div>'
            f'<nav class="w-dropdown-list" aria-labelledby="w-dropdown-toggle-{index}">'
            + "".join(f'<a href="{path}">{text}</a>' for path, text in entries)
            + "</nav></div>"
        )

    nav = (
        dropdown(
            0,
            "Produto",
            ("/produto/lembretes", "Lembretes"),
            ("/produto/prontuario", "Prontuário"),
        )
        + dropdown(
            1,
            "Especialidades",
            ("/especialidades/dentistas", "Dentistas"),
            ("/especialidades/psicologos", "Psicólogos"),
        )
        + '<a href="/planos">Planos</a>'
    )

    def pt(body: str) -> Reply:
        return Reply(
            body='<html lang="pt-BR"><head><title>Marcaí</title></head><body>'
            f'<div class="navbar w-nav"><nav class="w-nav-menu">{nav}</nav></div>'
            f"<main>{body}</main><footer><p>Marcaí Tecnologia Ltda, São Paulo</p></footer>"
            "</body></html>"
        )

    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": pt(para(*(f"Agenda online para clínicas, linha {i}." for i in range(8)))),
                "/produto/lembretes": pt(para(*(f"Os lembretes, ponto {i}." for i in range(6)))),
                "/especialidades/dentistas": pt(
                    para(*(f"Para dentistas: odontograma, ponto {i}." for i in range(6)))
                ),
                "/planos": pt(para("Essencial: R$ 89 por mês.", "Clínica: R$ 189 por mês.")),
            }
        )
    )
    kinds = brief(run_scrapy, server)["key_pages"]
    assert kinds["products"][0] == {"url": f"{URL}/produto/", "outcome": "failed", "detail": "404"}
    read = [entry["url"] for entry in kinds["products"] if entry["outcome"] == "read"]
    assert read == [f"{URL}/produto/lembretes"]
    assert kinds["features"] == [
        {"url": f"{URL}/especialidades/dentistas", "outcome": "read", "by": "content"}
    ]


def test_a_gates_navigation_is_read_in_the_version_it_leads_to(
    serve: Serve, run_scrapy: RunScrapy
) -> None:
    """An age gate at / with an empty lang, its buttons to /it/ and /en/: the
    site's menu is behind it, read in the version of the gate's language (one
    request more), and the key pages come from it."""
    gate = (
        '<html lang=""><head><title>Podere Rossi</title></head><body><main>'
        + para(*ITALIAN)
        + '<a href="/it/">Ho più di 18 anni – Entra</a> <a href="/en/">I am over 18 – Enter</a>'
        "</main></body></html>"
    )
    story = para(*(f"La famiglia Rossi coltiva queste vigne dal 1971, riga {i}." for i in range(6)))
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=gate),
                "/it/": page(para(*ITALIAN), menu(("/it/chi-siamo", "Chi siamo")), lang="it"),
                "/en/": page(para(*ITALIAN), menu(("/en/about", "About us")), lang="en"),
                "/it/chi-siamo": page(story, lang="it"),
                "/en/about": page(story, lang="en"),
            }
        )
    )
    run = crawl(run_scrapy, server)
    assert [p["url"] for p in run.record["pages"]][1:] == [f"{URL}/it/chi-siamo"]
    assert run.stats["keypages/behind_gate"] == 1


def test_a_root_with_pages_of_its_own_is_no_gate(serve: Serve, run_scrapy: RunScrapy) -> None:
    """No menu and no lang, but its own /chi-siamo beside links to /de/ and
    /fr/: the root is the Italian version, read as it is; no version is asked."""
    home = (
        '<html lang=""><head><title>Podere Rossi</title></head><body><main>'
        + para(*ITALIAN)
        + '<a href="/chi-siamo">Chi siamo</a> <a href="/de/">Deutsch</a> <a href="/fr/">Français</a>'
        "</main></body></html>"
    )
    story = para(*(f"La famiglia Rossi coltiva queste vigne dal 1971, riga {i}." for i in range(6)))
    server = serve(
        Site(
            {
                "/robots.txt": ALLOW_ALL,
                "/": Reply(body=home),
                "/de/": page(para(*ITALIAN), menu(("/de/uber-uns", "Über uns")), lang="de"),
                "/fr/": page(para(*ITALIAN), menu(("/fr/qui", "Qui sommes-nous")), lang="fr"),
                "/chi-siamo": page(story, lang="it"),
            }
        )
    )
    run = crawl(run_scrapy, server)
    assert [p["url"] for p in run.record["pages"]][1:] == [f"{URL}/chi-siamo"]
    assert "keypages/behind_gate" not in run.stats
    assert "/de/" not in server.paths and "/fr/" not in server.paths
