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
# The browser's tests run after the rest, on their own: they hold renders to
# time limits of a few seconds, which Chromium meets on an idle core but not
# beside three other workers' crawls on two (a healthy render timed out at 3 s).
# Exit status 5 is "none selected" (./test.sh -k robots selects no browser
# test); only when neither run selects a test is it the result.
rest=0 browser=0
.venv/bin/python -m pytest -n "${SITEBRIEF_TEST_WORKERS:-4}" --dist loadgroup -m "not browser" "$@" \
    || rest=$?
[ "$rest" = 0 ] || [ "$rest" = 5 ] || exit "$rest"
.venv/bin/python -m pytest -m browser "$@" || browser=$?
if [ "$browser" = 5 ]; then exit "$rest"; fi
[ "$rest" = 5 ] && [ "$browser" = 0 ] && exit 0
exit "$browser"
