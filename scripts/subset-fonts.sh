#!/usr/bin/env bash
# Rebuilds the two self-hosted web fonts in app/fonts/ from the @fontsource-variable packages:
# latin only, the weight axis cut to the range the site uses, and only the OpenType features it
# uses. This takes the first-visit font download from 85 KB to about 52 KB (decision 0012).
# Not part of the build: run it by hand after upgrading a font package, and commit the result.
#   apt-get install python3-fonttools python3-brotli && scripts/subset-fonts.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
# Basic Latin, Latin-1 (accented names, ©, ®, ½), typographic quotes, dashes, bullet, ellipsis,
# primes, euro, trademark and arrows: what English copy uses. Anything else falls back per
# character to the metric-matched local fonts in app.css.
UNICODES="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212"
# Kerning, ligatures, glyph composition, the variable fonts' required alternates, tabular figures.
FEATURES="kern,liga,ccmp,rvrn,tnum"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

subset() { # family, weight range, output name
  local src="node_modules/@fontsource-variable/$1/files/$1-latin-wght-normal.woff2"
  $PY - "$src" "$tmp/$1.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1]); font.flavor = None; font.save(sys.argv[2])
PY
  $PY -m fontTools.varLib.instancer "$tmp/$1.ttf" "wght=$2" -o "$tmp/$1-instanced.ttf" -q
  $PY -m fontTools.subset "$tmp/$1-instanced.ttf" --unicodes="$UNICODES" --layout-features="$FEATURES" \
    --flavor=woff2 --no-hinting --desubroutinize --output-file="app/fonts/$3"
  echo "app/fonts/$3: $(stat -c %s "app/fonts/$3") bytes"
}

subset inter 400:700 inter-latin-wght-400-700.woff2
subset fraunces 400:600 fraunces-latin-wght-400-600.woff2
