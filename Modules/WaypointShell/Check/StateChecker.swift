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
/// inverse when it has one (``GraphExplorer/undo(_:on:before:key:)``), and a session that
/// found a new state is kept for it (up to 64), so most states are never replayed from launch.
@MainActor
package struct StateChecker {
  /// The app.
  let composition: ShellComposition
  /// The bounds.
  let options: CheckOptions
  /// Where each launch saves its navigation (a directory of its own), removed at the end.
  private let directory: URL
  private var launches = 0
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
    let isRoot: Bool
    let showsDialog: Bool
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
    let first = state(of: fresh, path: [])
    var queue = [first]
    var seen: [String: Int] = [first.key: 0]
    var kept: [String: ShellSession] = [first.key: fresh]
    var exits: [String: Set<String>] = [:]
    var expanded: Set<String> = []
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
        if dirty, let again = try? reach(current) { session = again }
        if Self.key(of: session) == current.key {
          _ = checkRoundTrips(session, current, into: &report)
        }
      }
      guard current.path.count < options.depth else { continue }
      expanded.insert(current.key)
      for move in moves(in: session, links: links) {
        if dirty { session = try reach(current) }
        statistics.moves += 1
        statistics.commands += 1
        let before = GraphExplorer.Snapshot(session)
        let outcome = run(move, on: session)
        let key = Self.key(of: session)
        // A tap, an app command or a link that ran may have changed what no key shows (a
        // model kept, a link held): the session is replayed before the next move.
        dirty = session.tree != before.tree || key != current.key || outcome.mayHideAChange
        report.transitions += 1
        check(transitionTo: session, by: move, from: current, outcome: outcome, into: &report)
        guard dirty else { continue }
        if PropertyCheck.isEscape(move.command, before: before.tree, after: session.tree) {
          exits[current.key, default: []].insert(key)
        }
        var isNew = false
        if seen[key] == nil {
          if seen.count < options.states {
            let reached = state(of: session, path: current.path + [move])
            seen[key] = queue.count
            queue.append(reached)
            checkState(session, reached, into: &report)
            isNew = true
          } else {
            report.truncated = true
          }
        }
        if explorer.undo(move, on: session, before: before.tree, key: current.key) {
          dirty = false
        } else if isNew, kept.count < GraphExplorer.keptSessions, Self.key(of: session) == key {
          // No inverse, or one that was refused: the session is still at the new state.
          kept[key] = session
        }
      }
    }
    statistics.states = seen.count
    report.states = seen.count
    report.unexpanded = seen.count - expanded.count
    checkWayOut(queue, exits: exits, expanded: expanded, into: &report)
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

  private func state(of session: ShellSession, path: [GraphExplorer.Move]) -> State {
    State(
      key: Self.key(of: session), path: path, isRoot: PropertyCheck.isRoot(session.tree),
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

    /// Whether the move may have changed the app where neither the tree nor the key shows it.
    var mayHideAChange: Bool {
      switch self {
      case .ran(.tap), .ran(.app), .link: true
      case .ran, .refused: false
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

  // MARK: Launching and replaying

  private mutating func launch() throws(GraphExplorer.Failure) -> ShellSession {
    launches += 1
    let saves = directory.appendingPathComponent("\(launches)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
      return try ShellSession(composition, dataDirectory: nil, navigationDirectory: saves)
    } catch {
      throw GraphExplorer.Failure(message: "the app cannot launch: \(error)")
    }
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
  package var depth = 12
  /// `--states N`: the most states explored.
  package var states = 20_000
  /// `--out DIR`: where counterexamples are written (only when there are some).
  package var output = "counterexamples"

  package init(depth: Int = 12, states: Int = 20_000, output: String = "counterexamples") {
    self.depth = depth
    self.states = states
    self.output = output
  }
}
