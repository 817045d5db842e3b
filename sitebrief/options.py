"""What a person can pass, with what it means: the brief spider's arguments
(``-a``) and every ``SITEBRIEF_*`` setting (``-s``). ``scrapy options`` prints
them; the README's tables say the same (tests/test_docs.py keeps them in
step); defaults live in ``settings.py``."""

ARGUMENTS = {
    "domain": "one domain to brief, as a person types it (acme.com, https://acme.com/about)",
    "domains": "several, separated by commas (give one of domain, domains, domains_file)",
    "domains_file": "a file with one domain per line (# starts a comment)",
    "previous": "a JSONL feed of earlier records: re-brief with conditional requests and say what changed",
    "queue": "redis://HOST:PORT/DB: take domains from a shared queue (scrapy enqueue) instead",
    "results": "redis://HOST:PORT/DB: also append every record to that Redis's results stream",
    "idle_exit": "with queue: end once the queue has been empty this many seconds",
}

SETTINGS = {
    "SITEBRIEF_AGENT_TOKEN": "product token in the User-Agent and for robots.txt group matching",
    "SITEBRIEF_BOT_URL": "your page that says who runs the bot and how to reach you, in the User-Agent (none by default: we own no page that speaks for you)",
    "SITEBRIEF_REQUIRE_BOT_URL": "refuse to run without `SITEBRIEF_BOT_URL` (set in the production profile; Scrapyd jobs always require it)",
    "SITEBRIEF_CONNECT_TO": "`HOST1:PORT1:HOST2:PORT2` rules with curl's `--connect-to` semantics (empty HOST1/PORT1 match any; URL, Host and TLS name stay HOST1's); the guard still checks HOST2",
    "SITEBRIEF_ALLOWED_NETWORKS": "CIDRs exempt from the private-address guard (tests, intranet sites you mean to read)",
    "SITEBRIEF_CA_FILES": "extra PEM files of trusted CA certificates, on top of the system store",
    "SITEBRIEF_ALLOW_PROXY": "accept an HTTP proxy although it hides destinations from the guard",
    "SITEBRIEF_MAX_HEADER_BYTES": "cap on a response's status line and headers",
    "SITEBRIEF_PRECONNECT": "with an origin's first request (its robots.txt), open its other connections (up to `CONCURRENT_REQUESTS_PER_DOMAIN`), as browsers pre-connect",
    "SITEBRIEF_RECORD_ADDRESSES": "let a `private` problem in the record name the internal address the host resolved to (the log always does)",
    "SITEBRIEF_ROBOTS_MAX_BYTES": "bytes of robots.txt read (at least the 500 KiB RFC 9309 asks to parse), independent of `DOWNLOAD_MAXSIZE`",
    "SITEBRIEF_ROBOTS_CACHE_SECONDS": "how long a robots.txt outcome is trusted (RFC 9309: at most 24 h)",
    "SITEBRIEF_MAX_CRAWL_DELAY": "cap on the `Crawl-delay` we honour",
    "SITEBRIEF_CONCURRENT_BRIEFS": "domains briefed at once in a batch (each one's deadline starts when it does)",
    "SITEBRIEF_PROGRESS_INTERVAL": "seconds between progress lines (done / in flight / waiting) in the log",
    "SITEBRIEF_MAX_RETRY_AFTER": "429/503 are retried once only if `Retry-After` is at most this many seconds",
    "SITEBRIEF_QUEUE_LEASE": "with `-a queue=`: seconds a claimed domain is held before another worker may take it (renewed while it is briefed)",
    "SITEBRIEF_DEADLINE": "seconds for a whole brief; then the record is written with what was gathered",
    "SITEBRIEF_HOME_BUDGET": "characters of homepage text kept",
    "SITEBRIEF_PAGE_BUDGET": "characters kept per key page",
    "SITEBRIEF_MIN_PAGE_CHARS": "a key page with less unique text is dropped",
    "SITEBRIEF_FACTS_BUDGET": "characters (as JSON) of the record's `facts`; FAQ answers and products past it are left out",
    "SITEBRIEF_EMPTY_SITE_CHARS": "a site with less readable text in total is reported `empty`",
    "SITEBRIEF_RENDER": "render JavaScript-only sites: `auto` (thin static text and a script-driven page), `never`, `always`",
    "SITEBRIEF_RENDER_WAIT": "seconds a rendered page may take to settle (network idle) before it is read",
    "SITEBRIEF_RENDER_TIMEOUT": "seconds a whole render may take; then its browser context (and any script still running) is closed",
    "SITEBRIEF_BROWSER_ISOLATION": "run Chromium in an empty network namespace; where that is impossible, renders fail unless this is `False`",
    "SITEBRIEF_SITEMAP_TIMEOUT": "seconds for the whole sitemap step; then `sitemap` is null",
    "SITEBRIEF_SITEMAP_MAX_BYTES": "size cap of one sitemap file, after decompression",
    "SITEBRIEF_SITEMAP_MAX_URLS": "URLs read from all the sitemap files of one brief",
    "SITEBRIEF_SITEMAP_MAX_TOTAL_BYTES": "bytes read from all the sitemap files of one brief, shared among the files read together",
    "SITEBRIEF_SITEMAP_SECTIONS": "sections kept in the sitemap summary",
    "SITEBRIEF_SITEMAP_SAMPLE": "sample paths in the sitemap summary",
    "SITEBRIEF_LOGO_TIMEOUT": "seconds for finding the logo; then `logo` is null",
    "SITEBRIEF_LOGO_MAX_BYTES": "size cap of a logo candidate",
}
