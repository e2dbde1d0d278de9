import Foundation

/// A trace page read back as a browser's tokenizer reads it, for tests that check that text
/// from outside never becomes markup.
///
/// A page made from hostile text is compared with its twin: the page made from the same text
/// with every markup character replaced by a private-use scalar of its own (``neutral(_:)``),
/// which is no markup, joins graphemes exactly as the markup character does, and occurs
/// nowhere else in the input. Whatever order the page sorts its names in, the two pages then
/// hold the same tags with the same attributes, the same texts once references are decoded
/// (and markup characters neutralised on both sides), the same data, and the same number of
/// raw markup characters: an input `<`, `>`, `"` or `'` written unescaped adds one, and an
/// input `&` written unescaped starts no reference (``bareAmpersands``).
struct PageMarkup {
  /// Every start tag as its name and attribute names (`g class id data-name`), every end tag
  /// (`/g`), every `<!…>` (`!`), and every `<` that starts no tag (`<`), in order.
  fileprivate(set) var tags: [String] = []
  /// The texts between tags and the attribute values, references decoded; the values of
  /// attributes that only place things (``geometry``) are left out.
  fileprivate(set) var texts: [String] = []
  /// The bodies of the scripts that are not JSON, as written.
  fileprivate(set) var scripts: [String] = []
  /// The bodies of the `application/json` scripts, as written.
  fileprivate(set) var data: [String] = []
  /// How many of each of `<`, `>`, `"` and `'` the page holds outside script and style bodies.
  fileprivate(set) var raw: [UInt8: Int] = [:]
  /// The `&`s outside script and style bodies that begin no reference the escaper writes.
  fileprivate(set) var bareAmpersands = 0
  /// The text of the page's `<h1>`, references decoded.
  fileprivate(set) var heading: String?

  /// Attributes whose values only place or size things: they follow the order the drawing
  /// sorts names in, which differs between a page and its twin.
  static let geometry: Set<String> = [
    "x", "y", "width", "height", "d", "cx", "cy", "r", "rx", "viewbox", "refx", "refy",
    "markerwidth", "markerheight",
  ]

  /// `text` with every markup character replaced by its private-use stand-in.
  static func neutral(_ text: String) -> String {
    guard text.utf8.contains(where: isMarkup) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out.append("\u{E000}")
      case "<": out.append("\u{E001}")
      case ">": out.append("\u{E002}")
      case "\"": out.append("\u{E003}")
      case "'": out.append("\u{E004}")
      default: out.append(scalar)
      }
    }
    return String(out)
  }

  /// Whether `byte` is a markup character.
  private static func isMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }

  /// Whether `scalar` is one of the stand-ins, which an input must not hold.
  static func isStandIn(_ scalar: Unicode.Scalar) -> Bool {
    (0xE000...0xE004).contains(scalar.value)
  }

  /// Reads `html`.
  init(_ html: String) {
    let bytes = Array(html.utf8)
    self = bytes.withUnsafeBufferPointer { buffer in
      var reader = Reader(bytes: buffer)
      reader.read()
      return reader.markup
    }
  }

  /// An empty reading, which ``Reader`` fills.
  fileprivate init() {}

  /// How `self`, the page made from hostile text, differs from `twin`, the page made from the
  /// same text neutralised: empty when every markup character of the input was escaped and
  /// the page says exactly what its twin says.
  func differences(from twin: PageMarkup) -> [String] {
    var found: [String] = []
    if bareAmpersands > 0 { found.append("an & that begins no reference") }
    if tags.sorted() != twin.tags.sorted() {
      found.append("tags: \(Self.unmatched(tags, twin.tags))")
    }
    if raw != twin.raw { found.append("raw markup characters: \(raw) against \(twin.raw)") }
    let mine = texts.map(Self.neutral).sorted()
    let theirs = twin.texts.map(Self.neutral).sorted()
    // Sorted as strings first (quick); strings equal only canonically are compared by their
    // UTF-8 sorted as bytes.
    let same =
      mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    if !same, Self.sortedBytes(mine) != Self.sortedBytes(theirs) {
      found.append("texts: \(Self.unmatched(mine, theirs))")
    }
    if scripts != twin.scripts { found.append("scripts") }
    let canonical = data.map { JSONValue.read(Data($0.utf8))?.mapped(Self.neutral).canonical }
    let twinCanonical = twin.data.map {
      JSONValue.read(Data($0.utf8))?.mapped(Self.neutral).canonical
    }
    if canonical.contains(nil) || canonical != twinCanonical { found.append("data") }
    return found
  }

  /// What `a` holds that `b` does not, and the other way round (a few of each).
  private static func unmatched(_ a: [String], _ b: [String]) -> String {
    var rest = b.map { Array($0.utf8) }
    var extra: [String] = []
    for item in a {
      if let index = rest.firstIndex(of: Array(item.utf8)) {
        rest.remove(at: index)
      } else {
        extra.append(item)
      }
    }
    let missing = rest.map { String(decoding: $0, as: UTF8.self) }
    return "extra \(extra.prefix(3).map(\.debugDescription)), "
      + "missing \(missing.prefix(3).map(\.debugDescription))"
  }

  /// `strings` as UTF-8, sorted: compared scalar for scalar, not by canonical equivalence.
  static func sortedBytes(_ strings: [String]) -> [[UInt8]] {
    strings.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
  }
}

