public import Foundation

/// The files of a new feature and the edits that wire it in.
public struct Scaffold: Sendable {
  /// The feature's name: `Search`.
  public let name: String
  /// Whether the feature gets a tab of its own.
  public let tab: Bool
  /// The new files' paths in the package.
  public private(set) var created: [String] = []
  /// The existing files the scaffold edits.
  public let edited = [Scaffold.manifest, Scaffold.registry]

  static let manifest = "Package.swift"
  static let registry = "Modules/AppShell/FeatureRegistry.swift"

  /// The scaffold of the feature `name`.
  public init(name: String, tab: Bool) {
    self.name = name
    self.tab = tab
    created = files.map(\.path)
  }

  /// Every new file: its path in the package and its text.
  var files: [(path: String, text: String)] {
    let templates = Templates(name: name, tab: tab)
    return [
      ("Features/\(name)/\(name)Route.swift", templates.route),
      ("Features/\(name)/\(name)Dependencies.swift", templates.dependencies),
      ("Features/\(name)/\(name)Navigation.swift", templates.navigation),
      ("Features/\(name)/\(name)Coordinator.swift", templates.coordinator),
      ("Features/\(name)/\(name)Model.swift", templates.model),
      ("Features/\(name)/\(name)Plugin.swift", templates.plugin),
      ("Tests/\(name)FeatureTests/\(name)FeatureTests.swift", templates.tests),
      ("Tests/\(name)FeatureTests/\(name)NavigationSpy.swift", templates.spy),
      (
        "Tests/\(name)FeatureTests/InMemoryDependencies+\(name).swift",
        templates.testDependencies
      ),
      ("Modules/AppShell/Adapters/\(name)NavigationAdapter.swift", templates.adapter),
    ]
  }

  /// Checks everything first, then writes: a feature that exists already, or a manifest or
  /// registry that does not have the expected shape, stops it before any file is written.
  /// `format` runs on the written paths last (`swift format` in the generator).
  public func write(
    into root: URL, format: (_ paths: [String], _ root: URL) throws -> Void = Scaffold.format
  ) throws {
    let fileManager = FileManager.default
    for folder in ["Features/\(name)", "Tests/\(name)FeatureTests"]
    where fileManager.fileExists(atPath: root.appendingPathComponent(folder).path) {
      throw GeneratorError("\(folder) exists already")
    }
    let manifestURL = root.appendingPathComponent(Self.manifest)
    let registryURL = root.appendingPathComponent(Self.registry)
    let manifest = try Edits.addingFeatureName(
      name, to: try String(contentsOf: manifestURL, encoding: .utf8))
    let registry = try Edits.registering(
      name, in: try String(contentsOf: registryURL, encoding: .utf8))

    for file in files {
      let url = root.appendingPathComponent(file.path)
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
    try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
    try registry.write(to: registryURL, atomically: true, encoding: .utf8)
    try format(files.map(\.path) + edited, root)
  }

  /// Runs `swift format` on the written files, so they pass `swift format lint --strict`.
  public static func format(_ paths: [String], in root: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "format", "format", "-i"] + paths
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GeneratorError(
        "the files are written, but swift format failed (status \(process.terminationStatus))")
    }
  }
}
