"""sitebrief's own signals."""

# Sent once per origin when its robots.txt outcome is known, before any
# request waiting for it goes on: robots_fetched(outcome=RobotsOutcome). For
# extensions; the brief itself gets outcomes with its requests (keys.py).
robots_fetched = object()

# Sent when a brief has ended (its record built): brief_finished(hosts=(...)),
# the site's hosts. The HTTP handler closes its idle connections to them: in a
# batch of thousands of sites, kept-alive TLS connections (tens of KB each, in
# OpenSSL) were what memory grew with.
brief_finished = object()
