import Foundation
import Testing

@testable import NewFeatureKit

/// Without the plugin, the generator reads the package from `swift package describe --type
/// json`: the same targets, kinds, folders, dependencies and Swift files the plugin gives it.
@Suite struct PackageDescriptionTests {
  @Test func itReadsSwiftPMsDescriptionAsThePluginDescribesThePackage() throws {
    let json = """
      {"name": "Notes", "path": "/tmp/notes", "tools_version": "6.1", "targets": [
        {"name": "ListFeature", "c99name": "ListFeature", "type": "library",
         "module_type": "SwiftTarget", "path": "Sources/ListFeature",
         "sources": ["List.swift", "SwiftUI/ListScreens.swift"],
         "target_dependencies": ["NoteModels"], "product_dependencies": ["Waypoint"]},
        {"name": "ListFeatureTests", "c99name": "ListFeatureTests", "type": "test",
         "module_type": "SwiftTarget", "path": "Tests/ListFeatureTests",
         "sources": ["ListTests.swift"], "target_dependencies": ["ListFeature"]},
        {"name": "Lint", "c99name": "Lint", "type": "plugin", "module_type": "PluginTarget",
         "path": "Plugins/Lint", "sources": ["Lint.swift"]},
        {"name": "Shim", "c99name": "Shim", "type": "library", "module_type": "ClangTarget",
         "path": "Sources/Shim", "sources": ["shim.c"]}
      ]}
      """
    let package = try HostPackage.read(describing: Data(json.utf8), source: "the test's JSON")
    #expect(
      package
        == HostPackage(
          name: "Notes",
          targets: [
            .init(
              name: "ListFeature", type: "regular", path: "Sources/ListFeature",
              dependencies: ["NoteModels", "Waypoint"],
              sources: ["List.swift", "SwiftUI/ListScreens.swift"]),
            .init(
              name: "ListFeatureTests", type: "test", path: "Tests/ListFeatureTests",
              dependencies: ["ListFeature"], sources: ["ListTests.swift"]),
            .init(name: "Lint", type: "plugin", path: "Plugins/Lint", sources: ["Lint.swift"]),
            .init(name: "Shim", type: "regular", path: "Sources/Shim"),
          ]))
  }

  @Test func somethingElseIsRefusedWithItsSource() {
    #expect(throws: GeneratorError.self) {
      try HostPackage.read(describing: Data("{\"targets\": 3}".utf8), source: "X")
    }
    do {
      _ = try HostPackage.read(describing: Data("[]".utf8), source: "the describe output")
    } catch {
      #expect(error.description.hasPrefix("the describe output is not a package description"))
    }
  }

  /// A real package on disk, read by SwiftPM itself (`swift` on the PATH, as when a team runs
  /// `waypoint-new-feature`).
  @Test func aPackageOnDiskIsReadBySwiftPM() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-describe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Notes",
        targets: [
          .target(name: "NoteModels"),
          .target(name: "ListFeature", dependencies: ["NoteModels"]),
          .testTarget(name: "ListFeatureTests", dependencies: ["ListFeature"]),
        ]
      )

      """,
      "Sources/NoteModels/Note.swift": "public struct Note {}\n",
      "Sources/ListFeature/List.swift": "public enum ListPlugin {}\n",
      "Sources/ListFeature/SwiftUI/ListScreens.swift": "enum ListScreens {}\n",
      "Tests/ListFeatureTests/ListTests.swift": "import ListFeature\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let package = try HostPackage.describing(packageAt: root)
    #expect(package.name == "Notes")
    let targets = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    #expect(
      targets["ListFeature"]
        == .init(
          name: "ListFeature", type: "regular", path: "Sources/ListFeature",
          dependencies: ["NoteModels"], sources: ["List.swift", "SwiftUI/ListScreens.swift"]))
    #expect(targets["ListFeatureTests"]?.type == "test")
    #expect(targets["ListFeatureTests"]?.dependencies == ["ListFeature"])
    #expect(targets["NoteModels"]?.sources == ["Note.swift"])

    // A folder in no package (SwiftPM looks up the parent folders too): its reason, quoted.
    let empty = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try FileManager.default.removeItem(at: root.appendingPathComponent("Package.swift"))
    do {
      _ = try HostPackage.describing(packageAt: empty)
      Issue.record("a folder without Package.swift was read")
    } catch {
      #expect(error.description.contains("could not read the package at \(empty.path)"))
    }
  }
}
