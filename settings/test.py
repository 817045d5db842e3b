"""Test: what the end-to-end tests run with (plus per-test loopback settings)."""

from sitebrief.settings import *  # noqa: F403

LOG_LEVEL = "DEBUG"
SITEBRIEF_ALLOWED_NETWORKS = ["127.0.0.1/32"]
