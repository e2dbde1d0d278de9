import Foundation

/// The edits of the host's `Package.swift` that declare a new feature, made the way the
/// manifest declares the features already there:
/// - an array literal naming every feature (by target name, `"RecipesFeature"`, or by name,
///   `"Today"`: the reference app's `featureNames`, a composition root's dependencies) gets the
///   new one after the last;
/// - a call declaring a feature's target, `target("RecipesFeature", …)` or
///   `.target(name: "RecipesFeature", …)`, is copied for the new feature, and so is its test
///   target's, `"RecipesFeatureTests"`, when the host tests features.
///
/// A manifest with neither stops the generator before it writes anything.
enum ManifestEdits {
  /// A string literal of the manifest: its text and where it is.
  struct Literal {
    var value: String
    var range: Range<Int>
    /// The innermost bracket or parenthesis holding it: its opening character's offset.
    var container: Int?
  }

  /// Declares the feature `name` in `manifest`.
  /// - Parameters:
  ///   - features: The existing features' names (`Recipes`).
  ///   - tests: Whether features have test targets `<Name>FeatureTests`.
  static func declaring(
    _ name: String, features: [String], tests: Bool, in manifest: String
  ) throws(GeneratorError) -> String {
    let text = Array(manifest.utf16)
    let literals = scan(text)
    var insertions: [(offset: Int, text: String)] = []

    // Lists naming every feature.
    var listsOfNames = 0
    let elements = Dictionary(grouping: literals) { $0.container ?? -1 }
    for (opening, elements) in elements where opening >= 0 && text[opening] == 0x5B {
      for suffix in ["Feature", ""] {
        let named = elements.filter { element in
          features.contains { $0 + suffix == element.value }
        }
        guard Set(named.map(\.value)).count == features.count, let last = named.last else {
          continue
        }
        guard !elements.contains(where: { $0.value == name + suffix }) else {
          throw GeneratorError("Package.swift lists \(name + suffix) already")
        }
        insertions.append((last.range.upperBound, ", \"\(name + suffix)\""))
        if suffix.isEmpty { listsOfNames += 1 }
        break
      }
    }

    // Calls declaring a feature's target and its tests' target.
    var declared = false
    for suffix in ["Feature"] + (tests ? ["FeatureTests"] : []) {
      let declarations = literals.filter { literal in
        features.contains { literal.value == $0 + suffix } && isFirstArgument(literal, in: text)
      }
      guard let last = declarations.last, let opening = last.container,
        let closing = matching(opening, in: text)
      else { continue }
      if literals.contains(where: { $0.value == name + suffix }) {
        throw GeneratorError("Package.swift declares \(name + suffix) already")
      }
      let start = calleeStart(before: opening, in: text)
      let feature = String(last.value.dropLast(suffix.count))
      var copy = String(decoding: text[start...closing], as: UTF16.self)
      for (old, new) in [
        ("\"\(feature)FeatureTests\"", "\"\(name)FeatureTests\""),
        ("\"\(feature)Feature\"", "\"\(name)Feature\""), ("/\(feature)\"", "/\(name)\""),
        ("/\(feature)Feature\"", "/\(name)Feature\""),
        ("/\(feature)FeatureTests\"", "/\(name)FeatureTests\""),
      ] {
        copy = copy.replacingOccurrences(of: old, with: new)
      }
      var after = closing + 1
      let hasComma = after < text.count && text[after] == 0x2C
      if hasComma { after += 1 }
      insertions.append(
        (after, (hasComma ? "" : ",") + "\n" + indentation(of: start, in: text) + copy + ","))
      if suffix == "Feature" { declared = true }
    }
    guard declared || listsOfNames > 0 else {
      throw GeneratorError(
        "Package.swift: found neither the declaration of a feature's target "
          + "(`.target(name: \"\(features[0])Feature\", …)`) nor a list of every feature's "
          + "name to add \(name) to; declare \(name)Feature yourself")
    }
    var result = text
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
      result.insert(contentsOf: insertion.text.utf16, at: insertion.offset)
    }
    return String(decoding: result, as: UTF16.self)
  }

  /// The string literals of `text` (comments skipped), with their containers.
  static func scan(_ text: [UInt16]) -> [Literal] {
    var literals: [Literal] = []
    var stack: [Int] = []
    var index = 0
    while index < text.count {
      let character = text[index]
      switch character {
      case 0x2F where index + 1 < text.count && text[index + 1] == 0x2F:  // line comment
        while index < text.count && text[index] != 0x0A { index += 1 }
      case 0x2F where index + 1 < text.count && text[index + 1] == 0x2A:  // block comment
        index += 2
        while index + 1 < text.count && !(text[index] == 0x2A && text[index + 1] == 0x2F) {
          index += 1
        }
        index += 1
      case 0x22:  // a string literal, on one line
        var end = index + 1
        while end < text.count && text[end] != 0x22 && text[end] != 0x0A {
          end += text[end] == 0x5C ? 2 : 1
        }
        let value = String(decoding: text[(index + 1)..<min(end, text.count)], as: UTF16.self)
        literals.append(
          Literal(
            value: value, range: index..<(end + 1), container: stack.last))
        index = end
      case 0x28, 0x5B:
        stack.append(index)
      case 0x29, 0x5D:
        _ = stack.popLast()
      default: break
      }
      index += 1
    }
    return literals
  }

  /// Whether `literal` opens its parenthesis: `target("X"` or `.target(name: "X"`.
  static func isFirstArgument(_ literal: Literal, in text: [UInt16]) -> Bool {
    guard let opening = literal.container, text[opening] == 0x28 else { return false }
    let between = String(decoding: text[(opening + 1)..<literal.range.lowerBound], as: UTF16.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return between.isEmpty || between == "name:"
  }

  /// The closing parenthesis or bracket of the one at `opening`.
  static func matching(_ opening: Int, in text: [UInt16]) -> Int? {
    var depth = 0
    var index = opening
    var inString = false
    while index < text.count {
      let character = text[index]
      if inString {
        if character == 0x5C { index += 1 } else if character == 0x22 { inString = false }
      } else if character == 0x22 {
        inString = true
      } else if character == 0x28 || character == 0x5B {
        depth += 1
      } else if character == 0x29 || character == 0x5D {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// Where the call whose parenthesis opens at `opening` starts: `.target`, `target`.
  static func calleeStart(before opening: Int, in text: [UInt16]) -> Int {
    var start = opening
    while start > 0 {
      let previous = text[start - 1]
      let isName =
        (0x41...0x5A).contains(previous) || (0x61...0x7A).contains(previous)
        || (0x30...0x39).contains(previous) || previous == 0x5F || previous == 0x2E
      guard isName else { break }
      start -= 1
    }
    return start
  }

  /// The spaces that open the line holding `offset`.
  static func indentation(of offset: Int, in text: [UInt16]) -> String {
    var lineStart = offset
    while lineStart > 0 && text[lineStart - 1] != 0x0A { lineStart -= 1 }
    var end = lineStart
    while end < text.count && text[end] == 0x20 { end += 1 }
    return String(repeating: " ", count: end - lineStart)
  }
}
