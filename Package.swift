// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Waypoint: a zero-dependency coordinator framework (Modules/Waypoint*, the only libraries
// exported as products), the reference app built with it (Modules/App*, Features/), and the
// tools that run and measure them (Tools/).
//
// Rules the manifest encodes (Features/README.md explains them):
// - every library target gets a test target, declared right after it (testing-support
//   targets are tested through the targets that use them);
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
let featureDependencies: [Target.Dependency] = [
  "Waypoint", "WaypointPlugins", "AppModels", "AppNavigation",
]

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

// MARK: - Framework (Modules/Waypoint*)

/// The framework: what users import (the package's library products).
let framework: [Target] =
  module("Waypoint")
  + module(
    "WaypointTesting",
    dependencies: ["Waypoint"],
    testDependencies: ["Waypoint"]
  )
  // The UIKit host: a platform-neutral core plus a UIKit layer under `#if canImport(UIKit)`.
  // Its testing support (fakes of UIKit's containers) is tested through WaypointUIKitTests.
  + [
    .target(
      name: "WaypointUIKitTesting",
      dependencies: ["Waypoint", "WaypointUIKit"],
      path: "Modules/WaypointUIKitTesting",
      swiftSettings: swiftSettings
    )
  ]
  + module(
    "WaypointUIKit",
    dependencies: ["Waypoint"],
    testDependencies: ["Waypoint", "WaypointTesting", "WaypointUIKitTesting"]
  )
  // The SwiftUI host: a platform-neutral core plus a SwiftUI layer under
  // `#if canImport(SwiftUI)`. Its testing support (a fake of how SwiftUI reads and writes the
  // bindings) is tested through WaypointSwiftUITests.
  + [
    .target(
      name: "WaypointSwiftUITesting",
      dependencies: ["Waypoint", "WaypointSwiftUI"],
      path: "Modules/WaypointSwiftUITesting",
      swiftSettings: swiftSettings
    )
  ]
  + module(
    "WaypointSwiftUI",
    dependencies: ["Waypoint"],
    testDependencies: ["Waypoint", "WaypointTesting", "WaypointSwiftUITesting"]
  )
  // The plugin kit: features as plugins with their entries, tabs and links, the registry that
  // wires them into an app, screen models and the actions automation drives.
  // Its testing support (saved navigation fixtures) is tested through WaypointPluginsTests.
  + [
    .target(
      name: "WaypointPluginsTesting",
      dependencies: ["Waypoint", "WaypointPlugins"],
      path: "Modules/WaypointPluginsTesting",
      swiftSettings: swiftSettings
    )
  ]
  + module(
    "WaypointPlugins", dependencies: ["Waypoint"],
    testDependencies: ["Waypoint", "WaypointSoak", "WaypointPluginsTesting"])
  // The shell for any app built on the kit: interactive, flow scripts, recording, journal
  // replay, the navigation graph, one feature alone. Tested on the reference app's composition.
  + module(
    "WaypointShell", dependencies: ["Waypoint", "WaypointPlugins"],
    testDependencies: [
      "HeadlessBrowser", "ReadingShell", "AppShell", "AppNavigation", "WaypointPlugins", "Waypoint",
      "AppModels",
      "AppModelsTesting", "ReadingSurface", "TodayFeature",
    ], resources: [.copy("Trace/Page")])

/// The reference app's shared modules (an example, not API: no products). Its in-memory
/// clients are tested through the targets that use them.
let appModules: [Target] =
  [
    .target(
      name: "AppModelsTesting",
      dependencies: ["AppModels"],
      path: "Modules/AppModelsTesting",
      swiftSettings: swiftSettings
    )
  ]
  + module("AppModels", testDependencies: ["AppModelsTesting"])
  + module(
    "AppNavigation", dependencies: ["WaypointPlugins"], testDependencies: ["WaypointPlugins"])

// MARK: - The UIKit layer on Linux (tests only)

