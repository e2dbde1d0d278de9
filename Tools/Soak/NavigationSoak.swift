import Waypoint

/// A seeded, model-based soak of the navigator: random mixes of every operation, presentation
/// style, gesture (also while the host animates), planner transition, invalid request, and
/// requests and gestures made from hooks and journal observers; after every step it checks the
/// invariants the framework promises (see ``NavigationSoak/Report``).
///
/// ```swift
/// let report = NavigationSoak(seed: 42).run(steps: 20_000)
/// print(report.violations)  // [] when every promise held
/// ```
@MainActor
public final class NavigationSoak {
  /// What a run found.
  public struct Report: Sendable {
    /// The seed that replays this run.
    public var seed: UInt64
    /// The steps made.
    public var steps = 0
    /// Broken promises, each with its step (at most ``NavigationSoak/maxViolations``).
    public var violations: [String] = []
    /// How many requests were applied, refused, queued or dropped, gestures made, and so on.
    public var counts: [String: Int] = [:]
  }

  /// How many violations a run collects before it stops.
  public static let maxViolations = 20

  var rng: SeededGenerator
  var report: Report
  let host = HeadlessHost()
  let root = SoakRoot()
  let navigator: Navigator
  let tracker: LifetimeTracker
  var step = 0
  var serialCounter = 0
  /// Coordinators ever started, weakly: each is either running with its anchor in the tree,
  /// or finished exactly once.
  var coordinators: [Weak] = []
  var models: [Weak] = []
  var finishes: [Int: (count: Int, reason: FinishReason, transaction: Int)] = [:]
  var children: [Int: [Int]] = [:]
  /// IDs that were in the tree after some step and left; they must never come back.
  var gone: Set<NodeID> = []
  var previousIDs: Set<NodeID> = []
  var routesByID: [NodeID: Route] = [:]
  /// A transition target kept for a later step, to try stale targets.
  var keptTarget: NavigationTree?
  var hookBudget = 0

  /// Creates a soak for `seed`.
  public init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
    report = Report(seed: seed)
    host.recordsSteps = false
    navigator = Navigator(root: root, host: host) { $0.name != "Unknown" }
    tracker = LifetimeTracker(navigator)
    navigator.journal.observe { [weak self] transaction in self?.observed(transaction) }
  }

  /// Runs `steps` random steps (fewer when violations pile up) and reports.
  public func run(steps: Int) -> Report {
    navigator.start()
    attempt { () throws(NavigationError) in
      _ = try root.navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    }
    check()
    while report.steps < steps, report.violations.count < Self.maxViolations {
      step += 1
      report.steps += 1
      hookBudget = 3
      randomStep()
      check()
    }
    host.animates = false
    host.finishAnimations()
    check()
    return report
  }

  func count(_ name: String) { report.counts[name, default: 0] += 1 }

  func violation(_ message: String) {
    guard report.violations.count < Self.maxViolations else { return }
    report.violations.append("step \(step) (seed \(report.seed)): \(message)")
  }

  func nextSerial() -> Int {
    serialCounter += 1
    return serialCounter
  }

  /// Remembers a coordinator before it starts, and counts its finishes.
  func track(_ coordinator: some SoakTracked) -> Int {
    coordinators.append(Weak(object: coordinator))
    let serial = coordinator.serial
    coordinator.onFinish { [weak self] reason in self?.finished(serial, reason) }
    return serial
  }

  // MARK: Hooks

  func hookDidStart(_ coordinator: some SoakTracked) {
    let parent = (coordinator.parent as? any SoakTracked)?.serial ?? 0
    children[parent, default: []].append(coordinator.serial)
    if hookBudget > 0, rng.chance(10) {
      hookBudget -= 1
      count("hook request (didStart)")
      reentrantAction(from: coordinator)
    }
  }

  func hookDidFinish(_ coordinator: SoakFlow) {
    if hookBudget > 0, rng.chance(10) {
      hookBudget -= 1
      count("hook request (didFinish)")
      reentrantAction(from: root)
    }
  }

  func hookMakeModel(_ coordinator: SoakFlow) {
    if hookBudget > 0, rng.chance(5) {
      hookBudget -= 1
      count("hook request (makeModel)")
      reentrantAction(from: coordinator)
    }
  }

  func containerChanged(_ coordinator: some SoakTracked) {
    if coordinator.isFinished {
      violation("\(coordinator.name) heard of a selection after finishing")
    }
  }

  func observed(_ transaction: Transaction) {
    if hookBudget > 0, rng.chance(3) {
      hookBudget -= 1
      count("observer request")
      reentrantAction(from: root)
    }
  }

  /// A request or a gesture from inside a hook: queued, or deferred after the transaction.
  private func reentrantAction(from coordinator: Coordinator) {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: _ = try? coordinator.push(.screen(randomRoute()))
    case 1: _ = try? coordinator.pop()
    case 2: _ = try? host.tapBack()
    default: _ = try? host.swipeDown(completed: rng.chance(70))
    }
  }

  func finished(_ serial: Int, _ reason: FinishReason) {
    let transaction = navigator.journal.recordedCount
    let previous = finishes[serial]
    finishes[serial] = ((previous?.count ?? 0) + 1, reason, transaction)
    if let previous { violation("coordinator \(serial) finished again (first \(previous.reason))") }
    for child in children[serial] ?? [] {
      guard let finish = finishes[child] else {
        violation("coordinator \(serial) finished before its child \(child)")
        continue
      }
      if finish.transaction == transaction, finish.reason != .parentFinished {
        violation("child \(child) finished with its parent \(serial) as \(finish.reason)")
      }
    }
  }
}
