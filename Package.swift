// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Waypoint: a zero-dependency coordinator framework (Modules/Waypoint*, whose libraries are the
// package's library products), the reference app built with it (Modules/App*, Features/: an
// example, not API), and the tools that run and measure them (Tools/). Each target is declared
// once, by a row of the tables below (a row with `testsUse` declares its test target too).
// Rules (Features/README.md explains them):
// - every library target gets a test target (`testsUse`; testing-support targets are tested
//   through the targets that use them);
// - `Features/` targets depend on `Modules/` targets only;
// - no package dependencies.

/// The Swift settings of every Swift target (`Row.target` applies them).
let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// One target: its kind, name and folder, what it uses, and its extras.
struct Row {
  enum Kind {
    case library, test, executable
    case plugin(Target.PluginCapability)
  }

  var kind: Kind
  var name: String
  var path: String
  var dependencies: [Target.Dependency] = []
  var resources: [Resource]? = nil
  var exclude: [String] = []
  var sources: [String]? = nil
  /// Swift settings after `swiftSettings`; `nil` for a C target, which gets none.
  var settings: [SwiftSetting]? = []
  /// The product made of this target alone, declared whenever the target is.
  var product: Product? = nil
  /// When set, the target has a test target `<name>Tests` under `Tests/`, which uses the
  /// target and these.
  var testsUse: [Target.Dependency]? = nil

  /// A library under `<folder>/<name>`.
  static func library(
    _ name: String, _ dependencies: [Target.Dependency] = [], in folder: String = "Modules",
    testsUse: [Target.Dependency]? = nil, resources: [Resource]? = nil,
    settings: [SwiftSetting]? = [], product: String? = nil
  ) -> Row {
    Row(
      kind: .library, name: name, path: "\(folder)/\(name)", dependencies: dependencies,
      resources: resources, settings: settings,
      product: product.map { .library(name: $0, targets: [name]) }, testsUse: testsUse)
  }

  /// A test target under `Tests/<name>`.
  static func test(_ name: String, _ dependencies: [Target.Dependency]) -> Row {
    Row(kind: .test, name: name, path: "Tests/\(name)", dependencies: dependencies)
  }

  /// An executable under `Tools/<name>`.
  static func executable(
    _ name: String, _ dependencies: [Target.Dependency] = [],
    testsUse: [Target.Dependency]? = nil, product: String? = nil
  ) -> Row {
    Row(
      kind: .executable, name: name, path: "Tools/\(name)", dependencies: dependencies,
      product: product.map { .executable(name: $0, targets: [name]) }, testsUse: testsUse)
  }

  /// This row, and its test target's when it has one.
  var withTests: [Row] {
    [self] + (testsUse.map { [.test("\(name)Tests", [.target(name: name)] + $0)] } ?? [])
  }

  /// The target SwiftPM reads, with `swiftSettings`.
  var target: Target {
    let swift = settings.map { swiftSettings + $0 }
    switch kind {
    case .library:
      return .target(
        name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources,
        resources: resources, swiftSettings: swift)
    case .test:
      return .testTarget(
        name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources,
        resources: resources, swiftSettings: swift)
    case .executable:
      return .executableTarget(
        name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources,
        resources: resources, swiftSettings: swift)
    case .plugin(let capability):
      return .plugin(name: name, capability: capability, dependencies: dependencies, path: path)
    }
  }
}

// MARK: - The framework (Modules/Waypoint*)

