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
    if interactive { interactivePops[stack] = top }
  }

  public func stack(_ stack: NodeID, interactionEnded cancelled: Bool) {
    guard cancelled, let revealed = interactivePops.removeValue(forKey: stack) else { return }
    // The swipe was cancelled: nothing changed, but the navigator journals the attempt.
    userTransitions.remove(stack)
    performed(.edgeSwipe(stack: stack, to: revealed, completed: false), steps: [])
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
    guard !isBusy, let entries = renderedEntries(stack), entries.count > 1 else { return false }
    let revealed = entries[entries.count - 2]
    let attempt = LeaveAttempt.interactivePop(stack: stack, to: revealed)
    let answer = answer(for: attempt)
    guard answer != .allow else { return true }
    performed(.edgeSwipe(stack: stack, to: revealed, completed: false), steps: [])
    if answer == .ask, let gestureGuard {
      let resume = Once { [weak self] (confirmed: Bool) in
        guard confirmed, let self, self.renderedEntries(stack)?.last == entries.last else {
          return
        }
        self.performOnUsersBehalf(
          .edgeSwipe(stack: stack, to: revealed, completed: true),
          steps: [.pop(to: revealed, in: stack)])
      }
      gestureGuard.ask(attempt) { resume($0) }
    }
    return false
  }
}
