/// The one place where the bytes of a flow script become lines of text.
///
/// Rules (the same for `run FILE`, standard input and the interactive prompt):
/// - UTF-8 only; a leading byte-order mark is ignored. Invalid UTF-8 is refused with its line
///   and byte offset.
/// - Lines end with LF, CRLF or CR alike.
/// - A line is at most ``maximumLineBytes`` bytes, a script at most ``maximumScriptBytes``.
/// - Control characters other than tab are refused (and shown escaped, never raw).
enum ScriptText {
  /// The longest line accepted, in bytes.
  static let maximumLineBytes = 4096
  /// The largest script accepted, in bytes.
  static let maximumScriptBytes = 8 << 20

  /// Why bytes are not a script's text.
  struct Problem: Error, Hashable, Sendable {
    /// The 1-based line, when the problem is on one line.
    let line: Int?
    /// What is wrong, in words.
    let message: String
  }

  /// Splits `bytes` into lines, checking encoding, length and control characters.
  /// - Throws: ``Problem`` for the first line that breaks a rule.
  static func lines(_ bytes: some Collection<UInt8>) throws(Problem) -> [String] {
    var bytes = Array(bytes)
    var offset = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes.removeFirst(3)
      offset = 3
    }
    guard bytes.count <= maximumScriptBytes else {
      throw Problem(line: nil, message: "larger than \(maximumScriptBytes) bytes")
    }
    var lines: [String] = []
    var start = 0
    var index = 0
    func finish(_ end: Int) throws(Problem) {
      lines.append(
        try line(bytes[start..<end], number: lines.count + 1, fileOffset: offset + start))
    }
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        try finish(index)
        index += 1
        start = index
      case UInt8(ascii: "\r"):
        try finish(index)
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        start = index
      default:
        index += 1
      }
    }
    if start < bytes.count { try finish(bytes.count) }
    return lines
  }

  /// Checks one line (without its line ending) and decodes it.
  /// - Parameters:
  ///   - number: The line's number, for messages.
  ///   - fileOffset: The byte offset of the line's first byte in its file, for messages.
  static func line(
    _ bytes: some Collection<UInt8>, number: Int = 1, fileOffset: Int = 0
  ) throws(Problem) -> String {
    guard bytes.count <= maximumLineBytes else {
      throw Problem(
        line: number, message: "line longer than \(maximumLineBytes) bytes (\(bytes.count))")
    }
    let bytes = Array(bytes)
    if let bad = firstInvalidUTF8(bytes) {
      throw Problem(
        line: number,
        message: String(
          "not UTF-8: byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at byte offset "
            + "\(fileOffset + bad) (column \(bad + 1) of the line, counted in bytes)"))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for (column, scalar) in text.unicodeScalars.enumerated() where isControl(scalar) {
      throw Problem(
        line: number,
        message: "control character \(escaped(scalar)) at column \(column + 1); "
          + "flow lines are plain text")
    }
    return text
  }

  /// Whether a scalar is a control character a flow line may not hold (tab is allowed).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }

  /// `U+001B`: how a control character is shown.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `text` safe to print on a terminal: ``TerminalText/escaped(_:)``.
  static func printable(_ text: some StringProtocol) -> String {
    TerminalText.escaped(text)
  }

  /// The index of the first byte that does not start or continue a valid UTF-8 sequence.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F:
        index += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lowest = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        highest = 0x9F
      case 0xF0:
        length = 4
        lowest = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        highest = 0x8F
      default: return index
      }
      for position in 1..<length {
        guard index + position < bytes.count else { return index }
        let byte = bytes[index + position]
        let range = position == 1 ? lowest...highest : 0x80...0xBF
        guard range.contains(byte) else { return index + position }
      }
      index += length
    }
    return nil
  }
}
