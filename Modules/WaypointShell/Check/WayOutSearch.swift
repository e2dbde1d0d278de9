import Waypoint

/// `expect holds way-out` and `expect holds no-trap` in a flow: from where the flow is, a
/// search for a root (``PropertyCheck/isRoot(_:)``) by escapes alone
/// (``PropertyCheck/isEscape(_:before:after:)``), breadth first. Each state is
/// reached on a fresh app with clients in memory, by the commands the flow ran
/// (``ShellSession/history``) and the escapes: so it decides for a flow that starts from a
/// fresh launch, as `check`'s counterexamples do. `check` itself decides the same property
/// on the graph it explored.
@MainActor
struct WayOutSearch {
  /// The most states searched; past it, the property is taken to hold (undecided).
  static let limit = 200

  private let composition: ShellComposition
  private let history: [Command]
  private let key: String
  private let startsAtRoot: Bool
  private let startsOnDialog: Bool

  /// A search from where `session` is.
  init(from session: ShellSession) {
    composition = session.composition
    history = session.history
    key = StateChecker.key(of: session)
    startsAtRoot = PropertyCheck.isRoot(session.tree)
    startsOnDialog = PropertyCheck.showsDialog(session.tree)
  }

  /// Why there is no way out (with `trapsOnly`, no way out past a dialog); `nil` when there
  /// is one, or the search could not decide.
  func failure(trapsOnly: Bool) -> String? {
    if startsAtRoot { return nil }
    guard let start = replay([]), StateChecker.key(of: start) == key else {
      return nil  // Not a flow from a fresh launch: undecided.
    }
    let explorer = GraphExplorer(composition)
    var queue: [[Command]] = [[]]
    var seen: Set<String> = [key]
    var sawDialog = startsOnDialog
    var next = 0
    while next < queue.count {
      let escapes = queue[next]
      next += 1
      guard let session = next == 1 ? start : replay(escapes) else { continue }
      for move in explorer.moves(in: session) {
        guard let after = replay(escapes + [move.command]),
          PropertyCheck.isEscape(move.command, before: session.tree, after: after.tree)
        else { continue }
        if PropertyCheck.isRoot(after.tree) { return nil }
        sawDialog = sawDialog || PropertyCheck.showsDialog(after.tree)
        guard seen.insert(StateChecker.key(of: after)).inserted else { continue }
        guard seen.count <= Self.limit else { return nil }
        queue.append(escapes + [move.command])
      }
    }
    if trapsOnly && !sawDialog { return nil }
    return sawDialog
      ? "a guard keeps the user here: back, swipes, tab taps and every answer reach "
        + "\(seen.count) states, none a root"
      : "back, swipes and tab taps reach \(seen.count) states from here, none a root"
  }

  /// A fresh app on clients in memory after the flow's commands and `escapes`; `nil` when a
  /// command the flow ran no longer runs (the escape is refused, or the flow needs files).
  private func replay(_ escapes: [Command]) -> ShellSession? {
    guard let session = try? ShellSession(composition, dataDirectory: nil) else { return nil }
    for command in history {
      guard (try? session.run(command)) != nil else { return nil }
    }
    for command in escapes { _ = try? session.run(command) }
    return session
  }
}
