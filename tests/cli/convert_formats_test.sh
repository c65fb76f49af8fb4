#!/usr/bin/env bash
# End-to-end tests of `pdn convert`'s output formats and notation: --to csv, --to positions,
# --squares, --captures, --mirrored, and round trips (PDN -> JSON -> PDN, numeric -> alpha ->
# numeric) on the samples and, when ../shared/corpus is there, on the real files.
# Usage: convert_formats_test.sh PDN_BINARY SOURCE_DIR CASE
#   CASE: csv | positions | notation | round-trips | corpus-counts | corpus-round-trips |
#         corpus-strict
set -uo pipefail
pdn=$1
src=$2
case_name=$3
corpus="$src/../shared/corpus/real"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=assertions.sh
source "$src/tests/cli/assertions.sh"
# skip_without_corpus: the corpus is not part of the repository.
skip_without_corpus() {
  [ -d "$corpus" ] || skip_test "no corpus at $corpus"
}

# Game C of the selection tests: Black wins on the board (no-moves) after 38 plies.
long_game='1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x25
28-23 7. 24-28 31x24 8. 4-7 22-18 9. 14x21 26x17 10. 11-15 20x4 11. 6-11 4x21 12. 3-7 21x4
13. 16-20 23x16 14. 8-12 16x7 15. 2-6 4-8 16. 5-10 24-20 17. 10-13 17x3 18. 1-5 8-19 19. 5-10
3x13 0-1'

case_csv() {
  cat >"$work/games.pdn" <<PDN
[Event "Open, \"A\""]
[Site "Lisboa"]
[Date "2009.12.31"]
[Round "12"]
[White "Zé"]
[Black "Maria"]
[Result "0-1"]
[GameType "28"]
$long_game

[Event "Short"]
1. 11-15 24-20 *

[Event "Kings"]
[Result "1/2-1/2"]
[FEN "W:WK1:BK32"]
1/2-1/2

[Event "Illegal"]
1. 11-15 24-20 2. 10-14 *

[Event "Ten by ten"]
[GameType "20"]
1. 32-28 *

PDN
  "$pdn" convert --to csv "$work/games.pdn" >"$work/out.csv" 2>"$work/err.txt"
  expect_rc 1 $? "csv: a game with an illegal move"
  printf '%s\r\n' \
    'Event,Site,Date,Round,White,Black,Result,GameType,Plies,Outcome,Reason' \
    '"Open, ""A""",Lisboa,2009.12.31,12,Zé,Maria,0-1,28,38,0-1,no-moves' \
    'Short,,,,,,,,2,*,none' \
    'Kings,,,,,,1/2-1/2,,0,1/2-1/2,king-vs-king' \
    'Ten by ten,,,,,,,20,1,*,none' >"$work/expected.csv"
  expect_same "$work/expected.csv" "$work/out.csv" "csv: rows"
  tail -1 "$work/err.txt" | grep -qx "pdn convert: 5 games read, 4 written, 1 rejected" ||
    fail "csv: summary"

  # --split: every file has its header row.
  "$pdn" convert --to csv -q --split 3 -o "$work/part.csv" "$work/games.pdn" 2>/dev/null
  expect_rc 1 $? "csv --split: a game with an illegal move"
  { head -1 "$work/expected.csv"; sed -n 5p "$work/expected.csv"; } >"$work/part2.expected"
  expect_same "$work/part2.expected" "$work/part-002.csv" "csv --split: the second file"
  [ "$(head -1 "$work/part-001.csv")" = "$(head -1 "$work/expected.csv")" ] || fail "csv --split: first header"

  # --no-replay: the outcome is empty and the reason says why; the illegal game is not seen
  # as broken.
  "$pdn" convert --to csv --no-replay -q "$work/games.pdn" >"$work/out.csv"
  expect_rc 0 $? "csv --no-replay"
  printf '%s\r\n' \
    'Event,Site,Date,Round,White,Black,Result,GameType,Plies,Outcome,Reason' \
    '"Open, ""A""",Lisboa,2009.12.31,12,Zé,Maria,0-1,28,38,,not replayed (--no-replay)' \
    'Short,,,,,,,,2,,not replayed (--no-replay)' \
    'Kings,,,,,,1/2-1/2,,0,,not replayed (--no-replay)' \
    'Illegal,,,,,,,,3,,not replayed (--no-replay)' \
    'Ten by ten,,,,,,,20,1,,not replayed (--no-replay)' >"$work/expected.csv"
  expect_same "$work/expected.csv" "$work/out.csv" "csv --no-replay: rows"

  # No value holds a line end: PDN cannot hold one in a tag value, so JSON holding one is
  # refused (it could not be written as PDN); no game gives the header alone.
  printf '[Event "X"]\n*\n' | "$pdn" convert -q --to json | sed 's/"value":"X"/"value":"two\\nlines"/' \
    >"$work/newline.jsonl"
  "$pdn" convert --to csv -q "$work/newline.jsonl" >"$work/out.csv" 2>"$work/err.txt"
  expect_rc 1 $? "csv: a JSON tag value holding a line end"
  grep -qx "$work/newline.jsonl:1:1: error: game 1: not a game in JSON: tags\[0\].value: holds a line end" \
    "$work/err.txt" || fail "csv: a JSON tag value holding a line end is reported"
  printf 'Event,Site,Date,Round,White,Black,Result,GameType,Plies,Outcome,Reason\r\n' >"$work/expected.csv"
  expect_same "$work/expected.csv" "$work/out.csv" "csv: a JSON tag value holding a line end is not written"
  "$pdn" convert --to csv -q </dev/null >"$work/out.csv"
  expect_rc 0 $? "csv: no game"
  printf 'Event,Site,Date,Round,White,Black,Result,GameType,Plies,Outcome,Reason\r\n' >"$work/expected.csv"
  expect_same "$work/expected.csv" "$work/out.csv" "csv: no game"
}

