#!/usr/bin/env bash
# Builds one libFuzzer target (fuzz/build.sh) and runs it until it has used CPU_SECONDS of
# processor time (user + system: on a shared machine, wall time says little about how much was
# fuzzed).
# Usage: fuzz/run.sh TARGET CPU_SECONDS   (TARGET: a fuzz/fuzz_TARGET.cpp)
# The corpus grows in build-fuzz/corpus/TARGET, seeded by fuzz/seed.sh; crashes, leaks and slow
# inputs are written to build-fuzz/crashes/ (turn each into a regression test). Ends with a line
# of figures for fuzz/README.md: CPU and wall time, executions, coverage, corpus, load average.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=$1
budget=$2
build="$root/build-fuzz"
corpus="$build/corpus/$target"
mkdir -p "$corpus" "$build/crashes"

"$root/fuzz/build.sh" "$target"
"$root/fuzz/seed.sh" "$target" "$corpus"

times=$(mktemp)
log=$(mktemp)
trap 'rm -f "$times" "$log"' EXIT
# libFuzzer's own limit is wall time: it is set far beyond the budget, and the run is interrupted
# (SIGINT: libFuzzer then prints its final figures) once the CPU time reaches the budget.
ASAN_OPTIONS=detect_leaks=1 /usr/bin/time -f '%U %S %e' -o "$times" \
  "$build/fuzz/fuzz_$target" "$corpus" -dict="$root/fuzz/pdn.dict" \
  -max_total_time=$((budget * 100)) -artifact_prefix="$build/crashes/$target-" \
  -print_final_stats=1 2>"$log" &
timer=$!
fuzzer=
while [ -z "$fuzzer" ]; do
  sleep 1
  fuzzer=$(cat "/proc/$timer/task/$timer/children")
done
fuzzer=${fuzzer%% *}
# The fuzzer does not outlive this script (interrupted, it stops as at the end of the budget).
trap 'kill -INT "$fuzzer" 2>/dev/null || true; rm -f "$times" "$log"' EXIT
tail -n +1 -f --pid="$fuzzer" "$log" >&2 &
ticks=$(getconf CLK_TCK)
loads=()
while kill -0 "$fuzzer" 2>/dev/null; do
  read -r -a stat <"/proc/$fuzzer/stat" || break
  read -r load _ </proc/loadavg
  loads+=("$load")
  # Fields 14 and 15: user and system time in clock ticks (the name, field 2, has no space).
  if [ $(((stat[13] + stat[14]) / ticks)) -ge "$budget" ]; then
    kill -INT "$fuzzer"
    break
  fi
  sleep 5
done
status=0
wait "$timer" || status=$?
wait

# The last line: a first one says "Command exited with non-zero status 72" after the interruption.
read -r user system wall < <(tail -n 1 "$times")
executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' ||
  echo '?')
last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -n 1)
cov=$(sed -E 's/.* cov: ([0-9]+).*/\1/' <<<"$last")
ft=$(sed -E 's/.* ft: ([0-9]+).*/\1/' <<<"$last")
inputs=$(find "$corpus" -type f | wc -l)
bytes=$(du -sb "$corpus" | cut -f1)
load=$(printf '%s\n' "${loads[@]}" | sort -n | awk '{ v[NR] = $1; s += $1 }
  END { printf "%.1f (%.1f to %.1f)", s / NR, v[1], v[NR] }')
echo "fuzz_$target: $(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.0f", u + s }') s CPU," \
  "${wall%.*} s wall, $executions executions, cov $cov, ft $ft, corpus $inputs inputs" \
  "$bytes bytes, load average $load, $(date +%F)"
# 72: libFuzzer's exit code when interrupted, here at the end of the budget.
if [ "$status" -ne 0 ] && [ "$status" -ne 72 ]; then
  echo "fuzz_$target: exit code $status" >&2
  exit 1
fi
