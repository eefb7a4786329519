#!/usr/bin/env bash
# Builds the site with a tracking tag configured into its own folder and runs the consent browser tests against
# it (tests/e2e/consent.spec.ts); the main suite covers the default build, which has no tag. The tag's origins
# are answered inside the browser tests: nothing is fetched from them.
set -euo pipefail
cd "$(dirname "$0")/.."
export OUT_DIR="${CONSENT_OUT_DIR:-dist-consent}"
export TRACKING_TAG_URL="https://tags.example.net/t.js"
export TRACKING_BEACON_ORIGINS="https://beacon.example.net"
unset REVIEWS_WIDGET_URL
npm run build
exec bash scripts/e2e.sh tests/e2e/consent.spec.ts "$@"