case_positions() {
  cat >"$work/games.pdn" <<'PDN'
[Event "Two ways"]
[FEN "W:W6:B10,11,18,19"]
1. 6x13x22 11-7 *

[Event "Illegal"]
1. 11-15 24-20 2. 10-14 *

[Event "Start"]
1. 11x15 24-20 *

PDN
  "$pdn" convert --to positions -q "$work/games.pdn" >"$work/out.tsv"
  expect_rc 1 $? "positions: a game with an illegal move"
  printf '%s\t%s\t%s\t%s\n' game ply move fen \
    1 1 6x13x22 B:W22:B11,19 \
    1 2 11-7 W:W22:B7,19 \
    2 1 11-15 B:W1-10,12,15:B21-32 \
    2 2 24-20 W:W1-10,12,15:B20-23,25-32 >"$work/expected.tsv"
  expect_same "$work/expected.tsv" "$work/out.tsv" "positions: rows (numbered in the output)"

  "$pdn" convert --to positions --squares alpha -q "$work/games.pdn" 2>/dev/null >"$work/all.tsv"
  expect_rc 1 $? "positions --squares alpha"
  head -3 "$work/all.tsv" >"$work/out.tsv"
  printf '%s\t%s\t%s\t%s\n' game ply move fen \
    1 1 e2xg4xe6 B:We6:Bd3,d5 \
    1 2 d3-c2 W:We6:Bc2,d5 >"$work/expected.tsv"
  expect_same "$work/expected.tsv" "$work/out.tsv" "positions --squares alpha"

  # A kept broken game gives its legal moves.
  "$pdn" convert --to positions --keep-broken -q "$work/games.pdn" >"$work/all.tsv"
  expect_rc 1 $? "positions --keep-broken"
  grep -c . "$work/all.tsv" >"$work/count.txt"
  echo 7 >"$work/count.expected"
  expect_same "$work/count.expected" "$work/count.txt" "positions --keep-broken: 2 + 2 + 2 rows"

  "$pdn" convert --to positions --no-replay "$work/games.pdn" >/dev/null 2>"$work/err.txt"
  expect_rc 2 $? "positions --no-replay"
  grep -q "positions needs the positions replayed" "$work/err.txt" || fail "positions --no-replay: message"
}

