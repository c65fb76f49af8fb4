#!/usr/bin/env bash
# The README's first command: installs what is missing, builds in Release and runs the main job
# (checking and converting the bundled sample games, and a perft of the start position).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/install-deps.sh
scripts/build.sh build -DDAMAS_BUILD_TESTS=OFF -DDAMAS_BUILD_BENCH=OFF
pdn=build/tools/pdn
echo "== pdn perft 9 (start position)"
"$pdn" perft 9
if [ -n "$(ls samples/*.pdn 2>/dev/null)" ] && "$pdn" convert --help >/dev/null 2>&1; then
  echo "== pdn convert samples/*.pdn"
  "$pdn" convert samples/*.pdn -o -
fi
