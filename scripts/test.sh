#!/usr/bin/env bash
# Every test: shared and API tests (vitest; API tests on PGlite, and on PostgreSQL when
# TEST_DATABASE_URL is set), then the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run
bash scripts/e2e.sh
