#!/usr/bin/env bash
# `npm test`: every suite, stopping after the first stage with a broken one.
# Installs missing system packages with apt-get when run as root; otherwise prints the command.
#
# Stage 1 runs at once the suites that leave a core idle (lint and typecheck are single-threaded;
# the backend, database and function suites mostly wait on their own servers), each into its own
# log, printed in order when all are done. The unit and end-to-end suites use every core, so they
# follow one at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system.sh
source scripts/db/cluster.sh

[[ -d node_modules ]] || die "node_modules is missing: run 'npm install' (or 'npm ci') first."
# Every package first, before suites run side by side (two apt-get runs at once would fight over its lock).
require_packages "${CHROMIUM_PATH:-/usr/bin/chromium}=chromium" "fc-list=fontconfig" "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf=fonts-dejavu-core"
db_require_system
# The pinned Supabase CLI installs itself on first use; do it once here, not in three suites at once.
bash scripts/supabase.sh --version >/dev/null

stages=("lint typecheck test:backend test:db test:functions" "test:unit" "test:e2e")
logs=$(mktemp -d "${TMPDIR:-/tmp}/nexus-test.XXXXXX")
trap 'rm -rf -- "$logs"' EXIT
trap 'kill $(jobs -p) 2>/dev/null; exit 130' INT TERM

passed=0
failed=()
for stage in "${stages[@]}"; do
  read -ra suites <<<"$stage"
  if [[ ${#suites[@]} -eq 1 ]]; then
    printf '\n==> npm run %s\n' "${suites[0]}"
    start=$SECONDS
    if npm run --silent "${suites[0]}"; then passed=$((passed + 1)); else failed+=("${suites[0]}"); fi
    printf '(%s: %d s)\n' "${suites[0]}" $((SECONDS - start))
  else
    printf '\n==> at once: %s\n' "${suites[*]}"
    for suite in "${suites[@]}"; do
      (
        start=$SECONDS
        rc=0
        npm run --silent "$suite" >"$logs/$suite.log" 2>&1 || rc=$?
        echo "$rc $((SECONDS - start))" >"$logs/$suite.rc"
      ) &
    done
    wait
    for suite in "${suites[@]}"; do
      read -r rc seconds <"$logs/$suite.rc"
      printf '\n==> npm run %s (%d s)\n' "$suite" "$seconds"
      cat -- "$logs/$suite.log"
      if [[ $rc -eq 0 ]]; then passed=$((passed + 1)); else failed+=("$suite"); fi
    done
  fi
  if [[ ${#failed[@]} -gt 0 ]]; then
    printf '\nnpm test: failed: %s\n' "${failed[*]}" >&2
    printf 'suites: %d passed, %d failed\n' "$passed" "${#failed[@]}"
    exit 1
  fi
done
printf '\nsuites: %d passed, 0 failed\n' "$passed"
