#!/usr/bin/env bash
# Builds every test in release and runs them all (swift test -c release).
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/check-release.sh [SWIFT TEST OPTIONS]   (--filter PATTERN, for one)

Builds the whole package and its tests in release, with testable imports, and runs every
test (swift test -c release), in its own scratch path (.build-release-tests) so that neither
the debug build nor the benchmarks' release build is built again.

Why: the optimiser runs passes a debug build does not, and some diagnostics come from them
(region-based isolation in optimised code, for one); a test can also pass in debug and fail
when the optimiser reorders or removes work.
When: before a release, and after a change to isolation, Sendable conformances or the
concurrency of the hosts and the shell. It left .ci/run because it builds the package once
more from nothing in release (about 8 minutes of 9 on two cores); .ci/run still builds the
benchmarks in release, which compiles the core, the SwiftUI host, the kits and the reference
app with the optimiser (not the UIKit host or the testing modules).
TXT
  exit 0
fi
cd "$(dirname "$0")/.."
swift test -c release --scratch-path .build-release-tests "$@"
