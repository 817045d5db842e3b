"""Packaging for Scrapyd: ``scrapyd-deploy`` builds an egg from this file.

The ``scrapy`` entry point names the settings module Scrapyd runs jobs with;
start Scrapyd with SCRAPY_SETTINGS_MODULE=settings.production (or another
profile) to use a profile instead. Data files (the demo site) ship inside the
package and are read with importlib.resources, so they work from a zipped egg.
"""

from setuptools import find_packages, setup

setup(
    name="sitebrief",
    version="0.1.0",
    packages=find_packages(include=["sitebrief", "sitebrief.*", "settings"]),
    package_data={"sitebrief.demo": ["site/*", "site/*/*"]},
    entry_points={"scrapy": ["settings = sitebrief.settings"]},
    python_requires=">=3.11",
)
