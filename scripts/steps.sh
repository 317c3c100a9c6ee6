#!/usr/bin/env bash
# Runs the steps of `make test` one after another, each with a line when it starts and one with
# its time when it ends, and stops at the first that fails.
set -euo pipefail
MAKE="${MAKE:-make}"
total=$SECONDS
for step in "$@"; do
  echo "== $step"
  t=$SECONDS
  if ! "$MAKE" --no-print-directory "$step"; then
    echo "== $step FAILED after $((SECONDS - t))s"
    exit 1
  fi
  echo "== $step: $((SECONDS - t))s"
done
echo "== all steps passed in $((SECONDS - total))s"
