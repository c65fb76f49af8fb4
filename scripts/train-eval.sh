#!/usr/bin/env bash
# Trains the learned evaluation (docs/evaluation.md):
#   scripts/train-eval.sh BUILD_DIR DATA_DIR [PARTS] [JOBS] [FIRST_PART]
# run from the repository's root. Plays PARTS x 1000 self-play games with BUILD_DIR's pdn into
# DATA_DIR as parts FIRST_PART (1 by default) onwards (scripts/selfplay-data.sh: resumable, a
# part at a time), then fits the weights to every part in DATA_DIR up to the last one played
# (earlier generations' games included) with BUILD_DIR's pdn-train-eval and writes
# engine/src/eval_weights.cpp. Rebuild, then measure the new engine against the old one
# (pdn match, docs/evaluation.md).
set -euo pipefail
build=$1 data=$2 parts=${3:-20} jobs=${4:-2} first=${5:-1}
scripts/selfplay-data.sh "$build/tools/pdn" "$data" "$parts" 1000 "$jobs" "$first"
inputs=()
for ((k = 1; k < first + parts; ++k)); do
  if [ -s "$data/part-$k.pdn" ]; then inputs+=("$data/part-$k.pdn"); fi
done
"$build/tools/pdn-train-eval" "${inputs[@]}" -o engine/src/eval_weights.cpp \
  --passes 20 --batch 1024 --rate 1
