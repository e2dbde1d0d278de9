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
    report.checks += 3
    if let why = PropertyCheck.shown(session) {
      report.add(CheckedProperty.shown.rawValue, why, lines + ["expect holds shown"])
    }
    if let why = PropertyCheck.focus(session) {
      report.add(CheckedProperty.focus.rawValue, why, lines + ["expect holds focus"])
    }
    if let why = PropertyCheck.released(session) {
      report.add(CheckedProperty.released.rawValue, why, lines + ["expect released"])
    }
    if case .link(let outcome) = outcome {
      report.checks += 1
      if let why = PropertyCheck.link(outcome, showing: session.tree) {
        // A refused link fails the flow at `open`; one that did not show, at `expect screen`.
        let shown = if case .landed(let route) = outcome { [route] } else { [Route]() }
        report.add(
          CheckedProperty.links.rawValue, "\(move.text): \(why)",
          lines + shown.map { "expect screen \(ScreenNotation.written($0))" })
      }
    }
  }

  /// A forced session expiry and signing in again, when the app declares how and the
  /// command is available: the app must land on sign-in, then come back to `state`.
  func checkExpiry(_ session: ShellSession, _ state: State, into report: inout CheckReport) {
    guard let expiry = composition.surface.expiry,
      composition.surface.command(named: expiry.command)?.isAvailable(session.app) == true
    else { return }
    report.checks += 1
    if let why = PropertyCheck.expiry(session) {
      report.add(
        CheckedProperty.expiry.rawValue, why, state.path.map(\.text) + ["expect holds expiry"])
    }
  }

  /// A save and a relaunch that restores: the same screens and states must come back, and
  /// the app before the relaunch must be released.
  func checkRestore(_ session: ShellSession, _ state: State, into report: inout CheckReport) {
    let lines = state.path.map(\.text)
    report.checks += 2
    if let why = PropertyCheck.restores(session) {
      report.add(CheckedProperty.restores.rawValue, why, lines + ["expect holds restores"])
    } else if let why = PropertyCheck.released(session) {
      report.add(CheckedProperty.released.rawValue, why, lines + ["restore", "expect released"])
    }
  }

  /// `no-trap` and `way-out`, decided on the escapes found (``Exits``).
  ///
  /// A trap: the user tried to leave a state, a guard asked, and every answer keeps them
  /// there (back on the state they tried to leave, or on the question). A dead end: an
  /// expanded state from which no chain of escapes reaches a root of its own group (the root
  /// of the current tab; outside a tab bar, any root outside one). A state left unexpanded by
  /// the bounds counts as a way out: its exits are unknown.
  func checkWayOut(_ states: [State], exits: Exits, into report: inout CheckReport) {
    var trapped: Set<String> = []
    for state in states where state.showsDialog && exits.expanded.contains(state.key) {
      guard let leaving = exits.askedLeaving[state.key] else { continue }
      report.checks += 1
      let answers = exits.answers[state.key] ?? []
      for left in leaving.sorted() where answers.isSubset(of: [left, state.key]) {
        trapped.insert(state.key)
        report.add(
          CheckedProperty.noTrap.rawValue,
          "every answer to the question keeps the user where they tried to leave",
          state.path.map(\.text) + ["expect holds no-trap"])
        break
      }
    }
    let byKey = Dictionary(states.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var entering: [String: [String]] = [:]
    for (from, targets) in exits.reached {
      for target in targets { entering[target, default: []].append(from) }
    }
    for group in Set(states.map(\.group)).sorted() {
      // The states of any group from which a root of `group` can be reached.
      var free = Set(
        states.filter { ($0.isRoot && $0.group == group) || !exits.expanded.contains($0.key) }
          .map(\.key))
      for targets in exits.reached.values {
        for target in targets where byKey[target] == nil { free.insert(target) }
      }
      var waiting = Array(free)
      while let key = waiting.popLast() {
        for from in entering[key] ?? [] where free.insert(from).inserted { waiting.append(from) }
      }
      for state in states
      where state.group == group && exits.expanded.contains(state.key) && !free.contains(state.key)
        && !trapped.contains(state.key)
      {
        report.checks += 1
        var reached: Set<String> = [state.key]
        var next = [state.key]
        while let key = next.popLast() {
          for target in exits.reached[key] ?? [] where reached.insert(target).inserted {
            next.append(target)
          }
        }
        let root = group.isEmpty ? "a root" : "the root of the \(group) tab"
        report.add(
          CheckedProperty.wayOut.rawValue,
          "back, swipes, tab taps and dismissing reach \(reached.count) states from here, "
            + "none \(root)",
          state.path.map(\.text) + ["expect holds way-out"])
      }
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

  /// Where the time went: moves tried, states replayed from launch, moves undone by their
  /// inverse or by redoing the move that reached the state, commands run in all.
  package var cost: String {
    let perSecond = Double(states) / max(duration.seconds, 0.001)
    return "cost: \(statistics.moves) moves, \(statistics.replays) replays from launch, "
      + "\(statistics.undos) undone by their inverse, \(statistics.redos) by redoing the "
      + "move that reached the state, \(statistics.commands) commands; "
      + "\(Int(perSecond)) states per second"
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

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
