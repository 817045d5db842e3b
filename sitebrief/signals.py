"""sitebrief's own signals."""

# Sent once per origin when its robots.txt outcome is known, before any
# request waiting for it goes on: robots_fetched(outcome=RobotsOutcome).
# The spider takes Sitemap: lines and the AI posture from it instead of
# fetching robots.txt again.
robots_fetched = object()