// The UIKit layer's own sources, run in `swift test` on Linux against a behavioural UIKit
// (DocC: "Integrating with UIKit", "What is verified where"). None of these is a product:
// - BehaviouralUIKit (Tools/BehaviouralUIKit): UIKit's classes with UIKit's names and Swift
//   signatures that change state and call delegates in UIKit's documented order; empty on
//   other platforms, and never named UIKit, so it cannot shadow the real one.
// - WaypointUIKitOnLinux (Tools/WaypointUIKitOnLinux): WaypointUIKit's Core and UIKit folders
//   through symbolic links, compiled with `import UIKit` meaning BehaviouralUIKit
//   (`-module-alias`, Linux only). The product WaypointUIKit sees no module named UIKit, so
//   its `#if canImport(UIKit)` layer stays out of it on Linux.
let uikitOnLinux: [Target] = [
  .target(
    name: "BehaviouralUIKit",
    path: "Tools/BehaviouralUIKit",
    swiftSettings: swiftSettings + [
      // UIKit's module version from the iOS 26 SDK on, which the layer reads with
      // `canImport(UIKit, _version:)`: the behavioural UIKit has iOS 26's content swipe.
      .unsafeFlags(["-user-module-version", "9126.1"])
    ]
  ),
  .target(
    name: "WaypointUIKitOnLinux",
    dependencies: [
      "Waypoint", .target(name: "BehaviouralUIKit", condition: .when(platforms: [.linux])),
    ],
    path: "Tools/WaypointUIKitOnLinux",
    swiftSettings: swiftSettings + [
      .unsafeFlags(["-module-alias", "UIKit=BehaviouralUIKit"], .when(platforms: [.linux]))
    ]
  ),
  .testTarget(
    name: "WaypointUIKitOnLinuxTests",
    dependencies: [
      "WaypointUIKitOnLinux", "BehaviouralUIKit", "Waypoint", "WaypointTesting", "AppShell",
      "AppNavigation", "WaypointPlugins", "AppShellTesting",
    ],
    path: "Tests/WaypointUIKitOnLinuxTests",
    swiftSettings: swiftSettings
  ),
]

// MARK: - Reference app: features (Features/)

let featureNames = ["Splash", "Auth", "Tab", "Today", "Bookmark", "MyPage"]
let features: [Target] = featureNames.flatMap(feature)

// MARK: - Reference app: the app shell (Modules/AppShell, the composition root)

// The reading app composed in memory on any host: the one harness every host's tests and the
// tools start from. Tested through the targets that use it.
let appShellTesting: [Target] = [
  .target(
    name: "AppShellTesting",
    dependencies: ["AppShell", "AppModels", "AppModelsTesting", "Waypoint", "WaypointPlugins"],
    path: "Modules/AppShellTesting",
    swiftSettings: swiftSettings
  )
]

let appShell: [Target] = module(
  "AppShell",
  dependencies: ["Waypoint", "AppModels", "AppNavigation"]
    + featureNames.map { .target(name: "\($0)Feature") },
  testDependencies: [
    "Waypoint", "WaypointTesting", "AppModels", "AppModelsTesting", "AppNavigation",
    "WaypointPlugins", "WaypointPluginsTesting", "AppShellTesting",
  ]
    + featureNames.map { .target(name: "\($0)Feature") },
  resources: [.copy("Resources/articles.json")]
)

// The reference app's flows through the UIKit host core on the fakes (app-level tests).
let appShellOnUIKitHost: [Target] = [
  .testTarget(
    name: "ReadingAppUIKitHostTests",
    dependencies: [
      "AppShell", "AppShellTesting", "AppNavigation", "WaypointPlugins", "Waypoint",
      "WaypointUIKit",
      "WaypointUIKitTesting",
    ],
    path: "Tests/ReadingAppUIKitHostTests",
    swiftSettings: swiftSettings
  )
]

