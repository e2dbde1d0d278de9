extension Navigator {
  /// The lifecycle state of a screen as last reported to the screens' models: after the
  /// host finished the last transaction that changed it (see ``ScreenLifecycleObserver``).
  /// `nil` before the navigator starts and for a screen that was not in the tree then.
  ///
  /// While a transaction is still animating it can differ from
  /// `tree.lifecycle(of:)` (``NavigationTree/lifecycle(of:)``), which reads the planned tree.
  /// O(number of modals) for a screen that shows; O(size of the tree) for one that does not.
  public func lifecycle(of screen: NodeID) -> ScreenLifecycle? {
    lifecycleLedger.tree?.lifecycle(of: screen)
  }

  /// Tells the models that observe their lifecycle what changed since the last report, in the
  /// documented order: the screens that lose state top-down, then those that gain (first
  /// states included) bottom-up, the new active screen last. Called only when the host has
  /// finished every transaction. Screens without such a model are skipped; screens that left
  /// have no model any more, so they are told nothing.
  /// - Returns: Whether it told any model (models may have made requests).
  func reportLifecycleChanges() -> Bool {
    // No model listens: nothing to work out. A model made later is a newcomer and hears its
    // first state from the tree as it is then, whatever the ledger last recorded.
    guard lifecycleObservers > 0 else {
      lifecycleLedger.tree = tree  // For lifecycle(of:).
      if !lifecycleLedger.shown.isEmpty { lifecycleLedger.shown = [] }
      return false
    }
    let previous = lifecycleLedger
    let current = tree.shownScreens
    lifecycleLedger = LifecycleLedger(shown: current, tree: tree)
    if previous.tree != nil, previous.newcomers.isEmpty, previous.shown == current { return false }
    var reports: [(any ScreenLifecycleObserver, ScreenLifecycle)] = []
    for shown in previous.shown {
      let now = current.first { $0.id == shown.id }?.state ?? .hidden
      guard let before = previous.reportedState(of: shown.id), now.rank < before.rank,
        let observer = observer(of: shown.id)
      else { continue }
      reports.append((observer, now))
    }
    for screen in previous.newcomers where !current.contains(where: { $0.id == screen }) {
      if let observer = observer(of: screen) { reports.append((observer, .hidden)) }
    }
    for now in current.reversed() {
      let before = previous.reportedState(of: now.id)
      guard before.map({ $0.rank < now.state.rank }) ?? true, let observer = observer(of: now.id)
      else { continue }
      reports.append((observer, now.state))
    }
    for (observer, state) in reports { observer.screenLifecycleDidChange(to: state) }
    return !reports.isEmpty
  }

  private func observer(of screen: NodeID) -> (any ScreenLifecycleObserver)? {
    (models[screen] ?? parkedModels[screen]) as? any ScreenLifecycleObserver
  }

  /// Notes a model that observes its lifecycle, so the next report tells it its first state.
  func noteModelMade(_ model: AnyObject, for screen: NodeID) {
    guard model is any ScreenLifecycleObserver else { return }
    lifecycleObservers += 1
    // A screen whose model was released and made again before the next report (a page far
    // from the current one and back, while the host animates) is one newcomer: its new model
    // hears its first state once.
    if !lifecycleLedger.newcomers.contains(screen) { lifecycleLedger.newcomers.append(screen) }
  }
}
