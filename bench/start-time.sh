#!/usr/bin/env bash
# Seconds from `npm start` to a healthy server: first on an empty data folder (build, migrate,
# seed), then a restart on the same folder. Prints the two figures.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=$(mktemp -d); PORT=${PORT:-3917}
trap 'rm -rf "$DATA"' EXIT

measure() {
  local start=$(date +%s.%N)
  # Its own process group, so the whole npm -> node tree can be stopped at once.
  DATA_DIR="$DATA" PORT=$PORT LOG_LEVEL=warn setsid npm start --silent >"$DATA/start.log" 2>&1 &
  local pid=$!
  until curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null; do
    kill -0 $pid 2>/dev/null || { cat "$DATA/start.log"; exit 1; }
    sleep 0.1
  done
  local end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" -v what="$1" 'BEGIN { printf "%s: %.1f s\n", what, b - a }'
  kill -TERM -- -$pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
  while curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1; do sleep 0.1; done
}

measure "first npm start (empty data folder)"
measure "restart (same data folder)"
