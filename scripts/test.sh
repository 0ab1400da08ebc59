#!/usr/bin/env bash
# `npm test`: every suite, in order, stopping at the first broken one.
# Installs missing system packages with apt-get when run as root; otherwise prints the command.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system.sh

[[ -d node_modules ]] || die "node_modules is missing: run 'npm install' (or 'npm ci') first."
require_packages "${CHROMIUM_PATH:-/usr/bin/chromium}=chromium" "fc-list=fontconfig" "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf=fonts-dejavu-core"

suites=(lint typecheck test:unit test:backend test:e2e test:db test:functions)
passed=0
for suite in "${suites[@]}"; do
  printf '\n==> npm run %s\n' "$suite"
  if ! npm run --silent "$suite"; then
    printf '\nnpm test: suite "%s" failed\n' "$suite" >&2
    printf 'suites: %d passed, 1 failed\n' "$passed"
    exit 1
  fi
  passed=$((passed + 1))
done
printf '\nsuites: %d passed, 0 failed\n' "$passed"
