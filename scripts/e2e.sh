#!/usr/bin/env bash
# Runs the Playwright suite against the built site in dist/client with Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/client/index.html ]; then
  echo "dist/client is missing: run \"npm run build\" first." >&2
  exit 1
fi
CHROME_PATH=$(bash scripts/ensure-chromium.sh)
export CHROME_PATH
exec npx playwright test "$@"
