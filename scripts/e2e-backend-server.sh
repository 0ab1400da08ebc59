#!/usr/bin/env bash
# The configured build of the Playwright suite (playwright.config.ts, second webServer), against the
# real local backend: stops whatever an earlier run left on E2E_API_PORT, starts the backend there
# (scripts/backend/up.sh: PostgreSQL with the migrations and seed, the edge functions, the API
# server), then serves the app built with the URL and anon key it printed. The specs read the rest
# (DATABASE_URL, keys) from .local/backend-<port>/env; web/e2e/global-teardown.ts stops it.
# Environment: E2E_API_PORT (the backend's port, required), E2E_BACKEND_PORT (the build's port,
# required), NEXUS_OUT_DIR and VITE_STRIPE_PRICE_* as for scripts/start.mjs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

: "${E2E_API_PORT:?E2E_API_PORT is not set}"
: "${E2E_BACKEND_PORT:?E2E_BACKEND_PORT is not set}"
export BACKEND_PORT=$E2E_API_PORT
# Only the configured build may call the functions (their CORS allow-list).
export BACKEND_ALLOWED_ORIGINS="http://127.0.0.1:$E2E_BACKEND_PORT,http://localhost:$E2E_BACKEND_PORT"

# Playwright sets FORCE_COLOR for its web servers; with it, `console.log(<number>)` in the
# database scripts' port helpers (scripts/db/cluster.sh) prints colour codes around the port.
unset FORCE_COLOR

log=$(mktemp "${TMPDIR:-/tmp}/nexus-e2e-backend.XXXXXX")
trap 'rm -f -- "$log"' EXIT
# A backend left running by an earlier run (its database holds that run's users) goes first.
if ! { bash scripts/backend/down.sh && bash scripts/backend/up.sh; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "e2e: the local backend on port $E2E_API_PORT did not start (log above)" >&2
  exit 1
fi

env_file=.local/backend-$E2E_API_PORT/env
VITE_SUPABASE_URL=$(sed -n 's/^VITE_SUPABASE_URL=//p' "$env_file")
VITE_SUPABASE_ANON_KEY=$(sed -n 's/^VITE_SUPABASE_ANON_KEY=//p' "$env_file")
export VITE_SUPABASE_URL VITE_SUPABASE_ANON_KEY PORT=$E2E_BACKEND_PORT
rm -f -- "$log"
trap - EXIT
exec node scripts/start.mjs
