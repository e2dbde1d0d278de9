extension Navigator {
  // MARK: Back handled by the screen

  /// Lets the screen (or container) `node` take the system back first: the back button or its
  /// hardware or accessibility equivalent, and the edge swipe. While `node` is on the visible
  /// path (the visible screen or a container holding it), hosts offer it every back before they
  /// pop a stack (see ``offerBack(_:)``); handlers are asked by `priority`, highest first, and
  /// among equal priorities the newest first. The first that does not pass decides:
  /// ``BackAnswer/take`` keeps the stack as it is and gives the back to the handler
  /// (``BackEvent/started``, progress, then ``BackEvent/completed`` or ``BackEvent/cancelled``
  /// for a swipe; only ``BackEvent/completed`` for a tap); ``BackAnswer/refuse(_:)`` stops it,
  /// and the journal says why. When every handler passes, the stack pops as usual (and the
  /// guards answer that pop). The handler is removed when `node` leaves the tree.
  ///
  /// ```swift
  /// try navigator.addBackHandler(named: "onboarding pages", at: pages.id) {
  ///   model.isOnFirstPage ? .refuse("already on the first page") : .take
  /// } onBack: { event in
  ///   if event == .completed { model.showPreviousPage() }
  /// }
  /// ```
  /// - Parameters:
  ///   - name: Names the handler in the journal.
  ///   - node: The screen or container the handler belongs to; it leaves with it.
  ///   - priority: Higher answers first.
  ///   - answer: Asked when a back starts: take it, refuse it, or pass.
  ///   - onBack: Told what happens to a back it took.
  /// - Returns: A token for ``removeBackHandler(_:)``.
  /// - Throws: ``NavigationError/nodeNotFound(_:in:)`` when `node` is not in the tree.
  @discardableResult
  public func addBackHandler(
    named name: String, at node: NodeID, priority: Int = 0,
    answer: @escaping @MainActor () -> BackAnswer,
    onBack: @escaping @MainActor (BackEvent) -> Void
  ) throws(NavigationError) -> BackHandlerToken {
    guard tree.contains(node) else { throw .nodeNotFound(node, in: tree.containerSummary) }
    backHandlerCounter += 1
    let token = BackHandlerToken(rawValue: backHandlerCounter)
    backHandlers.append(
      BackHandler(
        token: token, name: name, node: node, priority: priority, answer: answer, onBack: onBack))
    return token
  }

  /// Removes a back handler.
  public func removeBackHandler(_ token: BackHandlerToken) {
    backHandlers.removeAll { $0.token == token }
    if swipingBack?.token == token { swipingBack = nil }
  }

  /// Offers the system back to the screens that handle it, before a host pops a stack.
  ///
  /// A host calls it with ``BackPhase/tap`` for the back button, and with
  /// ``BackPhase/swipeBegan``, ``BackPhase/swipeProgressed(_:)`` and
  /// ``BackPhase/swipeEnded(completed:)`` for an edge swipe.
  /// - Returns: `nil` when no screen takes it: the host goes on with the stack's own pop (and
  ///   asks the guards with ``attempt(_:)``). Otherwise the host leaves its stack alone:
  ///   ``GestureVerdict/handledByScreen(_:)`` (the screen acts on it), or
  ///   ``GestureVerdict/vetoed(_:)`` (a screen refused it; journaled).
  public func offerBack(_ phase: BackPhase) -> GestureVerdict? {
    guard !isInert, !backHandlers.isEmpty || swipingBack != nil else { return nil }
    let screen = tree.visibleScreen.id
    switch phase {
    case .tap, .swipeBegan:
      let path = Set(tree.visiblePath.map(\.id))
      let candidates = backHandlers.enumerated()
        .filter { path.contains($0.element.node) }
        .sorted { ($0.element.priority, $0.offset) > ($1.element.priority, $1.offset) }
      for (_, handler) in candidates {
        switch handler.answer() {
        case .pass:
          continue
        case .refuse(let reason):
          let stop = GuardStop(guardName: handler.name, reason: reason)
          journal.record(cause: .back(screen), result: .vetoed(stop))
          pump()
          return .vetoed(.vetoed(stop))
        case .take:
          if case .tap = phase {
            journal.record(cause: .back(screen), result: .takenByScreen(handler.name))
            handler.onBack(.completed)
            pump()
          } else {
            swipingBack = handler
            handler.onBack(.started)
          }
          return .handledByScreen(handler.name)
        }
      }
      return nil
    case .swipeProgressed(let progress):
      guard let handler = swipingBack else { return nil }
      handler.onBack(.progressed(min(max(progress, 0), 1)))
      return .handledByScreen(handler.name)
    case .swipeEnded(let completed):
      guard let handler = swipingBack else { return nil }
      swipingBack = nil
      if completed {
        journal.record(cause: .back(screen), result: .takenByScreen(handler.name))
        handler.onBack(.completed)
      } else {
        handler.onBack(.cancelled)
      }
      pump()
      return .handledByScreen(handler.name)
    }
  }

  /// Drops the back handlers of nodes that left the tree.
  func dropBackHandlers(departed: SmallSet<NodeID>) -> [BackHandler] {
    guard !backHandlers.isEmpty, !departed.isEmpty else { return [] }
    let dropped = backHandlers.filter { departed.contains($0.node) }
    backHandlers.removeAll { departed.contains($0.node) }
    if let swiping = swipingBack, departed.contains(swiping.node) { swipingBack = nil }
    return dropped
  }
}

/// A phase of the system back, as a host offers it (``Navigator/offerBack(_:)``).
public enum BackPhase: Hashable, Sendable {
  /// The back button was tapped (or its equivalent): one step, completed at once.
  case tap
  /// An edge swipe began.
  case swipeBegan
  /// An edge swipe moved; `0…1`.
  case swipeProgressed(Double)
  /// An edge swipe ended: completed, or let go early.
  case swipeEnded(completed: Bool)
}

/// What a back handler is told, once it took the back.
public enum BackEvent: Hashable, Sendable {
  /// A swipe began.
  case started
  /// A swipe moved; `0…1`.
  case progressed(Double)
  /// The swipe was let go early: undo any preview, change nothing.
  case cancelled
  /// The back happened: act on it (go back a page, close a panel).
  case completed
  /// The handler's screen left in a change the app forced, for this reason (see
  /// ``Navigator/forcing(_:announcing:_:)``): save what the screen holds; nothing can be kept.
  case forced(AppValue)
}

/// How a back handler answers when the back starts.
public enum BackAnswer: Hashable, Sendable {
  /// Not now: the next handler, or the stack, takes it.
  case pass
  /// The handler takes it; the stack stays.
  case take
  /// Nobody may go back now (the first page of an onboarding): nothing changes. The reason is
  /// a text or a value of the app's own type (`.refuse(AppValue(reason))`).
  case refuse(AppValue)
}

/// Identifies a back handler, to remove it.
public struct BackHandlerToken: Hashable, Sendable {
  let rawValue: Int
}

/// A back handler as the navigator keeps it.
@MainActor
struct BackHandler {
  let token: BackHandlerToken
  let name: String
  let node: NodeID
  let priority: Int
  let answer: @MainActor () -> BackAnswer
  let onBack: @MainActor (BackEvent) -> Void
}
