"""Walls: a response that stands where the company's website should be (pure).

- **bot checks and captchas**, whatever the status (200 included): the
  vendor's own markers (headers, challenge scripts, block-page wording) for
  Cloudflare, Akamai, DataDome, PerimeterX/HUMAN, Imperva/Incapsula, Sucuri,
  AWS WAF; hCaptcha, reCAPTCHA and Turnstile on a page with almost no text of
  its own. A marker that a vendor also puts on ordinary pages (Cloudflare's
  ``/cdn-cgi/challenge-platform/`` script, a captcha on a contact form)
  counts only on a page that is thin;
- **402 Payment Required**: pay-per-crawl (the price from ``crawler-price``);
- **consent walls**: a page that is only a request for consent ("We and our
  842 partners…", "Before you continue"), or a redirect to a consent service;
- **parked domains**: for-sale wording, the markers of parking and domain
  marketplace services, or a redirect to a marketplace.

A wall is reported for what it is; it is never rendered, retried around or
briefed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

BOT_CHECK = "bot_check"
PAYMENT = "payment"
CONSENT = "consent"
PARKED = "parked"
FOR_SALE = "for_sale"

# How much of the page is read for markers: walls are small, and markers sit early.
_HEAD_CHARS = 64 * 1024


@dataclass(frozen=True)
class Wall:
    kind: str  # BOT_CHECK, PAYMENT, CONSENT, PARKED, FOR_SALE
    detail: str


# (vendor, header name → value pattern): a header only the vendor's wall sends.
_HEADERS: list[tuple[str, str, re.Pattern[str]]] = [
    ("Cloudflare", "cf-mitigated", re.compile(r"challenge", re.I)),
    ("AWS WAF", "x-amzn-waf-action", re.compile(r"captcha|challenge|block", re.I)),
    ("Sucuri", "x-sucuri-block", re.compile(r".")),
    ("DataDome", "x-dd-b", re.compile(r".")),
    ("PerimeterX", "x-px-blocked", re.compile(r".")),
]
# Markers of a block or challenge page itself, never of an ordinary page (the
# scripts vendors put on every page, for an SPA shell that needs rendering:
# Cloudflare's challenge-platform/scripts, DataDome's tags.js, PerimeterX's
# client, Imperva's _Incapsula_Resource, the AWS WAF integration, are not).
_WALL_MARKERS: list[tuple[str, re.Pattern[str]]] = [
    ("Cloudflare", re.compile(
        r"<title>\s*(?:just a moment\.*|attention required! \| cloudflare|one more step)"
        r"|cf-browser-verification|cf_chl_opt|/cdn-cgi/challenge-platform/h/[bg]/orchestrate"
        r"|cf-error-details|enable javascript and cookies to continue", re.I)),
    ("Akamai", re.compile(
        r"<title>\s*access denied\s*</title>[\s\S]{0,4000}reference\s*#\d"
        r"|errors\.edgesuite\.net", re.I)),
    ("DataDome", re.compile(r"captcha-delivery\.com", re.I)),
    ("PerimeterX", re.compile(r"px-captcha|_pxcaptcha|captcha\.px-cdn\.net"
                              r"|press\s*&(?:amp;)?\s*hold", re.I)),
    ("Imperva", re.compile(r"incapsula incident id|request unsuccessful\. incapsula", re.I)),
    ("Sucuri", re.compile(r"sucuri website firewall|access denied - sucuri", re.I)),
    ("AWS WAF", re.compile(r"gokuprops|awswaf\.com/[^\"']*/(?:challenge|captcha)\.js", re.I)),
]  # fmt: skip
# Captcha widgets: a wall only on a thin page that asks a person to prove it.
_CAPTCHAS: list[tuple[str, re.Pattern[str]]] = [
    ("Cloudflare Turnstile", re.compile(r"cf-turnstile|challenges\.cloudflare\.com/turnstile", re.I)),
    ("hCaptcha", re.compile(r"h-captcha|hcaptcha\.com/1/api", re.I)),
    ("reCAPTCHA", re.compile(r"g-recaptcha|recaptcha/api\.js|recaptcha/enterprise\.js", re.I)),
]  # fmt: skip
_SERVERS = {"cloudflare": "Cloudflare", "akamaighost": "Akamai", "sucuri/cloudproxy": "Sucuri"}
# What a wall says to the person it stops (in its visible text).
_BLOCK_WORDS = re.compile(
    r"verify (?:that )?(?:you are|you're) (?:a )?human|are you a (?:robot|human)"
    r"|checking (?:if the site connection is secure|your browser)|complete the security check"
    r"|unusual traffic|please enable (?:javascript and )?cookies|bot detection"
    r"|i'?m not a robot|i am not a robot|captcha|security check|prove you(?:'re| are) human",
    re.I,
)

# Consent walls: the page is only a request for consent.
_CONSENT_WORDS = re.compile(
    r"we and our \d[\d,.]* (?:partners|vendors)|before you continue|wir und unsere \d+ partner"
    r"|nous et nos \d+ partenaires|nosotros y nuestros \d+ socios|noi e i nostri \d+ partner"
    r"|wij en onze \d+ partners|nós e os nossos \d+ parceiros|my i nasi partnerzy"
    r"|vi och våra \d+ partner|(?:accept|agree to) (?:all )?cookies to continue"
    r"|consent to (?:the use of )?cookies to (?:continue|access)"
    r"|bevor sie fortfahren|avant de continuer|antes de continuar|prima di continuare",
    re.I,
)
# A line of a consent request (what is left besides them is the page's own).
_CONSENT_LINE = re.compile(
    r"cookie|consent|partner|privacy|personal data|device|advertis|accept|reject|agree|settings"
    r"|preferences|vendors|legitimate interest|continue|datenschutz|einwillig|zustimm|akzept"
    r"|partenaires|accepter|refuser|socios|aceptar|rechazar|partner|accetta|rifiuta|toestemming"
    r"|accepteren|weigeren|parceiros|aceitar|rejeitar|zgod|akceptuj|samtyck|godkänn|avvisa",
    re.I,
)
# Visible text besides a consent request that still makes no page (a heading, a logo's name).
_BARE_CHARS = 100
_CONSENT_HOSTS = re.compile(
    r"(?:^|\.)(?:consent\.google\.\w+|consent\.youtube\.com|consent\.yahoo\.com|guce\.yahoo\.com"
    r"|guce\.\w+\.com|consent\.\w+\.(?:com|net|de)|myprivacy\.dpgmedia\.\w+)$"
)

# Parked domains: the parking and marketplace services, and for-sale wording.
_MARKETPLACES = re.compile(
    r"(?:^|\.)(?:sedo\.com|dan\.com|afternic\.com|hugedomains\.com|godaddy\.com|undeveloped\.com"
    r"|atom\.com|squadhelp\.com|brandbucket\.com|buydomains\.com|namecheap\.com|sav\.com"
    r"|efty\.com|domainmarket\.com|epik\.com|uniregistry\.com|bodis\.com|parkingcrew\.net"
    r"|sedoparking\.com|above\.com|namebright\.com|porkbun\.com|dynadot\.com|spaceship\.com"
    r"|perfectdomain\.com|domainnamesales\.com|igloo\.com)$"
)
_PARKING_MARKERS = re.compile(
    r"sedoparking\.com|parkingcrew\.net|bodis\.com|img\.sedoparking|parking\.godaddy|"
    r"dsparking|window\.park\s*=|parklogic|above\.com/marketplace|/park\.js|"
    r"domainparking|parked-content\.godaddy|afternic\.com|dan\.com/buy-domain|"
    r"hugedomains\.com|undeveloped\.com|trafficcdn\.liveuniversenetwork|searchvity|"
    r"caf\.js|syndicatedsearch\.goog|adsense/domains",
    re.I,
)
_FOR_SALE_WORDS = re.compile(
    r"(?:this|the) domain (?:name )?(?:[\w.-]+ )?(?:is|may be) (?:for sale|available for (?:sale|purchase))"
    r"|(?:buy|purchase|make an offer on|inquire about) (?:this|the) domain"
    r"|domain (?:is )?for sale|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,} is for sale"
    r"|diese domain (?:steht zum verkauf|kaufen|ist zu verkaufen)"
    r"|ce (?:nom de )?domaine est à vendre|este dominio está a la venta|dominio in vendita"
    r"|dit domein is te koop|este domínio está à venda|ta domena jest na sprzedaż"
    r"|den här domänen är till salu|域名(?:出售|转让)|このドメインは(?:販売|売却)",
    re.I,
)
_PARKED_WORDS = re.compile(
    r"this domain (?:has been|is|was) (?:parked|registered)|parked (?:free|domain)"
    r"|related (?:searches|links)|sponsored listings|domain parking",
    re.I,
)


def _header(headers: Mapping[str, str], name: str) -> str:
    return headers.get(name, "")


def bot_check(
    status: int, headers: Mapping[str, str], html: str, text: str, thin: bool
) -> Wall | None:
    """A bot check or captcha, naming its vendor; headers by lower-case name."""
    for vendor, name, value in _HEADERS:
        if value.search(_header(headers, name)):
            return Wall(BOT_CHECK, vendor)
    if not (thin or status >= 400):
        return None
    head = html[:_HEAD_CHARS]
    for vendor, pattern in _WALL_MARKERS:
        if pattern.search(head):
            return Wall(BOT_CHECK, vendor)
    if not _BLOCK_WORDS.search(text):
        return None
    for vendor, pattern in _CAPTCHAS:
        if pattern.search(head):
            return Wall(BOT_CHECK, vendor)
    if status in (403, 429, 503):
        server = _header(headers, "server").strip().lower()
        return Wall(BOT_CHECK, _SERVERS.get(server, ""))
    return None


def payment(status: int, headers: Mapping[str, str]) -> Wall | None:
    """402 Payment Required: the site charges automated readers."""
    if status != 402:
        return None
    price = _header(headers, "crawler-price").strip()
    return Wall(PAYMENT, f"HTTP 402, crawler-price {price}" if price else "HTTP 402")


def consent(url: str, html: str, text: str, moved: bool) -> Wall | None:
    """A page that is only a request for consent: its wording, and next to no
    visible text besides the lines that speak of consent, cookies, partners."""
    host = (urlsplit(url).hostname or "").lower()
    if moved and _CONSENT_HOSTS.search(host):
        return Wall(CONSENT, f"redirected to {host}")
    if not (words := _CONSENT_WORDS.search(html)):
        return None
    rest = sum(len(line) for line in text.splitlines() if not _CONSENT_LINE.search(line))
    if rest < _BARE_CHARS:
        return Wall(CONSENT, f'the page says "{words.group(0)}"')
    return None


def parked(url: str, html: str, text: str, thin: bool, moved: bool) -> Wall | None:
    """A parked or for-sale domain (text: its visible words)."""
    host = (urlsplit(url).hostname or "").lower()
    if moved and _MARKETPLACES.search(host):
        return Wall(FOR_SALE, f"redirected to {host}")
    markers = _PARKING_MARKERS.search(html[:_HEAD_CHARS])
    if (sale := _FOR_SALE_WORDS.search(text)) and (thin or markers):
        return Wall(FOR_SALE, f'the page says "{sale.group(0)}"')
    if markers and (thin or _PARKED_WORDS.search(text)):
        return Wall(PARKED, f"parking service: {markers.group(0)}")
    return None


def find(  # noqa: PLR0917 - one response's parts, named at the call
    status: int,
    headers: Mapping[str, str],
    url: str,
    html: str,
    text: str,
    thin: bool,
    moved: bool = False,
) -> Wall | None:
    """The wall this response is, or None. headers: by lower-case name; text:
    the page's visible words; thin: too little text of its own for a
    company's page; moved: the response ended on another owner's site."""
    if wall := payment(status, headers) or bot_check(status, headers, html, text, thin):
        return wall
    if status >= 300:
        return None
    return consent(url, html, text, moved) or parked(url, html, text, thin, moved)
