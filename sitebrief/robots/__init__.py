"""robots.txt by RFC 9309: the parser and matcher, the fetch outcome, the AI posture, Scrapy's
RobotParser plug-in."""
