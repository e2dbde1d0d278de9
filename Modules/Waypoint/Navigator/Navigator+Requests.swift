extension Navigator {
  // MARK: GestureReceiver

  /// Applies a gesture the host has performed, at once: gestures do not wait for the host's
  /// animations, and run before queued programmatic requests. One reported from inside a hook
  /// runs right after the hook's transaction. See <doc:GesturesDuringAnimations>.
  public func receive(_ gesture: Gesture) {
    guard !isInert else { return }
    if insideRun || pumping {
      deferredGestures.append(gesture)
      return
    }
    pump(first: Request(kind: .gesture(gesture), requester: nil))
  }

  /// `count` IDs the navigator's tree has not handed out
  /// (``NavigationTree/unusedNodeIDs(_:)``), for the screens the app's own code showed that
  /// the host adopts: the host names them so in
  /// ``Gesture/appChangedStack(_:from:to:foreign:)``, and the tree hands them out when it
  /// applies that gesture. A gesture the host reports while a transaction runs is applied
  /// after it; should that transaction hand the same IDs out, the gesture is refused
  /// (``NavigationError/staleNode(_:)``) and journaled, and the host drops those screens when
  /// it next brings the stack to the navigator's tree.
  public func unusedNodeIDs(_ count: Int) -> [NodeID] {
    tree.unusedNodeIDs(count)
  }

  // MARK: Requests

  func submit(_ kind: Request.Kind, by requester: Coordinator?) throws(NavigationError)
    -> RequestOutcome
  {
    let request = Request(kind: kind, requester: requester)
    request.forced = forcedReason
    return try submit(request)
  }

  func submit(_ request: Request) throws(NavigationError) -> RequestOutcome {
    if isInert, let inertBecause {
      requestEnded(request, inertBecause)
      throw inertBecause
    }
    if let forced = request.forced { cancelHeldChanges(for: forced.reason) }
    if let error = refusalOfFinishedRequester(request) {
      pump()  // Observers hear of the refusal inside a transaction of its own.
      throw error
    }
    if inFlight?.repeats(request) == true || queue.contains(where: { $0.repeats(request) }) {
      journal.record(cause: request.cause, result: .dropped)
      requestEnded(request, .droppedAsRepeat)
      pump()
      return .dropped
    }
    guard isIdle else {
      queue.append(request)
      return .queued
    }
    pumping = true
    let ran: Ran
    do throws(NavigationError) {
      ran = try run(request)
    } catch {
      pumping = false
      pump()
      throw error
    }
    pumping = false
    pump()
    switch ran {
    case .applied(let transaction): return .applied(transaction)
    case .held(let held): return .held(held)
    }
  }

  /// Whether a request can run now: nothing runs, nothing waits for the host, nothing is queued.
  private var isIdle: Bool {
    !insideRun && !pumping && pendingHostWork == 0 && queue.isEmpty && deferredGestures.isEmpty
  }

  /// Runs `first`, then whatever waits: deferred gestures at once, queued requests once the
  /// host has finished; journal observers are told after each transaction, while it still
  /// counts as running (``isInTransaction``), so what they request waits behind it and a
  /// repeat of it is dropped. Called when idle with nothing to run, it tells observers of
  /// records made outside a transaction (a finished coordinator's refused request, a host's
  /// second completion, an app's refusal) in the same way.
  func pump(first: Request? = nil) {
    guard !pumping, !insideRun else {
      if let first, case .gesture(let gesture) = first.kind { deferredGestures.append(gesture) }
      return
    }
    drain(first)
    if accessibility.isPending { settleAccessibility() }
    if !settledWaiters.isEmpty { tellSettled() }
  }

  /// Runs `first`, then everything that waits and can run (see ``pump(first:)``).
  private func drain(_ first: Request?) {
    pumping = true
    defer { pumping = false }
    if let first { _ = try? run(first) }  // A refused request is journaled.
    deliver()
    while true {
      if !deferredGestures.isEmpty {
        let gesture = deferredGestures.removeFirst()
        _ = try? run(Request(kind: .gesture(gesture), requester: nil))  // Journaled if refused.
      } else if pendingHostWork == 0, reportLifecycleChanges() {
        // The host has settled, and the models heard of it; what they asked runs next.
      } else if pendingHostWork == 0, !queue.isEmpty {
        let request = queue.removeFirst()
        if refusalOfFinishedRequester(request) == nil {
          _ = try? run(request)  // A refused request is journaled.
        }
      } else {
        break
      }
      deliver()
    }
  }

  /// Calls the waiters of ``whenSettled(_:)`` once the navigator has settled.
  private func tellSettled() {
    guard !isInTransaction, queue.isEmpty, deferredGestures.isEmpty else { return }
    let waiters = settledWaiters
    settledWaiters = []
    for waiter in waiters { waiter() }
  }

  /// Calls `body` once, when the navigator has settled: no transaction runs, nothing waits in
  /// the queue, and the host has finished rendering (it called every completion) — at once
  /// when it already has. For what must wait until the user sees the tree, such as an app
  /// noting that a restored tree has settled once.
  ///
  /// ```swift
  /// navigator.whenSettled { store.restorationSettled() }
  /// ```
  public func whenSettled(_ body: @escaping @MainActor () -> Void) {
    settledWaiters.append(body)
    if !pumping, !insideRun { tellSettled() }
  }

  /// Tells journal observers of what was recorded; the request that ran stays the running one
  /// until they have heard of it (and, when the host animates, until the host has finished).
  private func deliver() {
    journal.deliver()
    if pendingHostWork == 0 { inFlight = nil }
  }

  /// Journals and returns the refusal of a request whose coordinator has finished (it may have
  /// finished while the request waited in the queue, or been kept aside with a saved back
  /// stack); `nil` when the requester still runs.
  private func refusalOfFinishedRequester(_ request: Request) -> NavigationError? {
    guard let requester = request.requester, requester.isFinished || requester.isParked else {
      return nil
    }
    let error = NavigationError.inactiveCoordinator(requester.name)
    journal.record(cause: request.cause, result: .refused(error))
    requestEnded(request, error)
    return error
  }

  // MARK: Host

  /// Hands steps to the host with a completion that counts once.
  func render(_ steps: [Step], transaction: Int) {
    pendingHostWork += 1
    // The completion captures only its ticket, which knows the navigator weakly: one object
    // per hand-over.
    let ticket = HostTicket(navigator: self, transaction: transaction)
    host.apply(steps, resulting: tree) { ticket.complete() }
  }

  fileprivate func hostDidFinish(_ ticket: HostTicket) {
    guard !ticket.isDone else {
      journal.record(
        cause: .hostCompletion(transaction: ticket.transaction),
        result: .refused(.duplicateCompletion(transaction: ticket.transaction)))
      pump()
      return
    }
    ticket.isDone = true
    pendingHostWork -= 1
    if pendingHostWork == 0, !insideRun, !pumping {
      inFlight = nil
      pump()
    }
  }
}

/// One hand-over of steps to the host; its completion counts once.
@MainActor
private final class HostTicket {
  /// The host may call the completion after the navigator is gone.
  weak var navigator: Navigator?
  let transaction: Int
  var isDone = false

  init(navigator: Navigator, transaction: Int) {
    self.navigator = navigator
    self.transaction = transaction
  }

  func complete() { navigator?.hostDidFinish(self) }
}
