#!/usr/bin/env bash
# Shared PostgreSQL 15 cluster logic for the Nexus database scripts (test, up/down, bench).
# Source it:  source scripts/db/cluster.sh   then call db_require_system once, before anything else.
#
# A cluster lives in one directory: <dir>/data (PGDATA), <dir>/log and <dir>/port (no unix socket:
# TCP only). PostgreSQL refuses to run as root, so as root everything runs as the `postgres` OS
# user; as any other user it runs as that user. It listens on 127.0.0.1 only, with the superuser
# `postgres` / password `postgres` (a local, throwaway credential).

set -euo pipefail

DB_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=../lib/system.sh
source "$DB_ROOT/scripts/lib/system.sh"

DB_PG_MAJOR=15
DB_PG_BIN=/usr/lib/postgresql/$DB_PG_MAJOR/bin
DB_BASELINE=$DB_ROOT/scripts/db/baseline.sql
DB_PSQL=$DB_PG_BIN/psql

db_log() { printf '==> %s\n' "$*" >&2; }

# Everything the DB scripts need from Debian, installed through the project helper.
db_require_system() {
  require_packages \
    "$DB_PG_BIN/initdb=postgresql-$DB_PG_MAJOR" \
    "$DB_PG_BIN/psql=postgresql-client-$DB_PG_MAJOR" \
    "/usr/share/postgresql/$DB_PG_MAJOR/extension/pgtap.control=postgresql-$DB_PG_MAJOR-pgtap" \
    "/usr/share/postgresql/$DB_PG_MAJOR/extension/pg_cron.control=postgresql-$DB_PG_MAJOR-cron" \
    "pg_prove=libtap-parser-sourcehandler-pgtap-perl" \
    "runuser=util-linux"
}

# Run a command as the OS user that owns the cluster (from /, which that user can always enter;
# every path handed to it is absolute).
db_as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

# psql against a URL, failing on the first error, quiet.
db_psql() {
  local url=$1; shift
  PGCONNECT_TIMEOUT=5 "$DB_PSQL" "$url" -X -q -v ON_ERROR_STOP=1 "$@"
}

db_url_for_port() { printf 'postgresql://postgres:postgres@127.0.0.1:%s/postgres\n' "$1"; }

# A TCP port on 127.0.0.1 that nobody listens on right now.
db_free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port)+"\n");s.close()})'
}

db_port_in_use() {
  node -e 'const c=require("net").connect({port:+process.argv[1],host:"127.0.0.1"});c.on("connect",()=>{c.destroy();process.exit(0)});c.on("error",()=>process.exit(1))' "$1"
}

# The cluster's real directory: <dir> itself, or what it links to (see db_cluster_place).
db_cluster_real() { readlink -f -- "$1"; }

# db_cluster_place <dir>: create <dir> for a cluster. The OS user running PostgreSQL must be able to
# reach it; when it cannot (as root, a checkout under a 0750 home directory, as on Ubuntu), the data
# goes to a private directory under $TMPDIR and <dir> becomes a symlink to it.
db_cluster_place() {
  local dir=$1 parent
  parent=$(dirname -- "$dir")
  mkdir -p -- "$parent"
  if [[ $(id -u) -ne 0 ]] || runuser -u postgres -- test -x "$parent" -a -r "$parent"; then
    mkdir -p -- "$dir"
  else
    local target
    target="${TMPDIR:-/tmp}/nexus-db-$(printf '%s' "$(cd "$parent" && pwd)" | cksum | cut -d' ' -f1)"
    mkdir -p -- "$target"
    ln -sfn -- "$target" "$dir"
    db_log "postgres cannot reach $parent: cluster data in $target (linked from $dir)"
  fi
}

# db_cluster_init <dir> <port> [throwaway]
# Creates a fresh cluster in <dir>. With "throwaway", durability is traded for speed (fsync off).
# TCP on 127.0.0.1 only: no unix socket, so the length of the path never matters.
db_cluster_init() {
  local dir=$1 port=$2 mode=${3:-} real
  [[ -e $dir ]] || db_cluster_place "$dir"
  real=$(db_cluster_real "$dir")
  if [[ $(id -u) -eq 0 ]]; then
    chown postgres:postgres "$real"
    chmod 700 "$real"
  fi
  printf 'postgres\n' | db_as_owner tee "$real/pwfile" >/dev/null
  db_as_owner "$DB_PG_BIN/initdb" -D "$real/data" -U postgres --pwfile="$real/pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  db_as_owner rm -f "$real/pwfile"
  {
    printf "listen_addresses = '127.0.0.1'\n"
    printf "port = %s\n" "$port"
    printf "unix_socket_directories = ''\n"
    printf "max_connections = 50\n"
    printf "shared_buffers = 128MB\n"
    printf "timezone = 'UTC'\n"
    db_cron_settings
    if [[ $mode == throwaway ]]; then
      printf "fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n"
    fi
  } | db_as_owner tee -a "$real/data/postgresql.conf" >/dev/null
  printf '%s\n' "$port" | db_as_owner tee "$real/port" >/dev/null
}

# pg_cron (Supabase Cron; the migrations schedule jobs with it) is loaded at server start and
# keeps its jobs in the database `postgres`.
db_cron_settings() {
  printf "shared_preload_libraries = 'pg_cron'\n"
  printf "cron.database_name = 'postgres'\n"
}

