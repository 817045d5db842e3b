"""Briefs into one readable, safe HTML report."""
