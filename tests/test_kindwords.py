"""The word tables of the languages small businesses' sites are written in
(pure; no crawler): link texts in each script and the ASCII slugs sites
write for them, the weaker synonyms, the sections that are no key page,
"about" before or after a name, and the content words of a story, an order
and a price in each language."""

from __future__ import annotations

from datetime import date

import pytest

from sitebrief.rules import keypages, proof
from sitebrief.rules.kindwords import ABOUT_PREFIXES, ALIASES, KINDS, OTHER, WORDS

TODAY = date(2026, 1, 1)


def test_every_table_is_a_language_with_every_kind() -> None:
    """A table for a code no page states would never be read as "the site's language"."""
    for code, table in WORDS.items():
        assert code in keypages.LANGUAGES, code
        assert set(table) == set(KINDS), code
    for code in (*OTHER, *ABOUT_PREFIXES, *ALIASES):
        assert code in keypages.LANGUAGES, code
    assert set(ALIASES.values()) <= set(WORDS)


def test_a_word_names_one_kind_in_every_language() -> None:
    """The tables are merged: a word two tables give two kinds would pick by table order."""
    kinds: dict[str, set[str]] = {}
    for table in WORDS.values():
        for kind, line in table.items():
            for word in line.split():
                kinds.setdefault(keypages.normal(word.lstrip("~")), set()).add(kind)
    assert {word: k for word, k in kinds.items() if len(k) > 1} == {}


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # Hungarian
        ("Rólunk", ("about", False)),
        ("Bemutatkozás", ("about", False)),
        ("Árak", ("pricing", False)),
        ("Szolgáltatásaink", ("features", False)),
        ("Gyakori kérdések", ("faq", False)),
        ("Termékek", ("products", False)),
        ("Szállítás", ("shipping", False)),
        # Romanian
        ("Despre noi", ("about", False)),
        ("Prețuri", ("pricing", False)),
        ("Tarife", ("pricing", False)),
        ("Servicii", ("features", False)),
        ("Întrebări frecvente", ("faq", False)),
        ("Echipa", ("about", True)),
        # Finnish, Norwegian
        ("Tarinamme", ("about", True)),
        ("Ruokalista", ("products", True)),
        ("Usein kysyttyä", ("faq", True)),
        ("Hvem er vi", ("about", True)),
        # Turkish: the dotless ı folds to i, as the slug writes it
        ("Hakkımızda", ("about", False)),
        ("Kurumsal", ("about", True)),
        ("Ürünler", ("products", False)),
        ("Fiyat Listesi", ("pricing", False)),
        ("Hizmetlerimiz", ("features", False)),
        ("S.S.S.", ("faq", False)),
        ("Kargo ve İade", ("shipping", True)),
        # Greek
        ("Σχετικά με εμάς", ("about", False)),
        ("Τιμοκατάλογος", ("pricing", False)),
        ("Υπηρεσίες", ("features", False)),
        ("Συχνές ερωτήσεις", ("faq", False)),
        ("Προϊόντα", ("products", False)),
        # Russian, Ukrainian, Bulgarian, Serbian Cyrillic
        ("О компании", ("about", False)),
        ("Цены", ("pricing", False)),
        ("Прайс-лист", ("pricing", False)),
        ("Вопрос-ответ", ("faq", False)),
        ("Доставка и оплата", ("shipping", False)),
        ("Про нас", ("about", False)),
        ("Ціни", ("pricing", False)),
        ("Послуги", ("features", False)),
        ("За нас", ("about", False)),
        ("Често задавани въпроси", ("faq", False)),
        ("О нама", ("about", False)),
        ("Ценовник", ("pricing", False)),
        # Slovak, Croatian/Serbian, Slovenian, Baltic, Catalan
        ("Cenník", ("pricing", False)),
        ("Časté otázky", ("faq", False)),
        ("O nama", ("about", False)),
        ("Cjenik", ("pricing", False)),
        ("Usluge", ("features", False)),
        ("Pogosta vprašanja", ("faq", False)),
        ("Apie mus", ("about", False)),
        ("Kainos", ("pricing", False)),
        ("Par mums", ("about", False)),
        ("Pakalpojumi", ("features", False)),
        ("Meist", ("about", True)),  # weak: German "meist" (mostly) inside a label
        ("Hinnakiri", ("pricing", False)),
        ("Qui som", ("about", False)),
        ("Preus", ("pricing", False)),
        # Portuguese (Brazil), Indonesian, Vietnamese
        ("Institucional", ("about", True)),
        ("Cardápio", ("products", True)),
        ("Dúvidas", ("faq", False)),
        ("Tentang Kami", ("about", False)),
        ("Daftar Harga", ("pricing", False)),
        ("Layanan", ("features", False)),
        ("Giới thiệu", ("about", False)),
        ("Bảng giá", ("pricing", False)),
        ("Dịch vụ", ("features", False)),
        ("Câu hỏi thường gặp", ("faq", False)),
        # Arabic and Hebrew (the hamza folds away as an accent does)
        ("من نحن", ("about", False)),
        ("الأسعار", ("pricing", False)),
        ("خدماتنا", ("features", False)),
        ("الأسئلة الشائعة", ("faq", False)),
        ("אודות", ("about", False)),
        ("מחירון", ("pricing", False)),
        ("שאלות נפוצות", ("faq", False)),
        # Thai and Hindi (their vowel signs stay in the word), Persian (its
        # zero-width joiner is a space), Icelandic (ð folds to d), Albanian, Georgian,
        # Filipino, Swahili
        ("เกี่ยวกับเรา", ("about", False)),
        ("ราคา", ("pricing", False)),
        ("हमारे बारे में", ("about", False)),
        ("सेवाएं", ("features", False)),
        ("قیمت\u200cها", ("pricing", False)),
        ("درباره ما", ("about", False)),
        ("Verð", ("pricing", False)),
        ("Um okkur", ("about", False)),
        ("Çmimet", ("pricing", False)),
        ("ჩვენს შესახებ", ("about", False)),
        ("Tungkol sa Amin", ("about", False)),
        ("Huduma", ("features", False)),
        ("Bei uns", None),  # German "at us", though "bei" is Swahili "price"
        ("Service Times", None),  # a church's hours, not Greeklish "times" (prices)
        ("Cenas", ("pricing", True)),  # Latvian prices, but Spanish dinners: weak
        # CJK, found inside a label
        ("펜션소개", ("about", True)),  # "소개" alone is weak: "객실소개" are the rooms
        ("회사소개", ("about", False)),
        ("요금안내", ("pricing", False)),
        ("제품소개", ("products", False)),  # a kind's main word over a weak one
        ("当社について", ("about", False)),
        ("料金表", ("pricing", True)),
        ("メニュー・料金", ("pricing", False)),  # a salon's menu is its prices
        ("公司簡介", ("about", False)),
        ("收費標準", ("pricing", True)),
        # What a trade sells, weaker: classes, courses, practice areas.
        ("Domenii de practică", ("features", True)),
        ("Rechtsgebiete", ("features", True)),
        ("Skupinové lekcie", ("features", True)),
        ("Занятия", ("features", True)),
        ("Cursos", ("features", True)),
        # A shop's guide to ordering is its shipping page, weaker.
        ("Shopping guide", ("shipping", True)),
        ("How to order", ("shipping", True)),
        # "Usage guide": a shop's shopping guide (see the test of usage guides).
        ("ご利用ガイド", ("shipping", True)),
        ("이용안내", ("shipping", True)),
        ("ショッピングガイド", ("shipping", True)),
        # A compound of one word ends with what it is (de, nl, the Nordic
        # languages, Finnish): a price list, a FAQ, weaker.
        ("Patientenfragen", ("faq", True)),
        ("Zimmerpreise", ("pricing", True)),
        ("Mitgliedsbeiträge", ("pricing", True)),
        ("Rumspriser", ("pricing", True)),
        # Or a generic part after a kind's word: cost examples, a price overview.
        ("Kostenbeispiele", ("pricing", True)),
        ("Preisübersicht", ("pricing", True)),
        ("Produktübersicht", ("products", True)),
        # Not an organisation's or an offer's word at the end, not help, not
        # a short word that ends other words: partner firms, a bathroom,
        # first aid, tutoring, a prize.
        ("Partnerunternehmen", None),
        ("Badezimmer", None),
        ("Førstehjælp", None),
        ("Nachhilfe", None),
        ("Förderpreis", None),
        # A verb's particle before "fragen": enquiries and surveys, not
        # questions; a newsletter's dispatch is no shipment.
        ("Gruppenanfragen", None),
        ("Buchungsanfragen", None),
        ("Kundenumfragen", None),
        ("Kundenfragen", ("faq", True)),
        ("Newsletterversand", None),
        # A year or a season after a label is its edition: the words before it name.
        ("Mitgliedschaft 2026", ("pricing", True)),
        ("Fees 2025/26", ("pricing", True)),
        ("Programm 2026", None),
        # "How much does it cost": a price list asked as a question.
        ("Kolik to stojí", ("pricing", True)),
        ("Was kostet eine Krone?", ("pricing", True)),
        ("Combien ça coûte ?", ("pricing", True)),
        ("¿Cuánto cuesta?", ("pricing", True)),
        ("Quanto costa", ("pricing", True)),
        ("Wat kost het?", ("pricing", True)),
        ("Ile to kosztuje?", ("pricing", True)),
        ("Vad kostar det?", ("pricing", True)),
        ("Сколько стоит", ("pricing", True)),
        ("Mennyibe kerül?", ("pricing", True)),
        ("How much does it cost?", ("pricing", True)),
        ("多少钱", ("pricing", True)),
        ("Питання та відповіді", ("faq", False)),
        ("Cerita Kami", ("about", True)),
        ("Často kladené dotazy", ("faq", False)),  # Czech shops' standard FAQ (Shoptet)
        ("Charges", ("pricing", True)),
        # "The family" inside a label is a family's room or price (the review's cases).
        ("Tarifs pour la famille", ("pricing", False)),
        ("The Family Suite", None),
        # Goods for sale, or used: a dealer's stock (pianos, bikes, boats, cars).
        ("Myytävät pianot", ("products", True)),
        ("Kasutatud rattad", ("products", True)),
        ("Used boats", ("products", True)),
        ("Gebrauchte E-Bikes", ("products", True)),
        ("Vélos d'occasion", ("products", True)),
        ("Pianos for sale", ("products", True)),
        ("Te koop", ("products", True)),
        ("Ojeté vozy", ("products", True)),
        ("Veneet myynnissä", ("products", True)),  # Finnish: boats on sale
        # ...but not inside another label (the review's cases).
        ("Used by 500 teams", None),
        ("Most used tools", None),
        ("Occasions spéciales", None),
        ("Bazar de Noël", None),
    ],
)
def test_link_texts_in_each_language(text: str, named: tuple[str, bool] | None) -> None:
    assert keypages.text_kind(text) == named


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/rolunk/", "about"),
        ("/arak/", "pricing"),
        ("/szolgaltatasok/", "features"),
        ("/despre-noi/", "about"),
        ("/preturi/", "pricing"),
        ("/servicii/", "features"),
        ("/pages/hakkimizda", "about"),
        ("/pages/kargo-ve-iade", "shipping"),  # a shipping word as a prefix
        ("/urunler/", "products"),
        ("/o-kompanii/", "about"),
        ("/uslugi/", "features"),
        ("/tsiny/", "pricing"),
        ("/posluhy/", "features"),
        ("/dostavka/", "shipping"),
        ("/sxetika-me-emas/", "about"),
        ("/%CE%BC%CE%B5%CE%BD%CE%BF%CF%8D/", "products"),  # WordPress's Greek slug, encoded
        ("/tentang-kami/", "about"),
        ("/gioi-thieu/", "about"),
        ("/bang-gia/", "pricing"),
        ("/van-chuyen/", "shipping"),
        ("/cenik/", "pricing"),
        ("/o-nama/", "about"),
        ("/kainos/", "pricing"),
        ("/gywm/", "about"),  # pinyin initials of 关于我们
        ("/chanpin/", "products"),
        ("/pages/cerita-kami", "about"),
        ("/domenii-de-practica/", "features"),
        ("/pytannia-ta-vidpovidi/", "faq"),
        ("/voprosy-i-otvety/", "faq"),
        ("/shopping-guide/", "shipping"),
        ("/sluzby/kolik-to-stoji", "pricing"),
        ("/fuer-patienten/kostenbeispiele", "pricing"),
        ("/fuer-patienten/patientenfragen", "faq"),
        ("/was-kostet-es/", "pricing"),
        ("/cuanto-cuesta/", "pricing"),
    ],
)
def test_ascii_slugs_in_each_language(path: str, kind: str) -> None:
    assert keypages.page_kind(f"https://acme.com{path}") == kind


