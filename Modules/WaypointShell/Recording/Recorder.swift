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
@MainActor
package final class Recorder {
  /// Where the flow is written, as the user gave it.
  package let path: String
  private let file: URL
  private var lines: [String]

  /// A recorder writing to `path`.
  /// - Parameters:
  ///   - path: The flow file, as the user gave it.
  ///   - link: The link the app was launched with (`--open URL`): the header says to replay
  ///     it the same way.
  ///   - dataDirectory: The data directory the session used (`--data-dir DIR`): the header
  ///     says the replay starts from a fresh app, which may start elsewhere.
  ///   - feature: The feature run alone (`--feature NAME`): the replay must run it alone too.
  ///   - header: The comment lines the flow starts with; by default, how it was made.
  ///   - command: The shell's command, for the header.
  package init(
    path: String, link: String? = nil, dataDirectory: String? = nil, feature: String? = nil,
    header: [String]? = nil, command: String = "waypoint-shell"
  ) {
    self.path = path
    file = URL(fileURLWithPath: path)
    let replay = "\(command) \(feature.map { "--feature \($0) " } ?? "")run \(path)"
    lines = header ?? ["# Recorded by \(command) --record. Replay: \(replay)"]
    if let link { lines.append("# The app was launched with a link: replay with --open \(link)") }
    if let dataDirectory {
      lines.append(
        "# Recorded with the data in \(dataDirectory); a replay starts from a fresh app, with none")
    }
  }

  /// Adds a comment line.
  package func comment(_ text: String) {
    lines.append("# \(text)")
  }

  /// Records one command of the session and what became of it.
  /// - Parameters:
  ///   - text: The line as typed.
  ///   - command: The parsed command.
  ///   - failure: Why it failed, or `nil` when it ran.
  ///   - before: The visible path before it ran.
  ///   - session: The session after it ran.
  package func record(
    _ text: String, _ command: Command, failure: ShellFailure?, before: String,
    session: ShellSession
  ) {
    let written = Self.withoutComment(text)
    switch (command, failure) {
    case (.help, _), (.tree, _), (.journal, _), (.saveJournal, _), (.quit, _): return
    case (.expect, nil), (.expectFail, nil):
      lines.append(written)
    case (.expect, let failure?), (.expectFail, let failure?):
      lines.append("# \(written): did not hold: \(failure)")
    case (_, .rejected?) where session.path == before:
      lines.append("expect-fail \(written)")
    case (_, let failure?):
      lines.append("# \(written): \(failure) (not replayable: the app changed)")
    case (_, nil):
      lines.append(written)
      if session.path != before {
        lines.append("expect screen \(ScreenNotation.written(session.tree.visibleScreen.route))")
      }
      // A feature run alone: what the command asked of the app.
      let asked = session.app.alone?.asked ?? []
      if asked.count > askedSeen {
        lines += asked.dropFirst(askedSeen).map { "expect asked \($0)" }
      }
    }
    askedSeen = session.app.alone?.asked.count ?? 0
  }

  /// How many of the running app's asked actions the flow holds already.
  private var askedSeen = 0

  /// The flow: the commands so far, then where the user is now.
  package func script(endingAt session: ShellSession) -> String {
    (lines + ["", "# Where the session ended"] + Self.whereItEnds(session))
      .joined(separator: "\n") + "\n"
  }

  /// Writes ``script(endingAt:)`` to the file, replacing it whole.
  /// - Throws: What the file system says when the file cannot be written.
  package func save(endingAt session: ShellSession) throws {
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
