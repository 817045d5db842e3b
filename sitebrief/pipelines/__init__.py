"""Item pipelines, in order: line dedupe across pages, character budgets,
empty-site check. They see only the record."""
