#!/usr/bin/env bash
# `npm run supabase -- <args>`: the project's pinned Supabase CLI.
# It lives in tools/supabase-cli, outside the workspace lockfile: the CLI ships one npm package
# per platform, and a lockfile written on one platform lacks the others, which `npm ci` refuses.
# Installed on first use with `npm install` (pinned version, no lockfile).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cli_dir="$root/tools/supabase-cli"
bin="$cli_dir/node_modules/.bin/supabase"
if [[ ! -x $bin ]]; then
  echo "==> installing the Supabase CLI into tools/supabase-cli" >&2
  npm install --prefix "$cli_dir" --no-package-lock --no-audit --no-fund --loglevel=error >&2
fi
exec "$bin" "$@"