@pytest.mark.parametrize(
    "text",
    [
        "KVKK Aydınlatma Metni",
        "Mesafeli Satış Sözleşmesi",
        "Adatvédelmi tájékoztató",
        "Politica de confidențialitate",
        "Tietosuojaseloste",
        "Πολιτική απορρήτου",
        "Политика конфиденциальности",
        "Кошик",
        "Kebijakan Privasi",
        "Giỏ hàng",
        "سياسة الخصوصية",
        "מדיניות פרטיות",
        "개인정보처리방침",
        "プライバシーポリシー",
        "隐私政策",
        "Kosár",
        "Fiókom",
        "Bejelentkezés",
        "Syarat Layanan",
        "Obchodní podmínky",
        "Všeobecné obchodní podmínky",
        "Obchodné podmienky",
        # Jobs: Japanese "staff wanted" and "recruit" (a path's word there).
        "スタッフ募集",
        "求人情報",
        "recruit.html",
    ],
)
def test_legal_and_cart_pages_in_each_language(text: str) -> None:
    assert keypages.excluded(text)


@pytest.mark.parametrize("text", ["Permanent Recruitment", "Recruitment Services", "Recruiting"])
def test_a_recruiters_offers_are_no_jobs_page(text: str) -> None:
    assert not keypages.excluded(text)


