#!/usr/bin/env bash
# The README's second command: lint, type-check and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")"
scripts/bootstrap.sh
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy sitebrief tests settings
.venv/bin/lint-imports --no-cache >/dev/null || .venv/bin/lint-imports --no-cache
# In parallel (pytest-xdist): the tests mostly wait on loopback servers and
# the crawler's subprocesses, so more workers than cores pay off; tests that
# share one daemon (Scrapyd) run on one worker (--dist loadgroup). -n 0 after
# it (./test.sh -n 0) runs serially; SITEBRIEF_TEST_WORKERS sets the count.
exec .venv/bin/python -m pytest -n "${SITEBRIEF_TEST_WORKERS:-4}" --dist loadgroup "$@"