case_notation() {
  cat >"$work/games.pdn" <<'PDN'
[Event "Two ways"]
[GameType "28"]
[FEN "W:W6:B10,11,18,19"]
1. 6x13x22 11-7 *

[Event "Scoresheet"]
1. 11x15 24-20 2. 15-24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13 6. 9x18x25 *

PDN
  # expect_moves OPTIONS... EXPECTED: the movetext lines of both games, joined by '|' (exit
  # code 0: the games are legal).
  expect_moves() {
    local wanted=${*: -1}
    local got
    "$pdn" convert -q "${@:1:$#-1}" "$work/games.pdn" >"$work/out.pdn"
    expect_rc 0 $? "notation ${*:1:$#-1}"
    got=$(grep -v '^\[' "$work/out.pdn" | grep . | paste -sd'|')
    [ "$got" = "$wanted" ] || fail "notation ${*:1:$#-1}: got '$got', expected '$wanted'"
  }
  # By default a capture keeps its path, written with x; a quiet move with -.
  expect_moves '1. 6x13x22 11-7 *|1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13|6. 9x18x25 *'
  # short: the path only where 6x22 would name two moves.
  expect_moves --captures short '1. 6x13x22 11-7 *|1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13|6. 9x25 *'
  expect_moves --captures path '1. 6x13x22 11-7 *|1. 11-15 24-20 2. 15x24 21-18 3. 7-11 25-21 4. 10-14 23-20 5. 12-16 18-13|6. 9x18x25 *'
  expect_moves --squares alpha '1. e2xg4xe6 d3-c2 *|1. d3-c4 a6-b5 2. c4xa6 g6-f5 3. c2-d3 h7-g6 4. f3-e4 c6-b5 5. b3-a4 f5-g4|6. h3xf5xh7 *'
  expect_moves --squares alpha --captures short '1. e2xg4xe6 d3-c2 *|1. d3-c4 a6-b5 2. c4xa6 g6-f5 3. c2-d3 h7-g6 4. f3-e4 c6-b5 5. b3-a4 f5-g4|6. h3xh7 *'
  "$pdn" convert -q --squares alpha "$work/games.pdn" >"$work/out.pdn"
  expect_rc 0 $? "notation --squares alpha"
  grep -qx '\[FEN "W:We2:Bf3,d3,f5,d5"\]' "$work/out.pdn" || fail "notation --squares alpha: the FEN tag"

  # The same games on the mirrored board (a1 = 1), as some exporters write them.
  cat >"$work/mirrored.pdn" <<'PDN'
[Event "Two ways"]
[GameType "28"]
[FEN "W:Wd2:Bc3,e3,c5,e5"]
1. d2xb4xd6 e3-f2 *

[Event "Scoresheet"]
1. e3-f4 h6-g5 2. f4xh6 b6-c5 *

PDN
  "$pdn" convert --mirrored --squares numeric "$work/mirrored.pdn" >"$work/out.pdn" 2>/dev/null
  expect_rc 0 $? "--mirrored"
  cat >"$work/expected.pdn" <<'PDN'
[Event "Two ways"]
[GameType "28"]
[FEN "W:W6:B10,11,18,19"]

1. 6x13x22 11-7 *

[Event "Scoresheet"]

1. 11-15 24-20 2. 15x24 21-18 *

PDN
  expect_same "$work/expected.pdn" "$work/out.pdn" "--mirrored --squares numeric"
  "$pdn" convert -q --mirrored "$work/mirrored.pdn" >"$work/out.pdn"
  expect_rc 0 $? "--mirrored, standard board"
  grep -v '^\[' "$work/out.pdn" | grep . | paste -sd'|' >"$work/out.txt"
  echo '1. e2xg4xe6 d3-c2 *|1. d3-c4 a6-b5 2. c4xa6 g6-f5 *' >"$work/expected.txt"
  expect_same "$work/expected.txt" "$work/out.txt" "--mirrored: written on the standard board"
  "$pdn" convert "$work/mirrored.pdn" >/dev/null 2>"$work/err.txt"
  expect_rc 1 $? "mirrored input read on the standard board"
  # The scoresheet's squares are dark only on the mirrored board: it looks like another variant.
  expect_last_line "$work/err.txt" \
    "pdn convert: 2 games read, 0 written, 2 rejected, 1 looking like another variant" \
    "mirrored input without --mirrored: both games rejected"
  grep -q "looks like Russian, Brazilian or Czech draughts (.*(--mirrored reads a Portuguese game written on that board)$" "$work/err.txt" ||
    fail "mirrored input without --mirrored: --mirrored is suggested"

  # JSON carries the rewritten moves.
  "$pdn" convert -q --to json --squares alpha "$work/games.pdn" >"$work/out.jsonl"
  expect_rc 0 $? "notation: JSON output"
  head -1 "$work/out.jsonl" | grep -q '"move":"e2xg4xe6","squares":\["e2","g4","e6"\],"separator":"x"' ||
    fail "notation: JSON output"

  # Bad values, and rewriting without the replay: usage errors.
  for bad in "--squares roman" "--captures long" "--no-replay --squares alpha" \
             "--no-replay --captures short" "--no-replay --mirrored"; do
    "$pdn" convert $bad "$work/games.pdn" >/dev/null 2>"$work/err.txt"
    expect_rc 2 $? "bad $bad"
  done
  grep -qx "pdn convert: --mirrored rewrites the moves replayed: not with --no-replay" "$work/err.txt" ||
    fail "--no-replay --mirrored: message"
}

