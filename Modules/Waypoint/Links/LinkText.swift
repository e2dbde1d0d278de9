/// A link text split into its parts, values still percent-encoded: `scheme://host/path?query`.
///
/// The scheme and host are lowercased in ASCII only (`A`–`Z`): any other character is kept as
/// it is, so a host with the Kelvin sign U+212A is not one with `k`, and a scheme is ASCII or no
/// scheme. The path is split at `/`; one trailing empty segment (a trailing slash) is dropped.
/// The query is split at `&` and each item at its first `=`. A fragment (`#...`) is dropped.
///
/// A text with a control or invisible formatting character (``isControl(_:)``) is no link:
/// every Unicode scalar is checked as written, and again after percent-decoding each part, so
/// an escape such as `%C2%85` (U+0085) or `%E2%80%AE` (U+202E) is refused wherever it is, even
/// in a query item or fragment no pattern reads.
struct LinkText {
  var scheme: String
  var host: String
  var path: Substring
  var segments: [Substring]
  var query: [(name: Substring, value: Substring)]

  init(_ text: String) throws(LinkError) {
    guard !text.isEmpty else { throw .notALink("the text is empty") }
    if let scalar = text.unicodeScalars.first(where: Self.isControl) {
      throw .controlCharacter(scalar, in: "text")
    }
    if text.unicodeScalars.contains(where: \.properties.isWhitespace) {
      throw .notALink("the text contains a space")
    }
    // Split at Unicode scalars, not characters: a combining mark after `/` or `?` must not
    // hide the delimiter.
    let scalars = Substring(text).unicodeScalars
    guard let colon = scalars.firstIndex(of: ":") else {
      throw .notALink("the text has no scheme")
    }
    let scheme = Substring(scalars[..<colon])
    guard Self.isScheme(scheme) else { throw .notALink("'\(scheme)' is not a scheme") }
    var rest = scalars[scalars.index(after: colon)...]
    guard rest.starts(with: "//".unicodeScalars) else {
      throw .notALink("the scheme is not followed by '//'")
    }
    rest = rest.dropFirst(2)
    var fragment = rest[rest.endIndex...]
    if let hash = rest.firstIndex(of: "#") {
      fragment = rest[rest.index(after: hash)...]
      rest = rest[..<hash]
    }
    var queryText = rest[rest.endIndex...]
    if let mark = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    self.scheme = Self.asciiLowercased(scheme.unicodeScalars)
    host = Self.asciiLowercased(rest[..<slash])
    let path = rest[slash...]
    self.path = Substring(path)
    segments = []
    if !path.isEmpty {
      segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(
        Substring.init)
      if segments.last?.isEmpty == true { segments.removeLast() }
    }
    query = queryText.split(separator: "&").map { item in
      guard let equals = item.firstIndex(of: "=") else { return (Substring(item), "") }
      return (Substring(item[..<equals]), Substring(item[item.index(after: equals)...]))
    }
    for (part, raw) in [
      ("host", rest[..<slash]), ("path", path), ("query", queryText), ("fragment", fragment),
    ] {
      if let scalar = Percent.control(inDecoded: Substring(raw)) {
        throw .controlCharacter(scalar, in: part)
      }
    }
  }

  /// Whether a link refuses `scalar`, as written or percent-encoded: the C0 controls, DEL, the
  /// C1 controls, and the invisible formatting characters that can disguise a link (line and
  /// paragraph separators, bidirectional controls, zero-width characters, the byte order
  /// mark). The set is fixed here, not read from the Unicode tables of the platform, so every
  /// platform refuses the same links; ``LinkError/controlCharacter(_:in:)`` lists it:
  ///
  /// U+0000–U+001F, U+007F–U+009F, U+00AD, U+061C, U+180E, U+200B–U+200F, U+2028–U+202E,
  /// U+2060–U+2064, U+2066–U+206F, U+FEFF, U+FFF9–U+FFFB.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0000...0x001F, 0x007F...0x009F, 0x00AD, 0x061C, 0x180E: true
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F: true
    case 0xFEFF, 0xFFF9...0xFFFB: true
    default: false
    }
  }

  /// The scalars with `A`–`Z` lowercased and every other scalar as it is: how schemes and
  /// hosts compare. (`String.lowercased()` would fold the Kelvin sign U+212A into `k`.)
  static func asciiLowercased<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> String {
    var text = String.UnicodeScalarView()
    for scalar in scalars {
      if (0x41...0x5A).contains(scalar.value), let lower = Unicode.Scalar(scalar.value + 0x20) {
        text.append(lower)
      } else {
        text.append(scalar)
      }
    }
    return String(text)
  }

  /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
  static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.utf8.first, isLetter(first) else { return false }
    return text.utf8.allSatisfy {
      isLetter($0) || (48...57).contains($0) || $0 == 43 || $0 == 45 || $0 == 46
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }
}

