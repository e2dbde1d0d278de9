// stub-audit: compares the UIKit and SwiftUI signature stubs with a real SDK's declarations, and
// checks that the code using the stubs guards every use of API newer than the package's minimum
// iOS with availability. Built and run by Tools/check-ios-sdk.sh (compare) and
// Tools/check-uikit-layer.sh (uses); a single file, compiled with swiftc, so that it needs no
// package target. It reads Swift declarations as text: the stubs' sources, an SDK's
// .swiftinterface files and the interface the toolchain synthesizes from UIKit's headers.

import Foundation

let usage = """
  USAGE: stub-audit compare --minimum VERSION --sdk-version VERSION
           [--signatures STUB_DIR]... [--names STUB_DIR]... SDK_INTERFACE...
         stub-audit uses --minimum VERSION --stub STUB_DIR... -- SOURCE...

  compare: every declaration of the stubs (the Swift files below each STUB_DIR) must exist in
  the SDK's interfaces with the same iOS availability; for the stubs given with --signatures,
  with the same signature too (parameter labels and types, result, effects). --names stubs are
  compared by name, labels and availability: the SwiftUI stub simplifies generic signatures on
  purpose. A declaration the stub marks as newer than the SDK's version is not compared (no
  SDK here has it). Lists every difference; exit 1 when there is one.

  uses: every use, in SOURCE files, of a stub declaration introduced after iOS VERSION must
  sit in a scope guarded by `if #available(iOS N, *)`, `guard #available(iOS N, *)` or
  `@available(iOS N, *)` with N at least its introduction. Lists every unguarded use; exit 1
  when there is one.

  Both leave out the stubs' declarations marked `internal`, `fileprivate` or `private` (with
  what they contain): they are no module's API, only what a stub needs to compile.
  """

// MARK: Versions

struct Version: Comparable, CustomStringConvertible {
  var parts: [Int]
  init?(_ text: String) {
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    self.parts = parts.map { $0! }
    while self.parts.count > 1, self.parts.last == 0 { self.parts.removeLast() }
  }
  static func < (a: Version, b: Version) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
  var description: String {
    parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".")
  }
}

// MARK: Declarations

/// The types each class or protocol inherits from, by name, as declared.
nonisolated(unsafe) var supertypes: [String: [String]] = [:]

struct Declaration {
  /// The type it is declared in (`UINavigationController`), empty at the top level.
  var container: String
  /// `func push(_:animated:)`, `var delegate`, `class UITab`, `case pageSheet`.
  var key: String
  /// Parameter and result types, effects and constraints, normalized; empty for types.
  var signature: String
  /// The iOS version it is introduced in, its container's when it states none.
  var introduced: Version?
  var unavailable: Bool
  var location: String
  /// Whether it, or the type it is declared in, is marked `internal`, `fileprivate` or
  /// `private`: no module's API. A stub's such declarations are what it needs to compile (the
  /// file it shares with the behavioural UIKit calls into them), left out of every check.
  var isHidden = false

  var name: String { container.isEmpty ? key : "\(container).\(key)" }
}

/// Removes comments, keeping line breaks.
func stripComments(_ text: String) -> String {
  var out = ""
  var chars = Array(text)[...]
  var inString = false
  while let c = chars.first {
    if !inString, c == "/", chars.dropFirst().first == "/" {
      while let d = chars.first, d != "\n" { chars.removeFirst() }
      continue
    }
    if !inString, c == "/", chars.dropFirst().first == "*" {
      chars.removeFirst(2)
      while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") {
        if chars.first == "\n" { out.append("\n") }
        chars.removeFirst()
      }
      chars = chars.dropFirst(2)
      continue
    }
    if c == "\"" { inString.toggle() }
    out.append(c)
    chars.removeFirst()
  }
  return out
}

let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
let memberKeywords: Set<String> = [
  "func", "init", "var", "let", "case", "subscript", "typealias", "associatedtype",
]
let modifiers: Set<String> = [
  "open", "public", "final", "override", "convenience", "required", "weak", "unowned",
  "nonisolated",
  "mutating", "nonmutating", "dynamic", "optional", "indirect", "lazy", "private(set)", "internal",
  "package", "fileprivate", "private", "static", "class", "consuming", "borrowing", "isolated",
]

