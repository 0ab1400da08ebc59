#!/usr/bin/env bash
# Shared helpers for the edge-function scripts (test, serve, bench). Source it.
# Deno is the project's npm devDependency (node_modules/.bin/deno); DENO_NO_PACKAGE_JSON keeps it
# from reading the root package.json (its npm: imports come from supabase/functions/deno.json).

set -euo pipefail

FN_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FN_DIR=$FN_ROOT/supabase/functions
export DENO_NO_PACKAGE_JSON=1
export DENO_NO_UPDATE_CHECK=1
export STRIPE_SUPPRESS_NOTICES=true

fn_log() { printf '==> %s\n' "$*" >&2; }
fn_die() { printf 'error: %s\n' "$*" >&2; exit 1; }

[[ -x $FN_ROOT/node_modules/.bin/deno ]] || fn_die "Deno is missing: run 'npm install' at the repository root first."

# deno <args...>, run inside supabase/functions (where deno.json lives).
fn_deno() { (cd "$FN_DIR" && "$FN_ROOT/node_modules/.bin/deno" "$@"); }

# Every TypeScript file of the functions (entries, shared code, dev router, tests, benchmark).
fn_sources() {
  (cd "$FN_DIR" && find . -path ./node_modules -prune -o -name '*.ts' -print | sort)
}

# fn_use_database: exports DATABASE_URL for the Deno run. Uses $DATABASE_URL when set; otherwise runs
# `npm run db:up` (on $DB_PORT, or a free port) and, when that started a cluster that was not running, stops it again on exit
# (npm run db:down). Call it in the script's own shell, not in $(...).
fn_use_database() {
  if [[ -z ${DATABASE_URL:-} ]]; then
    local was_running=0 out
    # shellcheck source=../db/cluster.sh
    if (source "$FN_ROOT/scripts/db/cluster.sh" && db_cluster_running "$DB_ROOT/.local/db") 2>/dev/null; then
      was_running=1
    fi
    # A port nobody listens on (unless DB_PORT is set): a fixed one may be taken by another
    # checkout's cluster, or by an outgoing connection of an earlier test suite.
    local port=${DB_PORT:-}
    [[ -n $port ]] || port=$(source "$FN_ROOT/scripts/db/cluster.sh" && db_free_port)
    out=$(cd "$FN_ROOT" && DB_PORT=$port npm run --silent db:up) || fn_die "npm run db:up failed"
    [[ $was_running -eq 1 ]] || trap fn_stop_database EXIT
    DATABASE_URL=$(tail -n 1 <<<"$out")
  fi
  export DATABASE_URL
}

fn_stop_database() {
  fn_log "stopping the database this script started (npm run db:down)"
  (cd "$FN_ROOT" && npm run --silent db:down) || true
}
