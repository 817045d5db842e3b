"""The test profile, with the loopback sites of one test taken from the
environment: lets tests run the README's commands exactly as written."""

import os

from settings.test import *  # noqa: F403

SITEBRIEF_CONNECT_TO = os.environ["SITEBRIEF_TEST_CONNECT_TO"].split(",")
SITEBRIEF_CA_FILES = [os.environ["SITEBRIEF_TEST_CA_FILE"]]
