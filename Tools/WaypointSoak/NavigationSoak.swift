import Waypoint

/// A seeded, model-based soak of the navigator: random mixes of every operation, presentation
/// style, gesture (also while the host animates), planner transition, invalid request, and
/// requests and gestures made from hooks, journal observers and lifecycle reports — repeats of the running
/// request, flows started on refusals, page flows embedded at containers other flows observe;
/// after every step it checks the invariants the framework promises (see
/// ``NavigationSoak/Report``).
///
/// ```swift
/// let report = NavigationSoak(seed: 42, host: .immediate).run(steps: 20_000)
/// print(report.violations)  // [] when every promise held
/// ```
@MainActor
public final class NavigationSoak {
  /// How the soak's headless host behaves.
  public enum HostMode: String, Sendable, CaseIterable {
    /// Completes every transaction at once (no animations).
    case immediate
    /// Animates every transaction; requests wait until a step finishes the animations.
    case animating
    /// Switches between the two at random.
    case mixed
  }

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
  let hostMode: HostMode
  /// A coordinator that finished during the current step, held until the step ends.
  var justFinished: Coordinator?
  /// The transaction in which each tab or page coordinator last heard of a selection.
  var heardSelections: [Int: Int] = [:]
  /// The ID of the last transaction observers were told of.
  var lastTold: Int?
  /// The trees observers were told, by transaction: the journal's entries must read the same.
  var toldTrees: [Int: NavigationTree] = [:]
  /// The model that heard last that it is active.
  weak var activeModel: SoakModel?
  /// What the state was when the guard last stopped a change.
  var stopped: Untouched?
  /// Changes the guard holds, waiting for a later step's answer.
  var held: [HeldChange] = []

  /// Creates a soak for `seed` whose host behaves as `host` says.
  public init(seed: UInt64, host hostMode: HostMode = .mixed) {
    rng = SeededGenerator(seed: seed)
    report = Report(seed: seed)
    self.hostMode = hostMode
    host.recordsSteps = false
    host.animates = hostMode == .animating
    navigator = Navigator(root: root, host: host, routes: RouteTable([SoakRoute.self]))
    tracker = LifetimeTracker(navigator)
    root.soak = self
    navigator.journal.observe { [weak self] transaction in self?.observed(transaction) }
  }

