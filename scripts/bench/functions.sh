#!/usr/bin/env bash
# `npm run bench:functions`: webhook throughput (1,000 distinct events, then the same 1,000
# replayed) and check-subscription's median in-process latency, against the local PostgreSQL
# ($DATABASE_URL, or `npm run db:up`, stopped again if this script started it) and the local
# Stripe double. A benchmark, not a test; exits non-zero if a target is missed.
# Knobs: BENCH_EVENTS (1000), BENCH_CONCURRENCY (10), BENCH_CHECKS (1000).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../functions/lib.sh"

fn_use_database

fn_deno run --frozen --allow-net --allow-env --allow-read --allow-sys _bench/functions_bench.ts
