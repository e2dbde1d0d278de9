import Foundation
import Testing
import Waypoint
import WaypointPlugins
import WaypointPluginsTesting
import WaypointSoak

/// Seeded mutations of a real saved navigation file, through the store and the app's
/// restoration: none traps, each is restored, or refused and set aside with a typed reason and
/// its bytes kept, and a refused file leaves the app where a fresh launch does.
@MainActor
@Suite struct StoreFuzzTests {
  /// Files per run: `WAYPOINT_FUZZ_COUNT` when set (10 000 for a long run), else 120.
  static var count: Int {
    ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_COUNT"].flatMap(Int.init) ?? 120
  }

  @Test func mutatedSavedFilesAreRestoredOrSetAsideWithATypedReason() throws {
    let source = SavedShop()
    defer { source.remove() }
    let original = try source.saveItem()
    let fresh = SavedNavigationFixture.shape(
      of: source.launch(restoring: false, store: nil).navigator.tree)
    var rng = SeededGenerator(seed: 29)
    var outcomes: [String: Int] = [:]
    var kinds: Set<String> = []
    for index in 0..<Self.count {
      let mutated = Self.mutate(original, &rng)
      let shop = SavedShop()
      defer { shop.remove() }
      try FileManager.default.createDirectory(at: shop.directory, withIntermediateDirectories: true)
      let store = shop.store()
      try mutated.write(to: URL(fileURLWithPath: store.path))
      let app = shop.launch(restoring: true, store: store)
      let restoration = try #require(app.restoration)
      let problems = store.problems
      let shape = SavedNavigationFixture.shape(of: app.navigator.tree)
      let label = "file \(index): \(restoration); \(problems)"
      outcomes[Self.name(of: restoration), default: 0] += 1
      #expect(problems.allSatisfy { $0.kind != .other }, "untyped: \(label)")
      // (No switch: a case the app's outcomes gain later is reported, not a build failure.)
      let refusedByApp = if case .refused = restoration { true } else { false }
      if restoration == .restored {
        #expect(problems.isEmpty, "\(label)")
      } else if restoration == .nothingSaved || refusedByApp {
        // Refused by the store (unreadable) or by the app: set aside, bytes kept, nothing of
        // it applied.
        #expect(problems.count == 1, "\(label)")
        let problem = try #require(problems.first)
        kinds.insert("\(problem.kind)")
        if refusedByApp { #expect(problem.kind == .refused, "\(label)") }
        let moved = try #require(problem.movedTo, "\(label)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == mutated, "\(label)")
        #expect(shape == fresh, "\(label)")
      } else if restoration == .nothingToRestore || restoration == .loggedOut {
        #expect(problems.isEmpty, "\(label)")
        #expect(shape == fresh, "\(label)")
      } else {
        Issue.record("an outcome no mutated file may have: \(label)")
      }
    }
    if Self.count >= 100 {
      #expect((outcomes["restored"] ?? 0) > 0, "some mutations still restore: \(outcomes)")
      #expect((outcomes["nothingSaved"] ?? 0) > Self.count / 2, "most are refused: \(outcomes)")
      #expect(kinds.count >= 4, "\(kinds)")
    }
  }

  /// The outcome's case name: `restored`, `nothingSaved`, `refused`, ...
  static func name(of outcome: RestorationOutcome) -> String {
    if case .refused = outcome { return "refused" }
    let names: [(RestorationOutcome, String)] = [
      (.restored, "restored"), (.nothingSaved, "nothingSaved"),
      (.nothingToRestore, "nothingToRestore"), (.loggedOut, "loggedOut"),
      (.interrupted, "interrupted"),
    ]
    return names.first { $0.0 == outcome }?.1 ?? "\(outcome)"
  }

  // MARK: Mutations

  /// One to three mutations of `file`: bytes flipped, cut, values of the wrong type, extreme
  /// numbers, huge strings, deep nesting, keys renamed, slices repeated, stray bytes.
  static func mutate(_ file: Data, _ rng: inout SeededGenerator) -> Data {
    var bytes = Array(file)
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let tokens = values(in: bytes)
      let token = tokens.randomElement(using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0:
        for _ in 0..<Int.random(in: 1...3, using: &rng) where !bytes.isEmpty {
          bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(
            in: 0...255, using: &rng)
        }
      case 1:
        bytes.removeLast(Int.random(in: 0...bytes.count, using: &rng))
      case 2:
        guard let number = tokens.filter({ $0.kind == .number }).randomElement(using: &rng) else {
          continue
        }
        let extremes = [
          "1e308", "-1e308", "1e400", "9223372036854775807", "9223372036854775808",
          "-9223372036854775809", "18446744073709551616", "-0", "0.5", "1e-400", "NaN",
          "99999999999999999999999999999999999999",
        ]
        bytes.replaceSubrange(
          number.range, with: Array((extremes.randomElement(using: &rng) ?? "0").utf8))
      case 3:
        guard let token else { continue }
        let wrong = ["\"x\"", "0", "true", "null", "[]", "{}", "[1,2]", "{\"a\":1}", "\"\""]
        bytes.replaceSubrange(
          token.range, with: Array((wrong.randomElement(using: &rng) ?? "0").utf8))
      case 4:
        guard let string = tokens.filter({ $0.kind == .string }).randomElement(using: &rng) else {
          continue
        }
        let piece = ["a", "\\u0000", "\\ud800", "é", "\\\"", "🙂"].randomElement(using: &rng) ?? "a"
        let huge =
          "\"" + String(repeating: piece, count: Int.random(in: 1_000...20_000, using: &rng))
          + "\""
        bytes.replaceSubrange(string.range, with: Array(huge.utf8))
      case 5:
        guard let token else { continue }
        let depth = [2, 10, 100, 600, 5_000].randomElement(using: &rng) ?? 2
        let (open, close) = Bool.random(using: &rng) ? ("[", "]") : ("{\"tree\":", "}")
        let value = Array(bytes[token.range])
        bytes.replaceSubrange(
          token.range,
          with: Array(String(repeating: open, count: depth).utf8) + value
            + Array(String(repeating: close, count: depth).utf8))
      case 6:
        guard let key = values(in: bytes, keys: true).randomElement(using: &rng) else { continue }
        let names = ["\"version\"", "\"tree\"", "\"root\"", "\"x\"", "\"\"", "\"screens\""]
        bytes.replaceSubrange(
          key.range, with: Array((names.randomElement(using: &rng) ?? "\"x\"").utf8))
      case 7:
        guard !bytes.isEmpty else { continue }
        let start = Int.random(in: 0..<bytes.count, using: &rng)
        let end = min(bytes.count, start + Int.random(in: 1...200, using: &rng))
        bytes.insert(
          contentsOf: bytes[start..<end], at: Int.random(in: 0...bytes.count, using: &rng))
      case 8:
        let stray: [[UInt8]] = [
          [0], [0xFF], [0xC3], [0xEF, 0xBB, 0xBF], [0xED, 0xA0, 0x80], Array(",".utf8),
        ]
        bytes.insert(
          contentsOf: stray.randomElement(using: &rng) ?? [0],
          at: Int.random(in: 0...bytes.count, using: &rng))
      default:
        let depth = Int.random(in: 1_000...20_000, using: &rng)
        bytes = Array(
          (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
      }
    }
    return Data(bytes)
  }

  /// A JSON token: where it is and what it is.
  struct Token {
    enum Kind { case string, number, literal }
    var kind: Kind
    var range: Range<Int>
  }

  /// The value tokens of `bytes` (strings, numbers, `true`, `false`, `null`), or with `keys`
  /// the object keys only; a rough scan that never fails on broken JSON.
  static func values(in bytes: [UInt8], keys: Bool = false) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    let numeric = byteSet("-0123456789.eE+")
    let letters = byteSet("truefalsn")
    while index < bytes.count {
      let byte = bytes[index]
      let start = index
      if byte == UInt8(ascii: "\"") {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, bytes.count)
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
        let isKey = next < bytes.count && bytes[next] == UInt8(ascii: ":")
        if isKey == keys { tokens.append(Token(kind: .string, range: start..<index)) }
        continue
      }
      if numeric[Int(byte)] || letters[Int(byte)] {
        let kind: Token.Kind = numeric[Int(byte)] ? .number : .literal
        let set = kind == .number ? numeric : letters
        while index < bytes.count, set[Int(bytes[index])] { index += 1 }
        if !keys { tokens.append(Token(kind: kind, range: start..<index)) }
        continue
      }
      index += 1
    }
    return tokens
  }

  /// Whether each byte is one of `characters`.
  static func byteSet(_ characters: String) -> [Bool] {
    var set = [Bool](repeating: false, count: 256)
    for byte in characters.utf8 { set[Int(byte)] = true }
    return set
  }
}
