"""Deployable settings profiles: pick one with
``SCRAPY_SETTINGS_MODULE=settings.production`` (or development, test)."""