@pytest.mark.parametrize(
    "text",
    [
        "Kapcsolat",
        "Acasă",
        "İletişim",
        "Αρχική",
        "Главная",
        "Контакти",
        "오시는길",
        "Liên hệ",
        "צור קשר",
    ],
)
def test_home_and_contact_in_each_language_are_no_key_page(text: str) -> None:
    assert keypages.other_section("https://acme.com/x", text)


@pytest.mark.parametrize(
    ("text", "language", "about"),
    [
        ("О клинике", "ru", True),
        ("Про клініку", "uk", True),
        ("Професійна гігієна", "uk", False),  # "про" only as a word of its own
        ("Despre clinică", "ro", True),
        ("Şirket Hakkında", "tr", True),  # after the name, where Turkish puts it
        ("Tentang Klinik", "id", True),
        ("Tentang Klinik", "ms", True),  # Malay reads Indonesian's table
        ("Giới thiệu công ty", "vi", True),
        ("За бизнеса", "bg", False),  # "за" is also "for": "for business"
        ("Vé máy bay", "vi", False),  # "vé" (a ticket) folds as "về" (about) does
        ("Apie įmonę", "lt", True),
        ("Par uzņēmumu", "lv", True),
        ("Om praksisen", "nb-NO", True),
        ("Σχετικά με το εστιατόριο", "el", True),
        ("O nama i timu", "sr", True),
        ("Şirket Hakkında", "de", False),  # another language's word
    ],
)
def test_about_before_or_after_a_name(text: str, language: str, about: bool) -> None:
    assert keypages.about_label(text, language) is about