  /// Runs `steps` random steps (fewer when violations pile up) and reports.
  public func run(steps: Int) -> Report {
    navigator.start()
    attempt { () throws(NavigationError) in
      _ = try root.navigate(.replaceRoot(.stack([.screen(Route("Home"))])))
    }
    check()
    addRandomGuard()
    while report.steps < steps, report.violations.count < Self.maxViolations {
      step += 1
      report.steps += 1
      hookBudget = 3
      if rng.chance(10) { answerHeld() } else { randomStep() }
      if let late = justFinished, rng.chance(30) { lateRequest(from: late) }
      justFinished = nil  // Also what finished because of the late request's observers.
      check()
    }
    host.animates = false
    host.finishAnimations()
    for change in held { change.cancel() }
    held = []
    justFinished = nil
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
    coordinator.onFinish { [weak self, weak coordinator] reason in
      self?.finished(serial, reason, anchor: coordinator?.anchor)
      self?.justFinished = coordinator  // Held until the step ends: a late request may use it.
    }
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

  /// A tab or page coordinator heard that its container's selection is now `told`: only once
  /// per transaction, only when it moved from what it heard before, and in agreement with the
  /// container (a draft that selects twice is heard once, of where it ends).
  func containerChanged(
    _ coordinator: some SoakTracked, told: Int?, heardBefore: Int?, current: Int?
  ) {
    if coordinator.isFinished {
      violation("\(coordinator.name) heard of a selection after finishing")
    }
    if told != current {
      violation(
        "\(coordinator.name) heard of selection \(told ?? -1) while \(current ?? -1) is current")
    }
    if told == heardBefore {
      violation("\(coordinator.name) heard of selection \(told ?? -1), which did not change")
    }
    let transaction = navigator.journal.recordedCount
    if heardSelections[coordinator.serial] == transaction {
      violation("\(coordinator.name) heard of two selections in transaction #\(transaction)")
    }
    heardSelections[coordinator.serial] = transaction
    count("selection heard")
  }

  /// A journal observer: it is told inside the transaction, in order, with the tree the
  /// transaction left; sometimes it repeats the request it hears of (dropped: it is still the
  /// running one), starts a flow when it hears of a refusal (queued), or makes another request.
  func observed(_ transaction: Transaction) {
    if !navigator.isInTransaction {
      violation("observers were told of #\(transaction.id) outside a transaction")
    }
    if let lastTold, transaction.id != lastTold + 1 {
      violation("observers were told of #\(transaction.id) after #\(lastTold)")
    }
    lastTold = transaction.id
    checkStopped(transaction)
    checkForced(transaction)
    if let tree = transaction.tree, tree != navigator.tree {
      violation("observers were told of #\(transaction.id) after the tree moved on")
    }
    if let tree = transaction.tree { toldTrees[transaction.id] = tree }
    guard hookBudget > 0 else { return }
    if let (requester, operation) = repeatable(transaction), rng.chance(30) {
      hookBudget -= 1
      count("observer repeat")
      expectDropped(requester, operation)
    } else if transaction.error != nil, rng.chance(20) {
      hookBudget -= 1
      count("observer start on refusal")
      let flow = SoakFlow(serial: nextSerial(), content: .screen(randomRoute()), soak: self)
      _ = track(flow)
      expectWaiting("a flow started on a refusal") { () throws(NavigationError) in
        try root.start(flow, as: rng.chance(50) ? .push() : .present(.sheet))
      }
    } else if rng.chance(3) {
      hookBudget -= 1
      count("observer request")
      reentrantAction(from: root)
    }
  }

  /// The running requester and operation of a transaction an observer is told of: one that
  /// ran (applied, or refused by the tree) on behalf of a coordinator that still runs.
  private func repeatable(_ transaction: Transaction) -> (Coordinator, NavigationOperation)? {
    guard case .operation(let operation, let name) = transaction.cause else { return nil }
    switch transaction.result {
    case .dropped, .rewritten, .cancelled, .cancelledByForcedChange: return nil
    case .refused(.inactiveCoordinator): return nil
    default: break
    }
    guard let requester = runningCoordinators().first(where: { $0.name == name }) else {
      return nil
    }
    return (requester, operation)
  }

  /// Repeats the running request: it must be dropped (or refused, when the transaction
  /// finished its requester).
  private func expectDropped(_ requester: Coordinator, _ operation: NavigationOperation) {
    do {
      let outcome = try requester.navigate(operation)
      guard case .dropped = outcome else {
        violation("a repeat of the running request by \(requester.name) was \(outcome)")
        return
      }
      count("observer repeat dropped")
    } catch {
      if !requester.isFinished {
        violation("a repeat of the running request by \(requester.name) threw \(error)")
      }
    }
  }

  /// A request from a hook or an observer waits behind the transaction it runs in: queued or
  /// dropped, never applied; it may be refused only when its requester has finished.
  private func expectWaiting(_ what: String, _ body: () throws(NavigationError) -> RequestOutcome) {
    if !navigator.isInTransaction { violation("\(what) was made outside a transaction") }
    do {
      if case .applied(let transaction) = try body() {
        violation("\(what) ran at once as #\(transaction.id) instead of waiting")
      }
    } catch {
      guard case .inactiveCoordinator = error else {
        violation("\(what) was refused at once: \(error)")
        return
      }
    }
  }

  /// A request or a gesture from inside a hook: queued, or deferred after the transaction;
  /// sometimes a repeat of the running request (the journal's last record), which is dropped.
  /// A lifecycle report runs once the transaction has ended: no request runs, so it
  /// `repeats` none.
  func reentrantAction(from coordinator: Coordinator, repeats: Bool = true) {
    switch Int.random(in: 0..<(repeats ? 5 : 4), using: &rng) {
    case 0:
      expectWaiting("a push from a hook") { () throws(NavigationError) in
        try coordinator.push(.screen(randomRoute()))
      }
    case 1:
      expectWaiting("a pop from a hook") { () throws(NavigationError) in try coordinator.pop() }
    case 2: _ = try? host.tapBack()
    case 3: _ = try? host.swipeDown(completed: rng.chance(70))
    default:
      guard let last = navigator.journal.last, let (requester, operation) = repeatable(last)
      else { return }
      count("hook repeat")
      expectDropped(requester, operation)
    }
  }

  func finished(_ serial: Int, _ reason: FinishReason, anchor: NodeID?) {
    // A forced change finishes every coordinator it takes with `.forced`, children taken along
    // with their parent included (see `checkForced`).
    let takenAlong = reason == .parentFinished || reason == .forced
    if !takenAlong, let anchor, navigator.tree.node(anchor) != nil {
      violation(
        "coordinator \(serial) finished (\(reason)) while its anchor \(anchor) is in the tree")
    }
    let transaction = navigator.journal.recordedCount
    let previous = finishes[serial]
    finishes[serial] = ((previous?.count ?? 0) + 1, reason, transaction)
    if let previous { violation("coordinator \(serial) finished again (first \(previous.reason))") }
    for child in children[serial] ?? [] {
      guard let finish = finishes[child] else {
        violation("coordinator \(serial) finished before its child \(child)")
        continue
      }
      if finish.transaction == transaction, finish.reason != .parentFinished,
        finish.reason != .forced
      {
        violation("child \(child) finished with its parent \(serial) as \(finish.reason)")
      }
    }
  }
}
