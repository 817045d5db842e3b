"""Meta keys that travel with requests between our components: one place,
so a component never imports another only for a string."""

# The list a brief's requests append their fetch-log entries to.
FETCH_LOG = "sitebrief_fetches"
# Marks the spider's own data: request that starts a brief.
START_REQUEST = "sitebrief_start"
# The robots.txt outcome of the request's origin, set by the robots middleware.
ROBOTS_OUTCOME = "sitebrief_robots_outcome"
# A callable the robots middleware calls with that outcome as soon as it is known.
ROBOTS_LISTENER = "sitebrief_robots_listener"
# The hosts of the site a brief reads (input domain, final host): only their
# robots.txt may set the site's Crawl-delay.
SITE_HOSTS = "sitebrief_site_hosts"
