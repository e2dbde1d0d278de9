import Foundation
import Waypoint
import WaypointPlugins

extension StateChecker {
  /// The properties of a state, checked once, on the session that first reached it: the
  /// app's own.
  func checkState(_ session: ShellSession, _ state: State, into report: inout CheckReport) {
    for property in composition.surface.properties {
      report.checks += 1
      if let why = PropertyCheck.holds(property, session) {
        report.add(property.name, why, state.path.map(\.text) + ["expect holds \(property.name)"])
      }
    }
  }

  /// What is checked after every move: the tree is shown, what left it is released, and a
  /// link that says it landed shows its screen.
  func check(
    transitionTo session: ShellSession, by move: GraphExplorer.Move, from state: State,
    outcome: Outcome, into report: inout CheckReport
  ) {
    let lines = state.path.map(\.text) + [move.text]
    report.checks += 2
    if let why = PropertyCheck.shown(session) {
      report.add(CheckedProperty.shown.rawValue, why, lines + ["expect holds shown"])
    }
    if let why = PropertyCheck.released(session) {
      report.add(CheckedProperty.released.rawValue, why, lines + ["expect released"])
    }
    if case .link(let outcome) = outcome {
      report.checks += 1
      if case .landed(let route) = outcome,
        !PropertyCheck.screensOnTop(session.tree).contains(route)
      {
        let shown = ScreenNotation.written(session.tree.visibleScreen.route)
        report.add(
          CheckedProperty.links.rawValue,
          "\(move.text) says it landed on \(ScreenNotation.written(route)), but \(shown) shows",
          lines + ["expect screen \(ScreenNotation.written(route))"])
      }
    }
  }

  /// The checks that leave `state` and come back to it when they hold: a save and a relaunch
  /// that restores, then a forced session expiry and signing in again.
  /// - Returns: Whether `session` is somewhere else now (it must be replayed).
  func checkRoundTrips(
    _ session: ShellSession, _ state: State, into report: inout CheckReport
  ) -> Bool {
    let lines = state.path.map(\.text)
    report.checks += 2
    if let why = PropertyCheck.restores(session) {
      report.add(CheckedProperty.restores.rawValue, why, lines + ["expect holds restores"])
    } else if let why = PropertyCheck.released(session) {
      report.add(CheckedProperty.released.rawValue, why, lines + ["restore", "expect released"])
    }
    if let expiry = composition.surface.expiry,
      composition.surface.command(named: expiry.command)?.isAvailable(session.app) == true,
      Self.key(of: session) == state.key
    {
      report.checks += 1
      if let why = PropertyCheck.expiry(session) {
        report.add(CheckedProperty.expiry.rawValue, why, lines + ["expect holds expiry"])
      }
    }
    return Self.key(of: session) != state.key
  }

  /// `way-out` and `no-trap`, decided on the explored graph: every expanded state from which
  /// no chain of escapes (``PropertyCheck/isEscape(_:before:after:)``) reaches a root. A state
  /// left unexpanded by the bounds counts as a way out: its exits are unknown.
  func checkWayOut(
    _ states: [State], exits: [String: Set<String>], expanded: Set<String>,
    into report: inout CheckReport
  ) {
    var entering: [String: [String]] = [:]
    for (from, targets) in exits {
      for target in targets { entering[target, default: []].append(from) }
    }
    var free = Set(states.filter { $0.isRoot || !expanded.contains($0.key) }.map(\.key))
    for targets in exits.values {
      for target in targets where !expanded.contains(target) { free.insert(target) }
    }
    var waiting = Array(free)
    while let key = waiting.popLast() {
      for from in entering[key] ?? [] where free.insert(from).inserted { waiting.append(from) }
    }
    let dialogs = Set(states.filter(\.showsDialog).map(\.key))
    for state in states where expanded.contains(state.key) && !free.contains(state.key) {
      report.checks += 1
      // What the user can reach from here by escaping: a dialog among it makes it a trap.
      var reached: Set<String> = [state.key]
      var next = [state.key]
      while let key = next.popLast() {
        for target in exits[key] ?? [] where reached.insert(target).inserted {
          next.append(target)
        }
      }
      let trapped = !reached.isDisjoint(with: dialogs)
      let property = trapped ? CheckedProperty.noTrap : .wayOut
      let why =
        trapped
        ? "a guard keeps the user here: back, swipes, tab taps and every answer reach "
          + "\(reached.count) states, none a root"
        : "back, swipes and tab taps reach \(reached.count) states from here, none a root"
      report.add(
        property.rawValue, why, state.path.map(\.text) + ["expect holds \(property.rawValue)"])
    }
  }
}

/// What `check` found.
package struct CheckReport: Sendable {
  /// A property that does not hold, with the shortest flow from launch that shows it.
  package struct Violation: Sendable, Equatable {
    /// The property's name.
    package let property: String
    /// Why it does not hold.
    package let message: String
    /// The flow's commands, from launch; the last fails when `run` runs it.
    package let lines: [String]

    /// The flow script, with a comment saying what it shows.
    package var flow: String {
      "# check: \(property) does not hold: \(ScriptText.printable(message))\n"
        + "# The shortest path from launch; `run` stops at the line that fails.\n"
        + lines.joined(separator: "\n") + "\n"
    }
  }

  /// The properties checked, by name.
  package let properties: [String]
  /// States explored.
  package var states = 0
  /// Moves tried.
  package var transitions = 0
  /// Properties evaluated, all states together.
  package var checks = 0
  /// States at the depth bound, checked but not expanded.
  package var unexpanded = 0
  /// Whether the state bound stopped the exploration.
  package var truncated = false
  /// The first (shortest) violation of each property, in the order found.
  package private(set) var violations: [Violation] = []
  /// How many states or moves violate each property.
  package private(set) var counts: [String: Int] = [:]
  /// How long it took.
  package var duration: Duration = .zero
  /// What the exploration did.
  var statistics = GraphExplorer.Statistics()

  init(properties: [String]) { self.properties = properties }

  mutating func add(_ property: String, _ message: String, _ lines: [String]) {
    counts[property, default: 0] += 1
    if counts[property] == 1 {
      violations.append(Violation(property: property, message: message, lines: lines))
    }
  }

  /// One line: what was explored and checked, and how long it took.
  package var summary: String {
    let seconds =
      Double(duration.components.attoseconds) / 1e18 + Double(duration.components.seconds)
    let verdict =
      violations.isEmpty
      ? "all hold"
      : violations.map { "\($0.property) ×\(counts[$0.property] ?? 0)" }.joined(separator: ", ")
    return "checked \(properties.count) properties in \(states) states and \(transitions) "
      + "transitions (\(checks) checks) in \(String(format: "%.1f", seconds)) s: \(verdict)"
  }
}
