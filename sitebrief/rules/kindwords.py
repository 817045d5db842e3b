"""The words that say which kind a page is, per language: matched as whole
URL path segments and in a link's text (anchor text, ``title``,
``aria-label``), after normalising case and accents (``über-uns``,
``ueber-uns`` and ``Über uns`` are one word).

One table per language; each kind's words in one string, separated by
spaces. A word marked ``~`` is a weaker synonym: a page named by the kind's
main word beats it (``products`` over ``store`` and ``menu``). Multi-word
phrases are written with ``-`` (``about-us`` also matches the link text "About
us"). To add a language, add a table; to add a word, add it to its string.
CJK tables are for link texts: their sites' paths are often English or
pinyin (``/gywm``).

The weaker synonyms are the words small sites use where a larger one would
write the main word: an association's page named after itself ("Der
Verein", "Föreningen"), a club's merchandise ("Merch", "Fanshop"), a
membership fee as its only price ("Mitgliedschaft", "Tesseramento"), a
staffing company's page for employers ("Für Unternehmen", "Dla
pracodawców"), and the short forms of "about us" ("Über", "Noi").

``OTHER`` words name sections a person does not open to learn what a
company is and sells (home, contact, blog, news, events, gallery, search):
such a navigation entry is never looked at for its content.
"""

from __future__ import annotations

