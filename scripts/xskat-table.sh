#!/usr/bin/env bash
# Our bots against XSkat's Schieberamsch player (issue 28 item 4; docs/bots.md, "Against another
# program"). Needs an XSkat checkout (mfrasca/xskat), which is not part of this repository:
#   XSKAT_CHECKOUT=/path/to/xskat scripts/xskat-table.sh
# Builds the driver (scripts/xskat-build.sh) and the native tool, then prints one table per
# line-up. MATCHES (default 300; rounded up to a multiple of 3) and SAMPLES (hard's sampled deals
# per decision, default 300 as in scripts/arena-table.sh) set the size; LINEUPS the line-ups;
# SKAT_TO last_trick (XSkat's default) or loser (its -skattoloser).
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="${XSKAT_CHECKOUT:?set XSKAT_CHECKOUT to an XSkat checkout}"
MATCHES="${MATCHES:-300}"
SAMPLES="${SAMPLES:-300}"
SKAT_TO="${SKAT_TO:-last_trick}"
LINEUPS="${LINEUPS-hard,xskat,xskat hard,hard,xskat medium,xskat,xskat medium,medium,xskat hard,medium,xskat}"
driver="$(scripts/xskat-build.sh "$checkout" target/xskat-driver)"
cargo build --quiet --profile native --bin schraem
echo "XSkat $(git -C "$checkout" rev-parse --short HEAD 2>/dev/null || echo "(not a git checkout)"), $(date -u +%Y-%m-%d)"
for seats in $LINEUPS; do
  echo
  echo "\`schraem xskat --driver $driver --seats $seats --matches $MATCHES --samples $SAMPLES --skat-to $SKAT_TO\`"
  echo
  target/native/schraem xskat --driver "$driver" --seats "$seats" --matches "$MATCHES" \
    --samples "$SAMPLES" --skat-to "$SKAT_TO"
done
