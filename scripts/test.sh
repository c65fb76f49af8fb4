#!/usr/bin/env bash
# The README's second command: installs what is missing, builds and runs every test that CI runs,
# twice: an optimised build, then a build with AddressSanitizer and UndefinedBehaviorSanitizer.
# Tests labelled "long" are left out; run them with: ctest --test-dir build -L long
# Tests labelled "deep" (seconds in Release, minutes under the sanitizers) run in Release only.
# Then every fuzz target is built with clang and run for a few seconds (fuzz/smoke.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/install-deps.sh
jobs=$(nproc)
# A test that hangs (a child process that never answers, say) fails after this many seconds
# instead of holding CI until its own limit.
timeout=600
# Wall time of each fuzz target's smoke run (six targets).
fuzz_seconds=10

echo "== Release build and tests" >&2
# Without the profile-guided step (scripts/build.sh): an instrumented build and its training
# would double the build for no test's benefit.
DAMAS_PGO=0 scripts/build.sh build
ctest --test-dir build --output-on-failure --parallel "$jobs" --timeout "$timeout" -LE long

echo "== Sanitizer build (address, undefined) and tests" >&2
scripts/build.sh build-sanitize -DDAMAS_SANITIZE=ON -DDAMAS_BUILD_BENCH=OFF
ctest --test-dir build-sanitize --output-on-failure --parallel "$jobs" --timeout "$timeout" -LE "long|deep"

echo "== Fuzz targets (clang, libFuzzer): build, then $fuzz_seconds s of fuzzing each" >&2
fuzz/smoke.sh "$fuzz_seconds"
