"""Meta keys that travel with requests between our components: one place,
so a component never imports another only for a string."""

# The list a brief's requests append their fetch-log entries to.
FETCH_LOG = "sitebrief_fetches"
# Marks the spider's own data: request that starts a brief.
START_REQUEST = "sitebrief_start"
