#!/usr/bin/env bash
# End-to-end tests of `pdn convert`: exact outputs, messages and exit codes.
# Usage: convert_test.sh PDN_BINARY SOURCE_DIR
set -uo pipefail
pdn=$1
src=$2
data="$src/tests/cli/data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=assertions.sh
source "$src/tests/cli/assertions.sh"

# A file in the liberal dialect: canonical PDN out, the bad game reported and left out, exit 1.
# Its games are about reading, not about the rules: they are not replayed (--no-replay).
"$pdn" convert --no-replay --quiet "$data/liberal.pdn" >"$work/out.pdn" 2>"$work/err.txt"
expect_rc 1 $? "liberal file"
expect_same "$data/liberal.expected.pdn" "$work/out.pdn" "liberal file: output"
echo "$data/liberal.pdn:10:10: error: game 3: unterminated variation: expected ')' before the next tag section or the end of the input" >"$work/err.expected"
expect_same "$work/err.expected" "$work/err.txt" "liberal file: error message"

# The same from standard input: same output, errors name '-'.
"$pdn" convert --no-replay <"$data/liberal.pdn" >"$work/stdin.pdn" 2>"$work/err.txt"
expect_rc 1 $? "standard input"
expect_same "$data/liberal.expected.pdn" "$work/stdin.pdn" "standard input: output"
grep -q '^-:10:10: error: game 3: ' "$work/err.txt" || fail "standard input: error names '-'"

# JSON Lines out, then back to PDN: the same PDN (by extension, by content and from stdin).
"$pdn" convert --no-replay --to json "$data/liberal.pdn" -o "$work/games.jsonl" 2>/dev/null
expect_rc 1 $? "to json"
[ "$(wc -l <"$work/games.jsonl")" -eq 2 ] || fail "to json: one line per good game"
"$pdn" convert --no-replay "$work/games.jsonl" >"$work/back.pdn"
expect_rc 0 $? "json to pdn"
expect_same "$data/liberal.expected.pdn" "$work/back.pdn" "json to pdn: output"
cp "$work/games.jsonl" "$work/games.txt"
"$pdn" convert --no-replay "$work/games.txt" >"$work/back.pdn"
expect_rc 0 $? "json sniffed by content"
expect_same "$data/liberal.expected.pdn" "$work/back.pdn" "json sniffed by content"
"$pdn" convert --no-replay - <"$work/games.jsonl" >"$work/back.pdn"
expect_rc 0 $? "json from standard input"
expect_same "$data/liberal.expected.pdn" "$work/back.pdn" "json from standard input"
"$pdn" convert --no-replay --to json "$work/games.jsonl" >"$work/again.jsonl"
expect_rc 0 $? "json to json"
expect_same "$work/games.jsonl" "$work/again.jsonl" "json to json is unchanged"

