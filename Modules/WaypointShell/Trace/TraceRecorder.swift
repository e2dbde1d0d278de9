import Foundation
import Waypoint

/// Builds a session's ``NavigationTrace`` as the shell runs it: the launch, then each command
/// followed by the transactions it caused (read from the running app's journal, including those
/// of an app relaunched by `restart` or `restore`), and writes it as a page.
@MainActor
package final class TraceRecorder {
  /// The trace so far.
  package private(set) var trace: NavigationTrace
  /// The app whose journal was read last (weak: a relaunched app's predecessor must be
  /// released as without a trace), and the last transaction read from it.
  private weak var app: ShellApp?
  private var lastTransaction = 0

  /// Starts the trace of `session` with its launch: the transactions the app made as it
  /// launched (its set-up, a restored tree, a link it opened).
  package init(title: String, graph: NavigationGraph?, session: ShellSession) {
    trace = NavigationTrace(title: title, graph: graph)
    trace.appendCommand("launch", tree: session.tree, focus: Self.focus(of: session))
    readJournal(of: session)
  }

  /// Records a command that ran (or failed) on `session`: the command with the tree after it,
  /// then the transactions it caused. A failure is marked at the command.
  package func record(
    _ line: String, session: ShellSession, output: String = "", failure: ShellFailure? = nil,
    location: String? = nil
  ) {
    trace.appendCommand(
      line, tree: session.tree, output: output,
      failure: failure.map { Self.failure($0, command: line, location: location) },
      focus: Self.focus(of: session), announced: failure == nil ? session.lastAnnouncements : [])
    readJournal(of: session)
  }

  /// Where VoiceOver's focus is in `session`, as the shell writes it, and its screen.
  static func focus(of session: ShellSession) -> (text: String, screen: NodeID)? {
    session.host.focus.map { (ShellSession.written($0), $0.screen) }
  }

  /// Marks a failure that happened outside a command (a link refused at launch) at the last
  /// step.
  func markFailure(expected: String, actual: String, location: String? = nil) {
    trace.markFailure(.init(expected: expected, actual: actual, location: location))
  }

  /// Whether the page follows the file as the shell rewrites it.
  var isLive: Bool {
    get { trace.isLive }
    set { trace.isLive = newValue }
  }

  /// Writes the page to `url`, beside it first and then renamed over it, so that a browser
  /// reloading it never reads half a page.
  func write(to url: URL) throws {
    try Data(trace.html().utf8).write(to: url, options: .atomic)
  }

  /// What failed, as the trace shows it: an expectation's two sides, or a refused command
  /// against why.
  static func failure(
    _ failure: ShellFailure, command: String, location: String?
  ) -> NavigationTrace.Failure {
    switch failure {
    case .expectation(let expected, let actual):
      .init(expected: expected, actual: actual, location: location)
    case .rejected(let why):
      .init(expected: "\(command) to run", actual: "refused: \(why)", location: location)
    }
  }

  /// Appends the transactions `session`'s app recorded since the last read.
  private func readJournal(of session: ShellSession) {
    let navigator = session.app.navigator
    if app !== session.app {
      app = session.app
      lastTransaction = 0
    }
    let entries =
      lastTransaction == 0
      ? navigator.journal.entries : navigator.journal.entries(after: lastTransaction)
    for transaction in entries {
      trace.append(.init(transaction))
      lastTransaction = transaction.id
    }
  }
}
