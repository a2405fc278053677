#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium. Playwright cannot download its own browser here,
# so Debian's package is used: installed when missing (root, or sudo). A machine that already has
# Playwright's own browser, or sets PLAYWRIGHT_CHROMIUM_EXECUTABLE, is left as it is.
set -euo pipefail

if [ -n "${PLAYWRIGHT_CHROMIUM_EXECUTABLE:-}" ]; then exit 0; fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium_headless_shell-*/ >/dev/null 2>&1; then exit 0; fi
# Not `grep -q`: it stops reading at the first match, fc-list then dies of SIGPIPE, and with pipefail
# the check failed though the fonts were there (apt-get ran again on every call).
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -i 'arabic' >/dev/null; then exit 0; fi

echo "Installing Debian's chromium (and Noto fonts for Arabic) for the end-to-end tests..."
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run apt-get update -qq
run apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-liberation >/dev/null
/usr/bin/chromium --version
