#!/usr/bin/env bash
# CI's fuzzing: builds every target (each fuzz/fuzz_NAME.cpp) and runs each for SECONDS of wall
# time from its seeds (fuzz/seed.sh), with leak checking. A crash, leak, timeout or running out
# of memory fails, after all targets have run; the input that did it is kept in
# build-fuzz/crashes/ (turn it into a regression test).
# Usage: fuzz/smoke.sh [SECONDS]   (default 10)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-10}
targets=()
for source in "$root"/fuzz/fuzz_*.cpp; do
  name=$(basename "$source" .cpp)
  targets+=("${name#fuzz_}")
done
"$root/fuzz/build.sh" "${targets[@]}"

crashes="$root/build-fuzz/crashes"
mkdir -p "$crashes"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=()
for target in "${targets[@]}"; do
  "$root/fuzz/seed.sh" "$target" "$work/$target"
  # One input taking 60 s is a hang (the slowest inputs take a few seconds on a loaded machine).
  if ASAN_OPTIONS=detect_leaks=1 "$root/build-fuzz/fuzz/fuzz_$target" "$work/$target" \
    -dict="$root/fuzz/pdn.dict" -max_total_time="$seconds" -timeout=60 \
    -artifact_prefix="$crashes/$target-" -print_final_stats=1 >"$work/$target.log" 2>&1; then
    runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$work/$target.log" | grep -o '[0-9]*$')
    echo "fuzz smoke: $target: $runs inputs run, no crash" >&2
  else
    cat "$work/$target.log" >&2
    echo "fuzz smoke: $target FAILED (the input is in $crashes/)" >&2
    failed+=("$target")
  fi
done
[ ${#failed[@]} -eq 0 ] || { echo "fuzz smoke: failed: ${failed[*]}" >&2; exit 1; }
