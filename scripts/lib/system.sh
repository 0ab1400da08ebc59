#!/usr/bin/env bash
# Shared shell helpers for Nexus scripts: make sure Debian packages are present.
# Usage: source scripts/lib/system.sh; require_packages <command-or-path>=<debian-package> ...
# As root it runs `apt-get update` once and installs what is missing; otherwise it prints
# the exact command to run and exits non-zero. A missing prerequisite is never skipped.

set -euo pipefail

die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# require_packages "pg_prove=libtap-parser-sourcehandler-pgtap-perl" "/usr/bin/chromium=chromium" ...
# The left side is a command name on PATH or an absolute path; the right side the Debian package.
require_packages() {
  local missing=() spec probe pkg
  for spec in "$@"; do
    probe=${spec%%=*}
    pkg=${spec#*=}
    if [[ $probe == /* ]]; then
      [[ -e $probe ]] || missing+=("$pkg")
    else
      command -v "$probe" >/dev/null 2>&1 || missing+=("$pkg")
    fi
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  # de-duplicate while keeping order
  local -A seen=(); local unique=()
  for pkg in "${missing[@]}"; do [[ -n ${seen[$pkg]:-} ]] || { seen[$pkg]=1; unique+=("$pkg"); }; done
  local cmd="apt-get update && apt-get install -y --no-install-recommends ${unique[*]}"
  if [[ $(id -u) -ne 0 ]]; then
    printf 'error: missing system packages: %s\nRun as root:\n  %s\n' "${unique[*]}" "$cmd" >&2
    exit 1
  fi
  printf '==> installing system packages: %s\n' "${unique[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${unique[@]}" >/dev/null \
    || die "apt-get could not install: ${unique[*]}"
}
