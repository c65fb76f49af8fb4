# Assertions shared by the bash CLI tests (sourced): each failure is reported and counted in
# `failures`, and the test goes on, so that one run lists every difference.
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
# expect_rc EXPECTED ACTUAL WHAT
expect_rc() { [ "$1" -eq "$2" ] || fail "$3: exit code $2, expected $1"; }
# expect_same FILE_A FILE_B WHAT
expect_same() { cmp -s "$1" "$2" || { fail "$3"; diff "$1" "$2" | head -20 >&2; }; }
