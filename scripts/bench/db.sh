#!/usr/bin/env bash
# `npm run bench:db`: how fast is the entitlement read through RLS? (a benchmark, not a test)
#
# A throwaway PostgreSQL 15 cluster (scripts/db/cluster.sh) with the baseline, migrations and
# seed; 100,000 users inserted into auth.users in one statement, so the sign-up trigger creates
# their profile and subscriber rows. Then, acting as `authenticated` for a sampled user exactly as
# PostgREST does (set role + request.jwt.claims), it times `select * from public.subscribers`
# with EXPLAIN ANALYZE (execution time, median of BENCH_RUNS runs, default 200) and compares:
#   1. our policy, (select auth.uid()) = user_id, on the real table;
#   2. the same table copied with the same indexes, policy with unwrapped auth.uid() = user_id;
#   3. both policy forms on copies without an index, where the policy is checked row by row.
# Targets: (1) under 1 ms median, with an Index Scan and no Seq Scan; (1) at least 20x faster
# than the unwrapped form.

set -euo pipefail
# shellcheck source=../db/cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/../db/cluster.sh"

USERS=${BENCH_USERS:-100000}
RUNS=${BENCH_RUNS:-200}
SCAN_RUNS=${BENCH_SCAN_RUNS:-15}

db_require_system

CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/nexus-db-bench.XXXXXX")
cleanup() { local rc=$?; db_cluster_remove "$CLUSTER_DIR" || true; exit "$rc"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

started=$(date +%s)
URL=$(db_throwaway_cluster "$CLUSTER_DIR")
db_prepare "$URL"

db_log "loading $USERS users through the sign-up trigger"
db_psql "$URL" -v users="$USERS" <<'SQL'
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       'bench' || g || '@example.com', '', now(),
       '{"provider": "email", "providers": ["email"]}', jsonb_build_object('name', 'Bench user ' || g),
       now(), now(), '', '', '', ''
  from generate_series(1, :users) as g;

-- Some realism: a quarter of them pay.
update public.subscribers
   set subscribed = true, subscription_tier = case when random() < 0.5 then 'basic' else 'premium' end,
       status = 'active', subscription_end = now() + interval '30 days'
 where random() < 0.25;

-- 2. identical copy (same indexes), policy with unwrapped auth.uid()
create schema bench_unwrapped;
create table bench_unwrapped.subscribers (like public.subscribers including all);
insert into bench_unwrapped.subscribers select * from public.subscribers;
alter table bench_unwrapped.subscribers enable row level security;
create policy subscribers_select_own on bench_unwrapped.subscribers
  for select to authenticated using (auth.uid() = user_id);

-- 3. copies without any index: the policy is evaluated for every row
create schema bench_scan;
create table bench_scan.wrapped as select * from public.subscribers;
create table bench_scan.unwrapped as select * from public.subscribers;
alter table bench_scan.wrapped enable row level security;
alter table bench_scan.unwrapped enable row level security;
create policy own on bench_scan.wrapped for select to authenticated using ((select auth.uid()) = user_id);
create policy own on bench_scan.unwrapped for select to authenticated using (auth.uid() = user_id);

grant usage on schema bench_unwrapped, bench_scan to authenticated;
grant select on all tables in schema bench_unwrapped, bench_scan to authenticated;

-- The timer: median EXPLAIN ANALYZE execution time of a query, run as the calling role.
create schema bench;
grant usage on schema bench to authenticated;
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
  for i in 1 .. 3 loop  -- warm-up
    execute 'explain (analyze, format json) ' || query into plan;
  end loop;
  for i in 1 .. runs loop
    execute 'explain (analyze, format json) ' || query into plan;
    times := times || (plan -> 0 ->> 'Execution Time')::double precision;
  end loop;
  nrows := (plan -> 0 -> 'Plan' ->> 'Actual Rows')::bigint;
  return query
    select percentile_cont(0.5) within group (order by t), nrows from unnest(times) as t;
end;
$$;
grant execute on function bench.median_ms(text, int) to authenticated;

vacuum analyze;
SQL

USER_ID=$(db_psql "$URL" -At -c "select user_id from public.subscribers order by random() limit 1")
TOTAL=$(db_psql "$URL" -At -c "select count(*) from public.subscribers")

# Everything below runs as `authenticated` for the sampled user, inside one transaction, the way
# PostgREST runs a request.
as_user() {
  db_psql "$URL" -At -F '|' -v uid="$USER_ID" <<SQL
begin;
select set_config('request.jwt.claims',
  json_build_object('sub', :'uid', 'role', 'authenticated', 'aud', 'authenticated')::text, true) \\g /dev/null
set local role authenticated;
$1
commit;
SQL
}

db_log "timing (median of $RUNS runs, $SCAN_RUNS for the row-by-row copies)"
own=$(as_user "select * from bench.median_ms('select * from public.subscribers', $RUNS);")
plan=$(as_user "explain (analyze, costs off, timing off, summary off) select * from public.subscribers;")
same=$(as_user "select * from bench.median_ms('select * from bench_unwrapped.subscribers', $RUNS);")
same_plan=$(as_user "explain (costs off) select * from bench_unwrapped.subscribers;" | head -1)
scan_wrapped=$(as_user "select * from bench.median_ms('select * from bench_scan.wrapped', $SCAN_RUNS);")
scan_unwrapped=$(as_user "select * from bench.median_ms('select * from bench_scan.unwrapped', $SCAN_RUNS);")

own_ms=${own%%|*}; own_rows=${own##*|}
same_ms=${same%%|*}
scan_w_ms=${scan_wrapped%%|*}
scan_u_ms=${scan_unwrapped%%|*}

fmt() { LC_ALL=C printf '%.3f' "$1"; }
ratio() { node -e 'console.log((+process.argv[1] / +process.argv[2]).toFixed(1))' "$1" "$2"; }
lt() { node -e 'process.exit(+process.argv[1] < +process.argv[2] ? 0 : 1)' "$1" "$2"; }

index_ok=no
if grep -q 'Index Scan' <<<"$plan" && ! grep -q 'Seq Scan' <<<"$plan"; then index_ok=yes; fi
r_same=$(ratio "$same_ms" "$own_ms")
r_wrap=$(ratio "$scan_u_ms" "$scan_w_ms")
verdict() { if "$@"; then echo met; else echo "NOT MET"; fi; }

cat <<EOF

bench:db  $TOTAL subscriber rows, sampled user $USER_ID, acting as authenticated through RLS
          EXPLAIN ANALYZE execution time, median

  own-row read   select * from public.subscribers   policy (select auth.uid()) = user_id
    median       $(fmt "$own_ms") ms   ($RUNS runs, $own_rows row returned)
    plan
$(sed 's/^/      /' <<<"$plan")

  unwrapped auth.uid() = user_id, identical copy with the same indexes
    median       $(fmt "$same_ms") ms   ratio $r_same x   (plan: $same_plan)

  policy checked row by row (copies without an index, $SCAN_RUNS runs)
    wrapped      $(fmt "$scan_w_ms") ms
    unwrapped    $(fmt "$scan_u_ms") ms   unwrapped / wrapped = $r_wrap x

  targets
    own-row read under 1 ms median:                 $(fmt "$own_ms") ms    $(verdict lt "$own_ms" 1)
    own-row read uses an Index Scan, no Seq Scan:   $index_ok         $(verdict test "$index_ok" = yes)
    at least 20x faster than the unwrapped form
      like for like, policy checked row by row:     $r_wrap x   $(verdict lt 20 "$r_wrap")
      vs unwrapped on the identical indexed copy:   $r_same x   $(verdict lt 20 "$r_same")$(lt "$r_same" 20 && printf '%s' "
        (PostgreSQL plans the stable auth.uid() as a one-off Index Cond on the primary key, so with
         that index the unwrapped form costs the same; wrapping pays off where the policy is
         evaluated per row: $r_wrap x above, and it is what the auth_rls_initplan lint enforces)")

bench:db finished in $(( $(date +%s) - started )) s
EOF
