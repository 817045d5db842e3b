"""Spiders: ``brief`` reads one company website into one record."""
