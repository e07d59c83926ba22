#!/usr/bin/env bash
# Builds the demo into a private folder and runs the given Playwright specs against it, so several
# people can run their own specs at once:  bash tests/tools/e2e.sh e2e/upload.spec.ts
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
name=${E2E_NAME:-$(echo "${1:-all}" | tr -c 'a-zA-Z0-9' '_')}
out=/tmp/suite-ui-e2e/$name
mkdir -p "$out"
(cd "$here/../demo" && VITE_CONFIG_NATIVE_IGNORE_WARNING=true DEMO_OUT_DIR="$out/dist" npx vite build --logLevel warn)
cd "$here"
DEMO_DIST="$out/dist" npx playwright test --output "$out/test-results" "$@"