let framework: [Row] = [
  .library("Waypoint", testsUse: []),
  .library("WaypointTesting", ["Waypoint"], testsUse: ["Waypoint"]),
  // The hosts: each a platform-neutral core plus a UIKit (SwiftUI) layer under `#if canImport`;
  // their testing support fakes UIKit's containers (how SwiftUI reads and writes bindings).
  .library(
    "WaypointUIKit", ["Waypoint"],
    testsUse: ["Waypoint", "WaypointTesting", "WaypointUIKitTesting"]),
  .library("WaypointUIKitTesting", ["Waypoint", "WaypointUIKit"]),
  .library(
    "WaypointSwiftUI", ["Waypoint"],
    testsUse: ["Waypoint", "WaypointTesting", "WaypointSwiftUITesting"]),
  .library("WaypointSwiftUITesting", ["Waypoint", "WaypointSwiftUI"]),
  // The plugin kit (features as plugins, the registry that wires them into an app) and its
  // saved navigation fixtures; the shell for any app built on it, tested on a small app of its
  // tests' own (Tests/WaypointShellTests/Shop, run as a process by ShellFixture).
  .library(
    "WaypointPlugins", ["Waypoint"],
    testsUse: ["Waypoint", "WaypointSoak", "WaypointPluginsTesting"]),
  .library("WaypointPluginsTesting", ["Waypoint", "WaypointPlugins"]),
  .library(
    "WaypointShell", ["Waypoint", "WaypointPlugins"],
    testsUse: ["Waypoint", "WaypointPlugins", "HeadlessBrowser"], resources: [.copy("Trace/Page")]),
]

/// The framework's libraries: the package's library products, in any focus.
let libraries = framework.map(\.name)

// MARK: - The reference app (Modules/App*, Features/)

/// The features: `Features/<Name>` each, target `<Name>Feature`, tests `<Name>FeatureTests`.
/// `swift package new-feature` adds the new one here.
let featureNames = ["Splash", "Auth", "Tab", "Today", "Bookmark", "MyPage"]

/// The features without a shell of their own (`Tools/FeatureShells/<Name>.swift`).
let featuresWithoutShell = ["Tab"]

let featureTargets = featureNames.map { Target.Dependency.target(name: "\($0)Feature") }

let app: [Row] =
  featureNames.map { name in
    Row(
      kind: .library, name: "\(name)Feature", path: "Features/\(name)",
      // WaypointSwiftUI: the screens name the elements VoiceOver starts on.
      dependencies: [
        "Waypoint", "WaypointPlugins", "WaypointSwiftUI", "AppModels", "AppNavigation",
      ],
      testsUse: ["WaypointTesting", "AppModelsTesting"])
  } + [
    .library("AppModels", testsUse: ["AppModelsTesting"]),
    .library("AppModelsTesting", ["AppModels"]),  // in-memory clients
    .library("AppNavigation", ["WaypointPlugins"], testsUse: ["WaypointPlugins"]),
    // The composition root, the app composed in memory that the hosts' tests and the tools
    // start from, and the app's flows through each host's core on its fakes.
    .library(
      "AppShell", ["Waypoint", "AppModels", "AppNavigation"] + featureTargets,
      testsUse: [
        "Waypoint", "WaypointTesting", "AppModels", "AppModelsTesting", "AppNavigation",
        "WaypointPlugins", "WaypointPluginsTesting", "AppShellTesting",
      ] + featureTargets, resources: [.copy("Resources/articles.json")]),
    .library(
      "AppShellTesting",
      ["AppShell", "AppModels", "AppModelsTesting", "Waypoint", "WaypointPlugins"]),
    .test(
      "ReadingAppUIKitHostTests",
      [
        "AppShell", "AppShellTesting", "AppNavigation", "WaypointPlugins", "Waypoint",
        "WaypointUIKit", "WaypointUIKitTesting",
      ]),
    .test(
      "ReadingAppSwiftUIHostTests",
      [
        "AppShell", "AppShellTesting", "AppNavigation", "WaypointPlugins", "Waypoint",
        "WaypointSwiftUI", "WaypointSwiftUITesting",
      ]),
  ]

// MARK: - Tools (Tools/)