@pytest.mark.parametrize(
    ("line", "price"),
    [
        ("Meşe Sehpa ₺4.250,00", "₺4.250,00"),
        ("Ceviz Kitaplık 12.900 TL", "12.900tl"),
        ("Paket Basic Rp 150.000", "rp150.000"),
        ("파도실 120,000원", "120,000원"),
        ("Пломба 1 500 грн", "1500грн"),
        ("Cà phê sữa 35.000đ", "35.000đ"),
        ("Консултация 60 лв", "60лв"),
        ("Pregled 3.000 дин", "3.000дин"),
        ("Manoperă 150 lei", "150lei"),
        ("Konsultasi RM 80", "rm80"),
        ("حلاقة 50 ر.س", "50ر.س"),
        ('תספורת 120 ש"ח', '120ש"ח'),
        ("Consultation Rs. 500", "rs.500"),
        ("Haircut ₱350", "₱350"),
        ("นวดไทย 1,200 บาท", "1,200บาท"),
        ("Corte S/ 45.00", "s/45.00"),
    ],
)
def test_prices_in_each_currency(line: str, price: str) -> None:
    assert proof.prices([line]) == {price}


def test_a_number_beside_a_word_is_no_price() -> None:
    # Romanian "din" is "of" ("10 din 10"); "Rp" and "TL" are no part of a word.
    assert proof.prices(["Scor: 10 din 10", "Rpm 3000", "Modern TLS 1.3"]) == set()
    assert proof.prices(["Try 3 days free", "All 4 rooms", "PHP 8.2 hosting"]) == set()
    # The abbreviations are prices only as shops write them: a room ("Rm 1203,
    # 12/F"), a port ("RS 232"), a day in Bulgarian ("1 ден") are not.
    assert proof.prices(["Rm 1203, 12/F", "Rm 805, 8/F", "RS 232 port", "3 rm flat"]) == set()
    assert proof.prices(["Работи 1 ден", "2 tl. tea"]) == set()


