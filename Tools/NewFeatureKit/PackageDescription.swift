public import Foundation

extension HostPackage {
  /// The package at `root` as `swift package describe --type json` gives it: what the
  /// generator reads when it runs without the plugin (`waypoint-new-feature`). SwiftPM loads
  /// the manifest and the package's files but plans no build, so it takes about as long
  /// whatever the number of features; the plugin waits for SwiftPM to plan the whole package
  /// first.
  /// - Throws: ``GeneratorError`` when `swift` cannot be run or does not describe the package
  ///   (its error output is quoted).
  public static func describing(packageAt root: URL) throws(GeneratorError) -> HostPackage {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "describe", "--type", "json",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw GeneratorError("cannot run `swift package describe`: \(error)")
    }
    // Read both pipes to their end before waiting, so neither fills up and blocks SwiftPM.
    let described = output.fileHandleForReading.readDataToEndOfFile()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw GeneratorError(
        "`swift package describe` could not read the package at \(root.path): "
          + String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return try read(describing: described, source: "`swift package describe --type json`")
  }

  /// Reads the JSON of `swift package describe --type json`: the package's name and its
  /// targets with their kind (`library` read as `regular`), folder, target and product
  /// dependencies, and Swift files.
  /// - Throws: ``GeneratorError`` naming `source` when it is not that JSON.
  public static func read(describing data: Data, source: String) throws(GeneratorError)
    -> HostPackage
  {
    do {
      let described = try JSONDecoder().decode(Described.self, from: data)
      return HostPackage(
        name: described.name,
        targets: described.targets.map { target in
          Target(
            name: target.name, type: target.type == "library" ? "regular" : target.type,
            path: target.path,
            dependencies: (target.targetDependencies ?? []) + (target.productDependencies ?? []),
            sources: (target.sources ?? []).filter { $0.hasSuffix(".swift") })
        })
    } catch {
      throw GeneratorError("\(source) is not a package description: \(error)")
    }
  }

  /// The parts of `swift package describe --type json` the generator reads.
  private struct Described: Decodable {
    struct Target: Decodable {
      let name: String
      let type: String
      let path: String
      let sources: [String]?
      let targetDependencies: [String]?
      let productDependencies: [String]?

      private enum CodingKeys: String, CodingKey {
        case name, type, path, sources
        case targetDependencies = "target_dependencies"
        case productDependencies = "product_dependencies"
      }
    }
    let name: String
    let targets: [Target]
  }
}
