#!/usr/bin/env bash
# `npm run backend:up`: the full local backend without Docker, on 127.0.0.1:${BACKEND_PORT:-54321}:
#   * a PostgreSQL 15 cluster with the platform baseline, the migrations and the seed (as db:up);
#   * the edge functions with plain Deno, Stripe answered by the local Stripe API double;
#   * the API server (backend/): /auth/v1, /rest/v1, /storage/v1, /functions/v1 and /realtime/v1 over
#     that database, Storage's files in .local/backend-<port>/storage/.
# Returns once everything answers. The last two lines of stdout are ready for web/.env.local:
#   VITE_SUPABASE_URL=http://127.0.0.1:<port>
#   VITE_SUPABASE_ANON_KEY=<key>
# Everything lives in .local/backend-<port>/ (data, logs, pids, env): runs on different ports never
# collide. `npm run backend:down` (same BACKEND_PORT) stops it all and deletes that folder.
# A local development and test stand-in for Supabase, not a production server.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

db_require_system
PORT=$(backend_port)
DIR=$(backend_dir "$PORT")

if [[ -f $DIR/env ]] && backend_running "$DIR"; then
  backend_log "the backend on port $PORT is already running (npm run backend:down to stop it)"
  backend_print_vars "$DIR"
  exit 0
fi
if db_port_in_use "$PORT"; then die "port $PORT on 127.0.0.1 is already in use (set BACKEND_PORT)"; fi
backend_stop "$DIR"
mkdir -p "$DIR"

# 1. The database.
DB_PORT=$(db_free_port)
backend_log "starting PostgreSQL on 127.0.0.1:$DB_PORT"
db_cluster_init "$DIR/db" "$DB_PORT" throwaway
db_cluster_start "$DIR/db"
ADMIN_URL=$(db_url_for_port "$DB_PORT")
db_wait "$ADMIN_URL"
db_prepare "$ADMIN_URL"
# PostgREST and Realtime log in as `authenticator`; give it a local password.
API_PASSWORD=$(backend_random 24)
db_psql "$ADMIN_URL" -c "alter role authenticator with login password '$API_PASSWORD'" >/dev/null
API_URL="postgresql://authenticator:$API_PASSWORD@127.0.0.1:$DB_PORT/postgres"

# 2. The edge functions (their own port), with the Stripe API double. They get the service-role
# key as Supabase gives it to them (delete-account removes a member's files through Storage).
FUNCTIONS_PORT=$(db_free_port)
JWT_SECRET=$(backend_random 48)
SUPABASE_URL="http://127.0.0.1:$PORT"
ANON_KEY=$(cd "$BACKEND_ROOT/backend" && BACKEND_JWT_SECRET=$JWT_SECRET BACKEND_ISSUER="$SUPABASE_URL/auth/v1" \
  "$BACKEND_ROOT/node_modules/.bin/tsx" src/print-key.ts anon)
SERVICE_ROLE_KEY=$(cd "$BACKEND_ROOT/backend" && BACKEND_JWT_SECRET=$JWT_SECRET BACKEND_ISSUER="$SUPABASE_URL/auth/v1" \
  "$BACKEND_ROOT/node_modules/.bin/tsx" src/print-key.ts service_role)
backend_log "starting the edge functions on 127.0.0.1:$FUNCTIONS_PORT"
(
  set -a
  # shellcheck source=../../supabase/functions/ci.env
  source "$BACKEND_ROOT/supabase/functions/ci.env"
  set +a
  export SUPABASE_URL SUPABASE_DB_URL="$ADMIN_URL" SUPABASE_JWT_SECRET="$JWT_SECRET"
  export SUPABASE_SERVICE_ROLE_KEY="$SERVICE_ROLE_KEY"
  export FUNCTIONS_PORT FUNCTIONS_HOST=127.0.0.1
  export ALLOWED_ORIGINS="${BACKEND_ALLOWED_ORIGINS:-$ALLOWED_ORIGINS,http://127.0.0.1:4173,http://localhost:4173,http://127.0.0.1:5173,http://localhost:5173}"
  export DENO_NO_PACKAGE_JSON=1 DENO_NO_UPDATE_CHECK=1 STRIPE_SUPPRESS_NOTICES=true
  cd "$BACKEND_ROOT/supabase/functions"
  exec setsid "$BACKEND_ROOT/node_modules/.bin/deno" run --frozen --allow-net --allow-env --allow-read --allow-sys \
    _dev/serve-with-stripe-double.ts >"$DIR/functions.log" 2>&1 </dev/null
) &
echo $! >"$DIR/functions.pid"

# 3. The API server; Storage keeps its files in $DIR/storage/<bucket>/<object name>.
backend_log "starting the API server on 127.0.0.1:$PORT"
STORAGE_DIR=$DIR/storage
rm -rf -- "$STORAGE_DIR" # the database is new: so are the files
mkdir -p "$STORAGE_DIR"
(
  export BACKEND_PORT=$PORT BACKEND_ADMIN_DATABASE_URL=$ADMIN_URL BACKEND_API_DATABASE_URL=$API_URL
  export BACKEND_STORAGE_DIR=$STORAGE_DIR
  export BACKEND_FUNCTIONS_URL="http://127.0.0.1:$FUNCTIONS_PORT" BACKEND_JWT_SECRET=$JWT_SECRET
  cd "$BACKEND_ROOT/backend"
  exec setsid "$BACKEND_ROOT/node_modules/.bin/tsx" src/main.ts >"$DIR/api.log" 2>&1 </dev/null
) &
echo $! >"$DIR/api.pid"

backend_wait_http "http://127.0.0.1:$FUNCTIONS_PORT/functions/v1/check-subscription" "$DIR/functions.log" "the edge functions"
backend_wait_http "$SUPABASE_URL/health" "$DIR/api.log" "the API server"

{
  printf 'BACKEND_PORT=%s\n' "$PORT"
  printf 'DATABASE_URL=%s\n' "$ADMIN_URL"
  printf 'BACKEND_JWT_SECRET=%s\n' "$JWT_SECRET"
  printf 'BACKEND_FUNCTIONS_URL=http://127.0.0.1:%s\n' "$FUNCTIONS_PORT"
  printf 'BACKEND_STORAGE_DIR=%s\n' "$STORAGE_DIR"
  printf 'SUPABASE_SERVICE_ROLE_KEY=%s\n' "$SERVICE_ROLE_KEY"
  printf 'VITE_SUPABASE_URL=%s\n' "$SUPABASE_URL"
  printf 'VITE_SUPABASE_ANON_KEY=%s\n' "$ANON_KEY"
} >"$DIR/env"
backend_log "backend ready (seed users: trial@, expired@, basic@, admin@example.com, password nexus-local-password)"
backend_log "details in .local/backend-$PORT/env; stop it with: BACKEND_PORT=$PORT npm run backend:down"
backend_print_vars "$DIR"
