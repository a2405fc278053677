#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium. Playwright cannot download its own browser here,
# so Debian's packages are used, installed when missing (root, or sudo): `chromium` (the full browser,
# for Lighthouse and the diagrams) and `chromium-headless-shell` (the same Chromium without the
# desktop window layer, which the end-to-end suite drives: scripts/chromium.ts says why). A machine
# that already has Playwright's own browser, or sets PLAYWRIGHT_CHROMIUM_EXECUTABLE, is left as it is.
set -euo pipefail

if [ -n "${PLAYWRIGHT_CHROMIUM_EXECUTABLE:-}" ]; then exit 0; fi
# Playwright's own browser counts only when scripts/chromium.ts (what the tests launch) picks it: a
# machine with only Playwright's headless shell would otherwise skip the install, then launch a
# /usr/bin/chromium that is not there.
if node --input-type=module -e 'const { chromiumExecutable } = await import(new URL(process.argv[1], "file://").href); process.exit(chromiumExecutable() === undefined ? 0 : 1)' "$(cd "$(dirname "$0")" && pwd)/chromium.ts" 2>/dev/null; then exit 0; fi
# Not `grep -q`: it stops reading at the first match, fc-list then dies of SIGPIPE, and with pipefail
# the check failed though the fonts were there (apt-get ran again on every call).
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && fc-list 2>/dev/null | grep -i 'arabic' >/dev/null; then exit 0; fi

echo "Installing Debian's chromium and chromium-headless-shell (and Noto fonts for Arabic) for the end-to-end tests..."
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run apt-get update -qq
run apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-noto-core fonts-liberation >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
