#!/usr/bin/env bash
# The development component as its users meet it: the libraries of a Release build installed
# into a temporary prefix (headers of every library, archives without LTO bytecode, the CMake
# package, the pkg-config modules), examples/ built against it with g++ and with clang++ through
# find_package(damas_pdn) and one example through pkg-config (damas-pdn, damas-pdn-rules), each run on the samples and its
# output checked against what is worked out here from the sample files or by hand.
# The build is one of its own, of the libraries only, at -O1: the objects are fat LTO objects as
# in Release, in less compile time than -O3 (the suite's own build may use the sanitizers, whose
# archives no ordinary program links).
# Usage: development_test.sh SOURCE_DIR WORK_DIR CLANGXX [COMPILER_LAUNCHER]
set -uo pipefail
source_dir=$1
work=$2
clangxx=$3
launcher=${4:-}
# shellcheck source=../cli/assertions.sh
. "$source_dir/tests/cli/assertions.sh"
samples=$source_dir/samples
rm -rf "$work"
mkdir -p "$work"

# run LOG COMMAND...: runs a step whose output matters only when it fails.
run() {
  local log=$1
  shift
  "$@" >"$work/$log" 2>&1 || { cat "$work/$log" >&2; echo "FAIL: $*" >&2; exit 1; }
}

build=$work/build
prefix=$work/prefix
# The Python module is built here too (its libraries then position-independent): the test
# package.python runs its tests once this one has passed.
run configure.log cmake -S "$source_dir" -B "$build" -DCMAKE_CXX_COMPILER=g++ \
  -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG" -DDAMAS_PGO=OFF \
  -DDAMAS_BUILD_TESTS=OFF -DDAMAS_BUILD_BENCH=OFF -DDAMAS_PYTHON=ON \
  ${launcher:+"-DCMAKE_CXX_COMPILER_LAUNCHER=$launcher"}
run build.log cmake --build "$build" --parallel 2 --target damas_libraries damas_python
run install.log cmake --install "$build" --prefix "$prefix" --component development

# The Python module (component python) and its types, alone in their prefix, where Python looks for its user's
# modules: lib/python3.X/site-packages of the Python the build found (Debian's). package.python
# runs the module's tests on it, through the link python-site.
python_prefix=$work/python-prefix
run install-python.log cmake --install "$build" --prefix "$python_prefix" --component python
python=python3
[ -x /usr/bin/python3 ] && python=/usr/bin/python3
site=$("$python" -c 'import sys; print("lib/python%d.%d/site-packages" % sys.version_info[:2])')
installed=$(cd "$python_prefix" && find . -type f | sed 's|^\./||' | LC_ALL=C sort | tr '\n' ' ')
case "$installed" in
  "$site"/damas-stubs/__init__.pyi" $site"/damas.*.so" ") ;;
  *) fail "the python component installed '$installed', not $site/damas.*.so and its types $site/damas-stubs/__init__.pyi alone" ;;
esac
ln -s "$python_prefix/$site" "$work/python-site"

