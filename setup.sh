#!/usr/bin/env bash
# The README's first command: set everything up, then brief the bundled demo
# site (served on loopback, no internet needed) and print the record.
set -euo pipefail
cd "$(dirname "$0")"
scripts/bootstrap.sh
echo "==> Briefing the demo site (larkspur.test, served on 127.0.0.1)"
exec .venv/bin/python -m sitebrief.dev.demo