# expect_counts WHAT "READ WRITTEN REJECTED": the counts of the last run_convert, and its exit
# code (1 exactly when a game was rejected).
expect_counts() {
  local rejected
  read -r _ _ rejected <<<"$2"
  expect_rc $((rejected > 0)) "$status" "$1"
  [ "$counts" = "$2" ] || fail "$1: games read, written, rejected: '$counts', expected '$2'"
}

# round_trip FILE NAME [OPTIONS...]: PDN -> JSON -> PDN gives the PDN output; numeric -> alpha
# -> numeric gives the numeric output. Only the games written are compared (the rejected ones
# are not written by either way); every way writes as many as the first conversion (exit code 1
# exactly when it rejects a game). Returns 1, having compared nothing, when it writes no game.
round_trip() {
  local file=$1 name=$2
  shift 2
  local read written rejected first
  run_convert "$work/$name.pdn" "$@" "$file"
  [ -n "$counts" ] || { fail "$name: no summary (exit code $status)"; return 1; }
  first=$counts
  read -r read written rejected <<<"$counts"
  expect_rc $((rejected > 0)) "$status" "$name"
  [ "$written" -gt 0 ] || return 1
  run_convert "$work/$name.jsonl" "$@" --to json "$file"
  expect_counts "$name: --to json" "$first"
  run_convert "$work/$name.back.pdn" "$work/$name.jsonl"
  expect_counts "$name: JSON read back" "$written $written 0"
  expect_same "$work/$name.pdn" "$work/$name.back.pdn" "$name: PDN -> JSON -> PDN"
  run_convert "$work/$name.numeric.pdn" "$@" --squares numeric "$file"
  expect_counts "$name: --squares numeric" "$first"
  run_convert "$work/$name.alpha.pdn" "$@" --squares alpha "$file"
  expect_counts "$name: --squares alpha" "$first"
  run_convert "$work/$name.again.pdn" --squares numeric "$work/$name.alpha.pdn"
  expect_counts "$name: alpha output read back" "$written $written 0"
  expect_same "$work/$name.numeric.pdn" "$work/$name.again.pdn" "$name: numeric -> alpha -> numeric"
  [ "$(grep -c '^\[' "$work/$name.numeric.pdn")" -eq "$(grep -c '^\[' "$work/$name.again.pdn")" ] ||
    fail "$name: as many tags after the round trip"
}

