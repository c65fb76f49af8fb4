#!/usr/bin/env bash
# The runtime component as its users meet it: `pdn` and a man page per command (pdn(1) and
# pdn-COMMAND(1) for each docs/commands/COMMAND.md) installed into a temporary prefix; every page
# renders without a warning from groff (-ww) and says what it documents, and pdn(1) names them.
# Usage: runtime_test.sh BUILD_DIR SOURCE_DIR WORK_DIR
set -uo pipefail
build=$1
source_dir=$2
work=$3
# shellcheck source=../cli/assertions.sh
. "$source_dir/tests/cli/assertions.sh"
rm -rf "$work"
cmake --install "$build" --prefix "$work" --component runtime >"$work.log" 2>&1 ||
  { cat "$work.log" >&2; exit 1; }

version=$("$work/bin/pdn" --version)
expect_rc 0 $? "installed pdn --version"
[[ $version == "pdn (damas-pdn) "* ]] || fail "installed pdn --version: '$version'"

man1=$work/share/man/man1
# render PAGE: the page as plain text (no bold or underline), groff's warnings in $work/warnings.
render() { groff -man -Tutf8 -ww -P-cbou "$1" 2>"$work/warnings"; }
pages=(pdn)
for doc in "$source_dir"/docs/commands/*.md; do pages+=("pdn-$(basename "$doc" .md)"); done
for page in "${pages[@]}"; do
  file=$man1/$page.1
  [ -f "$file" ] || { fail "$page.1 not installed"; continue; }
  text=$(render "$file")
  expect_rc 0 $? "groff $page.1"
  expect_empty "$work/warnings" "groff's warnings on $page.1"
  name=${page/-/ }
  for part in NAME "$page - " SYNOPSIS "$name" DESCRIPTION "SEE ALSO"; do
    grep -qF -- "$part" <<<"$text" || fail "$page.1 has no '$part'"
  done
  [ "$page" = pdn ] || grep -qF -- "$page(1)" <<<"$(render "$man1/pdn.1")" ||
    fail "pdn(1) does not name $page(1)"
done
[ "$(find "$man1" -type f | wc -l)" -eq ${#pages[@]} ] || fail "other pages in $man1: $(ls "$man1")"

[ "$failures" -eq 0 ] || exit 1
echo "runtime: pdn and ${#pages[@]} man pages installed, rendered without warnings"
