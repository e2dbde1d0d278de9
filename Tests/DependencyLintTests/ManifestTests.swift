import Foundation
import Testing

@testable import DependencyLint

/// dump-package JSON in the shape `swift package dump-package` prints (Swift 6), trimmed.
let sampleManifestJSON = """
  {
    "name": "Sample",
    "dependencies": [
      {
        "sourceControl": [
          {
            "identity": "swift-collections",
            "location": { "remote": [{ "urlString": "https://github.com/apple/swift-collections" }] },
            "productFilter": null,
            "requirement": { "range": [{ "lowerBound": "1.0.0", "upperBound": "2.0.0" }] }
          }
        ]
      },
      { "fileSystem": [{ "identity": "local-tools", "path": "/tmp/local-tools", "productFilter": null }] }
    ],
    "targets": [
      {
        "name": "Waypoint", "type": "regular", "path": "Modules/Waypoint",
        "dependencies": [], "exclude": ["Notes"], "resources": [], "settings": [],
        "packageAccess": true
      },
      {
        "name": "TodayFeature", "type": "regular", "path": "Features/Today",
        "dependencies": [
          { "byName": ["Waypoint", null] },
          { "target": ["AppModels", { "platformNames": ["linux"] }] },
          { "product": ["OrderedCollections", "swift-collections", null, null] }
        ],
        "exclude": [], "resources": [], "settings": [], "packageAccess": true
      },
      { "name": "TodayFeatureTests", "type": "test", "dependencies": [{ "target": ["TodayFeature", null] }] },
      { "name": "Tool", "type": "executable", "dependencies": [] }
    ],
    "products": [
      { "name": "Waypoint", "settings": [], "targets": ["Waypoint"], "type": { "library": ["automatic"] } },
      { "name": "tool", "settings": [], "targets": ["Tool"], "type": { "executable": null } }
    ],
    "toolsVersion": { "_version": "6.0.0" }
  }
  """

@Suite struct ManifestTests {
  @Test func decodesDumpPackageJSON() throws {
    let manifest = try Manifest.decode(Data(sampleManifestJSON.utf8), source: "sample")

    #expect(manifest.name == "Sample")
    #expect(
      manifest.dependencies == [
        .init(kind: "sourceControl", identity: "swift-collections"),
        .init(kind: "fileSystem", identity: "local-tools"),
      ])
    #expect(
      manifest.targets.map(\.name) == ["Waypoint", "TodayFeature", "TodayFeatureTests", "Tool"])
    #expect(manifest.targets[0].exclude == ["Notes"])
    #expect(
      manifest.products == [
        .init(name: "Waypoint", targets: ["Waypoint"], isLibrary: true),
        .init(name: "tool", targets: ["Tool"], isLibrary: false),
      ])
    #expect(
      manifest.targets[1].dependencies == [
        .init(kind: .byName, name: "Waypoint"),
        .init(kind: .target, name: "AppModels"),
        .init(kind: .product, name: "OrderedCollections", package: "swift-collections"),
      ])
  }

  @Test func defaultDirectories() throws {
    let manifest = try Manifest.decode(Data(sampleManifestJSON.utf8), source: "sample")

    #expect(
      manifest.targets.map(\.directory) == [
        "Modules/Waypoint", "Features/Today", "Tests/TodayFeatureTests", "Sources/Tool",
      ])
  }

  @Test func rejectsOtherJSON() {
    #expect(throws: LintError.self) {
      try Manifest.decode(Data(#"{"targets": 3}"#.utf8), source: "bad")
    }
  }
}
