#!/usr/bin/env bash
# Trains the learned evaluation from scratch (docs/evaluation.md):
#   scripts/train-eval.sh BUILD_DIR DATA_DIR [PARTS] [JOBS]
# run from the repository's root. Plays PARTS x 1000 self-play games with BUILD_DIR's pdn into
# DATA_DIR (scripts/selfplay-data.sh: resumable, a part at a time), then fits the weights to
# them with BUILD_DIR's pdn-train-eval and writes engine/src/eval_weights.cpp. Rebuild, then
# measure the new engine against the old one (pdn match, docs/evaluation.md).
set -euo pipefail
build=$1 data=$2 parts=${3:-20} jobs=${4:-2}
scripts/selfplay-data.sh "$build/tools/pdn" "$data" "$parts" 1000 "$jobs"
inputs=()
for ((k = 1; k <= parts; ++k)); do inputs+=("$data/part-$k.pdn"); done
"$build/tools/pdn-train-eval" "${inputs[@]}" -o engine/src/eval_weights.cpp \
  --passes 20 --batch 1024 --rate 1
