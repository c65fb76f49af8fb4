# shellcheck shell=bash
# Assertions shared by the bash CLI tests (sourced): each failure is reported and counted in
# `failures`, and the test goes on, so that one run lists every difference. Every check of an
# output also checks the exit code of the command that wrote it: an output compared alone
# passes when the command failed and left what was expected by chance (nothing, say).
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
# expect_rc EXPECTED ACTUAL WHAT
expect_rc() { [ "$1" -eq "$2" ] || fail "$3: exit code $2, expected $1"; }
# expect_same EXPECTED_FILE ACTUAL_FILE WHAT: the same bytes. An empty EXPECTED_FILE fails:
# two outputs that are both empty prove nothing (say so with expect_empty).
expect_same() {
  if [ ! -s "$1" ]; then
    fail "$3: the expected output $1 is empty"
    return
  fi
  cmp -s "$1" "$2" || { fail "$3"; diff "$1" "$2" | head -20 >&2; }
}
# expect_empty FILE WHAT
expect_empty() { [ ! -s "$1" ] || { fail "$2: not empty"; head -5 "$1" >&2; }; }
# expect_last_line FILE EXPECTED WHAT: the last line of FILE (a summary) is exactly EXPECTED.
expect_last_line() {
  local last
  last=$(tail -n 1 "$1")
  [ "$last" = "$2" ] || fail "$3: last line '$last', expected '$2'"
}
# expect_games FILE COUNT WHAT: FILE holds COUNT games, counted by their Event tags (every game
# these tests write has one).
expect_games() {
  local games
  games=$(grep -c '^\[Event ' "$1")
  [ "$games" -eq "$2" ] || fail "$3: $games games, expected $2"
}

# skip_test REASON: ends the test as skipped, with the exit code that tests/CMakeLists.txt gives
# CTest as these scripts' SKIP_RETURN_CODE (a test that checked nothing is not a pass).
skip_test() {
  echo "skipped: $*"
  exit 77
}

# run_convert OUT ARGS...: runs `$pdn convert ARGS` with its standard output in OUT and its
# standard error in $work/convert.err; sets `status` to its exit code and `counts` to the
# "READ WRITTEN REJECTED" of its summary line ("" when it printed none).
# shellcheck disable=SC2034,SC2154  # status and counts are for the caller, pdn and work its own
run_convert() {
  local out=$1
  shift
  "$pdn" convert "$@" >"$out" 2>"$work/convert.err"
  status=$?
  counts=$(tail -n 1 "$work/convert.err" |
    sed -nE 's/^pdn convert: ([0-9]+) games? read, ([0-9]+) written, ([0-9]+) rejected(,.*)?$/\1 \2 \3/p')
}