/// Splits `text` at top-level commas (outside brackets).
func splitTopLevel(_ text: Substring, by separator: Character = ",") -> [Substring] {
  var parts: [Substring] = []
  var depth = 0
  var start = text.startIndex
  var index = text.startIndex
  while index < text.endIndex {
    let c = text[index]
    if "([<{".contains(c) { depth += 1 }
    if ")]}".contains(c) { depth -= 1 }
    if c == ">", index == text.startIndex || text[text.index(before: index)] != "-" { depth -= 1 }
    if c == separator, depth == 0 {
      parts.append(text[start..<index])
      start = text.index(after: index)
    }
    index = text.index(after: index)
  }
  parts.append(text[start..<text.endIndex])
  return parts
}

/// The type text with module qualifiers, attributes that do not change the type, and spaces
/// removed.
func normalizeType(_ text: some StringProtocol) -> String {
  var t = String(text)
  for module in [
    "Swift.", "Foundation.", "UIKit.", "SwiftUICore.", "SwiftUI.", "_Concurrency.", "ObjectiveC.",
    "CoreFoundation.", "CoreGraphics.",
  ] {
    t = t.replacingOccurrences(of: module, with: "")
  }
  for attribute in [
    "@preconcurrency", "@_implicitSelfCapture", "@_inheritActorContext", "@_Concurrency.MainActor",
  ] {
    t = t.replacingOccurrences(of: attribute, with: "")
  }
  t = t.replacingOccurrences(of: "Void", with: "()")
  t = t.filter { !$0.isWhitespace }
  t = t.replacingOccurrences(of: "@MainActor", with: "@MainActor ")
  return t
}

/// The iOS availability stated by the attributes in `text`: (introduced, unavailable).
func iOSAvailability(in text: Substring) -> (Version?, Bool) {
  var introduced: Version?
  var unavailable = false
  var rest = text
  while let range = rest.range(of: "@available(") {
    var depth = 1
    var end = range.upperBound
    while end < rest.endIndex, depth > 0 {
      if rest[end] == "(" { depth += 1 }
      if rest[end] == ")" { depth -= 1 }
      end = rest.index(after: end)
    }
    let arguments = rest[range.upperBound..<rest.index(before: end)]
    let parts = splitTopLevel(arguments).map { $0.trimmingCharacters(in: .whitespaces) }
    if parts.first == "iOS" {
      for part in parts.dropFirst() {
        if part == "unavailable" { unavailable = true }
        if part.hasPrefix("introduced:") {
          introduced = Version(
            part.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces))
        }
      }
    } else {
      for part in parts where part.hasPrefix("iOS ") {
        introduced = Version(String(part.dropFirst(4)).trimmingCharacters(in: .whitespaces))
      }
    }
    rest = rest[end...]
  }
  return (introduced, unavailable)
}