// The reference app's flows through the SwiftUI host core on the fake of SwiftUI.
let appShellOnSwiftUIHost: [Target] = [
  .testTarget(
    name: "ReadingAppSwiftUIHostTests",
    dependencies: [
      "AppShell", "AppShellTesting", "AppNavigation", "WaypointPlugins", "Waypoint",
      "WaypointSwiftUI",
      "WaypointSwiftUITesting",
    ],
    path: "Tests/ReadingAppSwiftUIHostTests",
    swiftSettings: swiftSettings
  )
]

// MARK: - Tools

let tools: [Target] = [
  tool(
    "Benchmarks", directory: "Benchmarks",
    dependencies: [
      "Waypoint", "WaypointSoak", "ReadingAppSoak", "AppShell", "BenchmarkHeap", "WaypointSwiftUI",
      "WaypointSwiftUITesting", "WaypointPlugins", "WaypointShell", "ReadingShell",
      "HeadlessBrowser",
    ]),
  // A headless Chromium driven over the DevTools protocol on a pipe: the trace page's browser
  // test and its benchmark (tested through WaypointShellTests).
  .target(name: "HeadlessBrowser", path: "Tools/HeadlessBrowser", swiftSettings: swiftSettings),
  // The benchmarks' heap figure (glibc's allocator statistics; 0 elsewhere), in C because
  // Swift's Glibc module does not import <malloc.h>.
  .target(name: "BenchmarkHeap", path: "Tools/BenchmarkHeap"),
  // The reading app's restoration fuzz: run small in `swift test`, large by
  // `waypoint-benchmarks --fuzz-restoration` in release.
  .target(
    name: "ReadingAppSoak",
    dependencies: ["AppShell", "Waypoint", "WaypointPlugins", "WaypointSoak"],
    path: "Tools/ReadingAppSoak",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "ReadingAppSoakTests",
    dependencies: ["ReadingAppSoak"],
    path: "Tests/ReadingAppSoakTests",
    swiftSettings: swiftSettings
  ),
  // The seeded soak and decoding fuzz of the core: run small in `swift test`, large by
  // `waypoint-benchmarks --soak` and `--fuzz-decoding` in release.
  .target(
    name: "WaypointSoak",
    dependencies: ["Waypoint"],
    path: "Tools/WaypointSoak",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "WaypointSoakTests",
    dependencies: [
      "WaypointSoak", "Waypoint", "WaypointTesting", "WaypointUIKit", "WaypointUIKitTesting",
    ],
    path: "Tests/WaypointSoakTests",
    swiftSettings: swiftSettings
  ),
  tool("DependencyLint", directory: "DependencyLint", dependencies: []),
  .testTarget(
    name: "DependencyLintTests",
    dependencies: ["DependencyLint"],
    path: "Tests/DependencyLintTests",
    swiftSettings: swiftSettings
  ),
  // The reading app's composition for the shell library (its driver surface, its clients on
  // files or in memory) and its `waypoint-shell` executable.
  .target(
    name: "ReadingShell",
    dependencies: [
      "WaypointShell", "AppShell", "AppShellTesting", "AppNavigation", "WaypointPlugins",
      "AppModels", "Waypoint", "ReadingSurface",
    ],
    path: "Tools/ReadingShell",
    swiftSettings: swiftSettings
  ),
  tool("Shell", directory: "Shell", dependencies: ["ReadingShell", "WaypointShell"]),
  // The reading app's driver surface (`expire-token`, the stored bookmarks), apart from its
  // composition: the app's shell and each feature's own shell use it.
  .target(
    name: "ReadingSurface",
    dependencies: ["WaypointShell", "AppModels", "AppNavigation"],
    path: "Tools/ReadingSurface",
    swiftSettings: swiftSettings
  ),
  // The new-feature generator's parsing, templates, edits and command line (the plugin runs
  // NewFeatureTool; NewFeatureCommand is the product `waypoint-new-feature`, which reads the
  // package without the plugin).
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
  // The same command as the product `waypoint-new-feature` (a plugin's tool cannot also be an
  // executable product of another name: SwiftPM then looks for a product named after it).
  tool("NewFeatureCommand", directory: "NewFeatureCommand", dependencies: ["NewFeatureKit"]),
  // The reference app's iOS entry (the app and scene delegates, the host chosen per launch),
  // linked by the app target in Tools/ReadingApp.swiftpm; on other platforms only the host
  // choice compiles.
  .target(
    name: "ReadingAppiOS",
    dependencies: ["AppShell", "Waypoint", "WaypointUIKit", "WaypointSwiftUI"],
    path: "Tools/ReadingAppiOS",
    swiftSettings: swiftSettings
  ),
  .testTarget(
    name: "ReadingAppiOSTests",
    dependencies: ["ReadingAppiOS"],
    path: "Tests/ReadingAppiOSTests",
    swiftSettings: swiftSettings
  ),
  // Docs that compile: every ```swift block of the README files and the DocC articles, verbatim
  // in context (Tests/DocSamplesTests/Samples), and a test that finds each block there. The
  // reference app's targets are here for the article on feature plugins only.
  .testTarget(
    name: "DocSamplesTests",
    dependencies: [
      "Waypoint", "WaypointTesting", "WaypointUIKit", "WaypointUIKitTesting", "WaypointSwiftUI",
      "WaypointSwiftUITesting", "AppModels", "AppNavigation", "WaypointPlugins",
      "WaypointPluginsTesting", "AppShell",
      "TodayFeature",
      "BookmarkFeature",
    ],
    path: "Tests/DocSamplesTests",
    swiftSettings: swiftSettings
  ),
]

