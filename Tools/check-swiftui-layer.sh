#!/usr/bin/env bash
# Type-checks WaypointSwiftUI's SwiftUI layer against the SwiftUI signature stub in
# Tools/SwiftUIStub.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/check-swiftui-layer.sh

Builds the SwiftUI signature stub (Tools/SwiftUIStub, a Swift module named SwiftUI) and the
Waypoint module as interfaces only, then type-checks every source of Modules/WaypointSwiftUI
against them with warnings as errors, so the code under `#if canImport(SwiftUI)` is compiled on
Linux. The layer is compiled where UIKit exists too (`#if canImport(SwiftUI) &&
canImport(UIKit)`: iOS, iPadOS, Mac Catalyst, visionOS), so the UIKit stub (Tools/UIKitStub)
is built beside it; a probe fails the check if the layer would not be compiled.

What this proves: the SwiftUI layer type-checks, in the Swift 6 language mode with strict
concurrency, against the signatures in the stub, which are written from Apple's SwiftUI
documentation and hold only what the layer uses: every view, modifier, initialiser and
property wrapper it calls exists there with the documented labels, generic constraints and
closure types (the `@isolated(any) @Sendable` closures of `Binding(get:set:)`, `@MainActor`
views, the iOS 18 `Tab` and `TabContentBuilder`).
What it does not: that the stub matches the SDK exactly (overloads it omits could make a call
ambiguous; a `LocalizedStringKey` overload the layer does not see), availability (the stub has
no iOS availability checking on Linux: whether every iOS 18 call sits under `#available` is
checked by stub-audit in Tools/check-uikit-layer.sh, and by Tools/check-ios-sdk.sh or Xcode),
macOS (the layer is for iOS, iPadOS and visionOS: `fullScreenCover` and the page style do not
exist on macOS), or anything SwiftUI does at run time: when a transaction's completion runs,
whether a `NavigationStack` push counts as one of its animations, how and when the bindings are
written. The host core's decisions are tested against a fake of SwiftUI in `swift test`.
Then it type-checks the reference app's SwiftUI code the same way: the plugin kit's screen frame
(Modules/WaypointPlugins/SwiftUI), each feature's screens (Features/*/SwiftUI), the screens'
lookup (Modules/AppShell/SwiftUI) and the iOS entry (Tools/ReadingAppiOS and the app target in
Tools/ReadingApp.swiftpm/App), building every module they import from its sources as an
interface, against the SwiftUI stub and the UIKit stub with its app and scene life cycle
(Tools/UIKitStub/AppLifecycle). The same limits apply: it proves the calls exist with those
signatures, not what the screens look like or how the app runs.
Works in its own directory (.build-swiftui-check), independent of the package's .build.
TXT
  exit 0
fi

cd "$(dirname "$0")/.."
out=".build-swiftui-check"
rm -rf "$out" && mkdir -p "$out"
flags=(
  -swift-version 6 -parse-as-library -warnings-as-errors
  -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature ExistentialAny
)

# The layer is compiled where UIKit exists too (iOS, iPadOS, Mac Catalyst, visionOS; macOS has
# no `fullScreenCover` and no page style): the UIKit stub stands for it, and the SwiftUI stub's
# UIHostingController is declared over it. The same stubs serve the layer and the reference
# app's screens and iOS entry below: the UIKit stub with the app and scene life cycle
# (Tools/UIKitStub/AppLifecycle), each module built once, in dependency order.
app="$out/app"
mkdir -p "$app"
swiftc -emit-module -module-name UIKit "${flags[@]}" -user-module-version 9126.1 Tools/UIKitStub/*.swift \
  Tools/UIKitStub/AppLifecycle/*.swift -emit-module-path "$app/UIKit.swiftmodule"
swiftc -emit-module -module-name SwiftUI "${flags[@]}" -I "$app" Tools/SwiftUIStub/*.swift \
  -emit-module-path "$app/SwiftUI.swiftmodule"
# SwiftPM generates `Bundle.module` for a target with resources; this stands in for it.
printf 'import Foundation\nextension Bundle { static var module: Bundle { .main } }\n' \
  > "$app/ResourceBundle.swift"
emit() {  # emit NAME FILES...: the module NAME from FILES, against what is built so far.
  local name="$1"
  shift
  swiftc -emit-module -module-name "$name" -package-name Waypoint "${flags[@]}" -I "$app" "$@" \
    -emit-module-path "$app/$name.swiftmodule"
}
swift_files() { find "$@" -name '*.swift' | sort; }
emit Waypoint $(swift_files Modules/Waypoint)
emit WaypointUIKit $(swift_files Modules/WaypointUIKit)

# The layer must really be compiled: fail if the stub does not make canImport(SwiftUI) true.
probe="$out/Probe.swift"
printf '#if !canImport(SwiftUI) || !canImport(UIKit)\n#error("the layer is not compiled")\n#endif\n' \
  > "$probe"
layer=$(swift_files Modules/WaypointSwiftUI)
emit WaypointSwiftUI $layer "$probe"
echo "check-swiftui-layer: $(echo "$layer" | wc -l) files of WaypointSwiftUI type-check against" \
  "the SwiftUI stub"

# The reference app's SwiftUI screens and its iOS entry: every target from the plugin kit up to
# the app target, built as interfaces against the same stubs.
emit WaypointPlugins $(swift_files Modules/WaypointPlugins)
emit AppModels $(swift_files Modules/AppModels)
emit AppNavigation $(swift_files Modules/AppNavigation)
features=()
while IFS= read -r feature; do features+=("$feature"); done < <(ls Features | grep -v '\.')
for feature in "${features[@]}"; do emit "${feature}Feature" $(swift_files "Features/$feature"); done
emit AppShell $(swift_files Modules/AppShell) "$app/ResourceBundle.swift"
emit ReadingAppiOS $(swift_files Tools/ReadingAppiOS)
swiftc -typecheck -module-name ReadingApp "${flags[@]}" -I "$app" \
  $(swift_files Tools/ReadingApp.swiftpm/App)
screens=$(grep -l 'canImport(SwiftUI)' $(swift_files Modules/WaypointPlugins Modules/AppShell \
  Features Tools/ReadingAppiOS Tools/ReadingApp.swiftpm/App) | wc -l)
echo "check-swiftui-layer: the reference app's SwiftUI screens and iOS entry type-check" \
  "(${#features[@]} features; $screens files under canImport(SwiftUI))"
