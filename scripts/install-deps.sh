#!/usr/bin/env bash
# Installs the Debian packages damas-pdn needs to build and test, skipping those already there.
# Every dependency comes from Debian: nothing is vendored and nothing is downloaded at build time.
set -euo pipefail

packages=(
  g++ cmake make pkg-config
  tao-pegtl-dev              # PDN grammar
  libboost-program-options-dev
  libfmt-dev
  nlohmann-json3-dev         # reading JSON Lines
  libre2-dev                 # pdn convert --tag NAME~REGEX: linear-time regular expressions
  libutf8proc-dev            # pdn standings: names compared in Unicode's composed form (NFC)
  libgtest-dev libgmock-dev  # unit tests
  libbenchmark-dev           # bench/
  libcairo2-dev              # diagram/: SVG, PNG and PDF drawing
  zlib1g-dev                 # diagram/: the CRC of the resolution chunk added to a PNG
  fonts-dejavu-core          # diagram/: the face of square numbers, coordinates and captions
  libxml2-dev                # diagram tests: the SVG is parsed as XML
  clang-14 libclang-rt-14-dev llvm-14  # fuzz/: clang, libFuzzer and ASan; symbolized crash stacks
                             # (clang++ also builds examples/ in the package test)
  python3                    # docs/: the man pages written from Markdown; package test (JSON)
  groff-base                 # package test: the man pages render without warnings
  binutils                   # objcopy: installed archives without LTO bytecode; readelf
  python3-dev pybind11-dev python3-pytest  # python/: the module damas and its tests
  mypy                       # python/: its types (damas.pyi) checked by a type checker
  parallel                   # tests of the README's recipe for sharing an archive between machines
  chromium chromium-driver python3-selenium  # browser tests of pdn html's pages (headless)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
