import Foundation
import Waypoint
import WaypointPlugins

/// `waypoint-shell check`: explores every state of the composed app that a user can reach
/// from a fresh launch, breadth first, and checks Waypoint's properties (``CheckedProperty``)
/// and the app's own (``DriverSurface/properties``) in each; every violation comes back as
/// the shortest flow script from launch that shows it.
///
/// **The moves.** From each state: the visible screen's actions (with the arguments
/// ``GraphExplorer/sampleArguments(for:on:)`` picks), back, an edge swipe finished and one
/// cancelled, a swipe-down under a modal, a tap on every tab, the next and previous page, the
/// app's commands available there (a forced sign-out, a server clearing a list), every
/// declared link opened with its example, and, under a split, both widths. A save followed by
/// a relaunch and a forced session expiry are checked in every state too, but are not moves:
/// when they hold they come back to the same state.
///
/// **The states.** Two states are the same when their trees are the same up to node identity
/// and route arguments (``StateChecker/key(of:)``: every tab, stack, page index and modal, as
/// route names), the visible screen offers the same actions with the same summaries (an
/// unsaved draft changes `close` into `close (asks first)`), and each stored list the app
/// declares is empty or not alike. Arguments are sampled, not enumerated: a screen's action is
/// tried with the arguments the app declares for automation, else the first number the screen
/// lists, else `1`; a link with the example its pattern declares.
///
/// **The bounds.** ``CheckOptions/depth`` moves from launch and ``CheckOptions/states``
/// states. A state at the depth bound is checked but not expanded; the report says how many
/// were left unexpanded, and `way-out` is not decided for them (their exits are unknown).
///
/// **The cost.** The app is kept alive: after a move, the state is restored by the move's
/// inverse when it has one (``GraphExplorer/inverse(of:before:after:)``), and a session that
/// found a new state is kept for it (up to 64), so most states are never replayed from launch.
@MainActor
package struct StateChecker {
  /// The app.
  let composition: ShellComposition
  /// The bounds.
  let options: CheckOptions
  /// Where a round trip saves the navigation before the relaunch that reads it (a session
  /// saves only then), removed at the end.
  private let directory: URL
  /// The moves and their inverses, as `graph` finds them.
  private var explorer: GraphExplorer
  /// What the run did.
  private(set) var statistics = GraphExplorer.Statistics()

  /// A checker of `composition`'s app, within `options`' bounds.
  package init(_ composition: ShellComposition, options: CheckOptions = CheckOptions()) {
    self.composition = composition
    self.options = options
    explorer = GraphExplorer(composition)
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-check-\(UUID().uuidString)", isDirectory: true)
  }

  /// One state: its key, the shortest moves from launch, and what the exits analysis needs.
  struct State {
    let key: String
    let path: [GraphExplorer.Move]
    /// The key of the state its path's last move left (`nil` for the launch).
    let parent: String?
    /// Whether it is a root a way out may end at (``PropertyCheck/isRoot(_:)``), in `group`.
    let isRoot: Bool
    /// The tab the user is in (``PropertyCheck/group(of:)``): a way out must end at its root.
    let group: String
    let showsDialog: Bool
  }

  /// The escapes found while exploring: what `way-out` and `no-trap` are decided on.
  struct Exits {
    /// The states each state's escapes reach.
    var reached: [String: Set<String>] = [:]
    /// The states the answers to each dialog reach.
    var answers: [String: Set<String>] = [:]
    /// For each dialog, the states from which a move showed it because a guard held the
    /// change to ask (the user tried to leave).
    var askedLeaving: [String: Set<String>] = [:]
    /// The states whose moves were all tried.
    var expanded: Set<String> = []
  }

  /// Runs the exploration and every check.
  /// - Throws: ``GraphExplorer/Failure`` when the app cannot launch, or a state no longer
  ///   replays the same (the app is not deterministic).
  package mutating func check() throws(GraphExplorer.Failure) -> CheckReport {
    let clock = ContinuousClock()
    let started = clock.now
    defer { try? FileManager.default.removeItem(at: directory) }
    statistics = GraphExplorer.Statistics()
    var report = CheckReport(properties: propertyNames)
    let fresh = try launch()
    let first = state(of: fresh, path: [], parent: nil)
    var queue = [first]
    var seen: [String: Int] = [first.key: 0]
    var kept: [String: ShellSession] = [first.key: fresh]
    var exits = Exits()
    let links = explorer.declaredLinks().filter { $0.problem == nil }.map(\.url)
    checkState(fresh, first, into: &report)
    var next = 0
    while next < queue.count {
      let current = queue[next]
      next += 1
      var session: ShellSession
      if let ready = kept.removeValue(forKey: current.key), Self.key(of: ready) == current.key {
        session = ready
      } else {
        session = try reach(current)
      }
      var dirty = false
      defer {
        // The checks that leave the state: last, on a session at it (the app is not kept).
        // The expiry first: the app that restored saves on every change.
        if dirty, let again = try? reach(current) { session = again }
        checkExpiry(session, current, into: &report)
        if Self.key(of: session) != current.key, let again = try? reach(current) {
          session = again
        }
        if Self.key(of: session) == current.key {
          forgetSaves()
          checkRestore(session, current, into: &report)
        }
      }
      guard current.path.count < options.depth else { continue }
      exits.expanded.insert(current.key)
      for move in moves(in: session, links: links) {
        if dirty { session = try reach(current) }
        statistics.moves += 1
        statistics.commands += 1
        let before = GraphExplorer.Snapshot(session)
        let mark = PropertyCheck.journalMark(session)
        let outcome = run(move, on: session)
        let key = Self.key(of: session)
        let after = session.tree
        // A tap or an app command that ran and changed nothing shown, or a link held for
        // later, changed what no key shows: the session is replayed before the next move.
        dirty = after != before.tree || key != current.key || outcome.mayHideAChange
        report.transitions += 1
        check(transitionTo: session, by: move, from: current, outcome: outcome, into: &report)
        guard dirty else { continue }
        if PropertyCheck.isEscape(move.command, before: before.tree, after: session.tree) {
          exits.reached[current.key, default: []].insert(key)
          if current.showsDialog { exits.answers[current.key, default: []].insert(key) }
        }
        if !current.showsDialog, PropertyCheck.showsDialog(session.tree),
          PropertyCheck.guardAsked(since: mark, in: session)
        {
          exits.askedLeaving[key, default: []].insert(current.key)
        }
        var isNew = false
        if seen[key] == nil {
          if seen.count < options.states {
            let reached = state(of: session, path: current.path + [move], parent: current.key)
            seen[key] = queue.count
            queue.append(reached)
            checkState(session, reached, into: &report)
            isNew = true
          } else {
            report.truncated = true
          }
        }
        if let inverse = undo(move, on: session, before: before, after: after, current) {
          dirty = false
          // What the inverse took away must be released too.
          if let why = PropertyCheck.released(session) {
            report.add(
              CheckedProperty.released.rawValue, why,
              current.path.map(\.text) + [move.text, inverse.flowLine, "expect released"])
          }
        } else if isNew, kept.count < Self.keptSessions, Self.key(of: session) == key {
          // No inverse, or one that was refused: the session is still at the new state, by
          // the new state's own path, and is kept for it. (A session that reached a known
          // state by another path is not: it may differ where the key does not look.)
          kept[key] = session
        } else if redo(current, on: session, before: before) {
          dirty = false
        }
      }
    }
    statistics.states = seen.count
    report.states = seen.count
    report.unexpanded = seen.count - exits.expanded.count
    checkWayOut(queue, exits: exits, into: &report)
    report.statistics = statistics
    report.duration = clock.now - started
    return report
  }

  /// The properties checked: Waypoint's, then the app's.
  var propertyNames: [String] {
    CheckedProperty.allCases.filter { $0 != .expiry || composition.surface.expiry != nil }
      .map(\.rawValue) + composition.surface.properties.map(\.name)
  }

  // MARK: States

  /// The key `check` tells states apart by (see ``StateChecker``).
  static func key(of session: ShellSession) -> String {
    let actions = (session.model?.actions ?? []).map { "\($0.usage): \($0.summary)" }
    return GraphState.kinds(of: session.tree) + " | " + actions.joined(separator: "; ") + " | "
      + GraphState.lists(of: session)
  }

  private func state(
    of session: ShellSession, path: [GraphExplorer.Move], parent: String?
  ) -> State {
    State(
      key: Self.key(of: session), path: path, parent: parent,
      isRoot: PropertyCheck.isRoot(session.tree),
      group: PropertyCheck.group(of: session.tree),
      showsDialog: PropertyCheck.showsDialog(session.tree))
  }

  // MARK: Moves

  /// What the user (and the world) can do in `session`: `graph`'s moves, a cancelled edge
  /// swipe, every link, and both widths under a split.
  private func moves(in session: ShellSession, links: [String]) -> [GraphExplorer.Move] {
    // Links and widths first, `graph`'s moves last: they end with tab taps, which the tab
    // left undoes, so the session is usually still at the state for the round trips.
    var moves = links.map { GraphExplorer.Move(command: .open($0), text: "open \($0)") }
    if session.tree.visibleSplit != nil {
      for width in WidthClass.allCases {
        moves.append(.init(command: .resize(width), text: "resize \(width.rawValue)"))
      }
    }
    moves.append(.init(command: .edgeSwipe(completed: false), text: "edge-swipe cancel"))
    return moves + explorer.moves(in: session)
  }

  /// What running a move gave: refused (nothing changed, by the shell's rules), or, for a
  /// link, the app's outcome.
  enum Outcome {
    case ran(Command)
    case refused
    case link(LinkOutcome)

    /// Whether the move may have changed the app where neither the tree nor the key shows
    /// it: an action or an app command that ran (what it changed may be all hidden), or a
    /// link held for later.
    var mayHideAChange: Bool {
      switch self {
      case .ran(.tap), .ran(.app), .link(.held): true
      case .ran, .refused, .link: false
      }
    }
  }

  private mutating func run(_ move: GraphExplorer.Move, on session: ShellSession) -> Outcome {
    if case .open(let url) = move.command { return .link(session.app.open(url)) }
    do {
      try session.run(move.command)
      return .ran(move.command)
    } catch {
      return .refused
    }
  }

  /// The most sessions kept for states waiting in the queue (each is a whole app).
  static let keptSessions = 128

  /// Brings `session`, which a move took from `state` back to the state `state` was reached
  /// from (back, a swipe-down, a cancel), to `state` again by its path's last move
  /// (``GraphExplorer/redoes(_:on:from:to:before:key:)``, with this checker's key).
  private mutating func redo(
    _ state: State, on session: ShellSession, before: GraphExplorer.Snapshot
  ) -> Bool {
    guard let last = state.path.last, let parent = state.parent else { return false }
    statistics.commands += 1
    guard
      GraphExplorer.redoes(
        last, on: session, from: parent, to: state.key, before: before, key: Self.key)
    else { return false }
    statistics.redos += 1
    return true
  }

  /// Brings `session` back to `state` by the move's inverse
  /// (``GraphExplorer/inverse(of:before:after:)``), kept only when the tree is as before,
  /// node IDs included, the stored lists hold what they held (the key sees only whether each
  /// is empty), and the key is the state's.
  /// - Returns: The inverse that restored the state; `nil` means `session` must be replaced.
  private mutating func undo(
    _ move: GraphExplorer.Move, on session: ShellSession, before: GraphExplorer.Snapshot,
    after: NavigationTree, _ state: State
  ) -> Command? {
    guard
      let inverse = GraphExplorer.inverse(of: move.command, before: before.tree, after: after)
    else { return nil }
    statistics.commands += 1
    guard (try? session.run(inverse)) != nil, session.tree == before.tree,
      Self.key(of: session) == state.key,
      session.surface.lists.map({ $0.read(session.app) }) == before.lists
    else { return nil }
    statistics.undos += 1
    return inverse
  }

  // MARK: Launching and replaying

  private mutating func launch() throws(GraphExplorer.Failure) -> ShellSession {
    do {
      return try ShellSession(composition, dataDirectory: nil, navigationDirectory: directory)
    } catch {
      throw GraphExplorer.Failure(message: "the app cannot launch: \(error)")
    }
  }

  /// Empties the directory the round trips save to, so that a relaunch reads only what the
  /// session at hand saved.
  private func forgetSaves() {
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// A fresh app brought to `state` by its path.
  private mutating func reach(_ state: State) throws(GraphExplorer.Failure) -> ShellSession {
    statistics.replays += 1
    let session = try launch()
    for move in state.path {
      statistics.commands += 1
      _ = run(move, on: session)
    }
    guard Self.key(of: session) == state.key else {
      throw GraphExplorer.Failure(
        message: "the path to a state (\(state.path.map(\.text).joined(separator: ", "))) "
          + "reaches another state on a fresh app: the app is not deterministic ("
          + "\(Self.key(of: session)) instead of \(state.key))")
    }
    return session
  }
}

/// The bounds of `check`.
package struct CheckOptions: Equatable, Sendable {
  /// `--depth N`: the most moves from launch; states this deep are checked, not expanded.
  package var depth = 30
  /// `--states N`: the most states explored.
  package var states = 20_000
  /// `--out DIR`: where counterexamples are written (only when there are some).
  package var output = "counterexamples"

  package init(depth: Int = 30, states: Int = 20_000, output: String = "counterexamples") {
    self.depth = depth
    self.states = states
    self.output = output
  }
}