/// Reads the declarations of a Swift file (source or interface) as text.
func declarations(in text: String, file: String) -> [Declaration] {
  let chars = Array(stripComments(text))
  var result: [Declaration] = []
  struct Scope {
    var name: String?
    var introduced: Version?
    /// Whether it is the body of a type marked `internal` or private.
    var isHidden = false
  }
  var scopes: [Scope] = [Scope(name: nil, introduced: nil)]
  var statement = ""
  var line = 1
  var statementLine = 1
  var depth = 0  // () [] <>
  var index = 0

  func containerPath() -> String { scopes.compactMap(\.name).last ?? "" }
  func inherited() -> Version? { scopes.last?.introduced }

  /// Parses `statement` as a declaration (attributes, modifiers, keyword, rest), and whether it
  /// is marked `internal`, `fileprivate` or `private`.
  func parse(_ text: String) -> (
    keyword: String, rest: Substring, attributes: Substring, isHidden: Bool
  )? {
    var rest = Substring(text)
    var attributesEnd = rest.startIndex
    var isHidden = false
    while true {
      rest = rest.drop { $0.isWhitespace }
      if rest.first == "@" {
        var end = rest.index(after: rest.startIndex)
        while end < rest.endIndex,
          rest[end].isLetter || rest[end].isNumber || rest[end] == "_" || rest[end] == "."
        { end = rest.index(after: end) }
        if end < rest.endIndex, rest[end] == "(" {
          var d = 0
          repeat {
            if rest[end] == "(" { d += 1 }
            if rest[end] == ")" { d -= 1 }
            end = rest.index(after: end)
          } while end < rest.endIndex && d > 0
        }
        rest = rest[end...]
        attributesEnd = end
        continue
      }
      let word = rest.prefix { !$0.isWhitespace && $0 != "(" && $0 != "<" && $0 != ":" }
      if word == "private", rest.hasPrefix("private(set)") {
        rest = rest.dropFirst("private(set)".count)
        continue
      }
      if word == "class",
        let next = rest.dropFirst(5).drop(while: { $0.isWhitespace }).split(separator: " ").first,
        memberKeywords.contains(String(next)) || modifiers.contains(String(next))
      {
        rest = rest.dropFirst(5)
        continue
      }
      if modifiers.contains(String(word)) && word != "class" {
        rest = rest.dropFirst(word.count)
        if rest.first == "(" {  // unowned(unsafe), internal(set)
          rest = rest.drop { $0 != ")" }.dropFirst()
        } else if ["internal", "fileprivate", "private"].contains(word) {
          isHidden = true
        }
        continue
      }
      if typeKeywords.contains(String(word)) || memberKeywords.contains(String(word)) {
        return (
          String(word), rest.dropFirst(word.count), text[text.startIndex..<attributesEnd], isHidden
        )
      }
      return nil
    }
  }

  func record(_ text: String, opensScope: Bool) {
    guard let (keyword, rest, attributes, marked) = parse(text) else {
      if opensScope { scopes.append(Scope(name: nil, introduced: inherited())) }
      return
    }
    let isHidden = marked || scopes.last?.isHidden == true
    let (own, unavailable) = iOSAvailability(in: attributes)
    let introduced = own ?? inherited()
    let location = "\(file):\(statementLine)"
    if typeKeywords.contains(keyword) {
      let name = rest.trimmingCharacters(in: .whitespaces).prefix {
        !$0.isWhitespace && $0 != ":" && $0 != "<" && $0 != "{"
      }
      let path = normalizeType(name)
      if keyword != "extension" {
        let full = containerPath().isEmpty ? path : "\(containerPath()).\(path)"
        let afterName = rest.drop { $0 != ":" && $0 != "{" }
        if afterName.first == ":" {
          let inherited =
            afterName.dropFirst().prefix { $0 != "{" }.split(separator: " where ").first ?? ""
          supertypes[full, default: []] += splitTopLevel(inherited).map { normalizeType($0) }
        }
        result.append(
          Declaration(
            container: containerPath(), key: "type \(path)", signature: "", introduced: introduced,
            unavailable: unavailable, location: location, isHidden: isHidden))
        if opensScope {
          scopes.append(Scope(name: full, introduced: introduced, isHidden: isHidden))
        }
      } else if opensScope {
        scopes.append(
          Scope(name: path, introduced: own ?? inheritedFor(path), isHidden: isHidden))
      }
      return
    }
    if opensScope { scopes.append(Scope(name: nil, introduced: introduced)) }
    let body = rest.trimmingCharacters(in: .whitespaces)
    switch keyword {
    case "func", "init", "subscript":
      let name =
        keyword == "func"
        ? String(body.prefix { $0 != "(" && $0 != "<" }).trimmingCharacters(in: .whitespaces)
        : keyword
      guard let open = body.firstIndex(of: "(") else { return }
      var d = 0
      var closing: String.Index?
      for i in body[open...].indices {
        if body[i] == "(" { d += 1 }
        if body[i] == ")" { d -= 1 }
        if d == 0 {
          closing = i
          break
        }
      }
      guard let close = closing else { return }
      let parameters = body[body.index(after: open)..<close]
      var labels: [String] = []
      var types: [String] = []
      for parameter in splitTopLevel(parameters)
      where !parameter.trimmingCharacters(in: .whitespaces).isEmpty {
        let parts = splitTopLevel(parameter, by: ":")
        let names = parts[0].split(separator: " ").filter { !$0.hasPrefix("@") }
        let label = names.first.map(String.init) ?? "_"
        labels.append(keyword == "subscript" && names.count < 2 ? "_" : label)
        var type = parts.dropFirst().joined(separator: ":")
        if let equals = splitTopLevel(Substring(type), by: "=").first,
          splitTopLevel(Substring(type), by: "=").count > 1
        {
          type = String(equals)
        }
        types.append(normalizeType(type))
      }
      let after = body[body.index(after: close)...]
      let signature =
        "(" + types.joined(separator: ",") + ")"
        + normalizeType(after.replacingOccurrences(of: "{", with: ""))
      let key = "\(keyword == "func" ? "func " : "")\(name)(\(labels.map { "\($0):" }.joined()))"
      result.append(
        Declaration(
          container: containerPath(), key: key, signature: signature, introduced: introduced,
          unavailable: unavailable, location: location, isHidden: isHidden))
    case "var", "let":
      let name = body.prefix { $0 != ":" && !$0.isWhitespace }
      var type = body.drop { $0 != ":" }.dropFirst()
      if let equals = type.firstIndex(of: "=") { type = type[..<equals] }
      result.append(
        Declaration(
          container: containerPath(), key: "var \(name)", signature: normalizeType(type),
          introduced: introduced, unavailable: unavailable, location: location, isHidden: isHidden))
    case "case":
      for element in splitTopLevel(Substring(body)) {
        let name = element.trimmingCharacters(in: .whitespaces).prefix {
          $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`"
        }
        result.append(
          Declaration(
            container: containerPath(), key: "case \(name.replacingOccurrences(of: "`", with: ""))",
            signature: "", introduced: introduced, unavailable: unavailable, location: location,
            isHidden: isHidden))
      }
    default:  // typealias, associatedtype
      let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      result.append(
        Declaration(
          container: containerPath(), key: "type \(name)", signature: "", introduced: introduced,
          unavailable: unavailable, location: location, isHidden: isHidden))
    }
  }

  /// An extension's members inherit the availability of the type it extends, when known.
  func inheritedFor(_ path: String) -> Version? {
    result.last {
      $0.key == "type \(path.split(separator: ".").last ?? "")"
        && ($0.container.isEmpty
          ? $0.key.dropFirst(5) == path : "\($0.container).\($0.key.dropFirst(5))" == path)
    }?.introduced
  }

  func flush(opensScope: Bool) {
    let text = statement.trimmingCharacters(in: .whitespacesAndNewlines)
    statement = ""
    if text.isEmpty || text.hasPrefix("#") {
      if opensScope { scopes.append(Scope(name: nil, introduced: inherited())) }
      return
    }
    // Attributes alone on their lines belong to the next declaration.
    if !opensScope, parse(text) == nil, text.hasPrefix("@") {
      statement = text + " "
      return
    }
    record(text, opensScope: opensScope)
  }

  while index < chars.count {
    let c = chars[index]
    switch c {
    case "{":
      flush(opensScope: true)
      // A body of a function, an accessor or a computed property is skipped whole.
      if scopes.last?.name == nil, scopes.count > 1 {
        var d = 1
        index += 1
        while index < chars.count, d > 0 {
          if chars[index] == "{" { d += 1 }
          if chars[index] == "}" { d -= 1 }
          if chars[index] == "\n" { line += 1 }
          index += 1
        }
        scopes.removeLast()
        statementLine = line
        continue
      }
    case "}":
      flush(opensScope: false)
      if scopes.count > 1 { scopes.removeLast() }
    case "(", "[":
      depth += 1
      statement.append(c)
    case ")", "]":
      depth -= 1
      statement.append(c)
    case "\n":
      line += 1
      var next = index + 1
      while next < chars.count, chars[next] == " " || chars[next] == "\t" || chars[next] == "\n" {
        next += 1
      }
      let ahead = String(chars[next..<min(next + 6, chars.count)])
      let continues =
        depth > 0 || ahead.hasPrefix("->") || ahead.hasPrefix("where") || ahead.hasPrefix("throws")
        || ahead.hasPrefix("async") || ahead.hasPrefix(":") || ahead.hasPrefix("&")
        || ahead.hasPrefix(",")
        || ahead.hasPrefix("=") || ahead.hasPrefix("{") || statement.hasSuffix(",")
        || statement.hasSuffix(":")
        || statement.hasSuffix("->") || statement.hasSuffix("where")
      if continues {
        statement.append(" ")
      } else {
        flush(opensScope: false)
        if statement.isEmpty { statementLine = line }
      }
    default:
      statement.append(c)
    }
    index += 1
  }
  flush(opensScope: false)
  return result
}

