#!/usr/bin/env bash
# `npm run db:down`: stop the local cluster started by `npm run db:up` and delete its data.

set -euo pipefail
# shellcheck source=cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/cluster.sh"

DIR=$DB_ROOT/.local/db

if [[ ! -e $DIR && ! -L $DIR ]]; then
  db_log "no local cluster in .local/db: nothing to do"
  exit 0
fi
if db_cluster_running "$DIR"; then
  db_log "stopping the local PostgreSQL cluster"
fi
db_cluster_remove "$DIR"
db_log "local cluster stopped and .local/db removed"
