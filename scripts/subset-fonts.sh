#!/usr/bin/env bash
# Rebuilds the self-hosted web fonts in app/fonts/ from the @fontsource-variable packages:
# latin only, the weight axis cut to the range the site uses, and only the OpenType features it
# uses (decision 0012); a core file per family is preloaded, the rest loads only where needed
# (decision 0013). First-visit font download: 85 KB originally, now about 38 KB.
# Not part of the build: run it by hand after upgrading a font package, and commit the result.
#   apt-get install python3-fonttools python3-brotli && scripts/subset-fonts.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
# Two files per family, split by unicode-range as Google Fonts does: the browser downloads the
# second only on a page that uses one of its characters.
# - core (preloaded): ASCII, the accents of Spanish and the commonest French ones (Dallas names),
#   ©, ®, middle dot, non-breaking hyphen, typographic quotes, dashes, bullet, ellipsis, →;
# - extra: the rest of Latin-1 and the other symbols English copy uses.
# Anything else falls back per character to the metric-matched local fonts in app.css.
# The preloaded core files are `font-display: optional` (decision 0016): the first layout waits
# briefly for them instead of laying the whole page out twice; the extra files swap in.
# The script also writes the @font-face rules (app/fonts/fonts.css) from these ranges, so they are
# stated here only.
CORE="U+0020-007E,U+00A0-00A1,U+00A9,U+00AE,U+00B7,U+00BF,U+00C1,U+00C9,U+00CD,U+00D1,U+00D3,U+00DA,U+00DC,U+00E1,U+00E7-00E9,U+00EA-00EB,U+00ED,U+00EF,U+00F1,U+00F3,U+00F6,U+00FA,U+00FC,U+2011,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2192"
EXTRA="U+00A2-00A8,U+00AA-00AD,U+00AF-00B6,U+00B8-00BE,U+00C0,U+00C2-00C8,U+00CA-00CC,U+00CE-00D0,U+00D2,U+00D4-00D9,U+00DB,U+00DD-00E0,U+00E2-00E6,U+00EC,U+00EE,U+00F0,U+00F2,U+00F4-00F5,U+00F7-00F9,U+00FB,U+00FD-00FF,U+201A,U+201E,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2190-2191,U+2193,U+2212"
# Kerning, ligatures, glyph composition, the variable fonts' required alternates, tabular figures.
FEATURES="kern,liga,ccmp,rvrn,tnum"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

css="app/fonts/fonts.css"
printf '/* Written by scripts/subset-fonts.sh: edit the script, not this file. app.css imports it. */\n' >"$css"

subset() { # family, weight range, output name stem, CSS family name
  local src="node_modules/@fontsource-variable/$1/files/$1-latin-wght-normal.woff2"
  $PY - "$src" "$tmp/$1.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1]); font.flavor = None; font.save(sys.argv[2])
PY
  $PY -m fontTools.varLib.instancer "$tmp/$1.ttf" "wght=$2" -o "$tmp/$1-instanced.ttf" -q
  for part in core extra; do
    local ranges=$CORE display=optional
    [ "$part" = extra ] && ranges=$EXTRA display=swap
    $PY -m fontTools.subset "$tmp/$1-instanced.ttf" --unicodes="$ranges" --layout-features="$FEATURES" \
      --flavor=woff2 --no-hinting --desubroutinize --output-file="app/fonts/$3-$part.woff2"
    echo "app/fonts/$3-$part.woff2: $(stat -c %s "app/fonts/$3-$part.woff2") bytes"
    cat >>"$css" <<CSS
@font-face {
  font-family: "$4";
  font-style: normal;
  font-display: $display;
  font-weight: ${2/:/ };
  src: url("./$3-$part.woff2") format("woff2-variations");
  unicode-range: ${ranges//,/, };
}
CSS
  done
}

subset inter 400:700 inter-latin-wght-400-700 "Inter Variable"
subset fraunces 400:600 fraunces-latin-wght-400-600 "Fraunces Variable"
