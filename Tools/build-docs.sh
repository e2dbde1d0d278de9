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
graphs=".build/symbol-graphs/Waypoint"

swift package dump-symbol-graph --minimum-access-level public >/dev/null
source_dir=$(find .build -maxdepth 2 -type d -name symbolgraph | head -n 1)
if [[ -z "$source_dir" || ! -f "$source_dir/Waypoint.symbols.json" ]]; then
  echo "build-docs: no symbol graph for Waypoint was produced" >&2
  exit 1
fi
rm -rf "$graphs" && mkdir -p "$graphs"
cp "$source_dir"/Waypoint.symbols.json "$graphs"/
cp "$source_dir"/Waypoint@*.symbols.json "$graphs"/ 2>/dev/null || true

mkdir -p "$(dirname "$output")"
docc convert Modules/Waypoint/Waypoint.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Waypoint \
  --fallback-bundle-identifier waypoint.Waypoint \
  --output-path "$output" \
  --warnings-as-errors
echo "build-docs: wrote $output"
