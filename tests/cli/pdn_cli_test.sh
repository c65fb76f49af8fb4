#!/usr/bin/env bash
# Command-line tests of `pdn`: exact output lines and exit codes.
# Usage: pdn_cli_test.sh PATH_TO_PDN CASE   (CASE: perft, divide, moves-text, moves-json,
# moves-exit, help, usage-errors)
set -uo pipefail
pdn=$1
case_name=$2
failures=0

# expect_eq WHAT EXPECTED ACTUAL
expect_eq() {
  if [[ "$2" != "$3" ]]; then
    printf 'FAIL %s\n--- expected\n%s\n--- actual\n%s\n' "$1" "$2" "$3" >&2
    failures=$((failures + 1))
  fi
}

# expect_exit WHAT CODE COMMAND...  (output discarded)
expect_exit() {
  local what=$1 code=$2
  shift 2
  "$@" >/dev/null 2>&1
  expect_eq "$what: exit code" "$code" "$?"
}

batch_fens() {
  printf '%s\n' 'W:W1-12:B21-32' 'W:W9,10:B14' '' 'bad' 'W:W6:B10,11,18,19' 'W:WK1:B7,14,26,27'
}

case $case_name in
perft)
  # DEPTH NODES SECONDS NPS: the first two columns are exact.
  out=$("$pdn" perft 5)
  expect_eq "pdn perft 5 exit code" 0 $?
  expect_eq "pdn perft 5" $'1 7\n2 49\n3 302\n4 1469\n5 7361' "$(cut -d' ' -f1,2 <<<"$out")"
  expect_eq "pdn perft 5: four columns" 5 "$(awk 'NF == 4' <<<"$out" | wc -l)"
  out=$("$pdn" perft 3 --fen 'W:WK1,K5,K10:BK29')
  expect_eq "pdn perft 3 --fen exit code" 0 $?
  expect_eq "pdn perft 3 --fen" $'1 11\n2 73\n3 881' "$(cut -d' ' -f1,2 <<<"$out")"
  # Other variants by their published counts (docs/variants.md): International (Aart Bik) and
  # English, where Black moves first.
  out=$("$pdn" perft 5 --rules international)
  expect_eq "pdn perft 5 --rules international" $'1 9\n2 81\n3 658\n4 4265\n5 27117' \
    "$(cut -d' ' -f1,2 <<<"$out")"
  out=$("$pdn" perft 1 --rules english --divide)
  expect_eq "pdn perft 1 --rules english --divide" \
    "9-13 9-14 10-14 10-15 11-15 11-16 12-16" "$(grep -- '-' <<<"$out" | cut -d' ' -f1 | sort -t- -k1,1n -k2,2n | paste -sd' ')"
  # A capture in algebraic notation, as Russian PDN writes it: c3 takes d4 and f6.
  out=$("$pdn" perft 1 --rules russian --fen 'W:Wc3:Bd4,f6,h8' --divide)
  expect_eq "pdn perft --rules russian --divide" $'c3:e5:g7 1\n1 1' "$(cut -d' ' -f1,2 <<<"$out")"
  "$pdn" perft 1 --rules frisian >/dev/null 2>&1
  expect_eq "pdn perft --rules frisian (not a variant of the family)" 2 $?
  "$pdn" perft 1 --rules international --fen 'W:W51' >/dev/null 2>&1
  expect_eq "pdn perft --rules international with a square off the board" 2 $?
  ;;
divide)
  out=$("$pdn" perft 3 --divide)
  expect_eq "divide: exit code" 0 $?
  moves=$(grep -E '^[0-9]+-[0-9]+ [0-9]+$' <<<"$out")
  expect_eq "divide: move lines" 7 "$(wc -l <<<"$moves")"
  expect_eq "divide: moves" "9-13 10-13 10-14 11-14 11-15 12-15 12-16" \
    "$(cut -d' ' -f1 <<<"$moves" | sort -t- -k1,1n -k2,2n | paste -sd' ')"
  expect_eq "divide: sum" 302 "$(awk '{ s += $2 } END { print s }' <<<"$moves")"
  expect_eq "divide: depth lines" $'1 7\n2 49\n3 302' \
    "$(grep -vE '^[0-9]+-' <<<"$out" | cut -d' ' -f1,2)"
  ;;
moves-text)
  out=$(batch_fens | "$pdn" moves 2>/dev/null)
  expect_eq "moves text exit code" 2 $?
  # The bad FEN is answered 'error', so that the answers stay one per FEN; its error goes to
  # standard error with its line number (the blank line 3 gets no answer).
  expected="9-13 10-13 10-14 11-14 11-15 12-15 12-16
10x19
error
6x13x22 6x15x22
1x17 1x21"
  expect_eq "moves text" "$expected" "$out"
  err=$(batch_fens | "$pdn" moves 2>&1 >/dev/null)
  expect_eq "moves text: error" "pdn moves: -:4: bad FEN 'bad' at character 2: expected ':' after the side to move, found 'a'" "$err"
  out=$("$pdn" moves --fen 'W:WK14:B18,19,26,27')
  expect_eq "moves --fen (loop) exit code" 0 $?
  expect_eq "moves --fen (loop)" "14x1 14x4 14x5 14x7 14x10 14x11 14x14" "$out"
  # No move: one empty line, nothing on standard error, exit code 0 (an empty output alone
  # would pass a crash).
  out=$("$pdn" moves --fen 'B:W5:B' 2>&1 | od -An -c | tr -d ' ')
  expect_eq "moves --fen (no move) exit code" 0 "${PIPESTATUS[0]}"
  expect_eq "moves --fen (no move)" '\n' "$out"
  # Other variants, in their own numbering (worked by hand on their boards, docs/variants.md):
  # International's first moves from 31-35; the man on 28 (e5) must take 23 and 13, ending on
  # 8; Russian in algebraic squares with colons.
  out=$(printf 'W:W31-50:B1-20\nW:W28:B23,13\n' | "$pdn" moves --rules international)
  expect_eq "moves --rules international" "31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30
