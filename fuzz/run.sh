#!/usr/bin/env bash
# Builds one libFuzzer target with clang and runs it for a while.
# Usage: fuzz/run.sh TARGET SECONDS   (TARGET: pdn_reader fen move_text json_lines replay)
# The corpus grows in build-fuzz/corpus/TARGET, seeded from samples/; crashes are written to
# build-fuzz/crashes/ (turn each into a regression test).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=$1
seconds=$2
build="$root/build-fuzz"
corpus="$build/corpus/$target"
mkdir -p "$corpus" "$build/crashes"

"$root/scripts/build.sh" "$build" -DCMAKE_CXX_COMPILER=clang++-14 -DDAMAS_FUZZ=ON \
  -DDAMAS_BUILD_TESTS=OFF -DDAMAS_BUILD_BENCH=OFF -DDAMAS_NATIVE=OFF -- "fuzz_$target" >&2

# Seeds, by what the target reads: whole PDN files, FEN strings, move texts after a FEN line,
# or the JSON Lines games that pdn convert writes.
seed() { printf '%s' "$2" >"$corpus/seed-$1"; }
case $target in
  pdn_reader | replay)
    cp "$root"/samples/*.pdn "$corpus/" ;;
  fen)
    grep -ho 'FEN "[^"]*"' "$root"/samples/*.pdn | sed 's/^FEN "//; s/"$//' | sort -u | \
      while IFS= read -r fen; do seed "$(printf '%s' "$fen" | md5sum | cut -c1-8)" "$fen"; done ;;
  move_text)
    grep -hoE '[0-9a-h]+[-x:][0-9a-h]+([x:][0-9a-h]+)*' "$root"/samples/*.pdn | sort -u | head -200 | \
      while IFS= read -r move; do seed "$move" "W:W1-12:B21-32"$'\n'"$move"; done ;;
  json_lines)  # converted by the Release build's pdn (built if missing)
    [ -x "$root/build/tools/pdn" ] || "$root/scripts/build.sh" "$root/build" -- pdn >&2
    "$root/build/tools/pdn" convert --to json "$root"/samples/*.pdn 2>/dev/null | split -l 1 - "$corpus/seed-" || true ;;
  *)
    echo "unknown target '$target'" >&2; exit 2 ;;
esac

ASAN_OPTIONS=detect_leaks=1 "$build/fuzz/fuzz_$target" "$corpus" -dict="$root/fuzz/pdn.dict" \
  -max_total_time="$seconds" -artifact_prefix="$build/crashes/$target-" -print_final_stats=1