/// The tokenizer behind ``PageMarkup``, over the page's UTF-8.
private struct Reader {
  let bytes: UnsafeBufferPointer<UInt8>
  var markup = PageMarkup()
  /// The current text, references decoded.
  var text: [UInt8] = []
  /// Where the heading's texts start in ``PageMarkup/texts`` while it is open.
  var headingStart: Int?
  /// The script and style bodies, left out of the raw counts.
  var bodies: [Range<Int>] = []

  static let references: [(written: [UInt8], character: UInt8)] = [
    (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
    (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
    (Array("&#39;".utf8), UInt8(ascii: "'")),
  ]

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func read() {
    var index = 0
    while index < bytes.count {
      let open = next(UInt8(ascii: "<"), from: index, to: bytes.count)
      appendText(index..<open)
      guard open < bytes.count else { break }
      index = tag(at: open)
    }
    flush()
    for character in ["<", ">", "\"", "'"].map({ UInt8(ascii: Unicode.Scalar($0)!) }) {
      var count = occurrences(of: character, in: 0..<bytes.count)
      for body in bodies { count -= occurrences(of: character, in: body) }
      markup.raw[character] = count
    }
  }

  /// Reads what starts at `index` (a `<`) and returns where reading goes on.
  mutating func tag(at index: Int) -> Int {
    let next = byte(at: index + 1)
    if next == UInt8(ascii: "!") {
      flush()
      markup.tags.append("!")
      if starts(at: index, with: Array("<!--".utf8)) {
        return (find(Array("-->".utf8), from: index + 4) ?? bytes.count) + 3
      }
      return self.next(UInt8(ascii: ">"), from: index, to: bytes.count) + 1
    }
    if next == UInt8(ascii: "/"), Self.isLetter(byte(at: index + 2)) {
      flush()
      var end = index + 2
      while end < bytes.count, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">") {
        end += 1
      }
      let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).lowercased()
      markup.tags.append("/" + name)
      if name == "h1", let start = headingStart {
        markup.heading = markup.texts[start...].joined()
        headingStart = nil
      }
      return self.next(UInt8(ascii: ">"), from: end, to: bytes.count) + 1
    }
    guard Self.isLetter(next) else {
      // A `<` a browser reads as text: a markup character written raw.
      flush()
      markup.tags.append("<")
      text.append(UInt8(ascii: "<"))
      return index + 1
    }
    flush()
    let (name, attributes, end) = startTag(at: index)
    markup.tags.append(([name] + attributes.map(\.name)).joined(separator: " "))
    if name == "h1" { headingStart = markup.texts.count }
    guard name == "script" || name == "style" else { return end }
    let close = find(Array("</\(name)".utf8), from: end) ?? bytes.count
    bodies.append(end..<close)
    if name == "script" {
      let body = String(decoding: bytes[end..<close], as: UTF8.self)
      if attributes.contains(where: { $0.name == "type" && $0.value == "application/json" }) {
        markup.data.append(body)
      } else {
        markup.scripts.append(body)
      }
    }
    return close
  }

