#!/usr/bin/env bash
# Writes the seed inputs of one libFuzzer target into a folder, by what the target reads: whole
# PDN files, FEN strings, move texts after a FEN line, or the JSON Lines games that pdn convert
# writes. Used by fuzz/run.sh and fuzz/smoke.sh.
# Usage: fuzz/seed.sh TARGET FOLDER
# The JSON Lines seeds and the generated games come from the programs of a non-fuzzing build
# (pdn, make_archive), in $DAMAS_TOOLS_BUILD (default build/, built without a profile if missing).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=$1
corpus=$2
tools=${DAMAS_TOOLS_BUILD:-$root/build}
mkdir -p "$corpus"

seed() { printf '%s' "$2" >"$corpus/seed-$1"; }
tool() {
  [ -x "$tools/$1" ] || DAMAS_PGO=0 "$root/scripts/build.sh" "$tools" -- "$(basename "$1")" >&2
  echo "$tools/$1"
}
# Each game of a PDN file in a file of its own (a game begins at a tag line after a blank line),
# the first 40 at most: libFuzzer mutates small inputs faster and more to the point.
split_games() {
  awk -v out="$corpus/$2-" 'BEGIN { n = 0 }
    /^\[/ && blank && started { n++ } { blank = ($0 == ""); started = 1 }
    n < 40 { print > (out n) }' "$1"
}
# Games of random legal moves, cut short: their tags, their first line of moves and their
# result.
generated_games() {
  local archive
  archive=$(mktemp)
  "$(tool bench/make_archive)" 1 "$archive" >/dev/null 2>&1
  awk '/^\[/ { if (moves != "") { print moves " " result "\n"; moves = ""; if (++n == 40) exit }
                print; next }
    /^$/ { next }
    { if (moves == "") moves = $0; result = $NF }' "$archive" >"$archive.short"
  split_games "$archive.short" generated
  rm -f "$archive" "$archive.short"
}

case $target in
  pdn_reader | replay)
    cp "$root"/samples/*.pdn "$corpus/" ;;
  plain_scan)
    for sample in "$root"/samples/*.pdn; do split_games "$sample" "$(basename "$sample" .pdn)"; done
    generated_games ;;
  fen)
    grep -ho 'FEN "[^"]*"' "$root"/samples/*.pdn | sed 's/^FEN "//; s/"$//' | sort -u | \
      while IFS= read -r fen; do seed "$(printf '%s' "$fen" | md5sum | cut -c1-8)" "$fen"; done ;;
  move_text)
    grep -hoE '[0-9a-h]+[-x:][0-9a-h]+([x:][0-9a-h]+)*' "$root"/samples/*.pdn | sort -u | head -200 | \
      while IFS= read -r move; do seed "$move" "W:W1-12:B21-32"$'\n'"$move"; done ;;
  json_lines)
    "$(tool tools/pdn)" convert --to json "$root"/samples/*.pdn 2>/dev/null | split -l 1 - "$corpus/seed-" || true ;;
  *)
    echo "seed.sh: unknown target '$target'" >&2; exit 2 ;;
esac
