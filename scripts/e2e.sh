#!/usr/bin/env bash
# Browser tests: the built console served by the real server on an empty embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build --silent -w apps/web >/dev/null
npx playwright test -c apps/web/playwright.config.ts "$@"
