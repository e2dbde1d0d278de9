#!/usr/bin/env bash
# Builds the Waypoint DocC archive with the toolchain's docc; fails on any DocC warning.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/build-docs.sh [OUTPUT]

Builds the DocC catalog Modules/Waypoint/Waypoint.docc against the Waypoint module's symbol
graph and writes the archive to OUTPUT (default .build/docs/Waypoint.doccarchive).
Broken symbol links and other DocC warnings fail the build (--warnings-as-errors).
TXT
  exit 0
fi

cd "$(dirname "$0")/.."
output="${1:-.build/docs/Waypoint.doccarchive}"
graphs=".build-docs/symbol-graphs"

# A separate scratch path: the symbol-graph flags would otherwise rebuild the main .build.
rm -rf "$graphs" && mkdir -p "$graphs"
swift build --scratch-path .build-docs --target Waypoint \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
if [[ ! -f "$graphs/Waypoint.symbols.json" ]]; then
  echo "build-docs: no symbol graph for Waypoint was produced" >&2
  exit 1
fi
find "$graphs" -name '*.symbols.json' ! -name 'Waypoint.symbols.json' ! -name 'Waypoint@*' -delete

mkdir -p "$(dirname "$output")"
docc convert Modules/Waypoint/Waypoint.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Waypoint \
  --fallback-bundle-identifier waypoint.Waypoint \
  --output-path "$output" \
  --warnings-as-errors
echo "build-docs: wrote $output"
