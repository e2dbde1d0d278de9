public import Waypoint

/// What a host does when a stack it drives shows view controllers it did not render: ones the
/// app's own code pushed (`pushViewController(_:animated:)`) or set
/// (`setViewControllers(_:animated:)`), or entries that code removed.
public enum ForeignEntryPolicy: Hashable, Sendable {
  /// Makes them entries of the tree (`Route.foreign(_:)`), reported as
  /// `Gesture.appChangedStack(_:from:to:foreign:)`: the tree stays true, the journal and
  /// the trace show them, popping them releases them, flows anchored at entries that code
  /// removed finish, and a restoration drops them. For a flow that lives beside existing code.
  case adopt
  /// Reports the fault (``HostFault/foreignEntries(stack:kinds:)`` or
  /// ``HostFault/unexpectedEntries(stack:shown:rendered:)``) and drives the stack back to the
  /// navigator's tree once: what that code did is undone. A host's default: it owns the
  /// window's navigation.
  case driveBack
  /// Reports the fault and leaves the stack as it is: the tree no longer says what the screen
  /// shows until the stack next changes.
  case report
}

/// An entry of a stack as its container reports what the host did not render
/// (``ContainerEvents/stack(_:didShowForeign:)``).
public enum ShownEntry: Hashable, Sendable {
  /// A view controller the host built or adopted, by its node's ID.
  case entry(NodeID)
  /// A view controller the host does not know, by its kind (its type's name).
  case foreign(kind: String)
}

extension ContainerHost {
  /// The policy for the stack `stack`: its own (``foreignEntriesByStack``), else the host's
  /// (``foreignEntries``). A collapsed split's stack never adopts: it lends its screens to the
  /// columns it shows.
  func foreignEntryPolicy(of stack: NodeID) -> ForeignEntryPolicy {
    guard case .stack(let node)? = rendered.node(stack) else {
      return foreignEntries == .adopt ? .driveBack : foreignEntries
    }
    return foreignEntriesByStack?(node) ?? foreignEntries
  }

  public func stack(_ stack: NodeID, didShowForeign shown: [ShownEntry]) -> [NodeID]? {
    userTransitions.remove(stack)
    interactivePops[stack] = nil
    stoppedPops.remove(stack)
    guard !isSetAside(stack), let entries = renderedEntries(stack) else {
      onFault?(.unknownNode(stack))
      pump()
      return nil
    }
    let kinds = shown.compactMap { entry -> String? in
      if case .foreign(let kind) = entry { kind } else { nil }
    }
    if foreignEntryPolicy(of: stack) == .adopt, let ids = receiver?.unusedNodeIDs(kinds.count),
      ids.count == kinds.count
    {
      var next = ids.makeIterator()
      var shows: [NodeID] = []
      var foreign: [Screen] = []
      for entry in shown {
        switch entry {
        case .entry(let id): shows.append(id)
        case .foreign(let kind):
          guard let id = next.next() else { continue }
          shows.append(id)
          foreign.append(Screen(id: id, route: .foreign(kind)))
        }
      }
      // The host's own work waits for the container's did-show, which follows once it knows
      // the adopted controllers by their IDs.
      if adopt(.appChangedStack(stack, from: entries, to: shows, foreign: foreign)) { return ids }
    }
    onFault?(.foreignEntries(stack: stack, kinds: kinds))
    driveBackIfAsked(stack)
    pump()
    return nil
  }

  /// Reports what the app's own code did to a stack, when the rendered tree takes it.
  func adopt(_ gesture: Gesture) -> Bool {
    guard let steps = try? rendered.userSteps(for: gesture) else { return false }
    performed(gesture, steps: steps)
    return true
  }

  /// Drives `stack` back to the navigator's tree once, unless its policy only reports.
  func driveBackIfAsked(_ stack: NodeID) {
    guard foreignEntryPolicy(of: stack) != .report else { return }
    // A container that still disagrees after one drive back is only reported.
    if resyncedStacks.insert(stack).inserted { queue.append(.resync(stack)) }
  }
}
