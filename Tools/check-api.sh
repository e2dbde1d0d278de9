#!/usr/bin/env bash
# Compares the public API of every framework product with the committed baseline.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  cat <<'TXT'
USAGE: Tools/check-api.sh [--update]

Reads the public API of every framework module (the targets of the package's library
products; `_ReadingAppiOS` is not API) with the toolchain's swift-api-digester, from the
modules of the package's debug build (.build/debug/Modules: run `swift build` first), and
renders it as text with api-digest (Tools/APIDigest): one line per public declaration, with
its kind, path, signature, attributes and USR. Each module's text must equal its baseline,
Tools/APIBaseline/MODULE.api; a difference is printed as a unified diff, so that a change to
public API is seen, and committed, in review. --update writes the baselines instead.
What it covers: the API as this platform builds it. On Linux that is the platform-neutral
API: the UIKit and SwiftUI layers (`#if canImport(UIKit)`, `canImport(SwiftUI)`) are not in
it; Tools/check-ios-sdk.sh type-checks them against a real SDK.
Works in .build-api-check, beside the package's .build.
TXT
  exit 0
fi
update=false
if [[ "${1:-}" == "--update" ]]; then update=true; elif [[ $# -gt 0 ]]; then
  echo "check-api: unknown argument $1 (see --help)" >&2
  exit 2
fi
cd "$(dirname "$0")/.."

modules_dir=.build/debug/Modules
[[ -d "$modules_dir" ]] || {
  echo "check-api: no $modules_dir: run swift build first" >&2
  exit 2
}
out=.build-api-check
rm -rf "$out" && mkdir -p "$out"
swiftc -O Tools/APIDigest/main.swift -o "$out/api-digest"
swift package dump-package > "$out/manifest.json"
baselines=Tools/APIBaseline
mkdir -p "$baselines"
status=0
modules=$("$out/api-digest" products "$out/manifest.json")
for module in $modules; do
  swift-api-digester -dump-sdk -module "$module" -I "$modules_dir" -abort-on-module-fail \
    -avoid-location -avoid-tool-args -o "$out/$module.json"
  "$out/api-digest" render "$out/$module.json" > "$out/$module.api"
  if $update; then
    cp "$out/$module.api" "$baselines/$module.api"
  elif ! diff -u "$baselines/$module.api" "$out/$module.api" > "$out/$module.diff" 2>&1; then
    cat "$out/$module.diff"
    echo "check-api: $module's public API differs from $baselines/$module.api" >&2
    status=1
  fi
done
count=$(echo "$modules" | wc -w)
if $update; then
  echo "check-api: wrote the baselines of $count modules to $baselines"
elif [[ $status -eq 0 ]]; then
  echo "check-api: the public API of $count modules matches $baselines"
else
  echo "check-api: if the change is meant, run Tools/check-api.sh --update and commit the" \
    "baselines with it" >&2
fi
exit $status
