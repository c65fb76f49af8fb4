#!/usr/bin/env bash
# The README's second command: installs what is missing, builds and runs every test that CI runs.
# The whole suite runs once, in an optimised build with AddressSanitizer and
# UndefinedBehaviorSanitizer (the same -O3 code as Release, checked as it runs; the benchmark
# programs are built there too, so that they keep compiling). Tests labelled "deep" (seconds in
# Release, minutes under the sanitizers) run in a Release build of what they need only.
# Tests labelled "long" are left out; run them with: ctest --test-dir build-sanitize -L long
# The tests labelled "package" run with the suite: package.development builds the libraries alone
# in a Release build of its own at -O1 (the sanitizer build's archives link no ordinary program),
# installs them and builds examples/ against them (tests/package/).
# Then every fuzz target is built with clang and run for a few seconds (fuzz/smoke.sh).
# A second run of the whole suite in a plain Release build took CI to 34 minutes on 2 cores (every
# test compiled twice) for code that the sanitizer build compiles at the same -O3.
# On 2 cores the whole script took about 32 minutes (2026-12-06, a fresh clone, packages
# installed): the sanitizer build 13.5, its tests 14 (package.development 3 of them, on both
# cores), the deep tests and the fuzz smoke 4. What costs most and why is in CMakeLists.txt and
# tests/CMakeLists.txt (DAMAS_SANITIZE): the tests' own code without the undefined-behaviour
# checks, programs without PIE, test programs compiled in batches of files (their compile time
# under the sanitizers: 798 s of CPU file by file, 416 s in batches; the libraries 738 s, pdn's
# own code 215 s). With the batches, a fresh clone's run took 27 minutes (2026-12-06): the
# sanitizer build 10, its tests 13.4, the deep tests and the fuzz smoke 3.6. On another machine
# (AMD EPYC, 2 vCPUs, 2026-12-07), with streams read through a reserved buffer instead of a
# 64 MiB allocation each (libpdn/src/stream_input.hpp): 17.8 minutes, the sanitizer tests 6.1
# (the sum of their times 581 s; package.development 134 s of it).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/install-deps.sh
jobs=$(nproc)
# A test that hangs (a child process that never answers, say) fails after this many seconds
# instead of holding CI until its own limit.
timeout=600
# Wall time of each fuzz target's smoke run.
fuzz_seconds=10

echo "== Sanitizer build (address, undefined) and tests" >&2
scripts/build.sh build-sanitize -DDAMAS_SANITIZE=ON
ctest --test-dir build-sanitize --output-on-failure --parallel "$jobs" --timeout "$timeout" \
  -LE "long|deep"

echo "== Release build and the deep tests" >&2
# Without the profile-guided step (scripts/build.sh): its training would double the build for no
# test's benefit.
DAMAS_PGO=0 scripts/build.sh build -- deep_tests
ctest --test-dir build --output-on-failure --parallel "$jobs" --timeout "$timeout" -L deep

echo "== Fuzz targets (clang, libFuzzer): build, then $fuzz_seconds s of fuzzing each" >&2
# The seeds' programs (pdn convert, make_archive) from the sanitizer build, already built: the
# default, build/, would be a whole Release build of pdn for a few seeds.
DAMAS_TOOLS_BUILD="$root/build-sanitize" fuzz/smoke.sh "$fuzz_seconds"