// MARK: - Plugins

/// The command plugins, products for any app's package (they run the tools above):
/// - `swift package --allow-writing-to-package-directory new-feature NAME [--tab]` scaffolds a
///   feature in the host package's layout and wires it into its composition root;
/// - `swift package waypoint-lint` checks the host package's layering.
let plugins: [Target] = [
  .plugin(
    name: "NewFeature",
    capability: .command(
      intent: .custom(
        verb: "new-feature",
        description: "Creates a feature plugin with its tests and wires it into the app"),
      permissions: [
        .writeToPackageDirectory(reason: "It writes the new feature's files and wires it in")
      ]
    ),
    dependencies: ["NewFeatureTool"],
    path: "Tools/NewFeature"
  ),
  .plugin(
    name: "DependencyLintPlugin",
    capability: .command(
      intent: .custom(
        verb: "waypoint-lint",
        description: "Checks that features never import features and the framework never the app"
      )
    ),
    dependencies: ["DependencyLint"],
    path: "Tools/DependencyLintPlugin"
  ),
]

// MARK: - One feature alone, or the framework alone (WAYPOINT_FOCUS)

// `WAYPOINT_FOCUS=Today swift build` (or `test`, or `run waypoint-shell`): the package as one
// feature team needs it — the feature, its tests, its own shell and the modules they use, and
// nothing else (no other feature, no app shell, no tool). The feature's shell is
// `Tools/FeatureShells/<name>.swift` (the generator writes it), the product `waypoint-shell`
// here: the feature run alone, as `--feature NAME` runs it in the whole app.
//
// `WAYPOINT_FOCUS=Waypoint`: the framework as its own developers test it — the core, the hosts
// (the UIKit layer on the behavioural UIKit too), the kits, their tests, the core's soak and
// what they use (the shell kit's tests run the reading app and its `waypoint-shell`); no
// feature's tests, no app tests, no generator, lint, benchmarks or docs samples. CI's sanitizer
// runs build this.

let allTargets =
  framework + appModules + features + appShell + appShellTesting + appShellOnUIKitHost
  + appShellOnSwiftUIHost + uikitOnLinux + tools

/// The name `WAYPOINT_FOCUS` gives the framework.
let frameworkFocus = "Waypoint"

