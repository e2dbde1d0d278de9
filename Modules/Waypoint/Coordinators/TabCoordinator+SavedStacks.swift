extension TabCoordinator {
  // MARK: Saved back stacks

  /// Replaces what a tab shows with another flow, saving the tab's back stack so that
  /// ``restoreSavedStack(of:)`` can bring it back later.
  ///
  /// The tab's stack keeps its identity, and the tab's own flow (the one this coordinator was
  /// given for the tab, anchored at that stack) keeps running; its entries are replaced by one
  /// entry showing `flow`'s initial content, and `flow` starts there, as a child of the tab's
  /// own flow. What the stack held is kept aside, as Android's `saveState` keeps a back stack:
  /// its entries keep their node IDs, their screens keep their models, and the flows started on
  /// them (pushed flows, the flow a previous replacement put there) do not finish; they stop
  /// running (``Coordinator/isActive`` is `false`, and their requests are refused) until the
  /// stack comes back. The sheets they presented are dismissed, and those flows finish with
  /// ``FinishReason/stackReplaced``.
  ///
  /// ```swift
  /// try tabs.replaceFlow(of: "Today", with: SearchCoordinator())
  /// // later, the Today tab's screens come back:
  /// try tabs.restoreSavedStack(of: "Today")
  /// ```
  ///
  /// Read what is saved with ``savedStack(of:)`` (routes and pages) or ``savedEntries(of:)``
  /// (the nodes). One stack is saved per tab: replacing again saves the stack shown then, and
  /// the earlier one goes for good — its flows finish with ``FinishReason/stackReplaced``, its
  /// models are released. It is saved when the change commits, never when it is refused. Saved
  /// stacks are kept by this coordinator, not in the ``NavigationTree``: when it finishes they
  /// go, their flows finishing with ``FinishReason/parentFinished``, and restoration of a saved
  /// tree does not bring them back.
  ///
  /// The tab does not need to be selected, and selecting it is not part of the change. The
  /// change is a ``NavigationDraft``, so unlike an operation, a repeat made while a transaction
  /// runs (a double tap during an animation) is not dropped: it replaces the flow again, and
  /// saves the stack of the first replacement.
  ///
  /// - Parameters:
  ///   - tab: The tab whose stack is replaced.
  ///   - flow: A flow that has not started, whose initial content can be pushed: a screen or a
  ///     page container.
  /// - Throws: ``NavigationError`` when it runs now and is refused; the tree and the saved
  ///   stacks are then unchanged: ``NavigationError/unknownTab(_:)``,
  ///   ``NavigationError/wrongKind(_:expected:found:)`` for a tab that shows no stack,
  ///   ``NavigationError/misplaced(_:in:)`` for a flow whose content is a stack or tabs,
  ///   ``NavigationError/alreadyStarted(_:)``, or
  ///   ``NavigationError/inactiveCoordinator(_:)`` when this coordinator is not running.
  @discardableResult
  public func replaceFlow(of tab: TabName, with flow: FlowCoordinator) throws(NavigationError)
    -> RequestOutcome
  {
    guard let navigator else { throw .inactiveCoordinator(name) }
    return try navigator.perform("replace the flow of tab \(tab)", by: self) {
      [weak self] draft throws(NavigationError) in
      guard let self else { throw .inactiveCoordinator("TabCoordinator") }
      let stack = try self.stack(of: tab, in: draft.tree)
      let owner = draft.coordinator(anchoredAt: stack.id) ?? self
      let saved = try draft.replaceKeepingAside(
        stack: stack.id, with: [flow.initialContent], keeper: self, by: owner)
      let root = try draft.tree.stack(stack.id).rootEntry.id
      try draft.start(flow, as: .embedded(root), by: owner)
      if let earlier = self.savedStacks[tab] { draft.discard(earlier, reason: .stackReplaced) }
      draft.onCommit { [weak self] in self?.savedStacks[tab] = saved }
    }
  }

  /// Brings back the back stack saved when the tab's flow was last replaced
  /// (``replaceFlow(of:with:)``), replacing what the tab shows now; the saved stack is then
  /// used up.
  ///
  /// The saved entries come back as they were: the same nodes (the same IDs), the same models,
  /// and the flows started on them running again, under the flows that started them. A model
  /// whose screen shows hears its lifecycle state again. What the tab shows now is not saved: it leaves, and
  /// the flow the replacement started finishes with ``FinishReason/stackReplaced``.
  ///
  /// - Parameter tab: The tab whose saved stack comes back.
  /// - Throws: ``NavigationError`` when it runs now and is refused; the tree and the saved
  ///   stacks are then unchanged: ``NavigationError/noSavedStack(_:)`` when nothing is saved
  ///   for the tab, ``NavigationError/unknownTab(_:)``,
  ///   ``NavigationError/wrongKind(_:expected:found:)`` for a tab that shows no stack, or
  ///   ``NavigationError/inactiveCoordinator(_:)`` when this coordinator is not running.
  @discardableResult
  public func restoreSavedStack(of tab: TabName) throws(NavigationError) -> RequestOutcome {
    guard let navigator else { throw .inactiveCoordinator(name) }
    return try navigator.perform("restore the saved stack of tab \(tab)", by: self) {
      [weak self] draft throws(NavigationError) in
      guard let self else { throw .inactiveCoordinator("TabCoordinator") }
      let stack = try self.stack(of: tab, in: draft.tree)
      guard let saved = self.savedStacks[tab] else { throw .noSavedStack(tab) }
      let owner = draft.coordinator(anchoredAt: stack.id) ?? self
      try draft.putBack(saved, into: stack.id, by: owner)
      draft.onCommit { [weak self] in self?.savedStacks[tab] = nil }
    }
  }

  /// Forgets the back stack saved for a tab (``replaceFlow(of:with:)``), as Android's
  /// `clearBackStack` does: its flows finish with ``FinishReason/savedStackCleared`` and its
  /// models are released, reported to a ``LifetimeTracker`` as they leave. What the tab shows
  /// is untouched, and ``restoreSavedStack(of:)`` has nothing to bring back until the tab's
  /// flow is replaced again.
  ///
  /// ```swift
  /// try tabs.replaceFlow(of: "Today", with: SearchCoordinator())
  /// // the user will not come back to what Today showed:
  /// try tabs.clearSavedStack(of: "Today")
  /// ```
  ///
  /// It is a transaction of its own, so guards hear it, and the journal records it.
  ///
  /// - Parameter tab: The tab whose saved stack goes.
  /// - Throws: ``NavigationError`` when it runs now and is refused; the saved stacks are then
  ///   unchanged: ``NavigationError/noSavedStack(_:)`` when nothing is saved for the tab,
  ///   ``NavigationError/unknownTab(_:)``, ``NavigationError/wrongKind(_:expected:found:)``
  ///   for a tab that shows no stack, or ``NavigationError/inactiveCoordinator(_:)`` when this
  ///   coordinator is not running.
  @discardableResult
  public func clearSavedStack(of tab: TabName) throws(NavigationError) -> RequestOutcome {
    guard let navigator else { throw .inactiveCoordinator(name) }
    return try navigator.perform("clear the saved stack of tab \(tab)", by: self) {
      [weak self] draft throws(NavigationError) in
      guard let self else { throw .inactiveCoordinator("TabCoordinator") }
      _ = try self.stack(of: tab, in: draft.tree)
      guard let saved = self.savedStacks[tab] else { throw .noSavedStack(tab) }
      draft.discard(saved, reason: .savedStackCleared)
      draft.onCommit { [weak self] in
        if self?.savedStacks[tab] === saved { self?.savedStacks[tab] = nil }
      }
    }
  }

  /// The back stack saved for a tab, root first, as routes and pages; `nil` when none is saved.
  public func savedStack(of tab: TabName) -> [Content]? {
    savedStacks[tab]?.entries.map(\.content)
  }

  /// The entries of the back stack saved for a tab, root first, with the node IDs they come
  /// back with; `nil` when none is saved.
  public func savedEntries(of tab: TabName) -> [Node]? {
    savedStacks[tab]?.entries
  }

  /// The models kept with the back stack saved for a tab (the models its screens come back
  /// with); empty when none is saved.
  public func savedModels(of tab: TabName) -> [AnyObject] {
    guard let saved = savedStacks[tab], let navigator else { return [] }
    return saved.screens.compactMap { navigator.parkedModels[$0.id] }
  }

  /// The stack a tab of this coordinator's container shows in `tree`.
  private func stack(of tab: TabName, in tree: NavigationTree) throws(NavigationError) -> Stack {
    guard let anchor else { throw .inactiveCoordinator(name) }
    let tabs = try tree.tabs(anchor)
    guard let found = tabs.tabs.first(where: { $0.name == tab }) else { throw .unknownTab(tab) }
    guard case .stack(let stack) = found.content else {
      throw .wrongKind(found.content.id, expected: .stack, found: found.content.kind)
    }
    return stack
  }
}
