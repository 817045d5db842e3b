"""The project's Scrapy settings: the Scrapy settings we change, and every
``SITEBRIEF_*`` default from the one table in ``sitebrief/config.py``
(components read their values through ``Config.of(crawler)``, which applies
the same defaults, so a component used outside this project behaves alike).
Importing this module probes nothing: the browser is found when it starts.
"""

from sitebrief import __version__
from sitebrief.config import defaults as config_defaults

# --- sitebrief -------------------------------------------------------------

# Every SITEBRIEF_* default, from the one table of settings (sitebrief/config.py),
# so `scrapy settings --get SITEBRIEF_DEADLINE` and Scrapyd see them too.
globals().update(config_defaults())

# --- Scrapy ----------------------------------------------------------------

BOT_NAME = "sitebrief"
SPIDER_MODULES = ["sitebrief.spiders"]
NEWSPIDER_MODULE = "sitebrief.spiders"
COMMANDS_MODULE = "sitebrief.commands"

USER_AGENT = f"{config_defaults()['SITEBRIEF_AGENT_TOKEN']}/{__version__}"

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
    # Built after Scrapy's FeedExporter (0): it acknowledges a claim only once
    # the exporter has written its record.
    "sitebrief.queue.worker.QueueWorker": 600,
    "sitebrief.extensions.readcap.ReadCap": 510,
    "sitebrief.extensions.warmup.Warmup": 500,
}
ITEM_PIPELINES = {
    "sitebrief.pipelines.aiinput.AiInputPipeline": 50,
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
DOWNLOADER = "sitebrief.upstream.Downloader"
CONCURRENT_REQUESTS = 32
CONCURRENT_REQUESTS_PER_DOMAIN = 4
DOWNLOAD_DELAY = 0

# The browser: the system Chromium where there is one (setup.sh installs it),
# else Playwright's own (net/browser.py finds it, and keeps Chromium's sandbox
# unless we run as root, when the browser starts). It resolves no host itself:
# every request it makes is answered through Scrapy's guarded downloader.
PLAYWRIGHT_BROWSER_TYPE = "chromium"
PLAYWRIGHT_LAUNCH_OPTIONS = {
    "headless": True,
    "args": [
        "--host-resolver-rules=MAP * ~NOTFOUND",
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
    ],
}
PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT = 20_000
PLAYWRIGHT_MAX_CONTEXTS = 4
PLAYWRIGHT_MAX_PAGES_PER_CONTEXT = 4

# No listening ports in a process that reads hostile sites.
TELNETCONSOLE_ENABLED = False
REMOTE_CONTROL_ENABLED = False
FEED_EXPORT_ENCODING = "utf-8"
FEED_STORAGES = {
    "": "sitebrief.feeds.FileFeedStorage",
    "file": "sitebrief.feeds.FileFeedStorage",
    "stdout": "sitebrief.feeds.StdoutFeedStorage",
}
LOG_LEVEL = "INFO"
