"""read_html's shortcuts return what the library calls they stand in for return
(pure, table-driven): ``_Joiner`` is ``urljoin``."""

from __future__ import annotations

from urllib.parse import urljoin

import pytest

from sitebrief.page.text import _Joiner

BASES = [
    "https://acme.test/",
    "https://acme.test",
    "https://acme.test/shop/item.html?x=1#top",
    "http://acme.test:8080/a/b/",
    "https://user@acme.test/a;p?q",
    "HTTPS://Acme.Test/Dir/",
    "https://[::1]:8443/x",
    "https://bücher.test/",
    "ftp://acme.test/pub/",
    "file:///home/a/",
    "",
    "/relative/base",
]

HREFS = [
    # Paths from the root.
    "/",
    "/about",
    "/about/",
    "/a//b",
    "/a/b?x=1&y=2",
    "/a#team",
    "/a?x=1#team",
    "/café/menü",
    "/a b",
    # Dot segments.
    "/./a",
    "/a/../b",
    "/a/..",
    "/a/.",
    "/.hidden",
    "/a/b/../../../c",
    "/a?next=/../b",
    # Empty query, fragment or parameters: urllib drops them.
    "/a?",
    "/a#",
    "/a?#",
    "/a?x#",
    "/a;",
    "/a;b",
    "/a;b;c",
    "/a;b/c",
    "/a;;",
    "/a;?x",
    # What urllib strips: tabs and newlines anywhere.
    "/a\tb",
    "/a\nb",
    "/a\r\nb",
    "https://acme.test/a\tb",
    "ht\ttps://acme.test/",
    # Absolute links.
    "https://acme.test/about",
    "https://acme.test",
    "https://acme.test?x",
    "https://acme.test#f",
    "https://acme.test/a?",
    "https://acme.test/a#",
    "https://acme.test/a;",
    "https://acme.test;x/a",
    "https://acme.test;",
    "https://acme.test/a/../b",
    "https://acme.test/./a",
    "https://other.test/x?y=1#z",
    "https://User:Pw@Other.Test:444/x",
    "http://acme.test/plain",
    "http://acme.test/a?",
    "https:///nohost",
    "https:/one-slash",
    "https:",
    "https://",
    "HTTPS://acme.test/upper",
    # IPv6 and non-ASCII hosts (urllib checks, and may refuse, them).
    "https://[::1]/x",
    "https://[::1/x",
    "http://[fe80::1]:80/",
    "https://bücher.test/",
    "http://bücher.test/a",
    "https://ex\u2100ample.test/",
    # Other schemes, protocol-relative, relative.
    "ftp://acme.test/file",
    "mailto:a@acme.test",
    "data:text/plain,hi",
    "//cdn.test/lib.js",
    "//cdn.test",
    "///triple",
    "about",
    "about/us",
    "./about",
    "../about",
    "?page=2",
    "#top",
    "",
    ";p",
    " /leading-space",
    "\x01/control",
]


@pytest.mark.parametrize("base", BASES)
def test_joiner_is_urljoin(base: str) -> None:
    join = _Joiner(base)
    for href in HREFS:
        try:
            expected: str | type[ValueError] = urljoin(base, href)
        except ValueError:
            expected = ValueError
        try:
            got: str | type[ValueError] = join(href)
        except ValueError:
            got = ValueError
        assert got == expected, (base, href)