28x8" "$out"
  out=$("$pdn" moves --rules russian 'W:Wc3:Bd4,f6,h8' --format json)
  expect_eq "moves --rules russian (json)" \
    '{"fen":"W:Wc3:Bd4,f6,h8","moves":[{"move":"c3:g7","from":22,"to":8,"captures":[18,11],"path":[22,15,8]}]}' \
    "$out"
  "$pdn" moves --rules international 'W:W51' >/dev/null 2>&1
  expect_eq "moves --rules international, a square off the board" 2 $?
  ;;
moves-json)
  out=$(batch_fens | "$pdn" moves --format json 2>/dev/null)
  expect_eq "moves json exit code" 2 $?
  expected='{"fen":"W:W1-12:B21-32","moves":[{"move":"9-13","from":9,"to":13,"captures":[],"path":[9,13]},{"move":"10-13","from":10,"to":13,"captures":[],"path":[10,13]},{"move":"10-14","from":10,"to":14,"captures":[],"path":[10,14]},{"move":"11-14","from":11,"to":14,"captures":[],"path":[11,14]},{"move":"11-15","from":11,"to":15,"captures":[],"path":[11,15]},{"move":"12-15","from":12,"to":15,"captures":[],"path":[12,15]},{"move":"12-16","from":12,"to":16,"captures":[],"path":[12,16]}]}
{"fen":"W:W9,10:B14","moves":[{"move":"10x19","from":10,"to":19,"captures":[14],"path":[10,19]}]}
{"fen":"bad","error":"bad FEN '"'"'bad'"'"' at character 2: expected '"'"':'"'"' after the side to move, found '"'"'a'"'"'"}
{"fen":"W:W6:B10,11,18,19","moves":[{"move":"6x13x22","from":6,"to":22,"captures":[10,18],"path":[6,13,22]},{"move":"6x15x22","from":6,"to":22,"captures":[11,19],"path":[6,15,22]}]}
{"fen":"W:WK1:B7,14,26,27","moves":[{"move":"1x17","from":1,"to":17,"captures":[14,26,27],"path":[1,23,30,17]},{"move":"1x21","from":1,"to":21,"captures":[14,26,27],"path":[1,23,30,21]}]}'
  expect_eq "moves json" "$expected" "$out"
  ;;
moves-exit)
  expect_exit "batch of good FENs" 0 bash -c "printf 'W:W1-12:B21-32\nB:W5:B\n' | '$pdn' moves"
  expect_exit "batch with a bad FEN" 2 bash -c "printf 'W:W1-12:B21-32\nW:W0\n' | '$pdn' moves"
  expect_exit "--fen good" 0 "$pdn" moves --fen 'W:W1-12:B21-32'
  expect_exit "--fen bad" 2 "$pdn" moves --fen 'W:W33'
  out=$("$pdn" moves --fen 'W:W33' 2>/dev/null)
  expect_eq "--fen bad: nothing on standard output" "" "$out"
  out=$("$pdn" moves --fen 'W:W33' 2>&1)
  expect_eq "--fen bad: message" "pdn moves: bad FEN 'W:W33' at character 4: square 33 is out of range (1 to 32)" "$out"
  ;;
help)
  expect_exit "pdn --help" 0 "$pdn" --help
  expect_exit "pdn perft --help" 0 "$pdn" perft --help
  expect_exit "pdn moves --help" 0 "$pdn" moves --help
  expect_eq "pdn --help lists perft" 1 "$("$pdn" --help | grep -c '^  perft ')"
  expect_eq "pdn moves --help names --format" 1 "$("$pdn" moves --help | grep -c -- '^  --format')"
  ;;
usage-errors)
  expect_exit "no command" 2 "$pdn"
  expect_exit "unknown command" 2 "$pdn" frobnicate
  expect_exit "unknown option to moves" 2 "$pdn" moves --bogus
  expect_exit "unknown option to perft" 2 "$pdn" perft 3 --bogus
  expect_exit "perft without depth" 2 "$pdn" perft
  expect_exit "perft depth 0" 2 "$pdn" perft 0
  expect_exit "perft bad --fen" 2 "$pdn" perft 2 --fen 'X'
  expect_exit "moves bad --format" 2 "$pdn" moves --format xml --fen 'W:W1:B32'
  expect_exit "moves bad --rules" 2 "$pdn" moves --rules chess --fen 'W:W1:B32'
  expect_exit "moves --rules spanish" 0 "$pdn" moves --rules spanish --fen 'W:W1:B32'
  ;;
*)
  echo "unknown case $case_name" >&2
  exit 2
  ;;
esac

if ((failures > 0)); then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "ok $case_name"
