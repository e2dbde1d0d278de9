public import Waypoint

extension ContainerHost {
  /// The entry IDs of a stack as rendered.
  func renderedEntries(_ stack: NodeID) -> [NodeID]? {
    guard case .stack(let node)? = rendered.node(stack) else { return nil }
    return node.entries.array.map(\.id)
  }

  public func stack(_ stack: NodeID, willShow top: NodeID, interactive: Bool) {
    // Showing an entry below the rendered top, not as the host's own transition: the user
    // pops. An interactive pop announces the entry it reveals before the user lets go.
    guard transition?.ref != .stack(stack), let entries = renderedEntries(stack),
      entries.dropLast().contains(top)
    else { return }
    userTransitions.insert(stack)
    guard interactive else { return }
    interactivePops[stack] = top
    // The gesture has begun (a recogniser that never asked, such as iOS 26's content swipe,
    // or an attempt the guard wants to ask about): a veto cancels it now.
    let attempt = LeaveAttempt.interactivePop(stack: stack, to: top)
    let answer = answer(for: attempt)
    guard answer != .allow else { return }
    vetoedPops.insert(stack)
    performed(.edgeSwipe(stack: stack, to: top, completed: false), steps: [])
    containers.stack(stack)?.cancelInteractivePop()
    guard answer == .ask, let gestureGuard, let shown = entries.last else { return }
    let resume = Once { [weak self] (confirmed: Bool) in
      guard confirmed, let self, self.renderedEntries(stack)?.last == shown else { return }
      self.performOnUsersBehalf(
        .edgeSwipe(stack: stack, to: top, completed: true), steps: [.pop(to: top, in: stack)])
    }
    gestureGuard.ask(attempt) { resume($0) }
  }

  public func stack(_ stack: NodeID, interactionEnded cancelled: Bool) {
    guard cancelled, let revealed = interactivePops.removeValue(forKey: stack) else { return }
    // The swipe was cancelled: nothing changed, but the navigator journals the attempt (once:
    // a vetoed pop was reported when the host cancelled it).
    userTransitions.remove(stack)
    if vetoedPops.remove(stack) == nil {
      performed(.edgeSwipe(stack: stack, to: revealed, completed: false), steps: [])
    }
    pump()
  }

  public func stack(_ stack: NodeID, didShow top: NodeID, entries shown: [NodeID]) {
    userTransitions.remove(stack)
    defer { pump() }
    guard let entries = renderedEntries(stack) else {
      onFault?(.unknownNode(stack))
      return
    }
    // What the host rendered (its own echo, or a cancelled swipe on iOS versions that report
    // it with a did-show of the same screen): nothing to report.
    if shown == entries {
      resyncedStacks.remove(stack)
      return
    }
    if reselectedStacks.contains(stack), shown == Array(entries.prefix(1)) {
      return  // UIKit's pop to root on a tab reselect: the tab tap reports it.
    }
    if shown.count < entries.count, Array(entries.prefix(shown.count)) == shown,
      let to = shown.last
    {
      let interactive = interactivePops.removeValue(forKey: stack) != nil
      vetoedPops.remove(stack)  // a veto the container could not cancel: the pop happened
      let gesture: Gesture =
        interactive
        ? .edgeSwipe(stack: stack, to: to, completed: true)
        : .backButton(stack: stack, to: to)
      performed(gesture, steps: [.pop(to: to, in: stack)])
      return
    }
    onFault?(.unexpectedEntries(stack: stack, shown: shown, rendered: entries))
    // Drive it back once; a container that still disagrees is only reported.
    if resyncedStacks.insert(stack).inserted { queue.append(.resync(stack)) }
  }

  public func stackShouldBeginInteractivePop(_ stack: NodeID) -> Bool {
    // Answers only (no report, no question): a refused swipe never begins, so there is
    // nothing to journal; an asked one begins and is cancelled at its will-show.
    guard !isBusy, let entries = renderedEntries(stack), entries.count > 1 else { return false }
    let revealed = entries[entries.count - 2]
    return answer(for: .interactivePop(stack: stack, to: revealed)) != .refuse
  }

  public func stackDelegateReplaced(_ stack: NodeID) {
    onFault?(.delegateReplaced(stack: stack))
  }
}
