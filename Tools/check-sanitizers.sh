#!/usr/bin/env bash
# Runs every test of the package under AddressSanitizer (with LeakSanitizer) and under
# ThreadSanitizer: the tools' and the reference app's tests too, which .ci/run leaves out.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/check-sanitizers.sh [address|thread]

Builds the whole package twice, with AddressSanitizer (and LeakSanitizer, with the
toolchain-only suppressions of Tools/Sanitizers/lsan.supp) in .build-asan and with
ThreadSanitizer in .build-tsan, and runs every test under each; `address` or `thread` runs
one of them. The browser test runs when a Chromium is found (WAYPOINT_BROWSER, or chromium on
PATH).

.ci/run runs the same sanitizers on the framework alone (WAYPOINT_FOCUS=Waypoint: the core,
the hosts, the kits, their tests and the core's soak), in the same scratch paths; this script
adds the generator's, the lint's, the benchmarks' helpers', the features' and the reference
app's own tests. It left .ci/run because each run builds the whole package once more from
nothing (about 6 minutes) and runs 1 100 tests slowed by the sanitizer (about 5 minutes).
When: before a release, and after a change to unsafe or concurrent code outside the
framework (Tools/HeadlessBrowser, Tools/BenchmarkHeap, the tools' process handling).
Exit status: 0 when every run passes, the first failing run's status otherwise.
TXT
  exit 0
fi
cd "$(dirname "$0")/.."
which="${1:-both}"
case "$which" in
  address | thread | both) ;;
  *)
    echo "check-sanitizers: unknown argument $which (see --help)" >&2
    exit 2
    ;;
esac
if [[ "$which" != thread ]]; then
  LSAN_OPTIONS="suppressions=$PWD/Tools/Sanitizers/lsan.supp:print_suppressions=0" \
    swift test --sanitize=address --scratch-path .build-asan -Xswiftc -use-ld=lld --disable-xctest
fi
if [[ "$which" != address ]]; then
  swift test --sanitize=thread --scratch-path .build-tsan --disable-xctest
fi
