import Foundation

/// The two edits that wire a feature in, on the text of Package.swift and the registry.
public enum Edits {
  /// Adds `name` to the end of `let featureNames = [...]`.
  public static func addingFeatureName(_ name: String, to manifest: String) throws(GeneratorError)
    -> String
  {
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
  public static func registering(_ name: String, in registry: String) throws(GeneratorError)
    -> String
  {
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
