#!/usr/bin/env bash
# Finds a Chromium for the browser tests and prints its path. Order: $CHROME_PATH, /usr/bin/chromium,
# Playwright's own cache. If none is found and we are root with apt-get, installs Debian's `chromium`
# package. Never downloads a browser build from anywhere else.
set -euo pipefail

found() { printf '%s\n' "$1"; exit 0; }

if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then found "$CHROME_PATH"; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then found "$candidate"; fi
done
cache="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"
if [ -d "$cache" ]; then
  candidate=$(find "$cache" -maxdepth 4 -type f \( -name chrome -o -name chromium \) -perm -u+x 2>/dev/null | head -n 1 || true)
  if [ -n "$candidate" ]; then found "$candidate"; fi
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package with apt-get..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium >&2
  if [ -x /usr/bin/chromium ]; then found /usr/bin/chromium; fi
fi

echo "No Chromium found. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary." >&2
exit 1
