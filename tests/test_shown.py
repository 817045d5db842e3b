"""What a brief writer needs from a page is kept, and what a visitor never
sees is not (pure, in-process): counters, logo walls, testimonials' authors,
prices in buttons, calls to action, a page header's hero, carousel clones,
form messages, sign-up boxes, unfilled templates, long repeats."""

from __future__ import annotations

import pytest

from sitebrief.page.text import read_html

URL = "https://acme.test/"
PROSE = "".join(
    f"<p>Acme forges anvils by hand in Sheffield, and this is fact number {i} about it.</p>"
    for i in range(6)
)


def text(body: str, min_chars: float = 0) -> str:
    page = read_html(f"<html><body>{body}</body></html>", URL, min_chars)
    return "\n".join(page.lines)


@pytest.mark.parametrize(
    ("markup", "kept", "left_out"),
    [
        # A counter a script counts up reads its real figure, its suffix kept.
        ('<h2><span class="counterUp" data-count="1789">0</span></h2><h3>Total Projects</h3>',
         ["## 1789", "### Total Projects"], ["## 0"]),
        ('<span class="h3 counter" data-count="58">0</span>k<p>Happy People</p>', ["58k"], []),
        ('<span class="purecounter" data-purecounter-end="232"></span><p>Clients</p>', ["232"], []),
        # A figure already there is not replaced.
        ('<span data-count="99">120</span><p>Stores</p>', ["120"], ["99"]),
        # Every counter of the page, whatever case its markup wrote; not one
        # holding elements, nor a target that is no figure.
        ('<p><span data-end="7">0</span> offices, <span DATA-STOP="300">0</span> staff</p>',
         ["7 offices, 300 staff"], []),
        ('<p><span data-to="12"><b>0</b></span> years, <span data-target="#menu">0</span> menus'
         ' <span data-number=" 41 ">0.0</span></p>', ["0 years, 0 menus 41"], []),
        # A wall of logos: the names as a line; generic or file-like labels name nobody.
        ('<p>Used at these companies:</p><div class="logos">'
         '<a href="https://fb.com"><img src="/img/logos/fb.png" title="Facebook"></a>'
         '<a href="https://nyt.com"><img src="/img/logos/nyt.png" title="The New York Times"></a>'
         '<a href="https://x.com"><img src="/img/logos/sp.png" title="Spotify"></a></div>',
         ["Logos: Facebook, The New York Times, Spotify"], []),
        ('<div class="row">' + "".join(
            f'<div class="col"><a href="#"><img class="img-brand" src="/logos/{n}.svg" alt="..."'
            f' aria-label="{n.title()} Logo"></a></div>' for n in ("microsoft", "google", "ibm"))
         + "</div>", ["Logos: Microsoft, Google, Ibm"], []),
        ('<div class="clients">' + "".join(
            f'<figure><img src="/clients/c{i}.png" alt="clients-logo"></figure>' for i in range(4))
         + "</div>", [], ["Logos:", "clients"]),
        ('<ul class="customers">' + "".join(
            f'<li><img src="/clients/customer-{i}.png" alt="customer-{i}"></li>' for i in range(4))
         + "</ul>", [], ["Logos:", "customer-1"]),
        # Photos that are not a wall stay pictures (no line of alt texts).
        ('<div class="gallery">' + "".join(
            f'<img src="/p/{i}.jpg" alt="Anvil from the side {i}">' for i in range(4)) + "</div>",
         [], ["Logos:", "Anvil from the side"]),
        # A testimonial keeps its author and source.
        ('<blockquote><p>They forge the best anvils we have ever used.</p>'
         '<footer>Jane Smith, <cite>Smithy Monthly</cite></footer></blockquote>',
         ["They forge the best anvils", "Jane Smith, Smithy Monthly"], []),
        # A price in a button or a link is kept; a bare button is not.
        ('<a class="btn btn-primary" href="/buy">from €29.99</a>'
         '<a class="btn" href="/demo">Book a demo</a><button>Buy for $5</button>',
         ["from €29.99", "Buy for $5"], ["Book a demo"]),
        # A call-to-action section with prose and figures is content; its buttons are not.
        ('<section class="cta-section"><h2>Our Promise To You</h2>'
         '<p>Every anvil is tested twice before it leaves Sheffield, and if it does not ring'
         ' true for as long as you work it, we forge you a new one, whatever happened.</p>'
         '<div class="cta-buttons"><a class="cta-link" href="/q">Get a quote</a></div></section>',
         ["## Our Promise To You", "tested twice"], ["Get a quote"]),
        ('<section class="cta"><div class="counter">58k</div><p>Happy people</p>'
         '<div class="counter">700+</div><p>Surgeries</p></section>', ["58k", "700+"], []),
        # A band that only asks (a heading, a line, a button, a lead form) is a call to action.
        ('<section class="cta-banner"><h2>Ready to forge?</h2><p>Start today.</p>'
         '<a class="btn" href="/go">Start</a></section>', [], ["Ready to forge?"]),
        ('<div class="footer-cta"><p>What happens next?</p><p>An expert will reach out to you'
         ' to discuss your specific needs and requirements, within a single working day.</p>'
         '<form><input name="email"><textarea name="m"></textarea></form></div>',
         [], ["What happens next?"]),
        # Carousel clones of the common libraries are not read, the slide is.
        ('<div class="owl-item cloned"><p>Copy of slide A</p></div>'
         '<div class="swiper-slide swiper-slide-duplicate"><p>Copy of slide B</p></div>'
         '<div class="slick-slide slick-cloned"><p>Copy of slide C</p></div>'
         '<li class="glide__slide glide__slide--clone">Copy of slide D</li>'
         '<li class="splide__slide splide__slide--clone">Copy of slide E</li>'
         '<div class="owl-item"><p>Slide A itself</p></div>',
         ["Slide A itself"], ["Copy of slide"]),
        # Messages a visitor sees only after acting on a form.
        ('<form><input type="text" name="name"><textarea name="m"></textarea>'
         '<div class="invalid-feedback">Please enter your name.</div>'
         '<div class="w-form-done"><p>Thank you! Your submission has been received!</p></div>'
         '</form><p>We answer within a day.</p>',
         ["We answer within a day."], ["Please enter", "Thank you!"]),
        # A newsletter box whose heading alone is marked goes whole.
        ('<div class="col"><h4 class="newsletter-title">Stay in touch</h4>'
         '<p>Get our monthly notes.</p><form><input type="email" name="email">'
         '<p class="done">Thank you for subscribing!</p></form></div>',
         [], ["Stay in touch", "monthly notes", "Thank you for subscribing"]),
        # A contact form is not a sign-up.
        ('<div><h4>Write to us</h4><form><input type="email" name="email">'
         '<textarea name="message"></textarea></form></div>', ["#### Write to us"], []),
        # Nor a log-in, nor a form of more fields; two sign-ups both go.
        ('<div><h4>Members</h4><form><input name="mail"><input type="password" name="p">'
         '</form></div><div><h4>Quote</h4><form><input placeholder="Your e-mail">'
         '<input name="name"><input type="tel" name="t"></form></div>',
         ["#### Members", "#### Quote"], []),
        ('<div><h4>News</h4><form><input type="email"></form></div><p>Anvils.</p>'
         '<div><h4>Offers</h4><form><input placeholder="Your email"></form></div>',
         ["Anvils."], ["News", "Offers"]),
        # Unfilled template syntax outside code, and code in a post's teaser.
        ('<p>Hello {{ user.first_name }}, welcome back.</p>'
         '<div class="intro"><p>Add this line to the frontmatter:</p>'
         '<pre><code>menu = "main"</code></pre></div>'
         '<pre><code>{{ range .Pages }}</code></pre>',
         ["Hello , welcome back.", "{{ range .Pages }}"], ["user.first_name", 'menu = "main"']),
    ],
)  # fmt: skip
def test_what_a_visitor_sees_is_read_as_they_see_it(
    markup: str, kept: list[str], left_out: list[str]
) -> None:
    got = text(f"<main>{markup}{PROSE}</main>")
    for wanted in kept:
        assert wanted in got, wanted
    for unwanted in left_out:
        assert unwanted not in got, unwanted