@pytest.mark.parametrize(
    "lines",
    [
        ["Магазин открыт ежедневно с 9:00", "Новая коллекция 2024"],  # "is open"
        ["Toko kami berdiri di pusat kota", "Koleksi terbaru 2024"],  # "stands"
    ],
)
def test_opening_hours_and_a_year_are_no_story(lines: list[str]) -> None:
    assert proof.kinds_of(lines, today=TODAY) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Magazin", None),  # German: a site's magazine, not the Romanian shop
        ("Magazin online", "products"),
        ("За компанията", "about"),
        ("Về công ty", "about"),
    ],
)
def test_words_that_other_languages_share(text: str, kind: str | None) -> None:
    found = keypages.text_kind(text)
    assert (found[0] if found else None) == kind


def test_about_after_a_name_is_a_language_that_decides() -> None:
    # Turkish puts "about" last: with no <html lang>, the language must be detected.
    home = [keypages.Link("https://acme.com/sirket", "Şirket Hakkında", "nav")]
    assert keypages.language_decides(home, [], ("acme.com",), "https://acme.com/")


@pytest.mark.parametrize(
    "lines",
    [
        ["A vendégházat 1994-ben nyitotta meg a Kovács család."],
        ["Ahşap Atölye, 2015 yılında İzmir'de kuruldu."],
        ["Service-ul a fost înființat în 2003 de doi mecanici."],
        ["Kahvila Kanerva aloitti vuonna 2012 Pispalassa."],
        ["Η ταβέρνα άνοιξε το 1978 από τον παππού Γιώργο."],
        ["Компания основана в 2005 году в Казани."],
        ["Клініку засновано у 2007 році.", "Наша історія і команда."],
        ["바다향기 펜션은 2009년 문을 연 가족 펜션입니다."],
        ["تأسست الشركة عام 1998 في عمّان."],
        ["Perusahaan kami didirikan pada tahun 2001."],
        ["ร้านก่อตั้งเมื่อปี 2005 ที่เชียงใหม่"],
        ["2016-ban kezdtem szappant főzni a konyhámban."],
    ],
)
def test_a_founding_in_each_language_is_a_story(lines: list[str]) -> None:
    assert proof.kinds_of(lines, today=TODAY) == ["about"]


@pytest.mark.parametrize(
    "button",
    [
        "Sepete Ekle",
        "Kosárba",
        "Adaugă în coș",
        "В корзину",
        "Купити",
        "Beli",
        "Mua ngay",
        "장바구니",
    ],
)
def test_a_shops_cards_in_each_language(button: str) -> None:
    cards = f"<div><button>{button}</button></div><div><button>{button}</button></div>"
    assert proof.kinds_of(["Masa 4.250 TL", "Sandalye 1.450 TL"], cards, today=TODAY)[0] == (
        "products"
    )


# --- a navigation entry named after the organisation, by its logo -----------------------

LOGO_PAGE = (
    '<html lang="ro"><head><title>Acasă</title></head><body><header>'
    '<a href="/"><img src="/logo.png" alt="Brutăria Bunicii"></a>'
    '<nav><a href="/">Acasă</a><a href="/bunicii/">Bunicii</a><a href="/x/">Cozonaci</a></nav>'
    '</header><main><p>Pâine.</p></main><footer><a href="/"><img src="/f.png" alt="Sigla"></a>'
    '<a href="https://partner.ro/"><img src="/p.png" alt="Partener"></a></footer></body></html>'
)


def test_the_logo_that_links_home_names_the_organisation() -> None:
    """The title says only "Acasă" (home) and no og:site_name is stated: the
    logo's alt is the name a person reads in the header. The footer's copy
    and other sites' badges are not."""
    from sitebrief.page.text import read_html

    page = read_html(LOGO_PAGE, "https://brutarie.ro/", 0)
    assert page.logo_names == ["Brutăria Bunicii"]
    names = keypages.site_names(page.title, page.facts, page.logo_names)
    assert names == ("Brutăria Bunicii", "Acasă")  # its own name first, then the title's
    found = keypages.candidates(
        page.anchors, [], ("brutarie.ro",), "https://brutarie.ro/", "ro", names=names
    )
    assert {kind: [c.url for c in cs] for kind, cs in found.items()} == {
        "about": ["https://brutarie.ro/bunicii/"]
    }
    assert found["about"][0].by == "name"


