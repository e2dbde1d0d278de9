import Testing
import Waypoint

/// A shelf name its type reads in any case (full Unicode, as a type may) and writes
/// capitalised; links read it in ASCII case only.
enum IntakeShelf: String, Codable, Hashable, Sendable, CaseIterable {
  case black = "Black"
  case café = "Café"

  init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let shelf = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: name)) }
    self = shelf
  }
}

/// Routes reached by the links of these tests.
enum IntakeRoute: TypedRoute {
  case bookmarks
  case kiosk
  case search(query: String)
  case shelf(name: IntakeShelf)
  case strictShelf(name: IntakeShelf)
  case café
  case angstrom
  case article(id: Int)
}

/// What a link may carry: schemes and hosts compare in ASCII case only, every other text as it
/// is written, and no control or invisible formatting character, written or percent-encoded.
@Suite struct LinkIntakeTests {
  static let links = LinkTable([
    LinkPattern("reading://bookmarks", example: IntakeRoute.bookmarks),
    LinkPattern("kiosk://home", example: IntakeRoute.kiosk),
    LinkPattern("reading://search/{query}", example: IntakeRoute.search(query: "a")),
    LinkPattern(
      "reading://shelf/{name}", example: IntakeRoute.shelf(name: .black), anyCase: ["name"]),
    LinkPattern("reading://strict/{name}", example: IntakeRoute.strictShelf(name: .black)),
    LinkPattern("reading://caf\u{E9}", example: IntakeRoute.café),
    LinkPattern("https://reading.example/\u{C5}", example: IntakeRoute.angstrom),
    LinkPattern("https://reading.example/articles/{id}", example: IntakeRoute.article(id: 1)),
  ])

  var links: LinkTable { Self.links }

  @Test func everyPatternIsUsable() {
    #expect(links.problems.isEmpty, "\(links.problems)")
  }

  @Test(arguments: [
    "reading://bookmarks", "READING://BOOKMARKS", "Reading://BookMarks/", "KIOSK://HOME",
    "reading://shelf/black", "reading://shelf/BLACK", "reading://strict/Black",
    "reading://caf\u{E9}", "READING://CAF\u{E9}", "https://READING.example/%C3%85",
    "reading://search/a%20b?x=%E2%82%AC#%F0%9F%99%82",
  ])
  func linksInAnyASCIICaseStillRead(_ text: String) {
    #expect(throws: Never.self) { try links.match(text) }
  }

