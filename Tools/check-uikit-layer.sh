#!/usr/bin/env bash
# Type-checks WaypointUIKit's UIKit layer against the UIKit signature stub in Tools/UIKitStub.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/check-uikit-layer.sh

Builds the UIKit signature stub (Tools/UIKitStub, a Swift module named UIKit) and the Waypoint
module as interfaces only, then type-checks every source of Modules/WaypointUIKit against them
with warnings as errors, so the code under `#if canImport(UIKit)` is compiled on Linux.

What this proves: the UIKit layer type-checks against the signatures in the stub, which are
written from Apple's documentation. What it does not: UIKit's run-time behaviour (delegate
order, animations), which only the fakes in WaypointUIKitTesting model.
Works in its own directory (.build-uikit-check), independent of the package's .build.
TXT
  exit 0
fi

cd "$(dirname "$0")/.."
out=".build-uikit-check"
rm -rf "$out" && mkdir -p "$out"
flags=(
  -swift-version 6 -parse-as-library -warnings-as-errors
  -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature ExistentialAny
)

swiftc -emit-module -module-name UIKit "${flags[@]}" Tools/UIKitStub/*.swift \
  -emit-module-path "$out/UIKit.swiftmodule"
core=()
while IFS= read -r file; do core+=("$file"); done < <(find Modules/Waypoint -name '*.swift' | sort)
swiftc -emit-module -module-name Waypoint "${flags[@]}" "${core[@]}" \
  -emit-module-path "$out/Waypoint.swiftmodule"

# The layer must really be compiled: fail if the stub does not make canImport(UIKit) true.
probe="$out/Probe.swift"
printf '#if !canImport(UIKit)\n#error("canImport(UIKit) is false")\n#endif\n' > "$probe"

sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find Modules/WaypointUIKit -name '*.swift' | sort)
swiftc -typecheck -module-name WaypointUIKit "${flags[@]}" -I "$out" "${sources[@]}" "$probe"
echo "check-uikit-layer: ${#sources[@]} files of WaypointUIKit type-check against the UIKit stub"