# Every library's headers, and nothing of the runtime component.
(cd "$source_dir" && find ./*/include -type f | sed 's|^\./[^/]*/include/||' | sort) >"$work/headers.expected"
(cd "$prefix/include" && find . -type f | sed 's|^\./||' | sort) >"$work/headers.installed"
expect_same "$work/headers.expected" "$work/headers.installed" "installed headers"
for file in lib/cmake/damas_pdn/damas_pdnConfig.cmake lib/cmake/damas_pdn/damas_pdnConfigVersion.cmake \
  lib/pkgconfig/damas-pdn.pc; do
  [ -f "$prefix/$file" ] || fail "$file not installed"
done
[ ! -e "$prefix/bin" ] && [ ! -e "$prefix/share" ] || fail "the development component installed bin/ or share/"
# The header-only libraries the sources use inside (PEGTL, nlohmann-json) are not asked of users.
if grep -l -i 'pegtl\|nlohmann' "$prefix"/lib/cmake/damas_pdn/*.cmake "$prefix/lib/pkgconfig/damas-pdn.pc"; then
  fail "the installed package asks its users for a library only its own sources use"
fi

# The built archives carry GCC's LTO bytecode (else the check below proves nothing); the
# installed ones only machine code.
archives=("$prefix"/lib/libdamas_*.a)
[ ${#archives[@]} -ge 4 ] && [ -f "${archives[0]}" ] || fail "installed archives: ${archives[*]}"
for archive in "${archives[@]}"; do
  built=$(find "$build" -name "$(basename "$archive")")
  [ "$(readelf -S --wide "$built" | grep -c '\.gnu\.lto_')" -gt 0 ] || fail "$built: no LTO sections to strip"
  [ "$(readelf -S --wide "$archive" | grep -c 'lto_')" -eq 0 ] || fail "$archive: LTO sections installed"
done

# The Result tags of FILE and its players, one line per game as game_results prints them.
results_in() {
  awk -v file="$1" '
    function value() { match($0, /".*"/); return substr($0, RSTART + 1, RLENGTH - 2) }
    function flush() { if (n) printf "%s %d: %s - %s: %s\n", file, n, white, black, result }
    /^\[Event / { flush(); n++; white = "?"; black = "?"; result = "?" }
    /^\[White / { white = value() }
    /^\[Black / { black = value() }
    /^\[Result / { result = value() }
    END { flush() }' "$1"
}
for sample in "$samples"/*.pdn; do results_in "$sample"; done >"$work/results.expected"
[ "$(wc -l <"$work/results.expected")" -ge 8 ] || fail "fewer games than the samples hold"

# The legal moves of the initial position, worked out by hand: White's men on 9-12 step to
# 13-16 (9 on the edge has one step), and a capture when one is there (it is compulsory).
echo "9-13 10-13 10-14 11-14 11-15 12-15 12-16" >"$work/start.expected"
echo "9x18" >"$work/capture.expected"

# check_examples DIR: runs the examples built in DIR.
check_examples() {
  local dir=$1 status
  "$dir/game_results/game_results" "$samples"/*.pdn >"$work/results.out"
  expect_rc 0 $? "$dir: game_results"
  expect_same "$work/results.expected" "$work/results.out" "$dir: game_results"

  "$dir/legal_moves/legal_moves" >"$work/start.out"
  expect_rc 0 $? "$dir: legal_moves"
  expect_same "$work/start.expected" "$work/start.out" "$dir: legal_moves of the initial position"
  "$dir/legal_moves/legal_moves" 'W:W9,12:B13' >"$work/capture.out"
  expect_rc 0 $? "$dir: legal_moves W:W9,12:B13"
  expect_same "$work/capture.expected" "$work/capture.out" "$dir: legal_moves with a capture"
  "$dir/legal_moves/legal_moves" 'W:W1-13:B21-32' >/dev/null 2>&1
  expect_rc 2 $? "$dir: legal_moves of 13 men"

  "$dir/validate_json/validate_json" "$samples/folhas-de-jogo.pdn" >"$work/verdicts.out"
  status=$?
  expect_rc 1 "$status" "$dir: validate_json (games with errors)"
  check_verdicts "$samples/folhas-de-jogo.pdn" "$work/verdicts.out" ||
    fail "$dir: validate_json's verdicts"
}

# check_verdicts PDN JSONL: one JSON object per game of PDN, in order, with its Result tag; the
# first game clean, the second an illegal move (a capture was compulsory) whose line and column
# point at the move named, the third a result that disagrees with the board.
check_verdicts() {
  python3 - "$@" <<'EOF'
import json, re, sys
pdn = open(sys.argv[1], encoding="utf-8").read()
verdicts = [json.loads(line) for line in open(sys.argv[2], encoding="utf-8")]
tags = re.findall(r'^\[Result "(.*)"\]', pdn, re.M)
ok = [v["result_tag"] for v in verdicts] == tags and [v["game"] for v in verdicts] == [1, 2, 3]
ok = ok and verdicts[0]["diagnostics"] == [] and verdicts[0]["outcome"]["result"] == tags[0]
(illegal,) = verdicts[1]["diagnostics"]
line = pdn.splitlines()[illegal["line"] - 1]
ok = ok and (illegal["code"], illegal["reason"]) == ("illegal-move", "capture-required")
ok = ok and line[illegal["column"] - 1:].startswith(illegal["move"])
ok = ok and [d["code"] for d in verdicts[2]["diagnostics"]] == ["result-mismatch"]
if not ok:
    print(json.dumps(verdicts, indent=1), file=sys.stderr)
sys.exit(0 if ok else 1)
EOF
}

# COMPONENTS: every library of the package by its name, one alone, and a name that is none.
components=$source_dir/tests/package/components
run components.log cmake -S "$components" -B "$work/components-all" -DCMAKE_PREFIX_PATH="$prefix" \
  "-DCOMPONENTS=rules;pdn;engine;analysis;diagram;web;support"
run components-rules.log cmake -S "$components" -B "$work/components-rules" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCOMPONENTS=rules
cmake -S "$components" -B "$work/components-chess" -DCMAKE_PREFIX_PATH="$prefix" -DCOMPONENTS=chess \
  >"$work/components-chess.log" 2>&1
expect_rc 1 $? "find_package(damas_pdn COMPONENTS chess)"
grep -q 'damas_pdn has no library "chess"' "$work/components-chess.log" ||
  fail "find_package(damas_pdn COMPONENTS chess) does not name the component: $(cat "$work/components-chess.log")"

# COMPONENTS finds only what the libraries asked for link, with those they link in turn; the
# other libraries' packages are made unfindable, so that looking for one fails the configuring:
# CMAKE_DISABLE_FIND_PACKAGE_<Name> makes find_package(<Name>) an error when it is REQUIRED,
# as the Config's find_dependency calls are for find_package(damas_pdn ... REQUIRED), and
# CMake warns that such a variable was not used when nothing asked for the package. Every
# pkg-config module (cairo, RE2, utf8proc) is found through PkgConfig, and PKG_CONFIG_LIBDIR
# limits the modules pkg-config sees to those of one folder.
# The rules alone (legal_moves asks for COMPONENTS rules) link fmt, and Threads through
# damas::support: no Boost, no zlib, no pkg-config module at all. Built and run.
no_modules=$work/no-pkg-config-modules
mkdir -p "$no_modules"
PKG_CONFIG_LIBDIR=$no_modules run rules-alone.log cmake -S "$source_dir/examples/legal_moves" \
  -B "$work/rules-alone" -DCMAKE_CXX_COMPILER=g++ -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_DISABLE_FIND_PACKAGE_Boost=ON -DCMAKE_DISABLE_FIND_PACKAGE_ZLIB=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_PkgConfig=ON
for name in Boost ZLIB PkgConfig; do
  grep -q "^ *CMAKE_DISABLE_FIND_PACKAGE_$name\$" "$work/rules-alone.log" ||
    fail "COMPONENTS rules: CMake does not say that $name went unlooked for: $(cat "$work/rules-alone.log")"
done
run rules-alone-build.log cmake --build "$work/rules-alone"
"$work/rules-alone/legal_moves" >"$work/start.out"
expect_rc 0 $? "COMPONENTS rules alone: legal_moves"
expect_same "$work/start.expected" "$work/start.out" "COMPONENTS rules alone: legal_moves"
# damas::pdn brings damas::rules and damas::support and needs RE2 and utf8proc, Boost's headers
# and fmt, but neither cairo nor zlib (damas::diagram's and damas::engine's).
pdn_modules=$work/pdn-pkg-config-modules
mkdir -p "$pdn_modules"
for module in re2 libutf8proc; do
  cp "$(pkg-config --variable=pcfiledir "$module")/$module.pc" "$pdn_modules/" ||
    fail "no pkg-config module $module"
done
PKG_CONFIG_LIBDIR=$pdn_modules run pdn-alone.log cmake -S "$components" -B "$work/pdn-alone" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCOMPONENTS=pdn -DCMAKE_DISABLE_FIND_PACKAGE_ZLIB=ON

# find_package(damas_pdn) with g++, then with clang++ from a moved prefix: the package holds no
# path of the place it was installed to.
run gcc.log cmake -S "$source_dir/examples" -B "$work/examples-gcc" -DCMAKE_CXX_COMPILER=g++ \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_CXX_FLAGS=-Werror
run gcc-build.log cmake --build "$work/examples-gcc" --parallel 2
check_examples "$work/examples-gcc"
mv "$prefix" "$work/moved"
run clang.log cmake -S "$source_dir/examples" -B "$work/examples-clang" -DCMAKE_CXX_COMPILER="$clangxx" \
  -DCMAKE_PREFIX_PATH="$work/moved" -DCMAKE_CXX_FLAGS=-Werror
run clang-build.log cmake --build "$work/examples-clang" --parallel 2
check_examples "$work/examples-clang"

# pkg-config, from the moved prefix as well.
read -ra flags < <(PKG_CONFIG_PATH="$work/moved/lib/pkgconfig" pkg-config --cflags --libs damas-pdn)
run pkg-config.log g++ -Wall -Wextra -Werror "$source_dir/examples/legal_moves/legal_moves.cpp" \
  -o "$work/legal_moves" "${flags[@]}"
"$work/legal_moves" >"$work/start.out"
expect_rc 0 $? "pkg-config: legal_moves"
expect_same "$work/start.expected" "$work/start.out" "pkg-config: legal_moves of the initial position"
# A module a library: damas-pdn-rules needs fmt's module alone, among pkg-config modules from
# outside (damas-pdn-pdn needs RE2's too, and is not found without it).
fmt_module=$work/fmt-pkg-config-module
mkdir -p "$fmt_module"
cp "$(pkg-config --variable=pcfiledir fmt)/fmt.pc" "$fmt_module/" || fail "no pkg-config module fmt"
rules_modules=$work/moved/lib/pkgconfig:$fmt_module
read -ra flags < <(PKG_CONFIG_LIBDIR=$rules_modules pkg-config --cflags --libs damas-pdn-rules)
run pkg-config-rules.log g++ -Wall -Wextra -Werror "$source_dir/examples/legal_moves/legal_moves.cpp" \
  -o "$work/legal_moves_rules" "${flags[@]}"
"$work/legal_moves_rules" >"$work/start.out"
expect_rc 0 $? "pkg-config damas-pdn-rules: legal_moves"
expect_same "$work/start.expected" "$work/start.out" "pkg-config damas-pdn-rules: legal_moves"
PKG_CONFIG_LIBDIR=$rules_modules pkg-config --exists damas-pdn-pdn &&
  fail "damas-pdn-pdn found without RE2's module"

[ "$failures" -eq 0 ] || exit 1
echo "package: installed, examples built with g++ and $clangxx and through pkg-config, all checked"