case_round_trips() {
  for sample in "$src"/samples/*.pdn; do
    round_trip "$sample" "$(basename "$sample" .pdn)" || fail "$sample: no game written"
  done
  # The samples do have captures and alphanumeric output differs from numeric.
  cmp -s "$work/torneio.numeric.pdn" "$work/torneio.alpha.pdn" && fail "torneio: alpha output is numeric"
  grep -q 'x' <(grep -v '^\[' "$work/torneio.alpha.pdn") || fail "torneio: no capture in the output"
}

# The corpus files that are Portuguese or Spanish (GameType 28 or 24) or have no GameType.
portuguese_corpus_files() {
  find "$corpus" -type f -name '*.pdn' | sort | while read -r file; do
    if ! grep -q 'GameType' "$file" || grep -Eq 'GameType *"(28|24)[",]' "$file"; then
      echo "$file"
    fi
  done
}

case_corpus_round_trips() {
  skip_without_corpus
  local count=0 name standard mirrored
  while read -r file; do
    name=$(echo "${file#"$corpus"/}" | tr '/' '_')
    # A file counts when at least one of its games is written on one of the boards (the Czech
    # files use the mirrored board, a1 playable, like PlayStrategy's Portuguese).
    round_trip "$file" "$name"
    standard=$?
    round_trip "$file" "$name.mirrored" --mirrored
    mirrored=$?
    [ "$standard" -eq 0 ] || [ "$mirrored" -eq 0 ] && count=$((count + 1))
  done < <(portuguese_corpus_files)
  [ "$count" -gt 0 ] || fail "corpus: no Portuguese-like file with a game written"
  echo "$count corpus files round-tripped"
}

# Every corpus file converts with games read = written + rejected, the written games all in the
# output, and as many games read as pdn validate counts.
case_corpus_counts() {
  skip_without_corpus
  local file read written rejected lines counted files=0
  while read -r file; do
    run_convert "$work/out.jsonl" --to json "$file"
    [ -n "$counts" ] || { fail "$file: no summary (exit code $status)"; continue; }
    read -r read written rejected <<<"$counts"
    expect_rc $((rejected > 0)) "$status" "$file"
    [ "$read" -eq $((written + rejected)) ] || fail "$file: $read read, $written written, $rejected rejected"
    lines=$(wc -l <"$work/out.jsonl")
    [ "$lines" -eq "$written" ] || fail "$file: $written written but $lines in the output"
    counted=$("$pdn" validate --no-tag-checks "$file" 2>/dev/null | tail -1 | sed -nE 's/.*: ([0-9]+) games?,.*/\1/p')
    [ "$counted" = "$read" ] || fail "$file: convert read $read games, validate $counted"
    files=$((files + 1))
  done < <(find "$corpus" -type f | sort)
  [ "$files" -gt 0 ] || fail "corpus: no file found"
}

# What convert writes, a strict PDN 3.0 reader reads: every corpus file converted without the
# replay reads back with --strict without an error, as the same text (what PDN 3.0 cannot hold
# is written in its nearest form, each with a warning).
case_corpus_strict() {
  skip_without_corpus
  local file count=0 warned=0
  while read -r file; do
    "$pdn" convert -q --no-replay "$file" -o "$work/out.pdn" 2>"$work/err.txt"
    [ $? -le 1 ] || { fail "$file: convert could not run"; continue; }
    grep -q ': warning: game [0-9]*: ' "$work/err.txt" && warned=$((warned + 1))
    "$pdn" convert -q --no-replay --strict "$work/out.pdn" -o "$work/again.pdn" 2>"$work/err.txt"
    expect_rc 0 $? "$file: --strict reads what convert wrote: $(head -1 "$work/err.txt")"
    # A file whose every game was rejected (not PDN enough to be read) writes nothing.
    if [ -s "$work/out.pdn" ]; then
      expect_same "$work/out.pdn" "$work/again.pdn" "$file: written again alike"
    else
      expect_empty "$work/again.pdn" "$file: nothing written, nothing read back"
    fi
    count=$((count + 1))
  done < <(find "$corpus" -type f ! -name SOURCES.md | sort)
  # Tag names such as `a` or `&#x00c9;v&#x00e9;nement`, moves such as `-` or `gf4`.
  [ "$warned" -ge 7 ] || fail "corpus: $warned files warned of forms PDN 3.0 cannot hold"
  echo "$count corpus files read back with --strict"
}

"case_${case_name//-/_}"
[ "$failures" -eq 0 ] && echo "all convert $case_name tests passed"
exit $((failures > 0))