# --- pages a CMS names by a query --------------------------------------------------------

HU_HOME = "https://acme.com/"


@pytest.mark.parametrize(
    ("url", "text", "kind"),
    [
        ("/?page_id=2", "Rólunk", "about"),  # WordPress's plain permalinks
        ("/index.php?page=arak", "", "pricing"),  # the kind's word in the query
        ("/index.php?option=com_content&view=article&id=3&Itemid=4", "Árak", "pricing"),
        ("/bbs/board.php?bo_table=faq", "", "faq"),
        ("/?lang=en", "About", None),  # a language version of the homepage
        ("/?s=arak", "", None),  # a search
    ],
)
def test_a_page_a_query_names(url: str, text: str, kind: str | None) -> None:
    found = keypages.candidates(
        [keypages.Link(f"https://acme.com{url}", text, "nav")], [], ("acme.com",), HU_HOME, "hu"
    )
    assert {k: [c.url for c in cs] for k, cs in found.items()} == (
        {kind: [f"https://acme.com{url}"]} if kind else {}
    )


def test_query_pages_are_pages_of_their_own_and_may_be_looked_at() -> None:
    """Two ?page_id= pages are two pages, neither the homepage; a sort or a
    tracking parameter leaves the page what it is."""
    assert keypages.page_key("https://acme.com/?page_id=2") != keypages.page_key(HU_HOME)
    assert keypages.page_key("https://acme.com/?page_id=2") != keypages.page_key(
        "https://acme.com/?page_id=3"
    )
    assert keypages.page_key("https://www.acme.com/shop/?orderby=price") == keypages.page_key(
        "https://acme.com/shop"
    )
    entries = [
        keypages.Link("https://acme.com/?page_id=7", "Borászat", "nav"),  # the winery
        keypages.Link("https://acme.com/?page_id=8", "Kapcsolat", "nav"),  # contact
        keypages.Link("https://acme.com/?lang=en", "EN", "nav"),
        keypages.Link("https://acme.com/?s=", "Keresés", "nav"),
    ]
    assert keypages.unnamed(entries, ("acme.com",), HU_HOME, "hu") == [
        "https://acme.com/?page_id=7"
    ]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # Professional fees: what an accountant, a lawyer or a consultant calls its prices.
        ("Honoraires", "pricing"),
        ("Nos honoraires", "pricing"),
        ("Onorari", "pricing"),
        ("Honorarios", "pricing"),
        ("Honorare", "pricing"),
        ("Honorários", "pricing"),
        ("Honoraria", "pricing"),
        ("Arvoden", "pricing"),
        ("Honoráře", "pricing"),
        ("Onorarii", "pricing"),
        ("Professional fees", "pricing"),
        # A lodging's rooms: what a hotel, a B&B or a farm stay sells.
        ("Rooms", "features"),
        ("Camere", "features"),
        ("Le camere", "features"),
        ("Habitaciones", "features"),
        ("Chambres", "features"),
        ("Zimmer", "features"),
        ("Kamers", "features"),
        ("Quartos", "features"),
        ("Pokoje", "features"),
        ("Værelser", "features"),
        ("Szobák", "features"),
        ("Δωμάτια", "features"),
        ("Номера", "features"),
        # Classes by their type: a studio's or a sports club's disciplines.
        ("Modalidades", "features"),
        ("Disciplines", "features"),
        ("Discipline", "features"),
        ("Disciplinas", "features"),
        ("Dyscypliny", "features"),
        ("Disziplinen", "features"),
        # Still no key page: French "modalités" are a procedure's terms.
        ("Modalités", None),
    ],
)
def test_fees_rooms_and_disciplines_in_each_language(text: str, kind: str | None) -> None:
    found = keypages.text_kind(text)
    assert (found[0] if found else None) == kind
    assert found is None or found[1]  # weaker synonyms: the kind's main word beats them


