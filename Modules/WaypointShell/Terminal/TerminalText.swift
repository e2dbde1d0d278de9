/// Text from outside — a file, a link, an argument, a screen's text — made safe to print on a
/// terminal or to copy into a flow script.
///
/// A terminal obeys the control characters it is sent: `ESC ] 0 ; … BEL` retitles the window,
/// `ESC [ 2 J` clears it, a carriage return overwrites the line, and bidi overrides show text
/// in another order than it is read. Every scalar of that kind is written as an escape, so
/// the reader sees what the text holds instead of what it does:
///
/// - C0 controls U+0000–U+001F (ESC among them) and DEL U+007F;
/// - C1 controls U+0080–U+009F (U+0085, NEXT LINE, among them);
/// - the line and paragraph separators U+2028 and U+2029;
/// - the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069.
///
/// Tab, line feed and carriage return are written `\t`, `\n`, `\r`; any other such scalar as
/// Swift writes it, `\u{1B}`. Text is read per Unicode scalar, never per `Character`: a
/// control scalar joined to its neighbour in one grapheme (`\r\n`, or ESC followed by a
/// combining mark) is still found. A backslash is kept as it is, so escaping twice changes
/// nothing: `escaped(escaped(text)) == escaped(text)`.
///
/// ```swift
/// report("error: \(TerminalText.escaped(path)): \(TerminalText.escaped(message))")
/// ```
///
/// The shell's own colour codes (``Colours``) are added after the text is escaped.
enum TerminalText {
  /// Whether `scalar` is written as an escape: a control character, a line or paragraph
  /// separator, or a bidi control.
  static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `scalar` ends a line for some reader: LF, CR, VT, FF, NEL (U+0085), and the line
  /// and paragraph separators. Every one of them is also one that ``needsEscaping(_:)``.
  static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// `text` as one line, safe to print: every scalar that ``needsEscaping(_:)`` is written as
  /// an escape, a line feed too.
  static func escaped(_ text: some StringProtocol) -> String {
    escaped(text, keepingLineFeeds: false)
  }

  /// `text` made of lines the shell itself broke, safe to print: like ``escaped(_:)``, but a
  /// line feed stays a line feed. Escape each piece from outside with ``escaped(_:)`` before
  /// joining it into such text; this is the last guard where text meets the terminal.
  static func escapedKeepingLineFeeds(_ text: some StringProtocol) -> String {
    escaped(text, keepingLineFeeds: true)
  }

  private static func escaped(_ text: some StringProtocol, keepingLineFeeds: Bool) -> String {
    guard text.unicodeScalars.contains(where: needsEscaping) else { return String(text) }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n" where keepingLineFeeds: out.unicodeScalars.append(scalar)
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where needsEscaping(scalar):
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
