#!/usr/bin/env bash
# Builds libFuzzer targets with clang 14 into build-fuzz/ (the CMake option DAMAS_FUZZ: coverage
# instrumentation and AddressSanitizer throughout). Used by fuzz/run.sh and fuzz/smoke.sh.
# Usage: fuzz/build.sh TARGET...   (TARGET: pdn_reader for fuzz/fuzz_pdn_reader.cpp, ...)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/build.sh" "$root/build-fuzz" -DCMAKE_CXX_COMPILER=clang++-14 -DDAMAS_FUZZ=ON \
  -DDAMAS_BUILD_TESTS=OFF -DDAMAS_BUILD_BENCH=OFF -DDAMAS_NATIVE=OFF -- "${@/#/fuzz_}" >&2
