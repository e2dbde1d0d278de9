import Waypoint

extension NavigationSoak {
  /// What a guard's stop must leave as it was: everything but the journal.
  struct Untouched {
    var tree: NavigationTree
    var rendered: NavigationTree
    var running: Set<ObjectIdentifier>
    var models: [NodeID: ObjectIdentifier]
    /// How many records the journal had when the guard answered: the stop is the next one.
    var recorded = 0
  }

  /// Adds the soak's guard: it allows most changes, and vetoes, asks (holding the change for a
  /// later step to resume or cancel) or rewrites others at random.
  func addRandomGuard() {
    navigator.addGuard(named: "soak") { [unowned self] change in answer(change) }
  }

  private func answer(_ change: GuardedChange) -> GuardAnswer {
    let roll = Int.random(in: 0..<100, using: &rng)
    // A forced change is heard, and whatever the guard answers is ignored.
    if change.isForced { count(roll < 12 ? "forced change stop ignored" : "forced change heard") }
    guard roll < 12, !change.isForced else { return .allow }
    // A gesture made from inside a hook is answered while that transaction's hooks still run:
    // what they change is not the stop's doing, so only stops between transactions are checked.
    let duringHooks = change.gesture != nil && navigator.isInTransaction
    stopped = duringHooks ? nil : snapshot()
    switch roll {
    case 0..<5:
      count("guard veto")
      return .veto("soak veto")
    case 5..<10:
      count("guard ask")
      return .ask { [unowned self] held in self.held.append(held) }
    default:
      stopped = nil
      count("guard rewrite")
      return .rewrite(to: .push(.screen(randomRoute())))
    }
  }

  func snapshot() -> Untouched {
    var models: [NodeID: ObjectIdentifier] = [:]
    navigator.tree.forEachNode { node in
      if let model = navigator.model(for: node.id) { models[node.id] = ObjectIdentifier(model) }
    }
    return Untouched(
      tree: navigator.tree, rendered: host.rendered,
      running: Set(runningCoordinators().map(ObjectIdentifier.init)), models: models,
      recorded: navigator.journal.recordedCount)
  }

  /// Told of a vetoed or held change: nothing but the journal entry may have changed since the
  /// guard answered.
  func checkStopped(_ transaction: Transaction) {
    if let before = stopped, transaction.id <= before.recorded {
      // Observers hear of an earlier record first (a rewrite's, made just before the stop) and
      // may act on it (a gesture): the stop is checked only when nothing ran in between.
      stopped = nil
      return
    }
    switch transaction.result {
    case .vetoed, .held: break
    default: return
    }
    guard let before = stopped, transaction.id == before.recorded + 1 else { return }
    stopped = nil
    count("stop checked")
    let now = snapshot()
    if now.tree != before.tree {
      violation("a stopped change changed the tree (#\(transaction.id))")
    }
    if now.rendered != before.rendered {
      violation("a stopped change reached the host (#\(transaction.id) \(transaction.cause))")
    }
    if now.running != before.running {
      violation("a stopped change started or finished coordinators (#\(transaction.id))")
    }
    if now.models != before.models {
      let changed = Set(now.models.keys).symmetricDifference(before.models.keys)
      violation(
        "a stopped change made or dropped models (#\(transaction.id) \(transaction.cause)): \(changed.sorted())"
      )
    }
  }

  /// A change the app forces (an expired session, a logout) while the random guard vetoes,
  /// asks and rewrites: one random operation of a running coordinator, forced. No guard may
  /// stop it (``observed(_:)`` checks every forced entry), and every change held before it is
  /// cancelled by it.
  func forcedChange() {
    let waiting = held.filter { $0.state == .waiting }
    let coordinator = randomCoordinator()
    guard !coordinator.isFinished, coordinator.navigator != nil else { return }
    count("forced change")
    do {
      try coordinator.forcing("soak forced") { () throws(NavigationError) in
        operation(by: coordinator)
      }
    } catch {
      violation("forcing refused a running coordinator: \(error)")
    }
    if waiting.contains(where: { $0.state == .waiting }) {
      violation("a held change outlived a forced change")
    }
  }

  /// A forced change is never held, vetoed, rewritten or cancelled: its entry says applied,
  /// refused by the navigator, or dropped as a repeat.
  func checkForced(_ transaction: Transaction) {
    guard case .forced = transaction.cause else { return }
    count("forced entry")
    switch transaction.result {
    case .applied, .refused, .dropped: break
    default: violation("a guard stopped a forced change (#\(transaction.id)): \(transaction)")
    }
    if transaction.finished.contains(where: { $0.reason != .forced }) {
      violation("a forced change finished a coordinator for another reason (#\(transaction.id))")
    }
  }

  /// Resumes or cancels a change a guard holds.
  func answerHeld() {
    guard !held.isEmpty else { return }
    let change = held.remove(at: Int.random(in: 0..<held.count, using: &rng))
    guard change.state == .waiting else { return }
    if rng.chance(50) {
      count("held resumed")
      _ = try? change.resume()
    } else {
      count("held cancelled")
      change.cancel()
    }
    if change.state == .waiting { violation("a held change is still waiting after its answer") }
  }
}
