#!/usr/bin/env bash
# Runs the Playwright suite against the built site in dist/client with Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
site_dir="${OUT_DIR:-dist}/client"
if [ ! -f "$site_dir/index.html" ]; then
  echo "$site_dir is missing: run \"npm run build\" first." >&2
  exit 1
fi
CHROME_PATH=$(bash scripts/ensure-chromium.sh)
export CHROME_PATH
exec npx playwright test "$@"
