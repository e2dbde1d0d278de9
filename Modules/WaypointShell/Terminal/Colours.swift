/// Colour for errors and messages, when a person reads them on a terminal.
///
/// Errors are red, warnings and refusals yellow, a passed flow and a held expectation green,
/// and the screen's message (the line that starts with `!`) bold. Colour is off when the
/// stream is not a terminal, or when `NO_COLOR` is set to anything but an empty string
/// (no-color.org), so files, pipes and scripts get plain text.
struct Colours: Sendable {
  /// Whether text is coloured at all.
  let enabled: Bool

  init(enabled: Bool) { self.enabled = enabled }

  /// Colour for a stream: on when it is a terminal and `NO_COLOR` is unset or empty.
  init(isTerminal: Bool, environment: [String: String]) {
    enabled = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// Text for standard output: a transcript or a drawn screen, line by line.
  func output(_ text: String) -> String {
    guard enabled else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("! ") { return paint(String(line), Self.bold) }
      if trimmed.hasPrefix("refused: ") || trimmed.hasPrefix("waiting for an answer") {
        return paint(String(line), Self.yellow)
      }
      if trimmed.hasPrefix("passed: ") || trimmed.hasPrefix("rejected as expected: ")
        || trimmed == "ok" || trimmed.contains(" flows: ")
      {
        return paint(String(line), Self.green)
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// Text for standard error: warnings yellow, everything else (errors, failures) red.
  func error(_ text: String) -> String {
    guard enabled else { return text }
    return paint(text, text.hasPrefix("warning: ") ? Self.yellow : Self.red)
  }

  private func paint(_ text: String, _ code: String) -> String {
    "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  private static let red = "31"
  private static let yellow = "33"
  private static let green = "32"
  private static let bold = "1"
}