/// Gives each declaration that states no iOS availability its container type's, wherever that
/// type is declared (an extension may come before its type, or in another module's file).
func inheritAvailability(_ all: [Declaration]) -> [Declaration] {
  var types: [String: Declaration] = [:]
  for declaration in all where declaration.key.hasPrefix("type ") {
    let name =
      declaration.container.isEmpty
      ? String(declaration.key.dropFirst(5))
      : "\(declaration.container).\(declaration.key.dropFirst(5))"
    if types[name]?.introduced == nil { types[name] = declaration }
  }
  func introduced(of type: String, depth: Int = 0) -> Version? {
    guard let declaration = types[type], depth < 8 else { return nil }
    return declaration.introduced
      ?? (declaration.container.isEmpty
        ? nil : introduced(of: declaration.container, depth: depth + 1))
  }
  return all.map { declaration in
    var declaration = declaration
    if declaration.introduced == nil, !declaration.container.isEmpty {
      declaration.introduced = introduced(of: declaration.container)
    }
    return declaration
  }
}

func swiftFiles(below directory: String) -> [String] {
  guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
  return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    .map { "\(directory)/\($0)" }
}

func read(_ path: String) -> String {
  guard let data = FileManager.default.contents(atPath: path),
    let text = String(data: data, encoding: .utf8)
  else {
    FileHandle.standardError.write(Data("stub-audit: cannot read \(path)\n".utf8))
    exit(2)
  }
  return text
}

