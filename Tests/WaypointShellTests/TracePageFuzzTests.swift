import Foundation
import Testing

@testable import WaypointShell

/// A seeded fuzz of the trace page: random and mutated texts (file names, tab and route names,
/// arguments, features, moves, transactions, guards, and journal JSON with text inserted in
/// its strings), mixing markup characters with combining marks, prepended concatenation
/// marks, zero-width joiners, emoji, control characters and random scalars. Every page is
/// written without a trap, shows its title as it is, and says exactly what its twin says (see
/// ``PageMarkup``): no markup character of the input is written raw.
///
/// `WAYPOINT_FUZZ_COUNT` sets how many pages (250 by default); set, the test prints one line
/// of figures.
@MainActor
@Suite struct TracePageFuzzTests {
  typealias Seeded = ScriptFuzzTests.Seeded

  /// Pieces the texts are made of, besides random scalars.
  static let pieces: [String] = [
    "&", "<", ">", "\"", "'", "&", "<", ">", "\"", "'", "\u{301}", "\u{308}", "\u{20DD}",
    "\u{600}", "\u{601}", "\u{602}", "\u{603}", "\u{604}", "\u{605}", "\u{110BD}", "\u{110CD}",
    "\u{D4E}", "\u{200D}", "👩", "👩\u{200D}💻", "🏽", "\u{FE0F}", "\u{0}", "\u{1}", "\u{8}", "\t",
    "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}",
    "\u{202E}", "</script>", "<!--", "-->", "<img src=x onerror=alert(1)>", "&lt;", "&amp;",
    "&#39;", "{{title}}", "{{data}}", "__proto__", "constructor", "\\", "\\u003c", "]]>", " ",
    "_", "a", "Article", "é", "tab ",
  ]

  /// How many pages to write.
  static var count: Int {
    ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_COUNT"].flatMap { Int($0) } ?? 250
  }

