import Foundation
import Waypoint

/// Writes a session as a flow script (`--record FILE`), so that what a person found by hand
/// becomes a regression test in one step.
///
/// What it writes, in order:
/// - every command that drove the app, as typed (without its comment), followed by
///   `expect screen NAME` when it changed the visible screen;
/// - a command the app rejected as `expect-fail COMMAND` (it changed nothing, and a replay
///   checks that it still refuses it);
/// - an expectation typed in the session that held, as typed; one that did not hold as a
///   comment saying what was found (a replay would fail on it);
/// - at the end, where the user ended: `expect screen`, `expect stack`, `expect tab` and
///   `expect page` where the screen shows them, and `expect modal`.
///
/// `help`, `tree`, `journal` and `quit` only print or leave, and are left out. The file is
/// rewritten after every command, whole and atomically (written aside, then renamed), so it
/// never holds half a script, even when the session ends on a signal.
///
/// Nothing it copies can end a line of the flow: every line, the header's included, passes
/// through ``written(_:)``. A comment shows any line break, control character or bidi control
/// of the text it quotes escaped (``TerminalText/escaped(_:)``: `\n`, `\u{2028}`) and is cut
/// to fit a line; a command holding one, or too long for a line, is never written:
/// ``record(_:_:failure:before:session:)`` throws ``Refusal`` and the flow stays as it was.
@MainActor
final class Recorder {
  /// Why a command cannot be written into a flow: it holds a line break, a control character
  /// or a bidi control, which would end its line or hide what it says, or it is longer than a
  /// line of a flow may be (``ScriptText/maximumLineBytes``).
  struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was refused and why, with the command escaped.
    let message: String
    var description: String { message }
  }

  /// One line of the flow, before ``written(_:)`` makes it text.
  enum Line: Hashable, Sendable {
    /// A command, written as it is, or refused.
    case command(String)
    /// A comment's text, written after `# ` with anything that could end its line escaped.
    case comment(String)
  }

  /// Where the flow is written, as the user gave it.
  let path: String
  private let file: URL
  /// The flow's lines so far, each already through ``written(_:)``.
  private var lines: [String] = []

  /// A recorder writing to `path`.
  /// - Parameters:
  ///   - path: The flow file, as the user gave it.
  ///   - link: The link the app was launched with (`--open URL`): the header says to replay
  ///     it the same way.
  ///   - dataDirectory: The data directory the session used (`--data-dir DIR`): the header
  ///     says the replay starts from a fresh app, which may start elsewhere.
  ///   - feature: The feature run alone (`--feature NAME`): the replay must run it alone too.
  ///   - header: The comments the flow starts with (their text, without `# `); by default,
  ///     how it was made.
  ///   - command: The shell's command, for the header.
  init(
    path: String, link: String? = nil, dataDirectory: String? = nil, feature: String? = nil,
    header: [String]? = nil, command: String = "waypoint-shell"
  ) {
    self.path = path
    file = URL(fileURLWithPath: path)
    let replay = "\(command) \(feature.map { "--feature \($0) " } ?? "")run \(path)"
    var comments = header ?? ["Recorded by \(command) --record. Replay: \(replay)"]
    if let link { comments.append("The app was launched with a link: replay with --open \(link)") }
    if let dataDirectory {
      comments.append(
        "Recorded with the data in \(dataDirectory); a replay starts from a fresh app, with none")
    }
    for text in comments { comment(text) }
  }

  /// Adds a comment; whatever `text` holds, it stays one line (see ``written(_:)``).
  func comment(_ text: String) {
    lines.append(Self.writtenComment(text))
  }

  /// The text of one line of the flow: the one place every line the recorder writes passes
  /// through, so that the flow reads back (``ScriptText``) as the lines it was written as.
  ///
  /// A comment's text is escaped (``TerminalText/escaped(_:)``), so a line break in it shows as
  /// `\n` instead of ending the comment, and cut to fit ``ScriptText/maximumLineBytes``. A
  /// command is written as it is when it holds nothing that ``TerminalText`` escapes but tabs,
  /// and fits the line.
  /// - Throws: ``Refusal`` for a command holding a line break, another control character or
  ///   a bidi control, or longer than a line of a flow may be.
  static func written(_ line: Line) throws(Refusal) -> String {
    switch line {
    case .comment(let text): return writtenComment(text)
    case .command(let text):
      if text.unicodeScalars.contains(where: { $0 != "\t" && TerminalText.needsEscaping($0) }) {
        let what =
          text.unicodeScalars.contains(where: TerminalText.breaksLine)
          ? "a line break" : "a control character"
        throw Refusal(
          message: "not recorded: \(shortened(TerminalText.escaped(text), to: 200)) holds "
            + "\(what), which a flow cannot hold on one line")
      }
      guard text.utf8.count <= ScriptText.maximumLineBytes else {
        throw Refusal(
          message: "not recorded: \(shortened(text, to: 200)) is \(text.utf8.count) bytes, "
            + "longer than a line of a flow may be (\(ScriptText.maximumLineBytes))")
      }
      return text
    }
  }

  /// `# TEXT`, with anything in `text` that could end the line or hide what it says escaped,
  /// cut to fit a line of a flow.
  private static func writtenComment(_ text: String) -> String {
    "# " + shortened(TerminalText.escaped(text), to: ScriptText.maximumLineBytes - 2)
  }

  /// `text` when it fits `limit` bytes of UTF-8; else its start, cut between characters, and
  /// `… (N more bytes)`, together within `limit`.
  static func shortened(_ text: String, to limit: Int) -> String {
    let length = text.utf8.count
    guard length > limit else { return text }
    // The note is at most 36 bytes: `… (` is 5, a count of at most 19 digits, ` more bytes)`
    // is 12.
    var kept = ""
    var keptBytes = 0
    for character in text {
      let size = character.utf8.count
      guard keptBytes + size <= limit - 36 else { break }
      kept.append(character)
      keptBytes += size
    }
    return kept + "… (\(length - keptBytes) more bytes)"
  }

  /// Adds `new` whole, or nothing when one of them is refused.
  private func append(_ new: [Line]) throws(Refusal) {
    var written: [String] = []
    for line in new { written.append(try Self.written(line)) }
    lines += written
  }

  /// Records one command of the session and what became of it.
  /// - Parameters:
  ///   - text: The line as typed.
  ///   - command: The parsed command.
  ///   - failure: Why it failed, or `nil` when it ran.
  ///   - before: The visible path before it ran.
  ///   - session: The session after it ran.
  /// - Throws: ``Refusal`` when a line it would write cannot be a line of a flow (see
  ///   ``written(_:)``); nothing is added then.
  func record(
    _ text: String, _ command: Command, failure: ShellFailure?, before: String,
    session: ShellSession
  ) throws(Refusal) {
    let written = Self.withoutComment(text)
    let asked = session.app.alone?.asked ?? []
    switch (command, failure) {
    case (.help, _), (.tree, _), (.journal, _), (.saveJournal, _), (.quit, _): return
    case (.expect, nil), (.expectFail, nil):
      try append([.command(written)])
    case (.expect, let failure?), (.expectFail, let failure?):
      try append([.comment("\(written): did not hold: \(failure)")])
    case (_, .rejected?) where session.path == before:
      try append([.command("expect-fail \(written)")])
    case (_, let failure?):
      try append([.comment("\(written): \(failure) (not replayable: the app changed)")])
    case (_, nil):
      var new: [Line] = [.command(written)]
      if session.path != before {
        new.append(
          .command("expect screen \(ScreenNotation.written(session.tree.visibleScreen.route))"))
      }
      // A feature run alone: what the command asked of the app.
      if asked.count > askedSeen {
        new += asked.dropFirst(askedSeen).map { .command("expect asked \($0)") }
      }
      try append(new)
    }
    askedSeen = asked.count
  }

  /// How many of the running app's asked actions the flow holds already.
  private var askedSeen = 0

  /// The flow: the commands so far, then where the user is now.
  /// - Throws: ``Refusal`` when an expectation of where the session ended cannot be a line of
  ///   a flow (a screen's name holds a line break).
  func script(endingAt session: ShellSession) throws(Refusal) -> String {
    var ending: [String] = []
    for line in Self.whereItEnds(session) { ending.append(try Self.written(.command(line))) }
    return (lines + ["", Self.writtenComment("Where the session ended")] + ending)
      .joined(separator: "\n") + "\n"
  }

  /// Writes ``script(endingAt:)`` to the file, replacing it whole.
  /// - Throws: ``Refusal``, or what the file system says when the file cannot be written.
  func save(endingAt session: ShellSession) throws {
    try Data(script(endingAt: session).utf8).write(to: file, options: .atomic)
  }

  /// The expectations that describe what `session` shows.
  static func whereItEnds(_ session: ShellSession) -> [String] {
    let tree = session.tree
    var lines = ["expect screen \(ScreenNotation.written(tree.visibleScreen.route))"]
    let stack = session.visibleStackRoutes
    if !stack.isEmpty {
      lines.append("expect stack " + stack.map(ScreenNotation.written).joined(separator: " "))
    }
    if let tabs = tree.visibleTabs ?? tree.root.tabs {
      lines.append("expect tab \(tabs.selected.name.rawValue)")
    }
    if let pages = tree.visiblePages {
      lines.append("expect page \(ShellSession.pageName(pages.current.route))")
    }
    let modal = tree.modals.isEmpty ? "none" : ScreenNotation.written(tree.visibleScreen.route)
    lines.append("expect modal \(modal)")
    return lines
  }

  /// The line without its comment and surrounding spaces.
  static func withoutComment(_ line: String) -> String {
    (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
      .trimmingWhitespace()
  }
}