let tools: [Row] = [
  // WaypointUIKit's UIKit layer in `swift test` on Linux: its sources (linked into the folder)
  // compiled with `import UIKit` meaning BehaviouralUIKit, UIKit's classes acting in UIKit's
  // documented order (never named UIKit, so it cannot shadow the real one; with iOS 26's module
  // version, which the layer reads with `canImport(UIKit, _version:)`).
  .library(
    "BehaviouralUIKit", in: "Tools", settings: [.unsafeFlags(["-user-module-version", "9126.1"])]),
  .library(
    "WaypointUIKitOnLinux",
    ["Waypoint", .target(name: "BehaviouralUIKit", condition: .when(platforms: [.linux]))],
    in: "Tools",
    testsUse: [
      "BehaviouralUIKit", "Waypoint", "WaypointTesting", "AppShell", "AppNavigation",
      "WaypointPlugins", "AppShellTesting",
    ],
    settings: [
      .unsafeFlags(["-module-alias", "UIKit=BehaviouralUIKit"], .when(platforms: [.linux]))
    ]),
  // Seeded soaks and fuzzes (small in `swift test`, large in the benchmarks), the benchmarks,
  // a headless Chromium (the trace page's test) and the heap figure (in C: Swift's Glibc
  // module does not import <malloc.h>).
  .library(
    "WaypointSoak", ["Waypoint"], in: "Tools",
    testsUse: ["Waypoint", "WaypointTesting", "WaypointUIKit", "WaypointUIKitTesting"]),
  .library(
    "ReadingAppSoak", ["AppShell", "Waypoint", "WaypointPlugins", "WaypointSoak"], in: "Tools",
    testsUse: []),
  .executable(
    "Benchmarks",
    [
      "Waypoint", "WaypointSoak", "ReadingAppSoak", "AppShell", "BenchmarkHeap", "WaypointSwiftUI",
      "WaypointSwiftUITesting", "WaypointPlugins", "WaypointShell", "ReadingShell",
      "HeadlessBrowser",
    ], product: "waypoint-benchmarks"),
  .library("HeadlessBrowser", in: "Tools"),
  .library("BenchmarkHeap", in: "Tools", settings: nil),
  // The reading app's shell: its composition (tested with the app's flows, features alone and
  // data shared by two shells), and the driver surface the features' own shells use too.
  .library(
    "ReadingShell",
    [
      "WaypointShell", "AppShell", "AppShellTesting", "AppNavigation", "WaypointPlugins",
      "AppModels", "Waypoint", "ReadingSurface",
    ],
    in: "Tools",
    testsUse: [
      "WaypointShell", "AppShell", "AppModels", "AppModelsTesting", "ReadingSurface",
      "TodayFeature", "WaypointPlugins", "Waypoint",
    ]),
  .library("ReadingSurface", ["WaypointShell", "AppModels", "AppNavigation"], in: "Tools"),
  .executable("Shell", ["ReadingShell", "WaypointShell"], product: "waypoint-shell"),
  // The shell's tests' own app (Tests/WaypointShellTests/Shop, linked into the folder) as an
  // executable, which those tests run as a process; not a product.
  .executable("ShellFixture", ["WaypointShell", "WaypointPlugins", "Waypoint"]),
  // The generator (the plugin runs NewFeatureTool; a plugin's tool cannot also be a product of
  // another name, hence NewFeatureCommand) and the layering lint.
  .library("NewFeatureKit", in: "Tools", testsUse: []),
  .executable("NewFeatureTool", ["NewFeatureKit"]),
  .executable("NewFeatureCommand", ["NewFeatureKit"], product: "waypoint-new-feature"),
  .executable("DependencyLint", testsUse: []),
  Row(
    kind: .plugin(
      .command(
        intent: .custom(
          verb: "new-feature",
          description: "Creates a feature plugin with its tests and wires it into the app"),
        permissions: [
          .writeToPackageDirectory(reason: "It writes the new feature's files and wires it in")
        ])),
    name: "NewFeature", path: "Tools/NewFeature", dependencies: ["NewFeatureTool"],
    product: .plugin(name: "WaypointNewFeature", targets: ["NewFeature"])),
  Row(
    kind: .plugin(
      .command(
        intent: .custom(
          verb: "waypoint-lint",
          description:
            "Checks that features never import features and the framework never the app"))),
    name: "DependencyLintPlugin", path: "Tools/DependencyLintPlugin",
    dependencies: ["DependencyLint"],
    product: .plugin(name: "WaypointLint", targets: ["DependencyLintPlugin"])),
  // The iOS entry, linked by Tools/ReadingApp.swiftpm (not API: `_` says so).
  .library(
    "ReadingAppiOS", ["AppShell", "Waypoint", "WaypointUIKit", "WaypointSwiftUI"], in: "Tools",
    testsUse: [], product: "_ReadingAppiOS"),
  // Every ```swift block of the READMEs and DocC articles, compiled in context.
  .test(
    "DocSamplesTests",
    [
      "Waypoint", "WaypointTesting", "WaypointUIKit", "WaypointUIKitTesting", "WaypointSwiftUI",
      "WaypointSwiftUITesting", "AppModels", "AppNavigation", "WaypointPlugins",
      "WaypointPluginsTesting", "AppShell", "TodayFeature", "BookmarkFeature", "WaypointShell",
      "ReadingSurface",
    ]),
]

