#!/usr/bin/env bash
# `npm run bench:rooms-db`: the rooms in the database under load (a benchmark, not a test).
#
# A throwaway PostgreSQL 15 cluster (scripts/db/cluster.sh: fsync, synchronous_commit and
# full_page_writes off, so nothing it commits is durable; max_connections raised)
# with the baseline, migrations and seed, then three measurements, each acting as members the way
# PostgREST does (set local role authenticated + request.jwt.claims, one transaction a request):
#   1. the cap: BENCH_JOINS (400) members join The Inner Room (capacity 250) at once, one pgbench
#      client and connection each; exactly 250 must be in it afterwards. For contrast, the same
#      race against a copy of room_members whose trigger counts without locking the room.
#   2. posts per second: BENCH_POST_SECONDS (15) seconds of inserts into The Lounge from 8
#      connections (pgbench), each through RLS, the trim/reply/content trigger, the rate limit and
#      the broadcast trigger (realtime.send), as BENCH_MEMBERS (20,000) members in turn (so none
#      comes near the limit of 10 a minute). Target: 1,000 or more a second, on the cluster as it
#      is (fsync off). Then the same run once more with synchronous_commit on for the clients
#      (PGOPTIONS), each commit waiting for its WAL write: printed for comparison, not a target,
#      and still not durable (fsync stays off for the cluster). Then a burst of 20 posts at once by
#      one member (one connection each): exactly 10 must be accepted.
#   3. the feed at BENCH_POSTS (1,000,000) posts (a quarter of them replies, two to every third
#      post; half of them in The Lounge):
#      room_feed's newest page and the next one, median EXPLAIN ANALYZE execution time of
#      BENCH_RUNS (200) runs as a member, and for each of the two the plans of the statements
#      inside room_feed (auto_explain; the page query's plan printed). Target: under 5 ms each,
#      and each page read by an index scan of posts_room_feed_idx, with no Seq Scan on posts and
#      no sort of the table (no Sort of 1,000 rows or more) in any of its plans.
# Exits non-zero when a target is missed.

set -euo pipefail
# shellcheck source=../db/cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/../db/cluster.sh"

JOINS=${BENCH_JOINS:-400}
POST_SECONDS=${BENCH_POST_SECONDS:-15}
POST_CLIENTS=${BENCH_POST_CLIENTS:-8}
MEMBERS=${BENCH_MEMBERS:-20000}
POSTS=${BENCH_POSTS:-1000000}
RUNS=${BENCH_RUNS:-200}
PGBENCH=$DB_PG_BIN/pgbench

db_require_system

CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/nexus-rooms-bench.XXXXXX")
WORK=$(mktemp -d "${TMPDIR:-/tmp}/nexus-rooms-bench-work.XXXXXX")
cleanup() { local rc=$?; db_cluster_remove "$CLUSTER_DIR" || true; rm -rf -- "$WORK"; exit "$rc"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

started=$(date +%s)
port=$(db_free_port)
db_log "starting a throwaway PostgreSQL $DB_PG_MAJOR cluster on 127.0.0.1:$port (max_connections $((JOINS + 60)))"
db_cluster_init "$CLUSTER_DIR" "$port" throwaway
printf 'max_connections = %s\nshared_buffers = 256MB\n' "$((JOINS + 60))" \
  | db_as_owner tee -a "$(db_cluster_real "$CLUSTER_DIR")/data/postgresql.conf" >/dev/null
db_cluster_start "$CLUSTER_DIR"
URL=$(db_url_for_port "$port")
db_wait "$URL"
db_prepare "$URL"

fmt() { LC_ALL=C printf "%.${2:-3}f" "$1"; }
lt() { node -e 'process.exit(+process.argv[1] < +process.argv[2] ? 0 : 1)' "$1" "$2"; }
verdict() { if "$@"; then echo met; else echo "NOT MET"; fi; }
failed=0
check() { if ! "$@"; then failed=1; fi; }

# Bench members: uuid = md5('rooms-bench-' || n), n = 0 .. MEMBERS; all of them in The Lounge.
db_log "creating $MEMBERS members (sign-up trigger: profiles) and their Lounge memberships"
db_psql "$URL" -v members="$MEMBERS" <<'SQL'
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', md5('rooms-bench-' || g)::uuid, 'authenticated', 'authenticated',
       'rooms-bench-' || g || '@example.com', '', now(),
       '{"provider": "email", "providers": ["email"]}', jsonb_build_object('name', 'Bench member ' || g),
       now(), now(), '', '', '', ''
  from generate_series(0, :members) as g;
insert into public.room_members (room_slug, user_id)
select 'lounge', md5('rooms-bench-' || g)::uuid from generate_series(0, :members) as g;
SQL

# ---- 1. the cap under concurrent joins ----------------------------------------------------------
db_log "1. $JOINS concurrent joins of The Inner Room (capacity 250)"
# For contrast: the same table and race with a trigger that counts without the room lock.
db_psql "$URL" <<'SQL'
create schema bench_naive;
create table bench_naive.room_members (like public.room_members including all);
create function bench_naive.enforce_capacity() returns trigger language plpgsql set search_path = '' as $$
declare
  cap int;
  members int;
begin
  select r.capacity into cap from public.rooms as r where r.slug = new.room_slug;
  select count(*) into members from bench_naive.room_members as m where m.room_slug = new.room_slug;
  perform pg_catalog.pg_sleep(0.001); -- the time a real request spends between its count and its commit
  if members >= cap then
    raise exception using errcode = '23514', message = 'full';
  end if;
  return new;
end;
$$;
create trigger enforce_capacity before insert on bench_naive.room_members
  for each row execute function bench_naive.enforce_capacity();
grant usage on schema bench_naive to authenticated;
grant select, insert on bench_naive.room_members to authenticated;
SQL

cat >"$WORK/join.sql" <<'SQL'
begin;
select set_config('request.jwt.claims', json_build_object('sub', md5('rooms-bench-' || :client_id)::uuid, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
set local role authenticated;
insert into public.room_members (room_slug) values ('inner-room') on conflict (room_slug, user_id) do nothing;
commit;
SQL
sed 's/public\.room_members (room_slug)/bench_naive.room_members (room_slug, user_id)/; s/values (.inner-room.)/values (\x27inner-room\x27, auth.uid())/' \
  "$WORK/join.sql" >"$WORK/join-naive.sql"

run_joins() { # <script> <log>: every client one join, all connected before the first starts
  local rc=0
  "$PGBENCH" "$URL" -n -c "$JOINS" -j 8 -t 1 -f "$1" >"$2" 2>&1 || rc=$?
  [[ $rc -eq 0 || $rc -eq 2 ]] || { cat "$2" >&2; die "pgbench failed (exit $rc)"; } # 2: some clients refused
}
run_joins "$WORK/join.sql" "$WORK/join.log"
run_joins "$WORK/join-naive.sql" "$WORK/join-naive.log"
inner=$(db_psql "$URL" -At -c "select count(*) from public.room_members where room_slug = 'inner-room'")
refused=$(grep -o 'The Inner Room has reached its maximum capacity of 250 members.' "$WORK/join.log" | wc -l)
naive=$(db_psql "$URL" -At -c "select count(*) from bench_naive.room_members where room_slug = 'inner-room'")
aborted=$(grep -o 'client [0-9]* script [0-9]* aborted' "$WORK/join.log" | wc -l)
other_errors=$((aborted - refused))
if [[ $other_errors -ne 0 ]]; then
  grep 'client [0-9]* script [0-9]* aborted' "$WORK/join.log" | grep -v 'maximum capacity' | head -5 >&2
fi
check test "$inner" -eq 250
check test "$other_errors" -eq 0

# ---- 2. posts per second ----------------------------------------------------------------------
db_log "2. posts per second: $POST_SECONDS s from $POST_CLIENTS connections"
# Each client walks its own stride through the members (pgbench keeps :i per client), so no
# member comes near the limit of 10 a minute; one round trip a request, as PostgREST pipelines it.
cat >"$WORK/post.sql" <<SQL
\\set i :i + 1
\\set u 1 + ((:client_id + :i * $POST_CLIENTS) % $MEMBERS)
begin \\; select set_config('request.jwt.claims', json_build_object('sub', md5('rooms-bench-' || :u)::uuid, 'role', 'authenticated', 'aud', 'authenticated')::text, true) \\; set local role authenticated \\; insert into public.posts (room_slug, body) values ('lounge', '  Bench post from member ' || :u || ': how the week went, in a few honest words.  ') \\; commit;
SQL
run_posts() { # <log> [server options for the clients, as in PGOPTIONS]
  local rc=0
  # An empty rate-limit ledger, so a second run does not find the members of the first near the limit.
  db_psql "$URL" -c "delete from private.rate_ledger where action = 'post'" >/dev/null
  PGOPTIONS="${PGOPTIONS:-}${2:+ $2}" \
    "$PGBENCH" "$URL" -n -c "$POST_CLIENTS" -j 2 -T "$POST_SECONDS" -D i=0 -f "$WORK/post.sql" >"$1" 2>&1 || rc=$?
  [[ $rc -eq 0 ]] || { cat "$1" >&2; die "pgbench (posts) failed (exit $rc)"; }
}
tps_of() { sed -n 's/^tps = \([0-9.]*\) (without initial connection time)/\1/p' "$1"; }
latency_of() { sed -n 's/^latency average = \([0-9.]*\) ms/\1/p' "$1"; }
# What the cluster runs with (scripts/db/cluster.sh, throwaway): printed with the figures.
durability=$(db_psql "$URL" -At -c "
  select format('fsync %s, synchronous_commit %s, full_page_writes %s',
                current_setting('fsync'), current_setting('synchronous_commit'), current_setting('full_page_writes'))")
read -r fsync sync_commit <<<"$(db_psql "$URL" -At -F ' ' -c "select current_setting('fsync'), current_setting('synchronous_commit')")"
SYNC_ON='-c synchronous_commit=on'
[[ $(PGOPTIONS="${PGOPTIONS:-} $SYNC_ON" db_psql "$URL" -At -c 'show synchronous_commit') == on ]] \
  || die "PGOPTIONS='$SYNC_ON' did not turn synchronous_commit on"
db_psql "$URL" -c 'vacuum analyze' >/dev/null
run_posts "$WORK/post.log"
tps=$(tps_of "$WORK/post.log")
latency=$(latency_of "$WORK/post.log")
# Once more, every commit waiting for its WAL write (synchronous_commit on for the clients).
run_posts "$WORK/post-sync.log" "$SYNC_ON"
sync_tps=$(tps_of "$WORK/post-sync.log")
sync_latency=$(latency_of "$WORK/post-sync.log")
read -r posted broadcast <<<"$(db_psql "$URL" -At -F ' ' -c "
  select (select count(*) from public.posts), (select count(*) from realtime.messages where topic = 'room:lounge' and event = 'post_created')")"
check lt 1000 "$tps"
check test "$posted" -eq "$broadcast"

# The limit under a burst: 20 posts at once by one member (one connection each), 10 accepted.
cat >"$WORK/burst.sql" <<'SQL'
begin \; select set_config('request.jwt.claims', json_build_object('sub', md5('rooms-bench-0')::uuid, 'role', 'authenticated', 'aud', 'authenticated')::text, true) \; set local role authenticated \; insert into public.posts (room_slug, body) values ('lounge', 'One of twenty at once.') \; commit;
SQL
"$PGBENCH" "$URL" -n -c 20 -j 4 -t 1 -f "$WORK/burst.sql" >"$WORK/burst.log" 2>&1 || true
burst_ok=$(db_psql "$URL" -At -c "select count(*) from public.posts where author_id = md5('rooms-bench-0')::uuid")
burst_429=$(grep -o "You're posting too fast" "$WORK/burst.log" | wc -l)
check test "$burst_ok" -eq 10

# ---- 3. the feed at a million posts -----------------------------------------------------------
db_log "3. loading $POSTS posts (bulk, as postgres, triggers off), then timing room_feed"
db_psql "$URL" -v posts="$POSTS" -v members="$MEMBERS" <<'SQL'
-- Start from an empty table, so the newest page is bulk-loaded posts with their replies.
truncate public.posts, realtime.messages;
delete from private.rate_ledger where action = 'post';
set session_replication_role = replica; -- a bulk load: no triggers (the rows are valid by construction)
create temporary table tops as
select gen_random_uuid() as id,
       case when g % 2 = 0 then 'lounge'
            else (array['intros', 'inner-room', 'anonymous-confessions', 'overthinking', 'relationships',
                        'life-purpose', 'the-void', 'journal-shares', 'dreams', 'weight', 'work',
                        'entrepreneurship', 'christianity', 'buddhism'])[1 + g % 14] end as room_slug,
       md5('rooms-bench-' || (g % :members))::uuid as author_id,
       now() - interval '1 hour' - make_interval(secs => (:posts - g)) as created_at,
       g
  from generate_series(1, :posts - :posts / 4) as g;
insert into public.posts (id, room_slug, author_id, parent_id, body, created_at)
select id, room_slug, author_id, null, 'Post ' || g || ': a few honest words about the week.', created_at from tops;
insert into public.posts (id, room_slug, author_id, parent_id, body, created_at)
select gen_random_uuid(), t.room_slug, md5('rooms-bench-' || ((t.g * 7) % :members))::uuid, t.id,
       'Reply ' || r || ' to post ' || t.g || '.', t.created_at + make_interval(secs => r)
  from tops as t, generate_series(1, 2) as r
 where t.g % 6 = 0
 limit :posts / 4;
reset session_replication_role;
vacuum analyze;

create schema bench;
grant usage on schema bench to authenticated;
-- Median EXPLAIN ANALYZE execution time of a query, run as the calling role.
create function bench.median_ms(query text, runs int)
returns table (median_ms double precision, rows_returned bigint)
language plpgsql
set search_path = ''
as $$
declare
  plan jsonb;
  times double precision[] := '{}';
  nrows bigint;
begin
  for i in 1 .. 5 loop  -- warm-up
    execute 'explain (analyze, format json) ' || query into plan;
  end loop;
  for i in 1 .. runs loop
    execute 'explain (analyze, format json) ' || query into plan;
    times := times || (plan -> 0 ->> 'Execution Time')::double precision;
  end loop;
  nrows := (plan -> 0 -> 'Plan' ->> 'Actual Rows')::bigint;
  return query select percentile_cont(0.5) within group (order by t), nrows from unnest(times) as t;
end;
$$;
grant execute on function bench.median_ms(text, int) to authenticated;
SQL

read -r total lounge_tops <<<"$(db_psql "$URL" -At -F ' ' -c "
  select count(*), count(*) filter (where room_slug = 'lounge' and parent_id is null) from public.posts")"
MEMBER_ID=$(db_psql "$URL" -At -c "select md5('rooms-bench-1')::uuid")

# As the member, in one transaction, the way PostgREST runs a request.
as_member() {
  db_psql "$URL" -At -F '|' -v uid="$MEMBER_ID" <<SQL
begin;
select set_config('request.jwt.claims',
  json_build_object('sub', :'uid', 'role', 'authenticated', 'aud', 'authenticated')::text, true) \\g /dev/null
set local role authenticated;
$1
commit;
SQL
}

cursor=$(as_member "select created_at || '|' || id from (select created_at, id from public.room_feed('lounge') where parent_id is null order by created_at, id limit 1) c;")
before=${cursor%%|*}
before_id=${cursor##*|}
first=$(as_member "select * from bench.median_ms(\$q\$select * from public.room_feed('lounge')\$q\$, $RUNS);")
next=$(as_member "select * from bench.median_ms(\$q\$select * from public.room_feed('lounge', '$before', '$before_id')\$q\$, $RUNS);")
first_ms=${first%%|*}; first_rows=${first##*|}
next_ms=${next%%|*}; next_rows=${next##*|}

# feed_plans <room_feed arguments>: the plans of the statements inside one room_feed call as the
# member (auto_explain, nested statements), as logged.
feed_plans() {
  db_psql "$URL" -v uid="$MEMBER_ID" 2>&1 >/dev/null <<SQL || true
load 'auto_explain';
set auto_explain.log_min_duration = 0;
set auto_explain.log_analyze = on;
set auto_explain.log_nested_statements = on;
set auto_explain.log_timing = on;
set client_min_messages = log;
begin;
select set_config('request.jwt.claims',
  json_build_object('sub', :'uid', 'role', 'authenticated', 'aud', 'authenticated')::text, true) \\g /dev/null
set local role authenticated;
select count(*) from public.room_feed($1);
commit;
SQL
}
# page_plan <plans>: the page query's plan (tops := array(...)) out of them.
page_plan() { awk '/^LOG:/ { if (p) exit } /Query Text: +tops := array/ { p = 1 } p' <<<"$1"; }
# index_ok <plans>: yes when the page query reads posts_room_feed_idx, and no plan has a Seq Scan
# on posts or a Sort of 1,000 rows or more; no otherwise.
index_ok() {
  if grep -Eq 'Index (Only )?Scan using posts_room_feed_idx' <<<"$(page_plan "$1")" \
     && ! grep -q 'Seq Scan on posts' <<<"$1" && ! grep -Eq 'Sort .*rows=[0-9]{4,}' <<<"$1"; then
    echo yes
  else
    echo no
  fi
}
first_plans=$(feed_plans "'lounge'")
next_plans=$(feed_plans "'lounge', '$before', '$before_id'")
first_index_ok=$(index_ok "$first_plans")
next_index_ok=$(index_ok "$next_plans")
check lt "$first_ms" 5
check lt "$next_ms" 5
check test "$first_index_ok" = yes
check test "$next_index_ok" = yes

cat <<EOF

bench:rooms-db  throwaway PostgreSQL $DB_PG_MAJOR, $(nproc) cores; members act as authenticated through
                RLS, one transaction a request, as PostgREST does
                not durable: $durability

  1. the cap: $JOINS concurrent joins of The Inner Room (capacity 250), one connection each
     members afterwards            $inner   (refused with 23514: $refused, other errors: $other_errors)
     naive trigger, same race      $naive   (count without locking the room: the cap does not hold)

  2. posts through RLS + trim/reply/content trigger + rate limit + broadcast, $POST_CLIENTS connections
     posts per second, fsync $fsync   $(fmt "$tps" 0)   (synchronous_commit $sync_commit; latency average $latency ms, $POST_SECONDS s)
     same, synchronous_commit on   $(fmt "$sync_tps" 0)   (fsync still $fsync: not durable; latency average $sync_latency ms; not a target)
     posts stored / broadcasts     $posted / $broadcast
     20 posts at once, one member  $burst_ok accepted, $burst_429 refused with PT429 (limit: 10 a minute)

  3. room_feed at $total posts ($lounge_tops top-level posts in The Lounge), median of $RUNS runs
     newest page                   $(fmt "$first_ms") ms   ($first_rows rows: 50 posts and their replies)
     next page (keyset cursor)     $(fmt "$next_ms") ms   ($next_rows rows)
     the page query inside room_feed, newest page (auto_explain):
$(page_plan "$first_plans" | sed 's/^/       /')
     the page query inside room_feed, next page (auto_explain):
$(page_plan "$next_plans" | sed 's/^/       /')

  targets
    exactly 250 members after $JOINS concurrent joins:   $inner          $(verdict test "$inner" -eq 250)
    1,000 posts a second or more (fsync $fsync):      $(fmt "$tps" 0)         $(verdict lt 1000 "$tps")
    a burst of 20 by one member: 10 accepted:      $burst_ok           $(verdict test "$burst_ok" -eq 10)
    newest page under 5 ms:                        $(fmt "$first_ms") ms    $(verdict lt "$first_ms" 5)
    next page under 5 ms:                          $(fmt "$next_ms") ms    $(verdict lt "$next_ms" 5)
    newest page: index scan, no sort of the table: $first_index_ok          $(verdict test "$first_index_ok" = yes)
    next page: index scan, no sort of the table:   $next_index_ok          $(verdict test "$next_index_ok" = yes)

bench:rooms-db finished in $(($(date +%s) - started)) s
EOF
[[ $failed -eq 0 ]]
