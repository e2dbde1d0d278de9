public import Waypoint

extension ContainerHost {
  /// The entry IDs of a stack as rendered; for a collapsed split's ID, those of its collapsed
  /// stack.
  func renderedEntries(_ stack: NodeID) -> [NodeID]? {
    switch rendered.node(stack) {
    case .stack(let node)?: node.entries.array.map(\.id)
    case .split(let split)? where split.isCollapsed: split.collapsedEntries.map(\.id)
    default: nil
    }
  }

  /// Whether the navigation controller reporting as `stack` shows nothing the record knows: a
  /// column of a collapsed split (its screens are in the split's compact column) or the compact
  /// column of a split shown side by side. What it reports is the end of a transition the
  /// width change overtook: an echo.
  func isSetAside(_ stack: NodeID) -> Bool {
    switch rendered.node(stack) {
    case .split(let split)?: !split.isCollapsed
    case .stack?: rendered.column(holding: stack)?.split.isCollapsed == true
    default: false
    }
  }

  /// The gestures a pop of the stack container `stack` to `entry` makes, each with its steps:
  /// one pop for a stack. For a collapsed split's stack, a pop that stays in the column on top
  /// pops that column; one that goes further leaves the columns above from their roots and
  /// brings the column holding `entry` on top (`Gesture.backToColumn(_:in:)`), then pops it
  /// to `entry` if the user went below its top (the back button's menu).
  func popGestures(of stack: NodeID, to entry: NodeID, interactive: Bool) -> [(Gesture, [Step])] {
    guard case .split(let split)? = rendered.node(stack) else {
      let gesture: Gesture =
        interactive
        ? .edgeSwipe(stack: stack, to: entry, completed: true)
        : .backButton(stack: stack, to: entry)
      return [(gesture, [.pop(to: entry, in: stack)])]
    }
    guard
      let column = split.columns.first(where: { column in
        split.column(column)?.entries.array.contains { $0.id == entry } == true
      }), let holding = split.column(column)
    else { return [] }
    if column == split.compactColumn {
      return popGestures(of: holding.id, to: entry, interactive: interactive)
    }
    var gestures: [(Gesture, [Step])] = []
    let columns = split.columns
    guard let from = columns.firstIndex(of: column),
      let top = columns.firstIndex(of: split.compactColumn), from < top
    else { return [] }
    for above in columns[(from + 1)...top] {
      guard let aboveStack = split.column(above), aboveStack.entries.count > 1,
        let root = aboveStack.entries.root
      else { continue }
      gestures.append(
        (.backButton(stack: aboveStack.id, to: root.id), [.pop(to: root.id, in: aboveStack.id)]))
    }
    gestures.append((.backToColumn(column, in: split.id), [.showColumn(column, in: split.id)]))
    if holding.entries.array.last?.id != entry {
      gestures.append(
        (.backButton(stack: holding.id, to: entry), [.pop(to: entry, in: holding.id)]))
    }
    return gestures
  }

  public func stack(_ stack: NodeID, willShow top: NodeID, interactive: Bool) {
    // Showing an entry below the rendered top, not as the host's own transition: the user
    // pops. The back button's pop has happened already (a fact, reported at did-show); an
    // interactive pop announces the entry it reveals before the user lets go, so it can
    // still be cancelled.
    guard transition?.ref != .stack(stack), !isSetAside(stack),
      let entries = renderedEntries(stack), top != entries.last
    else { return }
    // A transition the host did not make: the user's pop, or one the app's own code began
    // (it set the entries). The host waits for its did-show either way.
    userTransitions.insert(stack)
    guard entries.dropLast().contains(top) else { return }
    guard interactive else { return }
    interactivePops[stack] = top
    // The swipe has begun. Screens take the system back first; when none does, the guards
    // answer the pop. Either may stop it: the navigator journals why, and the host cancels the
    // pop (UIKit runs it back). The set is updated first: cancelling may end the interaction
    // before it returns.
    if let verdict = receiver?.offerBack(.swipeBegan) {
      if case .handledByScreen = verdict {
        screenSwipes.insert(stack)
      } else {
        stoppedPops.insert(stack)
      }
      containers.stack(stack)?.cancelInteractivePop()
      return
    }
    guard let swipe = popGestures(of: stack, to: top, interactive: true).first?.0,
      !attempt(swipe).isAllowed
    else { return }
    stoppedPops.insert(stack)
    containers.stack(stack)?.cancelInteractivePop()
  }

  public func stackWillShowForeign(_ stack: NodeID) {
    guard transition?.ref != .stack(stack), !isSetAside(stack) else { return }
    userTransitions.insert(stack)
  }

  public func stack(_ stack: NodeID, interactionEnded cancelled: Bool) {
    let takenByScreen = screenSwipes.remove(stack) != nil
    if takenByScreen {
      // The host cancelled the system's pop for the screen, which cannot follow the finger
      // (UIKit does not report the swipe's progress or release): the swipe counts as one back
      // for it, as a tap does. A pop that went through anyway is the stack's (did-show).
      _ = receiver?.offerBack(.swipeEnded(completed: cancelled))
    }
    guard cancelled, let revealed = interactivePops.removeValue(forKey: stack) else {
      // A swipe back to a view controller the host does not know, let go: nothing changed,
      // and UIKit may send no did-show.
      if cancelled, userTransitions.remove(stack) != nil { pump() }
      return
    }
    // Nothing changed. A swipe the user let go is reported; a pop the host stopped was
    // journaled when it was stopped (a screen took it, or refused it, or the guards did).
    userTransitions.remove(stack)
    if stoppedPops.remove(stack) == nil, !takenByScreen,
      case .edgeSwipe(let popped, let to, _)? = popGestures(
        of: stack, to: revealed, interactive: true
      ).first?.0
    {
      // A swipe back to the column before (a collapsed split) that the user let go is not a
      // gesture the navigator knows: nothing is reported for it.
      performed(.edgeSwipe(stack: popped, to: to, completed: false), steps: [])
    }
    pump()
  }

  public func stack(_ stack: NodeID, didShow top: NodeID, entries shown: [NodeID]) {
    userTransitions.remove(stack)
    defer { pump() }
    if isSetAside(stack) {
      interactivePops[stack] = nil
      stoppedPops.remove(stack)
      return
    }
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
      // A stop the container could not carry out: the pop happened, and is reported.
      stoppedPops.remove(stack)
      for (gesture, steps) in popGestures(of: stack, to: to, interactive: interactive) {
        performed(gesture, steps: steps)
      }
      return
    }
    // The app's own code set the entries (removed some, kept the others in order): a host
    // that adopts what it did not render reports it.
    if foreignEntryPolicy(of: stack) == .adopt,
      adopt(.appChangedStack(stack, from: entries, to: shown, foreign: []))
    {
      return
    }
    onFault?(.unexpectedEntries(stack: stack, shown: shown, rendered: entries))
    driveBackIfAsked(stack)
  }

  public func stackShouldBeginInteractivePop(_ stack: NodeID) -> Bool {
    // Answers only (no report, no question): UIKit asks for touches that never begin a
    // gesture. One transition at a time, and never on the root. The guards do not answer
    // here: a screen's back handler takes the swipe before they would, a guard that asks
    // needs a swipe that began, and neither can be asked without being told. The swipe's
    // will-show settles it.
    guard !isBusy, !isSetAside(stack), let entries = renderedEntries(stack) else { return false }
    return entries.count > 1
  }

  public func stackDelegateReplaced(_ stack: NodeID) {
    onFault?(.delegateReplaced(stack: stack))
  }
}
