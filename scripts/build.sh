#!/usr/bin/env bash
# Configures and builds one build tree, optimised from a profile of the main jobs (GCC's
# profile-guided optimisation, DAMAS_PGO in CMakeLists.txt): an instrumented build in
# BUILD_DIR-profile does the training (scripts/train-pgo.sh), then BUILD_DIR is built from its
# profiles. DAMAS_PGO=0 in the environment builds BUILD_DIR directly.
# Usage: scripts/build.sh BUILD_DIR [cmake options...] [-- TARGET...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$1
shift
options=()
targets=()
while [ $# -gt 0 ]; do
  if [ "$1" = "--" ]; then
    shift
    targets=("$@")
    break
  fi
  options+=("$1")
  shift
done
build() {
  local tree=$1
  shift
  if [ ${#targets[@]} -gt 0 ]; then
    cmake --build "$tree" --parallel "$(nproc)" "$@" --target "${targets[@]}"
  else
    cmake --build "$tree" --parallel "$(nproc)" "$@"
  fi
}

pgo=${DAMAS_PGO:-1}
for option in "${options[@]}"; do
  # The sanitizer and fuzzing builds take no profile (CMakeLists.txt): no training for them.
  case $option in -DDAMAS_SANITIZE=ON | -DDAMAS_FUZZ=ON) pgo=0 ;; esac
done
if [ "$pgo" = 0 ]; then
  cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release "${options[@]}" -DDAMAS_PGO=OFF >/dev/null
  build "$dir"
  exit 0
fi

trainer=$(realpath -m "$dir")-profile
profiles=$trainer/profiles
cmake -S "$root" -B "$trainer" -DCMAKE_BUILD_TYPE=Release "${options[@]}" -DDAMAS_BUILD_TESTS=OFF \
  -DDAMAS_BUILD_BENCH=OFF -DDAMAS_PGO=generate -DDAMAS_PGO_DIR="$profiles" >/dev/null
cmake --build "$trainer" --parallel "$(nproc)" --target pdn make_archive
# Training again is needed only when the instrumented programs changed (a source was edited, an
# option given); the profiles then start from nothing, as counts would otherwise add up.
if [ ! "$profiles/trained" -nt "$trainer/tools/pdn" ] ||
  [ ! "$profiles/trained" -nt "$trainer/bench/make_archive" ]; then
  rm -rf "$profiles"
  echo "build: training the profile-guided build" >&2
  "$root/scripts/train-pgo.sh" "$trainer"
  touch "$profiles/trained"
fi

cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release "${options[@]}" -DDAMAS_PGO=use \
  -DDAMAS_PGO_DIR="$profiles" >/dev/null
# make does not know that objects depend on the profiles: after a training, everything is
# compiled again.
if [ ! "$dir/pgo-profiles-used" -nt "$profiles/trained" ]; then
  cmake --build "$dir" --target clean
  touch "$dir/pgo-profiles-used"
fi
build "$dir"
