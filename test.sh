#!/usr/bin/env bash
# The README's second command: lint, type-check and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")"
scripts/bootstrap.sh
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy sitebrief tests settings
.venv/bin/lint-imports --no-cache >/dev/null || .venv/bin/lint-imports --no-cache
exec .venv/bin/python -m pytest "$@"
