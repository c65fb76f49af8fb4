#!/usr/bin/env bash
# Self-play games for training the evaluation (scripts/train-eval.sh reads them):
#   scripts/selfplay-data.sh PDN OUT_DIR PARTS [GAMES_PER_PART] [JOBS] [FIRST_PART]
# Part k (FIRST_PART..FIRST_PART+PARTS-1, FIRST_PART 1 by default) is OUT_DIR/part-k.pdn:
# GAMES_PER_PART games of the built-in engine at depth 8
# against itself at depth 7 (two depths, so that the two games of an opening, colours swapped,
# differ) from random 8-move openings of stream k (pdn match --random-openings 8 --seed k): a
# later generation of data starts at a new FIRST_PART, so that its openings are new ones.
# Run the same command again to go on after a stop: a part's file holds the games of its last
# save (pdn match saves every minute), and the part goes on from them (--resume); a part whose
# games are all there plays none.
set -euo pipefail
pdn=$1 out=$2 parts=$3 games=${4:-1000} jobs=${5:-2} first=${6:-1}
mkdir -p "$out"
for ((k = first; k < first + parts; ++k)); do
  part="$out/part-$k.pdn"
  resume=()
  [ -s "$part" ] && resume=(--resume "$part")
  echo "part $k ($first to $((first + parts - 1))): $games games" >&2
  "$pdn" match --engine builtin:depth=8 --engine builtin:depth=7 --random-openings 8 \
    --seed "$k" --games "$games" -j "$jobs" -q --no-egtb "${resume[@]}" -o "$part" >&2
done
