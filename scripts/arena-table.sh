#!/usr/bin/env bash
# Regenerates docs/bots-arena.md: every preset, every adjacent pair of levels and hard vs the
# all-seeing cheat, each scored by the preset's own objective (see src/cli/arena.rs); then, for
# every Siebenschräm preset, the exploiters (src/ai/schraem/exploit.rs: fixed knocking and
# answering habits a person might adopt) against hard and medium: the level against three
# copies of each, and one copy among three of the level.
#
#   scripts/arena-table.sh                 # 400 games per line-up (levels about 25 min on 2 cores,
#                                          # exploiters about 10 min more per preset)
#   MATCHES=100 scripts/arena-table.sh     # a quick look
#   SCHRAEM_PRESETS=sebbe RAMSCH_PRESETS= OUT=/tmp/sebbe.md scripts/arena-table.sh   # one preset
#   TABLES=exploiters SCHRAEM_PRESETS=rhineland RAMSCH_PRESETS= OUT=/tmp/x.md \
#     nice -n 19 scripts/arena-table.sh    # the exploiter tables of one preset only
#   TABLES=exploiters MATCHES=60 SAMPLES=300 CONFIRM_MATCHES=800 ...   # small tables; a hard line-up
#                                          # not clear of zero is run again on 800 games
#   TABLES=bestresponse RAMSCH_PRESETS= OUT=/tmp/br.md nice -n 19 scripts/arena-table.sh
#                                          # exploitability: the best response among three hard
#                                          # bots, every Siebenschräm preset (BR_MATCHES games,
#                                          # BR_SAMPLES sampled deals per hard decision)
#
# Hard and cheat search a fixed number of sampled deals per decision (SAMPLES, RAMSCH_SAMPLES),
# so every number is reproducible on any machine; the decision times are this machine's.
set -euo pipefail
cd "$(dirname "$0")/.."

MATCHES="${MATCHES:-400}"
SAMPLES="${SAMPLES:-1000}"
RAMSCH_SAMPLES="${RAMSCH_SAMPLES:-300}"
BR_MATCHES="${BR_MATCHES:-100}"
BR_SAMPLES="${BR_SAMPLES:-300}"
# A hard line-up of the exploiter tables whose interval is not clear of zero at MATCHES is run
# again at CONFIRM_MATCHES (the same first deal seeds and more, so the larger run contains the
# smaller); both results are in the summary. 0: no second run.
CONFIRM_MATCHES="${CONFIRM_MATCHES:-800}"
OUT="${OUT:-docs/bots-arena.md}"

# BIN: a binary built before (e.g. a copy, so that building on does not change a long run).
if [[ -z "${BIN:-}" ]]; then
  cargo build --quiet --profile native --bin schraem
  BIN=target/native/schraem
fi

SCHRAEM_PRESETS="${SCHRAEM_PRESETS-rhineland wipperfuerth marienheide eifel sebbe dedenbach_newcomer dedenbach_classic tuppen toepen}"
RAMSCH_PRESETS="${RAMSCH_PRESETS-schieberamsch schieberamsch_fr}"
# Which parts: the level line-ups ("levels"), the exploiter line-ups ("exploiters") and the
# best response against hard ("bestresponse").
TABLES="${TABLES-levels exploiters bestresponse}"
# The names are Exploit::ALL's (bluffP takes any P from 0 to 100).
EXPLOITERS="${EXPLOITERS-knockall blind neverfold foldall sureknock bluff30}"
EXPLOIT_LEVELS="${EXPLOIT_LEVELS-hard medium}"
wants() { [[ " $TABLES " == *" $1 "* ]]; }

tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
{
  echo "# Arena: every preset by its own objective"
  echo
  echo "Written by \`scripts/arena-table.sh\` (TABLES=$TABLES, MATCHES=$MATCHES, SAMPLES=$SAMPLES," \
       "RAMSCH_SAMPLES=$RAMSCH_SAMPLES, BR_MATCHES=$BR_MATCHES, BR_SAMPLES=$BR_SAMPLES)" \
       "on $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD)."
  echo "Do not edit by hand: run the script again. Each table is one \`schraem arena\` run; the"
  echo "line above it is the command. *Paired difference* compares two bots on the same deal seeds"
  echo "(every rotation), in points of the objective, with its 95 % interval."
} >"$tmp"

run() {
  local preset="$1" seats="$2" budget="$3" matches="${4:-$MATCHES}"
  echo "arena: $preset $seats" >&2
  {
    echo
    echo "### $preset: $seats"
    echo
    echo "\`schraem arena --preset $preset --seats $seats --matches $matches $budget\`"
    echo
    "$BIN" arena --preset "$preset" --seats "$seats" --matches "$matches" $budget
  } >>"$tmp"
}

# The exploiter line-ups of one preset, then one line per line-up: the level's paired
# difference against the exploiter (the last table's paired row).
exploiters() {
  local p="$1" summary="" level e budget seats
  echo -e "\n## $p: exploiters" >>"$tmp"
  for level in $EXPLOIT_LEVELS; do
    budget=""
    [[ $level == hard ]] && budget="--samples $SAMPLES"
    for e in $EXPLOITERS; do
      for seats in "$level,$e,$e,$e" "$e,$level,$level,$level"; do
        run "$p" "$seats" "$budget"
        row="$(grep -E "^\| $level − $e \|" "$tmp" | tail -1 | cut -d'|' -f3-)"
        confirm="–"
        if [[ $level == hard && $row == *"| no |"* && $CONFIRM_MATCHES -gt $MATCHES ]]; then
          run "$p" "$seats" "$budget" "$CONFIRM_MATCHES"
          confirm="$(grep -E "^\| $level − $e \|" "$tmp" | tail -1 |
            awk -F'|' '{ gsub(/^ +| +$/, "", $3); gsub(/ /, "", $4); print $3 " (" $4 ")" }')"
        fi
        summary+="| $seats |$row $confirm |"$'\n'
      done
    done
  done
  {
    echo
    echo "### $p: exploiters in short"
    echo
    echo "| line-up | level − exploiter (same deal seeds, $MATCHES games) | clear of zero |" \
         "hard not clear: again at $CONFIRM_MATCHES games (clear of zero) |"
    echo "|---|---|---|---|"
    echo -n "$summary"
  } >>"$tmp"
}

for p in $SCHRAEM_PRESETS; do
  wants levels || continue
  echo -e "\n## $p" >>"$tmp"
  run "$p" hard,medium,medium,medium "--samples $SAMPLES"
  run "$p" cheat,hard,medium,medium "--samples $SAMPLES"
  run "$p" medium,easy,easy,easy ""
  run "$p" easy,random,random,random ""
done
for p in $SCHRAEM_PRESETS; do
  wants exploiters && exploiters "$p"
done
# The best response among three hard bots, then one line per preset: its exploitability.
if wants bestresponse; then
  br_summary=""
  echo -e "\n## Best response: exploitability of hard" >>"$tmp"
  for p in $SCHRAEM_PRESETS; do
    run "$p" bestresponse,hard,hard,hard "--samples $BR_SAMPLES" "$BR_MATCHES"
    br_summary+="| $p |$(grep -E '^\| exploitability \|' "$tmp" | tail -1 | cut -d'|' -f3-)"$'\n'
  done
  {
    echo
    echo "### Exploitability in short"
    echo
    echo "| preset | best response's result − fair share (Sebbe: − hard, in marks) | clear of zero |"
    echo "|---|---|---|"
    echo -n "$br_summary"
  } >>"$tmp"
fi
for p in $RAMSCH_PRESETS; do
  wants levels || continue
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