@pytest.mark.parametrize(
    ("rows", "kinds"),
    [
        # A shop's "usage guide" is its guide to ordering, paying and delivery.
        (
            [("/product/list.html", "상품"), ("/shopinfo/guide.html", "이용안내")],
            {"products": "/product/", "shipping": "/shopinfo/guide.html"},  # its section
        ),
        (
            [("/shop/", "商品一覧"), ("/guide/", "ご利用ガイド")],
            {"products": "/shop/", "shipping": "/guide/"},
        ),
        # Elsewhere (a pension, a clinic) how to use it: its help page.
        (
            [("/room/", "객실안내"), ("/guide/", "이용안내")],
            {"faq": "/guide/"},
        ),
        ([("/guide/", "ご利用ガイド")], {"faq": "/guide/"}),
        # A shop's own words for its guide stay shipping wherever.
        ([("/guide/", "쇼핑가이드")], {"shipping": "/guide/"}),
    ],
)
def test_a_usage_guide_is_a_shops_shipping_page_else_its_help(
    rows: list[tuple[str, str]], kinds: dict[str, str]
) -> None:
    home = [keypages.Link(f"https://acme.com{path}", text, "nav") for path, text in rows]
    found = keypages.candidates(home, [], ("acme.com",), "https://acme.com/", "ko")
    assert {kind: cs[0].url.removeprefix("https://acme.com") for kind, cs in found.items()} == (
        kinds
    )


def test_a_logo_that_links_to_the_homepage_in_a_language_names_the_organisation() -> None:
    """A WPML site's root page links its logo to /pl/, the homepage in Polish:
    its alt is the organisation's own name, so "Szkoła" alone is its about."""
    from sitebrief.page.text import read_html

    html = (
        '<html lang="pl"><head><title>Szkoła Językowa Lingwista – kursy</title></head><body>'
        '<header><a href="/pl/"><img src="/logo.svg" alt="Szkoła Językowa Lingwista"></a>'
        '<nav><a href="/pl/">Start</a><a href="/pl/szkola/">Szkoła</a></nav></header>'
        "<main><p>Kursy.</p></main></body></html>"
    )
    page = read_html(html, "https://lingwista.pl/", 0)
    assert page.logo_names == ["Szkoła Językowa Lingwista"]
    names = keypages.site_names(page.title, page.facts, page.logo_names)
    found = keypages.candidates(
        page.anchors, [], ("lingwista.pl",), "https://lingwista.pl/", "pl", names=names
    )
    assert [c.url for c in found["about"]] == ["https://lingwista.pl/pl/szkola/"]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # Weaker synonyms small sites write (k24 rules, round 6).
        ("Wie we zijn", ("about", True)),  # Dutch "who we are", beside "Wie zijn wij"
        ("Kdo jsme", ("about", True)),  # Czech "who we are"
        ("Školné", ("pricing", True)),  # Czech and Slovak: a school's fees
        ("Jegyárak", ("pricing", True)),  # Hungarian: ticket prices
        ("Belépődíjak", ("pricing", True)),  # Hungarian: admission fees
        ("Na co se často ptáte", ("faq", True)),  # Czech "what you often ask"
        ("Spørgsmål og svar", ("faq", True)),  # Danish questions and answers
        # A page for newcomers answers what a newcomer asks: a FAQ.
        ("New here?", ("faq", True)),
        ("Nieuw bij de club?", ("faq", True)),
        ("Ny hos oss?", ("faq", True)),
        ("Neu hier?", ("faq", True)),
    ],
)
def test_round_six_weaker_words(text: str, named: tuple[str, bool]) -> None:
    assert keypages.text_kind(text) == named


def test_started_in_a_year_in_danish_and_norwegian_is_a_founding() -> None:
    lines = ["Bryghuset blev startet i 2014 af to fætre."]
    assert proof.kinds_of(lines, today=TODAY) == ["about"]
    assert proof.kinds_of(["Bryggeriet ble startet i 2014."], today=TODAY) == ["about"]
    # The German verb ("the course starts") is no founding.
    assert proof.kinds_of(["Der Kurs startet im März 2025."], today=TODAY) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # Hungarian and Estonian write compounds whole: the last part says what it is.
        ("Házhozszállítás", "shipping"),  # home delivery
        ("Jegyárlista", "pricing"),  # a ticket price list
        ("Piletihinnad", "pricing"),  # Estonian ticket prices
        ("Ajándékcsomagok", None),  # gift boxes: goods, not a price list's packages
        # Carrying, sending and help end other trades' words.
        ("Személyszállítás", None),  # passenger transport
        ("Áruszállítás", None),  # freight
        ("Elsősegítség", None),  # first aid
        ("Sõnumisaatmine", None),  # messaging
        ("Kiszállítás", "shipping"),  # delivery, a word of its own
    ],
)
def test_compounds_in_hungarian_and_estonian(text: str, kind: str | None) -> None:
    found = keypages.text_kind(text)
    assert (found[0] if found else None) == kind


