#!/usr/bin/env bash
# Makes sure the server can make its PDF documents and the tests can read them back: Debian's
# fonts-dejavu-core (the embedded font: Latin and Arabic in one face) and poppler-utils (pdftotext,
# pdftoppm), installed when missing (root, or sudo), as scripts/ensure-chromium.sh does for the browser.
set -euo pipefail

if command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ]; then exit 0; fi

echo "Installing Debian's poppler-utils and fonts-dejavu-core for the PDF documents..."
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run apt-get update -qq
run apt-get install -y -qq --no-install-recommends poppler-utils fonts-dejavu-core >/dev/null
pdftotext -v 2>&1 | head -1
