#!/usr/bin/env bash
# Builds the DocC archives of the framework's modules with the toolchain's docc; fails on any
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
The symbol graphs are read from the modules of the package's debug build
(.build/debug/Modules, with swift-symbolgraph-extract): run `swift build` first.
TXT
  exit 0
fi

cd "$(dirname "$0")/.."
output="${1:-.build/docs/Waypoint.doccarchive}"
mkdir -p "$(dirname "$output")"

# The symbol graphs come from the modules of the package's debug build (.build/debug/Modules),
# read with the toolchain's swift-symbolgraph-extract as `swift package dump-symbol-graph`
# does: nothing is compiled again, so the docs are of the very build the tests ran.
modules_dir=.build/debug/Modules
[[ -d "$modules_dir" ]] || {
  echo "build-docs: no $modules_dir: run swift build first" >&2
  exit 2
}
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)

build_catalog() {
  local module="$1" archive="$2"
  local graphs=".build-docs/symbol-graphs/$module"
  rm -rf "$graphs" && mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules_dir" \
    -minimum-access-level public -output-dir "$graphs"
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
