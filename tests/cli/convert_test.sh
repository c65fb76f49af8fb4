#!/usr/bin/env bash
# End-to-end tests of `pdn convert`: exact outputs, messages and exit codes.
# Usage: convert_test.sh PDN_BINARY SOURCE_DIR
set -uo pipefail
pdn=$1
src=$2
data="$src/tests/cli/data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
# expect_rc EXPECTED ACTUAL WHAT
expect_rc() { [ "$1" -eq "$2" ] || fail "$3: exit code $2, expected $1"; }
# expect_same FILE_A FILE_B WHAT
expect_same() { cmp -s "$1" "$2" || { fail "$3"; diff "$1" "$2" | head -20 >&2; }; }

# A file in the liberal dialect: canonical PDN out, the bad game reported and left out, exit 1.
"$pdn" convert "$data/liberal.pdn" >"$work/out.pdn" 2>"$work/err.txt"
expect_rc 1 $? "liberal file"
expect_same "$data/liberal.expected.pdn" "$work/out.pdn" "liberal file: output"
echo "$data/liberal.pdn:10:10: error: game 3: expected a move, comment, variation, NAG or game terminator, found '9n'" >"$work/err.expected"
expect_same "$work/err.expected" "$work/err.txt" "liberal file: error message"

# The same from standard input: same output, errors name '-'.
"$pdn" convert <"$data/liberal.pdn" >"$work/stdin.pdn" 2>"$work/err.txt"
expect_rc 1 $? "standard input"
expect_same "$data/liberal.expected.pdn" "$work/stdin.pdn" "standard input: output"
grep -q '^-:10:10: error: game 3: ' "$work/err.txt" || fail "standard input: error names '-'"

# JSON Lines out, then back to PDN: the same PDN (by extension, by content and from stdin).
"$pdn" convert --to json "$data/liberal.pdn" -o "$work/games.jsonl" 2>/dev/null
expect_rc 1 $? "to json"
[ "$(wc -l <"$work/games.jsonl")" -eq 2 ] || fail "to json: one line per good game"
"$pdn" convert "$work/games.jsonl" >"$work/back.pdn"
expect_rc 0 $? "json to pdn"
expect_same "$data/liberal.expected.pdn" "$work/back.pdn" "json to pdn: output"
cp "$work/games.jsonl" "$work/games.txt"
"$pdn" convert "$work/games.txt" >"$work/back.pdn"
expect_same "$data/liberal.expected.pdn" "$work/back.pdn" "json sniffed by content"
"$pdn" convert - <"$work/games.jsonl" >"$work/back.pdn"
expect_same "$data/liberal.expected.pdn" "$work/back.pdn" "json from standard input"
"$pdn" convert --to json "$work/games.jsonl" >"$work/again.jsonl"
expect_same "$work/games.jsonl" "$work/again.jsonl" "json to json is unchanged"

# The samples read cleanly, their canonical form is a fixed point and passes strict mode.
for sample in "$src"/samples/*.pdn; do
  name=$(basename "$sample")
  "$pdn" convert "$sample" >"$work/$name" 2>"$work/err.txt"
  expect_rc 0 $? "$name"
  [ -s "$work/err.txt" ] && fail "$name: unexpected messages"
  "$pdn" convert --strict "$work/$name" >"$work/again.pdn"
  expect_rc 0 $? "$name: strict reading of the canonical form"
  expect_same "$work/$name" "$work/again.pdn" "$name: canonical form is a fixed point"
done

# -o replaces the target only when done, and leaves no temporary file behind.
echo "old" >"$work/target.pdn"
"$pdn" convert "$src/samples/torneio.pdn" -o "$work/target.pdn"
expect_rc 0 $? "-o"
expect_same "$work/torneio.pdn" "$work/target.pdn" "-o: content"
[ "$(ls -A "$work" | grep -c '^\.target')" -eq 0 ] || fail "-o: temporary file left"

# A target that is not a regular file is written into, not replaced.
"$pdn" convert "$src/samples/torneio.pdn" -o /dev/null
expect_rc 0 $? "-o /dev/null"
[ -c /dev/null ] || fail "-o /dev/null: /dev/null is no longer a device"
ln -s "$work/linked.pdn" "$work/link.pdn"
"$pdn" convert "$src/samples/torneio.pdn" -o "$work/link.pdn"
[ -L "$work/link.pdn" ] || fail "-o LINK: the symbolic link was replaced"
expect_same "$work/torneio.pdn" "$work/linked.pdn" "-o LINK: content"

# Several inputs, one output.
"$pdn" convert "$src/samples/torneio.pdn" "$src/samples/relogio.pdn" >"$work/both.pdn"
cat "$work/torneio.pdn" "$work/relogio.pdn" >"$work/both.expected"
expect_same "$work/both.expected" "$work/both.pdn" "several inputs"

# Unreadable input, bad JSON, bad usage.
"$pdn" convert "$work/missing.pdn" >/dev/null 2>"$work/err.txt"
expect_rc 2 $? "missing file"
echo "$work/missing.pdn: error: cannot read: No such file or directory" >"$work/err.expected"
expect_same "$work/err.expected" "$work/err.txt" "missing file: message"
printf '{"game":1}\n' >"$work/bad.jsonl"
"$pdn" convert "$work/bad.jsonl" >/dev/null 2>"$work/err.txt"
expect_rc 1 $? "bad json"
grep -q "bad.jsonl:1:1: error: not a game in JSON: missing \"at\"" "$work/err.txt" || fail "bad json: message"
"$pdn" convert --to xml </dev/null >/dev/null 2>&1
expect_rc 2 $? "unknown --to"
"$pdn" convert -o "$work/no/such/dir/out.pdn" "$src/samples/torneio.pdn" 2>/dev/null
expect_rc 2 $? "output directory missing"

[ "$failures" -eq 0 ] && echo "all convert tests passed"
exit $((failures > 0))
