#!/usr/bin/env bash
# The training run of the profile-guided build (scripts/build.sh): the instrumented programs of
# BUILD_DIR do the main jobs, and their profiles tell the final build where the time goes.
# Usage: scripts/train-pgo.sh BUILD_DIR
# The games are generated, so that a clone without ../shared trains the same way; their seed is
# not the benchmarks' one, so that the profile is not fitted to the very archive they measure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$1
pdn=$build/tools/pdn
work=$build/training
rm -rf "$work"
mkdir -p "$work"

"$build/bench/make_archive" --seed 7 4 "$work/games.pdn" >/dev/null
for jobs in 1 2; do
  "$pdn" validate -q -j "$jobs" --format json "$work/games.pdn" >/dev/null
  "$pdn" validate -q -j "$jobs" "$work/games.pdn" >/dev/null
done
"$pdn" convert -q "$work/games.pdn" -o "$work/games-out.pdn"
"$pdn" convert -q -j 2 --to json "$work/games.pdn" -o "$work/games.jsonl"
# The samples hold scoresheets with deliberate errors, so exit code 1 (problems reported) is
# expected there; they bring the error paths and the rarer notations into the profile.
"$pdn" validate "$root"/samples/*.pdn >/dev/null || [ $? -eq 1 ]
"$pdn" validate --format json "$root"/samples/*.pdn >/dev/null || [ $? -eq 1 ]
"$pdn" convert -q "$root"/samples/*.pdn -o "$work/samples.pdn" 2>/dev/null || [ $? -eq 1 ]
"$pdn" perft 9 >/dev/null
rm -rf "$work"