# db_cluster_ensure_cron <dir>: adds the pg_cron settings to a cluster made before they existed
# (true when it changed the configuration: the server must then be restarted).
db_cluster_ensure_cron() {
  local conf
  conf="$(db_cluster_real "$1")/data/postgresql.conf"
  if db_as_owner grep -q "^shared_preload_libraries = 'pg_cron'" "$conf"; then
    return 1
  fi
  db_cron_settings | db_as_owner tee -a "$conf" >/dev/null
  return 0
}

db_cluster_port() { cat "$(db_cluster_real "$1")/port"; }

db_cluster_running() {
  local real
  real=$(db_cluster_real "$1")
  [[ -f $real/data/PG_VERSION ]] || return 1
  db_as_owner "$DB_PG_BIN/pg_ctl" -D "$real/data" status >/dev/null 2>&1
}

# db_cluster_start <dir> [port]: a port given here overrides (and replaces) the recorded one.
db_cluster_start() {
  local dir=$1 port=${2:-} real
  real=$(db_cluster_real "$dir")
  if [[ -z $port ]]; then port=$(db_cluster_port "$dir"); fi
  if db_port_in_use "$port"; then die "port $port on 127.0.0.1 is already in use"; fi
  printf '%s\n' "$port" | db_as_owner tee "$real/port" >/dev/null
  db_as_owner "$DB_PG_BIN/pg_ctl" -D "$real/data" -l "$real/log" -o "-p $port" -w -t 60 start >/dev/null \
    || { cat "$real/log" >&2 || true; die "PostgreSQL did not start (log above)"; }
}

db_cluster_stop() {
  local real
  real=$(db_cluster_real "$1")
  if db_cluster_running "$1"; then
    db_as_owner "$DB_PG_BIN/pg_ctl" -D "$real/data" -m fast -w stop >/dev/null || true
  fi
}

# Stops the cluster and deletes its data (and the link, when <dir> is one).
db_cluster_remove() {
  local dir=$1 real
  [[ -n $dir ]] || return 0
  [[ -e $dir || -L $dir ]] || return 0
  real=$(db_cluster_real "$dir")
  db_cluster_stop "$dir"
  rm -rf -- "$real"
  [[ -L $dir ]] && rm -f -- "$dir"
  return 0
}

# db_throwaway_cluster <dir>: a fresh fsync-off cluster in <dir> (made by the caller, who removes it
# with db_cluster_remove) on a free port, started and accepting logins. Prints its URL.
db_throwaway_cluster() {
  local dir=$1 port url
  port=$(db_free_port)
  db_log "starting a throwaway PostgreSQL $DB_PG_MAJOR cluster on 127.0.0.1:$port"
  db_cluster_init "$dir" "$port" throwaway
  db_cluster_start "$dir"
  url=$(db_url_for_port "$port")
  db_wait "$url"
  printf '%s\n' "$url"
}

# Wait until the server accepts password logins over TCP.
db_wait() {
  local url=$1 i
  for i in $(seq 1 60); do
    db_psql "$url" -c 'select 1' >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  die "database at ${url##*@} is not accepting connections"
}

# True when the database is a real Supabase one (it must then never get the baseline).
db_is_supabase() {
  local url=$1
  [[ $(db_psql "$url" -At -c "select count(*) from pg_roles where rolname = 'supabase_admin'") != 0 ]]
}

db_load_baseline() {
  local url=$1
  if db_is_supabase "$url"; then
    db_log "Supabase database detected: platform baseline not needed"
    return 0
  fi
  db_log "loading the Supabase platform baseline"
  db_psql "$url" -f "$DB_BASELINE" >/dev/null
}

# The project's pinned Supabase CLI (scripts/supabase.sh), run from the repo root. A local, TLS-less cluster
# is told so up front instead of the CLI trying TLS first and warning about the fallback.
db_supabase() {
  local url=$1; shift
  (
    cd "$DB_ROOT"
    if [[ -z ${PGSSLMODE:-} && $url =~ @(127\.0\.0\.1|localhost)[:/] ]]; then export PGSSLMODE=disable; fi
    bash "$DB_ROOT/scripts/supabase.sh" "$@" --workdir "$DB_ROOT"
  )
}

# Apply supabase/migrations and supabase/seed.sql with the Supabase CLI itself (it records both in
# supabase_migrations, so a second run applies only what is new or changed).
db_push_migrations() {
  local url=$1
  db_log "applying migrations and seed with supabase db push --include-seed"
  local out rc=0
  out=$(db_supabase "$url" db push --remote="$url" --yes --include-seed 2>&1) || rc=$?
  printf '%s\n' "$out" | grep -v '^npm warn' >&2 || true
  [[ $rc -eq 0 ]] || die "supabase db push failed (exit $rc)"
  # Trust the migration history, not the output: every file must be recorded as applied.
  local applied file version
  applied=$(db_psql "$url" -At -c "select version from supabase_migrations.schema_migrations")
  for file in "$DB_ROOT"/supabase/migrations/*.sql; do
    [[ -e $file ]] || continue
    version=$(basename "$file"); version=${version%%_*}
    grep -qxF -- "$version" <<<"$applied" || die "migration $(basename "$file") was not applied by supabase db push"
  done
}

# db_prepare <url>: baseline + migrations + seed.
db_prepare() {
  db_load_baseline "$1"
  db_push_migrations "$1"
}
