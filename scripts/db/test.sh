#!/usr/bin/env bash
# Database suite (`npm run test:db`): pgTAP tests + Supabase linter, without Docker.
#
#   1. a throwaway PostgreSQL 15 cluster (or the database in $DATABASE_URL, left in place);
#   2. the Supabase platform baseline (skipped on a real Supabase database) and the migrations,
#      applied by the Supabase CLI (`supabase db push`);
#   3. web/src/lib/database.types.ts is what `supabase gen types` makes of the migrations;
#   4. proof that the linter is live: a deliberately unprotected table must be flagged;
#   5. supabase/tests/**/*.sql through pg_prove, the same files `supabase test db` runs;
#   6. `supabase db advisors --fail-on warn`.
# Fails non-zero on any failure; the throwaway cluster is always removed.

set -euo pipefail
# shellcheck source=cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/cluster.sh"

db_require_system

CLUSTER_DIR=""
SELFCHECK_URL=""
SELFCHECK_TABLE=zz_nexus_linter_selfcheck

cleanup() {
  local rc=$?
  if [[ -n $SELFCHECK_URL ]]; then
    db_psql "$SELFCHECK_URL" -c "drop table if exists public.$SELFCHECK_TABLE" >/dev/null 2>&1 || true
  fi
  if [[ -n $CLUSTER_DIR ]]; then
    db_cluster_remove "$CLUSTER_DIR" || true
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [[ -n ${DATABASE_URL:-} ]]; then
  URL=$DATABASE_URL
  db_log "using DATABASE_URL (…@${URL##*@})"
  db_wait "$URL"
else
  CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/nexus-db-test.XXXXXX")
  URL=$(db_throwaway_cluster "$CLUSTER_DIR")
fi

db_prepare "$URL"

# ---- 0. the checked-in database types match the migrations ------------------------------------
DATABASE_URL=$URL bash "$DB_ROOT/scripts/db/types.sh" --check

# ---- 1. the linter is live: it must flag a public table without RLS ---------------------------
db_log "linter self-check: an unprotected table must be flagged"
SELFCHECK_URL=$URL
db_psql "$URL" -c "create table public.$SELFCHECK_TABLE (id int primary key)" >/dev/null
lint_rc=0
lint_json=$(db_supabase "$URL" db advisors --remote="$URL" --type security --fail-on warn --output-format json 2>/dev/null) \
  || lint_rc=$?
db_psql "$URL" -c "drop table public.$SELFCHECK_TABLE" >/dev/null
SELFCHECK_URL=""
flagged=$(printf '%s' "$lint_json" | node -e '
  let s = ""; process.stdin.on("data", d => s += d).on("end", () => {
    let hit = false;
    try {
      const r = JSON.parse(s).results || [];
      hit = r.some(x => x.name === "rls_disabled_in_public" && x.metadata && x.metadata.name === process.argv[1]);
    } catch { /* not JSON: not flagged */ }
    console.log(hit ? "yes" : "no");
  });' "$SELFCHECK_TABLE")
if [[ $lint_rc -eq 0 || $flagged != yes ]]; then
  printf '%s\n' "$lint_json" >&2
  die "linter self-check failed: advisors exit $lint_rc, rls_disabled_in_public flagged: $flagged"
fi
db_log "linter self-check ok: rls_disabled_in_public flagged public.$SELFCHECK_TABLE (exit $lint_rc)"

# ---- 2. pgTAP ---------------------------------------------------------------------------------
db_log "running pgTAP tests with pg_prove"
prove_rc=0
prove_out=$(cd "$DB_ROOT" && pg_prove --dbname "$URL" --ext .sql --ext .pg -r supabase/tests 2>&1) || prove_rc=$?
printf '%s\n' "$prove_out"
tests_total=$(printf '%s\n' "$prove_out" | sed -n 's/^Files=[0-9]*, Tests=\([0-9]*\),.*/\1/p' | tail -1)
tests_total=${tests_total:-0}
tests_failed=0
while read -r n; do
  [[ -n $n ]] && tests_failed=$((tests_failed + n))
done < <(printf '%s\n' "$prove_out" | sed -n 's/.*Failed \([0-9]*\)\/[0-9]* subtests.*/\1/p')
if [[ $prove_rc -ne 0 && $tests_failed -eq 0 ]]; then tests_failed=1; fi

# ---- 3. Supabase advisors ---------------------------------------------------------------------
db_log "running supabase db advisors --fail-on warn"
advisors_rc=0
db_supabase "$URL" db advisors --remote="$URL" --fail-on warn 2>&1 | grep -v '^npm warn' || advisors_rc=${PIPESTATUS[0]}

# ---- verdict ----------------------------------------------------------------------------------
passed=$((tests_total - tests_failed))
advisors_note=$([[ $advisors_rc -eq 0 ]] && echo "no warnings" || echo "FAILED (exit $advisors_rc)")
printf 'db: %d passed, %d failed (pgTAP); linter self-check ok; advisors: %s\n' \
  "$passed" "$tests_failed" "$advisors_note"
[[ $prove_rc -eq 0 && $tests_failed -eq 0 && $tests_total -gt 0 && $advisors_rc -eq 0 ]]
