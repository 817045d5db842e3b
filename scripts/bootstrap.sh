#!/usr/bin/env bash
# Creates .venv with the pinned packages and makes sure a Chromium exists for
# scrapy-playwright. Idempotent: a second run only checks.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "sitebrief needs Python 3.11 or newer as '$PYTHON' (set PYTHON=/path/to/python3.11)." >&2
    exit 1
fi
if [ ! -x .venv/bin/python ]; then
    echo "==> Creating .venv"
    "$PYTHON" -m venv .venv
fi
stamp=.venv/.requirements.sha
want=$(sha256sum requirements.txt | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    echo "==> Installing pinned packages"
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -r requirements.txt
    echo "$want" > "$stamp"
fi

# redis-server for the shared queue (-a queue=) and its tests: Debian's, when root.
if ! command -v redis-server >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "==> Installing redis-server from the distribution"
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null) \
            || echo "warning: could not install redis-server; the queue tests will fail in CI" >&2
    else
        echo "note: no redis-server; install it to use -a queue= (the queue tests are skipped)" >&2
    fi
fi

# A browser for rendering JavaScript-only sites: the system Chromium where
# there is one (or can be installed from the distribution), else Playwright's.
if [ -n "${SITEBRIEF_CHROMIUM:-}" ] && [ -x "$SITEBRIEF_CHROMIUM" ]; then
    :
elif command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
    :
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> Installing Chromium from the distribution"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
        || echo "warning: could not install Chromium; JavaScript-only sites will not be rendered" >&2
elif ! .venv/bin/python -m playwright install chromium; then
    echo "warning: no browser available; JavaScript-only sites will not be rendered" >&2
fi

# The language model, uncompressed once into the user's cache: the first brief
# that needs it then maps it in a few ms instead of ~0.5 s (rules/language.py).
.venv/bin/python -c "from sitebrief.rules import language; language.prepare()" \
    || echo "warning: the language model could not be cached; it is read from the wheel" >&2
