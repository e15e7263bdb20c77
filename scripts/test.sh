#!/usr/bin/env bash
# `npm test`: the whole suite: typecheck, lint, layering, the Electron security scan, unit
# and integration tests (vitest), then the renderer built and driven in Chromium (Playwright).
# Keychain tests need a Secret Service: without a session bus, re-run inside a private
# D-Bus session with an unlocked throwaway gnome-keyring (Linux; macOS and Windows have their own).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ -z "${OFFERING_DESK_TEST_SESSION:-}" ] \
  && command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null; then
  exec dbus-run-session -- env OFFERING_DESK_TEST_SESSION=1 bash "$0" "$@"
fi
if [ -n "${OFFERING_DESK_TEST_SESSION:-}" ]; then
  # A throwaway keyring for this run only.
  export XDG_DATA_HOME
  XDG_DATA_HOME="$(mktemp -d)"
  printf 'offering-desk-test' | gnome-keyring-daemon --unlock --components=secrets >/dev/null
fi

step() { printf '\n== %s\n' "$*"; }
step typecheck && npm run --silent typecheck
step lint && npm run --silent lint
step layering && npm run --silent layers
step "security scan (electronegativity)" && node scripts/security-scan.mjs
step "unit and integration tests" && npx vitest run
step "build" && npm run --silent build >/dev/null
step "end-to-end tests in Chromium" && npx playwright test -c test/e2e/playwright.config.ts