# The samples that validate cleanly convert cleanly; their canonical form is a fixed point and
# passes strict mode. The others (scoresheets with errors) lose no game. Every game of a sample
# has an Event tag: their count is the number of games.
for sample in "$src"/samples/*.pdn; do
  name=$(basename "$sample")
  games=$(grep -c '^\[Event ' "$sample")
  if ! "$pdn" validate -q "$sample" >/dev/null; then
    "$pdn" convert --keep-broken "$sample" >"$work/$name" 2>"$work/err.txt"
    expect_rc 1 $? "$name: games with errors"
    kept=$(grep -c '^\[Broken ' "$work/$name")
    [ "$kept" -gt 0 ] || fail "$name: no Broken tag"
    expect_last_line "$work/err.txt" \
      "pdn convert: $games games read, $games written, 0 rejected, $kept kept broken" \
      "$name: every game kept with --keep-broken"
    expect_games "$work/$name" "$games" "$name: --keep-broken output"
    continue
  fi
  "$pdn" convert --quiet "$sample" >"$work/$name" 2>"$work/err.txt"
  expect_rc 0 $? "$name"
  expect_games "$work/$name" "$games" "$name: output"
  [ -s "$work/err.txt" ] && fail "$name: unexpected messages"
  "$pdn" convert --strict "$work/$name" >"$work/again.pdn"
  expect_rc 0 $? "$name: strict reading of the canonical form"
  expect_same "$work/$name" "$work/again.pdn" "$name: canonical form is a fixed point"
done

# A file in UTF-16 (with or without its byte order mark, either byte order) converts as the same
# file in UTF-8 does, read by name, through a pipe or split for -j 2 (iconv: Debian's libc-bin).
"$pdn" convert -q "$src/samples/torneio.pdn" >"$work/utf8.out"
for form in UTF-16 UTF-16LE UTF-16BE; do
  iconv -f UTF-8 -t "$form" "$src/samples/torneio.pdn" >"$work/utf16.pdn"
  "$pdn" convert -q "$work/utf16.pdn" >"$work/utf16.out"
  expect_same "$work/utf8.out" "$work/utf16.out" "$form: read as UTF-8 is"
  "$pdn" convert -q -j 2 - <"$work/utf16.pdn" >"$work/utf16.out"
  expect_same "$work/utf8.out" "$work/utf16.out" "$form through a pipe, -j 2"
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
expect_rc 0 $? "-o LINK"
[ -L "$work/link.pdn" ] || fail "-o LINK: the symbolic link was replaced"
expect_same "$work/torneio.pdn" "$work/linked.pdn" "-o LINK: content"

# Several inputs, one output.
"$pdn" convert "$src/samples/torneio.pdn" "$src/samples/relogio.pdn" >"$work/both.pdn"
expect_rc 0 $? "several inputs"
cat "$work/torneio.pdn" "$work/relogio.pdn" >"$work/both.expected"
expect_same "$work/both.expected" "$work/both.pdn" "several inputs"

# Unreadable input, bad JSON, bad usage.
"$pdn" convert --quiet "$work/missing.pdn" >/dev/null 2>"$work/err.txt"
expect_rc 2 $? "missing file"
echo "pdn convert: $work/missing.pdn: No such file or directory" >"$work/err.expected"
expect_same "$work/err.expected" "$work/err.txt" "missing file: message"
printf '{"game":1}\n' >"$work/bad.jsonl"
"$pdn" convert "$work/bad.jsonl" >/dev/null 2>"$work/err.txt"
expect_rc 1 $? "bad json"
grep -q "bad.jsonl:1:1: error: game 1: not a game in JSON: missing \"at\"" "$work/err.txt" || fail "bad json: message"
"$pdn" convert --to xml </dev/null >/dev/null 2>&1
expect_rc 2 $? "unknown --to"
"$pdn" convert -o "$work/no/such/dir/out.pdn" "$src/samples/torneio.pdn" 2>/dev/null
expect_rc 2 $? "output directory missing"

# Nothing lost: a clean game, one with an illegal move and one that cannot be read. Every game
# is counted, the broken ones are reported and kept in --rejects as they were read.
games="$work/mixed.pdn"
cat >"$games" <<'PDN'
[Event "Clean"]
[Result "*"]
1. 11-15 24-20 2. 15x24 21-18 *

[Event "Illegal"]
[Result "*"]
1. 11-15 24-20 2. 10-14 {why} 21-18 3. 9-13 *

[Event "Unreadable"]
1. ( *

PDN
"$pdn" convert "$games" --rejects "$work/rejects.pdn" >"$work/out.pdn" 2>"$work/err.txt"
expect_rc 1 $? "rejects"
[ "$(grep -c '^\[Event' "$work/out.pdn")" -eq 1 ] || fail "rejects: only the clean game written"
grep -q '^\[Event "Clean"\]' "$work/out.pdn" || fail "rejects: the clean game written"
sed -n '5,12p' "$games" >"$work/rejects.expected"
expect_same "$work/rejects.expected" "$work/rejects.pdn" "rejects: original text of the broken games"
grep -q "mixed.pdn:7:19: error: game 2: ply 3: illegal move 10-14 (capture-required)" "$work/err.txt" ||
  fail "rejects: illegal move reported"
grep -q "mixed.pdn:10:4: error: game 3: " "$work/err.txt" || fail "rejects: syntax error reported"
expect_last_line "$work/err.txt" "pdn convert: 3 games read, 1 written, 2 rejected" "rejects: summary"
# A side output named for another format than it receives is a usage error, and nothing is written.
"$pdn" convert "$games" --rejects "$work/rejects.json" -o "$work/side.pdn" 2>"$work/side-err.txt"
expect_rc 2 $? "--rejects named .json"
grep -q "rejects.json' is a json file name, but it receives pdn" "$work/side-err.txt" ||
  fail "--rejects named .json: message"
# JSON Lines inputs give their rejects as JSON Lines: a .jsonl name for them, not .pdn.
"$pdn" convert "$games" --to json -o "$work/side-in.jsonl" 2>/dev/null
"$pdn" convert "$work/side-in.jsonl" --rejects "$work/rejects.pdn" -o "$work/side.pdn" 2>"$work/side-err.txt"
expect_rc 2 $? "--rejects named .pdn for JSON Lines inputs"
grep -q "rejects.pdn' is a pdn file name, but it receives json" "$work/side-err.txt" ||
  fail "--rejects named .pdn for JSON Lines inputs: message"
"$pdn" convert "$work/side-in.jsonl" --rejects "$work/side-rejects.jsonl" -o "$work/side-ok.pdn" 2>/dev/null
expect_rc 0 $? "--rejects named .jsonl for JSON Lines inputs"
"$pdn" convert "$games" --to json --dedupe moves --duplicates "$work/dups.pdn" >/dev/null 2>"$work/side-err.txt"
expect_rc 2 $? "--duplicates named .pdn for JSON"
grep -q "dups.pdn' is a pdn file name, but it receives json" "$work/side-err.txt" ||
  fail "--duplicates named .pdn for JSON: message"
[ ! -e "$work/side.pdn" ] && [ ! -e "$work/rejects.json" ] && [ ! -e "$work/dups.pdn" ] ||
  fail "a usage error wrote a file"
"$pdn" convert "$games" --rejects "$work/rejects.txt" >/dev/null 2>&1
expect_rc 1 $? "--rejects with an extension of no format"
# --quiet: the same reports, without the summary.
"$pdn" convert --quiet "$games" >/dev/null 2>"$work/quiet.txt"
expect_rc 1 $? "--quiet"
head -n -1 "$work/err.txt" >"$work/quiet.expected"
expect_same "$work/quiet.expected" "$work/quiet.txt" "--quiet: the reports without the summary"
# The same with workers (they read slices of the input) and from standard input (streamed).
"$pdn" convert -j 2 "$games" --rejects "$work/rejects-j2.pdn" >"$work/out-j2.pdn" 2>"$work/err-j2.txt"
expect_rc 1 $? "rejects -j 2"
expect_same "$work/out.pdn" "$work/out-j2.pdn" "rejects -j 2: the same output"
expect_same "$work/rejects.expected" "$work/rejects-j2.pdn" "rejects -j 2: the same rejects"
expect_same "$work/err.txt" "$work/err-j2.txt" "rejects -j 2: the same reports"
"$pdn" convert - --rejects "$work/rejects-stdin.pdn" <"$games" >/dev/null 2>&1
expect_rc 1 $? "rejects from standard input"
expect_same "$work/rejects.expected" "$work/rejects-stdin.pdn" "rejects from standard input"

# --keep-broken: the illegal game up to its last legal move, the rest in a comment, a tag why.
"$pdn" convert --keep-broken --to json "$games" >"$work/kept.jsonl" 2>/dev/null
expect_rc 1 $? "--keep-broken"
[ "$(wc -l <"$work/kept.jsonl")" -eq 2 ] || fail "--keep-broken: the readable games kept"
"$pdn" convert "$work/kept.jsonl" >"$work/kept.pdn" 2>/dev/null
expect_rc 0 $? "--keep-broken: the repaired game is clean"
cat >"$work/kept.expected" <<'PDN'
[Event "Illegal"]
[Result "*"]
[Broken "ply 3: illegal move 10-14 (capture-required)"]

1. 11-15 24-20
%2. 10-14 {why} 2... 21-18 3. 9-13
*

PDN
sed -n '/Illegal/,$p' "$work/kept.pdn" >"$work/kept.got"
expect_same "$work/kept.expected" "$work/kept.got" "--keep-broken: output"
# Cut moves holding comments of their own go into escape lines, as written (a comment holding
# them would nest comments), and the JSON reads back.
printf '[Event "Clock"]\n1. 11-15 {[%%clk 0:59]} 24-20 2. 10-14 {[%%clk 0:58]} 21-18 *\n' \
  >"$work/clock.pdn"
"$pdn" convert --keep-broken --to json "$work/clock.pdn" >"$work/clock.jsonl" 2>/dev/null
grep -q '"after":\[{"escape":"2. 10-14 {\[%clk 0:58\]} 2... 21-18",' "$work/clock.jsonl" ||
  fail "--keep-broken: the cut moves holding a comment in an escape line"
"$pdn" convert "$work/clock.jsonl" >/dev/null 2>&1
expect_rc 0 $? "--keep-broken: its JSON reads back"

# Selecting: three games (A: 4 plies, 1-0; B: 2 plies, 0-1; C: Black wins on the board, 38 plies).
cat >"$work/select.pdn" <<'PDN'
[Event "A"]
[Date "2009.04.17"]
[Round "1"]
[White "Ana Silva"]
[Black "Rui"]
[Result "1-0"]
1. 11-15 24-20 2. 15x24 21-18 1-0

[Event "B"]
[Date "2010.01.05"]
[Round "3.2"]
[White "Rui"]
[Black "Zé"]
[Result "0-1"]
1. 11-15 24-20 0-1

[Event "C"]
[Date "2009.12.31"]
[Round "12"]
[White "Zé"]
[Black "Maria"]
[Result "0-1"]
1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x25 28-23 7. 24-28 31x24 8. 4-7 22-18 9. 14x21 26x17 10. 11-15 20x4 11. 6-11 4x21 12. 3-7 21x4 13. 16-20 23x16 14. 8-12 16x7 15. 2-6 4-8 16. 5-10 24-20 17. 10-13 17x3 18. 1-5 8-19 19. 5-10 3x13 0-1

PDN
# expect_selected OPTIONS... EVENTS: the events of the games written, in order, and nothing
# else written (exit code 0: the three games are clean).
expect_selected() {
  local wanted=${*: -1}
  local what="select ${*:1:$#-1}"
  local got
  "$pdn" convert --quiet --to json "${@:1:$#-1}" "$work/select.pdn" >"$work/selected.jsonl"
  expect_rc 0 $? "$what"
  got=$(grep -o '"value":"[ABC]"' "$work/selected.jsonl" | cut -d'"' -f4 | tr -d '\n')
  [ "$got" = "$wanted" ] || fail "$what: got '$got', expected '$wanted'"
  [ "$(wc -l <"$work/selected.jsonl")" -eq "${#wanted}" ] || fail "$what: games without an event"
}
expect_selected --player rui AB
expect_selected --player MARIA C
expect_selected --player maria --player ana AC
expect_selected --result 0-1 BC
expect_selected --result 1-0 A
expect_selected --tag Event=B B
expect_selected --tag 'White~^Z' C
expect_selected --tag Event=B --tag White=Rui B
expect_selected --min-plies 4 AC
expect_selected --max-plies 2 B
expect_selected --ended-by no-moves C
expect_selected --invert --ended-by no-moves AB
expect_selected --skip 1 --first 1 B
expect_selected --errors-only ''
expect_selected --date 2009..2009 AC
expect_selected --date 2009.05.. BC
expect_selected --date ..2009.04 A
expect_selected --round 2..12 BC
expect_selected --round ..3 AB
expect_selected --position W:W1-10,12,15:B20-23,25-32 ABC
expect_selected --position W:W1:B32 ''
expect_selected --position W:W1:B32 --position B:W1-10,12,15:B21-32 ABC
"$pdn" convert --player rui "$work/select.pdn" >/dev/null 2>"$work/err.txt"
expect_rc 0 $? "select: exit code"
expect_last_line "$work/err.txt" "pdn convert: 3 games read, 2 written, 0 rejected, 1 not selected" \
  "select: summary"
"$pdn" convert --errors-only "$games" 2>"$work/err.txt" >/dev/null
expect_rc 1 $? "--errors-only"
expect_last_line "$work/err.txt" "pdn convert: 3 games read, 0 written, 2 rejected, 1 not selected" \
  "--errors-only: summary"
for bad in "--tag Event" "--tag Event~(" "--result 3-0" "--result 2-0" "--ended-by resign" "--date 2009" "--round a..b" "--position X:Y"; do
  "$pdn" convert $bad "$work/select.pdn" >"$work/out.pdn" 2>"$work/err.txt"
  expect_rc 2 $? "bad $bad"
  expect_empty "$work/out.pdn" "bad $bad: output"
  grep -q '^pdn convert: ' "$work/err.txt" || fail "bad $bad: no message"
done

[ "$failures" -eq 0 ] && echo "all convert tests passed"
exit $((failures > 0))