  /// A start tag at `index`: its name, its attributes (values decoded) and where it ends.
  mutating func startTag(at index: Int) -> (String, [(name: String, value: String)], Int) {
    var end = index + 1
    while end < bytes.count, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"),
      bytes[end] != UInt8(ascii: "/")
    {
      end += 1
    }
    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self).lowercased()
    var attributes: [(name: String, value: String)] = []
    while end < bytes.count {
      let current = bytes[end]
      if Self.isSpace(current) || current == UInt8(ascii: "/") {
        end += 1
        continue
      }
      if current == UInt8(ascii: ">") { return (name, attributes, end + 1) }
      var stop = end
      while stop < bytes.count, !Self.isSpace(bytes[stop]), bytes[stop] != UInt8(ascii: "/"),
        bytes[stop] != UInt8(ascii: ">"), bytes[stop] != UInt8(ascii: "=")
      {
        stop += 1
      }
      let attribute = String(decoding: bytes[end..<stop], as: UTF8.self).lowercased()
      end = stop
      while end < bytes.count, Self.isSpace(bytes[end]) { end += 1 }
      var value: [UInt8] = []
      if byte(at: end) == UInt8(ascii: "=") {
        end += 1
        while end < bytes.count, Self.isSpace(bytes[end]) { end += 1 }
        let quote = byte(at: end)
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
          let close = next(quote, from: end + 1, to: bytes.count)
          value = decoded(end + 1..<close)
          end = close + 1
        } else {
          var stop = end
          while stop < bytes.count, !Self.isSpace(bytes[stop]), bytes[stop] != UInt8(ascii: ">") {
            stop += 1
          }
          value = decoded(end..<stop)
          end = stop
        }
      }
      let text = String(decoding: value, as: UTF8.self)
      attributes.append((attribute, text))
      if !PageMarkup.geometry.contains(attribute) { markup.texts.append(text) }
    }
    return (name, attributes, end)
  }

  /// Adds the bytes of `range` to the current text, references decoded.
  mutating func appendText(_ range: Range<Int>) {
    text += decoded(range)
  }

  /// The bytes of `range` with references decoded; an `&` that begins no reference the
  /// escaper writes is counted in ``PageMarkup/bareAmpersands`` and read as itself.
  mutating func decoded(_ range: Range<Int>) -> [UInt8] {
    var out: [UInt8] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let ampersand = next(UInt8(ascii: "&"), from: index, to: range.upperBound)
      out += bytes[index..<ampersand]
      guard ampersand < range.upperBound else { break }
      if let reference = Self.references.first(where: { starts(at: ampersand, with: $0.written) }) {
        out.append(reference.character)
        index = ampersand + reference.written.count
      } else {
        markup.bareAmpersands += 1
        out.append(UInt8(ascii: "&"))
        index = ampersand + 1
      }
    }
    return out
  }

  /// Ends the current text.
  mutating func flush() {
    if !text.isEmpty { markup.texts.append(String(decoding: text, as: UTF8.self)) }
    text = []
  }

  func byte(at index: Int) -> UInt8 {
    index < bytes.count ? bytes[index] : 0
  }

  /// Where `byte` next occurs in `start..<end`, or `end`.
  func next(_ byte: UInt8, from start: Int, to end: Int) -> Int {
    guard start < end, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(byte), end - start)
    else { return end }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  func occurrences(of byte: UInt8, in range: Range<Int>) -> Int {
    var count = 0
    var index = next(byte, from: range.lowerBound, to: range.upperBound)
    while index < range.upperBound {
      count += 1
      index = next(byte, from: index + 1, to: range.upperBound)
    }
    return count
  }

  func starts(at index: Int, with prefix: [UInt8]) -> Bool {
    guard index + prefix.count <= bytes.count else { return false }
    for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
    return true
  }

  /// Where `needle` (which starts with a `<` or `-`) next occurs from `start`, ASCII letters
  /// in any case.
  func find(_ needle: [UInt8], from start: Int) -> Int? {
    var index = next(needle[0], from: start, to: bytes.count)
    while index + needle.count <= bytes.count {
      var matches = true
      for offset in 1..<needle.count {
        let a = bytes[index + offset]
        let b = needle[offset]
        if a != b, !(Self.isLetter(a) && a | 0x20 == b | 0x20) {
          matches = false
          break
        }
      }
      if matches { return index }
      index = next(needle[0], from: index + 1, to: bytes.count)
    }
    return nil
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }
}
