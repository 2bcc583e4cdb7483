#!/usr/bin/env bash
# Browser tests and Lighthouse drive Debian's Chromium (Playwright's own browser download is not
# reachable from CI). Installs it when it is missing; does nothing when it is there.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq chromium >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium could not be installed at $CHROMIUM" >&2
  exit 1
fi
