#!/usr/bin/env bash
# Builds the DocC archives of Waypoint, WaypointUIKit and WaypointSwiftUI with the toolchain's docc; fails on any
# DocC warning.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/build-docs.sh [OUTPUT]

Builds the DocC catalogs Modules/Waypoint/Waypoint.docc,
Modules/WaypointUIKit/WaypointUIKit.docc, Modules/WaypointSwiftUI/WaypointSwiftUI.docc,
Modules/WaypointPlugins/WaypointPlugins.docc and Modules/WaypointShell/WaypointShell.docc
against their modules' symbol graphs and writes the archives to OUTPUT (default
.build/docs/Waypoint.doccarchive) and, beside it, WaypointUIKit.doccarchive,
WaypointSwiftUI.doccarchive, WaypointPlugins.doccarchive and WaypointShell.doccarchive.
Broken symbol links and other DocC warnings fail the build (--warnings-as-errors).
TXT
  exit 0
fi

cd "$(dirname "$0")/.."
output="${1:-.build/docs/Waypoint.doccarchive}"
mkdir -p "$(dirname "$output")"

# Builds one module's symbol graph in a separate scratch path (the symbol-graph flags would
# otherwise rebuild the main .build), then its catalog. The module's build folder there is
# removed first: a module that is up to date is not compiled, and would emit no symbol graph.
build_catalog() {
  local module="$1" archive="$2"
  local graphs=".build-docs/symbol-graphs/$module"
  rm -rf "$graphs" .build-docs/*/debug/"$module".build && mkdir -p "$graphs"
  swift build --scratch-path .build-docs --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
  if [[ ! -f "$graphs/$module.symbols.json" ]]; then
    echo "build-docs: no symbol graph for $module was produced" >&2
    exit 1
  fi
  find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" ! -name "$module@*" -delete
  docc convert "Modules/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "waypoint.$module" \
    --output-path "$archive" \
    --warnings-as-errors
  echo "build-docs: wrote $archive"
}

build_catalog Waypoint "$output"
build_catalog WaypointUIKit "$(dirname "$output")/WaypointUIKit.doccarchive"
build_catalog WaypointSwiftUI "$(dirname "$output")/WaypointSwiftUI.doccarchive"
build_catalog WaypointPlugins "$(dirname "$output")/WaypointPlugins.doccarchive"
build_catalog WaypointShell "$(dirname "$output")/WaypointShell.doccarchive"