  /// A scalar from anywhere in Unicode (no surrogates: a string cannot hold one), never one of
  /// the twins' stand-ins, nor U+0338 and the two it makes with `<` and `>` (`≮` is
  /// canonically `<` U+0338, so two names a twin tells apart would be one name).
  static func scalar(_ random: inout Seeded) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0x7FF, 0x800...0xFFFF, 0x10000...0x10FFFF,
    ]
    while true {
      let value = UInt32.random(in: ranges.randomElement(using: &random)!, using: &random)
      if let scalar = Unicode.Scalar(value), !PageMarkup.isStandIn(scalar),
        ![0x338, 0x226E, 0x226F].contains(value)
      {
        return scalar
      }
    }
  }

  /// A new text, or one of `seen` mutated.
  static func text(_ random: inout Seeded, seen: [String]) -> String {
    var scalars: [Unicode.Scalar] = []
    if let base = seen.randomElement(using: &random), Bool.random(using: &random) {
      scalars = Array(base.unicodeScalars)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: 0...scalars.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          scalars.insert(contentsOf: pieces.randomElement(using: &random)!.unicodeScalars, at: at)
        case 1 where at < scalars.count: scalars.remove(at: at)
        default: scalars.insert(scalar(&random), at: at)
        }
      }
    } else {
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        if Int.random(in: 0..<3, using: &random) == 0 {
          scalars.append(scalar(&random))
        } else {
          scalars += pieces.randomElement(using: &random)!.unicodeScalars
        }
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// A random page input.
  static func input(_ random: inout Seeded, seen: inout [String]) -> TracePageInput {
    func next() -> String {
      let made = text(&random, seen: seen)
      seen.append(made)
      if seen.count > 200 { seen.removeFirst(100) }
      return made
    }
    func some(_ range: ClosedRange<Int>) -> [String] {
      (0..<Int.random(in: range, using: &random)).map { _ in next() }
    }
    var names: [String] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      var name = next()
      while names.contains(name) { name += "+" }
      names.append(name)
    }
    let tabs = names.map { name in
      (
        name,
        (0..<Int.random(in: 1...2, using: &random)).map { _ in
          TracePageInput.Shown(
            route: next(), argument: Bool.random(using: &random) ? (next(), next()) : nil)
        }
      )
    }
    return TracePageInput(
      fileName: next(), tabs: tabs, features: some(1...2), labels: some(1...2),
      texts: some(1...2), guards: some(0...2), sheet: Bool.random(using: &random) ? next() : nil)
  }

  /// `json` with a piece, escaped for JSON, inserted into one of its strings at a scalar
  /// boundary (mostly a value: a key changed makes a document the reader refuses); now and
  /// then a raw byte instead, which the reader should refuse.
  static func mutated(_ json: Data, _ random: inout Seeded) -> Data {
    var bytes = [UInt8](json)
    var values: [Int] = []
    var keys: [Int] = []
    var current: [Int] = []
    var inString = false
    var escaped = false
    for (index, byte) in bytes.enumerated() {
      if inString, !escaped, byte & 0xC0 != 0x80 { current.append(index) }
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = inString
      } else if byte == UInt8(ascii: "\"") {
        inString.toggle()
        if !inString {
          let after = bytes[(index + 1)...].first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
          if after == UInt8(ascii: ":") { keys += current } else { values += current }
          current = []
        }
      }
    }
    let places = values.isEmpty || Int.random(in: 0..<8, using: &random) == 0 ? keys : values
    guard let at = places.randomElement(using: &random) else { return json }
    if Int.random(in: 0..<8, using: &random) == 0 {
      bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
    } else {
      let piece = pieces.randomElement(using: &random)!
      bytes.insert(contentsOf: TraceJSON.string(piece).utf8.dropFirst().dropLast(), at: at)
    }
    return Data(bytes)
  }

  /// `json` with every string in it (keys and values) neutralised: the twin of a journal text.
  static func neutralised(_ json: Data) throws -> Data {
    guard let value = JSONValue.read(json) else { throw CocoaError(.coderReadCorrupt) }
    return try JSONEncoder().encode(value.mapped(PageMarkup.neutral))
  }

  /// What is wrong with `page`, made from `input` (its title `input.fileName`), against `twin`.
  static func problems(_ page: String, twin: String, input: TracePageInput) -> [String] {
    let markup = PageMarkup(page)
    var problems = markup.differences(from: PageMarkup(twin))
    func same(_ a: String?, _ b: String) -> Bool {
      a.map { Array($0.unicodeScalars) == Array(b.unicodeScalars) } ?? false
    }
    if !same(markup.heading, input.fileName) { problems.append("the heading") }
    let data = markup.data.first.flatMap { JSONValue.read(Data($0.utf8)) }
    if !same(data?["title"]?.text, input.fileName) { problems.append("the data's title") }
    for location in input.graph().locations {
      let legend = GraphText.title(of: location)
      if !markup.texts.contains(where: { same($0, legend) }) { problems.append("a legend") }
    }
    return problems
  }

  @Test func randomTextsNeverBecomeMarkupOnThePage() throws {
    var random = Seeded(state: 0x7ACE)
    var seen: [String] = []
    var written = 0
    var refused = 0
    var failed = 0
    var failures: [String] = []
    let clock = ContinuousClock()
    let start = clock.now
    for round in 0..<Self.count {
      let input = Self.input(&random, seen: &seen)
      let twinInput = input.mapped(PageMarkup.neutral)
      let page: String
      let twin: () throws -> String
      do {
        if round.isMultiple(of: 2) {
          page = try input.page()
          twin = { try twinInput.page() }
        } else {
          let json = Self.mutated(try JSONEncoder().encode(input.journal()), &random)
          page = try TracePageInput.page(
            journalText: json, fileName: input.fileName, graph: input.graph())
          twin = {
            try TracePageInput.page(
              journalText: try Self.neutralised(json), fileName: twinInput.fileName,
              graph: twinInput.graph())
          }
        }
      } catch {
        // The reader refused a journal text the mutation broke (a key, a kind's name, a raw
        // byte), as it should: nothing to write.
        refused += 1
        continue
      }
      written += 1
      let problems = Self.problems(page, twin: try twin(), input: input)
      if !problems.isEmpty {
        failed += 1
        if failures.count < 5 { failures.append("round \(round): \(problems) in \(input)") }
      }
    }
    #expect(failed == 0, "\(failures.joined(separator: "\n"))")
    #expect(written > Self.count / 2, "most inputs make a page (\(refused) refused)")
    if ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_COUNT"] != nil {
      print(
        "trace page fuzz: \(Self.count) inputs, \(written) pages, \(refused) refused, "
          + "\(failed) with markup written raw, \(clock.now - start)")
    }
  }
}
