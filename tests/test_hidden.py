"""Hidden text, by the inline style, the class and the page's panels (pure,
table-driven): the quick looks that skip a parse answer as the parse does."""

from __future__ import annotations

import lxml.html
import pytest

from sitebrief.page import content, hidden

C, X = hidden.COLLAPSED, hidden.CONCEALED


@pytest.mark.parametrize(
    ("style", "how"),
    [
        # What most inline styles say: nothing that hides (not parsed).
        ("width: 100%; height: 40px", None),
        ("color:#333;background:url(a.png)", None),
        ("margin-top: -20px; top: 10px", None),
        ("font: 12px serif", None),  # the shorthand is not read
        ("height:0", None),  # no overflow: its content still shows
        # Each way of hiding, as it is written.
        ("display: none", C),
        ("DISPLAY:NONE !important", C),
        ("visibility:collapse", C),
        ("height: 0; overflow: hidden", C),
        ("max-width:0px;overflow-x:clip", C),
        ("font-size: 1px", X),
        ("Font-Size:0", X),
        ("left:-9999px", X),
        ("position:absolute; top:\t-1000px", X),
        ("text-indent:\n-9999px", X),
        ("margin-left: -40em", X),
        ("right:\f-600pt", X),
        ("opacity:0", X),
        ("opacity: 0; transition: opacity .3s", None),  # faded in by a script
        ("clip: rect(0 0 0 0)", X),
        ("clip-path: inset(50%)", X),
        # What only a CSS parser reads: a comment, an escape.
        ("left:/* off */-9999px", X),
        ("dis/**/play:none", None),
        ("display:\\6e one", C),
        ("\\64isplay:none", C),
        ("top:/**/-500px;width:10px", X),
    ],
)
def test_an_inline_style_reads_as_its_parse(style: str, how: str | None) -> None:
    assert hidden._style(style, False) == how
    assert hidden.how_hidden(hidden._declarations(style)) == how


def _read(body: str) -> str:
    root = lxml.html.document_fromstring(f"<html><body>{body}</body></html>")
    content.drop_hidden(root)
    return " ".join(" ".join(root.itertext()).split())


@pytest.mark.parametrize(
    ("body", "read"),
    [
        ("<div><p style='display:none'>A</p></div><p>B</p>", "B"),
        ("<details><div><p hidden>A</p></div></details><p>B</p>", "A B"),
        # Two hidden elements share their ancestors: one in a panel, one not.
        (
            "<div><div class='faq'><p hidden>A</p></div><div><p hidden>B</p></div>"
            "<div class='faq'><span><p hidden>C</p></span></div></div>",
            "A C",
        ),
        (
            "<div><div><p hidden>A</p></div><div role='tabpanel'><p hidden>B</p>"
            "<p hidden>C</p></div><p hidden>D</p></div>",
            "B C",
        ),
        # A panel that is hidden itself, with hidden text inside.
        ("<div class='accordion' hidden><p hidden>A</p></div><p hidden>B</p>", "A"),
        # A carousel's copy is never a panel, even among slides.
        ("<div class='slides'><p hidden>A</p><p class='cloned' hidden>B</p></div>", "A"),
        # A control names it.
        ("<a href='#x'>Open</a><div id='x' hidden>A</div><div id='y' hidden>B</div>", "Open A"),
    ],
)
def test_collapsed_text_is_read_in_a_panel_only(body: str, read: str) -> None:
    assert _read(body) == read
