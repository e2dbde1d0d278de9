import Foundation

/// The files of a new feature and the edits that wire it in.
struct Scaffold {
  let name: String
  let tab: Bool
  private(set) var created: [String] = []
  let edited = [Scaffold.manifest, Scaffold.registry]

  static let manifest = "Package.swift"
  static let registry = "Modules/AppShell/FeatureRegistry.swift"

  init(name: String, tab: Bool) {
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
  func write(into root: URL) throws {
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
    try format(files.map(\.path) + edited, in: root)
  }

  /// Runs `swift format` on the written files, so they pass `swift format lint --strict`.
  private func format(_ paths: [String], in root: URL) throws {
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

/// The two edits that wire a feature in, on the text of Package.swift and the registry.
enum Edits {
  /// Adds `name` to the end of `let featureNames = [...]`.
  static func addingFeatureName(_ name: String, to manifest: String) throws -> String {
    guard let start = manifest.range(of: "let featureNames = ["),
      let end = manifest.range(of: "]", range: start.upperBound..<manifest.endIndex)
    else { throw GeneratorError("Package.swift has no `let featureNames = [...]`") }
    var list = manifest[start.upperBound..<end.lowerBound].trimmingCharacters(
      in: .whitespacesAndNewlines)
    if list.hasSuffix(",") { list.removeLast() }
    guard !list.contains("\"\(name)\"") else {
      throw GeneratorError("Package.swift lists \(name) already")
    }
    return manifest.replacingCharacters(
      in: start.upperBound..<end.lowerBound, with: "\(list), \"\(name)\"")
  }

  /// Adds `import NAMEFeature` among the imports and the registry line as the last feature.
  static func registering(_ name: String, in registry: String) throws -> String {
    var lines = registry.components(separatedBy: "\n")
    guard let open = lines.firstIndex(where: { $0.contains("features: [RegisteredFeature] = [") }),
      let close = lines[open...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "]"
      })
    else {
      throw GeneratorError("FeatureRegistry.swift has no `features: [RegisteredFeature] = [`")
    }
    lines.insert(
      "    .init(\(name)Plugin.plugin, dependencies: { $0 }, adapter: \(name)NavigationAdapter.init),",
      at: close)
    let imports = lines.indices.filter {
      lines[$0].hasPrefix("import ") || lines[$0].hasPrefix("public import ")
    }
    let module = "\(name)Feature"
    let position =
      imports.first { moduleName(lines[$0]).lowercased() > module.lowercased() }
      ?? (imports.last.map { $0 + 1 } ?? 0)
    lines.insert("import \(module)", at: position)
    return lines.joined(separator: "\n")
  }

  private static func moduleName(_ line: String) -> String {
    line.split(separator: " ").last.map(String.init) ?? ""
  }
}
