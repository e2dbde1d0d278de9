/// What a navigator last reported of its screens' lifecycles, and the models still to hear
/// their first state.
struct LifecycleLedger {
  /// The screens that were not hidden at the last report, top-down.
  var shown: [NavigationTree.ShownScreen] = []
  /// The tree at the last report; `nil` before the first.
  var tree: NavigationTree?
  /// The screens whose model observes its lifecycle and was made since the last report, in
  /// the order the models were made.
  var newcomers: [NodeID] = []

  /// The state reported last for a screen the report before this one knew, else `nil`.
  func reportedState(of screen: NodeID) -> ScreenLifecycle? {
    guard tree != nil, !newcomers.contains(screen) else { return nil }
    return shown.first { $0.id == screen }?.state ?? .hidden
  }
}