KINDS = ("about", "products", "pricing", "features", "faq", "shipping")

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "about": "about about-us ~our-story ~story ~who-we-are ~mission ~company ~team"
        " ~meet-the-team ~our-team ~history ~association ~the-association ~the-club ~club"
        " ~organisation ~organization ~about-me ~who-we-are ~our-mission ~the-company",
        "products": "product products ~shop ~store ~collection ~collections ~catalog ~menu"
        " ~merch ~merchandise ~webshop ~online-shop ~for-employers ~employers ~for-business"
        " ~for-companies ~for-clients ~our-products",
        "pricing": "pricing prices ~plans ~price ~plans-and-pricing ~membership ~memberships"
        " ~fees ~rates ~price-list ~tariffs ~become-a-member ~join ~join-us ~tickets",
        "features": "features feature ~how-it-works ~solution ~solutions ~service ~services"
        " ~use-case ~use-cases ~platform ~getting-started ~user-guide ~overview ~what-we-do"
        " ~our-services ~our-offer ~offering",
        "faq": "faq faqs ~help ~questions ~frequently-asked-questions ~support ~q-a",
        "shipping": "shipping delivery ~international-shipping ~shipping-policy ~shipping-info",
    },
    "de": {
        "about": "ueber-uns uber-uns about-us ~ueber ~uber ~wir ~wir-uber-uns ~unternehmen"
        " ~team ~unser-team ~das-team ~geschichte ~firma ~verein ~der-verein ~club"
        " ~philosophie ~wer-wir-sind ~das-sind-wir",
        "products": "produkte produkt ~shop ~sortiment ~katalog ~fanshop ~onlineshop"
        " ~fuer-unternehmen ~fur-unternehmen ~fuer-arbeitgeber ~fur-arbeitgeber ~arbeitgeber"
        " ~fuer-kunden ~fur-kunden ~speisekarte",
        "pricing": "preise preis ~tarife ~preisliste ~kosten ~mitgliedschaft ~mitglied-werden"
        " ~beitraege ~beitrage ~mitgliedsbeitrag ~konditionen",
        "features": "funktionen leistungen ~loesungen ~losungen ~services ~so-funktionierts"
        " ~angebot ~unser-angebot ~dienstleistungen",
        "faq": "faq haeufige-fragen haufige-fragen ~hilfe ~fragen ~fragen-und-antworten",
        "shipping": "versand lieferung ~versandkosten ~versand-und-lieferung",
    },
    "fr": {
        "about": "a-propos qui-sommes-nous ~notre-histoire ~entreprise ~societe ~l-association"
        " ~association ~le-club ~notre-equipe ~equipe",
        "products": "produits produit ~boutique ~catalogue ~pour-les-entreprises ~entreprises"
        " ~employeurs ~carte",
        "pricing": "tarifs prix ~offres ~adhesion ~adherer ~cotisation ~abonnements",
        "features": "fonctionnalites services ~solutions ~prestations ~nos-services",
        "faq": "faq questions-frequentes ~aide",
        "shipping": "livraison expedition ~frais-de-port",
    },
    "es": {
        "about": "sobre-nosotros quienes-somos nosotros ~empresa ~nuestra-historia ~la-asociacion"
        " ~asociacion ~el-club ~club ~equipo ~nuestro-equipo ~historia ~sobre-mi ~conocenos"
        " ~quienes",
        "products": "productos producto ~tienda ~catalogo ~para-empresas ~empresas"
        " ~merchandising ~carta",
        "pricing": "precios tarifas ~planes ~cuotas ~hazte-socio ~socios ~membresia",
        "features": "funciones caracteristicas servicios ~soluciones ~nuestros-servicios",
        "faq": "preguntas-frecuentes faq ~ayuda",
        "shipping": "envios envio ~entrega",
    },
    "it": {
        "about": "chi-siamo azienda ~la-nostra-storia ~storia ~associazione ~l-associazione"
        " ~il-club ~noi ~chi-sono ~la-societa ~team ~la-squadra ~il-nostro-team ~lo-studio"
        " ~il-team",
        "products": "prodotti prodotto ~negozio ~catalogo ~shop ~per-le-aziende ~aziende"
        " ~merchandising",
        "pricing": "prezzi listino ~tariffe ~piani ~tesseramento ~iscrizione ~iscrizioni"
        " ~quota-associativa ~diventa-socio ~abbonamenti",
        "features": "funzionalita caratteristiche servizi ~soluzioni ~i-nostri-servizi",
        "faq": "domande-frequenti faq ~aiuto",
        "shipping": "spedizione spedizioni ~consegna",
    },
    "nl": {
        "about": "over-ons ~bedrijf ~ons-verhaal ~vereniging ~de-vereniging ~wie-zijn-wij"
        " ~team ~ons-team",
        "products": "producten product ~winkel ~assortiment ~webwinkel ~voor-werkgevers"
        " ~werkgevers ~voor-bedrijven",
        "pricing": "prijzen tarieven ~abonnementen ~lidmaatschap ~lid-worden ~contributie",
        "features": "functies diensten ~oplossingen ~aanbod",
        "faq": "veelgestelde-vragen faq ~hulp",
        "shipping": "verzending levering ~verzendkosten",
    },
    "pt": {
        "about": "sobre-nos quem-somos sobre ~empresa ~a-associacao ~associacao ~o-clube"
        " ~clube ~historia ~equipa ~equipe ~a-empresa",
        "products": "produtos produto ~loja ~catalogo ~para-empresas ~empresas ~merchandising",
        "pricing": "precos planos ~tarifas ~quotas ~seja-socio ~socios ~mensalidades",
        "features": "funcionalidades recursos servicos ~solucoes ~os-nossos-servicos",
        "faq": "perguntas-frequentes faq ~ajuda",
        "shipping": "envio entrega ~frete ~portes",
    },
    "pl": {
        "about": "o-nas ~firma ~o-firmie ~kim-jestesmy ~stowarzyszenie ~o-stowarzyszeniu"
        " ~fundacja ~o-fundacji ~klub ~o-klubie ~zespol ~nasz-zespol ~historia ~o-mnie",
        "products": "produkty produkt ~sklep ~oferta ~dla-pracodawcow ~pracodawcy ~dla-firm"
        " ~dla-biznesu ~gadzety",
        "pricing": "cennik ceny ~skladki ~czlonkostwo ~dolacz ~karnety",
        "features": "funkcje uslugi ~rozwiazania ~nasze-uslugi",
        "faq": "faq czeste-pytania ~pomoc ~pytania",
        "shipping": "dostawa wysylka",
    },
    "sv": {
        "about": "om-oss ~foretaget ~om ~foreningen ~om-foreningen ~klubben ~om-klubben"
        " ~forbundet ~team ~vart-team ~historia ~vilka-vi-ar",
        "products": "produkter produkt ~butik ~webbshop ~for-foretag ~for-arbetsgivare"
        " ~arbetsgivare",
        "pricing": "priser prislista ~medlemskap ~bli-medlem ~avgifter ~medlemsavgift",
        "features": "funktioner tjanster ~losningar ~vara-tjanster",
        "faq": "vanliga-fragor faq ~hjalp",
        "shipping": "frakt leverans",
    },
    "da": {
        "about": "om-os ~virksomheden ~foreningen ~om-foreningen ~klubben",
        "products": "produkter produkt ~butik ~webshop ~for-virksomheder",
        "pricing": "priser prisliste ~medlemskab ~bliv-medlem ~kontingent",
        "features": "funktioner ydelser ~losninger",
        "faq": "ofte-stillede-sporgsmal faq ~hjaelp",
        "shipping": "levering fragt",
    },
    "no": {
        "about": "om-oss ~selskapet ~foreningen ~klubben",
        "products": "produkter produkt ~butikk ~nettbutikk ~for-bedrifter",
        "pricing": "priser prisliste ~medlemskap ~bli-medlem ~kontingent",
        "features": "funksjoner tjenester ~losninger",
        "faq": "ofte-stilte-sporsmal faq ~hjelp",
        "shipping": "frakt levering",
    },
    "fi": {
        "about": "meista yritys ~tietoa-meista ~yhdistys ~seura",
        "products": "tuotteet tuote ~kauppa ~verkkokauppa ~yrityksille",
        "pricing": "hinnasto hinnat ~jasenyys ~liity-jaseneksi",
        "features": "ominaisuudet palvelut ~ratkaisut",
        "faq": "usein-kysytyt-kysymykset ukk ~tuki",
        "shipping": "toimitus ~toimituskulut",
    },
    "cs": {
        "about": "o-nas ~o-spolecnosti ~spolek ~o-spolku ~klub",
        "products": "produkty ~obchod ~eshop ~pro-firmy",
        "pricing": "cenik ceny ~clenstvi",
        "features": "sluzby funkce ~reseni",
        "faq": "caste-dotazy faq ~napoveda",
        "shipping": "doprava doruceni",
    },
    "ja": {
        "about": "会社概要 私たちについて ~企業情報 ~会社情報 ~会社案内 ~私たちの想い",
        "products": "製品 商品 ~製品情報 ~商品一覧 ~ショップ",
        "pricing": "料金 価格 ~料金プラン ~入会案内",
        "features": "機能 サービス ~特長 ~ソリューション ~事業内容",
        "faq": "よくある質問 ~ヘルプ",
        "shipping": "配送 ~送料",
    },
    "zh": {
        "about": "关于我们 公司简介 關於我們 ~关于 ~關於 ~公司介绍 ~企业简介 ~公司概况 ~品牌故事"
        " ~协会简介 ~学会简介 ~走进我们",
        "products": "产品 產品 ~产品中心 ~产品展示 ~商城 ~周边",
        "pricing": "价格 價格 ~定价 ~收费标准 ~价目表 ~会员 ~入会",
        "features": "功能 服务 ~服務 ~解决方案 ~服务项目 ~业务范围",
        "faq": "常见问题 常見問題 ~帮助 ~问答",
        "shipping": "配送 运费 ~物流",
    },
    "ko": {
        "about": "회사소개 소개 ~회사-소개",
        "products": "제품 상품",
        "pricing": "가격 요금",
        "features": "기능 서비스 ~솔루션",
        "faq": "자주-묻는-질문 faq ~도움말",
        "shipping": "배송 ~배송-안내",
    },
}

