extension Navigator {
  // MARK: Guards

  /// Adds a guard: it answers every planned change — programmatic requests, drafts, flow
  /// starts, and the user's gestures, which hosts ask about before they perform them (see
  /// ``attempt(_:)``) — before anything commits. Guards answer in the order they were added;
  /// the first answer other than ``GuardAnswer/allow`` decides. A guard should only read: what
  /// it asks of the app belongs in ``GuardAnswer/ask(_:)``'s closure.
  ///
  /// ```swift
  /// let token = navigator.addGuard(named: "read-only mode") { change in
  ///   change.steps.isEmpty ? .allow : .veto("the app is read-only")
  /// }
  /// ```
  /// - Parameters:
  ///   - name: Names the guard in the journal.
  ///   - answer: Answers a planned change.
  /// - Returns: A token for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard(
    named name: String, _ answer: @escaping @MainActor (GuardedChange) -> GuardAnswer
  ) -> GuardToken {
    addGuard(name: name, owner: nil, answer)
  }

  /// Removes a guard; a change it holds stays held until resumed or cancelled.
  public func removeGuard(_ token: GuardToken) {
    guards.removeAll { $0.token == token }
  }

  func addGuard(
    name: String, owner: Coordinator?, _ answer: @escaping @MainActor (GuardedChange) -> GuardAnswer
  ) -> GuardToken {
    guardCounter += 1
    let token = GuardToken(rawValue: guardCounter)
    guards.append(
      RegisteredGuard(
        token: token, name: name, owner: owner, hasOwner: owner != nil, answer: answer))
    return token
  }

  /// The first guard that does not allow the planned change, with its answer.
  func guardAnswer(on plan: TransactionPlan, for request: Request)
    -> (RegisteredGuard, GuardAnswer)?
  {
    guard !guards.isEmpty else { return nil }
    let change = guardedChange(plan, for: request)
    for registered in guards where !request.answered.contains(registered.token) {
      if registered.hasOwner {
        guard let owner = registered.owner, owner.isActive else { continue }
      }
      let answer = registered.answer(change)
      if case .allow = answer { continue }
      return (registered, answer)
    }
    return nil
  }

  /// The planned change as the guards see it.
  func guardedChange(_ plan: TransactionPlan, for request: Request) -> GuardedChange {
    GuardedChange(
      cause: request.cause, requester: request.requester, purpose: request.purpose,
      gesture: request.gesture,
      forced: request.forced?.reason, before: tree, after: plan.tree, steps: plan.steps,
      departingScreens: plan.departedScreens, finishing: plan.finishing.map { ($0.0, $0.1) },
      departedIDs: plan.departedIDs)
  }

  /// What a guard's answer other than `allow` makes of a programmatic request.
  enum Settled {
    case rewritten(Request)
    case held(HeldChange)
  }

  /// Journals a guard's answer and carries it out: a veto throws, a rewrite gives the request
  /// to run instead, a question holds the change and is asked.
  func settle(_ answer: GuardAnswer, of found: RegisteredGuard, for request: Request)
    throws(NavigationError) -> Settled
  {
    switch answer {
    case .allow:  // Never passed here; it would mean: plan again without this guard.
      let next = request.copy()
      next.answered.insert(found.token)
      return .rewritten(next)
    case .veto(let reason):
      let stop = GuardStop(guardName: found.name, reason: reason)
      journal.record(cause: request.cause, result: .vetoed(stop))
      requestEnded(request, .vetoed(stop))
      throw .vetoed(stop)
    case .rewrite(let operation):
      journal.record(cause: request.cause, result: .rewritten(by: found.name, to: operation))
      requestEnded(request, .rewrittenByGuard(found.name))
      let next = Request(kind: .operation(operation), requester: request.requester ?? root)
      next.answered = request.answered
      next.rewrites = request.rewrites + 1
      guard next.rewrites <= Self.rewriteLimit else {
        let error = NavigationError.rewriteLoop(found.name)
        journal.record(cause: next.cause, result: .refused(error))
        throw error
      }
      return .rewritten(next)
    case .ask(let question):
      let record = journal.record(cause: request.cause, result: .held(by: found.name))
      let held = request.copy()
      held.answered.insert(found.token)
      let change = HeldChange(
        transaction: record.id, cause: request.cause, purpose: request.purpose,
        guardName: found.name, navigator: self)
      // Its draft's children are told if it is cancelled; rebuilt if it is resumed.
      heldRequests.append(HeldRequest(change: change, request: held, draftChildren: draftChildren))
      draftChildren = []
      question(change)
      return .held(change)
    }
  }

  /// How many times guards may rewrite one request.
  static let rewriteLimit = 8

  /// A held change's request, kept by the navigator until the change is resumed or cancelled
  /// (and released with the navigator when it never is).
  struct HeldRequest {
    let change: HeldChange
    let request: Request
    /// The flows its draft started for a result, when it was held.
    let draftChildren: [FlowCoordinator]
  }

  /// Hands over the request `change` holds, once; `nil` when it was already taken.
  func takeHeldRequest(of change: HeldChange) -> HeldRequest? {
    guard let index = heldRequests.firstIndex(where: { $0.change === change }) else { return nil }
    return heldRequests.remove(at: index)
  }

  /// Journals that the guard holding `change` cancelled it.
  func recordCancellation(of change: HeldChange, _ held: HeldRequest) {
    journal.record(cause: change.cause, result: .cancelled(by: change.guardName))
    endHeld(held, NavigationError.cancelledByGuard(change.guardName))
  }

  /// Tells whoever waits for a cancelled held change why it never ran, then runs what waits.
  func endHeld(_ held: HeldRequest, _ error: NavigationError) {
    if case .draft = held.request.kind {
      // Its flows are the held ones; the navigator's belong to whatever draft is planned now.
      for child in held.draftChildren + held.request.earlierDraftChildren {
        Self.tellNotStarted(child, error)
      }
    } else {
      requestEnded(held.request, error)
    }
    pump()
  }

  /// Cancels the held changes whose requester has finished: they could never run.
  func cancelOrphanedHeldChanges() {
    guard !heldRequests.isEmpty else { return }
    let orphaned = heldRequests.filter { $0.request.requester?.isFinished == true }
    for held in orphaned { held.change.cancel() }
  }

  // MARK: Gestures the host asks about

  /// Asks the guards about a gesture the user is making, before the host performs it. Hosts
  /// call this for every gesture that would change the tree (a completed back, edge swipe or
  /// swipe-down, a tab tap, a page swipe) and perform the gesture only when it is allowed.
  ///
  /// When a guard does not allow it, the journal records the answer, and the host must leave
  /// the UI as it is (cancel the swipe, keep the sheet): a held gesture, once resumed, is
  /// carried out by the navigator through the host's steps, with the gesture's finish
  /// reasons; a rewritten one runs the guard's operation instead.
  /// - Returns: Whether the host may perform it.
  @discardableResult
  public func attempt(_ gesture: Gesture) -> GestureVerdict {
    guard !isInert, !guards.isEmpty else { return .allowed }
    let request = Request(kind: .confirmedGesture(gesture), requester: nil)
    // A gesture that cannot apply here is not the guards' to answer: it is journaled when the
    // host reports it.
    guard let plan = try? makePlan(for: request), !plan.steps.isEmpty,
      let (found, answer) = guardAnswer(on: plan, for: request)
    else { return .allowed }
    let verdict: GestureVerdict
    do throws(NavigationError) {
      switch try settle(answer, of: found, for: request) {
      case .rewritten(let next):
        verdict = .rewritten(by: found.name)
        queue.append(next)
      case .held(let held):
        verdict = .held(held)
      }
    } catch {
      verdict = .vetoed(error)
    }
    pump()
    return verdict
  }

  /// Whether the guards would let the user make `gesture` now, without asking anyone or
  /// recording anything: for hosts that must lock a gesture ahead of time (a sheet that may
  /// not be swiped down).
  public func wouldAllow(_ gesture: Gesture) -> Bool {
    guard !isInert, !guards.isEmpty else { return true }
    let request = Request(kind: .confirmedGesture(gesture), requester: nil)
    guard let plan = try? makePlan(for: request), !plan.steps.isEmpty else { return true }
    return guardAnswer(on: plan, for: request) == nil
  }
}

