#!/usr/bin/env bash
# Counts what one operation of a benchmark scenario costs: instructions, heap allocations,
# retains and releases, and dynamic exclusivity checks. Needs valgrind (not part of CI).
set -euo pipefail

usage() {
  cat <<'EOF'
USAGE: Tools/count-operations.sh [SCENARIO...]

Builds waypoint-benchmarks in release and runs `--repeat SCENARIO N` under
valgrind --tool=callgrind twice, with N = 1000 and N = 3000. Each count is the
difference between the two runs divided by 2000, so set-up, start-up and tear-down
cancel out and what is left is one operation. Hashing is seeded the same on every
run (SWIFT_DETERMINISTIC_HASHING=1), so the counts are exact and the same on every
run of the same build: use them to compare two versions of the code.

SCENARIO is push-pop (the default), modal-chain, tab-switch, plan-ten-steps or
finish-child (see waypoint-benchmarks --help). Per operation it prints:
  instructions   instructions executed (callgrind's Ir)
  allocations    calls of swift_allocObject (every class instance, closure context,
                 array, set, dictionary and string buffer the Swift runtime allocates)
  malloc         calls of malloc (the above, plus what C code allocates)
  retains        calls of swift_retain + swift_bridgeObjectRetain + swift_retain_n
  releases       calls of swift_release + swift_bridgeObjectRelease + swift_release_n
  exclusivity    calls of swift_beginAccess (dynamic exclusivity checks)
  weak           calls of swift_weakLoadStrong, swift_weakAssign and swift_weakInit
EOF
}

case "${1:-}" in -h | --help) usage; exit 0 ;; esac
command -v valgrind >/dev/null || { echo "count-operations: needs valgrind" >&2; exit 1; }
cd "$(dirname "$0")/.."
swift build -c release --product waypoint-benchmarks >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Without debug information callgrind reads the binary faster; the names stay.
objcopy --strip-debug .build/release/waypoint-benchmarks "$work/benchmarks" 2>/dev/null \
  || cp .build/release/waypoint-benchmarks "$work/benchmarks"

# Sums the `calls=` lines of a callgrind file per called function, for the runtime entry
# points named on the command line; prints `name count` lines. Names are compressed: a
# function's name appears once, with its number, and later only the number.
calls() {
  awk -v wanted="$2" '
    BEGIN { n = split(wanted, list, ","); for (i = 1; i <= n; i++) want[list[i]] = 1 }
    /^c?fn=\(/ {
      match($0, /\([0-9]+\)/); id = substr($0, RSTART, RLENGTH)
      rest = substr($0, RSTART + RLENGTH + 1)
      if (rest != "") name[id] = rest
      if ($0 ~ /^cfn=/) called = name[id]
      next
    }
    /^calls=/ { split(substr($0, 7), parts, " "); if (called in want) total[called] += parts[1] }
    END { for (f in want) printf "%s %d\n", f, total[f] + 0 }
  ' "$1"
}

entries="swift_allocObject,malloc,swift_retain,swift_bridgeObjectRetain,swift_retain_n"
entries+=",swift_release,swift_bridgeObjectRelease,swift_release_n,swift_beginAccess"
entries+=",swift_weakLoadStrong,swift_weakAssign,swift_weakInit"

for scenario in "${@:-push-pop}"; do
  for n in 1000 3000; do
    # Swift seeds its hashing per process unless told not to: the same seed on every run
    # keeps the counts of dictionary and set work the same too.
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
      --callgrind-out-file="$work/$scenario.$n" \
      "$work/benchmarks" --repeat "$scenario" "$n" >/dev/null 2>&1 || {
      echo "count-operations: '$scenario' did not run (see waypoint-benchmarks --help)" >&2
      exit 1
    }
    grep -m1 '^totals:' "$work/$scenario.$n" | awk '{ print "instructions", $2 }' >"$work/$n"
    calls "$work/$scenario.$n" "$entries" >>"$work/$n"
  done
  echo "$scenario, per operation:"
  awk '
    NR == FNR { before[$1] = $2; next }
    { per[$1] = ($2 - before[$1]) / 2000 }
    END {
      printf "  instructions %.0f\n", per["instructions"]
      printf "  allocations  %.1f\n", per["swift_allocObject"]
      printf "  malloc       %.1f\n", per["malloc"]
      printf "  retains      %.1f\n", per["swift_retain"] + per["swift_bridgeObjectRetain"] + per["swift_retain_n"]
      printf "  releases     %.1f\n", per["swift_release"] + per["swift_bridgeObjectRelease"] + per["swift_release_n"]
      printf "  exclusivity  %.1f\n", per["swift_beginAccess"]
      printf "  weak         %.1f\n", per["swift_weakLoadStrong"] + per["swift_weakAssign"] + per["swift_weakInit"]
    }
  ' "$work/1000" "$work/3000"
done
