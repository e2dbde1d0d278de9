#!/usr/bin/env bash
# Type-checks WaypointUIKit's UIKit layer against the UIKit signature stub in Tools/UIKitStub.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/check-uikit-layer.sh

Builds the UIKit signature stub (Tools/UIKitStub, a Swift module named UIKit), the SwiftUI
signature stub (Tools/SwiftUIStub, for SwiftUI screens in UIHostingController) and the Waypoint
module as interfaces only, then type-checks every source of Modules/WaypointUIKit against them
with warnings as errors, so the code under `#if canImport(UIKit)` (and
`#if canImport(UIKit) && canImport(SwiftUI)`) is compiled on Linux. So are the iOS modules of
Tests/ExistingApp, an app of the classic MVC style that adopts Waypoint flow by flow (its tests
run it on the behavioural UIKit), over that layer.

Then it compiles the behavioural UIKit (Tools/BehaviouralUIKit, which the layer runs on in
`swift test`) as a module named UIKit too, and compares the two modules' APIs with
swift-api-digester: every declaration of the stub must exist in the behavioural UIKit with the
same signature, type and attributes (the behavioural UIKit may add API, for the tests).

The stub carries the availability Apple's SDK gives each declaration (`@available(iOS 18.0,
*)`), and is built with the iOS 26 SDK's UIKit module version, so the layer's code for iOS 26
(under `canImport(UIKit, _version:)`) is compiled too. Last, stub-audit (Tools/StubAudit)
checks every iOS-facing source of the package (the layers, the reference app's modules,
features and iOS entry) for a use of a stub declaration newer than the package's minimum iOS
outside `#available` or `@available` of its version: on Linux the compiler ignores iOS
availability, so this is what catches such a use in CI.

What this proves: the UIKit layer type-checks against the signatures in the stub, which are
written from Apple's headers and documentation and compared with a real SDK by
Tools/check-ios-sdk.sh, the behavioural UIKit the tests run it on has those signatures, and no
API newer than the minimum iOS is used unguarded (by name, per scope: a textual check). What it
does not: that the code type-checks against the real SDK (Tools/check-ios-sdk.sh, given one),
or UIKit's run-time behaviour on a device.
Works in its own directory (.build-uikit-check), independent of the package's .build.
TXT
  exit 0
fi

cd "$(dirname "$0")/.."
out=".build-uikit-check"
flags=(
  -swift-version 6 -parse-as-library -warnings-as-errors
  -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature ExistentialAny
)

# The stub models the iOS 26 SDK's UIKit (its module version, which the layer reads with
# `canImport(UIKit, _version:)`), so the layer's iOS 26 code is type-checked too.
uikit_version=9126.1
swiftc -emit-module -module-name UIKit "${flags[@]}" -user-module-version "$uikit_version" \
  Tools/UIKitStub/*.swift -emit-module-path "$out/UIKit.swiftmodule"
# SwiftUI screens hosted in the UIKit host (ScreenFactory+SwiftUI.swift) need SwiftUI too: its
# signature stub (Tools/SwiftUIStub, over the UIKit stub) makes `canImport(SwiftUI)` true.
swiftc -emit-module -module-name SwiftUI "${flags[@]}" -I "$out" Tools/SwiftUIStub/*.swift \
  -emit-module-path "$out/SwiftUI.swiftmodule"
core=()
while IFS= read -r file; do core+=("$file"); done < <(find Modules/Waypoint -name '*.swift' | sort)
swiftc -emit-module -module-name Waypoint "${flags[@]}" "${core[@]}" \
  -emit-module-path "$out/Waypoint.swiftmodule"

# The layer must really be compiled: fail if the stub does not make canImport(UIKit) true.
probe="$out/Probe.swift"
printf '#if !canImport(UIKit) || !canImport(SwiftUI)\n#error("the layer is not compiled")\n#endif\n' \
  > "$probe"

sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find Modules/WaypointUIKit -name '*.swift' | sort)
swiftc -emit-module -module-name WaypointUIKit "${flags[@]}" -I "$out" "${sources[@]}" "$probe" \
  -emit-module-path "$out/WaypointUIKit.swiftmodule"
echo "check-uikit-layer: ${#sources[@]} files of WaypointUIKit type-check against the UIKit stub"

# The existing app that adopts Waypoint one flow at a time (Tests/ExistingApp) runs on the
# behavioural UIKit in its tests; its app target is written for iOS: against the stub too.
existing=(ShopModels CheckoutFlow ProfileFlow ShopApp) # in dependency order
for module in "${existing[@]}"; do
  app=()
  while IFS= read -r file; do app+=("$file"); done < <(
    find "Tests/ExistingApp/Sources/$module" -name '*.swift' | sort)
  swiftc -emit-module -module-name "$module" "${flags[@]}" -I "$out" "${app[@]}" "$probe" \
    -emit-module-path "$out/$module.swiftmodule"
done
echo "check-uikit-layer: Tests/ExistingApp's modules (${existing[*]}) type-check against the UIKit stub"

# The behavioural UIKit declares the stub's API with the same signatures.
digester="$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester"
mkdir -p "$out/behavioural"
swiftc -emit-module -module-name UIKit "${flags[@]}" -user-module-version "$uikit_version" \
  Tools/BehaviouralUIKit/*.swift -emit-module-path "$out/behavioural/UIKit.swiftmodule"
"$digester" -dump-sdk -module UIKit -I "$out" -o "$out/stub.json"
"$digester" -dump-sdk -module UIKit -I "$out/behavioural" -o "$out/behavioural.json"
"$digester" -diagnose-sdk -input-paths "$out/stub.json" -input-paths "$out/behavioural.json" \
  > "$out/api-diff.txt" 2>&1
# Sections that list a declaration of the stub the behavioural UIKit lacks or declares
# differently; the others list additions.
differences=$(awk '
  /^\/\* / { section = $0; next }
  NF && section ~ /Removed|Moved|Renamed|Type Changes|Decl Attribute|Generic Signature|RawRepresentable|Protocol Requirement/ { print }
' "$out/api-diff.txt")
if [[ -n "$differences" ]]; then
  echo "check-uikit-layer: the behavioural UIKit differs from the stub:" >&2
  echo "$differences" >&2
  exit 1
fi
echo "check-uikit-layer: the behavioural UIKit has every declaration of the stub, with its signature"

# Availability: the stubs carry the iOS availability of Apple's SDK (Tools/check-ios-sdk.sh
# compares them with a real one), so every use of a stub declaration introduced after the
# package's minimum iOS must sit under `#available` or `@available` of that version.
minimum=$(grep -o '\.iOS(\.v[0-9]*)' Package.swift | head -n 1 | sed 's/.*v\([0-9]*\))/\1.0/')
swiftc -O Tools/StubAudit/main.swift -o "$out/stub-audit"
ios_sources=()
while IFS= read -r file; do ios_sources+=("$file"); done < <(
  find Modules/WaypointUIKit Modules/WaypointSwiftUI Modules/WaypointPlugins Modules/AppNavigation \
    Modules/AppShell Features Tools/ReadingAppiOS Tools/ReadingApp.swiftpm/App \
    Tests/ExistingApp/Sources -name '*.swift' | sort)
"$out/stub-audit" uses --minimum "$minimum" --stub Tools/UIKitStub --stub Tools/SwiftUIStub \
  -- "${ios_sources[@]}"
