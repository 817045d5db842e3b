"""The words that say which kind a page is, per language: matched as whole
URL path segments and in a link's text (anchor text, ``title``,
``aria-label``), after normalising case and accents (``über-uns``,
``ueber-uns`` and ``Über uns`` are one word).

One table per language; each kind's words in one string, separated by
spaces. A word marked ``~`` is a weaker synonym: a page named by the kind's
main word beats it (``products`` over ``store`` and ``menu``). Multi-word
phrases are written with ``-`` (``about-us`` also matches the link text "About
us"). To add a language, add a table; to add a word, add it to its string.
Each table holds the native script for link texts and the ASCII slug sites
write for it (Hungarian ``rolunk``, Russian ``o-kompanii``, Greeklish
``sxetika-me-emas``, pinyin ``gywm``): a slug is often transliterated even
when the label is not. A table may serve several codes (``ALIASES``: Bokmål
and Nynorsk, Serbian and Bosnian, Malay). The tables are merged when a word
is looked up, so a word must name one kind in every language, and a word
that is a common word of another language inside a label is marked weak
(Swahili ``bei`` is German "at", Latvian ``cenas`` Spanish "dinners").

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
        # A professional firm (a law, tax or architecture practice) calls its
        # about page "the firm", in every language: "O Escritório", "Die Kanzlei".
        "about": "~the-firm ~our-firm "
        "about about-us ~our-story ~story ~who-we-are ~mission ~company ~team"
        " ~meet-the-team ~our-team ~history ~association ~the-association ~the-club ~club"
        " ~organisation ~organization ~about-me ~who-we-are ~our-mission ~the-company ~our-family",
        "products": "product products ~shop ~store ~collection ~collections ~catalog ~menu"
        " ~merch ~merchandise ~webshop ~online-shop ~for-employers ~employers ~for-business"
        " ~for-companies ~for-clients ~our-products ~product-category",
        "pricing": "~investment ~fares ~packages ~how-much-does-it-cost ~what-does-it-cost"
        " ~what-it-costs "
        "pricing prices ~plans ~price ~plans-and-pricing ~membership ~memberships"
        " ~fees ~rates ~price-list ~tariffs ~become-a-member ~join ~join-us ~tickets"
        " ~professional-fees ~our-fees ~charges ~our-charges",
        "features": "features feature ~how-it-works ~solution ~solutions ~service ~services"
        " ~use-case ~use-cases ~platform ~getting-started ~user-guide ~overview ~what-we-do"
        " ~our-services ~our-offer ~offering"
        " ~classes ~courses ~lessons ~practice-areas ~areas-of-practice"
        " ~rooms ~our-rooms ~accommodation ~disciplines",
        "faq": "~questions-and-answers ~good-to-know ~practical-info ~practical-information faq"
        " faqs ~help ~questions common-questions frequent-questions"
        " ~frequently-asked-questions ~support ~q-a ~new-here"
        " ~im-new ~new-to-the-club",
        "shipping": "shipping delivery ~international-shipping ~shipping-policy ~shipping-info"
        " ~deliveryinfo ~shippinginfo ~delivery-info"
        " ~shopping-guide ~how-to-order ~ordering-information ~ordering-info",
    },
    "de": {
        "about": "~die-kanzlei ~unsere-kanzlei ~kanzlei "
        "ueber-uns uber-uns about-us ~ueber ~uber ~wir ~wir-uber-uns ~unternehmen"
        " ~team ~unser-team ~das-team ~geschichte ~firma ~verein ~der-verein ~club"
        " ~philosophie ~wer-wir-sind ~das-sind-wir ~unsere-familie",
        "products": "produkte produkt ~shop ~sortiment ~katalog ~fanshop ~onlineshop"
        " ~fuer-unternehmen ~fur-unternehmen ~fuer-arbeitgeber ~fur-arbeitgeber ~arbeitgeber"
        " ~fuer-kunden ~fur-kunden ~speisekarte ~produkt-kategorie",
        "pricing": "~was-kostet ~was-kostet-es ~was-kostet-das ~wie-viel-kostet ~wieviel-kostet "
        "preise preis ~tarife ~preisliste ~kosten ~mitgliedschaft ~mitglied-werden"
        " ~beitraege ~beitrage ~mitgliedsbeitrag ~konditionen ~honorare ~honorar",
        "features": "funktionen leistungen ~loesungen ~losungen ~services ~so-funktionierts"
        " ~angebot ~unser-angebot ~dienstleistungen"
        " ~kurse ~kursangebot ~rechtsgebiete ~taetigkeitsbereiche ~tatigkeitsbereiche"
        " ~zimmer ~unsere-zimmer ~disziplinen",
        "faq": "~gut-zu-wissen ~praktische-infos ~praktische-informationen faq haeufige-fragen"
        " haufige-fragen ~hilfe ~fragen ~fragen-und-antworten ~neu-hier"
        " ~neu-bei-uns",
        "shipping": "versand lieferung ~versandkosten ~versand-und-lieferung ~bestellinformationen"
        " ~so-bestellen-sie ~einkaufshilfe",
    },
    "fr": {
        "about": "~le-cabinet ~notre-cabinet "
        "a-propos qui-sommes-nous ~notre-histoire ~entreprise ~societe ~l-association"
        " ~association ~le-club ~notre-equipe ~equipe ~notre-famille",
        "products": "produits produit ~boutique ~catalogue ~pour-les-entreprises ~entreprises"
        " ~employeurs ~carte ~categorie-produit",
        "pricing": "~combien-ca-coute ~combien-coute ~combien-cela-coute "
        "tarifs prix ~offres ~adhesion ~adherer ~cotisation ~abonnements"
        " ~honoraires ~nos-honoraires",
        "features": "fonctionnalites services ~solutions ~prestations ~nos-services"
        " ~cours ~domaines-d-intervention ~domaines-de-competence"
        " ~chambres ~nos-chambres ~disciplines ~nos-disciplines",
        "faq": "~questions-reponses ~questions-et-reponses ~bon-a-savoir ~infos-pratiques"
        " ~informations-pratiques faq questions-frequentes"
        " ~aide ~nouveau-ici",
        "shipping": "livraison expedition ~frais-de-port ~comment-commander",
    },
    "es": {
        "about": "~el-despacho ~nuestro-despacho "
        "sobre-nosotros quienes-somos nosotros ~empresa ~nuestra-historia ~la-asociacion"
        " ~asociacion ~el-club ~club ~equipo ~nuestro-equipo ~historia ~sobre-mi ~conocenos"
        " ~quienes ~nuestra-familia",
        "products": "productos producto ~tienda ~catalogo ~para-empresas ~empresas"
        " ~merchandising ~carta ~categoria-producto",
        "pricing": "~cuanto-cuesta ~cuanto-cuestan ~cuanto-vale "
        "precios tarifas ~planes ~cuotas ~hazte-socio ~socios ~membresia ~honorarios",
        "features": "funciones caracteristicas servicios ~soluciones ~nuestros-servicios"
        " ~clases ~cursos ~areas-de-practica ~habitaciones ~modalidades ~disciplinas",
        "faq": "~preguntas-y-respuestas ~bueno-saber ~informacion-practica ~info-practica"
        " preguntas-frecuentes faq ~ayuda",
        "shipping": "~entregas ~entregas-y-devoluciones envios envio ~entrega ~como-comprar"
        " ~como-pedir",
    },
    "it": {
        "about": "chi-siamo azienda ~la-nostra-storia ~storia ~associazione ~l-associazione"
        " ~il-club ~noi ~chi-sono ~la-societa ~team ~la-squadra ~il-nostro-team ~lo-studio"
        " ~il-nostro-studio"
        " ~il-team ~la-nostra-famiglia ~nostra-famiglia",
        "products": "prodotti prodotto ~negozio ~catalogo ~shop ~per-le-aziende ~aziende"
        " ~merchandising ~categoria-prodotto",
        "pricing": "~quanto-costa ~quanto-costano "
        "prezzi listino ~tariffe ~rette ~piani ~tesseramento ~iscrizione ~iscrizioni"
        " ~quota-associativa ~diventa-socio ~abbonamenti ~onorari",
        "features": "funzionalita caratteristiche servizi ~soluzioni ~i-nostri-servizi"
        " ~corsi ~aree-di-attivita ~camere ~le-camere ~discipline",
        "faq": "~domande-e-risposte ~buono-a-sapersi ~info-utili ~informazioni-utili"
        " ~informazioni-pratiche"
        " domande-frequenti faq ~aiuto",
        "shipping": "spedizione spedizioni ~consegna ~come-ordinare ~come-acquistare",
    },
    "nl": {
        "about": "~het-kantoor ~ons-kantoor "
        "over-ons ~bedrijf ~ons-verhaal ~vereniging ~de-vereniging ~wie-zijn-wij"
        " ~team ~ons-team ~geschiedenis ~onze-geschiedenis ~historiek ~onze-familie"
        " ~wie-we-zijn ~wie-wij-zijn ~onze-familie",
        "products": "producten product ~winkel ~assortiment ~webwinkel ~voor-werkgevers"
        " ~werkgevers ~voor-bedrijven ~product-categorie",
        "pricing": "~wat-kost-het ~wat-kost ~hoeveel-kost-het ~hoeveel-kost "
        "prijzen tarieven ~abonnementen ~lidmaatschap ~lid-worden ~contributie ~lidgeld"
        " ~honoraria ~honorarium",
        "features": "functies diensten ~oplossingen ~aanbod ~cursussen ~lessen ~rechtsgebieden"
        " ~kamers ~onze-kamers",
        "faq": "~vragen-en-antwoorden ~goed-om-te-weten ~praktische-info ~praktische-informatie"
        " veelgestelde-vragen faq"
        " ~hulp ~nieuw-hier ~nieuw-bij-ons ~nieuw-bij-de-club",
        "shipping": "verzending levering ~verzendkosten ~hoe-bestellen ~bezorging"
        " ~afhalen-en-leveren ~afhalen-en-bezorgen ~levering-en-afhalen",
    },
    "pt": {
        "about": "sobre-nos quem-somos sobre ~empresa ~a-associacao ~associacao ~o-clube"
        " ~clube ~historia ~equipa ~equipe ~a-empresa ~institucional ~nossa-historia"
        " ~o-escritorio ~nosso-escritorio ~nossa-familia ~a-nossa-familia",
        "products": "produtos produto ~loja ~catalogo ~para-empresas ~empresas ~merchandising"
        " ~cardapio ~ementa ~categoria-produto",
        "pricing": "~quanto-custa ~quanto-custam "
        "precos planos ~tarifas ~quotas ~seja-socio ~socios ~mensalidades ~valores"
        " ~honorarios",
        "features": "funcionalidades recursos servicos ~solucoes ~os-nossos-servicos"
        " ~nossos-servicos ~o-que-fazemos"
        " ~aulas ~cursos ~areas-de-atuacao ~quartos ~modalidades ~as-nossas-modalidades",
        "faq": "~perguntas-e-respostas ~bom-saber ~informacoes-uteis ~informacoes-praticas"
        " perguntas-frequentes faq"
        " duvidas ~duvidas-frequentes ~ajuda",
        "shipping": "~entregas ~entregas-e-devolucoes ~envios envio entrega ~frete ~portes"
        " ~trocas-e-devolucoes",
    },
    "pl": {
        "about": "~poznaj-nas ~kancelaria ~o-kancelarii "
        "o-nas ~firma ~o-firmie ~kim-jestesmy ~stowarzyszenie ~o-stowarzyszeniu"
        " ~fundacja ~o-fundacji ~klub ~o-klubie ~zespol ~nasz-zespol ~historia ~o-mnie",
        "products": "produkty produkt ~sklep ~sklepik ~oferta ~dla-pracodawcow ~pracodawcy"
        " ~dla-firm ~dla-biznesu ~gadzety ~kategoria-produktu",
        "pricing": "~ile-kosztuje ~ile-to-kosztuje ~ile-kosztuja "
        "cennik ceny ~skladki ~oplaty ~czlonkostwo ~dolacz ~karnety ~honoraria",
        "features": "funkcje uslugi ~rozwiazania ~nasze-uslugi ~zajecia ~kursy ~pokoje ~dyscypliny"
        " ~sekcje",
        "faq": "~pytania-i-odpowiedzi faq czeste-pytania najczestsze-pytania ~pomoc ~pytania",
        "shipping": "dostawa wysylka ~jak-kupowac ~jak-zamawiac czas-dostawy koszty-dostawy",
    },
    "sv": {
        "about": "~byran ~om-byran "
        "om-oss ~foretaget ~om ~foreningen ~om-foreningen ~klubben ~om-klubben"
        " ~forbundet ~team ~vart-team ~historia ~vilka-vi-ar",
        "products": "produkter produkt ~butik ~webbshop ~for-foretag ~for-arbetsgivare"
        " ~arbetsgivare",
        "pricing": "~vad-kostar-det ~vad-kostar "
        "priser prislista ~medlemskap ~bli-medlem ~avgifter ~medlemsavgift"
        " ~arvoden ~arvode",
        "features": "funktioner tjanster ~losningar ~vara-tjanster ~kurser ~vara-rum",
        "faq": "~fragor-och-svar ~bra-att-veta ~praktisk-info ~praktisk-information vanliga-fragor"
        " faq ~hjalp"
        " ~ny-har ~ny-hos-oss",
        "shipping": "frakt leverans",
    },
    "da": {
        "about": "~firmaet om-os ~virksomheden ~foreningen ~om-foreningen ~klubben",
        "products": "produkter produkt ~butik ~webshop ~for-virksomheder",
        "pricing": "~hvad-koster-det ~hvad-koster "
        "priser prisliste ~medlemskab ~bliv-medlem ~kontingent ~honorarer",
        "features": "funktioner ydelser ~losninger ~kurser ~vaerelser",
        "faq": "~godt-at-vide ~praktisk-info ~praktisk-information ofte-stillede-sporgsmal faq"
        " ~hjaelp ~sporgsmal-og-svar ~ny-her",
        "shipping": "levering fragt",
    },
    "no": {
        "about": "~firmaet "
        "om-oss ~selskapet ~foreningen ~klubben ~hvem-er-vi ~var-historie ~historie"
        " ~historikk ~vart-team ~ansatte",
        "products": "produkter produkt ~butikk ~nettbutikk ~for-bedrifter ~sortiment ~meny",
        "pricing": "~hva-koster-det ~hva-koster "
        "priser prisliste ~medlemskap ~bli-medlem ~kontingent ~pris ~honorarer",
        "features": "funksjoner tjenester ~losninger ~vare-tjenester ~kurs ~vaare-rom",
        "faq": "~greit-a-vite ~praktisk-info ~praktisk-informasjon ofte-stilte-sporsmal faq ~hjelp"
        " ~sporsmal-og-svar ~ny-hos-oss ~ny-her",
        "shipping": "frakt levering ~frakt-og-levering",
    },
    "fi": {
        "about": "~toimisto "
        "meista tietoa-meista ~yritys ~yhdistys ~seura ~tarinamme ~tarina ~historia"
        " ~tiimi ~henkilosto ~keita-olemme ~yrityksesta",
        "products": "tuotteet tuote ~kauppa ~verkkokauppa ~yrityksille ~ruokalista ~valikoima"
        " ~mallisto ~menu",
        "pricing": "~mita-maksaa ~paljonko-maksaa "
        "hinnasto hinnat ~hinnoittelu ~jasenyys ~liity-jaseneksi ~jasenmaksu ~palkkiot",
        "features": "ominaisuudet palvelut ~palvelumme ~ratkaisut ~kurssit ~huoneet",
        "faq": "~kysymyksia-ja-vastauksia usein-kysytyt-kysymykset ukk ~usein-kysyttya ~kysymyksia"
        " ~tuki",
        "shipping": "toimitus ~toimituskulut ~toimitukset",
    },
    "cs": {
        "about": "~poznejte-nas ~kancelar ~o-kancelari o-nas ~o-spolecnosti ~spolek ~o-spolku"
        " ~klub ~kdo-jsme",
        "products": "produkty ~obchod ~obchudek ~eshop ~pro-firmy",
        "pricing": "~kolik-to-stoji ~kolik-stoji cenik ceny ~clenstvi ~honorare ~skolne",
        "features": "sluzby funkce ~reseni ~kurzy ~lekce ~pokoje",
        "faq": "~otazky-a-odpovedi caste-dotazy casto-kladene-dotazy faq ~napoveda ~casto-se-ptate"
        " ~na-co-se-casto-ptate",
        "shipping": "doprava doruceni",
    },
    "ja": {
        "about": "会社概要 私たちについて 当社について 当店について 当院について"
        " ~企業情報 ~会社情報 ~会社案内 ~私たちの想い ~会社紹介"
        " ~ごあいさつ ~代表挨拶 ~挨拶 ~あいさつ ~沿革 ~あゆみ ~歩み ~コンセプト ~紹介",
        "products": "製品 商品 ~製品情報 ~商品一覧 ~ショップ ~オンラインショップ ~通販",
        "pricing": "料金 価格 ~料金プラン ~入会案内 ~料金表 ~価格表 ~費用 ~プラン",
        "features": "機能 サービス ~特長 ~特徴 ~ソリューション ~事業内容 ~サービス内容",
        "faq": "よくある質問 よくあるご質問 ~ヘルプ ~質問",
        "shipping": "配送 送料 ~発送 ~配送について ~ご利用ガイド ~ご利用案内 ~ショッピングガイド"
        " ~お買い物ガイド",
    },
    "zh": {
        "about": "关于我们 公司简介 關於我們 公司簡介 ~关于 ~關於 ~公司介绍 ~公司介紹 ~企业简介"
        " ~公司概况 ~品牌故事 ~品牌介绍 ~协会简介 ~学会简介 ~走进我们 ~企业文化 ~发展历程"
        " ~團隊 ~团队 ~gywm ~guanyu ~guanyuwomen ~gsjj",
        "products": "产品 產品 商品 ~产品中心 ~产品展示 ~產品介紹 ~商城 ~周边 ~菜单 ~菜單"
        " ~chanpin ~cpzx",
        "pricing": "~多少钱 ~多少錢 "
        "价格 價格 ~定价 ~收费标准 ~收費標準 ~价目表 ~價目表 ~收费 ~收費 ~费用 ~會員"
        " ~会员 ~入会 ~jiage",
        "features": "功能 服务 ~服務 ~解决方案 ~解決方案 ~服务项目 ~服務項目 ~业务范围 ~fuwu",
        "faq": "常见问题 常見問題 ~帮助 ~问答 ~問答 ~帮助中心",
        "shipping": "配送 运费 運費 ~物流 ~购物指南 ~購物指南 ~购物须知",
    },
    "ko": {
        # "소개" (introduction) alone is weak: "객실소개" introduces the rooms.
        "about": "회사소개 기업소개 ~회사-소개 ~소개 ~인사말 ~연혁 ~브랜드소개",
        "products": "제품 상품 ~쇼핑몰 ~메뉴",
        "pricing": "가격 요금 ~가격표 ~이용요금",
        "features": "기능 서비스 ~솔루션 ~사업분야 ~사업소개",
        "faq": "자주-묻는-질문 자주묻는질문 faq ~도움말 ~질문과-답변 ~고객센터",
        "shipping": "배송 ~배송-안내 ~이용안내 ~이용-안내 ~쇼핑가이드 ~쇼핑안내 ~주문안내",
    },
    "hu": {
        "about": "~az-iroda ~irodank "
        "rolunk bemutatkozas ~a-cegrol ~cegunk ~ceg ~tortenetunk ~tortenet ~csapatunk"
        " ~a-csapat ~csapat ~kik-vagyunk ~egyesulet ~az-egyesulet ~klub",
        "products": "termekek termekeink ~termek ~webshop ~webaruhaz ~bolt ~aruhaz ~katalogus"
        " ~etlap ~kinalat ~kinalatunk",
        "pricing": "~mennyibe-kerul "
        "arak araink arlista ~dijak ~dijszabas ~arazas ~tagsag ~tagdij ~csomagok ~jegyarak"
        " ~belepodijak"
        " ~dijazas",
        "features": "szolgaltatasok szolgaltatasaink ~szolgaltatas ~megoldasok ~tevekenysegunk"
        " ~tanfolyamok ~kurzusok ~szobak",
        "faq": "~kerdesek-es-valaszok gyik gyakori-kerdesek ~kerdesek ~kerdes-valasz ~segitseg",
        "shipping": "szallitas kiszallitas ~hazhozszallitas ~szallitasi-informaciok"
        " ~szallitas-es-fizetes",
    },
    "ro": {
        "about": "~cabinetul "
        "despre-noi despre ~cine-suntem ~povestea-noastra ~povestea ~echipa"
        " ~echipa-noastra ~istoric ~istoria ~compania ~firma ~asociatia ~clubul",
        "products": "produse produsele-noastre ~produs ~magazin-online ~catalog ~meniu",
        "pricing": "~cat-costa "
        "preturi tarife ~lista-de-preturi ~pret ~abonamente ~pachete ~cotizatie"
        " ~onorarii",
        "features": "servicii serviciile-noastre ~serviciu ~solutii ~ce-facem"
        " ~cursuri ~domenii-de-practica ~arii-de-practica ~camere",
        "faq": "~intrebari-si-raspunsuri intrebari-frecvente ~intrebari ~ajutor",
        "shipping": "livrare ~livrarea ~transport-si-livrare ~livrare-si-retur ~expediere",
    },
    "tr": {
        "about": "hakkimizda ~kurumsal ~biz-kimiz ~hikayemiz ~tarihce ~tarihcemiz ~ekibimiz"
        " ~ekip ~firmamiz ~sirketimiz ~dernek ~dernegimiz ~kulup ~kulubumuz",
        "products": "urunler urunlerimiz ~urun ~magaza ~katalog ~koleksiyon ~menu ~menumuz",
        "pricing": "fiyatlar fiyat-listesi ~fiyat ~ucretler ~tarifeler ~paketler ~uyelik ~aidat",
        "features": "hizmetler hizmetlerimiz ~hizmet ~cozumler ~cozumlerimiz ~neler-yapiyoruz"
        " ~kurslar ~odalar",
        "faq": "sss s-s-s sikca-sorulan-sorular ~sorular ~yardim",
        "shipping": "kargo teslimat ~kargo-ve-iade ~iade-ve-degisim ~gonderim",
    },
    "el": {
        "about": "σχετικα-με-εμας ποιοι-ειμαστε sxetika-me-emas ~εταιρεια ~η-εταιρεια ~etaireia"
        " ~ιστορια ~η-ιστορια-μας ~istoria ~η-ομαδα-μας ~ομαδα ~ο-συλλογος ~συλλογος"
        " ~η-οικογενεια-μας ~οικογενεια-μας ~i-oikogeneia-mas",
        "products": "προϊοντα proionta ~καταστημα ~katastima ~καταλογος ~μενου ~menou",
        "pricing": "~ποσο-κοστιζει ~poso-kostizei "
        "τιμες τιμοκαταλογος timokatalogos ~τιμη ~πακετα ~συνδρομη",  # not "times"
        "features": "υπηρεσιες ypiresies ~οι-υπηρεσιες-μας ~λυσεις ~lyseis ~μαθηματα ~mathimata"
        " ~δωματια ~domatia",
        "faq": "συχνες-ερωτησεις syxnes-erotiseis ~ερωτησεις ~βοηθεια",
        "shipping": "αποστολες μεταφορικα ~τροποι-αποστολης ~αποστολη-προϊοντων ~apostoles",
    },
    "ru": {
        "about": "о-нас о-компании o-kompanii ~компания ~kompaniya ~история ~istoriya ~команда"
        " ~komanda ~кто-мы ~наша-история ~о-клубе ~о-клинике",
        "products": "продукция товары продукты produkciya produktsiya tovary ~каталог ~katalog"
        " ~магазин ~меню ~menyu",
        "pricing": "~сколько-стоит ~сколько-это-стоит ~skolko-stoit "
        "цены прайс прайс-лист tseny ~стоимость ~тарифы ~tarify ~prajs"
        " ~прайс-лист ~абонементы",
        "features": "услуги uslugi ~наши-услуги ~решения ~resheniya ~что-мы-делаем"
        " ~занятия ~zanyatiya ~курсы ~kursy ~номера ~nomera",
        "faq": "вопросы-и-ответы частые-вопросы вопрос-ответ vopros-otvet voprosy-i-otvety"
        " ~вопросы ~voprosy"
        " ~помощь",
        "shipping": "доставка dostavka доставка-и-оплата оплата-и-доставка oplata-i-dostavka"
        " ~как-заказать ~kak-zakazat",
    },
    "uk": {
        "about": "про-нас про-компанію pro-nas ~pro-kompaniiu ~pro-kompaniyu ~компанія ~історія"
        " ~istoriia ~команда ~хто-ми ~наша-історія",
        "products": "продукція товари produktsiia produktsiya tovary ~каталог ~магазин ~меню",
        "pricing": "~скільки-коштує ~skilky-koshtuie "
        "ціни прайс tsiny ciny ~вартість ~тарифи ~прайс-лист ~абонементи",
        "features": "послуги posluhy poslugy ~наші-послуги ~рішення ~rishennia"
        " ~заняття ~zaniattia ~курси ~номери",
        "faq": "часті-питання питання-відповідь питання-та-відповіді питання-і-відповіді"
        " pytannia-ta-vidpovidi ~питання ~pytannia ~допомога",
        "shipping": "доставка доставка-і-оплата оплата-і-доставка ~як-замовити",
    },
    "bg": {
        "about": "за-нас za-nas за-компанията за-фирмата ~кои-сме-ние ~история ~екип"
        " ~нашият-екип ~компанията ~фирмата",
        "products": "продукти produkti ~магазин ~каталог ~меню ~стоки",
        "pricing": "~колко-струва ~kolko-struva цени tseni ceni ~ценоразпис ~ценова-листа ~тарифи",
        "features": "услуги uslugi ~нашите-услуги ~решения ~стаи",
        "faq": "често-задавани-въпроси ~въпроси ~въпроси-и-отговори",
        "shipping": "доставка dostavka ~доставка-и-плащане",
    },
    "sk": {
        "about": "~kancelaria "
        "o-nas ~o-spolocnosti ~o-firme ~kto-sme ~historia ~tim ~nas-tim ~zdruzenie",
        "products": "produkty ~obchod ~obchodik ~eshop ~e-shop ~ponuka ~katalog ~jedalny-listok",
        "pricing": "~kolko-to-stoji ~kolko-stoji cennik ceny ~clenstvo ~honorare ~skolne",
        "features": "sluzby ~nase-sluzby ~riesenia ~kurzy ~lekcie ~skupinove-lekcie ~izby",
        "faq": "caste-otazky casto-kladene-otazky ~otazky ~otazky-a-odpovede ~pomoc",
        "shipping": "doprava dorucenie ~doprava-a-platba ~postovne",
    },
    "hr": {  # Croatian, Serbian (Latin and Cyrillic) and Bosnian share most words
        "about": "o-nama о-нама ~tko-smo-mi ~ko-smo-mi ~povijest ~istorija ~историја ~nas-tim"
        " ~tim ~tvrtka ~firma ~udruga ~udruzenje ~klub",
        "products": "proizvodi производи ~trgovina ~prodavnica ~web-shop ~katalog ~ponuda"
        " ~jelovnik ~meni ~artikli",
        "pricing": "~troskovi ~koliko-kosta ~koliko-kosta-to ~колико-кошта "
        "cijene cjenik cenovnik цене ценовник ~cene ~cjenovnik ~clanstvo ~clanarina",
        "features": "usluge услуге ~nase-usluge ~rjesenja ~resenja ~sobe",
        "faq": "cesta-pitanja cesto-postavljana-pitanja честа-питања ~pitanja ~pitanja-i-odgovori",
        "shipping": "dostava isporuka достава ~dostava-i-placanje",
    },
    "sl": {
        "about": "o-nas ~o-podjetju ~podjetje ~zgodovina ~ekipa ~nasa-ekipa ~drustvo ~o-drustvu",
        "products": "izdelki ~trgovina ~spletna-trgovina ~ponudba ~katalog ~jedilnik",
        "pricing": "~koliko-stane cenik ~cene ~clanarina ~clanstvo",  # "cene": Italian dinners
        "features": "storitve ~nase-storitve ~resitve",
        "faq": "~vprasanja-in-odgovori pogosta-vprasanja ~vprasanja ~pomoc",
        "shipping": "dostava ~posiljanje ~dostava-in-placilo",
    },
    "lt": {
        "about": "apie-mus ~apie ~istorija ~komanda ~musu-komanda ~imone ~apie-imone",
        "products": "produktai prekes ~parduotuve ~el-parduotuve ~katalogas ~meniu",
        "pricing": "~kiek-kainuoja kainos kainorastis ~kaina ~narystė",
        "features": "paslaugos ~musu-paslaugos ~sprendimai",
        "faq": "duk daznai-uzduodami-klausimai dazniausiai-uzduodami-klausimai ~klausimai",
        "shipping": "pristatymas ~siuntimas ~prekiu-pristatymas",
    },
    "lv": {
        "about": "par-mums ~par-uznemumu ~uznemums ~vesture ~komanda ~musu-komanda ~biedriba",
        "products": "produkti preces ~veikals ~interneta-veikals ~katalogs ~edienkarte",
        "pricing": "~cik-maksa cenradis ~cenas ~biedra-nauda ~daliba",  # "cenas": Spanish dinners
        "features": "pakalpojumi ~musu-pakalpojumi ~risinajumi",
        "faq": "buj biezak-uzdotie-jautajumi ~jautajumi",
        "shipping": "piegade ~piegades-noteikumi",
    },
    "et": {
        "about": "meie-kohta ~meist ~ettevottest ~ettevote ~ajalugu ~meeskond ~meie-lugu ~selts",
        "products": "tooted ~pood ~e-pood ~kataloog ~menuu",
        "pricing": "~kui-palju-maksab ~mis-see-maksab hinnad hinnakiri ~liikmemaks ~liikmelisus",
        "features": "teenused ~meie-teenused ~lahendused",
        "faq": "kkk korduma-kippuvad-kusimused ~kusimused",
        "shipping": "tarne ~tarneinfo ~saatmine ~kohaletoimetamine",
    },
    "ca": {
        "about": "~el-despatx "
        "qui-som sobre-nosaltres ~nosaltres ~empresa ~historia ~la-nostra-historia"
        " ~equip ~l-equip ~l-associacio ~associacio",
        "products": "productes ~botiga ~cataleg ~carta",
        "pricing": "~quant-costa preus tarifes ~quotes ~fes-te-soci ~honoraris",
        "features": "serveis ~els-nostres-serveis ~solucions ~habitacions ~modalitats",
        "faq": "~preguntes-i-respostes preguntes-frequents ~ajuda",
        "shipping": "enviament enviaments ~lliurament",
    },
    "id": {  # Indonesian and Malay
        "about": "tentang-kami tentang ~profil ~profil-perusahaan ~sejarah ~tim-kami ~siapa-kami"
        " ~cerita-kami ~kisah-kami"
        " ~mengenai-kami ~perusahaan ~visi-misi",
        "products": "produk produk-kami ~toko ~katalog ~kedai ~menu-kami",
        "pricing": "~berapa-biaya ~berapa-biayanya ~berapa-harganya "
        "harga daftar-harga ~paket ~tarif ~biaya ~keanggotaan ~yuran",
        "features": "layanan layanan-kami ~jasa ~solusi ~perkhidmatan ~kamar ~kamar-kami",
        "faq": "pertanyaan-umum tanya-jawab soalan-lazim ~bantuan",
        "shipping": "pengiriman ~penghantaran ~info-pengiriman ~ongkos-kirim",
    },
    "vi": {
        "about": "gioi-thieu ve-chung-toi ve-cong-ty ~cau-chuyen ~chuyen ~lich-su ~doi-ngu"
        " ~cong-ty",
        "products": "san-pham ~cua-hang ~thuc-don ~danh-muc",
        "pricing": "~gia-bao-nhieu bang-gia ~gia ~gia-ca ~goi-dich-vu",
        "features": "dich-vu ~giai-phap ~linh-vuc-hoat-dong",
        "faq": "cau-hoi-thuong-gap hoi-dap ~cau-hoi",
        "shipping": "van-chuyen giao-hang ~chinh-sach-van-chuyen ~chinh-sach-giao-hang",
    },
    "ar": {
        "about": "من-نحن عن-الشركة نبذة-عنا ~عنا ~الشركة ~قصتنا ~فريقنا ~تاريخنا ~عن-الجمعية",
        "products": "المنتجات منتجاتنا ~المتجر ~متجر ~الكتالوج ~قائمة-الطعام ~المنيو",
        "pricing": "~كم-التكلفة ~كم-يكلف "
        "الأسعار أسعارنا ~الباقات ~الاشتراكات ~قائمة-الأسعار ~العضوية",
        "features": "خدماتنا الخدمات ~الحلول ~حلولنا",
        "faq": "الأسئلة-الشائعة ~الأسئلة-المتكررة ~أسئلة-شائعة ~المساعدة",
        "shipping": "الشحن التوصيل ~الشحن-والتوصيل ~سياسة-الشحن",
    },
    "he": {
        "about": "אודות אודותינו עלינו מי-אנחנו ~החברה ~הסיפור-שלנו ~הצוות ~הצוות-שלנו ~העמותה",
        "products": "מוצרים המוצרים ~חנות ~החנות ~קטלוג ~תפריט",
        "pricing": "~כמה-זה-עולה ~כמה-עולה מחירים מחירון ~חבילות ~תעריפים ~דמי-חבר",
        "features": "שירותים השירותים-שלנו ~השירותים ~פתרונות",
        "faq": "שאלות-נפוצות ~שאלות-ותשובות ~שאלות",
        "shipping": "משלוחים משלוח ~מדיניות-משלוחים ~משלוחים-והחזרות",
    },
    "th": {
        "about": "เกี่ยวกับเรา ~เกี่ยวกับ ~ประวัติ ~ทีมงาน",
        "products": "สินค้า ผลิตภัณฑ์ ~ร้านค้า ~เมนู",
        "pricing": "ราคา อัตราค่าบริการ ~แพ็กเกจ",
        "features": "บริการ ~บริการของเรา",
        "faq": "คำถามที่พบบ่อย ~คำถาม",
        "shipping": "การจัดส่ง ~จัดส่ง",
    },
    "fa": {
        "about": "درباره-ما ~درباره ~تاریخچه ~تیم-ما",
        "products": "محصولات ~فروشگاه ~منو",
        "pricing": "قیمت-ها تعرفه-ها لیست-قیمت ~قیمت ~تعرفه",
        "features": "خدمات ~خدمات-ما ~راهکارها",
        "faq": "سوالات-متداول پرسش-های-متداول ~سوالات",
        "shipping": "ارسال ~شیوه-ارسال ~ارسال-کالا",
    },
    "hi": {
        "about": "हमारे-बारे-में ~परिचय ~हमारी-कहानी",
        "products": "उत्पाद ~दुकान",
        "pricing": "मूल्य कीमत ~शुल्क ~दरें",
        "features": "सेवाएं सेवाएँ ~हमारी-सेवाएं",
        "faq": "सामान्य-प्रश्न अक्सर-पूछे-जाने-वाले-प्रश्न ~प्रश्न",
        "shipping": "शिपिंग डिलीवरी",
    },
    "is": {
        "about": "um-okkur ~fyrirtaekid ~saga ~starfsfolk",
        "products": "vorur ~verslun ~vefverslun ~matsedill",
        "pricing": "~hvad-kostar verd verdskra ~gjaldskra",
        "features": "thjonusta ~lausnir",
        "faq": "algengar-spurningar ~spurningar",
        "shipping": "sendingar ~afhending",
    },
    "eu": {
        "about": "guri-buruz ~taldea",
        "products": "produktuak ~denda",
        "pricing": "prezioak ~tarifak",
        "features": "zerbitzuak",
        "faq": "ohiko-galderak ~galderak",
        "shipping": "bidalketak ~bidalketa",
    },
    "gl": {
        "about": "quen-somos",
        "products": "~tenda",
        "pricing": "~canto-custa prezos ~honorarios-profesionais",
        "features": "servizos",
        "faq": "preguntas-frecuentes",
        "shipping": "envios",
    },
    "sq": {
        "about": "rreth-nesh ~stafi",
        "products": "produktet ~dyqani",
        "pricing": "~sa-kushton cmimet ~cmimi",
        "features": "sherbimet",
        "faq": "pyetje-te-shpeshta ~pyetje",
        "shipping": "dergesa ~dorezimi",
    },
    "mk": {
        "about": "за-нас ~историја",
        "products": "производи ~продавница",
        "pricing": "~колку-чини цени ценовник",
        "features": "услуги",
        "faq": "најчесто-поставувани-прашања ~прашања",
        "shipping": "испорака ~достава",
    },
    "tl": {
        "about": "tungkol-sa-amin",
        "products": "mga-produkto produkto ~tindahan",
        "pricing": "~magkano presyo mga-presyo",
        "features": "serbisyo mga-serbisyo",
        "faq": "mga-madalas-itanong ~mga-tanong",
        "shipping": "pagpapadala",
    },
    "ka": {
        "about": "ჩვენს-შესახებ ~ისტორია ~გუნდი",
        "products": "პროდუქცია პროდუქტები ~მაღაზია",
        "pricing": "ფასები ~ტარიფები",
        "features": "სერვისები მომსახურება",
        "faq": "ხშირად-დასმული-კითხვები ~კითხვები",
        "shipping": "მიწოდება",
    },
    "sw": {
        "about": "kuhusu-sisi",
        "products": "bidhaa ~duka",
        "pricing": "~bei ~gharama",  # "bei" is German "at": weak, a label's whole text only
        "features": "huduma",
        "faq": "maswali-yanayoulizwa-mara-kwa-mara ~maswali",
        "shipping": "usafirishaji",
    },
}

# "Since 1987", "Seit 1962", "Dal 1958", "1987 óta": a label that is the year
# the organisation began is its story, the about page (``keypages._since``);
# the word before the year, or after it where the language puts it last.
SINCE_BEFORE = (
    "since est established founded seit gegrundet depuis fonde fondee dal dall dalla desde"
    " fundada fundado sinds opgericht sedan siden od od-roku fra"
)
SINCE_AFTER = "ota lahtien dan-beri den-beri tan-beri ten-beri"

# A therapist's or a doctor's "the practice" ("De praktijk", "Die Praxis"): its
# about page, as the whole label only; beside another kind's word it is that
# kind's ("Our practice services", "De praktijk en tarieven").
PRACTICE = "the-practice our-practice die-praxis unsere-praxis de-praktijk onze-praktijk"

# "About …" in the site's language: a navigation label that begins with it
# ("Über die Praxis", "Om klubben", "O penzionu", "Over de praktijk") is the
# about page. Per language, as "o" is "about" in Czech and "the" in Portuguese.
ABOUT_PREFIXES: dict[str, str] = {
    "en": "about",
    "de": "uber ueber",
    "nl": "over",
    # "Vi på Bolanderna" (we at…): the people of the place, its about.
    "sv": "om vi-pa",
    "da": "om vi-pa",
    "no": "om vi-pa",
    "pl": "o",
    "cs": "o",
    "sk": "o",
    "sl": "o",
    "hr": "o",
    "es": "sobre acerca-de",
    "pt": "sobre",
    "fr": "a-propos-de",
    "ca": "sobre",
    "ro": "despre",
    "fi": "tietoa",
    "ru": "о",
    "uk": "про",
    "el": "σχετικα-με",
    "lt": "apie",
    "lv": "par",
    "id": "tentang mengenai",
    "vi": "gioi-thieu",
    "ar": "عن نبذة-عن",
    "he": "אודות",
    "fa": "درباره",
    "is": "um",
    "tl": "tungkol-sa",
    "sw": "kuhusu",
    "sq": "rreth",
}
# "… about" where the language puts it after the name: "Şirket hakkında".
# "Meet" and a name ("Meet Tom", "Conoce a Fer", "Poznaj Marka"): the owner's
# own page, a small firm's about; not "Meet the animals", "Meet us at the
# market", "Meet & greet", "Poznaj naszą ofertę" (``NOT_A_NAME``, and the
# determiners after it).
NAME_PREFIXES: dict[str, str] = {
    "en": "meet",
    "es": "conoce-a conozca-a conoce-al",
    "pt": "conheca-a conheca-o",
    "it": "conosci",
    "fr": "rencontrez",
    "nl": "maak-kennis-met",
    "pl": "poznaj",
}
NOT_A_NAME = "us me you greet and nous nosotros noi uns nas ons mnie vos votre su sus tus todos"

# English puts a phrase's head last: "New sailor questions", "Parent FAQs" are
# the FAQ, whatever asks them (``keypages._label_match``).
QUESTION_HEADS = "questions faqs"

# "Who is" the organisation ("Le Meeple, c'est qui ?", "Wer ist Gubler?", "Who
# are Brightside?"): its own page, the about. A "who" word, and the copulas that
# go with it; the label's other words must be its name.
WHO = "who qui wer quien chi kdo kto vem hvem wie kim"
WHO_IS = "is are c est es e je jest ar er ist sind son sont som zijn"

# A family, and the family's own name ("Familie Gubler" of "Gubler Fassaden",
# "A Kerekes család" of "Kerekes Gumi"): a family firm's own page, its about.
# Each language's order: the name after "Familie", "Famille", "Rodzina"; before
# "család", "perhe". English "Family X" is a family's offer ("Family Dentistry",
# "Family Pass"), so English counts only "the X family", as Hungarian does.
FAMILY_FIRST = "familie famille familia famiglia rodzina rodina familjen"
FAMILY_LAST = "family csalad perhe"

# The sections of posts: a post's slug under them is a sentence, no kind
# (``keypages._path_kind``). Not home or contact, under which sites file pages.
POSTS = (
    "news blog blogs posts articles aktuelles neuigkeiten actualites actualite noticias"
    " novedades notizie nieuws aktualnosci nyheter blogg nyheder uutiset blogi aktuality"
    " novinky hirek noutati stiri haberler duyurular"
)

ABOUT_SUFFIXES: dict[str, str] = {
    "tr": "hakkinda hakkimizda",
    "et": "kohta",
}

# Tables that serve more than one language code (Norwegian Bokmål and Nynorsk;
# Serbian and Bosnian beside Croatian; Malay beside Indonesian).
# The products words that name an audience, a firm's page for its business
# customers ("Empresas", "Für Unternehmen", "Dla pracodawców"; any ``for-…``
# slug too): a page that heads a submenu of the firm's offers is its services
# overview, features (``keypages.candidates``).
AUDIENCE = (
    "for-employers employers for-business for-companies for-clients fuer-unternehmen"
    " fur-unternehmen fuer-arbeitgeber fur-arbeitgeber arbeitgeber fuer-kunden fur-kunden"
    " pour-les-entreprises entreprises employeurs para-empresas empresas per-le-aziende aziende"
    " voor-werkgevers werkgevers voor-bedrijven dla-pracodawcow pracodawcy dla-firm dla-biznesu"
    " for-foretag for-arbetsgivare arbetsgivare for-virksomheder for-bedrifter yrityksille"
    " pro-firmy"
)

ALIASES: dict[str, str] = {"nb": "no", "nn": "no", "sr": "hr", "bs": "hr", "ms": "id"}

# Articles and possessives before a section's name: "La carta", "Der Verein",
# "Unser Team", "Our services" name what "carta", "Verein", "Team" name alone.
DETERMINERS = (
    "the our my la el los las lo il le les l gli i un una der die das den unser unsere"
    " unseren notre nos nuestra nuestro nuestros nuestras nostra nostro nostri a o os as"
    " de het ons onze var vara vart nasz nasza nasze vores vor vare"
    " az ο η το οι τα ta el els la les l nostra nostre"
)

# The reader's own: "Vos questions", "Your questions", "Ihre Fragen" are the
# same page as "Questions" (a FAQ that speaks to its reader), and "Your price"
# a price list; but "Your story", "Votre équipe" are the customer's (a
# photographer's, a recruiter's offer), not the organisation's about page.
READERS = (
    "your vos votre ihre ihr tus tu sus vuestras vuestros tue tuoi vostre jouw uw"
    " seus suas twoje wasze"
)
READER_KINDS = frozenset({"faq", "pricing"})

# The articles among them: "Das Weingut" is the one winery, the organisation
# itself when its name says "Weingut" ("Unsere Weine" is what it sells).
ARTICLES = (
    "the la el los las lo il le les l gli der die das den het a o os as az ο η το οι τα ta els"
)

# "Of" between a story and whose it is ("The story of Mộc", "Chuyện của Mộc",
# "Die Geschichte von Keller", "La historia de Olé").
OF_WORDS = "of von vom van de del della di du des da do dos das cua"

# "Usage guide": on a shop (a site with a products page), its guide to
# ordering, paying and delivery, the shipping page; on any other site (a
# pension, a clinic, a service) how to use it, a help page (``faq``).
USAGE_GUIDES = "이용안내 이용-안내 ご利用ガイド ご利用案内"

# Words that name a kind only on a site in their language, in a link's text
# (never a slug): in another language they are a common other word. Italian
# "Quote" are the fees (of a club, a school); English "quote" is an estimate a
# customer asks for, a contact form.
SCOPED: dict[str, dict[str, str]] = {
    "it": {"pricing": "~quote ~le-quote", "about": "~la-famiglia"},
    # "The family" as the whole label, in the site's own language: a family
    # business's own page ("La famiglia"); inside a label it is a family's
    # room, menu or price ("Tarifs pour la famille", "The Family Suite").
    "en": {"about": "~the-family"},
    "de": {"about": "~die-familie"},
    "fr": {"about": "~la-famille"},
    "es": {"about": "~la-familia"},
    "nl": {"about": "~de-familie"},
    "pt": {"about": "~a-familia"},
}

# "And" in the tables' languages: a menu writes it "&" or "+" ("Fragen &
# Antworten", "Spørgsmål & svar"), which folds away, so a phrase of a table
# with its language's "and" between two words is also that phrase without it
# (``keypages._keys``). Each language's own: Czech "a" is Italian "to", Dutch
# "en" Spanish "in", Polish "i" Italian "the".
AND_WORDS: dict[str, str] = {
    "en": "and",
    "de": "und",
    "fr": "et",
    "es": "y e",
    "it": "e ed",
    "nl": "en",
    "pt": "e",
    "pl": "i oraz",
    "sv": "och",
    "da": "og",
    "no": "og",
    "is": "og",
    "fi": "ja",
    "et": "ja",
    "cs": "a",
    "sk": "a",
    "hu": "es",
    "ro": "si",
    "tr": "ve",
    "lt": "ir",
    "lv": "un",
    "hr": "i",
    "sl": "in",
    "ca": "i",
    "ru": "и i",  # and its Latin spelling in slugs ("voprosy-i-otvety")
    "bg": "и i",  # and its Latin spelling in slugs ("voprosy-i-otvety")
    "mk": "и i",  # and its Latin spelling in slugs ("voprosy-i-otvety")
    "uk": "і та",
    "el": "και",
}
# Those that are a preposition or an article in another language ("Eventi a
# Milano", "I prossimi eventi", "Events en París"): a label joins two things
# with them only where its own language says so, which a label alone does not
# tell, so only a sign joins there, or the "and" of the events word's own
# language ("Svatby a akce", "Wesela i wydarzenia"; ``keypages._offer_and_events``).
AND_ELSEWHERE = "a i en es si un ir in ve"

# Languages that write a compound as one word: its last part says what it
# is ("Patientenfragen" are questions, "Zimmerpreise" prices), so a label or
# a slug that ends with a kind's word of six letters or more names that kind,
# weaker (``keypages._compound_kind``). A shorter word is often another
# word's end ("Nachhilfe" is tutoring, "Förderpreis" a prize). Hungarian and
# Estonian write them whole too ("Házhozszállítás", home delivery;
# "Piletihinnad", ticket prices).
COMPOUNDING = "de nl sv da no is fi hu et"
# The languages whose names put what the business is last, after a place's or a
# person's name ("Sølvgade Fysioterapi", "Acme Consulting"): a name's last word
# alone is its trade there, no name. Romance and Slavic names put it first
# ("Brutăria Bunicii", "Szkoła Lingwista"): their last word is the name's own.
TRADE_LAST = "en de nl sv da no is fi hu et tr"
# Help ends other compounds: "Førstehjælp" and "Elsősegítség" are first aid,
# "Nachhilfe" tutoring; packages goods: "Ajándékcsomagok" are gift boxes, no
# price list; and carrying or sending is a trade of its own: "Személyszállítás"
# is passenger transport, "Áruszállítás" freight, "Sõnumisaatmine" messaging
# (delivery to the buyer has its own word: "kiszállítás", "házhozszállítás").
NO_COMPOUND_HEADS = "hjaelp hjalp hilfe csomagok segitseg szallitas saatmine"
# A shop's compound ("Clubshop", "Vereinsshop", "Hofshop"): goods, whatever
# sells them; but the loanword "Workshop" is a course ("Fotoworkshop" too), and
# a body shop, a barbershop, Photoshop are no shop's goods: they end such a word
# (``keypages._compound_kind``).
SHOP_HEAD = "shop"
NOT_SHOPS = "workshop barbershop coffeeshop photoshop bodyshop"
# A verb's particle before a question's compound head makes another word of it:
# "Anfragen" are enquiries, "Umfragen" surveys, "Abfragen" queries (Dutch
# "aanvragen", applications), not questions; so "Gruppenanfragen" is a form.
HEAD_PARTICLES = "an um ab"
# Generic last parts that take their sense from the first ("Kostenbeispiele",
# cost examples; "Preisübersicht", "Produktkatalog" is a word already): the
# compound is of the first part's kind.
GENERIC_HEADS = (
    "liste uebersicht ubersicht beispiele tabelle rechner"
    " lijst overzicht voorbeelden lista oversikt exempel oversigt eksempler"
)

# Sections that are no key page and not worth a look at their content.
OTHER: dict[str, str] = {
    "en": "home homepage start contact contact-us get-in-touch blog blogs news events gallery"
    " changelog release-notes"
    " photos search sitemap newsletter donate get-a-quote book-a-demo downloads download"
    " find-us portfolio projects our-projects case-studies references recipes",
    "de": "startseite start kontakt aktuelles neuigkeiten news termine veranstaltungen"
    " galerie bilder suche spenden anfahrt projekte referenzen portfolio rezepte",
    "fr": "accueil contact contactez-nous actualites blog evenements galerie recherche"
    " nous-trouver plan-d-acces projets realisations references portfolio recettes",
    "es": "inicio contacto contactanos noticias blog eventos galeria buscar donde-estamos"
    " como-llegar proyectos referencias portafolio portfolio recetas",
    "it": "home contatti contattaci notizie news blog eventi galleria cerca dove-siamo"
    " come-raggiungerci progetti portfolio referenze realizzazioni ricette",
    "nl": "home contact nieuws blog evenementen agenda galerij zoeken route projecten"
    " portfolio referenties recepten",
    "pt": "inicio contacto contato contactos noticias blog eventos galeria pesquisar onde-estamos",
    "pl": "strona-glowna start kontakt aktualnosci wydarzenia galeria blog szukaj dojazd"
    " realizacje projekty portfolio referencje przepisy",
    "sv": "hem startsida kontakt kontakta-oss nyheter blogg evenemang kalender galleri sok",
    "da": "forside kontakt nyheder blog arrangementer galleri",
    "no": "hjem forside kontakt nyheter blogg arrangementer galleri",
    "fi": "etusivu yhteystiedot ota-yhteytta uutiset blogi tapahtumat galleria",
    "cs": "uvod kontakt kontakty aktuality novinky akce galerie",
    "ja": "ホーム お問い合わせ ニュース お知らせ ブログ アクセス 交通アクセス",
    "zh": "首页 首頁 联系我们 聯繫我們 新闻 新闻中心 新闻动态 动态 博客 联系",
    "ko": "홈 문의 뉴스 블로그 오시는길 공지사항 갤러리 커뮤니티",
    "hu": "fooldal kezdolap kapcsolat elerhetoseg elerhetosegek hirek aktualis blog galeria"
    " kepek esemenyek",
    "ro": "acasa contact contacteaza-ne noutati stiri blog galerie evenimente",
    "tr": "ana-sayfa anasayfa iletisim haberler duyurular blog galeri etkinlikler",
    "el": "αρχικη επικοινωνια νεα νεα-και-ανακοινωσεις εκδηλωσεις φωτογραφιες arxiki epikoinonia",
    "ru": "главная контакты новости блог галерея фотогалерея glavnaya kontakty novosti",
    "uk": "головна контакти новини блог галерея події holovna novyny",
    "bg": "начало контакти новини блог галерия kontakti novini",
    "sk": "uvod domov kontakt aktuality novinky galeria",
    "hr": "pocetna naslovnica kontakt kontakti vijesti novosti galerija почетна контакт вести",
    "sl": "domov kontakt novice galerija",
    "lt": "pradzia kontaktai naujienos galerija",
    "lv": "sakums kontakti jaunumi galerija",
    "et": "avaleht kontakt kontaktid uudised galerii",
    "ca": "inici contacte noticies galeria",
    "id": "beranda kontak hubungi-kami berita galeri",
    "vi": "trang-chu lien-he tin-tuc",
    "ar": "الرئيسية اتصل-بنا تواصل-معنا الأخبار المدونة معرض-الصور",
    "he": "דף-הבית ראשי צור-קשר חדשות בלוג גלריה",
}

# A shop's terms for resellers ("Wholesale", "Velkoobchod", "Revenda"): the
# same goods by the box, no offer of its own and no price list of its goods:
# no key page, as the whole label or the path's last word (``keypages._wholesale``).
WHOLESALE: dict[str, str] = {
    "en": "wholesale trade-accounts stockists",
    "de": "grosshandel wiederverkaufer wiederverkaeufer haendler",
    "fr": "revendeurs grossistes vente-en-gros",
    "es": "mayoristas venta-mayorista ventas-mayoristas por-mayor",
    "it": "ingrosso rivenditori vendita-all-ingrosso",
    "nl": "groothandel wederverkopers",
    "pt": "revenda revendedores atacado venda-por-atacado",
    "pl": "hurtownia sprzedaz-hurtowa",
    "sv": "aterforsaljare grossist",
    "da": "forhandlere engros",
    "no": "forhandlere engros",
    "fi": "jalleenmyyjat tukkumyynti",
    "cs": "velkoobchod",
    "sk": "velkoobchod",
    "hu": "nagyker nagykereskedelem viszonteladoknak",
}

# What others say of the organisation and who stands beside it: testimonials,
# reviews, sponsors, partners, the press. Proof and relations: no page of a
# kind, and no offer however the homepage's headings name it (a "##
# Testimonials" over its quotes). Only as a whole label or a path's last
# segment (``keypages._relation``): inside a label they are often another's
# ("Stampa digitale" is printing, "Sponsor a child" a charity's offer), and no
# word that is a trade too (Italian "stampa", Spanish "prensa", French "avis").
RELATIONS: dict[str, str] = {
    "en": "testimonials reviews client-reviews customer-reviews sponsors our-sponsors partners"
    " our-partners press in-the-press press-room",
    "de": "kundenstimmen bewertungen erfahrungsberichte rezensionen sponsoren partner presse",
    "fr": "temoignages avis-clients sponsors partenaires nos-partenaires presse",
    "es": "testimonios opiniones resenas patrocinadores",
    "it": "testimonianze recensioni sponsor partner",
    "nl": "ervaringen klantervaringen recensies reviews sponsors partners pers",
    "pt": "depoimentos testemunhos patrocinadores parceiros imprensa",
    "pl": "opinie opinie-klientow sponsorzy partnerzy",
    "sv": "omdomen recensioner sponsorer partners press",
    "da": "anmeldelser udtalelser sponsorer partnere presse",
    "no": "omtaler anmeldelser sponsorer partnere presse",
    "fi": "asiakaskokemuksia arvostelut sponsorit yhteistyokumppanit",
    "cs": "recenze sponzori partneri",
}

# Goods for sale, or used: a dealer's stock (pianos, bikes, boats, cars), named
# so in a label of its own: "Used boats", "Myytävät pianot" (the word first),
# "Pianos for sale", "Vélos d'occasion" (the phrase last) (``keypages._second_hand``).
# Inside another label they are other words ("Used by 500 teams", "Occasions
# spéciales", "Bazar de Noël"), so never a word of the tables.
SECOND_HAND_FIRST = (
    "used pre-owned second-hand secondhand gebrauchte gebrauchtes gebraucht myytavat kaytetyt"
    " kasutatud ojete ojeta pouzite pouzita uzywane begagnade begagnat brugte brukte hasznalt"
    " elado tweedehands"
)
SECOND_HAND_LAST = (
    "for-sale d-occasion a-vendre zu-verkaufen en-venta de-segunda-mano usados usadas usato usati"
    " usate in-vendita te-koop tweedehands till-salu til-salg til-salgs na-prodej na-sprzedaz"
    " uzywane hasznalt de-ocasion de-ocasiao seminovos seminovas em-segunda-mao myynnissa"
)

# The ``OTHER`` words of the way to a venue ("Sporthal & route", "Anfahrt"): beside
# a club's or a school's activities in one submenu, the place they happen, no
# other section (``keypages.offer_sections``).
WAY_THERE = (
    "route anfahrt find-us directions plan-d-acces nous-trouver como-llegar donde-estamos"
    " dove-siamo come-raggiungerci dojazd onde-estamos"
)

# The ``OTHER`` words of a calendar: alone, or beside news, a section no key
# page is in; joined by "and" to a word no table holds ("Weddings & Events",
# "Catering & Eventi", "Tagungen & Events") the occasions a business serves,
# an offer whose content may say its kind (``keypages._label_match``).
EVENTS = (
    "events veranstaltungen termine evenements eventos eventi evenementen agenda wydarzenia"
    " evenemang kalender arrangementer tapahtumat akce esemenyek evenimente etkinlikler"
    " εκδηλωσεις події"
)
# What a venue's calendar lists: joined to events ("Konzerte & Events",
# "Mostre ed eventi") they are still its programme, no offer of occasions.
CALENDAR = (
    "concerts konzerte concerti conciertos concertos concerten konserter koncerty"
    " exhibitions ausstellungen mostre expositions exposiciones exposicoes tentoonstellingen"
    " utstallningar udstillinger wystawy shows performances auffuhrungen spettacoli"
    " spectacles espectaculos voorstellingen festivals festivals screenings"
)

# The about words that name the organisation's people, not the organisation:
# a team page ranks after any other page an about word names ("Wie we zijn"
# over "Ons team"), as a person who wants the about opens the organisation's
# own page, and its team is one part of it (``keypages._rank``).
TEAM = (
    "team our-team meet-the-team the-team unser-team das-team notre-equipe equipe l-equipe"
    " equipo nuestro-equipo el-equipo la-squadra il-nostro-team il-team ons-team het-team"
    " equipa a-equipa a-nossa-equipa zespol nasz-zespol vart-team teamet ansatte tiimi"
    " henkilosto 團隊 团队 csapatunk a-csapat csapat echipa echipa-noastra ekibimiz ekip"
    " η-ομαδα-μας ομαδα команда komanda екип нашият-екип tim nas-tim ekipa nasa-ekipa"
    " musu-komanda meeskond equip l-equip tim-kami doi-ngu فريقنا הצוות הצוות-שלנו ทีมงาน"
    " تیم-ما taldea stafi გუნდი starfsfolk"
)

# Never a key page, whatever other word its path or link holds (/about/license/).
_EXCLUDED_WORDS = (
    "legal licence license licenses cookie cookies privacy terms imprint impressum careers"
    " career jobs job signup sign-up register datenschutz agb mentions-legales aviso-legal"
    # The plural and inflected "legal" (Jimdo's "Informazioni legali" at /about/).
    " legali legales legais rechtliches rechtliche"
    " privacy-policy terms-of-service terms-and-conditions"
    " karriere stellenangebote lavora-con-noi kariera praca jobb lediga-jobb empleo"
    " trabaja-con-nosotros carreiras vacatures rodo polityka-prywatnosci privacidad"
    " integritetspolicy privacyverklaring privacybeleid cookiebeleid algemene-voorwaarden"
    " datenschutzerklarung datenschutzerklaerung anmelden"
    " privacidade adatvedelem adatvedelmi aszf impresszum confidentialitate gdpr cariere"
    " kvkk gizlilik cerez kariyer mesafeli tietosuoja tietosuojaseloste evasteet rekrytointi"
    " απορρητου απορρητο конфиденциальности вакансии оферта конфіденційності вакансії"
    " konfidentsiinosti konfidencialnosti поверителност кариери privasi karir lowongan syarat"
    " syarat-dan-ketentuan tuyen-dung chinh-sach-bao-mat الخصوصية الوظائف פרטיות תקנון דרושים"
    " privatnost kolacici prijava karijere obchodni-podminky vseobecne-obchodni-podminky"
    " obchodne-podmienky vseobecne-obchodne-podmienky privatumo karjera privatuma"
    " sikdatnes privaatsus privaatsuspoliitika kupsised karjaar"
    " privacitat avis-legal galetes 개인정보처리방침 이용약관 채용"
    " プライバシーポリシー 個人情報保護方針 特定商取引法に基づく表記 採用情報"
    # Jobs: Japanese "staff wanted", and "recruit" (a path's word there); not
    # "recruitment", a recruiter's own offer.
    " 求人 求人情報 スタッフ募集 recruit"
    " 隐私政策 隱私權政策 招聘 人才招聘"
)
# Login, account and cart pages: never a key page either, and one link so
# labelled says what its URL is for every other link to it ("Вход" beside
# "Регистрация" on OpenCart's /vhod: ``keypages.unnamed``). Not "register",
# "anmelden" or "prijava": a course's or a club's sign-up as well.
ACCOUNT = (
    "login log-in signin sign-in account cart basket checkout warenkorb carrello carrito koszyk"
    " varukorg winkelwagen carrinho panier accedi acceder zaloguj logga-in inloggen entrar"
    " connexion kosar fiokom bejelentkezes sepet sepetim giris ostoskori kirjaudu καλαθι συνδεση"
    " корзина вход кошик вхід количка keranjang gio-hang dang-nhap السلة تسجيل-الدخول התחברות"
    " kosarica kosik prihlasenie krepselis prisijungti grozs ostukorv cistella 로그인 장바구니"
    " カート ログイン 购物车 購物車 登录 登入"
)
EXCLUDED = frozenset(_EXCLUDED_WORDS.split()) | frozenset(ACCOUNT.split())

# Words of a founding ("founded in 1968", "a ouvert en 2014"): with a year of
# the past, an about page's story (sitebrief/rules/proof.py).
FOUNDING = (
    "founded established started began opened gegrundet gegruendet eroffnet eroeffnet"
    " fondee fonde ouvert cree creee fundada fundado abrio fondata fondato nata nato aperta"
    " opgericht fundada comecou abriu nasceu zalozona zalozony zalozyli powstala powstal"
    " grundades grundat bildades startade grundlagt stiftet blev-startet ble-startet"
    " perustettu zalozena zalozen"
    " alapitva alapitottuk alapitotta alapitott nyitotta kezdtem kezdtuk kezdte indult"
    " infiintat infiintata infiintarea"
    " fondat fondata kuruldu kurulan kurulmus kurulusumuz perustettiin aloitti ιδρυθηκε"
    " ανοιξε основана основан основано открылась заснована заснований заснування"
    " didirikan thanh-lap تأسست تأسس נוסדה נוסד הוקמה הוקם osnovan osnovana"
    " osnovano zalozena zalozeny ikurta ikurtas dibinats dibinata asutatud fundat"
    " स्थापित स्थापना تأسیس დაარსდა stofnad stofnud themeluar themelua ilianzishwa itinatag"
    # Languages of the tables the lines above left out: Slovenian, Bulgarian and
    # Macedonian, Estonian, Latvian, Lithuanian, Basque, Galician, Persian.
    " ustanovljen ustanovljena ustanovljeno ustanovil ustanovila odprl odprla odprli zaceli"
    " започна започнахме основахме създаден създадена създадохме отворихме"
    " основавме започнавме"
    " alustas avati rajatud ikure atidare"
    " sortua sortutakoa fundouse"
    # A founder's own verb, as Slavic languages inflect it by the founder
    # ("założył w 2004 roku", "založil v roce 1994"), and the first person
    # ("perustin", "avasin", "I opened").
    " zalozyl zalozyla zalozil zalozila zalozili osnovao osnovala основал основала"
    " заснував заснувала perustin perustimme avasin avasimme aloitin grundete"
    # "Opened" in the past tense of Romance and Slavic languages ("abrieron",
    # "otevřela"; Italian "aprì" is ``FOUNDING_MARKED``: folded, it is the
    # imperative "apri"), and
    # Finnish "sai alkunsa" (began).
    " aprirono abrieron otevrela otevrel otevreli otvorila otvoril otvorili"
    " otworzyla otworzyl otworzylismy otworzyli alkunsa"
    # Italian "was born", "founded" (plural): no other word alike.
    " nacque nacquero fondarono"
    " بنیان-گذاری"
)
# Founding verbs told by their accent: Italian's past "aprì" (opened) and
# "fondò" (founded); folded, they are "apri" (open!) and "fondo" (a fund, the
# bottom), so they are matched as written (``proof._story``).
FOUNDING_MARKED = "aprì fondò"
# Founding words of CJK languages, found inside the text.
FOUNDING_CJK = (
    "成立",
    "创立",
    "創立",
    "创办",
    "創業",
    "設立",
    "開業",
    "始まり",
    "创建",
    "설립",
    "창업",
    "문을 연",
    "오픈한",
    "ก่อตั้ง",  # Thai writes no spaces between words either
)

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
    " alapitva tortenet tortenetunk csapat csapatunk kuldetes ota generacio"
    " infiintat fondat istoria povestea echipa misiune"
    " kuruldu kurucu tarihce hikayemiz misyon vizyon ekibimiz beri"
    " perustettiin aloitti tarina tarinamme tiimi perustaja"
    " ιδρυθηκε ιστορια ομαδα αποστολη"
    " основана основан история команда миссия основатель"
    " заснована заснований історія команда місія засновник працює"
    " didirikan berdiri sejak sejarah misi visi thanh-lap lich-su su-menh doi-ngu"
    " تأسست تأسس تاريخ فريق منذ נוסדה הוקמה מאז היסטוריה צוות"
    " osnovan osnovana povijest istorija ekipa historia tim"
    " ikurta istorija komanda dibinats vesture asutatud ajalugu meeskond"
    " fundat equip des-de"
    # The founder, named: a page about the organisation says who began it.
    " grunderin gruenderin fundadora oprichtster zalozycielka zakladatel"
    " zakladatelka zakladatelia grundlaegger grundlegger grunnlegger alapito alapitonk"
    " fondatoare kurucumuz ιδρυτης ιδρυτρια основательница засновниця osnivac osnivacica"
    " ustanovitelj ustanoviteljica ustanovitelja zgodba poslanstvo"
    " основател основателка екип мисия ikurejas ikureja dibinatajs asutaja"
    " بنیان-گذار موسس تاریخچه"
)

# A family's house, farm or firm tells its story by its people: who built it,
# who was born there, its grandparents and parents. Two of these words are a
# story (``proof._story``); one alone is everyday copy ("Infos für Eltern",
# "built for teams", "sugo della nonna"). Not "generation" (a product's "new
# generation") nor words another language spells alike (Finnish "oma" is "own",
# Swedish "baka" is "to bake").
FAMILY = (
    "grandfather grandmother grandparents great-grandfather grandpa grandma"
    " erbaut grossvater urgrossvater grosseltern grossmutter eltern geboren"
    " gebouwd grootvader grootmoeder overgrootvader grootouders ouders"
    " grand-pere grand-mere arriere-grand-pere grands-parents"
    " abuelo abuela bisabuelo abuelos nacido"
    " nonno nonna bisnonno nonni genitori"
    " bisavo avos"
    " zbudowany zbudowal dziadek babcia pradziadek dziadkowie rodzice urodzil"
    " byggdes byggde farfar morfar farmor mormor foraldrar fodd"
    " bygget bedstefar oldefar foraeldre fodt"
    " sagradio sagradjena izgradjena djed pradjed roditelji rodjen"
    " postavil postaven dedecek babicka pradedecek rodice narodil"
    # Finnish: built, and the grandparents (not "vanhemmat", parents: an
    # offer's audience as well as a story's).
    " rakensi rakensivat isoisa isoaiti"
)
# The son or the daughter who took over, a family word of a story when a name
# follows ("la figlia Rosaria", "poikansa Ville", ``proof._story``): unnamed,
# a parent's "your son or daughter" is an offer's audience. Never the plurals
# ("genitori e figli"), nor "son" (Spanish "are"), nor German's (every noun
# has its capital there).
CHILD = (
    "daughter zoon dochter figlio figlia hijo hija filho filha corka dcera"
    " poika poikansa tytar tyttarensa"
)
# Founding and story words of CJK languages, matched inside the text.
STORY_CJK = (
    "成立",
    "创立",
    "創立",
    "创办",
    "創業",
    "設立",
    "沿革",
    "历史",
    "歴史",
    "使命",
    "团队",
    "설립",
    "역사",
    "연혁",
    "창업",
)

# A heading that says what a customer or a member gets ("What you get",
# "Det får du som medlem", "Cosa offriamo"): a page that states the offer
# itself, whatever the entry is called. In a heading only: a sentence may say
# it of anything.
OFFERED = (
    "what-you-get what-s-included whats-included what-we-offer"
    " das-bekommen-sie was-sie-bekommen das-erhalten-sie was-sie-erhalten was-wir-bieten"
    " das-bieten-wir ce-que-vous-obtenez ce-qui-est-inclus ce-que-nous-proposons"
    " ce-que-nous-offrons lo-que-ofrecemos que-ofrecemos que-incluye lo-que-obtienes"
    " cosa-offriamo cosa-comprende cosa-include cosa-ottieni o-que-oferecemos o-que-inclui"
    " o-que-recebe wat-krijg-je wat-je-krijgt wat-wij-bieden wat-bieden-wij co-oferujemy"
    " co-zyskujesz co-otrzymujesz det-har-far-du det-far-du vad-vi-erbjuder hvad-vi-tilbyder"
    " det-tilbyder-vi dette-far-du hva-vi-tilbyr mita-saat mita-tarjoamme co-nabizime"
    " co-ziskate"
    # What the organisation does, as a heading of the page: the services it
    # sells, as "What we offer" states them (weaker: a nav label of it is).
    " what-we-do was-wir-tun was-wir-machen ce-que-nous-faisons lo-que-hacemos"
    " cosa-facciamo o-que-fazemos wat-we-doen wat-wij-doen co-robimy vad-vi-gor"
    " hvad-vi-laver hva-vi-gjor mita-teemme co-delame"
)

# What a shop's cards say (an order, a cart, a booking): with prices, a page of offers.
BUY = (
    "buy buy-now add-to-cart add-to-basket add-to-bag order order-now shop-now"
    " kaufen jetzt-kaufen in-den-warenkorb bestellen jetzt-bestellen"
    " acheter ajouter-au-panier commander"
    " comprar anadir-al-carrito pedir"
    " acquista aggiungi-al-carrello ordina"
    " kup kup-teraz dodaj-do-koszyka do-koszyka zamow"
    " kop kop-nu lagg-i-varukorgen bestall"
    " kopen in-winkelwagen bestel bestellen"
    " comprar adicionar-ao-carrinho encomendar"
    " kob laeg-i-kurv bestil kjop legg-i-handlekurv osta lisaa-ostoskoriin"
    " koupit do-kosiku objednat"
    " kosarba megrendelem adauga-in-cos cumpara comanda sepete-ekle satin-al"
    " προσθηκη-στο-καλαθι αγορα купить в-корзину заказать купити в-кошик замовити"
    " beli tambah-ke-keranjang pesan mua-ngay them-vao-gio dat-hang اشتر أضف-إلى-السلة"
    " הוסף-לסל קנה kupit do-kosika kupi dodaj-u-kosaricu naruci купи добави-в-количката"
    " pirkti i-krepseli pirkt ielikt-groza lisa-ostukorvi afegir-al-carro"
)
# What a service's cards say: it is booked, not bought ("Book now", "Reservar",
# "Termin buchen"). With prices, a page of the services it offers (a salon's,
# a sweep's online booking), no goods.
BOOK = (
    "book book-now book-online buchen termin-buchen jetzt-buchen reserver reservez reservar"
    " agendar prenota prenotare zarezerwuj umow boka boka-nu reserveer bestil-tid"
    " varaa rezervovat rezervace foglalas rezerva"
)
# "Free", beside a shipping word: a shop's delivery term ("Darmowa dostawa od
# 250 zł", "Versandkostenfrei ab CHF 150"), not an offer's price. Also as the end
# of a compound ("versandkostenfrei", "fraktfritt").
FREE = (
    "free gratis gratuit gratuite gratuita gratuito gratuitos kostenlos kostenfrei frei"
    " darmowa darmowy bezplatna bezplatny zdarma zadarmo ingyenes ucretsiz fri fritt"
    " ilmainen tasuta nemokamas bezmaksas besplatna besplatno δωρεαν бесплатная"
    " бесплатно безкоштовна безкоштовно"
)
FREE_CJK = ("免费", "免運", "免运", "無料", "무료")
# The words before a free delivery's threshold ("ab CHF 150", "od 250 zł", "over
# $50", "desde $45.000"): the price after one is the term, the line's others stay
# ("Lieferung frei Haus, 95 €" is the wood's price).
FREE_FROM = (
    "ab from over above od powyzej desde a-partir-de des des-de da oltre sopra vanaf boven fra"
    " fran alkaen yli od-nakupu nad feletti peste de-la"
)

# Of those, the words that put goods in a cart: a page whose cards each say one
# is a shop's category, no price list; a booking ("Book now") may be a service's.
CART = (
    "add-to-cart add-to-basket add-to-bag in-den-warenkorb ajouter-au-panier anadir-al-carrito"
    " aggiungi-al-carrello dodaj-do-koszyka do-koszyka lagg-i-varukorgen in-winkelwagen"
    " adicionar-ao-carrinho laeg-i-kurv legg-i-handlekurv lisaa-ostoskoriin do-kosiku"
    " do-kosika kosarba adauga-in-cos sepete-ekle προσθηκη-στο-καλαθι в-корзину в-кошик"
    " tambah-ke-keranjang them-vao-gio dodaj-u-kosaricu"
)
# A card's stock label, the whole line: only goods are in stock, so prices each
# beside one are a shop's cards, whether or not they show a button (Shoptet's).
# Not "available" in any language ("Disponible", "Dostępny"): a class's slot, a
# room, a course say it too.
IN_STOCK = (
    "in-stock auf-lager lieferbar sofort-lieferbar en-stock em-estoque op-voorraad skladem"
    " na-sklade w-magazynie i-lager pa-lager varastossa raktaron raktaron-van in-stoc stokta-var"
    " v-nalichii в-наличии є-в-наявності na-zalogi na-stanju"
)
IN_STOCK_CJK = ("有货", "現貨", "在庫あり", "재고있음")

# Korean "장바구니" alone is the cart, the header's link on every page; putting
# in it is "장바구니 담기".
CART_CJK = ("加入购物车", "加入購物車", "カートに入れる", "장바구니 담기", "장바구니담기")

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
    "주문하기",
)
