"""RFC 9309 parser, table-driven: (robots.txt, agent, url, expected allowed)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sitebrief.robots.parser import (
    AI_TRAINING_TOKEN,
    MAX_BYTES,
    NO_MATCH,
    ROBOTS_TXT,
    Matcher,
    RobotParser,
    Robots,
    Rule,
    normalise,
    product_token,
    url_path,
)

ME = "SiteBriefBot"
U = "https://example.com"

CASES: list[tuple[str, str, str, str, bool]] = [
    # (id, robots, agent, path, allowed)
    # --- seed examples from the issue
    ("shop-exact-allowed", "User-agent: *\nDisallow: /shop\nAllow: /shop$\n", ME, "/shop", True),
    (
        "shop-deeper-blocked",
        "User-agent: *\nDisallow: /shop\nAllow: /shop$\n",
        ME,
        "/shop/cart",
        False,
    ),
    ("pdf-end", "User-agent: *\nDisallow: /*.pdf$\n", ME, "/docs/file.pdf", False),
    ("pdf-with-query", "User-agent: *\nDisallow: /*.pdf$\n", ME, "/docs/file.pdf?x=1", True),
    (
        "named-replaces-star",
        "User-agent: *\nDisallow: /\n\nUser-agent: SiteBriefBot\nDisallow: /private\n",
        ME,
        "/public",
        True,
    ),
    (
        "named-own-rule",
        "User-agent: *\nDisallow: /\n\nUser-agent: SiteBriefBot\nDisallow: /private\n",
        ME,
        "/private/x",
        False,
    ),
    (
        "other-agent-gets-star",
        "User-agent: *\nDisallow: /\n\nUser-agent: SiteBriefBot\nDisallow: /private\n",
        "OtherBot",
        "/public",
        False,
    ),
    # --- one group applies; never ours + *
    (
        "no-combination",
        "User-agent: *\nDisallow: /a\nUser-agent: x\n\nUser-agent: SiteBriefBot\nDisallow: /b\n",
        ME,
        "/a",
        True,
    ),
    (
        "merge-same-token",
        "User-agent: SiteBriefBot\nDisallow: /a\n\nUser-agent: SiteBriefBot\nDisallow: /b\n",
        ME,
        "/b",
        False,
    ),
    (
        "merge-same-token-first",
        "User-agent: SiteBriefBot\nDisallow: /a\n\nUser-agent: SiteBriefBot\nDisallow: /b\n",
        ME,
        "/a",
        False,
    ),
    ("case-insensitive-token", "User-agent: sitebriefbot\nDisallow: /\n", ME, "/x", False),
    ("upper-token", "User-agent: SITEBRIEFBOT\nDisallow: /\n", ME, "/x", False),
    ("token-with-version", "User-agent: SiteBriefBot/2.0\nDisallow: /\n", ME, "/x", False),
    ("prefix-token-not-ours", "User-agent: Site\nDisallow: /\n", ME, "/x", True),
    ("suffix-token-not-ours", "User-agent: bot\nDisallow: /\n", ME, "/x", True),
    ("longer-token-not-ours", "User-agent: SiteBriefBot-News\nDisallow: /\n", ME, "/x", True),
    (
        "full-ua-string-reduced",
        "User-agent: SiteBriefBot\nDisallow: /x\n",
        "SiteBriefBot/0.1 (+https://a.b/bot)",
        "/x",
        False,
    ),
    (
        "group-of-several-agents",
        "User-agent: a\nUser-agent: SiteBriefBot\nUser-agent: b\nDisallow: /x\n",
        ME,
        "/x",
        False,
    ),
    ("no-star-no-match-allows", "User-agent: other\nDisallow: /\n", ME, "/x", True),
    ("empty-file", "", ME, "/x", True),
    ("star-only-empty-disallow", "User-agent: *\nDisallow:\n", ME, "/x", True),
    (
        "empty-disallow-ours-beats-star",
        "User-agent: *\nDisallow: /\nUser-agent: SiteBriefBot\nDisallow:\n",
        ME,
        "/x",
        True,
    ),
    (
        "empty-group-ours",
        "User-agent: SiteBriefBot\n\nUser-agent: *\nDisallow: /\n",
        ME,
        "/x",
        False,
    ),
    # --- most specific wins
    ("longest-wins-allow", "User-agent: *\nDisallow: /a\nAllow: /a/b\n", ME, "/a/b/c", True),
    ("longest-wins-disallow", "User-agent: *\nAllow: /a\nDisallow: /a/b\n", ME, "/a/b/c", False),
    ("tie-allow-wins", "User-agent: *\nDisallow: /page\nAllow: /page\n", ME, "/page", True),
    ("tie-allow-wins-order", "User-agent: *\nAllow: /page\nDisallow: /page\n", ME, "/page", True),
    ("wildcard-length-counts", "User-agent: *\nAllow: /a\nDisallow: /*b\n", ME, "/ab", False),
    (
        "allow-root-disallow-sub",
        "User-agent: *\nAllow: /\nDisallow: /private/\n",
        ME,
        "/private/x",
        False,
    ),
    (
        "disallow-root-allow-sub",
        "User-agent: *\nDisallow: /\nAllow: /public/\n",
        ME,
        "/public/x",
        True,
    ),
    ("disallow-root-other", "User-agent: *\nDisallow: /\nAllow: /public/\n", ME, "/other", False),
    ("prefix-match", "User-agent: *\nDisallow: /fish\n", ME, "/fish.html", False),
    ("prefix-match-2", "User-agent: *\nDisallow: /fish\n", ME, "/fishheads/yummy.html", False),
    ("case-sensitive-path", "User-agent: *\nDisallow: /fish\n", ME, "/Fish.asp", True),
    ("dir-slash", "User-agent: *\nDisallow: /fish/\n", ME, "/fish", True),
    ("dir-slash-2", "User-agent: *\nDisallow: /fish/\n", ME, "/fish/salmon.htm", False),
    # --- wildcards and anchors
    ("star-middle", "User-agent: *\nDisallow: /*/private/\n", ME, "/a/b/private/x", False),
    ("star-end-redundant", "User-agent: *\nDisallow: /fish*\n", ME, "/fishy", False),
    ("star-query", "User-agent: *\nDisallow: /*?q=*\n", ME, "/search?q=x", False),
    ("star-query-not", "User-agent: *\nDisallow: /*?q=*\n", ME, "/search?p=x", True),
    ("dollar-exact", "User-agent: *\nDisallow: /$\n", ME, "/", False),
    ("dollar-exact-other", "User-agent: *\nDisallow: /$\n", ME, "/a", True),
    ("dollar-php", "User-agent: *\nDisallow: /*.php$\n", ME, "/index.php", False),
    ("dollar-php-dir", "User-agent: *\nDisallow: /*.php$\n", ME, "/index.php/", True),
    ("dollar-middle-literal", "User-agent: *\nDisallow: /a$b\n", ME, "/a$b/c", False),
    ("multi-star", "User-agent: *\nDisallow: /a*b*c\n", ME, "/a-x-b-y-c", False),
    ("multi-star-order", "User-agent: *\nDisallow: /a*b*c\n", ME, "/a-c-b", True),
    ("double-star", "User-agent: *\nDisallow: /a**b\n", ME, "/axxb", False),
    ("star-anchor-overlap", "User-agent: *\nDisallow: /*ab*b$\n", ME, "/ab", True),
    ("star-anchor-overlap-2", "User-agent: *\nDisallow: /*ab*b$\n", ME, "/abb", False),
    ("leading-star", "User-agent: *\nDisallow: *.gif\n", ME, "/img/x.gif", False),
    ("query-is-matched", "User-agent: *\nDisallow: /p?sort=\n", ME, "/p?sort=asc", False),
    ("fragment-ignored", "User-agent: *\nDisallow: /a$\n", ME, "/a#frag", False),
    ("robots-always-allowed", "User-agent: *\nDisallow: /\n", ME, "/robots.txt", True),
    ("robots-query-not-exempt", "User-agent: *\nDisallow: /\n", ME, "/robots.txt?x", False),
    ("rule-without-slash-ignored", "User-agent: *\nDisallow: index.php\n", ME, "/index.php", True),
    ("full-url-rule-ignored", "User-agent: *\nDisallow: https://example.com/x\n", ME, "/x", True),
    # --- percent-encoding (RFC 9309 §2.2.2)
    ("tilde-encoded-rule", "User-agent: *\nDisallow: /%7Efoo\n", ME, "/~foo", False),
    ("tilde-encoded-url", "User-agent: *\nDisallow: /~foo\n", ME, "/%7Efoo", False),
    ("hex-case", "User-agent: *\nDisallow: /%7efoo\n", ME, "/%7Efoo", False),
    ("utf8-rule-encoded-url", "User-agent: *\nDisallow: /caf\u00e9\n", ME, "/caf%C3%A9", False),
    ("encoded-rule-utf8-url", "User-agent: *\nDisallow: /caf%C3%A9\n", ME, "/caf\u00e9", False),
    ("encoded-rule-lower-hex", "User-agent: *\nDisallow: /caf%c3%a9\n", ME, "/caf%C3%A9", False),
    ("slash-encoded-not-decoded", "User-agent: *\nDisallow: /a%2Fb\n", ME, "/a/b", True),
    ("slash-encoded-matches-itself", "User-agent: *\nDisallow: /a%2Fb\n", ME, "/a%2fb", False),
    ("slash-literal-not-encoded", "User-agent: *\nDisallow: /a/b\n", ME, "/a%2Fb", True),
    ("query-mark-encoded", "User-agent: *\nDisallow: /a?b\n", ME, "/a%3Fb", True),
    ("space-encoded", "User-agent: *\nDisallow: /a b\n", ME, "/a%20b", False),
    ("unreserved-letter-encoded", "User-agent: *\nDisallow: /%41bc\n", ME, "/Abc", False),
    ("stray-percent", "User-agent: *\nDisallow: /100%\n", ME, "/100%25", False),
    # --- syntax robustness (§2.2.4)
    ("crlf", "User-agent: *\r\nDisallow: /a\r\n", ME, "/a", False),
    ("cr-only", "User-agent: *\rDisallow: /a\r", ME, "/a", False),
    ("comments", "# hello\nUser-agent: * # all\nDisallow: /a # no\n", ME, "/a", False),
    ("comment-in-path", "User-agent: *\nDisallow: /a#b\n", ME, "/a", False),
    ("whitespace", "  User-agent :   *  \n\t Disallow :  /a  \n", ME, "/a", False),
    ("key-case", "USER-AGENT: *\nDISALLOW: /a\n", ME, "/a", False),
    ("line-without-colon", "User-agent: *\nthis line is junk\nDisallow: /a\n", ME, "/a", False),
    ("rules-before-ua-ignored", "Disallow: /a\nUser-agent: *\nDisallow: /b\n", ME, "/a", True),
    (
        "sitemap-between-uas",
        "User-agent: a\nSitemap: https://e.com/s.xml\nUser-agent: SiteBriefBot\nDisallow: /x\n",
        ME,
        "/x",
        False,
    ),
    (
        "crawl-delay-between-uas",
        "User-agent: a\nCrawl-delay: 5\nUser-agent: SiteBriefBot\nDisallow: /x\n",
        ME,
        "/x",
        False,
    ),
    (
        "unknown-key-between-uas",
        "User-agent: a\nFoo: bar\nUser-agent: SiteBriefBot\nDisallow: /x\n",
        ME,
        "/x",
        False,
    ),
    (
        "rule-ends-group",
        "User-agent: a\nDisallow: /y\nUser-agent: SiteBriefBot\nDisallow: /x\n",
        ME,
        "/y",
        True,
    ),
    (
        "sitemap-in-group-keeps-rules",
        "User-agent: SiteBriefBot\nDisallow: /x\nSitemap: /s.xml\nDisallow: /y\n",
        ME,
        "/y",
        False,
    ),
    ("typo-dissallow", "User-agent: *\nDissallow: /a\n", ME, "/a", False),
    ("useragent-no-dash", "Useragent: SiteBriefBot\nDisallow: /a\n", ME, "/a", False),
    ("bom", "\ufeffUser-agent: *\nDisallow: /a\n", ME, "/a", False),
    ("blank-lines-in-group", "User-agent: *\n\nDisallow: /a\n\n\nDisallow: /b\n", ME, "/b", False),
    (
        "html-body-no-rules",
        "<!DOCTYPE html><html><body>User-agent: *\nDisallow: /\n</body></html>",
        ME,
        "/x",
        True,
    ),
    ("allow-only", "User-agent: *\nAllow: /\n", ME, "/x", True),
    ("uppercase-path-rule", "User-agent: *\nDisallow: /A\n", ME, "/a", True),
    # --- AI-training token: * never applies to it, its group never applies to us
    (
        "training-group-not-for-us",
        f"User-agent: {AI_TRAINING_TOKEN}\nDisallow: /\n",
        ME,
        "/x",
        True,
    ),
]


@pytest.mark.parametrize(
    ("robots", "agent", "path", "expected"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_table(robots: str, agent: str, path: str, expected: bool) -> None:
    parsed = Robots(robots.encode("utf-8"))
    assert parsed.allowed(U + path, agent) is expected
    assert parsed.decide(U + path, agent).allowed is expected


def test_case_count() -> None:
    assert len(CASES) >= 90


def test_decision_names_the_rule() -> None:
    robots = Robots(b"User-agent: *\nDisallow: /*?q=*\n")
    assert robots.decide(U + "/search?q=x").rule == "Disallow: /*?q=*"
    assert robots.decide(U + "/about").rule == NO_MATCH
    assert robots.decide(U + "/robots.txt").rule == ROBOTS_TXT


def test_invalid_utf8_does_not_break_groups() -> None:
    robots = Robots(b"User-agent: *\nDisallow: /caf\xe9\nDisallow: /b\n")
    assert not robots.allowed(U + "/b")
    assert not robots.allowed(U + "/caf%E9")


def test_first_500_kib_are_parsed_and_a_cut_line_dropped() -> None:
    filler = b"# " + b"x" * 1000 + b"\n"
    head = b"User-agent: *\nDisallow: /early\n"
    body = head + filler * (MAX_BYTES // len(filler) + 1) + b"Disallow: /late\n"
    robots = Robots(body)
    assert robots.truncated
    assert not robots.allowed(U + "/early")
    assert robots.allowed(U + "/late")
    cut = head + b"#" * (MAX_BYTES - len(head) - 5) + b"\nDisallow: /private-area\n"
    # The last line would be cut to "Disallow: /pri": dropped, not over-applied.
    assert Robots(cut).allowed(U + "/pri")


def test_sitemaps_anywhere() -> None:
    robots = Robots(
        b"Sitemap: https://e.com/a.xml\nUser-agent: *\nDisallow: /x\n"
        b"sitemap: https://e.com/b.xml.gz\n"
    )
    assert robots.sitemaps == ["https://e.com/a.xml", "https://e.com/b.xml.gz"]


def test_crawl_delay_for_our_group_else_star() -> None:
    robots = Robots(
        b"User-agent: *\nCrawl-delay: 3\nDisallow: /x\n\nUser-agent: other\nCrawl-delay: 9\n"
    )
    assert robots.crawl_delay(ME) == 3.0
    # Crawl-delay does not end a group: both agents share one group here.
    shared = Robots(b"User-agent: *\nCrawl-delay: 3\nUser-agent: other\nDisallow: /x\n")
    assert shared.crawl_delay("other") == 3.0
    ours = Robots(b"User-agent: *\nCrawl-delay: 3\n\nUser-agent: SiteBriefBot\nCrawl-delay: 1.5\n")
    assert ours.crawl_delay(ME) == 1.5
    assert Robots(b"User-agent: *\nCrawl-delay: soon\n").crawl_delay(ME) is None


@pytest.mark.parametrize(
    ("robots", "path", "expected"),
    [
        ("", "/", "none"),
        ("User-agent: *\nDisallow: /\n", "/", "none"),  # * never speaks for training
        (f"User-agent: {AI_TRAINING_TOKEN}\nDisallow: /\n", "/", "against"),
        (f"User-agent: {AI_TRAINING_TOKEN}\nAllow: /\n", "/", "in favor"),
        (f"User-agent: {AI_TRAINING_TOKEN}\nDisallow: /blog/\n", "/", "none"),
        (f"User-agent: {AI_TRAINING_TOKEN}\nDisallow: /blog/\n", "/blog/x", "against"),
        (f"User-agent: {AI_TRAINING_TOKEN}\nDisallow: /\nAllow: /docs/\n", "/docs/a", "in favor"),
    ],
)
def test_training_preference(robots: str, path: str, expected: str) -> None:
    assert Robots(robots.encode()).training_preference(path)[0] == expected


def test_training_preference_is_not_fetch_permission() -> None:
    robots = Robots(f"User-agent: {AI_TRAINING_TOKEN}\nDisallow: /\n".encode())
    assert robots.allowed(U + "/anything", ME)
    assert robots.training_preference("/")[0] == "against"


def test_ai_posture() -> None:
    robots = Robots(
        b"User-agent: GPTBot\nDisallow: /\n\nUser-agent: CCBot\nDisallow: /private\n\n"
        b"User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n"
        b"Content-Usage: train-ai=n\nContent-Usage: /open/ train-ai=y\n"
    )
    posture = robots.ai_posture()
    assert posture["ai_crawlers_blocked"] == ["GPTBot"]
    assert posture["content_signals"] == [
        {"agents": ["*"], "path": "/", "signals": {"search": "yes", "ai-train": "no"}, "line": 8}
    ]
    assert posture["content_usage"] == [
        {
            "agents": ["*"], "path": "/", "preferences": {"train-ai": "n"},
            "value": "train-ai=n", "line": 10,
        },
        {
            "agents": ["*"], "path": "/open/", "preferences": {"train-ai": "y"},
            "value": "train-ai=y", "line": 11,
        },
    ]  # fmt: skip
    assert robots.allowed(U + "/x", ME)  # signals never change fetch permission


def test_star_disallow_blocks_every_ai_crawler() -> None:
    assert len(Robots(b"User-agent: *\nDisallow: /\n").ai_crawlers_blocked()) >= 10


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("/a b", "/a%20b"),
        ("/%7e", "/~"),
        ("/%2f", "/%2F"),
        ("/caf\u00e9", "/caf%C3%A9"),
        ("/100%", "/100%25"),
        ("/plain/path?x=1", "/plain/path?x=1"),
    ],
)
def test_normalise(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://a.com", "/"),
        ("https://a.com?x=1", "/?x=1"),
        ("https://a.com/p?q#f", "/p?q"),
        ("/relative", "/relative"),
    ],
)
def test_url_path(url: str, expected: str) -> None:
    assert url_path(url) == expected


def test_product_token() -> None:
    assert product_token("SiteBriefBot/0.1 (+https://x)") == "sitebriefbot"
    assert product_token(b"Scrapy/2.19 (+https://scrapy.org)") == "scrapy"
    assert product_token("*") == "*"


def test_scrapy_plugin_interface_without_our_settings() -> None:
    from scrapy.utils.test import get_crawler

    crawler = get_crawler(settings_dict={"ROBOTSTXT_PARSER": "sitebrief.robots.parser.RobotParser"})
    parser = RobotParser.from_crawler(crawler, b"User-agent: *\nDisallow: /private\n")
    assert not parser.allowed("https://e.com/private/x", "AnyBot/1.0")
    assert parser.allowed(b"https://e.com/public", b"AnyBot/1.0")


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=4000), st.text(max_size=60))
def test_fuzz_arbitrary_bytes_never_crash(body: bytes, path: str) -> None:
    robots = Robots(body)
    decision = robots.decide(U + "/" + path, ME)
    assert isinstance(decision.allowed, bool)
    robots.training_preference("/")
    robots.ai_posture()


_LINE = st.sampled_from(
    [
        "User-agent: *",
        "User-agent: SiteBriefBot",
        "Disallow: ",
        "Allow: ",
        "Sitemap: ",
        "Crawl-delay: ",
    ]
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(_LINE, st.text(alphabet="/*$?=%ab-.~é", max_size=12)), max_size=30),
    st.text(alphabet="/ab?=.%~é$", max_size=20),
)
def test_fuzz_structured_files(lines: list[tuple[str, str]], path: str) -> None:
    body = "\n".join(key + value for key, value in lines).encode()
    robots = Robots(body)
    assert isinstance(robots.allowed(U + "/" + path, ME), bool)


# --- large groups: matched without compiling one huge regex -------------------

_GLOB_PIECES = st.lists(st.sampled_from(["/", "a", "b", "*", ".", "x"]), min_size=1, max_size=8)


@settings(max_examples=300, deadline=None)
@given(
    patterns=st.lists(_GLOB_PIECES.map(lambda p: "/" + "".join(p)), min_size=1, max_size=12),
    anchored=st.lists(st.booleans(), min_size=12, max_size=12),
    allows=st.lists(st.booleans(), min_size=12, max_size=12),
    path=_GLOB_PIECES.map(lambda p: "/" + "".join(p).replace("*", "")),
)
def test_rule_by_rule_matching_agrees_with_the_regex(
    patterns: list[str], anchored: list[bool], allows: list[bool], path: str
) -> None:
    rules = [
        Rule(allow, p + ("$" if end else ""), p)
        for p, end, allow in zip(patterns, anchored, allows, strict=False)
    ]
    compiled = Matcher(rules)  # bucketed: one regex per bucket
    Matcher.BUCKET_MAX, saved_buckets = 0, Matcher.BUCKET_MAX
    try:
        split = Matcher(rules)  # plain rules by length, one regex for the others
        Matcher.REGEX_MAX, saved = 0, Matcher.REGEX_MAX
        try:
            one_by_one = Matcher(rules)
        finally:
            Matcher.REGEX_MAX = saved
    finally:
        Matcher.BUCKET_MAX = saved_buckets
    assert compiled._bucketed and not split._bucketed and split._globs is None
    assert one_by_one._regex is None and not one_by_one._bucketed
    expected = compiled.winner(path)
    for other in (split, one_by_one):
        winner = other.winner(path)
        assert (winner and (winner.allow, len(winner.pattern))) == (
            expected and (expected.allow, len(expected.pattern))
        )


def test_a_500_kib_file_of_wildcards_needs_no_regex() -> None:
    lines = [f"Disallow: /*/p{i}*/x{i * 7919 % 100_003}*.html$" for i in range(14_000)]
    robots = Robots(("User-agent: *\n" + "\n".join(lines) + "\nAllow: /*/p77*/x\n").encode())
    assert not robots.allowed("/a/p5/x39595.html")  # 5 * 7919
    assert robots.allowed("/a/p5/x39595.html?")
    assert robots.allowed("/a/p77/x1.htm")
    assert robots._matcher_for("*")._regex is None  # type: ignore[union-attr]


@pytest.mark.parametrize("value", ["1e999", "-1e999", "nan", "inf"])
def test_a_crawl_delay_that_is_not_finite_is_none(value: str) -> None:
    assert Robots(f"User-agent: *\nCrawl-delay: {value}\n".encode()).crawl_delay() is None


def test_values_from_a_latin1_file_are_valid_unicode() -> None:
    robots = Robots(b"User-agent: *\nDisallow: /caf\xe9\nSitemap: https://a.test/b\xfccher.xml\n")
    assert robots.sitemaps == ["https://a.test/b%FCcher.xml"]
    assert robots.decide("https://a.test/caf%E9").rule == "Disallow: /caf\ufffd"


@pytest.mark.parametrize(
    ("rules", "path", "allowed"),
    [
        ("Disallow: /file-%2A.txt", "/file-*.txt", False),
        ("Disallow: /file-%2A.txt", "/file-x.txt", True),  # %2A is a star, not a wildcard
        ("Disallow: /price-%24", "/price-$", False),
        ("Disallow: /price-%24", "/price-", True),
        ("Disallow: /a$b", "/a$b", False),  # "$" before the end is literal
        ("Disallow: /file-*.txt", "/file-*.txt", False),  # a wildcard matches a star too
        ("Disallow: /x$", "/x$", True),  # the final "$" anchors: "/x$" is longer than "/x"
    ],
)
def test_percent_encoded_star_and_dollar_are_literal(rules: str, path: str, allowed: bool) -> None:
    robots = Robots(f"User-agent: *\n{rules}\n".encode())
    assert robots.allowed(U + path) is allowed
    assert RobotParser(f"User-agent: *\n{rules}\n".encode()).allowed(U + path, ME) is allowed


def test_the_ai_crawlers_refused_at_the_root_are_named() -> None:
    robots = Robots(
        b"User-agent: Claude-User\nUser-agent: Perplexity-User\nDisallow: /\n\n"
        b"User-agent: AI2Bot\nDisallow: /\n\nUser-agent: Ai2Bot-Dolma\nAllow: /\n\n"
        b"User-agent: DuckAssistBot\nDisallow: /private\n"
    )
    assert robots.ai_crawlers_blocked() == ["Claude-User", "Perplexity-User", "AI2Bot"]


def test_license_lines_are_kept_with_their_line() -> None:
    robots = Robots(b"User-agent: *\nAllow: /\nLicense: https://acme.test/license.xml\n")
    assert robots.licenses == [{"agents": ["*"], "url": "https://acme.test/license.xml", "line": 3}]
