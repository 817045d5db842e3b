"""The words that say which kind a page is, per language: matched as whole
URL path segments and as a link's whole text (anchor text, ``title``,
``aria-label``), after normalising case and accents (``über-uns``,
``ueber-uns`` and ``Über uns`` are one word).

One table per language; each kind's words in one string, separated by
spaces. A word marked ``~`` is a weaker synonym: a page named by the kind's
main word beats it (``products`` over ``store`` and ``menu``). Multi-word
phrases are written with ``-`` (``about-us`` also matches the link text "About
us"). To add a language, add a table; to add a word, add it to its string.
CJK tables are for link texts: their sites' paths are often English or
pinyin (``/gywm``).
"""

from __future__ import annotations

KINDS = ("about", "products", "pricing", "features", "faq", "shipping")

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "about": "about about-us ~our-story ~story ~who-we-are ~mission ~company",
        "products": "product products ~shop ~store ~collection ~collections ~catalog ~menu",
        "pricing": "pricing prices ~plans ~price ~plans-and-pricing",
        "features": "features feature ~how-it-works ~solution ~solutions ~service ~services"
        " ~use-case ~use-cases ~platform ~getting-started ~user-guide ~overview",
        "faq": "faq faqs ~help ~questions ~frequently-asked-questions ~support",
        "shipping": "shipping delivery ~international-shipping ~shipping-policy ~shipping-info",
    },
    "de": {
        "about": "ueber-uns uber-uns about-us ~unternehmen ~wir ~team ~geschichte ~firma",
        "products": "produkte produkt ~shop ~sortiment ~katalog",
        "pricing": "preise preis ~tarife ~preisliste ~kosten",
        "features": "funktionen leistungen ~loesungen ~losungen ~services ~so-funktionierts",
        "faq": "faq haeufige-fragen ~hilfe ~fragen",
        "shipping": "versand lieferung ~versandkosten ~versand-und-lieferung",
    },
    "fr": {
        "about": "a-propos qui-sommes-nous ~notre-histoire ~entreprise ~societe",
        "products": "produits produit ~boutique ~catalogue",
        "pricing": "tarifs prix ~offres",
        "features": "fonctionnalites services ~solutions ~prestations",
        "faq": "faq questions-frequentes ~aide",
        "shipping": "livraison expedition ~frais-de-port",
    },
    "es": {
        "about": "sobre-nosotros quienes-somos nosotros ~empresa ~nuestra-historia",
        "products": "productos producto ~tienda ~catalogo",
        "pricing": "precios tarifas ~planes",
        "features": "funciones caracteristicas servicios ~soluciones",
        "faq": "preguntas-frecuentes faq ~ayuda",
        "shipping": "envios envio ~entrega",
    },
    "it": {
        "about": "chi-siamo azienda ~la-nostra-storia",
        "products": "prodotti prodotto ~negozio ~catalogo",
        "pricing": "prezzi listino ~tariffe ~piani",
        "features": "funzionalita caratteristiche servizi ~soluzioni",
        "faq": "domande-frequenti faq ~aiuto",
        "shipping": "spedizione spedizioni ~consegna",
    },
    "nl": {
        "about": "over-ons ~bedrijf ~ons-verhaal",
        "products": "producten product ~winkel ~assortiment",
        "pricing": "prijzen tarieven ~abonnementen",
        "features": "functies diensten ~oplossingen",
        "faq": "veelgestelde-vragen faq ~hulp",
        "shipping": "verzending levering ~verzendkosten",
    },
    "pt": {
        "about": "sobre-nos quem-somos sobre ~empresa",
        "products": "produtos produto ~loja ~catalogo",
        "pricing": "precos planos ~tarifas",
        "features": "funcionalidades recursos servicos ~solucoes",
        "faq": "perguntas-frequentes faq ~ajuda",
        "shipping": "envio entrega ~frete",
    },
    "pl": {
        "about": "o-nas ~firma",
        "products": "produkty produkt ~sklep ~oferta",
        "pricing": "cennik ceny",
        "features": "funkcje uslugi ~rozwiazania",
        "faq": "faq czeste-pytania ~pomoc",
        "shipping": "dostawa wysylka",
    },
    "sv": {
        "about": "om-oss ~foretaget",
        "products": "produkter produkt ~butik",
        "pricing": "priser prislista",
        "features": "funktioner tjanster ~losningar",
        "faq": "vanliga-fragor faq ~hjalp",
        "shipping": "frakt leverans",
    },
    "da": {
        "about": "om-os ~virksomheden",
        "products": "produkter produkt ~butik",
        "pricing": "priser prisliste",
        "features": "funktioner ydelser ~losninger",
        "faq": "ofte-stillede-sporgsmal faq ~hjaelp",
        "shipping": "levering fragt",
    },
    "no": {
        "about": "om-oss ~selskapet",
        "products": "produkter produkt ~butikk",
        "pricing": "priser prisliste",
        "features": "funksjoner tjenester ~losninger",
        "faq": "ofte-stilte-sporsmal faq ~hjelp",
        "shipping": "frakt levering",
    },
    "fi": {
        "about": "meista yritys ~tietoa-meista",
        "products": "tuotteet tuote ~kauppa",
        "pricing": "hinnasto hinnat",
        "features": "ominaisuudet palvelut ~ratkaisut",
        "faq": "usein-kysytyt-kysymykset ukk ~tuki",
        "shipping": "toimitus ~toimituskulut",
    },
    "ja": {
        "about": "会社概要 私たちについて ~企業情報 ~会社情報",
        "products": "製品 商品 ~製品情報 ~商品一覧",
        "pricing": "料金 価格 ~料金プラン",
        "features": "機能 サービス ~特長 ~ソリューション",
        "faq": "よくある質問 ~ヘルプ",
        "shipping": "配送 ~送料",
    },
    "zh": {
        "about": "关于我们 公司简介 ~關於我們",
        "products": "产品 產品 ~产品中心",
        "pricing": "价格 價格 ~定价",
        "features": "功能 服务 ~服務 ~解决方案",
        "faq": "常见问题 常見問題 ~帮助",
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

# Never a key page, whatever other word its path or link holds (/about/license/).
_EXCLUDED_WORDS = (
    "legal licence license licenses cookie cookies privacy terms imprint impressum careers"
    " career jobs job login log-in signin sign-in signup sign-up register account cart"
    " basket checkout datenschutz agb mentions-legales aviso-legal"
    " privacy-policy terms-of-service terms-and-conditions"
)
EXCLUDED = frozenset(_EXCLUDED_WORDS.split())
