import Waypoint

/// `expect holds way-out` and `expect holds no-trap` in a flow, decided where the flow is by
/// trying escapes (``PropertyCheck/isEscape(_:before:after:)``) on fresh apps with clients
/// in memory, each brought there by the commands the flow ran (``ShellSession/history``) and
/// the escapes: so it decides for a flow that starts from a fresh launch, as `check`'s
/// counterexamples do. `check` itself decides the same properties on the graph it explored.
@MainActor
struct WayOutSearch {
  /// The most states searched; past it, the property is taken to hold (undecided).
  static let limit = 200

  private let composition: ShellComposition
  private let history: [Command]
  private let key: String
  private let tree: NavigationTree

  /// A search from where `session` is.
  init(from session: ShellSession) {
    composition = session.composition
    history = session.history
    key = StateChecker.key(of: session)
    tree = session.tree
  }

  /// `way-out`: why no chain of escapes reaches a root of this state's group
  /// (``PropertyCheck/group(of:)``), breadth first; `nil` when one does, or the search could
  /// not decide.
  func deadEnd() -> String? {
    let group = PropertyCheck.group(of: tree)
    if PropertyCheck.isRoot(tree) { return nil }
    guard let start = replay([]), StateChecker.key(of: start) == key else {
      return nil  // Not a flow from a fresh launch: undecided.
    }
    let explorer = GraphExplorer(composition)
    var queue: [[Command]] = [[]]
    var seen: Set<String> = [key]
    var next = 0
    while next < queue.count {
      let escapes = queue[next]
      next += 1
      guard let session = next == 1 ? start : replay(escapes) else { continue }
      for move in explorer.moves(in: session) {
        guard let after = replay(escapes + [move.command]),
          PropertyCheck.isEscape(move.command, before: session.tree, after: after.tree)
        else { continue }
        if PropertyCheck.isRoot(after.tree), PropertyCheck.group(of: after.tree) == group {
          return nil
        }
        guard seen.insert(StateChecker.key(of: after)).inserted else { continue }
        guard seen.count <= Self.limit else { return nil }
        queue.append(escapes + [move.command])
      }
    }
    let target = group.isEmpty ? "a root" : "the root of the \(group) tab"
    return "back, swipes, tab taps and dismissing reach \(seen.count) states from here, "
      + "none \(target)"
  }

  /// `no-trap`: on a question a guard asked about the flow's last command (the user tried to
  /// leave), why every answer keeps the user there; `nil` otherwise.
  func trap() -> String? {
    guard PropertyCheck.showsDialog(tree), let last = history.last,
      let left = replay(Array(history.dropLast()), then: []),
      !PropertyCheck.showsDialog(left.tree)
    else { return nil }
    let leftKey = StateChecker.key(of: left)
    let mark = PropertyCheck.journalMark(left)
    guard (try? left.run(last)) != nil, PropertyCheck.guardAsked(since: mark, in: left),
      StateChecker.key(of: left) == key
    else { return nil }
    guard let question = replay([]), let model = question.model else { return nil }
    for action in model.actions where action.arguments.isEmpty {
      guard let after = replay([.tap(action.name, [])]) else { continue }
      let reached = StateChecker.key(of: after)
      if reached != leftKey && reached != key { return nil }
    }
    return "every answer to the question keeps the user where they tried to leave"
  }

  /// A fresh app on clients in memory after the flow's commands and `escapes`; `nil` when a
  /// command the flow ran no longer runs (the flow needs files, or is not deterministic).
  private func replay(_ escapes: [Command]) -> ShellSession? {
    replay(history, then: escapes)
  }

  private func replay(_ commands: [Command], then escapes: [Command]) -> ShellSession? {
    guard let session = try? ShellSession(composition, dataDirectory: nil) else { return nil }
    for command in commands {
      guard (try? session.run(command)) != nil else { return nil }
    }
    for command in escapes { _ = try? session.run(command) }
    return session
  }
}
