#!/usr/bin/env bash
# `npm run db:up`: a local PostgreSQL 15 with the Supabase baseline and our migrations, no Docker.
# Starts the cluster in .local/db (git-ignored), or reuses it when it is already running, brings
# it up to date (baseline + `supabase db push`, both idempotent) and prints its DATABASE_URL as
# the last line of stdout. Port: $DB_PORT (default 54329). Stop and delete it with `npm run db:down`.
#   export DATABASE_URL=$(npm run --silent db:up | tail -1)

set -euo pipefail
# shellcheck source=cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/cluster.sh"

db_require_system

DIR=$DB_ROOT/.local/db
PORT=${DB_PORT:-54329}

if db_cluster_running "$DIR"; then
  running_port=$(db_cluster_port "$DIR")
  if [[ $running_port != "$PORT" ]]; then
    db_log "note: the local cluster is already running on port $running_port (DB_PORT=$PORT ignored; db:down to change)"
  fi
  PORT=$running_port
  if db_cluster_ensure_cron "$DIR"; then
    db_log "restarting the local PostgreSQL cluster to load pg_cron"
    db_cluster_stop "$DIR"
    db_cluster_start "$DIR" "$PORT"
  fi
  db_log "reusing the local PostgreSQL cluster in .local/db on 127.0.0.1:$PORT"
else
  if [[ ! -f $DIR/data/PG_VERSION ]]; then
    db_log "creating a local PostgreSQL $DB_PG_MAJOR cluster in .local/db"
    db_cluster_init "$DIR" "$PORT"
  else
    db_cluster_ensure_cron "$DIR" || true
  fi
  db_log "starting the local PostgreSQL cluster on 127.0.0.1:$PORT"
  db_cluster_start "$DIR" "$PORT"
fi

URL=$(db_url_for_port "$PORT")
db_wait "$URL"
db_prepare "$URL"
db_log "local database ready (stop and delete it with: npm run db:down)"
printf '%s\n' "$URL"
