#!/usr/bin/env bash
# Shared helpers of scripts/backend/{up,down}.sh. Source it.
set -euo pipefail
# shellcheck source=../db/cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/../db/cluster.sh"

BACKEND_ROOT=$DB_ROOT

backend_log() { printf '==> %s\n' "$*" >&2; }
backend_port() { printf '%s\n' "${BACKEND_PORT:-54321}"; }
backend_dir() { printf '%s/.local/backend-%s\n' "$BACKEND_ROOT" "$1"; }
backend_random() { node -e 'process.stdout.write(require("crypto").randomBytes(+process.argv[1]).toString("base64url"))' "$1"; }

# True when both processes recorded in <dir> are alive.
backend_running() {
  local dir=$1 name pid
  for name in api functions; do
    [[ -f $dir/$name.pid ]] || return 1
    pid=$(cat "$dir/$name.pid")
    kill -0 "$pid" 2>/dev/null || return 1
  done
}

# Stops the API server, the functions and the cluster recorded in <dir> (each may be missing).
backend_stop() {
  local dir=$1 name pid i
  for name in api functions; do
    [[ -f $dir/$name.pid ]] || continue
    pid=$(cat "$dir/$name.pid")
    # setsid made each a process-group leader: stop the whole group.
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for i in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
    rm -f -- "$dir/$name.pid"
  done
  if [[ -e $dir/db || -L $dir/db ]]; then db_cluster_remove "$dir/db"; fi
}

# backend_wait_http <url> <log> <what>: waits up to 60 s for any HTTP answer from <url>.
backend_wait_http() {
  local url=$1 log=$2 what=$3 i
  for i in $(seq 1 240); do
    if node -e 'fetch(process.argv[1]).then(()=>process.exit(0),()=>process.exit(1))' "$url" 2>/dev/null; then return 0; fi
    sleep 0.25
  done
  cat "$log" >&2 || true
  die "$what did not answer at $url within 60 s (log above)"
}

backend_print_vars() { grep -E '^VITE_SUPABASE_(URL|ANON_KEY)=' "$1/env"; }