/// Declarations a stub needs only to compile (a view's `body`), not part of what it models.
func isStubScaffolding(_ declaration: Declaration) -> Bool {
  declaration.key == "var body" || declaration.key == "type Body"
    || declaration.key == "type TabValue"
}

// MARK: Commands

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first, ["compare", "uses"].contains(command) else {
  print(usage)
  exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 2)
}
arguments.removeFirst()
var minimum: Version?
var sdkVersion: Version?
var signatureStubs: [String] = []
var nameStubs: [String] = []
var files: [String] = []
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--minimum": minimum = arguments.isEmpty ? nil : Version(arguments.removeFirst())
  case "--sdk-version": sdkVersion = arguments.isEmpty ? nil : Version(arguments.removeFirst())
  case "--signatures", "--stub":
    if !arguments.isEmpty { signatureStubs.append(arguments.removeFirst()) }
  case "--names": if !arguments.isEmpty { nameStubs.append(arguments.removeFirst()) }
  case "--":
    files += arguments
    arguments = []
  default: files.append(argument)
  }
}
guard let minimum else {
  print(usage)
  exit(2)
}

func stubDeclarations(_ directories: [String]) -> [Declaration] {
  inheritAvailability(
    directories.flatMap { directory in
      swiftFiles(below: directory).flatMap { declarations(in: read($0), file: $0) }
    }
    .filter { !isStubScaffolding($0) && !$0.isHidden })
}

/// The SDK's declarations of `stub`'s name, in its type or the nearest supertype that has it.
func inheritedLookup(_ stub: Declaration, in sdk: [String: [Declaration]]) -> [Declaration]? {
  var types = [stub.container]
  var seen: Set<String> = []
  while let type = types.first {
    types.removeFirst()
    guard seen.insert(type).inserted else { continue }
    let name = type.isEmpty ? stub.key : "\(type).\(stub.key)"
    if let found = sdk[name], !found.isEmpty { return found }
    types += supertypes[type] ?? []
  }
  return nil
}

if command == "compare" {
  guard let sdkVersion else {
    print(usage)
    exit(2)
  }
  var sdk: [String: [Declaration]] = [:]
  for declaration in inheritAvailability(files.flatMap { declarations(in: read($0), file: $0) }) {
    sdk[declaration.name, default: []].append(declaration)
  }
  var differences: [String] = []
  var compared = 0
  var newer = 0
  for (directories, withSignatures) in [(signatureStubs, true), (nameStubs, false)] {
    for stub in stubDeclarations(directories) {
      if let introduced = stub.introduced, introduced > sdkVersion {
        newer += 1
        continue
      }
      compared += 1
      guard let candidates = inheritedLookup(stub, in: sdk) else {
        // Imported from Objective-C without being declared: NSObject's init(), an option
        // set's raw value.
        if stub.key == "init()" || stub.key == "var rawValue" || stub.key == "init(rawValue:)" {
          continue
        }
        differences.append("\(stub.location): \(stub.name): not in the SDK")
        continue
      }
      let sameSignature =
        withSignatures ? candidates.filter { $0.signature == stub.signature } : candidates
      guard let match = sameSignature.first else {
        differences.append(
          "\(stub.location): \(stub.name): signature \(stub.signature); the SDK's: "
            + Set(candidates.map(\.signature)).sorted().joined(separator: " | "))
        continue
      }
      let available = sameSignature.filter { !$0.unavailable }
      guard let sdkDeclaration = available.first else {
        differences.append("\(stub.location): \(stub.name): unavailable on iOS in the SDK")
        continue
      }
      let introductions = Set(available.map { $0.introduced?.description ?? "-" })
      let stubIntroduced = stub.introduced?.description ?? "-"
      if !introductions.contains(stubIntroduced) {
        differences.append(
          "\(stub.location): \(stub.name): available from iOS \(stubIntroduced) in the stub, from iOS "
            + introductions.sorted().joined(separator: " or ")
            + " in the SDK (\(sdkDeclaration.location))")
      }
      _ = match
    }
  }
  for difference in differences { print("stub-audit: \(difference)") }
  print(
    "stub-audit: \(compared) declarations of the stubs compared with the SDK (iOS \(sdkVersion)), "
      + "\(newer) newer than it not compared: \(differences.count) difference(s)")
  exit(differences.isEmpty ? 0 : 1)
}

