// swift-tools-version: 6.0
import PackageDescription

// Waypoint: a zero-dependency coordinator framework (Modules/), the reference app's feature
// targets (Features/), and the tools that run and measure them (Tools/).
//
// Rules the manifest encodes (see ../shared/DESIGN.md):
// - every library target gets a test target, declared right after it;
// - `Features/` targets depend on `Modules/` targets only;
// - no package dependencies.

// MARK: - Helpers

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// A library under `Modules/<name>` and its test target under `Tests/<name>Tests`.
func module(
  _ name: String,
  dependencies: [Target.Dependency] = [],
  testDependencies: [Target.Dependency] = [],
  resources: [Resource]? = nil,
  exclude: [String] = []
) -> [Target] {
  [
    .target(
      name: name,
      dependencies: dependencies,
      path: "Modules/\(name)",
      exclude: exclude,
      resources: resources,
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "\(name)Tests",
      dependencies: [.target(name: name)] + testDependencies,
      path: "Tests/\(name)Tests",
      swiftSettings: swiftSettings
    ),
  ]
}

/// An executable under `Tools/<directory>`.
func tool(
  _ name: String,
  directory: String,
  dependencies: [Target.Dependency]
) -> Target {
  .executableTarget(
    name: name,
    dependencies: dependencies,
    path: "Tools/\(directory)",
    swiftSettings: swiftSettings
  )
}

// MARK: - Modules

let modules: [Target] =
  module("Waypoint")
  + module(
    "WaypointTesting",
    dependencies: ["Waypoint"],
    testDependencies: ["Waypoint"]
  )

// MARK: - Tools

let tools: [Target] = [
  tool("Benchmarks", directory: "Benchmarks", dependencies: ["Waypoint"])
]

// MARK: - Package

let libraries = modules.filter { $0.type == .regular }

let package = Package(
  name: "Waypoint",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: libraries.map { .library(name: $0.name, targets: [$0.name]) }
    + [.executable(name: "waypoint-benchmarks", targets: ["Benchmarks"])],
  targets: modules + tools
)
