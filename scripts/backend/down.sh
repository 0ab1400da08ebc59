#!/usr/bin/env bash
# `npm run backend:down`: stops the backend started by `npm run backend:up` on ${BACKEND_PORT:-54321}
# (API server, functions, PostgreSQL) and deletes its folder .local/backend-<port>/.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PORT=$(backend_port)
DIR=$(backend_dir "$PORT")
if [[ ! -e $DIR && ! -L $DIR ]]; then
  backend_log "no backend on port $PORT: nothing to do"
  exit 0
fi
backend_stop "$DIR"
rm -rf -- "$DIR"
backend_log "backend on port $PORT stopped and .local/backend-$PORT removed"
