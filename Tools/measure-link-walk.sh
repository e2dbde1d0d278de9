#!/usr/bin/env bash
# Counts what the reading app does for one link: route decodes and encodes, catalogue reads
# and the features' openers asked. Needs valgrind (not part of CI).
set -euo pipefail

usage() {
  cat <<'EOF'
USAGE: Tools/measure-link-walk.sh

Builds waypoint-benchmarks (debug, so that nothing is inlined and every call is
counted) and runs `--repeat open-link N` under valgrind --tool=callgrind, collecting
only inside the kit's PluginApp.open(_:from:) (the reading app's ReadingApp is a
typealias of it), with N = 1 and N = 3: each count is the difference divided by 2,
one `open reading://article/8` on the logged-in app showing the Today tab's root,
landing on Today(Weekly) › Article(8). It fails when nothing was collected (the
function was renamed). It prints:
  excursions  calls from the framework (Waypoint, WaypointPlugins) into the app's
              or a feature's code (AppShell, AppNavigation, *Feature), each a change
              of direction there and back; the value witnesses the compiler writes for
              their types (copying an intent, reading a route's enum tag) are not counted
  decodes     calls of RouteDecoder.decode (a route read into a feature's type)
  encodes     calls of RouteEncoder.encode (a feature's value written as a route)
  catalogue   calls of ArticleClient.article(id:) (the catalogue asked for the article)
  openers     calls of the features' `opens` closures (an entry asked what it makes of
              the route)
EOF
}

case "${1:-}" in -h | --help) usage; exit 0 ;; esac
command -v valgrind >/dev/null || { echo "measure-link-walk: needs valgrind" >&2; exit 1; }
cd "$(dirname "$0")/.."
# The flags of the strict debug build (.ci/run's), so that build is reused, not redone.
swift build --product waypoint-benchmarks -Xswiftc -warnings-as-errors \
  --explicit-target-dependency-import-check error >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind cannot read the debug build's DWARF; the symbol names are all it needs.
objcopy --strip-debug .build/debug/waypoint-benchmarks "$work/benchmarks"

# Sums the `calls=` lines of a callgrind file per counted kind: a called function's mangled
# name is matched against each kind's pattern. Names are compressed: a function's name
# appears once, with its number, and later only the number.
count() {
  awk '
    function framework(name) { return name ~ /^\$s(8Waypoint|15WaypointPlugins)[^A-Za-z]/ }
    # App or feature code, not the value witnesses the compiler writes for its types (copying,
    # destroying, reading an enum tag: mangled names ending in w + two letters).
    function app(name) {
      return name ~ /^\$s(8AppShell|13AppNavigation|[0-9]+[A-Za-z]+Feature)[^A-Za-z]/ \
        && name !~ /w(et|st|xx|cp|ca|tk|ta|ug|up|ui|CP)$/
    }
    function kind(name) {
      if (name ~ /RouteDecoderO6decode_4from.*lFZ$/) return "decodes"
      if (name ~ /RouteEncoderO6encode.*lFZ$/) return "encodes"
      if (name ~ /ArticleClientAadEP7article2id.*TW$/) return "catalogue"
      if (name ~ /^\$s[0-9]+[A-Za-z]+Feature.*7OpeningV.*fU[0-9]*_$/) return "openers"
      return ""
    }
    /^c?fn=\(/ {
      match($0, /\([0-9]+\)/); id = substr($0, RSTART, RLENGTH)
      rest = substr($0, RSTART + RLENGTH + 1)
      if (rest != "") name[id] = rest
      if ($0 ~ /^cfn=/) {
        called = kind(name[id])
        crossing = framework(caller) && app(name[id])
      } else {
        caller = name[id]
      }
      next
    }
    /^calls=/ {
      split(substr($0, 7), parts, " ")
      if (called != "") total[called] += parts[1]
      if (crossing) total["excursions"] += parts[1]
      total["all"] += parts[1]
    }
    END {
      split("excursions decodes encodes catalogue openers all", kinds, " ")
      for (i = 1; i <= 6; i++) printf "%s %d\n", kinds[i], total[kinds[i]] + 0
    }
  ' "$1"
}

for n in 1 3; do
  valgrind --tool=callgrind --demangle=no \
    --toggle-collect='$s15WaypointPlugins9PluginAppC4open_4from*' \
    --callgrind-out-file="$work/walk.$n" \
    "$work/benchmarks" --repeat open-link "$n" >/dev/null 2>&1
  count "$work/walk.$n" >"$work/$n"
done
if ! awk '$1 == "all" && $2 > 0 { found = 1 } END { exit !found }' "$work/1"; then
  echo "measure-link-walk: nothing was collected inside PluginApp.open(_:from:)" >&2
  exit 1
fi
echo "one open reading://article/8:"
awk 'NR == FNR { before[$1] = $2; next }
  $1 != "all" { printf "  %-10s %g\n", $1, ($2 - before[$1]) / 2 }' "$work/1" "$work/3"
