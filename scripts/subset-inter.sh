#!/usr/bin/env bash
# Regenerates the Latin faces of Inter that the app loads by default
# (src/styles/fonts/inter-latin-*-wght-400-800.woff2) from the Inter file that
# @fontsource-variable/inter ships.
#
# Together the three files keep the same characters as that file (fontsource's "latin" range)
# and the weight axis from 400 to 800 (the weights the styles use), and drop the OpenType
# features the app never turns on (contextual and stylistic alternates, fractions): 48 kB became
# one 24 kB file. They are split by what a page needs, as each face's unicode-range in
# src/styles/fonts/inter.css tells the browser:
#   basic   (15.7 kB) ASCII and the punctuation the interface's languages write (quotes, dashes,
#           ellipsis, guillemets, middle dot, ×, the soft hyphen of German and French labels and
#           the hyphen drawn where they break, the zero-width space of Japanese ones): all an
#           English page downloads;
#   letters  (6.7 kB) the accented Latin letters of German, French and Spanish, ¡ and ¿;
#   symbols  (6.1 kB) the rest of the range (other spaces and punctuation, currency), but for
#           ↑ and ↓: the shortcuts help draws them on key caps beside ← and →, which no file
#           here holds, so all four come from one system font, and opening the help downloads
#           nothing (a file arriving then made the whole page lay out again).
# Keep the three ranges below and the unicode-range lines of inter.css the same.
# Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli); the results are
# committed, so building the app never needs it.
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
basic='U+0000-007E,U+00A0,U+00AB,U+00AD,U+00B7,U+00BB,U+00D7,U+200B,U+2010-2011,U+2013-2014,U+2018-2019,U+201C-201E,U+2022,U+2026'
letters='U+00A1,U+00BF,U+00C0-00D6,U+00D8-00F6,U+00F8-00FF,U+0131,U+0152-0153'
symbols='U+007F-009F,U+00A2-00AA,U+00AC,U+00AE-00B6,U+00B8-00BA,U+00BC-00BE,U+00F7,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-200A,U+200C-200F,U+2012,U+2015-2017,U+201A-201B,U+201F-2021,U+2023-2025,U+2027-206F,U+20AC,U+2122,U+2212,U+2215,U+FEFF,U+FFFD'
tmp=$(mktemp --suffix=.ttf)
trap 'rm -f "$tmp"' EXIT
python3 -m fontTools.varLib.instancer "$source_font" wght=400:800 -o "$tmp" -q
for part in basic letters symbols; do
  out=src/styles/fonts/inter-latin-$part-wght-400-800.woff2
  python3 -m fontTools.subset "$tmp" --unicodes="${!part}" \
    --layout-features='kern,ccmp,locl,tnum,pnum' --flavor=woff2 --output-file="$out"
  ls -l "$out"
done
cp node_modules/@fontsource-variable/inter/LICENSE src/styles/fonts/LICENSE-Inter.txt