/// What the guards answered about a gesture a host asked about (``Navigator/attempt(_:)``).
public enum GestureVerdict: Sendable {
  /// The host may perform it.
  case allowed
  /// A guard vetoed it: the host leaves the UI as it is.
  case vetoed(NavigationError)
  /// A guard holds it: the host leaves the UI as it is; the navigator carries it out if it is
  /// resumed.
  case held(HeldChange)
  /// A guard (named) replaced it with an operation, which the navigator runs.
  case rewritten(by: String)
  /// A screen's back handler (named) took the back (see ``Navigator/offerBack(_:)``).
  case handledByScreen(String)

  /// Whether the host may perform the gesture.
  public var isAllowed: Bool {
    if case .allowed = self { true } else { false }
  }
}

extension Coordinator {
  /// Adds a guard that answers while this coordinator runs and is removed when it finishes:
  /// the usual way for a flow to protect its own screens (see
  /// ``Navigator/addGuard(named:_:)``).
  ///
  /// ```swift
  /// try addGuard { [weak self] change in
  ///   guard let self, change.finishes(self), model.hasUnsavedText else { return .allow }
  ///   return .ask { held in self.confirmDiscard(held) }
  /// }
  /// ```
  /// - Parameters:
  ///   - name: Names the guard in the journal; the coordinator's name by default.
  ///   - answer: Answers a planned change.
  /// - Returns: A token for ``Navigator/removeGuard(_:)``.
  /// - Throws: ``NavigationError/inactiveCoordinator(_:)`` when it does not run.
  @discardableResult
  public func addGuard(
    named name: String? = nil, _ answer: @escaping @MainActor (GuardedChange) -> GuardAnswer
  ) throws(NavigationError) -> GuardToken {
    guard let navigator, !isFinished else { throw .inactiveCoordinator(self.name) }
    return navigator.addGuard(name: name ?? self.name, owner: self, answer)
  }
}