/// The feature named by `WAYPOINT_FOCUS`, or `frameworkFocus`; `nil` for the whole package. A
/// name that is neither is not an error: the whole package is declared, with a warning
/// (SwiftPM prints a manifest's standard error as one). The variable reaches every manifest
/// SwiftPM loads, and an app that depends on Waypoint may focus on a feature of its own.
let focus: String? = {
  guard let name = Context.environment["WAYPOINT_FOCUS"], !name.isEmpty else { return nil }
  guard featureNames.contains(name) || name == frameworkFocus else {
    FileHandle.standardError.write(
      Data(
        ("WAYPOINT_FOCUS=\(name) names no feature of this package, nor \(frameworkFocus), so all "
          + "of it is built (features: \(featureNames.joined(separator: ", ")))\n").utf8))
    return nil
  }
  return name
}()

/// The focused feature's own shell, when it has one.
func featureShell(of name: String) -> Target? {
  let folder = "Tools/FeatureShells"
  let files =
    (try? FileManager.default.contentsOfDirectory(atPath: "\(Context.packageDirectory)/\(folder)"))
    ?? []
  guard files.contains("\(name).swift") else { return nil }
  return .executableTarget(
    name: "FeatureShell",
    dependencies: [
      .target(name: "\(name)Feature"), "WaypointShell", "WaypointPlugins", "AppModels",
      "AppModelsTesting", "ReadingSurface",
    ],
    path: folder,
    exclude: files.filter { $0 != "\(name).swift" },
    sources: ["\(name).swift"],
    swiftSettings: swiftSettings
  )
}

/// `targets` with `roots` and every target they depend on, in their order.
func closure(of roots: [String], in targets: [Target]) -> [Target] {
  let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
  var kept: Set<String> = []
  var waiting = roots
  while let name = waiting.popLast() {
    guard kept.insert(name).inserted, let target = byName[name] else { continue }
    waiting += target.dependencies.compactMap { dependency in
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): name
      default: nil
      }
    }
  }
  return targets.filter { kept.contains($0.name) }
}

// MARK: - Package

/// Only the framework's libraries and the tools are products; the reference app's targets
/// (Modules/App*, Features/) are an example a user reads, not API, linked by the example iOS
/// app through `_ReadingAppiOS` alone.
let package: Package

/// The framework's libraries: the products an app that depends on Waypoint uses.
let libraries = framework.filter { $0.type == .regular }.map(\.name)
let libraryProducts: [Product] = libraries.map { .library(name: $0, targets: [$0]) }

if focus == frameworkFocus {
  // The core's soak, and the executable the shell kit's tests run.
  let roots = (framework + uikitOnLinux).map(\.name) + ["WaypointSoakTests", "Shell"]
  package = Package(
    name: "Waypoint",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: libraryProducts + [.executable(name: "waypoint-shell", targets: ["Shell"])],
    targets: closure(of: roots, in: allTargets)
  )
} else if let focus {
  // The framework's products stay, for an app that depends on Waypoint and focuses on a
  // feature of its own of the same name.
  let shell = featureShell(of: focus)
  package = Package(
    name: "Waypoint",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: libraryProducts
      + (shell.map { [.executable(name: "waypoint-shell", targets: [$0.name])] } ?? []),
    targets: closure(
      of: ["\(focus)Feature", "\(focus)FeatureTests"] + (shell.map { [$0.name] } ?? [])
        + libraries,
      in: allTargets + (shell.map { [$0] } ?? []))
  )
} else {
  package = Package(
    name: "Waypoint",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: libraryProducts
      + [
        .executable(name: "waypoint-benchmarks", targets: ["Benchmarks"]),
        .executable(name: "waypoint-shell", targets: ["Shell"]),
        .executable(name: "waypoint-new-feature", targets: ["NewFeatureCommand"]),
        .plugin(name: "WaypointNewFeature", targets: ["NewFeature"]),
        .plugin(name: "WaypointLint", targets: ["DependencyLintPlugin"]),
        // Not API: what the example app in Tools/ReadingApp.swiftpm links (`_` marks it so).
        .library(name: "_ReadingAppiOS", targets: ["ReadingAppiOS"]),
      ],
    targets: allTargets + plugins
  )
}
