#!/usr/bin/env bash
# `npm run functions`: serve every edge function with plain Deno (no Docker) at
#   http://127.0.0.1:${FUNCTIONS_PORT:-54321}/functions/v1/<name>
# The environment comes from the shell, then supabase/functions/.env (shell values win).
# See docs/functions.md.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

args=(run --frozen --allow-net --allow-env --allow-read --allow-sys)
if [[ -f $FN_DIR/.env ]]; then
  fn_log "reading supabase/functions/.env"
  args+=(--env-file=.env)
fi
fn_log "serving edge functions on http://${FUNCTIONS_HOST:-127.0.0.1}:${FUNCTIONS_PORT:-54321}/functions/v1/<name>"
cd "$FN_DIR"
exec "$FN_ROOT/node_modules/.bin/deno" "${args[@]}" _dev/serve.ts
