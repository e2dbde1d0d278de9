// swift-tools-version: 5.9
// The reference app for iOS and iPadOS: open this folder (ReadingApp.swiftpm) in Xcode or Swift
// Playgrounds, pick a simulator, run. `-WaypointHost swiftui` as a launch argument picks the
// pure SwiftUI host; the UIKit host with SwiftUI screens is the default.
import PackageDescription

#if canImport(AppleProductTypes)
  import AppleProductTypes

  let products: [Product] = [
    .iOSApplication(
      name: "ReadingApp",
      targets: ["ReadingApp"],
      bundleIdentifier: "example.waypoint.ReadingApp",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .book),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ]
#else
  // Where Apple's app product type does not exist (Linux), the same target as an executable,
  // so the manifest and its dependency on the Waypoint package can be checked.
  let products: [Product] = [.executable(name: "ReadingApp", targets: ["ReadingApp"])]
#endif

let package = Package(
  name: "ReadingApp",
  platforms: [.iOS("17.0"), .macOS("14.0")],
  products: products,
  dependencies: [.package(name: "Waypoint", path: "../..")],
  targets: [
    .executableTarget(
      name: "ReadingApp",
      dependencies: [.product(name: "_ReadingAppiOS", package: "Waypoint")],
      path: "App"
    )
  ]
)
