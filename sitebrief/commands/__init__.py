"""Project commands (``scrapy robots``)."""
