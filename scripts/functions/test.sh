#!/usr/bin/env bash
# `npm run test:functions`: type-check and lint the edge functions, then run their Deno tests
# against a real PostgreSQL ($DATABASE_URL, or `npm run db:up`, stopped again afterwards if this
# script started it) and a local HTTP double of Stripe's API. Prints Deno's test summary.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

mapfile -t sources < <(fn_sources)

fn_log "deno check (${#sources[@]} files)"
fn_deno check --frozen --quiet "${sources[@]}"
fn_log "deno lint"
fn_deno lint --quiet

fn_use_database

fn_log "deno test (database ${DATABASE_URL%%@*}@…${DATABASE_URL##*@})"
fn_deno test --frozen --allow-net --allow-env --allow-read --allow-sys _tests/
