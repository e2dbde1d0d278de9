import Foundation
import Testing

@testable import NewFeatureKit

/// The scaffold checks everything before it writes: a feature that exists, or a manifest or
/// registry of the wrong shape, changes nothing.
@Suite struct ScaffoldTests {
  /// A package directory holding the two files the scaffold edits.
  func package(manifest: String = EditsTests.manifest) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-new-feature-\(UUID().uuidString)")
    let registry = root.appendingPathComponent(Scaffold.registry)
    try FileManager.default.createDirectory(
      at: registry.deletingLastPathComponent(), withIntermediateDirectories: true)
    try manifest.write(
      to: root.appendingPathComponent(Scaffold.manifest), atomically: true, encoding: .utf8)
    try EditsTests.registry.write(to: registry, atomically: true, encoding: .utf8)
    return root
  }

  /// Every file under `root` with its text.
  func contents(_ root: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      result[path] = isDirectory.boolValue ? "" : try String(contentsOf: url, encoding: .utf8)
    }
    return result
  }

  @Test func aFeatureIsWrittenWiredAndFormattedInPlace() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    var formatted: [String] = []
    let scaffold = Scaffold(name: "Search", tab: true)
    try scaffold.write(into: root) { paths, _ in formatted = paths }
    #expect(formatted == scaffold.created + scaffold.edited)
    let files = try contents(root)
    for path in scaffold.created { #expect(files[path]?.isEmpty == false, "\(path)") }
    #expect(files["Package.swift"]?.contains("\"Today\", \"Search\"]") == true)
    #expect(files[Scaffold.registry]?.contains("import SearchFeature") == true)
    #expect(files["Features/Search/SearchPlugin.swift"]?.contains("tab") == true)
  }

  @Test func aFeatureThatExistsAlreadyChangesNothing() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Features/Search"), withIntermediateDirectories: true)
    let before = try contents(root)
    #expect(throws: GeneratorError("Features/Search exists already")) {
      try Scaffold(name: "Search", tab: false).write(into: root) { _, _ in }
    }
    #expect(try contents(root) == before)
  }

  @Test func aManifestOfTheWrongShapeChangesNothing() throws {
    let root = try package(manifest: "let names = [\"Today\"]\n")
    defer { try? FileManager.default.removeItem(at: root) }  // cleanup only
    let before = try contents(root)
    #expect(throws: GeneratorError("Package.swift has no `let featureNames = [...]`")) {
      try Scaffold(name: "Search", tab: false).write(into: root) { _, _ in }
    }
    #expect(try contents(root) == before)
  }
}
