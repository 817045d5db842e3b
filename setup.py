"""Kept for ``scrapyd-deploy``, which builds the egg by running this file; the
project's metadata (dependencies, packages, data files, the ``scrapy``
entry point that names the settings module Scrapyd runs jobs with) is in
pyproject.toml. Start Scrapyd with SCRAPY_SETTINGS_MODULE=settings.production
(or another profile) to use a profile instead. Data files (the demo site) are
read with importlib.resources, so they work from a zipped egg.
"""

from setuptools import setup

setup()
