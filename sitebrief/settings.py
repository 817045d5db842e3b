"""Project settings. Every ``SITEBRIEF_*`` default lives here, and only here.

Components read their setting with this module's value as the fallback, so a
component used outside this project (e.g. the robots parser through
``ROBOTSTXT_PARSER``) behaves the same without our settings. The README's
settings table documents each one.
"""

import os
import shutil

from sitebrief import __version__
from sitebrief.net.netns import sandbox_possible

# --- sitebrief -------------------------------------------------------------

# Identity: one product token, in the User-Agent and for robots.txt groups.
SITEBRIEF_AGENT_TOKEN = "SiteBriefBot"
# The operator's own page about the bot (site owners read it in their logs): no
# default, since we own no page that speaks for whoever runs sitebrief.
SITEBRIEF_BOT_URL = ""
SITEBRIEF_REQUIRE_BOT_URL = False  # True in the production and Scrapyd profiles

# Network: curl-style connect-to rules, networks exempt from the private-address
# guard, extra trusted CA certificates (PEM), and whether a proxy may be used.
SITEBRIEF_CONNECT_TO: list[str] = []
SITEBRIEF_ALLOWED_NETWORKS: list[str] = []
SITEBRIEF_CA_FILES: list[str] = []
SITEBRIEF_ALLOW_PROXY = False
SITEBRIEF_MAX_HEADER_BYTES = 64 * 1024
# Open an origin's other connections (up to CONCURRENT_REQUESTS_PER_DOMAIN)
# with its first request, as browsers pre-connect.
SITEBRIEF_PRECONNECT = True
# Whether a refusal in the record names the internal address a host resolved
# to (the log always does): records are read by more people than logs are.
SITEBRIEF_RECORD_ADDRESSES = False

# robots.txt: bytes read (at least the 500 KiB RFC 9309 asks to parse), how
# long an outcome is trusted (RFC 9309: at most 24 h), the Crawl-delay cap.
SITEBRIEF_ROBOTS_MAX_BYTES = 512 * 1024
SITEBRIEF_ROBOTS_CACHE_SECONDS = 24 * 3600
SITEBRIEF_MAX_CRAWL_DELAY = 10.0

# Retries: 429/503 only when Retry-After is at most this many seconds.
SITEBRIEF_MAX_RETRY_AFTER = 10.0

# Batches: briefs in flight at once (each with its own deadline), progress log.
SITEBRIEF_CONCURRENT_BRIEFS = 16
SITEBRIEF_PROGRESS_INTERVAL = 30.0

# A shared queue (-a queue=): how long a claimed domain is held before another
# worker may take it; renewed while it is briefed, so it runs out only when its
# worker is gone.
SITEBRIEF_QUEUE_LEASE = 120.0

# The brief: a deadline for a whole domain, text budgets, the empty-site bar.
SITEBRIEF_DEADLINE = 60.0
SITEBRIEF_HOME_BUDGET = 8000
SITEBRIEF_PAGE_BUDGET = 5000
SITEBRIEF_MIN_PAGE_CHARS = 100
SITEBRIEF_EMPTY_SITE_CHARS = 300
# Characters (as JSON) of the facts a site states about itself (schema.org, meta).
SITEBRIEF_FACTS_BUDGET = 4000

# JavaScript-only sites: auto (render when the static text is thin and the page
# looks script-driven) | never | always; seconds to let a rendered page settle.
SITEBRIEF_RENDER = "auto"
SITEBRIEF_RENDER_WAIT = 5.0
# A whole render (navigation, settling, reading the DOM): then its context is closed.
SITEBRIEF_RENDER_TIMEOUT = 30.0
# The browser runs in an empty network namespace; where the machine cannot make
# one, renders fail unless this is False (then only the routing keeps it in).
SITEBRIEF_BROWSER_ISOLATION = True

# Nice-to-haves: each has its own time limit and ends as null when it fails.
SITEBRIEF_SITEMAP_TIMEOUT = 8.0
SITEBRIEF_SITEMAP_MAX_BYTES = 10 * 1024 * 1024  # per file, after decompression
SITEBRIEF_SITEMAP_MAX_URLS = 50_000  # in all, as the sitemaps protocol allows per file
SITEBRIEF_SITEMAP_MAX_TOTAL_BYTES = 20 * 1024 * 1024  # all files of one brief together
SITEBRIEF_SITEMAP_SECTIONS = 40
SITEBRIEF_SITEMAP_SAMPLE = 150
SITEBRIEF_LOGO_TIMEOUT = 8.0
SITEBRIEF_LOGO_MAX_BYTES = 1024 * 1024

# --- Scrapy ----------------------------------------------------------------

BOT_NAME = "sitebrief"
SPIDER_MODULES = ["sitebrief.spiders"]
NEWSPIDER_MODULE = "sitebrief.spiders"
COMMANDS_MODULE = "sitebrief.commands"