# "About …" in the site's language: a navigation label that begins with it
# ("Über die Praxis", "Om klubben", "O penzionu", "Over de praktijk") is the
# about page. Per language, as "o" is "about" in Czech and "the" in Portuguese.
ABOUT_PREFIXES: dict[str, str] = {
    "en": "about",
    "de": "uber ueber",
    "nl": "over",
    "sv": "om",
    "da": "om",
    "no": "om",
    "nb": "om",
    "pl": "o",
    "cs": "o",
    "sk": "o",
    "sl": "o",
    "hr": "o",
    "sr": "o",
    "es": "sobre acerca-de",
    "pt": "sobre",
    "fr": "a-propos-de",
}

# Articles and possessives before a section's name: "La carta", "Der Verein",
# "Unser Team", "Our services" name what "carta", "Verein", "Team" name alone.
DETERMINERS = (
    "the our my la el los las lo il le les l gli i un una der die das den unser unsere"
    " unseren notre nos nuestra nuestro nuestros nuestras nostra nostro nostri a o os as"
    " de het ons onze var vara vart nasz nasza nasze vores vor vare"
)

# Sections that are no key page and not worth a look at their content.
OTHER: dict[str, str] = {
    "en": "home homepage start contact contact-us get-in-touch blog news events gallery"
    " photos search sitemap newsletter donate get-a-quote book-a-demo downloads download"
    " find-us",
    "de": "startseite start kontakt aktuelles neuigkeiten news termine veranstaltungen"
    " galerie bilder suche spenden anfahrt",
    "fr": "accueil contact contactez-nous actualites blog evenements galerie recherche"
    " nous-trouver plan-d-acces",
    "es": "inicio contacto contactanos noticias blog eventos galeria buscar donde-estamos"
    " como-llegar",
    "it": "home contatti contattaci notizie news blog eventi galleria cerca dove-siamo"
    " come-raggiungerci",
    "nl": "home contact nieuws blog evenementen agenda galerij zoeken route",
    "pt": "inicio contacto contato contactos noticias blog eventos galeria pesquisar onde-estamos",
    "pl": "strona-glowna start kontakt aktualnosci wydarzenia galeria blog szukaj dojazd",
    "sv": "hem startsida kontakt kontakta-oss nyheter blogg evenemang kalender galleri sok",
    "da": "forside kontakt nyheder blog arrangementer galleri",
    "no": "hjem forside kontakt nyheter blogg arrangementer galleri",
    "fi": "etusivu yhteystiedot ota-yhteytta uutiset blogi tapahtumat galleria",
    "cs": "uvod kontakt kontakty aktuality novinky akce galerie",
    "ja": "ホーム お問い合わせ ニュース お知らせ ブログ",
    "zh": "首页 首頁 联系我们 聯繫我們 新闻 新闻中心 新闻动态 动态 博客 联系",
    "ko": "홈 문의 뉴스 블로그",
}