  /// The Kelvin sign U+212A lowercases to `k` in full Unicode: it must not open Bookmarks.
  @Test func theKelvinSignIsNotAK() {
    #expect(throws: LinkError.foreignHost("boo\u{212A}marks")) {
      try links.match("reading://boo\u{212A}marks")
    }
    #expect(throws: LinkError.foreignHost("boo\u{212A}marks")) {
      try links.match("READING://BOO\u{212A}MARKS")
    }
    #expect(throws: LinkError.notALink("'\u{212A}iosk' is not a scheme")) {
      try links.match("\u{212A}iosk://home")
    }
    #expect(throws: LinkError.notALink("'readin\u{0261}' is not a scheme")) {
      try links.match("readin\u{0261}://bookmarks")
    }
  }

  /// A host or path is compared as it is written: not by canonical equivalence, as Swift's
  /// `==` on strings compares.
  @Test(arguments: [
    ("reading://cafe\u{301}", LinkError.foreignHost("cafe\u{301}")),
    ("reading://CAFE\u{301}", .foreignHost("cafe\u{301}")),
    ("reading://caf%C3%A9", .foreignHost("caf%c3%a9")),
    ("https://reading.example/\u{212B}", .unknownPath("/\u{212B}")),
    ("https://reading.example/A%CC%8A", .unknownPath("/A%CC%8A")),
  ])
  func aHostOrPathIsComparedAsWritten(_ text: String, _ expected: LinkError) {
    #expect(throws: expected) { try links.match(text) }
  }

  /// An any-case value differs in ASCII case only, and every other value is written exactly as
  /// its type writes it, scalar for scalar.
  @Test(arguments: [
    (
      "reading://shelf/blac\u{212A}",
      LinkError.malformedValue(
        "name", value: "blac\u{212A}", expected: "Black as written by IntakeRoute")
    ),
    (
      "reading://shelf/BLAC%E2%84%AA",
      .malformedValue("name", value: "BLAC\u{212A}", expected: "Black as written by IntakeRoute")
    ),
    (
      "reading://strict/Cafe%CC%81",
      .malformedValue("name", value: "Cafe\u{301}", expected: "Café as written by IntakeRoute")
    ),
  ])
  func valuesAreReadInASCIICaseOnly(_ text: String, _ expected: LinkError) {
    #expect(throws: expected) { try links.match(text) }
  }

  /// Every C1 control, written or percent-encoded, is refused with the scalar.
  @Test(arguments: Array(0x80...0x9F) as [UInt32])
  func everyC1ControlIsRefused(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(throws: LinkError.controlCharacter(scalar, in: "text")) {
      try links.match("reading://search/a" + String(Character(scalar)) + "b")
    }
    #expect(throws: LinkError.controlCharacter(scalar, in: "path")) {
      try links.match("reading://search/a" + Self.escaped(scalar) + "b")
    }
  }

  /// The other controls and invisible formatting characters, written and escaped, in every
  /// part of a link: the exact set documented on `LinkError.controlCharacter(_:in:)`.
  @Test(arguments: Self.refused)
  func everyOtherControlIsRefusedWhereverItIs(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let written = String(String.UnicodeScalarView([scalar]))
    let escaped = Self.escaped(scalar)
    for (text, part) in [
      ("reading://search/a" + written, "text"), ("reading://boo" + written + "marks", "text"),
      ("reading://search/a" + escaped, "path"), ("reading://boo" + escaped + "marks", "host"),
      ("reading://search/a?note=" + escaped, "query"),
      ("reading://search/a?" + escaped + "=1", "query"),
      ("reading://search/a#" + escaped, "fragment"),
      ("reading://search/a" + escaped + "%zz", "path"),
      ("reading://search/a%FF" + escaped, "path"),
    ] {
      #expect(throws: LinkError.controlCharacter(scalar, in: part), "\(text)") {
        try links.match(text)
      }
    }
  }

  /// Scalars beside the refused ones still read: a link may hold any other text.
  @Test(
    arguments: [
      0x20, 0x7E, 0xA0, 0xA1, 0xAC, 0xAE, 0x200A, 0x2010, 0x2027, 0x202F, 0x2065, 0x2070, 0xFEFE,
      0xFF00, 0xFFF8, 0xFFFC, 0xFE0F, 0xE0041, 0x1F642,
    ] as [UInt32])
  func neighboursOfTheRefusedScalarsRead(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let query = "a" + String(String.UnicodeScalarView([scalar]))
    #expect(
      try links.route("reading://search/a" + Self.escaped(scalar), as: IntakeRoute.self)
        == .search(query: query))
  }

  @Test func theErrorNamesTheScalarAndWhereItWas() {
    #expect(
      "\(LinkError.controlCharacter("\u{85}", in: "path"))"
        == "the link's path holds the control character U+0085, percent-encoded")
    #expect(
      "\(LinkError.controlCharacter("\u{202E}", in: "text"))"
        == "the link holds the control character U+202E")
    let pattern = LinkPattern("reading://a\u{202E}/{id}", example: IntakeRoute.article(id: 1))
    #expect(
      pattern.problem
        == .invalidPattern(
          "reading://a\u{202E}/{id}", reason: "the link holds the control character U+202E"))
  }

  /// Seeded random links built from links' parts, controls, escapes and the Kelvin sign: none
  /// traps, each is read or refused with a `LinkError`, a text with a control (written or
  /// escaped) is refused, and no link read holds a control once decoded.
  @Test(arguments: [1, 2] as [UInt64])
  func randomLinksAreReadOrRefusedAndNoneReadHoldsAControl(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var read = 0
    var refusedForControls = 0
    var kinds: Set<String> = []
    var wrong: [String] = []
    for _ in 0..<5_000 {
      let text = Self.randomLink(&rng)
      let control = Self.firstControl(inDecoded: text)
      let written = text.unicodeScalars.first(where: Self.isRefused)
      do throws(LinkError) {
        let match = try links.match(text)
        read += 1
        if control != nil
          || match.route.arguments.values.contains(where: {
            Self.firstControl(inDecoded: $0) != nil
          })
        {
          wrong.append("\(text.debugDescription) was read as \(match.route)")
        }
      } catch {
        kinds.insert(Mirror(reflecting: error).children.first?.label ?? "\(error)")
        switch error {
        case .controlCharacter(let scalar, let part):
          refusedForControls += 1
          if scalar != (part == "text" ? written : control) {
            wrong.append("\(text.debugDescription): \(error)")
          }
        case .notALink:
          // The form is checked before the parts are decoded; a written control comes first.
          if written != nil { wrong.append("\(text.debugDescription): \(error)") }
        default:
          if control != nil { wrong.append("\(text.debugDescription): \(error)") }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong, first: \(wrong.prefix(3))")
    #expect(read > 250, "some random links must read")
    #expect(refusedForControls > 1_000, "many random links hold a control")
    #expect(kinds.count > 4, "\(kinds)")
  }

  // MARK: Helpers

  /// The refused scalars other than C1, as the error's documentation lists them (the test's
  /// own copy: it checks the module's set rather than repeat it).
  static let refused: [UInt32] =
    Array(0x00...0x1F) + [0x7F, 0xAD, 0x61C, 0x180E] + Array(0x200B...0x200F)
    + Array(0x2028...0x202E) + Array(0x2060...0x2064) + Array(0x2066...0x206F)
    + [0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB]
  static let refusedSet = Set(refused)

  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    (0x80...0x9F).contains(scalar.value) || refusedSet.contains(scalar.value)
  }

  /// `scalar` percent-encoded, every byte of its UTF-8.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    String(String.UnicodeScalarView([scalar])).utf8.map {
      "%" + ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true)
    }.joined()
  }

  /// The first refused scalar of `text` as written or with every well-formed escape decoded
  /// (bytes that are not UTF-8 repaired), the whole text at once.
  static func firstControl(inDecoded text: String) -> Unicode.Scalar? {
    if let scalar = text.unicodeScalars.first(where: isRefused) { return scalar }
    let bytes = Array(text.utf8)
    var decoded: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 37, index + 2 < bytes.count, let high = hex(bytes[index + 1]),
        let low = hex(bytes[index + 2])
      {
        decoded.append(high * 16 + low)
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self).unicodeScalars.first(where: isRefused)
  }

  static func hex(_ byte: UInt8) -> UInt8? {
    let digits = Array("0123456789abcdef".utf8)
    let lower = (65...70).contains(byte) ? byte + 32 : byte
    return digits.firstIndex(of: lower).map(UInt8.init)
  }

  /// A link of the table's shape most of the time (`scheme://host/value?name=value#fragment`),
  /// its parts drawn from valid and near-valid texts, controls and escapes.
  static func randomLink(_ rng: inout SeededGenerator) -> String {
    let schemes = ["reading", "reading", "READING", "https", "\u{212A}iosk", "re\u{0430}ding", ""]
    let hosts = [
      "search", "search", "SEARCH", "shelf", "strict", "bookmarks", "boo\u{212A}marks",
      "reading.example", "caf\u{E9}", "cafe\u{301}", "boo%E2%80%8Bkmarks",
    ]
    var text = (pick(&rng, schemes) ?? "") + "://" + (pick(&rng, hosts) ?? "")
    if Int.random(in: 0..<4, using: &rng) > 0 { text += "/" + randomPiece(&rng) }
    if Int.random(in: 0..<6, using: &rng) == 0 { text += "/" + randomPiece(&rng) }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      text += "?" + randomPiece(&rng) + "=" + randomPiece(&rng)
    }
    if Int.random(in: 0..<4, using: &rng) == 0 { text += "#" + randomPiece(&rng) }
    return text
  }

  /// A value: a word, a scalar written or escaped, a stray escape, or two of them.
  static func randomPiece(_ rng: inout SeededGenerator) -> String {
    let words = [
      "a", "Black", "blac\u{212A}", "BLACK", "Caf\u{E9}", "Cafe%CC%81", "articles", "8", "%zz",
      "%", "%C2", "%FF", "%20", "\u{1F642}", "e\u{301}", "?", "&", "=", "#", "/", "{", "x=1",
    ]
    switch Int.random(in: 0..<8, using: &rng) {
    case 0, 1, 2: return pick(&rng, words) ?? ""
    case 3: return escaped(randomScalar(&rng))
    case 4: return String(String.UnicodeScalarView([randomScalar(&rng)]))
    case 5: return "%" + String(UInt8.random(in: 0...255, using: &rng), radix: 16)
    default: return randomPiece(&rng) + randomPiece(&rng)
    }
  }

  static func pick<Element>(_ rng: inout SeededGenerator, _ elements: [Element]) -> Element? {
    elements.randomElement(using: &rng)
  }

  /// A refused scalar a third of the time; else any scalar, or one of a few ordinary ones.
  static func randomScalar(_ rng: inout SeededGenerator) -> Unicode.Scalar {
    if Int.random(in: 0..<3, using: &rng) == 0 {
      let value =
        Bool.random(using: &rng)
        ? UInt32.random(in: 0x80...0x9F, using: &rng) : pick(&rng, refused) ?? 0
      return Unicode.Scalar(value) ?? "a"
    }
    if Bool.random(using: &rng) {
      return pick(&rng, Array("k\u{212A}é~-.".unicodeScalars)) ?? "a"
    }
    return Unicode.Scalar(UInt32.random(in: 0...0x10_FFFF, using: &rng)) ?? "\u{FFFD}"
  }
}