// MARK: - WAYPOINT_FOCUS: one feature alone, or the framework alone
//
// `WAYPOINT_FOCUS=<Feature>` (`Today`): the feature, its tests, its own shell (the product
// `waypoint-shell`, Tools/FeatureShells/<Feature>.swift alone; which features have one is
// known from the lists above, not read from the disk) and what they use.
// `WAYPOINT_FOCUS=Waypoint` (CI's sanitizer runs): the framework, the UIKit layer on Linux, the
// core's soak and what they use (the shell kit's tests run their own app's `ShellFixture`).
// A focus declares its roots and what they depend on, since SwiftPM builds every target
// declared; a product comes with its target, and the framework's libraries always do. Unset, or
// another name (with a warning; the variable reaches every manifest SwiftPM loads, and an app
// that depends on Waypoint may focus on a feature of its own): every target.

/// `rows` named by `roots`, and the rows they depend on, transitively.
func closure(of roots: [String], in rows: [Row]) -> [Row] {
  let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
  var kept: Set<String> = []
  var waiting = roots
  while let name = waiting.popLast() {
    guard kept.insert(name).inserted, let row = byName[name] else { continue }
    for case .targetItem(let name, _) in row.dependencies { waiting.append(name) }
    for case .byNameItem(let name, _) in row.dependencies { waiting.append(name) }
  }
  return rows.filter { kept.contains($0.name) }
}

/// A feature's own shell: its file in Tools/FeatureShells, the other features' excluded.
func shell(of feature: String) -> [Row] {
  let shells = featureNames.filter { !featuresWithoutShell.contains($0) }
  guard shells.contains(feature) else { return [] }
  return [
    Row(
      kind: .executable, name: "FeatureShell", path: "Tools/FeatureShells",
      dependencies: [
        .target(name: "\(feature)Feature"), "WaypointShell", "WaypointPlugins", "AppModels",
        "AppModelsTesting", "ReadingSurface",
      ],
      exclude: shells.filter { $0 != feature }.map { "\($0).swift" },
      sources: ["\(feature).swift"],
      product: .executable(name: "waypoint-shell", targets: ["FeatureShell"]))
  ]
}

// MARK: - Package

let all = (framework + app + tools).flatMap(\.withTests)
let rows: [Row]
switch Context.environment["WAYPOINT_FOCUS"] ?? "" {
case "": rows = all
case "Waypoint":
  let roots = ["WaypointUIKitOnLinuxTests", "WaypointSoakTests", "ShellFixture"]
  rows = closure(of: framework.flatMap(\.withTests).map(\.name) + roots, in: all)
case let feature where featureNames.contains(feature):
  let roots = ["\(feature)Feature", "\(feature)FeatureTests", "FeatureShell"]
  rows = closure(of: roots + libraries, in: all + shell(of: feature))
case let name:
  FileHandle.standardError.write(
    Data(
      ("WAYPOINT_FOCUS=\(name) names no feature of this package, nor Waypoint, so all of it "
        + "is built (features: \(featureNames.joined(separator: ", ")))\n").utf8))
  rows = all
}

let package = Package(
  name: "Waypoint",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: libraries.map { .library(name: $0, targets: [$0]) } + rows.compactMap(\.product),
  targets: rows.map(\.target)
)
