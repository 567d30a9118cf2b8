#!/usr/bin/env bash
# What the browser tests need, checked before they start (tests/e2e/globalSetup.ts):
#   bash scripts/browser-deps.sh
# Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and a CJK font (fonts-wqy-zenhei: the
# screens are Chinese). When one is missing it installs Debian's package with apt-get, as
# scripts/with-postgres.sh does for PostgreSQL, if it may: apt-get present, root or sudo without a
# password prompt, and BROWSER_DEPS_INSTALL is not 0. Otherwise it stops at once with one line
# saying what to install.
set -euo pipefail

BROWSER="${CHROMIUM_PATH:-/usr/bin/chromium}"

has_browser() { [ -x "$BROWSER" ]; }
has_cjk_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list ':lang=zh' family 2>/dev/null)" ]; }

# The Debian packages still missing (a CHROMIUM_PATH of one's own is never replaced).
missing_packages() {
  local out=()
  if ! has_browser && [ -z "${CHROMIUM_PATH:-}" ]; then out+=(chromium); fi
  if ! has_cjk_font; then out+=(fonts-wqy-zenhei); fi
  echo "${out[@]:-}"
}

if [ -n "${CHROMIUM_PATH:-}" ] && ! has_browser; then
  echo "browser tests: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable; point it at Chromium or unset it to use Debian's /usr/bin/chromium" >&2
  exit 1
fi

PACKAGES="$(missing_packages)"
[ -z "$PACKAGES" ] && exit 0

SUDO=""
may_install() {
  [ "${BROWSER_DEPS_INSTALL:-1}" != "0" ] && command -v apt-get >/dev/null 2>&1 || return 1
  if [ "$(id -u)" -eq 0 ]; then return 0; fi
  command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && SUDO="sudo"
}

if may_install; then
  echo "browser tests: installing $PACKAGES with apt-get" >&2
  # shellcheck disable=SC2086 # one word per package
  { $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $PACKAGES; } >&2 || true
  PACKAGES="$(missing_packages)"
  [ -z "$PACKAGES" ] && exit 0
fi

echo "browser tests need Debian's $PACKAGES: run 'apt-get install -y $PACKAGES' as root (or set CHROMIUM_PATH to a Chromium and install a Chinese font)" >&2
exit 1
