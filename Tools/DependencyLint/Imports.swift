import Foundation

/// One `import` line in a target's sources.
struct SourceImport: Equatable, Sendable {
  var module: String
  /// Relative to the package directory.
  var file: String
  /// 1-based.
  var line: Int
}

/// Finds `import` lines in Swift sources.
enum ImportScanner {
  private static let accessModifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private",
  ]
  private static let declarationKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// The module a line imports, or `nil` if the line is not an import. Accepts what
  /// `^\s*(@testable\s+)?(public\s+|internal\s+|package\s+)?import\s+(\w+)` matches, and also other
  /// attributes (`@preconcurrency`, `@_exported`), `private`/`fileprivate` and scoped imports
  /// (`import struct Foo.Bar` imports `Foo`).
  static func importedModule(in line: some StringProtocol) -> String? {
    var words = line.split(whereSeparator: \.isWhitespace)[...]
    while let word = words.first, word.hasPrefix("@") {
      words.removeFirst()
    }
    if let word = words.first, accessModifiers.contains(String(word)) {
      words.removeFirst()
    }
    guard words.first == "import" else { return nil }
    words.removeFirst()
    if let word = words.first, declarationKinds.contains(String(word)) {
      words.removeFirst()
    }
    guard let path = words.first else { return nil }
    let module = path.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
    return module.isEmpty ? nil : String(module)
  }

  /// The imports in one file's text, as (module, 1-based line) pairs. Lines inside multi-line
  /// string literals are skipped.
  static func imports(inSource text: String) -> [(module: String, line: Int)] {
    var result: [(module: String, line: Int)] = []
    var inMultilineString = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if !inMultilineString, let module = importedModule(in: line) {
        result.append((module, index + 1))
      }
      let delimiters = line.components(separatedBy: "\"\"\"").count - 1
      if delimiters % 2 == 1 {
        inMultilineString.toggle()
      }
    }
    return result
  }

  /// The imports in every `.swift` file of a target, in file order. Honors the target's `exclude`.
  static func imports(of target: Manifest.Target, packageDirectory: URL) throws -> [SourceImport] {
    let directory = packageDirectory.appendingPathComponent(target.directory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw LintError.missingTargetDirectory(target: target.name, directory: target.directory)
    }
    let excluded = target.exclude.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    let files =
      target.sources?.sorted()
      ?? (FileManager.default.subpaths(atPath: directory.path) ?? [])
      .filter { path in
        path.hasSuffix(".swift")
          && !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
      }
      .sorted()

    var result: [SourceImport] = []
    for file in files {
      let url = directory.appendingPathComponent(file)
      let text: String
      do {
        text = try String(contentsOf: url, encoding: .utf8)
      } catch {
        throw LintError.unreadableSource(url.path)
      }
      let path = "\(target.directory)/\(file)"
      result += imports(inSource: text).map {
        SourceImport(module: $0.module, file: path, line: $0.line)
      }
    }
    return result
  }
}
