import Foundation

/// A line the generator looks for in the composition root: new code goes right above it, at its
/// indentation. The line holds only the marker's comment. A host with none of them gets no
/// intent for a new feature (the generator says what to add); a host with some but not all
/// gets ``GeneratorError/missingMarker(_:in:)`` and nothing is written.
public enum Marker: String, CaseIterable, Sendable {
  /// In the intent type: its cases.
  case intentCases = "// new-feature: intent cases above this line"
  /// In the intent type's `description`: the descriptions.
  case intentDescriptions = "// new-feature: intent descriptions above this line"
  /// In the app's rules' `carryOut(_:in:)`: how each intent is carried out.
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

/// The edits that wire a feature into the host's composition root: the registry line, and (for
/// a feature without a tab) the app's intent that shows it and how the app coordinator carries
/// it out. Each returns the edited text or throws; it never edits half.
public enum Edits {
  /// The registry line of the feature `name`: its plugin, the app's dependencies as its own, and
  /// its adapter made for the flow's context.
  public static func registryLine(_ name: String, adapter: String) -> String {
    ".init(\(name)Plugin.plugin, dependencies: { $0 }, adapter: \(adapter).init(sink:context:)),"
  }

  /// Adds `import NAMEFeature` and the registry line after the last feature of the array
  /// literal that lists every `<Feature>Plugin.plugin` of `features`.
  public static func registering(
    _ name: String, adapter: String, features: [String], in registry: String, file: String
  ) throws(GeneratorError) -> String {
    guard !containsIdentifier("\(name)Plugin", in: registry) else {
      throw GeneratorError("\(file) registers \(name) already")
    }
    let text = Array(registry.utf16)
    var list: (opening: Int, closing: Int)?
    for (offset, character) in text.enumerated() where character == 0x5B {
      guard let closing = ManifestEdits.matching(offset, in: text) else { continue }
      let span = String(decoding: text[offset...closing], as: UTF16.self)
      guard features.allSatisfy({ containsIdentifier("\($0)Plugin", in: span) }) else {
        continue
      }
      if list.map({ closing - offset < $0.closing - $0.opening }) ?? true {
        list = (offset, closing)
      }
    }
    guard let list else {
      throw GeneratorError(
        "\(file) has no array listing every feature's plugin ("
          + features.map { "\($0)Plugin.plugin" }.joined(separator: ", ") + ")")
    }
    var last = list.closing - 1
    while last > list.opening, [0x20, 0x0A, 0x09].contains(text[last]) { last -= 1 }
    var firstLine = list.opening + 1
    while firstLine < list.closing, text[firstLine] != 0x0A { firstLine += 1 }
    let indentation = ManifestEdits.indentation(of: firstLine + 1, in: text)
    let element = registryLine(name, adapter: adapter)
    let insertion =
      text[last] == 0x2C || last == list.opening
      ? "\n" + indentation + element : ",\n" + indentation + String(element.dropLast())
    var edited = text
    edited.insert(contentsOf: insertion.utf16, at: last + 1)
    return importing(
      "\(name)Feature", into: String(decoding: edited, as: UTF16.self).components(separatedBy: "\n")
    ).joined(separator: "\n")
  }

  /// Adds the intent that pushes the feature's flow on a tab, `showNAME(on: TabName?)`, above
  /// ``Marker/intentCases``, and its description above ``Marker/intentDescriptions``.
  public static func addingIntent(for name: String, to source: String, file: String)
    throws(GeneratorError) -> String
  {
    let names = Names(name)
    guard !hasCase(names.intent, in: source) else {
      throw GeneratorError("\(file) declares `\(names.intent)` already")
    }
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
  /// feature's entry on the tab's stack through the registry; and imports the feature.
  /// `original` is the file before ``addingIntent(for:to:file:)`` edited it, when the intent
  /// type and the coordinator share it: whether it handles the intent already is read there.
  public static func handlingIntent(
    for name: String, in source: String, file: String, original: String? = nil
  ) throws(GeneratorError) -> String {
    let names = Names(name)
    guard !(original ?? source).contains("case .\(names.intent)(") else {
      throw GeneratorError("\(file) handles `\(names.intent)` already")
    }
    let edited = try inserting(
      [
        "case .\(names.intent)(let tab):",
        "  try app.push(on: tab) { context throws(IntentRefusal) in",
        "    try app.registry.flow(\(name)Plugin.\(names.screen), in: context)",
        "  }",
      ], above: .intentHandling, in: source, file: file)
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
