// swift-tools-version: 6.0
import PackageDescription

// Waypoint: a zero-dependency coordinator framework (Modules/), the reference app's feature
// targets (Features/), and the tools that run and measure them (Tools/).
//
// Rules the manifest encodes (Features/README.md explains them):
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

/// A feature under `Features/<name>` (target `<name>Feature`) and its test target. Features
/// depend on the shared modules only, never on another feature.
func feature(_ name: String) -> [Target] {
  [
    .target(
      name: "\(name)Feature",
      dependencies: featureDependencies,
      path: "Features/\(name)",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "\(name)FeatureTests",
      dependencies: [.target(name: "\(name)Feature"), "WaypointTesting", "AppModelsTesting"],
      path: "Tests/\(name)FeatureTests",
      swiftSettings: swiftSettings
    ),
  ]
}

/// What every feature may use.
let featureDependencies: [Target.Dependency] = ["Waypoint", "AppModels", "AppNavigation"]

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
  + module("AppModels", testDependencies: ["AppModelsTesting"])
  + [
    .target(
      name: "AppModelsTesting",
      dependencies: ["AppModels"],
      path: "Modules/AppModelsTesting",
      swiftSettings: swiftSettings
    )
  ]
  + module("AppNavigation", dependencies: ["Waypoint"])
  // The UIKit host: a platform-neutral core plus a UIKit layer under `#if canImport(UIKit)`.
  + module(
    "WaypointUIKit",
    dependencies: ["Waypoint"],
    testDependencies: ["Waypoint", "WaypointTesting", "WaypointUIKitTesting"]
  )
  + [
    .target(
      name: "WaypointUIKitTesting",
      dependencies: ["Waypoint", "WaypointUIKit"],
      path: "Modules/WaypointUIKitTesting",
      swiftSettings: swiftSettings
    )
  ]

// MARK: - Features

let featureNames = ["Splash", "Auth", "Tab", "Today", "Bookmark", "MyPage"]
let features: [Target] = featureNames.flatMap(feature)

// MARK: - App shell (the composition root: the only target that imports several features)

let appShell: [Target] = module(
  "AppShell",
  dependencies: ["Waypoint", "AppModels", "AppNavigation"]
    + featureNames.map { .target(name: "\($0)Feature") },
  testDependencies: ["WaypointTesting", "AppModelsTesting"],
  resources: [.copy("Resources/articles.json")]
)

// The reference app's flows through the UIKit host core on the fakes (app-level tests).
let appShellOnUIKitHost: [Target] = [
  .testTarget(
    name: "ReadingAppUIKitHostTests",
    dependencies: [
      "AppShell", "AppNavigation", "AppModelsTesting", "Waypoint", "WaypointUIKit",
      "WaypointUIKitTesting",
    ],
    path: "Tests/ReadingAppUIKitHostTests",
    swiftSettings: swiftSettings
  )
]

// MARK: - Tools

let tools: [Target] = [
  tool("Benchmarks", directory: "Benchmarks", dependencies: ["Waypoint", "WaypointSoak"]),
  // The seeded soak and decoding fuzz of the core: run small in `swift test`, large by
  // `waypoint-benchmarks --soak` and `--fuzz-decoding` in release.
  .target(
    name: "WaypointSoak",
    dependencies: ["Waypoint"],
    path: "Tools/Soak",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "WaypointSoakTests",
    dependencies: ["WaypointSoak", "Waypoint"],
    path: "Tests/WaypointSoakTests",
    swiftSettings: swiftSettings
  ),
  tool("DependencyLint", directory: "DependencyLint", dependencies: []),
  // The terminal runner: a library (so `swift test` runs the flows) and the executable.
  .target(
    name: "ShellRunner",
    dependencies: ["AppShell", "AppNavigation", "Waypoint"],
    path: "Tools/ShellRunner",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "ShellRunnerTests",
    dependencies: ["ShellRunner", "AppShell", "AppNavigation"],
    path: "Tests/ShellRunnerTests",
    swiftSettings: swiftSettings
  ),
  tool("Shell", directory: "Shell", dependencies: ["ShellRunner"]),
  // The new-feature generator's parsing, templates and edits (the plugin runs the tool).
  .target(
    name: "NewFeatureKit",
    path: "Tools/NewFeatureKit",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "NewFeatureKitTests",
    dependencies: ["NewFeatureKit"],
    path: "Tests/NewFeatureKitTests",
    swiftSettings: swiftSettings
  ),
  tool("NewFeatureTool", directory: "NewFeatureTool", dependencies: ["NewFeatureKit"]),
  .testTarget(
    name: "DependencyLintTests",
    dependencies: ["DependencyLint"],
    path: "Tests/DependencyLintTests",
    swiftSettings: swiftSettings
  ),
  // Docs that compile: every ```swift block of the README files and the DocC articles, verbatim
  // in context (Tests/DocSamplesTests/Samples), and a test that finds each block there. The
  // reference app's targets are here for the article on feature plugins only.
  .testTarget(
    name: "DocSamplesTests",
    dependencies: [
      "Waypoint", "WaypointTesting", "WaypointUIKit", "WaypointUIKitTesting",
      "AppModels", "AppNavigation", "AppShell", "TodayFeature", "BookmarkFeature",
    ],
    path: "Tests/DocSamplesTests",
    swiftSettings: swiftSettings
  ),
]

// MARK: - Plugins

/// `swift package --allow-writing-to-package-directory new-feature NAME [--tab]`: scaffolds a
/// feature, its tests, its adapter, its registry line and its entry in `featureNames`.
let plugins: [Target] = [
  .plugin(
    name: "NewFeature",
    capability: .command(
      intent: .custom(
        verb: "new-feature",
        description: "Creates a feature plugin with its tests and wires it into the app shell"),
      permissions: [
        .writeToPackageDirectory(reason: "It writes the new feature's files and wires it in")
      ]
    ),
    dependencies: ["NewFeatureTool"],
    path: "Tools/NewFeature"
  )
]

// MARK: - Package

let libraries = (modules + features + appShell).filter { $0.type == .regular }

let package = Package(
  name: "Waypoint",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: libraries.map { .library(name: $0.name, targets: [$0.name]) }
    + [
      .executable(name: "waypoint-benchmarks", targets: ["Benchmarks"]),
      .executable(name: "waypoint-lint", targets: ["DependencyLint"]),
      .executable(name: "waypoint-shell", targets: ["Shell"]),
    ],
  targets: modules + features + appShell + appShellOnUIKitHost + tools + plugins
)
