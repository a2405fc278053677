#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server binaries (initdb, pg_ctl, postgres) are on this machine, for
# the server tests on PostgreSQL, the cluster, its test and bench:api: installed when missing (root,
# or sudo), as scripts/ensure-chromium.sh does for chromium. Prints the folder of the binaries.
set -euo pipefail

find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -n -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

if find_bin; then exit 0; fi
echo "Installing Debian's postgresql package..." >&2
run() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
run apt-get update -qq >&2
run apt-get install -y -qq --no-install-recommends postgresql >&2
find_bin
