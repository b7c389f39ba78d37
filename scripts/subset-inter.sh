#!/usr/bin/env bash
# Regenerates src/styles/fonts/inter-latin-wght-400-800.woff2, the Latin face of Inter that the
# app loads by default, from the Inter file that @fontsource-variable/inter ships.
#
# The subset keeps the same characters as that file (fontsource's "latin" range) and the weight
# axis from 400 to 800 (the weights the styles use), and drops the OpenType features the app never
# turns on (contextual and stylistic alternates, fractions). That takes the file from 48 kB to
# 24 kB. Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli); the result
# is committed, so building the app never needs it.
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=src/styles/fonts/inter-latin-wght-400-800.woff2
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
tmp=$(mktemp --suffix=.ttf)
trap 'rm -f "$tmp"' EXIT
python3 -m fontTools.varLib.instancer "$source_font" wght=400:800 -o "$tmp" -q
python3 -m fontTools.subset "$tmp" --unicodes="$latin" \
  --layout-features='kern,ccmp,locl,tnum,pnum' --flavor=woff2 --output-file="$out"
cp node_modules/@fontsource-variable/inter/LICENSE src/styles/fonts/LICENSE-Inter.txt
ls -l "$out"
