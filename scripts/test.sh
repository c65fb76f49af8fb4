#!/usr/bin/env bash
# The README's second command: installs what is missing, builds and runs every test that CI runs
# (the tests labelled "long" are left out; run them with: ctest --test-dir build -L long).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/install-deps.sh
scripts/build.sh build
ctest --test-dir build --output-on-failure --parallel "$(nproc)" -LE long
