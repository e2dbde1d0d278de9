/// A link text split into its parts, values still percent-encoded: `scheme://host/path?query`.
///
/// The scheme and host are lowercased. The path is split at `/`; one trailing empty segment
/// (a trailing slash) is dropped. The query is split at `&` and each item at its first `=`.
/// A fragment (`#...`) is dropped.
struct LinkText {
  var scheme: String
  var host: String
  var path: Substring
  var segments: [Substring]
  var query: [(name: Substring, value: Substring)]

  init(_ text: String) throws(LinkError) {
    guard !text.isEmpty else { throw .notALink("the text is empty") }
    if text.unicodeScalars.contains(where: {
      $0.value < 0x20 || $0.value == 0x7F || $0.properties.isWhitespace
    }) {
      throw .notALink("the text contains a space or a control character")
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
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var queryText = rest[rest.endIndex...]
    if let mark = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    self.scheme = scheme.lowercased()
    host = Substring(rest[..<slash]).lowercased()
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
