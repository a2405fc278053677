#!/usr/bin/env bash
# Makes sure Debian's nginx is on this machine, for `npm run start:cluster` and the cluster test (the
# load balancer): installed when missing (root, or sudo), as scripts/ensure-chromium.sh does for
# chromium. The package's own service is not used (the cluster starts nginx with its own
# configuration in a temporary folder). Prints the path of the binary.
set -euo pipefail

if [ -x /usr/sbin/nginx ]; then echo /usr/sbin/nginx; exit 0; fi
echo "Installing Debian's nginx package..." >&2
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
# policy-rc.d 101: the package must not start its own nginx on port 80 while it installs.
if [ "$(id -u)" -eq 0 ] && [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
run apt-get update -qq >&2
run apt-get install -y -qq --no-install-recommends nginx >&2
echo /usr/sbin/nginx