@pytest.mark.parametrize(
    ("header", "kept", "left_out"),
    [
        # A hero inside the page's <header> is its masthead; its menu is not.
        ('<header class="masthead"><nav><a href="/a">About</a><a href="/s">Services</a></nav>'
         '<div class="masthead-subheading">Welcome To Our Studio!</div>'
         '<div class="masthead-heading">It\'s Nice To Meet You</div>'
         '<a class="btn btn-xl" href="#services">Tell Me More</a></header>',
         ["Welcome To Our Studio!", "It's Nice To Meet You"], ["About", "Services", "Tell Me More"]),
        ('<header><h1>Anvils that ring true</h1><p>Hand-forged in Sheffield since 1920, '
         'one at a time.</p></header>', ["# Anvils that ring true", "since 1920"], []),
        # A site header of a logo, links and contact boxes is chrome.
        ('<header id="header"><a href="/"><img src="/logo.png" alt="Acme"></a>'
         '<ul><li><p>Call Us</p><p>(+9) 847-291-4353</p></li></ul>'
         '<a class="btn" href="/quote">Get A Quote</a></header>', [], ["Call Us", "847"]),
        # A header of mostly links is a menu, whatever prose it holds.
        ('<header><div class="mega">' + "".join(
            f'<a href="/{i}">Savings account number {i}</a>' for i in range(12))
         + "<p>Money market accounts are like savings accounts, a little.</p></div></header>",
         [], ["Savings account", "Money market"]),
    ],
)  # fmt: skip
def test_a_page_headers_hero_is_content_but_not_its_menu(
    header: str, kept: list[str], left_out: list[str]
) -> None:
    got = text(f"{header}<section>{PROSE}</section>")
    for wanted in kept:
        assert wanted in got, wanted
    for unwanted in left_out:
        assert unwanted not in got, unwanted


