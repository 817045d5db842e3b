"""Peers' own robots.txt test suites, run against our parser through
Scrapy's ``ROBOTSTXT_PARSER`` interface (``RobotParser.from_crawler`` and
``allowed(url, user_agent)``).

The cases are translated from Google's robotstxt (``robots_test.cc``),
Scrapy (``tests/test_robotstxt_interface.py``) and Protego
(``tests/test_protego.py``): their expectations are facts about what a
well-known parser answers; the table is ours. Where we answer otherwise the
row says so (``PEER_SAYS``) and why: each such case is one where RFC 9309 and
the peer disagree, or where the peer goes beyond the RFC and we do not.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest
from scrapy.utils.test import get_crawler

from sitebrief.robots.parser import RobotParser


class Case(NamedTuple):
    peer: str
    robots: str
    agent: str
    url: str
    allowed: bool  # what we answer
    differs: str = ""  # empty: the peer answers the same; else why we differ


def cases(peer: str, robots: str, agent: str, expected: list[tuple[str, bool]]) -> list[Case]:
    return [Case(peer, robots, agent, url, allowed) for url, allowed in expected]


G, S, P = "google", "scrapy", "protego"
FISH = "user-agent: FooBot\ndisallow: /\nallow: /fish\n"
GROUPS = (
    "allow: /foo/bar/\n\nuser-agent: FooBot\ndisallow: /\nallow: /x/\nuser-agent: BarBot\n"
    "disallow: /\nallow: /y/\n\n\nallow: /w/\nuser-agent: BazBot\n\nuser-agent: FooBot\n"
    "allow: /z/\ndisallow: /\n"
)
RULE_BOTS = (
    "User-agent: Rule1TestBot\nDisallow:  /foo*\n"
    "User-agent: Rule2TestBot\nDisallow:  /foo*/bar.html\n"
    "User-agent: Rule3TestBot\nDisallow:  *m\n"
    "User-agent: Rule4TestBot\nAllow:  /foo/bar.html\nDisallow: *\n"
    "User-agent: Rule5TestBot\nDisallow:  /foo*/*bar.html\n"
    "User-agent: Rule6TestBot\nAllow:  /foo$\nDisallow:  /foo\n"
    "User-agent: Rule7TestBot\nAllow: *****************/****.js\n"
)
RFC1996 = (
    "User-agent: unhipbot\nDisallow: /\n\nUser-agent: webcrawler\nUser-agent: excite\n"
    "Disallow:\n\nUser-agent: *\nDisallow: /org/plans.html\nAllow: /org/\nAllow: /serv\n"
    "Allow: /~mak\nDisallow: /\n"
)
BOTS_1996 = "".join(
    f"User-agent: {n}bot\nAllow: {path}\nDisallow: /\n"
    for n, path in enumerate(
        ["/tmp", "/tmp/", "/a%3cd.html", "/a%3Cd.html", "/a%2fb.html", "/a/b.html",
         "/%7ejoe/index.html", "/~joe/index.html"], 1
    )
)  # fmt: skip
UNICODE = (
    "User-Agent: *\nDisallow: /admin/\nDisallow: /static/\n"
    "Disallow: /wiki/K%C3%A4ytt%C3%A4j%C3%A4:\nDisallow: /wiki/Käyttäjä:\n"
    "User-Agent: UnicödeBöt\nDisallow: /some/randome/page.html"
)
NATIONAL = (
    "User-Agent: Jävla-Foobot\nDisallow: /\n\nUser-Agent: Львів-bot\nDisallow: /totalitarianism/\n"
)
U = "http://foo.bar"

TABLE: list[Case] = [
    # --- Google robotstxt, robots_test.cc -------------------------------------
    Case(G, "", "FooBot", "", True),  # GoogleOnly_SystemTest
    Case(G, "user-agent: FooBot\ndisallow: /\n", "", "", True),
    # An empty URL is "/" to us (url_path); Google calls it implicitly disallowed.
    Case(G, "user-agent: FooBot\ndisallow: /\n", "FooBot", "", False),
    *cases(G, "user-agent: FooBot\ndisallow: /\n", "FooBot", [(U + "/x/y", False)]),
    *cases(G, "foo: FooBot\nbar: /\n", "FooBot", [(U + "/x/y", True)]),
    # Google accepts a missing colon ("disallow /"); RFC 9309 requires it.
    Case(G, "user-agent FooBot\ndisallow /\n", "FooBot", U + "/x/y", True,
         "Google accepts 'disallow /' without a colon; RFC 9309's grammar needs ':'"),
    *cases(G, GROUPS, "FooBot", [(U + "/x/b", True), (U + "/z/d", True), (U + "/y/c", False),
                                 (U + "/foo/bar/", False)]),
    *cases(G, GROUPS, "BarBot", [(U + "/y/c", True), (U + "/w/a", True), (U + "/z/d", False),
                                 (U + "/foo/bar/", False)]),
    *cases(G, GROUPS, "BazBot", [(U + "/z/d", True), (U + "/foo/bar/", False)]),
    # Groups are not closed by other records (Sitemap, unknown lines).
    *cases(G, "User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n",
           "BarBot", [(U + "/", False)]),
    *cases(G, "User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n",
           "FooBot", [(U + "/", False)]),
    *cases(G, "USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n", "FooBot",
           [(U + "/x/y", True), (U + "/a/b", False)]),
    *cases(G, "uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n", "FooBot",
           [(U + "/x/y", True), (U + "/a/b", False)]),
    *cases(G, "User-Agent: FOO BAR\nAllow: /x/\nDisallow: /\n", "foo",
           [(U + "/x/y", True), (U + "/a/b", False)]),
    # GoogleOnly_AcceptUserAgentUpToFirstSpace: "Foo Bar" in the file is "foo".
    *cases(G, "User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n", "Foo",
           [(U + "/x/y", True)]),
    # Google matches the agent "Foo Bar" whole (no such token: the * group);
    # through Scrapy's interface a User-Agent's product token is its first word.
    Case(G, "User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n",
         "Foo Bar", U + "/x/y", True,
         "Google treats the caller's 'Foo Bar' as no valid token (the * group); RFC 9309 "
         "matches the User-Agent's product token, 'Foo'"),
    *cases(G, "user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n", "FooBot",
           [(U + "/x/y", False)]),
    *cases(G, "user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n", "BarBot",
           [(U + "/x/y", True)]),
    *cases(G, "user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\n", "QuxBot",
           [(U + "/x/y", True)]),
    *cases(G, "user-agent: FooBot\ndisallow: /x/\n", "FooBot", [(U + "/x/y", False)]),
    *cases(G, "user-agent: FooBot\ndisallow: /X/\n", "FooBot", [(U + "/x/y", True)]),
    # ID_LongestMatch
    *cases(G, "user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/\n", "FooBot",
           [(U + "/x/page.html", False)]),
    *cases(G, "user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n", "FooBot",
           [(U + "/x/page.html", True), (U + "/x/", False)]),
    *cases(G, "user-agent: FooBot\ndisallow: \nallow: \n", "FooBot", [(U + "/x/page.html", True)]),
    *cases(G, "user-agent: FooBot\ndisallow: /\nallow: /\n", "FooBot", [(U + "/x/page.html", True)]),
    *cases(G, "user-agent: FooBot\ndisallow: /x\nallow: /x/\n", "FooBot",
           [(U + "/x", False), (U + "/x/", True)]),
    *cases(G, "user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/page.html\n", "FooBot",
           [(U + "/x/page.html", True)]),
    *cases(G, "user-agent: FooBot\nallow: /page\ndisallow: /*.html\n", "FooBot",
           [(U + "/page.html", False), (U + "/page", True)]),
    *cases(G, "user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n", "FooBot",
           [(U + "/x/page.html", True), (U + "/x/y.html", False)]),
    *cases(G, "User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n", "FooBot",
           [(U + "/x/page", True), (U + "/y/page", False)]),
    # ID_Encoding
    *cases(G, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n",
           "FooBot", [(U + "/foo/bar?qux=taz&baz=http://foo.bar?tar&par", True)]),
    *cases(G, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n", "FooBot",
           [(U + "/foo/bar/%E3%83%84", True)]),
    # RFC 9309 §2.2.2: a URL's non-ASCII octets are percent-encoded before
    # comparing; Google leaves that to its caller and compares raw bytes.
    Case(G, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n", "FooBot", U + "/foo/bar/ツ",
         True, "Google compares the raw UTF-8 URL; RFC 9309 percent-encodes it first"),
    *cases(G, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n", "FooBot",
           [(U + "/foo/bar/%E3%83%84", True)]),
    Case(G, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n", "FooBot",
         U + "/foo/bar/ツ", True,
         "Google compares the raw UTF-8 URL; RFC 9309 percent-encodes it first"),
    *cases(G, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n", "FooBot",
           [(U + "/foo/bar/%62%61%7A", True)]),
    # Unreserved characters are the same encoded or not (RFC 3986 §6.2.2.2).
    Case(G, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n", "FooBot",
         U + "/foo/bar/baz", True,
         "Google matches %62%61%7A only literally; RFC 3986 normalisation makes it 'baz'"),
    # ID_SpecialCharacters
    *cases(G, "User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n", "FooBot",
           [(U + "/foo/bar/quz", False), (U + "/foo/quz", True), (U + "/foo//quz", True),
            (U + "/foo/bax/quz", True)]),
    *cases(G, "User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n", "FooBot",
           [(U + "/foo/bar", False), (U + "/foo/bar/qux", True), (U + "/foo/bar/", True),
            (U + "/foo/bar/baz", True)]),
    *cases(G, "User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n", "FooBot",
           [(U + "/foo/bar", True), (U + "/foo/quz", False)]),
    # GoogleOnly_IndexHTMLisDirectory: not in RFC 9309.
    Case(G, "User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n", "foobot",
         "http://foo.com/allowed-slash/", False,
         "Google-only: Allow of .../index.html also allows .../; RFC 9309 has no such rule"),
    *cases(G, "User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n", "foobot",
           [("http://foo.com/allowed-slash/index.htm", False),
            ("http://foo.com/allowed-slash/index.html", True),
            ("http://foo.com/anyother-url", False)]),
    # GoogleOnly_DocumentationChecks
    *cases(G, FISH, "FooBot", [(U + "/bar", False), (U + "/fish", True), (U + "/fish.html", True),
                               (U + "/fish/salmon.html", True), (U + "/fishheads", True),
                               (U + "/fishheads/yummy.html", True),
                               (U + "/fish.html?id=anything", True), (U + "/Fish.asp", False),
                               (U + "/catfish", False), (U + "/?id=fish", False)]),
    *cases(G, "user-agent: FooBot\ndisallow: /\nallow: /fish*\n", "FooBot",
           [(U + "/bar", False), (U + "/fish", True), (U + "/fish.html?id=anything", True),
            (U + "/Fish.bar", False), (U + "/catfish", False), (U + "/?id=fish", False)]),
    *cases(G, "user-agent: FooBot\ndisallow: /\nallow: /fish/\n", "FooBot",
           [(U + "/fish/", True), (U + "/fish/?salmon", True), (U + "/fish", False),
            (U + "/fish.html", False), (U + "/Fish/Salmon.html", False)]),
    *cases(G, "user-agent: FooBot\ndisallow: /\nallow: /*.php\n", "FooBot",
           [(U + "/filename.php", True), (U + "/folder/filename.php?parameters", True),
            (U + "//folder/any.php.file.html", True), (U + "/filename.php/", True),
            (U + "/index?f=filename.php/", True), (U + "/php/", False),
            (U + "/index?php", False), (U + "/windows.PHP", False)]),
    *cases(G, "user-agent: FooBot\ndisallow: /\nallow: /*.php$\n", "FooBot",
           [(U + "/filename.php", True), (U + "/folder/filename.php", True),
            (U + "/filename.php?parameters", False), (U + "/filename.php/", False),
            (U + "/filename.php5", False), (U + "/filename?php", False),
            (U + "/aaaphpaaa", False), (U + "//windows.PHP", False)]),
    *cases(G, "user-agent: FooBot\ndisallow: /\nallow: /fish*.php\n", "FooBot",
           [(U + "/fish.php", True), (U + "/fishheads/catfish.php?parameters", True),
            (U + "/Fish.PHP", False)]),
    *cases(G, "user-agent: FooBot\nallow: /p\ndisallow: /\n", "FooBot",
           [("http://example.com/page", True)]),
    *cases(G, "user-agent: FooBot\nallow: /folder\ndisallow: /folder\n", "FooBot",
           [("http://example.com/folder/page", True)]),
    *cases(G, "user-agent: FooBot\nallow: /page\ndisallow: /*.htm\n", "FooBot",
           [("http://example.com/page.htm", False)]),
    *cases(G, "user-agent: FooBot\nallow: /$\ndisallow: /\n", "FooBot",
           [("http://example.com/", True), ("http://example.com/page.html", False)]),
    # Line endings (ID_LinesNumbersAreCountedCorrectly), and a BOM.
    *[Case(G, body, agent, "http://site.local/some/path/", agent == "foo")
      for body in ("User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /\n",
                   "User-Agent: foo\r\nAllow: /some/path\r\nUser-Agent: bar\r\n\r\n\r\nDisallow: /\r\n",
                   "User-Agent: foo\rAllow: /some/path\rUser-Agent: bar\r\r\rDisallow: /\r",
                   "User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\nDisallow: /")
      for agent in ("foo", "bar")],
    *cases(G, "\ufeffUser-Agent: foo\nAllow: /AnyValue\n", "foo", [(U + "/AnyValue", True)]),
    *cases(G, "\ufeffUser-Agent: foo\nDisallow: /AnyValue\n", "foo", [(U + "/AnyValue", False)]),
    # --- Scrapy, tests/test_robotstxt_interface.py ------------------------------
    *cases(S, "User-agent: * \nDisallow: /disallowed \nAllow: /allowed \nCrawl-delay: 10", "*",
           [("https://www.site.local/allowed", True), ("https://www.site.local/disallowed", False)]),
    *cases(S, "User-agent: first\nDisallow: /disallowed/*/end$\n\nUser-agent: second\n"
              "Allow: /*allowed\nDisallow: /\n", "first",
           [("https://www.site.local/disallowed", True),
            ("https://www.site.local/disallowed/xyz/end", False),
            ("https://www.site.local/disallowed/abc/end", False),
            ("https://www.site.local/disallowed/xyz/endinglater", True)]),
    *cases(S, "User-agent: first\nDisallow: /disallowed/*/end$\n\nUser-agent: second\n"
              "Allow: /*allowed\nDisallow: /\n", "second",
           [("https://www.site.local/allowed", True),
            ("https://www.site.local/is_still_allowed", True),
            ("https://www.site.local/is_allowed_too", True)]),
    *cases(S, "User-agent: * \nDisallow: / \nAllow: /page", "*",
           [("https://www.site.local/page", True)]),
    *cases(S, "", "chrome", [("https://site.local/", True), ("https://site.local/disallowed", True)]),
    *cases(S, "GIF89a\xd3\x00\xfe\x00\xa2", "*", [("https://site.local/index.html", True)]),
    *cases(S, UNICODE, "*", [("https://site.local/", True), ("https://site.local/admin/", False),
                             ("https://site.local/static/", False),
                             ("https://site.local/wiki/K%C3%A4ytt%C3%A4j%C3%A4:", False),
                             ("https://site.local/wiki/Käyttäjä:", False),
                             ("https://site.local/some/randome/page.html", True)]),
    *cases(S, UNICODE, "UnicödeBöt", [("https://site.local/admin/", True),
                                      ("https://site.local/some/randome/page.html", False)]),
    # --- Protego, tests/test_protego.py -----------------------------------------
    *cases(P, "User-agent: * \nDisallow: /d \nCrawl-delay: 10", "*",
           [("https://www.site.local/abc/d", True), ("https://www.site.local/disallowed", False)]),
    *cases(P, "User-agent: * \nDisallow: /one \nDissallow: /two \nDissalow: /three \n"
              "Disalow: /four \nDiasllow: /five \nDisallaw: /six \n", "*",
           [(f"https://www.site.local/{n}", False)
            for n in ("one", "two", "three", "four", "five", "six")]),
    *cases(P, "User-agent: first\nDisallow: /protego*work\n", "first",
           [("https://www.site.local/protegoworks", False),
            ("https://www.site.local/protego/works", False),
            ("https://www.site.local/protego_does_work", False),
            ("https://www.site.local/rotego_does_work", True),
            ("https://www.site.local/protego_does_wor", True)]),
    # Agents with digits stay apart (the defect cut them at the first digit).
    *cases(P, RULE_BOTS, "Rule1TestBot", [("/fo.html", True), ("/foo.html", False),
                                          ("/food", False), ("/foo/bar.html", False)]),
    *cases(P, RULE_BOTS, "Rule2TestBot", [("/fo.html", True), ("/foo/bar.html", False),
                                          ("/food/bar.html", False),
                                          ("/foo/a/b/c/x/y/z/bar.html", False),
                                          ("/food/xyz.html", True)]),
    *cases(P, RULE_BOTS, "Rule3TestBot", [("/foo.htm", False), ("/foo", True), ("/foom", False),
                                          ("/moo", False), ("/foo/bar.txt", True)]),
    *cases(P, RULE_BOTS, "Rule4TestBot", [("/fo.html", False), ("/foo", False),
                                          ("/foo/bar.html", True), ("/foo/bar.txt", False)]),
    *cases(P, RULE_BOTS, "Rule5TestBot", [("/foo/bar.html", False), ("/food/rebar.html", False),
                                          ("/food/rebarf.html", True),
                                          ("/foo/a/b/c/rebar.html", False)]),
    *cases(P, RULE_BOTS, "Rule6TestBot", [("/foo", True), ("/foo/", False),
                                          ("/foo/bar.html", False), ("/fooey", False)]),
    *cases(P, RULE_BOTS, "Rule7TestBot", [("xyz/foo.js", True),
                                          ("/inlife/daily/fashion-20160727/", True)]),
    # RFC 9309 tokens are ASCII and Google cuts at "ä" (both would be "j"); we
    # keep any letter, as Protego does, so the two agents stay apart.
    *cases(P, NATIONAL, "jävla-fanbot", [("/foo/bar.html", True)]),
    *cases(P, NATIONAL, "jävla-foobot", [("/foo/bar.html", False)]),
    *cases(P, NATIONAL, "foobot", [("/", True)]),
    *cases(P, NATIONAL, "Mozilla/5.0 (compatible; Львів-bot/1.1)",
           [("/", True), ("/totalitarianism/foo.htm", False)]),
    *cases(P, "Disallow: /withoutUA\nAllow: /withoutUA/exception\nCrawl-delay: 5.2\n"
              "User-Agent: testbot\nDisallow: /withUA\n", "testbot",
           [("https://site.local/withoutUA", True), ("https://site.local/withUA", False)]),
    *cases(P, "User-Agent: robot\nDisallow: /ro-bot\nUser-Agent: *\nDisallow: /default-UA\n"
              "User-Agent: testbot\nDisallow: /testbot\n", "mybot",
           [("https://site.local/default-UA", False)]),
    *cases(P, "User-Agent: testbot\nDisallow: /testbot\nUser-Agent: *\nDisallow: /default-UA\n",
           "tEStbOt", [("https://site.local/testbot", False),
                       ("https://site.local/default-UA", True)]),
    *cases(P, "User-Agent: one\nUser-Agent: two\nDisallow: /success\nUser-Agent: *\n"
              "Disallow: /failure\n", "two",
           [("https://site.local/success", False), ("https://site.local/failure", True)]),
    *cases(P, "User-Agent: one # comment 2\n# comment 3\nUser-Agent: two\nDisallow: /one-two-bot\n"
              "# Disallow: /commented\n", "one",
           [("https://site.local/one-two-bot", False), ("https://site.local/commented", True)]),
    *cases(P, "User-Agent: one\nDisallow: /bot-one\nHarry Potter\nUser-Agent: two\n"
              "Disallow: /bot-two\n", "one",
           [("https://site.local/bot-one", False), ("https://site.local/bot-two", True)]),
    *cases(P, "User-Agent: one\nDisallow:\nUser-Agent: two\nAllow:\n", "two",
           [("https://site.local/path1", True)]),
    *cases(P, "User-Agent: harrybot\nDisallow: /\nUser-Agent: testbot\n", "testbot",
           [("https://site.local/path1", True)]),
    *cases(P, "User-agent: *\nDisallow: /cyberworld/map/ # infinite\nDisallow: /tmp/\n"
              "Disallow: /foo.html\n", "CrunchyFrogBot",
           [("/", True), ("/foo.html", False), ("/foo.htm", True), ("/foo.htmlx", False),
            ("/cyberworld/index.html", True), ("/tmp/foo.html", False),
            ("https://www.example.org/foo.html", False), ("ftp://example.net/foo.html", False)]),
    *cases(P, BOTS_1996, "1bot", [("/tmp.html", True), ("/tmp", True), ("/tmp/a.html", True)]),
    *cases(P, BOTS_1996, "2bot", [("/tmp", False), ("/tmp/", True)]),
    *cases(P, BOTS_1996, "3bot", [("/a%3cd.html", True), ("/a%3Cd.html", True)]),
    *cases(P, BOTS_1996, "4bot", [("/a%3cd.html", True), ("/a%3Cd.html", True)]),
    *cases(P, BOTS_1996, "5bot", [("/a%2fb.html", True), ("/a/b.html", False)]),
    *cases(P, BOTS_1996, "6bot", [("/a%2fb.html", False), ("/a/b.html", True)]),
    *cases(P, BOTS_1996, "7bot", [("/~joe/index.html", True)]),
    *cases(P, BOTS_1996, "8bot", [("/%7Ejoe/index.html", True)]),
    *cases(P, RFC1996, "unhipbot", [(f"http://www.example.org{p}", False)
                                    for p in ("/", "/server.html", "/org/about.html")]),
    *cases(P, RFC1996, "excite", [(f"http://www.example.org{p}", True)
                                  for p in ("/", "/org/plans.html", "/%7Ejim/jim.html")]),
    *cases(P, RFC1996, "OtherBot", [("http://www.example.org/", False),
                                    ("http://www.example.org/server.html", True),
                                    ("http://www.example.org/services/fast.html", True),
                                    ("http://www.example.org/orgo.gif", False),
                                    ("http://www.example.org/org/about.html", True),
                                    ("http://www.example.org/org/plans.html", False),
                                    ("http://www.example.org/%7Ejim/jim.html", False),
                                    ("http://www.example.org/%7Emak/mak.html", True)]),
    *cases(P, "User-agent: *\nDisallow: /\nUser-agent: foobot\nDisallow:\n", "foobot",
           [("/", True), ("/bar.html", True)]),
    *cases(P, "User-agent: *\nDisallow: /\nUser-agent: foobot\nDisallow:\n", "SomeOtherBot",
           [("/blahblahblah", False)]),
    # An unknown line does not end a group (RFC 9309 §2.2.4): '*' and
    # ia_archiver share the Disallow. Protego ends the group there.
    Case(P, "User-agent: abc\nDisallow: /content/2/\nUser-agent: *\nInvalid_directive: /gb.html\n"
            "User-agent: ia_archiver\nDisallow: /\n", "agent", "/foo", False,
         "Protego ends a group at an unknown line; RFC 9309 §2.2.4 (and Google) do not"),
    *cases(P, "User-agent: abc\nDisallow: /content/2/\nUser-agent: *\nInvalid_directive: /gb.html\n"
              "User-agent: ia_archiver\nDisallow: /\n", "ia_archiver", [("/foo", False)]),
    *cases(P, "Foo: Foobot\nBar: /", "FooBot", [("http://foo.bar/x/y", True)]),
    # Protego accepts "user-agent foobot" with no colon; RFC 9309 does not.
    Case(P, "user-agent foobot\ndisallow /\n", "FooBot", "http://foo.bar/x/y", True,
         "Protego accepts lines without ':'; RFC 9309's grammar needs it"),
    # "foo*bot": no wildcards in user-agent values (RFC 9309 §2.2.1); the
    # product token is what precedes the "*".
    Case(P, "user-agent: foo*bot\ndisallow: /myprofile\n", "foobot",
         "http://foo.bar/myprofile", True,
         "Protego matches 'foo*bot' as a pattern; RFC 9309 has no wildcards in user-agent lines"),
    *cases(P, "USER-AGENT: onebot\nALLOW: /x\nDISALLOW: /\nuSEr-aGEnT: threeBot\nAlLoW: /x\n"
              "DIsALlOw: /\n", "threebot", [("http://foo.bar/x/y", True), ("http://foo.bar/a/b", False)]),
    *cases(P, "User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n", "footbot",
           [("http://foo.com/allowed-slash/index.html", True)]),
    Case(P, "User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n", "footbot",
         "http://foo.com/allowed-slash/", False,
         "Protego follows Google's index.html rule; RFC 9309 has none"),
    *cases(P, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n", "FooBot",
           [("http://foo.bar/foo/bar/%E3%83%84", True), ("http://foo.bar/foo/bar/ツ", True)]),
    *cases(P, "User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n", "FooBot",
           [("http://foo.bar/foo/bar/baz", True), ("http://foo.bar/foo/bar/%62%61%7A", True)]),
    *cases(P, "user-agent: FooBot\ndisallow: /x$/abc\ndisallow: /y/abc$\ndisallow: /x*x$/abc\n"
              "disallow: /y*y/abc$\n", "FooBot",
           [("http://foo.bar/x$/abcdef", False), ("http://foo.bar/x%24/abcdef", False),
            ("http://foo.bar/y/abcdef", True), ("http://foo.bar/y/abc", False),
            ("http://foo.bar/xabcx$/abcdef", False), ("http://foo.bar/yabcy/abc", False),
            ("http://foo.bar/yabcy/abcdef", True)]),
    *cases(P, "user-agent: FooBot\ndisallow: /x/abc%24\ndisallow: /x%2Ax/abc\n", "FooBot",
           [("http://foo.bar/x/abc$abc", False), ("http://foo.bar/x/abc$", False),
            ("http://foo.bar/x/abc", True), ("http://foo.bar/x*x/abc", False),
            ("http://foo.bar/xabcx/abc", True)]),
    # "/x*x/abc" is a wildcard rule, and it matches the literal "*" too.
    *cases(P, "user-agent: FooBot\ndisallow: /x/abc$\ndisallow: /x*x/abc\n", "FooBot",
           [("http://foo.bar/x*x/abc", False)]),
    # A URL's literal "$" is %24 (RFC 9309 §2.2.3): "/x/abc$" the rule is an
    # anchor, not a dollar, so it matches neither.
    Case(P, "user-agent: FooBot\ndisallow: /x/abc$\ndisallow: /x*x/abc\n", "FooBot",
         "http://foo.bar/x/abc$", True,
         "Protego lets a final '$' also match a literal dollar; RFC 9309 makes it the end anchor"),
    Case(P, "user-agent: FooBot\ndisallow: /x/abc$\ndisallow: /x*x/abc\n", "FooBot",
         "http://foo.bar/x/abc%24", True,
         "Protego lets a final '$' also match a literal dollar; RFC 9309 makes it the end anchor"),
    # A rule that is a full URL is no path (RFC 9309 §2.2.2): it matches nothing.
    *cases(P, "user-agent: *\ndisallow: http://ms-web00.walkerplus.com/\n", "FooBot",
           [("http://foo.bar/", True)]),
    Case(P, "user-agent: *\ndisallow: http://ms-web00.walkerplus.com/\n", "FooBot",
         "http://foo.bar/http://ms-web00.walkerplus.com/", True,
         "Protego strips the host of a full-URL rule; RFC 9309 rules are paths"),
    # Browser-style User-Agents find the bot named after "compatible;".
    *cases(P, "User-agent: MyBot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n",
           "Mozilla/5.0 (compatible; MyBot/1.0; +https://example.com/bot)",
           [("https://example.com/private/x", False), ("https://example.com/public", True)]),
]  # fmt: skip

# Where the peer's own expectation is the opposite of ours.
PEER_SAYS = {c: not c.allowed for c in TABLE if c.differs}


@pytest.mark.parametrize("case", TABLE, ids=lambda c: f"{c.peer}:{c.agent[:20]}:{c.url[-40:]}")
def test_peer_case(case: Case) -> None:
    parser = RobotParser.from_crawler(get_crawler(), case.robots.encode("utf-8"))
    assert parser.allowed(case.url, case.agent) is case.allowed


def test_every_disagreement_is_explained() -> None:
    assert PEER_SAYS  # the table names its disagreements
    assert all(c.differs.strip() for c in TABLE if c in PEER_SAYS)


@pytest.mark.parametrize(
    ("robots", "agent", "delay"),
    [
        # Scrapy's test_crawl_delay / _unset through the 2.18 interface (it answered None).
        ("User-agent: *\nDisallow: /private\nCrawl-delay: 10\n", "*", 10.0),
        ("User-agent: *\nDisallow: /private\n", "*", None),
        # Protego's test_no_leading_user_agent: a delay before any group is no one's.
        ("Crawl-delay: 5.2\nUser-Agent: testbot\nDisallow: /withUA\n", "testbot", None),
        ("User-agent: *\nCrawl-delay: 3\n\nUser-agent: Rule4TestBot\nCrawl-delay: 4\n\n"
         "User-agent: Rule6TestBot\nCrawl-delay: 6\n", "Rule6TestBot/2.0", 6.0),
        ("User-agent: MyBot\nCrawl-delay: 2\n", "Mozilla/5.0 (compatible; MyBot/1.0)", 2.0),
    ],
)  # fmt: skip
def test_crawl_delay_through_scrapys_interface(
    robots: str, agent: str, delay: float | None
) -> None:
    parser = RobotParser.from_crawler(get_crawler(), robots.encode())
    assert parser.crawl_delay(agent) == delay


@pytest.mark.parametrize(
    ("first", "second"), [("AI2Bot", "Ai2Bot-Dolma"), ("Rule4TestBot", "Rule6TestBot")]
)
def test_agents_with_digits_keep_their_own_groups(first: str, second: str) -> None:
    robots = f"User-agent: {first}\nDisallow: /\n\nUser-agent: {second}\nAllow: /\n"
    parser = RobotParser.from_crawler(get_crawler(), robots.encode())
    assert not parser.allowed("https://e.test/x", f"{first}/1.0")
    assert parser.allowed("https://e.test/x", f"{second}/1.0")
