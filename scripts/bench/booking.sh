#!/usr/bin/env bash
# `npm run bench:booking`: one slot, many members at once (a benchmark of the booking rule).
#
# A throwaway PostgreSQL 15 cluster (scripts/db/cluster.sh, fsync off, max_connections raised)
# with the baseline, migrations and seed; BENCH_BOOKERS (200) members; then scripts/bench/booking.mjs
# opens one connection per member and, once all are connected, every member tries to book the same
# slot of the seeded host (next Monday 14:00 in the host's time zone) at the same moment, as
# PostgREST would (set local role authenticated + request.jwt.claims, one transaction each).
# Prints how many attempts succeeded, how they failed, how many live bookings the slot has and the
# wall time. Exits non-zero unless exactly one booking exists and every other attempt was refused
# with 23P01.

set -euo pipefail
# shellcheck source=../db/cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/../db/cluster.sh"

BOOKERS=${BENCH_BOOKERS:-200}

db_require_system

CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/nexus-booking-bench.XXXXXX")
cleanup() { local rc=$?; db_cluster_remove "$CLUSTER_DIR" || true; exit "$rc"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port=$(db_free_port)
db_log "starting a throwaway PostgreSQL $DB_PG_MAJOR cluster on 127.0.0.1:$port (max_connections $((BOOKERS + 20)))"
db_cluster_init "$CLUSTER_DIR" "$port" throwaway
printf 'max_connections = %s\n' "$((BOOKERS + 20))" \
  | db_as_owner tee -a "$(db_cluster_real "$CLUSTER_DIR")/data/postgresql.conf" >/dev/null
db_cluster_start "$CLUSTER_DIR"
URL=$(db_url_for_port "$port")
db_wait "$URL"
db_prepare "$URL"

# Bench members: uuid = md5('booking-bench-' || n), n = 1 .. BOOKERS.
db_log "creating $BOOKERS members"
db_psql "$URL" -v bookers="$BOOKERS" <<'SQL'
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', md5('booking-bench-' || g)::uuid, 'authenticated', 'authenticated',
       'booking-bench-' || g || '@example.com', '', now(),
       '{"provider": "email", "providers": ["email"]}', jsonb_build_object('name', 'Bench member ' || g),
       now(), now(), '', '', '', ''
  from generate_series(1, :bookers) as g;
SQL

DATABASE_URL=$URL BENCH_BOOKERS=$BOOKERS node "$DB_ROOT/scripts/bench/booking.mjs"