def test_a_long_line_a_page_repeats_is_read_once_but_short_labels_repeat() -> None:
    answer = (
        "You can cancel at any time from your account page, and we refund the rest of the month."
    )
    faq = "".join(f"<h3>Question {i}?</h3><p>{answer}</p>" for i in range(7))
    plans = "".join(f"<h3>Plan {i}</h3><p>Choose plan</p>" for i in range(3))
    got = text(f"<main>{faq}{plans}</main>").split("\n")
    assert got.count(answer) == 1
    assert got.count("Choose plan") == 3
    assert "### Question 6?" in got


def test_chrome_holding_the_pages_main_is_not_chrome() -> None:
    # A menu item never closed: the parser puts <main> inside the navigation.
    page = f"<nav><ul><li class='menu-item'><a href='/a'>About</a><main>{PROSE}</main></ul></nav>"
    assert "fact number 5" in text(page)
    assert "fact number 5" not in text(
        f"<nav><ul><li><a href='/a'>About</a>{PROSE}</li></ul></nav>"
    )


def test_a_testimonial_keeps_its_author_outside_main_too() -> None:
    quote = (
        "<blockquote><p>They forge the best anvils we have ever used.</p>"
        "<footer>Jane Smith, <cite>Smithy Monthly</cite></footer></blockquote>"
    )
    got = text(f"<section>{quote}{PROSE}</section><footer><p>© 2026 Acme Ltd</p></footer>")
    assert "Jane Smith, Smithy Monthly" in got
    assert "© 2026" not in got  # the page's own footer is still chrome


@pytest.mark.parametrize(
    ("markup", "left_out"),
    [
        # Other pages' content: recommendations and cross-sells, with their heading.
        ('<section><h2>You may also like</h2><div class="card"><a href="/b">Blue anvil</a>'
         "<p>$120</p></div></section>", ["You may also like", "Blue anvil"]),
        ("<h2>Customers who viewed this item also viewed</h2><p>Red anvil, from $99</p>"
         "<h2>Care</h2><p>Oil it once a year.</p>", ["also viewed", "Red anvil"]),
        # A listing's toolbar: sort and filter labels, result counts.
        ("<div><div>Filter &amp; Sort</div><div>Showing 1 to 24 (of 204 products)</div>"
         "<h6>Showing 2 of 2 products</h6><div>Sort By: Featured</div></div>",
         ["Filter", "Showing", "Sort By"]),
        # A player's fallback, for browsers without one; a cart's drawer.
        ("<video src='/a.mp4'>Your browser does not support the video tag.</video>",
         ["does not support"]),
        ('<div class="cart-drawer"><h2>Added to your cart! Complete the set?</h2></div>',
         ["Added to your cart"]),
        # One such section inside another's: the outer takes the inner with it.
        ("<h2>Related products</h2><div><h3>You may also like</h3><p>Blue anvil</p></div>"
         "<h2>Care</h2><p>Oil it once a year.</p>",
         ["Related products", "You may also like", "Blue anvil"]),
        # Two sign-up forms in one small box: the box goes once.
        ('<div><p>News from the forge</p><form><input type="email" name="email"></form>'
         '<form><input type="email" name="email2"></form></div>', ["News from the forge"]),
    ],
)  # fmt: skip
def test_what_is_not_the_pages_own_is_left_out(markup: str, left_out: list[str]) -> None:
    got = text(f"<main>{markup}{PROSE}</main>")
    assert "fact number 5" in got
    for unwanted in left_out:
        assert unwanted not in got, unwanted


def test_a_related_heading_about_this_page_and_a_toolbar_like_sentence_stay() -> None:
    got = text(
        "<main><h2>Related research on anvils</h2><p>Our 2024 study of 300 smithies.</p>"
        "<p>Sort by size before you forge, or the anvil will crack.</p><h2>400 Products</h2>"
        f"{PROSE}</main>"
    )
    assert "## Related research on anvils" in got
    assert "Sort by size before you forge, or the anvil will crack." in got
    assert "## 400 Products" in got
