"""sitebrief: read a company's website into one compact, trustworthy record."""

__version__ = "0.1.0"
