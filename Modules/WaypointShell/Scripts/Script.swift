/// A flow script: commands with their line numbers, parsed completely before anything runs.
///
/// A script must run at least one command that drives or checks the app; `quit` and `exit`
/// are refused in scripts (a script ends after its last line, never early with a pass);
/// `help`, `tree` and `journal` print and go on.
struct Script: Sendable {
  /// The file's name, for messages.
  let name: String
  /// The commands, with their 1-based line numbers.
  let lines: [(number: Int, text: String, command: Command)]

  /// A script that cannot run: unreadable, not text, malformed, or with nothing to run.
  struct Malformed: Error, Sendable, CustomStringConvertible {
    let file: String
    /// The 1-based line, when the problem is on one line.
    let line: Int?
    let message: String

    init(file: String, line: Int?, message: String) {
      self.file = file
      self.line = line
      self.message = message
    }

    /// `FILE:LINE: MESSAGE`, the file's path escaped (``TerminalText/escaped(_:)``).
    var description: String {
      let file = TerminalText.escaped(file)
      return line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
  }

  /// Parses a whole script from its bytes (see ``ScriptText`` for the encoding rules), with
  /// the commands and stored lists `surface` declares.
  /// - Throws: ``Malformed`` for the first line that is not a command, or when no line is.
  init(
    name: String, bytes: some Collection<UInt8>, surface: DriverSurface
  ) throws(Malformed) {
    let texts: [String]
    do {
      texts = try ScriptText.lines(bytes)
    } catch {
      throw Malformed(file: name, line: error.line, message: error.message)
    }
    self.name = name
    var lines: [(Int, String, Command)] = []
    for (index, line) in texts.enumerated() {
      let command: Command?
      do {
        command = try Command.parse(line, surface: surface)
      } catch {
        throw Malformed(file: name, line: index + 1, message: error.message)
      }
      guard let command else { continue }
      if command == .quit {
        throw Malformed(
          file: name, line: index + 1,
          message: "quit and exit leave the interactive shell; a script ends after its last line")
      }
      lines.append((index + 1, line.trimmingWhitespace(), command))
    }
    guard lines.contains(where: { Self.drivesTheApp($0.2) }) else {
      throw Malformed(
        file: name, line: nil,
        message: lines.isEmpty
          ? "no commands: the script is empty or holds only comments"
          : "no commands that drive or check the app (help, tree and journal only print)")
    }
    self.lines = lines
  }

  /// Parses a whole script from text.
  init(
    name: String, text: String, surface: DriverSurface
  ) throws(Malformed) {
    try self.init(name: name, bytes: Array(text.utf8), surface: surface)
  }

  /// Whether a command drives or checks the app (not one that only prints).
  static func drivesTheApp(_ command: Command) -> Bool {
    switch command {
    case .help, .tree, .journal, .saveJournal, .quit: false
    default: true
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
