#!/usr/bin/env bash
# Sharing one archive between processes: `--shard K/N` of validate, convert and annotate, and
# GNU parallel splitting PDN by records (README, "Archives beyond one machine"). The parts of a
# run, put together as the README says, must be the whole run's output byte for byte.
# Usage: shard_test.sh PDN_BINARY SOURCE_DIR
set -uo pipefail
pdn=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=assertions.sh
source "$src/tests/cli/assertions.sh"
samples=("$src"/samples/*.pdn)
parts=3

# expect_part_rc WHOLE_RC RC WHAT: a part exits as the whole run did, or 0 when the games that
# made the whole run exit 1 (games with errors) are in other parts; `worst` keeps the highest.
worst=0
expect_part_rc() {
  [ "$2" -eq 0 ] || [ "$2" -eq "$1" ] || fail "$3: exit code $2, expected 0 or $1"
  [ "$2" -le "$worst" ] || worst=$2
}

# merge_in_turn OUT PART_FILES...: one line of each part in turn (interleaved parts of a
# one-line-per-game output), until every part is used up.
merge_in_turn() {
  local out=$1
  shift
  paste -d '\n' "$@" | grep -v '^$' >"$out"
}

# validate: one JSON line per game; contiguous parts joined, interleaved parts taken in turn.
"$pdn" validate --format json "${samples[@]}" >"$work/whole.jsonl"
whole_rc=$?
[ "$(wc -l <"$work/whole.jsonl")" -gt "$parts" ] || fail "validate: too few games to share"
for k in $(seq 1 $parts); do
  "$pdn" validate --format json --shard "$k/$parts" "${samples[@]}" >"$work/part-$k.jsonl"
  expect_part_rc "$whole_rc" $? "validate --shard $k/$parts"
  "$pdn" validate --format json -j 2 --shard "$k/$parts" --shard-by interleaved \
    "${samples[@]}" >"$work/every-$k.jsonl"
  expect_part_rc "$whole_rc" $? "validate --shard $k/$parts --shard-by interleaved"
done
expect_rc "$whole_rc" "$worst" "validate: the worst exit code of the parts"
cat "$work"/part-*.jsonl >"$work/joined.jsonl"
expect_same "$work/whole.jsonl" "$work/joined.jsonl" "validate: contiguous parts joined"
merge_in_turn "$work/merged.jsonl" "$work"/every-*.jsonl
expect_same "$work/whole.jsonl" "$work/merged.jsonl" "validate: interleaved parts in turn"

# convert -o: the parts' files joined are the whole run's file.
"$pdn" convert -q "${samples[@]}" -o "$work/whole.pdn" 2>/dev/null
whole_rc=$?
worst=0
for k in $(seq 1 $parts); do
  "$pdn" convert -q --shard "$k/$parts" "${samples[@]}" -o "$work/part-$k.pdn" 2>/dev/null
  expect_part_rc "$whole_rc" $? "convert --shard $k/$parts"
done
expect_rc "$whole_rc" "$worst" "convert: the worst exit code of the parts"
cat "$work"/part-*.pdn >"$work/joined.pdn"
expect_same "$work/whole.pdn" "$work/joined.pdn" "convert: contiguous parts joined"

# annotate, shallow: by parts, and through GNU parallel with two local workers.
annotate=(annotate --depth 2 -q)
"$pdn" "${annotate[@]}" "$src/samples/torneio.pdn" "$src/samples/relogio.pdn" >"$work/whole.pdn"
expect_rc 0 $? "annotate"
for k in 1 2; do
  "$pdn" "${annotate[@]}" --shard "$k/2" "$src/samples/torneio.pdn" "$src/samples/relogio.pdn" \
    >"$work/annotated-$k.pdn"
  expect_rc 0 $? "annotate --shard $k/2"
done
cat "$work"/annotated-*.pdn >"$work/joined.pdn"
expect_same "$work/whole.pdn" "$work/joined.pdn" "annotate: parts joined"
if command -v parallel >/dev/null; then
  cat "$src/samples/torneio.pdn" "$src/samples/relogio.pdn" |
    parallel --will-cite --pipe --recstart '[Event' --block 1k --keep-order -j 2 \
      "$pdn" "${annotate[@]}" - >"$work/parallel.pdn"
  expect_rc 0 $? "annotate through GNU parallel"
  expect_same "$work/whole.pdn" "$work/parallel.pdn" "annotate: GNU parallel, two workers"
else
  fail "GNU parallel (Debian package parallel) is not installed"
fi

# Bad parts, and contiguous parts of a stream, are usage errors; interleaved parts of a stream
# are read.
for bad in 0/2 3/2 1/0 2 1/2/3 a/b " 1/2" 1/1000001; do
  "$pdn" validate --shard "$bad" "${samples[0]}" >/dev/null 2>"$work/err.txt"
  expect_rc 2 $? "--shard '$bad'"
  grep -q -- '--shard takes K/N' "$work/err.txt" || fail "--shard '$bad': message"
done
"$pdn" validate --shard 1/2 --shard-by sideways "${samples[0]}" >/dev/null 2>&1
expect_rc 2 $? "--shard-by sideways"
"$pdn" validate --shard 1/2 - <"${samples[0]}" >/dev/null 2>"$work/err.txt"
expect_rc 2 $? "contiguous parts of standard input"
grep -q 'standard input is not a file that can be read twice' "$work/err.txt" ||
  fail "contiguous parts of standard input: message"
"$pdn" validate --format json --shard 1/1 --shard-by interleaved - <"${samples[1]}" \
  >"$work/stream.jsonl"
"$pdn" validate --format json "${samples[1]}" | sed "s|${samples[1]}|-|g" >"$work/named.jsonl"
expect_same "$work/named.jsonl" "$work/stream.jsonl" "interleaved parts of standard input"
# A symbolic link is the file it names; a named pipe is a stream like standard input.
ln -s "$(realpath "${samples[1]}")" "$work/link.pdn"
"$pdn" validate --format json --shard 1/2 "${samples[1]}" >"$work/target.jsonl"
"$pdn" validate --format json --shard 1/2 "$work/link.pdn" | sed "s|$work/link.pdn|${samples[1]}|g" \
  >"$work/link.jsonl"
expect_same "$work/target.jsonl" "$work/link.jsonl" "contiguous parts of a symbolic link"
mkfifo "$work/pipe"
"$pdn" validate --shard 1/2 "${samples[0]}" "$work/pipe" >/dev/null 2>"$work/err.txt"
expect_rc 2 $? "contiguous parts of a named pipe"
grep -q "$work/pipe is not a file that can be read twice" "$work/err.txt" ||
  fail "contiguous parts of a named pipe: message"
cat "${samples[1]}" >"$work/pipe" &
timeout 20 "$pdn" validate --format json --shard 1/1 --shard-by interleaved "$work/pipe" |
  sed "s|$work/pipe|-|g" >"$work/pipe.jsonl"
wait
expect_same "$work/named.jsonl" "$work/pipe.jsonl" "interleaved parts of a named pipe"
"$pdn" convert --shard 1/2 --dedupe moves "${samples[@]}" >/dev/null 2>"$work/err.txt"
expect_rc 2 $? "--shard with --dedupe"

[ "$failures" -eq 0 ]
