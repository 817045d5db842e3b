"""Scrapy extensions of sitebrief."""
