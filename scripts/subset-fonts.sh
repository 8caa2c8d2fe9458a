#!/usr/bin/env bash
# Rebuilds the two self-hosted web fonts in app/fonts/ from the @fontsource-variable packages:
# latin only, the weight axis cut to the range the site uses, and only the OpenType features it
# uses. This takes the first-visit font download from 85 KB to about 55 KB (decision 0012).
# Not part of the build: run it by hand after upgrading a font package, and commit the result.
#   apt-get install python3-fonttools python3-brotli && scripts/subset-fonts.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
# The latin range of @fontsource, plus the arrows the copy uses.
UNICODES="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD"
FEATURES="kern,liga,calt,ccmp,locl,mark,mkmk,tnum,rvrn"
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
