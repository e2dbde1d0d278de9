import Foundation

@testable import DependencyLint

/// A small package laid out like Waypoint's: a manifest plus source files, written to a fresh
/// temporary directory when checked.
struct Fixture {
  var manifest: Manifest
  /// File contents by path relative to the package directory.
  var sources: [String: String]
  /// The layers, as the reference app's `.waypoint-lint.json` declares them.
  var configuration = Configuration(
    features: .directory("Features/"), modules: .directory("Modules/"),
    compositionRoot: "AppShell", compositionRootUsers: ["Shell", "ShellRunner"],
    packageDependencies: false)

  /// Modules, two features, the composition root, a tool, the terminal runner (`Shell` and its
  /// library `ShellRunner`) and test targets, with nothing wrong.
  static func clean() -> Fixture {
    let shared = ["Waypoint", "AppModels", "AppNavigation"]
    return Fixture(
      manifest: Manifest(
        name: "Fixture",
        dependencies: [],
        targets: [
          .init(name: "Waypoint", type: "regular", path: "Modules/Waypoint"),
          .init(name: "WaypointTesting", type: "regular", path: "Modules/WaypointTesting")
            .depending(on: ["Waypoint"]),
          .init(name: "AppModels", type: "regular", path: "Modules/AppModels"),
          .init(name: "AppNavigation", type: "regular", path: "Modules/AppNavigation")
            .depending(on: ["Waypoint"]),
          .init(name: "TodayFeature", type: "regular", path: "Features/Today")
            .depending(on: shared),
          .init(name: "BookmarkFeature", type: "regular", path: "Features/Bookmark")
            .depending(on: shared),
          .init(name: "AppShell", type: "regular", path: "Modules/AppShell")
            .depending(on: shared + ["TodayFeature", "BookmarkFeature"]),
          .init(name: "Graph", type: "executable", path: "Tools/Graph")
            .depending(on: ["Waypoint"]),
          .init(name: "ShellRunner", type: "regular", path: "Tools/ShellRunner")
            .depending(on: ["AppShell", "Waypoint"]),
          .init(name: "Shell", type: "executable", path: "Tools/Shell")
            .depending(on: ["ShellRunner"]),
          .init(name: "TodayFeatureTests", type: "test", path: "Tests/TodayFeatureTests")
            .depending(on: ["TodayFeature", "WaypointTesting"]),
          .init(name: "AppShellTests", type: "test", path: "Tests/AppShellTests")
            .depending(on: ["AppShell", "WaypointTesting"]),
        ],
        products: [
          .init(name: "Waypoint", targets: ["Waypoint"], isLibrary: true),
          .init(name: "WaypointTesting", targets: ["WaypointTesting"], isLibrary: true),
          .init(name: "waypoint-shell", targets: ["Shell"], isLibrary: false),
          .init(name: "_ReadingApp", targets: ["AppShell"], isLibrary: true),
        ]
      ),
      sources: [
        "Modules/Waypoint/Navigator.swift": "import Foundation\n\npublic struct Navigator {}\n",
        "Modules/WaypointTesting/Driver.swift": "public import Waypoint\nimport Testing\n",
        "Modules/AppNavigation/Vocabulary.swift": "public import Waypoint\n",
        "Features/Today/TodayFeature.swift": """
        import Foundation
        import Observation
        public import AppNavigation
        @preconcurrency import AppModels
        import Waypoint
        """,
        "Features/Today/Docs/Example.swift": """
        // import BookmarkFeature
        let example = \"\"\"
          import BookmarkFeature
          \"\"\"
        """,
        "Features/Bookmark/BookmarkFeature.swift": """
          internal import AppModels
          import struct Waypoint.Navigator
        """,
        "Modules/AppShell/Composition.swift": """
        import AppModels
        import BookmarkFeature
        import TodayFeature
        """,
        "Tools/Graph/main.swift": "import Waypoint\n",
        "Tools/ShellRunner/Session.swift": "public import AppShell\nimport Waypoint\n",
        "Tools/Shell/main.swift": "import AppShell\nimport Foundation\nimport ShellRunner\n",
        "Tests/TodayFeatureTests/TodayTests.swift": """
        import Testing
        @testable import TodayFeature
        import WaypointTesting
        """,
        "Tests/AppShellTests/AppShellTests.swift": """
        @testable import AppShell
        import BookmarkFeature
        import TodayFeature
        """,
      ]
    )
  }

  /// Adds a `byName` dependency.
  mutating func addDependency(_ name: String, to target: String) {
    modifyTarget(target) { $0.dependencies.append(.init(kind: .byName, name: name)) }
  }

  mutating func modifyTarget(_ name: String, _ change: (inout Manifest.Target) -> Void) {
    guard let index = manifest.targets.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("no target \(name) in the fixture")
    }
    change(&manifest.targets[index])
  }

  /// Writes the package to a temporary directory, lints it and removes it.
  func violations() throws -> [Violation] {
    try withTemporaryDirectory { root in
      try write(to: root)
      return try Linter.violations(
        in: manifest, packageDirectory: root, configuration: configuration)
    }
  }

  /// Creates every target's directory and every source file under `root`.
  func write(to root: URL) throws {
    for target in manifest.targets {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(target.directory), withIntermediateDirectories: true)
    }
    for (path, text) in sources {
      try writeFile(text, to: root.appendingPathComponent(path))
    }
  }
}

extension Manifest.Target {
  /// This target with `byName` dependencies added.
  func depending(on names: [String]) -> Manifest.Target {
    var target = self
    target.dependencies += names.map { .init(kind: .byName, name: $0) }
    return target
  }
}

/// Runs `body` with a fresh temporary directory that is removed afterwards.
@discardableResult
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("DependencyLintTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: root) }
  return try body(root)
}

/// Writes `text` to `url`, creating its parent directories.
func writeFile(_ text: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try text.write(to: url, atomically: true, encoding: .utf8)
}