/// Percent-encoding of link values.
enum Percent {
  /// Decodes `%XX` escapes; the escapes must be well formed and the bytes UTF-8.
  /// - Returns: The text, or the malformed escape (or the whole value when its bytes are not
  ///   UTF-8) as the failure.
  static func decode(_ raw: Substring) -> Result<String, LinkEscapeError> {
    guard raw.utf8.contains(37) else { return .success(String(raw)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    var index = raw.utf8.startIndex
    while index < raw.utf8.endIndex {
      let byte = raw.utf8[index]
      guard byte == 37 else {
        bytes.append(byte)
        index = raw.utf8.index(after: index)
        continue
      }
      let first = raw.utf8.index(after: index)
      let second = first < raw.utf8.endIndex ? raw.utf8.index(after: first) : first
      guard second < raw.utf8.endIndex, let high = hexValue(raw.utf8[first]),
        let low = hexValue(raw.utf8[second])
      else {
        let end = second < raw.utf8.endIndex ? raw.utf8.index(after: second) : raw.utf8.endIndex
        return .failure(
          LinkEscapeError(escape: String(decoding: raw.utf8[index..<end], as: UTF8.self)))
      }
      bytes.append(high << 4 | low)
      index = raw.utf8.index(after: second)
    }
    var text = ""
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
      case .emptyInput: return .success(text)
      case .error: return .failure(LinkEscapeError(escape: String(raw)))
      }
    }
  }

  /// The first control character (``LinkText/isControl(_:)``) of `raw` once its escapes are
  /// decoded, leniently: a malformed escape stays as it is written and bytes that are not
  /// UTF-8 are skipped, so a part that ``decode(_:)`` refuses is checked too (a query item no
  /// pattern reads is never decoded strictly). `nil` when there is none.
  static func control(inDecoded raw: Substring) -> Unicode.Scalar? {
    guard raw.utf8.contains(37) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    var index = raw.utf8.startIndex
    while index < raw.utf8.endIndex {
      let byte = raw.utf8[index]
      index = raw.utf8.index(after: index)
      guard byte == 37, index < raw.utf8.endIndex,
        let high = hexValue(raw.utf8[index])
      else {
        bytes.append(byte)
        continue
      }
      let second = raw.utf8.index(after: index)
      guard second < raw.utf8.endIndex, let low = hexValue(raw.utf8[second]) else {
        bytes.append(byte)
        continue
      }
      bytes.append(high << 4 | low)
      index = raw.utf8.index(after: second)
    }
    // Decoding repairs what is not UTF-8 with U+FFFD (not a control) and goes on at the next
    // byte, so a control after a stray byte is still found.
    return String(decoding: bytes, as: UTF8.self).unicodeScalars.first(where: LinkText.isControl)
  }

  /// Encodes every byte but the unreserved `A-Z a-z 0-9 - . _ ~` as `%XX`.
  static func encode(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    let digits = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        out.append(byte)
      } else {
        out += [37, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte)
      || byte == 45 || byte == 46 || byte == 95 || byte == 126
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 48...57: byte - 48
    case 65...70: byte - 55
    case 97...102: byte - 87
    default: nil
    }
  }
}

/// A malformed percent escape, before the part it is in is known.
struct LinkEscapeError: Error {
  var escape: String
}
