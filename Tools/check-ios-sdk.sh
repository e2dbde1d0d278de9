#!/usr/bin/env bash
# Type-checks every iOS-facing module against a real iOS SDK, for the package's minimum iOS and
# for the SDK's own (newest) version. Skips, saying so, when no SDK is given.
set -uo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: IOS_SDK=PATH Tools/check-ios-sdk.sh
       Tools/check-ios-sdk.sh            (on a Mac with Xcode: the SDK is found with xcrun)

Type-checks, with warnings as errors and the package's Swift settings (Swift 6, strict
concurrency, InternalImportsByDefault, ExistentialAny), against a real iOS SDK:
  - the core (Waypoint), the UIKit layer (WaypointUIKit) and the SwiftUI layer
    (WaypointSwiftUI), and their testing modules (WaypointUIKitTesting,
    WaypointSwiftUITesting; WaypointTesting too where the SDK's platform has Swift Testing);
  - the plugin kit (WaypointPlugins) with its SwiftUI screen frame;
  - the reference app: AppModels, AppModelsTesting, AppNavigation, every feature in Features/
    with its SwiftUI screens, the app shell (AppShell) and the iOS entry (ReadingAppiOS);
  - the iOS app package's sources (Tools/ReadingApp.swiftpm/App);
  - the existing app that adopts Waypoint flow by flow (Tests/ExistingApp): its models, its
    flows and its UIKit app.
It does so twice: for the package's minimum iOS (read from Package.swift) and for the SDK's
own version (read from its SDKSettings.json), so that a use of API newer than the minimum
outside `#available` fails the first pass, and a deprecation at the newest target the second.

Then it compares the signature stubs (Tools/UIKitStub, Tools/SwiftUIStub) with the SDK, with
stub-audit (Tools/StubAudit): every declaration the stubs model must exist in the SDK with
the same iOS availability and, for the UIKit stub, the same signature (labels, parameter and
result types); the SwiftUI stub is compared by name, labels and availability, since it
simplifies SwiftUI's generic signatures on purpose. A declaration the stub marks as newer than
the SDK (iOS 26's content swipe, against an iOS 18 SDK) is not compared. UIKit's declarations
(and those of Foundation's NSUserActivity header, for the user activity the UIKit stub
declares because Linux's Foundation lacks it) are read from the interface the toolchain
synthesizes from its headers
(swift-synthesize-interface; the comparison is skipped, saying so, where the toolchain lacks
it), SwiftUI's from its .swiftinterface files. Every difference is listed.

IOS_SDK is the path of an iPhoneOS*.sdk folder. On a Mac without IOS_SDK, the script asks
`xcrun --sdk iphoneos --show-sdk-path`. Without either, it prints that it skipped and exits
0: CI has no SDK (Apple's SDK may not be copied anywhere it could be committed), so CI checks
the layers against the signature stubs only (Tools/check-uikit-layer.sh,
Tools/check-swiftui-layer.sh). Never put an SDK inside this repository.

On Linux the toolchain type-checks against an SDK's headers and .swiftinterface files, with two
adjustments the script makes in its own directory (.build-ios-sdk-check): a resource directory
holding only clang's builtin headers (the Linux one's Dispatch and CoreFoundation module maps
clash with the SDK's), and, for an SDK older than Xcode 26, a copy of the SDK's Observation
interface whose @Observable macro also names `shouldNotifyObservers` (which this toolchain's
macro plugin generates).

What this proves: every name, signature, availability and deprecation the code uses exists in
that SDK for that deployment target, and the typed-throws and other runtime features it needs
are in the minimum iOS. What it does not: linking, or anything at run time (how UIKit orders
its delegate calls, what a screen looks like): that needs a simulator or a device.
Exit status: 0 when every module type-checks (or when skipped), 1 otherwise.
TXT
  exit 0
fi

cd "$(dirname "$0")/.."
root="$PWD"
out="$root/.build-ios-sdk-check"

sdk="${IOS_SDK:-}"
if [[ -z "$sdk" ]] && [[ "$(uname)" == "Darwin" ]] && command -v xcrun > /dev/null; then
  sdk="$(xcrun --sdk iphoneos --show-sdk-path 2> /dev/null || true)"
fi
if [[ -z "$sdk" ]]; then
  echo "check-ios-sdk: skipped: no iOS SDK (set IOS_SDK to an iPhoneOS*.sdk folder; on a Mac," \
    "Xcode's is found with xcrun)"
  exit 0
fi
if [[ ! -f "$sdk/SDKSettings.json" ]]; then
  echo "check-ios-sdk: $sdk is not an SDK folder (it has no SDKSettings.json)" >&2
  exit 1
fi
sdk="$(cd "$sdk" && pwd)"
case "$sdk" in
  "$root"/*)
    echo "check-ios-sdk: the SDK is inside the repository; move it out (it must never be committed)" >&2
    exit 1
    ;;
esac

sdk_version=$(grep -o '"Version" *: *"[^"]*"' "$sdk/SDKSettings.json" | sed 's/.*"\([^"]*\)"$/\1/')
minimum=$(grep -o '\.iOS(\.v[0-9]*)' Package.swift | head -n 1 | sed 's/.*v\([0-9]*\))/\1.0/')
if [[ -z "$sdk_version" || -z "$minimum" ]]; then
  echo "check-ios-sdk: cannot read the SDK's version or the package's minimum iOS" >&2
  exit 1
fi

rm -rf "$out" && mkdir -p "$out"
toolchain_lib="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift"
extra=()
if [[ "$(uname)" != "Darwin" ]]; then
  mkdir -p "$out/resource" && ln -sfn "$toolchain_lib/clang" "$out/resource/clang"
  extra+=(-resource-dir "$out/resource")
  observation="$sdk/usr/lib/swift/Observation.swiftmodule/arm64-apple-ios.swiftinterface"
  if [[ -f "$observation" ]] && ! grep -q 'named(shouldNotifyObservers)' "$observation"; then
    mkdir -p "$out/overlay/Observation.swiftmodule"
    sed 's/named(withMutation))/named(withMutation), named(shouldNotifyObservers))/' "$observation" \
      > "$out/overlay/Observation.swiftmodule/arm64-apple-ios.swiftinterface"
    extra+=(-I "$out/overlay")
  fi
fi
# Swift Testing is not in the SDK: Xcode keeps it in the platform's Developer folder.
testing=()
platform_frameworks="$(dirname "$(dirname "$sdk")")/../Developer/Library/Frameworks"
[[ -d "$platform_frameworks/Testing.framework" ]] && testing=(-F "$platform_frameworks")

flags=(
  -swift-version 6 -parse-as-library -warnings-as-errors -package-name Waypoint
  -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature ExistentialAny
)
swift_files() { find "$@" -name '*.swift' | sort; }
features=()
while IFS= read -r feature; do features+=("$feature"); done < <(ls Features | grep -v '\.')
printf '#if !canImport(UIKit) || !canImport(SwiftUI)\n#error("the layer is not compiled")\n#endif\n' \
  > "$out/Probe.swift"
# SwiftPM generates `Bundle.module` for a target with resources; this stands in for it.
printf 'import Foundation\nextension Bundle { static var module: Bundle { .main } }\n' \
  > "$out/ResourceBundle.swift"

status=0
checked=0
# check TARGET: every module for `-target arm64-apple-iosTARGET`, in dependency order.
check() {
  local version="$1" modules="$out/ios$1"
  mkdir -p "$modules"
  local target=(-target "arm64-apple-ios$version" -sdk "$sdk" "${extra[@]}"
    -module-cache-path "$out/module-cache" -I "$modules")
  emit() {  # emit NAME FILES...
    local name="$1" started=$SECONDS
    shift
    if swiftc -emit-module -module-name "$name" "${target[@]}" "${flags[@]}" "$@" \
      -emit-module-path "$modules/$name.swiftmodule" 2> "$out/$name-ios$version.log"; then
      checked=$((checked + 1))
      echo "check-ios-sdk: iOS $version: $name ok ($((SECONDS - started)) s)"
    else
      status=1
      echo "check-ios-sdk: iOS $version: $name FAILED ($((SECONDS - started)) s):"
      grep -E 'error:|warning:' "$out/$name-ios$version.log" | sort -u | head -n 20
    fi
  }
  emit Waypoint $(swift_files Modules/Waypoint)
  emit WaypointUIKit $(swift_files Modules/WaypointUIKit) "$out/Probe.swift"
  emit WaypointSwiftUI $(swift_files Modules/WaypointSwiftUI) "$out/Probe.swift"
  emit WaypointUIKitTesting $(swift_files Modules/WaypointUIKitTesting)
  emit WaypointSwiftUITesting $(swift_files Modules/WaypointSwiftUITesting)
  emit WaypointPlugins $(swift_files Modules/WaypointPlugins)
  if [[ ${#testing[@]} -gt 0 ]]; then
    target+=("${testing[@]}")
    emit WaypointTesting $(swift_files Modules/WaypointTesting)
  else
    echo "check-ios-sdk: iOS $version: WaypointTesting skipped (no Swift Testing beside the SDK)"
  fi
  emit AppModels $(swift_files Modules/AppModels)
  emit AppModelsTesting $(swift_files Modules/AppModelsTesting)
  emit AppNavigation $(swift_files Modules/AppNavigation)
  for feature in "${features[@]}"; do emit "${feature}Feature" $(swift_files "Features/$feature"); done
  emit AppShell $(swift_files Modules/AppShell) "$out/ResourceBundle.swift"
  emit ReadingAppiOS $(swift_files Tools/ReadingAppiOS)
  emit ReadingApp $(swift_files Tools/ReadingApp.swiftpm/App)
  # Tests/ExistingApp's iOS modules (not its Linux-only targets over the behavioural UIKit,
  # which are symbolic links `find` does not follow).
  local module
  for module in ShopModels CheckoutFlow ProfileFlow ShopApp; do
    emit "$module" $(swift_files "Tests/ExistingApp/Sources/$module")
  done
}

# The stubs against the SDK: every declaration they model, with its signature (UIKit) or its
# labels (SwiftUI, whose stub simplifies generic signatures) and its iOS availability.
compare_stubs() {
  local bin synthesize interfaces=()
  bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
  synthesize="$bin/swift-synthesize-interface"
  if [[ ! -x "$synthesize" ]]; then
    echo "check-ios-sdk: stub comparison skipped: this toolchain has no swift-synthesize-interface"
    return
  fi
  swiftc -O Tools/StubAudit/main.swift -o "$out/stub-audit" || { status=1; return; }
  "$synthesize" -module-name UIKit -include-submodules -target "arm64-apple-ios$minimum" \
    -sdk "$sdk" "${extra[@]}" -module-cache-path "$out/module-cache" -o "$out/UIKit.swift" \
    || { status=1; return; }
  interfaces+=("$out/UIKit.swift")
  # The UIKit stub also declares what UIKit's scenes hand over from Foundation and
  # swift-corelibs-foundation lacks: compared with that header of the SDK's Foundation.
  "$synthesize" -module-name Foundation.NSUserActivity -target "arm64-apple-ios$minimum" \
    -sdk "$sdk" "${extra[@]}" -module-cache-path "$out/module-cache" \
    -o "$out/NSUserActivity.swift" || { status=1; return; }
  interfaces+=("$out/NSUserActivity.swift")
  for module in SwiftUI SwiftUICore; do
    local interface="$sdk/System/Library/Frameworks/$module.framework/Modules/$module.swiftmodule/arm64-apple-ios.swiftinterface"
    [[ -f "$interface" ]] && interfaces+=("$interface")
  done
  "$out/stub-audit" compare --minimum "$minimum" --sdk-version "$sdk_version" \
    --signatures Tools/UIKitStub --names Tools/SwiftUIStub "${interfaces[@]}" || status=1
}

started=$SECONDS
echo "check-ios-sdk: $sdk (iOS $sdk_version), for iOS $minimum (the package's minimum) and iOS $sdk_version"
check "$minimum"
[[ "$sdk_version" == "$minimum" ]] || check "$sdk_version"
compare_stubs
if [[ $status -eq 0 ]]; then
  echo "check-ios-sdk: $checked module checks passed in $((SECONDS - started)) s"
else
  echo "check-ios-sdk: FAILED (logs in .build-ios-sdk-check)"
fi
exit $status
