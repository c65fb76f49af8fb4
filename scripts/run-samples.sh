#!/usr/bin/env bash
# The README's first command: installs what is missing, builds in Release and runs the main job
# on the bundled samples: every game checked move by move (pdn validate), then written back as
# canonical PDN 3.0 (pdn convert), the standings of the sample tournament, web pages of every
# game with the standings page linking to them (pdn html, pdn standings), then a perft of the
# initial position.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/install-deps.sh
# What `cmake --install build` installs (README, "Installing") is built with it.
scripts/build.sh build -- pdn man_pages damas_libraries
pdn=build/tools/pdn

echo "== pdn validate samples/*.pdn"
# Exit code 1 means problems were found in the games and reported: that is a result, not a
# failure (samples/folhas-de-jogo.pdn holds scoresheets with deliberate errors).
"$pdn" validate samples/*.pdn || [ $? -eq 1 ]
echo
echo "== pdn convert samples/*.pdn"
# The broken scoresheets are reported and left out (exit code 1), the others written.
"$pdn" convert samples/*.pdn || [ $? -eq 1 ]
echo "== pdn standings samples/torneio-clube.pdn"
"$pdn" standings samples/torneio-clube.pdn
echo
echo "== pdn html samples/*.pdn -o build/samples-site/ (and the standings page beside them)"
# The broken scoresheets get pages up to their error (exit code 1), as do the other games.
"$pdn" html samples/*.pdn -o build/samples-site/ || [ $? -eq 1 ]
"$pdn" standings samples/*.pdn --game-pages . -o build/samples-site/standings.html || [ $? -eq 1 ]
echo "open build/samples-site/index.html or build/samples-site/standings.html in a browser"
echo
echo "== pdn perft 9"
"$pdn" perft 9
