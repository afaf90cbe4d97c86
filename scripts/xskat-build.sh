#!/usr/bin/env bash
# Builds our driver of XSkat's Schieberamsch player (scripts/xskat) from an XSkat checkout that is
# NOT part of this repository (mfrasca/xskat; see docs/bots.md, "Against another program").
#   scripts/xskat-build.sh CHECKOUT [OUT]      (OUT defaults to target/xskat-driver)
# Only XSkat's game files are compiled (skat.c, ramsch.c, null.c, text.c); its window, dialog
# and IRC files are replaced by scripts/xskat/stubs.c, so no X11 is needed.
set -euo pipefail
checkout="${1:?usage: scripts/xskat-build.sh CHECKOUT [OUT]}"
out="${2:-target/xskat-driver}"
here="$(cd "$(dirname "$0")/.." && pwd)"
for f in skat.c ramsch.c null.c text.c defs.h skat.h ramsch.h; do
  [[ -f "$checkout/$f" ]] || { echo "xskat-build: $checkout/$f not found (an XSkat checkout?)" >&2; exit 2; }
done
mkdir -p "$(dirname "$out")"
# XSkat is K&R C; -std=gnu89 keeps today's compilers from rejecting it. skat.c's main is
# renamed away (its own objects, so that the driver's main keeps its name).
objs="$(mktemp -d)"
trap 'rm -rf "$objs"' EXIT
for f in skat ramsch null text; do
  ${CC:-cc} -std=gnu89 -O2 -w -I"$checkout" -DDEFAULT_LANGUAGE='"english"' -Dmain=xskat_main_unused \
    -c "$checkout/$f.c" -o "$objs/$f.o"
done
${CC:-cc} -std=gnu89 -O2 -Wall -Wno-implicit-int -Wno-old-style-definition -I"$checkout" \
  "$objs"/*.o "$here/scripts/xskat/stubs.c" "$here/scripts/xskat/driver.c" -o "$out"
echo "$out"