// uses
/// The stubs' declarations introduced after the minimum, without the members of types that
/// are: a use of those names the type too (a parameter, a variable), which is what is checked.
let stubs = stubDeclarations(signatureStubs)
let newTypes = Set(
  stubs.filter { $0.key.hasPrefix("type ") && ($0.introduced ?? minimum) > minimum }
    .map {
      $0.container.isEmpty ? String($0.key.dropFirst(5)) : "\($0.container).\($0.key.dropFirst(5))"
    })
let newer = stubs.filter {
  ($0.introduced ?? minimum) > minimum && !$0.unavailable && !newTypes.contains($0.container)
}
/// The modules the stubs stand for: only files that import one of them can use their API.
let stubModules = ["UIKit", "SwiftUI"]
/// The identifiers a use of `declaration` shows in source, all of which must appear in a line.
func tokens(of declaration: Declaration) -> [String] {
  let key = declaration.key
  if key.hasPrefix("type ") || key.hasPrefix("var ") || key.hasPrefix("case ") {
    return [String(key.split(separator: " ")[1])]
  }
  let name = key.replacingOccurrences(of: "func ", with: "")
  let base = String(name.prefix { $0 != "(" })
  let labels = name.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter {
    $0 != "_" && $0 != ")"
  }
  return base == "init"
    ? [declaration.container.split(separator: ".").last.map(String.init) ?? ""] + labels
    : [base] + labels
}
func containsIdentifier(_ line: String, _ identifier: String) -> Bool {
  var search = line[...]
  while let range = search.range(of: identifier) {
    let before =
      range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
    let after = range.upperBound == line.endIndex ? " " : line[range.upperBound]
    let isPart = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
    // `Other.Tab` names another type's member; `SwiftUI.Tab` names the stub's.
    let qualifier = line[..<range.lowerBound].reversed().drop { $0 == "." }.prefix(while: isPart)
    let qualified = before == "." && !stubModules.contains(String(qualifier.reversed()))
    if !isPart(before) && !isPart(after) && !qualified { return true }
    search = line[range.upperBound...]
  }
  return false
}
var unguarded: [String] = []
for file in files {
  let text = stripComments(read(file))
  guard stubModules.contains(where: { text.contains("import \($0)\n") }) else { continue }
  // String literals name nothing.
  let lines = text.components(separatedBy: "\n").map { line in
    line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset % 2 == 0 ? String($0.element) : "" }.joined(separator: "\"\"")
  }
  // The availability each open brace scope guarantees; a guard applies to the rest of its scope.
  var scopes: [Version] = [minimum]
  var pending: Version?
  for (number, line) in lines.enumerated() {
    let (stated, _) = iOSAvailability(
      in: Substring(line.replacingOccurrences(of: "#available(", with: "@available(")))
    let guarded = line.contains("guard #available(")
    if let stated, guarded {
      scopes[scopes.count - 1] = max(scopes[scopes.count - 1], stated)
    } else if let stated {
      pending = stated
    }
    let current = max(scopes.last ?? minimum, pending ?? minimum)
    for declaration in newer
    where tokens(of: declaration).allSatisfy({ containsIdentifier(line, $0) }) {
      guard let introduced = declaration.introduced, introduced > current else { continue }
      if line.contains("@available(iOS") || line.contains("#available(iOS") { continue }
      unguarded.append(
        "\(file):\(number + 1): \(declaration.name) (iOS \(introduced)) is used where only iOS \(current) is sure"
      )
    }
    for c in line {
      if c == "{" {
        scopes.append(max(scopes.last ?? minimum, pending ?? minimum))
        pending = nil
      } else if c == "}", scopes.count > 1 {
        scopes.removeLast()
      }
    }
  }
}
for use in unguarded { print("stub-audit: \(use)") }
print(
  "stub-audit: \(files.count) files checked for \(newer.count) stub declarations newer than iOS \(minimum): "
    + "\(unguarded.count) unguarded use(s)")
exit(unguarded.isEmpty ? 0 : 1)
