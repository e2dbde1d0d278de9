import Foundation

/// A line the generator looks for in a file of the app shell: new code goes right above it, at
/// its indentation. The line holds only the marker's comment; without it the generator edits
/// nothing (``GeneratorError/missingMarker(_:in:)``).
public enum Marker: String, CaseIterable, Sendable {
  /// In `AppIntent`: the cases.
  case intentCases = "// new-feature: intent cases above this line"
  /// In `AppIntent.description`: the descriptions.
  case intentDescriptions = "// new-feature: intent descriptions above this line"
  /// In `AppCoordinator`'s switch over intents: how each is carried out.
  case intentHandling = "// new-feature: intent handling above this line"
}

extension GeneratorError {
  /// `file` has no line holding `marker`.
  public static func missingMarker(_ marker: Marker, in file: String) -> GeneratorError {
    GeneratorError(
      "\(file) has no line `\(marker.rawValue)`; put it back where it belongs, "
        + "then run the generator again (nothing was written)")
  }
}

/// The edits that wire a feature in, on the text of Package.swift, the registry, and (for a
/// feature without a tab) the app's intents and the app coordinator. Each returns the edited
/// text or throws; it never edits half.
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

  /// The registry line of the feature `name`: a tab root's adapter needs the flow's context
  /// (its bar buttons lead to the tab it runs on); a plain feature's does not.
  public static func registryLine(_ name: String, tab: Bool) -> String {
    let adapter =
      tab
      ? "\(name)NavigationAdapter.init(sink:context:)" : "{ \(name)NavigationAdapter(sink: $0) }"
    return "    .init(\(name)Plugin.plugin, dependencies: { $0 }, adapter: \(adapter)),"
  }

  /// Adds `import NAMEFeature` among the imports and the registry line as the last feature.
  public static func registering(_ name: String, tab: Bool, in registry: String)
    throws(GeneratorError) -> String
  {
    var lines = registry.components(separatedBy: "\n")
    guard let open = lines.firstIndex(where: { $0.contains("all: [AppFeature] = [") }),
      let close = lines[open...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "]"
      })
    else {
      throw GeneratorError("AppFeatures.swift has no `all: [AppFeature] = [`")
    }
    guard !containsIdentifier("\(name)Plugin", in: registry) else {
      throw GeneratorError("AppFeatures.swift registers \(name) already")
    }
    lines.insert(registryLine(name, tab: tab), at: close)
    return importing("\(name)Feature", into: lines).joined(separator: "\n")
  }

  /// Adds the intent that pushes the feature's flow on a tab, `showNAME(on: TabName?)`, above
  /// ``Marker/intentCases``, and its description above ``Marker/intentDescriptions``.
  public static func addingIntent(for name: String, to source: String) throws(GeneratorError)
    -> String
  {
    let names = Names(name)
    guard !hasCase(names.intent, in: source) else {
      throw GeneratorError("\(Scaffold.intent) declares `\(names.intent)` already")
    }
    let file = Scaffold.intent
    let withCase = try inserting(
      [
        "/// Push the \(name) flow on the stack of tab `on` (the selected tab when `nil`).",
        "case \(names.intent)(on: TabName?)",
      ], above: .intentCases, in: source, file: file)
    return try inserting(
      [
        "case .\(names.intent)(let tab): \"show \(names.words)\\(tab.map { \" on \\($0)\" } ?? \"\")\""
      ], above: .intentDescriptions, in: withCase, file: file)
  }

  /// Adds how the app carries out `showNAME(on:)` above ``Marker/intentHandling``: it pushes the
  /// feature's entry on the tab's stack through the registry, as `showMyPage(on:)` does; and
  /// imports the feature.
  public static func handlingIntent(for name: String, in source: String) throws(GeneratorError)
    -> String
  {
    let names = Names(name)
    guard !hasCase(names.intent, in: source) else {
      throw GeneratorError("\(Scaffold.coordinator) handles `\(names.intent)` already")
    }
    let edited = try inserting(
      [
        "case .\(names.intent)(let tab):",
        "  try push(on: tab) { context throws(IntentRefusal) in",
        "    try registry.flow(\(name)Plugin.\(names.screen), in: context)",
        "  }",
      ], above: .intentHandling, in: source, file: Scaffold.coordinator)
    return importing("\(name)Feature", into: edited.components(separatedBy: "\n"))
      .joined(separator: "\n")
  }

  /// Inserts `lines` right above the line holding only `marker`, at its indentation.
  static func inserting(
    _ lines: [String], above marker: Marker, in source: String, file: String
  ) throws(GeneratorError) -> String {
    var all = source.components(separatedBy: "\n")
    guard
      let index = all.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == marker.rawValue
      })
    else { throw .missingMarker(marker, in: file) }
    let indentation = String(all[index].prefix { $0 == " " })
    all.insert(contentsOf: lines.map { indentation + $0 }, at: index)
    return all.joined(separator: "\n")
  }

  /// Adds `import module` among the imports, in order (after them all when it sorts last).
  static func importing(_ module: String, into lines: [String]) -> [String] {
    var lines = lines
    let imports = lines.indices.filter {
      lines[$0].hasPrefix("import ") || lines[$0].hasPrefix("public import ")
    }
    guard !imports.contains(where: { moduleName(lines[$0]) == module }) else { return lines }
    let position =
      imports.first { moduleName(lines[$0]).lowercased() > module.lowercased() }
      ?? (imports.last.map { $0 + 1 } ?? 0)
    lines.insert("import \(module)", at: position)
    return lines
  }

  /// Whether a `case` line of `source` (a declaration or a switch case) names `intent`.
  static func hasCase(_ intent: String, in source: String) -> Bool {
    source.components(separatedBy: "\n").contains { line in
      line.trimmingCharacters(in: .whitespaces).hasPrefix("case ")
        && containsIdentifier(intent, in: line)
    }
  }

  /// Whether `identifier` occurs in `text` as a whole identifier (not inside a longer one).
  static func containsIdentifier(_ identifier: String, in text: String) -> Bool {
    func isIdentifier(_ character: Character?) -> Bool {
      character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }
    var searched = text.startIndex..<text.endIndex
    while let found = text.range(of: identifier, range: searched) {
      let before =
        found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      if !isIdentifier(before) && !isIdentifier(after) { return true }
      searched = found.upperBound..<text.endIndex
    }
    return false
  }

  private static func moduleName(_ line: String) -> String {
    line.split(separator: " ").last.map(String.init) ?? ""
  }
}