USER_AGENT = f"{SITEBRIEF_AGENT_TOKEN}/{__version__}"

# Every connection goes through the guarded resolver; our handler verifies TLS.
TWISTED_DNS_RESOLVER = "sitebrief.net.resolver.GuardedResolver"
# Our guarded HTTP handler, combined with scrapy-playwright's for rendering.
# Only http(s) is fetched: Scrapy's file, ftp and s3 handlers are off (ftp would
# bypass the resolver, file reads local files). data: stays for the spider's own
# start requests; SchemeGuardMiddleware refuses any other use of it.
DOWNLOAD_HANDLERS = {
    "http": "sitebrief.net.browser.BrowserHandler",
    "https": "sitebrief.net.browser.BrowserHandler",
    "file": None,
    "ftp": None,
    "s3": None,
}
DOWNLOAD_VERIFY_CERTIFICATES = True

ROBOTSTXT_OBEY = False
DOWNLOADER_MIDDLEWARES = {
    "scrapy.downloadermiddlewares.useragent.UserAgentMiddleware": None,
    "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
    "scrapy.downloadermiddlewares.retry.RetryMiddleware": None,
    "sitebrief.middlewares.retry.RetryMiddleware": 550,
    "sitebrief.middlewares.schemes.SchemeGuardMiddleware": 50,
    "sitebrief.middlewares.robotstxt.RobotsTxtMiddleware": 100,
    "sitebrief.middlewares.identity.IdentityMiddleware": 400,
    "sitebrief.middlewares.fetchlog.FetchLogMiddleware": 950,
}
EXTENSIONS = {
    "sitebrief.extensions.progress.Progress": 500,
    "sitebrief.extensions.warmup.Warmup": 500,
}
ITEM_PIPELINES = {
    "sitebrief.pipelines.dedupe.DedupePipeline": 100,
    "sitebrief.pipelines.budget.BudgetPipeline": 200,
    "sitebrief.pipelines.emptysite.EmptySitePipeline": 300,
    "sitebrief.pipelines.jsonsafe.JsonSafePipeline": 900,
}

# Caps: a page reader needs a few MB at most.
DOWNLOAD_TIMEOUT = 15
DOWNLOAD_MAXSIZE = 5 * 1024 * 1024
DOWNLOAD_WARNSIZE = 2 * 1024 * 1024
REDIRECT_MAX_TIMES = 5
RETRY_TIMES = 1
# 429 and 503 are handled by our RetryMiddleware (Retry-After); 408 and other 4xx never.
RETRY_HTTP_CODES = [500, 502, 504, 522, 524]
# Scrapy's list minus DNS failures: a name that does not resolve won't on retry.
RETRY_EXCEPTIONS = [
    "scrapy.exceptions.DownloadConnectionRefusedError",
    "scrapy.exceptions.DownloadFailedError",
    "scrapy.exceptions.DownloadTimeoutError",
    "scrapy.exceptions.ResponseDataLossError",
    "twisted.internet.error.ConnectionDone",
    "twisted.internet.error.ConnectError",
    "twisted.internet.error.ConnectionLost",
    OSError,
]

# Politeness: a handful of requests per host, no delay unless robots.txt asks.
# Our downloader keeps the per-slot limit that Scrapy 2.19 exceeds under asyncio.
DOWNLOADER = "sitebrief.downloader.Downloader"
CONCURRENT_REQUESTS = 32
CONCURRENT_REQUESTS_PER_DOMAIN = 4
DOWNLOAD_DELAY = 0

# The browser: the system Chromium where there is one (setup.sh installs it),
# else Playwright's own. It resolves no host itself: every request it makes is
# answered through Scrapy's guarded downloader (sitebrief/net/browser.py).
_CHROMIUM = (
    os.environ.get("SITEBRIEF_CHROMIUM")
    or shutil.which("chromium")
    or shutil.which("chromium-browser")
)
PLAYWRIGHT_BROWSER_TYPE = "chromium"
PLAYWRIGHT_LAUNCH_OPTIONS = {
    "headless": True,
    # Chromium refuses its sandbox as root; everywhere else it keeps it.
    "chromium_sandbox": sandbox_possible(),
    "args": [
        "--host-resolver-rules=MAP * ~NOTFOUND",
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
    ],
    **({"executable_path": _CHROMIUM} if _CHROMIUM else {}),
}
PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT = 20_000
PLAYWRIGHT_MAX_CONTEXTS = 4
PLAYWRIGHT_MAX_PAGES_PER_CONTEXT = 4

# No listening ports in a process that reads hostile sites.
TELNETCONSOLE_ENABLED = False
REMOTE_CONTROL_ENABLED = False
FEED_EXPORT_ENCODING = "utf-8"
FEED_STORAGES = {"": "sitebrief.feeds.FileFeedStorage", "file": "sitebrief.feeds.FileFeedStorage"}
LOG_LEVEL = "INFO"