def test_a_heading_of_what_the_organisation_does_states_its_offer() -> None:
    lines = ["# Wedding & Event Flowers", "We do around twenty weddings a year.", "## What we do"]
    assert proof.kinds_of(lines, today=TODAY) == ["features"]
    assert proof.kinds_of(["# Wat we doen", "Vaccinaties en operaties."], today=TODAY) == [
        "features"
    ]
    # Beside the organisation's story it is one of the about page's headings.
    story = ["# Who we are", "Founded in 1998 by two brothers, our firm has 20 people."]
    assert proof.kinds_of([*story, "## What we do", "We design gardens."], today=TODAY) == ["about"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # A compound that ends with "shop" sells goods, whatever sells them.
        ("Clubshop", "products"),
        ("Vereinsshop", "products"),
        ("Hofshop", "products"),
        # The loanword is a course, and a barbershop the business itself.
        ("Workshop", None),
        ("Barbershop", None),
        # Whatever comes before those endings: a photo course, a body shop, software.
        ("Fotoworkshop", None),
        ("Photoshop", None),
        ("Bodyshop", None),
    ],
)
def test_a_shops_compound_is_its_goods(text: str, kind: str | None) -> None:
    found = keypages.text_kind(text)
    assert (found[0] if found else None) == kind
    path = keypages.page_kind(f"https://acme.com/{text.lower()}")
    assert path == kind


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # A recording, yoga or photo studio's rooms are its offer, not its story.
        ("Studio", None),
        ("Our studio", None),
        # Italian "lo studio" is a firm (of lawyers, of architects): its about.
        ("Lo studio", ("about", True)),
        ("Il nostro studio", ("about", True)),
    ],
)
def test_a_studio_is_no_about_word_but_in_italian(
    text: str, named: tuple[str, bool] | None
) -> None:
    assert keypages.text_kind(text) == named


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # What a photographer, a coach or a ferry calls its prices.
        ("Investment", ("pricing", True)),
        ("Fares", ("pricing", True)),
        ("Packages", ("pricing", True)),
        ("Troškovi", ("pricing", True)),  # Croatian: costs
        # A guesthouse's or a venue's practical information answers a visitor's questions.
        ("Good to know", ("faq", True)),
        ("Practical info", ("faq", True)),
        ("Praktisk info", ("faq", True)),
        ("Bon à savoir", ("faq", True)),
        ("Gut zu wissen", ("faq", True)),
        ("Informazioni utili", ("faq", True)),
        # Plurals a shop writes, and "get to know us".
        ("Entregas e devoluções", ("shipping", True)),
        ("Entregas", ("shipping", True)),
        ("Poznaj nas", ("about", True)),
        ("Poznejte nás", ("about", True)),
    ],
)
def test_round_eight_weaker_words(text: str, named: tuple[str, bool]) -> None:
    assert keypages.text_kind(text) == named


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # "Questions and answers", as every language writes a FAQ's name, "&" or the word.
        ("Pytania i odpowiedzi", ("faq", True)),
        ("Questions & answers", ("faq", True)),
        ("Preguntas y respuestas", ("faq", True)),
        ("Vragen en antwoorden", ("faq", True)),
        ("Frågor och svar", ("faq", True)),
        ("Otázky a odpovědi", ("faq", True)),
        ("Întrebări și răspunsuri", ("faq", True)),
    ],
)
def test_questions_and_answers(text: str, named: tuple[str, bool]) -> None:
    assert keypages.text_kind(text) == named


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        # A slug's last word says what the page is.
        ("/New-Beekeeper-FAQ", "faq"),
        ("/room-prices", "pricing"),
        ("/same-day-delivery", "shipping"),
        # Unless an earlier word makes it another section's, or the word is a weak one.
        ("/blog-faq", None),
        ("/news-prices", None),
        ("/our-plans", None),
        # Russian slugs spell "и" as "i", and drop it as a menu drops "&".
        ("/voprosy-otvety", "faq"),
        ("/oplata-dostavka", "shipping"),
    ],
)
def test_a_slugs_last_word_names_its_page(path: str, kind: str | None) -> None:
    assert keypages.page_kind(f"https://acme.com{path}") == kind