# Never a key page, whatever other word its path or link holds (/about/license/).
_EXCLUDED_WORDS = (
    "legal licence license licenses cookie cookies privacy terms imprint impressum careers"
    " career jobs job login log-in signin sign-in signup sign-up register account cart"
    " basket checkout datenschutz agb mentions-legales aviso-legal"
    " privacy-policy terms-of-service terms-and-conditions"
    " karriere stellenangebote lavora-con-noi kariera praca jobb lediga-jobb empleo"
    " trabaja-con-nosotros carreiras vacatures rodo polityka-prywatnosci privacidad"
    " integritetspolicy"
    " warenkorb carrello carrito koszyk varukorg winkelwagen carrinho panier"
    " anmelden accedi acceder zaloguj logga-in inloggen entrar connexion"
)
EXCLUDED = frozenset(_EXCLUDED_WORDS.split())

# Words of a founding ("founded in 1968", "a ouvert en 2014"): with a year of
# the past, an about page's story (sitebrief/rules/proof.py).
FOUNDING = (
    "founded established started began opened gegrundet gegruendet eroffnet eroeffnet"
    " fondee fonde ouvert cree creee fundada fundado abrio fondata fondato nata nato aperta"
    " opgericht fundada comecou abriu nasceu zalozona zalozony zalozyli powstala powstal"
    " grundades grundat bildades startade grundlagt stiftet perustettu zalozena zalozen"
)
# Founding words of CJK languages, found inside the text.
FOUNDING_CJK = ("成立", "创立", "創立", "创办", "創業", "設立", "開業", "始まり", "创建")

# Words of a story (founding, history, mission, team), in the tables' languages:
# an about page's content tells one (sitebrief/rules/proof.py).
STORY = (
    "founded established since history story mission vision values team founder founders"
    " began started opened born"
    " gegrundet gegruendet seit geschichte mission werte grunder gruender entstand entstanden"
    " fondee fonde depuis histoire equipe fondateur fondatrice ouvert cree creee nee"
    " fundada fundado fundacion desde historia mision equipo fundador abrio nacio"
    " fondata fondato fondazione storia missione squadra fondatore nata nato"
    " opgericht sinds geschiedenis missie oprichter begonnen"
    " fundada fundado desde historia missao equipa fundador comecou abriu nasceu"
    " zalozona zalozony zalozenia historia misja zespol zalozyciel zalozyli powstala powstal"
    " grundades grundat sedan historia uppdrag grundare bildades startade"
    " grundlagt siden historie stiftet"
    " perustettu vuodesta historia"
    " zalozena zalozen historie"
)
# Founding and story words of CJK languages, matched inside the text.
STORY_CJK = ("成立", "创立", "創立", "创办", "創業", "設立", "沿革", "历史", "歴史", "使命", "团队")

# What a shop's cards say (an order, a cart, a booking): with prices, a page of offers.
BUY = (
    "buy buy-now add-to-cart add-to-basket order order-now book book-now shop-now"
    " kaufen jetzt-kaufen in-den-warenkorb bestellen jetzt-bestellen buchen"
    " acheter ajouter-au-panier commander reserver"
    " comprar anadir-al-carrito pedir reservar"
    " acquista aggiungi-al-carrello ordina prenota"
    " kup kup-teraz dodaj-do-koszyka zamow zarezerwuj"
    " kop kop-nu lagg-i-varukorgen bestall boka"
    " kopen in-winkelwagen bestel bestellen reserveer"
    " comprar adicionar-ao-carrinho encomendar reservar"
    " kob laeg-i-kurv bestil kjop legg-i-handlekurv osta lisaa-ostoskoriin"
    " koupit do-kosiku objednat"
)
BUY_CJK = (
    "购买",
    "立即购买",
    "加入购物车",
    "購買",
    "加入購物車",
    "カートに入れる",
    "購入",
    "구매",
    "장바구니",
)
