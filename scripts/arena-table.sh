#!/usr/bin/env bash
# Regenerates docs/bots-arena.md: every preset, every adjacent pair of levels and hard vs the
# all-seeing cheat, each scored by the preset's own objective (see src/cli/arena.rs).
#
#   scripts/arena-table.sh                 # 400 games per line-up (about 25 min on 2 cores)
#   MATCHES=100 scripts/arena-table.sh     # a quick look
#   SCHRAEM_PRESETS=sebbe RAMSCH_PRESETS= OUT=/tmp/sebbe.md scripts/arena-table.sh   # one preset
#
# Hard and cheat search a fixed number of sampled deals per decision (SAMPLES, RAMSCH_SAMPLES),
# so every number is reproducible on any machine; the decision times are this machine's.
set -euo pipefail
cd "$(dirname "$0")/.."

MATCHES="${MATCHES:-400}"
SAMPLES="${SAMPLES:-1000}"
RAMSCH_SAMPLES="${RAMSCH_SAMPLES:-300}"
OUT="${OUT:-docs/bots-arena.md}"

cargo build --quiet --profile native --bin schraem
BIN=target/native/schraem

SCHRAEM_PRESETS="${SCHRAEM_PRESETS-rhineland wipperfuerth marienheide eifel sebbe dedenbach_newcomer dedenbach_classic tuppen toepen}"
RAMSCH_PRESETS="${RAMSCH_PRESETS-schieberamsch schieberamsch_fr}"

tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
{
  echo "# Arena: every preset by its own objective"
  echo
  echo "Written by \`scripts/arena-table.sh\` (MATCHES=$MATCHES, SAMPLES=$SAMPLES," \
       "RAMSCH_SAMPLES=$RAMSCH_SAMPLES) on $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD)."
  echo "Do not edit by hand: run the script again. Each table is one \`schraem arena\` run; the"
  echo "line above it is the command. *Paired difference* compares two bots on the same deal seeds"
  echo "(every rotation), in points of the objective, with its 95 % interval."
} >"$tmp"

run() {
  local preset="$1" seats="$2" budget="$3"
  echo "arena: $preset $seats" >&2
  {
    echo
    echo "### $preset: $seats"
    echo
    echo "\`schraem arena --preset $preset --seats $seats --matches $MATCHES $budget\`"
    echo
    "$BIN" arena --preset "$preset" --seats "$seats" --matches "$MATCHES" $budget
  } >>"$tmp"
}

for p in $SCHRAEM_PRESETS; do
  echo -e "\n## $p" >>"$tmp"
  run "$p" hard,medium,medium,medium "--samples $SAMPLES"
  run "$p" cheat,hard,medium,medium "--samples $SAMPLES"
  run "$p" medium,easy,easy,easy ""
  run "$p" easy,random,random,random ""
done
for p in $RAMSCH_PRESETS; do
  echo -e "\n## $p" >>"$tmp"
  run "$p" hard,medium,easy "--samples $RAMSCH_SAMPLES"
  # The same table with cheat in hard's seat: hard's penalty per deal against cheat's on the
  # same deals (issue 17's measure).
  run "$p" cheat,medium,easy "--samples $RAMSCH_SAMPLES"
  run "$p" cheat,hard,medium "--samples $RAMSCH_SAMPLES"
  run "$p" medium,easy,random ""
done
mv "$tmp" "$OUT"
trap - EXIT
echo "wrote $OUT" >&2
